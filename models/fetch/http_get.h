// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One HTTP GET of a JSON document, as the data sources need it: system proxy settings, TLS, gzip,
// redirects (never from https to http), a silence limit and a deadline, retries with backoff on
// 429, 5xx and dropped connections (Retry-After honoured), an on-disk cache that revalidates (ETag /
// Last-Modified: an unchanged resource is a 304 and transfers nothing), every part of the response
// bounded in bytes (http_response_parser.h), and a body checked to be the expected JSON before
// anyone imports it. Synchronous: it runs its own event loop, so call it from a worker thread in
// the window. Qt Network only; no widgets.

#include "core/issue.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QSslCertificate>
#include <QUrl>
#include <functional>

namespace denominator {

struct HttpOptions {
    /// The ranges the command line and the fetch dialog accept (README "Limits and guarantees").
    static constexpr int kMinTimeoutMs = 100, kMaxTimeoutMs = 3600 * 1000;
    static constexpr int kMinDeadlineMs = 1000, kMaxDeadlineMs = 24 * 3600 * 1000;
    static constexpr int kMaxRetries = 10;
    /// The largest body accepted (the whole InferenceX history of a model is a few MB): a larger
    /// one, announced or arriving, is refused as soon as it passes this, so memory stays bounded.
    static constexpr qint64 kMaxBodyBytes = qint64(256) << 20;

    int timeoutMs = 60000;   ///< without a byte arriving (the silence limit)
    int deadlineMs = 600000; ///< each request from start to end, however the bytes trickle
    int attempts = 4;        ///< the first try and the retries (429, 5xx, timeouts, dropped connections)
    int backoffMs = 1000;    ///< before the first retry, doubling; a Retry-After header wins (at most 60 s)
    qint64 maxBodyBytes = kMaxBodyBytes;
    QString cacheDir; ///< the HTTP cache; empty: none
    /// Trusted besides the system's certificate authorities (a test's own; the program adds none).
    QList<QSslCertificate> extraCaCertificates;
    /// Called, where the body's memory is allocated, before it grows to `bytes`: what throws here
    /// is what an allocation would throw (tests inject std::bad_alloc, which RLIMIT_AS cannot
    /// produce under AddressSanitizer). Empty in the program.
    std::function<void(qint64 bytes)> beforeBodyGrows;
};

struct HttpResponse {
    QUrl url;
    QByteArray body;
    QDateTime fetchedAt;    ///< UTC, when the response arrived
    bool fromCache = false; ///< the server said "unchanged" (304): the body is the cached one
    int attempts = 0;
};

/// Called as bytes arrive and every 100 ms while waiting (`total` is -1 when unknown); returning
/// false cancels the transfer.
using HttpProgress = std::function<bool(qint64 received, qint64 total)>;

/// What a response must hold: rows (the benchmark endpoints) or one object keyed by row id
/// (/api/v1/derived-agentic-metrics).
enum class JsonBody { Array, Object };

/// The body at `url`, or an Issue naming the URL and the HTTP status or network error, or why the
/// body is not the expected JSON (an HTML page, a truncated body, an {"error": …} object, a body
/// over options.maxBodyBytes or headers over HttpResponseParser's bounds, a request past its deadline).
/// Never throws.
Expected<HttpResponse> httpGetJson(const QUrl& url, const HttpOptions& options, JsonBody expected, const HttpProgress& progress = {});
inline Expected<HttpResponse> httpGetJsonArray(const QUrl& url, const HttpOptions& options, const HttpProgress& progress = {})
{
    return httpGetJson(url, options, JsonBody::Array, progress);
}

/// Why a body that arrived whole is not the expected JSON; empty when it is. The check every
/// fetched body passes before it is imported (the fuzz target feeds it bodies the same way).
QString jsonBodyProblem(const QByteArray& body, JsonBody expected);
inline QString jsonArrayBodyProblem(const QByteArray& body) { return jsonBodyProblem(body, JsonBody::Array); }

} // namespace denominator
