// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The watts per accelerator that divide the throughput, under the chosen denominator and
// boundary. Pure functions; NaN watts means "n/a" and `missing` says why.

#include "core/assumptions.h"
#include "core/chassis_power_model.h"
#include "core/hardware_catalog.h"

#include <QStringList>

namespace denominator {

struct PowerBasis {
    double watts = kNaN;       ///< per accelerator at the chosen boundary
    double chipWatts = kNaN;   ///< the denominator before boundary components
    QString basis;             ///< "rated TDP", "measured mean", "provisioned all-in gen 2", "custom"
    QString formula;           ///< "(1400 W + 159 W host + 50.6 W network) / 0.94 PSU × 1.3 PUE = 2,227 W"
    QStringList sources;       ///< source text for each number used
    QString missing;           ///< why watts is NaN, naming each missing component
    bool measured = false;     ///< true when the chip figure is a measurement
    bool interpolated = false; ///< true when the measured figure was interpolated along the front

    bool known() const { return isKnown(watts); }
    /// Adds to the basis, and where the formula names it, a qualifier: " (PowerX schema 2)".
    void qualify(const QString& qualifier);
};

/// What the watts cover under these assumptions, in words — the same rule powerBasis applies, so
/// the stamp and every formula agree: "chip/package only", "node at the wall: (chip + host share)
/// ÷ PSU efficiency", "provisioned all-in (chip + its share of host and NICs): the chip boundary
/// cannot take them out", "modelled 8-GPU chassis (InferenceX system power model …, DRAFT …)", …
/// × PUE at the facility and in the modelled chassis.
QString boundaryScope(const Assumptions& a);

/// True for the InferenceX provisioned all-in denominators (chip + its share of host and NICs).
bool isAllIn(const Assumptions& a);
/// The boundary as a step or label names it: "node", "modelled chassis (draft)".
QString boundaryName(const Assumptions& a);
/// True where the PUE enters the watts: the facility boundary and the modelled chassis.
bool entersPue(const Assumptions& a);
/// The PUE used when the scenario sets none, in words: "per hardware (1.3 air, 1.1 liquid)", or
/// the chassis model's own ("the model's 1.2").
QString defaultPueText(const Assumptions& a);
/// The day InferenceX's gen 2 all-in table took effect (APP PR #578): "2026-07-14".
const QString& allInGen2Since();
/// Under DenominatorKind::AllInByDate, `a` with the generation of a result dated `runDate`: gen 1
/// before allInGen2Since(), gen 2 from it and for an undated result (the current table). Other
/// denominators: `a` unchanged. Unresolved, AllInByDate has no figure (n/a), never a guessed one.
Assumptions allInForDate(const Assumptions& a, const QString& runDate);
/// Why: "run of 2026-06-04, before 2026-07-14", from a system's newest and oldest run dates.
QString allInDateReason(const QString& newest, const QString& oldest);

/// The chip figure the denominator names, before the boundary: the rated TDP, `measuredChipW`, an
/// all-in figure or the custom watts. NaN when unknown or not positive.
double chipWatts(const HardwareSpec& hw, const Assumptions& a, double measuredChipW);

/// powerBasis's arithmetic without its words: the watts at the boundary for a chip figure,
/// (chip + host share [+ network share]) ÷ PSU efficiency [× PUE] as the assumptions ask, or the
/// modelled chassis's share for the chip figure on every GPU of it. A component the boundary
/// needs and the hardware lacks (a chassis profile too) is NaN here, so every result is NaN.
/// powerBasis computes its watts with it too: both give the same bits.
struct BoundaryArithmetic {
    double added = 0;      ///< host (and network) share, watts
    double divisor = 1;    ///< PSU efficiency
    double multiplier = 1; ///< PUE at the facility boundary and in the chassis model
    /// The modelled chassis: per GPU, 1/gpuCount of the chassis whose GPUs all draw chipW (not
    /// linear: fans and the PSU curve follow the load). Null for the other boundaries.
    const ChassisPowerProfile* chassis = nullptr;
    double watts(double chipW) const;
};
BoundaryArithmetic boundaryArithmetic(const HardwareSpec& hw, const Assumptions& a);

/// `measuredChipW`: measured mean power per GPU at this operating point (NaN when none).
PowerBasis powerBasis(const HardwareSpec& hw, const Assumptions& a, double measuredChipW, bool measuredInterpolated = false);

/// tokens/s per kW; NaN when either input is unknown or not positive.
double tokensPerSecondPerKw(double tokensPerSecond, double watts);
/// joules per token; NaN when either input is unknown or not positive.
double joulesPerToken(double tokensPerSecond, double watts);

} // namespace denominator
