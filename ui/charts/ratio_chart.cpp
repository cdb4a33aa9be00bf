// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/ratio_chart.h"

#include "charts/chart_note.h"
#include "charts/chart_style.h"
#include "charts/legend_grid.h"
#include "core/number_format.h"
#include "session/reading_table.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <algorithm>
#include <cmath>

namespace denominator::ui {
namespace {

struct Band {
    double lo, hi;
};

QList<Band> edgeBands(const Frontier& f)
{
    const double lo = std::log(f.minInteractivity()), hi = std::log(f.maxInteractivity());
    const double w = (hi - lo) * kEdgeFraction;
    if (!(w > 0)) return {};
    return {{std::exp(lo), std::exp(lo + w)}, {std::exp(hi - w), std::exp(hi)}};
}

} // namespace

QList<double> overlapSamples(const Frontier& a, const Frontier& b, int count)
{
    if (a.isEmpty() || b.isEmpty() || count < 2) return {};
    const double lo = std::max(a.minInteractivity(), b.minInteractivity());
    const double hi = std::min(a.maxInteractivity(), b.maxInteractivity());
    if (!(hi > lo)) return {};
    QList<double> xs;
    for (int i = 0; i < count; ++i) xs << std::exp(std::log(lo) + (std::log(hi) - std::log(lo)) * i / (count - 1));
    return xs;
}

void buildRatioChart(QChart& chart, const Comparison& c, const HardwareCatalog& catalog)
{
    clearChart(chart);
    const bool dark = isDarkPalette();
    auto* xAxis = makeLogAxis(xAxisTitle(c, FrontierX::Interactivity));
    // Short: with the legend under it the plot of a laptop window is about 170 px tall, and the
    // title says which ratio.
    auto* yAxis = makeLogAxis(QStringLiteral("ratio to baseline (×)"));
    chart.addAxis(xAxis, Qt::AlignBottom);
    chart.addAxis(yAxis, Qt::AlignLeft);
    const QString base = c.systems.isEmpty() ? QStringLiteral("baseline") : c.systems.first().label;
    chart.setTitle(QStringLiteral("Efficiency ratio to %1 across interactivity").arg(base));
    LogRange xr, yr;
    yr.add(1.0);
    QList<Band> bands;
    QStringList noOverlap, noPower;
    // With many systems, the best few curves: 58 ratios on one axis are unreadable. In the one
    // ranking every view uses (session/reading_table.h), the baseline aside.
    QList<int> drawn = efficiencyRanking(c);
    drawn.removeAll(0);
    const qsizetype others = std::max<qsizetype>(0, drawn.size() - kRatioCurves);
    drawn.resize(std::min<qsizetype>(drawn.size(), kRatioCurves));
    std::sort(drawn.begin(), drawn.end()); // in the selection's order, as the legend lists them
    chart.setProperty("ratioCurvesLeftOut", others);
    for (int i : std::as_const(drawn)) {
        const SystemResult& s = c.systems[i];
        const SystemResult& b = c.systems.first();
        auto* line = new QLineSeries;
        // The title names the baseline: each entry names its subject only, so the legend keeps
        // whole names where "… ÷ baseline" on every line was cut short.
        line->setName(s.label);
        const SeriesStyle style = seriesStyle(s, dark);
        line->setPen(QPen(style.color, 2, style.line));
        line->setProperty("role", QStringLiteral("ratio"));
        line->setProperty("system", i);
        // Where a measured power is unknown the ratio is a range (each side at 50–100 % of its TDP).
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        for (double x : overlapSamples(s.frontier, b.frontier, 60)) {
            const SystemResult ea = evaluateAt(s, c.assumptions, catalog, x), eb = evaluateAt(b, c.assumptions, catalog, x);
            const double r = ea.tokensPerSecPerKw / eb.tokensPerSecPerKw;
            const double lo = ea.tokensPerSecPerKwLow / eb.tokensPerSecPerKwHigh, hi = ea.tokensPerSecPerKwHigh / eb.tokensPerSecPerKwLow;
            if (std::isfinite(lo) && std::isfinite(hi) && lo > 0 && hi > lo) {
                upper->append(x, hi);
                lower->append(x, lo);
                xr.add(x);
                yr.add(lo);
                yr.add(hi);
            }
            if (!std::isfinite(r) || r <= 0) continue;
            line->append(x, r);
            xr.add(x);
            yr.add(r);
        }
        addSeries(chart, line, xAxis, yAxis);
        if (line->count() == 0) hideFromLegend(chart, line); // only a range is known
        const bool banded = upper->count() > 1;
        if (banded) {
            auto* range = makeArea(upper, lower);
            const QString basis = c.ratios.value(i).basis;
            range->setName(s.label +
                           QStringLiteral(": range (%1)")
                               .arg(basis.isEmpty() ? QStringLiteral("unknown power assumed ") + c.assumptions.unknownDrawShare() : basis));
            QColor fill = style.color;
            fill.setAlpha(60);
            range->setBrush(fill);
            range->setPen(Qt::NoPen);
            range->setProperty("role", QStringLiteral("ratio-band"));
            range->setProperty("system", i);
            addSeries(chart, range, xAxis, yAxis);
        } else {
            delete upper;
            delete lower;
        }
        if (line->count() > 0 || banded)
            bands << edgeBands(s.frontier) << edgeBands(b.frontier);
        else if (overlapSamples(s.frontier, b.frontier, 2).isEmpty())
            noOverlap << s.label;
        else
            noPower << s.label;
    }
    // One shade for the union of all edge regions, so overlaps do not read as "more edge".
    std::sort(bands.begin(), bands.end(), [](const Band& x, const Band& y) { return x.lo < y.lo; });
    QList<Band> merged;
    for (const Band& band : std::as_const(bands)) {
        if (!merged.isEmpty() && band.lo <= merged.last().hi)
            merged.last().hi = std::max(merged.last().hi, band.hi);
        else
            merged << band;
    }
    bands = merged;
    const double yLo = yr.lo / 1.4, yHi = yr.hi * 1.4;
    QColor shade = dark ? QColor(255, 255, 255, 28) : QColor(0, 0, 0, 22);
    for (const Band& band : bands) {
        const double lo = std::max(band.lo, xr.lo), hi = std::min(band.hi, xr.hi);
        if (!(hi > lo)) continue;
        auto* area = makeRectangle(lo, hi, yLo, yHi, shade);
        area->setName(QStringLiteral("near the edge of a tested range"));
        area->setProperty("role", QStringLiteral("edge"));
        chart.addSeries(area);
        area->attachAxis(xAxis);
        area->attachAxis(yAxis);
    }
    // One legend entry for all bands.
    bool first = true;
    for (QAbstractSeries* s : chart.series())
        if (s->property("role").toString() == QLatin1String("edge")) {
            if (!first) hideFromLegend(chart, s);
            first = false;
        }
    // The operating point, and in words why the chart is empty when it is.
    QStringList note;
    const Assumptions& a = c.assumptions;
    if (c.systems.size() < 2) {
        note << QStringLiteral("<b>Nothing to divide:</b> pick at least two systems; each is divided by the baseline (the first).");
    } else {
        if (others > 0)
            note << QStringLiteral(
                        "Drawn: the %1 most efficient %2 of %3 systems; the other %4 are in the Efficiency chart and the Readings table.")
                        .arg(kRatioCurves)
                        .arg(a.atPeak ? QStringLiteral("at their peaks")
                                      : QStringLiteral("at %1 tok/s/user").arg(formatNumber(a.interactivity, 3)))
                        .arg(c.systems.size() - 1)
                        .arg(others);
        if (!xr.valid()) note << QStringLiteral("<b>No ratio to draw.</b>");
        if (!noOverlap.isEmpty())
            note << QStringLiteral("No ratio (no tested interactivity shared with %1): %2")
                        .arg(c.systems.first().label.toHtmlEscaped(), noOverlap.join(QStringLiteral(", ")).toHtmlEscaped());
        if (!noPower.isEmpty())
            note << QStringLiteral("No power under this denominator for %1 or the baseline (%2): %3")
                        .arg(noPower.join(QStringLiteral(", ")).toHtmlEscaped(), toString(a.denominator),
                             c.systems.first().power.missing.isEmpty() ? QStringLiteral("see the stamp")
                                                                       : c.systems.first().power.missing.toHtmlEscaped());
    }
    if (!a.atPeak && xr.valid()) {
        if (a.interactivity >= xr.lo && a.interactivity <= xr.hi) {
            auto* marker = new QLineSeries;
            marker->setName(QStringLiteral("operating point: %1 tok/s/user").arg(formatNumber(a.interactivity, 3)));
            marker->setPen(QPen(dark ? QColor(0xAA, 0xAA, 0xAA) : QColor(0x66, 0x66, 0x66), 1.5, Qt::DashLine));
            marker->append(a.interactivity, yr.lo / 1.4);
            marker->append(a.interactivity, yr.hi * 1.4);
            marker->setProperty("role", QStringLiteral("marker"));
            addSeries(chart, marker, xAxis, yAxis);
        } else {
            note << QStringLiteral("The operating point (%1 tok/s/user) lies outside every shared tested range drawn here.")
                        .arg(formatNumber(a.interactivity, 3));
        }
    } else if (a.atPeak && xr.valid()) {
        note << QStringLiteral("At their peaks: the curves show every shared interactivity.");
    }
    // The legend under the plot, in columns: Qt's column beside it cut the longer names short
    // ("… ÷ mi355x atom f…") and took a third of the plot's width from the curves.
    chart.setProperty(LegendGrid::kBelow, true);
    ChartNote* n = ChartNote::of(&chart);
    if (!n) n = new ChartNote(&chart);
    n->setHtml(note.join(QStringLiteral("<br>")));
    if (!xr.valid()) {
        xr.add(10);
        xr.add(1000);
    }
    xr.applyTo(*xAxis);
    yr.applyTo(*yAxis);
}

} // namespace denominator::ui
