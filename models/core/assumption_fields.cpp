// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/assumption_fields.h"

#include "core/number_format.h"
#include "core/power_basis.h"

#include <cmath>

namespace denominator {
namespace {

bool sameNumber(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }

const AssumptionField& field(const char* key) { return *assumptionField(key); }

/// "expected …, got "x"": what every parse failure says.
Issue refused(const char* key, const QString& text)
{
    return problem(QStringLiteral("expected %1, got \"%2\"").arg(expectedValues(field(key)), text.left(40)));
}

/// An enumerated field: the value its parser reads, or the message.
template <class T> Expected<void> parseEnum(const char* key, const QString& text, T& target, std::optional<T> (*parse)(const QString&))
{
    const auto v = parse(text);
    if (!v) return refused(key, text);
    target = *v;
    return {};
}

/// A number in (low, high] ("PUE": [low, high]) from text.
std::optional<double> numberIn(const QString& text, double low, double high, bool lowIncluded)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v > high || v < low || (!lowIncluded && v == low)) return std::nullopt;
    return v;
}

QString denominatorText(DenominatorKind k)
{
    switch (k) {
    case DenominatorKind::Tdp: return QStringLiteral("rated TDP");
    case DenominatorKind::Measured: return QStringLiteral("measured mean GPU power");
    case DenominatorKind::AllInGen2: return QStringLiteral("InferenceX provisioned all-in, gen 2");
    case DenominatorKind::AllInGen1: return QStringLiteral("InferenceX provisioned all-in, gen 1");
    case DenominatorKind::AllInByDate:
        return QStringLiteral("InferenceX provisioned all-in of each system's newest run (gen 1 before %1, gen 2 from it)")
            .arg(allInGen2Since());
    case DenominatorKind::Custom: return QStringLiteral("custom watts");
    }
    return {};
}

constexpr FieldChoice kDenominators[] = {{"tdp", "Rated TDP"},
                                         {"measured", "Measured (telemetry)"},
                                         {"allin", "Provisioned all-in, gen 2"},
                                         {"allin-gen1", "Provisioned all-in, gen 1"},
                                         {"allin-dated", "Provisioned all-in, by run date"},
                                         {"custom", "Custom watts"}};
constexpr FieldChoice kBoundaries[] = {{"chip", "Chip / package"},
                                       {"node", "Node (host share, PSU loss)"},
                                       {"rack", "Rack (+ network share)"},
                                       {"facility", "Facility (× PUE)"},
                                       {"chassis-model", "Modelled 8-GPU chassis × PUE (InferenceX, draft)"}};
constexpr FieldChoice kTokens[] = {{"total", "Total tokens (input + output)"}, {"output", "Output tokens only"}};
constexpr FieldChoice kStatistics[] = {{"mean", "mean"}, {"p75", "P75"}, {"p90", "P90"}};
constexpr FieldChoice kInterpolations[] = {{"steffen", "Steffen spline, linear units (as InferenceX)"},
                                           {"loglog", "Log–log (straight on the log axes)"}};
constexpr FieldChoice kDefinitions[] = {
    {"p90-e2e", "P90 E2E-normalised"}, {"p75-e2e", "P75 E2E-normalised"}, {"p90-itl", "1 / P90 ITL"}, {"p75-itl", "1 / P75 ITL"}};
constexpr FieldChoice kFrontierRules[] = {{"pareto", "Pareto on the axis drawn"}, {"north-star", "North Star (InferenceX AgentX)"}};
constexpr FieldChoice kRuns[] = {{"latest", "Latest (as InferenceX shows)"}, {"all", "All runs pooled"}, {"best", "Best ever, per system"}};

const AssumptionField kFields[] = {
    {.key = "denominator",
     .label = "Denominator",
     .applies = [](const Assumptions&) { return true; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.denominator == b.denominator; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.denominator = f.denominator; },
     .show =
         [](const Assumptions& a) {
             // The statistic is part of what "measured" means: never say "mean" over a P90.
             if (a.denominator == DenominatorKind::Measured && a.powerStatistic != PowerStatistic::Mean)
                 return QStringLiteral("measured GPU power, time-weighted %1").arg(shortName(a.powerStatistic));
             return denominatorText(a.denominator);
         },
     .write = [](const Assumptions& a, nlohmann::json& o) { o["denominator"] = toString(a.denominator).toStdString(); },
     .parseText = [](const QString& t, Assumptions& a) { return parseEnum("denominator", t, a.denominator, denominatorFromString); },
     .text = [](const Assumptions& a) { return toString(a.denominator); },
     .choices = kDenominators,
     .option = "denominator",
     .valueName = "D",
     .help = "the watts that divide the tokens/s (default tdp)."},
    {.key = "custom_watts",
     .label = "Custom watts",
     .applies = [](const Assumptions& a) { return a.denominator == DenominatorKind::Custom; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.customWatts == b.customWatts; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.customWatts = f.customWatts; },
     .show =
         [](const Assumptions& a) {
             if (a.customWatts.isEmpty()) return QStringLiteral("none");
             QStringList parts;
             for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it)
                 parts << QStringLiteral("%1 %2 W").arg(it.key(), formatNumber(it.value()));
             return parts.join(QStringLiteral(", "));
         },
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             if (a.customWatts.isEmpty()) return;
             nlohmann::json c = nlohmann::json::object();
             for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it) c[it.key().toStdString()] = it.value();
             o["custom_watts"] = c;
         },
     .parseText = [](const QString& t, Assumptions& a) -> Expected<void> {
         QMap<QString, double> watts;
         for (const QString& item : t.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
             const QStringList kv = item.split(QLatin1Char('='));
             const auto w = kv.size() == 2 ? numberIn(kv[1], 0, 100000, false) : std::nullopt;
             if (!w || kv[0].trimmed().isEmpty()) return refused("custom_watts", item.trimmed());
             watts.insert(kv[0].trimmed().toLower(), *w);
         }
         a.customWatts = watts;
         return {};
     },
     .text =
         [](const Assumptions& a) {
             QStringList pairs;
             for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it)
                 pairs << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
             return pairs.join(QStringLiteral(", "));
         },
     .readJson = [](const nlohmann::json& o, Assumptions& a) -> Expected<void> {
         const auto it = o.find("custom_watts");
         if (it == o.end() || it->is_null()) return {};
         if (!it->is_object()) return problem(QStringLiteral("expected an object of hardware: watts"));
         for (auto c = it->begin(); c != it->end(); ++c) {
             if (!c->is_number() || !(c->get<double>() > 0) || c->get<double>() > 100000)
                 return problem(
                     QStringLiteral("%1: expected watts per GPU above 0 to 100,000").arg(QString::fromStdString(c.key()).left(40)));
             a.customWatts.insert(QString::fromStdString(c.key()), c->get<double>());
         }
         return {};
     },
     .otherValues = "HARDWARE=WATTS pairs, watts per GPU above 0 to 100,000",
     .option = "watts",
     .valueName = "LIST",
     .help = "custom watts per accelerator, e.g. h200=600,b200=900 (with --denominator custom)."},
    {.key = "boundary",
     .label = "Boundary",
     .applies = [](const Assumptions&) { return true; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.boundary == b.boundary; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.boundary = f.boundary; },
     .show = [](const Assumptions& a) { return toString(a.boundary); },
     .write = [](const Assumptions& a, nlohmann::json& o) { o["boundary"] = toString(a.boundary).toStdString(); },
     .parseText = [](const QString& t, Assumptions& a) { return parseEnum("boundary", t, a.boundary, boundaryFromString); },
     .text = [](const Assumptions& a) { return toString(a.boundary); },
     .choices = kBoundaries,
     .option = "boundary",
     .valueName = "B",
     .help = "where the power is counted (default chip)."},
    {.key = "pue",
     .label = "PUE",
     .applies = [](const Assumptions& a) { return entersPue(a); },
     .same = [](const Assumptions& a, const Assumptions& b) { return sameNumber(a.pue, b.pue); },
     .copy = [](Assumptions& t, const Assumptions& f) { t.pue = f.pue; },
     .show = [](const Assumptions& a) { return isKnown(a.pue) ? formatNumber(a.pue, 3) : defaultPueText(a); },
     .write = [](const Assumptions& a, nlohmann::json& o) { o["pue"] = isKnown(a.pue) ? nlohmann::json(a.pue) : nlohmann::json(nullptr); },
     .parseText = [](const QString& t, Assumptions& a) -> Expected<void> {
         const auto v = numberIn(t, 1, 5, true);
         if (!v) return refused("pue", t);
         a.pue = *v;
         return {};
     },
     .readJson = [](const nlohmann::json& o, Assumptions& a) -> Expected<void> {
         const auto it = o.find("pue");
         if (it == o.end() || it->is_null()) return {};
         if (!it->is_number() || !(it->get<double>() >= 1) || it->get<double>() > 5)
             return problem(QStringLiteral("expected a PUE from 1 to 5, or null"));
         a.pue = it->get<double>();
         return {};
     },
     .otherValues = "a PUE from 1 to 5 (facility energy ÷ IT energy)",
     .option = "pue",
     .valueName = "X",
     .help = "PUE for the facility boundary (default: per hardware, 1.3 air / 1.1 liquid) and the modelled chassis (default: the model's "
             "1.2)."},
    {.key = "tokens",
     .label = "Tokens counted",
     .applies = [](const Assumptions&) { return true; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.tokens == b.tokens; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.tokens = f.tokens; },
     .show =
         [](const Assumptions& a) {
             return a.tokens == TokenKind::Total ? QStringLiteral("input + output") : QStringLiteral("output only");
         },
     .write = [](const Assumptions& a, nlohmann::json& o) { o["tokens"] = toString(a.tokens).toStdString(); },
     .parseText = [](const QString& t, Assumptions& a) { return parseEnum("tokens", t, a.tokens, tokensFromString); },
     .text = [](const Assumptions& a) { return toString(a.tokens); },
     .choices = kTokens,
     .option = "tokens",
     .valueName = "T",
     .help = "tokens in the numerator (default total; output for agentic workloads)."},
    {.key = "power_statistic",
     .label = "Measured power",
     .applies = [](const Assumptions& a) { return a.denominator == DenominatorKind::Measured; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.powerStatistic == b.powerStatistic; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.powerStatistic = f.powerStatistic; },
     .show =
         [](const Assumptions& a) {
             return a.powerStatistic == PowerStatistic::Mean ? QStringLiteral("mean")
                                                             : QStringLiteral("time-weighted %1").arg(shortName(a.powerStatistic));
         },
     // Written only when not the default, so scenarios (and their codes) from before are unchanged.
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             if (a.powerStatistic != PowerStatistic::Mean) o["power_statistic"] = toString(a.powerStatistic).toStdString();
         },
     .parseText = [](const QString& t,
                     Assumptions& a) { return parseEnum("power_statistic", t, a.powerStatistic, powerStatisticFromString); },
     .text = [](const Assumptions& a) { return toString(a.powerStatistic); },
     .choices = kStatistics,
     .option = "power-statistic",
     .valueName = "S",
     .help = "with --denominator measured: the mean (default, avg_power_w) or the time-weighted p75 or p90 of the board "
             "power that InferenceX PowerX rows publish beside it."},
    {.key = "operating_point",
     .label = "Operating point",
     .applies = [](const Assumptions&) { return true; },
     .same = [](const Assumptions& a,
                const Assumptions& b) { return a.atPeak == b.atPeak && sameNumber(a.interactivity, b.interactivity); },
     .copy =
         [](Assumptions& t, const Assumptions& f) {
             t.atPeak = f.atPeak;
             t.interactivity = f.interactivity;
         },
     .show =
         [](const Assumptions& a) {
             return a.atPeak ? QStringLiteral("each system at its own peak")
                             : QStringLiteral("matched at %1 tok/s/user").arg(formatNumber(a.interactivity));
         },
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             o["operating_point"] = a.atPeak ? "peak" : "matched";
             o["interactivity"] = isKnown(a.interactivity) && !a.atPeak ? nlohmann::json(a.interactivity) : nlohmann::json(nullptr);
         },
     // The option's text is the matched interactivity; a scenario names the point and gives it apart.
     .parseText = [](const QString& t, Assumptions& a) -> Expected<void> {
         const auto v = numberIn(t, 0, 1e6, false);
         if (!v) return refused("operating_point", t);
         a.atPeak = false;
         a.interactivity = *v;
         return {};
     },
     .readJson = [](const nlohmann::json& o, Assumptions& a) -> Expected<void> {
         const auto op = o.find("operating_point");
         if (op != o.end() && !op->is_null() && (!op->is_string() || (*op != "peak" && *op != "matched")))
             return problem(QStringLiteral("expected peak or matched, got %1").arg(QString::fromStdString(op->dump()).left(40)));
         a.atPeak = op == o.end() || *op != "matched";
         const auto it = o.find("interactivity");
         if (it != o.end() && !it->is_null()) {
             if (!it->is_number() || !(it->get<double>() > 0) || it->get<double>() > 1e6)
                 return problem(QStringLiteral("interactivity: expected %1").arg(QLatin1String(field("operating_point").otherValues)));
             a.interactivity = it->get<double>();
         }
         if (!a.atPeak && !isKnown(a.interactivity)) return problem(QStringLiteral("a matched operating point needs an interactivity"));
         return {};
     },
     .otherValues = "tokens/s per user above 0 to 1,000,000",
     .option = "at-interactivity",
     .valueName = "X",
     .help = "compare at this interactivity instead of each system at its peak (the default, or --at-peak)."},
    {.key = "interpolation",
     .label = "Interpolation",
     .applies = [](const Assumptions& a) { return !a.atPeak; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.interpolation == b.interpolation; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.interpolation = f.interpolation; },
     .show =
         [](const Assumptions& a) {
             return a.interpolation == Interpolation::LogLog ? QStringLiteral("log–log, straight between tested points on log axes")
                                                             : QStringLiteral("Steffen spline in linear units, as InferenceX");
         },
     // Written only when it is not the default, so scenarios (and their codes) from before this
     // field are unchanged: an absent key reads as Steffen, what they were drawn with.
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             if (a.interpolation != Interpolation::Steffen) o["interpolation"] = toString(a.interpolation).toStdString();
         },
     .parseText = [](const QString& t, Assumptions& a) { return parseEnum("interpolation", t, a.interpolation, interpolationFromString); },
     .text = [](const Assumptions& a) { return toString(a.interpolation); },
     .choices = kInterpolations,
     .option = "interpolation",
     .valueName = "I",
     .help = "between tested points, InferenceX's spline in linear units (default) or the same spline in log–log "
             "coordinates (straight between two points on log axes)."},
    // Enters the numbers of agentic workloads only; the stamp names it on the workload line, where
    // it knows the workload.
    {.key = "interactivity_definition",
     .label = "Agentic interactivity",
     .applies = [](const Assumptions&) { return true; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.agenticInteractivity == b.agenticInteractivity; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.agenticInteractivity = f.agenticInteractivity; },
     .show = [](const Assumptions& a) { return describe(a.agenticInteractivity); },
     // Written only when not the default, so scenarios (and their codes) from before are unchanged.
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             if (a.agenticInteractivity != AgenticInteractivity::P90E2e)
                 o["interactivity_definition"] = toString(a.agenticInteractivity).toStdString();
         },
     .parseText =
         [](const QString& t, Assumptions& a) {
             return parseEnum("interactivity_definition", t, a.agenticInteractivity, agenticInteractivityFromString);
         },
     .text = [](const Assumptions& a) { return toString(a.agenticInteractivity); },
     .choices = kDefinitions,
     .option = "interactivity",
     .valueName = "D",
     .help = "how an agentic workload's interactivity is read: 1 / P90 (default, as InferenceX charts it) or P75 of E2E "
             "latency ÷ output tokens (needs per-request traces), or 1 / P90 or P75 inter-token latency."},
    // Changes agentic fronts only, so it is stamped only when chosen.
    {.key = "frontier_rule",
     .label = "Frontier rule",
     .applies = [](const Assumptions& a) { return a.frontierRule == FrontierRule::NorthStar; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.frontierRule == b.frontierRule; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.frontierRule = f.frontierRule; },
     .show =
         [](const Assumptions& a) {
             // The percentile (P75 or P90) follows the interactivity definition, stamped beside it:
             // naming it here would say a definition a lesson keeps back.
             return a.frontierRule == FrontierRule::Pareto ? QStringLiteral("Pareto on the axis drawn")
                                                           : QStringLiteral("North Star (agentic: winners on E2E-normalised "
                                                                            "interactivity that are also on the front drawn)");
         },
     // Written only when not the default, so scenarios (and their codes) from before are unchanged.
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             if (a.frontierRule != FrontierRule::Pareto) o["frontier_rule"] = toString(a.frontierRule).toStdString();
         },
     .parseText = [](const QString& t, Assumptions& a) { return parseEnum("frontier_rule", t, a.frontierRule, frontierRuleFromString); },
     .text = [](const Assumptions& a) { return toString(a.frontierRule); },
     .choices = kFrontierRules,
     .option = "frontier-rule",
     .valueName = "R",
     .help = "which agentic points make a system's front: pareto (default: the front of the axis drawn) or north-star "
             "(InferenceX's AgentX rule: winners on E2E-normalised interactivity, P90 or P75 as the definition, that are "
             "also on the front drawn; a system without traces has none)."},
    {.key = "runs",
     .label = "Runs",
     .applies = [](const Assumptions&) { return true; },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.runs.mode == b.runs.mode && a.runs.asOf == b.runs.asOf; },
     .copy =
         [](Assumptions& t, const Assumptions& f) {
             t.runs.mode = f.runs.mode;
             t.runs.asOf = f.runs.asOf;
         },
     .show =
         [](const Assumptions& a) {
             switch (a.runs.mode) {
             case RunSelection::Mode::Latest: return QStringLiteral("newest result per configuration, layout and concurrency");
             case RunSelection::Mode::All: return QStringLiteral("every run pooled");
             case RunSelection::Mode::AsOf:
                 return QStringLiteral("newest result on or before %1 per configuration, layout and concurrency").arg(a.runs.asOf);
             case RunSelection::Mode::Best:
                 return QStringLiteral("best ever: per system, the run with the best reading here (clamped readings never win)");
             }
             return QString();
         },
     .write = [](const Assumptions& a, nlohmann::json& o) { o["runs"] = a.runs.toText().toStdString(); },
     .parseText = [](const QString& t, Assumptions& a) -> Expected<void> {
         const auto r = RunSelection::fromText(t);
         if (!r) return refused("runs", t);
         a.runs.mode = r->mode;
         a.runs.asOf = r->asOf;
         return {};
     },
     .text = [](const Assumptions& a) { return a.runs.toText(); },
     .choices = kRuns,
     .otherValues = "a date YYYY-MM-DD",
     .option = "runs",
     .valueName = "R",
     .help = "the newest result per configuration, layout and concurrency (default, as InferenceX shows it), every run "
             "pooled, per system the run with the best reading at the operating point (best ever; clamped readings never "
             "win), or the newest on or before a date."},
    {.key = "compare_date",
     .label = "Compared with",
     .applies =
         [](const Assumptions& a) {
             // Runs "all" and "best" choose no run by date: the second date is not drawn with them.
             return !a.runs.compareAsOf.isEmpty() && a.runs.mode != RunSelection::Mode::All && a.runs.mode != RunSelection::Mode::Best;
         },
     .same = [](const Assumptions& a, const Assumptions& b) { return a.runs.compareAsOf == b.runs.compareAsOf; },
     .copy = [](Assumptions& t, const Assumptions& f) { t.runs.compareAsOf = f.runs.compareAsOf; },
     .show =
         [](const Assumptions& a) {
             return a.runs.compareAsOf.isEmpty() ? QStringLiteral("no second date")
                                                 : QStringLiteral("each system also as of %1").arg(a.runs.compareAsOf);
         },
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             o["compare_date"] = a.runs.compareAsOf.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(a.runs.compareAsOf.toStdString());
         },
     .parseText = [](const QString& t, Assumptions& a) -> Expected<void> {
         const auto r = RunSelection::fromText(t);
         if (!r || r->mode != RunSelection::Mode::AsOf) return refused("compare_date", t);
         a.runs.compareAsOf = r->asOf;
         return {};
     },
     .text = [](const Assumptions& a) { return a.runs.compareAsOf; },
     .otherValues = "a date YYYY-MM-DD",
     .option = "compare-date",
     .valueName = "D",
     .help = "also draw each system as of this date, as its own series beside the main one."},
    {.key = "unknown_draw",
     .label = "Unknown draw",
     .applies = [](const Assumptions& a) { return a.denominator == DenominatorKind::Measured; },
     .same =
         [](const Assumptions& a, const Assumptions& b) {
             return sameNumber(a.unknownDrawLow, b.unknownDrawLow) && sameNumber(a.unknownDrawHigh, b.unknownDrawHigh);
         },
     .copy =
         [](Assumptions& t, const Assumptions& f) {
             t.unknownDrawLow = f.unknownDrawLow;
             t.unknownDrawHigh = f.unknownDrawHigh;
         },
     .show = [](const Assumptions& a) { return QStringLiteral("%1 where measured power is missing").arg(a.unknownDrawShare()); },
     .write =
         [](const Assumptions& a, nlohmann::json& o) {
             o["unknown_draw_fraction"] = {a.unknownDrawLow, a.unknownDrawHigh};
         },
     .parseText = [](const QString& t, Assumptions& a) -> Expected<void> {
         const QStringList parts = t.split(QLatin1Char('-'));
         const auto lo = parts.size() == 2 ? numberIn(parts[0], 0, 2, false) : std::nullopt;
         const auto hi = parts.size() == 2 ? numberIn(parts[1], 0, 2, false) : std::nullopt;
         if (!lo || !hi || *lo > *hi) return refused("unknown_draw", t);
         a.unknownDrawLow = *lo;
         a.unknownDrawHigh = *hi;
         return {};
     },
     .text = [](const Assumptions& a) { return QStringLiteral("%1-%2").arg(a.unknownDrawLow).arg(a.unknownDrawHigh); },
     .readJson = [](const nlohmann::json& o, Assumptions& a) -> Expected<void> {
         const auto it = o.find("unknown_draw_fraction");
         if (it == o.end() || it->is_null()) return {};
         if (!it->is_array() || it->size() != 2 || !(*it)[0].is_number() || !(*it)[1].is_number())
             return problem(QStringLiteral("unknown_draw_fraction: expected [low, high], fractions of TDP"));
         const double lo = (*it)[0].get<double>(), hi = (*it)[1].get<double>();
         if (!(lo > 0) || !(hi >= lo) || hi > 2) return problem(QStringLiteral("unknown_draw_fraction: expected 0 < low <= high <= 2"));
         a.unknownDrawLow = lo;
         a.unknownDrawHigh = hi;
         return {};
     },
     .otherValues = "LOW-HIGH fractions of TDP with 0 < LOW <= HIGH <= 2, e.g. 0.5-1.0",
     .option = "unknown-draw",
     .valueName = "LO-HI",
     .help = "with --denominator measured: the range of TDP assumed where a system's measured power is missing "
             "(default 0.5-1.0); its numbers are then a range."},
};

} // namespace

std::span<const AssumptionField> assumptionFields() { return kFields; }

const AssumptionField* assumptionField(const char* key)
{
    for (const AssumptionField& f : kFields)
        if (qstrcmp(f.key, key) == 0) return &f;
    return nullptr;
}

QString valueList(std::span<const FieldChoice> choices, const char* otherValues, const QString& separator, const QString& last)
{
    QStringList values;
    for (const FieldChoice& c : choices) values << QLatin1String(c.value);
    if (otherValues) values << QString::fromUtf8(otherValues);
    if (values.size() < 2) return values.join(QString());
    const QString final = values.takeLast();
    return values.join(separator) + last + final;
}

QString expectedValues(const AssumptionField& f)
{
    return valueList(f.choices, f.otherValues, QStringLiteral(", "), QStringLiteral(" or "));
}

QString optionHelp(const AssumptionField& f)
{
    const QString help = QString::fromUtf8(f.help);
    if (f.choices.empty()) return help.left(1).toUpper() + help.mid(1);
    return valueList(f.choices, f.otherValues, QStringLiteral(" | "), QStringLiteral(" | ")) + QStringLiteral(": ") + help;
}

Expected<void> readField(const AssumptionField& f, const nlohmann::json& object, Assumptions& a)
{
    if (f.readJson) return f.readJson(object, a);
    const auto it = object.find(f.key);
    if (it == object.end() || it->is_null()) return {};
    if (!it->is_string()) return problem(QStringLiteral("expected a string: %1").arg(expectedValues(f)));
    return f.parseText(QString::fromStdString(it->get<std::string>()), a);
}

} // namespace denominator
