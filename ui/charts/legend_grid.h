// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A legend that never truncates. Qt's legend lists its entries in one column beside the plot and
// cuts them after what fits (about 28 at laptop height). With more entries than kBuiltInMax (or
// when the chart's kBelow property asks for it: its readout takes the column) the chart's
// own legend is hidden and this one lays the same entries (marker picture and full name)
// out in as many columns as the chart is wide, between the plot and the stamp, in the window and
// in every export alike. A chart whose kAbove property is set (one taller than the window, which
// scrolls) has it at its top instead, above the title, where the reader starts. It follows the
// chart's size and its series' legend markers.

#include <QGraphicsItem>
#include <QObject>
#include <QPixmap>
#include <QStringList>

class QChart;

namespace denominator::ui {

class LegendGrid : public QObject {
    Q_OBJECT
public:
    /// Above this many visible entries the grid replaces Qt's legend (as it does whatever the
    /// number when the chart's kBelow or kAbove property is set).
    static constexpr int kBuiltInMax = 16;
    /// A line series' property that draws its entry as a square: "bar" (filled: a line drawn as a
    /// bar) or "outline" (hollow: a bar's outline), not as a line through a dot.
    static constexpr const char* kSwatch = "legendSwatch";
    /// A chart's property: the grid (whatever the number of entries) at the chart's top.
    static constexpr const char* kAbove = "legendAbove";
    /// A chart's property: the grid (whatever the number of entries) under the plot, where a
    /// readout would otherwise take the legend's column.
    static constexpr const char* kBelow = "legendBelow";
    /// A chart's property (a window's chart page): a grid's entries go to a list beside the chart.
    static constexpr const char* kOutside = "legendOutside";

    /// Puts the right legend on `chart` for its current series: Qt's (removing any grid) or a grid.
    /// A chart whose kOutside property is set (a window's chart page) gets neither when the
    /// grid would be needed: its page lists the entries in a scrollable list beside the chart.
    static void apply(QChart& chart);
    /// Whether apply() leaves the legend to a list outside the chart.
    static bool listedOutside(QChart& chart);
    struct Entry {
        QPixmap picture;
        QString label;
        QString detail; ///< the series' "readout" property: its value at the operating point
    };
    /// The chart's legend entries (series not hidden from the legend, with a name).
    static QList<Entry> entries(QChart& chart);
    static LegendGrid* of(QChart* chart);

    QStringList labels() const;
    /// Each entry's box in scene coordinates (marker and text), for geometry tests.
    QList<QRectF> entryRects() const;
    /// The height the grid takes under the plot, or above the title with kAbove (0 when empty).
    double height() const { return m_height; }

private:
    explicit LegendGrid(QChart* chart);
    void rebuild();
    void relayout();
    /// The chart's top margin: its own plus `height` (the grid's, when it lies at the top).
    void placeTop(double height);
    QChart* m_chart;
    QList<QGraphicsItem*> m_items; ///< per entry: a group of marker and text
    double m_height = 0;
    double m_scale = 1.0; ///< chartTypeScale() when the chart was built
    double m_fit = 1.0;   ///< below 1 when the chart is too short for the grid at full size
    int m_baseTop;        ///< the chart's top margin without the grid
};

} // namespace denominator::ui
