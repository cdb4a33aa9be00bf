// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// How a comparison is told: system labels, run texts, clamped and reach notes, ratio text, JSON.
#include "core/comparison.h"
#include "core/number_format.h"

#include <algorithm>
#include <cmath>

namespace denominator {

QString clampedText(const SystemResult& s, double target)
{
    if (s.sample.status == PointStatus::AboveRange)
        return QStringLiteral("cannot reach %1 tok/s/user (tested up to %2)")
            .arg(formatNumber(target, 3), formatNumber(s.frontier.maxInteractivity(), 3));
    if (s.sample.status == PointStatus::BelowRange)
        return QStringLiteral("not tested as low as %1 tok/s/user (tested from %2)")
            .arg(formatNumber(target, 3), formatNumber(s.frontier.minInteractivity(), 3));
    return {};
}

QString noneDrawnText(const Comparison& c)
{
    if (!c.systems.isEmpty() || c.matchedPoints <= 0) return {};
    return QStringLiteral("has %1 stored points, none drawn under these assumptions").arg(c.matchedPoints);
}

QString reachNote(const Comparison& c)
{
    if (c.assumptions.atPeak || c.systems.isEmpty()) return {};
    int clamped = 0;
    double highest = kNaN;
    for (const SystemResult& s : c.systems) {
        if (!s.frontier.isEmpty())
            highest = std::isfinite(highest) ? std::max(highest, s.frontier.maxInteractivity()) : s.frontier.maxInteractivity();
        clamped += isClamped(s);
    }
    const QString target = formatNumber(c.assumptions.interactivity, 3);
    if (clamped == c.systems.size())
        return QStringLiteral("No shown system was tested at %1 tok/s/user (the highest tested: %2): every value is an end of a "
                              "tested range, drawn hollow, with no ratio.")
            .arg(target, formatNumber(highest, 3));
    if (clamped == 0) return {};
    QString note = QStringLiteral("%1 of %2 shown systems were not tested at %3 tok/s/user: drawn hollow after the others, with no ratio.")
                       .arg(clamped)
                       .arg(c.systems.size())
                       .arg(target);
    if (isClamped(c.systems.first())) {
        // No ratio at all: say which baseline would give them.
        const SystemResult* best = nullptr;
        for (const SystemResult& s : c.systems)
            if (!isClamped(s) && std::isfinite(rankingValue(s)) && (!best || rankingValue(s) > rankingValue(*best))) best = &s;
        note += QStringLiteral(" The baseline, %1, is one of them, so no ratio is formed").arg(c.systems.first().label);
        note += best ? QStringLiteral("; a baseline tested there, such as %1 (the most efficient there), gives a ratio for every "
                                      "system tested there.")
                           .arg(best->label)
                     : QStringLiteral(".");
    }
    return note;
}

QString Ratio::text() const
{
    if (edge) return QStringLiteral("outside tested range");
    const QString why = basis.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(basis);
    if (isKnown(tokensPerKwRatio)) return formatTimes(tokensPerKwRatio) + why;
    if (isKnown(low) && isKnown(high)) return formatTimesRange(low, high) + why;
    return QStringLiteral("n/a");
}

QString SystemKey::configLabel() const
{
    QString l = hardware + QLatin1Char(' ') + framework + QLatin1Char(' ') + precision;
    QStringList extras;
    if (!specDecoding.isEmpty() && specDecoding != QLatin1String("none")) extras << specDecoding;
    if (disagg) extras << QStringLiteral("disagg");
    if (!extras.isEmpty()) l += QStringLiteral(" (") + extras.join(QStringLiteral(", ")) + QLatin1Char(')');
    return l;
}

QString SystemKey::label() const
{
    QString l = configLabel();
    if (!official()) l += QStringLiteral(" · ") + source;
    if (!asOf.isEmpty()) l += QStringLiteral(" · as of ") + asOf;
    return l;
}

QString SystemResult::runText() const
{
    if (runs.isEmpty()) return QStringLiteral("no run");
    QStringList dates;
    for (const RunInfo& r : runs)
        if (!r.date.isEmpty()) dates << r.date;
    std::sort(dates.begin(), dates.end());
    const QString when = dates.isEmpty()                 ? QStringLiteral("undated")
                         : dates.first() == dates.last() ? dates.first()
                                                         : dates.first() + QStringLiteral("…") + dates.last();
    if (runs.size() > 1) return QStringLiteral("%1 runs, %2").arg(runs.size()).arg(when);
    if (candidates.size() > 1) return QStringLiteral("best of %1 runs here: %2, %3").arg(candidates.size()).arg(runs.first().key, when);
    return QStringLiteral("%1, %2").arg(runs.first().key, when);
}

namespace {
nlohmann::json runsJson(const SystemResult& s)
{
    nlohmann::json runs = nlohmann::json::array();
    for (const RunInfo& r : s.runs)
        runs.push_back({{"run", r.key.toStdString()},
                        {"date", r.date.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(r.date.toStdString())},
                        {"date_from_run", r.dateFromRun},
                        {"points", r.points}});
    return runs;
}
} // namespace

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
                         {"source", s.key.source.toStdString()},
                         {"as_of", s.key.asOf.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(s.key.asOf.toStdString())},
                         {"runs", runsJson(s)},
                         {"run_text", s.runText().toStdString()},
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
        if (isAgentic(c.request.isl, c.request.osl) || isKnown(s.joulesPerQuery)) {
            j["joules_per_query"] = num(s.joulesPerQuery);
            j["wh_per_query"] = num(s.joulesPerQuery / 3600.0);
            if (!s.joulesPerQueryBasis.isEmpty()) j["joules_per_query_basis"] = s.joulesPerQueryBasis.toStdString();
            if (!isKnown(s.joulesPerQuery) && isKnown(s.joulesPerQueryLow))
                j["joules_per_query_range"] = {s.joulesPerQueryLow, s.joulesPerQueryHigh};
        }
        if (s.sample.status == PointStatus::Interpolated) {
            // The two tested interactivities the value was read between, and how.
            const auto [below, above] = s.frontier.bracket(s.sample.interactivity);
            j["interpolation_gap"] = {num(below), num(above)};
            j["interpolation"] = toString(c.assumptions.interpolation).toStdString();
        }
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
    assumptions["workload"] = workloadName(c.request.isl, c.request.osl).toStdString();
    if (isAgentic(c.request.isl, c.request.osl)) {
        assumptions["isl"] = nullptr;
        assumptions["osl"] = nullptr;
        assumptions["interactivity_statistic"] = toString(c.assumptions.agenticInteractivity).toStdString();
        assumptions["interactivity_definition"] = describe(c.assumptions.agenticInteractivity).toStdString();
        assumptions["query"] = "one successful request (a conversation turn, main or sub-agent), not a session";
    } else {
        assumptions["interactivity_statistic"] = "median";
        assumptions["interactivity_definition"] = "1000 / median TPOT (ms)";
    }
    return {{"assumptions", assumptions}, {"systems", systems}, {"ratios", ratios}, {"notes", notes}};
}

} // namespace denominator
