// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/field_rules.h"

#include <QLocale>
#include <cmath>

namespace denominator {
namespace {

QString number(double v)
{
    if (std::isnan(v)) return QStringLiteral("NaN");
    if (std::isinf(v)) return v > 0 ? QStringLiteral("infinity") : QStringLiteral("-infinity");
    const QLocale en(QLocale::English);
    if (v == std::floor(v) && std::fabs(v) < 1e15) return en.toString(qint64(v));
    return QString::number(v, 'g', 6);
}

} // namespace

Expected<void> checkRule(double v, const FieldRule& rule)
{
    const bool below = rule.minExclusive ? !(v > rule.min) : !(v >= rule.min);
    const bool wrong = !std::isfinite(v) || below || v > rule.max || (rule.integer && v != std::floor(v));
    if (!wrong) return {};
    const QString low =
        rule.minExclusive ? QStringLiteral("above %1").arg(number(rule.min)) : QStringLiteral("from %1").arg(number(rule.min));
    const QString kind = rule.integer ? QStringLiteral(" (a whole number)") : QString();
    return problem(QStringLiteral("expected %1%2 %3 to %4, found %5")
                       .arg(QString::fromLatin1(rule.expectation), kind, low, number(rule.max), number(v)));
}

Expected<void> checkRule(const QString& text, const TextRule& rule)
{
    if (text.size() <= rule.maxChars) return {};
    return problem(QStringLiteral("expected %1 of at most %2 characters, found %3 characters")
                       .arg(QString::fromLatin1(rule.expectation))
                       .arg(rule.maxChars)
                       .arg(QLocale(QLocale::English).toString(text.size())));
}

std::optional<int> checkedProduct(int a, int b, const FieldRule& rule)
{
    const double p = double(a) * double(b);
    if (!checkRule(p, rule)) return std::nullopt;
    return int(p);
}

} // namespace denominator
