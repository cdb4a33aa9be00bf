// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/inferencex_api.h"

#include <QUrlQuery>

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

QUrl baseUrl(const QString& given)
{
    if (!given.trimmed().isEmpty()) return QUrl::fromUserInput(given.trimmed());
    const QString env = qEnvironmentVariable("DENOMINATOR_INFERENCEX_URL").trimmed();
    return QUrl(env.isEmpty() ? defaultBaseUrl() : env);
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

} // namespace denominator::inferencex
