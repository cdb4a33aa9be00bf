// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/frontier_chart.h"

#include "charts/chart_note.h"
#include "charts/chart_style.h"
#include "charts/legend_grid.h"
#include "charts/log_axis_labels.h"
#include "core/counted.h"
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
#include <cmath>
#include <limits>
#include <optional>

namespace denominator::ui {
namespace {

/// The readout lists the baseline and the best few systems at the operating point.
constexpr int kReadoutLines = 6;
constexpr double kBaselineFirst = std::numeric_limits<double>::infinity(); ///< sorts the baseline on top

void attach(QChart& chart, QAbstractSeries* s, QAbstractAxis* x, QAbstractAxis* y) { addSeries(chart, s, x, y); }

QString bandName(const Assumptions& a) { return QStringLiteral("range: unknown power assumed ") + a.unknownDrawShare(); }

QString sampleLabel(const SystemResult& s, double y, bool efficiency)
{
    QString value = formatNumber(y, 3) + (efficiency ? QStringLiteral(" tok/s/kW") : QStringLiteral(" tok/s/GPU"));
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

/// What one system draws whatever the operating point: computed on every redraw, turned into
/// series only when some of it changed (dragging the interactivity slider keeps them all).
struct SystemLayer {
    QList<QPointF> xy;           ///< the points with a value under the assumptions
    QList<FrontierPoint> tipped; ///< one per marker, for its tooltip
    QVariantList ids;
    QList<QPointF> front;
    std::optional<QPointF> highlight;
    QList<QPointF> bandEnds; ///< two per point whose measured power is unknown (its range)
    QList<FrontierPoint> bandTipped;
    QList<QPointF> bandUpper, bandLower; ///< the front of those points as a band
};

/// Points drawn per gap between two tested points of a frontier (log-spaced): enough that the
/// drawn line stays within a pixel of the interpolant on a laptop screen.
constexpr int kInterpolantSteps = 48;

struct Ranges {
    LogRange x, y;
    int omitted = 0, noX = 0;
};

SystemLayer layerOf(const SystemResult& s, const Assumptions& a, const HardwareCatalog& catalog, const FrontierChartOptions& options,
                    Ranges& r)
{
    SystemLayer l;
    const bool eff = options.efficiencyAxis;
    const FrontierX fx = options.x;
    // Once per system: a catalog lookup, or the power rule in words, per point would cost more than the rest.
    const PointEvaluator evaluate(catalog.spec(s.key.hardware), assumptionsFor(s, a));
    const auto yOf = [&](const FrontierPoint& p) { return eff ? evaluate(p).tokensPerSecPerKw : tokensOf(p, a); };
    // The front on this axis: InferenceX's interactivity front, or the points no other beats on
    // latency and throughput together.
    QSet<qint64> frontIds;
    if (fx == FrontierX::Interactivity) {
        // The line is the interpolant the readout and the bars evaluate (Frontier::at), sampled
        // densely between tested points: straight segments on log–log axes would pass up to 3x
        // away from the value read at the operating point.
        const QList<FrontierPoint>& front = s.frontier.points();
        for (int k = 0; k < front.size(); ++k) {
            const FrontierPoint& p = front[k];
            if (const double y = yOf(p); std::isfinite(y) && y > 0) {
                l.front << QPointF(p.interactivity, y);
                frontIds.insert(p.pointId);
            }
            if (k + 1 == front.size() || !(p.interactivity > 0)) continue;
            const double from = std::log(p.interactivity), to = std::log(front[k + 1].interactivity);
            QList<double> xs;
            for (int step = 1; step < kInterpolantSteps; ++step) xs << std::exp(from + (to - from) * step / kInterpolantSteps);
            // The operating point itself is a vertex: the marker sits on the line exactly.
            if (!a.atPeak && a.interactivity > p.interactivity && a.interactivity < front[k + 1].interactivity) {
                xs << a.interactivity;
                std::sort(xs.begin(), xs.end());
            }
            for (const double x : std::as_const(xs)) {
                const Frontier::Sample at = s.frontier.at(x, a.interpolation);
                FrontierPoint between;
                between.interactivity = at.interactivity;
                between.tput = at.tput;
                between.outputTput = at.outputTput;
                between.measuredW = at.measuredW;
                if (const double y = yOf(between); std::isfinite(y) && y > 0) l.front << QPointF(at.interactivity, y);
            }
        }
    } else {
        QList<QPointF> xy;
        for (const FrontierPoint& p : s.allPoints) xy << QPointF(xValue(p, fx), yOf(p));
        // North Star: of that front, only the winners on E2E-normalised interactivity (agentic
        // points), ranked on the y drawn.
        const bool northStar = a.frontierRule == FrontierRule::NorthStar;
        QList<double> ys;
        for (const QPointF& q : std::as_const(xy)) ys << q.y();
        const QSet<qint64> winners = northStar ? northStarWinners(s.allPoints, ys) : QSet<qint64>{};
        for (const int k : paretoIndices(xy, lowerIsBetter(fx))) {
            if (northStar && s.allPoints[k].agentic && !winners.contains(s.allPoints[k].pointId)) continue;
            l.front << xy[k];
            frontIds.insert(s.allPoints[k].pointId);
        }
    }
    for (const FrontierPoint& p : s.allPoints) {
        const double x = xValue(p, fx);
        if (!isKnown(x) || x <= 0) {
            ++r.noX;
            continue;
        }
        const PointValues e = evaluate(p);
        if (eff && e.banded()) { // drawn as its range: two hollow markers, never a single value
            l.bandEnds << QPointF(x, e.bandLow) << QPointF(x, e.bandHigh);
            l.bandTipped << p << p;
            r.x.add(x);
            r.y.add(e.bandLow);
            r.y.add(e.bandHigh);
        }
        if (options.frontierOnly && !frontIds.contains(p.pointId)) continue;
        const double y = eff ? e.tokensPerSecPerKw : e.tokensPerSecond;
        if ((!std::isfinite(y) || y <= 0) && eff && e.banded()) continue; // a range, above
        if (!std::isfinite(y) || y <= 0) {
            ++r.omitted;
            continue;
        }
        l.xy << QPointF(x, y);
        l.tipped << p;
        l.ids << p.pointId;
        r.x.add(x);
        r.y.add(y);
        if (options.highlightPointId && p.pointId == options.highlightPointId) l.highlight = QPointF(x, y);
    }
    if (eff && !l.bandEnds.isEmpty())
        for (const FrontierPoint& p : s.frontier.points()) {
            const PointValues e = evaluate(p);
            const double x = xValue(p, fx);
            if (!e.banded() || !isKnown(x) || x <= 0) continue;
            l.bandUpper << QPointF(x, e.bandHigh);
            l.bandLower << QPointF(x, e.bandLow);
            r.y.add(e.bandLow);
            r.y.add(e.bandHigh);
        }
    return l;
}

/// What decides which series the layers need and how they look, not where their points lie:
/// equal keys let the series stay and only their points move.
QByteArray layersKey(const Comparison& c, const QList<SystemLayer>& layers, const QString& texts, bool dark)
{
    QByteArray key = texts.toUtf8();
    for (int i = 0; i < layers.size(); ++i) {
        const SystemLayer& l = layers[i];
        const SeriesStyle style = seriesStyle(c.systems[i], dark);
        key += '|' + c.systems[i].label.toUtf8() + '|' + style.color.name(QColor::HexArgb).toLatin1() + '|' +
               QByteArray::number(style.marker) + '|' + QByteArray::number(int(style.line)) + '|' +
               QByteArray::number(int(l.highlight.has_value()));
    }
    return key;
}

void movePoints(QAbstractSeries* series, const QList<QPointF>& points)
{
    auto* xy = qobject_cast<QXYSeries*>(series);
    if (xy && xy->points() != points) xy->replace(points);
}

/// Gives a system's range series their points: they carry a role only while they draw something.
/// A band is never in the legend: one grey entry after the systems says what every band is (see
/// addBandKey), where one entry per band would double a legend of 59 systems.
void showRanges(QAbstractSeries* ends, QAbstractSeries* band, const SystemLayer& l)
{
    movePoints(ends, l.bandEnds);
    ends->setProperty("role", l.bandEnds.isEmpty() ? QVariant() : QVariant(QStringLiteral("band-points")));
    auto* area = static_cast<QAreaSeries*>(band);
    movePoints(area->upperSeries(), l.bandUpper);
    movePoints(area->lowerSeries(), l.bandLower);
    band->setProperty("role", !l.bandUpper.isEmpty() ? QVariant(QStringLiteral("band")) : QVariant());
}

bool anyBand(const QList<SystemLayer>& layers)
{
    return std::any_of(layers.begin(), layers.end(), [](const SystemLayer& l) { return !l.bandUpper.isEmpty(); });
}

/// The legend's entry for the bands: an empty grey series, listed only while some band is drawn.
void addBandKey(QChart& chart, const Assumptions& a, QAbstractAxis* x, QAbstractAxis* y)
{
    auto* key = makeArea(new QLineSeries, new QLineSeries);
    key->setBrush(QColor(128, 128, 128, 90));
    key->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    key->setName(QStringLiteral("shaded: each system's range, unknown power assumed ") + a.unknownDrawShare());
    key->setProperty("slot", QStringLiteral("band-key"));
    attach(chart, key, x, y);
}

/// Draws one system's layer: its points, its front, the ranges of points whose measured power is
/// unknown with their front as a shaded band, and the highlighted point.
void drawLayer(QChart& chart, const SystemResult& s, int i, const SystemLayer& l, const Assumptions& a, QAbstractAxis* x, QAbstractAxis* y,
               bool dark, bool ranges)
{
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
    points->setProperty("pointIds", l.ids);
    points->append(l.xy);
    attach(chart, points, x, y);
    auto* front = new QLineSeries;
    front->setName(s.label + QStringLiteral(" front"));
    front->setPen(QPen(color, 2, style.line));
    front->setProperty("role", QStringLiteral("front"));
    front->setProperty("system", i);
    front->append(l.front);
    attach(chart, front, x, y);
    hideFromLegend(chart, front);
    if (ranges) { // always there, empty while the assumptions give every point a value
        auto* ends = new QScatterSeries;
        ends->setName(s.label + QStringLiteral(" (range)"));
        ends->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        ends->setMarkerSize(5);
        ends->setColor(Qt::transparent);
        ends->setBorderColor(color);
        // 1 px, not 1.2: the raster engine's thin-line path outlines thousands of these per repaint.
        ends->setPen(QPen(color, 1));
        ends->setProperty("slot", QStringLiteral("band-points"));
        ends->setProperty("system", i);
        attach(chart, ends, x, y);
        hideFromLegend(chart, ends);
        auto* band = makeArea(new QLineSeries, new QLineSeries);
        QColor fill = color;
        fill.setAlpha(70);
        band->setBrush(fill);
        band->setPen(QPen(color, 1, Qt::DashLine));
        band->setName(s.label + QStringLiteral(" — ") + bandName(a));
        band->setProperty("slot", QStringLiteral("band"));
        band->setProperty("system", i);
        attach(chart, band, x, y);
        hideFromLegend(chart, band);
        showRanges(ends, band, l);
    }
    if (l.highlight) {
        auto* highlight = new QScatterSeries;
        highlight->append(*l.highlight);
        highlight->setMarkerSize(16);
        highlight->setColor(Qt::transparent);
        highlight->setBorderColor(dark ? Qt::white : Qt::black);
        highlight->setPen(QPen(dark ? Qt::white : Qt::black, 2));
        highlight->setProperty("role", QStringLiteral("highlight"));
        highlight->setProperty("system", i);
        attach(chart, highlight, x, y);
        hideFromLegend(chart, highlight);
    }
}

/// The chart's series whose `property` is `value` (a role, or the slot of a range series), by system index.
QHash<int, QAbstractSeries*> seriesWith(const QChart& chart, const QString& value, const char* property = "role")
{
    QHash<int, QAbstractSeries*> out;
    for (QAbstractSeries* s : chart.series())
        if (s->property(property).toString() == value) out.insert(s->property("system").toInt(), s);
    return out;
}

QAbstractAxis* axisNamed(const QChart& chart, const QString& name)
{
    for (QAbstractAxis* axis : chart.axes())
        if (axis->objectName() == name) return axis;
    return nullptr;
}

/// The operating point's series of one slot kept from the last drawing, by system: moving the
/// operating point, or switching between a value and a range, moves series instead of making them.
struct Kept {
    QHash<int, QAbstractSeries*> series;
    QChart* chart;
    QAbstractAxis *x, *y;

    /// System i's series of this slot, showing `points` and carrying its role.
    template <class Series> Series* take(int i, const QList<QPointF>& points, const QString& slot)
    {
        auto* s = qobject_cast<Series*>(series.take(i));
        if (!s) {
            s = new Series;
            s->setProperty("slot", slot);
            s->setProperty("system", i);
            attach(*chart, s, x, y);
            hideFromLegend(*chart, s);
        }
        s->setProperty("role", slot);
        movePoints(s, points);
        return s;
    }
    /// Empties what was not taken (systems without a value at this operating point): no points, no role.
    void emptyRest()
    {
        for (QAbstractSeries* s : std::as_const(series)) {
            movePoints(s, {});
            s->setProperty("role", QVariant());
        }
        series.clear();
    }
};

} // namespace

void buildFrontierChart(QChart& chart, const Comparison& c, const HardwareCatalog& catalog, const FrontierChartOptions& options,
                        const ProvenanceLookup& provenance)
{
    const Assumptions& a = c.assumptions;
    const bool eff = options.efficiencyAxis;
    const bool dark = isDarkPalette();
    const FrontierX fx = options.x;
    const bool atInteractivity = fx == FrontierX::Interactivity; // the operating point lies on this axis
    const QString tokens = a.tokens == TokenKind::Total ? QStringLiteral("total") : QStringLiteral("output");
    const QString yTitle = eff ? QStringLiteral("%1 tokens/s per kW").arg(tokens) : QStringLiteral("%1 tokens/s per GPU").arg(tokens);
    const QString versus = fx == FrontierX::Interactivity ? QStringLiteral("interactivity")
                           : fx == FrontierX::E2eLatency  ? QStringLiteral("end-to-end latency")
                                                          : QStringLiteral("time to first token");
    Ranges r;
    QList<SystemLayer> layers;
    QStringList bandSystems;
    for (const SystemResult& s : c.systems) {
        layers << layerOf(s, a, catalog, options, r);
        if (!layers.last().bandEnds.isEmpty()) bandSystems << s.label;
    }
    LogRange& xr = r.x;
    LogRange& yr = r.y;
    // The series of the systems stay when only the operating point moved; the operating point's
    // series (role sample, sample-band, marker) are drawn again every time.
    const QByteArray key = layersKey(
        c, layers,
        QStringList{xAxisTitle(c, fx), yTitle, bandName(a), QString::number(int(options.linearY)), QString::number(int(options.hideLabels))}
            .join(u'|'),
        dark);
    auto* xAxis = static_cast<QLogValueAxis*>(axisNamed(chart, QStringLiteral("frontierX")));
    QAbstractAxis* yAxis = axisNamed(chart, QStringLiteral("frontierY"));
    if (chart.property("frontierKey").toByteArray() != key || !xAxis || !yAxis) {
        chart.legend()->hide(); // LegendGrid::apply shows what lists the systems; a hidden legend lays nothing out meanwhile
        clearChart(chart);
        xAxis = makeLogAxis(xAxisTitle(c, fx));
        if (options.linearY) {
            auto* linear = new QValueAxis;
            linear->setTitleText(yTitle);
            linear->setLabelFormat(QStringLiteral("%.0f"));
            yAxis = linear;
        } else {
            yAxis = makeLogAxis(yTitle);
        }
        xAxis->setObjectName(QStringLiteral("frontierX"));
        yAxis->setObjectName(QStringLiteral("frontierY"));
        chart.addAxis(xAxis, Qt::AlignBottom);
        chart.addAxis(yAxis, Qt::AlignLeft);
        for (int i = 0; i < c.systems.size(); ++i) drawLayer(chart, c.systems[i], i, layers[i], a, xAxis, yAxis, dark, eff);
        if (eff) addBandKey(chart, a, xAxis, yAxis);
        chart.setProperty("frontierKey", key);
    } else {
        // The same series: only their points move (a power assumption, a boundary, the data).
        const QHash<int, QAbstractSeries*> points = seriesWith(chart, QStringLiteral("points"));
        const QHash<int, QAbstractSeries*> fronts = seriesWith(chart, QStringLiteral("front"));
        const QHash<int, QAbstractSeries*> ends = seriesWith(chart, QStringLiteral("band-points"), "slot");
        const QHash<int, QAbstractSeries*> bands = seriesWith(chart, QStringLiteral("band"), "slot");
        const QHash<int, QAbstractSeries*> highlights = seriesWith(chart, QStringLiteral("highlight"));
        for (int i = 0; i < layers.size(); ++i) {
            const SystemLayer& l = layers[i];
            movePoints(points.value(i), l.xy);
            if (QAbstractSeries* p = points.value(i)) p->setProperty("pointIds", l.ids);
            movePoints(fronts.value(i), l.front);
            if (ends.contains(i) && bands.contains(i)) showRanges(ends[i], bands[i], l);
            if (l.highlight) movePoints(highlights.value(i), {*l.highlight});
        }
        // What "hide labels" changed on the axes last time.
        xAxis->setTitleText(xAxisTitle(c, fx));
        yAxis->setTitleText(yTitle);
        for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(xAxis), yAxis}) axis->setProperty(kValuesHidden, false);
        if (auto* linear = qobject_cast<QValueAxis*>(yAxis)) linear->setLabelFormat(QStringLiteral("%.0f"));
    }
    if (QAbstractSeries* bandKey = seriesWith(chart, QStringLiteral("band-key"), "slot").value(0))
        showInLegend(chart, bandKey, anyBand(layers));
    chart.setTitle(eff ? QStringLiteral("Efficiency frontier: %1 tokens/s per kW vs %2").arg(tokens, versus)
                       : QStringLiteral("Throughput frontier: %1 tokens/s per GPU vs %2").arg(tokens, versus));
    // Tooltips always come from these inputs (they name the assumptions and the sources).
    const QHash<int, QAbstractSeries*> pointSeries = seriesWith(chart, QStringLiteral("points"));
    const QHash<int, QAbstractSeries*> bandSeries = seriesWith(chart, QStringLiteral("band-points"), "slot");
    QList<QScatterSeries*> pointsOf; ///< per system: its points series (carries the readout text)
    for (int i = 0; i < c.systems.size(); ++i) {
        const SystemResult& s = c.systems[i];
        auto* points = static_cast<QScatterSeries*>(pointSeries.value(i));
        pointsOf << points;
        points->setProperty("readout", QVariant());
        setPointTips(points, [tipped = layers[i].tipped, s, a, catalog, provenance](int k) {
            return pointTooltip(tipped.value(k), s, a, catalog, provenance);
        });
        if (QAbstractSeries* ends = bandSeries.value(i))
            setPointTips(ends, [tipped = layers[i].bandTipped, s, a, catalog, provenance](int k) {
                return pointTooltip(tipped.value(k), s, a, catalog, provenance);
            });
    }
    QStringList noteLines;
    const int omitted = r.omitted, noX = r.noX;
    // Moving the operating point moves these series rather than making new ones.
    Kept samples{seriesWith(chart, QStringLiteral("sample"), "slot"), &chart, xAxis, yAxis};
    Kept sampleBands{seriesWith(chart, QStringLiteral("sample-band"), "slot"), &chart, xAxis, yAxis};
    Kept markers{seriesWith(chart, QStringLiteral("marker"), "slot"), &chart, xAxis, yAxis};
    if (!a.atPeak) {
        // Each system's value at the matched interactivity, and a vertical marker there.
        noteLines << QStringLiteral("<b>At %1 tok/s/user</b>").arg(formatNumber(a.interactivity, 3));
        QList<std::pair<double, QString>> readout; // {value, line}: compacted below
        for (int i = 0; i < c.systems.size(); ++i) {
            const SystemResult& s = c.systems[i];
            const double y = eff ? s.tokensPerSecPerKw : s.tokensPerSecond;
            if ((!std::isfinite(y) || y <= 0) && eff && isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecPerKwHigh)) {
                if (atInteractivity)
                    sampleBands
                        .take<QLineSeries>(
                            i, {{s.sample.interactivity, s.tokensPerSecPerKwLow}, {s.sample.interactivity, s.tokensPerSecPerKwHigh}},
                            QStringLiteral("sample-band"))
                        ->setPen(QPen(seriesStyle(s, dark).color, 4, Qt::SolidLine, Qt::FlatCap));
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
            auto* sample = samples.take<QScatterSeries>(i, {{s.sample.interactivity, y}}, QStringLiteral("sample"));
            sample->setMarkerShape(clamped ? QScatterSeries::MarkerShapeRectangle : QScatterSeries::MarkerShapeCircle);
            sample->setMarkerSize(clamped ? 13 : 12);
            sample->setColor(clamped ? QColor(Qt::transparent) : color);
            sample->setBorderColor(color);
            sample->setPen(QPen(color, 2.5));
            sample->setProperty("status", toString(s.sample.status));
            yr.add(y);
        }
        // Compact: the baseline and the best few; the rest are one line away (tooltips, the
        // Efficiency tab, the CSV export), so the box never covers the plot.
        std::stable_sort(readout.begin(), readout.end(), [](const auto& lhs, const auto& rhs) { return lhs.first > rhs.first; });
        for (qsizetype k = 0; k < std::min<qsizetype>(readout.size(), kReadoutLines); ++k) noteLines << readout[k].second;
        if (readout.size() > kReadoutLines)
            noteLines << QStringLiteral("… and %1 more: every value is in the Efficiency chart and the CSV export")
                             .arg(readout.size() - kReadoutLines);
        if (atInteractivity) {
            xr.reach(a.interactivity);
            const double lo = options.linearY ? 0.0 : yr.valid() ? yr.lo / 1.4 : 1, hi = yr.valid() ? yr.hi * 1.4 : 10;
            auto* marker = markers.take<QLineSeries>(0, {{a.interactivity, lo}, {a.interactivity, hi}}, QStringLiteral("marker"));
            marker->setName(QStringLiteral("matched interactivity"));
            marker->setPen(QPen(dark ? QColor(0xAA, 0xAA, 0xAA) : QColor(0x66, 0x66, 0x66), 1.5, Qt::DashLine));
        }
    }
    for (Kept* k : {&samples, &sampleBands, &markers}) k->emptyRest();
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
    if (omitted > 0) noteLines << counted(omitted, QStringLiteral("point")) + QStringLiteral(" omitted: no power under this denominator");
    if (noX > 0) noteLines << QStringLiteral("%1 omitted: no %2 in the data").arg(counted(noX, QStringLiteral("point")), versus);
    if (a.frontierRule == FrontierRule::NorthStar && isAgentic(c.request.isl, c.request.osl)) {
        QStringList frontless; // North Star needs per-request traces: without them, points and no line
        for (const SystemResult& s : c.systems)
            if (lacksNorthStarFront(s, a, true)) frontless << s.label;
        if (!frontless.isEmpty())
            noteLines << QStringLiteral("No North Star front (no per-request traces, so no E2E-normalised interactivity): %1")
                             .arg(frontless.size() <= 3 ? frontless.join(QStringLiteral(", ")).toHtmlEscaped()
                                                        : QStringLiteral("%1 systems").arg(frontless.size()));
    }
    if (!bandSystems.isEmpty())
        noteLines << QStringLiteral("Drawn as a %1: %2")
                         .arg(bandName(a).toHtmlEscaped(), bandSystems.size() <= 3 ? bandSystems.join(QStringLiteral(", ")).toHtmlEscaped()
                                                                                   : QStringLiteral("%1 systems").arg(bandSystems.size()));
    ChartNote* note = ChartNote::of(&chart);
    if (!note) note = new ChartNote(&chart);
    // With values at an operating point, the readout takes the legend's column beside the plot
    // (never over data) and the legend lists every system under the plot.
    note->setBeside(!a.atPeak && !listed);
    chart.setProperty(LegendGrid::kBelow, !a.atPeak);
    note->setHtml(noteLines.join(QStringLiteral("<br>")));
    chart.setProperty("omittedPoints", omitted);
    chart.setProperty("bandSystems", bandSystems);
}

} // namespace denominator::ui
