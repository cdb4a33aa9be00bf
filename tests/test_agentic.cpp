// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Agentic-coding (AgentX) workloads: every row generation imports, a zero-request row is skipped by
// name, interactivity is read under a visible definition, and a query's energy is derived or
// measured, never guessed. Real June 2026 files plus one constructed nested-layout file
// (tests/data/PROVENANCE.md says which is which).

#include "core/comparison.h"
#include "core/stamp.h"
#include "core/workload.h"
#include "import/import_driver.h"
#include "scenario/scenario.h"
#include "scenario/scenario_diff.h"
#include "session/reading_table.h"
#include "store/store.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace denominator;
using namespace denominator::test;

namespace {

const QString kB200 = QStringLiteral("agentx_kimik2.5/kimik2.5-fp4-b200-vllm-agentic-lmcache_agg_bmk.json");
const QString kMi355x = QStringLiteral("agentx_kimik2.5/kimik2.5-fp4-mi355x-vllm-agentic-lmcache_agg_bmk.json");
const QString kNested = QStringLiteral("agentx_v3_constructed/agentx_v3_nested_constructed.json");

ComparisonRequest agenticRequest(AgenticInteractivity d)
{
    ComparisonRequest r;
    r.model = QStringLiteral("Kimi-K2.5");
    r.isl = r.osl = kAgenticLength;
    r.hardware = {QStringLiteral("b200"), QStringLiteral("mi355x")};
    r.assumptions.agenticInteractivity = d;
    r.assumptions.tokens = TokenKind::Output;
    return r;
}

} // namespace

class TestAgentic : public QObject {
    Q_OBJECT
private slots:
    void workloadNames();
    void juneFlatRowsImport();
    void nestedRowsImport();
    void apiAgenticRow();
    void unknownWorkloadTypeRefused();
    void definitionsReadTheirOwnLatency();
    void e2eWithoutTracesDrawsNothingAndSaysWhy();
    void joulesPerQueryDerivedAndMeasured();
    void storeKeepsAgenticMetrics();
    void scenarioNamesTheWorkload();
    void stampNamesTheDefinition();
    void compareOnTheCommandLine();
    void northStarKeepsTheCanonicalWinners();
};

void TestAgentic::workloadNames()
{
    QCOMPARE(workloadName(1024, 1024), QStringLiteral("1k/1k"));
    QCOMPARE(workloadName(8192, 1024), QStringLiteral("8k/1k"));
    QCOMPARE(workloadName(1000, 200), QStringLiteral("1000/200"));
    QCOMPARE(workloadName(kAgenticLength, kAgenticLength), QStringLiteral("agentic-coding"));
    QCOMPARE(workloadFromName(QStringLiteral("8k/1k"))->isl, 8192);
    QCOMPARE(workloadFromName(QStringLiteral("1024/8192"))->osl, 8192);
    QVERIFY(isAgentic(workloadFromName(QStringLiteral("agentic-coding"))->isl, workloadFromName(QStringLiteral("agentic-coding"))->osl));
    QVERIFY(!workloadFromName(QStringLiteral("8k")));
    QVERIFY(!workloadFromName(QStringLiteral("0/1k")));
    QVERIFY(!workloadFromName(QStringLiteral("agentic-chat")));
    QVERIFY(agenticInteractivityFromString(QStringLiteral("p75-itl")) == AgenticInteractivity::P75Itl);
    QVERIFY(!agenticInteractivityFromString(QStringLiteral("p99-itl")));
}

void TestAgentic::juneFlatRowsImport()
{
    const ParsedFile b200 = parseFile(testData(kB200));
    QVERIFY2(b200.ok(), qPrintable(issuesText(b200.errors)));
    QCOMPARE(b200.format, QStringLiteral("inferencex-agg"));
    QCOMPARE(b200.points.size(), 22); // 23 rows, one with zero successful requests
    QVERIFY2(b200.notes.join(u'\n').contains(
                 QLatin1String("1 row skipped: zero successful requests (InferenceX drops such rows too): row 9 (b200-dgxc, 32 clients)")),
             qPrintable(b200.notes.join(u'\n')));
    int offloaded = 0;
    for (const BenchmarkPoint& p : b200.points) {
        QVERIFY(p.agentic);
        QVERIFY(isAgentic(p.isl, p.osl));
        QCOMPARE(p.benchmarkType, QStringLiteral("agentic_traces"));
        QCOMPARE(p.hardware, QStringLiteral("b200"));
        QVERIFY(!isKnown(p.medianIntvty)); // the file's *_intvty is never taken as the interactivity
        QVERIFY(p.agentic->successfulRequests > 0);
        offloaded += p.agentic->offload == QLatin1String("on");
    }
    QCOMPARE(offloaded, 10); // the rows with offloading "lmcache"
    // Row 0 (conc 14, TP4, LMCache): p90_itl 0.018513 s, so 1 / P90 ITL = 54.02, not the stored 97.95.
    const BenchmarkPoint& first = b200.points.first();
    QCOMPARE(first.conc, 14);
    QCOMPARE(first.gpus, 4);
    QCOMPARE(qRound(interactivityOf(first, AgenticInteractivity::P90Itl) * 100), 5402);
    QVERIFY(!isKnown(interactivityOf(first, AgenticInteractivity::P90E2e))); // no per-request trace: no value
    QCOMPARE(qRound(first.agentic->outputTokensPerQuery * 100), 95602);
    QCOMPARE(first.agentic->successfulRequests, 383);

    const ParsedFile mi = parseFile(testData(kMi355x));
    QVERIFY2(mi.ok(), qPrintable(issuesText(mi.errors)));
    QCOMPARE(mi.points.size(), 20);
    QVERIFY(!mi.notes.join(u'\n').contains(QLatin1String("zero successful")));
}

void TestAgentic::nestedRowsImport()
{
    const ParsedFile f = parseFile(testData(kNested));
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QCOMPARE(f.points.size(), 1);
    QVERIFY(f.notes.join(u'\n').contains(QLatin1String("row 1 (b200, 32 clients)")));
    const BenchmarkPoint& p = f.points.first();
    QVERIFY(p.agentic);
    QCOMPARE(p.gpus, 4); // tp × pp × pcp_size
    QCOMPARE(p.tputPerGpu, 4939.14);
    QCOMPARE(p.outputTputPerGpu, 50.65);
    QCOMPARE(p.agentic->p90Itl, 0.01951); // full-response ITL preferred over plain ITL (0.018513)
    QCOMPARE(p.agentic->p75Itl, 0.01502);
    QCOMPARE(p.agentic->p90E2eIntvty, 14.8);
    QCOMPARE(p.agentic->p75E2eIntvty, 19.6);
    QCOMPARE(p.agentic->outputTokensPerQuery, 956.02);
    QCOMPARE(p.agentic->durationSeconds, 1807.27);
    QCOMPARE(p.agentic->offload, QStringLiteral("on")); // kv_offloading "dram"
    QCOMPARE(p.agentic->joulesPerQuery, 15336.0);
    QVERIFY(p.measuredPower);
    QCOMPARE(p.measuredPower->watts, 812.5);
    QCOMPARE(p.medianTtft, 31.2);
}

void TestAgentic::apiAgenticRow()
{
    // The shape of an /api/v1/benchmarks row of benchmark_type agentic_traces: no lengths, flat
    // metrics with v2 names, offload_mode on/off.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("api_agentic.json"));
    writeAll(path, R"([{"hardware":"mi355x","framework":"vllm","model":"kimik2.5","precision":"fp4","spec_method":"none",
        "disagg":false,"is_multinode":false,"benchmark_type":"agentic_traces","isl":null,"osl":null,"conc":8,
        "offload_mode":"off","decode_tp":4,"date":"2026-08-20","num_requests_total":392,"num_requests_successful":392,
        "run_url":"https://github.com/SemiAnalysisAI/InferenceX/actions/runs/17000000001/attempts/1",
        "metrics":{"tput_per_gpu":5445.6,"output_tput_per_gpu":60.2,"input_tput_per_gpu":5385.4,"p90_itl":0.0249,
          "p75_itl":0.0201,"duration_seconds":1819.0,"mean_output_tokens_actual":1117.0}},
      {"hardware":"mi355x","framework":"vllm","model":"kimik2.5","precision":"fp4","benchmark_type":"agentic_traces",
        "isl":null,"osl":null,"conc":64,"decode_tp":4,"num_requests_total":5,"num_requests_successful":0,"metrics":{}},
      {"hardware":"mi355x","framework":"vllm","model":"kimik2.5","precision":"fp4","benchmark_type":"agentic_traces",
        "isl":null,"osl":null,"conc":8,"decode_tp":4,"metrics":{"tput_per_gpu":5311.2,"output_tput_per_gpu":58.1,
          "p90_itl":0.0267,"offload_mode":"on"}}])");
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QCOMPARE(f.format, QStringLiteral("inferencex-api"));
    QCOMPARE(f.points.size(), 2);
    QVERIFY(f.notes.join(u'\n').contains(QLatin1String("row 1 (mi355x, 64 clients)")));
    // The database's rows keep offload_mode in metrics; a row without counts still imports.
    QCOMPARE(f.points.last().agentic->offload, QStringLiteral("on"));
    QCOMPARE(f.points.last().agentic->successfulRequests, 0);
    const BenchmarkPoint& p = f.points.first();
    QVERIFY(isAgentic(p.isl, p.osl));
    QCOMPARE(p.model, QStringLiteral("Kimi-K2.5"));
    QCOMPARE(p.gpus, 4);
    QCOMPARE(p.agentic->offload, QStringLiteral("off"));
    QCOMPARE(p.agentic->successfulRequests, 392);
    QCOMPARE(qRound(interactivityOf(p, AgenticInteractivity::P75Itl) * 1000), qRound(1000 / 0.0201));
    QCOMPARE(p.provenance.runId, QStringLiteral("17000000001"));
}

void TestAgentic::unknownWorkloadTypeRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chat.json"));
    QByteArray bytes = readAll(testData(kB200));
    bytes.replace("\"agentic-coding\"", "\"agentic-chat\"");
    writeAll(path, bytes);
    const ParsedFile f = parseFile(path);
    QVERIFY(!f.ok());
    QVERIFY(f.points.isEmpty());
    const QString text = issuesText(f.errors);
    QVERIFY2(text.contains(QLatin1String("row 0, field \"scenario_type\"")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("agentic-chat")));
}

void TestAgentic::definitionsReadTheirOwnLatency()
{
    const ParsedFile f = parseFile(testData(kNested));
    QVERIFY(f.ok());
    const BenchmarkPoint& p = f.points.first();
    QCOMPARE(interactivityOf(p, AgenticInteractivity::P90E2e), 14.8);
    QCOMPARE(interactivityOf(p, AgenticInteractivity::P75E2e), 19.6);
    QCOMPARE(interactivityOf(p, AgenticInteractivity::P90Itl), 1 / 0.01951);
    QCOMPARE(interactivityOf(p, AgenticInteractivity::P75Itl), 1 / 0.01502);
    // A fixed-length point keeps 1000 / median TPOT whatever the agentic definition.
    BenchmarkPoint fixed;
    fixed.medianIntvty = 42;
    QCOMPARE(interactivityOf(fixed, AgenticInteractivity::P90Itl), 42.0);
}

void TestAgentic::e2eWithoutTracesDrawsNothingAndSaysWhy()
{
    QList<BenchmarkPoint> points = parseFile(testData(kB200)).points + parseFile(testData(kMi355x)).points;
    const Comparison none = compare(points, agenticRequest(AgenticInteractivity::P90E2e), HardwareCatalog::bundled());
    QVERIFY(none.systems.isEmpty());
    const QString notes = none.notes.join(u'\n');
    QVERIFY2(notes.contains(QLatin1String("42 agentic points have no P90 E2E-normalised")), qPrintable(notes));
    QVERIFY(notes.contains(QLatin1String("b200 has points in this workload, none with this interactivity")));
    const Comparison itl = compare(points, agenticRequest(AgenticInteractivity::P90Itl), HardwareCatalog::bundled());
    QCOMPARE(itl.systems.size(), 2);
    // A fixed-length request never sees agentic points, and the reverse.
    ComparisonRequest fixed = agenticRequest(AgenticInteractivity::P90Itl);
    fixed.isl = fixed.osl = 0;
    QVERIFY(compare(points, fixed, HardwareCatalog::bundled()).systems.isEmpty());
}

void TestAgentic::joulesPerQueryDerivedAndMeasured()
{
    QList<BenchmarkPoint> points = parseFile(testData(kB200)).points;
    ComparisonRequest req = agenticRequest(AgenticInteractivity::P90Itl);
    req.hardware = {QStringLiteral("b200")};
    const Comparison peak = compare(points, req, HardwareCatalog::bundled());
    QCOMPARE(peak.systems.size(), 1);
    const SystemResult& s = peak.systems.first();
    QVERIFY(s.sample.status == PointStatus::Measured);
    // Rated: 1000 W TDP × output tokens per request ÷ output tokens/s per GPU.
    QVERIFY(isKnown(s.joulesPerQuery));
    QCOMPARE(s.joulesPerQuery, 1000.0 * s.sample.tokensPerQuery / s.sample.outputTput);
    QVERIFY(s.joulesPerQueryBasis.contains(QLatin1String("output tokens per request")));

    // Measured at the chip: the row's own joules per successful query, not a recombination.
    ComparisonRequest measured = agenticRequest(AgenticInteractivity::P90E2e);
    measured.hardware = {QStringLiteral("b200")};
    measured.assumptions.denominator = DenominatorKind::Measured;
    const Comparison m = compare(parseFile(testData(kNested)).points, measured, HardwareCatalog::bundled());
    QCOMPARE(m.systems.size(), 1);
    QCOMPARE(m.systems.first().joulesPerQuery, 15336.0);
    QVERIFY(m.systems.first().joulesPerQueryBasis.startsWith(QLatin1String("measured")));
    // A reading outside the tested range has no energy per query.
    ComparisonRequest far = req;
    far.assumptions.atPeak = false;
    far.assumptions.interactivity = 1000;
    QVERIFY(!isKnown(compare(points, far, HardwareCatalog::bundled()).systems.first().joulesPerQuery));
}

void TestAgentic::storeKeepsAgenticMetrics()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("a.sqlite"))));
    QVERIFY(store.importFile(testData(kNested)).errors.isEmpty());
    QCOMPARE(store.importFile(testData(kNested)).inserted, 0); // the same file adds nothing
    QCOMPARE(MUST(store.workloads()).size(), 1);
    QVERIFY(isAgentic(MUST(store.workloads()).first().isl, MUST(store.workloads()).first().osl));
    PointFilter f;
    f.isl = f.osl = kAgenticLength;
    const QList<BenchmarkPoint> back = MUST(store.points(f));
    QCOMPARE(back.size(), 1);
    QVERIFY(back.first().agentic);
    const AgenticMetrics& a = *back.first().agentic;
    QCOMPARE(a.p90Itl, 0.01951);
    QCOMPARE(a.p90E2eIntvty, 14.8);
    QCOMPARE(a.successfulRequests, 383);
    QCOMPARE(a.outputTokensPerQuery, 956.02);
    QCOMPARE(a.offload, QStringLiteral("on"));
    QCOMPARE(a.joulesPerQuery, 15336.0);
    f.isl = f.osl = 1024;
    QVERIFY(MUST(store.points(f)).isEmpty());
}

void TestAgentic::scenarioNamesTheWorkload()
{
    Scenario s;
    s.model = QStringLiteral("Kimi-K2.5");
    s.isl = s.osl = kAgenticLength;
    s.assumptions.agenticInteractivity = AgenticInteractivity::P75Itl;
    const nlohmann::json j = toJson(s);
    QCOMPARE(j["selection"]["workload"], "agentic-coding");
    QVERIFY(!j["selection"].contains("isl"));
    QCOMPARE(j["assumptions"]["interactivity_definition"], "p75-itl");
    const auto back = scenarioFromJson(j);
    QVERIFY(back);
    QCOMPARE(*back, s);
    // A fixed-length scenario is written as before (its code does not change).
    Scenario fixed;
    fixed.model = QStringLiteral("DeepSeek-R1-0528");
    fixed.isl = fixed.osl = 1024;
    QVERIFY(!toJson(fixed)["selection"].contains("workload"));
    QVERIFY(!toJson(fixed)["assumptions"].contains("interactivity_definition"));
    // The diff says what an agentic workload has instead of lengths, never "-1".
    const QList<ScenarioDifference> d = diffScenarios(fixed, s);
    QVERIFY(std::any_of(d.begin(), d.end(), [](const ScenarioDifference& x) { return x.b == QLatin1String("none (agentic-coding)"); }));
    nlohmann::json bad = j;
    bad["selection"]["workload"] = "agentic-chat";
    QVERIFY(!scenarioFromJson(bad));
    QVERIFY(scenarioFromJson(bad).error().toString().contains(QLatin1String("workload")));
}

void TestAgentic::stampNamesTheDefinition()
{
    QList<BenchmarkPoint> points = parseFile(testData(kB200)).points;
    ComparisonRequest req = agenticRequest(AgenticInteractivity::P90Itl);
    req.assumptions.atPeak = false;
    req.assumptions.interactivity = 50;
    req.assumptions.tokens = TokenKind::Total;
    const Comparison c = compare(points, req, HardwareCatalog::bundled());
    const QString stamp = stampText(c);
    QVERIFY2(stamp.contains(QLatin1String("agentic-coding (AgentX), interactivity = 1 / P90 inter-token latency")), qPrintable(stamp));
    QVERIFY(stamp.contains(QLatin1String("(1 / P90 ITL)")));
    QVERIFY(stamp.contains(QLatin1String("agentic input counts cached prompt tokens")));
    QCOMPARE(xAxisTitle(c, FrontierX::Interactivity), QStringLiteral("Interactivity (tok/s/user, 1 / P90 ITL)"));
}

void TestAgentic::compareOnTheCommandLine()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cli.sqlite"));
    const ProgramRun imported = runProgram({QStringLiteral("import"), QStringLiteral("--db"), db, testData(kB200), testData(kMi355x)});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err + imported.out));
    QVERIFY(imported.out.contains(QLatin1String("row 9 (b200-dgxc, 32 clients)")));
    const ProgramRun run =
        runProgram({QStringLiteral("compare"), QStringLiteral("--db"), db, QStringLiteral("--model"), QStringLiteral("Kimi-K2.5"),
                    QStringLiteral("--workload"), QStringLiteral("agentic-coding"), QStringLiteral("--interactivity"),
                    QStringLiteral("p90-itl"), QStringLiteral("--hardware"), QStringLiteral("b200,mi355x"),
                    QStringLiteral("--at-interactivity"), QStringLiteral("50"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const nlohmann::json j = nlohmann::json::parse(run.out.toStdString());
    QCOMPARE(j["assumptions"]["workload"], "agentic-coding");
    QCOMPARE(j["assumptions"]["interactivity_definition"], "1 / P90 inter-token latency");
    QCOMPARE(j["assumptions"]["tokens"], "output"); // the default numerator of an agentic workload
    QCOMPARE(j["systems"].size(), 2u);
    for (const auto& s : j["systems"]) {
        QCOMPARE(s["status"], "interpolated");
        QVERIFY(s["throughput_per_gpu"].get<double>() > 0);
        QVERIFY(s["joules_per_query"].get<double>() > 0);
        QCOMPARE(s["wh_per_query"].get<double>(), s["joules_per_query"].get<double>() / 3600);
    }
    // The text output names the definition and how each J/query was found.
    const ProgramRun text = runProgram({QStringLiteral("compare"), QStringLiteral("--db"), db, QStringLiteral("--model"),
                                        QStringLiteral("Kimi-K2.5"), QStringLiteral("--workload"), QStringLiteral("agentic-coding"),
                                        QStringLiteral("--interactivity"), QStringLiteral("p90-itl"), QStringLiteral("--hardware"),
                                        QStringLiteral("b200,mi355x"), QStringLiteral("--at-interactivity"), QStringLiteral("50")});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY2(text.out.contains(QLatin1String("interactivity = 1 / P90 inter-token latency")), qPrintable(text.out));
    QCOMPARE(text.out.count(QLatin1String("J/query (derived: W x output tokens per request / output tok/s)")), 2);
    // `points` takes the same workload and definition.
    const ProgramRun pts = runProgram({QStringLiteral("points"), QStringLiteral("--db"), db, QStringLiteral("--model"),
                                       QStringLiteral("Kimi-K2.5"), QStringLiteral("--workload"), QStringLiteral("agentic-coding"),
                                       QStringLiteral("--interactivity"), QStringLiteral("p90-itl"), QStringLiteral("--json")});
    QVERIFY2(pts.exitCode == 0, qPrintable(pts.err));
    const nlohmann::json rows = nlohmann::json::parse(pts.out.toStdString());
    QCOMPARE(rows.size(), 42u);
    QCOMPARE(rows[0]["workload"], "agentic-coding");
    QCOMPARE(rows[0]["interactivity_definition"], "1 / P90 inter-token latency");
    QCOMPARE(qRound(rows[0]["interactivity"].get<double>() * 100), 5402);
    // A definition the option does not know is refused by name.
    const ProgramRun bad =
        runProgram({QStringLiteral("compare"), QStringLiteral("--db"), db, QStringLiteral("--workload"), QStringLiteral("agentic-coding"),
                    QStringLiteral("--interactivity"), QStringLiteral("p99"), QStringLiteral("--hardware"), QStringLiteral("b200")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QLatin1String("--interactivity: expected p90-e2e")));
    // The default definition needs traces these files lack: the points are there, none drawn, and
    // the message says so and what reads them (it said "no stored points match").
    const ProgramRun traceless = runProgram({QStringLiteral("compare"), QStringLiteral("--db"), db, QStringLiteral("--model"),
                                             QStringLiteral("Kimi-K2.5"), QStringLiteral("--workload"), QStringLiteral("agentic-coding"),
                                             QStringLiteral("--hardware"), QStringLiteral("b200,mi355x")});
    QCOMPARE(traceless.exitCode, 2);
    QVERIFY2(traceless.err.contains(QLatin1String("agentic-coding on b200,mi355x has 42 stored points, none drawn")) &&
                 traceless.err.contains(QLatin1String("--interactivity p90-itl")) &&
                 !traceless.err.contains(QLatin1String("no stored points")),
             qPrintable(traceless.err));
    // `render` answers the same, from the same count (it said "no stored points for").
    const ProgramRun drawn =
        runProgram({QStringLiteral("render"), QStringLiteral("--db"), db, QStringLiteral("--model"), QStringLiteral("Kimi-K2.5"),
                    QStringLiteral("--workload"), QStringLiteral("agentic-coding"), QStringLiteral("-o"), db + QStringLiteral(".png")});
    QCOMPARE(drawn.exitCode, 2);
    QVERIFY2(drawn.err.contains(QLatin1String("Kimi-K2.5 agentic-coding has 42 stored points, none drawn under these assumptions:\n")) &&
                 !drawn.err.contains(QLatin1String("no stored points")),
             qPrintable(drawn.err));
}

void TestAgentic::northStarKeepsTheCanonicalWinners()
{
    // Three agentic points all on the front by 1 / P90 ITL; on E2E-normalised interactivity C is
    // beaten by B (12 > 11 tok/s/user and 80 > 60 tok/s/GPU), so North Star leaves C off.
    const auto point = [](qint64 id, double itl, double e2e, double tput) {
        FrontierPoint p;
        p.pointId = id;
        p.interactivity = itl;
        p.canonicalX = e2e;
        p.tput = p.outputTput = tput;
        p.agentic = true;
        return p;
    };
    const QList<FrontierPoint> pts{point(1, 50, 10, 100), point(2, 60, 12, 80), point(3, 70, 11, 60), point(4, 80, kNaN, 50)};
    const auto ids = [](const Frontier& f) {
        QList<qint64> out;
        for (const FrontierPoint& p : f.points()) out << p.pointId;
        return out;
    };
    QCOMPARE(ids(Frontier::build(pts, false, FrontierRule::Pareto)), (QList<qint64>{1, 2, 3, 4}));
    // Point 4 has no trace: never a winner.
    QCOMPARE(ids(Frontier::build(pts, false, FrontierRule::NorthStar)), (QList<qint64>{1, 2}));
    QCOMPARE(northStarWinners(pts, false), (QSet<qint64>{1, 2}));
    // Fixed-length points are the same under both rules.
    QList<FrontierPoint> fixed = pts;
    for (FrontierPoint& p : fixed) p.agentic = false;
    QCOMPARE(ids(Frontier::build(fixed, false, FrontierRule::NorthStar)), (QList<qint64>{1, 2, 3, 4}));

    // The June files have no traces: under North Star no system has a front, and the notes say why.
    const QList<BenchmarkPoint> june = parseFile(testData(kB200)).points + parseFile(testData(kMi355x)).points;
    ComparisonRequest req = agenticRequest(AgenticInteractivity::P90Itl);
    req.assumptions.frontierRule = FrontierRule::NorthStar;
    const Comparison c = compare(june, req, HardwareCatalog::bundled());
    QCOMPARE(c.systems.size(), 2);
    for (const SystemResult& sys : c.systems) QVERIFY(sys.frontier.isEmpty());
    const QString notes = c.notes.join(u'\n');
    QVERIFY2(notes.contains(QLatin1String("no North Star front (no per-request traces")) && notes.contains(QLatin1String("b200")),
             qPrintable(notes));
    QVERIFY(stampText(c).contains(QLatin1String("Frontier rule: North Star")));
    QVERIFY(readingRows(c, c).first().readAt.startsWith(QLatin1String("no reading: no North Star front")));
    // Kept back by a lesson, the rule reads the same whichever it is: the stamp and the status
    // line show its place, never whether it is there.
    ComparisonRequest paretoReq = req;
    paretoReq.assumptions.frontierRule = FrontierRule::Pareto;
    const Comparison p = compare(june, paretoReq, HardwareCatalog::bundled());
    const QStringList kept{QStringLiteral("frontier_rule")};
    QCOMPARE(summaryText(p.assumptions, kept), summaryText(c.assumptions, kept));
    QCOMPARE(stampLines(p, kept).last(), stampLines(c, kept).last());
    QVERIFY(stampLines(c, kept).last().contains(QLatin1String("Frontier rule: ")));
    // The rule is a scenario assumption like the others, written only when chosen.
    const nlohmann::json j = toJson(req.assumptions);
    QCOMPARE(j.value("frontier_rule", std::string()), std::string("north-star"));
    QVERIFY(!toJson(agenticRequest(AgenticInteractivity::P90Itl).assumptions).contains("frontier_rule"));
    QVERIFY(assumptionsFromJson(j)->frontierRule == FrontierRule::NorthStar);
    QVERIFY(!stampText(compare(june, agenticRequest(AgenticInteractivity::P90Itl), HardwareCatalog::bundled()))
                 .contains(QLatin1String("Frontier rule")));
}

QTEST_GUILESS_MAIN(TestAgentic)
#include "test_agentic.moc"
