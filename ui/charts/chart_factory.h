// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Builds any of the charts from a comparison and its scenario — the single path used by the
// window, the exporters and `denominator render`, so an export is the same picture as the window.

#include "charts/chart_data.h"
#include "literacy/claims.h"
#include "literacy/tornado.h"
#include "literacy/waterfall.h"
#include "scenario/scenario.h"
#include "session/chart_inputs.h"

#include <QStringList>

class QChart;

namespace denominator::ui {

// The inputs are the session's (session/chart_inputs.h): these names stay valid as ui:: ones.
using denominator::ChartInputs;
using denominator::makeChartInputs;
using denominator::pointSources;
using denominator::PointSources;
using denominator::ProvenanceLookup;
using denominator::stampFor;
using denominator::tornadoFor;
using denominator::waterfallFor;

/// Fills `chart` (series, axes, annotations) as its kind draws it (charts/chart_kinds.h; an unknown
/// name draws the first kind) and its stamp, which gains the scenario code.
void populateChart(QChart& chart, const QString& name, const ChartInputs& in);
/// The stamp's first line while values are hidden ("Hide labels", a lesson before its reveal).
inline constexpr const char* kValuesHiddenLine = "Values hidden: no figures on the axes, the bars or the title (the CSV export has them)";
/// The stamp of chart `chartName`: its kind's own lines when it has them (the cross-source chart
/// states definitions, not assumptions), then the scenario code; otherwise stampFor(in).
QStringList stampFor(const ChartInputs& in, const QString& chartName);

} // namespace denominator::ui
