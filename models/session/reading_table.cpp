// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/reading_table.h"

#include "core/number_format.h"

#include <algorithm>

namespace denominator {
QString readAtText(const SystemResult& s, const Assumptions& a, bool agentic)
{
    if (isEnergyOnly(s))
        return a.atPeak ? QStringLiteral("its peak, an energy-only row (throughput = measured W ÷ J/token; no interactivity)")
                        : QStringLiteral("no reading: energy-only rows have no interactivity");
    if (lacksNorthStarFront(s, a, agentic))
        return QStringLiteral("no reading: no North Star front (no per-request traces, so no E2E-normalised interactivity)");
    if (!isKnown(s.sample.interactivity)) return QStringLiteral("no reading: no tested point to read");
    if (isClamped(s)) return clampedText(s, a.interactivity);
    if (s.sample.status == PointStatus::Interpolated) {
        const auto [below, above] = s.frontier.bracket(s.sample.interactivity);
        return QStringLiteral("interpolated between %1 and %2 (%3)")
            .arg(formatNumber(below, 3), formatNumber(above, 3), toString(a.interpolation));
    }
    return a.atPeak ? QStringLiteral("its peak, a tested point") : QStringLiteral("a tested point");
}

namespace {

QString ratioTextOf(const Comparison& c, int i)
{
    if (i == 0) return QStringLiteral("baseline");
    const SystemResult& s = c.systems[i];
    if (isClamped(s)) return QStringLiteral("no ratio: ") + clampedText(s, c.assumptions.interactivity);
    const Ratio r = c.ratios.value(i);
    if (r.edge) return QStringLiteral("no ratio: the baseline was not tested here");
    return r.text();
}

/// 2: a value or band at the reading; 1: only at an end of the tested range; 0: neither.
int groupOf(const SystemResult& s)
{
    if (!isKnown(s.tokensPerSecPerKw) && !(isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecPerKwHigh))) return 0;
    return isClamped(s) ? 1 : 2;
}

QString bandText(double value, double low, double high)
{
    if (isKnown(value)) return formatNumber(value, 3);
    if (isKnown(low) && isKnown(high)) return QStringLiteral("%1–%2 (range)").arg(formatNumber(low, 3), formatNumber(high, 3));
    return QStringLiteral("n/a");
}

} // namespace

QList<int> efficiencyRanking(const Comparison& c)
{
    QList<int> order;
    for (int i = 0; i < c.systems.size(); ++i) order << i;
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        const int gx = groupOf(c.systems[x]), gy = groupOf(c.systems[y]);
        if (gx != gy) return gx > gy;
        return rankingValue(c.systems[x]) > rankingValue(c.systems[y]);
    });
    return order;
}

QList<ReadingRow> readingRows(const Comparison& peak, const Comparison& reading)
{
    QList<ReadingRow> rows;
    for (const int i : efficiencyRanking(reading)) {
        const SystemResult& s = reading.systems[i];
        ReadingRow r;
        r.system = i;
        r.rank = int(rows.size()) + 1;
        r.label = s.label;
        r.interactivity = s.sample.interactivity;
        r.readAt = readAtText(s, reading.assumptions, isAgentic(reading.request.isl, reading.request.osl));
        r.tokensPerGpu = s.tokensPerSecond;
        r.watts = s.power.watts;
        r.powerBasis = s.power.known() ? s.power.basis : QStringLiteral("n/a — ") + s.power.missing;
        r.perKw = s.tokensPerSecPerKw;
        r.perKwLow = s.tokensPerSecPerKwLow;
        r.perKwHigh = s.tokensPerSecPerKwHigh;
        r.joulesPerToken = s.joulesPerToken;
        r.joulesPerQuery = s.joulesPerQuery;
        r.joulesPerQueryLow = s.joulesPerQueryLow;
        r.joulesPerQueryHigh = s.joulesPerQueryHigh;
        if (i > 0 && !isClamped(s) && !reading.ratios.value(i).edge) {
            const Ratio ratio = reading.ratios.value(i);
            r.ratio = ratio.tokensPerKwRatio;
            r.ratioLow = ratio.low;
            r.ratioHigh = ratio.high;
        }
        r.ratioText = ratioTextOf(reading, i);
        if (i < peak.systems.size()) {
            r.peakPerKw = peak.systems[i].tokensPerSecPerKw;
            r.peakLow = peak.systems[i].tokensPerSecPerKwLow;
            r.peakHigh = peak.systems[i].tokensPerSecPerKwHigh;
        }
        rows << r;
    }
    return rows;
}

QString perKwText(const ReadingRow& r) { return bandText(r.perKw, r.perKwLow, r.perKwHigh); }

QString joulesText(const ReadingRow& r)
{
    const double low = isKnown(r.perKwHigh) ? 1000.0 / r.perKwHigh : kNaN, high = isKnown(r.perKwLow) ? 1000.0 / r.perKwLow : kNaN;
    return bandText(r.joulesPerToken, low, high);
}

QString peakText(const ReadingRow& r) { return bandText(r.peakPerKw, r.peakLow, r.peakHigh); }

QString joulesPerQueryText(const ReadingRow& r) { return bandText(r.joulesPerQuery, r.joulesPerQueryLow, r.joulesPerQueryHigh); }

} // namespace denominator
