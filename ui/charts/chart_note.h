// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A text box in the corner of a chart's plot area that hides the fewest data points (e.g. the
// values at the matched interactivity), kept there when the plot area moves. The user can drag it
// anywhere (it then stays at that place relative to the plot) and double-click it back.

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

    /// The data points of the chart's XY series that lie under `box` (scene coordinates).
    int pointsUnder(const QRectF& box) const;
    QRectF rect() const { return m_item->sceneBoundingRect(); }

private:
    void relayout();
    bool m_moved = false;
    QPointF m_offset;
    QChart* m_chart;
    QGraphicsTextItem* m_item;
};

} // namespace denominator::ui
