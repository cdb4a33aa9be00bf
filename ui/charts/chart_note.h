// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A text box pinned to the bottom-left corner of a chart's plot area (e.g. each system's value at
// the matched interactivity), kept in place when the plot area moves.

#include <QGraphicsTextItem>
#include <QObject>

class QChart;

namespace denominator::ui {

class ChartNote : public QObject {
    Q_OBJECT
public:
    explicit ChartNote(QChart* chart);
    void setHtml(const QString& html);
    QString text() const { return m_item->toPlainText(); }
    static ChartNote* of(QChart* chart);

private:
    void relayout();
    QChart* m_chart;
    QGraphicsTextItem* m_item;
};

} // namespace denominator::ui
