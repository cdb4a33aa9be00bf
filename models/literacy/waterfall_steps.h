// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Building blocks shared by the data and claim waterfalls (internal to models/).

#include "literacy/waterfall.h"

namespace denominator {

/// A total bar: from 1× to `ratio`.
WaterfallStep waterfallTotal(const QString& key, const QString& label, const QString& detail, const RatioReading& ratio);

/// A factor bar applied to `before`: the single figure by `factor`, the band ends by their own.
WaterfallStep waterfallFactor(const QString& key, const QString& label, const QString& detail, const RatioReading& before, double factor,
                              double factorLow, double factorHigh);

/// A step that leaves the ratio as it is: unchanged (`skipped` false) or not applicable (true).
WaterfallStep waterfallNoChange(const QString& key, const QString& label, const QString& detail, const RatioReading& before, bool skipped);

} // namespace denominator
