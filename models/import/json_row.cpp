// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/json_row.h"

#include <cmath>

namespace denominator {

std::optional<simdjson::dom::element> JsonRow::find(const char* key) const
{
    simdjson::dom::element v;
    if (m_obj.at_key(key).get(v) != simdjson::SUCCESS) return std::nullopt;
    return v;
}

bool JsonRow::contains(const char* key) const { return find(key).has_value(); }

bool JsonRow::has(const char* key) const
{
    const auto v = find(key);
    return v && !v->is_null();
}

QString JsonRow::peekText(const char* key) const
{
    std::string_view s;
    const auto v = find(key);
    if (!v || v->get(s) != simdjson::SUCCESS) return {};
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

bool JsonRow::isObject(const char* key) const
{
    const auto v = find(key);
    return v && v->is_object();
}

void JsonRow::fail(const char* key, const QString& message)
{
    ++*m_failures;
    m_ctx.fail(m_line, m_row, m_prefix + QString::fromUtf8(key), message);
}

QString JsonRow::found(const simdjson::dom::element& v) const
{
    switch (v.type()) {
    case simdjson::dom::element_type::STRING: {
        std::string_view s;
        if (v.get(s) != simdjson::SUCCESS) return QStringLiteral("a string");
        return QStringLiteral("the string \"%1\"").arg(QString::fromUtf8(s.data(), qsizetype(std::min<size_t>(s.size(), 40))));
    }
    case simdjson::dom::element_type::OBJECT: return QStringLiteral("an object");
    case simdjson::dom::element_type::ARRAY: return QStringLiteral("an array");
    case simdjson::dom::element_type::BOOL: return QStringLiteral("a boolean");
    case simdjson::dom::element_type::NULL_VALUE: return QStringLiteral("null");
    default: return QStringLiteral("a number");
    }
}

std::optional<JsonRow> JsonRow::object(const char* key, bool required)
{
    const auto v = find(key);
    if (!v || v->is_null()) {
        if (required) fail(key, QStringLiteral("missing; expected an object"));
        return std::nullopt;
    }
    simdjson::dom::object o;
    if (v->get(o) != simdjson::SUCCESS) {
        fail(key, QStringLiteral("expected an object, found %1").arg(found(*v)));
        return std::nullopt;
    }
    JsonRow nested(o, m_ctx, m_line, m_row, m_prefix + QString::fromUtf8(key) + QLatin1Char('.'));
    nested.m_failures = m_failures;
    return nested;
}

double JsonRow::checked(const char* key, double v, const FieldRule& rule)
{
    if (const auto why = ruleViolation(v, rule)) {
        fail(key, *why);
        return kNaN;
    }
    return v;
}

double JsonRow::optNumber(const char* key, const FieldRule& rule)
{
    const auto v = find(key);
    if (!v || v->is_null()) return kNaN;
    double d = 0;
    if (v->get(d) != simdjson::SUCCESS) {
        fail(key, QStringLiteral("expected %1 (a number), found %2").arg(QString::fromLatin1(rule.expectation), found(*v)));
        return kNaN;
    }
    return checked(key, d, rule);
}

double JsonRow::number(const char* key, const FieldRule& rule)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected %1").arg(QString::fromLatin1(rule.expectation)));
        return kNaN;
    }
    return optNumber(key, rule);
}

int JsonRow::optInteger(const char* key, const FieldRule& rule, int fallback)
{
    if (!has(key)) return fallback;
    const double d = optNumber(key, FieldRule{rule.expectation, rule.min, rule.max, true, rule.minExclusive});
    return std::isfinite(d) ? int(d) : fallback;
}

int JsonRow::integer(const char* key, const FieldRule& rule)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected %1").arg(QString::fromLatin1(rule.expectation)));
        return 0;
    }
    return optInteger(key, rule, 0);
}

QString JsonRow::optText(const char* key, const TextRule& rule)
{
    const auto v = find(key);
    if (!v || v->is_null()) return {};
    QString out;
    std::string_view s;
    int64_t i = 0;
    if (v->get(s) == simdjson::SUCCESS)
        out = QString::fromUtf8(s.data(), qsizetype(s.size()));
    else if (v->get(i) == simdjson::SUCCESS)
        out = QString::number(i);
    else {
        fail(key, QStringLiteral("expected %1 (a string), found %2").arg(QString::fromLatin1(rule.expectation), found(*v)));
        return {};
    }
    if (const auto why = ruleViolation(out, rule)) {
        fail(key, *why);
        return {};
    }
    return out;
}

QString JsonRow::text(const char* key, const TextRule& rule)
{
    const int before = failures();
    QString s = has(key) ? optText(key, rule) : QString();
    if (s.trimmed().isEmpty() && failures() == before)
        fail(key, QStringLiteral("missing or empty; expected %1").arg(QString::fromLatin1(rule.expectation)));
    return s;
}

bool JsonRow::optFlag(const char* key, bool fallback)
{
    const auto v = find(key);
    if (!v || v->is_null()) return fallback;
    bool b = false;
    int64_t i = 0;
    std::string_view s;
    if (v->get(b) == simdjson::SUCCESS) return b;
    if (v->get(i) == simdjson::SUCCESS && (i == 0 || i == 1)) return i != 0;
    if (v->get(s) == simdjson::SUCCESS) {
        const QString t = QString::fromUtf8(s.data(), qsizetype(s.size())).trimmed().toLower();
        if (t == QLatin1String("true") || t == QLatin1String("1")) return true;
        if (t == QLatin1String("false") || t == QLatin1String("0") || t.isEmpty()) return false;
    }
    fail(key, QStringLiteral("expected true or false, found %1").arg(found(*v)));
    return fallback;
}

} // namespace denominator
