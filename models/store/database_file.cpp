// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/database_file.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>
#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace denominator {

void createDatabaseFile(const QString& path, const std::function<void(SqliteDb&)>& initialise)
{
    QTemporaryFile tmp(path + QStringLiteral(".new-XXXXXX")); // removed when this function returns
    if (!tmp.open()) throw StoreError(QStringLiteral("%1: cannot create the database (%2)").arg(path, tmp.errorString()));
    tmp.close();
    const QString built = tmp.fileName();
    // QTemporaryFile makes the file owner-only; a database gets what SQLite would give it
    // (0666 less the umask), and its -wal and -shm copy that mode.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    (void)::chmod(QFile::encodeName(built).constData(), 0666 & ~mask);
    try {
        SqliteDb db;
        db.open(built);
        db.exec("PRAGMA page_size = 16384");
        db.exec("PRAGMA journal_mode = WAL");
        initialise(db);
        // Everything into the file itself before anyone can see it: a schema left in the WAL (a
        // full disk at the last checkpoint) would be a file that others open without its WAL.
        SqliteStatement checkpoint(db.handle(), "PRAGMA wal_checkpoint(TRUNCATE)");
        if (!checkpoint.step() || checkpoint.integer(0) != 0)
            throw StoreError(
                QStringLiteral("its last checkpoint did not complete: %1").arg(QString::fromUtf8(sqlite3_errmsg(db.handle()))));
    } catch (const StoreError& e) {
        QFile::remove(built + QStringLiteral("-wal"));
        QFile::remove(built + QStringLiteral("-shm"));
        throw StoreError(QStringLiteral("%1: cannot create the database (%2)").arg(path, e.message()));
    }
    if (QFileInfo(built + QStringLiteral("-wal")).size() > 0) { // closed, so it must be empty or gone
        QFile::remove(built + QStringLiteral("-wal"));
        throw StoreError(QStringLiteral("%1: cannot create the database (its changes stayed in the WAL; is the disk full?)").arg(path));
    }
    QFile::remove(built + QStringLiteral("-shm"));
    if (::link(QFile::encodeName(built).constData(), QFile::encodeName(path).constData()) == 0) return;
    if (errno == EEXIST) {
        // Another process won the race, unless the path is a symbolic link to nothing: SQLite
        // would then create its target, somewhere the user did not name.
        struct stat target {};
        if (::stat(QFile::encodeName(path).constData(), &target) == 0) return;
        throw StoreError(QStringLiteral("%1 is a symbolic link to %2, which does not exist; expected a database file, "
                                        "or nothing at that path")
                             .arg(path, QFileInfo(path).symLinkTarget()));
    }
    // A file system without hard links: a rename, which could replace a file that appeared since
    // the check, so only while there is still none.
    if (!QFileInfo::exists(path) && !QFile::rename(built, path))
        throw StoreError(QStringLiteral("%1: cannot create the database (cannot move %2 into place)").arg(path, built));
}

namespace {

/// A read-only connection fails with these where it cannot create or open the WAL index (-shm):
/// a read-only folder, or a -shm that is not a file it can use. Other I/O errors (a failing disk,
/// a short read) are errors, not a reason to read a snapshot.
bool cannotOpenWalIndex(sqlite3* db, int rc)
{
    const int primary = rc & 0xff;
    if (primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY) return true;
    if (primary != SQLITE_IOERR) return false;
    const int extended = sqlite3_extended_errcode(db);
    return extended == SQLITE_IOERR_SHMOPEN || extended == SQLITE_IOERR_SHMSIZE || extended == SQLITE_IOERR_SHMMAP ||
           extended == SQLITE_IOERR_SHMLOCK;
}

int userVersion(SqliteDb& db, qint64& version)
{
    sqlite3_stmt* st = nullptr;
    int rc = sqlite3_prepare_v2(db.handle(), "PRAGMA user_version", -1, &st, nullptr);
    if (rc == SQLITE_OK) {
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            version = sqlite3_column_int64(st, 0);
            rc = SQLITE_OK;
        }
    }
    sqlite3_finalize(st);
    return rc;
}

} // namespace

qint64 openForReading(SqliteDb& db, const QString& path, QString& notice)
{
    db.open(path, SqliteDb::Mode::ReadOnly);
    qint64 version = 0;
    int rc = userVersion(db, version);
    if (rc == SQLITE_OK) {
        db.exec("PRAGMA query_only = 1");
        return version;
    }
    if (!cannotOpenWalIndex(db.handle(), rc)) throw sqliteError(db.handle(), rc, path);
    const QFileInfo wal(path + QStringLiteral("-wal"));
    db.open(path, SqliteDb::Mode::Snapshot);
    rc = userVersion(db, version);
    if (rc != SQLITE_OK) throw sqliteError(db.handle(), rc, path);
    notice = wal.isFile() && wal.size() > 0
                 ? QStringLiteral("%1 was read as a snapshot of the file alone: its WAL (%1-wal) cannot be opened here "
                                  "(read-only folder?), so changes still in it (%2 bytes) are not shown, and recent imports "
                                  "may be missing.")
                       .arg(path)
                       .arg(wal.size())
                 : QStringLiteral("%1 was read as a snapshot of the file alone: its WAL (%1-wal) cannot be created or opened "
                                  "here (read-only folder?). It holds no pending changes, so nothing is missing.")
                       .arg(path);
    return version;
}

void ensureWalMode(SqliteDb& db)
{
    {
        SqliteStatement mode(db.handle(), "PRAGMA journal_mode");
        if (mode.step() && mode.text(0) == QLatin1String("wal")) return;
    }
    QElapsedTimer waited;
    waited.start();
    for (int attempt = 0;; ++attempt) {
        const int rc = sqlite3_exec(db.handle(), "PRAGMA journal_mode = WAL", nullptr, nullptr, nullptr);
        if (rc == SQLITE_OK) return;
        if ((rc & 0xff) != SQLITE_BUSY || waited.elapsed() >= kBusyWaitMs) {
            if ((rc & 0xff) == SQLITE_BUSY) lastLockWait() = {db.handle(), attempt + 1, waited.elapsed()};
            throw sqliteError(db.handle(), rc, db.path());
        }
        if (attempt == 0 && busyNotice()) busyNotice()(db.path());
        sqlite3_sleep(25);
    }
}

} // namespace denominator
