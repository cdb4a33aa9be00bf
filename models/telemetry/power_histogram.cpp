// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/power_histogram.h"

#include "core/point.h"

#include <algorithm>

namespace denominator {

void PowerHistogram::add(double watts)
{
    if (!std::isfinite(watts)) return;
    if (m_bins.empty()) m_bins.assign(kBins, 0);
    const int bin = int(std::clamp(watts / kBinWatts, 0.0, double(kBins - 1)));
    ++m_bins[size_t(bin)];
    ++m_count;
}

void PowerHistogram::merge(const PowerHistogram& other)
{
    if (other.m_bins.empty()) return;
    if (m_bins.empty()) m_bins.assign(kBins, 0);
    for (size_t i = 0; i < m_bins.size(); ++i) m_bins[i] += other.m_bins[i];
    m_count += other.m_count;
}

double PowerHistogram::percentile(double p) const
{
    if (m_count == 0) return kNaN;
    const double rank = std::clamp(p, 0.0, 1.0) * double(m_count);
    double below = 0;
    for (size_t i = 0; i < m_bins.size(); ++i) {
        const double n = m_bins[i];
        if (n > 0 && below + n >= rank) return (double(i) + (rank - below) / n) * kBinWatts;
        below += n;
    }
    return double(kBins) * kBinWatts;
}

} // namespace denominator
