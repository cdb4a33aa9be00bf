// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/sqlite_db.h"

#include <cmath>
#include <limits>

namespace denominator {

SqliteStatement::SqliteStatement(sqlite3* db, const char* sql) : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
        throw StoreError(QStringLiteral("SQL error: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))));
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
    const QByteArray utf8 = v.toUtf8();
    sqlite3_bind_text(m_stmt, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    return *this;
}

SqliteStatement& SqliteStatement::bindNull(int i)
{
    sqlite3_bind_null(m_stmt, i);
    return *this;
}

bool SqliteStatement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw StoreError(QStringLiteral("database error: %1").arg(QString::fromUtf8(sqlite3_errmsg(m_db))));
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

bool SqliteStatement::isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }

SqliteDb::~SqliteDb() { sqlite3_close(m_db); }

void SqliteDb::open(const QString& path)
{
    const QByteArray p = path.toUtf8();
    if (sqlite3_open_v2(p.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        const QString msg = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("out of memory");
        sqlite3_close(m_db);
        m_db = nullptr;
        throw StoreError(QStringLiteral("%1: cannot open database: %2").arg(path, msg));
    }
    sqlite3_busy_timeout(m_db, 5000);
}

void SqliteDb::exec(const char* sql)
{
    char* err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const QString msg = QString::fromUtf8(err ? err : "unknown error");
        sqlite3_free(err);
        throw StoreError(QStringLiteral("database error: %1").arg(msg));
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
