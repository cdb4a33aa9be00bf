// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Sources and runs are never mixed silently. Real data: the bundled InferenceX sample plus the
// three real H200 benchmark_serving results with their nvidia-smi logs (tests/data). The history
// file in historyKeepsEveryDate is made from real API rows with their dates changed (the real
// history response is 4 MB); the test says which rows.

#include "charts/chart_page.h"
#include "charts/chart_stamp.h"
#include "core/stamp.h"
#include "shell/main_window.h"
#include "store/store.h"
#include "telemetry/measured_import.h"
#include "telemetry_fixtures.h"
#include "test_support.h"

#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

namespace {

const QStringList kRuns = {QStringLiteral("gptoss_fp4_h200_tp4_conc4_isl1024_osl1024"),
                           QStringLiteral("gptoss_fp4_h200_tp8_conc16_isl1024_osl1024"), kTp8c64};
const QString kYours = QStringLiteral("h200 vllm fp4 · your runs · Nebius");

ComparisonRequest gptoss(DenominatorKind d)
{
    ComparisonRequest req;
    req.model = QStringLiteral("gpt-oss-120b");
    req.isl = 1024;
    req.osl = 1024;
    req.assumptions.atPeak = false;
    req.assumptions.interactivity = 100;
    req.assumptions.denominator = d;
    return req;
}

void importYourRuns(Store& store)
{
    ParseOptions o;
    o.sourceName = QStringLiteral("Nebius");
    for (const QString& run : kRuns) {
        const MeasuredImport m = importWithTelemetry(store, resultOf(run), logOf(run), o, {});
        VERIFY_OR_THROW2(m.report.ok() && m.powerStored, qPrintable(m.report.errors.value(0).toString()));
    }
}

const SystemResult* find(const Comparison& c, const QString& label)
{
    for (const SystemResult& s : c.systems)
        if (s.label == label) return &s;
    return nullptr;
}

} // namespace

class TestSources : public QObject {
    Q_OBJECT

private slots:
    void yourRunsNeverReplaceTheOfficialCurve();
    void historyKeepsEveryDate();
    void aRunStoredTwiceIsCountedOnce();
    void inferencexRunsUnderAnotherNameAreSaidToBeInferencex();
    void windowDrawsBothSeries();
};

void TestSources::yourRunsNeverReplaceTheOfficialCurve()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    QVERIFY(!MUST(store.loadBundledDataIfEmpty()).isEmpty());
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    const Comparison before = compare(MUST(store.points()), gptoss(DenominatorKind::Tdp), catalog);
    const SystemResult* officialBefore = find(before, QStringLiteral("h200 vllm fp4"));
    QVERIFY(officialBefore);
    QVERIFY(isKnown(officialBefore->tokensPerSecond));

    importYourRuns(store);
    const Comparison after = compare(MUST(store.points()), gptoss(DenominatorKind::Tdp), catalog);
    QCOMPARE(after.systems.size(), before.systems.size() + 1);
    // Every InferenceX system, its numbers and every ratio to the baseline are exactly as before.
    QCOMPARE(after.systems.first().label, before.systems.first().label);
    for (const SystemResult& b : before.systems) {
        const SystemResult* a = find(after, b.label);
        QVERIFY2(a, qPrintable(b.label));
        QCOMPARE(a->allPoints.size(), b.allPoints.size());
        QCOMPARE(a->tokensPerSecond, b.tokensPerSecond);
        QCOMPARE(a->tokensPerSecPerKw, b.tokensPerSecPerKw);
        QCOMPARE(a->runText(), b.runText());
    }
    for (int i = 0; i < before.ratios.size(); ++i) QCOMPARE(after.ratios[i].tokensPerKwRatio, before.ratios[i].tokensPerKwRatio);

    // Your runs: their own series, with measured power on every point.
    const SystemResult* yours = find(after, kYours);
    QVERIFY(yours);
    QVERIFY(!yours->key.official());
    QCOMPARE(yours->allPoints.size(), kRuns.size());
    for (const FrontierPoint& p : yours->allPoints) QVERIFY(isKnown(p.measuredW) && p.measuredW > 100 && p.measuredW < 700);
    QCOMPARE(yours->runs.size(), 1);
    QCOMPARE(yours->runs.first().key, QStringLiteral("your runs · Nebius"));
    // The default selection shows them beside the official curve.
    QVERIFY(defaultSelection(after).contains(kYours));
    QVERIFY(defaultSelection(after).contains(QStringLiteral("h200 vllm fp4")) ||
            defaultSelection(after).first() != QStringLiteral("h200 vllm fp4"));

    // Under the measured denominator your runs have a number; InferenceX's sample has none.
    ComparisonRequest measured = gptoss(DenominatorKind::Measured);
    Comparison m = compare(MUST(store.points()), measured, catalog);
    const SystemResult* ym = find(m, kYours);
    QVERIFY(ym && isKnown(ym->tokensPerSecPerKw));
    QVERIFY2(ym->power.basis.contains(QLatin1String("measured")), qPrintable(ym->power.basis));
    QVERIFY(!isKnown(find(m, QStringLiteral("h200 vllm fp4"))->tokensPerSecPerKw));

    // The stamp names both runs: InferenceX's CI run and yours.
    selectSystems(m, {QStringLiteral("h200 vllm fp4"), kYours});
    const QString stamp = stampText(m);
    QVERIFY2(stamp.contains(QStringLiteral("h200 vllm fp4: run 20662362255")), qPrintable(stamp));
    QVERIFY2(stamp.contains(kYours + QStringLiteral(": your runs · Nebius, 2026-06-")), qPrintable(stamp));
    // Credited to both; your runs alone are not InferenceX's, and InferenceX's alone are not yours.
    QVERIFY2(stamp.contains(QStringLiteral("Data: InferenceX by SemiAnalysis (Apache-2.0, attribution required) and files you imported")),
             qPrintable(stamp));
    Comparison onlyYours = m;
    selectSystems(onlyYours, {kYours});
    const QString yoursStamp = stampText(onlyYours);
    QVERIFY2(yoursStamp.contains(QStringLiteral("Data: files you imported (none under the source InferenceX)")) &&
                 !yoursStamp.contains(QStringLiteral("SemiAnalysis")),
             qPrintable(yoursStamp));
    Comparison onlyTheirs = m;
    selectSystems(onlyTheirs, {QStringLiteral("h200 vllm fp4")});
    QVERIFY2(stampText(onlyTheirs).endsWith(QStringLiteral("Data: InferenceX by SemiAnalysis (Apache-2.0, attribution required)")),
             qPrintable(stampText(onlyTheirs)));

    // The command line says the same.
    const nlohmann::json j = toJson(m);
    QCOMPARE(j.at("systems")[1].at("source").get<std::string>(), std::string("your runs · Nebius"));
    QCOMPARE(j.at("systems")[0].at("source").get<std::string>(), std::string("InferenceX"));
}

void TestSources::historyKeepsEveryDate()
{
    // The B200 SGLang FP4 rows of the real API fixture, written twice as the history endpoint
    // returns them: once dated 2025-12-01 with 10 % less throughput, once dated 2026-01-15.
    const nlohmann::json rows =
        nlohmann::json::parse(readAll(testData(QStringLiteral("api_fixture_vngcloud/benchmarks.json"))).toStdString());
    nlohmann::json history = nlohmann::json::array();
    int per = 0;
    for (const auto& r : rows) {
        if (r.at("hardware") != "b200" || r.at("framework") != "sglang" || r.at("precision") != "fp4" || r.at("spec_method") != "none" ||
            r.at("isl") != 1024 || r.at("osl") != 1024)
            continue;
        nlohmann::json older = r, newer = r;
        older["date"] = "2025-12-01";
        older["metrics"]["tput_per_gpu"] = r.at("metrics").at("tput_per_gpu").get<double>() * 0.9;
        newer["date"] = "2026-01-15";
        history.push_back(older);
        history.push_back(newer);
        ++per;
    }
    QVERIFY(per >= 3);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("benchmarks-history.json"));
    writeAll(file, QByteArray::fromStdString(history.dump()));
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("h.sqlite"))));
    const ImportReport r = store.importFile(file);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.inserted, 2 * per);
    QCOMPARE(MUST(store.runDates(QStringLiteral("DeepSeek-R1-0528"), 1024, 1024)), (QStringList{"2026-01-15", "2025-12-01"}));

    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = req.osl = 1024;
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    // Latest: the newer rows only; as of 2025-12-31: the older ones; both dates: two series.
    const Comparison latest = compare(MUST(store.points()), req, catalog);
    QCOMPARE(latest.systems.size(), 1);
    QCOMPARE(latest.systems.first().allPoints.size(), per);
    QCOMPARE(latest.systems.first().latestDate, QStringLiteral("2026-01-15"));
    req.assumptions.runs = *RunSelection::fromText(QStringLiteral("2025-12-31"));
    const Comparison asOf = compare(MUST(store.points()), req, catalog);
    QCOMPARE(asOf.systems.size(), 1);
    QCOMPARE(asOf.systems.first().latestDate, QStringLiteral("2025-12-01"));
    QVERIFY(asOf.systems.first().tokensPerSecond < latest.systems.first().tokensPerSecond);
    req.assumptions.runs = RunSelection{};
    req.assumptions.runs.compareAsOf = QStringLiteral("2025-12-31");
    const Comparison both = compare(MUST(store.points()), req, catalog);
    QCOMPARE(both.systems.size(), 2);
    QCOMPARE(both.systems[0].label, QStringLiteral("b200 sglang fp4"));
    QCOMPARE(both.systems[1].label, QStringLiteral("b200 sglang fp4 · as of 2025-12-31"));
    QVERIFY(qAbs(both.ratios[1].tokensPerKwRatio - 0.9) < 0.05); // the older run did 10 % less
}

void TestSources::inferencexRunsUnderAnotherNameAreSaidToBeInferencex()
{
    // The real API fixture: every row names a run of InferenceX's own CI. Imported under a name of
    // the user's (a mirror), the rows are drawn under that name, and the import says whose they are.
    const QString file = testData(QStringLiteral("api_fixture_vngcloud/benchmarks.json"));
    QTemporaryDir dir;
    Store named = MUST(Store::open(dir.filePath(QStringLiteral("named.sqlite"))));
    ParseOptions o;
    o.sourceName = QStringLiteral("mirror");
    const ImportReport r = named.importFile(file, o);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    const QString said = r.notes.join(QLatin1Char('\n'));
    QVERIFY2(said.contains(QStringLiteral("%1 rows name a run of InferenceX's own CI").arg(r.inserted)) &&
                 said.contains(QStringLiteral("drawn under the source \"mirror\" you gave")) &&
                 said.contains(QStringLiteral("attribution to SemiAnalysis")),
             qPrintable(said));
    // Under InferenceX's own name (the default), nothing to say.
    Store official = MUST(Store::open(dir.filePath(QStringLiteral("official.sqlite"))));
    const ImportReport plain = official.importFile(file);
    QVERIFY(plain.ok());
    QVERIFY2(!plain.notes.join(QLatin1Char('\n')).contains(QStringLiteral("InferenceX's own CI")), qPrintable(plain.notes.join(u'\n')));
}

void TestSources::aRunStoredTwiceIsCountedOnce()
{
    // Real files: run 20356790608's aggregate and the API fixture, which holds two of its rows
    // (GB200 Dynamo-TRT FP4 1k/1k at concurrency 2048 among them) with the same values.
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("twice.sqlite"))));
    for (const QString& f :
         {QStringLiteral("harness_agg_bmk_mantile/run_20356790608_agg_bmk.json"), QStringLiteral("api_fixture_vngcloud/benchmarks.json")}) {
        const ImportReport r = store.importFile(testData(f));
        QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    }
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = req.osl = 1024;
    req.hardware = {QStringLiteral("gb200")};
    req.framework = QStringLiteral("dynamo-trt");
    req.precision = QStringLiteral("fp4");
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    for (const QString& runs : {QStringLiteral("latest"), QStringLiteral("all"), QStringLiteral("best")}) {
        req.assumptions.runs = *RunSelection::fromText(runs);
        const Comparison c = compare(MUST(store.points()), req, catalog);
        const SystemResult* s = nullptr;
        for (const SystemResult& x : c.systems)
            if (x.key.disagg && x.key.specDecoding == QLatin1String("none")) s = &x;
        QVERIFY2(s, qPrintable(runs));
        int at2048 = 0;
        for (const FrontierPoint& p : s->allPoints) at2048 += p.conc == 2048;
        QVERIFY2(at2048 == 1, qPrintable(QStringLiteral("%1: %2 points at concurrency 2048").arg(runs).arg(at2048)));
        // Kept from the later import (the API file), and said.
        QVERIFY2(QRegularExpression(QStringLiteral("benchmarks.json rows ([0-9]+,)*153\\b")).match(s->provenance).hasMatch() &&
                     !QRegularExpression(QStringLiteral("agg_bmk.json rows ([0-9]+,)*77\\b")).match(s->provenance).hasMatch(),
                 qPrintable(s->provenance));
        QVERIFY2(c.notes.join(u'\n').contains(QLatin1String("1 point stored twice (a run's row from two files with the same values)")) ||
                     runs == QLatin1String("latest"),
                 qPrintable(c.notes.join(u'\n')));
    }
}

void TestSources::windowDrawsBothSeries()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("w.sqlite"));
    {
        Store store = MUST(Store::open(db));
        QVERIFY(!MUST(store.loadBundledDataIfEmpty()).isEmpty());
        importYourRuns(store);
    }
    ui::MainWindow w(MUST(ui::openWindowData(db)));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.scenario().model, QStringLiteral("gpt-oss-120b"));
    const Comparison& c = w.comparison();
    const SystemResult* yours = find(c, kYours);
    QVERIFY2(yours, qPrintable(c.systems.value(0).label));
    QVERIFY(find(c, QStringLiteral("h200 vllm fp4")) || c.systems.first().key.hardware != QLatin1String("h200"));
    // Both drawn on the frontier, your runs with their own marker shape.
    QChart* chart = w.chartPage(QStringLiteral("frontier"))->chart();
    QScatterSeries* official = nullptr;
    QScatterSeries* mine = nullptr;
    for (QAbstractSeries* s : chart->series()) {
        if (s->property("role").toString() != QLatin1String("points")) continue;
        if (s->name() == kYours) mine = static_cast<QScatterSeries*>(s);
        if (s->name().startsWith(QLatin1String("b200")) || s->name().startsWith(QLatin1String("h200 vllm fp4")))
            official = official ? official : static_cast<QScatterSeries*>(s);
    }
    QVERIFY(mine && official);
    QCOMPARE(mine->count(), kRuns.size());
    QVERIFY(mine->markerShape() != official->markerShape());
    const QString stamp = w.chartPage(QStringLiteral("frontier"))->stamp()->text();
    QVERIFY2(stamp.contains(QStringLiteral("your runs · Nebius")), qPrintable(stamp));
}

QTEST_MAIN(TestSources)
#include "test_sources.moc"
