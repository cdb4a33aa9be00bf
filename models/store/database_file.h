// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// How a database file is opened, so that processes sharing it never trip over each other: a new
// file is built whole before anyone can see it, readers honour the WAL, and the journal mode of a
// file in use is switched only by a writer that waits for its turn.

#include "store/sqlite_db.h"

#include <functional>

namespace denominator {

/// Builds a new database in a private file beside `path` (WAL mode, `initialise` run on it) and
/// links it into place. When several processes start on a missing file one link wins and the
/// others find a finished database, so nobody switches the journal mode or creates the schema of a
/// file that another process can already see (SQLite refuses such a switch at once, without
/// calling the busy handler, while another connection reads the file). Losing the race is not an
/// error. Throws StoreError naming `path` when the folder cannot be written.
void createDatabaseFile(const QString& path, const std::function<void(SqliteDb&)>& initialise);

/// Opens `db` on `path` as a reader that sees every committed change, WAL included, and can change
/// neither the file nor its WAL; returns the schema version (PRAGMA user_version). Where the WAL
/// index cannot be created or opened (a read-only folder), falls back to a snapshot of the file
/// alone and sets `notice` to what that may hide.
qint64 openForReading(SqliteDb& db, const QString& path, QString& notice);

/// Puts a database this connection can write into WAL mode, waiting (up to kBusyWaitMs, said
/// through busyNotice) while other connections keep SQLite from switching. A file already in WAL
/// mode is left alone without taking any lock.
void ensureWalMode(SqliteDb& db);

} // namespace denominator
