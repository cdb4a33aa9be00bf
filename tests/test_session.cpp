// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// A whole session driven headless, as the window drives it: open a store of real InferenceX
// results, change assumptions, undo and redo (with merged slider steps), read what every front
// end draws, import more data, and export a chart whose embedded scenario is the session's.

#include "export/chart_exporter.h"
#include "session/session.h"
#include "test_support.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace denominator;
using namespace denominator::test;

namespace {
const QString kRun = QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json");
const QString kOtherRun = QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json");
} // namespace

class TestSession : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;

private slots:
    void init()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("s.sqlite")));
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("s.sqlite")))));
        const ImportReport r = m_store->importFile(testData(kRun));
        QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    }

    void cleanup() { m_store.reset(); }

    void startsOnTheDefaultWorkloadWithNothingToUndo()
    {
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        QCOMPARE(session.scenario().model, QStringLiteral("gpt-oss-120b"));
        QVERIFY(session.holdsWorkload(session.scenario()));
        QVERIFY(!session.scenario().assumptions.atPeak);
        QCOMPARE(session.scenario().assumptions.interactivity, kDefaultMatchedInteractivity);
        QVERIFY(!session.history().canUndo() && !session.history().canRedo());
        QVERIFY(!session.allSystems().systems.isEmpty());
        QCOMPARE(session.comparison().systems.size(), session.shownSystems().size());
        QVERIFY(session.sources().points > 0);
    }

    void editsAreUndoneAndRedoneAndSlidersMergeIntoOneStep()
    {
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        int changes = 0;
        session.onChanged = [&] { ++changes; };
        const Scenario start = session.scenario();
        const double before = session.comparison().systems.first().tokensPerSecPerKw;

        Scenario rack = start;
        rack.assumptions.boundary = Boundary::Rack;
        QVERIFY(session.edit(rack, QStringLiteral("Boundary: rack")));
        QVERIFY(!session.edit(rack, QStringLiteral("again"))); // no change, no step
        QCOMPARE(changes, 1);
        // A wider boundary adds watts: the same system's efficiency falls.
        QVERIFY(session.comparison().systems.first().tokensPerSecPerKw < before);

        // Three slider steps with one merge key are one undo step.
        for (double x : {40.0, 45.0, 50.0}) {
            Scenario s = session.scenario();
            s.assumptions.interactivity = x;
            QVERIFY(session.edit(s, QStringLiteral("Interactivity"), QStringLiteral("interactivity")));
        }
        QCOMPARE(session.history().count(), 2);
        QCOMPARE(session.history().undoText(), QStringLiteral("Interactivity"));
        QCOMPARE(session.comparison().assumptions.interactivity, 50.0);

        QVERIFY(session.undo());
        QCOMPARE(session.scenario().assumptions.interactivity, start.assumptions.interactivity);
        QVERIFY(session.scenario().assumptions.boundary == Boundary::Rack);
        QVERIFY(session.undo());
        QVERIFY(session.scenario().assumptions.boundary == Boundary::Chip);
        QCOMPARE(session.comparison().systems.first().tokensPerSecPerKw, before); // the same number again
        QVERIFY(!session.undo());
        QVERIFY(session.redo());
        QVERIFY(session.scenario().assumptions.boundary == Boundary::Rack);
        QCOMPARE(session.history().redoText(), QStringLiteral("Interactivity"));

        // A new edit after an undo drops what could be redone, and does not merge into the undone step.
        Scenario tokens = session.scenario();
        tokens.assumptions.tokens = TokenKind::Output;
        QVERIFY(session.edit(tokens, QStringLiteral("Tokens: output")));
        QVERIFY(!session.history().canRedo());
        QCOMPARE(session.history().count(), 2);
    }

    void everyFrontEndDrawsTheSameInputs()
    {
        // The window draws chartInputs(); render, the lessons and the diff ask inputsFor(): for
        // the session's own scenario they are the same numbers under the same stamp.
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        Scenario s = session.scenario();
        s.assumptions.denominator = DenominatorKind::Measured;
        session.edit(s, QStringLiteral("Denominator: measured"));
        const ChartInputs mine = session.chartInputs(), theirs = MUST(session.inputsFor(session.scenario()));
        QCOMPARE(mine.scenario, theirs.scenario);
        QCOMPARE(stampFor(mine), stampFor(theirs));
        QCOMPARE(mine.comparison.systems.size(), theirs.comparison.systems.size());
        for (qsizetype i = 0; i < mine.comparison.systems.size(); ++i) {
            const SystemResult &a = mine.comparison.systems[i], &b = theirs.comparison.systems[i];
            QCOMPARE(a.label, b.label);
            QCOMPARE(a.tokensPerSecPerKw, b.tokensPerSecPerKw);
            QCOMPARE(a.tokensPerSecPerKwLow, b.tokensPerSecPerKwLow);
        }
        QVERIFY(!mine.scenario.sourceSha256.isEmpty());

        // A session over one scenario (render's, a claim card's) reads only its workload and
        // draws the same: the points it holds are that workload's, fewer than the store's.
        const Session one = MUST(Session::open(*m_store, HardwareCatalog::bundled(), session.scenario()));
        const ChartInputs rendered = MUST(one.inputsFor(session.scenario()));
        QCOMPARE(rendered.scenario, theirs.scenario);
        QCOMPARE(stampFor(rendered), stampFor(theirs));
        QCOMPARE(rendered.comparison.systems.size(), theirs.comparison.systems.size());
        for (qsizetype i = 0; i < rendered.comparison.systems.size(); ++i)
            QCOMPARE(rendered.comparison.systems[i].tokensPerSecPerKw, theirs.comparison.systems[i].tokensPerSecPerKw);
        QVERIFY(std::all_of(one.storedPoints().begin(), one.storedPoints().end(), [&](const BenchmarkPoint& p) {
            return p.model == session.scenario().model && p.isl == session.scenario().isl && p.osl == session.scenario().osl;
        }));
        QVERIFY(!one.storedPoints().isEmpty() && one.storedPoints().size() < session.storedPoints().size());

        // Moved to another workload, it reads that one from the store for inputsFor(), and its
        // reload() reads its own workload again.
        Session moved = MUST(Session::open(*m_store, HardwareCatalog::bundled(), session.scenario()));
        const auto other = std::find_if(moved.workloads().begin(), moved.workloads().end(), [&](const WorkloadSummary& w) {
            return w.model == session.scenario().model && (w.isl != session.scenario().isl || w.osl != session.scenario().osl);
        });
        QVERIFY(other != moved.workloads().end());
        Scenario elsewhere = session.scenario();
        elsewhere.isl = other->isl;
        elsewhere.osl = other->osl;
        elsewhere.systems.clear();
        QVERIFY(moved.edit(elsewhere, QStringLiteral("Workload")));
        const ChartInputs read = MUST(moved.inputsFor(elsewhere)), full = MUST(session.inputsFor(elsewhere));
        QVERIFY(!read.comparison.systems.isEmpty());
        QCOMPARE(read.comparison.systems.size(), full.comparison.systems.size());
        MUST(moved.reload());
        QCOMPARE(moved.storedPoints().size(), one.storedPoints().size());
    }

    void aModelOnlyAnotherBenchmarkRanIsAWorkload()
    {
        // MLPerf's llama2-70b-99 was never run by InferenceX: its workload is the other
        // benchmarks' own datasets, listed after InferenceX's, and the cross-source chart draws
        // it on every hardware measured; the scenario names that workload in its file.
        QTemporaryDir dir;
        Store store = MUST(Store::open(dir.filePath(QStringLiteral("m.sqlite"))));
        const QString mlperf = sourceDir(QStringLiteral("tests/data/cross-source/mlperf/summary_results_v4.1_llm_power_rows.json"));
        QVERIFY(store.importFile(mlperf).ok());
        Session session = MUST(Session::open(store, HardwareCatalog::bundled()));
        QVERIFY(!session.workloads().isEmpty());
        for (const WorkloadSummary& w : session.workloads()) QVERIFY(isDataset(w.isl, w.osl));
        // With nothing of InferenceX's, the start is the one chart that draws what is stored.
        QVERIFY(isDataset(session.scenario().isl, session.scenario().osl));
        QCOMPARE(session.scenario().chart, QStringLiteral("cross-source"));
        Scenario s = session.scenario();
        s.model = QStringLiteral("llama2-70b-99");
        QVERIFY(session.edit(s, QStringLiteral("Workload")));
        QVERIFY(session.holdsWorkload(session.scenario()));
        QVERIFY(session.allSystems().systems.isEmpty()); // nothing of InferenceX's to compare
        const ChartInputs in = session.chartInputs();
        QCOMPARE(in.crossSource.size(), 2); // Offline and Server
        const CrossSourceView v = crossSourceViewFor(in);
        QCOMPARE(v.hardware, QStringList{QStringLiteral("h200")}); // every hardware drawn, named
        QCOMPARE(v.series.size(), 2);
        QCOMPARE(in.sources.size(), 1); // the export records the MLPerf file
        // The Data tab's precisions choose among them: none of these results is fp8.
        Scenario fp8 = session.scenario();
        fp8.precision = QStringLiteral("fp8");
        QVERIFY(session.edit(fp8, QStringLiteral("Precision")));
        QVERIFY(session.chartInputs().crossSource.isEmpty());
        QVERIFY(session.undo());
        QCOMPARE(session.chartInputs().crossSource.size(), 2);
        const nlohmann::json j = toJson(session.scenario());
        QCOMPARE(j.at("selection").at("workload").get<std::string>(), std::string("benchmark-dataset"));
        QVERIFY(!j.at("selection").contains("isl") && !j.at("selection").contains("osl"));
        const auto back = scenarioFromJson(j);
        QVERIFY2(bool(back), back ? "" : qPrintable(back.error().toString()));
        QCOMPARE(*back, session.scenario());
        // MLPerf v6.0's performance-only results give no workload: its chart would draw nothing.
        const QList<WorkloadSummary> before = session.workloads();
        QVERIFY(store
                    .importFile(
                        sourceDir(QStringLiteral("tests/data/cross-source/mlperf/summary_results_v6.0_gptoss_dsr1_perf_only_rows.json")))
                    .ok());
        MUST(session.reload());
        QCOMPARE(session.workloads().size(), before.size());
        QVERIFY(datasetWorkloads(MUST(otherBenchmarkPoints(store)), DatasetResults::All).size() > before.size());
        // InferenceX's workloads come first once it has some.
        QVERIFY(store.importFile(testData(kRun)).ok());
        MUST(session.reload());
        QVERIFY(session.workloads().first().isl > 0);
        QVERIFY(isDataset(session.workloads().last().isl, session.workloads().last().osl));
        QVERIFY(!isDataset(session.defaultScenario().isl, session.defaultScenario().osl));
    }

    void aDatasetWorkloadsSystemsAreItsHardware()
    {
        // ML.ENERGY measured gpt-oss-120b on H100 and B200: its benchmark-dataset workload offers
        // both as its systems, draws every one by default, and only the ones chosen otherwise.
        QTemporaryDir dir;
        Store store = MUST(Store::open(dir.filePath(QStringLiteral("e.sqlite"))));
        QVERIFY(store.importFile(sourceDir(QStringLiteral("tests/data/cross-source/mlenergy/openai__gpt-oss-120b__gpqa.json"))).ok());
        Session session = MUST(Session::open(store, HardwareCatalog::bundled()));
        Scenario s = session.scenario();
        QVERIFY(isDataset(s.isl, s.osl));
        QCOMPARE(s.model, QStringLiteral("gpt-oss-120b"));
        const QStringList both{QStringLiteral("b200"), QStringLiteral("h100")};
        QCOMPARE(session.datasetHardware(s.model), both);
        QCOMPARE(session.shownSystems(), both);
        const qsizetype all = session.chartInputs().crossSource.size();
        s.systems = QStringList{QStringLiteral("b200"), QStringLiteral("mi355x")}; // one it was never measured on
        QVERIFY(session.edit(s, QStringLiteral("Systems")));
        QCOMPARE(session.scenario().systems, QStringList{QStringLiteral("b200")});
        QCOMPARE(session.shownSystems(), QStringList{QStringLiteral("b200")});
        const ChartInputs in = session.chartInputs();
        QVERIFY(!in.crossSource.isEmpty() && in.crossSource.size() < all);
        for (const BenchmarkPoint& p : in.crossSource) QCOMPARE(p.hardware, QStringLiteral("b200"));
        QCOMPARE(crossSourceViewFor(in).hardware, QStringList{QStringLiteral("b200")});
        QCOMPARE(in.scenario.systems, QStringList{QStringLiteral("b200")}); // what an export records
        // What `render` and `verify` draw for the scenario is the same.
        QCOMPARE(MUST(session.inputsFor(session.scenario())).crossSource.size(), in.crossSource.size());
        QVERIFY(session.undo());
        QCOMPARE(session.chartInputs().crossSource.size(), all);
    }

    void anImportIsSeenAfterReload()
    {
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        const int version = session.dataVersion();
        const qsizetype points = session.storedPoints().size();
        const ImportReport r = m_store->importFile(testData(kOtherRun));
        QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
        QCOMPARE(session.storedPoints().size(), points); // read once per change, not per redraw
        MUST(session.reload());
        QVERIFY(session.storedPoints().size() > points);
        QCOMPARE(session.dataVersion(), version + 1);
    }

    void importedClaimsAreReadWithoutRereadingThePoints()
    {
        // The claim checker imports a claims file: the session reads the claims again, not every
        // stored point (the data table keeps its place).
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        int changes = 0;
        session.onChanged = [&] { ++changes; };
        const int data = session.dataVersion(), claims = session.claimsVersion();
        const qsizetype before = session.claims().size();
        const QString path = m_dir.filePath(QStringLiteral("my_claims.json"));
        writeAll(path, R"({"format": "denominator-claims", "version": 1, "claims": [
            {"id": "vendor-b200-vs-h200", "title": "B200 vs H200", "model": "gpt-oss-120b",
             "metric": "tokens_per_s_per_kw", "operating_point": {"kind": "matched", "interactivity": 100},
             "systems": [{"label": "B200", "hardware": "b200", "value": 3000, "denominator": {"kind": "tdp", "watts": 1000}},
                         {"label": "H200", "hardware": "h200", "value": 1500, "denominator": {"kind": "tdp", "watts": 700}}]}]})");
        const ImportReport r = m_store->importFile(path);
        QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
        MUST(session.reloadClaims());
        QCOMPARE(session.claims().size(), before + 1);
        QCOMPARE(session.claimsVersion(), claims + 1);
        QCOMPARE(session.dataVersion(), data);
        QCOMPARE(changes, 1);
        QCOMPARE(session.chartInputs().claims.size(), before + 1);
    }

    void exportsWhatItShows()
    {
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        Scenario s = session.scenario();
        s.chart = QStringLiteral("efficiency");
        s.assumptions.tokens = TokenKind::Output;
        session.edit(s, QStringLiteral("Efficiency, output tokens"));
        const QString path = m_dir.filePath(QStringLiteral("session.svg"));
        ui::ExportOptions options;
        QVERIFY_OK(ui::exportChart(session.chartInputs(), session.scenario().chart, path, options));
        const auto embedded = ui::readScenarioFile(path);
        QVERIFY_OK(embedded);
        QCOMPARE(*embedded, session.chartInputs().scenario); // the drawn systems and files, as shown
        QVERIFY(embedded->assumptions.tokens == TokenKind::Output);
        QVERIFY(readAll(path).contains(scenarioCode(*embedded).toUtf8()));
        // Undone, the session shows what it showed before; the file keeps what was exported.
        QVERIFY(session.undo());
        QVERIFY(session.scenario().assumptions.tokens == TokenKind::Total);
        QVERIFY(!(session.chartInputs().scenario == *embedded));
    }
};

QTEST_MAIN(TestSession)
#include "test_session.moc"
