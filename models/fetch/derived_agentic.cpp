// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/derived_agentic.h"

#include "core/counted.h"
#include "core/field_rules.h"

#include <QSet>
#include <QUrlQuery>
#include <cmath>
#include <nlohmann/json.hpp>

namespace denominator::inferencex {

namespace {

bool isAgenticRow(const nlohmann::json& row)
{
    const auto type = row.find("benchmark_type");
    return type != row.end() && type->is_string() && type->get<std::string>().rfind("agentic", 0) == 0;
}

bool hasE2e(const nlohmann::json& row)
{
    const auto metrics = row.find("metrics");
    if (metrics == row.end() || !metrics->is_object()) return false;
    for (const char* key : {"p75_e2e_norm_intvty", "p90_e2e_norm_intvty"})
        if (const auto v = metrics->find(key); v != metrics->end() && v->is_number()) return true;
    return false;
}

std::optional<qint64> idOf(const nlohmann::json& row)
{
    const auto id = row.find("id");
    if (id == row.end()) return std::nullopt;
    if (id->is_number_integer() && id->get<long long>() >= 0) return qint64(id->get<long long>());
    if (id->is_string()) {
        bool ok = false;
        const qint64 v = QString::fromStdString(id->get<std::string>()).toLongLong(&ok);
        if (ok && v >= 0) return v;
    }
    return std::nullopt;
}

} // namespace

QUrl derivedAgenticMetricsUrl(const QUrl& fetched, const QList<qint64>& ids)
{
    QUrl url = fetched;
    QString path = url.path();
    const qsizetype api = path.indexOf(QLatin1String("/api/v1/"));
    path = api >= 0 ? path.left(api) : QString();
    url.setPath(path + QStringLiteral("/api/v1/derived-agentic-metrics"));
    QStringList text;
    for (const qint64 id : ids) text << QString::number(id);
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("ids"), text.join(QLatin1Char(',')));
    url.setQuery(q);
    url.setFragment({});
    return url;
}

QList<qint64> agenticIdsWithoutE2e(const QByteArray& body)
{
    // Only a body naming an agentic type can hold such rows: a fixed-length response (up to
    // HttpOptions::kMaxBodyBytes) is never parsed into a document here.
    if (!body.contains("\"agentic")) return {};
    const nlohmann::json rows = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    QList<qint64> ids;
    if (!rows.is_array()) return ids;
    QSet<qint64> seen;
    for (const nlohmann::json& row : rows) {
        if (!row.is_object() || !isAgenticRow(row) || hasE2e(row)) continue;
        if (const auto id = idOf(row); id && !seen.contains(*id)) {
            seen.insert(*id);
            ids << *id;
        }
    }
    return ids;
}

Expected<QMap<qint64, ParseOptions::E2eInteractivity>> parseDerivedAgenticMetrics(const QByteArray& body, const QString& where)
{
    const nlohmann::json all = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    if (!all.is_object()) return Issue{where, -1, -1, {}, QStringLiteral("expected a JSON object keyed by row id")};
    QMap<qint64, ParseOptions::E2eInteractivity> out;
    for (const auto& [key, entry] : all.items()) {
        bool ok = false;
        const qint64 id = QString::fromStdString(key).toLongLong(&ok);
        const QString name = QStringLiteral("id %1").arg(QString::fromStdString(key).left(40));
        const auto bad = [&](const QString& field, const QString& what) {
            return Issue{where, -1, -1, field, name + QStringLiteral(": ") + what};
        };
        if (!ok || id < 0) return bad({}, QStringLiteral("expected a row id (a whole number) as the key"));
        if (entry.is_null()) { // the whole entry null: no trace
            out.insert(id, {});
            continue;
        }
        if (!entry.is_object()) return bad({}, QStringLiteral("expected an object or null"));
        ParseOptions::E2eInteractivity values;
        for (const auto& [field, target] : {std::pair{"p75_e2e_norm_intvty", &values.p75}, std::pair{"p90_e2e_norm_intvty", &values.p90}}) {
            const auto v = entry.find(field);
            if (v == entry.end() || v->is_null()) continue;
            if (!v->is_number()) return bad(QString::fromLatin1(field), QStringLiteral("expected tokens/s per user or null"));
            if (const auto fits = checkRule(v->get<double>(), rules::kInteractivity); !fits)
                return bad(QString::fromLatin1(field), fits.error().message);
            *target = v->get<double>();
        }
        out.insert(id, values);
    }
    return out;
}

Expected<DerivedFetch> fetchDerivedAgentic(const QUrl& fetched, const QByteArray& body, const HttpOptions& http,
                                           const HttpProgress& progress, const std::optional<ParseOptions>& known)
{
    DerivedFetch out;
    if (known) {
        out.options = *known;
        return out;
    }
    const QList<qint64> ids = agenticIdsWithoutE2e(body);
    if (ids.isEmpty()) return out;
    QDateTime last;
    for (qsizetype from = 0; from < ids.size(); from += kMaxDerivedIds) {
        const QList<qint64> batch = ids.mid(from, kMaxDerivedIds);
        const QUrl url = derivedAgenticMetricsUrl(fetched, batch);
        const auto r = httpGetJson(url, http, JsonBody::Object, progress);
        if (!r) return r.error();
        ++out.requests;
        last = r->fetchedAt;
        const auto values = parseDerivedAgenticMetrics(r->body, QStringLiteral("GET ") + url.toString(QUrl::RemoveUserInfo));
        if (!values) return values.error();
        for (const qint64 id : batch) {
            const ParseOptions::E2eInteractivity v = values->value(id); // left out: no trace
            if (!std::isfinite(v.p75) && !std::isfinite(v.p90)) ++out.noTrace;
            out.options.e2eByRowId.insert(id, v);
        }
    }
    QUrl shown = derivedAgenticMetricsUrl(fetched, {});
    shown.setQuery(QString());
    // One arg() call: a URL holding "%2" is never substituted into.
    out.options.e2eOrigin = QStringLiteral("GET %1 (%2 of at most %3 ids, %4)")
                                .arg(shown.toString(QUrl::RemoveUserInfo), counted(out.requests, QStringLiteral("request")),
                                     QString::number(kMaxDerivedIds), last.toUTC().toString(Qt::ISODate));
    return out;
}

} // namespace denominator::inferencex
