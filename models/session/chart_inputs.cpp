// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/chart_inputs.h"

#include "core/stamp.h"
#include "store/point_table_model.h"

#include <QSet>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace denominator {

ProvenanceLookup::ProvenanceLookup(const QList<BenchmarkPoint>& points) : m_points(points)
{
    m_index.reserve(points.size());
    for (qsizetype i = 0; i < points.size(); ++i) m_index.insert(points[i].id, i);
}

QString ProvenanceLookup::value(qint64 pointId) const
{
    const auto it = m_index.constFind(pointId);
    return it == m_index.cend() ? QString() : PointTableModel::provenanceText(m_points[*it]);
}

QString ProvenanceLookup::sha256(qint64 pointId) const
{
    const auto it = m_index.constFind(pointId);
    return it == m_index.cend() ? QString() : m_points[*it].provenance.sha256;
}

namespace {

/// The files of the points of the systems shown and explained (every run a curve pools or "best
/// ever" weighs), in `sources`' order: what the chart draws from, not its workload's every file.
/// A second-date series exists only where its system's main series differs, so it brings the
/// main series' files too. Every file of the workload when no system is shown, or when a point's
/// file is unknown (never fewer files than the numbers need).
QStringList shownFiles(const ChartInputs& in, const Comparison& all, const PointSources& sources)
{
    QSet<QString> files;
    bool unknown = false;
    const auto addPoints = [&](const QList<FrontierPoint>& points) {
        for (const FrontierPoint& p : points) {
            const QString f = sources.provenance.sha256(p.pointId);
            unknown = unknown || f.isEmpty();
            files.insert(f);
        }
    };
    const auto add = [&](const SystemResult& s) {
        addPoints(s.allPoints);
        for (const RunCandidate& r : s.candidates) addPoints(r.allPoints);
    };
    for (const Comparison* c : {&in.comparison, &in.pair})
        for (const SystemResult& s : c->systems) {
            add(s);
            if (s.key.asOf.isEmpty()) continue;
            SystemKey main = s.key;
            main.asOf.clear();
            for (const SystemResult& m : all.systems)
                if (m.key == main) add(m);
        }
    if (unknown || in.comparison.systems.isEmpty()) return sources.sha256;
    QStringList out;
    for (const QString& f : sources.sha256)
        if (files.contains(f)) out << f;
    return out;
}

} // namespace

PointSources pointSources(const QList<BenchmarkPoint>& points, const Scenario& workload)
{
    PointSources out{ProvenanceLookup(points), {}, 0};
    for (const BenchmarkPoint& p : points) {
        if (p.model != workload.model || p.isl != workload.isl || p.osl != workload.osl) continue;
        ++out.points;
        if (!out.sha256.contains(p.provenance.sha256)) out.sha256 << p.provenance.sha256;
    }
    return out;
}

ChartInputs makeChartInputs(const QList<BenchmarkPoint>& points, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims)
{
    // As a session applies a scenario: one at its peak keeps no interactivity (scenario files
    // write none), and the efficiency chart's matched bars then read at the default one. Without
    // this, `verify` of a chart rendered at peak re-derived those bars at "n/a".
    Scenario s = scenario;
    if (!isKnown(s.assumptions.interactivity)) s.assumptions.interactivity = kDefaultMatchedInteractivity;
    return makeChartInputs(compare(points, comparisonRequest(s), catalog), pointSources(points, s), s, catalog, claims);
}

ChartInputs makeChartInputs(const Comparison& all, const PointSources& sources, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims)
{
    ChartInputs in;
    in.scenario = scenario;
    in.catalog = catalog;
    in.claims = claims;
    in.comparison = all;
    selectSystems(in.comparison, effectiveSelection(all, scenario.systems));
    // A benchmark-dataset workload has no InferenceX system: its systems are the hardware chosen.
    if (!isDataset(scenario.isl, scenario.osl)) {
        in.scenario.systems.clear();
        for (const SystemResult& s : std::as_const(in.comparison.systems)) in.scenario.systems << s.label;
    }
    // The pair the waterfall and the tornado explain: baseline first, subject second.
    in.pair = all;
    const QStringList pair = scenario.pair.size() == 2 ? QStringList{scenario.pair[1], scenario.pair[0]} : in.scenario.systems.mid(0, 2);
    selectSystems(in.pair, pair);
    if (in.pair.systems.size() != 2) {
        in.pair = in.comparison;
        selectSystems(in.pair, in.scenario.systems.mid(0, 2));
    }
    in.provenance = sources.provenance;
    // A benchmark-dataset workload draws the other benchmarks' points (crossSource), not systems.
    in.scenario.sourceSha256 = isDataset(scenario.isl, scenario.osl) ? sources.sha256 : shownFiles(in, all, sources);
    return in;
}

QStringList stampFor(const ChartInputs& in, StampReadings readings)
{
    QStringList lines = stampLines(in.comparison, in.scenario.hideLabels ? in.scenario.concealed : QStringList{}, readings);
    lines.last() += QStringLiteral(" · Scenario %1 · Denominator %2").arg(scenarioCode(in.scenario), QStringLiteral(DENOMINATOR_VERSION));
    return lines;
}

Waterfall waterfallFor(const ChartInputs& in)
{
    if (in.scenario.claimId.isEmpty()) return dataWaterfall(in.pair, in.catalog, 1);
    for (const Claim& c : in.claims)
        if (c.id == in.scenario.claimId) return claimWaterfall(c, in.claims, in.comparison.assumptions, in.catalog);
    Waterfall w;
    w.message = QStringLiteral("The scenario's claim \"%1\" is not among the stored claims.").arg(in.scenario.claimId);
    return w;
}

Tornado tornadoFor(const ChartInputs& in) { return computeTornado(in.pair, in.catalog, 1); }

const Claim* claimOf(const ChartInputs& in)
{
    if (in.scenario.claimId.isEmpty()) return nullptr;
    for (const Claim& c : in.claims)
        if (c.id == in.scenario.claimId) return &c;
    return nullptr;
}

bool drawsOnlyTheClaim(const ChartInputs& in) { return in.scenario.chart == QLatin1String("waterfall") && claimOf(in); }

SourceSummary powerOnlyFor(SourceSummary log, const QSet<QString>& results)
{
    if (log.format != QLatin1String(kPowerLogFormat)) return log;
    QStringList kept;
    nlohmann::json power = nlohmann::json::object();
    const nlohmann::json all = nlohmann::json::parse(log.importOptions.toStdString(), nullptr, false);
    const nlohmann::json none = nlohmann::json::object();
    const nlohmann::json& given = all.is_object() && all.contains("power_for") && all["power_for"].is_object() ? all["power_for"] : none;
    for (const QString& r : std::as_const(log.powersResults)) {
        if (!results.contains(r) || kept.contains(r)) continue;
        kept << r;
        power[r.toStdString()] = given.value(r.toStdString(), nlohmann::json::object());
    }
    log.powersResults = kept;
    log.importOptions = QString::fromStdString(nlohmann::json{{"power_for", power}}.dump());
    return log;
}

QList<SourceSummary> drawnSources(const ChartInputs& in, const QList<SourceSummary>& stored)
{
    QSet<QString> drawn;
    if (!drawsOnlyTheClaim(in)) {
        drawn = QSet<QString>(in.scenario.sourceSha256.begin(), in.scenario.sourceSha256.end());
        // InferenceX's points of the cross-source view are the shown systems', already counted.
        for (const BenchmarkPoint& p : in.crossSource)
            if (p.benchmark != Benchmark::InferenceX || isDataset(in.scenario.isl, in.scenario.osl)) drawn.insert(p.provenance.sha256);
    }
    const auto powersDrawn = [&](const SourceSummary& s) {
        return std::any_of(s.powersResults.begin(), s.powersResults.end(), [&](const QString& r) { return drawn.contains(r); });
    };
    QList<SourceSummary> out;
    for (const SourceSummary& s : stored)
        // A claim's chart reads the claims too (claims files hold no points); a result's measured
        // power, the log it was computed from, as far as it gives power to the drawn results.
        if (drawn.contains(s.sha256) || (!in.scenario.claimId.isEmpty() && s.format == QLatin1String("denominator-claims")))
            out << s;
        else if (powersDrawn(s))
            out << powerOnlyFor(s, drawn);
    return out;
}

EfficiencyReadings efficiencyReadings(const ChartInputs& in)
{
    EfficiencyReadings r{in.comparison, in.comparison};
    Assumptions a = in.comparison.assumptions;
    a.atPeak = true;
    reevaluate(r.peak, a, in.catalog);
    a.atPeak = false;
    reevaluate(r.matched, a, in.catalog);
    return r;
}

CrossSourceView crossSourceViewFor(const ChartInputs& in)
{
    QSet<qint64> selected;
    QStringList hardware;
    for (const SystemResult& s : in.comparison.systems) {
        if (!hardware.contains(s.key.hardware)) hardware << s.key.hardware;
        for (const FrontierPoint& p : s.allPoints) selected.insert(p.pointId);
    }
    if (isDataset(in.scenario.isl, in.scenario.osl)) hardware = in.scenario.systems; // hardware ids; none chosen: every one
    QList<BenchmarkPoint> points;
    for (const BenchmarkPoint& p : in.crossSource)
        if (p.benchmark != Benchmark::InferenceX || selected.contains(p.id)) points << p;
    return crossSourceView(in.scenario.model, hardware, points, in.catalog);
}

} // namespace denominator
