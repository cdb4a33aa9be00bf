// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/reading_table.h"

#include "core/number_format.h"

#include <algorithm>

namespace denominator {
namespace {

QString readAtText(const SystemResult& s, const Assumptions& a)
{
    if (isClamped(s)) return clampedText(s, a.interactivity);
    switch (s.sample.status) {
    case PointStatus::Measured: return a.atPeak ? QStringLiteral("its peak, a tested point") : QStringLiteral("a tested point");
    case PointStatus::Interpolated: {
        const auto [below, above] = s.frontier.bracket(s.sample.interactivity);
        return QStringLiteral("interpolated between %1 and %2 (%3)")
            .arg(formatNumber(below, 3), formatNumber(above, 3), toString(a.interpolation));
    }
    case PointStatus::AboveRange:
    case PointStatus::BelowRange: break;
    }
    return QStringLiteral("no tested point");
}

QString ratioTextOf(const Comparison& c, int i)
{
    if (i == 0) return QStringLiteral("baseline");
    const SystemResult& s = c.systems[i];
    if (isClamped(s)) return QStringLiteral("no ratio: ") + clampedText(s, c.assumptions.interactivity);
    const Ratio r = c.ratios.value(i);
    if (r.edge) return QStringLiteral("no ratio: the baseline was not tested here");
    return r.text();
}

/// 2 reachable with a value or band, 1 clamped, 0 unknown: the efficiency bars' groups.
int groupOf(const ReadingRow& r, const SystemResult& s)
{
    if (!isKnown(r.perKw) && !(isKnown(r.perKwLow) && isKnown(r.perKwHigh))) return 0;
    return isClamped(s) ? 1 : 2;
}

} // namespace

QList<ReadingRow> readingRows(const Comparison& peak, const Comparison& matched)
{
    QList<ReadingRow> rows;
    for (int i = 0; i < matched.systems.size(); ++i) {
        const SystemResult& s = matched.systems[i];
        ReadingRow r;
        r.system = i;
        r.label = s.label;
        r.interactivity = s.sample.interactivity;
        r.readAt = readAtText(s, matched.assumptions);
        r.tokensPerGpu = s.tokensPerSecond;
        r.watts = s.power.watts;
        r.powerBasis = s.power.known() ? s.power.basis : QStringLiteral("n/a — ") + s.power.missing;
        r.perKw = s.tokensPerSecPerKw;
        r.perKwLow = s.tokensPerSecPerKwLow;
        r.perKwHigh = s.tokensPerSecPerKwHigh;
        r.joulesPerToken = s.joulesPerToken;
        if (i > 0 && !isClamped(s) && !matched.ratios.value(i).edge) {
            const Ratio ratio = matched.ratios.value(i);
            r.ratio = ratio.tokensPerKwRatio;
            r.ratioLow = ratio.low;
            r.ratioHigh = ratio.high;
        }
        r.ratioText = ratioTextOf(matched, i);
        if (i < peak.systems.size()) r.peakPerKw = peak.systems[i].tokensPerSecPerKw;
        rows << r;
    }
    // Ranked as the efficiency bars: reachable before clamped before unknown, then by value (the
    // middle of a band where only a band is known).
    QList<double> value;
    QList<int> group;
    for (const ReadingRow& r : std::as_const(rows)) {
        value << rankingValue(matched.systems[r.system]);
        group << groupOf(r, matched.systems[r.system]);
    }
    std::stable_sort(rows.begin(), rows.end(), [&](const ReadingRow& x, const ReadingRow& y) {
        if (group[x.system] != group[y.system]) return group[x.system] > group[y.system];
        return value[x.system] > value[y.system];
    });
    for (int k = 0; k < rows.size(); ++k) rows[k].rank = k + 1;
    return rows;
}

QString perKwText(const ReadingRow& r)
{
    if (isKnown(r.perKw)) return formatNumber(r.perKw, 3);
    if (isKnown(r.perKwLow) && isKnown(r.perKwHigh))
        return QStringLiteral("%1–%2 (range)").arg(formatNumber(r.perKwLow, 3), formatNumber(r.perKwHigh, 3));
    return QStringLiteral("n/a");
}

} // namespace denominator
