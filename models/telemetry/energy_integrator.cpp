// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/energy_integrator.h"

#include <algorithm>

namespace denominator {
namespace {

double minKnown(double a, double b) { return std::isfinite(a) ? std::min(a, b) : b; }
double maxKnown(double a, double b) { return std::isfinite(a) ? std::max(a, b) : b; }

} // namespace

void EnergyIntegrator::gpuFound(int gpu, const QString& label)
{
    if (size_t(gpu) >= m_gpus.size()) m_gpus.resize(size_t(gpu) + 1);
    m_gpus[size_t(gpu)].out.gpu = gpu;
    m_gpus[size_t(gpu)].out.label = label;
}

void EnergyIntegrator::sample(const TelemetrySample& s)
{
    State& g = m_gpus[size_t(s.gpu)];
    const bool inWindow = s.unixSeconds >= m_settings.startUnix && s.unixSeconds <= m_settings.endUnix;
    if (!std::isfinite(s.watts)) {
        if (inWindow && g.out.missingInWindow++ == 0) g.out.firstMissingLine = s.line;
        return;
    }
    if (g.hasPrev && s.unixSeconds <= g.prevT) return dropOutOfOrder(g, s);
    record(g, s);
    if (g.hasPrev) {
        segment(g, s.unixSeconds, s.watts, s.line);
    } else {
        g.out.firstUnix = s.unixSeconds;
        g.firstW = s.watts;
    }
    g.hasPrev = true;
    g.prevT = g.out.lastUnix = s.unixSeconds;
    g.prevW = s.watts;
}

void EnergyIntegrator::dropOutOfOrder(State& g, const TelemetrySample& s)
{
    if (s.unixSeconds == g.prevT) {
        ++g.out.duplicates;
        return;
    }
    if (g.out.backwardSteps++ == 0) g.out.firstBackwardLine = s.line;
    g.out.largestBackwardS = std::max(g.out.largestBackwardS, g.prevT - s.unixSeconds);
    const auto inside = [&](double t) { return t >= m_settings.startUnix && t <= m_settings.endUnix; };
    if (inside(s.unixSeconds) || inside(g.prevT)) ++g.out.backwardStepsInWindow;
}

void EnergyIntegrator::record(State& g, const TelemetrySample& s)
{
    const double w = s.watts;
    ++g.out.samples;
    g.minSeenW = minKnown(g.minSeenW, w);
    g.peakSeenW = maxKnown(g.peakSeenW, w);
    if (s.unixSeconds < m_settings.startUnix) {
        g.idle.add(w);
        g.out.idleMinW = minKnown(g.out.idleMinW, w);
        ++g.out.idleSamples;
    } else if (s.unixSeconds <= m_settings.endUnix) {
        g.out.windowHistogram.add(w);
        g.out.peakW = maxKnown(g.out.peakW, w);
        ++g.out.samplesInWindow;
        if (std::isfinite(s.utilPercent)) {
            g.utilSum += s.utilPercent;
            ++g.utilCount;
        }
    }
}

void EnergyIntegrator::segment(State& g, double t1, double w1, qint64 line)
{
    const double t0 = g.prevT, w0 = g.prevW;
    const double a = std::max(t0, m_settings.startUnix), b = std::min(t1, m_settings.endUnix);
    if (!(b > a)) return;
    const double dt = t1 - t0;
    const double wa = w0 + (w1 - w0) * (a - t0) / dt;
    const double wb = w0 + (w1 - w0) * (b - t0) / dt;
    const double e = (b - a) * (wa + wb) / 2;
    GpuEnergy& o = g.out;
    o.energyJ = std::isfinite(o.energyJ) ? o.energyJ + e : e;
    if (dt > o.maxGapS) {
        o.maxGapS = dt;
        o.maxGapAtUnix = t0;
        o.maxGapLine = line;
    }
    if (dt <= m_settings.gapThresholdS) {
        g.windowMinJ += e;
        return;
    }
    const double floor = std::min({w0, w1, g.minSeenW});
    o.lowerBoundW = minKnown(o.lowerBoundW, floor);
    o.gapSeconds += b - a;
    g.gapNominalJ += e;
    g.windowMinJ += floor * (b - a);
}

GpuEnergy EnergyIntegrator::close(const State& g) const
{
    GpuEnergy o = g.out;
    const double start = m_settings.startUnix, end = m_settings.endUnix, window = end - start;
    if (g.out.samples == 0 || !(window > 0) || g.out.lastUnix < start || g.out.firstUnix > end) {
        o.energyJ = o.energyMinJ = o.energyMaxJ = kNaN;
        o.uncoveredStartS = o.uncoveredEndS = std::max(window, 0.0);
        return o;
    }
    double energy = std::isfinite(o.energyJ) ? o.energyJ : 0.0;
    double nominalInGaps = g.gapNominalJ, lowest = g.windowMinJ;
    o.uncoveredStartS = std::max(0.0, o.firstUnix - start);
    o.uncoveredEndS = std::max(0.0, end - o.lastUnix);
    const auto hold = [&](double seconds, double watts) {
        energy += seconds * watts;
        nominalInGaps += seconds * watts;
        lowest += seconds * std::min(watts, g.minSeenW);
        o.gapSeconds += seconds;
        o.lowerBoundW = minKnown(o.lowerBoundW, std::min(watts, g.minSeenW));
    };
    if (o.uncoveredStartS > 0) hold(o.uncoveredStartS, g.firstW);
    if (o.uncoveredEndS > 0) hold(o.uncoveredEndS, g.prevW);
    const double cap = std::isfinite(m_settings.capW) ? std::max(m_settings.capW, g.peakSeenW) : g.peakSeenW;
    o.energyJ = energy;
    o.energyMinJ = std::min(lowest, energy);
    o.energyMaxJ = std::max(energy - nominalInGaps + cap * o.gapSeconds, energy);
    if (o.gapSeconds > 0) o.upperBoundW = cap;
    o.meanW = energy / window;
    o.p90W = o.windowHistogram.percentile(0.9);
    o.idleBaselineW = g.idle.percentile(0.5);
    if (g.utilCount > 0) o.meanUtilPercent = g.utilSum / double(g.utilCount);
    return o;
}

QList<GpuEnergy> EnergyIntegrator::finish() const
{
    QList<GpuEnergy> out;
    out.reserve(qsizetype(m_gpus.size()));
    for (const State& g : m_gpus) out << close(g);
    return out;
}

} // namespace denominator
