// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A text box in a corner or along an edge of a chart's plot area where it hides no data point
// (e.g. the values at the matched interactivity), or, when no such place exists, in a strip right
// of the plot; kept there when the plot area moves. The user can drag it
// anywhere (it then stays at that place relative to the plot) and double-click it back.

#include <QGraphicsTextItem>
#include <QObject>

class QChart;

namespace denominator::ui {

class ChartNote : public QObject {
    Q_OBJECT
public:
    explicit ChartNote(QChart* chart);
    /// Beside: always in a strip right of the plot (a readout that replaces the legend column);
    /// otherwise in a free place in the plot. Takes effect at the next setHtml.
    void setBeside(bool beside);
    void setHtml(const QString& html);
    QString text() const { return m_item->toPlainText(); }
    static ChartNote* of(QChart* chart);

    /// The data points of the chart's XY series whose markers reach under `box` (scene coordinates).
    int pointsUnder(const QRectF& box) const { return pointsUnder(box, pointPositions()); }
    /// Where the chart's points are drawn (mapped once for every place a placement tries).
    QList<QPointF> pointPositions() const;
    static int pointsUnder(const QRectF& box, const QList<QPointF>& positions);
    QRectF rect() const { return m_item->sceneBoundingRect(); }

private:
    void relayout();
    void setStrip(bool on);
    bool m_moved = false;
    QPointF m_offset;
    bool m_beside = false;
    bool m_outside = false; ///< in a strip right of the plot: asked for, or no place in it was free
    int m_baseRight = 0;    ///< the chart's right margin before that strip
    QChart* m_chart;
    QGraphicsTextItem* m_item;
};

} // namespace denominator::ui
