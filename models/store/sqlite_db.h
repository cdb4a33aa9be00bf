// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Thin RAII over the sqlite3 C API. Errors throw StoreError with SQLite's message; the Store
// catches them at its methods' boundary (store/guarded.h) and returns them as an Issue.
// Not thread-safe: one connection per thread.

#include "core/issue.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <sqlite3.h>
#include <stdexcept>
#include <string>
#include <vector>

namespace denominator {

class StoreError : public std::runtime_error {
public:
    /// What kind of failure, for a front end that can do something about it (the window opens a
    /// file it cannot write read-only instead).
    enum class Kind { Other, Busy, CannotWrite, Damaged, Full, Io };
    explicit StoreError(const QString& msg, Kind kind = Kind::Other) : StoreError(problem(msg), kind) {}
    explicit StoreError(Issue issue, Kind kind = Kind::Other)
        : std::runtime_error(issue.toString().toStdString()), m_issue(std::move(issue)), m_kind(kind)
    {
    }
    QString message() const { return m_issue.toString(); }
    const Issue& issue() const { return m_issue; }
    Kind kind() const { return m_kind; }

private:
    Issue m_issue;
    Kind m_kind;
};

class SqliteStatement {
public:
    SqliteStatement(sqlite3* db, const char* sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    SqliteStatement& bind(int i, double v); ///< NaN binds NULL
    SqliteStatement& bind(int i, qint64 v);
    SqliteStatement& bind(int i, int v) { return bind(i, qint64(v)); }
    SqliteStatement& bind(int i, const QString& v); ///< null QString binds NULL
    SqliteStatement& bindNull(int i);
    /// Binds `v` as a BLOB, copied by SQLite (a large value is bound once, not per row).
    SqliteStatement& bindBlob(int i, const QByteArray& v);
    /// Steps once; true while a row is available.
    bool step();
    void reset();

    double real(int col) const; ///< NULL -> NaN
    qint64 integer(int col) const;
    QString text(int col) const;
    /// The column's UTF-8 bytes, valid until the next step; a null view for NULL.
    QByteArrayView utf8(int col) const;
    bool isNull(int col) const;
    /// The column's bytes as a BLOB (a copy); empty for NULL.
    QByteArray blob(int col) const;

private:
    sqlite3* m_db;
    sqlite3_stmt* m_stmt = nullptr;
    /// The UTF-8 of each bound text parameter, which SQLite reads in place (no copy per bind):
    /// one buffer per parameter, sized once, so a buffer never moves while SQLite points into it.
    std::vector<std::string> m_texts;
};

/// How long a connection waits for another process's write lock before giving up.
inline constexpr int kBusyWaitMs = 30000;

/// Called once per wait when another process holds the write lock (the command line prints
/// "waiting for …" so a pause is never silent). Empty by default.
std::function<void(const QString& path)>& busyNotice();

/// How the last SQLite call on this thread met another connection's lock: `attempts` is 0 when
/// SQLite refused at once without calling the busy handler (it does so when waiting could
/// deadlock), else how often it waited, for `waitedMs` in all. Reset before every call.
struct LockWait {
    const sqlite3* db = nullptr;
    int attempts = 0;
    qint64 waitedMs = 0;
};
LockWait& lastLockWait();

class SqliteDb {
public:
    enum class Mode {
        ReadWrite, ///< creates the file when missing
        ReadOnly,  ///< never writes the file or its WAL; sees every committed change (WAL honoured)
        Snapshot,  ///< the file alone, as an immutable one: no locks, no -wal/-shm, a pending WAL unseen
    };
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;
    /// The connection moves with its busy handler (which is told the object it waits for).
    SqliteDb(SqliteDb&& other) noexcept;
    SqliteDb& operator=(SqliteDb&&) = delete;

    void open(const QString& path, Mode mode = Mode::ReadWrite);
    bool readOnly() const { return m_mode != Mode::ReadWrite; }
    Mode mode() const { return m_mode; }
    void close();
    const QString& path() const { return m_path; }
    void exec(const char* sql);
    qint64 scalar(const char* sql);
    qint64 lastInsertId() const;
    sqlite3* handle() const { return m_db; }

private:
    sqlite3* m_db = nullptr;
    QString m_path;
    Mode m_mode = Mode::ReadWrite;
};

/// A StoreError for a failed SQLite call with result code `rc`: "busy" and "read-only" in words.
StoreError sqliteError(sqlite3* db, int rc, const QString& path);

/// Rolls back unless commit() was called.
class Transaction {
public:
    explicit Transaction(SqliteDb& db);
    ~Transaction();
    void commit();

private:
    SqliteDb& m_db;
    bool m_done = false;
};

} // namespace denominator
