// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "literacy/claims.h"

#include "core/field_rules.h"
#include "core/number_format.h"

#include "core/json_fields.h"

namespace denominator {

double Claim::ratioAsPublished() const
{
    if (systems.size() >= 2 && isKnown(systems[0].value) && isKnown(systems[1].value) && systems[1].value > 0)
        return systems[0].value / systems[1].value;
    return publishedRatio;
}

bool looksLikeClaims(const nlohmann::json& doc)
{
    if (!doc.is_object()) return false;
    const auto it = doc.find("format");
    return it != doc.end() && it->is_string() && it->get<std::string>() == "denominator-claims";
}

Expected<Claim> parseClaimRecord(const ClaimRecord& record, const QString& file)
{
    nlohmann::json claim = nlohmann::json::parse(record.json.constBegin(), record.json.constEnd(), nullptr, false);
    if (claim.is_discarded())
        return Issue{file, -1, -1, QStringLiteral("claims"), QStringLiteral("stored claim %1 is not valid JSON").arg(record.id)};
    const nlohmann::json doc{{"format", "denominator-claims"}, {"version", 1}, {"claims", nlohmann::json::array({std::move(claim)})}};
    QList<Issue> errors;
    const QList<Claim> claims = parseClaims(doc, file, errors);
    if (!errors.isEmpty()) return errors.first();
    if (claims.size() != 1)
        return Issue{file, -1, -1, QStringLiteral("claims"), QStringLiteral("stored claim %1 holds no claim").arg(record.id)};
    return claims.first();
}

QList<Claim> parseClaims(const nlohmann::json& doc, const QString& file, QList<Issue>& errors)
{
    QList<Claim> out;
    JsonFields top(doc, file, -1, errors);
    const int version = top.integer("version");
    if (version > 1) top.fail("version", QStringLiteral("claims format version %1 is newer than this build understands (1)").arg(version));
    const auto it = doc.find("claims");
    if (it == doc.end() || !it->is_array()) {
        top.fail("claims", QStringLiteral("missing; expected an array of claims"));
        return out;
    }
    for (int i = 0; i < int(it->size()); ++i) {
        const auto& c = (*it)[size_t(i)];
        if (!c.is_object()) {
            errors.append({file, -1, i, QStringLiteral("claims"), QStringLiteral("expected an object")});
            continue;
        }
        JsonFields f(c, file, i, errors, QStringLiteral("claims."));
        Claim cl;
        cl.id = f.string("id");
        cl.title = f.optString("title");
        cl.claimant = f.optString("claimant");
        cl.date = f.optString("date");
        cl.source = f.optString("source");
        cl.model = f.optString("model");
        cl.metric = f.optString("metric");
        cl.tokens = f.optString("tokens");
        cl.publishedRatio = f.optPositive("published_ratio");
        if (auto op = c.find("operating_point"); op != c.end() && op->is_object()) {
            JsonFields o(*op, file, i, errors, QStringLiteral("claims.operating_point."));
            cl.operatingPoint = o.string("kind");
            cl.interactivity = o.optPositive("interactivity");
        }
        if (auto st = c.find("stated"); st != c.end() && st->is_object())
            for (auto s = st->begin(); s != st->end(); ++s)
                cl.stated.insert(QString::fromStdString(s.key()),
                                 s->is_string() ? QString::fromStdString(s->get<std::string>()) : QString());
        if (auto un = c.find("unstated"); un != c.end() && un->is_array())
            for (const auto& u : *un)
                if (u.is_string()) cl.unstated << QString::fromStdString(u.get<std::string>());
        const auto sys = c.find("systems");
        if (sys == c.end() || !sys->is_array() || sys->size() != 2) {
            f.fail("systems", QStringLiteral("expected an array of exactly two systems (subject, comparator)"));
            continue;
        }
        for (const auto& s : *sys) {
            JsonFields sf(s, file, i, errors, QStringLiteral("claims.systems."));
            ClaimSystem cs;
            cs.label = sf.string("label");
            cs.hardware = sf.optString("hardware");
            cs.value = sf.optNumber("value", rules::kClaimedFigure);
            cs.measuredWatts = sf.optNumber("measured_w", rules::kClaimedWatts);
            cs.measuredIsUpperBound = sf.optBool("measured_is_upper_bound");
            if (const QString b = sf.optString("benchmark"); !b.isEmpty()) {
                cs.benchmark = benchmarkFromString(b);
                if (!cs.benchmark) sf.fail("benchmark", QStringLiteral("expected inferencex, mlperf or mlenergy, found \"%1\"").arg(b));
            }
            if (auto d = s.find("denominator"); d != s.end() && d->is_object()) {
                JsonFields df(*d, file, i, errors, QStringLiteral("claims.systems.denominator."));
                cs.denominatorKind = df.string("kind");
                cs.denominatorWatts = df.optNumber("watts", rules::kClaimedWatts);
            }
            cl.systems << cs;
        }
        if (!isKnown(cl.ratioAsPublished()))
            f.fail("published_ratio", QStringLiteral("missing; give both system values or the published ratio"));
        out << cl;
    }
    return out;
}

MeasuredFactor measuredFactor(const ClaimSystem& s, double unknownDrawLow, double unknownDrawHigh)
{
    MeasuredFactor f;
    if (isKnown(s.measuredWatts) && isKnown(s.denominatorWatts)) {
        f.measured = true;
        f.point = f.low = f.high = s.denominatorWatts / s.measuredWatts;
        if (s.measuredIsUpperBound) f.high = kOpenAbove;
    } else {
        f.point = f.low = 1.0 / unknownDrawHigh;
        f.high = 1.0 / unknownDrawLow;
    }
    return f;
}

ClaimRederivation rederive(const Claim& claim, const QString& denominator, double low, double high)
{
    ClaimRederivation r;
    r.denominator = denominator;
    const bool measured = denominator == QLatin1String("measured");
    // Factor by which each system's tokens/kW changes: rated watts / basis watts.
    QList<double> factor, factorMin, factorMax;
    for (const ClaimSystem& s : claim.systems) {
        double f = 1.0, fmin = 1.0, fmax = 1.0;
        if (measured) {
            const MeasuredFactor m = measuredFactor(s, low, high);
            f = m.point;
            fmin = m.low;
            fmax = m.high;
            if (m.measured) {
                r.notes << QStringLiteral("%1 measured %2 %3 W instead of %4 W rated (×%5)")
                               .arg(s.label, s.measuredIsUpperBound ? QStringLiteral("at most") : QStringLiteral("at"))
                               .arg(s.measuredWatts)
                               .arg(s.denominatorWatts)
                               .arg(f, 0, 'f', 3);
            } else {
                r.notes << QStringLiteral("%1 measured power is unknown: assumed %2–%3 % of its rating; "
                                          "the single figure takes %3 %")
                               .arg(s.label)
                               .arg(low * 100)
                               .arg(high * 100);
            }
        }
        factor << f;
        factorMin << fmin;
        factorMax << fmax;
        r.values << s.value * f;
        r.valuesMin << s.value * fmin;
        r.valuesMax << s.value * fmax;
    }
    const double base = claim.ratioAsPublished();
    if (factor.size() == 2) {
        r.ratio = base * factor[0] / factor[1];
        r.ratioMin = base * factorMin[0] / factorMax[1]; // 0 when the comparator's draw is an upper bound
        r.ratioMax = base * factorMax[0] / factorMin[1]; // kOpenAbove when the subject's is
    }
    if (measured && claim.systems.size() == 2 && claim.systems[0].measuredIsUpperBound && isKnown(claim.systems[0].measuredWatts))
        r.notes << QStringLiteral("%1's figure is an upper bound on its draw, so its re-derived efficiency is a lower bound: "
                                  "the range is open above, and %2 is the reading if it drew exactly %3 W")
                       .arg(claim.systems[0].label, formatTimes(r.ratio), formatFixed(claim.systems[0].measuredWatts));
    return r;
}

nlohmann::json toJson(const ClaimRederivation& r)
{
    const auto num = jsonNumber;
    nlohmann::json values = nlohmann::json::array();
    for (int i = 0; i < r.values.size(); ++i)
        values.push_back({{"tokens_per_s_per_kw", num(r.values[i])}, {"min", num(r.valuesMin[i])}, {"max", num(r.valuesMax[i])}});
    nlohmann::json notes = nlohmann::json::array();
    for (const auto& n : r.notes) notes.push_back(n.toStdString());
    return {{"denominator", r.denominator.toStdString()},
            {"ratio", num(r.ratio)},
            {"ratio_min", num(r.ratioMin)},
            {"ratio_max", num(r.ratioMax)},
            {"systems", values},
            {"notes", notes}};
}

} // namespace denominator
