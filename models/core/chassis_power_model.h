// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// InferenceX's modelled system power for one complete 8-GPU chassis (DRAFT upstream), from the
// profiles bundled in resources/data/chassis_power_profiles.json: the GPUs' watts plus the fixed
// host and board DC, fans on a thermal curve, through the PSU's efficiency curve, then × PUE. Each
// step rounds to 0.1 W, ties to even, as the model does, so its published cases match to the digit.

#include <QList>
#include <QString>
#include <optional>
#include <utility>

namespace denominator {

struct ChassisPowerProfile {
    QString hardware; ///< catalogue id: "h100"
    QString chassis;  ///< "HGX H100 (DGX-class), 8 SXM5"
    int gpuCount = 8;
    QList<std::pair<QString, double>> fixedDcW; ///< in the model's order (it sums in that order)
    QList<double> fanGroupsW;
    double fanMinPwm = 0, fanMaxPwm = 0, fullCoolingLoadW = 0, fanExponent = 1;
    double psuLoadSharingW = 0, psuMaxDcW = 0;
    QList<std::pair<double, double>> psuEfficiency; ///< (load fraction, efficiency), ascending

    double fixedDcSum() const; ///< the fixed components' DC watts, summed in order
};

/// One evaluation, every figure of the chassis (all GPUs), rounded as the model rounds.
struct ChassisPowerEstimate {
    double gpuW = 0;      ///< the GPUs' watts given, all of them
    double preFanDcW = 0; ///< GPUs + fixed components
    double fanW = 0;
    double dcW = 0;
    double psuEfficiency = 0; ///< at the DC load (before rounding) ÷ the load-sharing capacity; unrounded
    double acW = 0;           ///< chassis AC at the wall
    double facilityW = 0;     ///< acW × PUE
    double pue = 1;
};

struct ChassisPowerModel {
    QString name, revision, source, status, readFrom, scope;
    double defaultPue = 1.2;
    QList<ChassisPowerProfile> profiles;

    /// The bundled model (a malformed resource is a broken build: see readBundledJson).
    static const ChassisPowerModel& bundled();
    const ChassisPowerProfile* profile(const QString& hardware) const;
    QStringList hardware() const; ///< the ids with a profile, in the file's order
    /// "InferenceX system power model ca4403a, DRAFT / pending human verification"
    QString citation() const;
};

/// The model for `gpuW` watts of all the chassis' GPUs together at `pue`. Nothing when the watts
/// are not finite or not positive, the PUE is below 1 or not finite, or the DC load exceeds what
/// the PSUs can carry with redundancy (the model's domain).
std::optional<ChassisPowerEstimate> estimateChassisPower(const ChassisPowerProfile& profile, double gpuW, double pue);

/// Python's round(value, digits): the nearest decimal of the exact binary value, ties to even.
double roundHalfEven(double value, int digits);

} // namespace denominator
