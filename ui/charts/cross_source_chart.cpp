// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/cross_source_chart.h"

#include "charts/chart_note.h"
#include "charts/chart_style.h"
#include "core/number_format.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSet>
#include <optional>

namespace denominator::ui {
namespace {

/// The k-th series of benchmark `b`: its benchmark's hue (Okabe–Ito: InferenceX blue, ML.ENERGY
/// bluish green, MLPerf vermillion) in one of three shades, and one of six marker shapes, so that
/// series of one benchmark (one per hardware) stay apart: 18 distinct styles per benchmark.
QColor benchmarkColor(Benchmark b, int k, bool dark)
{
    QColor c = b == Benchmark::InferenceX ? QColor(0x00, 0x72, 0xB2)
               : b == Benchmark::MLEnergy ? QColor(0x00, 0x9E, 0x73)
                                          : QColor(0xD5, 0x5E, 0x00);
    if (dark) c = c.lighter(130);
    static const int shade[] = {100, 160, 60};
    const int f = shade[(k / 6) % 3];
    return f == 100 ? c : f > 100 ? c.lighter(f) : c.darker(100 * 100 / f);
}

QScatterSeries::MarkerShape benchmarkShape(Benchmark b, int k)
{
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeStar,     QScatterSeries::MarkerShapeRectangle,
    };
    const int first = b == Benchmark::MLEnergy ? 5 : 0; // ML.ENERGY starts with squares
    return shapes[(first + k) % 6];
}

} // namespace

void buildCrossSourceChart(QChart& chart, const CrossSourceView& v, bool hideValues, bool settingsPickRuns, qint64 highlightPointId)
{
    clearChart(chart);
    const bool dark = isDarkPalette();
    auto* xAxis = makeLogAxis(QStringLiteral("Interactivity (tok/s/user, each benchmark's own definition)"));
    auto* yAxis = makeLogAxis(QStringLiteral("J per output token"));
    chart.addAxis(xAxis, Qt::AlignBottom);
    chart.addAxis(yAxis, Qt::AlignLeft);
    chart.setTitle(QStringLiteral("%1 on %2: joules per output token by benchmark (lower is better)")
                       .arg(v.model, v.hardware.isEmpty() ? QStringLiteral("any hardware") : v.hardware.join(QStringLiteral(", "))));
    // The definitions stamp is long: below this plot height the window's page scrolls instead.
    chart.setProperty(kWantedPlotHeight, 340);
    LogRange xr, yr;
    struct Level {
        QString name;
        double joules;
        QColor color;
        Qt::PenStyle style; ///< levels of one hue (MLPerf Server and Offline) differ in dashes
        qint64 pointId;
        QString tip; ///< what hovering it says: the result, its figure and power, its latency condition
    };
    QList<Level> levels;
    std::optional<QPointF> ring; ///< the highlighted point, when it is drawn as a point
    QHash<Benchmark, int> shades;
    for (const CrossSourceSeries& s : v.series) {
        const int nth = shades[s.benchmark]++;
        const QColor color = benchmarkColor(s.benchmark, nth, dark);
        auto* scatter = new QScatterSeries;
        scatter->setName(s.name);
        scatter->setMarkerShape(benchmarkShape(s.benchmark, nth));
        scatter->setMarkerSize(9);
        scatter->setColor(color);
        scatter->setBorderColor(color);
        if (s.rated) scatter->setBrush(Qt::NoBrush); // hollow: a rating, not a measurement
        scatter->setProperty("role", QStringLiteral("source"));
        scatter->setProperty("benchmark", toString(s.benchmark));
        scatter->setProperty("rated", s.rated);
        QList<CrossSourceMark> drawn;
        for (const CrossSourceMark& m : s.marks) {
            if (!isKnown(m.joulesPerOutputToken)) continue;
            yr.add(m.joulesPerOutputToken);
            if (isKnown(m.interactivity)) {
                xr.add(m.interactivity);
                drawn << m;
            } else {
                const QString id = m.label.section(QLatin1Char(' '), 0, 0);
                static const Qt::PenStyle dashes[] = {Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
                // The name says the scenario (Server, Offline); its latency condition in full, too
                // long for a legend, is the stamp's "Latency condition" line.
                levels << Level{hideValues ? QStringLiteral("%1 %2").arg(s.name, id)
                                           : QStringLiteral("%1 %2: %3 J/token").arg(s.name, id, formatNumber(m.joulesPerOutputToken, 3)),
                                m.joulesPerOutputToken,
                                color,
                                dashes[levels.size() % 4],
                                m.pointId,
                                hideValues ? QStringLiteral("%1\n%2\nLatency condition: %3").arg(s.name, m.label, m.condition)
                                           : QStringLiteral("%1\n%2\n%3 J per output token (it publishes no interactivity)\nPower: %4\n"
                                                            "Latency condition: %5")
                                                 .arg(s.name, m.label, formatNumber(m.joulesPerOutputToken, 4), m.power, m.condition)};
            }
        }
        addSeries(chart, scatter, xAxis, yAxis);
        QVariantList ids; // a click selects the point's row in the Data tab
        for (const CrossSourceMark& m : drawn) {
            scatter->append(m.interactivity, m.joulesPerOutputToken);
            ids << m.pointId;
            if (highlightPointId && m.pointId == highlightPointId) ring = QPointF(m.interactivity, m.joulesPerOutputToken);
        }
        scatter->setProperty("pointIds", ids);
        setPointTips(scatter, [drawn, name = s.name, hideValues](int k) {
            if (k < 0 || k >= drawn.size()) return QString();
            const CrossSourceMark& m = drawn[k];
            if (hideValues) // a lesson before its reveal: what the point is, not its figures
                return QStringLiteral("%1\n%2\nLatency condition: %3").arg(name, m.label, m.condition);
            return QStringLiteral("%1\n%2\n%3 J per output token at %4 tok/s/user\nPower: %5\nLatency condition: %6")
                .arg(name, m.label, formatNumber(m.joulesPerOutputToken, 4), formatNumber(m.interactivity, 4), m.power, m.condition);
        });
        if (drawn.isEmpty()) hideFromLegend(chart, scatter);
    }
    if (!xr.valid()) { // levels only: the axis spans a usual range, and says no result placed on it
        xr.add(10);
        xr.add(1000);
        if (!levels.isEmpty()) xAxis->setTitleText(QStringLiteral("Interactivity (tok/s/user): not published by these results"));
    }
    for (const Level& l : levels) { // across the whole x range: it holds at no particular interactivity
        auto* line = new QLineSeries;
        line->setName(l.name);
        line->setPen(QPen(l.color, highlightPointId && l.pointId == highlightPointId ? 5 : 2, l.style));
        line->setProperty("role", QStringLiteral("level"));
        line->setProperty("pointId", l.pointId);
        line->setProperty("tip", l.tip);
        addSeries(chart, line, xAxis, yAxis);
        line->append(xr.lo / 1.4, l.joules);
        line->append(xr.hi * 1.4, l.joules);
    }
    if (ring) {
        auto* highlight = new QScatterSeries;
        highlight->setMarkerSize(18);
        highlight->setColor(Qt::transparent);
        highlight->setPen(QPen(dark ? Qt::white : Qt::black, 2));
        highlight->setProperty("role", QStringLiteral("highlight"));
        addSeries(chart, highlight, xAxis, yAxis);
        highlight->append(*ring);
        hideFromLegend(chart, highlight);
    }
    QStringList note;
    if (v.series.isEmpty())
        note << QStringLiteral("<b>No energy figure of %1 on this hardware in any benchmark.</b> Import an ML.ENERGY model file or an "
                               "MLPerf summary_results.json (README: Other benchmarks).")
                    .arg(v.model.toHtmlEscaped());
    for (const QString& c : v.comparabilityBrief) note << c.toHtmlEscaped();
    if (!v.series.isEmpty()) // the dock's Power and Reading settings are about InferenceX's charts
        note << (settingsPickRuns ? QStringLiteral("<i>Details under the chart. Runs are \"best ever\": the dock's denominator, "
                                                   "boundary, tokens and operating point pick each system's run, so which "
                                                   "InferenceX points are drawn, not their values.</i>")
                                  : QStringLiteral("<i>Details under the chart. The dock's denominator, boundary, tokens and "
                                                   "operating point do not apply here.</i>"));
    for (const QString& n : v.notes) note << n.toHtmlEscaped();
    ChartNote* n = ChartNote::of(&chart);
    if (!n) n = new ChartNote(&chart);
    n->setHtml(note.join(QStringLiteral("<br>")));
    if (!yr.valid()) {
        yr.add(0.01);
        yr.add(10);
    }
    xr.applyTo(*xAxis);
    yr.applyTo(*yAxis);
}

QStringList crossSourceStamp(const CrossSourceView& v)
{
    QStringList lines;
    lines << QStringLiteral("J per output token = watts ÷ output tokens/s, under each benchmark's own definitions:");
    lines << v.definitionLines;
    lines << v.comparability;
    // The conditions the levels (results without an interactivity) met, in full: the legend names
    // only their scenario, and a level has no point to hover.
    QStringList conditions;
    for (const CrossSourceSeries& s : v.series)
        for (const CrossSourceMark& m : s.marks)
            if (!isKnown(m.interactivity) && isKnown(m.joulesPerOutputToken) && !m.condition.isEmpty() && !conditions.contains(m.condition))
                conditions << m.condition;
    if (!conditions.isEmpty()) lines << QStringLiteral("Latency conditions met: ") + conditions.join(QStringLiteral("; "));
    if (!v.ratedTdp.isEmpty())
        lines << QStringLiteral("Rated TDP per GPU (hardware table, with your overrides): ") + v.ratedTdp.join(QStringLiteral(", "));
    QStringList data;
    for (const QString& source : v.inferencexSources)
        data << (source == officialSource() ? QStringLiteral("InferenceX (SemiAnalysis, Apache-2.0)") : source);
    if (v.benchmarks.contains(Benchmark::MLEnergy))
        data << QStringLiteral("ML.ENERGY Leaderboard v3 (The ML.ENERGY Initiative, Apache-2.0)");
    if (v.benchmarks.contains(Benchmark::MLPerf)) data << QStringLiteral("MLPerf Inference results (MLCommons, Apache-2.0)");
    if (!data.isEmpty()) lines << QStringLiteral("Data: ") + data.join(QStringLiteral(" · "));
    return lines;
}

} // namespace denominator::ui
