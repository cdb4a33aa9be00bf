// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One HTTP/1.1 GET over its own connection (plain or TLS, directly or through the system's proxy),
// read through HttpResponseParser so that every part of the response is bounded in bytes, and the
// whole exchange in time: the silence limit and the deadline. It runs a local event loop (a
// test's server on the same thread keeps serving) and nothing thrown in it crosses that loop.
// Retries, redirects, the cache and the body's encoding are the caller's (http_get.cpp).

#include "fetch/http_get.h"
#include "fetch/http_response_parser.h"

#include <QDeadlineTimer>
#include <QList>
#include <QPair>

namespace denominator {

struct HttpExchange {
    enum class End {
        Complete, ///< a whole response: head() and body are set
        Refused,  ///< the response broke a bound or HTTP's rules (see problem)
        Network,  ///< the connection failed or was cut off (see problem, retryable)
        Silence,  ///< nothing arrived within the silence limit
        PastDeadline,
        Cancelled, ///< the progress callback said stop (or threw: callbackError)
        OutOfMemory,
    };
    End end = End::Network;
    QString problem;
    bool retryable = false;
    bool tooLarge = false; ///< refused for its body's size (announced or arriving)
    QString callbackError;
    HttpHead head;
    QByteArray body; ///< as the server encoded it (Content-Encoding is not undone here)
    qint64 received = 0, total = -1;
};

/// `due`: when the whole request (every redirect of it) must be complete; PastDeadline after.
HttpExchange exchangeGet(const QUrl& url, const QList<QPair<QByteArray, QByteArray>>& headers, const HttpOptions& options,
                         const HttpProgress& progress, const QDeadlineTimer& due);

} // namespace denominator
