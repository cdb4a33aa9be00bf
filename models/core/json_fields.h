// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Typed access to the keys of one small JSON object (a claims file, a raw benchmark result, a
// scenario) with precise errors: file, row, field, what was expected and what was found. Numbers
// can be checked against the field rules the importers share.

#include "core/field_rules.h"
#include "core/issue.h"

#include <QList>
#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

class JsonFields {
public:
    JsonFields(const nlohmann::json& obj, QString file, int row, QList<Issue>& errors, QString prefix = {})
        : m_obj(obj), m_file(std::move(file)), m_row(row), m_errors(errors), m_prefix(std::move(prefix))
    {
    }

    bool has(const char* key) const;
    /// Required finite number; records an error and returns NaN when absent or not a number.
    double number(const char* key);
    /// Required number within `rule`.
    double number(const char* key, const FieldRule& rule);
    /// Optional number: NaN when absent or null; an error when present with the wrong type.
    double optNumber(const char* key);
    double optNumber(const char* key, const FieldRule& rule);
    /// Required number that must be > 0 (throughput, power, lengths).
    double positive(const char* key);
    double optPositive(const char* key);
    /// Whole numbers within ±1e9 (an error, never a wrapped value, outside).
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
    QList<Issue>& m_errors;
    QString m_prefix;
};

} // namespace denominator
