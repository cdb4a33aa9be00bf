// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Importers on every real file under tests/data/inferencex (row counts, formats, the GPU-count
// traps, seconds-vs-milliseconds), files that must be refused, and broken inputs that must give a
// precise error and leave the database byte-for-byte unchanged. Expected row counts were checked
// with python3 against the files (see the report of the session that wrote this suite).
// Broken inputs are written to a QTemporaryDir; most are real files with one thing damaged.

#include "core/json_keys.h"
#include "import/import_driver.h"
#include "import/inferencex_json_import.h"
#include "import/json_row.h"
#include "import/raw_result_import.h"
#include "store/store.h"
#include "test_support.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

namespace {

const QString kAggDir = QStringLiteral("harness_agg_bmk_mantile");
const QString kApi = QStringLiteral("api_fixture_vngcloud/benchmarks.json");
const QString kPowerx = QStringLiteral("api_powerx_example/powerx_dsv4_b200_extract.csv");
const QString kDashGptoss = QStringLiteral("dashboard_csv_export/InferenceX_gpt-oss-120b_interactivity.csv");
const QString kDashDsr1 = QStringLiteral("dashboard_csv_export/InferenceX_DeepSeek-R1-0528_interactivity.csv");
const QString kRawTp8c64 = QStringLiteral("h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json");

ParsedFile parseShared(const QString& relative, const ParseOptions& options = {}) { return parseFile(testData(relative), options); }

QString errorText(const ParsedFile& f) { return issuesText(f.errors); }
QString errorText(const ImportReport& r) { return issuesText(r.errors); }

nlohmann::json readJson(const QString& path)
{
    const QByteArray b = readAll(path);
    return nlohmann::json::parse(b.constBegin(), b.constEnd());
}

QByteArray dump(const nlohmann::json& j) { return QByteArray::fromStdString(j.dump(2)); }

bool near(double a, double b, double rel = 1e-9) { return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b)); }

} // namespace

class TestImporters : public QObject {
    Q_OBJECT

private slots:
    void aggFiles_data();
    void aggFiles();
    void aggTotalOverAllFiles();
    void aggSingleObject();
    void aggSingleNodeGpus();
    void aggMultinodeGpus_data();
    void aggMultinodeGpus();
    void aggMultinodeConsistency();
    void aggNamesKeepOriginals();
    void apiBenchmarks();
    void apiGpuCountTrap();
    void dashboardCsv_data();
    void dashboardCsv();
    void dashboardSecondsNotMilliseconds();
    void dashboardNewerHeader();
    void dashboardTrueMilliseconds();
    void powerxCsv();
    void rawResults_data();
    void rawResults();
    void rawResultGpusOption();
    void rawResultWithoutGpuCount();
    void refused_data();
    void refused();
    void formatFromContentNotName();
    void brokenInput_data();
    void brokenInput();
    void repeatedKeysAtEverySize();
    void oneBadRowRefusesTheWholeFile();
    void reimportAddsNothing();
};

void TestImporters::aggFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    // Row counts from python3: len(json.load(f)) for each file.
    const QList<QPair<const char*, int>> counts{
        {"run_20218553330", 150}, {"run_20248091324", 20}, {"run_20286929996", 48}, {"run_20286968709", 53}, {"run_20308883467", 53},
        {"run_20316427102", 11},  {"run_20321908209", 90}, {"run_20356790608", 90}, {"run_20384527243", 20}, {"run_20402179983", 41},
        {"run_20446954637", 20},  {"run_20587342927", 20}, {"run_20609406656", 45}, {"run_20613446912", 63}, {"run_20662362255", 150},
        {"run_20737128080", 74},  {"run_20764588467", 74}, {"run_20786863188", 19}, {"run_20806551498", 7},  {"run_20815591275", 7},
        {"run_20860620516", 15},  {"run_20905985411", 20}, {"run_20916838429", 20}, {"run_20921978993", 18}, {"run_20947681656", 15}};
    for (const auto& [name, rows] : counts)
        QTest::newRow(name) << kAggDir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral("_agg_bmk.json") << rows;
}

void TestImporters::aggFiles()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    const ParsedFile f = parseShared(file);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("inferencex-agg"));
    QCOMPARE(f.points.size(), rows);
    const QString runId = QFileInfo(file).fileName().section(QLatin1Char('_'), 1, 1);
    for (int i = 0; i < f.points.size(); ++i) {
        const BenchmarkPoint& p = f.points.at(i);
        QCOMPARE(p.provenance.rowIndex, i);
        QCOMPARE(p.provenance.runId, runId);
        QCOMPARE(p.provenance.format, QStringLiteral("inferencex-agg"));
        QVERIFY(p.tputPerGpu > 0);
        QVERIFY(p.medianIntvty > 0);
        QVERIFY(p.gpus > 0);
        QVERIFY(!p.measuredPower); // these runs predate power telemetry
    }
}

void TestImporters::aggTotalOverAllFiles()
{
    const QDir dir(testData(kAggDir));
    const QStringList files = dir.entryList({QStringLiteral("*_agg_bmk.json")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 25);
    qsizetype total = 0;
    for (const QString& name : files) {
        const ParsedFile f = parseFile(dir.filePath(name));
        QVERIFY2(f.ok(), qPrintable(errorText(f)));
        total += f.points.size();
    }
    QCOMPARE(total, 1143);
}

void TestImporters::aggSingleObject()
{
    // A single agg_*.json is one object: made here from the first real row of a run.
    const nlohmann::json rows = readJson(testData(kAggDir + QStringLiteral("/run_20662362255_agg_bmk.json")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("agg_gptoss_fp4_b200_tp2_conc4.json"));
    writeAll(path, dump(rows.at(0)));
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("inferencex-agg"));
    QCOMPARE(f.points.size(), 1);
    QCOMPARE(f.points.first().tputPerGpu, rows.at(0).at("tput_per_gpu").get<double>());
}

void TestImporters::aggSingleNodeGpus()
{
    // Single node: GPUs = tp * pp (no num_*_gpu fields in these rows).
    const QString path = testData(kAggDir + QStringLiteral("/run_20662362255_agg_bmk.json"));
    const nlohmann::json rows = readJson(path);
    const ParsedFile f = parseFile(path);
    QVERIFY(f.ok());
    for (int i = 0; i < f.points.size(); ++i) {
        const BenchmarkPoint& p = f.points.at(i);
        QVERIFY(!p.multinode);
        QCOMPARE(p.gpus, rows.at(size_t(i)).at("tp").get<int>());
        QCOMPARE(p.tp, p.gpus);
    }
    QCOMPARE(f.points.first().gpus, 2); // row 0: b200 TP2 conc 4
}

void TestImporters::aggMultinodeGpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("hardware");
    QTest::addColumn<int>("prefill");
    QTest::addColumn<int>("decode");
    // Values read with python3 from the files.
    QTest::newRow("gb200 dynamo-trt row 0") << "run_20321908209" << 0 << "gb200" << 20 << 32;
    QTest::newRow("gb200 dynamo-sglang row 45") << "run_20321908209" << 45 << "gb200" << 24 << 48;
    QTest::newRow("gb200 dynamo-sglang row 89") << "run_20321908209" << 89 << "gb200" << 4 << 8;
    QTest::newRow("mi355x-amd_0 row 0") << "run_20806551498" << 0 << "mi355x" << 8 << 16;
    QTest::newRow("gb200 in a mixed run, row 7") << "run_20737128080" << 7 << "gb200" << 1 << 4;
}

void TestImporters::aggMultinodeGpus()
{
    QFETCH(QString, file);
    QFETCH(int, row);
    QFETCH(QString, hardware);
    QFETCH(int, prefill);
    QFETCH(int, decode);
    const ParsedFile f = parseShared(kAggDir + QLatin1Char('/') + file + QStringLiteral("_agg_bmk.json"));
    QVERIFY(f.ok());
    const BenchmarkPoint& p = f.points.at(row);
    QVERIFY(p.multinode);
    QCOMPARE(p.hardware, hardware);
    QCOMPARE(p.prefillGpus, prefill);
    QCOMPARE(p.decodeGpus, decode);
    QCOMPARE(p.gpus, prefill + decode);
}

void TestImporters::aggMultinodeConsistency()
{
    // For every multinode row: per-GPU throughput is over all (prefill + decode) GPUs, so
    // tput * (P + D) == output * D + input * P (checked on the source in PROVENANCE.md).
    const QDir dir(testData(kAggDir));
    int multinode = 0;
    for (const QString& name : dir.entryList({QStringLiteral("*_agg_bmk.json")}, QDir::Files)) {
        const ParsedFile f = parseFile(dir.filePath(name));
        for (const BenchmarkPoint& p : f.points) {
            if (!p.multinode) continue;
            ++multinode;
            QCOMPARE(p.gpus, p.prefillGpus + p.decodeGpus);
            const double lhs = p.tputPerGpu * p.gpus;
            const double rhs = p.outputTputPerGpu * p.decodeGpus + p.inputTputPerGpu * p.prefillGpus;
            QVERIFY2(near(lhs, rhs, 1e-6), qPrintable(QStringLiteral("%1 row %2").arg(name).arg(p.provenance.rowIndex)));
        }
    }
    QCOMPARE(multinode, 90 + 90 + 41 + 34 + 34 + 10 + 7 + 7);
}

void TestImporters::aggNamesKeepOriginals()
{
    const ParsedFile trt = parseShared(kAggDir + QStringLiteral("/run_20286968709_agg_bmk.json"));
    QVERIFY(trt.ok());
    const BenchmarkPoint& p = trt.points.first();
    QCOMPARE(p.hardware, QStringLiteral("b200"));
    QCOMPARE(p.hardwareRaw, QStringLiteral("b200-trt"));
    QCOMPARE(p.framework, QStringLiteral("trt"));

    const ParsedFile amd = parseShared(kAggDir + QStringLiteral("/run_20806551498_agg_bmk.json"));
    QVERIFY(amd.ok());
    QCOMPARE(amd.points.first().hardware, QStringLiteral("mi355x"));
    QCOMPARE(amd.points.first().hardwareRaw, QStringLiteral("mi355x-amd_0"));
    QCOMPARE(amd.points.first().model, QStringLiteral("DeepSeek-R1-0528"));
    QCOMPARE(amd.points.first().modelRaw, QStringLiteral("/models/DeepSeek-R1"));
    QCOMPARE(amd.points.first().specDecoding, QStringLiteral("mtp"));
    QVERIFY(amd.points.first().disagg);

    const ParsedFile gpt = parseShared(kAggDir + QStringLiteral("/run_20662362255_agg_bmk.json"));
    QCOMPARE(gpt.points.first().model, QStringLiteral("gpt-oss-120b"));
    QCOMPARE(gpt.points.first().modelRaw, QStringLiteral("openai/gpt-oss-120b"));
}

void TestImporters::apiBenchmarks()
{
    const ParsedFile f = parseShared(kApi);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("inferencex-api"));
    QCOMPARE(f.points.size(), 435);
    const auto powered =
        std::count_if(f.points.begin(), f.points.end(), [](const BenchmarkPoint& p) { return p.measuredPower.has_value(); });
    QCOMPARE(powered, 17);
    for (const BenchmarkPoint& p : f.points)
        if (p.measuredPower) QCOMPARE(p.hardware, QStringLiteral("mi355x")); // all 17 are MI355X
    QVERIFY(f.notes.join(QLatin1Char(' ')).contains(QLatin1String("17 rows carry measured power")));

    // Row 0: MI355X DSR1 FP4 SGLang TP4 conc 4 (the reference row of the domain brief).
    const BenchmarkPoint& p = f.points.first();
    QCOMPARE(p.hardware, QStringLiteral("mi355x"));
    QCOMPARE(p.model, QStringLiteral("DeepSeek-R1-0528"));
    QCOMPARE(p.modelRaw, QStringLiteral("dsr1"));
    QCOMPARE(p.framework, QStringLiteral("sglang"));
    QCOMPARE(p.precision, QStringLiteral("fp4"));
    QCOMPARE(p.conc, 4);
    QCOMPARE(p.gpus, 4);
    QCOMPARE(p.tputPerGpu, 198.9447984579421);
    QCOMPARE(p.medianIntvty, 103.64816793368249);
    QVERIFY(p.measuredPower);
    QCOMPARE(p.measuredPower->watts, 628.907);
    QVERIFY(p.measuredPower->kind == PowerKind::MeasuredMean);
    QVERIFY(p.measuredPower->sourceText.contains(QLatin1String("predates power_valid")));
    QCOMPARE(p.provenance.date, QStringLiteral("2026-06-11"));
    QCOMPARE(p.provenance.runId, QStringLiteral("27213443242"));
    QCOMPARE(p.provenance.runUrl, QStringLiteral("https://github.com/SemiAnalysisAI/InferenceX/actions/runs/27213443242/attempts/1"));
    QCOMPARE(p.provenance.rowIndex, 0);
    // Latencies are in seconds in the API too: interactivity = 1 / median TPOT.
    QVERIFY(near(p.medianIntvty, 1.0 / p.medianTpot, 1e-3));
}

void TestImporters::apiGpuCountTrap()
{
    // disagg=false rows may carry a legacy TP x EP value in num_*_gpu (64 on an 8-GPU box).
    const nlohmann::json rows = readJson(testData(kApi));
    const ParsedFile f = parseShared(kApi);
    QVERIFY(f.ok());
    int legacy = 0, disagg = 0;
    for (int i = 0; i < f.points.size(); ++i) {
        const auto& r = rows.at(size_t(i));
        const BenchmarkPoint& p = f.points.at(i);
        if (!r.at("disagg").get<bool>()) {
            QCOMPARE(p.gpus, r.at("decode_tp").get<int>());
            if (r.at("num_decode_gpu").get<int>() == 64) {
                ++legacy;
                QCOMPARE(p.gpus, 8);
            }
        } else {
            ++disagg;
            QCOMPARE(p.gpus, r.at("num_prefill_gpu").get<int>() + r.at("num_decode_gpu").get<int>());
        }
    }
    QCOMPARE(legacy, 33);
    QCOMPARE(disagg, 235);
}

void TestImporters::dashboardCsv_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("date");
    QTest::newRow("gpt-oss-120b") << kDashGptoss << 16 << "gpt-oss-120b"
                                  << "fp4"
                                  << "2026-06-05";
    QTest::newRow("DeepSeek-R1-0528") << kDashDsr1 << 5 << "DeepSeek-R1-0528"
                                      << "fp8"
                                      << "2026-06-02";
}

void TestImporters::dashboardCsv()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    QFETCH(QString, model);
    QFETCH(QString, precision);
    QFETCH(QString, date);
    const ParsedFile f = parseShared(file);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("inferencex-dashboard-csv"));
    QCOMPARE(f.points.size(), rows);
    for (int i = 0; i < f.points.size(); ++i) {
        const BenchmarkPoint& p = f.points.at(i);
        QCOMPARE(p.model, model);
        QCOMPARE(p.hardware, QStringLiteral("h200"));
        QCOMPARE(p.precision, precision);
        QCOMPARE(p.isl, 1024);
        QCOMPARE(p.osl, 1024);
        QCOMPARE(p.gpus, p.tp);
        QVERIFY(p.gpus >= 1 && p.gpus <= 8);
        QCOMPARE(p.provenance.date, date);
        QCOMPARE(p.provenance.rowIndex, i);
    }
}

void TestImporters::dashboardSecondsNotMilliseconds()
{
    // The columns labelled "(ms)" hold seconds in this export generation.
    const ParsedFile f = parseShared(kDashGptoss);
    QVERIFY(f.ok());
    const BenchmarkPoint& p = f.points.first();
    QCOMPARE(p.medianTpot, 0.003700594480375059); // as in the file: seconds, not 3.7 µs
    QCOMPARE(p.medianTtft, 0.03444316308014095);
    QCOMPARE(p.medianE2el, 3.458290316630155);
    for (const BenchmarkPoint& q : f.points) QVERIFY(near(1.0 / q.medianTpot, q.medianIntvty, 1e-6));
    QVERIFY(f.notes.join(QLatin1Char(' ')).contains(QLatin1String("hold seconds")));
}

void TestImporters::dashboardNewerHeader()
{
    // Synthetic: the later export generation ("(s)" units, GPU renamed Chip, a Run URL column),
    // with the numbers of the first real gpt-oss row.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.csv"));
    writeAll(path, "# Licensed under Apache License 2.0\n"
                   "Model,ISL,OSL,Chip,Framework,Precision,TP,Concurrency,Date,Throughput/Chip (tok/s),"
                   "Output Throughput/Chip (tok/s),Median TTFT (s),Median TPOT (s),Median Interactivity (tok/s/user),"
                   "Median E2E Latency (s),Disaggregated,Num Prefill Chips,Num Decode Chips,Run URL\r\n"
                   "gpt-oss-120b,1024,1024,H200,vllm,FP4,8,4,2026-09-01,260.6199555620595,129.67588745445929,"
                   "0.03444316308014095,0.003700594480375059,270.226852821401,3.458290316630155,false,,,"
                   "https://github.com/SemiAnalysisAI/InferenceX/actions/runs/33554397154/attempts/1\r\n");
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("inferencex-dashboard-csv"));
    QCOMPARE(f.points.size(), 1);
    const BenchmarkPoint& p = f.points.first();
    QCOMPARE(p.hardware, QStringLiteral("h200"));
    QCOMPARE(p.precision, QStringLiteral("fp4"));
    QCOMPARE(p.tputPerGpu, 260.6199555620595);
    QCOMPARE(p.medianTpot, 0.003700594480375059);
    QCOMPARE(p.provenance.runId, QStringLiteral("33554397154"));
    QCOMPARE(p.gpus, 8);
}

void TestImporters::dashboardTrueMilliseconds()
{
    // Synthetic: an export whose "(ms)" columns really hold milliseconds; detected from the data
    // (interactivity = 1000 / TPOT[ms]) and stored in seconds.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ms.csv"));
    writeAll(path, "Model,ISL,OSL,Hardware,Framework,Precision,TP,Concurrency,Throughput/GPU (tok/s),"
                   "Median TTFT (ms),Median TPOT (ms),Median Interactivity (tok/s/user)\n"
                   "gpt-oss-120b,1024,1024,h200,vllm,fp4,8,4,260.62,34.44,3.7005944,270.226852821401\n");
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.points.size(), 1);
    QVERIFY(near(f.points.first().medianTpot, 0.0037005944, 1e-12));
    QVERIFY(near(f.points.first().medianTtft, 0.03444, 1e-12));
}

void TestImporters::powerxCsv()
{
    const ParsedFile f = parseShared(kPowerx);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("inferencex-api-csv"));
    QCOMPARE(f.points.size(), 37);
    int single = 0, disagg = 0;
    for (const BenchmarkPoint& p : f.points) {
        QCOMPARE(p.model, QStringLiteral("DeepSeek-V4-Pro"));
        QCOMPARE(p.hardware, QStringLiteral("b200"));
        QCOMPARE(p.isl, 8192);
        QCOMPARE(p.osl, 1024);
        QVERIFY(p.measuredPower);
        QVERIFY(p.measuredPower->valid);
        QVERIFY(p.measuredPower->sourceText.contains(QLatin1String("PowerX schema 2")));
        QVERIFY(!p.derivationNote.isEmpty()); // throughput derived: the export has no throughput column
        if (p.disagg) {
            ++disagg;
            QCOMPARE(p.gpus, p.prefillGpus + p.decodeGpus);
        } else {
            ++single;
            QCOMPARE(p.gpus, 8); // not the legacy 64 in num_*_gpu
        }
    }
    QCOMPARE(single, 23);
    QCOMPARE(disagg, 14);
    // Row 0: avg_power_w 645.911, J/total token 0.445573 -> 1449.62 tok/s per GPU.
    QCOMPARE(f.points.first().measuredPower->watts, 645.911);
    QVERIFY(near(f.points.first().tputPerGpu, 645.911 / 0.445573));
    QVERIFY(near(f.points.first().outputTputPerGpu, 645.911 / 4.016292));
    QCOMPARE(f.points.first().provenance.runId, QStringLiteral("33554397154"));
    QCOMPARE(f.points.first().provenance.date, QStringLiteral("2026-09-03"));
    QCOMPARE(f.points.at(23).gpus, 16); // first disaggregated row: 8 prefill + 8 decode
}

void TestImporters::rawResults_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("conc");
    QTest::newRow("tp4 conc4") << "h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp4_conc4_isl1024_osl1024.json" << 4 << 4;
    QTest::newRow("tp8 conc16") << "h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc16_isl1024_osl1024.json" << 8 << 16;
    QTest::newRow("tp8 conc64") << kRawTp8c64 << 8 << 64;
}

void TestImporters::rawResults()
{
    QFETCH(QString, file);
    QFETCH(int, gpus);
    QFETCH(int, conc);
    const nlohmann::json raw = readJson(testData(file));
    const ParsedFile f = parseShared(file);
    QVERIFY2(f.ok(), qPrintable(errorText(f)));
    QCOMPARE(f.format, QStringLiteral("benchmark-serving-result"));
    QCOMPARE(f.points.size(), 1);
    const BenchmarkPoint& p = f.points.first();
    QCOMPARE(p.gpus, gpus);
    QCOMPARE(p.conc, conc);
    QCOMPARE(p.hardware, QStringLiteral("h200"));
    QCOMPARE(p.precision, QStringLiteral("fp4"));
    QCOMPARE(p.model, QStringLiteral("gpt-oss-120b"));
    QCOMPARE(p.framework, QStringLiteral("vllm"));
    QCOMPARE(p.isl, 1024);
    QCOMPARE(p.osl, 1024);
    QVERIFY(near(p.tputPerGpu, raw.at("total_token_throughput").get<double>() / gpus));
    QVERIFY(near(p.outputTputPerGpu, raw.at("output_throughput").get<double>() / gpus));
    // Milliseconds in the raw result; seconds and tok/s/user once stored.
    QVERIFY(near(p.medianIntvty, 1000.0 / raw.at("median_tpot_ms").get<double>()));
    QVERIFY(near(p.medianTpot, raw.at("median_tpot_ms").get<double>() / 1000.0));
    QVERIFY(near(p.medianE2el, raw.at("median_e2el_ms").get<double>() / 1000.0));
    QVERIFY(p.derivationNote.contains(QLatin1String("from file name")));
    QVERIFY(p.provenance.date.startsWith(QLatin1String("2026-06-1")));
}

void TestImporters::rawResultGpusOption()
{
    // The summary.txt of the same sweep: TP8 conc 64 = 6042.56 tok/s, 755.32 per GPU.
    const ParsedFile byName = parseShared(kRawTp8c64);
    QVERIFY(byName.ok());
    QVERIFY(near(byName.points.first().tputPerGpu, 755.32, 1e-5));
    ParseOptions opts;
    opts.gpus = 16;
    const ParsedFile given = parseShared(kRawTp8c64, opts);
    QVERIFY(given.ok());
    QCOMPARE(given.points.first().gpus, 16);
    QVERIFY(near(given.points.first().tputPerGpu, 6042.56285112482 / 16));
    QVERIFY(given.points.first().derivationNote.contains(QLatin1String("given")));
}

void TestImporters::rawResultWithoutGpuCount()
{
    // The real result under a name that does not follow the convention: refused, naming what is missing.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("result.json"));
    writeAll(path, readAll(testData(kRawTp8c64)));
    const ParsedFile f = parseFile(path);
    QVERIFY(!f.ok());
    QVERIFY(f.points.isEmpty());
    const QString text = errorText(f);
    QVERIFY2(text.contains(QLatin1String("--gpus")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("--hardware")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("result.json")), qPrintable(text));

    ParseOptions opts;
    opts.gpus = 8;
    opts.hardware = QStringLiteral("H200");
    opts.precision = QStringLiteral("FP4");
    const ParsedFile still = parseFile(path, opts);
    QVERIFY(!still.ok()); // ISL/OSL are only in the file name
    QVERIFY(errorText(still).contains(QLatin1String("ISL/OSL")));
}

void TestImporters::refused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("reason");
    QTest::newRow("availability") << "api_fixture_vngcloud/availability.json"
                                  << "inferencex-availability"
                                  << "holds no measurements";
    QTest::newRow("workflow-info") << "api_fixture_vngcloud/workflow-info.json"
                                   << "inferencex-workflow-info"
                                   << "holds no measurements";
    QTest::newRow("nvidia-smi tp4") << "h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp4_conc4_isl1024_osl1024_gpu_metrics.csv"
                                    << "power-telemetry"
                                    << "power telemetry";
    QTest::newRow("nvidia-smi tp8 c16") << "h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc16_isl1024_osl1024_gpu_metrics.csv"
                                        << "power-telemetry"
                                        << "power telemetry";
    QTest::newRow("nvidia-smi tp8 c64") << "h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc64_isl1024_osl1024_gpu_metrics.csv"
                                        << "power-telemetry"
                                        << "power telemetry";
    QTest::newRow("nvidia-smi excerpt") << "nvidia_smi_samples/semianalysis_b200_qwen35_run34175132645_excerpt.csv"
                                        << "power-telemetry"
                                        << "power telemetry";
    QTest::newRow("summary table") << "h200_gptoss_vllm_nebius/summary.txt"
                                   << ""
                                   << "unrecognised header";
}

void TestImporters::refused()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QString, reason);
    const ParsedFile f = parseShared(file);
    QVERIFY(!f.ok());
    QVERIFY(f.points.isEmpty());
    QCOMPARE(f.format, format);
    const QString text = errorText(f);
    QVERIFY2(text.contains(reason), qPrintable(text));
    QVERIFY2(text.startsWith(testData(file)), qPrintable(text)); // names the file
}

void TestImporters::formatFromContentNotName()
{
    // A real agg file renamed .csv and a real dashboard CSV renamed .json import by content.
    QTemporaryDir dir;
    const QString asCsv = dir.filePath(QStringLiteral("misnamed.csv"));
    writeAll(asCsv, readAll(testData(kAggDir + QStringLiteral("/run_20248091324_agg_bmk.json"))));
    const ParsedFile a = parseFile(asCsv);
    QVERIFY(a.ok());
    QCOMPARE(a.format, QStringLiteral("inferencex-agg"));
    QCOMPARE(a.points.size(), 20);
    // A UTF-8 byte-order mark in front (Windows editors add one) changes nothing.
    const QString bom = dir.filePath(QStringLiteral("bom.json"));
    writeAll(bom, "\xEF\xBB\xBF" + readAll(testData(kAggDir + QStringLiteral("/run_20248091324_agg_bmk.json"))));
    const ParsedFile withBom = parseFile(bom);
    QVERIFY(withBom.ok());
    QCOMPARE(withBom.points.size(), 20);
    const QString csvBom = dir.filePath(QStringLiteral("bom.csv"));
    writeAll(csvBom, "\xEF\xBB\xBF" + readAll(testData(kDashDsr1)));
    QCOMPARE(parseFile(csvBom).points.size(), 5);
    const QString asJson = dir.filePath(QStringLiteral("misnamed.json"));
    writeAll(asJson, readAll(testData(kDashDsr1)));
    const ParsedFile b = parseFile(asJson);
    QVERIFY(b.ok());
    QCOMPARE(b.format, QStringLiteral("inferencex-dashboard-csv"));
    QCOMPARE(b.points.size(), 5);
}

void TestImporters::brokenInput_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line"); // expected Issue::line (text formats), -1 for JSON rows
    QTest::addColumn<int>("row");  // expected Issue::row (JSON), -1 for text
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expect"); // what the message says was expected

    const QByteArray aggBytes = readAll(testData(kAggDir + QStringLiteral("/run_20248091324_agg_bmk.json")));
    const nlohmann::json agg = nlohmann::json::parse(aggBytes.constBegin(), aggBytes.constEnd());
    const QByteArray apiBytes = readAll(testData(kApi));
    const nlohmann::json api = nlohmann::json::parse(apiBytes.constBegin(), apiBytes.constEnd());
    auto aggWith = [&](int row, const char* key, const nlohmann::json& value) {
        nlohmann::json j = agg;
        if (value.is_discarded())
            j[size_t(row)].erase(key);
        else
            j[size_t(row)][key] = value;
        return dump(j);
    };
    const nlohmann::json erase(nlohmann::json::value_t::discarded);

    // Truncated: the first 100 lines and half of line 101.
    const QList<QByteArray> lines = aggBytes.split('\n');
    QByteArray truncated = lines.mid(0, 100).join('\n') + '\n' + lines.at(100).left(lines.at(100).size() / 2);
    QTest::newRow("truncated JSON") << "agg.json" << truncated << 101 << -1 << ""
                                    << "JSON ends early";
    QTest::newRow("wrong type: string throughput") << "agg.json" << aggWith(3, "tput_per_gpu", "fast") << -1 << 3 << "tput_per_gpu"
                                                   << "expected tokens/s per GPU (a number), found the string \"fast\"";
    QTest::newRow("wrong type: string isl") << "agg.json" << aggWith(0, "isl", "1k") << -1 << 0 << "isl"
                                            << "expected a sequence length in tokens (a number), found the string \"1k\"";
    QTest::newRow("wrong type: object as hw") << "agg.json" << aggWith(5, "hw", nlohmann::json::object()) << -1 << 5 << "hw"
                                              << "expected a name (a string), found an object";
    QTest::newRow("missing hw") << "agg.json" << aggWith(7, "hw", erase) << -1 << 7 << "hw"
                                << "missing or empty; expected a name";
    QTest::newRow("missing tput_per_gpu") << "agg.json" << aggWith(19, "tput_per_gpu", erase) << -1 << 19 << "tput_per_gpu"
                                          << "missing; expected tokens/s per GPU";
    QTest::newRow("zero throughput") << "agg.json" << aggWith(2, "tput_per_gpu", 0) << -1 << 2 << "tput_per_gpu"
                                     << "expected tokens/s per GPU above 0";
    QTest::newRow("negative throughput") << "agg.json" << aggWith(2, "tput_per_gpu", -812.5) << -1 << 2 << "tput_per_gpu"
                                         << "expected tokens/s per GPU above 0";
    QTest::newRow("negative power (agg power block)") << "agg.json" << aggWith(4, "avg_power_w", -600) << -1 << 4 << "avg_power_w"
                                                      << "expected watts per GPU above 0";
    QTest::newRow("zero power (agg power block)") << "agg.json" << aggWith(4, "avg_power_w", 0) << -1 << 4 << "avg_power_w"
                                                  << "expected watts per GPU above 0";
    QTest::newRow("string power") << "agg.json" << aggWith(4, "avg_power_w", "628 W") << -1 << 4 << "avg_power_w"
                                  << "expected watts per GPU (a number), found the string \"628 W\"";
    {
        nlohmann::json j = api;
        j[size_t(0)]["metrics"]["avg_power_w"] = -628.907;
        QTest::newRow("negative measured power (API)") << "api.json" << dump(j) << -1 << 0 << "metrics.avg_power_w"
                                                       << "expected watts per GPU above 0";
        j = api;
        j[size_t(0)]["metrics"]["avg_power_w"] = 0;
        QTest::newRow("zero measured power (API)") << "api.json" << dump(j) << -1 << 0 << "metrics.avg_power_w"
                                                   << "expected watts per GPU above 0";
        j = api;
        j[size_t(10)].erase("metrics");
        QTest::newRow("API row without metrics") << "api.json" << dump(j) << -1 << 10 << "metrics"
                                                 << "missing; expected an object";
    }
    {
        // Python's json.dump writes NaN for a float NaN: not JSON.
        QByteArray nan = aggBytes;
        const qsizetype at = nan.indexOf("\"tput_per_gpu\": ");
        const qsizetype end = nan.indexOf(',', at);
        nan.replace(at, end - at, "\"tput_per_gpu\": NaN");
        const int nanLine = int(nan.left(at).count('\n')) + 1;
        QTest::newRow("NaN throughput (JSON)") << "agg.json" << nan << nanLine << 0 << "tput_per_gpu"
                                               << "NaN is not a JSON number; expected a finite number";
    }
    {
        // Latin-1 bytes inside a JSON string (e.g. a file re-saved by an old editor).
        QByteArray latin1 = aggBytes;
        const qsizetype at = latin1.indexOf("\"image\": \"") + 10;
        latin1.insert(at, "caf\xe9 ");
        const int latin1Line = int(latin1.left(at).count('\n')) + 1;
        QTest::newRow("JSON not UTF-8") << "agg.json" << latin1 << latin1Line << -1 << ""
                                        << "ill-formed UTF-8";
    }
    QTest::newRow("empty file") << "empty.json" << QByteArray() << 1 << -1 << ""
                                << "empty file";
    QTest::newRow("blank file") << "blank.csv" << QByteArray(" \n\r\n  \n") << 1 << -1 << ""
                                << "empty file";
    QByteArray garbage;
    for (int i = 0; i < 512; ++i) garbage.append(char((i * 7919 + 13) % 256));
    QVERIFY(garbage.contains('\0'));
    // Lines as the CSV reader counts them: LF, CRLF and a lone CR each end one.
    const int nulLine = int(garbage.left(garbage.indexOf('\0')).replace("\r\n", "\n").replace('\r', '\n').count('\n')) + 1;
    QTest::newRow("binary garbage") << "garbage.bin" << garbage << nulLine << -1 << ""
                                    << "binary data";
    QTest::newRow("JSON scalar") << "n.json" << QByteArray("[42, 43]") << 1 << -1 << ""
                                 << "expected an object";

    // CSV: the real dashboard export with one field damaged (data rows start on line 5).
    const QByteArray dash = readAll(testData(kDashGptoss));
    QList<QByteArray> dashLines = dash.split('\n');
    auto dashWith = [&](int line, int column, const QByteArray& value) {
        QList<QByteArray> l = dashLines;
        QList<QByteArray> cells = l[line - 1].split(',');
        cells[column] = value;
        l[line - 1] = cells.join(',');
        return l.join('\n');
    };
    {
        QList<QByteArray> l = dashLines;
        l[6] = l[6].left(l[6].indexOf(",2026-06-05")); // line 7 stops after the Concurrency column
        QTest::newRow("CSV short row") << "dash.csv" << l.join('\n') << 7 << -1 << ""
                                       << "expected 40 fields as in the header, found 9";
    }
    // Column 10 is Throughput/GPU.
    QTest::newRow("CSV NaN throughput") << "dash.csv" << dashWith(5, 10, "nan") << 5 << -1 << "Throughput/GPU (tok/s)"
                                        << "expected tokens/s per GPU above 0 to 1,000,000, found NaN";
    QTest::newRow("CSV negative throughput") << "dash.csv" << dashWith(9, 10, "-260.5") << 9 << -1 << "Throughput/GPU (tok/s)"
                                             << "expected tokens/s per GPU above 0";
    QTest::newRow("CSV zero throughput") << "dash.csv" << dashWith(20, 10, "0") << 20 << -1 << "Throughput/GPU (tok/s)"
                                         << "expected tokens/s per GPU above 0";
    QTest::newRow("CSV text throughput") << "dash.csv" << dashWith(6, 10, "fast") << 6 << -1 << "Throughput/GPU (tok/s)"
                                         << "expected tokens/s per GPU (a number), found \"fast\"";
    QTest::newRow("CSV inf interactivity") << "dash.csv" << dashWith(8, 22, "inf") << 8 << -1 << "Median Interactivity (tok/s/user)"
                                           << "expected tokens/s per user above 0 to 100,000, found infinity";
    // Every stored field against its rule, whatever the importer derived (one table, every path).
    QTest::newRow("CSV empty TP: 0 GPUs") << "dash.csv" << dashWith(10, 7, "") << 10 << -1 << "gpus"
                                          << "expected a GPU count";
    QTest::newRow("CSV date 9999-12-31") << "dash.csv" << dashWith(11, 9, "9999-12-31") << 11 << -1 << "run_date"
                                         << "expected a run date from 2015-01-01 to 2100-12-31";
    QTest::newRow("CSV date infinity") << "dash.csv" << dashWith(11, 9, "infinity") << 11 << -1 << "run_date"
                                       << "expected a run date";
    QTest::newRow("CSV TTFT of 136 years") << "dash.csv" << dashWith(12, 14, "4300000000") << 12 << -1 << "median_ttft"
                                           << "expected a latency of at most a day";
    QTest::newRow("CSV not UTF-8") << "dash.csv" << dashWith(6, 4, "h200 caf\xe9") << 6 << -1 << ""
                                   << "not UTF-8";
    QTest::newRow("CSV unterminated quote") << "dash.csv" << dashWith(12, 5, "\"vllm") << 12 << -1 << ""
                                            << "unterminated quoted field";

    // powerx CSV (header on line 1): column 28 is avg_power_w.
    const QList<QByteArray> px = readAll(testData(kPowerx)).split('\n');
    auto pxWith = [&](int line, int column, const QByteArray& value) {
        QList<QByteArray> l = px;
        QList<QByteArray> cells = l[line - 1].split(',');
        cells[column] = value;
        l[line - 1] = cells.join(',');
        return l.join('\n');
    };
    QTest::newRow("CSV negative power") << "powerx.csv" << pxWith(3, 28, "-634.415") << 3 << -1 << "avg_power_w"
                                        << "expected watts per GPU above 0";
    QTest::newRow("CSV zero power") << "powerx.csv" << pxWith(4, 28, "0") << 4 << -1 << "avg_power_w"
                                    << "expected watts per GPU above 0";
    QTest::newRow("CSV NaN power") << "powerx.csv" << pxWith(38, 28, "NaN") << 38 << -1 << "avg_power_w"
                                   << "expected watts per GPU above 0 to 100,000, found NaN";

    // API rows (as fetched or streamed from PostgreSQL): a script URL, a control character.
    nlohmann::json rows = readJson(testData(kApi));
    rows[3]["run_url"] = "javascript:alert(1)";
    QTest::newRow("API javascript run URL") << "benchmarks.json" << dump(rows) << -1 << 3 << "run_url"
                                            << "expected an http or https URL";
    rows = readJson(testData(kApi));
    rows[5]["image"] = std::string("lmsysorg/sglang\0evil", 20);
    QTest::newRow("API NUL in a name") << "benchmarks.json" << dump(rows) << -1 << 5 << "image"
                                       << "without control characters";

    // A key twice in one object: simdjson reads the first, nlohmann the last, PostgreSQL's json
    // keeps both. Refused wherever it is: a row (indexed), its metrics, a small object, a document.
    auto repeatKey = [](QByteArray text, const QByteArray& key, int nth) {
        const QByteArray quoted = '"' + key + "\":";
        qsizetype at = -1;
        for (int i = 0; i <= nth; ++i) at = text.indexOf(quoted, at + 1);
        return text.insert(at, quoted + "1,");
    };
    QTest::newRow("API key twice in metrics") << "benchmarks.json" << repeatKey(dump(readJson(testData(kApi))), "tput_per_gpu", 3) << -1
                                              << 3 << "metrics.tput_per_gpu"
                                              << "appears twice in one object";
    QTest::newRow("agg key twice in a row") << "agg.json" << repeatKey(aggBytes, "tput_per_gpu", 6) << -1 << 6 << "tput_per_gpu"
                                            << "appears twice in one object";
    QTest::newRow("raw result key twice") << "gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json"
                                          << repeatKey(readAll(testData(kRawTp8c64)), "completed", 0) << -1 << -1 << "completed"
                                          << "appears twice in one object";

    // Raw benchmark_serving result (its own name carries the GPU count).
    nlohmann::json raw = readJson(testData(kRawTp8c64));
    raw["total_token_throughput"] = 0;
    QTest::newRow("raw result zero throughput")
        << "gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json" << dump(raw) << -1 << -1 << "total_token_throughput"
        << "expected tokens/s above 0";
    raw = readJson(testData(kRawTp8c64));
    raw["completed"] = 0;
    QTest::newRow("raw result with no completed requests")
        << "gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json" << dump(raw) << -1 << -1 << "completed"
        << "void";
}

void TestImporters::brokenInput()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(int, row);
    QFETCH(QString, field);
    QFETCH(QString, expect);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("store.sqlite"));
    const QString bad = dir.filePath(name);
    writeAll(bad, bytes);
    QCOMPARE(QFileInfo(bad).size(), qint64(bytes.size()));
    int before = 0;
    {
        Store store = MUST(Store::open(db));
        const ImportReport r = store.importFile(testData(kAggDir + QStringLiteral("/run_20806551498_agg_bmk.json")));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        before = MUST(store.pointCount());
    }
    QVERIFY(!QFile::exists(db + QStringLiteral("-wal"))); // checkpointed on close
    const QByteArray hash = fileHash(db);
    QVERIFY(!hash.isEmpty());
    {
        Store store = MUST(Store::open(db));
        const ImportReport r = store.importFile(bad);
        QVERIFY(!r.ok());
        QCOMPARE(r.inserted, 0);
        QCOMPARE(MUST(store.pointCount()), before);
        const Issue* hit = nullptr;
        for (const Issue& e : r.errors)
            if (e.message.contains(expect) && (field.isEmpty() || e.field == field)) hit = &e;
        QVERIFY2(hit, qPrintable(QStringLiteral("wanted \"%1\" (field \"%2\") in:\n%3").arg(expect, field, errorText(r))));
        QCOMPARE(hit->file, bad);
        if (line > 0) {
            QCOMPARE(hit->line, line);
            QVERIFY2(hit->toString().startsWith(QStringLiteral("%1:%2: ").arg(bad).arg(line)), qPrintable(hit->toString()));
        }
        if (row >= 0) {
            QCOMPARE(hit->row, row);
            QVERIFY2(hit->toString().contains(QStringLiteral("row %1, field \"%2\"").arg(row).arg(field)), qPrintable(hit->toString()));
        }
        QVERIFY(hit->toString().contains(expect));
        QVERIFY(!r.summaryLine().contains(QLatin1String("inserted")));
    }
    QCOMPARE(fileHash(db), hash);
}

void TestImporters::repeatedKeysAtEverySize()
{
    // Every size the readers treat differently: pairwise (up to 12 keys), the row cache's index
    // (12 to 64), sorted (past 64); the repeat at the end, and an object without one.
    for (const int n : {2, 3, 11, 12, 13, 40, 64, 65, 200}) {
        for (const bool repeat : {false, true}) {
            std::string text = "{\"outer\": [{}, {";
            for (int i = 0; i < n; ++i) text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
            if (repeat) text += ",\"k" + std::to_string(n / 2) + "\":-1";
            text += "}]}";
            simdjson::dom::parser parser;
            simdjson::dom::element root;
            QCOMPARE(parser.parse(text).get(root), simdjson::SUCCESS);
            simdjson::dom::object inner;
            QCOMPARE(root["outer"].at(1).get(inner), simdjson::SUCCESS);
            const std::string expected = "k" + std::to_string(n / 2);
            const auto direct = firstRepeatedKey(inner);
            QCOMPARE(direct.has_value(), repeat);
            JsonRowCache cache;
            const char* identity = nullptr;
            const auto cached = cache.repeatedKey(inner, identity);
            QCOMPARE(cached.has_value(), repeat);
            const auto path = repeatedKeyPath(root);
            QCOMPARE(path.has_value(), repeat);
            if (!repeat) continue;
            QCOMPARE(std::string(*direct), expected);
            QCOMPARE(std::string(*cached), expected);
            QCOMPARE(*path, "outer[1]." + expected);
        }
    }
}

void TestImporters::oneBadRowRefusesTheWholeFile()
{
    // The real API file with one wrong value in row 200: nothing of the other 434 rows is stored.
    nlohmann::json api = readJson(testData(kApi));
    api[200]["metrics"]["tput_per_gpu"] = "n/a";
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("benchmarks.json"));
    writeAll(bad, dump(api));
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    {
        Store store = MUST(Store::open(db));
    }
    const QByteArray hash = fileHash(db);
    {
        Store store = MUST(Store::open(db));
        const ImportReport r = store.importFile(bad);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.size(), 1);
        QCOMPARE(r.errors.first().row, 200);
        QCOMPARE(r.errors.first().field, QStringLiteral("metrics.tput_per_gpu"));
        QCOMPARE(MUST(store.pointCount()), 0);
        QVERIFY(MUST(store.sources()).isEmpty());
    }
    QCOMPARE(fileHash(db), hash);
}

void TestImporters::reimportAddsNothing()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    const QString file = testData(kAggDir + QStringLiteral("/run_20662362255_agg_bmk.json"));
    const ImportReport first = store.importFile(file);
    QVERIFY(first.ok());
    QCOMPARE(first.inserted, 150);
    QCOMPARE(first.alreadyPresent, 0);
    const ImportReport second = store.importFile(file);
    QVERIFY(second.ok());
    QCOMPARE(second.inserted, 0);
    QCOMPARE(second.alreadyPresent, 150);
    QVERIFY(second.notes.join(QLatin1Char(' ')).contains(QLatin1String("imported before")));
    QVERIFY(second.summaryLine().contains(QLatin1String("0 inserted, 150 already present")));
    QCOMPARE(MUST(store.pointCount()), 150);
    QCOMPARE(MUST(store.sources()).size(), 1);

    // The same bytes under another name are the same file (identified by SHA-256).
    const QString copy = dir.filePath(QStringLiteral("copy.json"));
    QVERIFY(QFile::copy(file, copy));
    const ImportReport third = store.importFile(copy);
    QCOMPARE(third.inserted, 0);
    QCOMPARE(third.alreadyPresent, 150);
    QCOMPARE(MUST(store.pointCount()), 150);
}

QTEST_GUILESS_MAIN(TestImporters)
#include "test_importers.moc"
