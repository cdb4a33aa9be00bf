// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/number_format.h"

#include <QLocale>
#include <cmath>

namespace denominator {

QString formatNumber(double v, int significant)
{
    if (!std::isfinite(v)) return QStringLiteral("n/a");
    if (std::fabs(v) >= 1000) return QLocale(QLocale::English).toString(v, 'f', 0);
    return QString::number(v, 'g', significant);
}

QString formatFixed(double v, int decimals)
{
    if (!std::isfinite(v)) return QStringLiteral("n/a");
    return QLocale(QLocale::English).toString(v, 'f', decimals);
}

QString formatExact(double v) { return std::isfinite(v) ? QString::number(v, 'g', 15) : QStringLiteral("n/a"); }

QString formatTimes(double v, int significant)
{
    if (!std::isfinite(v)) return QStringLiteral("n/a");
    return formatNumber(v, significant) + QStringLiteral("×");
}

QString formatTimesRange(double lo, double hi, int significant)
{
    // An end opened by a bound (a draw known only as "at most 550 W") is said as one.
    if (std::isfinite(lo) && lo > 0 && hi == kOpenAbove) return QStringLiteral("≥ %1×").arg(formatNumber(lo, significant));
    if (lo == 0 && std::isfinite(hi)) return QStringLiteral("≤ %1×").arg(formatNumber(hi, significant));
    if (!std::isfinite(lo) || !std::isfinite(hi)) return QStringLiteral("n/a");
    return QStringLiteral("%1–%2×").arg(formatNumber(lo, significant), formatNumber(hi, significant));
}

nlohmann::json jsonNumber(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr); }

} // namespace denominator
