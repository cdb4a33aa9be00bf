// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/point.h"

#include <QHash>

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

QString powerReasonText(const QString& code)
{
    static const QHash<QString, QString> kText{
        {QStringLiteral("expected_gpu_count_mismatch"), QStringLiteral("GPU count differs from the expected")},
        {QStringLiteral("benchmark_window_not_bracketed"), QStringLiteral("telemetry does not cover the benchmark window")},
        {QStringLiteral("sampling_gap_exceeded"), QStringLiteral("sampling gap over 3 s")},
        {QStringLiteral("benchmark_duration_mismatch"), QStringLiteral("benchmark duration mismatch")},
        {QStringLiteral("telemetry_file_missing"), QStringLiteral("telemetry file missing")},
        {QStringLiteral("incomplete_token_accounting"), QStringLiteral("incomplete token accounting")},
        {QStringLiteral("multinode_power_contract_missing"), QStringLiteral("multinode power contract missing")},
    };
    return kText.value(code, code);
}

QString powerInvalidText(const PowerDetail& d)
{
    if (d.valid) return {};
    if (d.invalidReasons.isEmpty()) return QStringLiteral("measured power invalid (no reason published)");
    QStringList parts;
    for (const QString& r : d.invalidReasons) parts << powerReasonText(r);
    return QStringLiteral("measured power invalid: ") + parts.join(QStringLiteral("; "));
}

QString powerSchemaText(int schemaVersion)
{
    return schemaVersion > 0 ? QStringLiteral("PowerX schema %1").arg(schemaVersion)
                             : QStringLiteral("unversioned PowerX (before schema 2)");
}

} // namespace denominator
