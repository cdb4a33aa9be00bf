// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/data_view.h"

#include "shell/word_filter.h"

#include "store/point_table_model.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace denominator::ui {
namespace {

/// Rows of one workload (unless showing all) that hold every word of the filter in some column.
class PointFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setWords(const QString& text)
    {
        m_words = searchWords(text);
        invalidateFilter();
    }
    void setWorkload(const QString& model, int isl, int osl, bool all)
    {
        m_model = model;
        m_isl = isl;
        m_osl = osl;
        m_all = all;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        const auto* points = static_cast<const PointTableModel*>(sourceModel());
        if (!m_all && !m_model.isEmpty()) {
            const BenchmarkPoint* p = points->pointAt(row);
            if (!p || p->model != m_model || p->isl != m_isl || p->osl != m_osl) return false;
        }
        if (m_words.isEmpty()) return true;
        QString text;
        for (int c = 0; c < sourceModel()->columnCount(parent); ++c)
            text += sourceModel()->index(row, c, parent).data().toString() + QLatin1Char(' ');
        return containsAllWords(text, m_words);
    }

private:
    QStringList m_words;
    QString m_model;
    int m_isl = 0, m_osl = 0;
    bool m_all = false;
};

} // namespace

DataView::DataView(QWidget* parent)
    : QWidget(parent), m_model(new PointTableModel(this)), m_proxy(new PointFilterProxy(this)), m_table(new QTableView),
      m_filter(new QLineEdit), m_allWorkloads(new QCheckBox(tr("All workloads"))), m_count(new QLabel), m_detail(new QLabel)
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PointTableModel::RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_filter->setObjectName(QStringLiteral("dataFilter"));
    m_filter->setPlaceholderText(tr("Filter: rows with every word, e.g. h200 vllm or 1024/8192 b200 …"));
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
    // Compact rows: more of them at laptop height.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_allWorkloads->setObjectName(QStringLiteral("allWorkloads"));
    m_allWorkloads->setToolTip(tr("Show the points of every stored workload, not only the chart's"));
    m_count->setObjectName(QStringLiteral("dataCount"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_allWorkloads);
    top->addWidget(m_count);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_detail);
    auto* proxy = static_cast<PointFilterProxy*>(m_proxy);
    connect(m_filter, &QLineEdit::textChanged, this, [this, proxy](const QString& t) {
        proxy->setWords(t);
        updateCount();
    });
    connect(m_allWorkloads, &QCheckBox::toggled, this, [this] { setWorkload(m_workloadModel, m_workloadIsl, m_workloadOsl); });
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
    updateCount();
}

void DataView::setWorkload(const QString& model, int isl, int osl)
{
    m_workloadModel = model;
    m_workloadIsl = isl;
    m_workloadOsl = osl;
    static_cast<PointFilterProxy*>(m_proxy)->setWorkload(model, isl, osl, m_allWorkloads->isChecked());
    updateCount();
}

void DataView::updateCount() { m_count->setText(tr("%1 of %2 points").arg(m_proxy->rowCount()).arg(m_model->rowCount())); }

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
