// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Claim-mode waterfall: a published peak headline carried to the matched figure of the same
// comparison, through the power factor of the chosen denominator and the boundary.

#include "core/number_format.h"
#include "core/power_basis.h"
#include "literacy/claim_assessment.h"
#include "literacy/waterfall_steps.h"

#include <QLocale>

namespace denominator {
namespace {

struct PowerFactor {
    double point = 1.0, low = 1.0, high = 1.0; ///< tokens/kW multiplier of one system
    QString text;
};

/// One system's tokens/kW multiplier when its rated watts are replaced by its measured draw; a band
/// over the assumed fraction of its rating when the draw was not published.
PowerFactor powerFactor(const ClaimSystem& s, const Assumptions& a)
{
    const MeasuredFactor m = measuredFactor(s, a.unknownDrawLow, a.unknownDrawHigh);
    PowerFactor f{m.point, m.low, m.high, {}};
    f.text = m.measured ? QStringLiteral("%1 at %2%3 W instead of %4 W (×%5)")
                              .arg(s.label, s.measuredIsUpperBound ? QStringLiteral("≤ ") : QString(), QString::number(s.measuredWatts),
                                   QString::number(s.denominatorWatts), QString::number(f.point, 'g', 3))
                        : QStringLiteral("%1's draw not published: %2").arg(s.label, a.unknownDrawShare());
    return f;
}

WaterfallStep measuredStep(const Claim& c, const Assumptions& a, const RatioReading& before)
{
    const PowerFactor s = powerFactor(c.systems[0], a), k = powerFactor(c.systems[1], a);
    const double f = s.point / k.point, lo = s.low / k.high, hi = s.high / k.low;
    const QString what = s.text + QStringLiteral("; ") + k.text;
    const QString key = QStringLiteral("denominator");
    if (a.denominator == DenominatorKind::Measured)
        return waterfallFactor(key, QStringLiteral("rated → measured"), what, before, f, lo, hi);
    if (a.denominator == DenominatorKind::Tdp) {
        const QString would =
            lo < hi ? QStringLiteral("×%1 (%2 over the unknown draw)").arg(QString::number(f, 'g', 3), formatTimesRange(lo, hi))
                    : QStringLiteral("×%1").arg(QString::number(f, 'g', 3));
        return waterfallNoChange(key, QStringLiteral("rated (kept)"),
                                 QStringLiteral("measured power would multiply the ratio by %1: %2").arg(would, what), before, false);
    }
    return waterfallNoChange(key, QStringLiteral("rated (kept)"),
                             QStringLiteral("a claim is re-derived under rated or measured power only"), before, true);
}

WaterfallStep boundaryStep(const Claim& c, const Assumptions& a, const HardwareCatalog& cat, const RatioReading& before)
{
    const QString key = QStringLiteral("boundary");
    if (a.boundary == Boundary::Chip)
        return waterfallNoChange(key, QStringLiteral("chip (same)"), QStringLiteral("chip/package, as the claim's rated watts"), before,
                                 false);
    Assumptions rated = a;
    rated.denominator = DenominatorKind::Tdp;
    double factors[2] = {1.0, 1.0};
    QStringList parts;
    for (int i = 0; i < 2; ++i) {
        const ClaimSystem& s = c.systems[i];
        HardwareSpec spec = cat.spec(s.hardware.isEmpty() ? QStringLiteral("unnamed comparator") : s.hardware);
        if (isKnown(s.denominatorWatts)) spec.tdpW = s.denominatorWatts;
        const PowerBasis b = powerBasis(spec, rated, kNaN);
        if (!b.known())
            return waterfallNoChange(key, QStringLiteral("chip → %1").arg(boundaryName(a)),
                                     QStringLiteral("not applied: %1").arg(b.missing), before, true);
        factors[i] = b.chipWatts / b.watts;
        parts << QStringLiteral("%1 %2").arg(s.label, b.formula);
    }
    const double f = factors[0] / factors[1];
    return waterfallFactor(key, QStringLiteral("chip → %1").arg(boundaryName(a)), parts.join(QStringLiteral("; ")), before, f, f, f);
}

QString collapseText(const Claim& from, const Claim& to)
{
    const QLocale en(QLocale::English);
    QStringList parts;
    for (int i : {1, 0}) {
        const ClaimSystem &p = from.systems[i], &m = to.systems[i];
        if (!isKnown(p.value) || !isKnown(m.value)) return QStringLiteral("the published ratios of %1 and %2").arg(from.id, to.id);
        parts << QStringLiteral("%1 %2 → %3 tok/s/kW (÷%4)")
                     .arg(p.label, en.toString(p.value, 'f', 0), en.toString(m.value, 'f', 0), QString::number(p.value / m.value, 'g', 3));
    }
    // Towards a matched point throughput collapses; back towards the peak it recovers.
    const bool toPeak = to.operatingPoint != QLatin1String("matched");
    return QStringLiteral("%1, not power: %2")
        .arg(toPeak ? QStringLiteral("throughput recovering at the peak") : QStringLiteral("throughput collapse"),
             parts.join(QStringLiteral("; ")));
}

/// The claim's operating point in words: "peak" or "535 tok/s/user".
QString operatingPointText(const Claim& c)
{
    return c.operatingPoint == QLatin1String("matched") ? QStringLiteral("%1 tok/s/user").arg(QString::number(c.interactivity, 'g', 4))
                                                        : QStringLiteral("peak");
}

/// Whether the claim's figures were taken where the reader's assumptions put the operating point
/// (each at its peak, or matched within 1 % of the reader's interactivity).
bool takenAt(const Claim& c, const Assumptions& a)
{
    const bool matched = c.operatingPoint == QLatin1String("matched");
    if (a.atPeak) return !matched;
    return matched && isKnown(c.interactivity) && std::fabs(c.interactivity - a.interactivity) <= 0.01 * a.interactivity;
}

/// From the claim's operating point to the reader's: a published figure of the same systems there
/// (a sibling claim) gives the factor; without one the step cannot be computed, never taken as ×1.
WaterfallStep operatingPointStep(const Claim& c, const Claim* sib, const Assumptions& a, const RatioReading& before)
{
    const QString key = QStringLiteral("operating-point");
    const QString here = operatingPointText(c);
    if (takenAt(c, a))
        return waterfallNoChange(key, here + QStringLiteral(" (as the claim)"), QStringLiteral("the claim's own operating point"), before,
                                 false);
    const QString wanted =
        a.atPeak ? QStringLiteral("peak") : QStringLiteral("%1 tok/s/user").arg(QString::number(a.interactivity, 'g', 4));
    if (sib && takenAt(*sib, a)) {
        const double f = sib->ratioAsPublished() / c.ratioAsPublished();
        return waterfallFactor(key, here + QStringLiteral(" → ") + wanted, collapseText(c, *sib), before, f, f, f);
    }
    QString published = here;
    if (sib) published += QStringLiteral(" and ") + operatingPointText(*sib);
    return waterfallNoChange(key, here + QStringLiteral(" → ") + wanted,
                             QStringLiteral("not computable: the claim's systems are published only at %1; set the operating point "
                                            "there to follow them")
                                 .arg(published),
                             before, true);
}

WaterfallStep tokenStep(const Claim& c, const Assumptions& a, const RatioReading& before)
{
    const QString key = QStringLiteral("tokens");
    const QString want = toString(a.tokens), have = c.tokens.toLower();
    if (have.isEmpty())
        return waterfallNoChange(key, QStringLiteral("tokens (unstated)"), QStringLiteral("the claim does not say which tokens it counts"),
                                 before, a.tokens != TokenKind::Total);
    if (have == want)
        return waterfallNoChange(key, want + QStringLiteral(" (same)"), QStringLiteral("%1 tokens, as the claim").arg(want), before, false);
    return waterfallNoChange(key, have + QStringLiteral(" → ") + want,
                             QStringLiteral("not applied: the claim publishes no %1-token figure").arg(want), before, true);
}

} // namespace

Waterfall claimWaterfall(const Claim& claim, const QList<Claim>& all, const Assumptions& a, const HardwareCatalog& catalog)
{
    Waterfall w;
    const Claim* sib = siblingClaim(claim, all);
    // The first bar is the picked claim's own published figure; every step follows the reader's
    // assumptions, or says it cannot.
    const double headline = claim.ratioAsPublished();
    if (claim.systems.size() != 2 || !isKnown(headline)) {
        w.message = QStringLiteral("Claim %1 has no ratio to decompose.").arg(claim.id);
        return w;
    }
    w.subject = claim.systems[0].label;
    w.baseline = claim.systems[1].label;
    RatioReading r{headline, headline, headline};
    w.steps << waterfallTotal(QStringLiteral("start"), QStringLiteral("published headline"),
                              QStringLiteral("%1: %2, %3").arg(claim.id, formatTimes(headline), claim.title), r);
    w.steps << measuredStep(claim, a, w.steps.last().after);
    w.steps << boundaryStep(claim, a, catalog, w.steps.last().after);
    w.steps << operatingPointStep(claim, sib, a, w.steps.last().after);
    w.steps << tokenStep(claim, a, w.steps.last().after);
    QStringList leftOut;
    for (const WaterfallStep& s : std::as_const(w.steps))
        if (s.skipped) leftOut << s.label;
    QString detail =
        QStringLiteral("%1 power, %2 boundary")
            .arg(a.denominator == DenominatorKind::Measured ? QStringLiteral("measured") : QStringLiteral("rated"), boundaryName(a));
    detail += a.atPeak ? QStringLiteral(", each at its peak")
                       : QStringLiteral(", matched at %1 tok/s/user").arg(QString::number(a.interactivity, 'g', 4));
    // A step that cannot be computed leaves the reading unknown: n/a, naming what is missing, never
    // the product of the other steps under a label that claims the reader's assumptions.
    RatioReading reading = w.steps.last().after;
    if (!leftOut.isEmpty()) {
        detail += QStringLiteral(" — n/a: %1 not computable from the claim").arg(leftOut.join(QStringLiteral(", ")));
        reading = RatioReading{};
        w.notes << QStringLiteral("Your reading is n/a: %1 cannot be computed from what the claim publishes.")
                       .arg(leftOut.join(QStringLiteral(", ")));
    }
    w.steps << waterfallTotal(QStringLiteral("end"), QStringLiteral("your reading"), detail, reading);
    w.steps.last().skipped = !reading.known();
    w.title = QStringLiteral("%1 vs %2: from %3 to %4").arg(w.subject, w.baseline, formatTimes(w.start()), formatTimes(w.end()));
    if (w.steps.last().after.banded()) {
        const RatioReading& end = w.steps.last().after;
        QStringList why;
        for (const ClaimSystem& s : claim.systems) {
            if (!isKnown(s.measuredWatts))
                why << QStringLiteral("%1's unpublished draw anywhere in %2").arg(s.label, a.unknownDrawShare());
            else if (s.measuredIsUpperBound)
                why << QStringLiteral("%1's draw known only as at most %2 W, so open above").arg(s.label).arg(s.measuredWatts);
        }
        w.notes << QStringLiteral("Band: %1 (%2)").arg(formatTimesRange(end.low, end.high), why.join(QStringLiteral("; ")));
    }
    return w;
}

} // namespace denominator
