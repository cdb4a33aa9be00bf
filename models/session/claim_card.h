// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A claim card: one page about one published claim, for a post, a slide or a student's hand-in —
// the published figure, the three questions every efficiency claim must answer (rated or
// measured, which boundary, at what interactivity), the figure re-derived under the reader's
// denominator with its range, the claim's waterfall, and the command that verifies the card.
// Widget-free: ui/export/claim_card_exporter.h draws it; its numbers are the waterfall chart's
// evidence (session/evidence.h), so `denominator verify` checks a card like any chart.

#include "literacy/claim_assessment.h"
#include "session/chart_inputs.h"
#include "session/evidence.h"

#include <QStringList>

namespace denominator {

struct ClaimCard {
    Claim claim;
    Scenario scenario;   ///< the claim's waterfall under the reader's assumptions
    QString denominator; ///< rated or measured: what the re-derived figure divides by
    ClaimRederivation reading;
    ClaimAssessment assessment;
    QString title;         ///< the claim's title
    QString byline;        ///< "Jalapeño (vendor), 2026-06-01 · https://…"
    QString published;     ///< "Published: 1.9×"
    QStringList questions; ///< one line per primary question: "Rated or measured power? answered — rated TDP …"
    QString rederived;     ///< "Re-derived with measured power: 2.42× (≥ 1.21×: …)"
    QStringList notes;     ///< what the re-derivation assumed
};

/// The scenario a claim is read in: its model at the largest stored fixed-length workload, the
/// claim waterfall, under `a` (a's denominator: tdp or measured).
Scenario claimScenario(const Claim& claim, const QList<WorkloadSummary>& workloads, const Assumptions& a);

/// The card of `claim` (one of `all`) under `a`; refused when `workloads` hold none of the claim's
/// model (agentic ones aside): a card's scenario names its workload, and `verify` reads it.
Expected<ClaimCard> makeClaimCard(const Claim& claim, const QList<Claim>& all, const QList<WorkloadSummary>& workloads,
                                  const Assumptions& a);

} // namespace denominator
