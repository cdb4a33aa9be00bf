// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// denominator-bench: the figures of issue 13 (and of the earlier recompute target), each printed
// next to its target and, where one exists, a baseline measured in the same run. Not a test: it
// fails only when something could not be run. Sections (all by default, or name them, e.g. `redraw,telemetry`):
//
//  import     whole-process `denominator import` of 100,000 real agg rows against a Python
//             json+sqlite3 script on the same file; peak memory; memory on a 3x larger file.
//  startup    headless commands that need no database; `energy` on a 20 MB log.
//  redraw     the window with every DeepSeek-R1 1k/1k system: one assumption change, the slider;
//             the window's whole-process start to its first drawn chart (`first-draw DB`, below).
//  recompute  the model alone on 100,000 points (every run its own system: ~10,000 systems).
//  telemetry  the streaming nvidia-smi reader on 100 and 300 MB logs.
//  postgres   100,050 benchmark_results rows from a local PostgreSQL server (started here).

#include "bench_import.h"
#include "bench_postgres.h"
#include "bench_process.h"
#include "bench_redraw.h"
#include "bench_startup.h"
#include "bench_telemetry.h"
#include "core/comparison.h"
#include "store/store.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

using namespace denominator;

namespace {

constexpr int kRows = 100000;
constexpr double kRecomputeTargetMs = 16.0;

QStringList aggFiles()
{
    const QDir dir(QStringLiteral(DENOMINATOR_TEST_DATA "/harness_agg_bmk_mantile"));
    QStringList out;
    for (const QString& name : dir.entryList({QStringLiteral("*_agg_bmk.json")}, QDir::Files, QDir::Name)) out << dir.filePath(name);
    return out;
}

struct Workload {
    QString model;
    int isl = 0, osl = 0;
    QList<BenchmarkPoint> points;
    QStringList hardware;
    double interactivity = 0; ///< a target inside the tested range
};

/// 100,000 points from the real rows: copy k of a row belongs to run "<original run>-k".
QList<Workload> repeatedWorkloads(const QList<BenchmarkPoint>& real)
{
    QHash<QString, int> index;
    QList<Workload> out;
    qint64 id = 0;
    for (int n = 0; n < kRows; ++n) {
        const int copy = n / int(real.size());
        BenchmarkPoint p = real.at(n % int(real.size()));
        p.id = ++id;
        p.provenance.runId = QStringLiteral("%1%2").arg(p.provenance.runId).arg(copy, 3, 10, QLatin1Char('0'));
        const QString key = QStringLiteral("%1|%2|%3").arg(p.model).arg(p.isl).arg(p.osl);
        auto it = index.find(key);
        if (it == index.end()) {
            it = index.insert(key, int(out.size()));
            out.append(Workload{p.model, p.isl, p.osl, {}, {}, 0});
        }
        Workload& w = out[*it];
        if (!w.hardware.contains(p.hardware)) w.hardware << p.hardware;
        w.points << p;
    }
    for (Workload& w : out) {
        QList<double> x;
        for (const BenchmarkPoint& p : std::as_const(w.points)) x << p.medianIntvty;
        w.interactivity = medianOf(x);
    }
    return out;
}

/// The real agg rows (1,143 in 25 files), as the store reads them back.
bool loadRealPoints(const QTemporaryDir& dir, QList<BenchmarkPoint>& realPoints)
{
    auto opened = Store::open(dir.filePath(QStringLiteral("real.sqlite")));
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return false;
    }
    Store& store = *opened;
    for (const QString& file : aggFiles()) {
        const ImportReport r = store.importFile(file);
        if (!r.ok()) {
            std::fprintf(stderr, "import failed: %s\n", qPrintable(r.errors.first().toString()));
            return false;
        }
    }
    auto points = store.points();
    if (!points) {
        std::fprintf(stderr, "%s\n", qPrintable(points.error().toString()));
        return false;
    }
    realPoints = std::move(points).value();
    return !realPoints.isEmpty();
}

/// Times one assumption change (TDP at the chip <-> measured at the rack, matched interactivity)
/// over every workload. `allRuns`: every run its own system (all 100,000 points in frontiers);
/// otherwise the default, newest run per configuration.
void benchRecompute(const QList<Workload>& workloads, bool allRuns)
{
    const HardwareCatalog catalog = HardwareCatalog::bundled();
    Assumptions before;
    if (allRuns) before.runs.mode = RunSelection::Mode::All;
    before.atPeak = false;
    Assumptions after = before;
    after.denominator = DenominatorKind::Measured;
    after.boundary = Boundary::Rack;

    QList<Comparison> comparisons;
    for (const Workload& w : workloads) {
        ComparisonRequest req{w.model, {}, {}, w.isl, w.osl, w.hardware, before};
        req.assumptions.interactivity = w.interactivity;
        comparisons << compare(w.points, req, catalog);
    }
    int systems = 0, interpolated = 0, frontPoints = 0;
    for (const Comparison& c : std::as_const(comparisons)) {
        systems += int(c.systems.size());
        for (const SystemResult& s : c.systems) {
            interpolated += s.sample.status == PointStatus::Interpolated;
            frontPoints += int(s.frontier.points().size());
        }
    }

    constexpr int kRepeats = 15;
    QList<double> full, fast;
    QElapsedTimer t;
    for (int rep = 0; rep < kRepeats; ++rep) {
        const Assumptions& a = rep % 2 ? before : after;
        t.start();
        for (const Workload& w : workloads) {
            ComparisonRequest req{w.model, {}, {}, w.isl, w.osl, w.hardware, a};
            req.assumptions.interactivity = w.interactivity;
            const Comparison c = compare(w.points, req, catalog);
            if (c.systems.isEmpty()) std::fprintf(stderr, "empty comparison\n");
        }
        full << double(t.nsecsElapsed()) / 1e6;
        t.start();
        for (int i = 0; i < comparisons.size(); ++i) {
            Assumptions x = a;
            x.interactivity = workloads[i].interactivity;
            reevaluate(comparisons[i], x, catalog);
        }
        fast << double(t.nsecsElapsed()) / 1e6;
    }
    const double fullMedian = medianOf(full), fastMedian = medianOf(fast);
    std::printf("recompute, %d points in %d workloads, runs: %s -> %d systems, %d front points, %d interpolated:\n", kRows,
                int(workloads.size()), allRuns ? "all" : "latest", systems, frontPoints, interpolated);
    // No verdict: compare() runs when the workload or the run selection changes, and at start (inside
    // the first-draw figure). The 16 ms target is the recompute on an assumption change: reevaluate.
    std::printf("  compare() from the points (group, build frontiers, interpolate, power; a workload or run-selection change): "
                "median %.2f ms, worst %.2f ms over %d; no target of its own\n",
                fullMedian, *std::max_element(full.begin(), full.end()), kRepeats);
    std::printf(
        "  reevaluate() on the built frontiers (peak/interpolation, power, ratios; an assumption change): median %.2f ms, worst %.2f ms; "
        "target < %.0f ms: %s\n",
        fastMedian, *std::max_element(fast.begin(), fast.end()), kRecomputeTargetMs, verdict(fastMedian < kRecomputeTargetMs));
}

} // namespace

int main(int argc, char** argv)
{
    const QByteArray only = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    if (argc == 3 && only == "first-draw") runFirstDrawChild(argc, argv);
    const QList<QByteArray> sections = only.split(',');
    const auto wanted = [&](const char* section) { return only.isEmpty() || sections.contains(section); };
    int failed = 0;
    // Sections that time whole processes first: a child's peak memory (ru_maxrss) starts at what
    // this process held when it forked, and the in-process sections below grow it to ~900 MB.
    if (wanted("import")) failed |= runImportBenchmark();
    if (wanted("postgres")) failed |= runPostgresBenchmark();
    if (wanted("startup")) failed |= runStartupBenchmark();
    if (wanted("redraw")) failed |= runRedrawBenchmark();
    if (wanted("recompute")) {
        QTemporaryDir dir;
        QList<BenchmarkPoint> real;
        if (!dir.isValid() || !loadRealPoints(dir, real)) return 1;
        const QList<Workload> workloads = repeatedWorkloads(real);
        benchRecompute(workloads, true);
        benchRecompute(workloads, false);
    }
    if (wanted("telemetry")) failed |= runTelemetryBenchmark();
    return failed;
}
