// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/comparison.h"
#include "core/counted.h"
#include "core/number_format.h"

#include <QHash>
#include <QSet>
#include <algorithm>

#include <cmath>
#include <limits>

namespace denominator {
namespace {

/// Which run a point belongs to. Your own results (raw benchmark_serving files, one point each)
/// form one pooled run per source; InferenceX points are grouped by their CI run, or by the file
/// when it names no run (a dashboard export is one snapshot).
QString runKey(const BenchmarkPoint& p)
{
    if (p.provenance.format == QLatin1String("benchmark-serving-result")) return p.provenance.source;
    if (!p.provenance.runId.isEmpty()) return QStringLiteral("run ") + p.provenance.runId;
    return p.provenance.fileName;
}

/// The configuration and source a point belongs to: points with equal keys form one group. The
/// key reads the point's own fields (no copies), so the points must outlive it.
struct GroupKey {
    const BenchmarkPoint* p;
    bool operator==(const GroupKey& o) const
    {
        return p->hardware == o.p->hardware && p->framework == o.p->framework && p->precision == o.p->precision &&
               p->specDecoding == o.p->specDecoding && p->disagg == o.p->disagg && p->provenance.source == o.p->provenance.source;
    }
};
size_t qHash(const GroupKey& k, size_t seed = 0)
{
    return qHashMulti(seed, k.p->hardware, k.p->framework, k.p->precision, k.p->specDecoding, k.p->disagg, k.p->provenance.source);
}

/// One configuration from one source, with every stored point of it.
struct Group {
    SystemKey key;
    QList<const BenchmarkPoint*> points;
};

/// Newer: a later date, then a later run (CI run ids grow), then the later import.
bool newerPoint(const BenchmarkPoint& a, const BenchmarkPoint& b)
{
    if (a.provenance.date != b.provenance.date) return a.provenance.date > b.provenance.date;
    const qint64 ra = a.provenance.runId.toLongLong(), rb = b.provenance.runId.toLongLong();
    if (ra != rb) return ra > rb;
    return a.id > b.id;
}

/// InferenceX's configuration includes the parallelism: one serving layout at one concurrency is
/// one slot of the sweep, and a newer run replaces only the same slot.
/// An agentic sweep also tries KV-cache offload on and off at the same layout and concurrency.
struct Slot {
    int conc, tp, ep, pp, dpAttention, gpus, prefillGpus, decodeGpus, offload;
    bool operator==(const Slot&) const = default;
};
size_t qHash(const Slot& k, size_t seed = 0)
{
    return qHashMulti(seed, k.conc, k.tp, k.ep, k.pp, k.dpAttention, k.gpus, k.prefillGpus, k.decodeGpus, k.offload);
}
Slot slotOf(const BenchmarkPoint& p)
{
    return {p.conc,
            p.tp,
            p.ep,
            p.pp,
            int(p.dpAttention),
            p.gpus,
            p.prefillGpus,
            p.decodeGpus,
            int(p.agentic && p.agentic->offload == QLatin1String("on"))};
}

/// InferenceX's "latest as of a date": per slot (parallelism and concurrency) the newest point on or before `date`
/// (any date when empty; undated points only then). The result may mix runs, as the dashboard does.
QList<const BenchmarkPoint*> newestPerConcurrency(const Group& g, const QString& date, int& undated)
{
    QHash<Slot, const BenchmarkPoint*> best;
    for (const BenchmarkPoint* p : g.points) {
        if (!date.isEmpty() && (p->provenance.date.isEmpty() || p->provenance.date > date)) {
            undated += p->provenance.date.isEmpty();
            continue;
        }
        const BenchmarkPoint*& slot = best[slotOf(*p)];
        if (!slot || newerPoint(*p, *slot)) slot = p;
    }
    QList<const BenchmarkPoint*> out = best.values();
    std::sort(out.begin(), out.end(), [](const BenchmarkPoint* a, const BenchmarkPoint* b) { return a->id < b->id; });
    return out;
}

/// The runs a set of points comes from, newest first.
QList<RunInfo> runsOf(const QList<const BenchmarkPoint*>& pts)
{
    QList<RunInfo> runs;
    QHash<QString, qsizetype> index;
    for (const BenchmarkPoint* p : pts) {
        const QString key = runKey(*p);
        auto it = index.find(key);
        if (it == index.end()) {
            it = index.insert(key, runs.size());
            runs.append(RunInfo{key, {}, 0, false});
        }
        RunInfo& r = runs[*it];
        ++r.points;
        if (p->provenance.date > r.date) {
            r.date = p->provenance.date;
            r.dateFromRun = p->provenance.dateFromRun;
        }
    }
    std::sort(runs.begin(), runs.end(),
              [](const RunInfo& a, const RunInfo& b) { return a.date != b.date ? a.date > b.date : a.key > b.key; });
    return runs;
}

/// The group without repeats: a row of one run stored from two files (a run's aggregate file and
/// the API's copy of it) at the same slot with the same throughput and interactivity is one
/// measurement, kept once (the copy "latest" would read: the dated one, else the later import);
/// `repeats` counts the rest.
Group withoutRepeats(const Group& g, int& repeats)
{
    Group out{g.key, {}};
    QHash<Slot, QList<qsizetype>> bySlot;
    for (const BenchmarkPoint* p : g.points) {
        qsizetype same = -1;
        if (!p->provenance.runId.isEmpty())
            for (const qsizetype i : bySlot.value(slotOf(*p))) {
                const BenchmarkPoint* q = out.points.at(i);
                if (q->provenance.runId == p->provenance.runId && q->tputPerGpu == p->tputPerGpu && q->medianIntvty == p->medianIntvty &&
                    q->provenance.sha256 != p->provenance.sha256)
                    same = i;
            }
        if (same < 0) {
            bySlot[slotOf(*p)] << out.points.size();
            out.points << p;
            continue;
        }
        ++repeats;
        if (newerPoint(*p, *out.points.at(same))) out.points[same] = p;
    }
    return out;
}

/// Every system of a group under the run selection: the main one, and the second-date one when
/// its points differ.
QList<QPair<SystemKey, QList<const BenchmarkPoint*>>> selectRuns(const Group& all, const RunSelection& sel, int& leftOut, int& undated,
                                                                 int& repeats)
{
    const Group g = withoutRepeats(all, repeats);
    QList<QPair<SystemKey, QList<const BenchmarkPoint*>>> out;
    QList<const BenchmarkPoint*> main;
    if (sel.mode == RunSelection::Mode::All || sel.mode == RunSelection::Mode::Best)
        main = g.points; // best: split into its runs by compare(), which keeps them all
    else
        main = newestPerConcurrency(g, sel.mode == RunSelection::Mode::AsOf ? sel.asOf : QString(), undated);
    leftOut += int(g.points.size() - main.size());
    if (!main.isEmpty()) out.append({g.key, main});
    if (!sel.compareAsOf.isEmpty() && sel.mode != RunSelection::Mode::All && sel.mode != RunSelection::Mode::Best) {
        int ignored = 0;
        const QList<const BenchmarkPoint*> second = newestPerConcurrency(g, sel.compareAsOf, ignored);
        if (!second.isEmpty() && second != main) {
            SystemKey k = g.key;
            k.asOf = sel.compareAsOf;
            out.append({k, second});
        }
    }
    return out;
}

/// Widest tested interactivity range (max/min on the front), most points next: the system every
/// other is most often comparable to.
bool widerRange(const SystemResult& a, const SystemResult& b)
{
    const auto span = [](const SystemResult& s) {
        return s.frontier.isEmpty() ? 0.0 : s.frontier.maxInteractivity() / s.frontier.minInteractivity();
    };
    if (span(a) != span(b)) return span(a) > span(b);
    return a.allPoints.size() > b.allPoints.size();
}

/// The baseline is InferenceX's rather than your own, a plain configuration (no speculative
/// decoding, not disaggregated) rather than a tuned one, then the widest tested range.
bool betterBaseline(const SystemResult& a, const SystemResult& b)
{
    if (a.key.official() != b.key.official()) return a.key.official();
    const auto plain = [](const SystemKey& k) {
        return !k.disagg && (k.specDecoding.isEmpty() || k.specDecoding == QLatin1String("none"));
    };
    if (plain(a.key) != plain(b.key)) return plain(a.key);
    if (a.key.asOf.isEmpty() != b.key.asOf.isEmpty()) return a.key.asOf.isEmpty();
    return widerRange(a, b);
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

/// Energy of one successful request (an agentic turn) at the reading, and how it was found: the
/// row's measured joules at a tested point under the measured denominator at the chip, else the
/// watts of the denominator × mean output tokens of a request ÷ output tokens/s per GPU.
std::pair<double, QString> joulesPerQueryOf(const SystemResult& s, const Assumptions& a)
{
    const Frontier::Sample& x = s.sample;
    if (isClamped(s)) return {kNaN, QString()};
    if (a.denominator == DenominatorKind::Measured && a.powerStatistic == PowerStatistic::Mean && a.boundary == Boundary::Chip &&
        x.status == PointStatus::Measured && isKnown(x.measuredJPerQuery))
        return {x.measuredJPerQuery, QStringLiteral("measured: joules_per_successful_query of the row (GPU board energy over its window)")};
    const double j = s.power.known() && isKnown(x.tokensPerQuery) && isKnown(x.outputTput) && x.outputTput > 0
                         ? s.power.watts * x.tokensPerQuery / x.outputTput
                         : kNaN;
    if (!isKnown(j)) return {kNaN, QString()};
    return {j, QStringLiteral("%1 W per GPU × %2 output tokens per request ÷ %3 output tokens/s per GPU%4")
                   .arg(formatNumber(s.power.watts), formatNumber(x.tokensPerQuery), formatNumber(x.outputTput),
                        x.status == PointStatus::Interpolated ? QStringLiteral(" (interpolated)") : QString())};
}

void evaluateRun(SystemResult& s, const Assumptions& given, const HardwareCatalog& catalog)
{
    const Assumptions a = assumptionsFor(s, given);
    const HardwareSpec hw = catalog.spec(s.key.hardware);
    const PointEvaluator evaluator(hw, a);
    auto sampleTokens = [&](const Frontier::Sample& x) { return a.tokens == TokenKind::Total ? x.tput : x.outputTput; };
    if (a.atPeak) {
        // Peak = the front point with the best efficiency under these assumptions (highest
        // throughput when power is unknown). A point without a measured draw competes with what it
        // is certainly worth: its efficiency at the top of the assumed draw (the band's low end), so
        // it is the peak only when even that beats every measured point.
        // A system with no front (energy-only points: no interactivity) is read at its best point.
        QList<Frontier::Sample> candidates;
        for (int i = 0; i < s.frontier.points().size(); ++i) candidates << s.frontier.sampleAt(i);
        if (candidates.isEmpty())
            for (const FrontierPoint& p : std::as_const(s.allPoints))
                if (p.energyOnly) candidates << Frontier::sampleOf(p);
        int best = -1;
        double bestValue = -1, bestTput = -1;
        for (int i = 0; i < candidates.size(); ++i) {
            const auto& smp = candidates.at(i);
            const double t = sampleTokens(smp);
            double eff = tokensPerSecondPerKw(t, evaluator.watts(smp.measuredW));
            if (!isKnown(eff)) eff = evaluator.unknownDrawBand(t).first;
            if ((isKnown(eff) && eff > bestValue) || (bestValue < 0 && isKnown(t) && t > bestTput)) {
                best = i;
                if (isKnown(eff)) bestValue = eff;
                if (isKnown(t)) bestTput = t;
            }
        }
        s.sample = best >= 0 ? candidates.at(best) : Frontier::Sample{};
    } else {
        s.sample = s.frontier.at(a.interactivity, a.interpolation);
    }
    s.tokensPerSecond = sampleTokens(s.sample);
    s.power = powerBasis(hw, a, s.sample.measuredW, s.sample.status == PointStatus::Interpolated);
    if (given.denominator == DenominatorKind::AllInByDate) {
        QString oldest;
        for (const RunInfo& r : std::as_const(s.runs))
            if (!r.date.isEmpty() && (oldest.isEmpty() || r.date < oldest)) oldest = r.date;
        s.power.qualify(QStringLiteral(" (%1)").arg(allInDateReason(s.latestDate, oldest)));
    }
    if (s.power.measured) {
        // Which generation of PowerX the watts come from is part of the figure (agentx-powerx.md §3).
        if (s.sample.powerSchema >= 0)
            s.power.qualify(QStringLiteral(" (%1)").arg(powerSchemaText(s.sample.powerSchema)));
        else if (s.sample.powerSchema == Frontier::kMixedSchemas)
            s.power.qualify(QStringLiteral(" (read between points of different PowerX schemas)"));
        if (!s.power.known() && !s.sample.powerNote.isEmpty()) s.power.missing = s.sample.powerNote;
        if (!a.atPeak && isEnergyOnly(s))
            s.power.missing = QStringLiteral("energy-only points (no interactivity) cannot be read at %1 tok/s/user; read them at peak")
                                  .arg(formatNumber(a.interactivity));
    }
    s.tokensPerSecPerKw = tokensPerSecondPerKw(s.tokensPerSecond, s.power.watts);
    s.joulesPerToken = joulesPerToken(s.tokensPerSecond, s.power.watts);
    s.tokensPerSecPerKwLow = s.tokensPerSecPerKwHigh = s.tokensPerSecPerKw;
    std::tie(s.joulesPerQuery, s.joulesPerQueryBasis) = joulesPerQueryOf(s, a);
    if (!s.power.known()) std::tie(s.tokensPerSecPerKwLow, s.tokensPerSecPerKwHigh) = evaluator.unknownDrawBand(s.tokensPerSecond);
    // The band of an unknown draw in joules per query: the band's watts (1000 × tok/s ÷ tok/s per
    // kW) × output tokens per request ÷ output tok/s, the same formula as a known draw's.
    s.joulesPerQueryLow = s.joulesPerQueryHigh = s.joulesPerQuery;
    const Frontier::Sample& x = s.sample;
    if (!s.power.known() && !isKnown(s.joulesPerQuery) && !isClamped(s) && isKnown(s.tokensPerSecPerKwLow) && isKnown(x.tokensPerQuery) &&
        isKnown(x.outputTput) && x.outputTput > 0) {
        const double perKwToJoules = 1000.0 * s.tokensPerSecond * x.tokensPerQuery / x.outputTput;
        s.joulesPerQueryLow = perKwToJoules / s.tokensPerSecPerKwHigh;
        s.joulesPerQueryHigh = perKwToJoules / s.tokensPerSecPerKwLow;
    }
}

/// Puts a run's points in the system's place.
void useRun(SystemResult& s, const RunCandidate& r)
{
    s.runs = {r.run};
    s.latestDate = r.run.date;
    s.allPoints = r.allPoints;
    s.frontier = r.frontier;
    s.provenance = r.provenance;
}

/// Reads the system under the assumptions; under "best ever", reads each of its runs and keeps the
/// best reading that is a value at the operating point: the higher efficiency it certainly has (a
/// reading of assumed power at the top of the assumed draw, the band's low end: its middle would
/// beat a measured draw above about 71 % of TDP), then one with known power, then the higher
/// throughput. A clamped reading wins only when every run is clamped, and then the newest run is
/// kept, still clamped.
void evaluate(SystemResult& s, const Assumptions& a, const HardwareCatalog& catalog)
{
    if (s.candidates.isEmpty()) return evaluateRun(s, a, catalog);
    struct Score {
        bool powerKnown = false;
        double value = -std::numeric_limits<double>::infinity(), tput = -std::numeric_limits<double>::infinity();
        bool operator>(const Score& o) const
        {
            if (value != o.value) return value > o.value;
            if (powerKnown != o.powerKnown) return powerKnown;
            return tput > o.tput;
        }
    };
    qsizetype best = -1;
    Score bestScore;
    for (qsizetype i = 0; i < s.candidates.size(); ++i) {
        useRun(s, s.candidates[i]);
        evaluateRun(s, a, catalog);
        if (isClamped(s)) continue;
        const double v = isKnown(s.tokensPerSecPerKw) ? s.tokensPerSecPerKw : s.tokensPerSecPerKwLow;
        const Score score{s.power.known(), std::isfinite(v) ? v : -std::numeric_limits<double>::infinity(),
                          isKnown(s.tokensPerSecond) ? s.tokensPerSecond : -std::numeric_limits<double>::infinity()};
        if (best < 0 || score > bestScore) {
            best = i;
            bestScore = score;
        }
    }
    useRun(s, s.candidates[std::max<qsizetype>(best, 0)]);
    evaluateRun(s, a, catalog);
}

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
        if (i == 0 && isKnown(s.tokensPerSecPerKwLow)) {
            // The baseline against itself: one draw, whatever it is, so exactly 1.
            r.tokensPerKwRatio = r.low = r.high = 1.0;
        } else if (isKnown(s.tokensPerSecPerKwLow) && isKnown(base.tokensPerSecPerKwHigh)) {
            r.low = s.tokensPerSecPerKwLow / base.tokensPerSecPerKwHigh;
            r.high = s.tokensPerSecPerKwHigh / base.tokensPerSecPerKwLow;
        }
        r.edge = isClamped(s) || isClamped(base);
        // A value at an end of a tested range is no value at the operating point: no ratio with it.
        if (r.edge) r.tokensPerKwRatio = r.low = r.high = kNaN;
        const auto kind = [&](const SystemResult& x) {
            if (x.power.known()) return x.power.measured ? QStringLiteral("measured") : QStringLiteral("rated");
            return isKnown(x.tokensPerSecPerKwLow) ? QStringLiteral("assumed ") + c.assumptions.unknownDrawShare()
                                                   : QStringLiteral("unknown");
        };
        if (c.assumptions.denominator == DenominatorKind::Measured && kind(s) != kind(base))
            r.basis = kind(s) + QStringLiteral(" ÷ ") + kind(base);
        else if (c.assumptions.denominator == DenominatorKind::Measured && !s.power.known() && i > 0)
            r.basis = QStringLiteral("both assumed ") + c.assumptions.unknownDrawShare();
        c.ratios << r;
    }
}

/// A stored point as a frontier reads it under these assumptions.
FrontierPoint frontierPointOf(const BenchmarkPoint& p, const Assumptions& a)
{
    FrontierPoint f;
    f.interactivity = interactivityOf(p, a.agenticInteractivity);
    f.tput = p.tputPerGpu;
    f.outputTput = p.outputTputPerGpu;
    f.measuredW = measuredWattsOf(p, a.powerStatistic);
    f.pointId = p.id;
    f.conc = p.conc;
    f.ttft = p.medianTtft;
    f.e2el = p.medianE2el;
    f.agentic = p.agentic.has_value();
    if (p.agentic) {
        const bool p75 = a.agenticInteractivity == AgenticInteractivity::P75E2e || a.agenticInteractivity == AgenticInteractivity::P75Itl;
        f.canonicalX = interactivityOf(p, p75 ? AgenticInteractivity::P75E2e : AgenticInteractivity::P90E2e);
    }
    const bool powerValid = (!p.measuredPower || p.measuredPower->valid) && (!p.powerDetail || p.powerDetail->valid);
    if (p.agentic) {
        f.tokensPerQuery = p.agentic->outputTokensPerQuery;
        f.measuredJPerQuery = powerValid ? p.agentic->joulesPerQuery : kNaN;
    }
    if (const auto& d = p.powerDetail) {
        f.energyOnly = d->energyOnly;
        f.powerSchema = d->schemaVersion;
        if (!isKnown(f.measuredJPerQuery) && d->valid && powerValid) f.measuredJPerQuery = d->joulesPerQuery;
        if (!d->valid)
            f.powerNote = powerInvalidText(*d);
        else if (!isKnown(f.measuredW) && p.measuredPower && a.powerStatistic != PowerStatistic::Mean)
            f.powerNote = QStringLiteral("no %1 power published for this point (only its mean)").arg(shortName(a.powerStatistic));
    }
    return f;
}

/// A system's points split by run (runKey), newest run first; within a run, the newest point of
/// each slot (a run imported twice, from its artifact and from the API, counts once).
QList<RunCandidate> runCandidates(const QList<const BenchmarkPoint*>& pts, const Assumptions& a, bool outputFront)
{
    QHash<QString, QList<const BenchmarkPoint*>> byRun;
    for (const BenchmarkPoint* p : pts) byRun[runKey(*p)] << p;
    QList<RunCandidate> out;
    for (const RunInfo& run : runsOf(pts)) {
        int ignored = 0;
        const QList<const BenchmarkPoint*> own = newestPerConcurrency(Group{{}, byRun.value(run.key)}, QString(), ignored);
        RunCandidate c;
        c.run = runsOf(own).value(0, run);
        for (const auto* p : own) c.allPoints << frontierPointOf(*p, a);
        c.frontier = Frontier::build(c.allPoints, outputFront, a.frontierRule);
        c.provenance = provenanceOf(own);
        out << c;
    }
    return out;
}

} // namespace

bool isClamped(const SystemResult& s) { return s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange; }

Assumptions assumptionsFor(const SystemResult& s, const Assumptions& a) { return allInForDate(a, s.latestDate); }

bool isEnergyOnly(const SystemResult& s)
{
    return s.frontier.isEmpty() && std::any_of(s.allPoints.begin(), s.allPoints.end(), [](const FrontierPoint& p) { return p.energyOnly; });
}

bool lacksNorthStarFront(const SystemResult& s, const Assumptions& a, bool agenticWorkload)
{
    return agenticWorkload && a.frontierRule == FrontierRule::NorthStar && s.frontier.isEmpty() &&
           !Frontier::build(s.allPoints, a.tokens == TokenKind::Output).isEmpty();
}

double rankingValue(const SystemResult& s)
{
    if (isKnown(s.tokensPerSecPerKw)) return s.tokensPerSecPerKw;
    if (isKnown(s.tokensPerSecPerKwLow)) return s.tokensPerSecPerKwLow;
    return -std::numeric_limits<double>::infinity();
}

Comparison compare(const QList<BenchmarkPoint>& points, const ComparisonRequest& req, const HardwareCatalog& catalog)
{
    Comparison c;
    c.request = req;
    c.assumptions = req.assumptions;
    QList<Group> groups;
    QHash<GroupKey, qsizetype> groupIndex;
    QStringList precisions; // "fp4, fp8" as typed: the names without the spaces
    for (const QString& x : req.precision.split(QLatin1Char(','), Qt::SkipEmptyParts)) precisions << x.trimmed();
    const bool agenticWorkload = isAgentic(req.isl, req.osl);
    int noInteractivity = 0, energyOnlyPoints = 0;
    QSet<QString> testedHardware; ///< hardware with points of this workload, drawable or not
    for (const BenchmarkPoint& p : points) {
        // A fixed-length request never mixes with agentic points: their interactivities differ in kind.
        if (agenticWorkload ? !p.agentic : p.benchmarkType != QLatin1String("single_turn")) continue;
        if (!req.model.isEmpty() && p.model != req.model) continue;
        if (req.isl != 0 && p.isl != req.isl) continue;
        if (req.osl != 0 && p.osl != req.osl) continue;
        if (!precisions.isEmpty() && !precisions.contains(p.precision)) continue;
        if (!req.framework.isEmpty() && p.framework != req.framework) continue;
        if (!req.hardware.isEmpty() && !req.hardware.contains(p.hardware)) continue;
        testedHardware.insert(p.hardware);
        ++c.matchedPoints;
        const bool energyOnly = p.powerDetail && p.powerDetail->energyOnly;
        energyOnlyPoints += energyOnly;
        if (!energyOnly && !isKnown(interactivityOf(p, req.assumptions.agenticInteractivity))) {
            noInteractivity += p.agentic.has_value();
            continue;
        }
        auto found = groupIndex.find(GroupKey{&p});
        if (found == groupIndex.end()) {
            found = groupIndex.insert(GroupKey{&p}, groups.size());
            groups.append(Group{{p.hardware, p.framework, p.precision, p.specDecoding, p.disagg, p.provenance.source, {}}, {}});
        }
        groups[*found].points << &p;
    }
    int leftOut = 0, undated = 0, repeats = 0;
    QStringList hidden; ///< systems with no point dated on or before the "as of" day: none drawn
    for (const Group& g : std::as_const(groups)) {
        const auto selected = selectRuns(g, req.assumptions.runs, leftOut, undated, repeats);
        if (std::none_of(selected.begin(), selected.end(), [](const auto& s) { return s.first.asOf.isEmpty(); })) hidden << g.key.label();
        for (const auto& [key, pts] : selected) {
            SystemResult s;
            s.key = key;
            s.label = key.label();
            s.runs = runsOf(pts);
            for (const RunInfo& r : std::as_const(s.runs)) s.latestDate = std::max(s.latestDate, r.date);
            const bool outputFront = agenticWorkload && req.assumptions.tokens == TokenKind::Output;
            for (const auto* p : pts) s.allPoints << frontierPointOf(*p, req.assumptions);
            s.frontier = Frontier::build(s.allPoints, outputFront, req.assumptions.frontierRule);
            s.provenance = provenanceOf(pts);
            if (req.assumptions.runs.mode == RunSelection::Mode::Best) s.candidates = runCandidates(pts, req.assumptions, outputFront);
            if (!s.candidates.isEmpty()) useRun(s, s.candidates.first());
            c.systems << s;
        }
    }
    if (noInteractivity > 0)
        c.notes << QStringLiteral("%1 agentic points have no %2 (it needs per-request traces, which their source lacks): not drawn; "
                                  "choose 1 / P90 ITL (the dock's Agentic box, --interactivity p90-itl) to read them by inter-token "
                                  "latency")
                       .arg(noInteractivity)
                       .arg(describe(req.assumptions.agenticInteractivity));
    if (energyOnlyPoints > 0)
        c.notes << QStringLiteral("%1 energy-only points (their source published energy, no throughput or latency): no "
                                  "interactivity, so never on a frontier; each system with only such points is read at its peak "
                                  "(throughput = measured watts ÷ joules per token)")
                       .arg(energyOnlyPoints);
    if (req.assumptions.runs.mode == RunSelection::Mode::Best)
        c.notes << QStringLiteral("runs: best ever: each system is drawn and read from the one run whose reading here is best (its "
                                  "other runs are not drawn); a clamped reading never wins");
    if (!req.assumptions.runs.compareAsOf.isEmpty() &&
        (req.assumptions.runs.mode == RunSelection::Mode::All || req.assumptions.runs.mode == RunSelection::Mode::Best))
        c.notes << QStringLiteral("the second date (%1) is not drawn with runs: %2, which does not choose runs by date")
                       .arg(req.assumptions.runs.compareAsOf, req.assumptions.runs.toText());
    if (repeats > 0)
        c.notes << counted(repeats, QStringLiteral("point")) + QStringLiteral(" stored twice") +
                       QStringLiteral(
                           " (a run's row from two files with the same values) counted once: the dated copy, else the later import");
    if (leftOut > 0)
        c.notes << QStringLiteral("%1 older points of the same systems, layouts and concurrencies left out (runs: %2)")
                       .arg(leftOut)
                       .arg(req.assumptions.runs.toText());
    if (undated > 0)
        c.notes << QStringLiteral("%1 without a date cannot be placed before or after %2")
                       .arg(counted(undated, QStringLiteral("point")), req.assumptions.runs.asOf);
    if (!hidden.isEmpty())
        c.notes << QStringLiteral("not shown as of %1, having no point dated on or before it: %2")
                       .arg(req.assumptions.runs.asOf, hidden.join(QStringLiteral(", ")));
    // Order: by position of hardware in the request, then configuration, InferenceX before other
    // sources, the main date before the second one.
    std::stable_sort(c.systems.begin(), c.systems.end(), [&](const SystemResult& a, const SystemResult& b) {
        const auto ia = req.hardware.indexOf(a.key.hardware), ib = req.hardware.indexOf(b.key.hardware);
        if (ia != ib) return ia < ib;
        const QString ca = a.key.configLabel(), cb = b.key.configLabel();
        if (ca != cb) return ca < cb;
        if (a.key.official() != b.key.official()) return a.key.official();
        return a.key.source != b.key.source ? a.key.source < b.key.source : a.key.asOf < b.key.asOf;
    });
    // The baseline (systems[0]): among the systems of the first hardware asked for (of all hardware
    // when none was named), never just the alphabetically first.
    if (!c.systems.isEmpty()) {
        const QString firstHardware = req.hardware.isEmpty() ? QString() : c.systems.front().key.hardware;
        qsizetype best = -1;
        for (qsizetype i = 0; i < c.systems.size(); ++i) {
            const SystemResult& s = c.systems[i];
            if (!firstHardware.isEmpty() && s.key.hardware != firstHardware) continue;
            if (best < 0 || betterBaseline(s, c.systems[best])) best = i;
        }
        if (best > 0) c.systems.move(best, 0);
    }
    for (qsizetype i = 0; i < c.systems.size(); ++i) c.systems[i].ordinal = int(i);
    for (const QString& h : req.hardware)
        if (std::none_of(c.systems.begin(), c.systems.end(), [&](const SystemResult& s) { return s.key.hardware == h; }))
            c.notes << (testedHardware.contains(h) ? QStringLiteral("%1 has points in this workload, none with this interactivity").arg(h)
                                                   : QStringLiteral("no stored points for %1 in this workload").arg(h));
    reevaluate(c, req.assumptions, catalog);
    // After the reading: under "best ever" the runs read are chosen there.
    if (agenticWorkload && req.assumptions.frontierRule == FrontierRule::NorthStar) {
        const bool outputFront = req.assumptions.tokens == TokenKind::Output;
        int dropped = 0;
        QStringList traceless;
        for (const SystemResult& s : std::as_const(c.systems)) {
            if (lacksNorthStarFront(s, req.assumptions, true))
                traceless << s.label;
            else
                dropped += int(Frontier::build(s.allPoints, outputFront).points().size() - s.frontier.points().size());
        }
        c.notes << QStringLiteral("frontier rule North Star: %1 front points that are not winners on E2E-normalised "
                                  "interactivity left off the fronts%2")
                       .arg(dropped)
                       .arg(req.assumptions.runs.mode == RunSelection::Mode::Best ? QStringLiteral(" (of the runs read here)") : QString());
        if (!traceless.isEmpty())
            c.notes << QStringLiteral("no North Star front (no per-request traces, so no E2E-normalised interactivity): %1")
                           .arg(traceless.join(QStringLiteral(", ")));
    }
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
    // The run already chosen stays: a curve along interactivity (the ratio chart) follows the
    // frontier drawn, never an envelope over runs.
    s.candidates.clear();
    Assumptions matched = a;
    matched.atPeak = false;
    matched.interactivity = interactivity;
    evaluate(s, matched, catalog);
    return s;
}

void selectSystems(Comparison& c, const QStringList& labels)
{
    if (labels.isEmpty()) return;
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < c.systems.size(); ++i) index.insert(c.systems[i].label, i);
    QList<SystemResult> kept;
    for (const QString& l : labels)
        if (const auto it = index.constFind(l); it != index.cend()) kept << c.systems[*it];
    c.systems = kept;
    formRatios(c);
}

} // namespace denominator
