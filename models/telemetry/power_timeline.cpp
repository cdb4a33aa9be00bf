// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/power_timeline.h"

#include <algorithm>

namespace denominator {

PowerTimelineBuilder::PowerTimelineBuilder(double fromUnix, double toUnix, int buckets, double gapThresholdS)
    : m_from(fromUnix), m_to(toUnix), m_gapThresholdS(gapThresholdS), m_buckets(std::max(1, buckets))
{
    m_bucketSeconds = (toUnix - fromUnix) / m_buckets;
}

void PowerTimelineBuilder::gpuFound(int gpu, const QString& label)
{
    if (size_t(gpu) >= m_gpus.size()) m_gpus.resize(size_t(gpu) + 1);
    m_gpus[size_t(gpu)].label = label;
}

void PowerTimelineBuilder::sample(const TelemetrySample& s)
{
    const double t = s.unixSeconds;
    if (!(t >= m_from && t <= m_to) || !std::isfinite(s.watts)) return;
    Gpu& g = m_gpus[size_t(s.gpu)];
    if (std::isfinite(g.lastT) && t - g.lastT > m_gapThresholdS) {
        if (g.gaps.size() < PowerTimeline::kMaxGaps) g.gaps.append({g.lastT, t});
        ++g.gapCount;
    }
    if (!std::isfinite(g.lastT) || t > g.lastT) g.lastT = t;
    if (g.buckets.empty()) g.buckets.resize(size_t(m_buckets));
    const int i = std::clamp(int((t - m_from) / m_bucketSeconds), 0, m_buckets - 1);
    Bucket& b = g.buckets[size_t(i)];
    const double w = s.watts;
    b.minW = b.count ? std::min(b.minW, w) : w;
    b.maxW = b.count ? std::max(b.maxW, w) : w;
    b.sumW += s.watts;
    ++b.count;
}

PowerTimeline PowerTimelineBuilder::result() const
{
    PowerTimeline out;
    out.fromUnix = m_from;
    out.toUnix = m_to;
    out.bucketSeconds = m_bucketSeconds;
    for (const Gpu& g : m_gpus) {
        PowerTimelineSeries s;
        s.label = g.label;
        s.gaps = g.gaps;
        s.gapCount = g.gapCount;
        for (int i = 0; i < m_buckets; ++i) {
            const Bucket b = g.buckets.empty() ? Bucket{} : g.buckets[size_t(i)];
            s.timeUnix << m_from + (i + 0.5) * m_bucketSeconds;
            s.minW << (b.count ? b.minW : kNaN);
            s.maxW << (b.count ? b.maxW : kNaN);
            s.meanW << (b.count ? b.sumW / b.count : kNaN);
        }
        out.gpus << s;
    }
    return out;
}

} // namespace denominator
