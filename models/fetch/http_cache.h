// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The fetch's on-disk HTTP cache, for revalidation only: the body a URL last answered with, kept
// with its ETag and Last-Modified, so the next request asks "changed since?" and an unchanged
// resource is a 304 that transfers nothing. One file per URL (named by its SHA-256): a first line
// recording the URL, the validators and the body's SHA-256, then the body; written whole or not at
// all. To ask, the body is hashed in blocks (an altered one is not revalidated); it is read into
// memory, and checked again, only on a 304.
// A response that says no-store, or names no validator, removes the URL's entry. At most
// kMaxBytes in all: the least recently used entries go first. The folders Qt's disk cache kept
// here, and temporary files of killed writes, are removed.

#include "fetch/http_response_parser.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QUrl>
#include <optional>

namespace denominator {

class HttpCache {
public:
    static constexpr qint64 kMaxBytes = qint64(2) << 30;

    struct Validators {
        QByteArray etag, lastModified;
    };

    /// `dir` empty: a cache that keeps nothing.
    explicit HttpCache(QString dir) : m_dir(std::move(dir)) {}

    /// What to send for `url`: the validators of an entry whose body (at most `maxBytes`) matches
    /// its recorded hash, or nothing.
    std::optional<Validators> validatorsFor(const QUrl& url, qint64 maxBytes) const;
    /// The kept body of `url`, when it matches its recorded hash and is at most `maxBytes`.
    std::optional<QByteArray> bodyFor(const QUrl& url, qint64 maxBytes) const;
    /// Keeps `body` (decoded) for `url` when `head` allows it, else removes the URL's entry. Best
    /// effort: a cache that cannot be written costs the next fetch a full transfer, nothing else.
    void keep(const QUrl& url, const HttpHead& head, const QByteArray& body) const;
    /// Marks `url`'s entry as just used (answered 304), so pruning takes it last.
    void touch(const QUrl& url) const;

private:
    struct Record {
        Validators validators;
        std::string sha256;
    };
    std::optional<Record> recordIn(QFile& f, const QUrl& url) const;
    QString fileFor(const QUrl& url) const;
    void prune() const;
    void clearLeftovers() const;
    QString m_dir;
};

} // namespace denominator
