// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The headline ratio of one system to the baseline (systems[0]) as a single figure and a band,
// for the waterfall and the tornado. Pure.
//
// Convention when a system's measured power is unknown (measured denominator): the single figure
// takes its draw at the top of the assumed range (Assumptions::unknownDrawHigh, by default 100 % of
// its rating), and the band spans the whole range (unknownDrawLow..High), both ends crossed
// between the two systems. A system with no power at all (e.g. missing boundary components) makes
// every field NaN.

#include "core/comparison.h"
#include "core/number_format.h"

namespace denominator {

struct RatioReading {
    double point = kNaN;            ///< subject tokens/s/kW ÷ baseline's (dimensionless)
    double low = kNaN, high = kNaN; ///< band; equal to point when every power is known; high may be kOpenAbove
    bool known() const { return isKnown(point); }
    bool banded() const { return !std::isnan(low) && !std::isnan(high) && low < high; }
    bool openAbove() const { return high == kOpenAbove; } ///< a draw known only as an upper bound
};

/// systems[subject] against systems[0] as the comparison stands.
RatioReading ratioReading(const Comparison& c, int subject);

/// The same after re-evaluating `c` under `a` with `catalog` (the comparison is not changed).
RatioReading ratioUnder(const Comparison& c, const Assumptions& a, const HardwareCatalog& catalog, int subject);

/// One system's tokens/s/kW under the convention above: {point, low, high}; NaN when unknown.
RatioReading efficiencyReading(const SystemResult& s, const Assumptions& a);

} // namespace denominator
