// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The user's session, widget-free: the store it reads, the scenario (every assumption the user can
// change) with its undo history, and what is derived from them: the comparison of the scenario's
// workload and the chart inputs every front end draws. The window shows and edits a Session and
// redraws when it changes; `render`, the lessons and the scenario diff ask one for the inputs of
// a scenario; a test drives one without a window (tests/test_session.cpp).

#include "session/chart_inputs.h"
#include "session/scenario_history.h"
#include "store/store.h"

#include <QSet>
#include <functional>
#include <optional>

namespace denominator {

class Session {
public:
    /// Reads the store's workloads, points and claims; the scenario is the default one until set.
    /// `store` must outlive the session. Fails with the store's Issue when it cannot be read.
    static Expected<Session> open(Store& store, HardwareCatalog catalog);
    /// A session over one scenario, as `render` and a claim card draw it: it reads that
    /// scenario's workload only, not every stored point, and reload() reads that workload again.
    /// Its chartInputs() of another workload draw nothing; inputsFor() reads another workload
    /// from the store.
    static Expected<Session> open(Store& store, HardwareCatalog catalog, const Scenario& s);

    Store& store() const { return m_store; }
    const HardwareCatalog& catalog() const { return m_catalog; }
    /// Another catalogue (hardware overrides edited): everything is derived again.
    void setCatalog(HardwareCatalog catalog);

    /// Reads what the store holds again (after an import, a fetch, a claim added) and derives
    /// everything again. When the store cannot be read the session stays as it was.
    Expected<void> reload();
    /// Reads only the stored claims again (the claim checker imported some): the points stand.
    Expected<void> reloadClaims();
    /// InferenceX's workloads (most points first), then one per model of the other benchmarks'
    /// own datasets (datasetWorkloads()), which only the cross-source chart draws.
    const QList<WorkloadSummary>& workloads() const { return m_workloads; }
    /// The benchmarks whose measured energy of `model` (on `hardware`, when given) a
    /// benchmark-dataset workload draws: "MLPerf Inference Power", "ML.ENERGY and MLPerf Inference
    /// Power"; empty when none.
    QString datasetMeasuredBy(const QString& model, const QString& hardware = {}) const;
    /// A benchmark-dataset scenario's results that its precisions and hardware keep, on whichever
    /// tab is shown (with or without measured energy); empty for an InferenceX workload.
    QList<BenchmarkPoint> datasetResults() const;
    /// datasetHardware() of the stored points: what a dataset workload's picker offers.
    QStringList datasetHardware(const QString& model) const;
    const QList<Claim>& claims() const { return m_claims; }
    /// Stored claims that no longer read (an older version wrote them): said, never hidden.
    const QList<Issue>& claimIssues() const { return m_claimIssues; }
    /// Every stored InferenceX-layout point (a one-scenario session's: its workload's).
    const QList<BenchmarkPoint>& storedPoints() const { return m_storedPoints; }
    /// Every stored point of the other benchmarks (MLPerf, ML.ENERGY); the data table lists them
    /// after InferenceX's, under their benchmark-dataset workloads.
    const QList<BenchmarkPoint>& otherBenchmarksStored() const { return m_otherBenchmarkPoints; }
    bool holdsWorkload(const Scenario& s) const;
    /// Every system of `s`'s workload under its assumptions (none when the store lacks it), from
    /// the points already read.
    Comparison compareAll(const Scenario& s) const;
    /// Counts the reloads: what shows the store's workloads, claims and points compares it.
    int dataVersion() const { return m_dataVersion; }
    /// Counts the times the claims were read.
    int claimsVersion() const { return m_claimsVersion; }
    /// gpt-oss-120b's workload (else the one with the most points), matched at the default
    /// interactivity; with only other benchmarks' results stored, the cross-source chart of one.
    Scenario defaultScenario() const;

    const Scenario& scenario() const { return m_scenario; }
    /// The scenario as one undoable step named `what`; consecutive edits with the same non-empty
    /// `mergeKey` are one step. False, and no step, when nothing changes.
    bool edit(const Scenario& s, const QString& what, const QString& mergeKey = {});
    /// Sets the scenario without a step (the app's start, a lesson's view of its own).
    void reset(const Scenario& s);
    const ScenarioHistory& history() const { return m_history; }
    bool undo();
    bool redo();

    /// Every system of the scenario's workload under its assumptions.
    const Comparison& allSystems() const { return m_all; }
    /// The systems shown: the scenario's, or the default selection when it names none.
    const Comparison& comparison() const { return m_comparison; }
    /// The labels shown (a benchmark-dataset workload's: its hardware, every one when none is chosen).
    QStringList shownSystems() const;
    const PointSources& sources() const { return m_sources; }
    /// What every chart of the session draws (with the highlighted point).
    ChartInputs chartInputs() const;
    void setHighlight(qint64 pointId) { m_highlight = pointId; }
    /// What the session would draw for another scenario (a lesson step, the other side of a diff,
    /// `render`'s options applied), without changing the session: from the points a one-scenario
    /// session read for its workload, else read from the store now.
    Expected<ChartInputs> inputsFor(const Scenario& s) const;

    /// Called after every change of the scenario or the data, once everything is derived.
    std::function<void()> onChanged;

private:
    Session(Store& store, HardwareCatalog catalog, std::optional<PointFilter> onlyWorkload);
    Expected<void> readStore();
    void takeClaims(StoredClaims stored);
    void apply(const Scenario& s);
    void derive();

    Store& m_store;
    HardwareCatalog m_catalog;
    /// A one-scenario session's workload (model, ISL, OSL): all that m_storedPoints hold.
    std::optional<PointFilter> m_onlyWorkload;
    QList<WorkloadSummary> m_workloads;
    QList<Claim> m_claims;
    QList<Issue> m_claimIssues;
    QList<BenchmarkPoint> m_storedPoints;
    QList<BenchmarkPoint> m_otherBenchmarkPoints; ///< MLPerf and ML.ENERGY: the cross-source chart only
    QList<SourceSummary> m_storedSources;         ///< every imported file (what exports record)
    Scenario m_scenario;
    ScenarioHistory m_history;
    QString m_loadedWorkload; ///< "model|isl|osl" of m_sources
    PointSources m_sources;
    Comparison m_all, m_comparison;
    int m_dataVersion = 0;
    int m_claimsVersion = 0;
    qint64 m_highlight = 0;
};

/// The points of `s`'s model the cross-source chart would draw: InferenceX's of its workload
/// (`inferencex`), the other benchmarks' of every configuration (`others`). On a benchmark-dataset
/// workload the scenario's precisions and systems (hardware ids) choose among the others' (on an
/// InferenceX one they choose its systems, whose points the view keeps).
QList<BenchmarkPoint> modelPoints(const Scenario& s, const QList<BenchmarkPoint>& inferencex, const QList<BenchmarkPoint>& others);

/// Every stored point of the benchmarks other than InferenceX (MLPerf, ML.ENERGY: their own definitions).
Expected<QList<BenchmarkPoint>> otherBenchmarkPoints(Store& store);
/// One "benchmark-dataset" workload (kDatasetLength) per model of `otherBenchmarks` with measured
/// energy (hasMeasuredEnergy()), counting those results, most first: their results have no fixed
/// lengths, and the cross-source chart draws them on their own, on every hardware measured (a
/// model InferenceX never ran, such as llama2-70b-99, is seen so). A model with performance-only
/// results (MLPerf v6.0) has none: its chart would be empty. `points` lists every result
/// (DatasetResults::All).
enum class DatasetResults { WithEnergy, All };
QList<WorkloadSummary> datasetWorkloads(const QList<BenchmarkPoint>& otherBenchmarks, DatasetResults which = DatasetResults::WithEnergy);

/// The hardware `otherBenchmarks` measured `model` on with energy (hasMeasuredEnergy()), sorted:
/// the systems of its benchmark-dataset workload (whose scenario's systems are hardware ids).
QStringList datasetHardware(const QList<BenchmarkPoint>& otherBenchmarks, const QString& model);

/// The bundled hardware catalogue with the store's overrides applied: what every reading divides by.
Expected<HardwareCatalog> catalogFor(Store& store);

/// The chart inputs of `s` read from `store` now: what a session over `store` would draw. The
/// command line and the lessons' export use it where no session is kept.
Expected<ChartInputs> chartInputsFor(Store& store, const HardwareCatalog& catalog, const Scenario& s);
/// Same, with the points of `s`'s workload already read (`render` reads them once for its options).
Expected<ChartInputs> chartInputsFor(Store& store, const HardwareCatalog& catalog, const Scenario& s,
                                     const QList<BenchmarkPoint>& workloadPoints);
/// Same, from only the points of the files whose SHA-256 `onlySources` holds: what `verify`
/// re-derives a chart from (the files it recorded, whatever else the database holds).
Expected<ChartInputs> chartInputsFor(Store& store, const HardwareCatalog& catalog, const Scenario& s, const QSet<QString>& onlySources);

} // namespace denominator
