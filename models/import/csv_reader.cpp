#include "import/csv_reader.h"

namespace denominator {

CsvParseResult parseCsv(const QString& text, bool skipHashComments)
{
    CsvParseResult out;
    const qsizetype n = text.size();
    qsizetype i = 0;
    int line = 1;
    while (i < n) {
        const int startLine = line;
        // Comment or blank line at the start of a record.
        if (skipHashComments && text.at(i) == QLatin1Char('#')) {
            while (i < n && text.at(i) != QLatin1Char('\n')) ++i;
            if (i < n) { ++i; ++line; }
            continue;
        }
        if (text.at(i) == QLatin1Char('\n') || text.at(i) == QLatin1Char('\r')) {
            if (text.at(i) == QLatin1Char('\n')) ++line;
            ++i;
            continue;
        }
        CsvRecord rec;
        rec.line = startLine;
        QString field;
        bool inQuotes = false, quotedField = false, endOfRecord = false;
        while (i < n && !endOfRecord) {
            const QChar c = text.at(i);
            if (inQuotes) {
                if (c == QLatin1Char('"')) {
                    if (i + 1 < n && text.at(i + 1) == QLatin1Char('"')) { field += c; i += 2; continue; }
                    inQuotes = false;
                } else {
                    if (c == QLatin1Char('\n')) ++line;
                    field += c;
                }
                ++i;
                continue;
            }
            if (c == QLatin1Char('"') && field.trimmed().isEmpty() && !quotedField) {
                inQuotes = quotedField = true;
                field.clear();
            } else if (c == QLatin1Char(',')) {
                rec.fields << (quotedField ? field : field.trimmed());
                field.clear();
                quotedField = false;
            } else if (c == QLatin1Char('\r')) {
                // part of CRLF; ignored
            } else if (c == QLatin1Char('\n')) {
                endOfRecord = true;
                ++line;
            } else {
                field += c;
            }
            ++i;
        }
        if (inQuotes) {
            out.errorLine = startLine;
            out.error = QStringLiteral("unterminated quoted field (a '\"' opened here is never closed)");
            return out;
        }
        rec.fields << (quotedField ? field : field.trimmed());
        out.records << rec;
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
    if (c.contains(QLatin1Char(',')) || c.contains(QLatin1Char('"')) || c.contains(QLatin1Char('\n'))
        || c.contains(QLatin1Char('\r')) || c != cell) {
        c.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + c + QLatin1Char('"');
    }
    return c;
}

} // namespace denominator
