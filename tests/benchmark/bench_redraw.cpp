// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "bench_redraw.h"

#include "bench_import.h"
#include "bench_process.h"
#include "charts/chart_page.h"
#include "core/resources.h"
#include "shell/main_window.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <malloc.h>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::ui;

namespace {

constexpr double kChangeTargetMs = 50, kBigChangeTargetMs = 150, kSliderTargetPerS = 30;
constexpr double kFirstDrawTargetMs = 1000, kBigFirstDrawTargetMs = 2000;
const QString kFixture = QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud/benchmarks.json");

/// The fixture's rows repeated to `count` (copy k: concurrency + k × 10,000), or the fixture itself.
QString fixtureWith(const QTemporaryDir& dir, int count)
{
    if (count <= 0) return kFixture;
    QFile in(kFixture);
    if (!in.open(QIODevice::ReadOnly)) return {};
    const QByteArray b = in.readAll();
    const nlohmann::json real = nlohmann::json::parse(b.constBegin(), b.constEnd());
    nlohmann::json out = nlohmann::json::array();
    for (int n = 0; n < count; ++n) out.push_back(repeatedRow(real, n));
    const QString path = dir.filePath(QStringLiteral("benchmarks_%1.json").arg(count));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(QByteArray::fromStdString(out.dump()));
    return path;
}

/// A database holding `file` and a scenario selecting every DeepSeek-R1 1k/1k system.
bool prepare(const QString& db, const QString& file, const QString& scenario)
{
    const QString bin = QStringLiteral(DENOMINATOR_BINARY);
    if (runProcess(bin, {QStringLiteral("--db"), db, QStringLiteral("import"), file}).exitCode != 0) return false;
    return runProcess(bin,
                      {QStringLiteral("--db"), db, QStringLiteral("render"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"),
                       QStringLiteral("--isl"), QStringLiteral("1024"), QStringLiteral("--osl"), QStringLiteral("1024"),
                       QStringLiteral("--hardware"), QStringLiteral("b200,b300,gb200,gb300,h100,h200,mi300x,mi325x,mi355x"),
                       QStringLiteral("--at-interactivity"), QStringLiteral("50"), QStringLiteral("-o"), scenario + QStringLiteral(".svg"),
                       QStringLiteral("--save-scenario"), scenario})
               .exitCode == 0;
}

/// The window's data; a database that cannot be read ends the benchmark (exit 2) with why.
WindowData windowDataOrExit(const QString& db)
{
    auto data = openWindowData(db);
    if (!data) {
        std::fprintf(stderr, "%s\n", qPrintable(data.error().toString()));
        std::exit(2);
    }
    return std::move(data).value();
}

/// Median milliseconds from an edit to the end of the window's repaint, over `n` edits.
template <class Edit> double timeEdits(MainWindow& w, int n, Edit edit)
{
    QList<double> ms;
    QElapsedTimer t;
    for (int i = 0; i < n; ++i) {
        Scenario s = w.scenario();
        edit(s, i);
        t.start();
        w.editScenario(s, QStringLiteral("benchmark"));
        // What the event loop does next: polish, lay out and paint what changed (the chart on
        // screen, the legend list, the dock) into the window's backing store.
        const double edited = double(t.nsecsElapsed()) / 1e6;
        QCoreApplication::processEvents();
        // The running event loop also deletes what was deleteLater()'d (Qt Charts' items of the
        // removed series and axes); without exec() here they would pile up in the scene.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        ms << double(t.nsecsElapsed()) / 1e6;
        if (qEnvironmentVariableIsSet("BENCH_PHASES"))
            std::fprintf(stderr, "edit %.1f total %.1f items %d children %d\n", edited, ms.last(),
                         int(w.chartPage(w.scenario().chart)->scene()->items().size()),
                         int(w.chartPage(w.scenario().chart)->chart()->children().size()));
    }
    return medianOf(ms);
}

bool measure(const QString& db, const QString& scenario, const char* what, double target)
{
    MainWindow w(windowDataOrExit(db));
    w.resize(1366, 768);
    w.show();
    QCoreApplication::processEvents();
    w.openScenario(scenario);
    // The frontier with tokens/s per kW on its axis: every system's series depend on the power
    // assumptions (on the throughput axis a power assumption would change no series).
    Scenario efficiency = w.scenario();
    efficiency.efficiencyAxis = true;
    w.editScenario(efficiency, QStringLiteral("benchmark"));
    QCoreApplication::processEvents();
    const int systems = int(w.comparison().systems.size());
    const double change = timeEdits(w, 21, [](Scenario& s, int i) {
        s.assumptions.boundary = i % 2 ? Boundary::Chip : Boundary::Rack;
        s.assumptions.denominator = i % 2 ? DenominatorKind::Tdp : DenominatorKind::Measured;
    });
    std::printf("  %s, %d systems: one assumption change, edit to repainted window: median %.1f ms; target <= %.0f ms: %s\n", what, systems,
                change, target, verdict(change <= target));
    const double slider = timeEdits(w, 41, [](Scenario& s, int i) { s.assumptions.interactivity = 20 + 2 * (i % 40); });
    std::printf("  %s: dragging the interactivity slider: %.1f ms per update = %.0f updates/s; target >= %.0f/s: %s\n", what, slider,
                1000 / slider, kSliderTargetPerS, verdict(1000 / slider >= kSliderTargetPerS));
    std::fflush(stdout);
    return systems > 0;
}

/// Shows `w` at 1366x768 and returns once its current chart's view has been painted. False when
/// no chart was painted within ten seconds or the comparison holds no system.
bool showUntilChartPainted(MainWindow& w)
{
    struct PaintSeen : QObject {
        bool painted = false;
        bool eventFilter(QObject*, QEvent* e) override
        {
            painted = painted || e->type() == QEvent::Paint;
            return false;
        }
    } seen;
    ChartPage* page = w.chartPage(w.scenario().chart);
    if (page == nullptr) return false;
    page->viewport()->installEventFilter(&seen);
    w.resize(1366, 768);
    w.show();
    QElapsedTimer t;
    t.start();
    // The filter sees the paint event before it is handled; one more pass lets it finish.
    while (!seen.painted && t.elapsed() < 10000) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    QCoreApplication::processEvents();
    page->viewport()->removeEventFilter(&seen);
    return seen.painted && !w.comparison().systems.isEmpty();
}

/// From constructing the window to its first chart painted, on `db` (created when missing), in
/// this process: Qt's libraries, QApplication and the fonts are already loaded.
double firstDrawMs(const QString& db)
{
    QElapsedTimer t;
    t.start();
    MainWindow w(windowDataOrExit(db));
    return showUntilChartPainted(w) ? double(t.nsecsElapsed()) / 1e6 : -1;
}

/// Whole-process cold start, as a user starts the window: this program run as
/// `denominator-bench first-draw DB`, timed from the fork to its exit right after the first chart
/// is painted. The libraries are in the page cache (dropping it needs root). `freshDb`: every
/// start on a database that does not exist yet, which the window creates and loads the bundled
/// data into. Returns the start times in ms, or nothing when a start failed.
QList<double> coldStartsMs(const QString& self, const QString& db, int starts, bool freshDb)
{
    QList<double> ms;
    for (int i = 0; i < starts; ++i) {
        const QString path = freshDb ? QStringLiteral("%1.%2.sqlite").arg(db).arg(i) : db;
        const ProcessRun r = runProcess(self, {QStringLiteral("first-draw"), path});
        if (r.exitCode != 0) return {};
        ms << r.seconds * 1000;
    }
    return ms;
}

void printColdStarts(const char* what, const QList<double>& ms, double target)
{
    if (ms.isEmpty()) {
        std::printf("  whole-process start to first drawn chart, %s: a start failed\n", what);
        return;
    }
    const double worst = *std::max_element(ms.begin(), ms.end());
    std::printf("  whole-process start to first drawn chart, %s: first %.0f ms, median %.0f ms, worst %.0f ms of %d; "
                "target <= %.0f ms: %s\n",
                what, ms.first(), medianOf(ms), worst, int(ms.size()), target, verdict(worst <= target));
}

} // namespace

void runFirstDrawChild(int argc, char** argv)
{
    // What denominator-gui does before its window exists (its resources, a QApplication).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    initResources();
    QApplication app(argc, argv);
    MainWindow w(windowDataOrExit(QString::fromLocal8Bit(argv[2])));
    const bool drawn = showUntilChartPainted(w);
    // The figure ends at the first paint: skip the teardown.
    std::fflush(stdout);
    std::_Exit(drawn ? 0 : 1);
}

int runRedrawBenchmark()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/denominator-bench-XXXXXX"));
    // The window keeps its settings (geometry, last scenario) here, not in the user's.
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.filePath(QStringLiteral("config"))));
    static int argc = 1;
    static char name[] = "denominator-bench";
    static char* argv[] = {name, nullptr};
    QApplication app(argc, argv);
    std::printf("redraw: the window offscreen at 1366x768, all DeepSeek-R1 1k/1k systems of %s\n",
                qPrintable(QFileInfo(kFixture).fileName()));
    const QString big = fixtureWith(dir, 10000);
    const QString huge = fixtureWith(dir, 100000);
    const QString db1 = dir.filePath(QStringLiteral("fixture.sqlite")), db2 = dir.filePath(QStringLiteral("big.sqlite"));
    const QString db3 = dir.filePath(QStringLiteral("huge.sqlite"));
    const QString s1 = dir.filePath(QStringLiteral("fixture.json")), s2 = dir.filePath(QStringLiteral("big.json"));
    if (big.isEmpty() || huge.isEmpty() || !prepare(db1, kFixture, s1) || !prepare(db2, big, s2) ||
        runProcess(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("--db"), db3, QStringLiteral("import"), huge}).exitCode != 0) {
        std::printf("redraw: cannot set up the databases\n");
        return 1;
    }
    // Whole-process starts first, while this process is small: fork copies its page tables.
    malloc_trim(0);
    const QString self = QCoreApplication::applicationFilePath();
    const QList<double> freshStarts = coldStartsMs(self, dir.filePath(QStringLiteral("new")), 5, true);
    const QList<double> hugeStarts = coldStartsMs(self, db3, 5, false);
    printColdStarts("new database (bundled data loaded)", freshStarts, kFirstDrawTargetMs);
    printColdStarts("100,000 points in the database", hugeStarts, kBigFirstDrawTargetMs);
    // The window alone, in this process (QApplication already made): what the start spends in
    // our code rather than in loading Qt.
    const double fresh = firstDrawMs(dir.filePath(QStringLiteral("in-process.sqlite")));
    const double full = firstDrawMs(db3);
    std::printf("  of which the window, constructor to first drawn chart: new database %.0f ms, 100,000 points %.0f ms\n", fresh, full);
    std::fflush(stdout);
    const bool ok = measure(db1, s1, "435 points", kChangeTargetMs) && measure(db2, s2, "10,000 points", kBigChangeTargetMs);
    return ok && !freshStarts.isEmpty() && !hugeStarts.isEmpty() && fresh >= 0 && full >= 0 ? 0 : 1;
}
