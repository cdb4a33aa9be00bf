// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/gpu_selection.h"

#include <algorithm>
#include <vector>

namespace denominator {
namespace {

constexpr double kActiveUtilPercent = 5.0;
// Power rule: busy and idle GPUs split at the largest step between sorted mean powers, when that
// step is at least 25 W and 20 % of the busiest GPU's mean (so GPUs serving at slightly different
// power are never split apart).
constexpr double kMinStepW = 25.0;
constexpr double kMinStepFraction = 0.2;

bool matches(const QString& label, const QString& token) { return label == token || label.endsWith(QLatin1Char(':') + token); }

QString labels(const QList<GpuEnergy>& gpus, const QList<int>& which)
{
    QStringList out;
    for (int i : which) out << gpus.at(i).label;
    return out.join(QStringLiteral(", "));
}

struct Activity {
    QList<bool> active;
    QString rule;
};

Activity byUtilisation(const QList<GpuEnergy>& gpus)
{
    Activity a;
    for (const GpuEnergy& g : gpus) a.active << (g.meanUtilPercent >= kActiveUtilPercent);
    a.rule = QStringLiteral("mean GPU utilisation >= %1 % inside the window").arg(kActiveUtilPercent);
    return a;
}

Activity byPower(const QList<GpuEnergy>& gpus)
{
    std::vector<double> means;
    for (const GpuEnergy& g : gpus)
        if (g.reachesWindow()) means.push_back(g.meanW);
    std::sort(means.begin(), means.end());
    double step = 0, cut = kNaN;
    for (size_t i = 1; i < means.size(); ++i)
        if (means[i] - means[i - 1] > step) {
            step = means[i] - means[i - 1];
            cut = means[i];
        }
    Activity a;
    const double busiest = means.empty() ? 0.0 : means.back();
    if (!(step >= std::max(kMinStepW, kMinStepFraction * busiest))) {
        for (const GpuEnergy& g : gpus) a.active << g.reachesWindow();
        a.rule = QStringLiteral("no clear split between busy and idle GPUs by mean power in the window: all counted");
        return a;
    }
    for (const GpuEnergy& g : gpus) a.active << (g.reachesWindow() && g.meanW >= cut);
    a.rule = QStringLiteral("mean power in the window >= %1 W, above the largest step (%2 W) between the GPUs' mean powers")
                 .arg(cut, 0, 'f', 1)
                 .arg(step, 0, 'f', 1);
    return a;
}

Activity activity(const QList<GpuEnergy>& gpus)
{
    const bool haveUtil =
        std::any_of(gpus.begin(), gpus.end(), [](const GpuEnergy& g) { return g.reachesWindow(); }) &&
        std::all_of(gpus.begin(), gpus.end(), [](const GpuEnergy& g) { return !g.reachesWindow() || std::isfinite(g.meanUtilPercent); });
    if (haveUtil) {
        Activity a = byUtilisation(gpus);
        if (a.active.contains(true)) return a;
    }
    return byPower(gpus);
}

QString describe(const GpuEnergy& g)
{
    if (!g.reachesWindow()) return QStringLiteral("%1 (no reading at or around the window)").arg(g.label);
    QString s = QStringLiteral("%1 (%2 W").arg(g.label).arg(g.meanW, 0, 'f', 0);
    if (std::isfinite(g.meanUtilPercent)) s += QStringLiteral(", %1 % busy").arg(g.meanUtilPercent, 0, 'f', 0);
    return s + QLatin1Char(')');
}

void explicitChoice(const QList<GpuEnergy>& gpus, const QStringList& requested, const Activity& act, GpuSelection& s)
{
    QList<bool> chosen(gpus.size(), false);
    for (const QString& token : requested) {
        bool found = false;
        for (int i = 0; i < gpus.size(); ++i)
            if (matches(gpus.at(i).label, token.trimmed())) chosen[i] = found = true;
        if (!found) {
            QList<int> all;
            for (int i = 0; i < gpus.size(); ++i) all << i;
            s.reasons.append({QStringLiteral("gpu_not_in_telemetry"), ReasonSeverity::Invalid,
                              QStringLiteral("GPU \"%1\" is not in the telemetry (it has %2)").arg(token, labels(gpus, all))});
        }
    }
    QStringList activeButExcluded;
    for (int i = 0; i < gpus.size(); ++i) {
        (chosen[i] ? s.serving : s.idle) << i;
        if (!chosen[i] && act.active.value(i)) activeButExcluded << describe(gpus.at(i));
    }
    s.rule = QStringLiteral("given: %1").arg(requested.join(QLatin1Char(',')));
    if (!activeButExcluded.isEmpty())
        s.reasons.append(
            {QStringLiteral("excluded_gpu_active"), ReasonSeverity::Warning,
             QStringLiteral("not counted but busy in the window (%1): %2").arg(act.rule, activeButExcluded.join(QStringLiteral(", ")))});
}

} // namespace

GpuSelection selectServingGpus(const QList<GpuEnergy>& gpus, const QStringList& requested, int expected)
{
    GpuSelection s;
    const Activity act = activity(gpus);
    if (requested.isEmpty()) {
        for (int i = 0; i < gpus.size(); ++i) (act.active.value(i) ? s.serving : s.idle) << i;
        s.rule = QStringLiteral("automatic: ") + act.rule;
        QStringList idle;
        for (int i : s.idle) idle << describe(gpus.at(i));
        if (!idle.isEmpty())
            s.reasons.append(
                {QStringLiteral("idle_gpus_excluded"), ReasonSeverity::Note,
                 QStringLiteral("not counted (idle in the window, or no reading in it): %1").arg(idle.join(QStringLiteral(", ")))});
    } else {
        explicitChoice(gpus, requested, act, s);
    }
    if (s.serving.isEmpty())
        s.reasons.append({QStringLiteral("no_serving_gpus"), ReasonSeverity::Invalid,
                          QStringLiteral("no GPU of the log counts: none was active in the window, or none was given")});
    if (expected > 0 && !s.serving.isEmpty() && s.serving.size() != expected)
        s.reasons.append(
            {QStringLiteral("gpu_count_mismatch"), ReasonSeverity::Invalid,
             QStringLiteral("%1 GPUs counted (%2) but the run used %3").arg(s.serving.size()).arg(labels(gpus, s.serving)).arg(expected)});
    if (expected <= 0)
        s.reasons.append(
            {QStringLiteral("gpu_count_unknown"), ReasonSeverity::Warning,
             QStringLiteral("the run's GPU count is unknown (name the result …_tp8_… or give it): the count of %1 cannot be checked")
                 .arg(s.serving.size())});
    return s;
}

} // namespace denominator
