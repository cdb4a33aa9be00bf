// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/http_cache.h"

#include "core/save_file.h"
#include "core/sha256.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace denominator {

namespace {

constexpr qint64 kMaxRecordBytes = 16 << 10;

std::string hex(QByteArrayView bytes) { return Sha256::hexOf(bytes).toStdString(); }

std::string key(const QUrl& url) { return url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment).toStdString(); }

/// A validator sent back as a header value: printable, no line breaks.
bool sendable(const QByteArray& v)
{
    return v.size() <= 1024 && std::all_of(v.cbegin(), v.cend(), [](char c) { return uchar(c) >= 0x20 && uchar(c) != 0x7f; });
}

QByteArray field(const nlohmann::json& m, const char* name)
{
    const auto it = m.find(name);
    return it != m.end() && it->is_string() ? QByteArray::fromStdString(it->get<std::string>()) : QByteArray();
}

} // namespace

QString HttpCache::fileFor(const QUrl& url) const
{
    return m_dir + QLatin1Char('/') + QString::fromStdString(hex(QByteArray::fromStdString(key(url)))) + QStringLiteral(".response");
}

std::optional<HttpCache::Record> HttpCache::recordIn(QFile& f, const QUrl& url) const
{
    const QByteArray line = f.readLine(kMaxRecordBytes);
    const nlohmann::json m = nlohmann::json::parse(line.constBegin(), line.constEnd(), nullptr, false);
    if (!m.is_object() || field(m, "url").toStdString() != key(url)) return std::nullopt;
    Record r{{field(m, "etag"), field(m, "last_modified")}, field(m, "sha256").toStdString()};
    if (r.sha256.size() != 64 || !sendable(r.validators.etag) || !sendable(r.validators.lastModified)) return std::nullopt;
    if (r.validators.etag.isEmpty() && r.validators.lastModified.isEmpty()) return std::nullopt;
    return r;
}

std::optional<HttpCache::Validators> HttpCache::validatorsFor(const QUrl& url, qint64 maxBytes) const
{
    if (m_dir.isEmpty()) return std::nullopt;
    QFile f(fileFor(url));
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    const auto r = recordIn(f, url);
    if (!r || f.size() - f.pos() > maxBytes) return std::nullopt;
    // Only a body that is still whole may be revalidated: hashed in blocks, not held.
    Sha256 h;
    QByteArray block;
    while (!(block = f.read(qint64(1) << 16)).isEmpty()) h.add(block.constData(), block.size());
    if (h.hex().toStdString() != r->sha256) return std::nullopt;
    return r->validators;
}

std::optional<QByteArray> HttpCache::bodyFor(const QUrl& url, qint64 maxBytes) const
{
    if (m_dir.isEmpty()) return std::nullopt;
    QFile f(fileFor(url));
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    const auto r = recordIn(f, url);
    if (!r || f.size() - f.pos() > maxBytes) return std::nullopt;
    QByteArray body = f.readAll();
    if (hex(body) != r->sha256) return std::nullopt; // cut or altered
    return body;
}

void HttpCache::keep(const QUrl& url, const HttpHead& head, const QByteArray& body) const
{
    if (m_dir.isEmpty()) return;
    const QByteArray etag = head.value("ETag"), lastModified = head.value("Last-Modified");
    clearLeftovers();
    if (head.joined("Cache-Control").toLower().contains("no-store") || (etag.isEmpty() && lastModified.isEmpty()) || !sendable(etag) ||
        !sendable(lastModified)) {
        QFile::remove(fileFor(url)); // an older version must not be revalidated in its place
        return;
    }
    const nlohmann::json m{
        {"url", key(url)}, {"sha256", hex(body)}, {"etag", etag.toStdString()}, {"last_modified", lastModified.toStdString()}};
    const std::string line = m.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    if (qint64(line.size()) > kMaxRecordBytes || !QDir().mkpath(m_dir)) return;
    if (saveFileAtomically(fileFor(url), QByteArray::fromStdString(line) + body)) prune();
}

void HttpCache::clearLeftovers() const
{
    const QDir dir(m_dir);
    // Qt's own disk cache, which the fetch used before, kept its files in these two folders of
    // this one (never a link's target).
    for (const QString& old : dir.entryList({QStringLiteral("data8"), QStringLiteral("prepared")}, QDir::Dirs | QDir::NoSymLinks))
        QDir(dir.filePath(old)).removeRecursively();
    // The temporary file of a write that was killed (save_file.cpp), once it is an hour old.
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    for (const QFileInfo& tmp : dir.entryInfoList({QStringLiteral("*.response.tmp-*")}, QDir::Files | QDir::NoSymLinks))
        if (tmp.lastModified().toUTC() < hourAgo) QFile::remove(tmp.filePath());
}

void HttpCache::touch(const QUrl& url) const
{
    QFile f(fileFor(url));
    if (f.open(QIODevice::ReadWrite)) f.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
}

void HttpCache::prune() const
{
    const QDir dir(m_dir);
    QFileInfoList entries = dir.entryInfoList({QStringLiteral("*.response")}, QDir::Files, QDir::Time); // newest first
    qint64 total = 0;
    for (const QFileInfo& e : std::as_const(entries)) {
        total += e.size();
        if (total > kMaxBytes) QFile::remove(e.filePath());
    }
}

} // namespace denominator
