// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "scenario/scenario.h"

#include "core/sha256.h"
#include "scenario/scenario_fields.h"

namespace denominator {

nlohmann::json toJson(const Scenario& s)
{
    nlohmann::json out{{"format", "denominator-scenario"}, {"version", Scenario::kVersion}};
    for (const ScenarioField& f : scenarioFields()) writeField(f, s, out);
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
    // Each section in turn, its fields from the one table (scenario_fields.h); the first error of
    // a section is the answer. A chart section is optional: without one, the defaults.
    Scenario s;
    for (const QString& section : {QStringLiteral("selection"), QString(), QStringLiteral("chart")}) {
        const auto it = section.isEmpty() ? j.end() : j.find(section.toStdString());
        if (!section.isEmpty() && (it == j.end() || !it->is_object())) continue;
        const nlohmann::json& object = section.isEmpty() ? j : *it;
        QList<Issue> errors;
        JsonFields fields(object, {}, -1, errors, section.isEmpty() ? QString() : section + QLatin1Char('.'));
        for (const ScenarioField& f : scenarioFields())
            if (sectionOf(f) == section) readField(f, fields, object, s);
        if (!errors.isEmpty()) return errors.first();
    }
    return s;
}

} // namespace denominator
