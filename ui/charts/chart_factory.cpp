// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_factory.h"

#include "charts/chart_kinds.h"
#include "charts/chart_note.h"
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

/// A benchmark-dataset workload (other benchmarks' results, nothing of InferenceX's) on a chart
/// that cannot draw it: the chart says where the results are, and its stamp states no assumption.
bool drawsNothing(const ChartInputs& in, const QString& chartName)
{
    const ChartKind* kind = chartKind(chartName);
    return isDataset(in.scenario.isl, in.scenario.osl) && !(kind && kind->drawsDatasets) && !drawsOnlyTheClaim(in);
}

QStringList stampFor(const ChartInputs& in, const QString& chartName)
{
    const ChartKind* kind = chartKind(chartName);
    QStringList lines = stampFor(in, kind ? kind->readings : StampReadings::OperatingPoint);
    if (drawsNothing(in, chartName)) // no assumption of the stamp reads anything here
        return {QStringLiteral("Workload: %1 · benchmark-dataset (other benchmarks' own datasets): no InferenceX results")
                    .arg(in.scenario.model),
                lines.last().mid(lines.last().indexOf(QLatin1String("Scenario ")))};
    if (kind && kind->stamp) {
        const QString last = lines.last(); // "… · Scenario CODE · Denominator VERSION"
        lines = kind->stamp(in);
        lines << last.mid(last.indexOf(QLatin1String("Scenario ")));
    }
    return lines;
}

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
    static const QRegularExpression from(QStringLiteral(": from .*$")), equals(QStringLiteral(" = \\S+×")),
        ratio(QStringLiteral("[0-9][0-9.,–]*×"));
    title.remove(from);
    title.remove(equals);
    title.replace(ratio, QStringLiteral("?×"));
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
    if (!kind) kind = &chartKinds().front();
    if (!drawsNothing(in, name)) {
        kind->build(chart, in);
    } else {
        // Other benchmarks' own datasets: nothing here is InferenceX's, so no frontier, bar or
        // ratio could be drawn; say where the results are.
        clearChart(chart);
        chart.setTitle(QStringLiteral("%1 · benchmark-dataset: no InferenceX results").arg(in.scenario.model));
        ChartNote* note = ChartNote::of(&chart);
        if (!note) note = new ChartNote(&chart);
        QString where;
        for (const ChartKind& k : chartKinds())
            if (k.drawsDatasets) where = QString(k.title).remove(QLatin1Char('&'));
        note->setHtml(QStringLiteral("This workload holds other benchmarks' results of %1 (MLPerf, ML.ENERGY), measured on their "
                                     "own datasets under their own definitions. The <b>%2</b> chart draws them.")
                          .arg(in.scenario.model.toHtmlEscaped(), where));
    }
    if (name == QLatin1String("tornado") && in.scenario.hideLabels && !in.scenario.concealed.isEmpty()) {
        // Which swings have an effect says which boundary and denominator are in use ("host share:
        // no effect" is the chip boundary): a step that keeps them back shows no sensitivity yet.
        clearChart(chart);
        chart.setTitle(QStringLiteral("Sensitivity: shown after you answer"));
        ChartNote* note = ChartNote::of(&chart);
        if (!note) note = new ChartNote(&chart);
        note->setHtml(QStringLiteral("Which assumptions swing the ratio tells which ones are in use, and this step keeps them "
                                     "back until you answer."));
    }
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
