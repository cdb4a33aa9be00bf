// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/session.h"
#include "core/cross_source.h"

#include <algorithm>

namespace denominator {
namespace {

/// The stored points of the scenario's workload (model, ISL, OSL).
PointFilter workloadFilter(const Scenario& s)
{
    PointFilter f;
    f.model = s.model;
    f.isl = s.isl;
    f.osl = s.osl;
    return f;
}

/// The cross-source chart's points; only that chart reads them.
QList<BenchmarkPoint> crossSourcePoints(const Scenario& s, const QList<BenchmarkPoint>& inferencex, const QList<BenchmarkPoint>& others)
{
    if (s.chart != QLatin1String("cross-source")) return {};
    return modelPoints(s, inferencex, others);
}

/// What a chart draws besides its workload's points, read from the store.
struct StoreReads {
    QList<Claim> claims;
    QList<SourceSummary> sources;
    QList<BenchmarkPoint> others; ///< the other benchmarks' points; read for the cross-source chart only
};

Expected<StoreReads> readForChart(Store& store, const Scenario& s)
{
    auto claims = store.claims();
    if (!claims) return claims.error();
    auto sources = store.sources();
    if (!sources) return sources.error();
    StoreReads r{std::move(claims->claims), std::move(sources).value(), {}};
    if (s.chart == QLatin1String("cross-source")) {
        auto others = otherBenchmarkPoints(store);
        if (!others) return others.error();
        r.others = std::move(others).value();
    }
    return r;
}

ChartInputs inputsFrom(const QList<BenchmarkPoint>& workload, const Scenario& s, const HardwareCatalog& catalog, const StoreReads& r)
{
    ChartInputs in = makeChartInputs(workload, s, catalog, r.claims);
    in.crossSource = crossSourcePoints(s, workload, r.others);
    in.sources = drawnSources(in, r.sources);
    return in;
}

} // namespace

QList<BenchmarkPoint> modelPoints(const Scenario& s, const QList<BenchmarkPoint>& inferencex, const QList<BenchmarkPoint>& others)
{
    QList<BenchmarkPoint> out;
    const bool dataset = isDataset(s.isl, s.osl);
    const QStringList precisions = dataset ? s.precision.split(QLatin1Char(','), Qt::SkipEmptyParts) : QStringList{};
    const QStringList hardware = dataset ? s.systems : QStringList{}; // a dataset workload's systems are hardware ids
    for (const QList<BenchmarkPoint>* points : {&inferencex, &others})
        for (const BenchmarkPoint& p : *points)
            if (p.model == s.model && (p.benchmark != Benchmark::InferenceX || (p.isl == s.isl && p.osl == s.osl)) &&
                (precisions.isEmpty() || precisions.contains(p.precision)) && (hardware.isEmpty() || hardware.contains(p.hardware)))
                out << p;
    return out;
}

Expected<QList<BenchmarkPoint>> otherBenchmarkPoints(Store& store)
{
    auto out = store.points(PointFilter::of(Benchmark::MLPerf));
    if (!out) return out;
    const auto energy = store.points(PointFilter::of(Benchmark::MLEnergy));
    if (!energy) return energy.error();
    *out << *energy;
    return out;
}

QList<WorkloadSummary> datasetWorkloads(const QList<BenchmarkPoint>& otherBenchmarks, DatasetResults which)
{
    QList<WorkloadSummary> out;
    for (const BenchmarkPoint& p : otherBenchmarks) {
        // A performance-only result (MLPerf v6.0) draws nothing on the chart.
        if (which == DatasetResults::WithEnergy && !hasMeasuredEnergy(p)) continue;
        auto w = std::find_if(out.begin(), out.end(), [&](const WorkloadSummary& x) { return x.model == p.model; });
        if (w == out.end()) {
            out.append(WorkloadSummary{p.model, kDatasetLength, kDatasetLength, 0});
            w = std::prev(out.end());
        }
        ++w->points;
    }
    std::sort(out.begin(), out.end(), [](const WorkloadSummary& a, const WorkloadSummary& b) {
        return a.points != b.points ? a.points > b.points : a.model < b.model;
    });
    return out;
}

QStringList datasetHardware(const QList<BenchmarkPoint>& otherBenchmarks, const QString& model)
{
    QStringList out;
    for (const BenchmarkPoint& p : otherBenchmarks)
        if (p.model == model && hasMeasuredEnergy(p) && !out.contains(p.hardware)) out << p.hardware;
    std::sort(out.begin(), out.end());
    return out;
}

Session::Session(Store& store, HardwareCatalog catalog, std::optional<PointFilter> onlyWorkload)
    : m_store(store), m_catalog(std::move(catalog)), m_onlyWorkload(std::move(onlyWorkload))
{
}

Expected<Session> Session::open(Store& store, HardwareCatalog catalog)
{
    Session session(store, std::move(catalog), std::nullopt);
    if (const auto read = session.readStore(); !read) return read.error();
    session.m_scenario = session.defaultScenario();
    session.derive();
    return session;
}

Expected<Session> Session::open(Store& store, HardwareCatalog catalog, const Scenario& s)
{
    Session session(store, std::move(catalog), workloadFilter(s));
    if (const auto read = session.readStore(); !read) return read.error();
    session.reset(s);
    return session;
}

void Session::setCatalog(HardwareCatalog catalog)
{
    m_catalog = std::move(catalog);
    m_loadedWorkload.clear(); // every number depends on it: compare again
    derive();
}

Expected<void> Session::reload()
{
    if (auto read = readStore(); !read) return read;
    derive();
    return {};
}

Expected<void> Session::reloadClaims()
{
    auto stored = m_store.claims();
    if (!stored) return stored.error();
    takeClaims(std::move(stored).value());
    if (onChanged) onChanged();
    return {};
}

void Session::takeClaims(StoredClaims stored)
{
    m_claims = std::move(stored.claims);
    m_claimIssues = std::move(stored.issues);
    ++m_claimsVersion;
}

Expected<void> Session::readStore()
{
    // Everything is read before anything is replaced: a store that fails half-way leaves the
    // session as it was.
    auto claims = m_store.claims();
    if (!claims) return claims.error();
    auto points = m_onlyWorkload ? m_store.points(*m_onlyWorkload) : m_store.points();
    if (!points) return points.error();
    auto others = otherBenchmarkPoints(m_store);
    if (!others) return others.error();
    const auto workloads = m_store.workloads();
    if (!workloads) return workloads.error();
    auto sources = m_store.sources();
    if (!sources) return sources.error();
    takeClaims(std::move(claims).value());
    m_storedPoints = std::move(points).value();
    m_otherBenchmarkPoints = std::move(others).value();
    m_workloads = *workloads + datasetWorkloads(m_otherBenchmarkPoints);
    m_storedSources = std::move(sources).value();
    m_loadedWorkload.clear();
    ++m_dataVersion;
    return {};
}

QString Session::datasetMeasuredBy(const QString& model, const QString& hardware) const
{
    QList<Benchmark> by;
    for (const BenchmarkPoint& p : m_otherBenchmarkPoints)
        if (p.model == model && (hardware.isEmpty() || p.hardware == hardware) && hasMeasuredEnergy(p) && !by.contains(p.benchmark))
            by << p.benchmark;
    std::sort(by.begin(), by.end(), [](Benchmark a, Benchmark b) { return definitionOf(a).name < definitionOf(b).name; });
    QStringList names;
    for (const Benchmark b : by) names << definitionOf(b).name;
    return names.join(QStringLiteral(" and "));
}

bool Session::holdsWorkload(const Scenario& s) const
{
    return std::any_of(m_workloads.begin(), m_workloads.end(),
                       [&](const WorkloadSummary& w) { return w.model == s.model && w.isl == s.isl && w.osl == s.osl; });
}

Comparison Session::compareAll(const Scenario& s) const
{
    static const QList<BenchmarkPoint> none;
    // compare() reads an empty model or a zero ISL as "any": a workload the store lacks has none.
    return compare(holdsWorkload(s) ? m_storedPoints : none, comparisonRequest(s), m_catalog);
}

Scenario Session::defaultScenario() const
{
    Scenario s;
    auto pick = std::find_if(m_workloads.begin(), m_workloads.end(),
                             [](const WorkloadSummary& w) { return w.model == QLatin1String("gpt-oss-120b"); });
    if (pick == m_workloads.end()) pick = m_workloads.begin();
    if (pick != m_workloads.end()) {
        s.model = pick->model;
        s.isl = pick->isl;
        s.osl = pick->osl;
        // Only other benchmarks' results stored: the one chart that draws them.
        if (isDataset(s.isl, s.osl)) s.chart = QStringLiteral("cross-source");
    }
    s.assumptions.atPeak = false;
    s.assumptions.interactivity = kDefaultMatchedInteractivity;
    return s;
}

bool Session::edit(const Scenario& s, const QString& what, const QString& mergeKey)
{
    if (s == m_scenario) return false;
    m_history.push({m_scenario, s, what, mergeKey});
    apply(s);
    return true;
}

void Session::reset(const Scenario& s) { apply(s); }

bool Session::undo()
{
    const Scenario* s = m_history.undo();
    if (s) apply(*s);
    return s;
}

bool Session::redo()
{
    const Scenario* s = m_history.redo();
    if (s) apply(*s);
    return s;
}

void Session::apply(const Scenario& s)
{
    m_scenario = s;
    if (!isKnown(m_scenario.assumptions.interactivity)) m_scenario.assumptions.interactivity = kDefaultMatchedInteractivity;
    derive();
}

void Session::derive()
{
    const QString key = QStringLiteral("%1|%2|%3").arg(m_scenario.model).arg(m_scenario.isl).arg(m_scenario.osl);
    static const QList<BenchmarkPoint> none;
    const QList<BenchmarkPoint>& points = holdsWorkload(m_scenario) ? m_storedPoints : none;
    const bool otherWorkload = key != m_loadedWorkload;
    if (otherWorkload) {
        m_sources = pointSources(points, m_scenario);
        m_loadedWorkload = key;
    }
    // The run selection, the agentic interactivity definition, the frontier rule and the measured
    // power statistic choose the points' values or fronts themselves: compare again. Otherwise the systems and frontiers
    // stand and only the assumptions changed (the fast path a slider drag takes).
    const Assumptions& a = m_scenario.assumptions;
    if (otherWorkload || m_all.request.precision != m_scenario.precision || !(m_all.assumptions.runs == a.runs) ||
        m_all.assumptions.agenticInteractivity != a.agenticInteractivity || m_all.assumptions.powerStatistic != a.powerStatistic ||
        m_all.assumptions.frontierRule != a.frontierRule ||
        (isAgentic(m_scenario.isl, m_scenario.osl) && m_all.assumptions.tokens != a.tokens)) {
        m_all = compare(points, comparisonRequest(m_scenario), m_catalog);
    } else {
        reevaluate(m_all, a, m_catalog);
    }
    // Keep only systems that exist in this workload (a dataset workload's: hardware it was
    // measured on); none left means the default selection.
    QStringList wanted;
    const QStringList measuredOn = isDataset(m_scenario.isl, m_scenario.osl) ? datasetHardware(m_scenario.model) : QStringList{};
    for (const QString& l : std::as_const(m_scenario.systems))
        if (measuredOn.contains(l) ||
            std::any_of(m_all.systems.begin(), m_all.systems.end(), [&](const SystemResult& s) { return s.label == l; }))
            wanted << l;
    m_scenario.systems = wanted;
    m_comparison = m_all;
    selectSystems(m_comparison, shownSystems());
    if (onChanged) onChanged();
}

QStringList Session::shownSystems() const
{
    if (isDataset(m_scenario.isl, m_scenario.osl))
        return m_scenario.systems.isEmpty() ? datasetHardware(m_scenario.model) : m_scenario.systems;
    return effectiveSelection(m_all, m_scenario.systems);
}

QList<BenchmarkPoint> Session::datasetResults() const
{
    return isDataset(m_scenario.isl, m_scenario.osl) ? modelPoints(m_scenario, {}, m_otherBenchmarkPoints) : QList<BenchmarkPoint>{};
}

QStringList Session::datasetHardware(const QString& model) const { return denominator::datasetHardware(m_otherBenchmarkPoints, model); }

ChartInputs Session::chartInputs() const
{
    ChartInputs in = makeChartInputs(m_all, m_sources, m_scenario, m_catalog, m_claims);
    in.highlight = m_highlight;
    in.crossSource = crossSourcePoints(m_scenario, m_storedPoints, m_otherBenchmarkPoints);
    in.sources = drawnSources(in, m_storedSources);
    return in;
}

Expected<ChartInputs> Session::inputsFor(const Scenario& s) const
{
    // A one-scenario session holds its workload's points already; any other is read now.
    const bool loaded = m_onlyWorkload && s.model == m_onlyWorkload->model && s.isl == m_onlyWorkload->isl && s.osl == m_onlyWorkload->osl;
    return loaded ? chartInputsFor(m_store, m_catalog, s, m_storedPoints) : chartInputsFor(m_store, m_catalog, s);
}

Expected<HardwareCatalog> catalogFor(Store& store)
{
    const auto overrides = store.hardwareOverrides();
    if (!overrides) return overrides.error();
    HardwareCatalog catalog = HardwareCatalog::bundled();
    catalog.applyOverrides(*overrides);
    return catalog;
}

Expected<ChartInputs> chartInputsFor(Store& store, const HardwareCatalog& catalog, const Scenario& s)
{
    const auto points = store.points(workloadFilter(s));
    if (!points) return points.error();
    return chartInputsFor(store, catalog, s, *points);
}

Expected<ChartInputs> chartInputsFor(Store& store, const HardwareCatalog& catalog, const Scenario& s,
                                     const QList<BenchmarkPoint>& workloadPoints)
{
    const auto reads = readForChart(store, s);
    if (!reads) return reads.error();
    return inputsFrom(workloadPoints, s, catalog, *reads);
}

Expected<ChartInputs> chartInputsFor(Store& store, const HardwareCatalog& catalog, const Scenario& s, const QSet<QString>& onlySources)
{
    const auto keep = [&](QList<BenchmarkPoint>& points) {
        points.removeIf([&](const BenchmarkPoint& p) { return !onlySources.contains(p.provenance.sha256); });
        // A measured power computed from a log the record does not name is not the one it was drawn with.
        for (BenchmarkPoint& p : points)
            if (p.measuredPower && !p.measuredPower->logSha256.isEmpty() && !onlySources.contains(p.measuredPower->logSha256))
                p.measuredPower.reset();
    };
    auto workload = store.points(workloadFilter(s));
    if (!workload) return workload.error();
    keep(*workload);
    auto reads = readForChart(store, s);
    if (!reads) return reads.error();
    keep(reads->others);
    // Claims of those files only: a claim a later claims file replaced is not the one recorded.
    const auto claimFiles = store.claimSources();
    if (!claimFiles) return claimFiles.error();
    reads->claims.removeIf([&](const Claim& c) { return !onlySources.contains(claimFiles->value(c.id)); });
    return inputsFrom(*workload, s, catalog, *reads);
}

} // namespace denominator
