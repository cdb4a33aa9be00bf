// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One HTTP GET of a JSON document, as the data sources need it: system proxy settings, gzip, a
// timeout, retries with backoff on 429 and 5xx (Retry-After honoured), an on-disk cache that
// revalidates (ETag / Last-Modified: an unchanged resource is a 304 and transfers nothing), and a
// body checked to be a JSON array before anyone imports it. Synchronous: it runs its own event
// loop, so call it from a worker thread in the window. Qt Network only; no widgets.

#include "core/issue.h"

#include <QByteArray>
#include <QDateTime>
#include <QUrl>
#include <functional>

namespace denominator {

struct HttpOptions {
    int timeoutMs = 60000; ///< without a byte arriving
    int attempts = 4;      ///< the first try and the retries (429, 5xx, timeouts, dropped connections)
    int backoffMs = 1000;  ///< before the first retry, doubling; a Retry-After header wins (at most 60 s)
    QString cacheDir;      ///< the HTTP cache; empty: none
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

/// The body at `url`, or an Issue naming the URL and the HTTP status or network error, or why the
/// body is not the expected JSON array (an HTML page, a truncated body, an {"error": …} object).
Expected<HttpResponse> httpGetJsonArray(const QUrl& url, const HttpOptions& options, const HttpProgress& progress = {});

} // namespace denominator
