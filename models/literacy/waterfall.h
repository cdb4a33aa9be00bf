// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The gap between two honest numbers, decomposed: the ratio of one system to another as a chain
// of multiplicative factors, in a fixed order — headline → rated→measured power → boundary →
// operating point (peak → matched interactivity) → token type → the reading chosen. Each step
// changes one assumption, so the factors multiply exactly to the end ratio (the single figures;
// band ends telescope the same way). Pure; no I/O.
//
// Data mode: systems[subject] vs systems[0] from the default reading (TDP, chip, total tokens,
// each at peak) to the comparison's assumptions. Claim mode: from a published peak headline to the
// matched figure of the same comparison (a sibling claim), with the power factor of the chosen
// denominator; an unknown comparator draw gives a band.

#include "literacy/claims.h"
#include "literacy/ratio_reading.h"

#include <QList>
#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

struct WaterfallStep {
    QString key;                                            ///< start, denominator, boundary, operating-point, tokens, end
    QString label;                                          ///< short axis label ("rated → measured")
    QString detail;                                         ///< one line: what changed and why it moves the ratio
    bool total = false;                                     ///< start and end: the ratio itself, drawn from 1×
    bool changed = false;                                   ///< false: both readings share this assumption (factor 1)
    bool skipped = false;                                   ///< the change could not be applied (detail says why); factor 1
    double factor = 1.0, factorLow = 1.0, factorHigh = 1.0; ///< multiplies the running ratio (band ends separately)
    RatioReading before, after;                             ///< running ratio around the step (for totals: from 1× to the ratio)
};

struct Waterfall {
    QString title, subject, baseline;
    QList<WaterfallStep> steps; ///< start total, the four factor steps in order, end total
    QString message;            ///< why there is no waterfall (steps empty)
    QStringList notes;

    bool valid() const { return !steps.isEmpty(); }
    double start() const { return valid() ? steps.first().after.point : kNaN; }
    double end() const { return valid() ? steps.last().after.point : kNaN; }
    /// Product of the factor steps' single-figure factors: equals end() / start().
    double product() const;
};

Waterfall dataWaterfall(const Comparison& c, const HardwareCatalog& catalog, int subject = 1);

/// `claim` is the peak or the matched claim; `all` is searched for its sibling. `a` supplies the
/// reading chosen: denominator (tdp kept, measured re-derived), boundary, tokens, unknown draw.
Waterfall claimWaterfall(const Claim& claim, const QList<Claim>& all, const Assumptions& a, const HardwareCatalog& catalog);

/// Keys: title, subject, baseline, message, notes, steps [{key, label, detail, total, changed,
/// skipped, factor, factor_range, ratio_before, ratio_after, ratio_after_range}].
nlohmann::json toJson(const Waterfall& w);

} // namespace denominator
