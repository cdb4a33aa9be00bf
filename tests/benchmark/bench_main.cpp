// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// denominator-bench: timings for the two targets of issue 2. Not a test: it prints numbers and
// whether each target was met, and fails only when something could not be run.
//
//  1. Import: every real agg row under tests/data/inferencex/harness_agg_bmk_mantile (1,143
//     rows in 25 files), repeated into one 100,000-row agg_bmk.json array in a temporary folder,
//     imported into a fresh store (parse + one transaction). Target: under 5 s.
//  2. Recompute: the same real rows repeated to 100,000 points, each copy a separate run so every
//     point sits in a frontier. One assumption change recomputes every workload: compare() per
//     (model, ISL, OSL) with all runs kept, matched at an interactivity inside the tested range
//     (so Steffen interpolation runs), i.e. grouping + frontiers + interpolation + power basis.
//     Target: under 16 ms. The fast path (reevaluate() on existing frontiers) is timed as well.

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
constexpr double kImportTargetS = 5.0;
constexpr double kRecomputeTargetMs = 16.0;

QStringList aggFiles()
{
    const QDir dir(QStringLiteral(DENOMINATOR_TEST_DATA "/harness_agg_bmk_mantile"));
    QStringList out;
    for (const QString& name : dir.entryList({QStringLiteral("*_agg_bmk.json")}, QDir::Files, QDir::Name)) out << dir.filePath(name);
    return out;
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const char* verdict(bool met) { return met ? "target met" : "TARGET MISSED"; }

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
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
        w.interactivity = median(x);
    }
    return out;
}

bool benchImport(const QTemporaryDir& dir, QList<BenchmarkPoint>& realPoints, bool big100k)
{
    // The real files as they are.
    nlohmann::json all = nlohmann::json::array();
    QElapsedTimer t;
    {
        Store store(dir.filePath(QStringLiteral("real.sqlite")));
        t.start();
        int rows = 0;
        for (const QString& file : aggFiles()) {
            const ImportReport r = store.importFile(file);
            if (!r.ok()) {
                std::fprintf(stderr, "import failed: %s\n", qPrintable(r.errors.first().toString()));
                return false;
            }
            rows += r.inserted;
        }
        const double s = double(t.nsecsElapsed()) / 1e9;
        std::printf("import, 25 real agg files: %d rows in %.3f s = %.0f rows/s\n", rows, s, rows / s);
        realPoints = store.points();
    }
    if (!big100k) return true;
    for (const QString& file : aggFiles()) {
        const QByteArray b = readFile(file);
        for (const auto& row : nlohmann::json::parse(b.constBegin(), b.constEnd())) all.push_back(row);
    }
    if (all.empty()) return false;

    // The same rows repeated into one 100,000-row file.
    nlohmann::json big = nlohmann::json::array();
    for (int n = 0; n < kRows; ++n) big.push_back(all[size_t(n) % all.size()]);
    const QString bigPath = dir.filePath(QStringLiteral("run_1_agg_bmk.json"));
    {
        QFile f(bigPath);
        if (!f.open(QIODevice::WriteOnly)) return false;
        f.write(QByteArray::fromStdString(big.dump(2)));
    }
    // What Store::importFile does, in its three stages: read + hash, parse, store (one transaction).
    Store store(dir.filePath(QStringLiteral("big.sqlite")));
    t.start();
    const SourceFile src = SourceFile::fromBytes(bigPath, readFile(bigPath));
    const double readS = double(t.nsecsElapsed()) / 1e9;
    const ParsedFile parsed = parseSource(src);
    const double parseS = double(t.nsecsElapsed()) / 1e9 - readS;
    const ImportReport r = store.importParsed(src, parsed);
    const double s = double(t.nsecsElapsed()) / 1e9;
    if (!r.ok() || r.inserted != kRows) {
        std::fprintf(stderr, "import of the 100,000-row file failed (%d inserted)\n", r.inserted);
        return false;
    }
    std::printf("import, %d rows (real agg rows repeated, %.1f MB): %.3f s = %.0f rows/s; target < %.0f s: %s\n", kRows,
                double(src.bytes.size()) / 1e6, s, kRows / s, kImportTargetS, verdict(s < kImportTargetS));
    std::printf("  read + SHA-256 %.3f s, parse %.3f s, store %.3f s\n", readS, parseS, s - readS - parseS);
    return true;
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
    const double fullMedian = median(full), fastMedian = median(fast);
    std::printf("recompute, %d points in %d workloads, runs: %s -> %d systems, %d front points, %d interpolated:\n", kRows,
                int(workloads.size()), allRuns ? "all" : "latest", systems, frontPoints, interpolated);
    std::printf("  compare() from the points (group, build frontiers, interpolate, power): median %.2f ms, worst %.2f ms over %d; "
                "target < %.0f ms: %s\n",
                fullMedian, *std::max_element(full.begin(), full.end()), kRepeats, kRecomputeTargetMs,
                verdict(fullMedian < kRecomputeTargetMs));
    std::printf("  reevaluate() on the built frontiers (peak/interpolation, power, ratios): median %.2f ms, worst %.2f ms; "
                "target < %.0f ms: %s\n",
                fastMedian, *std::max_element(fast.begin(), fast.end()), kRecomputeTargetMs, verdict(fastMedian < kRecomputeTargetMs));
}

} // namespace

/// `denominator-bench [import|recompute|telemetry]`: all by default (recompute needs the imported rows).
int main(int argc, char** argv)
{
    const QByteArray only = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    if (only == "telemetry") return runTelemetryBenchmark();
    QTemporaryDir dir;
    if (!dir.isValid()) return 1;
    QList<BenchmarkPoint> real;
    if (!benchImport(dir, real, only != "recompute") || real.isEmpty()) return 1;
    if (only != "import") {
        const QList<Workload> workloads = repeatedWorkloads(real);
        benchRecompute(workloads, true);
        benchRecompute(workloads, false);
    }
    if (only.isEmpty()) return runTelemetryBenchmark();
    return 0;
}
