// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One connection to a PostgreSQL server through libpq (never a hand-written wire protocol): text
// queries with parameters, and a query whose rows arrive one at a time (libpq's single-row mode),
// so a result of any size is never held whole. Messages name the server without its password.
// Thread: one connection, one thread.

#include "core/issue.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

struct pg_conn;

namespace denominator::pg {

/// `postgresql://user:secret@host/db?password=x` shown as `postgresql://user@host/db`.
QString withoutPassword(const QString& uri);
/// True for a libpq connection URI (postgresql:// or postgres://).
bool isConnectionUri(const QString& text);

/// A parameter: text, or SQL NULL.
using Param = std::optional<QString>;
/// A result row; a NULL column is a null QString.
using Row = QStringList;

class Connection {
public:
    /// Connects (10 s timeout unless the URI sets connect_timeout); an Issue naming the server and
    /// what libpq said (refused, no such host, authentication failed, no such database).
    static Expected<std::unique_ptr<Connection>> open(const QString& uri);
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    QString name() const { return m_name; } ///< the URI without its password
    int backendPid() const;

    /// Runs one statement (or several, without parameters) and returns all its rows.
    Expected<QList<Row>> query(const QString& sql, const QList<Param>& params = {});

    /// Starts a query whose rows are then taken one by one with next().
    Expected<void> start(const QString& sql, const QList<Param>& params = {});
    /// The next row of the started query; nothing at its end; an Issue when the query failed or the
    /// connection was lost part way.
    Expected<std::optional<Row>> next();

private:
    Connection() = default;
    Issue failure(const QString& what) const;

    pg_conn* m_conn = nullptr;
    QString m_name;
};

} // namespace denominator::pg
