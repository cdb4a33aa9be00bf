// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/energy_validity.h"

#include <QDateTime>
#include <QTimeZone>
#include <algorithm>

namespace denominator {
namespace {

constexpr double kL1IntervalS = 1.1; ///< EEHPC L1 asks >= 1 reading/s; nvidia-smi -l 1 drifts to ~1.02 s
constexpr int kMaxListed = 8;

QString utc(double unix)
{
    return QDateTime::fromMSecsSinceEpoch(qint64(std::llround(unix * 1000.0)), QTimeZone::utc())
               .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")) +
           QStringLiteral(" UTC");
}

QString seconds(double s) { return QString::number(s, 'f', s < 10 ? 2 : 1); }

/// Collects one message per GPU for a code, then adds a single reason listing them.
class ReasonList {
public:
    ReasonList(QString code, ReasonSeverity severity) : m_code(std::move(code)), m_severity(severity) {}
    void add(const QString& message) { m_items << message; }
    void flush(QList<EnergyReason>& out, const QString& suffix = {}) const
    {
        if (m_items.isEmpty()) return;
        QStringList shown = m_items.mid(0, kMaxListed);
        if (m_items.size() > kMaxListed) shown << QStringLiteral("and %1 more GPUs").arg(m_items.size() - kMaxListed);
        out.append({m_code, m_severity, shown.join(QStringLiteral("; ")) + suffix});
    }

private:
    QString m_code;
    ReasonSeverity m_severity;
    QStringList m_items;
};

void readReasons(EnergyReport& r, const EnergyOptions& o)
{
    const TelemetryReadReport& read = r.read;
    if (read.issueCount > 0)
        r.reasons.append({QStringLiteral("invalid_lines"), ReasonSeverity::Warning,
                          QStringLiteral("%1 line(s) could not be read and were skipped; first: %2")
                              .arg(read.issueCount)
                              .arg(read.issues.value(0).toString())});
    if (read.truncatedLastLine)
        r.reasons.append({QStringLiteral("truncated_last_line"), ReasonSeverity::Warning,
                          QStringLiteral("%1:%2: the last line is cut off and was ignored").arg(read.path).arg(read.truncatedLine)});
    if (read.format == TelemetryFormat::NvidiaSmiPowerOnly)
        r.reasons.append(
            {QStringLiteral("no_timestamps"), ReasonSeverity::Warning,
             QStringLiteral("the log has no timestamps: readings assumed every %1 s from %2 (%3)")
                 .arg(o.telemetry.intervalSeconds)
                 .arg(utc(std::isfinite(o.telemetry.startUnix) ? o.telemetry.startUnix : r.run.startUnix),
                      std::isfinite(o.telemetry.startUnix) ? QStringLiteral("given") : QStringLiteral("the benchmark start"))});
}

QString logSpan(const QList<GpuEnergy>& gpus)
{
    double first = kNaN, last = kNaN;
    for (const GpuEnergy& g : gpus) {
        if (g.samples == 0) continue;
        first = std::isfinite(first) ? std::min(first, g.firstUnix) : g.firstUnix;
        last = std::isfinite(last) ? std::max(last, g.lastUnix) : g.lastUnix;
    }
    return std::isfinite(first) ? QStringLiteral("the log covers %1 – %2").arg(utc(first), utc(last))
                                : QStringLiteral("the log has no valid reading");
}

bool windowReasons(EnergyReport& r, const QList<int>& serving)
{
    const auto invalid = [&](const QString& message) {
        r.reasons.append({QStringLiteral("empty_window"), ReasonSeverity::Invalid, message});
        return false;
    };
    if (!(r.windowS > 0)) return invalid(QStringLiteral("the benchmark window has zero length"));
    const bool anyReaches = std::any_of(r.perGpu.begin(), r.perGpu.end(), [](const GpuEnergy& g) { return g.reachesWindow(); });
    if (!anyReaches)
        return invalid(QStringLiteral("no reading at or around the benchmark window %1 – %2; %3")
                           .arg(utc(r.run.startUnix), utc(r.run.endUnix), logSpan(r.perGpu)));
    if (serving.isEmpty()) return false;
    QStringList silent;
    for (int i : serving)
        if (!r.perGpu.at(i).reachesWindow()) silent << r.perGpu.at(i).label;
    if (!silent.isEmpty())
        return invalid(QStringLiteral("GPU %1: no reading at or around the benchmark window").arg(silent.join(QStringLiteral(", "))));
    if (r.samplesInWindow == 0)
        return invalid(QStringLiteral("no reading inside the benchmark window: the energy is only interpolated across it"));
    return true;
}

void gpuReasons(EnergyReport& r, const QList<int>& serving, const EnergyOptions& o)
{
    ReasonList covered(QStringLiteral("window_not_covered"), ReasonSeverity::Invalid);
    ReasonList gaps(QStringLiteral("gap_in_window"), ReasonSeverity::Invalid);
    ReasonList missing(QStringLiteral("missing_samples"), ReasonSeverity::Warning);
    ReasonList backInside(QStringLiteral("clock_backwards"), ReasonSeverity::Invalid);
    ReasonList backOutside(QStringLiteral("clock_backwards"), ReasonSeverity::Warning);
    for (int i : serving) {
        const GpuEnergy& g = r.perGpu.at(i);
        const QString gpu = QStringLiteral("GPU %1: ").arg(g.label);
        if (g.uncoveredStartS > 0)
            covered.add(gpu + QStringLiteral("first reading %1 s after the benchmark start").arg(seconds(g.uncoveredStartS)));
        if (g.uncoveredEndS > 0)
            covered.add(gpu + QStringLiteral("last reading %1 s before the benchmark end").arg(seconds(g.uncoveredEndS)));
        if (g.maxGapS > o.maxGapS)
            gaps.add(
                gpu +
                QStringLiteral("%1 s without a reading after %2 (line %3)").arg(seconds(g.maxGapS), utc(g.maxGapAtUnix)).arg(g.maxGapLine));
        if (g.missingInWindow > 0)
            missing.add(gpu + QStringLiteral("%1 reading(s) marked missing ([N/A]) inside the window, first at line %2")
                                  .arg(g.missingInWindow)
                                  .arg(g.firstMissingLine));
        const QString back =
            gpu + QStringLiteral("the clock goes back (by up to %1 s) %2 time(s), first at line %3; those readings were dropped")
                      .arg(seconds(g.largestBackwardS))
                      .arg(g.backwardSteps)
                      .arg(g.firstBackwardLine);
        if (g.backwardStepsInWindow > 0)
            backInside.add(back);
        else if (g.backwardSteps > 0)
            backOutside.add(back);
    }
    covered.flush(r.reasons);
    gaps.flush(r.reasons, QStringLiteral(" (limit %1 s)").arg(o.maxGapS));
    missing.flush(r.reasons);
    backInside.flush(r.reasons, QStringLiteral(" (inside the window)"));
    backOutside.flush(r.reasons, QStringLiteral(" (outside the window)"));
}

void gapReason(EnergyReport& r, const QList<int>& serving)
{
    if (!r.hasGaps) return;
    double lowest = kNaN, highest = kNaN, gapTime = 0;
    for (int i : serving) {
        const GpuEnergy& g = r.perGpu.at(i);
        gapTime += g.gapSeconds;
        if (std::isfinite(g.lowerBoundW)) lowest = std::isfinite(lowest) ? std::min(lowest, g.lowerBoundW) : g.lowerBoundW;
        if (std::isfinite(g.upperBoundW)) highest = std::isfinite(highest) ? std::max(highest, g.upperBoundW) : g.upperBoundW;
    }
    const QString upper = r.tdpW > 0 ? QStringLiteral("rated TDP %1 W (%2), or a higher reading").arg(r.tdpW).arg(r.tdpSource)
                                     : QStringLiteral("the GPU's peak reading (no TDP known)");
    r.gapBounds = QStringLiteral("each gap bounded below by the lower of its neighbouring readings and the GPU's lowest "
                                 "reading so far (lowest used: %1 W), above by %2 (highest used: %3 W)")
                      .arg(lowest, 0, 'f', 1)
                      .arg(upper)
                      .arg(highest, 0, 'f', 1);
    r.reasons.append({QStringLiteral("gaps"), ReasonSeverity::Warning,
                      QStringLiteral("%1 GPU-seconds of the window without readings: energy %2 – %3 J (nominal %4 J); %5")
                          .arg(seconds(gapTime))
                          .arg(r.energyMinJ, 0, 'f', 0)
                          .arg(r.energyMaxJ, 0, 'f', 0)
                          .arg(r.energyJ, 0, 'f', 0)
                          .arg(r.gapBounds)});
}

void grade(EnergyReport& r, int servingCount)
{
    if (!r.valid) {
        QStringList why;
        for (const EnergyReason& reason : r.reasons)
            if (reason.severity == ReasonSeverity::Invalid) why << reason.code;
        r.grade = QStringLiteral("invalid");
        r.gradeReason = QStringLiteral("not usable as a measurement: ") + why.join(QStringLiteral(", "));
        return;
    }
    QStringList weaker;
    if (!(r.meanIntervalS <= kL1IntervalS))
        weaker << QStringLiteral("a reading only every %1 s (EEHPC level 1 asks at least one per second)").arg(seconds(r.meanIntervalS));
    if (r.hasGaps) weaker << QStringLiteral("gaps in the window, so the energy is an interval");
    if (r.read.format == TelemetryFormat::NvidiaSmiPowerOnly)
        weaker << QStringLiteral("no timestamps: the alignment with the window is assumed");
    if (r.expectedGpus <= 0) weaker << QStringLiteral("the run's GPU count is unknown, so coverage cannot be checked");
    const QString boundary = QStringLiteral("boundary: GPU chip/board sensors only. EEHPC level 1 also covers the node's other "
                                            "subsystems; levels 2 and 3 need integrated energy counters and metered whole-system power");
    if (!weaker.isEmpty()) {
        r.grade = QStringLiteral("below-L1");
        r.gradeReason = weaker.join(QStringLiteral("; ")) + QStringLiteral("; ") + boundary;
        return;
    }
    r.grade = QStringLiteral("L1-chip");
    r.gradeReason = QStringLiteral("level-1 sampling (a reading every %1 s) over the whole window for all %2 serving GPUs; %3")
                        .arg(seconds(r.meanIntervalS))
                        .arg(servingCount)
                        .arg(boundary);
}

} // namespace

void assessValidity(EnergyReport& r, const QList<int>& serving, const EnergyOptions& options)
{
    readReasons(r, options);
    if (windowReasons(r, serving)) {
        gpuReasons(r, serving, options);
        gapReason(r, serving);
    }
    if (!(r.tdpW > 0))
        r.reasons.append({QStringLiteral("tdp_unknown"), ReasonSeverity::Note,
                          QStringLiteral("no rated TDP for hardware \"%1\": percent of TDP not computed").arg(r.run.hardware)});
    r.valid = std::none_of(r.reasons.begin(), r.reasons.end(), [](const EnergyReason& x) { return x.severity == ReasonSeverity::Invalid; });
    grade(r, int(serving.size()));
}

} // namespace denominator
