// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What importing one file did. Importers never show dialogs; callers print or list these.

#include "core/issue.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace denominator {

/// Outcome of importing one file. A file with errors changed nothing in the store.
struct ImportReport {
    QString file;
    QString format;         ///< detected format id, e.g. "inferencex-agg"
    QString sha256;         ///< of the file's bytes (empty when it could not be read)
    int inserted = 0;       ///< points (or claims) added
    int alreadyPresent = 0; ///< points skipped because the same content was imported before
    QStringList notes;      ///< informational, e.g. "3 rows carry measured power"
    QList<Issue> errors;    ///< non-empty means the file was refused as a whole

    bool ok() const { return errors.isEmpty(); }
    /// One line for the command line: `FILE: FORMAT, N points inserted, M already present`.
    QString summaryLine() const;
};

} // namespace denominator
