// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/http_get.h"

#include "fetch/gzip_body.h"
#include "fetch/http_cache.h"
#include "fetch/http_exchange.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QTimer>
#include <algorithm>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>

namespace denominator {

namespace {

constexpr int kMaxRetryAfterMs = 60000;
constexpr int kMaxRedirects = 10;

/// Waits without blocking the thread's other work (a test's server runs on the same thread).
void pause(int ms)
{
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    timer.start(ms);
    loop.exec();
}

} // namespace

QString jsonBodyProblem(const QByteArray& body, JsonBody expected)
{
    const bool rows = expected == JsonBody::Array;
    const QString wanted = rows ? QStringLiteral("a JSON array of rows") : QStringLiteral("a JSON object keyed by row id");
    const QByteArray head = body.left(512).trimmed();
    if (head.isEmpty()) return QStringLiteral("the response is empty; expected %1").arg(wanted);
    if (head.startsWith('<'))
        return QStringLiteral("the response is an HTML page, not JSON (a proxy, a login page or a server error page?)");
    if (head.startsWith('{')) {
        const nlohmann::json o = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
        // An {"error": "…"} object is the API's error answer; row ids are never "error".
        if (o.is_object() && o.contains("error"))
            return QStringLiteral("the server answered with an error: %1").arg(QString::fromStdString(o["error"].dump()));
        if (!rows && o.is_object()) return {};
        if (!rows && o.is_discarded())
            return QStringLiteral("the response is not complete JSON (%1 bytes; cut off in transfer?)").arg(body.size());
        return QStringLiteral("expected %1, found %2")
            .arg(wanted, o.is_discarded() ? QStringLiteral("invalid JSON") : QStringLiteral("an object"));
    }
    if (!rows)
        return QStringLiteral("expected %1, found %2")
            .arg(wanted, head.startsWith('[') ? QStringLiteral("an array") : QStringLiteral("no JSON object"));
    if (!head.startsWith('['))
        return QStringLiteral("the response is not JSON (it starts with \"%1\")").arg(QString::fromUtf8(head.left(20)));
    if (!nlohmann::json::accept(body.constBegin(), body.constEnd()))
        return QStringLiteral("the response is not complete JSON (%1 bytes; cut off in transfer?)").arg(body.size());
    return {};
}

namespace {

bool isRedirect(int status) { return status == 301 || status == 302 || status == 303 || status == 307 || status == 308; }

QString sizeText(qint64 bytes) { return QStringLiteral("%1 MiB").arg(double(bytes) / double(1 << 20), 0, 'f', 1); }

/// The wait a Retry-After header asks for (seconds only), or `fallback`; at most a minute.
int retryWait(const HttpHead& head, int fallback)
{
    bool ok = false;
    const qint64 seconds = head.value("Retry-After").toLongLong(&ok);
    if (!ok || seconds < 0) return fallback;
    return std::min(kMaxRetryAfterMs, std::max(fallback, int(std::min<qint64>(seconds, kMaxRetryAfterMs / 1000) * 1000)));
}

/// The body as the server meant it: gzip undone (bounded by `maxBytes`), identity kept; empty when
/// it can be, else why not (`tooLarge` when only its decoded size is the problem).
QString decodedBody(HttpExchange& x, qint64 maxBytes, QByteArray& out, bool& tooLarge)
{
    tooLarge = false;
    const QByteArray encoding = x.head.value("Content-Encoding").trimmed().toLower();
    if (encoding == "gzip" || encoding == "x-gzip") return gunzipBounded(x.body, maxBytes, out, tooLarge);
    if (encoding.isEmpty() || encoding == "identity") {
        out = std::move(x.body);
        return {};
    }
    return QStringLiteral("the response is encoded as \"%1\", which a fetch does not read").arg(QString::fromLatin1(encoding.left(40)));
}

} // namespace

Expected<HttpResponse> httpGetJson(const QUrl& url, const HttpOptions& options, JsonBody expected, const HttpProgress& progress)
{
    const QString where = QStringLiteral("GET ") + url.toString(QUrl::RemoveUserInfo);
    const auto fail = [&](const QString& why) { return Issue{where, -1, -1, {}, why}; };
    try {
        const HttpCache cache(options.cacheDir);
        int delay = options.backoffMs, tried = 0;
        QString last;
        for (int attempt = 1; attempt <= std::max(1, options.attempts); ++attempt) {
            tried = attempt;
            QUrl current = url;
            HttpExchange x;
            std::optional<HttpCache::Validators> cached;
            std::optional<QByteArray> kept; // the cached body a 304 confirms
            bool unconditional = false;
            const QDeadlineTimer due(options.deadlineMs); // the whole request, its redirects included
            for (int redirects = 0;; ++redirects) {
                QList<QPair<QByteArray, QByteArray>> headers{
                    {"Accept", "application/json"},
                    {"Accept-Encoding", "gzip"},
                    {"User-Agent", "Denominator/" DENOMINATOR_VERSION},
                };
                cached = unconditional ? std::nullopt : cache.validatorsFor(current, options.maxBodyBytes);
                if (cached && !cached->etag.isEmpty()) headers.append({"If-None-Match", cached->etag});
                if (cached && !cached->lastModified.isEmpty()) headers.append({"If-Modified-Since", cached->lastModified});
                x = exchangeGet(current, headers, options, progress, due);
                if (x.end == HttpExchange::End::Complete && x.head.status == 304 && cached && !unconditional) {
                    kept = cache.bodyFor(current, options.maxBodyBytes);
                    if (kept) {
                        cache.touch(current);
                        break;
                    }
                    unconditional = true; // changed since it was asked about (the other window?): ask for the body
                    continue;
                }
                if (x.end != HttpExchange::End::Complete || !isRedirect(x.head.status)) break;
                const QByteArray location = x.head.value("Location");
                if (location.isEmpty()) break; // reported below as the status it is
                const QUrl next = current.resolved(QUrl::fromEncoded(location));
                if (next.scheme() != QLatin1String("http") && next.scheme() != QLatin1String("https"))
                    return fail(QStringLiteral("redirected to %1, which is not an http(s) URL").arg(next.toString(QUrl::RemoveUserInfo)));
                if (current.scheme() == QLatin1String("https") && next.scheme() == QLatin1String("http"))
                    return fail(QStringLiteral("redirected from https to %1, which is less safe; not followed")
                                    .arg(next.toString(QUrl::RemoveUserInfo)));
                if (redirects == kMaxRedirects)
                    return fail(QStringLiteral("more than %1 redirects; the last to %2")
                                    .arg(kMaxRedirects)
                                    .arg(next.toString(QUrl::RemoveUserInfo)));
                current = next;
            }
            switch (x.end) {
            case HttpExchange::End::Complete: break;
            case HttpExchange::End::Cancelled:
                return fail(x.callbackError.isEmpty() ? QStringLiteral("cancelled") : QStringLiteral("cancelled: %1").arg(x.callbackError));
            case HttpExchange::End::OutOfMemory:
                return fail(
                    QStringLiteral("not enough memory to hold the response (%1 had arrived); nothing was kept").arg(sizeText(x.received)));
            case HttpExchange::End::PastDeadline:
                return fail(QStringLiteral("not complete within the %1 s deadline (%2 bytes had arrived); nothing was kept")
                                .arg(options.deadlineMs / 1000.0)
                                .arg(x.received));
            case HttpExchange::End::Refused:
                if (x.tooLarge)
                    return fail(QStringLiteral("the response is larger than %1 (the most a fetch accepts); nothing was kept")
                                    .arg(sizeText(options.maxBodyBytes)));
                return fail(x.problem);
            case HttpExchange::End::Network:
            case HttpExchange::End::Silence:
                last = x.problem;
                if (!x.retryable || attempt == options.attempts)
                    return fail(tried > 1 ? QStringLiteral("%1 (tried %2 times)").arg(last).arg(tried) : last);
                pause(delay);
                delay *= 2;
                continue;
            }
            const int status = x.head.status;
            if ((status >= 200 && status < 300) || status == 304) {
                HttpResponse r;
                r.url = url;
                r.fetchedAt = QDateTime::currentDateTimeUtc();
                r.attempts = attempt;
                if (status == 304) {
                    if (!kept) return fail(QStringLiteral("the server answered 304 Not Modified, but no earlier copy is cached"));
                    r.body = std::move(*kept);
                    r.fromCache = true;
                } else {
                    bool tooLarge = false;
                    const QString problem = decodedBody(x, options.maxBodyBytes, r.body, tooLarge);
                    if (tooLarge)
                        return fail(
                            QStringLiteral("the response is larger than %1 once decoded (the most a fetch accepts); nothing was kept")
                                .arg(sizeText(options.maxBodyBytes)));
                    if (!problem.isEmpty()) return fail(problem);
                }
                if (const QString problem = jsonBodyProblem(r.body, expected); !problem.isEmpty()) return fail(problem);
                if (!r.fromCache) cache.keep(current, x.head, r.body);
                return r;
            }
            if (status >= 400) {
                last = QStringLiteral("HTTP %1 %2").arg(status).arg(QString::fromLatin1(x.head.reason));
                QByteArray body;
                bool tooLarge = false;
                (void)decodedBody(x, options.maxBodyBytes, body, tooLarge); // an error's own text, when it has one
                if (const QString problem = jsonArrayBodyProblem(body); problem.startsWith(QLatin1String("the server answered")))
                    last += QStringLiteral(": ") + problem.mid(qsizetype(qstrlen("the server answered with an error: ")));
            } else {
                last = QStringLiteral("HTTP %1 %2, which is not an answer a fetch can use")
                           .arg(status)
                           .arg(QString::fromLatin1(x.head.reason));
            }
            if (!(status == 429 || (status >= 500 && status <= 599)) || attempt == options.attempts) break;
            pause(retryWait(x.head, delay));
            delay *= 2;
        }
        return fail(tried > 1 ? QStringLiteral("%1 (tried %2 times)").arg(last).arg(tried) : last);
    } catch (const std::bad_alloc&) {
        return fail(QStringLiteral("out of memory while receiving the response; nothing was kept"));
    } catch (const std::exception& e) {
        return fail(QStringLiteral("internal error while receiving the response: %1").arg(QString::fromUtf8(e.what())));
    }
}

} // namespace denominator
