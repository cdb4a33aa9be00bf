// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// MLPerf Inference Power and ML.ENERGY beside InferenceX: their real files import with the
// definitions their numbers follow (boundary, per, tokens, latency condition), J per output token
// is exactly what each benchmark publishes, broken copies change nothing, and InferenceX's charts
// never draw another benchmark's points.

#include "core/benchmark_source.h"
#include "core/counted.h"
#include "core/cross_source.h"
#include "core/number_format.h"
#include "core/sha256.h"
#include "core/workload.h"
#include "import/import_driver.h"
#include "store/store.h"
#include "test_support.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

class TestOtherBenchmarks : public QObject {
    Q_OBJECT

private slots:
    void mlperfPowerRowsCarryWallWatts();
    void mlperfRowsWithoutPowerHaveNone();
    void mlenergyConfigurationsArePerGpu();
    void inferencexChartsNeverDrawThem();
    void brokenMlperfCopyChangesNothing();
    void brokenMlenergyCopyChangesNothing();
    void reimportAddsNothing();
    void laterSummarySchemaAndNonLlmRows();
    void rowsWithoutOneAcceleratorAreSkippedByName();
    void pointsJsonCarriesTheDefinitions();
    void crossSourceViewNamesWhatDiffers();
    void resultsWithoutInteractivityAreLevels();
    void renderedCrossSourceCarriesTheDefinitions();
    void energyOnlyRowsAreNotLevels();
    void aModelOnlyMlperfRanRendersAndVerifies();
    void aPerformanceOnlyModelIsPointedTo();
    void mlperfRunFolderRecomputesPowerResult();
    void brokenRunFolderChangesNothing();
    void runFolderPowerFollowsMlcommonsChecker();
    void aRunFolderChartBundlesWithItsLogs();
    void aRunFolderRecordsItsLogsAsRead();
};

namespace {

QString crossSource(const QString& relative) { return sourceDir(QStringLiteral("tests/data/cross-source/") + relative); }
const QString kMlperfPower = QStringLiteral("mlperf/summary_results_v4.1_llm_power_rows.json");
const QString kMlperfV6 = QStringLiteral("mlperf/summary_results_v6.0_gptoss_dsr1_perf_only_rows.json");
const QString kGptoss = QStringLiteral("mlenergy/openai__gpt-oss-120b__gpqa.json");

const QString kRunRoot = QStringLiteral("mlperf/v4.1-run-folder/closed/NVIDIA");
const QString kSystem = QStringLiteral("H200-SXM-141GBx8_TRT_MaxQ");

QString runFolder(const QString& root, const QString& scenario)
{
    return QStringLiteral("%1/results/%2/llama2-70b-99/%3/performance/run_1").arg(root, kSystem, scenario);
}

/// A writable copy of the shipped Offline run folder with its system description, under `root`.
QString copyRunFolder(const QString& root)
{
    const QString from = crossSource(kRunRoot);
    const QString run = runFolder(root, QStringLiteral("Offline"));
    QDir().mkpath(run);
    QDir().mkpath(root + QStringLiteral("/systems"));
    for (const char* f : {"mlperf_log_summary.txt", "mlperf_log_detail.txt", "spl.txt"})
        writeAll(run + QLatin1Char('/') + QLatin1String(f),
                 readAll(runFolder(from, QStringLiteral("Offline")) + QLatin1Char('/') + QLatin1String(f)));
    const QString system = QStringLiteral("/systems/") + kSystem + QStringLiteral(".json");
    writeAll(root + system, readAll(from + system));
    return run;
}

nlohmann::json readJson(const QString& path) { return nlohmann::json::parse(readAll(path).toStdString()); }

PointFilter only(Benchmark b)
{
    PointFilter f;
    f.benchmark = b;
    return f;
}

bool near(double a, double b, double relative = 1e-9) { return std::fabs(a - b) <= relative * std::fabs(b); }

/// A CSV line's cells, still quoted: quoted cells may hold commas ("1× B200, max_num_seqs 8").
QStringList csvCells(const QString& line)
{
    QStringList cells;
    static const QRegularExpression cell(QStringLiteral("(?:^|,)(\"(?:[^\"]|\"\")*\"|[^,]*)"));
    for (auto it = cell.globalMatch(line); it.hasNext();) cells << it.next().captured(1);
    return cells;
}

} // namespace

void TestOtherBenchmarks::mlperfPowerRowsCarryWallWatts()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const ImportReport r = store.importFile(crossSource(kMlperfPower));
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    QCOMPARE(r.format, QStringLiteral("mlperf-summary"));
    QCOMPARE(r.inserted, 10);
    const nlohmann::json rows = readJson(crossSource(kMlperfPower));
    const QList<BenchmarkPoint> pts = MUST(store.points(only(Benchmark::MLPerf)));
    QCOMPARE(pts.size(), 10);
    for (const BenchmarkPoint& p : pts) {
        const nlohmann::json& row = rows.at(std::size_t(p.provenance.rowIndex));
        QVERIFY(p.benchmark == Benchmark::MLPerf);
        QCOMPARE(p.provenance.runId, QString::fromStdString(row.at("ID").get<std::string>()));
        QCOMPARE(p.gpus, 8);
        QCOMPARE(p.hardware, QStringLiteral("h200"));
        QVERIFY(isDataset(p.isl, p.osl));
        QVERIFY(p.measuredPower);
        QCOMPARE(p.measuredPower->boundary, QStringLiteral("wall"));
        // J per output token at the wall = Power_Result / Performance_Result, whatever the split per accelerator.
        const double power = row.at("Power_Result").get<double>(), perf = row.at("Performance_Result").get<double>();
        QVERIFY(near(p.measuredPower->watts / p.outputTputPerGpu, power / perf));
        QVERIFY(near(p.measuredPower->watts * p.gpus, power));
        QVERIFY(p.measuredPower->sourceText.contains(QLatin1String("whole system AC at the wall")));
        QVERIFY(!isKnown(p.medianIntvty)); // MLPerf publishes no interactivity
        const QString scenario = QString::fromStdString(row.at("Scenario").get<std::string>());
        if (scenario == QLatin1String("Offline"))
            QCOMPARE(p.latencyCondition, QStringLiteral("none (Offline: no latency limit)"));
        else if (p.modelRaw.startsWith(QLatin1String("llama2-70b")))
            QCOMPARE(p.latencyCondition, QStringLiteral("p99 TTFT ≤ 2000 ms and p99 TPOT ≤ 200 ms (Server)"));
        else if (p.modelRaw.startsWith(QLatin1String("gptj")))
            QVERIFY2(p.latencyCondition.contains(QLatin1String("not in summary_results.json")), qPrintable(p.latencyCondition));
    }
    QVERIFY(r.notes.join(QLatin1Char('\n')).contains(QLatin1String("10 rows carry MLPerf power")));
}

void TestOtherBenchmarks::mlperfRowsWithoutPowerHaveNone()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const ImportReport r = store.importFile(crossSource(kMlperfV6));
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    const nlohmann::json rows = readJson(crossSource(kMlperfV6));
    const QList<BenchmarkPoint> pts = MUST(store.points(only(Benchmark::MLPerf)));
    QCOMPARE(pts.size(), int(rows.size()));
    QSet<QString> hardware;
    for (const BenchmarkPoint& p : pts) {
        QVERIFY(!p.measuredPower); // a row is never given power it did not measure
        const nlohmann::json& row = rows.at(std::size_t(p.provenance.rowIndex));
        QCOMPARE(p.gpus, row.at("Total Accelerators").get<int>());
        QVERIFY(near(p.outputTputPerGpu * p.gpus, row.at("Performance_Result").get<double>()));
        hardware << p.hardware;
    }
    for (const char* h : {"b200", "b300", "gb200", "gb300", "h200", "mi355x"}) QVERIFY2(hardware.contains(QLatin1String(h)), h);
    // gpt-oss-120b has InferenceX's name; MLPerf's DeepSeek-R1 is not claimed to be R1-0528.
    const QStringList models = [&] {
        QStringList m;
        for (const BenchmarkPoint& p : pts) m << p.model;
        m.removeDuplicates();
        m.sort();
        return m;
    }();
    QCOMPARE(models, (QStringList{QStringLiteral("deepseek-r1"), QStringLiteral("gpt-oss-120b")}));
    const auto interactive = std::find_if(pts.begin(), pts.end(), [](const BenchmarkPoint& p) {
        return p.model == QLatin1String("gpt-oss-120b") && p.benchmarkType == QLatin1String("mlperf-interactive");
    });
    QVERIFY(interactive != pts.end());
    QCOMPARE(interactive->latencyCondition, QStringLiteral("p99 TTFT ≤ 2000 ms and p99 TPOT ≤ 15 ms (Interactive)"));
}

void TestOtherBenchmarks::mlenergyConfigurationsArePerGpu()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const ImportReport r = store.importFile(crossSource(kGptoss));
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    QCOMPARE(r.format, QStringLiteral("mlenergy-model"));
    const nlohmann::json configs = readJson(crossSource(kGptoss)).at("configurations");
    const QList<BenchmarkPoint> pts = MUST(store.points(only(Benchmark::MLEnergy)));
    QCOMPARE(pts.size(), int(configs.size()));
    for (const BenchmarkPoint& p : pts) {
        const nlohmann::json& c = configs.at(std::size_t(p.provenance.rowIndex));
        QCOMPARE(p.model, QStringLiteral("gpt-oss-120b")); // InferenceX's name for the same model
        QCOMPARE(p.precision, QStringLiteral("fp4"));
        QCOMPARE(p.gpus, c.at("num_gpus").get<int>());
        QCOMPARE(p.conc, c.at("max_num_seqs").get<int>());
        QVERIFY(p.measuredPower);
        QCOMPARE(p.measuredPower->boundary, QStringLiteral("board"));
        QVERIFY(near(p.measuredPower->watts * p.gpus, c.at("avg_power_watts").get<double>()));
        QVERIFY(near(p.measuredPower->watts / p.outputTputPerGpu, c.at("energy_per_token_joules").get<double>()));
        QVERIFY(near(p.medianIntvty, 1000.0 / c.at("median_itl_ms").get<double>()));
        QCOMPARE(p.latencyCondition, QStringLiteral("none: batch-size sweep at max_num_seqs %1 (steady state)").arg(p.conc));
    }
}

void TestOtherBenchmarks::inferencexChartsNeverDrawThem()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    QVERIFY(store.importFile(crossSource(kGptoss)).ok());
    QVERIFY(store.importFile(crossSource(kMlperfPower)).ok());
    QVERIFY(MUST(store.points()).isEmpty()); // the default is InferenceX's definitions
    QVERIFY(MUST(store.workloads()).isEmpty());
    PointFilter any;
    any.benchmark = std::nullopt;
    QCOMPARE(MUST(store.points(any)).size(), 39 + 10);
}

void TestOtherBenchmarks::brokenMlperfCopyChangesNothing()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("d.sqlite"))));
    QVERIFY(store.importFile(crossSource(kGptoss)).ok());
    const int sourcesBefore = int(MUST(store.sources()).size());
    nlohmann::json rows = readJson(crossSource(kMlperfPower));
    const struct {
        const char* field;
        nlohmann::json value;
        const char* expected;
    } cases[] = {
        {"Performance_Result", "fast", "tokens/s"},
        {"Power_Result", -5.0, "watts"},
        {"Power_Units", "kW", "expected Watts"},
        {"a#", 0, "a GPU count"},
    };
    for (const auto& c : cases) {
        nlohmann::json broken = rows;
        broken.at(3)[c.field] = c.value;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        writeAll(path, QByteArray::fromStdString(broken.dump(1)));
        const ImportReport r = store.importFile(path);
        QVERIFY2(!r.ok(), c.field);
        const Issue& e = r.errors.first();
        QCOMPARE(e.file, path);
        QCOMPARE(e.row, 3);
        QCOMPARE(e.field, QString::fromLatin1(c.field));
        QVERIFY2(e.message.contains(QLatin1String(c.expected)), qPrintable(e.toString()));
        QVERIFY(e.line > 0);
        QCOMPARE(MUST(store.points(PointFilter::of(std::nullopt))).size(), 39);
    }
    nlohmann::json mismatch = readJson(crossSource(kMlperfV6));
    mismatch.at(0)["Total Accelerators"] = 7;
    const QString path = dir.filePath(QStringLiteral("accelerators.json"));
    writeAll(path, QByteArray::fromStdString(mismatch.dump()));
    const ImportReport r = store.importFile(path);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().field, QStringLiteral("Total Accelerators"));
    QVERIFY2(r.errors.first().message.contains(QStringLiteral("a# × Nodes")), qPrintable(r.errors.first().toString()));
    QCOMPARE(int(MUST(store.sources()).size()), sourcesBefore); // no source row left behind by a refused file
    QCOMPARE(MUST(store.points(PointFilter::of(std::nullopt))).size(), 39);
}

void TestOtherBenchmarks::brokenMlenergyCopyChangesNothing()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("d.sqlite"))));
    QVERIFY(store.importFile(crossSource(kMlperfPower)).ok());
    const nlohmann::json doc = readJson(crossSource(kGptoss));
    const struct {
        const char* field;
        nlohmann::json value;
        const char* expected;
    } cases[] = {
        {"energy_per_token_joules", 0.9, "avg_power_watts / output_throughput_tokens_per_sec"},
        {"num_gpus", 0, "a GPU count"},
        {"avg_power_watts", nullptr, "missing"},
        {"median_itl_ms", 0.0, "above 0 ms"},
    };
    for (const auto& c : cases) {
        nlohmann::json broken = doc;
        broken.at("configurations").at(2)[c.field] = c.value;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        writeAll(path, QByteArray::fromStdString(broken.dump()));
        const ImportReport r = store.importFile(path);
        QVERIFY2(!r.ok(), c.field);
        const Issue& e = r.errors.first();
        QCOMPARE(e.row, 2);
        QCOMPARE(e.field, QStringLiteral("configurations[2].") + QString::fromLatin1(c.field));
        QVERIFY2(e.message.contains(QLatin1String(c.expected)), qPrintable(e.toString()));
        QCOMPARE(MUST(store.points(PointFilter::of(std::nullopt))).size(), 10);
    }
}

void TestOtherBenchmarks::reimportAddsNothing()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    for (const QString& f : {kMlperfPower, kGptoss}) {
        QVERIFY(store.importFile(crossSource(f)).ok());
        const ImportReport again = store.importFile(crossSource(f));
        QVERIFY(again.ok());
        QCOMPARE(again.inserted, 0);
    }
    // The same rows in another file (a list of some elements) are the same results.
    nlohmann::json some = readJson(crossSource(kMlperfPower));
    some.erase(some.begin());
    QTemporaryDir dir;
    writeAll(dir.filePath(QStringLiteral("some.json")), QByteArray::fromStdString(some.dump()));
    const ImportReport subset = store.importFile(dir.filePath(QStringLiteral("some.json")));
    QVERIFY(subset.ok());
    QCOMPARE(subset.inserted, 0);
    QCOMPARE(MUST(store.points(PointFilter::of(std::nullopt))).size(), 10 + 39);
}

void TestOtherBenchmarks::laterSummarySchemaAndNonLlmRows()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const QString later = dir.filePath(QStringLiteral("summary.json"));
    writeAll(later, R"([{"Organization":"NVIDIA","SystemName":"GB300","Result":12.5,"Units":"Tokens/s","has_power":false}])");
    const ImportReport refused = store.importFile(later);
    QVERIFY(!refused.ok());
    QVERIFY2(issuesText(refused.errors).contains(QLatin1String("summary_results.json of v4.1 to v6.0")),
             qPrintable(issuesText(refused.errors)));
    nlohmann::json rows = readJson(crossSource(kMlperfPower));
    nlohmann::json image = rows.at(0);
    image["Model"] = "resnet";
    image["Performance_Units"] = "Samples/s";
    image["ID"] = "v4.1-resnet";
    rows.push_back(image);
    const QString mixed = dir.filePath(QStringLiteral("mixed.json"));
    writeAll(mixed, QByteArray::fromStdString(rows.dump()));
    const ImportReport r = store.importFile(mixed);
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    QCOMPARE(r.inserted, 10);
    QVERIFY2(r.notes.join(QLatin1Char('\n')).contains(QLatin1String("1 row skipped: not a throughput in Tokens/s")),
             qPrintable(r.notes.join('\n')));
}

void TestOtherBenchmarks::rowsWithoutOneAcceleratorAreSkippedByName()
{
    // A whole summary_results.json holds CPU-only LLM submissions (Accelerator and a# empty) and
    // clusters of two accelerator types: the file imports, those rows are named in a note.
    nlohmann::json rows = readJson(crossSource(kMlperfPower));
    nlohmann::json cpu = rows.at(4);
    cpu["ID"] = "v4.1-cpu";
    cpu["Accelerator"] = "";
    cpu["a#"] = "";
    nlohmann::json mixed = rows.at(5);
    mixed["ID"] = "v4.1-mixed";
    mixed["Accelerator"] = "AMD Instinct MI300X 192GB HBM3 (x32), AMD Instinct MI325X 256GB HBM3e (x16)";
    nlohmann::json named = rows.at(6);
    named["ID"] = "v4.1-named";
    named["Accelerator"] = "NVIDIA H200-SXM-141GB (x6)";
    named["Model"] = "llama2-70b-named"; // another result, not a copy of row 6
    nlohmann::json namedAgain = named;   // the same submission's other scenario
    namedAgain["Scenario"] = named.at("Scenario") == "Offline" ? "Server" : "Offline";
    rows.push_back(cpu);
    rows.push_back(mixed);
    rows.push_back(named);
    rows.push_back(namedAgain);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("whole.json"));
    writeAll(path, QByteArray::fromStdString(rows.dump()));
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const ImportReport r = store.importFile(path);
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    QCOMPARE(r.inserted, 12);
    const QString notes = r.notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QLatin1String("2 rows skipped: no one accelerator to divide by: v4.1-cpu (no accelerator: CPU only), "
                                          "v4.1-mixed (several accelerator types)")),
             qPrintable(notes));
    QVERIFY2(notes.count(QStringLiteral("v4.1-named: the accelerator name says x6, a# × Nodes says 8; 8 used")) == 1, qPrintable(notes));
    // An ML.ENERGY file under another name holds the same configurations: nothing is added.
    QVERIFY(store.importFile(crossSource(kGptoss)).ok());
    const QString renamed = dir.filePath(QStringLiteral("copy.json"));
    nlohmann::json doc = readJson(crossSource(kGptoss));
    doc["note"] = "a renamed, edited copy";
    writeAll(renamed, QByteArray::fromStdString(doc.dump()));
    const ImportReport again = store.importFile(renamed);
    QVERIFY2(again.ok(), qPrintable(issuesText(again.errors)));
    QCOMPARE(again.inserted, 0);
}

void TestOtherBenchmarks::pointsJsonCarriesTheDefinitions()
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    const ProgramRun imported = runProgram({QStringLiteral("import"), crossSource(kMlperfPower), crossSource(kGptoss)}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const auto points = [&](const QString& source) {
        const ProgramRun run = runProgram({QStringLiteral("points"), QStringLiteral("--source"), source, QStringLiteral("--json")}, env);
        if (run.exitCode != 0) qWarning() << run.err;
        return nlohmann::json::parse(run.out.toStdString());
    };
    const nlohmann::json mlperf = points(QStringLiteral("mlperf"));
    const nlohmann::json rows = readJson(crossSource(kMlperfPower));
    QCOMPARE(int(mlperf.size()), 10);
    for (const nlohmann::json& p : mlperf) {
        const nlohmann::json& row = rows.at(p.at("row").get<std::size_t>());
        QCOMPARE(p.at("benchmark").get<std::string>(), std::string("mlperf"));
        QCOMPARE(p.at("boundary").get<std::string>(), std::string("system-wall-ac"));
        QCOMPARE(p.at("per").get<std::string>(), std::string("system"));
        QCOMPARE(p.at("tokens").get<std::string>(), std::string("output"));
        QCOMPARE(p.at("workload").get<std::string>(), std::string("benchmark-dataset"));
        QVERIFY(near(p.at("watts").get<double>(), row.at("Power_Result").get<double>()));
        QVERIFY(near(p.at("joules_per_output_token").get<double>(),
                     row.at("Power_Result").get<double>() / row.at("Performance_Result").get<double>()));
        QVERIFY(!p.at("latency_condition").get<std::string>().empty());
        QVERIFY(p.at("interactivity").is_null());
        QVERIFY(p.at("conc").is_null()); // MLPerf publishes no concurrency: none, never 0
    }
    const nlohmann::json mlenergy = points(QStringLiteral("mlenergy"));
    const nlohmann::json configs = readJson(crossSource(kGptoss)).at("configurations");
    QCOMPARE(int(mlenergy.size()), int(configs.size()));
    for (const nlohmann::json& p : mlenergy) {
        const nlohmann::json& c = configs.at(p.at("row").get<std::size_t>());
        QCOMPARE(p.at("per").get<std::string>(), std::string("deployment"));
        QCOMPARE(p.at("boundary").get<std::string>(), std::string("gpu-board"));
        QVERIFY(near(p.at("joules_per_output_token").get<double>(), c.at("energy_per_token_joules").get<double>()));
        QVERIFY(near(p.at("watts").get<double>(), c.at("avg_power_watts").get<double>()));
        QCOMPARE(p.at("interactivity_definition").get<std::string>(), std::string("1000 / median ITL (ms)"));
    }
    QCOMPARE(int(points(QStringLiteral("all")).size()), 10 + int(configs.size()));
    QCOMPARE(int(points(QStringLiteral("inferencex")).size()), 0);
    // The text table says what each column counts: output tokens and wall power for MLPerf.
    const ProgramRun text = runProgram({QStringLiteral("points"), QStringLiteral("--source"), QStringLiteral("mlperf")}, env);
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    const QStringList lines = text.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.first().contains(QLatin1String("\ttokens\t")) && lines.first().contains(QLatin1String("\tboundary\tbenchmark\t")));
    QCOMPARE(lines.size(), 1 + 10 + 1); // header, rows, count
    for (const QString& line : lines.mid(1, 10)) {
        const QStringList cells = line.split(QLatin1Char('\t'));
        QCOMPARE(cells.value(8), QStringLiteral("output"));
        QCOMPARE(cells.value(10), QStringLiteral("none")); // MLPerf publishes no tok/s/user
        QCOMPARE(cells.value(5), QStringLiteral("n/a"));   // nor a concurrency
        QCOMPARE(cells.value(12), QStringLiteral("system-wall-ac"));
        QCOMPARE(cells.value(13), QStringLiteral("mlperf"));
    }
    // ML.ENERGY's tok/s/user is 1000 / median ITL, InferenceX's 1000 / median TPOT: the column says which.
    const ProgramRun energy = runProgram({QStringLiteral("points"), QStringLiteral("--source"), QStringLiteral("mlenergy")}, env);
    QVERIFY2(energy.exitCode == 0, qPrintable(energy.err));
    QVERIFY(energy.out.split(QLatin1Char('\n')).first().contains(QLatin1String("\ttok/s/user\ttok/s/user is\t")));
    QCOMPARE(energy.out.split(QLatin1Char('\n')).value(1).split(QLatin1Char('\t')).value(10), QStringLiteral("1000/median ITL"));
    const ProgramRun bad = runProgram({QStringLiteral("points"), QStringLiteral("--source"), QStringLiteral("spec")}, env);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("expected inferencex, yours, mlperf, mlenergy or all")), qPrintable(bad.err));
}

void TestOtherBenchmarks::crossSourceViewNamesWhatDiffers()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const QString ix = testData(QStringLiteral("harness_agg_bmk_mantile/run_20316427102_agg_bmk.json")); // gpt-oss-120b on b200, 1k/1k
    for (const QString& f : {ix, crossSource(kGptoss), crossSource(kMlperfPower)}) QVERIFY(store.importFile(f).ok());
    const QList<BenchmarkPoint> all = MUST(store.points(PointFilter::of(std::nullopt, QStringLiteral("gpt-oss-120b"))));
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    const CrossSourceView v = crossSourceView(QStringLiteral("gpt-oss-120b"), {QStringLiteral("b200")}, all, catalog);
    QVERIFY(v.benchmarks == (QList<Benchmark>{Benchmark::InferenceX, Benchmark::MLEnergy}));
    QStringList names;
    for (const CrossSourceSeries& s : v.series) names << s.name;
    QCOMPARE(names, (QStringList{QStringLiteral("InferenceX 1k/1k · b200 fp4 · rated TDP"), QStringLiteral("ML.ENERGY gpqa · b200 fp4")}));
    QVERIFY(v.series.first().rated);
    QVERIFY(!v.series.last().rated);
    // InferenceX without measured power: rated TDP (1,000 W for a B200) ÷ output tokens/s per GPU.
    const QList<BenchmarkPoint> ixPoints = MUST(store.points(PointFilter::of(Benchmark::InferenceX, QStringLiteral("gpt-oss-120b"))));
    for (const CrossSourceMark& m : v.series.first().marks) {
        const auto p = std::find_if(ixPoints.begin(), ixPoints.end(), [&](const BenchmarkPoint& q) { return q.id == m.pointId; });
        QVERIFY(p != ixPoints.end());
        QVERIFY(near(m.joulesPerOutputToken, 1000.0 / p->outputTputPerGpu));
        QVERIFY(m.power.startsWith(QLatin1String("rated TDP")));
    }
    int b200 = 0;
    const nlohmann::json gptoss = readJson(crossSource(kGptoss));
    for (const nlohmann::json& c : gptoss.at("configurations")) b200 += c.at("gpu_model").get<std::string>() == "B200";
    QCOMPARE(int(v.series.last().marks.size()), b200); // the H100 configurations are another GPU
    QCOMPARE(v.comparability.size(), 1);
    QCOMPARE(v.comparability.first(),
             QStringLiteral("InferenceX vs ML.ENERGY: not comparable as published: they differ in watts (InferenceX: rated TDP; "
                            "ML.ENERGY: measured GPU board), window (InferenceX: none (a rating); ML.ENERGY: steady state (a full "
                            "batch producing tokens, before it drains)), work (InferenceX: 1k/1k requests; ML.ENERGY: gpqa prompts), "
                            "interactivity (InferenceX: 1000 / median TPOT; ML.ENERGY: 1000 / median ITL). Aligned here: output "
                            "tokens on both sides; \"per\" does not change J per output token"));
    QCOMPARE(v.ratedTdp, QStringList{QStringLiteral("b200 1,000 W")});
    QCOMPARE(
        v.comparabilityBrief,
        QStringList{QStringLiteral("InferenceX vs ML.ENERGY: not comparable as published (watts, window, work, interactivity differ)")});
    QVERIFY(v.definitionLines.first().startsWith(QStringLiteral("Boundary — InferenceX: GPU board when measured")));
    QVERIFY(v.definitionLines.first().contains(QLatin1String("ML.ENERGY: GPU board (NVML energy counter)")));
    QCOMPARE(definitionDifferences(Benchmark::MLEnergy, Benchmark::MLEnergy), QStringList());
}

void TestOtherBenchmarks::resultsWithoutInteractivityAreLevels()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    QVERIFY(store.importFile(crossSource(kMlperfPower)).ok());
    QVERIFY(store.importFile(crossSource(kMlperfV6)).ok());
    PointFilter any;
    any.benchmark = std::nullopt;
    const CrossSourceView llama = crossSourceView(QStringLiteral("llama2-70b-99"), {QStringLiteral("h200")}, MUST(store.points(any)), {});
    QCOMPARE(llama.series.size(), 2); // Offline and Server
    for (const CrossSourceSeries& s : llama.series) {
        QCOMPARE(s.marks.size(), 1);
        QVERIFY(!isKnown(s.marks.first().interactivity));
        QVERIFY(isKnown(s.marks.first().joulesPerOutputToken));
    }
    QVERIFY(llama.series.last().marks.first().condition.contains(QStringLiteral("p99 TPOT ≤ 200 ms")));
    // gpt-oss-120b in MLPerf v6.0: results, but no power run: nothing drawn, and the note says why.
    const CrossSourceView gptoss = crossSourceView(QStringLiteral("gpt-oss-120b"), {QStringLiteral("b200")}, MUST(store.points(any)), {});
    QVERIFY(gptoss.series.isEmpty());
    QVERIFY(gptoss.benchmarks.isEmpty()); // nothing drawn: no definitions and no comparison for it
    QVERIFY(gptoss.comparability.isEmpty());
    QVERIFY2(gptoss.notes.join(' ').contains(
                 QLatin1String("MLPerf Inference Power results without power (or without output throughput) are not drawn")),
             qPrintable(gptoss.notes.join(' ')));
}

void TestOtherBenchmarks::energyOnlyRowsAreNotLevels()
{
    // InferenceX's PowerX export has energy but no interactivity: not a result at any speed, so not
    // a level across the chart (only MLPerf publishes results without one); a note counts them.
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    QVERIFY(store.importFile(testData(QStringLiteral("api_powerx_example/powerx_dsv4_b200_extract.csv"))).ok());
    const QList<BenchmarkPoint> points = MUST(store.points());
    const CrossSourceView v =
        crossSourceView(QStringLiteral("DeepSeek-V4-Pro"), {QStringLiteral("b200")}, points, HardwareCatalog::bundled());
    QVERIFY(v.series.isEmpty());
    QVERIFY2(v.notes.join(' ').contains(
                 QStringLiteral("%1 InferenceX results without an interactivity (energy-only rows) are not drawn").arg(points.size())),
             qPrintable(v.notes.join(' ')));
}

void TestOtherBenchmarks::renderedCrossSourceCarriesTheDefinitions()
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QString ix = testData(QStringLiteral("harness_agg_bmk_mantile/run_20316427102_agg_bmk.json"));
    const ProgramRun imported = runProgram({QStringLiteral("import"), ix, crossSource(kGptoss)}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const auto render = [&](const QString& out) {
        return runProgram({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                           QStringLiteral("--workload"), QStringLiteral("1k/1k"), QStringLiteral("--hardware"), QStringLiteral("b200"),
                           QStringLiteral("--chart"), QStringLiteral("cross-source"), QStringLiteral("-o"), out},
                          env);
    };
    const QString csv = dir.filePath(QStringLiteral("x.csv"));
    const ProgramRun data = render(csv);
    QVERIFY2(data.exitCode == 0, qPrintable(data.err));
    const QString text = QString::fromUtf8(readAll(csv));
    QVERIFY(text.contains(QStringLiteral("# Boundary — InferenceX: GPU board when measured")));
    QVERIFY(text.contains(QLatin1String("# InferenceX vs ML.ENERGY: not comparable as published")));
    QVERIFY(text.contains(QLatin1String("ML.ENERGY Leaderboard v3 (The ML.ENERGY Initiative, Apache-2.0)")));
    // Not the assumption stamp: its denominator and boundary settings do not apply to this chart.
    QVERIFY(!text.contains(QLatin1String("# Denominator: ")));
    QVERIFY(text.contains(QLatin1String("# Rated TDP per GPU (hardware table, with your overrides): b200 1,000 W")));
    // Every ML.ENERGY row's J per output token is the file's energy_per_token_joules.
    QSet<double> published;
    const nlohmann::json gptoss = readJson(crossSource(kGptoss));
    for (const nlohmann::json& c : gptoss.at("configurations"))
        if (c.at("gpu_model").get<std::string>() == "B200") published << c.at("energy_per_token_joules").get<double>();
    int rows = 0, inferencex = 0;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        // Every mark names its file and row; InferenceX's its run too.
        if (line.startsWith(QLatin1String("inferencex,"))) {
            const QStringList cells = csvCells(line);
            QVERIFY2(cells.size() == 10 && cells.at(9).startsWith(QLatin1String("\"run_20316427102_agg_bmk.json row ")) &&
                         cells.at(9).contains(QLatin1String(", run 20316427102")),
                     qPrintable(line));
            ++inferencex;
        }
        if (!line.startsWith(QLatin1String("mlenergy,"))) continue;
        const QStringList cells = csvCells(line);
        QVERIFY2(cells.size() == 10 && cells.at(9).startsWith(QLatin1Char('"') + QFileInfo(kGptoss).fileName() + QStringLiteral(" row ")),
                 qPrintable(line));
        const double j = cells.at(4).toDouble();
        QVERIFY2(std::any_of(published.begin(), published.end(), [&](double e) { return near(j, e); }), qPrintable(line));
        ++rows;
    }
    QCOMPARE(rows, int(published.size()));
    QVERIFY(inferencex > 0);
    const QString svg = dir.filePath(QStringLiteral("x.svg"));
    const ProgramRun picture = render(svg);
    QVERIFY2(picture.exitCode == 0, qPrintable(picture.err));
    QVERIFY(QFileInfo(svg).size() > 10'000);
}

void TestOtherBenchmarks::aModelOnlyMlperfRanRendersAndVerifies()
{
    // llama2-70b-99 has MLPerf results only: `render` finds its benchmark-dataset workload for the
    // cross-source chart, draws both results at Power_Result / Performance_Result, records them,
    // and `verify` re-derives them; the other charts refuse it, saying which chart draws it.
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const ProgramRun imported = runProgram({QStringLiteral("import"), crossSource(kMlperfPower)}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const QString llama = QStringLiteral("llama2-70b-99");
    const ProgramRun frontier = runProgram(
        {QStringLiteral("render"), QStringLiteral("--model"), llama, QStringLiteral("-o"), dir.filePath(QStringLiteral("f.png"))}, env);
    QCOMPARE(frontier.exitCode, 2);
    QVERIFY2(frontier.err.contains(QLatin1String("render --chart cross-source --model llama2-70b-99")), qPrintable(frontier.err));
    const QString csv = dir.filePath(QStringLiteral("x.csv")), scenario = dir.filePath(QStringLiteral("x.json"));
    const ProgramRun drawn =
        runProgram({QStringLiteral("render"), QStringLiteral("--chart"), QStringLiteral("cross-source"), QStringLiteral("--model"), llama,
                    QStringLiteral("-o"), csv, QStringLiteral("--save-scenario"), scenario},
                   env);
    QVERIFY2(drawn.exitCode == 0, qPrintable(drawn.err));
    QSet<double> published;
    for (const nlohmann::json& row : readJson(crossSource(kMlperfPower)))
        if (row.at("Model").get<std::string>() == "llama2-70b-99")
            published << row.at("Power_Result").get<double>() / row.at("Performance_Result").get<double>();
    QCOMPARE(published.size(), 2);
    int rows = 0;
    for (const QString& line : QString::fromUtf8(readAll(csv)).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1String("mlperf,"))) continue;
        const double j = csvCells(line).at(4).toDouble();
        QVERIFY2(std::any_of(published.begin(), published.end(), [&](double e) { return near(j, e); }), qPrintable(line));
        ++rows;
    }
    QCOMPARE(rows, 2);
    // The levels' latency conditions in full, in the stamp (the legend names only the scenario).
    QVERIFY2(readAll(csv).contains("# Latency conditions met: none (Offline: no latency limit); p99 TTFT \xe2\x89\xa4 2000 ms and p99 "
                                   "TPOT \xe2\x89\xa4 200 ms (Server)\n"),
             readAll(csv).left(3000).constData());
    QVERIFY(readAll(scenario).contains("\"workload\": \"benchmark-dataset\""));
    const ProgramRun verified = runProgram({QStringLiteral("verify"), csv}, env);
    QVERIFY2(verified.exitCode == 0, qPrintable(verified.out + verified.err));
    // The saved scenario redraws it; on an InferenceX chart it is refused by name.
    const ProgramRun again =
        runProgram({QStringLiteral("render"), scenario, QStringLiteral("-o"), dir.filePath(QStringLiteral("y.svg"))}, env);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    const ProgramRun wrongChart = runProgram({QStringLiteral("render"), scenario, QStringLiteral("--chart"), QStringLiteral("ratio"),
                                              QStringLiteral("-o"), dir.filePath(QStringLiteral("r.png"))},
                                             env);
    QCOMPARE(wrongChart.exitCode, 2);
    QVERIFY2(wrongChart.err.contains(QLatin1String("only --chart cross-source draws them")), qPrintable(wrongChart.err));
    // --hardware chooses among the hardware measured, and the scenario keeps it; other hardware is refused.
    const QString oneScenario = dir.filePath(QStringLiteral("h.json"));
    const ProgramRun oneGpu =
        runProgram({QStringLiteral("render"), scenario, QStringLiteral("--hardware"), QStringLiteral("h200"), QStringLiteral("-o"),
                    dir.filePath(QStringLiteral("h.csv")), QStringLiteral("--save-scenario"), oneScenario},
                   env);
    QVERIFY2(oneGpu.exitCode == 0, qPrintable(oneGpu.err));
    QVERIFY(readAll(oneScenario).contains("\"h200\""));
    QVERIFY2(runProgram({QStringLiteral("verify"), dir.filePath(QStringLiteral("h.csv"))}, env).exitCode == 0, "verify h.csv");
    const ProgramRun otherGpu = runProgram({QStringLiteral("render"), scenario, QStringLiteral("--hardware"), QStringLiteral("b200"),
                                            QStringLiteral("-o"), dir.filePath(QStringLiteral("b.png"))},
                                           env);
    QCOMPARE(otherGpu.exitCode, 2);
    QVERIFY2(
        otherGpu.err.contains(QLatin1String("--hardware b200: no result of llama2-70b-99 on it has measured energy; measured on: h200")),
        qPrintable(otherGpu.err));
    // No pair to explain there: said, not an empty list of systems to choose from.
    const ProgramRun pair = runProgram({QStringLiteral("render"), scenario, QStringLiteral("--pair"), QStringLiteral("a,b"),
                                        QStringLiteral("-o"), dir.filePath(QStringLiteral("p.png"))},
                                       env);
    QCOMPARE(pair.exitCode, 2);
    QVERIFY2(pair.err.contains(QLatin1String("--pair: llama2-70b-99 benchmark-dataset holds other benchmarks' results")),
             qPrintable(pair.err));
    // `compare` ranks InferenceX's systems: it names the chart that draws these results.
    const ProgramRun compared = runProgram({QStringLiteral("compare"), QStringLiteral("--model"), llama, QStringLiteral("--workload"),
                                            QStringLiteral("benchmark-dataset"), QStringLiteral("--hardware"), QStringLiteral("h200")},
                                           env);
    QCOMPARE(compared.exitCode, 2);
    QVERIFY2(compared.err.contains(QLatin1String("only the cross-source chart draws")) &&
                 compared.err.contains(QLatin1String("llama2-70b-99 (2 results with measured energy)")),
             qPrintable(compared.err));
    // `points` of the workload lists the other benchmarks' results without being told --source.
    const ProgramRun listed = runProgram({QStringLiteral("points"), QStringLiteral("--model"), llama, QStringLiteral("--workload"),
                                          QStringLiteral("benchmark-dataset"), QStringLiteral("--json")},
                                         env);
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    const nlohmann::json listedRows = nlohmann::json::parse(listed.out.toStdString());
    QCOMPARE(listedRows.size(), std::size_t(2));
    for (const nlohmann::json& row : listedRows) QCOMPARE(row.at("workload").get<std::string>(), std::string("benchmark-dataset"));
}

// A model with only MLPerf's performance rows (no power run) has no workload to compare; the
// refusal says where its results are, and that command lists them.
void TestOtherBenchmarks::aPerformanceOnlyModelIsPointedTo()
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("v6.sqlite")));
    const ProgramRun imported = runProgram({QStringLiteral("import"), crossSource(kMlperfV6)}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const ProgramRun compared = runProgram({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                                            QStringLiteral("--hardware"), QStringLiteral("b200")},
                                           env);
    QCOMPARE(compared.exitCode, 2);
    QVERIFY2(compared.err.contains(QLatin1String("gpt-oss-120b has 48 results of other benchmarks without measured energy, which no "
                                                 "chart draws: `points --model gpt-oss-120b --workload benchmark-dataset` lists them")),
             qPrintable(compared.err));
    const ProgramRun listed = runProgram({QStringLiteral("points"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                                          QStringLiteral("--workload"), QStringLiteral("benchmark-dataset")},
                                         env);
    QVERIFY2(listed.exitCode == 0 && listed.out.contains(QLatin1String("\n48 points")), qPrintable(listed.err + listed.out.right(300)));
}

void TestOtherBenchmarks::mlperfRunFolderRecomputesPowerResult()
{
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const QString root = crossSource(kRunRoot);
    // A folder, or the summary log in it: both read the run's three logs.
    const ImportReport offline = store.importFile(runFolder(root, QStringLiteral("Offline")));
    QVERIFY2(offline.ok(), qPrintable(issuesText(offline.errors)));
    QCOMPARE(offline.format, QStringLiteral("mlperf-run"));
    QCOMPARE(offline.inserted, 1);
    QVERIFY2(offline.notes.join(QLatin1Char(' ')).contains(QStringLiteral("3116 spl.txt samples")), qPrintable(offline.notes.join('|')));
    const ImportReport server = store.importFile(runFolder(root, QStringLiteral("Server")) + QStringLiteral("/mlperf_log_summary.txt"));
    QVERIFY2(server.ok(), qPrintable(issuesText(server.errors)));
    QCOMPARE(server.inserted, 1);
    QCOMPARE(store.importFile(runFolder(root, QStringLiteral("Server"))).inserted, 0); // the same summary: nothing added

    // The mean of spl.txt over the power window is MLCommons' published Power_Result.
    const nlohmann::json published = readJson(crossSource(kMlperfPower));
    const QList<BenchmarkPoint> points = MUST(store.points(only(Benchmark::MLPerf)));
    QCOMPARE(points.size(), 2);
    for (const BenchmarkPoint& p : points) {
        const QString scenario = p.provenance.runId.section(QLatin1Char('/'), 2, 2);
        QCOMPARE(p.provenance.runId, kSystem + QStringLiteral("/llama2-70b-99/") + scenario + QStringLiteral("/run_1"));
        const auto row = std::find_if(published.begin(), published.end(), [&](const nlohmann::json& r) {
            return r["Model"] == "llama2-70b-99" && QString::fromStdString(r["Scenario"].get<std::string>()) == scenario;
        });
        QVERIFY(row != published.end());
        QCOMPARE(p.gpus, 8);
        QCOMPARE(p.hardware, QStringLiteral("h200"));
        QCOMPARE(p.model, QStringLiteral("llama2-70b-99"));
        QCOMPARE(p.precision, QStringLiteral("fp16"));
        QCOMPARE(p.provenance.date, QStringLiteral("2024-07-17"));
        QVERIFY(p.measuredPower);
        QCOMPARE(p.measuredPower->boundary, QStringLiteral("wall"));
        const double watts = p.measuredPower->watts * p.gpus, tokens = p.outputTputPerGpu * p.gpus;
        QVERIFY2(near(watts, (*row)["Power_Result"].get<double>()), qPrintable(formatExact(watts)));
        QVERIFY2(near(tokens, (*row)["Performance_Result"].get<double>()), qPrintable(formatExact(tokens)));
        QVERIFY(near(p.measuredPower->watts / p.outputTputPerGpu,
                     (*row)["Power_Result"].get<double>() / (*row)["Performance_Result"].get<double>()));
        if (scenario == QLatin1String("Offline"))
            QCOMPARE(p.latencyCondition, QStringLiteral("none (Offline: no latency limit)"));
        else
            QCOMPARE(p.latencyCondition, QStringLiteral("p99 TTFT ≤ 2000 ms and p99 TPOT ≤ 200 ms (Server, from the run log)"));
    }
}

void TestOtherBenchmarks::brokenRunFolderChangesNothing()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("d.sqlite"))));
    QVERIFY(store.importFile(crossSource(kGptoss)).ok());
    const auto pointCount = [&] { return MUST(store.points(PointFilter::of(std::nullopt))).size(); };
    const qsizetype before = pointCount();
    const QString root = dir.filePath(QStringLiteral("closed/NVIDIA"));
    const QString run = copyRunFolder(root);
    const QString spl = run + QStringLiteral("/spl.txt"), detail = run + QStringLiteral("/mlperf_log_detail.txt");
    const QByteArray splBytes = readAll(spl), detailBytes = readAll(detail);

    // A summary cut short, though what remains holds every value the import reads: loadgen's
    // closing line is missing, and the line where the file stops is named.
    const QString summary = run + QStringLiteral("/mlperf_log_summary.txt");
    const QByteArray summaryBytes = readAll(summary);
    writeAll(summary, summaryBytes.left(300));
    ImportReport cut = store.importFile(run);
    QVERIFY(!cut.ok());
    QCOMPARE(cut.errors.first().file, summary);
    QCOMPARE(cut.errors.first().line, 10);
    QVERIFY2(cut.errors.first().message.contains(QStringLiteral("cut short")), qPrintable(cut.errors.first().toString()));
    QCOMPARE(pointCount(), before);
    writeAll(summary, summaryBytes);

    // A sample in the power window that is not a number: the file, the line and the field.
    QList<QByteArray> lines = splBytes.split('\n');
    lines[1000].replace("Watts,", "Watts,x");
    writeAll(spl, lines.join('\n'));
    ImportReport r = store.importFile(run);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().file, spl);
    QCOMPARE(r.errors.first().line, 1001);
    QCOMPARE(r.errors.first().field, QStringLiteral("Watts"));
    QCOMPARE(pointCount(), before);

    // A power window that holds no sample (the analyzer's log of another run).
    QByteArray elsewhere = detailBytes;
    elsewhere.replace("\"07-17-2024 09:52:23.554\"", "\"07-18-2024 09:52:23.554\"");
    elsewhere.replace("\"07-17-2024 10:44:20.289\"", "\"07-18-2024 10:44:20.289\"");
    writeAll(spl, splBytes);
    writeAll(detail, elsewhere);
    r = store.importFile(run);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().file, spl);
    QVERIFY2(r.errors.first().message.contains(QStringLiteral("found none")), qPrintable(r.errors.first().toString()));

    // The summary and the run log disagree on the result.
    QByteArray other = detailBytes;
    other.replace("\"result_tokens_per_second\", \"value\": 25262.1", "\"result_tokens_per_second\", \"value\": 20000.5");
    writeAll(detail, other);
    r = store.importFile(run);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().field, QStringLiteral("result_tokens_per_second"));
    QVERIFY(r.errors.first().line > 0);

    // No run log beside the summary.
    QFile::remove(detail);
    r = store.importFile(run);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().file, detail);
    QCOMPARE(pointCount(), before);

    // A summary log on its own (bytes, or a folder not laid out as MLCommons publishes).
    r = store.importBytes(QStringLiteral("mlperf_log_summary.txt"), readAll(run + QStringLiteral("/mlperf_log_summary.txt")));
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.first().message.contains(QStringLiteral("from disk")), qPrintable(r.errors.first().toString()));
    writeAll(dir.filePath(QStringLiteral("mlperf_log_summary.txt")), readAll(run + QStringLiteral("/mlperf_log_summary.txt")));
    r = store.importFile(dir.path());
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.first().message.contains(QStringLiteral("folder layout")), qPrintable(r.errors.first().toString()));
    QCOMPARE(pointCount(), before);
    QCOMPARE(MUST(store.sources()).size(), 1);

    // A power window without spl.txt is refused: the run measured power that is not there.
    writeAll(detail, detailBytes);
    QFile::remove(spl);
    r = store.importFile(run);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().file, spl);
    QVERIFY2(r.errors.first().message.contains(QStringLiteral("power window")), qPrintable(r.errors.first().toString()));
    QCOMPARE(pointCount(), before);

    // A run without power measurement (no window, no spl.txt) is a throughput-only point: never
    // given power it did not measure.
    QList<QByteArray> withoutWindow;
    for (const QByteArray& line : detailBytes.split('\n'))
        if (!line.contains("\"power_begin\"") && !line.contains("\"power_end\"")) withoutWindow << line;
    writeAll(detail, withoutWindow.join('\n'));
    r = store.importFile(run);
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    QVERIFY2(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("without power measurement")), qPrintable(r.notes.join('|')));
    const QList<BenchmarkPoint> mlperf = MUST(store.points(only(Benchmark::MLPerf)));
    QCOMPARE(mlperf.size(), 1);
    QVERIFY(!mlperf.first().measuredPower);
}

void TestOtherBenchmarks::runFolderPowerFollowsMlcommonsChecker()
{
    // MLCommons' checker averages the samples strictly inside the window and leaves out those of
    // 0 W or less: a sample on the window's edge, however large, changes nothing; a 0 W sample
    // inside is left out and said.
    QTemporaryDir dir;
    const QString run = copyRunFolder(dir.filePath(QStringLiteral("closed/NVIDIA")));
    const QString spl = run + QStringLiteral("/spl.txt");
    QList<QByteArray> lines = readAll(spl).split('\n');
    constexpr int kBeforeWindow = 100, kInside = 2000; // 0-based lines: 09:46:03 and 10:17:43
    QVERIFY(lines[kBeforeWindow].startsWith("Time,07-17-2024 09:46:"));
    lines[kBeforeWindow].replace(5, 23, "07-17-2024 09:52:23.554"); // power_begin, to the millisecond
    lines[kBeforeWindow].replace(",Watts,2", ",Watts,9000002");
    const double removed = lines[kInside].split(',')[3].toDouble();
    lines[kInside].replace(",Watts," + lines[kInside].split(',')[3] + ",", ",Watts,0.000000,");
    lines.insert(1, "this line is not a sample");
    writeAll(spl, lines.join('\n'));
    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    const ImportReport r = store.importFile(run);
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    const QString notes = r.notes.join(QLatin1Char('|'));
    QVERIFY2(notes.contains(QStringLiteral("3115 spl.txt samples")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("0 W or less: 1; lines other than Time lines: 1")), qPrintable(notes));
    const QList<BenchmarkPoint> points = MUST(store.points(only(Benchmark::MLPerf)));
    QCOMPARE(points.size(), 1);
    constexpr double kPublished = 6152.9844351733; // the row's Power_Result: the mean of 3,116 samples
    QVERIFY(removed > 2000);
    QVERIFY2(near(points.first().measuredPower->watts * 8, (kPublished * 3116 - removed) / 3115, 1e-9),
             qPrintable(formatExact(points.first().measuredPower->watts * 8)));

    // v5.0's Interactive runs as loadgen's Server: its folder says Interactive, its logs Server.
    const QString server = runFolder(crossSource(kRunRoot), QStringLiteral("Server"));
    const QString interactive = runFolder(dir.filePath(QStringLiteral("closed/NVIDIA")), QStringLiteral("Interactive"));
    QDir().mkpath(interactive);
    for (const char* f : {"mlperf_log_summary.txt", "mlperf_log_detail.txt", "spl.txt"})
        writeAll(interactive + QLatin1Char('/') + QLatin1String(f), readAll(server + QLatin1Char('/') + QLatin1String(f)));
    const ImportReport i = store.importFile(interactive);
    QVERIFY2(i.ok(), qPrintable(issuesText(i.errors)));
    QStringList types;
    for (const BenchmarkPoint& p : MUST(store.points(only(Benchmark::MLPerf)))) types << p.benchmarkType;
    types.sort();
    QCOMPARE(types, (QStringList{QStringLiteral("mlperf-interactive"), QStringLiteral("mlperf-offline")}));
}

void TestOtherBenchmarks::aRunFolderChartBundlesWithItsLogs()
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // A writable copy, so that the run folder can be moved away once the bundle is written.
    const QString root = dir.filePath(QStringLiteral("closed/NVIDIA"));
    copyRunFolder(root);
    const ProgramRun imported = runProgram({QStringLiteral("import"), runFolder(root, QStringLiteral("Offline"))}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const QString csv = dir.filePath(QStringLiteral("x.csv"));
    const QStringList render{QStringLiteral("render"),
                             QStringLiteral("--chart"),
                             QStringLiteral("cross-source"),
                             QStringLiteral("--model"),
                             QStringLiteral("llama2-70b-99"),
                             QStringLiteral("-o"),
                             csv};
    const ProgramRun drawn = runProgram(render, env);
    QVERIFY2(drawn.exitCode == 0, qPrintable(drawn.err));
    const ProgramRun verified = runProgram({QStringLiteral("verify"), csv}, env);
    QVERIFY2(verified.exitCode == 0, qPrintable(verified.err + verified.out));
    QVERIFY2(verified.out.contains(QLatin1String("mlperf_log_summary.txt")), qPrintable(verified.out));
    // From a folder of inputs: the run folder is found under it and read with its logs.
    const ProgramRun fromData =
        runProgram({QStringLiteral("verify"), csv, QStringLiteral("--data"), dir.filePath(QStringLiteral("closed"))}, env);
    QVERIFY2(fromData.exitCode == 0, qPrintable(fromData.err + fromData.out));
    QVERIFY2(!fromData.out.contains(QLatin1String("was not imported")), qPrintable(fromData.out));

    // The bundle carries the summary with the files it is read with, laid out as published.
    const QString bundle = dir.filePath(QStringLiteral("b"));
    const ProgramRun bundled = runProgram(render + QStringList{QStringLiteral("--bundle"), bundle}, env);
    QVERIFY2(bundled.exitCode == 0, qPrintable(bundled.err));
    const nlohmann::json manifest = readJson(bundle + QStringLiteral("/manifest.json"));
    const nlohmann::json* run = nullptr;
    for (const auto& source : manifest["sources"])
        if (source.value("format", "") == "mlperf-run") run = &source;
    QVERIFY(run);
    const QString summary = QString::fromStdString((*run)["file"].get<std::string>());
    QVERIFY2(summary.endsWith(QStringLiteral("/results/%1/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt").arg(kSystem)),
             qPrintable(summary));
    QStringList beside;
    for (const auto& f : (*run)["beside"]) beside << QFileInfo(QString::fromStdString(f["file"].get<std::string>())).fileName();
    beside.sort();
    QCOMPARE(beside, (QStringList{kSystem + QStringLiteral(".json"), QStringLiteral("mlperf_log_detail.txt"), QStringLiteral("spl.txt")}));
    // What it wrote is counted so: the inputs, and the files read beside the run's summary.
    QVERIFY2(bundled.out.contains(QStringLiteral("%1 and 3 files read beside them;")
                                      .arg(counted(qsizetype(manifest["sources"].size()), QStringLiteral("input file")))),
             qPrintable(bundled.out));

    // The import kept the hash of each file it read beside the summary, and the record names them.
    QCOMPARE(run->at("read_beside").size(), run->at("beside").size());
    for (const auto& f : run->at("read_beside")) {
        const QString file = QString::fromStdString(f["file"].get<std::string>());
        QCOMPARE(QString::fromStdString(f["sha256"].get<std::string>()), Sha256::hexOf(readAll(root + QLatin1Char('/') + file)));
    }
    // A file beside it changed since the import is refused by name, as a changed summary is: the
    // bundle is not written, and `verify --data` names it. One gone since is refused too.
    const QString runSpl = runFolder(root, QStringLiteral("Offline")) + QStringLiteral("/spl.txt");
    const QByteArray splAtImport = readAll(runSpl);
    const QString staleBundle = dir.filePath(QStringLiteral("stale"));
    QVERIFY(QFile::remove(runSpl));
    const ProgramRun gone = runProgram(render + QStringList{QStringLiteral("--bundle"), staleBundle}, env);
    QCOMPARE(gone.exitCode, 2);
    QVERIFY2(gone.err.contains(runSpl + QStringLiteral(": is missing: it was read beside mlperf_log_summary.txt")), qPrintable(gone.err));
    writeAll(runSpl, splAtImport + "\n");
    // Refused before anything is written: neither the chart named by -o nor the bundle's folder.
    QStringList staleRender = render;
    const QString staleChart = dir.filePath(QStringLiteral("stale.csv"));
    staleRender[staleRender.indexOf(csv)] = staleChart;
    const ProgramRun stale = runProgram(staleRender + QStringList{QStringLiteral("--bundle"), staleBundle}, env);
    QCOMPARE(stale.exitCode, 2);
    QVERIFY2(stale.err.contains(runSpl + QStringLiteral(": has changed since it was imported beside mlperf_log_summary.txt")),
             qPrintable(stale.err));
    QVERIFY(!QFileInfo::exists(staleChart));
    QVERIFY(!QFileInfo::exists(staleBundle));
    const ProgramRun staleInBundle =
        runProgram(render.mid(0, render.indexOf(QStringLiteral("-o"))) + QStringList{QStringLiteral("--bundle"), staleBundle}, env);
    QCOMPARE(staleInBundle.exitCode, 2);
    QVERIFY(!QFileInfo::exists(staleBundle));
    const ProgramRun staleData =
        runProgram({QStringLiteral("verify"), csv, QStringLiteral("--data"), dir.filePath(QStringLiteral("closed"))}, env);
    QCOMPARE(staleData.exitCode, 3);
    QVERIFY2(staleData.out.contains(QLatin1String("/spl.txt, read beside input file mlperf_log_summary.txt, was changed")),
             qPrintable(staleData.out));
    writeAll(runSpl, splAtImport);

    // Verified in a fresh home, with the run folder gone: the bundle needs nothing else.
    QVERIFY(QDir(dir.filePath(QStringLiteral("closed"))).removeRecursively());
    QTemporaryDir elsewhere;
    QProcessEnvironment fresh = env;
    fresh.insert(QStringLiteral("DENOMINATOR_DB"), elsewhere.filePath(QStringLiteral("other.sqlite")));
    const ProgramRun fromBundle = runProgram({QStringLiteral("verify"), bundle}, fresh);
    QVERIFY2(fromBundle.exitCode == 0, qPrintable(fromBundle.err + fromBundle.out));

    // One sample of spl.txt changed in the bundle: the file is named, and the run is not imported.
    const QString spl = QFileInfo(bundle + QLatin1Char('/') + summary).path() + QStringLiteral("/spl.txt");
    const QByteArray original = readAll(spl);
    QByteArray samples = original;
    const qsizetype at = samples.indexOf(",Watts,", samples.indexOf("\nTime,", samples.size() / 2));
    QVERIFY(at > 0);
    samples[at + 7] = samples[at + 7] == '9' ? '8' : '9';
    writeAll(spl, samples);
    const ProgramRun tampered = runProgram({QStringLiteral("verify"), bundle}, fresh);
    QCOMPARE(tampered.exitCode, 3);
    QVERIFY2(tampered.out.contains(QLatin1String("/spl.txt was changed")), qPrintable(tampered.out + tampered.err));
    writeAll(spl, original);
    QCOMPARE(runProgram({QStringLiteral("verify"), bundle}, fresh).exitCode, 0);

    // A record whose read_beside is malformed is no evidence (exit 2), named by its field.
    {
        const QString manifestPath = bundle + QStringLiteral("/manifest.json");
        const QByteArray manifestBytes = readAll(manifestPath);
        nlohmann::json changed = nlohmann::json::parse(manifestBytes.toStdString());
        for (auto& source : changed["sources"])
            if (source.contains("read_beside")) source["read_beside"][0]["file"] = "../../elsewhere/spl.txt";
        writeAll(manifestPath, QByteArray::fromStdString(changed.dump(2)));
        const ProgramRun malformed = runProgram({QStringLiteral("verify"), bundle}, fresh);
        QCOMPARE(malformed.exitCode, 2);
        QVERIFY2(malformed.err.contains(QLatin1String("read_beside")), qPrintable(malformed.err + malformed.out));
        writeAll(manifestPath, manifestBytes);
    }

    // The import reads spl.txt whatever the manifest lists: a manifest that leaves it out, or
    // points it out of its input's folder, is refused by name.
    const QString manifestPath = bundle + QStringLiteral("/manifest.json");
    const QByteArray manifestBytes = readAll(manifestPath);
    for (const bool outOfFolder : {true, false}) {
        nlohmann::json changed = nlohmann::json::parse(manifestBytes.toStdString());
        for (auto& source : changed["sources"]) {
            if (source.value("format", "") != "mlperf-run") continue;
            for (auto& other : source["beside"])
                if (other["file"].get<std::string>().ends_with("/spl.txt")) other["file"] = "inputs/elsewhere/spl.txt";
            if (!outOfFolder) source.erase("beside");
        }
        writeAll(manifestPath, QByteArray::fromStdString(changed.dump(2)));
        const ProgramRun refused = runProgram({QStringLiteral("verify"), bundle}, fresh);
        QCOMPARE(refused.exitCode, 3);
        const QString expected = outOfFolder ? QStringLiteral("not in its folder") : QStringLiteral("which the manifest does not list");
        QVERIFY2(refused.out.contains(expected) && refused.out.contains(QLatin1String("/spl.txt")), qPrintable(refused.out + refused.err));
    }
}

QTEST_GUILESS_MAIN(TestOtherBenchmarks)

void TestOtherBenchmarks::aRunFolderRecordsItsLogsAsRead()
{
    // The importer reports each file it read beside the summary with the hash of the bytes it
    // read; the store keeps those (not a second reading) for later exports to compare against.
    const QString run = runFolder(crossSource(kRunRoot), QStringLiteral("Offline"));
    const ParsedFile parsed = parseFile(run + QStringLiteral("/mlperf_log_summary.txt"));
    QVERIFY2(parsed.ok(), qPrintable(issuesText(parsed.errors)));
    QStringList read;
    for (const FileRead& f : parsed.filesRead) {
        read << QFileInfo(f.path).fileName();
        const auto now = Sha256::ofFile(f.path);
        QVERIFY(now);
        QCOMPARE(f.sha256, now->sha256);
        QCOMPARE(f.sizeBytes, now->sizeBytes);
        QVERIFY2(QFileInfo(f.path).isAbsolute(), qPrintable(f.path));
    }
    QCOMPARE(read, (QStringList{QStringLiteral("mlperf_log_detail.txt"), kSystem + QStringLiteral(".json"), QStringLiteral("spl.txt"),
                                kSystem + QStringLiteral("_Offline.json")}));
    // The import note's hashes are the same reading.
    QVERIFY2(parsed.notes.join(u' ').contains(QStringLiteral("spl.txt (SHA-256 %1)").arg(parsed.filesRead.at(2).sha256)),
             qPrintable(parsed.notes.join(u'\n')));

    Store store = MUST(Store::open(QStringLiteral(":memory:")));
    QVERIFY(store.importFile(run).ok());
    const QList<SourceSummary> sources = MUST(store.sources());
    QCOMPARE(sources.size(), 1);
    QCOMPARE(sources.first().beside.size(), parsed.filesRead.size());
    for (const FileBeside& b : sources.first().beside) {
        const auto same = std::find_if(parsed.filesRead.begin(), parsed.filesRead.end(),
                                       [&](const FileRead& f) { return f.path.endsWith(QLatin1Char('/') + b.file); });
        QVERIFY2(same != parsed.filesRead.end(), qPrintable(b.file));
        QCOMPARE(b.sha256, same->sha256);
        QCOMPARE(b.sizeBytes, same->sizeBytes);
    }

    // A file its importer names beside the summary but did not read (here a measurements
    // "file" that is a folder) stops the import by name: nothing is recorded that was not read.
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("closed/NVIDIA"));
    const QString copy = copyRunFolder(root);
    const QString measurements = QStringLiteral("%1/measurements/%2/llama2-70b-99/Offline/%2_Offline.json").arg(root, kSystem);
    QVERIFY(QDir().mkpath(measurements));
    Store fresh = MUST(Store::open(QStringLiteral(":memory:"))); // the summary's bytes are stored in `store` already
    const ImportReport unread = fresh.importFile(copy);
    QVERIFY(!unread.ok());
    QVERIFY2(unread.errors.first().message.contains(measurements + QStringLiteral(": beside mlperf_log_summary.txt, but its import did "
                                                                                  "not read it")),
             qPrintable(unread.errors.first().toString()));
    QVERIFY(MUST(fresh.sources()).isEmpty());
}
#include "test_other_benchmarks.moc"
