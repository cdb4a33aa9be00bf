// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Typed access to one JSON row (an object parsed with simdjson) that checks every value against
// its field rule and records precise problems: file, line, row, field, expected, found.
// Internal to the importers; a row is valid only for as long as the parser that made it.

#include "core/field_rules.h"
#include "import/import_sink.h"

#include <QHash>
#include <QStringList>
#include <simdjson.h>

namespace denominator {

/// What the rows of one input share, so that each row costs less to read. Key tables: an importer
/// asks for some 25 of a row's 40 keys, and simdjson finds each one by comparing it with them all;
/// two objects are indexed at a time (a row and its `metrics`), valid for one parsed document
/// (call clear() whenever the parser parses again). Texts: the few names a file repeats on every
/// row are decoded once and shared.
class JsonRowCache {
public:
    JsonRowCache();
    ~JsonRowCache();
    JsonRowCache(const JsonRowCache&) = delete;
    JsonRowCache& operator=(const JsonRowCache&) = delete;

    /// What `obj` holds under `key`, as simdjson's at_key would say (the first of repeated keys).
    /// `identity` is the caller's note of which object `obj` is: null at first, then set here.
    simdjson::simdjson_result<simdjson::dom::element> find(simdjson::dom::object obj, const char*& identity, std::string_view key);
    /// The first key that `obj` holds twice (see find() for `identity`).
    std::optional<std::string_view> repeatedKey(simdjson::dom::object obj, const char*& identity);
    /// Forgets the key tables (not the texts).
    void clear();
    /// The UTF-8 text `s` as a QString, shared with every earlier row that had the same text.
    QString text(std::string_view s);

private:
    struct Table;
    /// The table of `obj`, built if needed; null when `obj` is not indexed.
    Table* tableOf(simdjson::dom::object obj, const char*& identity);
    std::unique_ptr<Table[]> m_tables;
    int m_next = 0; ///< the table to build next
    QHash<QByteArray, QString> m_texts;
};

class JsonRow {
public:
    /// `cache` (optional) makes reading quicker; it must be cleared whenever the parser behind `obj` parses again.
    JsonRow(simdjson::dom::object obj, const ImportContext& ctx, qint64 line, int row, JsonRowCache* cache = nullptr, QString prefix = {})
        : m_obj(obj), m_ctx(ctx), m_line(line), m_row(row), m_cache(cache), m_prefix(std::move(prefix))
    {
    }

    /// The nested object under `key` (e.g. "metrics"), or nothing (an issue is recorded when the
    /// key is present with another type; `required` records one when it is absent).
    std::optional<JsonRow> object(const char* key, bool required);

    bool contains(const char* key) const; ///< present, even when null
    bool has(const char* key) const;      ///< present and not null
    /// The string under `key`, or empty (never records an issue: for detection).
    QString peekText(const char* key) const;
    /// A row id under `key`: a non-negative integer, or a string of its digits; nothing otherwise
    /// (never records an issue: ids only look things up).
    std::optional<qint64> peekId(const char* key) const;
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
    /// An array of strings, or one string of items separated by commas or semicolons; empty when
    /// absent or null.
    QStringList optTextList(const char* key, const TextRule& rule = rules::kName);
    /// JSON booleans, 0/1 and the strings "true"/"false" that InferenceX writes.
    bool optFlag(const char* key, bool fallback = false);

    /// False, with an issue naming the key, when this object holds a key twice (readers disagree
    /// on which value counts). Importers call it once per row; object() calls it for nested ones.
    bool keysOnce();

    void fail(const char* key, const QString& message);
    int row() const { return m_row; }
    qint64 line() const { return m_line; }
    /// Issues recorded through this row (and rows made from it).
    int failures() const { return *m_failures; }

private:
    std::optional<simdjson::dom::element> find(const char* key) const;
    QString found(const simdjson::dom::element& v) const;
    QString decoded(std::string_view s) const;
    double checked(const char* key, double v, const FieldRule& rule);

    simdjson::dom::object m_obj;
    const ImportContext& m_ctx;
    qint64 m_line;
    int m_row;
    JsonRowCache* m_cache;
    mutable const char* m_identity = nullptr; ///< which object m_obj is to m_cache
    QString m_prefix;
    std::shared_ptr<int> m_failures = std::make_shared<int>(0);
};

} // namespace denominator
