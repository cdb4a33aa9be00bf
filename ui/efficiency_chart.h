#pragma once
// Efficiency comparison: tokens/s per kW (or joules per token) per system as bars, at each
// system's peak and at the matched interactivity side by side, with the ratio to the baseline
// written on each bar ("n/a" where power is unknown, never a zero read as a value).
//
// The bar series has property "role" = "bars"; annotation texts are exposed through
// BarAnnotations::texts() for tests.

#include "chart_data.h"

#include <QGraphicsSimpleTextItem>
#include <QObject>

namespace denominator::ui {

enum class EfficiencyMetric { TokensPerKw, JoulesPerToken };

/// `peak` and `matched` are the same systems evaluated at peak and at the matched interactivity.
void buildEfficiencyChart(QChart& chart, const Comparison& peak, const Comparison& matched, EfficiencyMetric metric);

/// Text items pinned to bar tops; repositioned whenever the plot area changes.
class BarAnnotations : public QObject {
    Q_OBJECT
public:
    explicit BarAnnotations(QChart* chart);
    void add(double x, double y, const QString& text, const QColor& color);
    QStringList texts() const;
    static BarAnnotations* of(QChart* chart);

private:
    void relayout();
    struct Item { double x, y; QGraphicsSimpleTextItem* item; };
    QChart* m_chart;
    QList<Item> m_items;
};

} // namespace denominator::ui
