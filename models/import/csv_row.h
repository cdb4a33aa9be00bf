// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Typed access to one CSV record by column name, checking each value against its field rule
// (the same table the JSON rows use) and recording file, line, column, expected and found.

#include "core/field_rules.h"
#include "import/csv_reader.h"
#include "import/import_sink.h"

#include <QHash>

namespace denominator {

/// A header row: the columns by normalised name ("Median TPOT (ms)" -> "median tpot";
/// "Throughput/Chip (tok/s)" -> "throughput/gpu").
struct CsvHeader {
    explicit CsvHeader(const CsvRecord& record);
    static QString normalise(QString name);

    bool has(const QString& column) const { return index.contains(column); }
    QString joined() const { return fields.join(QLatin1Char(',')); }

    QStringList fields;
    QHash<QString, int> index;
    qint64 line = 0;
};

class CsvRow {
public:
    CsvRow(const CsvHeader& header, const CsvRecord& record, int row, const ImportContext& ctx)
        : m_header(header), m_record(record), m_row(row), m_ctx(ctx)
    {
    }

    bool hasColumn(const QString& c) const { return m_header.has(c); }
    /// The cell, trimmed; empty when the column is absent.
    QString cell(const QString& c) const;

    double number(const QString& c, const FieldRule& rule);    ///< required
    double optNumber(const QString& c, const FieldRule& rule); ///< NaN when the cell is empty
    int integer(const QString& c, const FieldRule& rule);
    int optInteger(const QString& c, const FieldRule& rule, int fallback);
    QString text(const QString& c, const TextRule& rule = rules::kName); ///< required, non-empty
    QString optText(const QString& c, const TextRule& rule = rules::kName);
    bool optFlag(const QString& c, bool fallback = false);

    void fail(const QString& c, const QString& message);
    int row() const { return m_row; }
    qint64 line() const { return m_record.line; }
    int failures() const { return m_failures; }

private:
    QString label(const QString& c) const; ///< the column as the header spells it

    const CsvHeader& m_header;
    const CsvRecord& m_record;
    int m_row;
    const ImportContext& m_ctx;
    int m_failures = 0;
};

} // namespace denominator
