// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The command line as a user runs it: the real `denominator` binary in a QProcess, headless,
// with DENOMINATOR_DB pointing at a temporary database. Real files from tests/data; the one broken
// file is a real agg file cut in half.

#include "test_support.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <nlohmann/json.hpp>
#include <set>
#include <sqlite3.h>
#include <vector>

using namespace denominator::test;

namespace {

struct Run : ProgramRun {
    nlohmann::json json() const
    {
        const QByteArray b = out.toUtf8();
        return nlohmann::json::parse(b.constBegin(), b.constEnd(), nullptr, false);
    }
};

const QString kAgg = QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json");
const QString kAggSmall = QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json");

std::set<std::string> keysOf(const nlohmann::json& o)
{
    std::set<std::string> keys;
    for (auto it = o.begin(); it != o.end(); ++it) keys.insert(it.key());
    return keys;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void init();
    void everyCommandRunsWithoutADisplay_data();
    void everyCommandRunsWithoutADisplay();
    void globalOptionsMayPrecedeTheCommand();
    void headlessCommandsLoadNoWidgetsChartsOrLibpq();
    void drawingWithoutTheWindowProgramSaysSo();
    void importPrintsOneLinePerFile();
    void importBadFileExitsTwo();
    void importJson();
    void pointsJson();
    void compareJsonKeys();
    void compareJsonNumbersAreConsistent();
    void compareMatchedInteractivity();
    void compareHonoursHardwareOverride();
    void compareShowsRangeForUnknownPower();
    void aModelWithSeveralWorkloadsNeedsOne();
    void claimMeasured();
    void claimJson();
    void claimWithoutMeasuredPowerSaysNa();
    void badInput_data();
    void badInput();
    void refusesNonDatabase();
    void helpNamesTheCommandAsTyped();
    void readingCommandsSeeImportsWhileTheWindowIsOpen();
    void aFullStandardOutputIsAnError();
    void savingNeverReplacesADevice();
    void everyAssumptionOptionAppliesOverAScenarioFile();
    void renderKeepsOnlyTheNamedFramework();
    void compareKeepsOnlyTheNamedSource();
    void scenarioListsAreBounded();
    void aHeldWriteLockIsWaitedForAndSaid();
    void hardwareSetNamesWhatIsWrong();
    void aClosedPipeIsNotACrash();
    void everyWriterReportsAFullDisk();
    void sourcesAreListedAndRemoved();

private:
    Run run(const QStringList& args);
    void importReal(const QStringList& relative);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

void TestCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = m_dir->filePath(QStringLiteral("cli.sqlite"));
}

void TestCli::everyCommandRunsWithoutADisplay_data()
{
    // The command list as `denominator --help` prints it: a new command is covered here at once.
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
    const ProgramRun help = runProgram({QStringLiteral("--help")});
    static const QRegularExpression command(QStringLiteral("^  ([a-z]+) {2,}\\S"), QRegularExpression::MultilineOption);
    int commands = 0;
    for (auto it = command.globalMatch(help.out); it.hasNext(); ++commands) {
        const QString name = it.next().captured(1);
        QTest::newRow(qPrintable(name + QStringLiteral(" --help"))) << QStringList{name, QStringLiteral("--help")};
    }
    QVERIFY2(commands >= 8, qPrintable(help.out));
    // The commands that draw charts, doing their real work.
    QTest::newRow("render an SVG") << QStringList{QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                                                  QStringLiteral("--isl"),  QStringLiteral("1024"),    QStringLiteral("--osl"),
                                                  QStringLiteral("1024"),   QStringLiteral("-o"),      QStringLiteral("@DIR@/chart.svg")};
    QTest::newRow("lesson worksheet") << QStringList{QStringLiteral("lesson"), QStringLiteral("export"), QStringLiteral("jalapeno"),
                                                     QStringLiteral("-o"), QStringLiteral("@DIR@/w.pdf")};
}

void TestCli::everyCommandRunsWithoutADisplay()
{
    QFETCH(QStringList, args);
    for (QString& a : args) a.replace(QStringLiteral("@DIR@"), m_dir->path());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* var : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"}) env.remove(QString::fromLatin1(var));
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    const ProgramRun r = runProgram(args, env);
    QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("exit %1\n%2").arg(r.exitCode).arg(r.err)));
    QVERIFY(!r.out.isEmpty());
    QVERIFY2(!r.err.contains(QLatin1String("display")), qPrintable(r.err));
}

void TestCli::headlessCommandsLoadNoWidgetsChartsOrLibpq()
{
    // `denominator` starts fast because it links only what headless commands use: what the
    // dynamic loader would load for it (ldd) holds none of the window's libraries, nor Qt Network
    // (`fetch` is denominator-gui's), nor libpq (loaded when a PostgreSQL connection opens).
    const ProgramRun ldd =
        runProgram({QStringLiteral(DENOMINATOR_BINARY)}, QProcessEnvironment::systemEnvironment(), QStringLiteral("ldd"));
    QCOMPARE(ldd.exitCode, 0);
    QVERIFY2(ldd.out.contains(QLatin1String("libQt6Core")), qPrintable(ldd.out));
    for (const char* lib : {"libQt6Widgets", "libQt6Charts", "libQt6Gui", "libQt6OpenGL", "libQt6Network", "libgssapi_krb5", "libpq"})
        QVERIFY2(!ldd.out.contains(QLatin1String(lib)), qPrintable(QStringLiteral("%1 in\n%2").arg(QLatin1String(lib), ldd.out)));
    // The window's program does draw: it is beside it.
    const QString gui = QFileInfo(QStringLiteral(DENOMINATOR_BINARY)).dir().filePath(QStringLiteral("denominator-gui"));
    const ProgramRun guiLdd = runProgram({gui}, QProcessEnvironment::systemEnvironment(), QStringLiteral("ldd"));
    QVERIFY2(guiLdd.out.contains(QLatin1String("libQt6Charts")), qPrintable(guiLdd.out));
}

void TestCli::drawingWithoutTheWindowProgramSaysSo()
{
    // `denominator` alone (denominator-gui not beside it): headless commands work, a chart
    // command says what it cannot start instead of failing silently.
    const QString alone = m_dir->filePath(QStringLiteral("denominator"));
    QVERIFY(QFile::copy(QStringLiteral(DENOMINATOR_BINARY), alone));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    const ProgramRun version = runProgram({QStringLiteral("--version")}, env, alone);
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.contains(QLatin1String("denominator")));
    const ProgramRun render =
        runProgram({QStringLiteral("render"), QStringLiteral("-o"), m_dir->filePath(QStringLiteral("c.svg"))}, env, alone);
    QCOMPARE(render.exitCode, 1);
    QVERIFY2(render.err.contains(QStringLiteral("cannot start %1").arg(m_dir->filePath(QStringLiteral("denominator-gui")))),
             qPrintable(render.err));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("c.svg"))));
}

void TestCli::globalOptionsMayPrecedeTheCommand()
{
    // `denominator --db X import F` is `denominator import --db X F`, not the window.
    const QString other = m_dir->filePath(QStringLiteral("other.sqlite"));
    const Run r = run({QStringLiteral("--db"), other, QStringLiteral("import"), testData(kAggSmall)});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QLatin1String("20 inserted")));
    QVERIFY(QFileInfo::exists(other));
    QVERIFY(!QFileInfo::exists(m_db));
}

Run TestCli::run(const QStringList& args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir->filePath(QStringLiteral("xdg")));
    return {denominator::test::runProgram(args, env)};
}

void TestCli::importReal(const QStringList& relative)
{
    QStringList args{QStringLiteral("import")};
    for (const QString& r : relative) args << testData(r);
    const Run r = run(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

void TestCli::importPrintsOneLinePerFile()
{
    const Run r = run({QStringLiteral("import"), testData(kAgg), testData(kAggSmall)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), testData(kAgg) + QStringLiteral(": inferencex-agg, 150 inserted, 0 already present"));
    QCOMPARE(lines.at(1), testData(kAggSmall) + QStringLiteral(": inferencex-agg, 20 inserted, 0 already present"));
    QVERIFY(QFileInfo::exists(m_db));

    const Run again = run({QStringLiteral("import"), testData(kAgg)});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.startsWith(testData(kAgg) + QStringLiteral(": inferencex-agg, 0 inserted, 150 already present")),
             qPrintable(again.out));
    QVERIFY(again.out.contains(QLatin1String("imported before")));
}

void TestCli::importBadFileExitsTwo()
{
    const QString bad = m_dir->filePath(QStringLiteral("cut.json"));
    const QByteArray bytes = readAll(testData(kAggSmall));
    writeAll(bad, bytes.left(bytes.size() / 2));
    const Run r = run({QStringLiteral("import"), bad, testData(kAggSmall)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(bad + QLatin1Char(':')), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("JSON ends early")), qPrintable(r.err));
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines.at(0).contains(QLatin1String("refused")));
    QVERIFY(lines.at(1).contains(QLatin1String("20 inserted"))); // the good file is its own transaction
    const Run pts = run({QStringLiteral("points"), QStringLiteral("--json")});
    QCOMPARE(pts.exitCode, 0);
    QCOMPARE(pts.json().size(), size_t(20));
}

void TestCli::importJson()
{
    const Run r = run({QStringLiteral("import"), QStringLiteral("--json"), testData(QStringLiteral("api_fixture_vngcloud/benchmarks.json")),
                       testData(QStringLiteral("api_fixture_vngcloud/availability.json"))});
    QCOMPARE(r.exitCode, 2);
    const nlohmann::json j = r.json();
    QVERIFY2(j.is_array() && j.size() == 2, qPrintable(r.out));
    QCOMPARE(j[0].at("format").get<std::string>(), std::string("inferencex-api"));
    QCOMPARE(j[0].at("inserted").get<int>(), 435);
    QCOMPARE(j[0].at("ok").get<bool>(), true);
    QCOMPARE(j[1].at("ok").get<bool>(), false);
    QCOMPARE(j[1].at("inserted").get<int>(), 0);
    QVERIFY(QString::fromStdString(j[1].at("errors").at(0).get<std::string>()).contains(QLatin1String("availability")));
}

void TestCli::pointsJson()
{
    importReal({kAggSmall});
    const Run r = run({QStringLiteral("points"), QStringLiteral("--json"), QStringLiteral("--hardware"), QStringLiteral("mi355x")});
    QCOMPARE(r.exitCode, 0);
    const nlohmann::json j = r.json();
    QCOMPARE(j.size(), size_t(20));
    QCOMPARE(j[0].at("source_file").get<std::string>(), std::string("run_20248091324_agg_bmk.json"));
    QCOMPARE(j[0].at("run_id").get<std::string>(), std::string("20248091324"));
    QCOMPARE(j[0].at("row").get<int>(), 0);
    QVERIFY(j[0].at("measured_power_w").is_null());
    const Run none = run({QStringLiteral("points"), QStringLiteral("--json"), QStringLiteral("--hardware"), QStringLiteral("b200")});
    QCOMPARE(none.json().size(), size_t(0));
}

void TestCli::compareJsonKeys()
{
    importReal({kAgg});
    const Run r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                       QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
                       QStringLiteral("h200,b200,h100"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const nlohmann::json j = r.json();
    QVERIFY2(j.is_object(), qPrintable(r.out));
    for (const char* key : {"assumptions", "systems", "ratios"}) QVERIFY2(j.contains(key), key);
    QVERIFY(j.at("assumptions").is_object());
    const std::set<std::string> systemKeys{"hardware",  "framework",       "precision",   "interactivity",       "throughput_per_gpu",
                                           "status",    "power_w_per_gpu", "power_basis", "tokens_per_s_per_kw", "joules_per_token",
                                           "provenance"};
    QCOMPARE(j.at("systems").size(), size_t(3));
    for (const auto& s : j.at("systems")) {
        const std::set<std::string> keys = keysOf(s);
        for (const std::string& k : systemKeys) QVERIFY2(keys.count(k), k.c_str());
        QVERIFY(s.at("hardware").is_string());
        QVERIFY(s.at("framework").is_string());
        QVERIFY(s.at("precision").is_string());
        QVERIFY(s.at("interactivity").is_number());
        QVERIFY(s.at("throughput_per_gpu").is_number());
        QVERIFY(s.at("power_w_per_gpu").is_number());
        QVERIFY(s.at("tokens_per_s_per_kw").is_number());
        QVERIFY(s.at("joules_per_token").is_number());
        QVERIFY(s.at("power_basis").is_string());
        QVERIFY(s.at("provenance").is_string());
        const std::string status = s.at("status").get<std::string>();
        QVERIFY(status == "measured" || status == "interpolated" || status == "above_range" || status == "below_range");
    }
    QCOMPARE(j.at("systems")[0].at("hardware").get<std::string>(), std::string("h200"));
    QCOMPARE(j.at("systems")[1].at("hardware").get<std::string>(), std::string("b200"));
    QCOMPARE(j.at("systems")[2].at("hardware").get<std::string>(), std::string("h100"));
    QCOMPARE(j.at("ratios").size(), size_t(3));
    for (const auto& r2 : j.at("ratios")) {
        const std::set<std::string> keys = keysOf(r2);
        for (const char* k : {"a", "b", "tokens_per_kw_ratio"}) QVERIFY2(keys.count(k), k);
        QVERIFY(r2.at("a").is_string());
        QVERIFY(r2.at("b").is_string());
        QVERIFY(r2.at("tokens_per_kw_ratio").is_number());
    }
    QCOMPARE(j.at("ratios")[0].at("tokens_per_kw_ratio").get<double>(), 1.0); // baseline against itself
    QCOMPARE(j.at("assumptions").at("denominator").get<std::string>(), std::string("tdp"));
    QCOMPARE(j.at("assumptions").at("boundary").get<std::string>(), std::string("chip"));
    QCOMPARE(j.at("assumptions").at("tokens").get<std::string>(), std::string("total"));
    QCOMPARE(j.at("assumptions").at("operating_point").get<std::string>(), std::string("peak"));
    QCOMPARE(j.at("assumptions").at("model").get<std::string>(), std::string("gpt-oss-120b"));
}

void TestCli::compareJsonNumbersAreConsistent()
{
    importReal({kAgg});
    const Run r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                       QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
                       QStringLiteral("h200,b200"), QStringLiteral("--boundary"), QStringLiteral("facility"), QStringLiteral("--pue"),
                       QStringLiteral("1.2"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const nlohmann::json j = r.json();
    const auto& sys = j.at("systems");
    for (const auto& s : sys) {
        const double tput = s.at("throughput_per_gpu").get<double>(), w = s.at("power_w_per_gpu").get<double>();
        QVERIFY(std::fabs(s.at("tokens_per_s_per_kw").get<double>() - tput / w * 1000.0) < 1e-9 * tput / w * 1000.0);
        QVERIFY(std::fabs(s.at("joules_per_token").get<double>() - w / tput) < 1e-12 * w / tput);
    }
    // h200 and b200 at the facility: (TDP + 159 + 50.6) / 0.94 × 1.2.
    QVERIFY(std::fabs(sys[0].at("power_w_per_gpu").get<double>() - (700 + 159 + 50.6) / 0.94 * 1.2) < 1e-9);
    QVERIFY(std::fabs(sys[1].at("power_w_per_gpu").get<double>() - (1000 + 159 + 50.6) / 0.94 * 1.2) < 1e-9);
    const double ratio = j.at("ratios")[1].at("tokens_per_kw_ratio").get<double>();
    QVERIFY(std::fabs(ratio - sys[1].at("tokens_per_s_per_kw").get<double>() / sys[0].at("tokens_per_s_per_kw").get<double>()) <
            1e-12 * ratio);
    QCOMPARE(j.at("assumptions").at("pue").get<double>(), 1.2);
}

void TestCli::compareMatchedInteractivity()
{
    importReal({kAgg});
    const Run r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                       QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
                       QStringLiteral("h200,b200"), QStringLiteral("--at-interactivity"), QStringLiteral("150"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const nlohmann::json j = r.json();
    QCOMPARE(j.at("assumptions").at("operating_point").get<std::string>(), std::string("matched"));
    QCOMPARE(j.at("assumptions").at("interactivity").get<double>(), 150.0);
    int interpolated = 0;
    for (const auto& s : j.at("systems")) {
        const std::string status = s.at("status").get<std::string>();
        if (status == "interpolated" || status == "measured")
            QCOMPARE(s.at("interactivity").get<double>(), 150.0);
        else
            QVERIFY(s.at("interactivity").get<double>() != 150.0); // clamped, and said so
        // An interpolated value names the two tested interactivities it was read between.
        QCOMPARE(s.contains("interpolation_gap"), status == "interpolated");
        if (status != "interpolated") continue;
        ++interpolated;
        QVERIFY(s.at("interpolation_gap")[0].get<double>() < 150 && s.at("interpolation_gap")[1].get<double>() > 150);
        QCOMPARE(s.at("interpolation").get<std::string>(), std::string("steffen"));
    }
    QVERIFY(interpolated > 0);
    // The other reading between tested points: another number for the interpolated systems only.
    const Run loglog = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                            QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
                            QStringLiteral("h200,b200"), QStringLiteral("--at-interactivity"), QStringLiteral("150"),
                            QStringLiteral("--interpolation"), QStringLiteral("loglog"), QStringLiteral("--json")});
    QVERIFY2(loglog.exitCode == 0, qPrintable(loglog.err));
    const nlohmann::json lj = loglog.json();
    QCOMPARE(lj.at("assumptions").at("interpolation").get<std::string>(), std::string("loglog"));
    for (size_t i = 0; i < j.at("systems").size(); ++i) {
        const auto &a = j.at("systems")[i], &b = lj.at("systems")[i];
        const bool between = a.at("status").get<std::string>() == "interpolated";
        QCOMPARE(a.at("throughput_per_gpu").get<double>() != b.at("throughput_per_gpu").get<double>(), between);
    }
    // Far above anything tested: every system clamped and flagged.
    const Run far = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                         QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
                         QStringLiteral("h200,b200"), QStringLiteral("--at-interactivity"), QStringLiteral("5000")});
    QCOMPARE(far.exitCode, 0);
    QVERIFY2(far.out.contains(QLatin1String("(above_range)")), qPrintable(far.out));
    // The ratio is no number there: "outside tested range", and no figure in its place.
    const QStringList farRatio = far.out.split(QLatin1Char('\n')).filter(QStringLiteral("  ratio "));
    QVERIFY(!farRatio.isEmpty());
    for (const QString& l : farRatio)
        QVERIFY2(l.endsWith(QLatin1String(": outside tested range (a side was not tested at this interactivity: no ratio)")),
                 qPrintable(l));
}

void TestCli::compareHonoursHardwareOverride()
{
    importReal({kAgg});
    const Run set = run({QStringLiteral("hardware"), QStringLiteral("set"), QStringLiteral("b200"), QStringLiteral("tdp_w"),
                         QStringLiteral("800"), QStringLiteral("--note"), QStringLiteral("power cap")});
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
    const Run list = run({QStringLiteral("hardware"), QStringLiteral("--json")});
    QCOMPARE(list.exitCode, 0);
    bool seen = false;
    for (const auto& h : list.json()) {
        if (h.at("id") != "b200") continue;
        seen = true;
        QCOMPARE(h.at("tdp_w").get<double>(), 800.0);
        QCOMPARE(h.at("sources").at("tdp_w").get<std::string>(), std::string("your override: power cap"));
    }
    QVERIFY(seen);
    const Run r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                       QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
                       QStringLiteral("b200"), QStringLiteral("--json")});
    QCOMPARE(r.json().at("systems")[0].at("power_w_per_gpu").get<double>(), 800.0);
}

void TestCli::aModelWithSeveralWorkloadsNeedsOne()
{
    // The agg run holds gpt-oss-120b at three sequence lengths: never one frontier of all three.
    importReal({kAgg});
    const QStringList workloads{QStringLiteral("--isl 1024 --osl 1024"), QStringLiteral("--isl 1024 --osl 8192"),
                                QStringLiteral("--isl 8192 --osl 1024")};
    const QStringList model{QStringLiteral("--model"), QStringLiteral("gpt-oss-120b")};
    for (const QStringList& cmd : {QStringList{QStringLiteral("compare"), QStringLiteral("--hardware"), QStringLiteral("h200")},
                                   QStringList{QStringLiteral("points"), QStringLiteral("--json")},
                                   QStringList{QStringLiteral("render"), QStringLiteral("-o"), m_dir->filePath(QStringLiteral("x.png"))}}) {
        const Run r = run(cmd + model);
        QVERIFY2(r.exitCode == 2, qPrintable(cmd.first() + QLatin1Char(' ') + r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("several workloads match")), qPrintable(r.err));
        for (const QString& w : workloads) QVERIFY2(r.err.contains(w), qPrintable(r.err));
    }
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("x.png"))));
    // Naming one works; a precision the workload lacks is refused with what it has.
    QCOMPARE(run({QStringLiteral("compare"), QStringLiteral("--hardware"), QStringLiteral("h200"), QStringLiteral("--model"),
                  QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"), QStringLiteral("1024"), QStringLiteral("--osl"),
                  QStringLiteral("1024")})
                 .exitCode,
             0);
    const Run p = run({QStringLiteral("compare"), QStringLiteral("--hardware"), QStringLiteral("h200"), QStringLiteral("--model"),
                       QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"), QStringLiteral("1024"), QStringLiteral("--osl"),
                       QStringLiteral("1024"), QStringLiteral("--precision"), QStringLiteral("fp8")});
    QCOMPARE(p.exitCode, 2);
    QVERIFY2(p.err.contains(QStringLiteral("has no fp8 points; it has: fp4")), qPrintable(p.err));
}

void TestCli::compareShowsRangeForUnknownPower()
{
    // MI355X rows carry measured power in the API fixture, B200 rows do not.
    importReal({QStringLiteral("api_fixture_vngcloud/benchmarks.json")});
    const Run r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"), QStringLiteral("--isl"),
                       QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--precision"),
                       QStringLiteral("fp4"), QStringLiteral("--framework"), QStringLiteral("sglang"), QStringLiteral("--hardware"),
                       QStringLiteral("mi355x,b200"), QStringLiteral("--denominator"), QStringLiteral("measured")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QVERIFY2(lines.value(1).startsWith(QLatin1String("  mi355x sglang fp4: ")),
             qPrintable(r.out)); // the plain configuration is the baseline
    QVERIFY2(lines.value(1).contains(QLatin1String("W measured mean")), qPrintable(r.out));
    const QStringList b200 = lines.filter(QStringLiteral("  b200 sglang fp4: "));
    QCOMPARE(b200.size(), 1);
    QVERIFY2(b200.first().contains(QLatin1String("no measured power")), qPrintable(b200.first()));
    QVERIFY2(b200.first().contains(QStringLiteral("unknown draw at 50–100 % of TDP: ")), qPrintable(b200.first()));
    const QStringList ratio = lines.filter(QStringLiteral("ratio b200 sglang fp4 / mi355x sglang fp4: "));
    QCOMPARE(ratio.size(), 1);
    // Subject assumed, baseline measured: the range says which is which.
    QVERIFY2(ratio.first().contains(QStringLiteral("× (assumed 50–100 % of TDP ÷ measured)")), qPrintable(ratio.first()));
    // The JSON carries the same range.
    const Run j =
        run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"), QStringLiteral("--isl"),
             QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--precision"), QStringLiteral("fp4"),
             QStringLiteral("--framework"), QStringLiteral("sglang"), QStringLiteral("--hardware"), QStringLiteral("mi355x,b200"),
             QStringLiteral("--denominator"), QStringLiteral("measured"), QStringLiteral("--json")});
    bool ranged = false;
    const nlohmann::json doc = j.json();
    for (const auto& x : doc.at("ratios"))
        if (x.at("a") == "b200 sglang fp4") {
            QVERIFY(x.at("tokens_per_kw_ratio").is_null());
            QCOMPARE(x.at("tokens_per_kw_ratio_range").size(), size_t(2));
            ranged = true;
        }
    QVERIFY(ranged);
}

void TestCli::claimMeasured()
{
    const Run r =
        run({QStringLiteral("claim"), QStringLiteral("jalapeno-gptoss-peak"), QStringLiteral("--denominator"), QStringLiteral("measured")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("measured denominator: 2.42x")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("published: 1.9x")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("GB200 measured power is unknown")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("(at least 1.21x: open above")), qPrintable(r.out)); // 550 W is an upper bound
    const Run json = run({QStringLiteral("claim"), QStringLiteral("jalapeno-gptoss-peak"), QStringLiteral("--denominator"),
                          QStringLiteral("measured"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const nlohmann::json j = json.json();
    QVERIFY2(j.at("assessment").at("power_range")[1].is_null(), qPrintable(json.out.left(400)));
    QVERIFY(j.at("rederived").at("ratio_max").is_null());
    const Run rated = run({QStringLiteral("claim"), QStringLiteral("jalapeno-dsr1-peak")});
    QCOMPARE(rated.exitCode, 0);
    QVERIFY2(rated.out.contains(QLatin1String("rated denominator: 1.67x")), qPrintable(rated.out));
}

void TestCli::claimJson()
{
    const Run r = run({QStringLiteral("claim"), QStringLiteral("jalapeno-dsr1-peak"), QStringLiteral("--denominator"),
                       QStringLiteral("measured"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const nlohmann::json j = r.json();
    QCOMPARE(j.at("id").get<std::string>(), std::string("jalapeno-dsr1-peak"));
    QVERIFY(std::fabs(j.at("rederived").at("ratio").get<double>() - 19641.0 / 11781.0 * 700.0 / 550.0) < 1e-9);
    QVERIFY(j.at("systems")[1].at("measured_w").is_null());
    // A claims file given by path works the same way.
    const Run file =
        run({QStringLiteral("claim"), sourceDir(QStringLiteral("resources/data/claims_jalapeno.json")), QStringLiteral("--json")});
    QCOMPARE(file.exitCode, 0);
    QCOMPARE(file.json().size(), size_t(6));
}

void TestCli::claimWithoutMeasuredPowerSaysNa()
{
    // Nothing measured is published: the measured readings cannot be formed, and the text says
    // "n/a", never "n/ax" (a number format with the unit glued on).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("claims.json"));
    writeAll(path, R"({"format": "denominator-claims", "version": 1, "claims": [{"id": "bare", "title": "A vs B",
        "model": "gpt-oss-120b", "published_ratio": 2.0, "operating_point": {"kind": "peak"},
        "systems": [{"label": "A", "value": 2000}, {"label": "B", "value": 1000}]}]})");
    const Run r = run({QStringLiteral("claim"), path, QStringLiteral("--denominator"), QStringLiteral("measured")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("n/ax")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("Measured: subject only (comparator at its rating): n/a")), qPrintable(r.out));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList cmp{QStringLiteral("compare"), QStringLiteral("--model"),    QStringLiteral("gpt-oss-120b"),
                          QStringLiteral("--isl"),   QStringLiteral("1024"),       QStringLiteral("--osl"),
                          QStringLiteral("1024"),    QStringLiteral("--hardware"), QStringLiteral("h200")};
    QTest::newRow("import without files") << QStringList{"import"} << "no files given";
    QTest::newRow("import missing file") << QStringList{"import", "/nonexistent/file.json"} << "cannot read";
    QTest::newRow("import bad --gpus") << QStringList{"import", "--gpus", "-3", "x.json"} << "--gpus: expected a number > 0";
    QTest::newRow("unknown option") << (cmp + QStringList{"--frobnicate"}) << "frobnicate";
    QTest::newRow("bad denominator") << (cmp + QStringList{"--denominator", "wattage"}) << "--denominator: expected tdp, measured";
    QTest::newRow("bad boundary") << (cmp + QStringList{"--boundary", "planet"})
                                  << "--boundary: expected chip, node, rack, facility or chassis-model, got \"planet\"";
    QTest::newRow("bad tokens") << (cmp + QStringList{"--tokens", "some"}) << "--tokens: expected total or output";
    QTest::newRow("PUE below 1") << (cmp + QStringList{"--pue", "0.8"}) << "--pue: expected a PUE from 1 to 5";
    QTest::newRow("bad interpolation") << (cmp + QStringList{"--interpolation", "cubic"}) << "--interpolation: expected steffen or loglog";
    QTest::newRow("non-numeric isl") << QStringList{"compare", "--model", "x", "--isl", "1k", "--hardware", "h200"}
                                     << "--isl: expected a number > 0";
    QTest::newRow("peak and matched") << (cmp + QStringList{"--at-peak", "--at-interactivity", "100"})
                                      << "either --at-interactivity or --at-peak";
    QTest::newRow("custom without watts") << (cmp + QStringList{"--denominator", "custom"}) << "needs --watts";
    QTest::newRow("compare without model") << QStringList{"compare", "--hardware", "h200"} << "(none: import data first)";
    QTest::newRow("compare without hardware") << QStringList{"compare", "--model", "gpt-oss-120b"} << "--hardware is required";
    QTest::newRow("nothing stored for it") << cmp << "no stored workload matches model \"gpt-oss-120b\" ISL 1024 OSL 1024";
    QTest::newRow("claim bad denominator") << QStringList{"claim", "jalapeno-gptoss-peak", "--denominator", "tdp-ish"}
                                           << "--denominator: expected rated (or tdp) or measured";
    QTest::newRow("unknown claim") << QStringList{"claim", "jalapeno-nothing"} << "no claim \"jalapeno-nothing\"";
    QTest::newRow("claim bad unknown-draw") << QStringList{"claim", "jalapeno-gptoss-peak", "--unknown-draw", "0.9-0.5"}
                                            << "--unknown-draw";
    QTest::newRow("hardware bad field") << QStringList{"hardware", "set", "b200", "watts", "900"} << "FIELD one of";
    QTest::newRow("hardware bad value") << QStringList{"hardware", "set", "b200", "tdp_w", "0"} << "expected a number > 0";
}

void TestCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty() || args.first() == QLatin1String("import"), qPrintable(r.out));
}

void TestCli::refusesNonDatabase()
{
    writeAll(m_db, readAll(testData(QStringLiteral("dashboard_csv_export/InferenceX_DeepSeek-R1-0528_interactivity.csv"))));
    const QByteArray before = fileHash(m_db);
    const Run r = run({QStringLiteral("import"), testData(kAggSmall)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("not a Denominator database")), qPrintable(r.err));
    QCOMPARE(fileHash(m_db), before);
    // --db overrides the environment.
    const QString other = m_dir->filePath(QStringLiteral("other.sqlite"));
    const Run ok = run({QStringLiteral("import"), QStringLiteral("--db"), other, testData(kAggSmall)});
    QCOMPARE(ok.exitCode, 0);
    QVERIFY(QFileInfo::exists(other));
    QCOMPARE(fileHash(m_db), before);
}

void TestCli::helpNamesTheCommandAsTyped()
{
    // `points --help` printed the binary's absolute path and no command.
    const Run r = run({QStringLiteral("points"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("Usage: denominator points [options]")), qPrintable(r.out.left(120)));
    const Run tdp =
        run({QStringLiteral("claim"), QStringLiteral("jalapeno-gptoss-peak"), QStringLiteral("--denominator"), QStringLiteral("tdp")});
    QVERIFY2(tdp.exitCode == 0, qPrintable(tdp.err)); // compare's word for rated is accepted too
}

void TestCli::readingCommandsSeeImportsWhileTheWindowIsOpen()
{
    // The window holds a connection (here: this test), so imports stay in the WAL: `points` read
    // the file alone and listed 150 of 1,612 points.
    importReal({kAggSmall});
    sqlite3* window = nullptr;
    QCOMPARE(sqlite3_open_v2(m_db.toUtf8().constData(), &window, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    QCOMPARE(sqlite3_exec(window, "SELECT count(*) FROM points", nullptr, nullptr, nullptr), SQLITE_OK);
    importReal({kAgg, QStringLiteral("api_fixture_vngcloud/benchmarks.json")});
    const QString stored = sqlOn(m_db, "SELECT count(*) FROM points");
    const Run points = run({QStringLiteral("points"), QStringLiteral("--json")});
    sqlite3_close(window);
    QCOMPARE(points.exitCode, 0);
    QVERIFY2(points.err.isEmpty(), qPrintable(points.err));
    QCOMPARE(QString::number(points.json().size()), stored);
    QVERIFY(stored.toInt() > 170);
}

void TestCli::aFullStandardOutputIsAnError()
{
    // `points --json > /dev/full` wrote nothing and exited 0; a reader that goes away is still fine
    // (aClosedPipeIsNotACrash).
    importReal({kAgg});
    QProcess q;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    q.setProcessEnvironment(env);
    q.setStandardOutputFile(QStringLiteral("/dev/full"));
    q.start(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("points"), QStringLiteral("--json")});
    QVERIFY(q.waitForFinished(60000));
    QCOMPARE(q.exitCode(), 2);
    const QString err = QString::fromUtf8(q.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("cannot write the output")), qPrintable(err));
}

void TestCli::savingNeverReplacesADevice()
{
    // Run as root, `--save-scenario /dev/full` replaced the device node with a regular file: a
    // path that is not a regular file is written in place, and its error reported.
    importReal({kAgg});
    const Run r = run({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                       QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("-o"),
                       m_dir->filePath(QStringLiteral("c.svg")), QStringLiteral("--save-scenario"), QStringLiteral("/dev/full")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("/dev/full")), qPrintable(r.err));
    QVERIFY(QFileInfo(QStringLiteral("/dev/full")).exists() && !QFileInfo(QStringLiteral("/dev/full")).isFile());
    const Run null = run({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                          QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("-o"),
                          m_dir->filePath(QStringLiteral("d.svg")), QStringLiteral("--save-scenario"), QStringLiteral("/dev/null")});
    QCOMPARE(null.exitCode, 0);
    QVERIFY(!QFileInfo(QStringLiteral("/dev/null")).isFile());
}

void TestCli::compareKeepsOnlyTheNamedSource()
{
    // InferenceX's API rows and one real run imported as your own: `compare --source yours` keeps
    // yours, the default both; other benchmarks are refused with where they are drawn.
    importReal({QStringLiteral("api_fixture_vngcloud/benchmarks.json")});
    Run r = run({QStringLiteral("import"), testData(kAggSmall), QStringLiteral("--source"), QStringLiteral("lab")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto sources = [&](const QStringList& extra) {
        const Run c = run(QStringList{QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"),
                                      QStringLiteral("--isl"), QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"),
                                      QStringLiteral("--hardware"), QStringLiteral("mi355x"), QStringLiteral("--json")} +
                          extra);
        QSet<QString> out;
        if (c.exitCode != 0) return QSet<QString>{c.err};
        const nlohmann::json j = c.json(); // kept: a range-for over a part of a temporary reads freed memory
        for (const auto& s : j.at("systems")) out.insert(QString::fromStdString(s.at("source").get<std::string>()));
        return out;
    };
    const QSet<QString> both = sources({});
    QVERIFY2(both.contains(QStringLiteral("InferenceX")) && both.contains(QStringLiteral("lab")),
             qPrintable(QStringList(both.begin(), both.end()).join(QLatin1Char('|'))));
    QCOMPARE(sources({QStringLiteral("--source"), QStringLiteral("yours")}), QSet<QString>{QStringLiteral("lab")});
    r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"), QStringLiteral("--isl"),
             QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
             QStringLiteral("mi355x"), QStringLiteral("--source"), QStringLiteral("mlperf")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--source mlperf: compare reads InferenceX-definition points")), qPrintable(r.err));
    // None of yours in FP8: said as such, not as points stored but not drawn.
    r = run({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"), QStringLiteral("--isl"),
             QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--hardware"),
             QStringLiteral("mi355x"), QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--source"),
             QStringLiteral("yours")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("no stored points match model \"DeepSeek-R1-0528\" 1k/1k on mi355x among your runs")) &&
                 !r.err.contains(QLatin1String("none drawn")),
             qPrintable(r.err));
}

void TestCli::renderKeepsOnlyTheNamedFramework()
{
    // `render --framework` said "Only this framework." and drew every framework of the hardware.
    importReal({QStringLiteral("api_fixture_vngcloud/benchmarks.json")});
    const auto systemsDrawn = [&](const QStringList& extra) {
        const QString saved = m_dir->filePath(QStringLiteral("fw.json"));
        const Run r = run(QStringList{QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"),
                                      QStringLiteral("--isl"), QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"),
                                      QStringLiteral("--hardware"), QStringLiteral("b200,mi355x"), QStringLiteral("-o"),
                                      m_dir->filePath(QStringLiteral("fw.csv")), QStringLiteral("--save-scenario"), saved} +
                          extra);
        if (r.exitCode != 0) return QStringList{r.err};
        QStringList labels;
        const nlohmann::json scenario = nlohmann::json::parse(readAll(saved).toStdString());
        for (const auto& l : scenario["selection"]["systems"]) labels << QString::fromStdString(l.get<std::string>());
        return labels;
    };
    const QStringList all = systemsDrawn({});
    const QStringList sglang = systemsDrawn({QStringLiteral("--framework"), QStringLiteral("sglang")});
    QVERIFY2(!sglang.isEmpty() && sglang.size() < all.size(),
             qPrintable(all.join(QLatin1Char('|')) + QStringLiteral(" / ") + sglang.join(QLatin1Char('|'))));
    for (const QString& label : sglang) QVERIFY2(label.contains(QLatin1String(" sglang ")), qPrintable(label));
    const QByteArray csv = readAll(m_dir->filePath(QStringLiteral("fw.csv")));
    QVERIFY(!csv.contains("dynamo-trt") && !csv.contains(" trt "));

    const Run none = run({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"), QStringLiteral("--isl"),
                          QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("--framework"),
                          QStringLiteral("nosuch"), QStringLiteral("-o"), m_dir->filePath(QStringLiteral("none.svg"))});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains(QLatin1String("--framework nosuch: no system drawn here runs it; frameworks: ")) &&
                 none.err.contains(QLatin1String("sglang")),
             qPrintable(none.err));
}

void TestCli::everyAssumptionOptionAppliesOverAScenarioFile()
{
    // Redrawing an exported chart under another assumption: each option of the assumption table
    // applies over the scenario the file carries (before, only three did and the rest were
    // silently ignored), parsed by the same parser as a scenario file's value.
    importReal({kAgg});
    const QString first = m_dir->filePath(QStringLiteral("first.svg"));
    const Run drawn = run({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
                           QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("-o"), first});
    QCOMPARE(drawn.exitCode, 0);
    const QString saved = m_dir->filePath(QStringLiteral("again.json"));
    const Run again =
        run({QStringLiteral("render"), first, QStringLiteral("--denominator"), QStringLiteral("custom"), QStringLiteral("--watts"),
             QStringLiteral("h100=650,h200=700"), QStringLiteral("--boundary"), QStringLiteral("rack"),
             QStringLiteral("--at-interactivity"), QStringLiteral("40"), QStringLiteral("--runs"), QStringLiteral("all"),
             QStringLiteral("-o"), m_dir->filePath(QStringLiteral("again.svg")), QStringLiteral("--save-scenario"), saved});
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    const QByteArray bytes = readAll(saved);
    const nlohmann::json a = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()).at("assumptions");
    QCOMPARE(a.at("denominator").get<std::string>(), std::string("custom"));
    QCOMPARE(a.at("custom_watts").at("h200").get<double>(), 700.0);
    QCOMPARE(a.at("boundary").get<std::string>(), std::string("rack"));
    QCOMPARE(a.at("operating_point").get<std::string>(), std::string("matched"));
    QCOMPARE(a.at("interactivity").get<double>(), 40.0);
    QCOMPARE(a.at("runs").get<std::string>(), std::string("all"));
    // The file's custom watts stand when --hardware picks systems (it once re-read every option
    // onto empty assumptions and asked for --watts), and a file chosen custom without watts draws
    // n/a as the window does, asked for no option.
    const Run picked = run({QStringLiteral("render"), saved, QStringLiteral("--hardware"), QStringLiteral("h200,h100"),
                            QStringLiteral("-o"), m_dir->filePath(QStringLiteral("picked.svg"))});
    QVERIFY2(picked.exitCode == 0, qPrintable(picked.err));
    nlohmann::json noWatts = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    noWatts["assumptions"].erase("custom_watts");
    writeAll(m_dir->filePath(QStringLiteral("nowatts.json")), QByteArray::fromStdString(noWatts.dump()));
    const Run unset = run({QStringLiteral("render"), m_dir->filePath(QStringLiteral("nowatts.json")), QStringLiteral("-o"),
                           m_dir->filePath(QStringLiteral("nowatts.svg"))});
    QVERIFY2(unset.exitCode == 0, qPrintable(unset.err));
    // --at-peak takes a matched scenario back to each system's peak; a bad pair is named.
    const Run peak = run({QStringLiteral("render"), saved, QStringLiteral("--at-peak"), QStringLiteral("--denominator"),
                          QStringLiteral("measured"), QStringLiteral("--unknown-draw"), QStringLiteral("0.3-0.6"), QStringLiteral("-o"),
                          m_dir->filePath(QStringLiteral("peak.svg")), QStringLiteral("--save-scenario"), saved});
    QVERIFY2(peak.exitCode == 0, qPrintable(peak.err));
    const QByteArray peakBytes = readAll(saved);
    const nlohmann::json p = nlohmann::json::parse(peakBytes.constBegin(), peakBytes.constEnd()).at("assumptions");
    QCOMPARE(p.at("operating_point").get<std::string>(), std::string("peak"));
    QCOMPARE(p.at("unknown_draw_fraction")[0].get<double>(), 0.3);
    // An at-peak scenario file keeps no interactivity: its efficiency chart reads the matched bars
    // at the window's default, stated, never at "n/a tok/s/user".
    const QString eff = m_dir->filePath(QStringLiteral("eff.svg"));
    const Run bars =
        run({QStringLiteral("render"), saved, QStringLiteral("--chart"), QStringLiteral("efficiency"), QStringLiteral("-o"), eff});
    QVERIFY2(bars.exitCode == 0, qPrintable(bars.err));
    const QByteArray svg = readAll(eff);
    QVERIFY(svg.contains("at 100 tok/s/user") && !svg.contains("n/a tok/s/user"));
    const Run bad = run({QStringLiteral("render"), saved, QStringLiteral("--watts"), QStringLiteral("h200=lots"), QStringLiteral("-o"),
                         m_dir->filePath(QStringLiteral("bad.svg"))});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("--watts: expected HARDWARE=WATTS pairs")) && bad.err.contains(QLatin1String("h200=lots")),
             qPrintable(bad.err));
}

void TestCli::scenarioListsAreBounded()
{
    // A scenario naming 50,000 systems took minutes to draw: lists past their stated limit are
    // refused at once, naming the field and the limit.
    importReal({kAgg});
    const Run save =
        run({QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--isl"),
             QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"), QStringLiteral("-o"),
             m_dir->filePath(QStringLiteral("c.svg")), QStringLiteral("--save-scenario"), m_dir->filePath(QStringLiteral("s.json"))});
    QCOMPARE(save.exitCode, 0);
    const QByteArray saved = readAll(m_dir->filePath(QStringLiteral("s.json")));
    nlohmann::json j = nlohmann::json::parse(saved.constBegin(), saved.constEnd());
    nlohmann::json many = nlohmann::json::array();
    for (int i = 0; i < 50000; ++i) many.push_back("h100 sglang fp8 #" + std::to_string(i));
    j["selection"]["systems"] = many;
    const QString big = m_dir->filePath(QStringLiteral("big.json"));
    writeAll(big, QByteArray::fromStdString(j.dump()));
    const Run r = run({QStringLiteral("render"), big, QStringLiteral("-o"), m_dir->filePath(QStringLiteral("big.svg"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("systems")) && r.err.contains(QLatin1String("at most 500")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("big.svg"))));
}

void TestCli::aHeldWriteLockIsWaitedForAndSaid()
{
    importReal({kAggSmall});
    // Another process (here: this test) holds the write lock for a while, as a long import does.
    sqlite3* holder = nullptr;
    QCOMPARE(sqlite3_open_v2(m_db.toUtf8().constData(), &holder, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    QCOMPARE(sqlite3_exec(holder, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("import"), testData(kAgg)});
    QByteArray said;
    QTRY_VERIFY_WITH_TIMEOUT((said += p.readAllStandardError()).contains("waiting for another process"), 15000);
    QVERIFY(p.state() == QProcess::Running); // waiting, not failed
    QCOMPARE(sqlite3_exec(holder, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(holder);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().contains("inserted"));
}

void TestCli::hardwareSetNamesWhatIsWrong()
{
    const Run zz =
        run({QStringLiteral("hardware"), QStringLiteral("set"), QStringLiteral("zz"), QStringLiteral("host_w"), QStringLiteral("5")});
    QCOMPARE(zz.exitCode, 2);
    QVERIFY2(zz.err.contains(QStringLiteral("unknown hardware \"zz\"")) && zz.err.contains(QStringLiteral("h200")), qPrintable(zz.err));
    const Run negative =
        run({QStringLiteral("hardware"), QStringLiteral("set"), QStringLiteral("b200"), QStringLiteral("tdp_w"), QStringLiteral("-900")});
    QCOMPARE(negative.exitCode, 2);
    QVERIFY2(negative.err.contains(QStringLiteral("value -900: expected a number > 0")), qPrintable(negative.err));
    const Run list = run({QStringLiteral("hardware"), QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(list.exitCode, 0);
    for (const auto& h : list.json()) QVERIFY(h.at("id") != "zz");
}

void TestCli::aClosedPipeIsNotACrash()
{
    importReal({kAgg});
    // `points --json | head -c 100`: the reader goes away after the first bytes.
    QProcess q;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    q.setProcessEnvironment(env);
    q.start(QStringLiteral("/bin/bash"),
            {QStringLiteral("-c"), QStringLiteral("\"%1\" points --model gpt-oss-120b --isl 1024 --osl 1024 --json "
                                                  "| head -c 100 >/dev/null; echo ${PIPESTATUS[0]}")
                                       .arg(QStringLiteral(DENOMINATOR_BINARY))});
    QVERIFY(q.waitForFinished(60000));
    const QString status = QString::fromUtf8(q.readAllStandardOutput()).trimmed();
    QVERIFY2(status == QLatin1String("0"), qPrintable(QStringLiteral("writer exit status %1 (141 = SIGPIPE)").arg(status)));
}

void TestCli::everyWriterReportsAFullDisk()
{
    // The disk fills up during the write: a file-size limit of 8 KiB (`ulimit -f 8`) fails every
    // write past it, as ENOSPC does, for any user (a tmpfs needs root). Each writer must exit 2,
    // name the file, and leave neither the file nor a temporary one behind.
    importReal({kAgg});
    const QString out = m_dir->filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(out));
    const QString bin = QStringLiteral(DENOMINATOR_BINARY);
    const QString workload = QStringLiteral("--model gpt-oss-120b --isl 1024 --osl 1024");
    const QList<QPair<QString, QString>> writers{
        {QStringLiteral("chart.svg"), QStringLiteral("render %1 -o %2")},
        {QStringLiteral("chart.png"), QStringLiteral("render %1 -o %2")},
        {QStringLiteral("chart.pdf"), QStringLiteral("render %1 -o %2")},
        {QStringLiteral("chart.csv"), QStringLiteral("render %1 -o %2")},
        {QStringLiteral("worksheet.pdf"), QStringLiteral("lesson export jalapeno --db \"%1\" -o %2").arg(m_db, QStringLiteral("%1"))},
    };
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), m_db);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const auto& [name, command] : writers) {
        const QString target = QDir(out).filePath(name);
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("/bin/bash"),
                {QStringLiteral("-c"),
                 QStringLiteral("ulimit -f 8; exec \"%1\" %2")
                     .arg(bin, command.contains(QLatin1String("%2")) ? command.arg(workload, target) : command.arg(target))});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError()), said = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 2, qPrintable(name + QLatin1Char(' ') + err + said));
        QVERIFY2(err.contains(target), qPrintable(name + QLatin1Char(' ') + err));
        QVERIFY2(!said.contains(QLatin1String("wrote")), qPrintable(said));
        QVERIFY2(QDir(out).entryList(QDir::Files | QDir::Hidden).isEmpty(),
                 qPrintable(name + QStringLiteral(": left ") + QDir(out).entryList(QDir::Files | QDir::Hidden).join(QLatin1Char(' '))));
    }
}

void TestCli::sourcesAreListedAndRemoved()
{
    // `sources` lists what was imported; `sources remove PREFIX` takes one file and everything
    // that came from it, and a bad argument removes nothing. Imported again, it is all back.
    importReal({kAgg, kAggSmall});
    const auto pointCount = [this] { return int(run({QStringLiteral("points"), QStringLiteral("--json")}).json().size()); };
    const int before = pointCount();
    const Run listed = run({QStringLiteral("sources"), QStringLiteral("--json")});
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    const nlohmann::json sources = listed.json();
    QCOMPARE(int(sources.size()), 2);
    const auto small = std::find_if(sources.begin(), sources.end(), [](const nlohmann::json& s) {
        return s.at("file").get<std::string>() == QFileInfo(kAggSmall).fileName().toStdString();
    });
    QVERIFY(small != sources.end());
    const QString sha = QString::fromStdString(small->at("sha256").get<std::string>());
    const int smallPoints = small->at("points").get<int>();
    QVERIFY(smallPoints > 0 && smallPoints < before);
    QCOMPARE(sources[0].at("points").get<int>() + sources[1].at("points").get<int>(), before);
    QVERIFY(run({QStringLiteral("sources")}).out.contains(sha.left(12)));

    // One bad argument among good ones: exit 2, naming it, and nothing removed.
    for (const QStringList& bad : {QStringList{sha.left(8), QStringLiteral("0000000000")}, QStringList{sha.left(7)},
                                   QStringList{QStringLiteral("not-a-hash")}, QStringList{}}) {
        const Run refused = run(QStringList{QStringLiteral("sources"), QStringLiteral("remove")} + bad);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(bad.isEmpty() ? QStringLiteral("usage") : bad.last()) &&
                     (bad.isEmpty() || refused.err.contains(QLatin1String("nothing was removed"))),
                 qPrintable(refused.err));
        QCOMPARE(pointCount(), before);
    }
    const Run removed = run({QStringLiteral("sources"), QStringLiteral("remove"), sha.left(10).toUpper()});
    QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
    QVERIFY2(removed.out.contains(QStringLiteral("%1 points").arg(smallPoints)), qPrintable(removed.out));
    QCOMPARE(pointCount(), before - smallPoints);
    QCOMPARE(int(run({QStringLiteral("sources"), QStringLiteral("--json")}).json().size()), 1);
    importReal({kAggSmall});
    QCOMPARE(pointCount(), before);
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
