// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/csv_row.h"

#include <cmath>

namespace denominator {

CsvHeader::CsvHeader(const CsvRecord& record) : fields(record.fields), line(record.line)
{
    for (int i = 0; i < fields.size(); ++i) index.insert(normalise(fields.at(i)), i);
}

QString CsvHeader::normalise(QString name)
{
    name = name.trimmed().toLower();
    if (const auto paren = name.indexOf(QLatin1Char('(')); paren > 0) name = name.left(paren).trimmed();
    name.replace(QLatin1String("chip"), QLatin1String("gpu"));
    return name;
}

QString CsvRow::cell(const QString& c) const
{
    const int i = m_header.index.value(c, -1);
    return i >= 0 && i < m_record.fields.size() ? m_record.fields.at(i).trimmed() : QString();
}

QString CsvRow::label(const QString& c) const
{
    const int i = m_header.index.value(c, -1);
    return i >= 0 ? m_header.fields.at(i).trimmed() : c;
}

void CsvRow::fail(const QString& c, const QString& message)
{
    ++m_failures;
    m_ctx.fail(m_record.line, m_row, label(c), message);
}

double CsvRow::optNumber(const QString& c, const FieldRule& rule)
{
    QString t = cell(c);
    if (t.isEmpty()) return kNaN;
    bool ok = false;
    const double d = t.toDouble(&ok);
    if (!ok) {
        fail(c, QStringLiteral("expected %1 (a number), found \"%2\"").arg(QString::fromLatin1(rule.expectation), t.left(40)));
        return kNaN;
    }
    if (const auto fits = checkRule(d, rule); !fits) {
        fail(c, fits.error().message);
        return kNaN;
    }
    return d;
}

double CsvRow::number(const QString& c, const FieldRule& rule)
{
    if (cell(c).isEmpty()) {
        fail(c, hasColumn(c) ? QStringLiteral("empty; expected %1").arg(QString::fromLatin1(rule.expectation))
                             : QStringLiteral("no such column; expected %1").arg(QString::fromLatin1(rule.expectation)));
        return kNaN;
    }
    return optNumber(c, rule);
}

int CsvRow::optInteger(const QString& c, const FieldRule& rule, int fallback)
{
    if (cell(c).isEmpty()) return fallback;
    const double d = optNumber(c, FieldRule{rule.expectation, rule.min, rule.max, true, rule.minExclusive});
    return std::isfinite(d) ? int(d) : fallback;
}

int CsvRow::integer(const QString& c, const FieldRule& rule)
{
    if (cell(c).isEmpty()) {
        number(c, rule); // records the "empty" / "no such column" issue
        return 0;
    }
    return optInteger(c, rule, 0);
}

QString CsvRow::optText(const QString& c, const TextRule& rule)
{
    QString t = cell(c);
    if (const auto fits = checkRule(t, rule); !fits) {
        fail(c, fits.error().message);
        return {};
    }
    return t;
}

QString CsvRow::text(const QString& c, const TextRule& rule)
{
    const int before = m_failures;
    QString t = optText(c, rule);
    if (t.isEmpty() && m_failures == before)
        fail(c, hasColumn(c) ? QStringLiteral("empty; expected %1").arg(QString::fromLatin1(rule.expectation))
                             : QStringLiteral("no such column; expected %1").arg(QString::fromLatin1(rule.expectation)));
    return t;
}

bool CsvRow::optFlag(const QString& c, bool fallback)
{
    const QString t = cell(c).toLower();
    if (t.isEmpty()) return fallback;
    if (t == QLatin1String("true") || t == QLatin1String("1")) return true;
    if (t == QLatin1String("false") || t == QLatin1String("0")) return false;
    fail(c, QStringLiteral("expected true or false, found \"%1\"").arg(t.left(40)));
    return fallback;
}

} // namespace denominator
