// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What the power timeline chart draws: per GPU, watts over time decimated into fixed time buckets
// (min / mean / max per bucket), the benchmark window, the gaps, and the rated TDP. Built as a
// TelemetrySink in the same streaming pass as the energy, so memory is GPUs × buckets, never the
// number of samples. Plain data for the ui/ chart builder; no Qt GUI here.
// Units: Unix seconds, watts. NaN in a bucket = no sample fell in it.

#include "telemetry/telemetry_reader.h"

#include <QList>
#include <QVector>
#include <vector>

namespace denominator {

struct PowerGap {
    double fromUnix = kNaN, toUnix = kNaN; ///< the two samples around the gap
};

struct PowerTimelineSeries {
    QString label;                     ///< GPU label as in the log ("3", "host:3")
    bool serving = false;              ///< counted in the energy (set by analyzeEnergy)
    QVector<double> timeUnix;          ///< bucket centres
    QVector<double> minW, meanW, maxW; ///< NaN for empty buckets
    QList<PowerGap> gaps;              ///< intervals longer than the gap threshold (first kMaxGaps)
    int gapCount = 0;                  ///< all gaps, including those not kept
};

struct PowerTimeline {
    static constexpr int kMaxGaps = 1000;

    double fromUnix = kNaN, toUnix = kNaN;               ///< the plotted range
    double windowStartUnix = kNaN, windowEndUnix = kNaN; ///< the benchmark window (shade it)
    double bucketSeconds = kNaN;
    double tdpW = kNaN; ///< rated TDP line; NaN = unknown
    QList<PowerTimelineSeries> gpus;
};

class PowerTimelineBuilder : public TelemetrySink {
public:
    /// Samples outside [fromUnix, toUnix] are ignored; `buckets` >= 1.
    PowerTimelineBuilder(double fromUnix, double toUnix, int buckets, double gapThresholdS);

    void gpuFound(int gpu, const QString& label) override;
    void sample(const TelemetrySample& s) override;
    PowerTimeline result() const;

private:
    struct Bucket {
        double minW = 0, maxW = 0, sumW = 0;
        quint32 count = 0;
    };
    struct Gpu {
        QString label;
        std::vector<Bucket> buckets;
        QList<PowerGap> gaps;
        int gapCount = 0;
        double lastT = kNaN;
    };

    double m_from, m_to, m_bucketSeconds, m_gapThresholdS;
    int m_buckets;
    std::vector<Gpu> m_gpus;
};

} // namespace denominator
