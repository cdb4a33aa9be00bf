// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Reading an InferenceX PostgreSQL database (a restored weekly dump, or a team's own ingest):
// successful benchmark_results joined with configs and workflow_runs, filtered in SQL, streamed
// row by row as API-shaped JSON into the same importer as the public API's rows, so the names, the
// GPU-count rules, the checks and the provenance (run URL, run id, date) are the ones the API gets.

#include "import/import_report.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace denominator {
class Store;
}

namespace denominator::inferencex {

/// What to read. Empty / zero means "any".
struct DbFilter {
    QStringList models;   ///< display names (DeepSeek-R1-0528) or keys (dsr1)
    QString since;        ///< YYYY-MM-DD: results of that date or later
    int isl = 0, osl = 0; ///< kAgenticLength (-1) for both: agentic rows (NULL lengths)

    /// "model dsr1, since 2025-10-01", or "all results".
    QString describe() const;
};

/// Rows read so far of `total`; return false to cancel (the import then changes nothing).
using DbProgress = std::function<bool(qint64 rows, qint64 total)>;

/// Imports every successful result the filter selects (of each run, its latest attempt) in one
/// transaction: a failure (connection refused, authentication, a schema that is not InferenceX's,
/// a connection lost part way, a bad row) leaves the store as it was, and reading the same rows
/// again adds nothing. Messages name the server without its password; a bad row also names its
/// benchmark_results id.
ImportReport importDatabase(Store& store, const QString& uri, const DbFilter& filter, const DbProgress& progress = {});

} // namespace denominator::inferencex
