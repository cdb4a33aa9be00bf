// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Shared helpers for the chart builders: per-point values under the assumptions, tooltip text,
// and log-axis ranges. No widgets here beyond Qt Charts types.

#include "core/comparison.h"
#include "core/number_format.h"
#include "session/chart_inputs.h"

#include <QColor>
#include <QHash>
#include <QString>
#include <functional>

class QChart;
class QAreaSeries;
class QLineSeries;
class QAbstractSeries;
class QAbstractAxis;
class QLogValueAxis;
class QValueAxis;

namespace denominator::ui {

using denominator::ProvenanceLookup; // session/chart_inputs.h

/// The y value of a point on a frontier chart (throughput or tokens/s/kW); NaN when unknown.
double frontierY(const FrontierPoint& p, const SystemResult& s, const Assumptions& a, const HardwareCatalog& cat, bool efficiency);
/// Multi-line tooltip: raw values, the formula with numbers filled in, provenance.
QString pointTooltip(const FrontierPoint& p, const SystemResult& s, const Assumptions& a, const HardwareCatalog& cat,
                     const ProvenanceLookup& provenance);

/// Tracks the min/max of positive values for a log axis.
struct LogRange {
    double lo = 0, hi = 0;
    void add(double v);
    /// Adds `v` when it lies inside the range, else the 1–2–5 step beyond it (logStepBeyond): a
    /// marker dragged past the data moves the axis in steps, and the points stay put between them.
    void reach(double v);
    bool valid() const { return lo > 0 && hi > 0; }
    /// The range padded by 1.4× on each side (a point never sits on the frame).
    void applyTo(QLogValueAxis& axis) const;
};

QLogValueAxis* makeLogAxis(const QString& title);
/// Removes all series and axes from a chart (the chart keeps its stamp).
void clearChart(QChart& chart);
/// An area series that owns its boundary lines (QAreaSeries does not, so they would leak).
QAreaSeries* makeArea(QLineSeries* upper, QLineSeries* lower = nullptr);
/// A filled, borderless rectangle [x0, x1] × [y0, y1] in data coordinates (shaded regions).
QAreaSeries* makeRectangle(double x0, double x1, double y0, double y1, const QColor& fill);
/// Adds a series to the chart on axes `x` and `y`. An XY series is added empty and given its
/// points once attached: Qt Charts lays a scatter series out on addSeries and on each attachAxis,
/// creating and deleting a graphics item per point each time, which with 59 systems was most of
/// a redraw.
void addSeries(QChart& chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y);
/// A point's tooltip, made when asked (on hover), not for every point on every redraw.
using PointTipFn = std::function<QString(int index)>;
/// Gives `series` its tooltips: `tip(k)` for its k-th point.
void setPointTips(QAbstractSeries* series, PointTipFn tip);
/// The tooltip of the k-th point of `series`; empty when it has none.
QString pointTip(const QAbstractSeries* series, int k);
/// Hides a series' legend marker (helper series such as markers and bands).
void hideFromLegend(QChart& chart, QAbstractSeries* series);
/// Lists the series in the legend again, or not (a series that draws nothing for now).
void showInLegend(QChart& chart, QAbstractSeries* series, bool shown);

} // namespace denominator::ui
