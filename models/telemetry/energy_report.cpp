// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/energy_report.h"

#include "core/hardware_catalog.h"
#include "telemetry/energy_validity.h"
#include "telemetry/gpu_selection.h"

#include <QFileInfo>
#include <algorithm>
#include <climits>

namespace denominator {
namespace {

class FanOut : public TelemetrySink {
public:
    QList<TelemetrySink*> sinks;
    void gpuFound(int gpu, const QString& label) override
    {
        for (TelemetrySink* s : sinks) s->gpuFound(gpu, label);
    }
    void sample(const TelemetrySample& x) override
    {
        for (TelemetrySink* s : sinks) s->sample(x);
    }
};

void chooseTdp(const BenchmarkRun& run, const EnergyOptions& o, EnergyReport& r)
{
    if (o.tdpW > 0) {
        r.tdpW = o.tdpW;
        r.tdpSource = QStringLiteral("given");
        return;
    }
    if (run.hardware.isEmpty()) return;
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    if (!catalog.contains(run.hardware)) return;
    r.tdpW = catalog.spec(run.hardware).tdpW;
    r.tdpSource = QStringLiteral("catalogue %1").arg(run.hardware);
}

QString windowProblem(const BenchmarkRun& run)
{
    if (!std::isfinite(run.startUnix) || !std::isfinite(run.endUnix))
        return QStringLiteral("%1: no benchmark window (benchmark_start_time_unix / benchmark_end_time_unix)").arg(run.path);
    return {};
}

void sumServing(EnergyReport& r, const QList<int>& serving)
{
    double e = 0, lo = 0, hi = 0, idle = 0, maxGap = 0, interval = 0;
    int idleCount = 0;
    bool allReach = !serving.isEmpty();
    PowerHistogram pooled;
    for (int i : serving) {
        const GpuEnergy& g = r.perGpu.at(i);
        allReach = allReach && g.reachesWindow();
        e += g.energyJ;
        lo += g.energyMinJ;
        hi += g.energyMaxJ;
        r.hasGaps = r.hasGaps || g.gapSeconds > 0;
        maxGap = std::max(maxGap, g.maxGapS);
        interval = std::max(interval, g.samplesInWindow > 0 ? r.windowS / double(g.samplesInWindow) : qInf());
        r.peakPowerW = std::isfinite(r.peakPowerW) ? std::max(r.peakPowerW, g.peakW) : g.peakW;
        r.samplesInWindow += g.samplesInWindow;
        r.missingInWindow += g.missingInWindow;
        pooled.merge(g.windowHistogram);
        if (std::isfinite(g.idleBaselineW)) {
            idle += g.idleBaselineW;
            ++idleCount;
        }
    }
    if (!allReach) return;
    r.energyJ = e;
    r.energyMinJ = lo;
    r.energyMaxJ = hi;
    r.maxGapS = maxGap;
    r.meanIntervalS = interval;
    r.p90PowerW = pooled.percentile(0.9);
    if (idleCount > 0) r.idleBaselineW = idle / idleCount;
}

void derive(EnergyReport& r, const QList<int>& serving)
{
    sumServing(r, serving);
    const double n = double(serving.size());
    r.avgPowerWPerGpu = r.energyJ / (n * r.windowS);
    if (r.tdpW > 0) r.percentOfTdp = r.avgPowerWPerGpu / r.tdpW * 100.0;
    if (r.run.outputTokens > 0) r.jPerOutputToken = r.energyJ / r.run.outputTokens;
    if (r.run.totalTokens() > 0) r.jPerTotalToken = r.energyJ / r.run.totalTokens();
    if (r.run.completedRequests > 0) r.jPerRequest = r.energyJ / r.run.completedRequests;
}

TelemetryOptions readOptions(const BenchmarkRun& run, const EnergyOptions& o)
{
    TelemetryOptions t = o.telemetry;
    if (!std::isfinite(t.startUnix)) t.startUnix = run.startUnix;
    return t;
}

void integrate(EnergyReport& r, const EnergyOptions& o, TelemetrySink* also)
{
    const BenchmarkRun& run = r.run;
    EnergyIntegrator integrator({run.startUnix, run.endUnix, o.gapThresholdS, r.tdpW});
    FanOut fan;
    fan.sinks << &integrator;
    std::optional<PowerTimelineBuilder> timeline;
    if (o.timelineBuckets > 0) {
        const double pad = std::max(30.0, 0.2 * r.windowS);
        timeline.emplace(run.startUnix - pad, run.endUnix + pad, o.timelineBuckets, o.gapThresholdS);
        fan.sinks << &*timeline;
    }
    if (also) fan.sinks << also;
    r.read = readTelemetry(r.telemetryPath, fan, readOptions(run, o));
    r.perGpu = integrator.finish();
    if (timeline) {
        r.timeline = timeline->result();
        r.timeline->windowStartUnix = run.startUnix;
        r.timeline->windowEndUnix = run.endUnix;
        r.timeline->tdpW = r.tdpW;
    }
}

} // namespace

EnergyReport analyzeEnergy(const BenchmarkRun& run, const QString& telemetryPath, const EnergyOptions& options, TelemetrySink* also)
{
    EnergyReport r;
    r.run = run;
    r.telemetryPath = telemetryPath;
    r.fatal = windowProblem(run);
    if (!r.ok()) return r;
    r.windowS = run.windowSeconds();
    r.expectedGpus = options.expectedGpus > 0 ? options.expectedGpus : run.gpus;
    chooseTdp(run, options, r);
    integrate(r, options, also);
    if (!r.read.ok()) {
        r.fatal = r.read.fatal;
        return r;
    }
    const GpuSelection sel = selectServingGpus(r.perGpu, options.gpus, r.expectedGpus);
    for (int i : sel.serving) r.gpus << r.perGpu.at(i).label;
    for (int i : sel.idle) r.idleGpus << r.perGpu.at(i).label;
    if (r.timeline)
        for (int i : sel.serving) r.timeline->gpus[i].serving = true;
    r.selectionRule = sel.rule;
    derive(r, sel.serving);
    r.reasons = sel.reasons;
    assessValidity(r, sel.serving, options);
    return r;
}

PowerValue EnergyReport::toPowerValue() const
{
    PowerValue v;
    v.kind = PowerKind::MeasuredMean;
    v.boundary = QStringLiteral("chip");
    v.statistic = QStringLiteral("mean");
    v.watts = avgPowerWPerGpu;
    v.windowSeconds = windowS;
    v.sampleCount = int(std::min<qint64>(samplesInWindow, INT_MAX));
    v.valid = valid;
    QString text = QStringLiteral("measured from %1 (%2").arg(QFileInfo(telemetryPath).fileName(), toString(read.format));
    if (!read.sha256.isEmpty()) text += QStringLiteral(", sha256 %1").arg(QString::fromLatin1(read.sha256.left(16)));
    text += QStringLiteral("): GPUs %1 over the %2 s benchmark window, trapezoid with edge interpolation, %3 readings, grade %4")
                .arg(gpus.join(QLatin1Char(',')))
                .arg(windowS, 0, 'f', 1)
                .arg(samplesInWindow)
                .arg(grade);
    if (hasGaps) text += QStringLiteral("; gaps: energy %1–%2 J").arg(energyMinJ, 0, 'f', 0).arg(energyMaxJ, 0, 'f', 0);
    QStringList invalid;
    for (const EnergyReason& reason : reasons)
        if (reason.severity == ReasonSeverity::Invalid) invalid << reason.message;
    if (!invalid.isEmpty()) text += QStringLiteral("; INVALID: ") + invalid.join(QStringLiteral("; "));
    v.sourceText = text;
    return v;
}

} // namespace denominator
