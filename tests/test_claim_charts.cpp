// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The waterfall and tornado charts and the uncertainty bands, built through populateChart (the
// path the window, the exporters and `render` share) on the bundled gpt-oss-120b data and the
// bundled Jalapeño claims; `render --chart waterfall|tornado` and `claim --json` through the real
// binary.

#include "charts/chart_factory.h"
#include "charts/chart_kinds.h"
#include "charts/chart_note.h"
#include "charts/chart_stamp.h"
#include "charts/efficiency_chart.h"
#include "core/number_format.h"
#include "store/store.h"
#include "test_support.h"

#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProcess>
#include <QScatterSeries>
#include <QTest>

using namespace denominator;
using namespace denominator::ui;

class TestClaimCharts : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;

    ChartInputs inputs(const Scenario& s)
    {
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        return makeChartInputs(MUST(m_store->points(f)), s, HardwareCatalog::bundled(), MUST(m_store->claims()).claims);
    }

    static Scenario gptOss(const QStringList& systems = {QStringLiteral("h200 vllm fp4"), QStringLiteral("b200 trt fp4")})
    {
        Scenario s;
        s.model = QStringLiteral("gpt-oss-120b");
        s.isl = s.osl = 1024;
        s.systems = systems;
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 100;
        return s;
    }

    static QList<QAbstractSeries*> withRole(QChart& chart, const QString& role)
    {
        QList<QAbstractSeries*> out;
        for (QAbstractSeries* s : chart.series())
            if (s->property("role").toString() == role) out << s;
        return out;
    }

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("DENOMINATOR_DB"), m_dir.filePath(QStringLiteral("charts.sqlite")));
        e.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return e;
    }

    /// Runs the real binary; returns its standard output, with its standard error in `log`.
    QByteArray runBinary(const QStringList& args, int* exitCode, QByteArray* log = nullptr)
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.start(QStringLiteral(DENOMINATOR_BINARY), args);
        if (!p.waitForFinished(120000)) return {};
        *exitCode = p.exitCode();
        const QByteArray out = p.readAllStandardOutput();
        if (log) *log = out + p.readAllStandardError();
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("charts.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
        QVERIFY(chartNames().contains(QStringLiteral("waterfall")) && chartNames().contains(QStringLiteral("tornado")));
        QCOMPARE(chartTitle(QStringLiteral("waterfall")), QStringLiteral("&Waterfall"));
    }

    void waterfallData()
    {
        Scenario s = gptOss();
        s.assumptions.boundary = Boundary::Node;
        const ChartInputs in = inputs(s);
        QChart chart;
        populateChart(chart, QStringLiteral("waterfall"), in);
        const Waterfall w = waterfallFor(in);
        const QList<QAbstractSeries*> steps = withRole(chart, QStringLiteral("step"));
        QCOMPARE(steps.size(), 6);
        QVERIFY(steps.first()->property("total").toBool() && steps.last()->property("total").toBool());
        QCOMPARE(chart.property("waterfallEnd").toDouble(), w.end());
        // The node step moves the ratio: a filled box from the running ratio before to after.
        auto* node = qobject_cast<QAreaSeries*>(steps[2]);
        QVERIFY(node);
        const double lo = std::min(w.steps[2].before.point, w.steps[2].after.point),
                     hi = std::max(w.steps[2].before.point, w.steps[2].after.point);
        QCOMPARE(node->lowerSeries()->at(0).y(), lo);
        QCOMPARE(node->upperSeries()->at(0).y(), hi);
        const QStringList labels = BarAnnotations::of(&chart)->texts();
        QCOMPARE(labels.size(), 6);
        QVERIFY2(labels[2].startsWith(QStringLiteral("×%1").arg(QString::number(w.steps[2].factor, 'g', 3))), qPrintable(labels[2]));
        QCOMPARE(labels[1], QStringLiteral("×1\n(same)")); // TDP in both readings
        QVERIFY(labels.last().startsWith(formatTimes(w.end())));
        QCOMPARE(withRole(chart, QStringLiteral("parity")).size(), 1);
        QVERIFY(ChartStamp::of(&chart)->text().contains(QStringLiteral("Scenario %1").arg(scenarioCode(in.scenario))));
    }

    void ratiosBelowParityFloat()
    {
        // The same pair both ways round: above 1× a total is a bar from parity; below 1× it floats
        // at its value, so a smaller ratio is never drawn as a bigger bar.
        for (const bool swapped : {false, true}) {
            Scenario s = gptOss(swapped ? QStringList{QStringLiteral("b200 trt fp4"), QStringLiteral("h200 vllm fp4")}
                                        : QStringList{QStringLiteral("h200 vllm fp4"), QStringLiteral("b200 trt fp4")});
            const ChartInputs in = inputs(s);
            const Waterfall w = waterfallFor(in);
            QCOMPARE(w.end() < 1.0, swapped);
            QChart chart;
            populateChart(chart, QStringLiteral("waterfall"), in);
            const QList<QAbstractSeries*> steps = withRole(chart, QStringLiteral("step"));
            int floating = 0;
            for (QAbstractSeries* step : steps) {
                if (!step->property("total").toBool()) continue;
                const double value = step->property("factor").toDouble();
                if (value < 1.0) {
                    auto* line = qobject_cast<QLineSeries*>(step);
                    QVERIFY(line && step->property("floating").toBool());
                    QCOMPARE(line->at(0).y(), value);
                    QCOMPARE(line->at(1).y(), value);
                    ++floating;
                } else {
                    auto* bar = qobject_cast<QAreaSeries*>(step);
                    QVERIFY(bar && !step->property("floating").toBool());
                    QCOMPARE(bar->lowerSeries()->at(0).y(), 1.0);
                    QCOMPARE(bar->upperSeries()->at(0).y(), value);
                }
            }
            QCOMPARE(floating, swapped ? 2 : 0);
        }
    }

    void concealedStepsLoseTheirNames()
    {
        // A lesson that asks for the operating point keeps its waterfall step unnamed (the step's
        // key is spelled "operating-point", the assumption's "operating_point").
        Scenario s = gptOss();
        s.claimId = QStringLiteral("jalapeno-gptoss-peak");
        s.hideLabels = true;
        s.concealed = QStringList{QStringLiteral("operating_point")};
        QChart chart;
        populateChart(chart, QStringLiteral("waterfall"), inputs(s));
        QCategoryAxis* names = nullptr;
        for (QAbstractAxis* axis : chart.axes(Qt::Horizontal)) names = qobject_cast<QCategoryAxis*>(axis);
        QVERIFY(names);
        int hidden = 0;
        for (QAbstractSeries* step : withRole(chart, QStringLiteral("step"))) {
            const QString label = names->categoriesLabels().at(step->property("step").toInt()).trimmed();
            const bool asked = step->property("key").toString() == QLatin1String("operating-point");
            QCOMPARE(label == QLatin1String("?"), asked);
            hidden += asked;
        }
        QCOMPARE(hidden, 1);
    }

    void waterfallClaim()
    {
        Scenario s = gptOss();
        s.claimId = QStringLiteral("jalapeno-gptoss-peak");
        s.assumptions.denominator = DenominatorKind::Measured;
        s.assumptions.boundary = Boundary::Chip;
        s.assumptions.atPeak = false; // where the sibling claim was published
        s.assumptions.interactivity = 535;
        QChart chart;
        populateChart(chart, QStringLiteral("waterfall"), inputs(s));
        QVERIFY2(chart.title().contains(QStringLiteral("from 1.9× to 68.4×")), qPrintable(chart.title()));
        const QStringList labels = BarAnnotations::of(&chart)->texts();
        QCOMPARE(labels.first(), QStringLiteral("1.9×"));
        // Jalapeño's 550 W is an upper bound: the factor and the band are open above.
        QVERIFY2(labels[1].startsWith(QStringLiteral("×1.27 (×0.636 or more)")), qPrintable(labels[1]));
        QVERIFY2(labels[3].startsWith(QStringLiteral("×28.3")), qPrintable(labels[3]));
        QCOMPARE(labels.last(), QStringLiteral("68.4×\n≥ 34.2×"));
        QCOMPARE(withRole(chart, QStringLiteral("band")).size(), 2); // where the band enters, and the end
        QVERIFY(ChartStamp::of(&chart)->text().contains(QStringLiteral("Claim jalapeno-gptoss-peak")));
        // Rated: the published 1.9× to the published 53.7×.
        s.assumptions.denominator = DenominatorKind::Tdp;
        populateChart(chart, QStringLiteral("waterfall"), inputs(s));
        QVERIFY(chart.title().contains(QStringLiteral("from 1.9× to 53.7×")));
        QVERIFY(withRole(chart, QStringLiteral("band")).isEmpty());
        // Rebuilt on the same chart: only the new labels remain in the scene.
        int labelItems = 0;
        for (QGraphicsItem* item : chart.childItems()) labelItems += dynamic_cast<QGraphicsSimpleTextItem*>(item) ? 1 : 0;
        QCOMPARE(labelItems, int(BarAnnotations::of(&chart)->texts().size()));
        QCOMPARE(labelItems, 6);
    }

    void waterfallExplainsWhenEmpty()
    {
        QChart chart;
        populateChart(chart, QStringLiteral("waterfall"), inputs(gptOss({QStringLiteral("h200 vllm fp4")})));
        QVERIFY(chart.series().isEmpty());
        QVERIFY2(ChartNote::of(&chart)->text().contains(QStringLiteral("at least two systems")), qPrintable(ChartNote::of(&chart)->text()));
        Scenario s = gptOss();
        s.claimId = QStringLiteral("no-such-claim");
        populateChart(chart, QStringLiteral("waterfall"), inputs(s));
        QVERIFY(ChartNote::of(&chart)->text().contains(QStringLiteral("no-such-claim")));
        populateChart(chart, QStringLiteral("tornado"), inputs(gptOss({QStringLiteral("h200 vllm fp4")})));
        QVERIFY(chart.series().isEmpty());
        QVERIFY(ChartNote::of(&chart)->text().contains(QStringLiteral("at least two systems")));
    }

    void tornadoChart()
    {
        Scenario s = gptOss();
        s.assumptions.denominator = DenominatorKind::Measured;
        s.assumptions.boundary = Boundary::Node;
        const ChartInputs in = inputs(s);
        const Tornado t = tornadoFor(in);
        QChart chart;
        populateChart(chart, QStringLiteral("tornado"), in);
        const QList<QAbstractSeries*> centre = withRole(chart, QStringLiteral("centre"));
        QCOMPARE(centre.size(), 1);
        QCOMPARE(qobject_cast<QLineSeries*>(centre.first())->at(0).x(), t.ratio);
        int drawable = 0;
        for (const TornadoBar& b : t.bars) drawable += b.applicable && b.spread() > 1e-12 ? 1 : 0;
        QCOMPARE(withRole(chart, QStringLiteral("bar-low")).size(), drawable);
        QCOMPARE(withRole(chart, QStringLiteral("bar-high")).size(), drawable);
        QCOMPARE(withRole(chart, QStringLiteral("tick")).size(), int(t.bars.size()) - drawable);
        // The largest swing is the top row, and its ends are the bar's ratios.
        for (QAbstractSeries* series : withRole(chart, QStringLiteral("bar-low"))) {
            auto* a = qobject_cast<QAreaSeries*>(series);
            const int k = a->property("bar").toInt();
            QCOMPARE(a->upperSeries()->at(0).y(), double(t.bars.size() - 1 - k) + 0.22);
            const double end = a->property("ratio").toDouble();
            QCOMPARE(end, t.bars[k].ratioAtLow);
        }
        const QStringList labels = BarAnnotations::of(&chart)->texts();
        QVERIFY2(labels.first().contains(QStringLiteral("subject 100 %, baseline 50 %")), qPrintable(labels.first()));
        QVERIFY(labels.last().startsWith(QStringLiteral("no effect")));
    }

    void frontierDrawsBandsInsteadOfDropping()
    {
        Scenario s = gptOss();
        s.assumptions.denominator = DenominatorKind::Measured;
        s.efficiencyAxis = true;
        const ChartInputs in = inputs(s);
        QChart chart;
        populateChart(chart, QStringLiteral("frontier"), in);
        QCOMPARE(chart.property("omittedPoints").toInt(), 0);
        QCOMPARE(chart.property("bandSystems").toStringList(), QStringList({"h200 vllm fp4", "b200 trt fp4"}));
        const QList<QAbstractSeries*> bandPoints = withRole(chart, QStringLiteral("band-points"));
        QCOMPARE(bandPoints.size(), 2);
        for (QAbstractSeries* series : bandPoints) {
            const SystemResult& sys = in.comparison.systems[series->property("system").toInt()];
            const double tdp = in.catalog.spec(sys.key.hardware).tdpW;
            auto* sc = qobject_cast<QScatterSeries*>(series);
            QCOMPARE(sc->count(), 2 * int(sys.allPoints.size()));
            for (int i = 0; i < sys.allPoints.size(); ++i) {
                const double t = sys.allPoints[i].tput;
                QVERIFY(qFuzzyCompare(sc->at(2 * i).y(), t / (tdp * 1.0 / 1000)));
                QVERIFY(qFuzzyCompare(sc->at(2 * i + 1).y(), t / (tdp * 0.5 / 1000)));
            }
        }
        QCOMPARE(withRole(chart, QStringLiteral("band")).size(), 2);
        QCOMPARE(withRole(chart, QStringLiteral("sample-band")).size(), 2);
        QVERIFY(ChartNote::of(&chart)->text().contains(QStringLiteral("50–100 % of TDP")));
        // Under TDP there is nothing unknown: no bands.
        s.assumptions.denominator = DenominatorKind::Tdp;
        populateChart(chart, QStringLiteral("frontier"), inputs(s));
        QVERIFY(withRole(chart, QStringLiteral("band")).isEmpty() && withRole(chart, QStringLiteral("band-points")).isEmpty());
    }

    void efficiencyShowsRangesNotNa()
    {
        Scenario s = gptOss();
        s.assumptions.denominator = DenominatorKind::Measured;
        const ChartInputs in = inputs(s);
        QChart chart;
        populateChart(chart, QStringLiteral("efficiency"), in);
        const QStringList texts = BarAnnotations::of(&chart)->texts();
        QCOMPARE(texts.size(), 4);
        for (const QString& t : texts) {
            QVERIFY2(!t.contains(QStringLiteral("n/a")) && t.contains(QStringLiteral("range")), qPrintable(t));
        }
        QVERIFY2(texts[2].contains(QStringLiteral("×")), qPrintable(texts[2])); // the b200 ratio carries the band
        QCOMPARE(withRole(chart, QStringLiteral("range")).size(), 4);
    }

    void renderWaterfallAndTornado_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::newRow("waterfall") << "waterfall";
        QTest::newRow("tornado") << "tornado";
    }

    void renderWaterfallAndTornado()
    {
        QFETCH(QString, chart);
        const QString scenarioFile = m_dir.filePath(QStringLiteral("scenario.json"));
        test::writeAll(scenarioFile, QByteArray::fromStdString(toJson(gptOss()).dump(2)));
        const QString out = m_dir.filePath(chart + QStringLiteral(".svg"));
        int code = -1;
        QByteArray log;
        const QByteArray stdOut =
            runBinary({QStringLiteral("render"), scenarioFile, QStringLiteral("--chart"), chart, QStringLiteral("-o"), out}, &code, &log);
        QVERIFY2(code == 0, log.constData());
        QVERIFY2(stdOut.contains("(" + chart.toUtf8() + ", scenario "), stdOut.constData());
        // The stamp is text in the SVG, with the scenario code the command printed.
        const QByteArray code10 = stdOut.mid(stdOut.indexOf(", scenario ") + 11, 10);
        const QString svg = QString::fromUtf8(test::readAll(out));
        QVERIFY(svg.contains(QStringLiteral("Denominator: rated TDP")));
        QVERIFY2(svg.contains(QStringLiteral("Scenario ") + QString::fromLatin1(code10)), code10.constData());
        QVERIFY(
            svg.contains(chart == QLatin1String("waterfall") ? QStringLiteral("your reading") : QStringLiteral("Total vs output tokens")));
    }

    void claimJsonHasAssessment()
    {
        int code = -1;
        const QByteArray out =
            runBinary({QStringLiteral("claim"), QStringLiteral("jalapeno-gptoss-peak"), QStringLiteral("--json")}, &code);
        QCOMPARE(code, 0);
        const nlohmann::json j = nlohmann::json::parse(out.constData());
        QVERIFY(j.contains("rederived") && j.contains("published_ratio")); // existing keys kept
        const nlohmann::json& a = j.at("assessment");
        QCOMPARE(a.at("questions")[1].at("state").get<std::string>(), std::string("ambiguous"));
        QCOMPARE(a.at("sibling").get<std::string>(), std::string("jalapeno-gptoss-matched"));
        QVERIFY(std::fabs(a.at("readings")[1].at("ratio").get<double>() - 85448.0 / 44960 * 700 / 550) < 1e-9);
    }
};

QTEST_MAIN(TestClaimCharts)
#include "test_claim_charts.moc"
