// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/csv_reader.h"

#include <QStringDecoder>

namespace denominator {
namespace {

/// Splits one record's text (no line end) into fields: quoted fields keep their text (with ""
/// unescaped), unquoted fields are trimmed.
QStringList splitFields(const QString& text)
{
    QStringList fields;
    QString field;
    bool inQuotes = false, quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"') && !quoted && field.trimmed().isEmpty()) {
            inQuotes = quoted = true;
            field.clear();
        } else if (c == QLatin1Char(',')) {
            fields << (quoted ? field : field.trimmed());
            field.clear();
            quoted = false;
        } else {
            field += c;
        }
    }
    fields << (quoted ? field : field.trimmed());
    return fields;
}

} // namespace

bool CsvRecordReader::fail(qint64 line, const QString& message)
{
    if (!m_error) m_error = Issue{m_in.source().path(), int(std::min<qint64>(line, INT_MAX)), -1, {}, message};
    return false;
}

bool CsvRecordReader::findRecord(qint64& contentLength, qint64& totalLength, qint64& lines)
{
    if (m_in.available() == 0) m_in.request(1);
    // A comment is one physical line: quotes in it do not start a quoted field.
    const bool comment = m_skipComments && m_in.available() > 0 && m_in.data()[0] == '#';
    bool inQuotes = false, fieldStart = !comment;
    qint64 i = 0;
    lines = 0;
    for (;;) {
        if (i + 1 >= m_in.available() && !m_in.inputEnded()) m_in.request(i + 2); // one byte of lookahead for CRLF and ""
        const char* d = m_in.data();
        const qint64 n = m_in.available();
        if (i >= n) {
            if (!m_in.readError().isEmpty()) return fail(m_line, QStringLiteral("cannot read: %1").arg(m_in.readError()));
            if (inQuotes) return fail(m_line, QStringLiteral("unterminated quoted field (a '\"' opened in this record is never closed)"));
            contentLength = totalLength = i;
            return i > 0;
        }
        if (i > InputLimits::kMaxRecordBytes)
            return fail(
                m_line,
                QStringLiteral("a record longer than %1 MiB; expected lines of a CSV file").arg(InputLimits::kMaxRecordBytes >> 20));
        const char c = d[i];
        if (c == '\0') return fail(m_line + lines, QStringLiteral("binary data (a NUL byte): expected a CSV text file"));
        const bool lineEnd = c == '\n' || c == '\r';
        const qint64 endLength = c == '\r' && i + 1 < n && d[i + 1] == '\n' ? 2 : 1;
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < n && d[i + 1] == '"')
                    ++i;
                else
                    inQuotes = false;
            } else if (lineEnd) {
                ++lines;
                i += endLength - 1;
            }
        } else if (lineEnd) {
            contentLength = i;
            totalLength = i + endLength;
            ++lines;
            return true;
        } else if (c == '"' && fieldStart && !comment) {
            inQuotes = true;
        } else if (c == ',') {
            fieldStart = true;
        } else if (c != ' ' && c != '\t') {
            fieldStart = false;
        }
        ++i;
    }
}

bool CsvRecordReader::next(CsvRecord& out)
{
    for (;;) {
        if (m_error) return false;
        qint64 content = 0, total = 0, lines = 0;
        if (!findRecord(content, total, lines)) return false;
        const bool comment = m_skipComments && m_in.data()[0] == '#';
        if (content > 0 && !comment) {
            QStringDecoder utf8(QStringDecoder::Utf8);
            const QString text = utf8(QByteArrayView(m_in.data(), content));
            if (utf8.hasError()) return fail(m_line, QStringLiteral("not UTF-8 text; expected a CSV file in UTF-8"));
            out.line = m_line;
            out.fields = splitFields(text);
            m_in.consume(total);
            m_line += lines;
            return true;
        }
        m_in.consume(total);
        m_line += lines;
    }
}

CsvParseResult parseCsv(const QString& text, bool skipHashComments)
{
    auto source = ByteSource::fromBytes(QStringLiteral("text"), text.toUtf8());
    BufferedInput in(*source);
    CsvRecordReader reader(in, skipHashComments);
    CsvParseResult out;
    CsvRecord rec;
    while (reader.next(rec)) out.records << rec;
    if (reader.error()) {
        out.errorLine = reader.error()->line;
        out.error = reader.error()->message;
    }
    return out;
}

QString csvEscapeCell(const QString& cell)
{
    QString c = cell;
    if (!c.isEmpty() && QStringLiteral("=+-@").contains(c.front())) {
        bool numeric = false;
        c.toDouble(&numeric);
        if (!numeric) c.prepend(QLatin1Char('\''));
    }
    if (c.contains(QLatin1Char(',')) || c.contains(QLatin1Char('"')) || c.contains(QLatin1Char('\n')) || c.contains(QLatin1Char('\r')) ||
        c != cell) {
        c.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + c + QLatin1Char('"');
    }
    return c;
}

} // namespace denominator
