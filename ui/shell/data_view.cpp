// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/data_view.h"

#include "store/point_table_model.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace denominator::ui {

DataView::DataView(QWidget* parent)
    : QWidget(parent), m_model(new PointTableModel(this)), m_proxy(new QSortFilterProxyModel(this)), m_table(new QTableView),
      m_filter(new QLineEdit), m_detail(new QLabel)
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PointTableModel::RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_filter->setObjectName(QStringLiteral("dataFilter"));
    m_filter->setPlaceholderText(tr("Filter points (any column), e.g. b200 or dsr1 …"));
    m_filter->setClearButtonEnabled(true);
    m_table->setObjectName(QStringLiteral("pointTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_detail);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        const QModelIndex src = m_proxy->mapToSource(current);
        const BenchmarkPoint* p = m_model->pointAt(src.row());
        m_detail->setText(p ? tr("Provenance: %1").arg(PointTableModel::provenanceText(*p)) : QString());
        if (p && !m_selecting) emit pointSelected(p->id);
    });
}

void DataView::setPoints(const QList<BenchmarkPoint>& points)
{
    m_model->setPoints(points);
    m_table->resizeColumnsToContents();
}

void DataView::selectPoint(qint64 id)
{
    const int row = m_model->rowOfPoint(id);
    if (row < 0) return;
    const QModelIndex idx = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!idx.isValid()) return;
    m_selecting = true;
    m_table->selectionModel()->setCurrentIndex(idx, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(idx);
    m_selecting = false;
}

} // namespace denominator::ui
