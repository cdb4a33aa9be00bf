// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Typed access to one JSON row (an object parsed with simdjson) that checks every value against
// its field rule and records precise problems: file, line, row, field, expected, found.
// Internal to the importers; a row is valid only for as long as the parser that made it.

#include "core/field_rules.h"
#include "import/import_sink.h"

#include <simdjson.h>

namespace denominator {

class JsonRow {
public:
    JsonRow(simdjson::dom::object obj, const ImportContext& ctx, qint64 line, int row, QString prefix = {})
        : m_obj(obj), m_ctx(ctx), m_line(line), m_row(row), m_prefix(std::move(prefix))
    {
    }

    /// The nested object under `key` (e.g. "metrics"), or nothing (an issue is recorded when the
    /// key is present with another type; `required` records one when it is absent).
    std::optional<JsonRow> object(const char* key, bool required);

    bool contains(const char* key) const; ///< present, even when null
    bool has(const char* key) const;      ///< present and not null
    /// The string under `key`, or empty (never records an issue: for detection).
    QString peekText(const char* key) const;
    bool isObject(const char* key) const;

    /// A number within `rule`; NaN (and an issue) when absent, null, of another type or outside.
    double number(const char* key, const FieldRule& rule);
    /// NaN when absent or null; an issue when present with another type or outside `rule`.
    double optNumber(const char* key, const FieldRule& rule);
    int integer(const char* key, const FieldRule& rule);
    int optInteger(const char* key, const FieldRule& rule, int fallback);
    /// A non-empty string (integers are accepted as their digits); an issue when absent or empty.
    QString text(const char* key, const TextRule& rule = rules::kName);
    QString optText(const char* key, const TextRule& rule = rules::kName);
    /// JSON booleans, 0/1 and the strings "true"/"false" that InferenceX writes.
    bool optFlag(const char* key, bool fallback = false);

    void fail(const char* key, const QString& message);
    int row() const { return m_row; }
    qint64 line() const { return m_line; }
    /// Issues recorded through this row (and rows made from it).
    int failures() const { return *m_failures; }

private:
    std::optional<simdjson::dom::element> find(const char* key) const;
    QString found(const simdjson::dom::element& v) const;
    double checked(const char* key, double v, const FieldRule& rule);

    simdjson::dom::object m_obj;
    const ImportContext& m_ctx;
    qint64 m_line;
    int m_row;
    QString m_prefix;
    std::shared_ptr<int> m_failures = std::make_shared<int>(0);
};

} // namespace denominator
