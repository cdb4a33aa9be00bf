// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The claim checker's verdict on a published claim: which of the questions that decide what an
// efficiency number means the claim answers (rated or measured, boundary, interactivity, and the
// secondary ones), and the ratio under each plausible reading, as a range where an input is
// unknown. Pure; no I/O. Ratios are dimensionless (subject tokens/s/kW ÷ comparator's); NaN means
// the reading cannot be formed from what the claim publishes (its `explanation` says why).

#include "literacy/claims.h"

#include <QList>
#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

enum class AnswerState { Answered, Ambiguous, Unanswered };
QString toString(AnswerState s); ///< answered, ambiguous, unanswered

struct ClaimQuestion {
    QString key;      ///< denominator, boundary, interactivity, tokens, normalisation, comparator, percentile, comparator_point
    QString question; ///< "Rated or measured power?"
    AnswerState state = AnswerState::Unanswered;
    QString reason;       ///< one line: what the claim says, or what is missing and why it matters
    bool primary = false; ///< one of the three questions every claim must answer
};

struct ClaimReading {
    QString key;                             ///< rated, measured-subject, measured-both, denominator-shift, matched-sibling
    QString label;                           ///< "Measured: subject only (comparator at its rating)"
    double ratio = kNaN;                     ///< the single figure of this reading
    double ratioMin = kNaN, ratioMax = kNaN; ///< its range over unknown inputs (equal to ratio when none)
    QString explanation;
};

struct ClaimAssessment {
    QString claimId;
    QList<ClaimQuestion> questions; ///< primary first, then secondary
    QList<ClaimReading> readings;   ///< "rated" (as published) first
    QString siblingId;              ///< the same comparison at the other operating point, when one is known
    QStringList notes;              ///< e.g. where a matched ratio comes from
    /// Lowest and highest figure over every power reading (rated, measured, the shift): how far
    /// power accounting alone can move the claim.
    double powerMin = kNaN, powerMax = kNaN;

    const ClaimQuestion* question(const QString& key) const;
    const ClaimReading* reading(const QString& key) const;
};

/// Assesses `claim`. `others` (e.g. every stored claim) is searched for a sibling: same model and
/// systems at the other operating point. `unknownDrawLow/High`: the fraction of its rating a
/// system with unpublished measured draw is assumed to draw.
ClaimAssessment assessClaim(const Claim& claim, const QList<Claim>& others = {}, double unknownDrawLow = 0.5, double unknownDrawHigh = 1.0);

/// The claim in `others` that is `claim` at the other operating point (peak ↔ matched); nullptr
/// when none. Matching: same model, same system hardware and labels, different operating point.
const Claim* siblingClaim(const Claim& claim, const QList<Claim>& others);

/// Keys: questions [{key, question, state, reason, primary}], readings [{key, label, ratio,
/// ratio_min, ratio_max, explanation}], sibling, notes, power_range.
nlohmann::json toJson(const ClaimAssessment& a);

} // namespace denominator
