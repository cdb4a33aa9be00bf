// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Importing a raw benchmark_serving result together with the power telemetry logged during it:
// the result's point gets a measured PowerValue (per GPU, chip boundary, mean over the benchmark
// window) that the `measured` denominator then uses everywhere. All or nothing: when the telemetry
// cannot be read or yields no energy, the store is not touched. A new point and its power are
// written in one transaction; a point stored earlier gets the power through Store::setMeasuredPower.
// Re-importing the same result with the same telemetry (by SHA-256) adds nothing.
// Thread: the caller's; the store is used from this thread only.

#include "store/store.h"
#include "telemetry/energy_report.h"

namespace denominator {

struct MeasuredImport {
    ImportReport report;      ///< errors non-empty: nothing was stored
    EnergyReport energy;      ///< what the telemetry gave (also when refused, if it got that far)
    bool powerStored = false; ///< a measured power value was written by this call
};

MeasuredImport importWithTelemetry(Store& store, const QString& resultPath, const QString& telemetryPath, const ParseOptions& parseOptions,
                                   EnergyOptions energyOptions);

} // namespace denominator
