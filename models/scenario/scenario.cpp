// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "scenario/scenario.h"

#include "core/assumption_fields.h"
#include "core/json_fields.h"

#include "core/sha256.h"

#include <cmath>

namespace denominator {

nlohmann::json toJson(const Scenario& s)
{
    nlohmann::json systems = nlohmann::json::array(), shas = nlohmann::json::array();
    for (const QString& l : s.systems) systems.push_back(l.toStdString());
    nlohmann::json pair = nlohmann::json::array();
    for (const QString& l : s.pair) pair.push_back(l.toStdString());
    for (const QString& h : s.sourceSha256) shas.push_back(h.toStdString());
    nlohmann::json out{{"format", "denominator-scenario"},
                       {"version", Scenario::kVersion},
                       {"selection",
                        {{"model", s.model.toStdString()},
                         {"isl", s.isl},
                         {"osl", s.osl},
                         {"precision", s.precision.toStdString()},
                         {"systems", systems},
                         {"pair", pair},
                         {"source_sha256", shas},
                         {"claim", s.claimId.toStdString()}}},
                       {"assumptions", toJson(s.assumptions)},
                       {"chart",
                        {{"name", s.chart.toStdString()},
                         {"efficiency_axis", s.efficiencyAxis},
                         {"joules_per_token", s.joulesPerToken},
                         {"x_axis", s.xAxis.toStdString()},
                         {"linear_y", s.linearY},
                         {"frontier_only", s.frontierOnly},
                         {"hide_labels", s.hideLabels}}}};
    // An agentic workload has no lengths; it is named instead (fixed ones keep the form their codes
    // were made from).
    if (isAgentic(s.isl, s.osl)) {
        auto& selection = out["selection"];
        selection.erase("isl");
        selection.erase("osl");
        selection["workload"] = workloadName(s.isl, s.osl).toStdString();
    }
    if (!s.concealed.isEmpty()) {
        nlohmann::json keys = nlohmann::json::array();
        for (const QString& k : s.concealed) keys.push_back(k.toStdString());
        out["chart"]["conceal"] = keys;
    }
    return out;
}

ComparisonRequest comparisonRequest(const Scenario& s)
{
    ComparisonRequest r;
    r.model = s.model;
    r.isl = s.isl;
    r.osl = s.osl;
    r.precision = s.precision;
    r.assumptions = s.assumptions;
    return r;
}

Scenario scenarioFor(const ComparisonRequest& r)
{
    Scenario s;
    s.model = r.model;
    s.isl = r.isl;
    s.osl = r.osl;
    s.precision = r.precision;
    s.assumptions = r.assumptions;
    return s;
}

QString scenarioCode(const Scenario& s)
{
    const QByteArray bytes = QByteArray::fromStdString(toJson(s).dump());
    return Sha256::hexOf(bytes).left(10);
}

Expected<Scenario> scenarioFromJson(const nlohmann::json& j)
{
    const auto bad = [](const QString& field, const QString& message) { return Issue{{}, -1, -1, field, message}; };
    if (!j.is_object()) return bad({}, QStringLiteral("not a Denominator scenario: expected a JSON object"));
    const auto format = j.find("format");
    if (format == j.end() || !format->is_string() || format->get<std::string>() != "denominator-scenario")
        return bad(QStringLiteral("format"), QStringLiteral("not a Denominator scenario (\"format\" is not \"denominator-scenario\")"));
    const auto version = j.find("version");
    if (version == j.end() || !version->is_number_integer() || version->get<long long>() < 1 ||
        version->get<long long>() > Scenario::kVersion)
        return bad(QStringLiteral("version"),
                   QStringLiteral("scenario version not supported (this build reads 1 to %1)").arg(Scenario::kVersion));
    const auto sel = j.find("selection");
    if (sel == j.end() || !sel->is_object()) return bad(QStringLiteral("selection"), QStringLiteral("missing; expected an object"));
    QList<Issue> errors;
    JsonFields f(*sel, {}, -1, errors, QStringLiteral("selection."));
    Scenario s;
    // One workload, named whole: compare() and the store read an empty model or a zero length as
    // "any", which would draw several sequence lengths on one frontier.
    s.model = f.string("model");
    if (f.has("model") && s.model.trimmed().isEmpty()) f.fail("model", QStringLiteral("expected a model name, got an empty string"));
    const auto length = [&f](const char* key) {
        const double v = f.number(key, rules::kSequenceLength);
        return std::isfinite(v) ? int(v) : 0;
    };
    if (f.has("workload")) {
        const QString name = f.string("workload");
        const auto w = workloadFromName(name);
        if (!w)
            f.fail("workload", QStringLiteral("expected a workload such as 8k/1k or agentic-coding, got \"%1\"").arg(name.left(40)));
        else if ((f.has("isl") || f.has("osl")) && !isAgentic(w->isl, w->osl) && (length("isl") != w->isl || length("osl") != w->osl))
            f.fail("workload", QStringLiteral("disagrees with isl/osl; give one of them"));
        if (w) {
            s.isl = w->isl;
            s.osl = w->osl;
        }
    } else {
        s.isl = length("isl");
        s.osl = length("osl");
    }
    s.precision = f.optString("precision");
    s.claimId = f.optString("claim");
    // Every list is bounded before it is read: a chart's work grows with its systems, and a file
    // naming 50,000 of them must be refused at once, not drawn for minutes.
    const auto strings = [&](const char* key, QStringList& out, qsizetype most) {
        const auto it = sel->find(key);
        if (it == sel->end() || it->is_null()) return;
        if (!it->is_array()) return f.fail(key, QStringLiteral("expected an array of strings"));
        if (qsizetype(it->size()) > most) return f.fail(key, QStringLiteral("at most %1 entries, found %2").arg(most).arg(it->size()));
        for (const auto& v : *it) {
            if (!v.is_string() || v.get_ref<const std::string&>().size() > size_t(Scenario::kMaxLabelBytes))
                return f.fail(key, QStringLiteral("expected an array of strings of at most %1 bytes").arg(Scenario::kMaxLabelBytes));
            out << QString::fromStdString(v.get<std::string>());
        }
    };
    strings("systems", s.systems, Scenario::kMaxSystems);
    strings("pair", s.pair, 2);
    if (!s.pair.isEmpty() && s.pair.size() != 2) f.fail("pair", QStringLiteral("expected two system labels: subject, baseline"));
    strings("source_sha256", s.sourceSha256, Scenario::kMaxSources);
    if (!errors.isEmpty()) return errors.first();
    const auto assumptions = j.find("assumptions");
    if (assumptions == j.end()) return bad(QStringLiteral("assumptions"), QStringLiteral("missing; expected an object"));
    auto a = assumptionsFromJson(*assumptions);
    if (!a) return a.error();
    s.assumptions = *a;
    if (const auto c = j.find("chart"); c != j.end() && c->is_object()) {
        JsonFields cf(*c, {}, -1, errors, QStringLiteral("chart."));
        if (cf.has("name")) s.chart = cf.string("name");
        s.efficiencyAxis = cf.optBool("efficiency_axis");
        s.joulesPerToken = cf.optBool("joules_per_token");
        s.linearY = cf.optBool("linear_y");
        s.frontierOnly = cf.optBool("frontier_only");
        s.hideLabels = cf.optBool("hide_labels");
        if (const auto k = c->find("conceal"); k != c->end() && !k->is_null()) {
            const auto refuse = [&] {
                QStringList keys;
                for (const AssumptionField& field : assumptionFields()) keys << QLatin1String(field.key);
                return bad(QStringLiteral("chart.conceal"),
                           QStringLiteral("expected an array of assumption names (%1)").arg(keys.join(QStringLiteral(", "))));
            };
            if (!k->is_array() || k->size() > assumptionFields().size()) return refuse();
            for (const auto& v : *k) {
                if (!v.is_string() || !assumptionField(v.get_ref<const std::string&>().c_str())) return refuse();
                s.concealed << QString::fromStdString(v.get<std::string>());
            }
            // One set, one spelling: the same keys in another order are the same scenario (and code).
            s.concealed.sort();
            s.concealed.removeDuplicates();
        }
        if (cf.has("x_axis")) {
            s.xAxis = cf.string("x_axis");
            if (errors.isEmpty() && !frontierXFromString(s.xAxis))
                return bad(QStringLiteral("chart.x_axis"), QStringLiteral("expected interactivity, e2e or ttft, got \"%1\"").arg(s.xAxis));
        }
        if (!errors.isEmpty()) return errors.first();
    }
    return s;
}

} // namespace denominator
