// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The cross-source chart: one model on the selected systems' hardware as InferenceX, ML.ENERGY and
// MLPerf Inference Power measured it, J per output token against interactivity on log axes. A
// result without an interactivity (MLPerf: a p99 latency limit, or none in Offline) is a dashed
// level across the chart, named with its condition, never a point at an invented x. The stamp is
// the definitions table and, per pair of benchmarks, what differs (core/cross_source.h).
//
// Series roles: "source" (properties "benchmark", "rated", "pointIds"), "level" (a result without
// interactivity; property "pointId"), "highlight" (the ring around the point the Data tab selected).

#include "charts/chart_factory.h"
#include "core/cross_source.h"

namespace denominator::ui {

// The view a ChartInputs asks for is crossSourceViewFor (session/chart_inputs.h).
/// `hideValues` ("Hide labels", a lesson before its reveal): the levels' legend names lose their figures.
/// `settingsPickRuns` (runs "best ever"): the dock's settings choose each system's run, so which
/// InferenceX points are drawn, and the note says so instead of "do not apply".
/// `highlightPointId`: the stored point to mark (a ring, or a wider level line); 0: none.
void buildCrossSourceChart(QChart& chart, const CrossSourceView& view, bool hideValues = false, bool settingsPickRuns = false,
                           qint64 highlightPointId = 0);
/// The stamp: what is drawn, the definitions, the comparability of each pair, the attributions.
QStringList crossSourceStamp(const CrossSourceView& view);

} // namespace denominator::ui
