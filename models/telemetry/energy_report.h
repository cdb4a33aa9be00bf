// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Energy per token from a benchmark result and its power telemetry: one streaming pass over the
// log, then the serving GPUs, totals, validity with reasons, and a quality grade modelled on the
// EEHPC/Green500 power-measurement levels. Pure apart from reading the telemetry file (and the
// bundled hardware catalogue for the rated TDP).
// Units: joules, watts, seconds, tokens. NaN = cannot be known (e.g. no TDP for % of TDP).
// Thread: any; one call owns all its state.

#include "telemetry/benchmark_run.h"
#include "telemetry/energy_integrator.h"
#include "telemetry/energy_reason.h"
#include "telemetry/power_timeline.h"

#include <optional>

namespace denominator {

struct EnergyOptions {
    QStringList gpus;           ///< serving GPUs by label or index; empty = choose from activity
    int expectedGpus = 0;       ///< > 0 overrides the run's GPU count for the mismatch check
    double tdpW = kNaN;         ///< > 0 overrides the bundled catalogue's TDP for the run's hardware
    double gapThresholdS = 1.5; ///< intervals longer than this are gaps: energy becomes an interval
    double maxGapS = 3.0;       ///< a gap inside the window longer than this makes the run invalid
    TelemetryOptions telemetry; ///< power-only logs: startUnix defaults to the window start
    int timelineBuckets = 0;    ///< > 0: also build the power timeline with this many buckets
};

struct EnergyReport {
    BenchmarkRun run;
    QString telemetryPath;
    TelemetryReadReport read;
    QString fatal; ///< non-empty: no energy at all (unreadable log, unknown format, bad window)

    double windowS = kNaN;
    QStringList gpus, idleGpus; ///< labels of the GPUs counted / in the log but not counted
    QString selectionRule;
    int expectedGpus = 0; ///< 0 = unknown
    double tdpW = kNaN;
    QString tdpSource; ///< "catalogue h200" or "given"

    double energyJ = kNaN;                       ///< sum over serving GPUs
    double energyMinJ = kNaN, energyMaxJ = kNaN; ///< equal to energyJ when there are no gaps
    bool hasGaps = false;
    QString gapBounds; ///< which powers bounded the gaps, for people
    double avgPowerWPerGpu = kNaN;
    double p90PowerW = kNaN, peakPowerW = kNaN; ///< pooled over serving GPUs' readings in the window
    double idleBaselineW = kNaN;                ///< mean over serving GPUs of the median reading before the window
    double percentOfTdp = kNaN;
    double jPerOutputToken = kNaN, jPerTotalToken = kNaN, jPerRequest = kNaN;
    double maxGapS = kNaN;
    double meanIntervalS = kNaN; ///< slowest serving GPU: window / readings inside it
    qint64 samplesInWindow = 0, missingInWindow = 0;

    bool valid = false;
    QList<EnergyReason> reasons;
    QString grade; ///< "L1-chip", "below-L1" or "invalid"
    QString gradeReason;

    QList<GpuEnergy> perGpu; ///< every GPU in the log, in order of appearance
    std::optional<PowerTimeline> timeline;

    bool ok() const { return fatal.isEmpty(); }
    /// The measured power to store for the run's point (per GPU, chip boundary, window mean).
    PowerValue toPowerValue() const;
};

/// Reads `telemetryPath` once and integrates it over the run's window. `also` (optional) receives
/// every sample too, e.g. to build a custom view in the same pass.
EnergyReport analyzeEnergy(const BenchmarkRun& run, const QString& telemetryPath, const EnergyOptions& options,
                           TelemetrySink* also = nullptr);

} // namespace denominator
