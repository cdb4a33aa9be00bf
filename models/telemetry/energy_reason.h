// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Why a measured energy figure is invalid, weaker, or worth a remark. Codes are stable strings for
// scripts (`gap_in_window`, `window_not_covered`, …); messages are for people.

#include <QString>

namespace denominator {

enum class ReasonSeverity {
    Invalid, ///< the energy must not be used as a measurement (InferenceX would set power_valid = 0)
    Warning, ///< usable, with a caveat the reader should see
    Note,    ///< information (e.g. which GPUs were excluded as idle)
};

inline QString toString(ReasonSeverity s)
{
    switch (s) {
    case ReasonSeverity::Invalid: return QStringLiteral("invalid");
    case ReasonSeverity::Warning: return QStringLiteral("warning");
    case ReasonSeverity::Note: return QStringLiteral("note");
    }
    return {};
}

struct EnergyReason {
    QString code;
    ReasonSeverity severity = ReasonSeverity::Warning;
    QString message;
};

} // namespace denominator
