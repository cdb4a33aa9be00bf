// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Importing a raw result together with its telemetry: the point gets a measured power value that
// the `measured` denominator uses; all or nothing; re-importing the same pair adds nothing.
// Real H200 result + nvidia-smi pairs from tests/data; databases are temporary.

#include "telemetry/measured_import.h"
#include "telemetry_fixtures.h"
#include "test_support.h"

#include <QProcess>
#include <QtTest>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

class TestMeasuredImport : public QObject {
    Q_OBJECT

private slots:
    void storesMeasuredPower();
    void reimportAddsNothing();
    void attachesToAnEarlierImport();
    void failingTelemetryChangesNothing();
    void invalidMeasurementIsStoredAsInvalid();
    void refusesNonRawResults();
    void cliImportWithTelemetry();
    void measuredDenominatorUsesIt();
    void thePowerLogIsKeptAsASource();
};

void TestMeasuredImport::storesMeasuredPower()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    const MeasuredImport m = importWithTelemetry(store, resultOf(kTp8c64), logOf(kTp8c64), {}, {});
    QVERIFY2(m.report.ok(), qPrintable(m.report.errors.value(0).toString()));
    QCOMPARE(m.report.inserted, 1);
    QVERIFY(m.powerStored);
    const QList<BenchmarkPoint> pts = MUST(store.points());
    QCOMPARE(pts.size(), 1);
    QVERIFY(pts[0].measuredPower);
    const PowerValue& w = *pts[0].measuredPower;
    QCOMPARE(toString(w.kind), toString(PowerKind::MeasuredMean));
    QCOMPARE(w.boundary, QStringLiteral("chip"));
    QCOMPARE(w.statistic, QStringLiteral("mean"));
    QVERIFY(w.valid);
    QVERIFY(std::fabs(w.watts - 301) < 1);
    QVERIFY(std::fabs(w.windowSeconds - 195.31) < 0.01);
    QCOMPARE(w.sampleCount, 8 * 195);
    QVERIFY(w.sourceText.contains(kTp8c64 + QStringLiteral("_gpu_metrics.csv")));
    QVERIFY(w.sourceText.contains(QStringLiteral("sha256 ") + QString::fromLatin1(fileHash(logOf(kTp8c64)).left(16))));
    QVERIFY(w.sourceText.contains(QLatin1String("grade L1-chip")));
    // J/total token from the stored pieces agrees with the direct computation (≈0.398).
    QVERIFY(std::fabs(w.watts / pts[0].tputPerGpu - 0.398) < 0.001);
}

void TestMeasuredImport::reimportAddsNothing()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    QVERIFY(importWithTelemetry(store, resultOf(kTp8c64), logOf(kTp8c64), {}, {}).powerStored);
    const MeasuredImport again = importWithTelemetry(store, resultOf(kTp8c64), logOf(kTp8c64), {}, {});
    QVERIFY(again.report.ok());
    QCOMPARE(again.report.inserted, 0);
    QCOMPARE(again.report.alreadyPresent, 1);
    QVERIFY(!again.powerStored);
    QCOMPARE(MUST(store.pointCount()), 1);
    QCOMPARE(MUST(store.sources()).size(), 2); // the result and its power log
}

void TestMeasuredImport::attachesToAnEarlierImport()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    QVERIFY(store.importFile(resultOf(kTp4c4)).ok());
    QVERIFY(!MUST(store.points()).at(0).measuredPower);
    const MeasuredImport m = importWithTelemetry(store, resultOf(kTp4c4), logOf(kTp4c4), {}, {});
    QVERIFY(m.report.ok());
    QVERIFY(m.powerStored);
    QVERIFY(m.report.notes.join(QString()).contains(QLatin1String("attached")));
    // The summary line counts the result as present (it said "0 inserted, 0 already present").
    QCOMPARE(m.report.inserted, 0);
    QCOMPARE(m.report.alreadyPresent, 1);
    QCOMPARE(MUST(store.pointCount()), 1);
    QVERIFY(std::fabs(MUST(store.points()).at(0).measuredPower->watts - m.energy.avgPowerWPerGpu) < 1e-9);
    QVERIFY(m.energy.avgPowerWPerGpu > 200); // 4 serving GPUs, the 4 idle ones excluded
}

void TestMeasuredImport::failingTelemetryChangesNothing()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    const MeasuredImport missing = importWithTelemetry(store, resultOf(kTp8c64), dir.filePath(QStringLiteral("none.csv")), {}, {});
    QVERIFY(!missing.report.ok());
    QVERIFY(missing.report.errors.at(0).message.contains(QLatin1String("nothing imported")));
    const QString junk = writeText(dir, QStringLiteral("junk.csv"), QStringLiteral("time;watts\n"));
    const MeasuredImport unknown = importWithTelemetry(store, resultOf(kTp8c64), junk, {}, {});
    QVERIFY(unknown.report.errors.at(0).message.contains(QLatin1String("unrecognised telemetry log")));
    // A real log paired with the wrong real result: the TP4 log starts after the TP8 run ended.
    const MeasuredImport empty = importWithTelemetry(store, resultOf(kTp8c64), logOf(kTp4c4), {}, {});
    QVERIFY(!empty.report.ok());
    QVERIFY(empty.report.errors.at(0).message.contains(QLatin1String("empty_window")));
    QCOMPARE(MUST(store.pointCount()), 0);
    QCOMPARE(MUST(store.sources()).size(), 0);
}

void TestMeasuredImport::invalidMeasurementIsStoredAsInvalid()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    EnergyOptions o;
    o.gpus = QStringList{"0", "1", "2"}; // the TP4 run used 4 GPUs
    const MeasuredImport m = importWithTelemetry(store, resultOf(kTp4c4), logOf(kTp4c4), {}, o);
    QVERIFY(m.report.ok());
    const PowerValue w = *MUST(store.points()).at(0).measuredPower;
    QVERIFY(!w.valid);
    QVERIFY(w.sourceText.contains(QLatin1String("INVALID")));
    QVERIFY(m.report.notes.join(QString()).contains(QLatin1String("will not use it")));
}

void TestMeasuredImport::refusesNonRawResults()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    const MeasuredImport m =
        importWithTelemetry(store, testData(QStringLiteral("api_fixture_vngcloud/benchmarks.json")), logOf(kTp8c64), {}, {});
    QVERIFY(!m.report.ok());
    QVERIFY(m.report.errors.at(0).message.contains(QLatin1String("raw benchmark_serving result")));
    QCOMPARE(MUST(store.pointCount()), 0);
}

void TestMeasuredImport::cliImportWithTelemetry()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cli.sqlite"));
    const CliRun first = runCli({"import", resultOf(kTp8c64), "--telemetry", logOf(kTp8c64), "--db", db, "--json"});
    QVERIFY2(first.code == 0, first.err.constData());
    const auto j = nlohmann::json::parse(first.out.constData());
    QCOMPARE(j[0]["inserted"].get<int>(), 1);
    QCOMPARE(j[0]["power_stored"].get<bool>(), true);
    QVERIFY(std::fabs(j[0]["energy"]["avg_power_w_per_gpu"].get<double>() - 301) < 1);

    const CliRun points = runCli({"points", "--db", db, "--json"});
    const auto p = nlohmann::json::parse(points.out.constData());
    QCOMPARE(p.size(), size_t(1));
    QVERIFY(std::fabs(p[0]["measured_power_w"].get<double>() - 301) < 1);

    const CliRun again = runCli({"import", resultOf(kTp8c64), "--telemetry", logOf(kTp8c64), "--db", db});
    QCOMPARE(again.code, 0);
    QVERIFY(again.out.contains("0 inserted, 1 already present"));

    const CliRun tp4 = runCli({"import", resultOf(kTp4c4), "--telemetry", logOf(kTp4c4), "--gpus", "0,1,2,3", "--db", db});
    QVERIFY2(tp4.code == 0, tp4.err.constData());

    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    const CliRun bad = runCli({"import", resultOf(kTp8c64), "--telemetry", dir.filePath(QStringLiteral("none.csv")), "--db", fresh});
    QCOMPARE(bad.code, 2);
    QVERIFY(bad.err.contains("nothing imported"));
    const CliRun none = runCli({"points", "--db", fresh, "--json"});
    QCOMPARE(nlohmann::json::parse(none.out.constData()).size(), size_t(0));
}

void TestMeasuredImport::measuredDenominatorUsesIt()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("compare.sqlite"));
    for (const QString& c : {kTp8c64, kTp4c4}) QCOMPARE(runCli({"import", resultOf(c), "--telemetry", logOf(c), "--db", db}).code, 0);
    const CliRun cmp = runCli({"compare", "--db", db, "--model", "gpt-oss-120b", "--isl", "1024", "--osl", "1024", "--hardware", "h200",
                               "--denominator", "measured", "--json"});
    QVERIFY2(cmp.code == 0, cmp.err.constData());
    const auto j = nlohmann::json::parse(cmp.out.constData());
    const auto& sys = j["systems"][0];
    QCOMPARE(sys["power_basis"].get<std::string>(), std::string("measured mean"));
    QVERIFY(std::fabs(sys["joules_per_token"].get<double>() - 0.398) < 0.001); // the TP8 conc64 peak point
}

// The log a measured value was computed from is a source of its own, linked to the value with the
// options given: what an export records, a bundle carries and `verify` reads again. Removing the
// log removes the value; removing the result removes the log; replacing the value drops the old log.
void TestMeasuredImport::thePowerLogIsKeptAsASource()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("db.sqlite"))));
    ParseOptions run;
    run.sourceName = QStringLiteral("Lab");
    EnergyOptions o;
    o.gpus = QStringList{"0", "1", "2", "3"};
    QVERIFY(importWithTelemetry(store, resultOf(kTp4c4), logOf(kTp4c4), run, o).powerStored);
    const QString resultSha = QString::fromLatin1(fileHash(resultOf(kTp4c4)));
    const QString logSha = QString::fromLatin1(fileHash(logOf(kTp4c4)));
    QList<SourceSummary> sources = MUST(store.sources());
    QCOMPARE(sources.size(), 2);
    const SourceSummary log = sources[0].sha256 == logSha ? sources[0] : sources[1];
    QCOMPARE(log.sha256, logSha);
    QCOMPARE(log.format, QString::fromLatin1(kPowerLogFormat));
    QCOMPARE(log.points, 0);
    QCOMPARE(log.location, logOf(kTp4c4));
    QCOMPARE(log.sizeBytes, QFileInfo(logOf(kTp4c4)).size());
    QCOMPARE(log.powersResults, QStringList{resultSha});
    // The options as given, under the result they gave power to; they read back the same.
    const nlohmann::json options = nlohmann::json::parse(log.importOptions.toStdString());
    const nlohmann::json forResult = options["power_for"][resultSha.toStdString()];
    QCOMPARE(forResult["gpus"], nlohmann::json::array({"0", "1", "2", "3"}));
    QCOMPARE(forResult["run"]["source"], nlohmann::json("Lab"));
    const auto [parse, energy] = powerLogOptionsFrom(QString::fromStdString(forResult.dump()));
    QCOMPARE(energy.gpus, o.gpus);
    QCOMPARE(parse.sourceName, run.sourceName);
    QCOMPARE(powerLogOptionsText(parse, energy), QString::fromStdString(forResult.dump()));
    QCOMPARE(MUST(store.points()).at(0).measuredPower->logSha256, logSha);

    // Removing the log removes the value, not the result.
    MUST(store.removeSources({logSha}));
    QCOMPARE(MUST(store.pointCount()), 1);
    QVERIFY(!MUST(store.points()).at(0).measuredPower);
    QCOMPARE(MUST(store.sources()).size(), 1);

    // Attached again, then replaced by another log (the same readings with one more line end): the
    // first log, no longer giving power to anything, goes.
    QVERIFY(importWithTelemetry(store, resultOf(kTp4c4), logOf(kTp4c4), run, o).powerStored);
    QCOMPARE(MUST(store.sources()).size(), 2);
    const QString copy = writeText(dir, QStringLiteral("copy.csv"), QString::fromUtf8(readAll(logOf(kTp4c4))) + QLatin1Char('\n'));
    QVERIFY(importWithTelemetry(store, resultOf(kTp4c4), copy, run, o).powerStored);
    sources = MUST(store.sources());
    QCOMPARE(sources.size(), 2);
    QVERIFY(std::none_of(sources.begin(), sources.end(), [&](const SourceSummary& s) { return s.sha256 == logSha; }));
    QCOMPARE(MUST(store.points()).at(0).measuredPower->logSha256, QString::fromLatin1(fileHash(copy)));

    // Removing the result removes its log too.
    MUST(store.removeSources({resultSha}));
    QCOMPARE(MUST(store.sources()).size(), 0);
}

QTEST_GUILESS_MAIN(TestMeasuredImport)
#include "test_measured_import.moc"
