// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Efficiency comparison: tokens/s per kW (or joules per token) per system as bars, at each
// system's peak and at the matched interactivity side by side, with the ratio to the baseline
// written on each bar. Where a measured power is unknown the slot stays empty and its text gives
// the range at the assumed fraction of TDP ("9,682–19,364 range", with the ratio's range), or
// "n/a" when not even a rating is known: never a zero read as a value. The range is also drawn as
// a thick vertical bar over the empty slot (series role "range", property "system").
//
// With more than kVerticalBarsMax systems the bars turn horizontal (role "bars", property
// "orientation" = "horizontal"), sorted by the value at the operating point, best on top, with
// full system names drawn in the widened left margin and one label per system to the right of its
// bars. Labels that would touch the previous one are hidden rather than drawn over each other (the
// tooltip and the CSV keep every value), and the axis font shrinks with the row height.
//
// The bar series has property "role" = "bars"; annotation texts are exposed through
// BarAnnotations::texts() for tests.

#include "charts/chart_data.h"

#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QObject>

namespace denominator::ui {

/// JoulesPerQuery: an agentic workload's joules per successful query (SystemResult::joulesPerQuery),
/// drawn without ratios (a ratio of it also carries each system's output tokens per request).
enum class EfficiencyMetric { TokensPerKw, JoulesPerToken, JoulesPerQuery };

/// Up to this many systems the bars stand side by side; beyond it they lie down, sorted.
constexpr int kVerticalBarsMax = 8;

/// `peak` and `matched` are the same systems evaluated at peak and at the matched interactivity.
/// `hideLabels`: no value labels (the names of horizontal bars stay; values are in the CSV).
void buildEfficiencyChart(QChart& chart, const Comparison& peak, const Comparison& matched, EfficiencyMetric metric,
                          bool hideLabels = false);

/// Text items pinned to bar tops; repositioned whenever the plot area changes.
class BarAnnotations : public QObject {
    Q_OBJECT
public:
    /// Above: centred over the point (vertical bars). Right: left-aligned after it, vertically
    /// centred (horizontal bars); a Right label that would overlap the one before is hidden.
    /// Left: right-aligned before it (the names of horizontal bars, in the widened left margin).
    enum class Place { Above, Right, Left };
    explicit BarAnnotations(QChart* chart);
    void add(double x, double y, const QString& text, const QColor& color, Place place = Place::Above);
    /// A bar as drawn, in the chart's values (x from left to right, y from 0 or its low end to
    /// its top): an Above label that would cover it (one wider than its own bar reaching over
    /// its neighbour's) moves sideways off it by at most half its width, inside the plot, or
    /// else goes up above it.
    void addBar(const QRectF& values);
    QStringList texts() const;
    /// The labels actually drawn (not hidden for lack of room), in scene coordinates.
    QList<QRectF> visibleRects(Place place) const;
    /// Sets every label's font to `px` pixels (bold for Above and Right) and lays them out again.
    void setPixelSize(int px);
    /// Hides the value labels (Above, Right) for good; names (Left) stay.
    void hideValues();
    /// The smallest value-axis maximum at which every Right label, drawn after its bar, ends by
    /// `right` (scene x) on a plot from `plotLeft`, `plotWidth` px wide; labels too wide for
    /// any maximum are left out (they are hidden where they would overlap, clipped otherwise).
    double maximumFitting(double plotLeft, double plotWidth, double right) const;
    static BarAnnotations* of(QChart* chart);
    /// Deletes a chart's annotations and their text items (deleting the object alone would leave
    /// the items in the chart, so a rebuilt chart showed the old labels under the new ones).
    static void removeFrom(QChart* chart);

    /// The line that says how many value labels were left out for lack of room (null until one was).
    QGraphicsTextItem* leftOutNote() const { return m_hint; }

private:
    void relayout();
    /// Places every label, none over `reserved` or another; returns how many value labels are
    /// hidden for lack of room.
    int layOut(const QRectF& reserved);
    struct Item {
        double x, y;
        QGraphicsSimpleTextItem* item;
        Place place;
    };
    QChart* m_chart;
    QList<Item> m_items;
    QList<QRectF> m_bars; ///< addBar's, in values
    bool m_valuesHidden = false;
    QGraphicsTextItem* m_hint = nullptr;
};

} // namespace denominator::ui
