// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Which GPUs in a telemetry log served the benchmark. A box logs all its GPUs even when a TP2/TP4
// run used only some; the idle ones must not be summed. Pure function over the integrated GPUs.

#include "telemetry/energy_integrator.h"
#include "telemetry/energy_reason.h"

#include <QStringList>

namespace denominator {

struct GpuSelection {
    QList<int> serving;          ///< indices into the GpuEnergy list
    QList<int> idle;             ///< in the log, not counted
    QString rule;                ///< how the choice was made, for people
    QList<EnergyReason> reasons; ///< unknown GPUs, count mismatch, idle GPUs excluded, …
};

/// `requested`: explicit GPU labels or bare indices (empty = choose from activity in the window:
/// mean utilisation >= 5 % when the log has it, else a clear step between the GPUs' mean powers).
/// `expected`: GPUs the run used (0 = unknown). A serving count that differs is Invalid.
GpuSelection selectServingGpus(const QList<GpuEnergy>& gpus, const QStringList& requested, int expected);

} // namespace denominator
