#pragma once
// RFC 4180 CSV records with the line each record starts on. Qt Core only; no I/O.

#include <QList>
#include <QString>
#include <QStringList>

namespace denominator {

struct CsvRecord {
    int line = 0; ///< 1-based line where the record starts
    QStringList fields;
};

struct CsvParseResult {
    QList<CsvRecord> records;
    int errorLine = 0; ///< non-zero when the text is malformed (unterminated quote)
    QString error;
};

/// Splits text into records. Lines whose first character is '#' (outside quotes) are skipped as
/// comments when `skipHashComments`; blank lines are skipped. CRLF and LF both end a record.
CsvParseResult parseCsv(const QString& text, bool skipHashComments = true);

/// Makes a cell safe to open in a spreadsheet: a leading '=', '+', '-' or '@' is prefixed with a
/// quote so it is never run as a formula; quotes and separators are escaped per RFC 4180.
QString csvEscapeCell(const QString& cell);

} // namespace denominator
