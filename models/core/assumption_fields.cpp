// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/assumption_fields.h"

#include "core/number_format.h"

#include <cmath>

namespace denominator {
namespace {

bool sameNumber(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }

/// The string under `key`: nothing when absent, an error message when not a string.
std::optional<QString> stringAt(const nlohmann::json& o, const char* key, QString& out)
{
    const auto it = o.find(key);
    if (it == o.end() || it->is_null()) return std::nullopt;
    if (!it->is_string()) return QStringLiteral("expected a string");
    out = QString::fromStdString(it->get<std::string>());
    return std::nullopt;
}

template <class T>
std::optional<QString> readEnum(const nlohmann::json& o, const char* key, T& target, std::optional<T> (*parse)(const QString&),
                                const char* expected)
{
    QString text;
    if (auto bad = stringAt(o, key, text)) return bad;
    if (text.isNull()) return std::nullopt;
    const auto v = parse(text);
    if (!v) return QStringLiteral("unknown value \"%1\"; expected %2").arg(text.left(40), QLatin1String(expected));
    target = *v;
    return std::nullopt;
}

QString denominatorText(DenominatorKind k)
{
    switch (k) {
    case DenominatorKind::Tdp: return QStringLiteral("rated TDP");
    case DenominatorKind::Measured: return QStringLiteral("measured mean GPU power");
    case DenominatorKind::AllInGen2: return QStringLiteral("InferenceX provisioned all-in, gen 2");
    case DenominatorKind::AllInGen1: return QStringLiteral("InferenceX provisioned all-in, gen 1");
    case DenominatorKind::Custom: return QStringLiteral("custom watts");
    }
    return {};
}

const AssumptionField kFields[] = {
    {"denominator", "Denominator", [](const Assumptions&) { return true; },
     [](const Assumptions& a, const Assumptions& b) { return a.denominator == b.denominator; },
     [](Assumptions& t, const Assumptions& f) { t.denominator = f.denominator; },
     [](const Assumptions& a) {
         // The statistic is part of what "measured" means: never say "mean" over a P90.
         if (a.denominator == DenominatorKind::Measured && a.powerStatistic != PowerStatistic::Mean)
             return QStringLiteral("measured GPU power, time-weighted %1").arg(shortName(a.powerStatistic));
         return denominatorText(a.denominator);
     },
     [](const Assumptions& a, nlohmann::json& o) { o["denominator"] = toString(a.denominator).toStdString(); },
     [](const nlohmann::json& o, Assumptions& a) {
         return readEnum(o, "denominator", a.denominator, denominatorFromString, "tdp, measured, allin, allin-gen1 or custom");
     }},
    {"custom_watts", "Custom watts", [](const Assumptions& a) { return a.denominator == DenominatorKind::Custom; },
     [](const Assumptions& a, const Assumptions& b) { return a.customWatts == b.customWatts; },
     [](Assumptions& t, const Assumptions& f) { t.customWatts = f.customWatts; },
     [](const Assumptions& a) {
         if (a.customWatts.isEmpty()) return QStringLiteral("none");
         QStringList parts;
         for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it)
             parts << QStringLiteral("%1 %2 W").arg(it.key(), formatNumber(it.value()));
         return parts.join(QStringLiteral(", "));
     },
     [](const Assumptions& a, nlohmann::json& o) {
         if (a.customWatts.isEmpty()) return;
         nlohmann::json c = nlohmann::json::object();
         for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it) c[it.key().toStdString()] = it.value();
         o["custom_watts"] = c;
     },
     [](const nlohmann::json& o, Assumptions& a) -> std::optional<QString> {
         const auto it = o.find("custom_watts");
         if (it == o.end() || it->is_null()) return std::nullopt;
         if (!it->is_object()) return QStringLiteral("expected an object of hardware: watts");
         for (auto c = it->begin(); c != it->end(); ++c) {
             if (!c->is_number() || !(c->get<double>() > 0) || c->get<double>() > 100000)
                 return QStringLiteral("%1: expected watts per GPU above 0 to 100,000").arg(QString::fromStdString(c.key()).left(40));
             a.customWatts.insert(QString::fromStdString(c.key()), c->get<double>());
         }
         return std::nullopt;
     }},
    {"boundary", "Boundary", [](const Assumptions&) { return true; },
     [](const Assumptions& a, const Assumptions& b) { return a.boundary == b.boundary; },
     [](Assumptions& t, const Assumptions& f) { t.boundary = f.boundary; }, [](const Assumptions& a) { return toString(a.boundary); },
     [](const Assumptions& a, nlohmann::json& o) { o["boundary"] = toString(a.boundary).toStdString(); },
     [](const nlohmann::json& o, Assumptions& a) {
         return readEnum(o, "boundary", a.boundary, boundaryFromString, "chip, node, rack or facility");
     }},
    {"pue", "PUE", [](const Assumptions& a) { return a.boundary == Boundary::Facility; },
     [](const Assumptions& a, const Assumptions& b) { return sameNumber(a.pue, b.pue); },
     [](Assumptions& t, const Assumptions& f) { t.pue = f.pue; },
     [](const Assumptions& a) { return isKnown(a.pue) ? formatNumber(a.pue, 3) : QStringLiteral("per hardware (1.3 air, 1.1 liquid)"); },
     [](const Assumptions& a, nlohmann::json& o) { o["pue"] = isKnown(a.pue) ? nlohmann::json(a.pue) : nlohmann::json(nullptr); },
     [](const nlohmann::json& o, Assumptions& a) -> std::optional<QString> {
         const auto it = o.find("pue");
         if (it == o.end() || it->is_null()) return std::nullopt;
         if (!it->is_number() || !(it->get<double>() >= 1) || it->get<double>() > 5)
             return QStringLiteral("expected a PUE from 1 to 5, or null");
         a.pue = it->get<double>();
         return std::nullopt;
     }},
    {"tokens", "Tokens counted", [](const Assumptions&) { return true; },
     [](const Assumptions& a, const Assumptions& b) { return a.tokens == b.tokens; },
     [](Assumptions& t, const Assumptions& f) { t.tokens = f.tokens; },
     [](const Assumptions& a) { return a.tokens == TokenKind::Total ? QStringLiteral("input + output") : QStringLiteral("output only"); },
     [](const Assumptions& a, nlohmann::json& o) { o["tokens"] = toString(a.tokens).toStdString(); },
     [](const nlohmann::json& o, Assumptions& a) { return readEnum(o, "tokens", a.tokens, tokensFromString, "total or output"); }},
    {"power_statistic", "Measured power", [](const Assumptions& a) { return a.denominator == DenominatorKind::Measured; },
     [](const Assumptions& a, const Assumptions& b) { return a.powerStatistic == b.powerStatistic; },
     [](Assumptions& t, const Assumptions& f) { t.powerStatistic = f.powerStatistic; },
     [](const Assumptions& a) {
         return a.powerStatistic == PowerStatistic::Mean ? QStringLiteral("mean")
                                                         : QStringLiteral("time-weighted %1").arg(shortName(a.powerStatistic));
     },
     // Written only when not the default, so scenarios (and their codes) from before are unchanged.
     [](const Assumptions& a, nlohmann::json& o) {
         if (a.powerStatistic != PowerStatistic::Mean) o["power_statistic"] = toString(a.powerStatistic).toStdString();
     },
     [](const nlohmann::json& o, Assumptions& a) {
         return readEnum(o, "power_statistic", a.powerStatistic, powerStatisticFromString, "mean, p75 or p90");
     }},
    {"operating_point", "Operating point", [](const Assumptions&) { return true; },
     [](const Assumptions& a, const Assumptions& b) { return a.atPeak == b.atPeak && sameNumber(a.interactivity, b.interactivity); },
     [](Assumptions& t, const Assumptions& f) {
         t.atPeak = f.atPeak;
         t.interactivity = f.interactivity;
     },
     [](const Assumptions& a) {
         return a.atPeak ? QStringLiteral("each system at its own peak")
                         : QStringLiteral("matched at %1 tok/s/user").arg(formatNumber(a.interactivity));
     },
     [](const Assumptions& a, nlohmann::json& o) {
         o["operating_point"] = a.atPeak ? "peak" : "matched";
         o["interactivity"] = isKnown(a.interactivity) && !a.atPeak ? nlohmann::json(a.interactivity) : nlohmann::json(nullptr);
     },
     [](const nlohmann::json& o, Assumptions& a) -> std::optional<QString> {
         QString op;
         if (auto bad = stringAt(o, "operating_point", op)) return bad;
         if (!op.isNull() && op != QLatin1String("peak") && op != QLatin1String("matched"))
             return QStringLiteral("unknown value \"%1\"; expected peak or matched").arg(op.left(40));
         a.atPeak = op != QLatin1String("matched");
         const auto it = o.find("interactivity");
         if (it != o.end() && !it->is_null()) {
             if (!it->is_number() || !(it->get<double>() > 0) || it->get<double>() > 1e6)
                 return QStringLiteral("interactivity: expected tokens/s per user above 0 to 1,000,000");
             a.interactivity = it->get<double>();
         }
         if (!a.atPeak && !isKnown(a.interactivity)) return QStringLiteral("a matched operating point needs an interactivity");
         return std::nullopt;
     }},
    {"interpolation", "Interpolation", [](const Assumptions& a) { return !a.atPeak; },
     [](const Assumptions& a, const Assumptions& b) { return a.interpolation == b.interpolation; },
     [](Assumptions& t, const Assumptions& f) { t.interpolation = f.interpolation; },
     [](const Assumptions& a) {
         return a.interpolation == Interpolation::LogLog ? QStringLiteral("log–log, straight between tested points on log axes")
                                                         : QStringLiteral("Steffen spline in linear units, as InferenceX");
     },
     // Written only when it is not the default, so scenarios (and their codes) from before this
     // field are unchanged: an absent key reads as Steffen, what they were drawn with.
     [](const Assumptions& a, nlohmann::json& o) {
         if (a.interpolation != Interpolation::Steffen) o["interpolation"] = toString(a.interpolation).toStdString();
     },
     [](const nlohmann::json& o, Assumptions& a) {
         return readEnum(o, "interpolation", a.interpolation, interpolationFromString, "steffen or loglog");
     }},
    // Enters the numbers of agentic workloads only; the stamp names it on the workload line, where
    // it knows the workload.
    {"interactivity_definition", "Agentic interactivity", [](const Assumptions&) { return true; },
     [](const Assumptions& a, const Assumptions& b) { return a.agenticInteractivity == b.agenticInteractivity; },
     [](Assumptions& t, const Assumptions& f) { t.agenticInteractivity = f.agenticInteractivity; },
     [](const Assumptions& a) { return describe(a.agenticInteractivity); },
     // Written only when not the default, so scenarios (and their codes) from before are unchanged.
     [](const Assumptions& a, nlohmann::json& o) {
         if (a.agenticInteractivity != AgenticInteractivity::P90E2e)
             o["interactivity_definition"] = toString(a.agenticInteractivity).toStdString();
     },
     [](const nlohmann::json& o, Assumptions& a) {
         return readEnum(o, "interactivity_definition", a.agenticInteractivity, agenticInteractivityFromString,
                         "p90-e2e, p75-e2e, p90-itl or p75-itl");
     }},
    {"runs", "Runs", [](const Assumptions&) { return true; },
     [](const Assumptions& a, const Assumptions& b) { return a.runs.mode == b.runs.mode && a.runs.asOf == b.runs.asOf; },
     [](Assumptions& t, const Assumptions& f) {
         t.runs.mode = f.runs.mode;
         t.runs.asOf = f.runs.asOf;
     },
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
     [](const Assumptions& a, nlohmann::json& o) { o["runs"] = a.runs.toText().toStdString(); },
     [](const nlohmann::json& o, Assumptions& a) -> std::optional<QString> {
         QString runs;
         if (auto bad = stringAt(o, "runs", runs)) return bad;
         if (runs.isNull()) return std::nullopt;
         const auto r = RunSelection::fromText(runs);
         if (!r) return QStringLiteral("unknown value \"%1\"; expected latest, all, best or a date YYYY-MM-DD").arg(runs.left(40));
         a.runs.mode = r->mode;
         a.runs.asOf = r->asOf;
         return std::nullopt;
     }},
    {"compare_date", "Compared with",
     [](const Assumptions& a) {
         // Runs "all" and "best" choose no run by date: the second date is not drawn with them.
         return !a.runs.compareAsOf.isEmpty() && a.runs.mode != RunSelection::Mode::All && a.runs.mode != RunSelection::Mode::Best;
     },
     [](const Assumptions& a, const Assumptions& b) { return a.runs.compareAsOf == b.runs.compareAsOf; },
     [](Assumptions& t, const Assumptions& f) { t.runs.compareAsOf = f.runs.compareAsOf; },
     [](const Assumptions& a) {
         return a.runs.compareAsOf.isEmpty() ? QStringLiteral("no second date")
                                             : QStringLiteral("each system also as of %1").arg(a.runs.compareAsOf);
     },
     [](const Assumptions& a, nlohmann::json& o) {
         o["compare_date"] = a.runs.compareAsOf.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(a.runs.compareAsOf.toStdString());
     },
     [](const nlohmann::json& o, Assumptions& a) -> std::optional<QString> {
         QString date;
         if (auto bad = stringAt(o, "compare_date", date)) return bad;
         if (date.isNull()) return std::nullopt;
         const auto r = RunSelection::fromText(date);
         if (!r || r->mode != RunSelection::Mode::AsOf)
             return QStringLiteral("expected a date YYYY-MM-DD, found \"%1\"").arg(date.left(40));
         a.runs.compareAsOf = r->asOf;
         return std::nullopt;
     }},
    {"unknown_draw", "Unknown draw", [](const Assumptions& a) { return a.denominator == DenominatorKind::Measured; },
     [](const Assumptions& a, const Assumptions& b) {
         return sameNumber(a.unknownDrawLow, b.unknownDrawLow) && sameNumber(a.unknownDrawHigh, b.unknownDrawHigh);
     },
     [](Assumptions& t, const Assumptions& f) {
         t.unknownDrawLow = f.unknownDrawLow;
         t.unknownDrawHigh = f.unknownDrawHigh;
     },
     [](const Assumptions& a) { return QStringLiteral("%1 where measured power is missing").arg(a.unknownDrawShare()); },
     [](const Assumptions& a, nlohmann::json& o) {
         o["unknown_draw_fraction"] = {a.unknownDrawLow, a.unknownDrawHigh};
     },
     [](const nlohmann::json& o, Assumptions& a) -> std::optional<QString> {
         const auto it = o.find("unknown_draw_fraction");
         if (it == o.end() || it->is_null()) return std::nullopt;
         if (!it->is_array() || it->size() != 2 || !(*it)[0].is_number() || !(*it)[1].is_number())
             return QStringLiteral("unknown_draw_fraction: expected [low, high], fractions of TDP");
         const double lo = (*it)[0].get<double>(), hi = (*it)[1].get<double>();
         if (!(lo > 0) || !(hi >= lo) || hi > 2) return QStringLiteral("unknown_draw_fraction: expected 0 < low <= high <= 2");
         a.unknownDrawLow = lo;
         a.unknownDrawHigh = hi;
         return std::nullopt;
     }},
};

} // namespace

std::span<const AssumptionField> assumptionFields() { return kFields; }

const AssumptionField* assumptionField(const char* key)
{
    for (const AssumptionField& f : kFields)
        if (qstrcmp(f.key, key) == 0) return &f;
    return nullptr;
}

} // namespace denominator
