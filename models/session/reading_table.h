// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Every selected system's reading as one table row: where it was read (a tested point, between
// which tested interactivities, or why it has no value there), its throughput, power and
// efficiency, and its ratio to the baseline or why it has none. The ratio chart draws the best
// few curves; this table (the window's Readings dock) lists all of them, in the one ranking every
// view uses (efficiencyRanking), with the same numbers.

#include "core/comparison.h"

namespace denominator {

struct ReadingRow {
    int system = 0; ///< index into the comparison's systems (0 is the baseline)
    int rank = 0;   ///< 1 = most efficient; reachable first, then clamped, then unknown
    QString label;
    double interactivity = kNaN; ///< tok/s/user of the reading (at peak, its own)
    QString readAt;              ///< "a tested point", "interpolated between 70.4 and 308 (steffen)", "cannot reach 100 …"
    double tokensPerGpu = kNaN;
    double watts = kNaN;                                    ///< per accelerator under the denominator; NaN when unknown
    QString powerBasis;                                     ///< "rated TDP", "measured mean", or why it is unknown
    double perKw = kNaN, perKwLow = kNaN, perKwHigh = kNaN; ///< value, or the band of an unknown draw
    double joulesPerToken = kNaN;
    double joulesPerQuery = kNaN, joulesPerQueryLow = kNaN, joulesPerQueryHigh = kNaN; ///< agentic: per successful query, or its band
    double ratio = kNaN, ratioLow = kNaN, ratioHigh = kNaN;
    QString ratioText; ///< "1.22×", "baseline", "no ratio: …", "0.28–1.11× (measured ÷ assumed …)"
    double peakPerKw = kNaN, peakLow = kNaN, peakHigh = kNaN; ///< the system's own peak, or its band
};

/// Every system's index, most efficient first, as every view ranks them (the efficiency bars top
/// down, the ratio chart's few curves, the Readings table): those with a value at the reading (or
/// the band of an unknown draw) first, then those clamped to an end of their tested range, then
/// those with neither; within a group by tokens/s per kW, a band by its geometric middle (so
/// joules per token give the same order); ties in selection order.
QList<int> efficiencyRanking(const Comparison& c);

/// Where a system was read, or why it has no reading: "a tested point", "interpolated between
/// 70.4 and 308 (steffen)", "no reading: energy-only rows have no interactivity", "cannot reach
/// 100 tok/s/user (tested up to 17.8)". `agentic`: the workload is agentic.
QString readAtText(const SystemResult& s, const Assumptions& a, bool agentic);

/// The rows of `reading` (the comparison the charts use), in efficiencyRanking's order; `peak`
/// gives each system's peak (the same systems, read at their own peaks).
QList<ReadingRow> readingRows(const Comparison& peak, const Comparison& reading);

/// A number or range for a cell: "12,216", "9,682–19,364 (range)" or "n/a".
QString perKwText(const ReadingRow& r);
/// Joules per token the same way (a band's ends swap: J = 1000 / tokens/s per kW).
QString joulesText(const ReadingRow& r);
QString peakText(const ReadingRow& r);
/// Joules per successful query (agentic workloads), its band, or "n/a".
QString joulesPerQueryText(const ReadingRow& r);

} // namespace denominator
