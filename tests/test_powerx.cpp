// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// InferenceX PowerX measured power (power_metric_schema_version 2): role power weighted by GPU
// counts, validity with its reasons, percentiles as the denominator, energy-only rows, and what
// `points --json` says about each.

#include "core/comparison.h"
#include "core/hardware_catalog.h"
#include "core/power_basis.h"
#include "core/stamp.h"
#include "import/import_driver.h"
#include "session/reading_table.h"
#include "store/store.h"
#include "test_support.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

// Declared before the helpers: moc stops at the raw JSON strings below.
class TestPowerx : public QObject {
    Q_OBJECT

private slots:
    void rolePowerIsWeightedByGpuCounts();
    void missingMeanIsTheWeightedRoles();
    void aMismatchIsNoted();
    void invalidRowsKeepTheirReason();
    void energyOnlyRowsAreReadAtPeakWithMeasuredWatts();
    void percentilesAsTheDenominator();
    void storeKeepsEveryField();
    void pointsJsonCarriesThePowerFields();
    void compareTextSaysWhyThereIsNoReading();
    void newHardwareAndUnverifiedNames();
};

namespace {

const QString kPowerx = QStringLiteral("api_powerx_example/powerx_dsv4_b200_extract.csv");

/// The extract's header and the disaggregated row the issue checks by hand (line 37).
QByteArray powerxHeaderAndRow(const QByteArray& avgPower = "667.517")
{
    return "id,model,hardware,framework,image,precision,spec_method,benchmark_type,isl,osl,conc,disagg,is_multinode,offload_mode,"
           "prefill_tp,prefill_ep,prefill_dp_attention,prefill_num_workers,decode_tp,decode_ep,decode_dp_attention,"
           "decode_num_workers,num_prefill_gpu,num_decode_gpu,date,run_url,power_valid,power_metric_schema_version,avg_power_w,"
           "prefill_avg_power_w,decode_avg_power_w,joules_per_successful_query,joules_per_input_token,joules_per_output_token,"
           "joules_per_total_token,prefill_joules_per_input_token,decode_joules_per_output_token\n"
           "440863,dsv4,b200,dynamo-sglang,img,fp4,none,single_turn,8192,1024,256,true,true,off,8,8,true,1,8,8,true,4,8,32,"
           "2026-09-01,https://github.com/SemiAnalysisAI/InferenceX/actions/runs/33447526958/attempts/1,1,2," +
           avgPower + ",772.71,641.218,2729.241366,0.370115,2.959964,0.328979,0.085688,2.27468\n";
}

/// One API row (/api/v1/benchmarks) with PowerX fields in its metrics.
QByteArray apiRow(int conc, const QByteArray& power)
{
    return R"({"hardware":"b200","framework":"vllm","model":"dsv4","precision":"fp4","spec_method":"none","disagg":false,
        "is_multinode":false,"isl":8192,"osl":1024,"conc":)" +
           QByteArray::number(conc) + R"(,"decode_tp":8,"date":"2026-09-03",
        "run_url":"https://github.com/SemiAnalysisAI/InferenceX/actions/runs/33554397154/attempts/1",
        "metrics":{"tput_per_gpu":)" +
           QByteArray::number(1000 + conc) + R"(,"output_tput_per_gpu":100,"median_intvty":)" + QByteArray::number(200 - conc) + "," +
           power + "}}";
}

ComparisonRequest dsv4(DenominatorKind d = DenominatorKind::Measured)
{
    ComparisonRequest r;
    r.model = QStringLiteral("DeepSeek-V4-Pro");
    r.isl = 8192;
    r.osl = 1024;
    r.hardware = {QStringLiteral("b200")};
    r.assumptions.denominator = d;
    return r;
}

} // namespace

void TestPowerx::rolePowerIsWeightedByGpuCounts()
{
    const ParsedFile f = parseFile(testData(kPowerx));
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    int disagg = 0;
    for (const BenchmarkPoint& p : f.points) {
        QVERIFY(p.powerDetail);
        QCOMPARE(p.powerDetail->schemaVersion, 2);
        QVERIFY(p.powerDetail->valid);
        QVERIFY(p.powerDetail->energyOnly);
        QVERIFY(isKnown(p.powerDetail->joulesPerQuery));
        QVERIFY(!isKnown(p.medianIntvty)); // energy-only: no interactivity, never a guess
        if (!p.disagg) continue;
        ++disagg;
        // avg_power_w = (P × prefill + D × decode) / (P + D) on every disaggregated row of the extract.
        const PowerDetail& d = *p.powerDetail;
        const double weighted = (p.prefillGpus * d.prefillW + p.decodeGpus * d.decodeW) / (p.prefillGpus + p.decodeGpus);
        QVERIFY2(std::fabs(weighted - p.measuredPower->watts) < 1e-3 * p.measuredPower->watts,
                 qPrintable(QStringLiteral("row %1: %2 vs %3").arg(p.provenance.rowIndex).arg(weighted).arg(p.measuredPower->watts)));
    }
    QCOMPARE(disagg, 14);
    // The issue's check: (8 × 772.71 + 32 × 641.218) / 40 = 667.52.
    const auto found =
        std::find_if(f.points.begin(), f.points.end(), [](const BenchmarkPoint& p) { return p.provenance.rowIndex == 35; }); // line 37
    QVERIFY(found != f.points.end());
    const BenchmarkPoint& last = *found;
    QCOMPARE(last.prefillGpus, 8);
    QCOMPARE(last.decodeGpus, 32);
    QCOMPARE(last.powerDetail->prefillW, 772.71);
    QCOMPARE(last.powerDetail->decodeW, 641.218);
    QCOMPARE(qRound(last.measuredPower->watts * 100), 66752);
    QCOMPARE(last.powerDetail->joulesPerQuery, 2729.241366);
    QVERIFY(f.notes.join(u'\n').contains(QLatin1String("energy-only")));
    QVERIFY(!f.notes.join(u'\n').contains(QLatin1String("differs by more than 1 %")));
}

void TestPowerx::missingMeanIsTheWeightedRoles()
{
    {
        // A refused value is reported once, by its rule, not again as "missing".
        QTemporaryDir bad;
        const QString path = bad.filePath(QStringLiteral("negative.csv"));
        QByteArray bytes = powerxHeaderAndRow();
        bytes.replace(",0.328979,", ",-1,");
        writeAll(path, bytes);
        const ParsedFile f = parseFile(path);
        QCOMPARE(f.errors.size(), 1);
        QCOMPARE(f.errors.first().field, QStringLiteral("joules_per_total_token"));
        QVERIFY2(f.errors.first().message.contains(QLatin1String("found -1")), qPrintable(f.errors.first().message));
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("roles.csv"));
    writeAll(path, powerxHeaderAndRow(""));
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QCOMPARE(f.points.size(), 1);
    const BenchmarkPoint& p = f.points.first();
    QVERIFY(p.measuredPower);
    QVERIFY(std::fabs(p.measuredPower->watts - (8 * 772.71 + 32 * 641.218) / 40) < 1e-9);
    QVERIFY2(p.measuredPower->sourceText.contains(QLatin1String("8 prefill GPUs")), qPrintable(p.measuredPower->sourceText));
}

void TestPowerx::aMismatchIsNoted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mismatch.csv"));
    writeAll(path, powerxHeaderAndRow("700.9")); // 5 % above the weighted roles
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QCOMPARE(f.points.first().measuredPower->watts, 700.9); // used as published, and said so
    QVERIFY2(f.notes.join(u'\n').contains(QLatin1String("1 disaggregated rows: avg_power_w differs by more than 1 %")),
             qPrintable(f.notes.join(u'\n')));
}

void TestPowerx::invalidRowsKeepTheirReason()
{
    // API rows: an invalid row keeps its reason beside its throughput; the measured denominator
    // says why it has no watts instead of a generic "no measured power".
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("api.json"));
    writeAll(path, "[" +
                       apiRow(64, R"("power_valid":0,"power_metric_schema_version":2,"power_invalid_reasons":["sampling_gap_exceeded"])") +
                       "]");
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("d.sqlite"))));
    const ImportReport r = store.importFile(path);
    QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    const BenchmarkPoint p = MUST(store.points()).first();
    QVERIFY(!p.measuredPower);
    QVERIFY(p.powerDetail && !p.powerDetail->valid);
    const Comparison c = compare(MUST(store.points()), dsv4(), HardwareCatalog::bundled());
    QCOMPARE(c.systems.size(), 1);
    QVERIFY(!c.systems.first().power.known());
    QCOMPARE(c.systems.first().power.missing, QStringLiteral("measured power invalid: sampling gap over 3 s"));
    // Rated power is unaffected: the throughput stands.
    const Comparison rated = compare(MUST(store.points()), dsv4(DenominatorKind::Tdp), HardwareCatalog::bundled());
    QVERIFY(rated.systems.first().power.known());

    // A power-only export cannot show an invalid row (no throughput without valid energy, even when
    // watts were left in the row): skipped, named. Reasons may come as a JSON-like list.
    const QString csv = dir.filePath(QStringLiteral("invalid.csv"));
    QByteArray bytes = powerxHeaderAndRow();
    bytes.replace("power_metric_schema_version,", "power_metric_schema_version,power_invalid_reasons,");
    bytes += "440864,dsv4,b200,vllm,img,fp4,none,single_turn,8192,1024,64,false,false,off,8,8,true,0,8,8,true,0,64,64,2026-09-03,"
             "https://github.com/SemiAnalysisAI/InferenceX/actions/runs/33554397154/attempts/1,0,2,"
             "\"[\"\"telemetry_file_missing\"\"]\",600,,,4000,0.5,4.0,0.45,,\n";
    bytes.replace("/attempts/1,1,2,667.517", "/attempts/1,1,2,,667.517");
    writeAll(csv, bytes);
    const ParsedFile f = parseFile(csv);
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QCOMPARE(f.points.size(), 1);
    QVERIFY2(f.notes.join(u'\n').contains(QLatin1String("line 3 (b200 conc 64: measured power invalid: telemetry file missing)")),
             qPrintable(f.notes.join(u'\n')));
}

void TestPowerx::energyOnlyRowsAreReadAtPeakWithMeasuredWatts()
{
    const ParsedFile f = parseFile(testData(kPowerx));
    QVERIFY(f.ok());
    QList<BenchmarkPoint> pts = f.points;
    for (int i = 0; i < pts.size(); ++i) pts[i].id = i + 1;
    const Comparison c = compare(pts, dsv4(), HardwareCatalog::bundled());
    QCOMPARE(c.systems.size(), 4); // vllm, dynamo-sglang, dynamo-vllm, dynamo-vllm mtp
    QVERIFY(c.notes.join(u'\n').contains(QLatin1String("37 energy-only points")));
    for (const SystemResult& s : c.systems) {
        QVERIFY(s.frontier.isEmpty());
        QVERIFY(s.sample.pointId > 0);
        QVERIFY(!isKnown(s.sample.interactivity));
        const BenchmarkPoint& p = pts.at(int(s.sample.pointId) - 1);
        // Measured watts divide: tok/s/kW = 1000 / (J per total token) of the row read.
        QCOMPARE(s.power.watts, p.measuredPower->watts);
        QVERIFY(std::fabs(s.tokensPerSecPerKw - 1000 / p.powerDetail->joulesPerTotalToken) < 1e-9 * s.tokensPerSecPerKw);
        QVERIFY2(s.power.basis.contains(QLatin1String("PowerX schema 2")), qPrintable(s.power.basis));
        QCOMPARE(s.joulesPerQuery, p.powerDetail->joulesPerQuery); // measured, at the chip
        // Its peak is its best efficiency among the system's rows.
        for (const FrontierPoint& q : s.allPoints) QVERIFY(q.tput / q.measuredW <= s.tokensPerSecond / s.power.watts * (1 + 1e-12));
    }
    // The Readings table says how each was read, in those words.
    for (const ReadingRow& row : readingRows(c, c))
        QVERIFY2(row.readAt.startsWith(QStringLiteral("its peak, an energy-only row (throughput = measured W ÷ J/token")),
                 qPrintable(row.readAt));
    // Matched at an interactivity, energy-only rows have no value, and the reason says so.
    ComparisonRequest matched = dsv4();
    matched.assumptions.atPeak = false;
    matched.assumptions.interactivity = 30;
    const Comparison m = compare(pts, matched, HardwareCatalog::bundled());
    QVERIFY(!isKnown(m.systems.first().tokensPerSecPerKw));
    QVERIFY2(m.systems.first().power.missing.contains(QLatin1String("energy-only")), qPrintable(m.systems.first().power.missing));
    QCOMPARE(readingRows(c, m).first().readAt, QStringLiteral("no reading: energy-only rows have no interactivity"));
}

void TestPowerx::percentilesAsTheDenominator()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("api.json"));
    writeAll(path,
             "[" + apiRow(8, R"("avg_power_w":600,"p75_power_w":640,"p90_power_w":690,"power_valid":1,"power_metric_schema_version":2)") +
                 "," + apiRow(16, R"("avg_power_w":650,"power_valid":1,"power_metric_schema_version":2)") + "]");
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QList<BenchmarkPoint> pts = f.points;
    for (int i = 0; i < pts.size(); ++i) pts[i].id = i + 1;
    ComparisonRequest r = dsv4();
    r.assumptions.atPeak = false;
    r.assumptions.interactivity = 192; // the conc-8 row, tested
    for (const auto& [statistic, watts] :
         {std::pair{PowerStatistic::Mean, 600.0}, {PowerStatistic::P75, 640.0}, {PowerStatistic::P90, 690.0}}) {
        r.assumptions.powerStatistic = statistic;
        const Comparison c = compare(pts, r, HardwareCatalog::bundled());
        const SystemResult& s = c.systems.first();
        QCOMPARE(int(s.sample.status), int(PointStatus::Measured));
        QCOMPARE(s.power.watts, watts);
        QVERIFY2(s.power.basis.startsWith(QStringLiteral("measured ") + shortName(statistic)), qPrintable(s.power.basis));
        QCOMPARE(s.tokensPerSecPerKw, 1008.0 / watts * 1000);
    }
    // Read between two tested points, the watts still name their PowerX generation.
    r.assumptions.powerStatistic = PowerStatistic::Mean;
    r.assumptions.interactivity = 188;
    const Comparison between = compare(pts, r, HardwareCatalog::bundled());
    QCOMPARE(int(between.systems.first().sample.status), int(PointStatus::Interpolated));
    QVERIFY2(between.systems.first().power.basis.contains(QLatin1String("(PowerX schema 2)")),
             qPrintable(between.systems.first().power.basis));
    r.assumptions.powerStatistic = PowerStatistic::P90;
    // A row that publishes only its mean has no P90: n/a with the reason, never the mean instead.
    r.assumptions.interactivity = 184; // the conc-16 row
    const Comparison c = compare(pts, r, HardwareCatalog::bundled());
    QVERIFY(!c.systems.first().power.known());
    QCOMPARE(c.systems.first().power.missing, QStringLiteral("no P90 power published for this point (only its mean)"));
    // The stamp names the statistic where it names the denominator: never "mean" over a P90.
    const QString stamp = stampText(c);
    QVERIFY2(stamp.contains(QLatin1String("Denominator: measured GPU power, time-weighted P90")), qPrintable(stamp));
    QVERIFY2(!stamp.contains(QLatin1String("mean")), qPrintable(stamp));
    // The statistic is a scenario assumption like the others.
    QCOMPARE(int(assumptionsFromJson(toJson(r.assumptions))->powerStatistic), int(PowerStatistic::P90));
    QVERIFY(!toJson(Assumptions{}).contains("power_statistic")); // the default is not written: old scenarios keep their codes
}

void TestPowerx::storeKeepsEveryField()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("d.sqlite"))));
    const ParsedFile f = parseFile(testData(kPowerx));
    QVERIFY(store.importFile(testData(kPowerx)).ok());
    const QList<BenchmarkPoint> stored = MUST(store.points());
    QCOMPARE(stored.size(), f.points.size());
    for (int i = 0; i < stored.size(); ++i) {
        const PowerDetail& a = *f.points.at(i).powerDetail;
        QVERIFY(stored.at(i).powerDetail);
        const PowerDetail& b = *stored.at(i).powerDetail;
        QCOMPARE(b.schemaVersion, a.schemaVersion);
        QCOMPARE(b.valid, a.valid);
        QCOMPARE(b.energyOnly, a.energyOnly);
        QCOMPARE(b.invalidReasons, a.invalidReasons);
        for (const auto& [x, y] : {std::pair{a.prefillW, b.prefillW},
                                   {a.decodeW, b.decodeW},
                                   {a.p75W, b.p75W},
                                   {a.p90W, b.p90W},
                                   {a.joulesPerQuery, b.joulesPerQuery},
                                   {a.joulesPerInputToken, b.joulesPerInputToken},
                                   {a.joulesPerOutputToken, b.joulesPerOutputToken},
                                   {a.joulesPerTotalToken, b.joulesPerTotalToken}})
            QVERIFY(x == y || (!isKnown(x) && !isKnown(y)));
    }
    QCOMPARE(MUST(store.workloads()).size(), 1); // energy-only points are a workload a chart can read (at peak)
}

void TestPowerx::pointsJsonCarriesThePowerFields()
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    const ProgramRun imported = runProgram({QStringLiteral("import"), testData(kPowerx)}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const ProgramRun listed = runProgram({QStringLiteral("points"), QStringLiteral("--model"), QStringLiteral("DeepSeek-V4-Pro"),
                                          QStringLiteral("--workload"), QStringLiteral("8k/1k"), QStringLiteral("--json")},
                                         env);
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    const nlohmann::json rows = nlohmann::json::parse(listed.out.toStdString());
    QCOMPARE(int(rows.size()), 37);
    const auto found = std::find_if(rows.begin(), rows.end(), [](const nlohmann::json& r) { return r.at("row") == 35; });
    QVERIFY(found != rows.end());
    const nlohmann::json& last = *found; // line 37 of the file, the issue's (8 × 772.71 + 32 × 641.218) / 40 row
    QCOMPARE(last.at("workload").get<std::string>(), std::string("8k/1k"));
    QVERIFY(last.at("interactivity").is_null());
    QCOMPARE(last.at("measured_power_w").get<double>(), 667.517);
    QCOMPARE(last.at("prefill_power_w").get<double>(), 772.71);
    QCOMPARE(last.at("decode_power_w").get<double>(), 641.218);
    QCOMPARE(last.at("power_valid").get<bool>(), true);
    QVERIFY(last.at("power_invalid_reasons").is_array() && last.at("power_invalid_reasons").empty());
    QCOMPARE(last.at("joules_per_query").get<double>(), 2729.241366);
    QCOMPARE(last.at("power_schema").get<int>(), 2);
    QCOMPARE(last.at("energy_only").get<bool>(), true);
    QCOMPARE(last.at("percent_tdp").get<double>(), 667.517 / 1000 * 100); // B200 rated 1000 W
}

void TestPowerx::compareTextSaysWhyThereIsNoReading()
{
    // Energy-only rows matched at an interactivity under rated power: the watts are known (TDP),
    // the throughput there is not. The text says why, never "n/a tok/s/GPU … 1000 W TDP".
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    const ProgramRun imported = runProgram({QStringLiteral("import"), testData(kPowerx)}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const QStringList args{QStringLiteral("compare"),    QStringLiteral("--model"),       QStringLiteral("DeepSeek-V4-Pro"),
                           QStringLiteral("--workload"), QStringLiteral("8k/1k"),         QStringLiteral("--hardware"),
                           QStringLiteral("b200"),       QStringLiteral("--denominator"), QStringLiteral("tdp")};
    const ProgramRun matched = runProgram(args + QStringList{QStringLiteral("--at-interactivity"), QStringLiteral("30")}, env);
    QVERIFY2(matched.exitCode == 0, qPrintable(matched.err));
    const QStringList lines = matched.out.split(u'\n').filter(QStringLiteral("b200 "));
    QVERIFY2(lines.size() >= 4, qPrintable(matched.out));
    for (const QString& line : lines) {
        if (line.contains(QLatin1String("ratio "))) continue;
        QVERIFY2(line.endsWith(QLatin1String(": no reading: energy-only rows have no interactivity")), qPrintable(line));
    }
    QVERIFY2(!matched.out.contains(QLatin1String("n/a tok/s/GPU")), qPrintable(matched.out));
    // At each one's peak the same rows are read, with their figures.
    const ProgramRun peak = runProgram(args, env);
    QVERIFY2(peak.exitCode == 0, qPrintable(peak.err));
    QVERIFY2(peak.out.contains(QLatin1String("its peak (energy-only point: no interactivity)")) &&
                 !peak.out.contains(QLatin1String("no reading")),
             qPrintable(peak.out));
}

void TestPowerx::newHardwareAndUnverifiedNames()
{
    // The registry's late keys: TDP and all-in gen 2 only; gen 1 is n/a with the reason, never 9.99.
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    for (const auto& [id, tdp, gen2] : {std::tuple{"tpuv7", 980.0, 1207.0}, {"vr200", 1800.0, 3300.0}, {"rtx6000pro", 600.0, 975.0}}) {
        const HardwareSpec hw = catalog.spec(QString::fromLatin1(id));
        QCOMPARE(hw.tdpW, tdp);
        QVERIFY(std::fabs(hw.allInGen2W - gen2) < 1e-9);
        QVERIFY(!isKnown(hw.allInGen1W));
        Assumptions a;
        a.denominator = DenominatorKind::AllInGen1;
        const PowerBasis b = powerBasis(hw, a, kNaN);
        QVERIFY(!b.known());
        QCOMPARE(b.missing, QStringLiteral("no all-in gen 1 figure for %1").arg(QString::fromLatin1(id)));
    }
    // A model whose display name rests on one third-party capture imports, and the import says so.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("flash.json"));
    QByteArray row = apiRow(8, R"("avg_power_w":600)");
    row.replace(R"("model":"dsv4")", R"("model":"dsv41flash")");
    writeAll(path, "[" + row + "]");
    const ParsedFile f = parseFile(path);
    QVERIFY2(f.ok(), qPrintable(issuesText(f.errors)));
    QCOMPARE(f.points.first().model, QStringLiteral("DeepSeek-V4.1-Flash"));
    QVERIFY2(f.notes.join(u'\n').contains(QLatin1String("model dsv41flash shown as DeepSeek-V4.1-Flash: the name is unverified")),
             qPrintable(f.notes.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestPowerx)
#include "test_powerx.moc"
