// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What every chart is drawn from, widget-free: the comparison of a scenario's selected systems,
// the pair the waterfall and the tornado explain, the scenario as drawn (its systems and source
// files filled in), the catalogue, the points' provenance and the claims. The window, `render`,
// the lessons and the scenario diff all draw from these (session/session.h makes them), so an
// export is the same picture as the window.

#include "core/comparison.h"
#include "core/cross_source.h"
#include "core/hardware_catalog.h"
#include "core/stamp.h"
#include "literacy/claims.h"
#include "literacy/tornado.h"
#include "literacy/waterfall.h"
#include "scenario/scenario.h"
#include "store/store.h"

#include <QHash>
#include <QSet>
#include <QStringList>

namespace denominator {

/// Extra, non-numeric context for tooltips and exports: the provenance text of a stored point by
/// its id (PointTableModel::provenanceText), written when asked for. A workload of 100,000 points
/// would otherwise write 100,000 texts before its first chart, for the few a user hovers.
class ProvenanceLookup {
public:
    ProvenanceLookup() = default;
    /// Keeps `points` (shared, not copied): their texts are made from them.
    explicit ProvenanceLookup(const QList<BenchmarkPoint>& points);
    /// Empty for an id that is not among the points.
    QString value(qint64 pointId) const;
    /// The SHA-256 of the file the point came from; empty for an id that is not among the points.
    QString sha256(qint64 pointId) const;

private:
    QList<BenchmarkPoint> m_points;
    QHash<qint64, qsizetype> m_index; ///< point id -> position in m_points
};

struct ChartInputs {
    Comparison comparison; ///< selected systems under the scenario's assumptions
    Comparison pair;       ///< {baseline, subject}: what the waterfall and the tornado explain
    Scenario scenario;     ///< its `systems` and `sourceSha256` describe what was drawn
    HardwareCatalog catalog;
    ProvenanceLookup provenance;
    QList<Claim> claims; ///< published claims known to the store (for claim charts)
    /// The stored points of the scenario's model from every benchmark (the cross-source chart:
    /// InferenceX's of the workload, the others' of every configuration); empty for a scenario
    /// that draws no such chart.
    QList<BenchmarkPoint> crossSource;
    /// The stored files the drawn points came from (drawnSources): what an export records.
    QList<SourceSummary> sources;
    qint64 highlight = 0;
};

/// What the charts name about a workload's points: each point's provenance (tooltips), the SHA-256
/// of the files they came from (the scenario) and how many there are.
struct PointSources {
    ProvenanceLookup provenance;
    QStringList sha256;
    qsizetype points = 0;
};
/// From `points`, which may hold other workloads too (the window passes every stored point): the
/// files and the count are those of `workload`'s model, ISL and OSL.
PointSources pointSources(const QList<BenchmarkPoint>& points, const Scenario& workload);

/// Inputs for `scenario` from `points` (the scenario's workload): compares, keeps the scenario's
/// systems (the default selection when it lists none), records the drawn systems and the files of
/// their points in the scenario.
ChartInputs makeChartInputs(const QList<BenchmarkPoint>& points, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims = {});
/// Same, from an existing comparison of every system of the workload (no second compare).
ChartInputs makeChartInputs(const Comparison& all, const PointSources& sources, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims = {});

/// The stored claim the scenario names; nullptr when it names none or the store lacks it.
const Claim* claimOf(const ChartInputs& in);
/// Whether the chart is a claim's waterfall, drawn from the claim's published figures alone.
bool drawsOnlyTheClaim(const ChartInputs& in);
/// Of `stored`, the files the inputs draw from: those of the shown systems' points (the scenario's
/// sourceSha256), for the cross-source chart those of its other benchmarks' points, and for a
/// claim's chart the claims files (alone for its waterfall).
QList<SourceSummary> drawnSources(const ChartInputs& in, const QList<SourceSummary>& stored);

/// A power log as the record of a chart that reads only `results` (SHA-256s) names it: the other
/// results it gives power to are left out of powersResults and importOptions. Other sources are
/// returned as they are.
SourceSummary powerOnlyFor(SourceSummary log, const QSet<QString>& results);

/// The efficiency chart's two readings of the selected systems: each at its peak, and at the
/// scenario's interactivity.
struct EfficiencyReadings {
    Comparison peak, matched;
};
EfficiencyReadings efficiencyReadings(const ChartInputs& in);

/// The cross-source chart's view: the scenario's model on the selected systems' hardware, with
/// the InferenceX points of the selected systems and every other benchmark's points.
CrossSourceView crossSourceViewFor(const ChartInputs& in);

/// The waterfall the charts draw: claim mode when the scenario names a claim (looked up in
/// `in.claims`), else the pair's subject ÷ its baseline.
Waterfall waterfallFor(const ChartInputs& in);
/// The tornado the charts draw: the pair's subject ÷ baseline under the scenario's assumptions.
Tornado tornadoFor(const ChartInputs& in);
/// The stamp lines for the inputs: the assumption stamp plus the scenario code and the version.
QStringList stampFor(const ChartInputs& in, StampReadings readings = StampReadings::OperatingPoint);

} // namespace denominator
