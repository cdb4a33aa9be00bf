// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/frontier_chart.h"

#include "charts/chart_note.h"
#include "charts/chart_style.h"
#include "charts/legend_grid.h"
#include "core/power_basis.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>
#include <algorithm>
#include <limits>

namespace denominator::ui {
namespace {

/// The readout lists the baseline and the best few systems at the operating point.
constexpr int kReadoutLines = 6;
constexpr double kBaselineFirst = std::numeric_limits<double>::infinity(); ///< sorts the baseline on top

void attach(QChart& chart, QAbstractSeries* s, QAbstractAxis* x, QAbstractAxis* y) { addSeries(chart, s, x, y); }

QString bandName(const Assumptions& a) { return QStringLiteral("range: unknown power assumed ") + a.unknownDrawShare(); }

/// The front of a system whose measured power is unknown, as a shaded band; nullptr when no front
/// point lacks power. Also adds the band ends to `yr`.
QAreaSeries* frontBand(const SystemResult& s, const Assumptions& a, const HardwareCatalog& cat, const QColor& color, LogRange& yr,
                       FrontierX fx)
{
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    for (const FrontierPoint& p : s.frontier.points()) {
        const PointEfficiency e = evaluatePoint(p, cat.spec(s.key.hardware), a);
        if (!e.banded()) continue;
        const double x = xValue(p, fx);
        if (!isKnown(x) || x <= 0) continue;
        upper->append(x, e.bandHigh);
        lower->append(x, e.bandLow);
        yr.add(e.bandLow);
        yr.add(e.bandHigh);
    }
    if (upper->count() == 0) {
        delete upper;
        delete lower;
        return nullptr;
    }
    auto* area = makeArea(upper, lower);
    QColor fill = color;
    fill.setAlpha(70);
    area->setBrush(fill);
    area->setPen(QPen(color, 1, Qt::DashLine));
    return area;
}

QString sampleLabel(const SystemResult& s, double y, bool efficiency)
{
    const QString value = formatNumber(y, 3) + (efficiency ? QStringLiteral(" tok/s/kW") : QStringLiteral(" tok/s/GPU"));
    switch (s.sample.status) {
    case PointStatus::Measured: return value + QStringLiteral(" (measured)");
    case PointStatus::Interpolated: return value + QStringLiteral(" (interpolated)");
    case PointStatus::AboveRange:
        return QStringLiteral("%1 — clamped: cannot reach, max tested %2 tok/s/user")
            .arg(value, formatNumber(s.frontier.maxInteractivity(), 3));
    case PointStatus::BelowRange:
        return QStringLiteral("%1 — clamped: min tested %2 tok/s/user").arg(value, formatNumber(s.frontier.minInteractivity(), 3));
    }
    return value;
}

struct Plot {
    QAbstractAxis *x, *y;
    LogRange *xr, *yr;
    FrontierX fx;
};

/// Draws a system's points whose measured power is unknown as their ranges (two hollow markers
/// per point, never a single value) and its front as a shaded band. True when it drew anything.
bool addBands(QChart& chart, const SystemResult& s, int i, const Assumptions& a, const HardwareCatalog& cat,
              const ProvenanceLookup& provenance, const Plot& plot)
{
    const QColor color = seriesStyle(s, isDarkPalette()).color;
    auto* ends = new QScatterSeries;
    QList<FrontierPoint> tipped; // one per marker, for its tooltip
    for (const FrontierPoint& p : s.allPoints) {
        const PointEfficiency e = evaluatePoint(p, cat.spec(s.key.hardware), a);
        const double x = xValue(p, plot.fx);
        if (!e.banded() || !isKnown(x) || x <= 0) continue;
        ends->append(x, e.bandLow);
        ends->append(x, e.bandHigh);
        tipped << p << p;
        plot.xr->add(x);
        plot.yr->add(e.bandLow);
        plot.yr->add(e.bandHigh);
    }
    if (ends->count() == 0) {
        delete ends;
        return false;
    }
    ends->setName(s.label + QStringLiteral(" (range)"));
    ends->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    ends->setMarkerSize(5);
    ends->setColor(Qt::transparent);
    ends->setBorderColor(color);
    ends->setPen(QPen(color, 1.2));
    ends->setProperty("role", QStringLiteral("band-points"));
    ends->setProperty("system", i);
    setPointTips(ends, [tipped, s, a, cat, provenance](int k) { return pointTooltip(tipped.value(k), s, a, cat, provenance); });
    attach(chart, ends, plot.x, plot.y);
    hideFromLegend(chart, ends);
    if (QAreaSeries* band = frontBand(s, a, cat, color, *plot.yr, plot.fx)) {
        band->setName(s.label + QStringLiteral(" — ") + bandName(a));
        band->setProperty("role", QStringLiteral("band"));
        band->setProperty("system", i);
        attach(chart, band, plot.x, plot.y);
    }
    return true;
}

/// A vertical range at the matched interactivity for a system whose measured power is unknown.
void addSampleBand(QChart& chart, const SystemResult& s, int i, QAbstractAxis* x, QAbstractAxis* y, const QColor& color)
{
    auto* range = new QLineSeries;
    range->append(s.sample.interactivity, s.tokensPerSecPerKwLow);
    range->append(s.sample.interactivity, s.tokensPerSecPerKwHigh);
    range->setPen(QPen(color, 4, Qt::SolidLine, Qt::FlatCap));
    range->setProperty("role", QStringLiteral("sample-band"));
    range->setProperty("system", i);
    attach(chart, range, x, y);
    hideFromLegend(chart, range);
}

} // namespace

void buildFrontierChart(QChart& chart, const Comparison& c, const HardwareCatalog& catalog, const FrontierChartOptions& options,
                        const ProvenanceLookup& provenance)
{
    clearChart(chart);
    const Assumptions& a = c.assumptions;
    const bool eff = options.efficiencyAxis;
    const bool dark = isDarkPalette();
    const FrontierX fx = options.x;
    const bool atInteractivity = fx == FrontierX::Interactivity; // the operating point lies on this axis
    auto* xAxis = makeLogAxis(axisTitle(fx));
    const QString tokens = a.tokens == TokenKind::Total ? QStringLiteral("total") : QStringLiteral("output");
    const QString yTitle = eff ? QStringLiteral("%1 tokens/s per kW").arg(tokens) : QStringLiteral("%1 tokens/s per GPU").arg(tokens);
    QAbstractAxis* yAxis = nullptr;
    if (options.linearY) {
        auto* linear = new QValueAxis;
        linear->setTitleText(yTitle);
        linear->setLabelFormat(QStringLiteral("%.0f"));
        yAxis = linear;
    } else {
        yAxis = makeLogAxis(yTitle);
    }
    chart.addAxis(xAxis, Qt::AlignBottom);
    chart.addAxis(yAxis, Qt::AlignLeft);
    const QString versus = fx == FrontierX::Interactivity ? QStringLiteral("interactivity")
                           : fx == FrontierX::E2eLatency  ? QStringLiteral("end-to-end latency")
                                                          : QStringLiteral("time to first token");
    chart.setTitle(eff ? QStringLiteral("Efficiency frontier: %1 tokens/s per kW vs %2").arg(tokens, versus)
                       : QStringLiteral("Throughput frontier: %1 tokens/s per GPU vs %2").arg(tokens, versus));
    LogRange xr, yr;
    int omitted = 0, noX = 0;
    QStringList bandSystems;
    QStringList noteLines;
    QList<QScatterSeries*> pointsOf; ///< per system: its points series (carries the readout text)
    for (int i = 0; i < c.systems.size(); ++i) {
        const SystemResult& s = c.systems[i];
        const SeriesStyle style = seriesStyle(s, dark);
        const QColor color = style.color;
        auto* points = new QScatterSeries;
        points->setName(s.label);
        points->setColor(color);
        points->setBorderColor(color);
        points->setMarkerShape(style.marker);
        points->setMarkerSize(style.marker == QScatterSeries::MarkerShapeCircle ? 7 : 9);
        points->setProperty("role", QStringLiteral("points"));
        points->setProperty("system", i);
        QList<FrontierPoint> tipped; // one per marker, for its tooltip
        QVariantList ids;
        QScatterSeries* highlight = nullptr;
        // The front on this axis: InferenceX's interactivity front, or the points no other beats on
        // latency and throughput together.
        QList<QPointF> frontXY;
        QSet<qint64> frontIds;
        if (atInteractivity) {
            for (const FrontierPoint& p : s.frontier.points())
                if (const double y = frontierY(p, s, a, catalog, eff); std::isfinite(y) && y > 0) {
                    frontXY << QPointF(p.interactivity, y);
                    frontIds.insert(p.pointId);
                }
        } else {
            QList<QPointF> xy;
            for (const FrontierPoint& p : s.allPoints) xy << QPointF(xValue(p, fx), frontierY(p, s, a, catalog, eff));
            for (const int k : paretoIndices(xy, lowerIsBetter(fx))) {
                frontXY << xy[k];
                frontIds.insert(s.allPoints[k].pointId);
            }
        }
        for (const FrontierPoint& p : s.allPoints) {
            const double x = xValue(p, fx);
            if (!isKnown(x) || x <= 0) {
                ++noX;
                continue;
            }
            if (options.frontierOnly && !frontIds.contains(p.pointId)) continue;
            const double y = frontierY(p, s, a, catalog, eff);
            if ((!std::isfinite(y) || y <= 0) && eff && evaluatePoint(p, catalog.spec(s.key.hardware), a).banded())
                continue; // a range, below
            if (!std::isfinite(y) || y <= 0) {
                ++omitted;
                continue;
            }
            points->append(x, y);
            tipped << p;
            ids << p.pointId;
            xr.add(x);
            yr.add(y);
            if (options.highlightPointId && p.pointId == options.highlightPointId) {
                highlight = new QScatterSeries;
                highlight->append(x, y);
            }
        }
        pointsOf << points;
        setPointTips(points,
                     [tipped, s, a, catalog, provenance](int k) { return pointTooltip(tipped.value(k), s, a, catalog, provenance); });
        points->setProperty("pointIds", ids);
        attach(chart, points, xAxis, yAxis);
        auto* front = new QLineSeries;
        front->setName(s.label + QStringLiteral(" front"));
        front->setPen(QPen(color, 2, style.line));
        front->setProperty("role", QStringLiteral("front"));
        front->setProperty("system", i);
        front->append(frontXY);
        attach(chart, front, xAxis, yAxis);
        hideFromLegend(chart, front);
        if (eff && addBands(chart, s, i, a, catalog, provenance, {xAxis, yAxis, &xr, &yr, fx})) bandSystems << s.label;
        if (highlight) {
            highlight->setMarkerSize(16);
            highlight->setColor(Qt::transparent);
            highlight->setBorderColor(dark ? Qt::white : Qt::black);
            highlight->setPen(QPen(dark ? Qt::white : Qt::black, 2));
            highlight->setProperty("role", QStringLiteral("highlight"));
            attach(chart, highlight, xAxis, yAxis);
            hideFromLegend(chart, highlight);
        }
    }
    if (!a.atPeak) {
        // Each system's value at the matched interactivity, and a vertical marker there.
        noteLines << QStringLiteral("<b>At %1 tok/s/user</b>").arg(formatNumber(a.interactivity, 3));
        QList<std::pair<double, QString>> readout; // {value, line}: compacted below
        for (int i = 0; i < c.systems.size(); ++i) {
            const SystemResult& s = c.systems[i];
            const double y = eff ? s.tokensPerSecPerKw : s.tokensPerSecond;
            if ((!std::isfinite(y) || y <= 0) && eff && isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecPerKwHigh)) {
                if (atInteractivity) addSampleBand(chart, s, i, xAxis, yAxis, seriesStyle(s, dark).color);
                pointsOf[i]->setProperty(
                    "readout", QStringLiteral("%1–%2 tok/s/kW (%3)")
                                   .arg(formatNumber(s.tokensPerSecPerKwLow, 3), formatNumber(s.tokensPerSecPerKwHigh, 3), bandName(a)));
                readout << std::pair{i == 0 ? kBaselineFirst : s.tokensPerSecPerKwHigh,
                                     QStringLiteral("<span style='color:%1'>&#9632;</span> %2: %3–%4 tok/s/kW (%5)")
                                         .arg(seriesStyle(s, dark).color.name(), s.label.toHtmlEscaped(),
                                              formatNumber(s.tokensPerSecPerKwLow, 3), formatNumber(s.tokensPerSecPerKwHigh, 3),
                                              bandName(a))};
                if (atInteractivity) {
                    yr.add(s.tokensPerSecPerKwLow);
                    yr.add(s.tokensPerSecPerKwHigh);
                }
                continue;
            }
            if (!std::isfinite(y) || y <= 0) continue;
            const bool clamped = s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange;
            const QColor color = seriesStyle(s, dark).color;
            pointsOf[i]->setProperty("readout", sampleLabel(s, y, eff));
            readout << std::pair{i == 0 ? kBaselineFirst : y,
                                 QStringLiteral("<span style='color:%1'>&#9632;</span> %2: %3")
                                     .arg(color.name(), s.label.toHtmlEscaped(), sampleLabel(s, y, eff).toHtmlEscaped())};
            if (!atInteractivity) continue; // the readout holds the values; the axis has no such point
            auto* sample = new QScatterSeries;
            sample->setMarkerShape(clamped ? QScatterSeries::MarkerShapeRectangle : QScatterSeries::MarkerShapeCircle);
            sample->setMarkerSize(clamped ? 13 : 12);
            sample->setColor(clamped ? QColor(Qt::transparent) : color);
            sample->setBorderColor(color);
            sample->setPen(QPen(color, 2.5));
            sample->append(s.sample.interactivity, y);
            sample->setProperty("role", QStringLiteral("sample"));
            sample->setProperty("system", i);
            sample->setProperty("status", toString(s.sample.status));
            attach(chart, sample, xAxis, yAxis);
            hideFromLegend(chart, sample);
            yr.add(y);
        }
        // Compact: the baseline and the best few; the rest are one line away (tooltips, the
        // Efficiency tab, the CSV export), so the box never covers the plot.
        std::stable_sort(readout.begin(), readout.end(), [](const auto& l, const auto& r) { return l.first > r.first; });
        for (qsizetype k = 0; k < std::min<qsizetype>(readout.size(), kReadoutLines); ++k) noteLines << readout[k].second;
        if (readout.size() > kReadoutLines)
            noteLines << QStringLiteral("… and %1 more (hover a point, or see the Efficiency tab)").arg(readout.size() - kReadoutLines);
        if (atInteractivity) {
            xr.add(a.interactivity);
            auto* marker = new QLineSeries;
            marker->setName(QStringLiteral("matched interactivity"));
            QPen pen(dark ? QColor(0xAA, 0xAA, 0xAA) : QColor(0x66, 0x66, 0x66), 1.5, Qt::DashLine);
            marker->setPen(pen);
            const double lo = options.linearY ? 0.0 : yr.valid() ? yr.lo / 1.4 : 1, hi = yr.valid() ? yr.hi * 1.4 : 10;
            marker->append(a.interactivity, lo);
            marker->append(a.interactivity, hi);
            marker->setProperty("role", QStringLiteral("marker"));
            attach(chart, marker, xAxis, yAxis);
            hideFromLegend(chart, marker);
        }
    }
    xr.applyTo(*xAxis);
    if (auto* linear = qobject_cast<QValueAxis*>(yAxis)) {
        linear->setRange(0, yr.valid() ? yr.hi * 1.1 : 1);
        linear->applyNiceNumbers();
    } else {
        yr.applyTo(*static_cast<QLogValueAxis*>(yAxis));
    }
    if (!a.atPeak && !atInteractivity && !noteLines.isEmpty())
        noteLines.first() += QStringLiteral(" <i>(an interactivity, not on this axis)</i>");
    // A window page that lists the legend beside the chart lists each value there too (a table
    // beside the chart); the note keeps only what concerns the whole chart.
    const bool listed = LegendGrid::listedOutside(chart) && !a.atPeak && !options.hideLabels;
    chart.setProperty("readoutHeader", listed ? QStringLiteral("At %1 tok/s/user").arg(formatNumber(a.interactivity, 3)) : QString());
    if (options.hideLabels || listed) noteLines.clear(); // the values stay in the tooltips and the CSV
    if (options.hideLabels)
        for (QScatterSeries* p : std::as_const(pointsOf)) p->setProperty("readout", QVariant());
    if (omitted > 0) noteLines << QStringLiteral("%1 points omitted: no power under this denominator").arg(omitted);
    if (noX > 0) noteLines << QStringLiteral("%1 points omitted: their data has no %2").arg(noX).arg(versus);
    if (!bandSystems.isEmpty())
        noteLines << QStringLiteral("Drawn as a %1: %2")
                         .arg(bandName(a).toHtmlEscaped(), bandSystems.size() <= 3 ? bandSystems.join(QStringLiteral(", ")).toHtmlEscaped()
                                                                                   : QStringLiteral("%1 systems").arg(bandSystems.size()));
    ChartNote* note = ChartNote::of(&chart);
    if (!note) note = new ChartNote(&chart);
    // With values at an operating point, the readout takes the legend's column beside the plot
    // (never over data) and the legend lists every system under the plot.
    note->setBeside(!a.atPeak && !listed);
    chart.setProperty("legendBelow", !a.atPeak);
    note->setHtml(noteLines.join(QStringLiteral("<br>")));
    chart.setProperty("omittedPoints", omitted);
    chart.setProperty("bandSystems", bandSystems);
}

} // namespace denominator::ui
