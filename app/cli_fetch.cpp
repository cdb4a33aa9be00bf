// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator fetch`: the public InferenceX API into the database, one transaction per response.

#include "cli.h"
#include "cli_common.h"
#include "fetch/derived_agentic.h"
#include "fetch/http_get.h"
#include "fetch/inferencex_api.h"

#include <QDate>
#include <QDir>
#include <QStandardPaths>
#include <cmath>

namespace denominator::cli {

namespace {

/// The one URL the options describe (newest, as of a date, or a workload's history).
QUrl urlFromOptions(const QCommandLineParser& p)
{
    const QString model = p.value(QStringLiteral("model")).trimmed();
    if (model.isEmpty()) throw UsageError{QStringLiteral("give --model NAME (e.g. DeepSeek-R1-0528), or --update")};
    const bool history = p.isSet(QStringLiteral("history"));
    if (history && p.isSet(QStringLiteral("date"))) throw UsageError{QStringLiteral("--history takes every date; leave out --date")};
    const QString date = p.value(QStringLiteral("date"));
    if (!date.isEmpty() && !QDate::fromString(date, Qt::ISODate).isValid())
        throw UsageError{QStringLiteral("--date %1: expected YYYY-MM-DD").arg(date)};
    int isl = 0, osl = 0;
    if (p.isSet(QStringLiteral("isl"))) isl = int(parsePositive(p.value(QStringLiteral("isl")), QStringLiteral("isl")));
    if (p.isSet(QStringLiteral("osl"))) osl = int(parsePositive(p.value(QStringLiteral("osl")), QStringLiteral("osl")));
    if (history && (isl == 0 || osl == 0)) throw UsageError{QStringLiteral("--history needs --isl and --osl (one workload)")};
    if (!history && (isl || osl))
        throw UsageError{QStringLiteral("--isl/--osl choose the workload of --history; without it every sequence length is fetched")};
    const auto base = inferencex::baseUrl(p.value(QStringLiteral("base-url")));
    if (!base) throw UsageError{QStringLiteral("--base-url ") + base.error().toString()};
    return history ? inferencex::historyUrl(*base, model, isl, osl) : inferencex::benchmarksUrl(*base, model, date);
}

} // namespace

namespace {

/// A duration option in seconds, as milliseconds within [minMs, maxMs]; refused with the range.
int millisecondsIn(const QCommandLineParser& p, const QString& option, int minMs, int maxMs)
{
    const QString text = p.value(option);
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds * 1000 < minMs || seconds * 1000 > maxMs)
        throw UsageError{QStringLiteral("--%1 %2: expected seconds from %3 to %4").arg(option, text).arg(minMs / 1000.0).arg(maxMs / 1000)};
    return int(std::lround(seconds * 1000));
}

} // namespace

int runFetch(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("model"), QStringLiteral("Model as InferenceX names it, e.g. DeepSeek-R1-0528 or gpt-oss-120b."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("isl"), QStringLiteral("Input sequence length (with --history)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("osl"), QStringLiteral("Output sequence length (with --history)."), QStringLiteral("N")});
    p.addOption({QStringLiteral("date"), QStringLiteral("The newest results as of this day (YYYY-MM-DD)."), QStringLiteral("DATE")});
    p.addOption({QStringLiteral("history"), QStringLiteral("Every result of the workload (--isl, --osl) over all dates.")});
    p.addOption(
        {QStringLiteral("update"), QStringLiteral("Ask again for every response fetched before (unchanged ones transfer nothing).")});
    p.addOption({QStringLiteral("base-url"),
                 QStringLiteral("The API's address (default: $DENOMINATOR_INFERENCEX_URL or %1).").arg(inferencex::defaultBaseUrl()),
                 QStringLiteral("URL")});
    p.addOption({QStringLiteral("timeout"), QStringLiteral("Seconds without a byte before giving up (default 60; 0.1 to 3600)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("deadline"),
                 QStringLiteral("Seconds each request may take from start to end, however the bytes trickle (default 600; 1 to "
                                "86400)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("retries"),
                 QStringLiteral("Retries after a 429, a 5xx, a timeout or a dropped connection (default 3; 0 to 10)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the report as JSON.")});
    parseOrThrow(p, args,
                 QStringLiteral("Fetch benchmark results from the InferenceX API and import them (one transaction per response; "
                                "an unchanged response is not downloaded again)."));
    HttpOptions options;
    if (p.isSet(QStringLiteral("timeout")))
        options.timeoutMs = millisecondsIn(p, QStringLiteral("timeout"), HttpOptions::kMinTimeoutMs, HttpOptions::kMaxTimeoutMs);
    if (p.isSet(QStringLiteral("deadline")))
        options.deadlineMs = millisecondsIn(p, QStringLiteral("deadline"), HttpOptions::kMinDeadlineMs, HttpOptions::kMaxDeadlineMs);
    if (p.isSet(QStringLiteral("retries"))) {
        bool ok = false;
        const int retries = p.value(QStringLiteral("retries")).toInt(&ok);
        if (!ok || retries < 0 || retries > HttpOptions::kMaxRetries)
            throw UsageError{
                QStringLiteral("--retries %1: expected 0 to %2").arg(p.value(QStringLiteral("retries"))).arg(HttpOptions::kMaxRetries)};
        options.attempts = retries + 1;
    }
    options.cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/http");
    const bool update = p.isSet(QStringLiteral("update"));
    QList<QUrl> urls;
    if (!update) urls << urlFromOptions(p); // bad options stop before the database is opened
    auto store = openStore(p);              // before any download: a database that cannot be written stops here
    if (update) {
        if (p.isSet(QStringLiteral("model")))
            throw UsageError{QStringLiteral("--update asks again for what was fetched before; leave out --model")};
        for (const QString& u : orStop(store->fetchedUrls())) urls << QUrl(u);
        if (urls.isEmpty()) {
            out() << "nothing was fetched into " << store->path() << " before; nothing to update\n";
            return 0;
        }
    }
    bool failed = false;
    nlohmann::json reports = nlohmann::json::array();
    for (const QUrl& url : std::as_const(urls)) {
        const auto fetched = httpGetJsonArray(url, options);
        if (!fetched) {
            err() << fetched.error().toString() << "\nnothing imported from it; the database is unchanged by it\n";
            reports.push_back(
                {{"url", url.toString().toStdString()}, {"ok", false}, {"errors", {fetched.error().toString().toStdString()}}});
            failed = true;
            continue;
        }
        // Agentic rows' E2E-normalised interactivity is served beside the rows; the response is
        // imported with it or not at all.
        const auto derived =
            inferencex::fetchDerivedAgentic(url, fetched->body, options, {}, orStop(store->importOptionsOf(fetched->body)));
        if (!derived) {
            err() << derived.error().toString()
                  << "\nthe agentic rows' E2E-normalised interactivity could not be fetched; nothing imported from " << url.toString()
                  << "; the database is unchanged by it\n";
            reports.push_back(
                {{"url", url.toString().toStdString()}, {"ok", false}, {"errors", {derived.error().toString().toStdString()}}});
            failed = true;
            continue;
        }
        const ImportReport r = store->importFetched(fetched->url, fetched->body, fetched->fetchedAt, derived->options);
        failed = failed || !r.ok();
        for (const auto& e : r.errors) err() << e.toString() << '\n';
        nlohmann::json report = reportJson(r);
        report["url"] = url.toString().toStdString();
        report["fetched_at"] = fetched->fetchedAt.toString(Qt::ISODate).toStdString();
        report["from_cache"] = fetched->fromCache;
        report["bytes"] = fetched->body.size();
        if (derived->requests > 0)
            report["derived_agentic_metrics"] = {
                {"requests", derived->requests}, {"ids", derived->options.e2eByRowId.size()}, {"no_trace", derived->noTrace}};
        reports.push_back(report);
        if (!p.isSet(QStringLiteral("json")))
            out() << r.summaryLine() << " ("
                  << (fetched->fromCache ? QStringLiteral("unchanged since the last fetch: nothing downloaded")
                                         : QStringLiteral("%1 bytes downloaded").arg(fetched->body.size()))
                  << ")\n";
        if (derived->requests > 0 && !p.isSet(QStringLiteral("json")))
            out() << "  E2E-normalised interactivity of " << derived->options.e2eByRowId.size() << " agentic rows asked for in "
                  << derived->requests << " request(s) to /api/v1/derived-agentic-metrics; " << derived->noTrace << " have no trace\n";
    }
    if (p.isSet(QStringLiteral("json"))) printJson(reports);
    out().flush();
    return failed ? 2 : 0;
}

} // namespace denominator::cli
