// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/power_basis.h"

namespace denominator {
namespace {

/// Ends the basis of a figure the chassis model gave: "measured mean, modelled chassis (draft)".
constexpr QLatin1String kModelledChassis(", modelled chassis (draft)");

QString w(double v) { return QStringLiteral("%1 W").arg(v, 0, 'f', v < 100 ? 1 : 0); }
/// The chassis model's figures, to the 0.1 W it rounds them to.
QString w1(double v) { return QStringLiteral("%1 W").arg(v, 0, 'f', 1); }

void chipFigure(const HardwareSpec& hw, const Assumptions& a, double measured, PowerBasis& b)
{
    switch (a.denominator) {
    case DenominatorKind::Tdp:
        b.basis = QStringLiteral("rated TDP");
        b.sources << QStringLiteral("TDP: %1").arg(hw.sources.value(QStringLiteral("tdp_w"), QStringLiteral("unknown")));
        if (!isKnown(hw.tdpW)) b.missing = QStringLiteral("no rated TDP for %1").arg(hw.id);
        break;
    case DenominatorKind::Measured:
        b.basis =
            QStringLiteral("measured ") + shortName(a.powerStatistic) + (b.interpolated ? QStringLiteral(" (interpolated)") : QString());
        b.measured = true;
        if (!isKnown(measured)) {
            b.missing = QStringLiteral("no measured power for this %1 point").arg(hw.id);
            // Nothing was measured here: the basis says what stands in for the draw instead.
            b.basis = QStringLiteral("no measured ") + shortName(a.powerStatistic) +
                      (isKnown(hw.tdpW) ? QStringLiteral(": draw assumed ") + a.unknownDrawShare() : QString());
        }
        break;
    case DenominatorKind::AllInGen2:
    case DenominatorKind::AllInGen1: {
        const bool gen2 = a.denominator == DenominatorKind::AllInGen2;
        b.basis = gen2 ? QStringLiteral("provisioned all-in gen 2") : QStringLiteral("provisioned all-in gen 1");
        b.sources << QStringLiteral("all-in: %1").arg(hw.sources.value(QStringLiteral("allin"), QStringLiteral("unknown")));
        if (!isKnown(gen2 ? hw.allInGen2W : hw.allInGen1W))
            b.missing = QStringLiteral("no all-in %1 figure for %2").arg(gen2 ? "gen 2" : "gen 1", hw.id);
        break;
    }
    case DenominatorKind::AllInByDate: // resolved per system (allInForDate) before it gets here
        b.basis = QStringLiteral("provisioned all-in by run date");
        b.missing = QStringLiteral("all-in by run date: no run date chosen for %1").arg(hw.id);
        break;
    case DenominatorKind::Custom:
        b.basis = QStringLiteral("custom");
        b.sources << QStringLiteral("custom watts you entered");
        if (!isKnown(a.customWatts.value(hw.id, kNaN))) b.missing = QStringLiteral("no custom watts given for %1").arg(hw.id);
        break;
    }
}

/// Why the modelled chassis has no figure for `hw` whatever its GPUs draw; empty when it has a profile.
QString noChassisProfile(const HardwareSpec& hw)
{
    const ChassisPowerModel& model = ChassisPowerModel::bundled();
    if (model.profile(hw.id)) return {};
    return QStringLiteral("%1 has no chassis profile in the %2 (profiles for %3 only)")
        .arg(hw.id, model.citation(), model.hardware().join(QStringLiteral(", ")));
}

/// The modelled chassis: the GPUs' figure × their count through InferenceX's model, per GPU.
PowerBasis chassisBasis(const HardwareSpec& hw, const Assumptions& a, PowerBasis b)
{
    const ChassisPowerModel& model = ChassisPowerModel::bundled();
    if (isAllIn(a)) {
        b.missing = QStringLiteral("%1 in the modelled chassis: an all-in figure already holds the host and NICs, and the model takes "
                                   "the GPUs' own watts (rated, measured or custom)")
                        .arg(hw.id);
        return b;
    }
    const ChassisPowerProfile* profile = model.profile(hw.id);
    if (!profile) {
        b.missing = noChassisProfile(hw);
        return b;
    }
    const double pue = isKnown(a.pue) ? a.pue : model.defaultPue;
    const int n = profile->gpuCount;
    const auto e = estimateChassisPower(*profile, b.chipWatts * n, pue);
    if (!e) {
        b.missing = QStringLiteral("%1: %2 GPUs × %3 is beyond the modelled chassis's PSU capacity (%4 DC with redundancy)")
                        .arg(hw.id)
                        .arg(n)
                        .arg(w(b.chipWatts), w(profile->psuMaxDcW));
        return b;
    }
    b.watts = e->facilityW / n;
    b.formula =
        QStringLiteral("(%1 for %2 GPUs at %3 %4 + %5 fixed chassis DC + %6 fans) / %7 PSU = %8 AC × %9 PUE = %10 per chassis / "
                       "%2 = %11 (modelled: %12)")
            .arg(w1(roundHalfEven(e->gpuW, 1)), QString::number(n), w1(b.chipWatts), b.basis, w1(profile->fixedDcSum()), w1(e->fanW))
            .arg(e->psuEfficiency, 0, 'f', 4)
            .arg(w1(e->acW), QString::number(pue, 'g', 3), w1(e->facilityW), w1(b.watts), model.citation());
    // What divides is a modelled figure: every view of the basis says so, not the formula only.
    b.basis += kModelledChassis;
    b.sources << QStringLiteral("chassis model: %1, %2; profiles %3").arg(model.citation(), profile->chassis, model.readFrom)
              << QStringLiteral("PUE: %1").arg(isKnown(a.pue) ? QStringLiteral("your setting") : QStringLiteral("the model's default"));
    return b;
}

} // namespace

QString boundaryName(const Assumptions& a)
{
    return a.boundary == Boundary::ChassisModel ? QStringLiteral("modelled chassis (draft)") : toString(a.boundary);
}

bool entersPue(const Assumptions& a) { return a.boundary == Boundary::Facility || a.boundary == Boundary::ChassisModel; }

QString defaultPueText(const Assumptions& a)
{
    return a.boundary == Boundary::ChassisModel ? QStringLiteral("the model's %1").arg(ChassisPowerModel::bundled().defaultPue, 0, 'g', 3)
                                                : QStringLiteral("per hardware (1.3 air, 1.1 liquid)");
}

bool isAllIn(const Assumptions& a)
{
    return a.denominator == DenominatorKind::AllInGen1 || a.denominator == DenominatorKind::AllInGen2 ||
           a.denominator == DenominatorKind::AllInByDate;
}

const QString& allInGen2Since()
{
    static const QString day = QStringLiteral("2026-07-14");
    return day;
}

Assumptions allInForDate(const Assumptions& a, const QString& runDate)
{
    if (a.denominator != DenominatorKind::AllInByDate) return a;
    Assumptions resolved = a;
    resolved.denominator = !runDate.isEmpty() && runDate < allInGen2Since() ? DenominatorKind::AllInGen1 : DenominatorKind::AllInGen2;
    return resolved;
}

QString allInDateReason(const QString& newest, const QString& oldest)
{
    if (newest.isEmpty()) return QStringLiteral("undated result: gen 2, the current table");
    QString why = newest < allInGen2Since() ? QStringLiteral("run of %1, before %2").arg(newest, allInGen2Since())
                                            : QStringLiteral("run of %1, from %2 on").arg(newest, allInGen2Since());
    if (!oldest.isEmpty() && oldest < allInGen2Since() && newest >= allInGen2Since())
        why += QStringLiteral("; its points also come from runs before %1").arg(allInGen2Since());
    return why;
}

void PowerBasis::qualify(const QString& qualifier)
{
    // The qualifier belongs to the chip figure, which the modelled chassis follows.
    const bool modelled = basis.endsWith(kModelledChassis);
    const QString chip = modelled ? basis.chopped(kModelledChassis.size()) : basis;
    const qsizetype at = formula.indexOf(chip);
    if (at >= 0) formula.insert(at + chip.size(), qualifier);
    basis = chip + qualifier + (modelled ? QString(kModelledChassis) : QString());
}

QString boundaryScope(const Assumptions& a)
{
    QString scope;
    if (isAllIn(a) && a.boundary != Boundary::ChassisModel) {
        scope = QStringLiteral("provisioned all-in (chip + its share of host and NICs)");
        if (a.boundary == Boundary::Chip)
            scope += QStringLiteral(": a chip boundary cannot take them out");
        else if (a.boundary != Boundary::Facility)
            scope += QStringLiteral(", which already covers the %1 boundary").arg(toString(a.boundary));
    } else {
        switch (a.boundary) {
        case Boundary::Chip: scope = QStringLiteral("chip/package only"); break;
        case Boundary::Node: scope = QStringLiteral("node at the wall: (chip + host share) ÷ PSU efficiency"); break;
        case Boundary::Rack: scope = QStringLiteral("rack: (chip + host + network share) ÷ PSU efficiency"); break;
        case Boundary::Facility: scope = QStringLiteral("facility: rack (chip + host + network share) ÷ PSU efficiency"); break;
        case Boundary::ChassisModel:
            scope = QStringLiteral("modelled 8-GPU chassis (%1): the GPUs + fixed host and board DC + fans, ÷ PSU curve")
                        .arg(ChassisPowerModel::bundled().citation());
            if (isAllIn(a)) scope += QStringLiteral("; not with an all-in figure, which already holds the host");
            break;
        }
    }
    if (entersPue(a)) scope += QStringLiteral(", × PUE %1").arg(isKnown(a.pue) ? QString::number(a.pue, 'g', 3) : defaultPueText(a));
    return scope;
}

PowerBasis powerBasis(const HardwareSpec& hw, const Assumptions& a, double measuredChipW, bool measuredInterpolated)
{
    PowerBasis b;
    b.interpolated = measuredInterpolated && a.denominator == DenominatorKind::Measured;
    chipFigure(hw, a, measuredChipW, b);
    b.chipWatts = chipWatts(hw, a, measuredChipW);
    if (!isKnown(b.chipWatts)) {
        if (b.missing.isEmpty()) b.missing = QStringLiteral("power is not positive");
        if (a.boundary == Boundary::ChassisModel && !isAllIn(a)) {
            // Hardware the model has no chassis for would have no figure even if measured: that is the reason.
            if (const QString why = noChassisProfile(hw); !why.isEmpty()) b.missing = why;
            // A band in place of the figure is the model's too.
            b.basis += kModelledChassis;
        }
        return b;
    }
    if (a.boundary == Boundary::ChassisModel) return chassisBasis(hw, a, std::move(b));
    const bool allIn = isAllIn(a);
    const BoundaryArithmetic arithmetic = boundaryArithmetic(hw, a);
    QString formula = w(b.chipWatts) + QLatin1Char(' ') + b.basis;
    if (a.boundary != Boundary::Chip && !allIn) {
        const bool rack = a.boundary != Boundary::Node;
        QStringList unknown;
        if (!isKnown(hw.hostW)) unknown << QStringLiteral("host share");
        if (rack && !isKnown(hw.networkW)) unknown << QStringLiteral("network share");
        if (!isKnown(hw.psuEfficiency)) unknown << QStringLiteral("PSU efficiency");
        if (!unknown.isEmpty()) {
            b.missing = QStringLiteral("%1 at the %2 boundary: %3 unknown (no public figure); set it in Edit ▸ Hardware specifications")
                            .arg(hw.id, toString(a.boundary), unknown.join(QStringLiteral(", ")));
            return b;
        }
        formula = QStringLiteral("(%1 + %2 host%3) / %4 PSU")
                      .arg(formula, w(hw.hostW), rack ? QStringLiteral(" + ") + w(hw.networkW) + QStringLiteral(" network") : QString())
                      .arg(hw.psuEfficiency, 0, 'g', 3);
        b.sources << QStringLiteral("host share: %1").arg(hw.sources.value(QStringLiteral("host_w")));
        if (rack) b.sources << QStringLiteral("network share: %1").arg(hw.sources.value(QStringLiteral("network_w")));
        b.sources << QStringLiteral("PSU efficiency: %1").arg(hw.sources.value(QStringLiteral("psu_efficiency")));
    } else if (allIn) {
        formula += a.boundary == Boundary::Chip ? QStringLiteral(" (includes its host and NIC share: not chip-only)")
                                                : QStringLiteral(" (already includes the per-GPU host and NIC share)");
    }
    if (a.boundary == Boundary::Facility) {
        if (!isKnown(arithmetic.multiplier)) {
            b.missing = QStringLiteral("%1 at the facility boundary: PUE unknown; set one in the dock or for the hardware").arg(hw.id);
            return b;
        }
        formula += QStringLiteral(" × %1 PUE").arg(arithmetic.multiplier, 0, 'g', 3);
        b.sources << QStringLiteral("PUE: %1").arg(isKnown(a.pue) ? QStringLiteral("your setting")
                                                                  : hw.sources.value(QStringLiteral("pue")));
    }
    const double watts = arithmetic.watts(b.chipWatts);
    b.watts = watts;
    b.formula = watts == b.chipWatts ? formula : formula + QStringLiteral(" = ") + w(watts);
    return b;
}

double chipWatts(const HardwareSpec& hw, const Assumptions& a, double measuredChipW)
{
    double w = kNaN;
    switch (a.denominator) {
    case DenominatorKind::Tdp: w = hw.tdpW; break;
    case DenominatorKind::Measured: w = measuredChipW; break;
    case DenominatorKind::AllInGen2: w = hw.allInGen2W; break;
    case DenominatorKind::AllInGen1: w = hw.allInGen1W; break;
    case DenominatorKind::Custom: w = a.customWatts.value(hw.id, kNaN); break;
    case DenominatorKind::AllInByDate: break; // never a figure unresolved: n/a, not a wrong generation
    }
    return isKnown(w) && w > 0 ? w : kNaN;
}

double BoundaryArithmetic::watts(double chipW) const
{
    if (!chassis) return (chipW + added) / divisor * multiplier;
    const auto e = estimateChassisPower(*chassis, chipW * chassis->gpuCount, multiplier);
    return e ? e->facilityW / chassis->gpuCount : kNaN;
}

BoundaryArithmetic boundaryArithmetic(const HardwareSpec& hw, const Assumptions& a)
{
    BoundaryArithmetic r;
    if (a.boundary == Boundary::ChassisModel) {
        const ChassisPowerModel& model = ChassisPowerModel::bundled();
        r.chassis = isAllIn(a) ? nullptr : model.profile(hw.id);
        r.multiplier = isAllIn(a) || !r.chassis ? kNaN : isKnown(a.pue) ? a.pue : model.defaultPue;
        return r;
    }
    if (a.boundary != Boundary::Chip && !isAllIn(a)) {
        r.added = hw.hostW + (a.boundary != Boundary::Node ? hw.networkW : 0.0);
        r.divisor = hw.psuEfficiency;
    }
    if (a.boundary == Boundary::Facility) r.multiplier = isKnown(a.pue) ? a.pue : hw.pue;
    return r;
}

double tokensPerSecondPerKw(double tps, double watts)
{
    if (!isKnown(tps) || !isKnown(watts) || tps <= 0 || watts <= 0) return kNaN;
    return tps / (watts / 1000.0);
}

double joulesPerToken(double tps, double watts)
{
    if (!isKnown(tps) || !isKnown(watts) || tps <= 0 || watts <= 0) return kNaN;
    return watts / tps;
}

} // namespace denominator
