// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Every selected system's reading as one table row: where it was read (a tested point, between
// which tested interactivities, or why it has no value there), its throughput, power and
// efficiency, and its ratio to the baseline or why it has none. The ratio chart draws the best
// few curves; this table (the window's Readings dock) lists all of them, ranked as the efficiency
// bars rank them, with the same numbers.

#include "core/comparison.h"

namespace denominator {

struct ReadingRow {
    int system = 0; ///< index into the comparison's systems (0 is the baseline)
    int rank = 0;   ///< 1 = most efficient; reachable first, then clamped, then unknown
    QString label;
    double interactivity = kNaN; ///< tok/s/user of the reading (at peak, its own)
    QString readAt;              ///< "tested point", "interpolated between 70.4 and 308", "cannot reach 100 …"
    double tokensPerGpu = kNaN;
    double watts = kNaN;                                    ///< per accelerator under the denominator; NaN when unknown
    QString powerBasis;                                     ///< "rated TDP", "measured mean", or why it is unknown
    double perKw = kNaN, perKwLow = kNaN, perKwHigh = kNaN; ///< value, or the band of an unknown draw
    double joulesPerToken = kNaN;
    double ratio = kNaN, ratioLow = kNaN, ratioHigh = kNaN;
    QString ratioText;       ///< "1.22×", "baseline", "no ratio: …", "0.28–1.11× (measured ÷ assumed …)"
    double peakPerKw = kNaN; ///< the system's own peak tokens/s per kW (NaN when unknown)
};

/// The rows of `matched` (the comparison the charts use), ranked; `peak` gives each system's peak
/// (the same systems, read at their own peaks).
QList<ReadingRow> readingRows(const Comparison& peak, const Comparison& matched);

/// A number or range for a cell: "12,216", "9,682–19,364 (range)" or "n/a".
QString perKwText(const ReadingRow& r);

} // namespace denominator
