// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/save_file.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace denominator {

namespace {

QString errnoText(int e) { return QString::fromLocal8Bit(std::strerror(e)); }

/// Writes every byte to `fd`; 0 or the errno of the failed write.
int writeAll(int fd, const QByteArray& bytes)
{
    const char* p = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return n < 0 ? errno : ENOSPC;
        p += n;
        left -= n;
    }
    return 0;
}

/// A path that is not a regular file (a device such as /dev/null or /dev/full, a FIFO) is written
/// in place: renaming a new file over it would replace the device node itself.
Expected<void> writeInPlace(const QString& path, const QByteArray& bytes)
{
    const auto failed = [&](const QString& what, int e) {
        return Issue{path, -1, -1, {}, QStringLiteral("%1: %2").arg(what, errnoText(e))};
    };
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return failed(QStringLiteral("cannot write"), errno);
    int e = writeAll(fd, bytes);
    if (::close(fd) != 0 && e == 0) e = errno;
    if (e != 0) return failed(QStringLiteral("write failed"), e);
    return {};
}

} // namespace

Expected<void> saveFileAtomically(const QString& path, const QByteArray& bytes)
{
    struct stat target {};
    const QByteArray native = QFile::encodeName(path);
    const bool exists = ::stat(native.constData(), &target) == 0;
    if (exists && S_ISDIR(target.st_mode)) return Issue{path, -1, -1, {}, QStringLiteral("cannot write: it is a folder")};
    if (exists && !S_ISREG(target.st_mode)) return writeInPlace(path, bytes);
    if (exists && ::access(native.constData(), W_OK) != 0)
        return Issue{path, -1, -1, {}, QStringLiteral("cannot write: %1").arg(errnoText(errno))}; // a read-only file is not replaced
    // A regular file (or none yet): a temporary file beside it, written, synced and closed with
    // every error checked, then renamed over it. A symbolic link keeps pointing where it did.
    const QFileInfo info(path);
    const QString finalPath = info.isSymLink() && !info.canonicalFilePath().isEmpty() ? info.canonicalFilePath() : path;
    const QString tmp = QStringLiteral("%1.tmp-%2").arg(finalPath).arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    const QByteArray tmpNative = QFile::encodeName(tmp);
    const auto failed = [&](const QString& what, int e) {
        ::unlink(tmpNative.constData());
        return Issue{path, -1, -1, {}, QStringLiteral("%1, nothing written: %2").arg(what, errnoText(e))};
    };
    const int fd = ::open(tmpNative.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? (target.st_mode & 07777) : 0666);
    if (fd < 0) return Issue{path, -1, -1, {}, QStringLiteral("cannot write: %1").arg(errnoText(errno))};
    if (exists) (void)::fchmod(fd, target.st_mode & 07777); // the umask does not narrow an existing file's mode
    int e = writeAll(fd, bytes);
    if (e == 0 && ::fsync(fd) != 0 && errno != EINVAL) e = errno;
    if (::close(fd) != 0 && e == 0) e = errno;
    if (e != 0) return failed(QStringLiteral("write failed"), e);
    if (::rename(tmpNative.constData(), QFile::encodeName(finalPath).constData()) != 0)
        return failed(QStringLiteral("cannot replace the file"), errno);
    return {};
}

} // namespace denominator
