// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The Readings dock: every selected system's reading and its ratio to the baseline in one
// sortable table (session/reading_table.h), ranked as the efficiency bars rank them. The ratio
// chart draws the best few curves; this lists all of them. While a lesson keeps the values back
// the table says so and shows none.

#include <QWidget>

class QLabel;
class QTableWidget;

namespace denominator {
struct Comparison;
}

namespace denominator::ui {

class ReadingView : public QWidget {
    Q_OBJECT
public:
    explicit ReadingView(QWidget* parent = nullptr);

    /// `reading`: the comparison the charts use; `peak`: the same systems at their own peaks.
    void setReadings(const Comparison& peak, const Comparison& reading, bool valuesHidden);
    QTableWidget* table() const { return m_table; }
    QString caption() const;
    /// The table as tab-separated text, header first (what Copy puts on the clipboard).
    QString tsv() const;

private:
    QLabel* m_caption;
    QTableWidget* m_table;
    /// The user's sort, by column key: kept while the table is hidden or empty.
    QString m_sortKey = QStringLiteral("rank");
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    bool m_filling = false;
};

} // namespace denominator::ui
