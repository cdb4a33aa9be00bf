// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/system_picker.h"

#include "shell/word_filter.h"

#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace denominator::ui {

/// Every word of the search must appear in the system's label or its hardware; a hardware group
/// shows when any of its systems does.
class SystemFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setWords(const QString& text)
    {
        m_words = searchWords(text);
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (m_words.isEmpty()) return true;
        const QModelIndex idx = sourceModel()->index(row, 0, parent);
        if (!parent.isValid()) return false; // a group shows through its children (recursive filtering)
        return containsAllWords(idx.data().toString() + QLatin1Char(' ') + parent.data().toString(), m_words);
    }

private:
    QStringList m_words;
};

SystemPicker::SystemPicker(QWidget* parent)
    : QWidget(parent), m_model(new QStandardItemModel(this)), m_proxy(new SystemFilterProxy(this)), m_tree(new QTreeView),
      m_search(new QLineEdit), m_count(new QLabel)
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_search->setObjectName(QStringLiteral("systemSearch"));
    m_search->setPlaceholderText(tr("Search systems: b200 sglang fp4 …"));
    m_search->setClearButtonEnabled(true);
    m_tree->setObjectName(QStringLiteral("systems"));
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_tree->setToolTip(tr("Tick the systems to draw; double-click one to show only it. Colours and markers are the charts' own."));
    m_count->setObjectName(QStringLiteral("systemCount"));

    auto* buttons = new QHBoxLayout;
    const auto button = [&](const QString& text, const char* name, const QString& tip) {
        auto* b = new QPushButton(text);
        b->setObjectName(QString::fromLatin1(name));
        b->setToolTip(tip);
        b->setAutoDefault(false);
        buttons->addWidget(b);
        return b;
    };
    QPushButton* all = button(tr("All"), "selectAll", tr("Tick every system, or every system the search shows"));
    QPushButton* none = button(tr("None"), "selectNone", {});
    QPushButton* best = button(tr("Best per hardware"), "selectBest", {});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_count);
    setEntriesAreHardware(false); // the buttons' tooltips, now that they are children to find

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& t) {
        m_proxy->setWords(t);
        if (!t.isEmpty()) m_tree->expandAll();
    });
    connect(all, &QPushButton::clicked, this, [this] {
        // With a search, "All" ticks what the search shows (and keeps the rest as it was).
        const bool searching = !m_search->text().trimmed().isEmpty();
        m_syncing = true;
        for (int g = 0; g < m_model->rowCount(); ++g) {
            QStandardItem* group = m_model->item(g);
            for (int r = 0; r < group->rowCount(); ++r) {
                const QModelIndex src = group->child(r)->index();
                if (!searching || m_proxy->mapFromSource(src).isValid()) group->child(r)->setCheckState(Qt::Checked);
            }
        }
        m_syncing = false;
        emitSelection(searching ? tr("Tick systems matching \"%1\"").arg(m_search->text()) : tr("Tick all systems"));
    });
    connect(none, &QPushButton::clicked, this, [this] {
        setChecked({});
        emitSelection(tr("Untick all systems"));
    });
    connect(best, &QPushButton::clicked, this, [this] {
        setChecked(m_best);
        emitSelection(tr("Best per hardware"));
    });
    connect(m_tree, &QTreeView::doubleClicked, this, &SystemPicker::onlyThis);
    connect(m_tree, &QTreeView::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex idx = m_tree->indexAt(pos);
        if (!idx.isValid()) return;
        QMenu menu(this);
        menu.addAction(tr("Only this"), this, [this, idx] { onlyThis(idx); });
        menu.exec(m_tree->viewport()->mapToGlobal(pos));
    });
    connect(m_model, &QStandardItemModel::itemChanged, this, [this](QStandardItem* item) {
        if (m_syncing) return;
        m_syncing = true;
        if (!item->parent()) {
            // A hardware group ticks or unticks all of its systems.
            for (int r = 0; r < item->rowCount(); ++r)
                item->child(r)->setCheckState(item->checkState() == Qt::Unchecked ? Qt::Unchecked : Qt::Checked);
        }
        m_syncing = false;
        emitSelection(item->parent()
                          ? (item->checkState() == Qt::Checked ? tr("Show %1").arg(item->text()) : tr("Hide %1").arg(item->text()))
                          : tr("Systems on %1").arg(item->text()));
    });
}

void SystemPicker::setEntries(const QList<Entry>& entries)
{
    m_syncing = true;
    const QStringList wasChecked = checked();
    QSet<QString> expanded;
    for (int g = 0; g < m_model->rowCount(); ++g)
        if (m_tree->isExpanded(m_proxy->mapFromSource(m_model->item(g)->index()))) expanded.insert(m_model->item(g)->text());
    m_model->clear();
    m_order.clear();
    QHash<QString, QStandardItem*> groups;
    for (const Entry& e : entries) {
        QStandardItem*& group = groups[e.hardware];
        if (!group) {
            group = new QStandardItem(e.hardware);
            group->setCheckable(true);
            group->setAutoTristate(false);
            group->setEditable(false);
            m_model->appendRow(group);
        }
        auto* item = new QStandardItem(e.icon, e.label);
        item->setCheckable(true);
        item->setEditable(false);
        item->setToolTip(e.tooltip);
        item->setCheckState(wasChecked.contains(e.label) ? Qt::Checked : Qt::Unchecked);
        group->appendRow(item);
        m_order << e.label;
    }
    for (int g = 0; g < m_model->rowCount(); ++g)
        if (expanded.contains(m_model->item(g)->text())) m_tree->expand(m_proxy->mapFromSource(m_model->item(g)->index()));
    m_syncing = false;
    updateCount();
}

void SystemPicker::setChecked(const QStringList& labels)
{
    const bool was = m_syncing;
    m_syncing = true;
    for (int g = 0; g < m_model->rowCount(); ++g) {
        QStandardItem* group = m_model->item(g);
        int on = 0;
        for (int r = 0; r < group->rowCount(); ++r) {
            const bool c = labels.contains(group->child(r)->text());
            group->child(r)->setCheckState(c ? Qt::Checked : Qt::Unchecked);
            on += c;
        }
        group->setCheckState(on == 0 ? Qt::Unchecked : on == group->rowCount() ? Qt::Checked : Qt::PartiallyChecked);
    }
    m_syncing = was;
    updateCount();
}

QStringList SystemPicker::checked() const
{
    QSet<QString> on;
    for (int g = 0; g < m_model->rowCount(); ++g)
        for (int r = 0; r < m_model->item(g)->rowCount(); ++r)
            if (m_model->item(g)->child(r)->checkState() == Qt::Checked) on.insert(m_model->item(g)->child(r)->text());
    QStringList out;
    for (const QString& l : m_order)
        if (on.contains(l)) out << l;
    return out;
}

QStandardItem* SystemPicker::itemOf(const QModelIndex& proxyIndex) const
{
    return m_model->itemFromIndex(m_proxy->mapToSource(proxyIndex));
}

void SystemPicker::onlyThis(const QModelIndex& proxyIndex)
{
    QStandardItem* item = itemOf(proxyIndex);
    if (!item) return;
    QStringList labels;
    if (item->parent())
        labels << item->text();
    else
        for (int r = 0; r < item->rowCount(); ++r) labels << item->child(r)->text();
    setChecked(labels);
    emitSelection(tr("Only %1").arg(item->text()));
}

void SystemPicker::emitSelection(const QString& what)
{
    setChecked(checked()); // group boxes follow their systems
    emit selectionEdited(checked(), what);
}

void SystemPicker::updateCount() { m_count->setText(tr("%1 of %2 systems shown").arg(checked().size()).arg(m_order.size())); }

void SystemPicker::setEntriesAreHardware(bool hardware)
{
    auto* none = findChild<QPushButton*>(QStringLiteral("selectNone"));
    auto* best = findChild<QPushButton*>(QStringLiteral("selectBest"));
    none->setToolTip(hardware ? tr("Untick every hardware but the first (a chart always draws one)")
                              : tr("Untick every system but the baseline (a chart always has one)"));
    best->setToolTip(hardware ? tr("Tick every hardware measured: each benchmark's result on it is drawn as published, so each is "
                                   "its own best")
                              : tr("Per hardware, the framework and precision that does best at the operating point"));
}

} // namespace denominator::ui
