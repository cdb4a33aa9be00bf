// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The store's schema: its migrations, from an empty file to Store::kSchemaVersion.

namespace denominator {

class SqliteDb;

/// Runs the migrations a database still lacks, each in its own transaction.
void migrateSchema(SqliteDb& db);

} // namespace denominator
