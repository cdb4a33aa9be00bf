// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/http_get.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkDiskCache>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <new>
#include <nlohmann/json.hpp>

namespace denominator {

namespace {

constexpr int kMaxRetryAfterMs = 60000;

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

QString networkProblem(QNetworkReply::NetworkError e, const QNetworkReply& reply, int timeoutMs)
{
    switch (e) {
    case QNetworkReply::ConnectionRefusedError: return QStringLiteral("connection refused (is the server up, and the base URL right?)");
    case QNetworkReply::HostNotFoundError: return QStringLiteral("host not found (offline, or a wrong base URL?)");
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: return QStringLiteral("no response within %1 s").arg(timeoutMs / 1000.0);
    case QNetworkReply::RemoteHostClosedError: return QStringLiteral("the connection was cut off before the response was complete");
    default: return reply.errorString();
    }
}

bool retryable(int status, QNetworkReply::NetworkError e)
{
    if (status == 429 || (status >= 500 && status <= 599)) return true;
    return e == QNetworkReply::TimeoutError || e == QNetworkReply::OperationCanceledError || e == QNetworkReply::RemoteHostClosedError ||
           e == QNetworkReply::TemporaryNetworkFailureError || e == QNetworkReply::NetworkSessionFailedError;
}

} // namespace

namespace {

/// How much of a reply Qt may hold before the body takes it: enough for throughput, small enough
/// that a body over its limit is refused within a few MiB of it.
constexpr qint64 kReadBufferBytes = qint64(1) << 20;

/// One request's transfer, bounded in bytes and in time. The body is taken from the reply as it
/// arrives (Qt keeps no second copy) and the request is aborted once it passes the size limit or
/// its deadline; nothing in here throws into Qt's event loop.
struct Transfer {
    QByteArray body;
    bool cancelled = false, tooLarge = false, pastDeadline = false, outOfMemory = false;
    QString callbackError;
    qint64 received = 0, total = -1;
};

void runTransfer(QNetworkReply& reply, const HttpOptions& options, const HttpProgress& progress, Transfer& t)
{
    // Qt reads a reply into memory as fast as the socket delivers unless its buffer is bounded: a
    // runaway body would pile up there (25 MB under a busy sanitizer run) before take() saw the
    // limit. Bounded, the socket is read only as fast as the body is taken.
    reply.setReadBufferSize(std::min<qint64>(options.maxBodyBytes + 1, kReadBufferBytes));
    QEventLoop loop;
    QObject::connect(&reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    const auto stop = [&](bool& why) {
        why = true;
        reply.abort();
    };
    const auto report = [&] {
        if (t.cancelled || !progress) return;
        try {
            if (!progress(t.received, t.total)) stop(t.cancelled);
        } catch (const std::exception& e) {
            t.callbackError = QString::fromUtf8(e.what());
            stop(t.cancelled);
        }
    };
    const auto take = [&] {
        if (t.tooLarge || t.pastDeadline || t.cancelled || t.outOfMemory) return;
        const qint64 available = reply.bytesAvailable();
        if (t.body.size() + available > options.maxBodyBytes) return stop(t.tooLarge);
        try { // the slot runs inside Qt's event loop, which no exception may cross
            if (options.beforeBodyGrows) options.beforeBodyGrows(t.body.size() + available);
            t.body += reply.read(available);
        } catch (const std::bad_alloc&) {
            t.body = QByteArray();
            stop(t.outOfMemory);
        }
    };
    QObject::connect(&reply, &QNetworkReply::readyRead, &loop, take);
    QObject::connect(&reply, &QNetworkReply::downloadProgress, &loop, [&](qint64 got, qint64 of) {
        t.received = got;
        t.total = of;
        if (of > options.maxBodyBytes && !t.tooLarge) return stop(t.tooLarge); // announced too large
        report();
    });
    // Also while nothing arrives, so Cancel works against a silent server.
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, report);
    tick.start(100);
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] {
        if (!reply.isFinished()) stop(t.pastDeadline);
    });
    deadline.start(options.deadlineMs);
    if (!reply.isFinished()) loop.exec();
    take();
}

QString sizeText(qint64 bytes) { return QStringLiteral("%1 MiB").arg(double(bytes) / double(1 << 20), 0, 'f', 1); }

} // namespace

Expected<HttpResponse> httpGetJson(const QUrl& url, const HttpOptions& options, JsonBody expected, const HttpProgress& progress)
{
    const QString where = QStringLiteral("GET ") + url.toString(QUrl::RemoveUserInfo);
    const auto fail = [&](const QString& why) { return Issue{where, -1, -1, {}, why}; };
    try {
        QNetworkProxyFactory::setUseSystemConfiguration(true);
        QNetworkAccessManager nam;
        if (!options.cacheDir.isEmpty()) {
            auto* cache = new QNetworkDiskCache(&nam);
            cache->setCacheDirectory(options.cacheDir);
            cache->setMaximumCacheSize(qint64(2) << 30);
            nam.setCache(cache);
        }
        int delay = options.backoffMs, tried = 0;
        QString last;
        for (int attempt = 1; attempt <= std::max(1, options.attempts); ++attempt) {
            tried = attempt;
            QNetworkRequest request(url);
            request.setRawHeader("Accept", "application/json"); // gzip is asked for and undone by Qt
            request.setHeader(QNetworkRequest::UserAgentHeader, QByteArray("Denominator/" DENOMINATOR_VERSION));
            request.setTransferTimeout(std::max(1, options.timeoutMs));
            request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::PreferNetwork);
            request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
            std::unique_ptr<QNetworkReply> reply(nam.get(request));
            Transfer t;
            runTransfer(*reply, options, progress, t);
            if (!t.callbackError.isEmpty()) return fail(QStringLiteral("cancelled: %1").arg(t.callbackError));
            if (t.cancelled) return fail(QStringLiteral("cancelled"));
            if (t.tooLarge)
                return fail(QStringLiteral("the response is larger than %1 (the most a fetch accepts); nothing was kept")
                                .arg(sizeText(options.maxBodyBytes)));
            if (t.outOfMemory)
                return fail(
                    QStringLiteral("not enough memory to hold the response (%1 had arrived); nothing was kept").arg(sizeText(t.received)));
            if (t.pastDeadline)
                return fail(QStringLiteral("not complete within the %1 s deadline (%2 bytes had arrived); nothing was kept")
                                .arg(options.deadlineMs / 1000.0)
                                .arg(t.body.size()));
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QNetworkReply::NetworkError error = reply->error();
            const QByteArray& body = t.body;
            if (error == QNetworkReply::NoError && ((status >= 200 && status < 300) || status == 304)) {
                // A connection closed early can still end "successfully": the length says otherwise
                // (only for an uncompressed body: Content-Length counts the bytes on the wire).
                const qint64 announced = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
                const bool fromCache = reply->attribute(QNetworkRequest::SourceIsFromCacheAttribute).toBool();
                if (!fromCache && !reply->hasRawHeader("Content-Encoding") && announced > body.size())
                    return fail(QStringLiteral("the response was cut off: %1 of %2 bytes arrived").arg(body.size()).arg(announced));
                if (const QString problem = jsonBodyProblem(body, expected); !problem.isEmpty()) return fail(problem);
                HttpResponse r;
                r.url = url;
                r.body = body;
                r.fetchedAt = QDateTime::currentDateTimeUtc();
                r.fromCache = fromCache;
                r.attempts = attempt;
                return r;
            }
            if (status >= 400) {
                last =
                    QStringLiteral("HTTP %1 %2").arg(status).arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
                if (const QString problem = jsonArrayBodyProblem(body); problem.startsWith(QLatin1String("the server answered")))
                    last += QStringLiteral(": ") + problem.mid(qsizetype(qstrlen("the server answered with an error: ")));
            } else {
                last = networkProblem(error, *reply, options.timeoutMs);
            }
            if (!retryable(status, error) || attempt == options.attempts) break;
            int wait = delay;
            if (const QByteArray after = reply->rawHeader("Retry-After"); !after.isEmpty()) {
                bool ok = false;
                const int seconds = after.trimmed().toInt(&ok);
                if (ok && seconds >= 0) wait = std::min(kMaxRetryAfterMs, std::max(wait, seconds * 1000));
            }
            pause(wait);
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
