// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The readings half of the claim assessment: the claim re-derived under each plausible power
// reading, the sibling at the other operating point, and notes on where the ratio comes from.

#include "literacy/claim_assessment.h"
#include "core/number_format.h"

#include "literacy/claim_questions.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace denominator {
namespace {

bool sameSystems(const Claim& a, const Claim& b)
{
    if (a.systems.size() != b.systems.size()) return false;
    for (int i = 0; i < a.systems.size(); ++i)
        if (a.systems[i].hardware != b.systems[i].hardware || a.systems[i].label != b.systems[i].label) return false;
    return true;
}

/// Subject's tokens/kW multiplier when divided by its measured instead of its rated watts; NaN when
/// either figure is missing.
double subjectMeasuredFactor(const Claim& c)
{
    if (c.systems.isEmpty()) return kNaN;
    const MeasuredFactor f = measuredFactor(c.systems[0], 1.0, 1.0);
    return f.measured ? f.point : kNaN;
}

ClaimReading ratedReading(const Claim& c)
{
    ClaimReading r{QStringLiteral("rated"), QStringLiteral("As published (rated)"), c.ratioAsPublished(), kNaN, kNaN, {}};
    r.ratioMin = r.ratioMax = r.ratio;
    if (c.systems.size() == 2 && isKnown(c.systems[0].value) && isKnown(c.systems[1].value)) {
        r.explanation = QStringLiteral("%1 ÷ %2 tokens/s per kW").arg(formatFixed(c.systems[0].value), formatFixed(c.systems[1].value));
        if (isKnown(c.publishedRatio) && std::fabs(c.publishedRatio / r.ratio - 1) > 0.005)
            r.explanation += QStringLiteral(" (the headline says %1)").arg(formatTimes(c.publishedRatio));
    } else {
        r.explanation = QStringLiteral("only the ratio is published");
    }
    return r;
}

ClaimReading measuredSubjectReading(const Claim& c)
{
    ClaimReading r{
        QStringLiteral("measured-subject"), QStringLiteral("Measured: subject only (comparator at its rating)"), kNaN, kNaN, kNaN, {}};
    const double f = subjectMeasuredFactor(c);
    if (!isKnown(f)) {
        r.explanation = QStringLiteral("no measured draw is published for the subject");
        return r;
    }
    const ClaimSystem& s = c.systems[0];
    r.ratio = r.ratioMin = r.ratioMax = c.ratioAsPublished() * f;
    if (s.measuredIsUpperBound) r.ratioMax = kOpenAbove; // it may have drawn less
    r.explanation = QStringLiteral("%1 at %2%3 W instead of %4 W rated multiplies its tokens/s per kW by %5")
                        .arg(s.label, s.measuredIsUpperBound ? QStringLiteral("≤ ") : QString(), formatFixed(s.measuredWatts),
                             formatFixed(s.denominatorWatts), QString::number(f, 'f', 3));
    if (s.measuredIsUpperBound)
        r.explanation += QStringLiteral("; its draw is an upper bound, so this ratio is a lower bound (%1 if it drew exactly %2 W)")
                             .arg(formatTimes(r.ratio), formatFixed(s.measuredWatts));
    return r;
}

ClaimReading measuredBothReading(const Claim& c, double lo, double hi)
{
    const ClaimRederivation rd = rederive(c, QStringLiteral("measured"), lo, hi);
    ClaimReading r{QStringLiteral("measured-both"),
                   QStringLiteral("Measured: both systems (unknown draw at %1–%2 % of rating)").arg(lo * 100).arg(hi * 100),
                   rd.ratio,
                   rd.ratioMin,
                   rd.ratioMax,
                   rd.notes.join(QStringLiteral("; "))};
    return r;
}

ClaimReading shiftReading(const Claim& c)
{
    ClaimReading r{QStringLiteral("denominator-shift"), QStringLiteral("Any one denominator moved either way"), kNaN, kNaN, kNaN, {}};
    const double f = subjectMeasuredFactor(c);
    if (!isKnown(f) || f == 1.0) {
        r.explanation = QStringLiteral("no rated-to-measured gap is published to size the shift");
        return r;
    }
    const double shift = std::max(f, 1.0 / f);
    r.label = QStringLiteral("Any one denominator moved by %1 % either way").arg(std::round((shift - 1) * 100));
    r.ratio = c.ratioAsPublished();
    r.ratioMin = r.ratio / shift;
    r.ratioMax = r.ratio * shift;
    r.explanation =
        QStringLiteral("the size of %1's rated-to-measured gap, applied to either system in either direction").arg(c.systems[0].label);
    return r;
}

ClaimReading siblingReading(const Claim& c, const Claim& sib)
{
    const bool toMatched = sib.operatingPoint == QLatin1String("matched");
    ClaimReading r;
    r.key = QStringLiteral("other-operating-point");
    r.label = toMatched ? QStringLiteral("Same systems matched at %1 tok/s/user (rated)").arg(sib.interactivity, 0, 'g', 4)
                        : QStringLiteral("Same systems, each at its own peak (rated)");
    r.ratio = r.ratioMin = r.ratioMax = sib.ratioAsPublished();
    r.explanation = QStringLiteral("claim %1; ×%2 from this claim's operating point")
                        .arg(sib.id, QString::number(sib.ratioAsPublished() / c.ratioAsPublished(), 'g', 3));
    return r;
}

/// Where a matched ratio comes from, when both operating points publish values.
QString collapseNote(const Claim& peak, const Claim& matched)
{
    if (peak.systems.size() != 2 || matched.systems.size() != 2) return {};
    const ClaimSystem &ps = peak.systems[0], &pc = peak.systems[1], &ms = matched.systems[0], &mc = matched.systems[1];
    if (!isKnown(ps.value) || !isKnown(pc.value) || !isKnown(ms.value) || !isKnown(mc.value)) return {};
    return QStringLiteral("From each system's peak to %1 tok/s/user, %2's tokens/s per kW fall %3× (%4 → %5) and %6's %7× "
                          "(%8 → %9), on the same rated watts: the throughput collapse alone takes %10 to %11.")
        .arg(QString::number(matched.interactivity, 'g', 4), pc.label, QString::number(pc.value / mc.value, 'g', 3), formatFixed(pc.value),
             formatFixed(mc.value), ps.label, QString::number(ps.value / ms.value, 'g', 3), formatFixed(ps.value), formatFixed(ms.value))
        .arg(formatTimes(peak.ratioAsPublished()), formatTimes(matched.ratioAsPublished()));
}

/// "between 1.21× and 2.42×", or "at 1.21× or more" when a bound leaves the top open.
QString rangeWords(double lo, double hi)
{
    if (hi == kOpenAbove)
        return QStringLiteral("at %1 or more (a draw known only as an upper bound leaves it open above)").arg(formatTimes(lo));
    return QStringLiteral("between %1 and %2").arg(formatTimes(lo), formatTimes(hi));
}

void addNotes(ClaimAssessment& out, const Claim& c, const Claim* sib)
{
    const bool matched = c.operatingPoint == QLatin1String("matched");
    if (matched) {
        out.notes << QStringLiteral("The ratio comes from throughput collapse at high interactivity, not from power accounting: "
                                    "every plausible power reading leaves it %1.")
                         .arg(rangeWords(out.powerMin, out.powerMax));
        if (sib) {
            const QString n = collapseNote(*sib, c);
            if (!n.isEmpty()) out.notes << n;
        }
    } else {
        out.notes << QStringLiteral("At each system's peak the power readings alone put the ratio %1: "
                                    "the denominator decides the headline.")
                         .arg(rangeWords(out.powerMin, out.powerMax));
        if (sib)
            out.notes << QStringLiteral("The same systems matched at %1 tok/s/user give %2 (claim %3).")
                             .arg(QString::number(sib->interactivity, 'g', 4), formatTimes(sib->ratioAsPublished()), sib->id);
    }
}

void powerRange(ClaimAssessment& a)
{
    for (const ClaimReading& r : std::as_const(a.readings)) {
        if (r.key == QLatin1String("other-operating-point")) continue;
        for (double v : {r.ratio, r.ratioMin, r.ratioMax}) {
            if (std::isnan(v)) continue; // an open end (0 or kOpenAbove) opens the range
            a.powerMin = std::isnan(a.powerMin) ? v : std::min(a.powerMin, v);
            a.powerMax = std::isnan(a.powerMax) ? v : std::max(a.powerMax, v);
        }
    }
}

} // namespace

const ClaimQuestion* ClaimAssessment::question(const QString& key) const
{
    for (const ClaimQuestion& q : questions)
        if (q.key == key) return &q;
    return nullptr;
}

const ClaimReading* ClaimAssessment::reading(const QString& key) const
{
    for (const ClaimReading& r : readings)
        if (r.key == key) return &r;
    return nullptr;
}

const Claim* siblingClaim(const Claim& claim, const QList<Claim>& others)
{
    for (const Claim& o : others)
        if (o.id != claim.id && o.model == claim.model && o.operatingPoint != claim.operatingPoint && sameSystems(o, claim)) return &o;
    return nullptr;
}

ClaimAssessment assessClaim(const Claim& claim, const QList<Claim>& others, double lo, double hi)
{
    ClaimAssessment a;
    a.claimId = claim.id;
    a.questions = claimQuestions(claim);
    a.readings << ratedReading(claim) << measuredSubjectReading(claim) << measuredBothReading(claim, lo, hi) << shiftReading(claim);
    powerRange(a);
    const Claim* sib = siblingClaim(claim, others);
    if (sib) {
        a.siblingId = sib->id;
        a.readings << siblingReading(claim, *sib);
    }
    addNotes(a, claim, sib);
    return a;
}

nlohmann::json toJson(const ClaimAssessment& a)
{
    const auto num = jsonNumber;
    nlohmann::json questions = nlohmann::json::array(), readings = nlohmann::json::array(), notes = nlohmann::json::array();
    for (const ClaimQuestion& q : a.questions)
        questions.push_back({{"key", q.key.toStdString()},
                             {"question", q.question.toStdString()},
                             {"state", toString(q.state).toStdString()},
                             {"reason", q.reason.toStdString()},
                             {"primary", q.primary}});
    for (const ClaimReading& r : a.readings)
        readings.push_back({{"key", r.key.toStdString()},
                            {"label", r.label.toStdString()},
                            {"ratio", num(r.ratio)},
                            {"ratio_min", num(r.ratioMin)},
                            {"ratio_max", num(r.ratioMax)},
                            {"explanation", r.explanation.toStdString()}});
    for (const QString& n : a.notes) notes.push_back(n.toStdString());
    return {{"questions", questions},
            {"readings", readings},
            {"notes", notes},
            {"sibling", a.siblingId.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(a.siblingId.toStdString())},
            {"power_range", {num(a.powerMin), num(a.powerMax)}}};
}

} // namespace denominator
