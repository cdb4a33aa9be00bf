#include "chart_factory.h"

#include "chart_stamp.h"
#include "efficiency_chart.h"
#include "frontier_chart.h"
#include "ratio_chart.h"
#include "stamp.h"

#include <QChart>
#include <QCoreApplication>

namespace denominator::ui {

QStringList chartNames() { return {QStringLiteral("frontier"), QStringLiteral("efficiency"), QStringLiteral("ratio")}; }

QStringList stampFor(const ChartInputs& in)
{
    QStringList lines = stampLines(in.comparison);
    lines.last() += QStringLiteral(" · Scenario %1 · Denominator %2").arg(scenarioCode(in.scenario), QStringLiteral(DENOMINATOR_VERSION));
    return lines;
}

void populateChart(QChart& chart, const QString& name, const ChartInputs& in)
{
    if (name == QLatin1String("efficiency")) {
        Comparison peak = in.comparison, matched = in.comparison;
        Assumptions a = in.comparison.assumptions;
        a.atPeak = true;
        reevaluate(peak, a, in.catalog);
        a.atPeak = false;
        reevaluate(matched, a, in.catalog);
        buildEfficiencyChart(chart, peak, matched,
                             in.scenario.joulesPerToken ? EfficiencyMetric::JoulesPerToken : EfficiencyMetric::TokensPerKw);
    } else if (name == QLatin1String("ratio")) {
        buildRatioChart(chart, in.comparison, in.catalog);
    } else {
        buildFrontierChart(chart, in.comparison, in.catalog, {in.scenario.efficiencyAxis, in.highlight}, in.provenance);
    }
    ChartStamp* stamp = ChartStamp::of(&chart);
    if (!stamp) stamp = new ChartStamp(&chart);
    stamp->setLines(stampFor(in));
}

} // namespace denominator::ui
