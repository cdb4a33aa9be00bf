// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/json_fields.h"

#include <cmath>
#include <limits>

namespace denominator {

const nlohmann::json* JsonFields::find(const char* key) const
{
    auto it = m_obj.find(key);
    return it == m_obj.end() ? nullptr : &*it;
}

bool JsonFields::has(const char* key) const
{
    const auto* v = find(key);
    return v && !v->is_null();
}

QString JsonFields::typeName(const nlohmann::json& v) const
{
    if (v.is_string()) return QStringLiteral("the string \"%1\"").arg(QString::fromStdString(v.get<std::string>()).left(40));
    return QString::fromLatin1(v.type_name());
}

void JsonFields::fail(const char* key, const QString& message)
{
    m_errors.append({m_file, -1, m_row, m_prefix + QString::fromUtf8(key), message});
}

double JsonFields::optNumber(const char* key)
{
    const auto* v = find(key);
    if (!v || v->is_null()) return std::numeric_limits<double>::quiet_NaN();
    if (!v->is_number()) {
        fail(key, QStringLiteral("expected a number, found %1").arg(typeName(*v)));
        return std::numeric_limits<double>::quiet_NaN();
    }
    const double d = v->get<double>();
    if (!std::isfinite(d)) fail(key, QStringLiteral("expected a finite number"));
    return d;
}

double JsonFields::number(const char* key)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected a number"));
        return std::numeric_limits<double>::quiet_NaN();
    }
    return optNumber(key);
}

double JsonFields::positive(const char* key)
{
    const double d = number(key);
    if (std::isfinite(d) && d <= 0) fail(key, QStringLiteral("expected a number > 0, found %1").arg(d));
    return d;
}

double JsonFields::optPositive(const char* key)
{
    const double d = optNumber(key);
    if (std::isfinite(d) && d <= 0) fail(key, QStringLiteral("expected a number > 0, found %1").arg(d));
    return d;
}

int JsonFields::integer(const char* key)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected an integer"));
        return 0;
    }
    return optInteger(key);
}

int JsonFields::optInteger(const char* key, int fallback)
{
    const auto* v = find(key);
    if (!v || v->is_null()) return fallback;
    if (v->is_number()) {
        const double d = v->get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) <= 1e9) return int(d);
        fail(key, QStringLiteral("expected a whole number within ±1,000,000,000, found %1").arg(d, 0, 'g', 12));
        return fallback;
    }
    fail(key, QStringLiteral("expected an integer, found %1").arg(typeName(*v)));
    return fallback;
}

double JsonFields::number(const char* key, const FieldRule& rule)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected %1").arg(QString::fromLatin1(rule.expectation)));
        return std::numeric_limits<double>::quiet_NaN();
    }
    return optNumber(key, rule);
}

double JsonFields::optNumber(const char* key, const FieldRule& rule)
{
    const double d = optNumber(key);
    if (std::isnan(d)) return d;
    if (const auto fits = checkRule(d, rule); !fits) {
        fail(key, fits.error().message);
        return std::numeric_limits<double>::quiet_NaN();
    }
    return d;
}

QString JsonFields::string(const char* key)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected a string"));
        return {};
    }
    return optString(key);
}

QString JsonFields::optString(const char* key)
{
    const auto* v = find(key);
    if (!v || v->is_null()) return {};
    if (v->is_string()) {
        QString s = QString::fromStdString(v->get<std::string>());
        if (const auto fits = checkRule(s, rules::kLongText); !fits) {
            fail(key, fits.error().message);
            return {};
        }
        return s;
    }
    if (v->is_number_integer()) return QString::fromStdString(v->dump());
    fail(key, QStringLiteral("expected a string, found %1").arg(typeName(*v)));
    return {};
}

bool JsonFields::optBool(const char* key, bool fallback)
{
    const auto* v = find(key);
    if (!v || v->is_null()) return fallback;
    if (v->is_boolean()) return v->get<bool>();
    if (v->is_number_integer()) return v->get<long long>() != 0;
    if (v->is_string()) {
        const auto s = QString::fromStdString(v->get<std::string>()).toLower();
        if (s == QLatin1String("true") || s == QLatin1String("1")) return true;
        if (s == QLatin1String("false") || s == QLatin1String("0") || s.isEmpty()) return false;
    }
    fail(key, QStringLiteral("expected true or false, found %1").arg(typeName(*v)));
    return fallback;
}

} // namespace denominator
