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

#include <QStringList>

class QChart;

namespace denominator::ui {

struct ChartInputs {
    Comparison comparison; ///< selected systems under the scenario's assumptions
    Comparison pair;       ///< {baseline, subject}: what the waterfall and the tornado explain
    Scenario scenario;     ///< its `systems` and `sourceSha256` describe what was drawn
    HardwareCatalog catalog;
    ProvenanceLookup provenance;
    QList<Claim> claims; ///< published claims known to the store (for claim charts)
    /// Every stored point of the scenario's model, of every benchmark and workload (the
    /// cross-source chart: charts/cross_source_chart.h); empty for callers that draw no such chart.
    QList<BenchmarkPoint> crossSource;
    qint64 highlight = 0;
};

/// Inputs for `scenario` from `points` (the scenario's workload): compares, keeps the scenario's
/// systems (all when it lists none), records the drawn systems and source files in the scenario.
ChartInputs makeChartInputs(const QList<BenchmarkPoint>& points, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims = {});
/// What the charts name about a workload's points: each point's provenance (tooltips), the SHA-256
/// of the files they came from (the scenario) and how many there are. The window keeps it per
/// loaded workload.
struct PointSources {
    ProvenanceLookup provenance;
    QStringList sha256;
    qsizetype points = 0;
};
/// From `points`, which may hold other workloads too (the window passes every stored point): the
/// files and the count are those of `workload`'s model, ISL and OSL.
PointSources pointSources(const QList<BenchmarkPoint>& points, const Scenario& workload);
/// Same, from an existing comparison of every system of the workload (no second compare).
ChartInputs makeChartInputs(const Comparison& all, const PointSources& sources, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims = {});
/// The waterfall `populateChart` draws: claim mode when the scenario names a claim (looked up in
/// `in.claims`), else the pair's subject ÷ its baseline.
Waterfall waterfallFor(const ChartInputs& in);
/// The tornado `populateChart` draws: the pair's subject ÷ baseline under the scenario's assumptions.
Tornado tornadoFor(const ChartInputs& in);
/// Fills `chart` (series, axes, annotations) as its kind draws it (charts/chart_kinds.h; an unknown
/// name draws the first kind) and its stamp, which gains the scenario code.
void populateChart(QChart& chart, const QString& name, const ChartInputs& in);
/// The stamp's first line while values are hidden ("Hide labels", a lesson before its reveal).
inline constexpr const char* kValuesHiddenLine = "Values hidden: no figures on the axes, the bars or the title (the CSV export has them)";
/// The stamp lines for a scenario: assumption stamp plus the scenario code.
QStringList stampFor(const ChartInputs& in);
/// The stamp of chart `chartName`: its kind's own lines when it has them (the cross-source chart
/// states definitions, not assumptions), then the scenario code; otherwise stampFor(in).
QStringList stampFor(const ChartInputs& in, const QString& chartName);

} // namespace denominator::ui
