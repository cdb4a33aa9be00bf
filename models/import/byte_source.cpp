// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/byte_source.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace denominator {

Expected<std::unique_ptr<ByteSource>> ByteSource::openFile(const QString& path)
{
    const auto refuse = [&](const QString& why) { return Issue{path, -1, -1, {}, why}; };
    // An MLPerf run folder is read from its summary log (import/mlperf_run_import.cpp).
    const QString summary = QDir(path).filePath(QStringLiteral("mlperf_log_summary.txt"));
    if (QFileInfo(path).isDir() && QFileInfo(summary).isFile()) return openFile(summary);
    const QFileInfo info(path);
    if (!info.exists()) return refuse(QStringLiteral("cannot read: no such file"));
    if (info.isDir())
        return refuse(QStringLiteral("is a folder; expected a data file (or an MLPerf run folder holding mlperf_log_summary.txt)"));
    if (!info.isFile()) return refuse(QStringLiteral("is not a regular file (a pipe, socket or device); expected a data file on disk"));
    if (info.size() > InputLimits::kMaxInputBytes)
        return refuse(
            QStringLiteral("is %1 bytes; files larger than %2 bytes are not imported")
                .arg(QLocale(QLocale::English).toString(info.size()), QLocale(QLocale::English).toString(InputLimits::kMaxInputBytes)));
    std::unique_ptr<ByteSource> s(new ByteSource);
    s->m_path = path;
    s->m_fileName = info.fileName();
    s->m_size = info.size();
    s->m_file = std::make_unique<QFile>(path);
    if (!s->m_file->open(QIODevice::ReadOnly)) return refuse(QStringLiteral("cannot read: %1").arg(s->m_file->errorString()));
    return s;
}

std::unique_ptr<ByteSource> ByteSource::fromBytes(const QString& name, QByteArray bytes)
{
    std::unique_ptr<ByteSource> s(new ByteSource);
    s->m_path = name;
    s->m_fileName = QFileInfo(name).fileName();
    s->m_size = bytes.size();
    s->m_bytes = std::move(bytes);
    return s;
}

std::unique_ptr<ByteSource> ByteSource::fromPull(const QString& path, const QString& fileName, Pull pull)
{
    std::unique_ptr<ByteSource> s(new ByteSource);
    s->m_path = path;
    s->m_fileName = fileName;
    s->m_pull = std::move(pull);
    return s;
}

ByteSource::~ByteSource() = default;

qint64 ByteSource::read(char* data, qint64 max)
{
    qint64 n = 0;
    if (m_file) {
        n = m_file->read(data, max);
        if (n < 0) {
            m_error = m_file->errorString();
            return -1;
        }
    } else if (m_pull) {
        const auto pulled = m_pull(data, max);
        if (!pulled) {
            m_error = pulled.error().message;
            return -1;
        }
        if (*pulled < 0 || *pulled > max) {
            m_error = QStringLiteral("the source gave %1 bytes where 0 to %2 were asked for").arg(*pulled).arg(max);
            return -1;
        }
        n = *pulled;
    } else {
        n = std::min<qint64>(max, m_bytes.size() - m_consumed);
        std::copy_n(m_bytes.constData() + m_consumed, n, data);
    }
    if (m_consumed + n > InputLimits::kMaxInputBytes) {
        m_error = QStringLiteral("grew past %1 bytes while being read").arg(InputLimits::kMaxInputBytes);
        return -1;
    }
    m_hash.add(data, n);
    m_consumed += n;
    return n;
}

QString ByteSource::finishHash()
{
    if (!m_sha256.isEmpty()) return m_sha256;
    char buffer[1 << 16];
    while (read(buffer, sizeof buffer) > 0) {
    }
    m_sha256 = m_hash.hex();
    return m_sha256;
}

} // namespace denominator
