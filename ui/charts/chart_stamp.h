// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The assumption stamp drawn inside a chart's scene (so every export carries it): a footer of
// text lines under the plot, re-laid out whenever the chart is resized.

#include <QGraphicsTextItem>
#include <QObject>
#include <QStringList>

class QChart;

namespace denominator::ui {

class ChartStamp : public QObject {
    Q_OBJECT
public:
    /// Attaches to `chart` (which owns the text item); replaces any earlier stamp on it.
    explicit ChartStamp(QChart* chart);

    void setLines(const QStringList& lines);
    QString text() const; ///< plain text as drawn
    QRectF boundingRect() const { return m_item->sceneBoundingRect(); }
    static ChartStamp* of(QChart* chart); ///< the stamp attached to a chart, or nullptr
    /// Sets the chart's bottom margin to the stamp's height (plus the chart's "legendGridHeight"
    /// property: a legend grid sits between the plot and the stamp) and puts the stamp at the bottom.
    void relayout();

private:
    QChart* m_chart;
    QGraphicsTextItem* m_item;
};

} // namespace denominator::ui
