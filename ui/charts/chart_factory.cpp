// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_factory.h"

#include "charts/chart_kinds.h"
#include "charts/chart_stamp.h"
#include "charts/efficiency_chart.h"
#include "charts/legend_grid.h"
#include "charts/log_axis_labels.h"
#include "core/stamp.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QValueAxis>
#include <algorithm>

namespace denominator::ui {

ChartInputs makeChartInputs(const QList<BenchmarkPoint>& points, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims)
{
    return makeChartInputs(compare(points, comparisonRequest(scenario), catalog), pointSources(points, scenario), scenario, catalog,
                           claims);
}

PointSources pointSources(const QList<BenchmarkPoint>& points, const Scenario& workload)
{
    PointSources out{ProvenanceLookup(points), {}, 0};
    for (const BenchmarkPoint& p : points) {
        if (p.model != workload.model || p.isl != workload.isl || p.osl != workload.osl) continue;
        ++out.points;
        if (!out.sha256.contains(p.provenance.sha256)) out.sha256 << p.provenance.sha256;
    }
    return out;
}

ChartInputs makeChartInputs(const Comparison& all, const PointSources& sources, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims)
{
    ChartInputs in;
    in.scenario = scenario;
    in.catalog = catalog;
    in.claims = claims;
    in.comparison = all;
    selectSystems(in.comparison, effectiveSelection(all, scenario.systems));
    in.scenario.systems.clear();
    for (const SystemResult& s : std::as_const(in.comparison.systems)) in.scenario.systems << s.label;
    // The pair the waterfall and the tornado explain: baseline first, subject second.
    in.pair = all;
    const QStringList pair = scenario.pair.size() == 2 ? QStringList{scenario.pair[1], scenario.pair[0]} : in.scenario.systems.mid(0, 2);
    selectSystems(in.pair, pair);
    if (in.pair.systems.size() != 2) {
        in.pair = in.comparison;
        selectSystems(in.pair, in.scenario.systems.mid(0, 2));
    }
    in.provenance = sources.provenance;
    in.scenario.sourceSha256 = sources.sha256;
    return in;
}

QStringList stampFor(const ChartInputs& in)
{
    QStringList lines = stampLines(in.comparison, in.scenario.hideLabels ? in.scenario.concealed : QStringList{});
    lines.last() += QStringLiteral(" · Scenario %1 · Denominator %2").arg(scenarioCode(in.scenario), QStringLiteral(DENOMINATOR_VERSION));
    return lines;
}

QStringList stampFor(const ChartInputs& in, const QString& chartName)
{
    QStringList lines = stampFor(in);
    if (const ChartKind* kind = chartKind(chartName); kind && kind->stamp) {
        const QString last = lines.last(); // "… · Scenario CODE · Denominator VERSION"
        lines = kind->stamp(in);
        lines << last.mid(last.indexOf(QLatin1String("Scenario ")));
    }
    return lines;
}

Waterfall waterfallFor(const ChartInputs& in)
{
    if (in.scenario.claimId.isEmpty()) return dataWaterfall(in.pair, in.catalog, 1);
    for (const Claim& c : in.claims)
        if (c.id == in.scenario.claimId) return claimWaterfall(c, in.claims, in.comparison.assumptions, in.catalog);
    Waterfall w;
    w.message = QStringLiteral("The scenario's claim \"%1\" is not among the stored claims.").arg(in.scenario.claimId);
    return w;
}

Tornado tornadoFor(const ChartInputs& in) { return computeTornado(in.pair, in.catalog, 1); }

namespace {

/// "Hide labels" (and a lesson before its reveal): no number that answers the question. Value
/// labels and the readout go, numbers leave the title, and value axes keep their place but lose
/// the numbers of their ticks (an axis without labels squeezes its title away in Qt 6.4); the axes
/// that place the reading (interactivity, latency) and the names stay. A waterfall step whose
/// assumption is `concealed` loses its name too ("rated (kept)" would answer "what watts?").
void hideValues(QChart& chart, const QStringList& concealed)
{
    if (BarAnnotations* notes = BarAnnotations::of(&chart)) notes->hideValues();
    QString title = chart.title();
    title.remove(QRegularExpression(QStringLiteral(": from .*$")));
    title.remove(QRegularExpression(QStringLiteral(" = \\S+×")));
    title.replace(QRegularExpression(QStringLiteral("[0-9][0-9.,–]*×")), QStringLiteral("?×"));
    chart.setTitle(title);
    static const QStringList placing{QStringLiteral("Interactivity"), QStringLiteral("End-to-end"), QStringLiteral("Time to first")};
    for (QAbstractAxis* axis : chart.axes()) {
        const bool values = (qobject_cast<QValueAxis*>(axis) && !qobject_cast<QCategoryAxis*>(axis)) || qobject_cast<QLogValueAxis*>(axis);
        if (!values) continue; // category axes hold names (waterfall steps), not values
        const QString t = axis->titleText();
        if (std::any_of(placing.begin(), placing.end(), [&](const QString& p) { return t.startsWith(p); })) continue;
        if (auto* linear = qobject_cast<QValueAxis*>(axis)) linear->setLabelFormat(QStringLiteral(" "));
        axis->setProperty(kValuesHidden, true); // labelLogAxes writes its ticks blank
    }
    if (concealed.isEmpty()) return;
    QCategoryAxis* steps = nullptr;
    for (QAbstractAxis* axis : chart.axes(Qt::Horizontal))
        if (auto* c = qobject_cast<QCategoryAxis*>(axis); c && c->objectName() != QLatin1String("logAxisLabels")) steps = c;
    if (!steps) return;
    const QStringList names = steps->categoriesLabels();
    for (QAbstractSeries* s : chart.series()) {
        const int i = s->property("step").toInt();
        // Waterfall step keys spell "operating-point" where the assumption is "operating_point".
        const QString key = s->property("key").toString().replace(QLatin1Char('-'), QLatin1Char('_'));
        if (s->property("role").toString() == QLatin1String("step") && concealed.contains(key) && i >= 0 && i < names.size())
            steps->replaceLabel(names[i], QStringLiteral("?") + QString(i, QLatin1Char(' '))); // labels must stay unique
    }
}

} // namespace

void populateChart(QChart& chart, const QString& name, const ChartInputs& in)
{
    const ChartKind* kind = chartKind(name);
    (kind ? kind : &chartKinds().front())->build(chart, in);
    QStringList lines = stampFor(in, name);
    const bool explainsPair = name == QLatin1String("waterfall") || name == QLatin1String("tornado");
    if (explainsPair && in.pair.systems.size() == 2 && (name == QLatin1String("tornado") || in.scenario.claimId.isEmpty()))
        lines.prepend(QStringLiteral("Explains: %1 ÷ %2").arg(in.pair.systems[1].label, in.pair.systems[0].label));
    if (name == QLatin1String("waterfall") && !in.scenario.claimId.isEmpty())
        for (const Claim& c : in.claims)
            if (c.id == in.scenario.claimId)
                lines.prepend(
                    QStringLiteral("Claim %1 (%2, %3): published figures; the lines below describe the scenario's data, not the claim")
                        .arg(c.id, c.claimant, c.source));
    if (in.scenario.hideLabels) lines.prepend(QString::fromUtf8(kValuesHiddenLine));
    ChartStamp* stamp = ChartStamp::of(&chart);
    if (!stamp) stamp = new ChartStamp(&chart);
    stamp->setLines(lines);
    if (in.scenario.hideLabels) hideValues(chart, in.scenario.concealed);
    labelLogAxes(chart);
    LegendGrid::apply(chart);
}

} // namespace denominator::ui
