// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// RFC 4180 CSV records read as a stream, with the line each record starts on. Records end at LF,
// CRLF or a lone CR; quoted fields may span lines; lines starting with '#' are comments when asked.
// Memory is one record (at most InputLimits::kMaxRecordBytes) plus one read chunk.

#include "import/buffered_input.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace denominator {

struct CsvRecord {
    qint64 line = 0; ///< 1-based line where the record starts
    QStringList fields;
};

class CsvRecordReader {
public:
    CsvRecordReader(BufferedInput& input, bool skipHashComments = true) : m_in(input), m_skipComments(skipHashComments) {}

    /// The next record; false at the end of the input and on an error (see error()).
    bool next(CsvRecord& out);
    /// Set when next() stopped on a problem: an unterminated quote, a record over the size limit,
    /// text that is not UTF-8, binary data.
    const std::optional<Issue>& error() const { return m_error; }

private:
    bool fail(qint64 line, const QString& message);
    /// Length of the record at the front of the input (through its line end) and where its
    /// content ends; false on an error or when no record is left.
    bool findRecord(qint64& contentLength, qint64& totalLength, qint64& lines);

    BufferedInput& m_in;
    bool m_skipComments;
    qint64 m_line = 1;
    std::optional<Issue> m_error;
};

/// All records of a text (a convenience over CsvRecordReader for small texts and tests).
struct CsvParseResult {
    QList<CsvRecord> records;
    qint64 errorLine = 0; ///< non-zero when the text is malformed
    QString error;
};
CsvParseResult parseCsv(const QString& text, bool skipHashComments = true);

/// Makes a cell safe to open in a spreadsheet: a leading '=', '+', '-' or '@' is prefixed with a
/// quote so it is never run as a formula; quotes and separators are escaped per RFC 4180.
QString csvEscapeCell(const QString& cell);

} // namespace denominator
