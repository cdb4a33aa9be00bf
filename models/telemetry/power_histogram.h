// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Bounded-memory distribution of power samples for percentiles (P90, median) without keeping the
// samples: fixed 1 W bins from 0 W up to kBins W; higher readings land in the last bin. Storage
// (16 KiB) is allocated on the first add. Percentiles are interpolated inside a bin, so they are
// accurate to the bin width (1 W). NaN = no samples.

#include <QtGlobal>
#include <vector>

namespace denominator {

class PowerHistogram {
public:
    static constexpr int kBins = 4096;
    static constexpr double kBinWatts = 1.0;

    void add(double watts);
    void merge(const PowerHistogram& other);
    qint64 count() const { return m_count; }
    /// The p-quantile (p in [0, 1]) in watts; NaN when empty.
    double percentile(double p) const;

private:
    std::vector<quint32> m_bins;
    qint64 m_count = 0;
};

} // namespace denominator
