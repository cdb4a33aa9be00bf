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

#include <optional>
#include <utility>

namespace denominator {

struct MeasuredImport {
    ImportReport report;      ///< errors non-empty: nothing was stored
    EnergyReport energy;      ///< what the telemetry gave (also when refused, if it got that far)
    bool powerStored = false; ///< a measured power value was written by this call
    /// The database could not be read (the same Issue is in report.errors): not a problem of the
    /// files, which a caller that re-derives numbers must not take for one.
    std::optional<Issue> databaseFailure;
};

/// How a measured value was computed from its power log, kept beside the link (Store::PowerLogSource):
/// the options given, not what they chose, so that the same code reads the same log the same way
/// again. A JSON object of what differs from the defaults, with the run's parse options under "run".
QString powerLogOptionsText(const ParseOptions& run, const EnergyOptions& energy);
/// Back from powerLogOptionsText; absent keys (and values of the wrong type) keep their defaults.
std::pair<ParseOptions, EnergyOptions> powerLogOptionsFrom(const QString& text);

/// Why a report gave no energy: its invalid reasons, after the first line the log could not read
/// (file:line, field, what was expected) when some were skipped. Empty when it gave energy.
QString whyNoEnergy(const EnergyReport& r);

/// `log`'s bytes become a source of the store (no points), linked to the value: see schema 9.
MeasuredImport importWithTelemetry(Store& store, const QString& resultPath, const QString& telemetryPath, const ParseOptions& parseOptions,
                                   EnergyOptions energyOptions);

} // namespace denominator
