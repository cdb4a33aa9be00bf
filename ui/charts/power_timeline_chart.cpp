// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/power_timeline_chart.h"

#include "charts/chart_data.h"
#include "charts/chart_style.h"
#include "core/stamp.h"

#include <QAreaSeries>
#include <QChart>
#include <QFileInfo>
#include <QLineSeries>
#include <QValueAxis>
#include <cmath>

namespace denominator::ui {
namespace {

QAreaSeries* band(double x0, double x1, double y0, double y1, const QColor& fill, const QString& role)
{
    auto* area = makeRectangle(x0, x1, y0, y1, fill);
    area->setProperty("role", role);
    return area;
}

void add(QChart& chart, QAbstractSeries* s, QAbstractAxis* x, QAbstractAxis* y)
{
    chart.addSeries(s);
    s->attachAxis(x);
    s->attachAxis(y);
}

} // namespace

void buildPowerTimelineChart(QChart& chart, const EnergyReport& report)
{
    clearChart(chart);
    const bool dark = isDarkPalette();
    chart.setTitle(QStringLiteral("Power per GPU: %1").arg(report.run.fileName));
    auto* x = new QValueAxis;
    x->setTitleText(QStringLiteral("seconds from benchmark start"));
    auto* y = new QValueAxis;
    y->setTitleText(QStringLiteral("W per GPU"));
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    if (!report.timeline) return;
    const PowerTimeline& t = *report.timeline;
    const double t0 = report.run.startUnix;
    double top = std::isfinite(t.tdpW) ? t.tdpW : 0;
    for (const PowerTimelineSeries& g : t.gpus)
        for (double w : g.maxW)
            if (std::isfinite(w)) top = std::max(top, w);
    top = top > 0 ? top * 1.1 : 100;
    const double xs = t.fromUnix - t0, xe = t.toUnix - t0;

    auto* window =
        band(0, report.run.windowSeconds(), 0, top, dark ? QColor(255, 255, 255, 18) : QColor(0, 0, 0, 14), QStringLiteral("window"));
    window->setName(QStringLiteral("benchmark window (%1 s)").arg(formatNumber(report.windowS, 4)));
    add(chart, window, x, y);

    int colorIndex = 0;
    for (const PowerTimelineSeries& g : t.gpus) {
        const QColor color = g.serving ? seriesColor(colorIndex++, dark) : QColor(150, 150, 150);
        auto* line = new QLineSeries;
        line->setName(QStringLiteral("GPU %1%2").arg(g.label, g.serving ? QString() : QStringLiteral(" (idle, not counted)")));
        line->setPen(QPen(color, g.serving ? 1.5 : 1.0, g.serving ? Qt::SolidLine : Qt::DotLine));
        line->setProperty("role", QStringLiteral("gpu"));
        line->setProperty("serving", g.serving);
        for (int i = 0; i < g.timeUnix.size(); ++i)
            if (std::isfinite(g.meanW[i])) line->append(g.timeUnix[i] - t0, g.meanW[i]);
        add(chart, line, x, y);
        if (g.serving) {
            // The integrated area: this GPU's power inside the window.
            auto* upper = new QLineSeries;
            for (int i = 0; i < g.timeUnix.size(); ++i) {
                const double s = g.timeUnix[i] - t0;
                if (s >= 0 && s <= report.run.windowSeconds() && std::isfinite(g.meanW[i])) upper->append(s, g.meanW[i]);
            }
            auto* area = makeArea(upper);
            QColor fill = color;
            fill.setAlpha(28);
            area->setBrush(fill);
            area->setPen(Qt::NoPen);
            area->setProperty("role", QStringLiteral("energy"));
            add(chart, area, x, y);
            hideFromLegend(chart, area);
        }
        for (const PowerGap& gap : g.gaps) {
            auto* mark = band(gap.fromUnix - t0, gap.toUnix - t0, 0, top, QColor(220, 40, 40, 60), QStringLiteral("gap"));
            mark->setName(QStringLiteral("gaps in the samples"));
            add(chart, mark, x, y);
        }
    }
    bool firstGap = true;
    for (QAbstractSeries* s : chart.series())
        if (s->property("role").toString() == QLatin1String("gap")) {
            if (!firstGap) hideFromLegend(chart, s);
            firstGap = false;
        }
    if (std::isfinite(t.tdpW)) {
        auto* tdp = new QLineSeries;
        tdp->setName(QStringLiteral("rated TDP %1 W").arg(formatNumber(t.tdpW, 4)));
        tdp->setPen(QPen(dark ? QColor(240, 120, 120) : QColor(180, 30, 30), 1.5, Qt::DashLine));
        tdp->append(xs, t.tdpW);
        tdp->append(xe, t.tdpW);
        tdp->setProperty("role", QStringLiteral("tdp"));
        add(chart, tdp, x, y);
    }
    x->setRange(xs, xe);
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(0, top);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    solidLegendSwatches(chart);
}

QStringList powerTimelineStamp(const EnergyReport& r)
{
    QStringList lines;
    lines << QStringLiteral("Energy: trapezoid over the benchmark window (%1 s), linear interpolation at both edges, summed over %2 "
                            "serving GPUs (%3); idle: %4")
                 .arg(formatNumber(r.windowS, 4))
                 .arg(r.gpus.size())
                 .arg(r.gpus.join(QStringLiteral(", ")),
                      r.idleGpus.isEmpty() ? QStringLiteral("none") : r.idleGpus.join(QStringLiteral(", ")));
    QString energy = QStringLiteral("%1 J").arg(formatNumber(r.energyJ, 6));
    if (r.hasGaps)
        energy += QStringLiteral(" (interval %1–%2 J: %3)").arg(formatNumber(r.energyMinJ, 6), formatNumber(r.energyMaxJ, 6), r.gapBounds);
    lines << QStringLiteral("%1 · %2 W/GPU mean (%3 % of TDP) · %4 J/output token · %5 J/total token")
                 .arg(energy, formatNumber(r.avgPowerWPerGpu, 4), formatNumber(r.percentOfTdp, 3), formatNumber(r.jPerOutputToken, 4),
                      formatNumber(r.jPerTotalToken, 4));
    QStringList reasons;
    for (const EnergyReason& e : r.reasons) reasons << e.message;
    lines << QStringLiteral("Validity: %1 · grade %2 (%3)%4")
                 .arg(r.valid ? QStringLiteral("valid") : QStringLiteral("INVALID"), r.grade, r.gradeReason,
                      reasons.isEmpty() ? QString() : QStringLiteral(" · ") + reasons.join(QStringLiteral("; ")));
    lines << QStringLiteral("Sources: %1 + %2 · measured at the chip boundary (GPU telemetry) · Denominator %3")
                 .arg(r.run.fileName, QFileInfo(r.telemetryPath).fileName(), QStringLiteral(DENOMINATOR_VERSION));
    return lines;
}

} // namespace denominator::ui
