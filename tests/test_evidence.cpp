// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Evidence: every export records its inputs and numbers, `denominator verify` re-derives them from
// the database, from a folder of inputs or from a bundle, and names whatever was changed.

#include "charts/chart_kinds.h"
#include "dialogs/claim_checker_dialog.h"
#include "export/chart_exporter.h"
#include "session/claim_card.h"
#include "session/evidence_bundle.h"
#include "session/session.h"
#include "session/verification.h"
#include "store/store.h"
#include "telemetry_fixtures.h"
#include "test_scenarios.h"
#include "test_support.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace denominator;
using namespace denominator::ui;
using namespace denominator::test;

namespace {

const QString kDsr1File = QStringLiteral("api_fixture_vngcloud/benchmarks.json");

Scenario gptOss(const QString& chart) { return gptOssThreeSystems(chart); }

/// The evidence record of an SVG export, decoded; and the file again with `record` in its place.
QByteArray svgRecord(const QByteArray& svg)
{
    const QString desc = svgDescription(svg);
    for (const QString& line : desc.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("denominator-evidence;base64,"))) return QByteArray::fromBase64(line.mid(28).toLatin1());
    return {};
}
QByteArray withSvgRecord(const QByteArray& svg, const QByteArray& record)
{
    const QByteArray old = svgRecord(svg).toBase64();
    QByteArray out = svg;
    return out.replace(old, record.toBase64());
}

} // namespace

class TestEvidence : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<Store> m_store;

    ChartInputs inputs(const Scenario& s) { return MUST(chartInputsFor(*m_store, HardwareCatalog::bundled(), s)); }

    /// Every DeepSeek-R1 1k/1k system of the real API response (59), matched at 100 tok/s/user.
    Scenario deepSeek(const QString& chart)
    {
        Scenario s;
        s.model = QStringLiteral("DeepSeek-R1-0528");
        s.isl = 1024;
        s.osl = 1024;
        s.chart = chart;
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 100;
        const Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        for (const SystemResult& r : session.compareAll(s).systems) s.systems << r.label;
        return s;
    }

    /// The command line's environment: the database `db` and a home of the test's own.
    QProcessEnvironment cliEnv(const QString& db) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DENOMINATOR_DB"), db);
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("home/.config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("home/.local")));
        return env;
    }

    ProgramRun verify(const QStringList& args, const QString& db = {})
    {
        return runProgram(QStringList{QStringLiteral("verify")} + args, cliEnv(db.isEmpty() ? m_db : db));
    }

    /// `render` of gpt-oss-120b 1k/1k's efficiency bars under the measured denominator, as a bundle.
    static ProgramRun renderMeasuredEfficiencyBundle(const QProcessEnvironment& env, const QString& dir)
    {
        return runProgram({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                           QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--chart"),
                           QStringLiteral("efficiency"), QStringLiteral("--denominator"), QStringLiteral("measured"),
                           QStringLiteral("--bundle"), dir},
                          env);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("evidence.sqlite"));
        m_store = std::make_unique<Store>(MUST(Store::open(m_db)));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
        const ImportReport r = m_store->importFile(testData(kDsr1File));
        QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
    }

    // Every chart kind in every format records its inputs and numbers, and they re-derive.
    void exportThenVerify_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("chart");
        for (const char* suffix : {"png", "svg", "pdf", "csv"})
            for (const QString& chart : chartNames())
                QTest::addRow("%s %s", suffix, qPrintable(chart)) << QString::fromLatin1(suffix) << chart;
    }
    void exportThenVerify()
    {
        QFETCH(QString, suffix);
        QFETCH(QString, chart);
        const ChartInputs in = inputs(gptOss(chart));
        QVERIFY(!in.sources.isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("ev_%1.%2").arg(chart, suffix));
        QVERIFY_OK(exportChart(in, chart, path, {}));
        const auto e = readEvidenceFile(path);
        QVERIFY_OK(e);
        QCOMPARE(e->chart, chart);
        QVERIFY(e->scenario == in.scenario);
        QVERIFY(e->scenarioUnchanged);
        QCOMPARE(e->sources.size(), in.sources.size());
        for (const EvidenceSource& s : e->sources) {
            QCOMPARE(s.sha256.size(), 64);
            QVERIFY(s.sizeBytes > 0);
            QVERIFY(!s.licence.isEmpty());
        }
        const QList<RecordedValue> values = flattenValues(e->values);
        QVERIFY2(values.size() > 10, qPrintable(QString::number(values.size())));
        const Verification v = MUST(verifyEvidence(*e, *m_store, HardwareCatalog::bundled(), path));
        QVERIFY2(v.passed(), qPrintable(reportLines(v, false).join(QLatin1Char('\n'))));
        QCOMPARE(v.values.size(), values.size());
    }

    // The record holds the numbers the chart shows: each system's reading, its run, the ratios.
    void recordHoldsTheReadingsAndRuns()
    {
        const ChartInputs in = inputs(gptOss(QStringLiteral("frontier")));
        const nlohmann::json values = chartValues(in, QStringLiteral("frontier"));
        const nlohmann::json& h200 = values["reading"]["systems"]["h200 vllm fp4"];
        QCOMPARE(h200["tokens_per_s_per_kw"].get<double>(), in.comparison.systems[0].tokensPerSecPerKw);
        QCOMPARE(QString::fromStdString(h200["run"].get<std::string>()), in.comparison.systems[0].runText());
        QVERIFY(!h200.contains("ratio")); // the baseline has no ratio to itself
        const nlohmann::json& b200 = values["reading"]["systems"]["b200 vllm fp4"];
        QCOMPARE(b200["ratio"].get<double>(), in.comparison.ratios[1].tokensPerKwRatio);
        QCOMPARE(values["hardware"]["h200"]["tdp_w"].get<double>(), HardwareCatalog::bundled().spec(QStringLiteral("h200")).tdpW);
    }

    // What the record holds is what the window draws and what `compare --json` prints.
    void recordEqualsTheWindowAndCompare()
    {
        const Scenario s = gptOss(QStringLiteral("frontier"));
        const nlohmann::json recorded = chartValues(inputs(s), QStringLiteral("frontier"));
        Session session = MUST(Session::open(*m_store, HardwareCatalog::bundled()));
        session.reset(s);
        const QList<ValueCheck> window = compareValues(recorded, chartValues(session.chartInputs(), QStringLiteral("frontier")));
        QVERIFY(!window.isEmpty());
        for (const ValueCheck& c : window) QVERIFY2(c.matches, qPrintable(c.key));

        const QProcessEnvironment env = cliEnv(m_db);
        const ProgramRun r =
            runProgram({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                        QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--at-interactivity"),
                        QStringLiteral("150"), QStringLiteral("--hardware"), QStringLiteral("h200,b200,gb200"), QStringLiteral("--json")},
                       env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const nlohmann::json compared = nlohmann::json::parse(r.out.toStdString());
        int seen = 0;
        for (const nlohmann::json& sys : compared["systems"]) {
            const std::string label = sys["label"].get<std::string>();
            if (!recorded["reading"]["systems"].contains(label)) continue;
            ++seen;
            const nlohmann::json& mine = recorded["reading"]["systems"][label];
            for (const char* key : {"tokens_per_s_per_kw", "throughput_per_gpu", "joules_per_token", "interactivity"})
                QVERIFY2(valuesMatch(mine[key], sys[key]), key);
            QVERIFY(mine["run"] == sys["run_text"]);
        }
        QCOMPARE(seen, 3);
    }

    void comparingIsExactForTextAndRelativeForNumbers()
    {
        QVERIFY(valuesMatch(1000.0, 1000.0 * (1 + 5e-10)));
        QVERIFY(!valuesMatch(1000.0, 1000.0 * (1 + 5e-9)));
        QVERIFY(valuesMatch(nullptr, nullptr));
        QVERIFY(!valuesMatch(nullptr, 0.0)); // n/a is never zero
        QVERIFY(!valuesMatch("run 1", "run 2"));
        const auto checks = compareValues({{"a", 1.0}, {"b", 2.0}}, {{"a", 1.0}, {"c", 2.0}});
        QCOMPARE(checks.size(), 3); // b not re-derived, c not recorded
        QCOMPARE(std::count_if(checks.begin(), checks.end(), [](const ValueCheck& c) { return !c.matches; }), 2);
    }

    // With every DeepSeek-R1 system, the record stays small beside the picture.
    void fiftyNineSystemsStaySmall()
    {
        const ChartInputs in = inputs(deepSeek(QStringLiteral("efficiency")));
        QCOMPARE(in.comparison.systems.size(), 59);
        const QString path = m_dir.filePath(QStringLiteral("dsr1.png"));
        QVERIFY_OK(exportChart(in, QStringLiteral("efficiency"), path, {}));
        const QByteArray record = QByteArray::fromStdString(toJson(makeEvidence(in, QStringLiteral("efficiency"))).dump());
        QVERIFY2(record.size() < 120 * 1024, qPrintable(QString::number(record.size())));
        const qint64 size = QFileInfo(path).size();
        QVERIFY2(size < 1024 * 1024, qPrintable(QString::number(size)));
        const auto e = readEvidenceFile(path);
        QVERIFY_OK(e);
        QCOMPARE(e->values["matched"]["systems"].size(), size_t(59));
        QVERIFY(MUST(verifyEvidence(*e, *m_store, HardwareCatalog::bundled(), path)).passed());
    }

    // The command: exit 0 with a line per number, --json for scripts.
    void verifyCommandMatches()
    {
        const QString svg = m_dir.filePath(QStringLiteral("cmd.svg"));
        QVERIFY_OK(exportChart(inputs(deepSeek(QStringLiteral("efficiency"))), QStringLiteral("efficiency"), svg, {}));
        const ProgramRun r = verify({svg});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out.right(2000)));
        QVERIFY(r.out.contains(QStringLiteral("match     matched › systems › ")));
        QVERIFY(QRegularExpression(QStringLiteral("verified: all [0-9]+ numbers match\n$")).match(r.out).hasMatch());
        const ProgramRun j = verify({svg, QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        const nlohmann::json doc = nlohmann::json::parse(j.out.toStdString());
        QVERIFY(doc["verified"].get<bool>());
        QCOMPARE(doc["mismatches"].get<int>(), 0);
        QVERIFY(doc["numbers"].get<int>() > 500);
    }

    // A database read as a snapshot (its WAL cannot be opened): the report says so once, not
    // once on stderr and again in the report.
    void aSnapshotNoticeIsSaidOnce()
    {
        const QString db = m_dir.filePath(QStringLiteral("snapshot.sqlite"));
        {
            Store store = MUST(Store::open(db));
            QVERIFY(store.importFile(testData(kDsr1File)).ok());
        }
        Scenario s = deepSeek(QStringLiteral("efficiency"));
        s.systems = s.systems.mid(0, 3);
        const QString svg = m_dir.filePath(QStringLiteral("snapshot.svg"));
        QVERIFY_OK(exportChart(inputs(s), QStringLiteral("efficiency"), svg, {}));
        QVERIFY(QDir().mkdir(db + QStringLiteral("-wal")));
        const ProgramRun r = verify({svg}, db);
        QVERIFY(QDir().rmdir(db + QStringLiteral("-wal")));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out.right(2000)));
        QCOMPARE((r.out + r.err).count(QStringLiteral("snapshot of the file alone")), 1);
        QVERIFY2(r.out.contains(QStringLiteral("snapshot of the file alone")), qPrintable(r.out.left(600)));
    }

    // Two marks of one series with one label are keyed "label" and "label #2" by their values, so
    // a database that holds the same points in another order records and verifies them alike.
    void repeatedMarkLabelsKeyAlikeInAnyOrder()
    {
        ChartInputs in = inputs(gptOss(QStringLiteral("cross-source")));
        qsizetype k = -1;
        for (qsizetype i = 0; i < in.crossSource.size() && k < 0; ++i)
            if (in.crossSource[i].benchmark != Benchmark::InferenceX && isKnown(in.crossSource[i].outputTputPerGpu)) k = i;
        QVERIFY2(k >= 0, "the bundled data holds another benchmark's point for gpt-oss-120b");
        BenchmarkPoint twin = in.crossSource[k];
        twin.id = qint64(1) << 40;
        twin.outputTputPerGpu *= 2; // same label, half the joules
        twin.tputPerGpu *= 2;
        in.crossSource.insert(k + 1, twin);
        const nlohmann::json forward = chartValues(in, QStringLiteral("cross-source"));
        std::reverse(in.crossSource.begin(), in.crossSource.end());
        const nlohmann::json backward = chartValues(in, QStringLiteral("cross-source"));
        QVERIFY2(forward.dump().find(" #2\"") != std::string::npos, forward.dump().substr(0, 600).c_str());
        QCOMPARE(QString::fromStdString(backward.dump()), QString::fromStdString(forward.dump()));
    }

    // One changed number in an SVG's record: exit 3, naming it.
    void aChangedNumberIsNamed()
    {
        const QString svg = m_dir.filePath(QStringLiteral("tamper.svg"));
        QVERIFY_OK(exportChart(inputs(gptOss(QStringLiteral("frontier"))), QStringLiteral("frontier"), svg, {}));
        const QByteArray bytes = readAll(svg);
        nlohmann::json record = nlohmann::json::parse(svgRecord(bytes).toStdString());
        double& v = record["values"]["reading"]["systems"]["b200 vllm fp4"]["tokens_per_s_per_kw"].get_ref<double&>();
        v *= 1.9; // "1.9× more tokens per watt"
        writeAll(svg, withSvgRecord(bytes, QByteArray::fromStdString(record.dump())));
        const ProgramRun r = verify({svg, QStringLiteral("--mismatches-only")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains(QStringLiteral("MISMATCH  reading › systems › b200 vllm fp4 › tokens_per_s_per_kw: recorded ")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("NOT verified: 1 of ")));
    }

    // A changed scenario: its hash no longer matches, and the line says so.
    void aChangedScenarioIsNamed()
    {
        const QString svg = m_dir.filePath(QStringLiteral("scenario.svg"));
        QVERIFY_OK(exportChart(inputs(gptOss(QStringLiteral("frontier"))), QStringLiteral("frontier"), svg, {}));
        const QByteArray bytes = readAll(svg);
        nlohmann::json record = nlohmann::json::parse(svgRecord(bytes).toStdString());
        record["scenario"]["assumptions"]["denominator"] = "measured";
        writeAll(svg, withSvgRecord(bytes, QByteArray::fromStdString(record.dump())));
        const ProgramRun r = verify({svg, QStringLiteral("--mismatches-only")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains(QStringLiteral("the scenario was changed after the chart was drawn")), qPrintable(r.out));
    }

    // A database without a recorded input: exit 3 naming the file; a file without a record: exit 2.
    void aMissingInputAndAFileWithoutEvidence()
    {
        const QString png = m_dir.filePath(QStringLiteral("dsr1-frontier.png"));
        const ChartInputs in = inputs(deepSeek(QStringLiteral("frontier")));
        QCOMPARE(in.sources.size(), 1);
        QVERIFY_OK(exportChart(in, QStringLiteral("frontier"), png, {}));
        const QString bare = m_dir.filePath(QStringLiteral("bare-db.sqlite"));
        {
            Store created = MUST(Store::open(bare));
        } // a database that holds nothing
        const ProgramRun r = verify({png, QStringLiteral("--mismatches-only")}, bare);
        QCOMPARE(r.exitCode, 3);
        const QString expected = QStringLiteral("PROBLEM: input file %1 (SHA-256 %2…, %3 bytes) is not in the data verified against")
                                     .arg(in.sources[0].fileName, in.sources[0].sha256.left(12))
                                     .arg(in.sources[0].sizeBytes);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out.right(1500)));
        // A data folder holding a file of the same name with other bytes (a later download): named.
        const QString later = m_dir.filePath(QStringLiteral("later-download"));
        QDir().mkpath(later);
        writeAll(later + QLatin1Char('/') + QFileInfo(in.sources[0].fileName).fileName(), readAll(testData(kDsr1File)) + "\n");
        const ProgramRun sameName = verify({png, QStringLiteral("--mismatches-only"), QStringLiteral("--data"), later});
        QCOMPARE(sameName.exitCode, 3);
        QVERIFY2(sameName.out.contains(QStringLiteral("is not in the data verified against: it holds another file of that name (SHA-256 ")),
                 qPrintable(sameName.out.right(1500)));
        // Nothing was compared: the verdict says the numbers could not be re-derived, not that they differ.
        QVERIFY2(r.out.contains(QStringLiteral(" numbers could not be re-derived from the data")), qPrintable(r.out.right(500)));
        QVERIFY2(!r.out.contains(QStringLiteral(" numbers differ")), qPrintable(r.out.right(500)));

        const QString plain = m_dir.filePath(QStringLiteral("plain.png"));
        QImage(64, 64, QImage::Format_RGB32).save(plain);
        const ProgramRun none = verify({plain});
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(QStringLiteral("carries no evidence record")), qPrintable(none.err));
        // With --json a script reads the refusal on stdout too.
        const ProgramRun noneJson = verify({plain, QStringLiteral("--json")});
        QCOMPARE(noneJson.exitCode, 2);
        const auto refusal = nlohmann::json::parse(noneJson.out.toStdString(), nullptr, false);
        QVERIFY2(refusal.is_object() && refusal.value("verified", true) == false, qPrintable(noneJson.out));
        QVERIFY2(QString::fromStdString(refusal.value("error", "")).contains(QStringLiteral("carries no evidence record")),
                 qPrintable(noneJson.out));
        const QString fresh = m_dir.filePath(QStringLiteral("fresh-home.sqlite"));
        const ProgramRun missing = verify({m_dir.filePath(QStringLiteral("no-such.png"))}, fresh);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(!QFile::exists(fresh)); // refused before any database was opened
    }

    // The record's word on an input is checked against the input: its size, importer, origin, licence.
    void aChangedSourceDetailIsNamed()
    {
        const QString svg = m_dir.filePath(QStringLiteral("source.svg"));
        QVERIFY_OK(exportChart(inputs(gptOss(QStringLiteral("ratio"))), QStringLiteral("ratio"), svg, {}));
        const QByteArray bytes = readAll(svg);
        nlohmann::json record = nlohmann::json::parse(svgRecord(bytes).toStdString());
        record["sources"][0]["licence"] = "public domain";
        writeAll(svg, withSvgRecord(bytes, QByteArray::fromStdString(record.dump())));
        const ProgramRun r = verify({svg, QStringLiteral("--mismatches-only")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains(QStringLiteral("the record says licence \"public domain\", the file gives \"Apache-2.0")),
                 qPrintable(r.out));
    }

    // A CSV's rows are tied to its record: an edited cell fails the check.
    void anEditedCsvRowIsFound()
    {
        const QString csv = m_dir.filePath(QStringLiteral("rows.csv"));
        QVERIFY_OK(exportChart(inputs(gptOss(QStringLiteral("efficiency"))), QStringLiteral("efficiency"), csv, {}));
        QCOMPARE(verify({csv}).exitCode, 0);
        QByteArray bytes = readAll(csv);
        const qsizetype row = bytes.indexOf("\nh200 vllm fp4,");
        QVERIFY(row > 0);
        bytes.insert(row + 1, "x");
        writeAll(csv, bytes);
        const ProgramRun r = verify({csv, QStringLiteral("--mismatches-only")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.out.contains(QStringLiteral("the rows or comments above the record were changed after export")), qPrintable(r.out));
    }

    // --data DIR: the inputs imported into a temporary database, whatever the user's holds.
    void verifyFromAFolderOfInputs()
    {
        const QString png = m_dir.filePath(QStringLiteral("data.png"));
        QVERIFY_OK(exportChart(inputs(deepSeek(QStringLiteral("ratio"))), QStringLiteral("ratio"), png, {}));
        const QString data = m_dir.filePath(QStringLiteral("data"));
        QVERIFY(QDir().mkpath(data));
        QVERIFY(QFile::copy(testData(kDsr1File), QDir(data).filePath(QStringLiteral("benchmarks.json"))));
        const QString empty = m_dir.filePath(QStringLiteral("never-created.sqlite"));
        const ProgramRun r = verify({png, QStringLiteral("--data"), data}, empty);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out.right(1500)));
        QVERIFY(!QFile::exists(empty)); // the user's database is not touched
    }

    // A bundle verifies with nothing else; a changed byte of an input or a number of the manifest fails it.
    void bundleVerifiesAloneAndShowsTampering()
    {
        const QString dir = m_dir.filePath(QStringLiteral("bundle"));
        const ChartInputs in = inputs(deepSeek(QStringLiteral("efficiency")));
        const QString chart = m_dir.filePath(QStringLiteral("bundle-chart.svg"));
        QVERIFY_OK(exportChart(in, QStringLiteral("efficiency"), chart, {}));
        QVERIFY_OK(writeEvidenceBundle(dir, makeEvidence(in, QStringLiteral("efficiency")), chart));
        QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("bundle-chart.svg"))));
        const nlohmann::json manifest = nlohmann::json::parse(readAll(QDir(dir).filePath(QStringLiteral("manifest.json"))).toStdString());
        QCOMPARE(manifest["sources"].size(), size_t(1));
        QCOMPARE(manifest["sources"][0]["licence"].get<std::string>(),
                 std::string("Apache-2.0 with attribution (InferenceX by SemiAnalysis)"));
        const QString input = QDir(dir).filePath(QString::fromStdString(manifest["sources"][0]["file"].get<std::string>()));
        QCOMPARE(fileHash(input), fileHash(testData(kDsr1File)));

        const QString nowhere = m_dir.filePath(QStringLiteral("nowhere.sqlite"));
        const ProgramRun ok = verify({dir}, nowhere);
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err + ok.out.right(1500)));

        // One byte of the input.
        QByteArray bytes = readAll(input);
        const qsizetype at = bytes.indexOf("\"tput_per_gpu\":") + 16;
        bytes[at] = bytes[at] == '1' ? '2' : '1';
        writeAll(input, bytes);
        const ProgramRun changed = verify({dir, QStringLiteral("--mismatches-only")}, nowhere);
        QCOMPARE(changed.exitCode, 3);
        QVERIFY2(changed.out.contains(QStringLiteral("PROBLEM: input file %1 was changed: its SHA-256 is ")
                                          .arg(QString::fromStdString(manifest["sources"][0]["file"].get<std::string>()))),
                 qPrintable(changed.out.right(1500)));
        QVERIFY(QFile::copy(testData(kDsr1File), input + QStringLiteral(".orig")));
        QVERIFY(QFile::remove(input) && QFile::rename(input + QStringLiteral(".orig"), input));

        // One number of the manifest.
        nlohmann::json edited = manifest;
        auto& systems = edited["values"]["matched"]["systems"];
        const std::string first = systems.begin().key();
        systems[first]["throughput_per_gpu"] = 12345.0;
        writeAll(QDir(dir).filePath(QStringLiteral("manifest.json")), QByteArray::fromStdString(edited.dump(2)));
        const ProgramRun number = verify({dir, QStringLiteral("--mismatches-only")}, nowhere);
        QCOMPARE(number.exitCode, 3);
        const QString key = QStringLiteral("matched › systems › %1 › throughput_per_gpu").arg(QString::fromStdString(first));
        QVERIFY2(number.out.contains(QStringLiteral("MISMATCH  ") + key), qPrintable(number.out.right(1500)));
        // The chart beside it still says the old number: the bundle disagrees with itself.
        QVERIFY(number.out.contains(QStringLiteral("the bundle's chart records another value of ") + key));
        QVERIFY(!QFile::exists(nowhere));
    }

    // A claim's waterfall reads the claims: they go into the bundle with the points.
    void aClaimsChartBundlesItsClaims()
    {
        Scenario s = gptOss(QStringLiteral("waterfall"));
        s.claimId = QStringLiteral("jalapeno-gptoss-peak");
        const ChartInputs in = inputs(s);
        // The claim's waterfall is drawn from the claim alone: its claims file is its one input.
        QCOMPARE(in.sources.size(), 1);
        QCOMPARE(in.sources[0].format, QStringLiteral("denominator-claims"));
        const QString dir = m_dir.filePath(QStringLiteral("claim-bundle"));
        QVERIFY_OK(writeEvidenceBundle(dir, makeEvidence(in, QStringLiteral("waterfall"))));
        const ProgramRun r = verify({dir}, m_dir.filePath(QStringLiteral("nowhere3.sqlite")));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out.right(1500)));
        QVERIFY(r.out.contains(QStringLiteral("match     waterfall › steps › end › ratio_after: ")));
        QVERIFY(r.out.contains(QStringLiteral("claims_jalapeno.json")));
        QVERIFY(r.out.contains(QStringLiteral("match     hardware › gb200 › tdp_w: "))); // the claim's comparator
        QVERIFY(!r.out.contains(QStringLiteral("hardware › h200")));                     // not the workload's systems
        // Whose numbers: the claimants' (not InferenceX's). A record of an earlier version that
        // filed claims files under InferenceX still names the same file.
        QCOMPARE(in.sources[0].origin, QStringLiteral("published claims"));
        const QString manifest = dir + QStringLiteral("/manifest.json");
        nlohmann::json m = nlohmann::json::parse(readAll(manifest).toStdString());
        m["sources"][0]["origin"] = "InferenceX";
        writeAll(manifest, QByteArray::fromStdString(m.dump(2)));
        const ProgramRun old = verify({dir}, m_dir.filePath(QStringLiteral("nowhere3b.sqlite")));
        QVERIFY2(old.exitCode == 0, qPrintable(old.err + old.out.right(1500)));
        m["sources"][0]["origin"] = "Somebody else";
        writeAll(manifest, QByteArray::fromStdString(m.dump(2)));
        const ProgramRun other = verify({dir}, m_dir.filePath(QStringLiteral("nowhere3c.sqlite")));
        QCOMPARE(other.exitCode, 3);
        QVERIFY2(other.out.contains(QStringLiteral("the record says origin \"Somebody else\"")), qPrintable(other.out.right(1500)));
    }

    // A file imported with options (import --source NAME) gives other points than with the
    // defaults: the store keeps the options with the file, the record names them, and a bundle or
    // a data folder is imported with them again.
    void importOptionsAreRecordedAndReplayed()
    {
        Store store = MUST(Store::open(m_dir.filePath(QStringLiteral("options.sqlite"))));
        ParseOptions o;
        o.sourceName = QStringLiteral("Lab batch");
        const ImportReport r = store.importFile(testData(kDsr1File), o);
        QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
        QCOMPARE(MUST(store.sources()).first().importOptions, QStringLiteral("{\"source\":\"Lab batch\"}"));
        // The same bytes again with other options add nothing, and say the options were not applied.
        const ImportReport again = store.importFile(testData(kDsr1File));
        QVERIFY(again.ok());
        QCOMPARE(again.inserted, 0);
        QVERIFY2(again.notes.join(QLatin1Char(' '))
                     .contains(QStringLiteral(
                         "it was imported with {\"source\":\"Lab batch\"}; the options given now (the defaults) were not applied")),
                 qPrintable(again.notes.join(QLatin1Char(' '))));
        Scenario s = deepSeek(QStringLiteral("efficiency"));
        s.systems.clear();
        for (const SystemResult& sys : MUST(Session::open(store, HardwareCatalog::bundled())).compareAll(s).systems)
            if (s.systems.size() < 3) s.systems << sys.label;
        const ChartInputs in = MUST(chartInputsFor(store, HardwareCatalog::bundled(), s));
        QCOMPARE(in.sources.size(), 1);
        QCOMPARE(in.sources[0].origin, QStringLiteral("Lab batch"));
        const QString dir = m_dir.filePath(QStringLiteral("options-bundle"));
        QVERIFY_OK(writeEvidenceBundle(dir, makeEvidence(in, QStringLiteral("efficiency"))));
        const nlohmann::json manifest = nlohmann::json::parse(readAll(dir + QStringLiteral("/manifest.json")).toStdString());
        QCOMPARE(QString::fromStdString(manifest["sources"][0]["import_options"].dump()), QStringLiteral("{\"source\":\"Lab batch\"}"));
        const ProgramRun b = verify({dir}, m_dir.filePath(QStringLiteral("nowhere-options.sqlite")));
        QVERIFY2(b.exitCode == 0, qPrintable(b.err + b.out.right(1500)));
        QVERIFY2(b.out.contains(QStringLiteral("from the record: benchmarks.json imported with {\"source\":\"Lab batch\"}")),
                 qPrintable(b.out.right(1500)));
        // Options edited in the manifest read the file otherwise: what the record says of it fails.
        nlohmann::json edited = nlohmann::json::parse(readAll(dir + QStringLiteral("/manifest.json")).toStdString());
        edited["sources"][0]["import_options"] = {{"source", "Another lab"}};
        writeAll(dir + QStringLiteral("/manifest.json"), QByteArray::fromStdString(edited.dump(2)));
        const ProgramRun e = verify({dir}, m_dir.filePath(QStringLiteral("nowhere-options.sqlite")));
        QCOMPARE(e.exitCode, 3);
        QVERIFY2(e.out.contains(QStringLiteral("the record says origin \"Lab batch\", the file gives \"Another lab\"")),
                 qPrintable(e.out.right(1500)));
        // The same from a folder holding the file, and from a database that imported it with them;
        // one that holds the same bytes read with the defaults is named.
        const QString folder = m_dir.filePath(QStringLiteral("options-data"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(testData(kDsr1File), folder + QStringLiteral("/") + QFileInfo(testData(kDsr1File)).fileName()));
        const QString svg = m_dir.filePath(QStringLiteral("options.svg"));
        QVERIFY_OK(exportChart(in, QStringLiteral("efficiency"), svg, {}));
        const ProgramRun d = verify({svg, QStringLiteral("--data"), folder}, m_dir.filePath(QStringLiteral("nowhere-options.sqlite")));
        QVERIFY2(d.exitCode == 0, qPrintable(d.err + d.out.right(1500)));
        const ProgramRun fromDb = verify({svg}, store.path());
        QVERIFY2(fromDb.exitCode == 0, qPrintable(fromDb.err + fromDb.out.right(1500)));
        Store plain = MUST(Store::open(m_dir.filePath(QStringLiteral("options-plain.sqlite"))));
        QVERIFY(plain.importFile(testData(kDsr1File)).ok()); // the same bytes, default options
        const ProgramRun other = verify({svg}, plain.path());
        QCOMPARE(other.exitCode, 3);
        QVERIFY2(other.out.contains(QStringLiteral("the record says import_options \"{\"source\":\"Lab batch\"}\", the file gives \"\"")),
                 qPrintable(other.out.right(1500)));
    }

    // A chart drawn with the user's hardware override verifies from its bundle on a machine
    // without that override: the record's figure is used, and the report says so.
    void aBundleCarriesTheHardwareFiguresUsed()
    {
        Store store = MUST(Store::open(m_dir.filePath(QStringLiteral("override.sqlite"))));
        QVERIFY(!MUST(store.loadBundledDataIfEmpty()).isEmpty());
        MUST(store.setHardwareOverride(HardwareOverride{QStringLiteral("b200"), QStringLiteral("tdp_w"), 900, QStringLiteral("test")}));
        const Scenario s = gptOss(QStringLiteral("efficiency"));
        const ChartInputs in = MUST(chartInputsFor(store, MUST(catalogFor(store)), s));
        const QString dir = m_dir.filePath(QStringLiteral("override-bundle"));
        QVERIFY_OK(writeEvidenceBundle(dir, makeEvidence(in, QStringLiteral("efficiency"))));
        const ProgramRun r = verify({dir}, m_dir.filePath(QStringLiteral("nowhere-override.sqlite")));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out.right(1500)));
        QVERIFY2(r.out.contains(QStringLiteral("from the record: hardware b200 tdp_w = 900 (Denominator's catalogue: 1000)")),
                 qPrintable(r.out.right(1500)));
        // The verdict counts it: the numbers match under the record's own word for that figure.
        QVERIFY2(r.out.contains(QStringLiteral("numbers match, with 1 figure taken from the record, not the data\n")),
                 qPrintable(r.out.right(600)));
        // Against the user's own database the figure is checked, not taken: the override is there.
        const QString svg = m_dir.filePath(QStringLiteral("override.svg"));
        QVERIFY_OK(exportChart(in, QStringLiteral("efficiency"), svg, {}));
        const ProgramRun own = verify({svg}, store.path());
        QVERIFY2(own.exitCode == 0 && !own.out.contains(QStringLiteral("from the record")), qPrintable(own.out.right(600)));
        // A record whose figure is no override a user could make (not positive) fails by name.
        nlohmann::json manifest = nlohmann::json::parse(readAll(dir + QStringLiteral("/manifest.json")).toStdString());
        manifest["values"]["hardware"]["b200"]["tdp_w"] = -5;
        writeAll(dir + QStringLiteral("/manifest.json"), QByteArray::fromStdString(manifest.dump(2)));
        const ProgramRun bad = verify({dir}, m_dir.filePath(QStringLiteral("nowhere-override.sqlite")));
        QCOMPARE(bad.exitCode, 3);
        QVERIFY2(bad.out.contains(QStringLiteral("the record's hardware figure b200 tdp_w = -5 is not a positive number")),
                 qPrintable(bad.out.right(800)));
    }

    // Claims are kept by id: a claims file imported after the chart was drawn that names the
    // same id replaces the claim. Verify says so, and re-derives from the recorded file's claims
    // only (the replacement is not an input of the record).
    void aReplacedClaimIsNamed()
    {
        const QString db = m_dir.filePath(QStringLiteral("claims.sqlite"));
        Store store = MUST(Store::open(db));
        QVERIFY(!MUST(store.loadBundledDataIfEmpty()).isEmpty());
        Scenario s = gptOss(QStringLiteral("waterfall"));
        s.claimId = QStringLiteral("jalapeno-gptoss-peak");
        const QString svg = m_dir.filePath(QStringLiteral("claim.svg"));
        QVERIFY_OK(exportChart(MUST(chartInputsFor(store, HardwareCatalog::bundled(), s)), QStringLiteral("waterfall"), svg, {}));
        QCOMPARE(verify({svg}, db).exitCode, 0);
        QByteArray later = readAll(sourceDir(QStringLiteral("resources/data/claims_jalapeno.json")));
        QVERIFY(later.contains("\"published_ratio\": 1.9,"));
        later.replace("\"published_ratio\": 1.9,", "\"published_ratio\": 2.5,");
        const QString laterFile = m_dir.filePath(QStringLiteral("claims_later.json"));
        writeAll(laterFile, later);
        const ImportReport r = store.importFile(laterFile);
        QVERIFY2(r.ok(), qPrintable(issuesText(r.errors)));
        const ProgramRun v = verify({svg}, db);
        QCOMPARE(v.exitCode, 3);
        QVERIFY2(v.out.contains(QStringLiteral("the claim \"jalapeno-gptoss-peak\" now comes from claims_later.json")),
                 qPrintable(v.out.right(1500)));
        // The later file's claim is not re-derived as the chart's: it is not an input.
        QVERIFY2(v.out.contains(QStringLiteral("(not re-derived)")), qPrintable(v.out.right(1500)));
    }

    // The seed's claims as cards: published figure, the three questions, the re-derived figure.
    void claimCardsOfTheSeed()
    {
        Assumptions measured;
        measured.denominator = DenominatorKind::Measured;
        const QList<Claim> claims = MUST(m_store->claims()).claims;
        const auto find = [&](const QString& id) {
            return *std::find_if(claims.begin(), claims.end(), [&](const Claim& c) { return c.id == id; });
        };
        const ClaimCard peak =
            MUST(makeClaimCard(find(QStringLiteral("jalapeno-gptoss-peak")), claims, MUST(m_store->workloads()), measured));
        QCOMPARE(peak.published, QStringLiteral("Published: 1.9×"));
        QVERIFY2(peak.rederived.startsWith(
                     QStringLiteral("Re-derived with measured power: 2.42× (≥ 1.21×: a draw known only as an upper bound")),
                 qPrintable(peak.rederived));
        QCOMPARE(peak.questions.size(), 3);
        QVERIFY(peak.questions.first().startsWith(QStringLiteral("Rated or measured power? ")));
        QCOMPARE(peak.scenario.model, QStringLiteral("gpt-oss-120b"));
        QCOMPARE(peak.scenario.chart, QStringLiteral("waterfall"));
        const ClaimCard dsr1 =
            MUST(makeClaimCard(find(QStringLiteral("jalapeno-dsr1-matched")), claims, MUST(m_store->workloads()), measured));
        QCOMPARE(dsr1.published, QStringLiteral("Published: 104×"));
        const ClaimCard gptoss =
            MUST(makeClaimCard(find(QStringLiteral("jalapeno-gptoss-matched")), claims, MUST(m_store->workloads()), measured));
        QCOMPARE(gptoss.published, QStringLiteral("Published: 53.7×"));
    }

    // `claim ID --card` writes the card from the command line, and `verify` passes on it.
    void claimCardFromTheCommandLineVerifies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("published");
        QTest::newRow("peak 1.9x") << QStringLiteral("jalapeno-gptoss-peak") << 1.9;
        QTest::newRow("matched 53.7x") << QStringLiteral("jalapeno-gptoss-matched") << 53.7;
        QTest::newRow("matched 104x") << QStringLiteral("jalapeno-dsr1-matched") << 104.3;
    }
    void claimCardFromTheCommandLineVerifies()
    {
        QFETCH(QString, id);
        QFETCH(double, published);
        const QString card = m_dir.filePath(id + QStringLiteral(".pdf"));
        const QProcessEnvironment env = cliEnv(m_db);
        const ProgramRun r = runProgram(
            {QStringLiteral("claim"), id, QStringLiteral("--denominator"), QStringLiteral("measured"), QStringLiteral("--card"), card},
            env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("wrote %1 (claim card of %2; check it with `denominator verify %1`)").arg(card, id)));
        const auto e = readEvidenceFile(card);
        QVERIFY_OK(e);
        QCOMPARE(e->values["claim"]["published_ratio"].get<double>(), published);
        QCOMPARE(QString::fromStdString(e->values["claim"]["questions"]["denominator"].get<std::string>()), QStringLiteral("answered"));
        if (id == QLatin1String("jalapeno-gptoss-peak"))
            QCOMPARE(qRound(e->values["claim"]["rederived"]["measured"]["ratio"].get<double>() * 100), 242);
        const QString text = QString::fromUtf8(readAll(card));
        QVERIFY(text.startsWith(QLatin1String("%PDF")));
        const ProgramRun v = verify({card, QStringLiteral("--mismatches-only")});
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(1500)));
    }

    // A database that was not empty at its first start lacks the built-in claims: `--card` stores
    // them. A claim whose model has no results there gets no card (its scenario would name no
    // workload, and `verify` could not read it).
    void aCardInADatabaseStartedByAnImport()
    {
        const QString db = m_dir.filePath(QStringLiteral("started-by-import.sqlite"));
        const QProcessEnvironment env = cliEnv(db);
        const ProgramRun imported = runProgram(
            {QStringLiteral("import"), sourceDir(QStringLiteral("tests/data/inferencex/api_fixture_vngcloud/benchmarks.json"))}, env);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        // Refused before anything is written: the built-in claims are not stored for a card that
        // cannot be made.
        const QString gptoss = m_dir.filePath(QStringLiteral("gptoss-card.pdf"));
        const QStringList gptossCard{QStringLiteral("claim"), QStringLiteral("jalapeno-gptoss-peak"), QStringLiteral("--card"), gptoss};
        const ProgramRun first = runProgram(gptossCard, env);
        QCOMPARE(first.exitCode, 2);
        QVERIFY2(first.err.contains(QStringLiteral("holds no results of gpt-oss-120b")), qPrintable(first.err));
        const ProgramRun sources = runProgram({QStringLiteral("sources")}, env);
        QVERIFY2(sources.exitCode == 0 && !sources.out.contains(QStringLiteral("denominator-claims")), qPrintable(sources.out));
        const QString card = m_dir.filePath(QStringLiteral("my cards/it's dsr1.pdf"));
        QDir().mkpath(QFileInfo(card).path());
        const ProgramRun dsr1 =
            runProgram({QStringLiteral("claim"), QStringLiteral("jalapeno-dsr1-matched"), QStringLiteral("--card"), card}, env);
        QVERIFY2(dsr1.exitCode == 0, qPrintable(dsr1.err));
        QVERIFY2(dsr1.err.contains(QStringLiteral("note: stored the built-in claims")), qPrintable(dsr1.err));
        // The line to paste is quoted for a shell: the path has a space and a quote.
        const QString quoted = QStringLiteral("'") + QString(card).replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
        QVERIFY2(dsr1.out.contains(QStringLiteral("`denominator verify %1`").arg(quoted)), qPrintable(dsr1.out));
        const ProgramRun checked = runProgram({QStringLiteral("verify"), card, QStringLiteral("--mismatches-only")}, env);
        QVERIFY2(checked.exitCode == 0, qPrintable(checked.err + checked.out.right(1500)));

        // Its claim is stored now; its model's results still are not.
        const ProgramRun refused = runProgram(gptossCard, env);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("holds no results of gpt-oss-120b")), qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(gptoss));
        QCOMPARE(verifyCommandFor(QStringLiteral("plain/path-1.pdf")), QStringLiteral("denominator verify plain/path-1.pdf"));
        QCOMPARE(verifyCommandFor(QStringLiteral("-x.pdf")), QStringLiteral("denominator verify ./-x.pdf"));
    }

    // The claim checker writes the same card; a claim only opened from a file is refused with why.
    void claimCheckerWritesTheCard()
    {
        ClaimCheckerDialog dialog(*m_store);
        QVERIFY(dialog.selectClaim(QStringLiteral("jalapeno-gptoss-peak")));
        const QString card = m_dir.filePath(QStringLiteral("dialog-card.pdf"));
        QVERIFY_OK(dialog.writeClaimCard(card));
        const auto e = readEvidenceFile(card);
        QVERIFY_OK(e);
        QVERIFY(MUST(verifyEvidence(*e, *m_store, HardwareCatalog::bundled(), card)).passed());
        const auto png = dialog.writeClaimCard(m_dir.filePath(QStringLiteral("card.png")));
        QVERIFY(!png);
        QVERIFY(png.error().message.contains(QStringLiteral("PDF")));
    }

    // A lesson worksheet records every step's chart as drawn before its reveal, and verifies.
    void worksheetVerifies()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("worksheet.pdf"));
        const QProcessEnvironment env = cliEnv(m_db);
        const ProgramRun r =
            runProgram({QStringLiteral("lesson"), QStringLiteral("export"), QStringLiteral("jalapeno"), QStringLiteral("-o"), pdf}, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto e = readEvidenceFile(pdf);
        QVERIFY_OK(e);
        QCOMPARE(e->chart, QStringLiteral("worksheet"));
        QVERIFY(e->parts.size() >= 3);
        for (const EvidencePart& part : e->parts) QVERIFY(part.scenario.hideLabels); // as the page shows it
        const ProgramRun v = verify({pdf});
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(1500)));
        QVERIFY(v.out.contains(QStringLiteral("match     step 2 › ")));
    }

    // `render --bundle` writes the chart, the manifest and the inputs in one step.
    // A measured power computed from the user's power log (import --telemetry): the log is an
    // input of the record beside its result, with the options it was read with; a bundle carries
    // it and `verify` computes the power from it again; a changed or removed log is named.
    void aPowerLogIsAnInputOfTheRecord()
    {
        const QString db = m_dir.filePath(QStringLiteral("powerlog.sqlite"));
        const QProcessEnvironment env = cliEnv(db);
        const auto run = [&](const QStringList& args) { return runProgram(args, env); };
        ProgramRun r = run({QStringLiteral("import"), resultOf(kTp8c64), QStringLiteral("--telemetry"), logOf(kTp8c64)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = run({QStringLiteral("import"), resultOf(kTp4c4), QStringLiteral("--telemetry"), logOf(kTp4c4), QStringLiteral("--gpus"),
                 QStringLiteral("0,1,2,3")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString logSha = QString::fromLatin1(fileHash(logOf(kTp4c4)));
        r = run({QStringLiteral("sources")});
        QVERIFY2(r.out.contains(logSha.left(12) + QStringLiteral("  power of 1 result  power-log")), qPrintable(r.out));

        const QString dir = m_dir.filePath(QStringLiteral("powerlog-bundle"));
        r = renderMeasuredEfficiencyBundle(env, dir);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const nlohmann::json manifest = nlohmann::json::parse(readAll(dir + QStringLiteral("/manifest.json")).toStdString());
        QString logFile;
        int logs = 0;
        for (const auto& src : manifest["sources"])
            if (src["format"] == "power-log") {
                ++logs;
                if (src["sha256"] == logSha.toStdString()) logFile = QString::fromStdString(src["file"].get<std::string>());
            }
        QCOMPARE(logs, 2);
        QVERIFY(!logFile.isEmpty());
        QCOMPARE(fileHash(dir + QLatin1Char('/') + logFile), logSha.toLatin1());
        QVERIFY2(manifest.dump().find(R"("gpus":["0","1","2","3"])") != std::string::npos, manifest.dump().c_str());
        // Drawn at peak (no --interactivity): the matched bars read at the default 100 tok/s/user,
        // and the record says so, as verify re-derives them.
        QVERIFY2(manifest.dump().find(R"("status":"interpolated")") != std::string::npos, manifest.dump().c_str());

        // On a machine with nothing else: the power is computed from the logs again.
        const QString nowhere = m_dir.filePath(QStringLiteral("nowhere-powerlog.sqlite"));
        const ProgramRun v = verify({dir}, nowhere);
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(2500)));
        QVERIFY2(v.out.contains(QStringLiteral("_gpu_metrics.csv read with {\"gpus\":[\"0\",\"1\",\"2\",\"3\"]")),
                 qPrintable(v.out.right(2500)));

        // One byte of a log changed in the bundle: named, and its result's numbers differ.
        QByteArray bytes = readAll(dir + QLatin1Char('/') + logFile);
        const QByteArray original = bytes;
        const qsizetype digit = bytes.lastIndexOf(',') + 1;
        bytes[digit] = bytes[digit] == '9' ? '8' : char(bytes[digit] + 1);
        writeAll(dir + QLatin1Char('/') + logFile, bytes);
        const ProgramRun tampered = verify({dir}, nowhere);
        QCOMPARE(tampered.exitCode, 3);
        QVERIFY2(tampered.out.contains(QStringLiteral("input file %1 was changed").arg(logFile)), qPrintable(tampered.out.right(2500)));
        QVERIFY2(tampered.out.contains(QLatin1String("MISMATCH")), qPrintable(tampered.out.right(2500)));
        // The log was left out for that, and is named so: not as missing from the data.
        QVERIFY2(tampered.out.contains(QStringLiteral(": NOT READ")), qPrintable(tampered.out.left(2500)));
        QVERIFY2(tampered.out.contains(QStringLiteral("was not read: a problem above names it")), qPrintable(tampered.out.right(2500)));
        QVERIFY2(!tampered.out.contains(QStringLiteral("is not in the data verified against")), qPrintable(tampered.out.right(2500)));
        writeAll(dir + QLatin1Char('/') + logFile, original);

        // The log removed from the database: the chart no longer verifies there, and says why.
        r = run({QStringLiteral("sources"), QStringLiteral("remove"), logSha.left(12)});
        QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("power of 1 result")), qPrintable(r.err + r.out));
        const ProgramRun removed = verify({dir + QStringLiteral("/chart.png")}, db);
        QCOMPARE(removed.exitCode, 3);
        QVERIFY2(
            removed.out.contains(QStringLiteral("input file %1 (SHA-256 %2…").arg(QFileInfo(logOf(kTp4c4)).fileName(), logSha.left(12))),
            qPrintable(removed.out.right(2500)));
    }

    void aPowerLogSharedByTwoResultsIsRecordedForTheDrawnOne()
    {
        // Made up: two results of one window (1k/1k and 8k/1k) given power by one log.
        QTemporaryDir files;
        const QString oneK = writeResult(files, kT0 + 5, kT0 + 65);
        const QString eightK = files.filePath(QStringLiteral("synthetic_fp4_h200_tp1_conc4_isl8192_osl1024.json"));
        QVERIFY(QFile::rename(oneK, eightK));
        writeResult(files, kT0 + 5, kT0 + 65, 1, 80000);
        const QString log = writeText(files, QStringLiteral("shared_gpu_metrics.csv"), nvidiaLog(80, [](double) { return 500.0; }));
        const QString db = m_dir.filePath(QStringLiteral("sharedlog.sqlite"));
        const QProcessEnvironment env = cliEnv(db);
        const auto run = [&](const QStringList& args) { return runProgram(args, env); };
        for (const QString& result : {oneK, eightK}) {
            const ProgramRun r = run({QStringLiteral("import"), result, QStringLiteral("--telemetry"), log});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
        const QString logSha = QString::fromLatin1(fileHash(log));
        ProgramRun r = run({QStringLiteral("sources")});
        QVERIFY2(r.out.contains(logSha.left(12) + QStringLiteral("  power of 2 results  power-log")), qPrintable(r.out));

        const QString dir = m_dir.filePath(QStringLiteral("sharedlog-bundle"));
        r = renderMeasuredEfficiencyBundle(env, dir);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const nlohmann::json manifest = nlohmann::json::parse(readAll(dir + QStringLiteral("/manifest.json")).toStdString());
        const std::string drawn = fileHash(oneK).toStdString();
        int logs = 0;
        for (const auto& src : manifest["sources"]) {
            QVERIFY2(src["sha256"] != fileHash(eightK).toStdString(), manifest.dump().c_str());
            if (src["format"] != "power-log") continue;
            ++logs;
            // Only the drawn result: the 8k/1k one is not an input of this chart.
            const nlohmann::json& options = src["import_options"];
            QCOMPARE(options["power_for"].size(), std::size_t(1));
            QVERIFY(options["power_for"].contains(drawn));
        }
        QCOMPARE(logs, 1);

        // Against the database that also has the 8k/1k result, and on a machine with nothing else.
        ProgramRun v = verify({dir + QStringLiteral("/chart.png")}, db);
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(2500)));
        v = verify({dir}, m_dir.filePath(QStringLiteral("nowhere-sharedlog.sqlite")));
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(2500)));
        QVERIFY2(!v.out.contains(QLatin1String("not among the inputs")), qPrintable(v.out.right(2500)));
        QVERIFY2(v.out.contains(QStringLiteral("shared_gpu_metrics.csv read with {} for ") + QFileInfo(oneK).fileName()),
                 qPrintable(v.out.right(2500)));
    }

    void renderWritesABundle()
    {
        const QString dir = m_dir.filePath(QStringLiteral("rendered"));
        const QProcessEnvironment env = cliEnv(m_db);
        const ProgramRun r = runProgram({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                                         QStringLiteral("--isl"), QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"),
                                         QStringLiteral("--chart"), QStringLiteral("waterfall"), QStringLiteral("--bundle"), dir},
                                        env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("chart.png"))));
        QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("manifest.json"))));
        const ProgramRun v = verify({dir}, m_dir.filePath(QStringLiteral("nowhere2.sqlite")));
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(1500)));
        QVERIFY(v.out.contains(QStringLiteral("match     waterfall › steps › ")));

        // Into the same folder again: refused (the bundle's files must be all it holds), and the
        // -o chart is not written either.
        const QStringList draw{QStringLiteral("render"),  QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                               QStringLiteral("--isl"),   QStringLiteral("1024"),    QStringLiteral("--osl"),
                               QStringLiteral("1024"),    QStringLiteral("--chart"), QStringLiteral("waterfall"),
                               QStringLiteral("--bundle")};
        const QString other = m_dir.filePath(QStringLiteral("rendered-again.svg"));
        const ProgramRun again = runProgram(draw + QStringList{dir, QStringLiteral("-o"), other}, env);
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(QStringLiteral("the folder is not empty")), qPrintable(again.err));
        QVERIFY(!QFileInfo::exists(other));
        // The chart named inside a new bundle folder: the folder is made for it.
        const QString fresh = m_dir.filePath(QStringLiteral("rendered-new"));
        const ProgramRun inside = runProgram(draw + QStringList{fresh, QStringLiteral("-o"), fresh + QStringLiteral("/w.svg")}, env);
        QVERIFY2(inside.exitCode == 0, qPrintable(inside.err));
        QCOMPARE(QDir(fresh).entryList(QDir::Files, QDir::Name), (QStringList{QStringLiteral("manifest.json"), QStringLiteral("w.svg")}));
        // A hidden file counts: the folder is not empty.
        const QString hidden = m_dir.filePath(QStringLiteral("rendered-hidden"));
        QDir().mkpath(hidden);
        writeAll(hidden + QStringLiteral("/.left-over"), "x");
        const ProgramRun beside = runProgram(draw + QStringList{hidden}, env);
        QCOMPARE(beside.exitCode, 2);
        QVERIFY2(beside.err.contains(QStringLiteral("the folder is not empty")), qPrintable(beside.err));
    }

    // The record and a bundle carry the files of the systems drawn, not every file of their
    // workload: gpt-oss-120b 1k/1k comes from two runs, and two systems of one of them need one.
    void aBundleCarriesTheDrawnSystemsFilesOnly()
    {
        const QString first =
            QString::fromLatin1(fileHash(sourceDir(QStringLiteral("resources/data/inferencex/run_20662362255_agg_bmk.json"))));
        const QString second =
            QString::fromLatin1(fileHash(sourceDir(QStringLiteral("resources/data/inferencex/run_20764588467_agg_bmk.json"))));
        Scenario s;
        s.model = QStringLiteral("gpt-oss-120b");
        s.isl = 1024;
        s.osl = 1024;
        s.chart = QStringLiteral("frontier");
        s.systems = QStringList{QStringLiteral("b200 vllm fp4"), QStringLiteral("h200 vllm fp4")};
        const ChartInputs in = inputs(s);
        QCOMPARE(in.comparison.systems.size(), 2);
        QCOMPARE(in.scenario.sourceSha256, QStringList{first});
        const Evidence e = makeEvidence(in, QStringLiteral("frontier"));
        QStringList recorded;
        for (const EvidenceSource& x : e.sources) recorded << x.sha256;
        QCOMPARE(recorded, QStringList{first});
        const QString dir = m_dir.filePath(QStringLiteral("two-systems"));
        QVERIFY_OK(writeEvidenceBundle(dir, e));
        QCOMPARE(QDir(QDir(dir).filePath(QStringLiteral("inputs"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        const ProgramRun v = verify({dir}, m_dir.filePath(QStringLiteral("nowhere3.sqlite")));
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(1500)));
        // A system of the other run brings its file in, in the store's order.
        s.systems << QStringLiteral("b200 trt fp4");
        const QStringList both = inputs(s).scenario.sourceSha256;
        QCOMPARE(both.size(), 2);
        QVERIFY(both.contains(first) && both.contains(second));
    }

    // A second-date series is drawn only where it differs from its system's main series, so shown
    // alone it still records (and bundles) the main series' file: B200 SGLang FP4 of the real API
    // fixture, dated 2025-12-01 (10 % slower) in one file and 2026-01-15 in another, beside a
    // third file of every other row, which is not drawn and not recorded.
    void aSecondDateSeriesShownAloneRecordsItsMainSeries()
    {
        const nlohmann::json rows = nlohmann::json::parse(readAll(testData(kDsr1File)).toStdString());
        nlohmann::json older = nlohmann::json::array(), newer = nlohmann::json::array(), rest = nlohmann::json::array();
        for (nlohmann::json r : rows) {
            if (r.at("hardware") != "b200" || r.at("framework") != "sglang" || r.at("precision") != "fp4" ||
                r.at("spec_method") != "none" || r.at("isl") != 1024 || r.at("osl") != 1024) {
                rest.push_back(r);
                continue;
            }
            r["date"] = "2026-01-15";
            newer.push_back(r);
            r["date"] = "2025-12-01";
            r["metrics"]["tput_per_gpu"] = r.at("metrics").at("tput_per_gpu").get<double>() * 0.9;
            older.push_back(r);
        }
        QVERIFY(older.size() >= 3 && !rest.empty());
        const QString folder = m_dir.filePath(QStringLiteral("second-date"));
        QVERIFY(QDir().mkpath(folder));
        Store store = MUST(Store::open(QDir(folder).filePath(QStringLiteral("d.sqlite"))));
        QStringList hashes;
        for (const auto& [name, part] : {std::pair{"older.json", &older}, std::pair{"newer.json", &newer}, std::pair{"rest.json", &rest}}) {
            const QString file = QDir(folder).filePath(QString::fromLatin1(name));
            writeAll(file, QByteArray::fromStdString(part->dump()));
            hashes << QString::fromLatin1(fileHash(file));
            const ImportReport r = store.importFile(file);
            QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
        }
        Scenario s;
        s.model = QStringLiteral("DeepSeek-R1-0528");
        s.isl = s.osl = 1024;
        s.chart = QStringLiteral("efficiency");
        s.assumptions.runs.compareAsOf = QStringLiteral("2025-12-31");
        s.systems = QStringList{QStringLiteral("b200 sglang fp4 · as of 2025-12-31")};
        const ChartInputs in = MUST(chartInputsFor(store, HardwareCatalog::bundled(), s));
        QCOMPARE(in.comparison.systems.size(), 1);
        QCOMPARE(in.comparison.systems.first().label, s.systems.first());
        QStringList recorded = in.scenario.sourceSha256;
        recorded.sort();
        QStringList expected{hashes[0], hashes[1]};
        expected.sort();
        QCOMPARE(recorded, expected);
        // The bundle of those two files verifies alone: the second-date series is drawn again.
        const QString dir = QDir(folder).filePath(QStringLiteral("bundle"));
        QVERIFY_OK(writeEvidenceBundle(dir, makeEvidence(in, QStringLiteral("efficiency"))));
        QCOMPARE(QDir(QDir(dir).filePath(QStringLiteral("inputs"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 2);
        const ProgramRun v = verify({dir}, m_dir.filePath(QStringLiteral("nowhere4.sqlite")));
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out.right(1500)));
        QVERIFY2(v.out.contains(QStringLiteral("as of 2025-12-31")), qPrintable(v.out.right(1500)));
    }
};

QTEST_MAIN(TestEvidence)
#include "test_evidence.moc"
