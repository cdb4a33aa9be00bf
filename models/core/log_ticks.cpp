// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/log_ticks.h"

#include "core/number_format.h"

#include <cmath>
#include <initializer_list>
#include <limits>

namespace denominator {

namespace {

/// Every m × 10^k (m from `mantissas`, k a multiple of `decadeStep`) inside [lo, hi].
QList<double> ticksFrom(double lo, double hi, std::initializer_list<double> mantissas, int decadeStep)
{
    QList<double> out;
    const int first = int(std::floor(std::log10(lo))) - 1;
    const int last = int(std::ceil(std::log10(hi)));
    for (int k = first; k <= last; ++k) {
        if (k % decadeStep != 0) continue;
        const double decade = std::pow(10.0, k);
        for (double m : mantissas) {
            const double v = m * decade;
            // Tolerate rounding at the ends (an axis from 0.99999 to 1000.0001).
            if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9)) out << v;
        }
    }
    return out;
}

/// The smallest distance between neighbours in decades (log10 units); a large value for < 2 ticks.
double closestGap(const QList<double>& ticks)
{
    double gap = 1e9;
    for (int i = 1; i < ticks.size(); ++i) gap = std::min(gap, std::log10(ticks[i] / ticks[i - 1]));
    return gap;
}

} // namespace

QList<double> logTicks(double lo, double hi, double lengthPx, double minGapPx)
{
    if (!(lo > 0) || !(hi > lo) || !std::isfinite(hi) || !(lengthPx > 0)) return {};
    const double pxPerDecade = lengthPx / std::log10(hi / lo);
    const auto fits = [&](const QList<double>& ticks) { return ticks.size() >= 2 && closestGap(ticks) * pxPerDecade >= minGapPx; };
    // From finest to coarsest: the first that leaves room between labels wins.
    QList<double> sparsest;
    for (const auto& set : {std::initializer_list<double>{1, 1.5, 2, 3, 4, 5, 7}, {1, 2, 3, 5}, {1, 2, 5}, {1, 3}, {1}}) {
        QList<double> ticks = ticksFrom(lo, hi, set, 1);
        if (fits(ticks)) return ticks;
        if (!ticks.isEmpty()) sparsest = ticks;
    }
    for (int step = 2; step <= 64; step *= 2) {
        QList<double> ticks = ticksFrom(lo, hi, {1}, step);
        if (fits(ticks)) return ticks;
        if (!ticks.isEmpty()) sparsest = ticks;
    }
    // Too short an axis for two labels: one label (or none when no round value is inside).
    return sparsest.mid(0, 1);
}

double logStepBeyond(double v, bool up)
{
    if (!std::isfinite(v) || v <= 0) return std::numeric_limits<double>::quiet_NaN();
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    const double m = v / decade;    // in [1, 10), give or take rounding
    constexpr double kSlack = 1e-9; // 200.00000001 is 200
    if (up) {
        for (const double step : {1.0, 2.0, 5.0, 10.0})
            if (m <= step * (1 + kSlack)) return step * decade;
        return 10 * decade;
    }
    for (const double step : {10.0, 5.0, 2.0, 1.0})
        if (m >= step * (1 - kSlack)) return step * decade;
    return decade / 2;
}

QString logTickLabel(double v) { return formatNumber(v, 6); }

} // namespace denominator
