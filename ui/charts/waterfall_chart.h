// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Waterfall chart: a Waterfall (literacy/waterfall.h) on a log ratio axis. One floating bar per step
// from the running ratio before it to the ratio after it (the first and last bars, the totals,
// rise from 1×); blue when a step raises the ratio, vermillion when it lowers it, a flat grey tick
// when it leaves it unchanged or cannot be applied. A vertical whisker shows the band where a
// measured power is unknown; dashed connectors carry the running ratio to the next bar. Each bar
// is labelled with its factor and the running ratio (BarAnnotations::texts() for tests); the
// chart note holds the waterfall's message (fewer than two systems, unknown claim) or its notes.
//
// Series roles ("role" property): "step" (one per step; properties "step" index, "key",
// "factor", "total", "skipped"), "band", "connector", "parity" (the 1× line).

#include "charts/chart_data.h"
#include "literacy/waterfall.h"

namespace denominator::ui {

void buildWaterfallChart(QChart& chart, const Waterfall& waterfall);

} // namespace denominator::ui
