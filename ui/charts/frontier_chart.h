// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Frontier chart: throughput per GPU (or tokens/s per kW) against interactivity on log axes,
// one colour per system: measured points as markers, the Pareto front as a line, a vertical
// marker at the matched interactivity with each system's value there (interpolated, measured,
// or clamped and labelled as such).
//
// Under the measured denominator with the efficiency axis, a point whose measured power is unknown
// is drawn as its range at the assumed fraction of TDP (role "band-points": two hollow markers per
// point; "band": the front as a shaded band; "sample-band": the matched value as a vertical bar),
// never dropped and never a single value; chart property "bandSystems" lists those systems.
//
// Series carry properties for tests and tooltips: "role" (points, front, sample, marker),
// "system" (index); points and band-points carry their tooltips (pointTip() in chart_data.h).

#include "charts/chart_data.h"

namespace denominator::ui {

struct FrontierChartOptions {
    bool efficiencyAxis = false;            ///< y = tokens/s/kW under the assumptions instead of tokens/s/GPU
    qint64 highlightPointId = 0;            ///< a stored point to ring (from the data view)
    FrontierX x = FrontierX::Interactivity; ///< the x axis; the operating point is drawn only on interactivity
    bool linearY = false;                   ///< y axis linear from 0 instead of log
    bool frontierOnly = false;              ///< only the points on each system's front
    bool hideLabels = false;                ///< no readout box
};

void buildFrontierChart(QChart& chart, const Comparison& c, const HardwareCatalog& catalog, const FrontierChartOptions& options,
                        const ProvenanceLookup& provenance = {});

} // namespace denominator::ui
