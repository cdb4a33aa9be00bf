// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/point.h"

namespace denominator {

QString toString(PowerKind k)
{
    switch (k) {
    case PowerKind::RatedTdp: return QStringLiteral("rated_tdp");
    case PowerKind::ConfiguredCap: return QStringLiteral("configured_cap");
    case PowerKind::ProvisionedAllIn: return QStringLiteral("provisioned_allin");
    case PowerKind::MeasuredMean: return QStringLiteral("measured_mean");
    }
    return {};
}

std::optional<PowerKind> powerKindFromString(const QString& s)
{
    for (auto k : {PowerKind::RatedTdp, PowerKind::ConfiguredCap, PowerKind::ProvisionedAllIn, PowerKind::MeasuredMean})
        if (toString(k) == s) return k;
    return std::nullopt;
}

} // namespace denominator
