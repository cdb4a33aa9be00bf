// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "literacy/claim_json.h"
#include "core/number_format.h"

namespace denominator {
namespace {

nlohmann::json text(const QString& s) { return s.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(s.toStdString()); }

nlohmann::json systemJson(const ClaimSystem& s)
{
    nlohmann::json denominator{{"kind", s.denominatorKind.toStdString()}};
    if (isKnown(s.denominatorWatts)) denominator["watts"] = s.denominatorWatts;
    nlohmann::json j{
        {"label", s.label.toStdString()}, {"hardware", s.hardware.toStdString()},      {"value", jsonNumber(s.value)},
        {"denominator", denominator},     {"measured_w", jsonNumber(s.measuredWatts)}, {"measured_is_upper_bound", s.measuredIsUpperBound}};
    if (s.benchmark) j["benchmark"] = toString(*s.benchmark).toStdString(); // written only when named
    return j;
}

} // namespace

nlohmann::json toJson(const Claim& c)
{
    nlohmann::json op{{"kind", c.operatingPoint.toStdString()}};
    if (isKnown(c.interactivity)) op["interactivity"] = c.interactivity;
    nlohmann::json systems = nlohmann::json::array();
    for (const ClaimSystem& s : c.systems) systems.push_back(systemJson(s));
    nlohmann::json stated = nlohmann::json::object();
    for (auto it = c.stated.begin(); it != c.stated.end(); ++it) stated[it.key().toStdString()] = text(it.value());
    nlohmann::json unstated = nlohmann::json::array();
    for (const QString& u : c.unstated) unstated.push_back(u.toStdString());
    return {{"id", c.id.toStdString()},
            {"title", c.title.toStdString()},
            {"claimant", c.claimant.toStdString()},
            {"date", c.date.toStdString()},
            {"source", c.source.toStdString()},
            {"model", c.model.toStdString()},
            {"metric", c.metric.isEmpty() ? std::string("tokens_per_s_per_kw") : c.metric.toStdString()},
            {"tokens", text(c.tokens)},
            {"operating_point", op},
            {"published_ratio", jsonNumber(c.publishedRatio)},
            {"systems", systems},
            {"stated", stated},
            {"unstated", unstated}};
}

nlohmann::json claimsDocument(const QList<Claim>& claims)
{
    nlohmann::json arr = nlohmann::json::array();
    for (const Claim& c : claims) arr.push_back(toJson(c));
    return {{"format", "denominator-claims"}, {"version", 1}, {"claims", arr}};
}

} // namespace denominator
