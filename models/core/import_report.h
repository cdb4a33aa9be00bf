#pragma once
// What an importer says about one file. Importers never show dialogs; callers print or list these.

#include <QList>
#include <QString>
#include <QStringList>

namespace denominator {

/// One problem at a precise place. `line` is 1-based for text formats; `row` is the 0-based
/// JSON array index or CSV data row; `field` names the key or column. Unknown parts are -1 / empty.
struct ImportIssue {
    QString file;
    int line = -1;
    int row = -1;
    QString field;
    QString message;

    /// `FILE:LINE: field "x": message` or `FILE: row N, field "x": message`.
    QString toString() const;
};

/// Outcome of importing one file. A file with an `error` changed nothing in the store.
struct ImportReport {
    QString file;
    QString format;      ///< detected format id, e.g. "inferencex-agg"
    QString sha256;      ///< of the file's bytes (empty when it could not be read)
    int inserted = 0;    ///< points (or claims) added
    int alreadyPresent = 0; ///< points skipped because this exact file was imported before
    QStringList notes;   ///< informational, e.g. "3 rows carry measured power"
    QList<ImportIssue> errors; ///< non-empty means the file was refused as a whole

    bool ok() const { return errors.isEmpty(); }
    /// One line for the command line: `FILE: FORMAT, N points inserted, M already present`.
    QString summaryLine() const;
};

} // namespace denominator
