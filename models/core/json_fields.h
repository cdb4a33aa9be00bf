#pragma once
// Typed access to the keys of one JSON row with precise errors (file, row, field, expectation).
// Internal to the importers.

#include "core/import_report.h"

#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

class JsonFields {
public:
    JsonFields(const nlohmann::json& obj, QString file, int row, QList<ImportIssue>& errors, QString prefix = {})
        : m_obj(obj), m_file(std::move(file)), m_row(row), m_errors(errors), m_prefix(std::move(prefix)) {}

    bool has(const char* key) const;
    /// Required finite number; records an error and returns NaN when absent or not a number.
    double number(const char* key);
    /// Optional number: NaN when absent or null; an error when present with the wrong type.
    double optNumber(const char* key);
    /// Required number that must be > 0 (throughput, power, lengths).
    double positive(const char* key);
    double optPositive(const char* key);
    int integer(const char* key);
    int optInteger(const char* key, int fallback = 0);
    QString string(const char* key);
    QString optString(const char* key);
    /// Accepts JSON booleans and the strings "true"/"false" that InferenceX writes.
    bool optBool(const char* key, bool fallback = false);

    void fail(const char* key, const QString& message);

private:
    const nlohmann::json* find(const char* key) const;
    QString typeName(const nlohmann::json& v) const;

    const nlohmann::json& m_obj;
    QString m_file;
    int m_row;
    QList<ImportIssue>& m_errors;
    QString m_prefix;
};

} // namespace denominator
