// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Integrates power samples over one benchmark window, per GPU, as the samples stream past: the
// trapezoid over [start, end] with linear interpolation at both edges (InferenceX's method).
// Memory per GPU is constant (two 16 KiB histograms plus a few numbers), whatever the log length.
// Units: Unix seconds, watts, joules. NaN = not known (e.g. energy of a GPU with no sample
// reaching the window).
//
// Gaps: an interval between consecutive valid samples longer than `gapThresholdS` is a gap. Its
// energy is the trapezoid (nominal), and also bounded: lowest = the lower of the two samples
// around it and the lowest reading of that GPU so far; highest = `capW` (rated TDP) or the GPU's
// peak reading when higher or when no TDP is known. Parts of the window before the first or after
// the last sample count as gaps too, held at the nearest sample for the nominal value.
// Samples whose time goes backwards (or repeats) are dropped and counted.

#include "telemetry/power_histogram.h"
#include "telemetry/telemetry_reader.h"

#include <QList>
#include <vector>

namespace denominator {

struct IntegratorSettings {
    double startUnix = kNaN, endUnix = kNaN; ///< the benchmark window
    double gapThresholdS = 1.5;              ///< longer intervals are gaps (energy becomes an interval)
    double capW = kNaN;                      ///< highest power a gap can hold (rated TDP); NaN = peak reading
};

/// One GPU's view of the window.
struct GpuEnergy {
    int gpu = 0;
    QString label;
    double energyJ = kNaN;                       ///< nominal energy over the window
    double energyMinJ = kNaN, energyMaxJ = kNaN; ///< with gaps at their lowest / highest power
    double gapSeconds = 0;                       ///< window time inside gaps and uncovered edges
    double uncoveredStartS = 0;                  ///< window time before the first sample
    double uncoveredEndS = 0;                    ///< window time after the last sample
    double maxGapS = 0;                          ///< longest interval between samples overlapping the window
    double maxGapAtUnix = kNaN;                  ///< time of the sample that starts it
    qint64 maxGapLine = 0;
    double firstUnix = kNaN, lastUnix = kNaN; ///< first / last valid sample in the log
    qint64 samples = 0;                       ///< valid samples in the whole log
    qint64 samplesInWindow = 0;               ///< valid samples with start <= t <= end
    qint64 missingInWindow = 0;               ///< `[N/A]` values inside the window
    qint64 firstMissingLine = 0;
    qint64 backwardSteps = 0, backwardStepsInWindow = 0, duplicates = 0;
    qint64 firstBackwardLine = 0;
    double largestBackwardS = 0;
    double meanW = kNaN;           ///< energyJ / window length
    double peakW = kNaN;           ///< highest reading inside the window
    double p90W = kNaN;            ///< of the readings inside the window (1 W resolution)
    double meanUtilPercent = kNaN; ///< inside the window, when the log has utilisation
    double idleBaselineW = kNaN;   ///< median reading before the window (model loaded, waiting)
    double idleMinW = kNaN;        ///< lowest reading before the window
    qint64 idleSamples = 0;
    double lowerBoundW = kNaN;      ///< lowest power used for a gap (NaN: no gap)
    double upperBoundW = kNaN;      ///< highest power used for a gap (NaN: no gap)
    PowerHistogram windowHistogram; ///< readings inside the window, for pooled percentiles

    bool reachesWindow() const { return std::isfinite(energyJ); }
};

class EnergyIntegrator : public TelemetrySink {
public:
    explicit EnergyIntegrator(const IntegratorSettings& settings) : m_settings(settings) {}

    void gpuFound(int gpu, const QString& label) override;
    void sample(const TelemetrySample& s) override;

    /// Closes the window: edges, gap bounds, means and percentiles. Does not change the state.
    QList<GpuEnergy> finish() const;
    const IntegratorSettings& settings() const { return m_settings; }

private:
    struct State {
        GpuEnergy out;
        bool hasPrev = false;
        double prevT = 0, prevW = 0, firstW = 0;
        double minSeenW = kNaN, peakSeenW = kNaN;
        double gapNominalJ = 0, windowMinJ = 0;
        double utilSum = 0;
        qint64 utilCount = 0;
        PowerHistogram idle;
    };
    void dropOutOfOrder(State& g, const TelemetrySample& s);
    void record(State& g, const TelemetrySample& s);
    void segment(State& g, double t1, double w1, qint64 line);
    GpuEnergy close(const State& g) const;

    IntegratorSettings m_settings;
    std::vector<State> m_gpus;
};

} // namespace denominator
