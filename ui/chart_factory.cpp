#include "chart_factory.h"

#include "chart_stamp.h"
#include "point_table_model.h"
#include "efficiency_chart.h"
#include "frontier_chart.h"
#include "ratio_chart.h"
#include "stamp.h"

#include <QChart>
#include <QCoreApplication>

namespace denominator::ui {

QStringList chartNames() { return {QStringLiteral("frontier"), QStringLiteral("efficiency"), QStringLiteral("ratio")}; }

QString chartTitle(const QString& name)
{
    if (name == QLatin1String("frontier")) return QCoreApplication::translate("chart", "&Frontier");
    if (name == QLatin1String("efficiency")) return QCoreApplication::translate("chart", "&Efficiency");
    if (name == QLatin1String("ratio")) return QCoreApplication::translate("chart", "&Ratio vs interactivity");
    return name;
}

ChartInputs makeChartInputs(const QList<BenchmarkPoint>& points, const Scenario& scenario, const HardwareCatalog& catalog,
                            const QList<Claim>& claims)
{
    ComparisonRequest req;
    req.model = scenario.model;
    req.isl = scenario.isl;
    req.osl = scenario.osl;
    req.precision = scenario.precision;
    req.assumptions = scenario.assumptions;
    return makeChartInputs(compare(points, req, catalog), points, scenario, catalog, claims);
}

ChartInputs makeChartInputs(const Comparison& all, const QList<BenchmarkPoint>& points, const Scenario& scenario,
                            const HardwareCatalog& catalog, const QList<Claim>& claims)
{
    ChartInputs in;
    in.scenario = scenario;
    in.catalog = catalog;
    in.claims = claims;
    in.comparison = all;
    selectSystems(in.comparison, scenario.systems);
    in.scenario.systems.clear();
    for (const SystemResult& s : std::as_const(in.comparison.systems)) in.scenario.systems << s.label;
    QStringList shas;
    for (const BenchmarkPoint& p : points) {
        in.provenance.insert(p.id, PointTableModel::provenanceText(p));
        if (!shas.contains(p.provenance.sha256)) shas << p.provenance.sha256;
    }
    in.scenario.sourceSha256 = shas;
    return in;
}

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
