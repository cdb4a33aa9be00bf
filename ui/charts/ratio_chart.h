// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Ratio vs interactivity: each system's tokens/s per kW divided by the baseline's, across the
// interactivity range both fronts cover, with the regions where either side is near the edge of
// its tested range shaded — where 50× and 100× headlines come from.
//
// Where a measured power is unknown (measured denominator) the ratio is drawn as a band between
// each side at 50–100 % of its TDP.
// Series properties: "role" = "ratio" or "ratio-band" (with "system"), or "edge".

#include "charts/chart_data.h"

namespace denominator::ui {

/// Fraction of a front's log-interactivity span, at each end, counted as "near the edge".
inline constexpr double kEdgeFraction = 0.15;
/// At most this many ratio curves: the most efficient subjects at the reading; the note says how
/// many were left out (chart property "ratioCurvesLeftOut").
inline constexpr int kRatioCurves = 8;

void buildRatioChart(QChart& chart, const Comparison& c, const HardwareCatalog& catalog);

/// Log-spaced interactivities over the overlap of two fronts (empty when they do not overlap).
QList<double> overlapSamples(const Frontier& a, const Frontier& b, int count);

} // namespace denominator::ui
