// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The ways of looking at one comparison: the frontier against end-to-end latency or time to first
// token (as the InferenceX dashboard offers), a linear y axis, only the front, labels hidden. Each
// is a scenario field (saved, diffed, undoable) and changes what is drawn, checked on the scene of
// charts built from the bundled real InferenceX data.

#include "charts/chart_factory.h"
#include "charts/chart_kinds.h"
#include "charts/chart_note.h"
#include "charts/chart_stamp.h"
#include "charts/efficiency_chart.h"
#include "charts/frontier_chart.h"
#include "core/log_ticks.h"
#include "import/import_driver.h"
#include "scenario/scenario_diff.h"
#include "session/evidence.h"
#include "shell/reading_view.h"
#include "store/store.h"
#include "test_support.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QHeaderView>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTableWidget>
#include <QValueAxis>
#include <QtTest>

using namespace denominator;
using namespace denominator::ui;

class TestChartViews : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    QList<BenchmarkPoint> m_points;

    Scenario base() const
    {
        Scenario s;
        s.model = QStringLiteral("gpt-oss-120b");
        s.isl = 1024;
        s.osl = 1024;
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 100;
        return s;
    }
    ChartInputs inputs(const Scenario& s) const { return makeChartInputs(m_points, s, HardwareCatalog::bundled()); }
    static QList<QAbstractSeries*> withRole(QChart& chart, const QString& role)
    {
        QList<QAbstractSeries*> out;
        for (QAbstractSeries* s : chart.series())
            if (s->property("role").toString() == role) out << s;
        return out;
    }
    /// The efficiency chart's CSV rows for `in`.
    static QString csvOf(const ChartInputs& in)
    {
        QString text;
        QTextStream out(&text);
        chartKind(QStringLiteral("efficiency"))->writeCsv(out, in);
        out.flush();
        return text;
    }

    /// The shared AgentX files (Kimi-K2.5 on B200 and MI355X; no per-request traces), with ids.
    static QList<BenchmarkPoint> agenticPoints()
    {
        QList<BenchmarkPoint> pts;
        for (const char* file : {"/agentx_kimik2.5/kimik2.5-fp4-b200-vllm-agentic-lmcache_agg_bmk.json",
                                 "/agentx_kimik2.5/kimik2.5-fp4-mi355x-vllm-agentic-lmcache_agg_bmk.json"})
            pts += parseFile(QStringLiteral(DENOMINATOR_TEST_DATA) + QLatin1String(file)).points;
        for (int i = 0; i < pts.size(); ++i) pts[i].id = i + 1;
        return pts;
    }
    const BenchmarkPoint* point(qint64 id) const
    {
        for (const BenchmarkPoint& p : m_points)
            if (p.id == id) return &p;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("views.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
        PointFilter f;
        f.model = QStringLiteral("gpt-oss-120b");
        f.isl = 1024;
        f.osl = 1024;
        m_points = MUST(m_store->points(f));
        QVERIFY(m_points.size() > 20);
    }

    void paretoKeepsWhatNothingBeats()
    {
        // (latency, throughput): lower latency is better. (3, 50) is beaten by (2, 60).
        const QList<QPointF> xy{{1, 10}, {2, 60}, {3, 50}, {4, 80}, {4, 70}, {5, qQNaN()}, {0, 100}};
        QCOMPARE(paretoIndices(xy, true), (QList<int>{0, 1, 3}));
        // Higher x better: (4, 80) beats everything below 80 at x ≤ 4.
        QCOMPARE(paretoIndices(xy, false), (QList<int>{3}));
    }

    void latencyAxesDrawEveryPointAtItsLatency_data()
    {
        QTest::addColumn<QString>("axis");
        QTest::newRow("end-to-end") << QStringLiteral("e2e");
        QTest::newRow("time to first token") << QStringLiteral("ttft");
    }

    void latencyAxesDrawEveryPointAtItsLatency()
    {
        QFETCH(QString, axis);
        Scenario s = base();
        s.xAxis = axis;
        QChart chart;
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        QVERIFY(chart.title().contains(axis == QLatin1String("e2e") ? QStringLiteral("end-to-end latency")
                                                                    : QStringLiteral("time to first token")));
        int checked = 0;
        for (QAbstractSeries* series : withRole(chart, QStringLiteral("points"))) {
            auto* sc = static_cast<QScatterSeries*>(series);
            const QVariantList ids = sc->property("pointIds").toList();
            QCOMPARE(ids.size(), sc->count());
            for (int k = 0; k < sc->count(); ++k) {
                const BenchmarkPoint* p = point(ids[k].toLongLong());
                QVERIFY(p);
                QCOMPARE(sc->at(k).x(), axis == QLatin1String("e2e") ? p->medianE2el : p->medianTtft);
                ++checked;
            }
        }
        QVERIFY(checked > 20);
        // Along a latency front, waiting longer must buy throughput: x and y both rise.
        for (QAbstractSeries* series : withRole(chart, QStringLiteral("front"))) {
            const QList<QPointF> f = static_cast<QLineSeries*>(series)->points();
            for (int k = 1; k < f.size(); ++k) QVERIFY(f[k].x() > f[k - 1].x() && f[k].y() > f[k - 1].y());
        }
        // The operating point is an interactivity: no marker here, and the readout says so.
        QVERIFY(withRole(chart, QStringLiteral("marker")).isEmpty());
        QVERIFY(withRole(chart, QStringLiteral("sample")).isEmpty());
        QVERIFY2(ChartNote::of(&chart)->text().contains(QStringLiteral("not on this axis")), qPrintable(ChartNote::of(&chart)->text()));
    }

    void northStarWithoutTracesSaysWhyThereIsNoFront()
    {
        // The shared AgentX files have no per-request traces: under North Star no system has a
        // front. The chart draws the points, no line, and says why; the bars have no value to
        // scale and draw no scale.
        const QList<BenchmarkPoint> pts = agenticPoints();
        ComparisonRequest req;
        req.model = QStringLiteral("Kimi-K2.5");
        req.isl = req.osl = kAgenticLength;
        req.assumptions.agenticInteractivity = AgenticInteractivity::P90Itl;
        req.assumptions.tokens = TokenKind::Output;
        req.assumptions.frontierRule = FrontierRule::NorthStar;
        const Comparison c = compare(pts, req, HardwareCatalog::bundled());
        QCOMPARE(c.systems.size(), 2);
        QChart chart;
        buildFrontierChart(chart, c, HardwareCatalog::bundled(), {});
        const QString note = ChartNote::of(&chart)->text();
        QVERIFY2(note.contains(QLatin1String("No North Star front (no per-request traces")) &&
                     note.contains(QLatin1String("b200 vllm fp4")),
                 qPrintable(note));
        for (QAbstractSeries* series : withRole(chart, QStringLiteral("front"))) QCOMPARE(static_cast<QLineSeries*>(series)->count(), 0);
        QVERIFY(!withRole(chart, QStringLiteral("points")).isEmpty());
        QChart bars;
        buildEfficiencyChart(bars, c, c, EfficiencyMetric::TokensPerKw);
        const auto* axis = qobject_cast<QValueAxis*>(bars.axes(Qt::Vertical).value(0));
        QVERIFY(axis);
        QVERIFY(!axis->labelsVisible());
        QVERIFY2(axis->titleText().contains(QLatin1String("no value to draw")), qPrintable(axis->titleText()));
        // Under the default rule the same data has fronts, a scale and no such note.
        ComparisonRequest pareto = req;
        pareto.assumptions.frontierRule = FrontierRule::Pareto;
        QChart drawn;
        buildFrontierChart(drawn, compare(pts, pareto, HardwareCatalog::bundled()), HardwareCatalog::bundled(), {});
        QVERIFY(!ChartNote::of(&drawn)->text().contains(QLatin1String("North Star")));
    }

    void joulesPerQueryBars()
    {
        // An agentic workload's bars in joules per successful query: the value compare() finds, a
        // band under an unknown measured draw whose top is the rated figure (100 % of TDP), no
        // ratios; the option is a scenario field, written only when set, and means nothing for a
        // fixed-length workload.
        const QList<BenchmarkPoint> pts = agenticPoints();
        Scenario s;
        s.model = QStringLiteral("Kimi-K2.5");
        s.isl = s.osl = kAgenticLength;
        s.assumptions.agenticInteractivity = AgenticInteractivity::P90Itl;
        s.assumptions.tokens = TokenKind::Output;
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 50; // inside both systems' tested ranges
        s.joulesPerQuery = true;
        s.chart = QStringLiteral("efficiency");
        const ChartInputs in = makeChartInputs(pts, s, HardwareCatalog::bundled());
        const auto [peak, matched] = efficiencyReadings(in);
        QCOMPARE(matched.systems.size(), 2);
        QChart chart;
        populateChart(chart, s.chart, in);
        QVERIFY2(chart.title().contains(QLatin1String("joules per query")) && chart.title().contains(QLatin1String("no ratios")),
                 qPrintable(chart.title()));
        const auto bars = withRole(chart, QStringLiteral("bars"));
        QCOMPARE(bars.size(), 1);
        const QBarSet* atMatched = static_cast<QBarSeries*>(bars.first())->barSets().value(1);
        QVERIFY(atMatched);
        QList<double> drawn, expected;
        for (int k = 0; k < atMatched->count(); ++k) drawn << atMatched->at(k);
        for (const SystemResult& r : matched.systems) {
            QVERIFY(isKnown(r.joulesPerQuery) && r.joulesPerQuery > 0);
            expected << r.joulesPerQuery;
        }
        std::sort(drawn.begin(), drawn.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(drawn, expected);
        const QString labels = BarAnnotations::of(&chart)->texts().join(u'|');
        QVERIFY2(!labels.contains(QChar(0x00D7)), qPrintable(labels)); // no "1.3×"
        for (const SystemResult& r : matched.systems) QVERIFY2(labels.contains(formatNumber(r.joulesPerQuery, 3)), qPrintable(labels));

        // Measured power unknown (these rows carry none): a band, its top the draw at 100 % of TDP.
        Scenario measured = s;
        measured.assumptions.denominator = DenominatorKind::Measured;
        const ChartInputs unknown = makeChartInputs(pts, measured, HardwareCatalog::bundled());
        const auto [peakM, matchedM] = efficiencyReadings(unknown);
        for (int i = 0; i < matchedM.systems.size(); ++i) {
            const SystemResult& r = matchedM.systems[i];
            QVERIFY(!isKnown(r.joulesPerQuery));
            const auto rated =
                std::find_if(matched.systems.begin(), matched.systems.end(), [&](const SystemResult& x) { return x.label == r.label; });
            QVERIFY(rated != matched.systems.end());
            QVERIFY2(std::fabs(r.joulesPerQueryHigh - rated->joulesPerQuery) < 1e-9 * rated->joulesPerQuery,
                     qPrintable(QStringLiteral("%1 vs %2").arg(r.joulesPerQueryHigh).arg(rated->joulesPerQuery)));
            QVERIFY(std::fabs(r.joulesPerQueryLow - 0.5 * rated->joulesPerQuery) < 1e-9 * rated->joulesPerQuery); // 50 % of TDP
        }
        // The export's record holds the bands drawn, only when they are drawn in J per query.
        const nlohmann::json recorded = makeEvidence(unknown, s.chart).values.at("matched").at("systems");
        for (const SystemResult& r : matchedM.systems) {
            const nlohmann::json& band = recorded.at(r.label.toStdString()).at("joules_per_query_range");
            QCOMPARE(band.at(0).get<double>(), r.joulesPerQueryLow);
            QCOMPARE(band.at(1).get<double>(), r.joulesPerQueryHigh);
        }
        Scenario perKwBars = measured;
        perKwBars.joulesPerQuery = false;
        const nlohmann::json perKwRecord =
            makeEvidence(makeChartInputs(pts, perKwBars, HardwareCatalog::bundled()), s.chart).values.at("matched").at("systems");
        for (const auto& [label, values] : perKwRecord.items()) QVERIFY2(!values.contains("joules_per_query_range"), label.c_str());
        QChart banded;
        populateChart(banded, s.chart, unknown);
        QCOMPARE(withRole(banded, QStringLiteral("range")).size(), 4); // at peak and matched, two systems
        for (QAbstractSeries* line : withRole(banded, QStringLiteral("range"))) {
            const QList<QPointF> ends = static_cast<QLineSeries*>(line)->points();
            const SystemResult& r = matchedM.systems[line->property("system").toInt()];
            const SystemResult& p = peakM.systems[line->property("system").toInt()];
            QVERIFY((ends[0].y() == r.joulesPerQueryLow && ends[1].y() == r.joulesPerQueryHigh) ||
                    (ends[0].y() == p.joulesPerQueryLow && ends[1].y() == p.joulesPerQueryHigh));
        }

        // The chart's CSV carries what it draws: a row per system at its peak and at the reading,
        // with the J/query band; a fixed-length workload's CSV has no J/query columns.
        const QStringList csv = csvOf(unknown).split(u'\n', Qt::SkipEmptyParts);
        const QStringList head = csv.first().split(u',');
        const auto low = head.indexOf(QStringLiteral("joules_per_query_low")), high = head.indexOf(QStringLiteral("joules_per_query_high"));
        const auto role = head.indexOf(QStringLiteral("role"));
        const auto perKwLow = head.indexOf(QStringLiteral("tokens_per_s_per_kw_low"));
        const auto perKwHigh = head.indexOf(QStringLiteral("tokens_per_s_per_kw_high"));
        QVERIFY(low > 0 && high > 0 && role > 0 && perKwLow > 0 && perKwHigh > 0);
        // (No structured binding here: a lambda below uses the name, and clang 14 cannot capture one.)
        for (const auto& reading : {std::pair{&matchedM, QStringLiteral("matched")}, std::pair{&peakM, QStringLiteral("peak")}}) {
            const QString name = reading.second;
            for (const SystemResult& r : reading.first->systems) {
                const auto line = std::find_if(csv.begin(), csv.end(), [&](const QString& l) {
                    const QStringList cells = l.split(u',');
                    return cells.first() == r.label && cells.value(role) == name;
                });
                QVERIFY2(line != csv.end(), qPrintable(r.label + QLatin1Char(' ') + name));
                const QStringList cells = line->split(u',');
                QCOMPARE(cells.value(low).toDouble(), r.joulesPerQueryLow);
                QCOMPARE(cells.value(high).toDouble(), r.joulesPerQueryHigh);
                QVERIFY(r.tokensPerSecPerKwLow < r.tokensPerSecPerKwHigh);
                QCOMPARE(cells.value(perKwLow).toDouble(), r.tokensPerSecPerKwLow);
                QCOMPARE(cells.value(perKwHigh).toDouble(), r.tokensPerSecPerKwHigh);
            }
        }
        QVERIFY(!csvOf(inputs(base())).contains(QLatin1String("joules_per_query")));

        // A row's own measured joules per query with no measured watts: the value itself, no band.
        QList<BenchmarkPoint> withJoules = pts;
        for (int i = 0; i < withJoules.size(); ++i) withJoules[i].agentic->joulesPerQuery = 1000.0 + i;
        const ChartInputs known = makeChartInputs(withJoules, measured, HardwareCatalog::bundled());
        const Comparison atPeak = efficiencyReadings(known).peak;
        const QStringList knownCsv = csvOf(known).split(u'\n', Qt::SkipEmptyParts);
        const auto value = head.indexOf(QStringLiteral("joules_per_query"));
        for (const SystemResult& r : atPeak.systems) {
            QVERIFY2(isKnown(r.joulesPerQuery) && r.joulesPerQuery >= 1000.0, qPrintable(r.label));
            QVERIFY(!r.power.known());
            QCOMPARE(r.joulesPerQueryLow, r.joulesPerQuery);
            QCOMPARE(r.joulesPerQueryHigh, r.joulesPerQuery);
            const auto line = std::find_if(knownCsv.begin(), knownCsv.end(), [&](const QString& l) {
                return l.startsWith(r.label + u',') && l.split(u',').value(role) == QLatin1String("peak");
            });
            QVERIFY(line != knownCsv.end());
            for (const auto column : {value, low, high}) QCOMPARE(line->split(u',').value(column).toDouble(), r.joulesPerQuery);
        }

        // A scenario field: written only when set, read back, diffed; a fixed-length workload ignores it.
        QVERIFY(!toJson(base())["chart"].contains("joules_per_query"));
        const auto back = scenarioFromJson(toJson(s));
        QVERIFY_OK(back);
        QVERIFY(back->joulesPerQuery);
        QStringList keys;
        for (const ScenarioDifference& d : diffScenarios(measured, [&] {
                 Scenario off = measured;
                 off.joulesPerQuery = false;
                 return off;
             }()))
            keys << d.field;
        QCOMPARE(keys, QStringList{QStringLiteral("chart.joules_per_query")});
        Scenario fixed = base();
        fixed.joulesPerQuery = true;
        QChart perKw;
        populateChart(perKw, QStringLiteral("efficiency"), inputs(fixed));
        QVERIFY2(perKw.title().contains(QLatin1String("tokens/s per kW")), qPrintable(perKw.title()));
    }

    void readingSortFollowsItsColumn()
    {
        // The Readings table keeps the user's sort on the same column when a J/query column comes
        // or goes before it, and falls back to rank order when the sorted column is gone.
        Scenario s;
        s.model = QStringLiteral("Kimi-K2.5");
        s.isl = s.osl = kAgenticLength;
        s.assumptions.agenticInteractivity = AgenticInteractivity::P90Itl; // these rows carry no E2E traces
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 50;
        const ChartInputs agentic = makeChartInputs(agenticPoints(), s, HardwareCatalog::bundled());
        const auto [peak, matched] = efficiencyReadings(agentic);
        QCOMPARE(matched.systems.size(), 2);
        Comparison fixedPeak = peak, fixedMatched = matched; // the same rows read as a fixed-length workload
        fixedPeak.request.isl = fixedMatched.request.isl = 8192;
        fixedPeak.request.osl = fixedMatched.request.osl = 1024;
        ReadingView v;
        auto sortedTitle = [&] { return v.table()->horizontalHeaderItem(v.table()->horizontalHeader()->sortIndicatorSection())->text(); };
        auto columnOf = [&](const QString& title) {
            for (int c = 0; c < v.table()->columnCount(); ++c)
                if (v.table()->horizontalHeaderItem(c)->text() == title) return c;
            return -1;
        };
        v.setReadings(fixedPeak, fixedMatched, false);
        v.table()->sortByColumn(columnOf(QStringLiteral("Peak tok/s per kW")), Qt::DescendingOrder);
        v.setReadings(peak, matched, false);
        QVERIFY(columnOf(QStringLiteral("J/query")) > 0);
        QCOMPARE(sortedTitle(), QStringLiteral("Peak tok/s per kW"));
        QCOMPARE(v.table()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        v.setReadings(peak, matched, true); // a lesson step hides the values: the sort is kept
        QCOMPARE(v.table()->rowCount(), 0);
        v.setReadings(peak, matched, false);
        QCOMPARE(sortedTitle(), QStringLiteral("Peak tok/s per kW"));
        QCOMPARE(v.table()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        v.table()->sortByColumn(columnOf(QStringLiteral("J/query")), Qt::DescendingOrder);
        v.setReadings(fixedPeak, fixedMatched, false);
        QCOMPARE(sortedTitle(), QStringLiteral("#"));
        QCOMPARE(v.table()->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    }

    void frontierOnlyHidesWhatIsBeaten()
    {
        Scenario s = base();
        QChart all, front;
        populateChart(all, QStringLiteral("frontier"), inputs(s));
        s.frontierOnly = true;
        populateChart(front, QStringLiteral("frontier"), inputs(s));
        const auto allPoints = withRole(all, QStringLiteral("points")), frontPoints = withRole(front, QStringLiteral("points"));
        const auto fronts = withRole(front, QStringLiteral("front"));
        QCOMPARE(frontPoints.size(), allPoints.size());
        int fewer = 0;
        for (int i = 0; i < frontPoints.size(); ++i) {
            const int shown = static_cast<QScatterSeries*>(frontPoints[i])->count();
            // Every point left is a tested point of the front: a vertex of its line (the line also
            // passes through the interpolant between them).
            const QList<QPointF> line = static_cast<QLineSeries*>(fronts[i])->points();
            for (const QPointF& p : static_cast<QScatterSeries*>(frontPoints[i])->points()) QVERIFY(line.contains(p));
            QVERIFY(line.size() >= shown);
            fewer += static_cast<QScatterSeries*>(allPoints[i])->count() - shown;
        }
        QVERIFY(fewer > 0);
    }

    void linearAxisStartsAtZero()
    {
        Scenario s = base();
        s.linearY = true;
        QChart chart;
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        auto* y = qobject_cast<QValueAxis*>(chart.axes(Qt::Vertical).first());
        QVERIFY(y);
        QCOMPARE(y->min(), 0.0);
        double top = 0;
        for (QAbstractSeries* series : withRole(chart, QStringLiteral("points")))
            for (const QPointF& p : static_cast<QScatterSeries*>(series)->points()) top = std::max(top, p.y());
        QVERIFY(y->max() >= top);
        QVERIFY(qobject_cast<QLogValueAxis*>(chart.axes(Qt::Horizontal).first()));
    }

    void theEfficiencyStampNamesBothBars()
    {
        // At peak, the efficiency chart still draws matched bars (at the default 100 tok/s/user):
        // the stamp said only "each system at its own peak".
        Scenario s = base();
        s.assumptions.atPeak = true;
        s.assumptions.interactivity = kNaN;
        QChart bars, frontier;
        populateChart(bars, QStringLiteral("efficiency"), inputs(s));
        populateChart(frontier, QStringLiteral("frontier"), inputs(s));
        QVERIFY2(
            ChartStamp::of(&bars)->text().contains(QStringLiteral("(its tested point of best efficiency); matched bars at 100 tok/s/user")),
            qPrintable(ChartStamp::of(&bars)->text()));
        QVERIFY(!ChartStamp::of(&frontier)->text().contains(QStringLiteral("matched bars")));
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 40;
        QChart matched;
        populateChart(matched, QStringLiteral("efficiency"), inputs(s));
        QVERIFY2(ChartStamp::of(&matched)->text().contains(QStringLiteral("; peak bars: each system at its own peak")),
                 qPrintable(ChartStamp::of(&matched)->text()));
        // A lesson keeping the operating point back: the bars' readings are not named either (the
        // matched one would give the answer away).
        s.hideLabels = true;
        s.concealed = {QStringLiteral("operating_point")};
        QChart kept;
        populateChart(kept, QStringLiteral("efficiency"), inputs(s));
        const QString keptText = ChartStamp::of(&kept)->text();
        QVERIFY2(keptText.contains(QStringLiteral("Operating point: ? (kept back")) && !keptText.contains(QStringLiteral("peak bars")) &&
                     !keptText.contains(QStringLiteral("matched bars")) && !keptText.contains(QStringLiteral("40 tok/s/user")),
                 qPrintable(keptText));
    }

    void hiddenLabelsLeaveTheValuesOut()
    {
        Scenario s = base();
        s.hideLabels = true;
        QChart bars, frontier;
        populateChart(bars, QStringLiteral("efficiency"), inputs(s));
        populateChart(frontier, QStringLiteral("frontier"), inputs(s));
        QVERIFY(BarAnnotations::of(&bars)->texts().isEmpty());
        QVERIFY(ChartNote::of(&frontier)->text().isEmpty());
        s.hideLabels = false;
        QChart shown;
        populateChart(shown, QStringLiteral("efficiency"), inputs(s));
        QVERIFY(!BarAnnotations::of(&shown)->texts().isEmpty());
    }

    void logTicksAreRoundValues()
    {
        const auto mantissaOf = [](double v) { return v / std::pow(10.0, std::floor(std::log10(v) + 1e-9)); };
        struct Case {
            double lo, hi, px, gap;
        };
        for (const Case& c : {Case{3, 70000, 400, 30}, Case{1.5, 900, 700, 60}, Case{0.02, 60, 300, 24}, Case{0.3, 0.8, 300, 24},
                              Case{1e-3, 1e9, 200, 24}}) {
            const QList<double> t = logTicks(c.lo, c.hi, c.px, c.gap);
            QVERIFY2(t.size() >= 2, qPrintable(QStringLiteral("%1–%2").arg(c.lo).arg(c.hi)));
            const double pxPerDecade = c.px / std::log10(c.hi / c.lo);
            for (int i = 0; i < t.size(); ++i) {
                QVERIFY(t[i] >= c.lo && t[i] <= c.hi);
                const double m = mantissaOf(t[i]);
                QVERIFY2((QList<double>{1, 1.5, 2, 3, 4, 5, 7}).contains(std::round(m * 10) / 10), qPrintable(QString::number(t[i])));
                if (i > 0) QVERIFY(std::log10(t[i] / t[i - 1]) * pxPerDecade >= c.gap - 1e-6);
            }
        }
        // Room for 1–2–5 over three decades in 400 px at 30 px a label: no finer set, no coarser.
        QCOMPARE(logTicks(3, 7000, 400, 30), (QList<double>{5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000}));
        // Twelve decades in 200 px: every other decade at most.
        QVERIFY(logTicks(1e-3, 1e9, 200, 24).size() <= 7);
        QVERIFY(logTicks(0, 10, 300, 20).isEmpty());
        QVERIFY(logTicks(5, 5, 300, 20).isEmpty());
        QCOMPARE(logTickLabel(20000), QStringLiteral("20,000"));
        QCOMPARE(logTickLabel(0.25), QStringLiteral("0.25"));
        QCOMPARE(logTickLabel(1.5), QStringLiteral("1.5"));
    }

    void operatingPointPastTheDataMovesTheAxisInSteps()
    {
        QCOMPARE(logStepBeyond(84, true), 100.0);
        QCOMPARE(logStepBeyond(100, true), 100.0);
        QCOMPARE(logStepBeyond(101, true), 200.0);
        QCOMPARE(logStepBeyond(3, true), 5.0);
        QCOMPARE(logStepBeyond(0.3, false), 0.2);
        QCOMPARE(logStepBeyond(7, false), 5.0);
        QCOMPARE(logStepBeyond(1000, false), 1000.0);
        QVERIFY(std::isnan(logStepBeyond(0, true)));
        QVERIFY(std::isnan(logStepBeyond(qInf(), false)));
        // The x axis of a frontier with its marker at `interactivity`.
        const auto axisAt = [&](double interactivity) {
            Scenario s = base();
            s.assumptions.interactivity = interactivity;
            QChart chart;
            populateChart(chart, QStringLiteral("frontier"), inputs(s));
            double top = 0;
            for (QAbstractSeries* series : withRole(chart, QStringLiteral("points")))
                for (const QPointF& p : static_cast<QScatterSeries*>(series)->points()) top = std::max(top, p.x());
            for (QAbstractAxis* axis : chart.axes(Qt::Horizontal))
                if (axis->objectName() == QLatin1String("frontierX")) {
                    auto* log = static_cast<QLogValueAxis*>(axis);
                    return std::tuple{log->min(), log->max(), top};
                }
            return std::tuple{0.0, 0.0, top};
        };
        const auto [insideMin, insideMax, top] = axisAt(100);
        QVERIFY(top > 100);
        QCOMPARE(insideMax, top * 1.4); // inside the data, the axis is the data's
        // Past the data, two positions between the same steps draw the same axis, which reaches both.
        const double step = logStepBeyond(top * 1.01, true);
        const auto [min1, max1, top1] = axisAt(top * 1.01);
        const auto [min2, max2, top2] = axisAt((top * 1.01 + step) / 2);
        QCOMPARE(max1, step * 1.4);
        QCOMPARE(max2, max1);
        QCOMPARE(min2, min1);
        QCOMPARE(min1, insideMin);
        QVERIFY(step * 1.4 > top * 1.4);
    }

    void logAxesAreLabelledAtRoundValues()
    {
        QChartView view;
        view.resize(1280, 760);
        populateChart(*view.chart(), QStringLiteral("frontier"), inputs(base()));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        QChart& chart = *view.chart();
        int axes = 0;
        for (QAbstractAxis* axis : chart.axes()) {
            auto* log = qobject_cast<QLogValueAxis*>(axis);
            if (!log) continue;
            QVERIFY(!log->isVisible()); // Qt's own labels (powers of the base) are not drawn
            QCategoryAxis* labels = nullptr;
            for (QAbstractAxis* other : chart.axes(log->orientation()))
                if (other->objectName() == QLatin1String("logAxisLabels")) labels = static_cast<QCategoryAxis*>(other);
            QVERIFY(labels && labels->isVisible() && labels->labelsVisible());
            QCOMPARE(labels->titleText(), log->titleText());
            QCOMPARE(labels->min(), std::log10(log->min()));
            QCOMPARE(labels->max(), std::log10(log->max()));
            const QStringList names = labels->categoriesLabels();
            QVERIFY2(names.size() >= 3, qPrintable(names.join(u' ')));
            for (const QString& name : names) {
                const double v = QLocale(QLocale::English).toDouble(name);
                QVERIFY2(v > 0, qPrintable(name));
                QCOMPARE(labels->endValue(name), std::log10(v)); // drawn where the log axis puts v
                const double m = v / std::pow(10.0, std::floor(std::log10(v) + 1e-9));
                QVERIFY2((QList<double>{1, 1.5, 2, 3, 4, 5, 7}).contains(std::round(m * 10) / 10), qPrintable(name));
                if (v >= 1000) QVERIFY2(name.contains(u','), qPrintable(name));
            }
            ++axes;
        }
        QCOMPARE(axes, 2);
        // "Hide labels" keeps the interactivity ticks and hides the value ticks.
        Scenario s = base();
        s.hideLabels = true;
        QChartView hiddenView;
        hiddenView.resize(1280, 760);
        QChart& hidden = *hiddenView.chart();
        populateChart(hidden, QStringLiteral("frontier"), inputs(s));
        hiddenView.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hiddenView));
        QTest::qWait(50);
        for (QAbstractAxis* axis : hidden.axes())
            if (auto* ticks = qobject_cast<QCategoryAxis*>(axis); ticks && axis->objectName() == QLatin1String("logAxisLabels")) {
                // Labels stay laid out (an axis without them squeezes its title away) but blank.
                QVERIFY(ticks->labelsVisible() && !ticks->categoriesLabels().isEmpty());
                for (const QString& t : ticks->categoriesLabels()) QCOMPARE(t.trimmed().isEmpty(), axis->orientation() == Qt::Vertical);
            }
    }

    void everyPointHasItsTooltip()
    {
        QChart chart;
        populateChart(chart, QStringLiteral("frontier"), inputs(base()));
        int checked = 0;
        for (QAbstractSeries* series : withRole(chart, QStringLiteral("points"))) {
            auto* sc = static_cast<QScatterSeries*>(series);
            const QVariantList ids = sc->property("pointIds").toList();
            for (int k = 0; k < sc->count(); ++k) {
                const QString tip = pointTip(sc, k);
                const BenchmarkPoint* p = point(ids[k].toLongLong());
                QVERIFY(p);
                // The tooltip is about this very point: its concurrency and its interactivity.
                QVERIFY2(tip.contains(QStringLiteral("concurrency %1").arg(p->conc)), qPrintable(tip));
                QVERIFY2(tip.contains(formatNumber(p->medianIntvty, 4)), qPrintable(tip));
                // ... and where it came from: its file and row, written when the tooltip is asked for.
                QVERIFY2(tip.contains(QStringLiteral("%1 row %2 (").arg(p->provenance.fileName).arg(p->provenance.rowIndex)),
                         qPrintable(tip));
                ++checked;
            }
        }
        QVERIFY(checked > 20);
        QVERIFY(pointTip(withRole(chart, QStringLiteral("front")).first(), 0).isEmpty());
    }

    void viewsAreScenarioFields()
    {
        Scenario s = base();
        s.xAxis = QStringLiteral("ttft");
        s.linearY = true;
        s.frontierOnly = true;
        s.hideLabels = true;
        s.concealed = QStringList{QStringLiteral("denominator"), QStringLiteral("boundary"), QStringLiteral("denominator")};
        const auto back = scenarioFromJson(toJson(s));
        QVERIFY_OK(back);
        // One set in one order: read back sorted, without the repeat.
        QCOMPARE(back->concealed, (QStringList{QStringLiteral("boundary"), QStringLiteral("denominator")}));
        s.concealed = back->concealed;
        QVERIFY(*back == s);
        QStringList keys;
        for (const ScenarioDifference& d : diffScenarios(base(), s)) keys << d.field;
        for (const char* k : {"chart.x_axis", "chart.linear_y", "chart.frontier_only", "chart.hide_labels", "chart.conceal"})
            QVERIFY2(keys.contains(QString::fromLatin1(k)), qPrintable(keys.join(QLatin1Char(','))));
        nlohmann::json j = toJson(s);
        j["chart"]["x_axis"] = "latency";
        const auto bad = scenarioFromJson(j);
        QVERIFY(!bad);
        QVERIFY2(bad.error().toString().contains(QStringLiteral("chart.x_axis")), qPrintable(bad.error().toString()));
        j = toJson(s);
        j["chart"]["conceal"] = {"denominator", "colour"};
        const auto unknown = scenarioFromJson(j);
        QVERIFY(!unknown);
        QVERIFY2(unknown.error().toString().contains(QStringLiteral("chart.conceal")) &&
                     unknown.error().toString().contains(QStringLiteral("operating_point")),
                 qPrintable(unknown.error().toString()));
        // Concealed assumptions are kept back from the stamp, the rest is stamped as always.
        QChart chart;
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        const QString stamp = ChartStamp::of(&chart)->text();
        QVERIFY2(stamp.contains(QStringLiteral("Denominator: ? (kept back until you answer)")) &&
                     !stamp.contains(QStringLiteral("rated TDP")) && stamp.contains(QStringLiteral("Boundary: ? (kept back")) &&
                     stamp.contains(QStringLiteral("Tokens: input + output")),
                 qPrintable(stamp));
        // Under the measured denominator its own lines (unknown draw) would say which it is.
        s.assumptions.denominator = DenominatorKind::Measured;
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        QVERIFY2(!ChartStamp::of(&chart)->text().contains(QStringLiteral("Unknown draw")), qPrintable(ChartStamp::of(&chart)->text()));
        // The denominator alone kept back under the modelled chassis: the boundary is named in words,
        // and its formula, which names the GPUs' own watts, is not given.
        s.concealed = QStringList{QStringLiteral("denominator")};
        const Boundary boundary = s.assumptions.boundary;
        s.assumptions.boundary = Boundary::ChassisModel;
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        QVERIFY2(ChartStamp::of(&chart)->text().contains(QStringLiteral("Boundary: modelled chassis (draft) · ")) &&
                     !ChartStamp::of(&chart)->text().contains(QStringLiteral("8-GPU chassis")) &&
                     !ChartStamp::of(&chart)->text().contains(QStringLiteral("PSU curve")),
                 qPrintable(ChartStamp::of(&chart)->text()));
        s.assumptions.boundary = boundary;
        s.concealed = back->concealed;
        s.assumptions.denominator = DenominatorKind::Tdp;
        s.hideLabels = false; // concealment is part of hiding labels
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        QVERIFY(ChartStamp::of(&chart)->text().contains(QStringLiteral("rated TDP")));
    }

    void aScenarioNamesOneWorkload()
    {
        // An empty model or a zero length would read as "any" and draw several sequence lengths
        // on one frontier, stamped with the zero: refused, naming the field.
        const auto refused = [this](const char* key, const nlohmann::json& value) {
            nlohmann::json j = toJson(base());
            if (value.is_null())
                j["selection"].erase(key);
            else
                j["selection"][key] = value;
            const auto r = scenarioFromJson(j);
            return !r && r.error().toString().contains(QStringLiteral("selection.") + QLatin1String(key));
        };
        QVERIFY(refused("isl", 0));
        QVERIFY(refused("osl", -1024));
        QVERIFY(refused("isl", 1024.5));
        QVERIFY(refused("osl", nullptr));
        QVERIFY(refused("model", ""));
        QVERIFY(!refused("isl", 8192));
        QVERIFY_OK(scenarioFromJson(toJson(base())));
    }
};

QTEST_MAIN(TestChartViews)
#include "test_chart_views.moc"
