// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Colours and fonts for charts. Colour-blind-safe series colours (Okabe–Ito order); the theme
// follows the application palette so charts stay readable in a dark palette.

#include "core/comparison.h"

#include <QChart>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QScatterSeries>

namespace denominator::ui {

/// The i-th colour of the palette (8 colours, then it repeats): for roles, not systems.
QColor seriesColor(int index, bool dark);

/// How one system is drawn on every chart, in the window and in exports.
struct SeriesStyle {
    QColor color;
    QScatterSeries::MarkerShape marker = QScatterSeries::MarkerShapeCircle;
    Qt::PenStyle line = Qt::SolidLine;
    bool hollow = false; ///< marker outlined, not filled (a rating rather than a measurement)
};
/// Keyed on the system's ordinal, so it keeps its style whatever else is selected: 8 colours ×
/// 5 marker shapes and line dashes give 40 distinct InferenceX styles; other sources (your runs)
/// are drawn with a star marker, which no InferenceX system uses.
SeriesStyle seriesStyle(const SystemResult& s, bool dark);
/// A small picture of the style (marker in its colour over a line in its dash) for lists.
QIcon seriesIcon(const SeriesStyle& style, int size = 16);
/// Bars and areas keep a filled square in the legend: the legend draws markers "from the series",
/// which Qt 6.4 leaves hollow for a bar set, so "peak" and "matched" could not be told apart. A
/// line drawn as a bar or as its outline (LegendGrid::kSwatch) is a square too, not a line.
void solidLegendSwatches(QChart& chart);
/// Whether charts are drawn dark: the application's palette, unless a ChartPaletteScope says otherwise.
bool isDarkPalette();
/// While alive, charts are built light (or dark) whatever the window shows: exports and the
/// worksheet are light unless the user asks for dark.
class ChartPaletteScope {
public:
    explicit ChartPaletteScope(bool dark);
    ~ChartPaletteScope();
    ChartPaletteScope(const ChartPaletteScope&) = delete;
    ChartPaletteScope& operator=(const ChartPaletteScope&) = delete;

private:
    int m_previous;
};
/// Chart property: the plot height (px) a chart needs to stay legible (horizontal bars: one row
/// per system). A window page (ChartPage) taller than its view scrolls; exports fit their canvas.
inline constexpr const char* kWantedPlotHeight = "wantedPlotHeight";

/// While alive, charts are built with type `scale` times the window's: the title, the stamp, the
/// note, the legend and the axes (exports scale type with the canvas; bar names keep their size so
/// that every name still fits). 1 outside any scope.
class ChartTypeScope {
public:
    explicit ChartTypeScope(double scale);
    ~ChartTypeScope();
    ChartTypeScope(const ChartTypeScope&) = delete;
    ChartTypeScope& operator=(const ChartTypeScope&) = delete;

private:
    double m_previous;
};
double chartTypeScale();
/// The type scale for an export of `size` logical pixels: 1 up to the default 1280×760, then
/// with the canvas's smaller ratio to it, at most 2.
double typeScaleFor(QSizeF size);
/// Multiplies the fonts of every axis of `chart` (titles and labels) by chartTypeScale().
void scaleAxisType(QChart& chart);
/// Applies the light or dark theme, fonts and margins shared by every chart.
void styleChart(QChart& chart);
/// Switches the application between Qt's default palette and a dark Fusion palette.
void applyDarkPalette(bool dark);

} // namespace denominator::ui
