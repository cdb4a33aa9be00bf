// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/http_cache.h"

#include "core/save_file.h"
#include "core/sha256.h"

#include <QDir>
#include <QFile>
#include <nlohmann/json.hpp>

namespace denominator {

namespace {

constexpr qint64 kMaxMetaBytes = 16 << 10;

std::string hex(QByteArrayView bytes) { return Sha256::hexOf(bytes).toStdString(); }

} // namespace

QString HttpCache::fileFor(const QUrl& url) const
{
    return m_dir + QLatin1Char('/') + QString::fromStdString(hex(url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment))) +
           QStringLiteral(".response");
}

std::optional<HttpCache::Entry> HttpCache::find(const QUrl& url) const
{
    if (m_dir.isEmpty()) return std::nullopt;
    QFile f(fileFor(url));
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    // The first line is the entry's record; the body follows.
    const QByteArray meta = f.readLine(kMaxMetaBytes);
    const nlohmann::json m = nlohmann::json::parse(meta.constBegin(), meta.constEnd(), nullptr, false);
    if (!m.is_object() || !m.contains("sha256") || !m["sha256"].is_string() || !m.contains("url") || !m["url"].is_string())
        return std::nullopt;
    if (m["url"].get<std::string>() != url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment).toStdString()) return std::nullopt;
    Entry e;
    e.body = f.readAll();
    if (hex(e.body) != m["sha256"].get<std::string>()) return std::nullopt; // cut or altered
    if (m.contains("etag") && m["etag"].is_string()) e.etag = QByteArray::fromStdString(m["etag"].get<std::string>());
    if (m.contains("last_modified") && m["last_modified"].is_string())
        e.lastModified = QByteArray::fromStdString(m["last_modified"].get<std::string>());
    if (e.etag.isEmpty() && e.lastModified.isEmpty()) return std::nullopt;
    return e;
}

void HttpCache::keep(const QUrl& url, const HttpHead& head, const QByteArray& body) const
{
    if (m_dir.isEmpty()) return;
    const QByteArray etag = head.value("ETag"), lastModified = head.value("Last-Modified");
    if (head.value("Cache-Control").toLower().contains("no-store") || (etag.isEmpty() && lastModified.isEmpty())) return;
    nlohmann::json m{{"url", url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment).toStdString()},
                     {"sha256", hex(body)},
                     {"etag", etag.toStdString()},
                     {"last_modified", lastModified.toStdString()}};
    const std::string line = m.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    if (qint64(line.size()) > kMaxMetaBytes) return;
    if (!QDir().mkpath(m_dir)) return;
    (void)saveFileAtomically(fileFor(url), QByteArray::fromStdString(line) + body);
}

} // namespace denominator
