// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/claim_card.h"

#include "core/number_format.h"
#include "core/workload.h"

namespace denominator {
namespace {

QString stateWord(AnswerState s)
{
    switch (s) {
    case AnswerState::Answered: return QStringLiteral("answered");
    case AnswerState::Ambiguous: return QStringLiteral("ambiguous");
    case AnswerState::Unanswered: return QStringLiteral("NOT answered");
    }
    return {};
}

/// "2.42×", with its range where an input is unknown: "2.42× (range 1.6–2.42×)", or an end left
/// open by a draw published as a bound: "2.42× (≥ 1.21×: …)".
QString figureWithRange(const ClaimRederivation& r)
{
    QString text = formatTimes(r.ratio);
    if (!isKnown(r.ratioMin) || (r.ratioMin == r.ratio && r.ratioMax == r.ratio)) return text;
    const QString range = formatTimesRange(r.ratioMin, r.ratioMax);
    if (r.ratioMax == kOpenAbove)
        return text + QStringLiteral(" (%1: a draw known only as an upper bound leaves it open above)").arg(range);
    if (r.ratioMin == 0) return text + QStringLiteral(" (%1: a draw known only as an upper bound leaves it open below)").arg(range);
    return text + QStringLiteral(" (range %1)").arg(range);
}

} // namespace

Scenario claimScenario(const Claim& claim, const QList<WorkloadSummary>& workloads, const Assumptions& a)
{
    Scenario s;
    s.model = claim.model;
    s.claimId = claim.id;
    s.chart = QStringLiteral("waterfall");
    s.assumptions = a;
    for (const WorkloadSummary& w : workloads) // most points first
        if (w.model == claim.model && !isAgentic(w.isl, w.osl)) {
            s.isl = w.isl;
            s.osl = w.osl;
            break;
        }
    return s;
}

Expected<ClaimCard> makeClaimCard(const Claim& claim, const QList<Claim>& all, const QList<WorkloadSummary>& workloads,
                                  const Assumptions& a)
{
    ClaimCard card;
    card.claim = claim;
    card.scenario = claimScenario(claim, workloads, a);
    if (card.scenario.isl == 0)
        return Issue{{},
                     -1,
                     -1,
                     {},
                     QStringLiteral("the database holds no results of %1, whose workload the card's chart is stamped with: import or "
                                    "fetch them first, so that the card names its workload and `denominator verify` can read it")
                         .arg(claim.model)};
    card.denominator = a.denominator == DenominatorKind::Measured ? QStringLiteral("measured") : QStringLiteral("rated");
    card.reading = rederive(claim, card.denominator, a.unknownDrawLow, a.unknownDrawHigh);
    card.assessment = assessClaim(claim, all, a.unknownDrawLow, a.unknownDrawHigh);
    card.title = claim.title;
    QStringList by;
    if (!claim.claimant.isEmpty()) by << claim.claimant;
    if (!claim.date.isEmpty()) by << claim.date;
    if (!claim.source.isEmpty()) by << claim.source;
    card.byline = by.join(QStringLiteral(" · "));
    card.published = QStringLiteral("Published: %1").arg(formatTimes(claim.publishedRatio));
    for (const ClaimQuestion& q : card.assessment.questions)
        if (q.primary) card.questions << QStringLiteral("%1 %2 — %3").arg(q.question, stateWord(q.state), q.reason);
    card.rederived = QStringLiteral("Re-derived with %1 power: %2")
                         .arg(card.denominator == QLatin1String("measured") ? QStringLiteral("measured") : QStringLiteral("rated (TDP)"),
                              figureWithRange(card.reading));
    card.notes = card.reading.notes;
    return card;
}

} // namespace denominator
