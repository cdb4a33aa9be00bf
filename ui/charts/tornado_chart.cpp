// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/tornado_chart.h"
#include "core/number_format.h"

#include "charts/chart_note.h"
#include "charts/chart_style.h"
#include "charts/efficiency_chart.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <cmath>

namespace denominator::ui {
namespace {

constexpr double kHalfHeight = 0.22;

struct Axes {
    QLogValueAxis* x;
    QCategoryAxis* y;
};

void attach(QChart& chart, QAbstractSeries* s, const Axes& ax, bool legend)
{
    chart.addSeries(s);
    s->attachAxis(ax.x);
    s->attachAxis(ax.y);
    if (!legend) hideFromLegend(chart, s);
}

bool drawable(const TornadoBar& b) { return b.applicable && isKnown(b.ratioAtLow) && isKnown(b.ratioAtHigh) && b.spread() > 1e-12; }

/// A horizontal box from the centre to `end` on row `row`.
QAreaSeries* halfBar(double centre, double end, double row, const QColor& color)
{
    const double lo = std::min(centre, end), hi = std::max(centre, end);
    auto* upper = new QLineSeries;
    upper->append(lo, row + kHalfHeight);
    upper->append(hi, row + kHalfHeight);
    auto* lower = new QLineSeries;
    lower->append(lo, row - kHalfHeight);
    lower->append(hi, row - kHalfHeight);
    auto* area = makeArea(upper, lower);
    area->setColor(color);
    area->setBorderColor(color.darker(120));
    return area;
}

QString barText(const TornadoBar& b)
{
    if (!b.applicable) return QStringLiteral("no effect: %1").arg(b.note);
    if (!isKnown(b.ratioAtLow) || !isKnown(b.ratioAtHigh)) return QStringLiteral("n/a: %1").arg(b.note);
    QString t = QStringLiteral("%1: %2 · %3: %4").arg(b.lowLabel, formatTimes(b.ratioAtLow), b.highLabel, formatTimes(b.ratioAtHigh));
    if (!b.note.isEmpty() && b.key != QLatin1String("measured-fraction")) t += QStringLiteral(" (%1)").arg(b.note);
    return t;
}

Axes makeAxes(QChart& chart, const Tornado& t)
{
    auto* x = makeLogAxis(QStringLiteral("%1 ÷ %2 (×, log scale)").arg(t.subject, t.baseline));
    auto* y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    y->setStartValue(-0.5);
    const int n = int(t.bars.size());
    for (int row = 0; row < n; ++row) y->append(t.bars[n - 1 - row].label, row + 0.5); // largest at the top
    y->setRange(-0.5, n - 0.5);
    y->setGridLineVisible(false);
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    return {x, y};
}

void setNote(QChart& chart, const QString& text)
{
    ChartNote* note = ChartNote::of(&chart);
    if (!note) note = new ChartNote(&chart);
    note->setHtml(text.toHtmlEscaped());
}

} // namespace

void buildTornadoChart(QChart& chart, const Tornado& t)
{
    clearChart(chart);
    BarAnnotations::removeFrom(&chart);
    chart.setProperty("tornadoRatio", t.ratio);
    if (t.bars.isEmpty()) {
        chart.setTitle(QStringLiteral("Sensitivity"));
        setNote(chart, t.message);
        return;
    }
    chart.setTitle(QStringLiteral("Sensitivity of %1 ÷ %2 = %3 to each assumption").arg(t.subject, t.baseline, formatTimes(t.ratio)));
    const bool dark = isDarkPalette();
    const Axes ax = makeAxes(chart, t);
    const int n = int(t.bars.size());
    const QColor lowColor = seriesColor(0, dark), highColor = seriesColor(4, dark);
    LogRange xr;
    xr.add(t.ratio);
    bool legendLow = true, legendHigh = true;
    for (int k = 0; k < n; ++k) {
        const TornadoBar& b = t.bars[k];
        const double row = n - 1 - k;
        if (!drawable(b)) {
            auto* tick = new QLineSeries;
            tick->append(t.ratio, row - kHalfHeight);
            tick->append(t.ratio, row + kHalfHeight);
            tick->setPen(QPen(QColor(0x99, 0x99, 0x99), 3));
            tick->setProperty("role", QStringLiteral("tick"));
            tick->setProperty("key", b.key);
            attach(chart, tick, ax, false);
            continue;
        }
        // The longer half first so the shorter stays visible when both lie on one side.
        const bool lowFirst = std::fabs(std::log(b.ratioAtLow / t.ratio)) >= std::fabs(std::log(b.ratioAtHigh / t.ratio));
        for (bool low : {lowFirst, !lowFirst}) {
            const double end = low ? b.ratioAtLow : b.ratioAtHigh;
            QAreaSeries* half = halfBar(t.ratio, end, row, low ? lowColor : highColor);
            half->setName(low ? QStringLiteral("at the low setting") : QStringLiteral("at the high setting"));
            half->setProperty("role", low ? QStringLiteral("bar-low") : QStringLiteral("bar-high"));
            half->setProperty("key", b.key);
            half->setProperty("bar", k);
            half->setProperty("ratio", end);
            bool& legend = low ? legendLow : legendHigh;
            attach(chart, half, ax, legend);
            legend = false;
            xr.add(end);
        }
    }
    auto* centre = new QLineSeries;
    centre->setName(QStringLiteral("current ratio %1").arg(formatTimes(t.ratio)));
    centre->append(t.ratio, -0.5);
    centre->append(t.ratio, n - 0.5);
    centre->setPen(QPen(dark ? Qt::white : Qt::black, 1.5, Qt::DashLine));
    centre->setProperty("role", QStringLiteral("centre"));
    attach(chart, centre, ax, true);
    // Room for the labels on both sides of the widest bar.
    xr.lo /= 1.6;
    xr.hi *= 1.6;
    xr.applyTo(*ax.x);
    auto* labels = new BarAnnotations(&chart);
    for (int k = 0; k < n; ++k) labels->add(t.ratio, n - 1 - k + kHalfHeight, barText(t.bars[k]), dark ? Qt::white : Qt::black);
    setNote(chart, QString());
}

} // namespace denominator::ui
