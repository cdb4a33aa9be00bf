// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/reading_view.h"

#include "core/number_format.h"
#include "session/reading_table.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QScopedValueRollback>
#include <QTableWidget>
#include <QVBoxLayout>

namespace denominator::ui {
namespace {

/// A cell that sorts by a number (unknown values last in ascending order) and shows text.
class NumberItem : public QTableWidgetItem {
public:
    NumberItem(const QString& text, double key) : QTableWidgetItem(text), m_key(key) {}
    bool operator<(const QTableWidgetItem& other) const override
    {
        const auto* o = dynamic_cast<const NumberItem*>(&other);
        if (!o) return QTableWidgetItem::operator<(other);
        const bool known = isKnown(m_key), otherKnown = isKnown(o->m_key);
        if (known != otherKnown) return known;
        return known && m_key < o->m_key;
    }

private:
    double m_key;
};

QString numberOrNa(double v, int significant = 3) { return isKnown(v) ? formatNumber(v, significant) : QStringLiteral("n/a"); }

/// The middle of a band where only a band is known, for sorting.
double sortKey(double value, double low, double high)
{
    if (isKnown(value)) return value;
    return isKnown(low) && isKnown(high) ? std::sqrt(low * high) : kNaN;
}

} // namespace

ReadingView::ReadingView(QWidget* parent) : QWidget(parent), m_caption(new QLabel), m_table(new QTableWidget)
{
    m_caption->setObjectName(QStringLiteral("readingCaption"));
    m_caption->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("readings"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* copy = new QAction(tr("Copy table"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, [this] { QApplication::clipboard()->setText(tsv()); });
    m_table->addAction(copy);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int section, Qt::SortOrder order) {
        const QTableWidgetItem* title = m_table->horizontalHeaderItem(section);
        if (m_filling || !title) return;
        m_sortKey = title->data(Qt::UserRole).toString();
        m_sortOrder = order;
    });
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(2, 2, 2, 2);
    column->addWidget(m_caption);
    column->addWidget(m_table, 1);
}

QString ReadingView::caption() const { return m_caption->text(); }

void ReadingView::setReadings(const Comparison& peak, const Comparison& reading, bool valuesHidden)
{
    const QScopedValueRollback<bool> filling(m_filling, true); // the header's signals while filling are not the user's
    const QString base = reading.systems.isEmpty() ? QStringLiteral("the baseline") : reading.systems.first().label;
    // What a reader compares first (efficiency and ratio) left, how each value was read after.
    // An agentic workload's energy per successful query (a turn) beside J/token.
    const bool perQuery = isAgentic(reading.request.isl, reading.request.osl);
    // Each column has a key: the user's sort follows the column, not its index, when the J/query
    // column comes or goes or the baseline (in the ratio's header) changes.
    QList<std::pair<QString, QString>> columns{{QStringLiteral("rank"), tr("#")},
                                               {QStringLiteral("system"), tr("System")},
                                               {QStringLiteral("perKw"), tr("Tok/s per kW")},
                                               {QStringLiteral("ratio"), tr("Ratio to %1").arg(base)},
                                               {QStringLiteral("interactivity"), tr("Tok/s/user")},
                                               {QStringLiteral("readAt"), tr("Read at")},
                                               {QStringLiteral("tokensPerGpu"), tr("Tok/s/GPU")},
                                               {QStringLiteral("watts"), tr("W per GPU")},
                                               {QStringLiteral("power"), tr("Power")},
                                               {QStringLiteral("joulesPerToken"), tr("J/token")}};
    if (perQuery) columns.append({QStringLiteral("joulesPerQuery"), tr("J/query")});
    columns.append({QStringLiteral("peak"), tr("Peak tok/s per kW")});
    // The user's sort (kept by column key, through hidden values and empty tables) survives a
    // redraw; a first fill is in rank order, and so is a sort on a column that is gone (J/query
    // of another workload).
    int sortColumn = 0;
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    for (int c = 0; c < columns.size(); ++c)
        if (columns[c].first == m_sortKey) {
            sortColumn = c;
            sortOrder = m_sortOrder;
        }
    m_table->setSortingEnabled(false);
    m_table->clearContents();
    m_table->setColumnCount(int(columns.size()));
    for (int c = 0; c < columns.size(); ++c) {
        auto* title = new QTableWidgetItem(columns[c].second);
        title->setData(Qt::UserRole, columns[c].first);
        m_table->setHorizontalHeaderItem(c, title);
    }
    if (valuesHidden) {
        m_table->setRowCount(0);
        m_caption->setText(
            tr("Values are hidden (\"Hide value labels and readout\" on the Reading tab, or a lesson step before its reveal)."));
        return;
    }
    const QList<ReadingRow> rows = readingRows(peak, reading);
    const Assumptions& a = reading.assumptions;
    m_caption->setText(
        tr("%1 systems %2, ranked by tokens/s per kW there (values outside a tested range after the others, unknown ones "
           "last). %3")
            .arg(rows.size())
            .arg(a.atPeak ? tr("each at its own peak") : tr("at %1 tok/s/user").arg(formatNumber(a.interactivity, 3)), a.summary()));
    m_table->setRowCount(int(rows.size()));
    for (int k = 0; k < rows.size(); ++k) {
        const ReadingRow& r = rows[k];
        int col = 0;
        const auto add = [&](QTableWidgetItem* item, bool number) {
            if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(k, col++, item);
        };
        add(new NumberItem(QString::number(r.rank), r.rank), true);
        add(new QTableWidgetItem(r.label), false);
        add(new NumberItem(perKwText(r), sortKey(r.perKw, r.perKwLow, r.perKwHigh)), true);
        add(new NumberItem(r.ratioText, sortKey(r.ratio, r.ratioLow, r.ratioHigh)), false);
        add(new NumberItem(numberOrNa(r.interactivity), r.interactivity), true);
        add(new QTableWidgetItem(r.readAt), false);
        add(new NumberItem(numberOrNa(r.tokensPerGpu), r.tokensPerGpu), true);
        add(new NumberItem(numberOrNa(r.watts, 4), r.watts), true);
        add(new QTableWidgetItem(r.powerBasis), false);
        add(new NumberItem(joulesText(r), sortKey(r.joulesPerToken, 1000.0 / r.perKwHigh, 1000.0 / r.perKwLow)), true);
        if (perQuery)
            add(new NumberItem(joulesPerQueryText(r), sortKey(r.joulesPerQuery, r.joulesPerQueryLow, r.joulesPerQueryHigh)), true);
        add(new NumberItem(peakText(r), sortKey(r.peakPerKw, r.peakLow, r.peakHigh)), true);
        for (int c = 0; c < columns.size(); ++c)
            if (QTableWidgetItem* item = m_table->item(k, c)) item->setToolTip(r.label + QStringLiteral(": ") + r.readAt);
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(sortColumn, sortOrder);
    m_table->resizeColumnsToContents();
}

QString ReadingView::tsv() const
{
    QStringList lines;
    QStringList cells;
    for (int c = 0; c < m_table->columnCount(); ++c) cells << m_table->horizontalHeaderItem(c)->text();
    lines << cells.join(QLatin1Char('\t'));
    for (int r = 0; r < m_table->rowCount(); ++r) {
        cells.clear();
        for (int c = 0; c < m_table->columnCount(); ++c) cells << (m_table->item(r, c) ? m_table->item(r, c)->text() : QString());
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace denominator::ui
