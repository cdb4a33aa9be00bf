// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The fetch's on-disk HTTP cache, for revalidation only: the body a URL last answered with, kept
// with its ETag and Last-Modified, so the next request asks "changed since?" and an unchanged
// resource is a 304 that transfers nothing. One file per URL (named by its SHA-256), written whole
// or not at all; an entry whose bytes do not match the hash it records is ignored. A response that
// says no-store, or names no validator, is not kept.

#include "fetch/http_response_parser.h"

#include <QByteArray>
#include <QString>
#include <QUrl>
#include <optional>

namespace denominator {

class HttpCache {
public:
    struct Entry {
        QByteArray etag, lastModified, body;
    };

    /// `dir` empty: a cache that keeps nothing.
    explicit HttpCache(QString dir) : m_dir(std::move(dir)) {}

    std::optional<Entry> find(const QUrl& url) const;
    /// Keeps `body` (decoded) for `url` when `head` allows it; best effort: a cache that cannot be
    /// written costs the next fetch a full transfer, nothing else.
    void keep(const QUrl& url, const HttpHead& head, const QByteArray& body) const;

private:
    QString fileFor(const QUrl& url) const;
    QString m_dir;
};

} // namespace denominator
