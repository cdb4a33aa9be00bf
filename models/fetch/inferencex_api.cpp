// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/inferencex_api.h"

#include "core/workload.h"
#include "import/names.h"

#include <QUrlQuery>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace denominator::inferencex {

namespace {

QUrl endpoint(const QUrl& base, const QString& path, const QUrlQuery& query)
{
    QUrl url = base;
    QString prefix = url.path();
    while (prefix.endsWith(QLatin1Char('/'))) prefix.chop(1);
    url.setPath(prefix + path);
    url.setQuery(query);
    return url;
}

} // namespace

QString defaultBaseUrl() { return QStringLiteral("https://inferencex.semianalysis.com"); }

Expected<QUrl> baseUrl(const QString& given)
{
    const QString env = qEnvironmentVariable("DENOMINATOR_INFERENCEX_URL").trimmed();
    const QString text = !given.trimmed().isEmpty() ? given.trimmed() : env.isEmpty() ? defaultBaseUrl() : env;
    const QUrl url = QUrl::fromUserInput(text);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return Issue{text, -1, -1, {}, QStringLiteral("expected an http:// or https:// address")};
    return url;
}

QUrl benchmarksUrl(const QUrl& base, const QString& model, const QString& date)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("model"), model);
    if (!date.isEmpty()) q.addQueryItem(QStringLiteral("date"), date);
    return endpoint(base, QStringLiteral("/api/v1/benchmarks"), q);
}

QUrl historyUrl(const QUrl& base, const QString& model, int isl, int osl)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("model"), model);
    q.addQueryItem(QStringLiteral("isl"), QString::number(isl));
    q.addQueryItem(QStringLiteral("osl"), QString::number(osl));
    return endpoint(base, QStringLiteral("/api/v1/benchmarks/history"), q);
}

QUrl availabilityUrl(const QUrl& base) { return endpoint(base, QStringLiteral("/api/v1/availability"), {}); }

Expected<Availability> parseAvailability(const QByteArray& body, const QString& where)
{
    const nlohmann::json rows = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    if (!rows.is_array()) return Issue{where, -1, -1, {}, QStringLiteral("expected a JSON array of availability rows")};
    Availability out;
    QMap<QString, QList<QPair<int, int>>> lengths;
    int row = 0;
    for (const nlohmann::json& r : rows) {
        const auto bad = [&](const char* field, const char* expected) {
            return Issue{where, -1, row, QString::fromLatin1(field), QStringLiteral("expected %1").arg(QLatin1String(expected))};
        };
        if (!r.is_object()) return bad("", "an object");
        if (!r.contains("model") || !r["model"].is_string()) return bad("model", "a model key such as \"dsr1\"");
        // Agentic rows (benchmark_type agentic_traces) have no fixed lengths: isl and osl are null.
        const bool agentic = (r.contains("benchmark_type") && r["benchmark_type"].is_string() &&
                              r["benchmark_type"].get<std::string>().rfind("agentic", 0) == 0) ||
                             (r.contains("isl") && r["isl"].is_null() && r.contains("osl") && r["osl"].is_null());
        if (!agentic) {
            if (!r.contains("isl") || !r["isl"].is_number_integer() || r["isl"].get<int>() <= 0)
                return bad("isl", "a positive integer (or null with osl for an agentic workload)");
            if (!r.contains("osl") || !r["osl"].is_number_integer() || r["osl"].get<int>() <= 0)
                return bad("osl", "a positive integer (or null with isl for an agentic workload)");
        }
        const QString key = QString::fromStdString(r["model"].get<std::string>());
        const QString name = names::modelDisplayName(key);
        ++row;
        if (name.isEmpty()) {
            if (!out.unknownKeys.contains(key)) out.unknownKeys << key;
            continue;
        }
        const QPair<int, int> w =
            agentic ? QPair<int, int>{kAgenticLength, kAgenticLength} : QPair<int, int>{r["isl"].get<int>(), r["osl"].get<int>()};
        if (!lengths[name].contains(w)) lengths[name] << w;
        Availability::Model& m = out.models[name];
        if (r.contains("date") && r["date"].is_string())
            m.newestDate = std::max(m.newestDate, QString::fromStdString(r["date"].get<std::string>()));
    }
    for (auto it = lengths.begin(); it != lengths.end(); ++it) {
        std::sort(it->begin(), it->end());
        for (const auto& [isl, osl] : std::as_const(*it))
            out.models[it.key()].workloads << (isAgentic(isl, osl) ? workloadName(isl, osl) : QStringLiteral("%1/%2").arg(isl).arg(osl));
    }
    return out;
}

} // namespace denominator::inferencex
