// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_kinds.h"

#include "charts/chart_csv.h"
#include "charts/cross_source_chart.h"
#include "charts/efficiency_chart.h"
#include "charts/frontier_chart.h"
#include "charts/ratio_chart.h"
#include "charts/tornado_chart.h"
#include "charts/waterfall_chart.h"

#include <QCoreApplication>

namespace denominator::ui {
namespace {

void buildFrontier(QChart& chart, const ChartInputs& in)
{
    FrontierChartOptions o;
    o.efficiencyAxis = in.scenario.efficiencyAxis;
    o.highlightPointId = in.highlight;
    o.x = frontierXFromString(in.scenario.xAxis).value_or(FrontierX::Interactivity);
    o.linearY = in.scenario.linearY;
    o.frontierOnly = in.scenario.frontierOnly;
    o.hideLabels = in.scenario.hideLabels;
    buildFrontierChart(chart, in.comparison, in.catalog, o, in.provenance);
}

void buildEfficiency(QChart& chart, const ChartInputs& in)
{
    const auto [peak, matched] = efficiencyReadings(in); // what the export's evidence records too
    const EfficiencyMetric metric = in.scenario.joulesPerQuery && isAgentic(in.scenario.isl, in.scenario.osl)
                                        ? EfficiencyMetric::JoulesPerQuery
                                    : in.scenario.joulesPerToken ? EfficiencyMetric::JoulesPerToken
                                                                 : EfficiencyMetric::TokensPerKw;
    buildEfficiencyChart(chart, peak, matched, metric, in.scenario.hideLabels);
}

QString tr(const char* text) { return QCoreApplication::translate("chart", text); }

/// Runs "best ever" pick each system's run by its reading under the power and reading settings:
/// then those settings choose which points a chart of the measured data draws.
/// A benchmark-dataset workload has no InferenceX runs to pick.
bool settingsPickRuns(const Scenario& s) { return s.assumptions.runs.mode == RunSelection::Mode::Best && !isDataset(s.isl, s.osl); }

} // namespace

const QList<ChartKind>& chartKinds()
{
    static const QList<ChartKind> kinds{
        {QStringLiteral("frontier"), tr("&Frontier"), buildFrontier, writePointRows},
        {.name = QStringLiteral("efficiency"),
         .title = tr("&Efficiency"),
         .build = buildEfficiency,
         .writeCsv = writeEfficiencyRows,
         .readings = StampReadings::PeakAndMatched},
        {QStringLiteral("ratio"), tr("&Ratio vs interactivity"),
         [](QChart& c, const ChartInputs& in) { buildRatioChart(c, in.comparison, in.catalog); }, writePointRows},
        {QStringLiteral("waterfall"), tr("&Waterfall"), [](QChart& c, const ChartInputs& in) { buildWaterfallChart(c, waterfallFor(in)); },
         writeWaterfallRows},
        {QStringLiteral("tornado"), tr("Se&nsitivity"), [](QChart& c, const ChartInputs& in) { buildTornadoChart(c, tornadoFor(in)); },
         writeTornadoRows},
        {QStringLiteral("cross-source"), tr("&Other benchmarks"),
         [](QChart& c, const ChartInputs& in) {
             buildCrossSourceChart(c, crossSourceViewFor(in), in.scenario.hideLabels, settingsPickRuns(in.scenario), in.highlight);
         },
         writeCrossSourceRows, [](const ChartInputs& in) { return crossSourceStamp(crossSourceViewFor(in)); },
         [](const Scenario& s) {
             if (settingsPickRuns(s)) return QString();
             if (isDataset(s.isl, s.osl))
                 return tr("Not used by the Other benchmarks chart: it draws the other benchmarks' results of this model "
                           "(MLPerf, ML.ENERGY) as those benchmarks measured them, in joules per output token, on the "
                           "hardware ticked under Systems. The definitions under the chart say what differs. The Data tab "
                           "chooses the model, its precisions and that hardware.");
             return tr("Not used by the Other benchmarks chart: it draws each benchmark's points as that benchmark measured "
                       "them, in joules per output token (InferenceX rows without measured power at their rated TDP, which "
                       "Edit hardware components… sets). The definitions under the chart say what differs. The Data tab still "
                       "chooses the model, systems, precisions and runs.");
         },
         true},
    };
    return kinds;
}

const ChartKind* chartKind(const QString& name)
{
    for (const ChartKind& k : chartKinds())
        if (k.name == name) return &k;
    return nullptr;
}

QStringList chartNames()
{
    QStringList names;
    for (const ChartKind& k : chartKinds()) names << k.name;
    return names;
}

QString chartTitle(const QString& name)
{
    const ChartKind* k = chartKind(name);
    return k ? k->title : name;
}

} // namespace denominator::ui
