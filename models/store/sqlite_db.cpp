// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/sqlite_db.h"

#include <QUrl>
#include <cmath>
#include <limits>
#include <utility>

namespace denominator {

std::function<void(const QString& path)>& busyNotice()
{
    static std::function<void(const QString&)> notice;
    return notice;
}

LockWait& lastLockWait()
{
    thread_local LockWait wait;
    return wait;
}

namespace {

/// Forgets the last call's wait: each call starts with none.
void startCall() { lastLockWait() = {}; }

QString busyMessage(sqlite3* db, const QString& path)
{
    const LockWait& w = lastLockWait();
    if (w.db == db && w.attempts > 0)
        return QStringLiteral("%1 is busy: waited %2 s for another process's write lock (another import?), the most this "
                              "command waits. Nothing was changed; try again when it is done.")
            .arg(path)
            .arg(double(w.waitedMs) / 1000.0, 0, 'f', 1);
    return QStringLiteral("%1 is busy: SQLite refused at once, without waiting, because another connection was changing "
                          "the database in a way this one could not wait for without risking a deadlock. Nothing was "
                          "changed; try again.")
        .arg(path);
}

} // namespace

StoreError sqliteError(sqlite3* db, int rc, const QString& path)
{
    const QString msg = QString::fromUtf8(db ? sqlite3_errmsg(db) : "out of memory");
    using Kind = StoreError::Kind;
    switch (rc & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return StoreError(busyMessage(db, path), Kind::Busy);
    case SQLITE_READONLY:
        return StoreError(QStringLiteral("%1 is read-only here (the file or its folder cannot be written): it can be read, not "
                                         "changed. Nothing was changed.")
                              .arg(path),
                          Kind::CannotWrite);
    case SQLITE_CANTOPEN:
        return StoreError(QStringLiteral("%1 cannot be opened for writing (SQLite: %2; its folder, or its -wal or -shm file, "
                                         "cannot be written). Nothing was changed.")
                              .arg(path, msg),
                          Kind::CannotWrite);
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return StoreError(QStringLiteral("%1 is damaged (SQLite: %2). Nothing was changed; restore a backup or move it away to "
                                         "start a new database.")
                              .arg(path, msg),
                          Kind::Damaged);
    case SQLITE_FULL:
        return StoreError(QStringLiteral("%1: cannot write (the disk is full: %2). Nothing was changed.").arg(path, msg), Kind::Full);
    case SQLITE_IOERR:
        // A read fails this way too (a failing disk, a file cut short under it): not "cannot write".
        return StoreError(QStringLiteral("%1: the disk or file system failed a read or a write (SQLite: %2, code %3). Nothing was changed.")
                              .arg(path, msg, QString::number(db ? sqlite3_extended_errcode(db) : rc)),
                          Kind::Io);
    default: return StoreError(QStringLiteral("database error: %1").arg(msg));
    }
}

namespace {

/// Waits for another process's write lock in short sleeps, up to kBusyWaitMs, saying so once, and
/// records the wait (lastLockWait) so that a refusal can say how long it waited.
int waitForLock(void* self, int attempt)
{
    constexpr int kStepMs = 25;
    const auto* db = static_cast<const SqliteDb*>(self);
    LockWait& w = lastLockWait();
    if (attempt == 0) {
        w = {db->handle(), 0, 0};
        if (busyNotice()) busyNotice()(db->path());
    }
    w.attempts = attempt + 1;
    w.waitedMs = qint64(attempt) * kStepMs;
    if (attempt * kStepMs >= kBusyWaitMs) return 0;
    sqlite3_sleep(kStepMs);
    return 1;
}

} // namespace

SqliteStatement::SqliteStatement(sqlite3* db, const char* sql) : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
        throw StoreError(QStringLiteral("SQL error: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))));
    m_texts.resize(size_t(sqlite3_bind_parameter_count(m_stmt)) + 1);
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(m_stmt); }

SqliteStatement& SqliteStatement::bind(int i, double v)
{
    if (!std::isfinite(v)) return bindNull(i);
    sqlite3_bind_double(m_stmt, i, v);
    return *this;
}

SqliteStatement& SqliteStatement::bind(int i, qint64 v)
{
    sqlite3_bind_int64(m_stmt, i, v);
    return *this;
}

SqliteStatement& SqliteStatement::bind(int i, const QString& v)
{
    if (v.isNull()) return bindNull(i);
    if (i < 1 || size_t(i) >= m_texts.size()) {
        sqlite3_bind_text(m_stmt, i, "", 0, SQLITE_STATIC); // out of range: SQLite reports it at step
        return *this;
    }
    std::string& utf8 = m_texts[size_t(i)];
    utf8.resize(size_t(v.size()));
    const QChar* in = v.constData();
    for (qsizetype k = 0; k < v.size(); ++k) {
        if (in[k].unicode() >= 0x80) { // not ASCII: Qt converts the whole string
            const QByteArray bytes = v.toUtf8();
            utf8.assign(bytes.constData(), size_t(bytes.size()));
            break;
        }
        utf8[size_t(k)] = char(in[k].unicode());
    }
    sqlite3_bind_text(m_stmt, i, utf8.data(), int(utf8.size()), SQLITE_STATIC);
    return *this;
}

SqliteStatement& SqliteStatement::bindNull(int i)
{
    sqlite3_bind_null(m_stmt, i);
    return *this;
}

bool SqliteStatement::step()
{
    startCall();
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw sqliteError(m_db, rc, QString::fromUtf8(sqlite3_db_filename(m_db, "main")));
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

double SqliteStatement::real(int col) const
{
    return isNull(col) ? std::numeric_limits<double>::quiet_NaN() : sqlite3_column_double(m_stmt, col);
}

qint64 SqliteStatement::integer(int col) const { return sqlite3_column_int64(m_stmt, col); }

QString SqliteStatement::text(int col) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, col)) : QString();
}

QByteArrayView SqliteStatement::utf8(int col) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
    return p ? QByteArrayView(p, sqlite3_column_bytes(m_stmt, col)) : QByteArrayView();
}

bool SqliteStatement::isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }

SqliteStatement& SqliteStatement::bindBlob(int i, const QByteArray& v)
{
    sqlite3_bind_blob64(m_stmt, i, v.constData(), sqlite3_uint64(v.size()), SQLITE_TRANSIENT);
    return *this;
}

QByteArray SqliteStatement::blob(int col) const
{
    const void* p = sqlite3_column_blob(m_stmt, col);
    return p ? QByteArray(static_cast<const char*>(p), sqlite3_column_bytes(m_stmt, col)) : QByteArray();
}

SqliteDb::~SqliteDb() { close(); }

SqliteDb::SqliteDb(SqliteDb&& other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_path(std::move(other.m_path)), m_mode(other.m_mode)
{
    if (m_db) sqlite3_busy_handler(m_db, waitForLock, this);
}

void SqliteDb::close()
{
    sqlite3_close(m_db);
    m_db = nullptr;
}

void SqliteDb::open(const QString& path, Mode mode)
{
    close();
    m_path = path;
    m_mode = mode;
    QByteArray target = path.toUtf8();
    // NOMUTEX: a connection belongs to one thread (ARCHITECTURE.md), so SQLite's per-call
    // locking is pure cost.
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    if (mode == Mode::ReadOnly) flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX;
    if (mode == Mode::Snapshot) {
        // As an immutable file: no locks, no -wal/-shm (the only way to read a WAL database whose
        // -shm cannot be created), and so blind to changes still in the WAL.
        target = QByteArray("file:") + QUrl::toPercentEncoding(path, "/") + "?immutable=1";
        flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX;
    }
    if (const int rc = sqlite3_open_v2(target.constData(), &m_db, flags, nullptr); rc != SQLITE_OK) {
        const QString msg = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("out of memory");
        // An I/O error says so in the words every other one does (a read fails this way too).
        const StoreError error = (rc & 0xff) == SQLITE_IOERR ? sqliteError(m_db, rc, path)
                                                             : StoreError(QStringLiteral("%1: cannot open database: %2").arg(path, msg));
        sqlite3_close(m_db);
        m_db = nullptr;
        throw error;
    }
    sqlite3_busy_handler(m_db, waitForLock, this);
    // A reader never checkpoints on close: it cannot write, and must not try to (a WAL left by a
    // killed writer stays as it is until a writer opens the file).
    if (mode != Mode::ReadWrite) sqlite3_db_config(m_db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
}

void SqliteDb::exec(const char* sql)
{
    startCall();
    char* err = nullptr;
    if (const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &err); rc != SQLITE_OK) {
        sqlite3_free(err);
        throw sqliteError(m_db, rc, m_path);
    }
}

qint64 SqliteDb::scalar(const char* sql)
{
    SqliteStatement st(m_db, sql);
    return st.step() ? st.integer(0) : 0;
}

qint64 SqliteDb::lastInsertId() const { return sqlite3_last_insert_rowid(m_db); }

Transaction::Transaction(SqliteDb& db) : m_db(db) { m_db.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction()
{
    if (!m_done) sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit()
{
    m_db.exec("COMMIT");
    m_done = true;
}

} // namespace denominator
