// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/comparison.h"
#include "core/number_format.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace denominator {
namespace {

QString runKey(const BenchmarkPoint& p)
{
    if (p.provenance.format == QLatin1String("benchmark-serving-result")) return QStringLiteral("local runs");
    if (p.provenance.format == QLatin1String("inferencex-agg") && !p.provenance.runId.isEmpty())
        return QStringLiteral("run ") + p.provenance.runId;
    return p.provenance.fileName;
}

SystemKey keyOf(const BenchmarkPoint& p) { return {p.hardware, p.framework, p.precision, p.specDecoding, p.disagg, runKey(p)}; }

struct Group {
    SystemKey key;
    QList<const BenchmarkPoint*> points;
    QString latestDate;
    qint64 runNumber = 0;
    qint64 lastId = 0;
    QString config; ///< key.label(false), computed once for sorting and counting
};

/// Hash keys for grouping: linear searches over the groups made compare() quadratic (about a
/// second for 100,000 points in 10,000 runs).
QString configHash(const SystemKey& k)
{
    const QChar sep(0x1f);
    return k.hardware + sep + k.framework + sep + k.precision + sep + k.specDecoding + sep + QChar(k.disagg ? u'1' : u'0');
}

bool newer(const Group& a, const Group& b)
{
    if (a.latestDate != b.latestDate) return a.latestDate > b.latestDate;
    if (a.runNumber != b.runNumber) return a.runNumber > b.runNumber;
    return a.lastId > b.lastId;
}

QString provenanceOf(const QList<const BenchmarkPoint*>& pts)
{
    QMap<QString, QStringList> rowsByFile;
    for (const auto* p : pts) rowsByFile[p->provenance.fileName] << QString::number(p->provenance.rowIndex);
    QStringList parts;
    for (auto it = rowsByFile.begin(); it != rowsByFile.end(); ++it)
        parts << QStringLiteral("%1 rows %2").arg(it.key(), it.value().join(QLatin1Char(',')));
    return parts.join(QStringLiteral("; "));
}

/// tokens/s per kW when the measured power is unknown: the draw anywhere in the assumed share of
/// the rating, at the same boundary. {NaN, NaN} unless under the measured denominator.
std::pair<double, double> unknownDrawBand(double tokensPerSecond, const HardwareSpec& hw, const Assumptions& a)
{
    if (a.denominator != DenominatorKind::Measured) return {kNaN, kNaN};
    Assumptions rated = a;
    rated.denominator = DenominatorKind::Tdp;
    const PowerBasis tdp = powerBasis(hw, rated, kNaN);
    if (!tdp.known()) return {kNaN, kNaN};
    return {tokensPerSecondPerKw(tokensPerSecond, tdp.watts * a.unknownDrawHigh),
            tokensPerSecondPerKw(tokensPerSecond, tdp.watts * a.unknownDrawLow)};
}

void evaluate(SystemResult& s, const Assumptions& a, const HardwareCatalog& catalog)
{
    const HardwareSpec hw = catalog.spec(s.key.hardware);
    auto sampleTokens = [&](const Frontier::Sample& x) { return a.tokens == TokenKind::Total ? x.tput : x.outputTput; };
    if (a.atPeak) {
        // Peak = the front point with the best efficiency under these assumptions (highest
        // throughput when power is unknown).
        int best = -1;
        double bestValue = -1, bestTput = -1;
        for (int i = 0; i < s.frontier.points().size(); ++i) {
            const auto smp = s.frontier.sampleAt(i);
            const double eff = tokensPerSecondPerKw(sampleTokens(smp), powerBasis(hw, a, smp.measuredW).watts);
            const double t = sampleTokens(smp);
            if ((isKnown(eff) && eff > bestValue) || (bestValue < 0 && isKnown(t) && t > bestTput)) {
                best = i;
                if (isKnown(eff)) bestValue = eff;
                if (isKnown(t)) bestTput = t;
            }
        }
        s.sample = best >= 0 ? s.frontier.sampleAt(best) : Frontier::Sample{};
    } else {
        s.sample = s.frontier.at(a.interactivity);
    }
    s.tokensPerSecond = sampleTokens(s.sample);
    s.power = powerBasis(hw, a, s.sample.measuredW, s.sample.status == PointStatus::Interpolated);
    s.tokensPerSecPerKw = tokensPerSecondPerKw(s.tokensPerSecond, s.power.watts);
    s.joulesPerToken = joulesPerToken(s.tokensPerSecond, s.power.watts);
    s.tokensPerSecPerKwLow = s.tokensPerSecPerKwHigh = s.tokensPerSecPerKw;
    if (!s.power.known()) std::tie(s.tokensPerSecPerKwLow, s.tokensPerSecPerKwHigh) = unknownDrawBand(s.tokensPerSecond, hw, a);
}

bool atEdge(const SystemResult& s) { return s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange; }

void formRatios(Comparison& c)
{
    c.ratios.clear();
    if (c.systems.isEmpty()) return;
    const SystemResult& base = c.systems.front();
    for (int i = 0; i < c.systems.size(); ++i) {
        const SystemResult& s = c.systems[i];
        Ratio r;
        r.a = i;
        r.b = 0;
        r.tokensPerKwRatio =
            isKnown(s.tokensPerSecPerKw) && isKnown(base.tokensPerSecPerKw) ? s.tokensPerSecPerKw / base.tokensPerSecPerKw : kNaN;
        if (isKnown(s.tokensPerSecPerKwLow) && isKnown(base.tokensPerSecPerKwHigh)) {
            r.low = s.tokensPerSecPerKwLow / base.tokensPerSecPerKwHigh;
            r.high = s.tokensPerSecPerKwHigh / base.tokensPerSecPerKwLow;
        }
        r.edge = atEdge(s) || atEdge(base);
        c.ratios << r;
    }
}

} // namespace

double tokensOf(const FrontierPoint& p, const Assumptions& a) { return a.tokens == TokenKind::Total ? p.tput : p.outputTput; }

PointEfficiency evaluatePoint(const FrontierPoint& p, const HardwareSpec& hw, const Assumptions& a)
{
    PointEfficiency e;
    e.tokensPerSecond = tokensOf(p, a);
    e.power = powerBasis(hw, a, p.measuredW);
    e.tokensPerSecPerKw = tokensPerSecondPerKw(e.tokensPerSecond, e.power.watts);
    e.joulesPerToken = joulesPerToken(e.tokensPerSecond, e.power.watts);
    if (!e.power.known() && !isKnown(p.measuredW)) std::tie(e.bandLow, e.bandHigh) = unknownDrawBand(e.tokensPerSecond, hw, a);
    return e;
}

QString SystemKey::label(bool withRun) const
{
    QString l = hardware + QLatin1Char(' ') + framework + QLatin1Char(' ') + precision;
    QStringList extras;
    if (!specDecoding.isEmpty() && specDecoding != QLatin1String("none")) extras << specDecoding;
    if (disagg) extras << QStringLiteral("disagg");
    if (!extras.isEmpty()) l += QStringLiteral(" (") + extras.join(QStringLiteral(", ")) + QLatin1Char(')');
    if (withRun) l += QStringLiteral(" · ") + run;
    return l;
}

Comparison compare(const QList<BenchmarkPoint>& points, const ComparisonRequest& req, const HardwareCatalog& catalog)
{
    Comparison c;
    c.request = req;
    c.assumptions = req.assumptions;
    QList<Group> groups;
    QHash<QString, qsizetype> groupIndex;
    for (const BenchmarkPoint& p : points) {
        if (p.benchmarkType != QLatin1String("single_turn")) continue;
        if (!req.model.isEmpty() && p.model != req.model) continue;
        if (req.isl > 0 && p.isl != req.isl) continue;
        if (req.osl > 0 && p.osl != req.osl) continue;
        if (!req.precision.isEmpty() && p.precision != req.precision) continue;
        if (!req.framework.isEmpty() && p.framework != req.framework) continue;
        if (!req.hardware.isEmpty() && !req.hardware.contains(p.hardware)) continue;
        if (!isKnown(p.medianIntvty)) continue;
        const SystemKey k = keyOf(p);
        const QString hash = configHash(k) + QChar(0x1f) + k.run;
        auto found = groupIndex.constFind(hash);
        if (found == groupIndex.cend()) {
            found = groupIndex.insert(hash, groups.size());
            groups.append(Group{k, {}, {}, p.provenance.runId.toLongLong(), 0, k.label(false)});
        }
        Group* it = &groups[*found];
        it->points << &p;
        it->latestDate = std::max(it->latestDate, p.provenance.date);
        it->lastId = std::max(it->lastId, p.id);
    }
    if (req.assumptions.latestRunOnly) {
        QList<Group> kept;
        QHash<QString, qsizetype> keptIndex;
        for (const Group& g : groups) {
            const QString cfg = configHash(g.key);
            const auto it = keptIndex.constFind(cfg);
            if (it == keptIndex.cend()) {
                keptIndex.insert(cfg, kept.size());
                kept << g;
            } else if (newer(g, kept[*it])) {
                kept[*it] = g;
            }
        }
        if (kept.size() < groups.size())
            c.notes << QStringLiteral("%1 older runs of the same configurations left out (runs: latest)").arg(groups.size() - kept.size());
        groups = kept;
    }
    // Order: by position of hardware in the request, then configuration label, then run. (Sorting
    // on the label with the run appended put "b200 sglang fp4 (mtp) · run" before "b200 sglang fp4 ·
    // run", making a spec-decoding variant the baseline instead of the plain configuration.)
    std::stable_sort(groups.begin(), groups.end(), [&](const Group& a, const Group& b) {
        const auto ia = req.hardware.indexOf(a.key.hardware), ib = req.hardware.indexOf(b.key.hardware);
        if (ia != ib) return ia < ib;
        return a.config != b.config ? a.config < b.config : a.key.run < b.key.run;
    });
    QHash<QString, int> configCount;
    for (const Group& g : groups) ++configCount[g.config];
    for (const Group& g : groups) {
        SystemResult s;
        s.key = g.key;
        s.label = configCount.value(g.config) > 1 ? g.key.label(true) : g.config;
        s.latestDate = g.latestDate;
        QList<FrontierPoint> fps;
        for (const auto* p : g.points)
            fps << FrontierPoint{p->medianIntvty,
                                 p->tputPerGpu,
                                 p->outputTputPerGpu,
                                 p->measuredPower && p->measuredPower->valid ? p->measuredPower->watts : kNaN,
                                 p->id,
                                 p->conc};
        s.allPoints = fps;
        s.frontier = Frontier::build(fps);
        s.provenance = provenanceOf(g.points);
        c.systems << s;
    }
    for (const QString& h : req.hardware)
        if (std::none_of(c.systems.begin(), c.systems.end(), [&](const SystemResult& s) { return s.key.hardware == h; }))
            c.notes << QStringLiteral("no stored points for %1 in this workload").arg(h);
    reevaluate(c, req.assumptions, catalog);
    return c;
}

void reevaluate(Comparison& c, const Assumptions& a, const HardwareCatalog& catalog)
{
    c.assumptions = a;
    for (SystemResult& s : c.systems) evaluate(s, a, catalog);
    formRatios(c);
}

SystemResult evaluateAt(const SystemResult& system, const Assumptions& a, const HardwareCatalog& catalog, double interactivity)
{
    SystemResult s = system;
    Assumptions matched = a;
    matched.atPeak = false;
    matched.interactivity = interactivity;
    evaluate(s, matched, catalog);
    return s;
}

nlohmann::json toJson(const Comparison& c)
{
    const auto num = jsonNumber;
    nlohmann::json systems = nlohmann::json::array();
    for (const SystemResult& s : c.systems) {
        nlohmann::json j{{"hardware", s.key.hardware.toStdString()},
                         {"framework", s.key.framework.toStdString()},
                         {"precision", s.key.precision.toStdString()},
                         {"spec_decoding", s.key.specDecoding.toStdString()},
                         {"disagg", s.key.disagg},
                         {"run", s.key.run.toStdString()},
                         {"label", s.label.toStdString()},
                         {"interactivity", num(s.sample.interactivity)},
                         {"throughput_per_gpu", num(s.tokensPerSecond)},
                         {"status", toString(s.sample.status).toStdString()},
                         {"power_w_per_gpu", num(s.power.watts)},
                         {"power_basis", s.power.basis.toStdString()},
                         {"power_formula", s.power.formula.toStdString()},
                         {"tokens_per_s_per_kw", num(s.tokensPerSecPerKw)},
                         {"joules_per_token", num(s.joulesPerToken)},
                         {"frontier_points", s.frontier.points().size()},
                         {"tested_interactivity", {num(s.frontier.minInteractivity()), num(s.frontier.maxInteractivity())}},
                         {"provenance", s.provenance.toStdString()}};
        if (!s.power.missing.isEmpty()) j["power_missing"] = s.power.missing.toStdString();
        if (!s.power.known() && isKnown(s.tokensPerSecPerKwLow))
            j["tokens_per_s_per_kw_range"] = {s.tokensPerSecPerKwLow, s.tokensPerSecPerKwHigh};
        if (s.sample.status == PointStatus::Measured && s.sample.pointId) j["point_id"] = s.sample.pointId;
        if (s.sample.conc) j["concurrency"] = s.sample.conc;
        systems.push_back(j);
    }
    nlohmann::json ratios = nlohmann::json::array();
    for (const Ratio& r : c.ratios) {
        nlohmann::json j{{"a", c.systems[r.a].label.toStdString()},
                         {"b", c.systems[r.b].label.toStdString()},
                         {"tokens_per_kw_ratio", num(r.tokensPerKwRatio)},
                         {"at_range_edge", r.edge}};
        if (!isKnown(r.tokensPerKwRatio) && isKnown(r.low)) j["tokens_per_kw_ratio_range"] = {r.low, r.high};
        ratios.push_back(j);
    }
    nlohmann::json notes = nlohmann::json::array();
    for (const QString& n : c.notes) notes.push_back(n.toStdString());
    nlohmann::json assumptions = toJson(c.assumptions);
    assumptions["model"] = c.request.model.toStdString();
    assumptions["isl"] = c.request.isl;
    assumptions["osl"] = c.request.osl;
    assumptions["interactivity_statistic"] = "median";
    return {{"assumptions", assumptions}, {"systems", systems}, {"ratios", ratios}, {"notes", notes}};
}

} // namespace denominator

namespace denominator {

void selectSystems(Comparison& c, const QStringList& labels)
{
    if (labels.isEmpty()) return;
    QList<SystemResult> kept;
    for (const QString& l : labels)
        for (const SystemResult& s : std::as_const(c.systems))
            if (s.label == l) kept << s;
    c.systems = kept;
    formRatios(c);
}

} // namespace denominator
