// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Import as a user runs it: `denominator import FILE` as a whole process on a fresh database,
// against tests/benchmark/import_baseline.py (json + sqlite3, what a user would write instead) on
// the same file in the same run. The files are the real rows of tests/data repeated; copy k of a
// row has its concurrency raised by k × 10,000, so every row is a distinct point.

#include "bench_import.h"

#include "bench_process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace {

constexpr double kSpeedupTarget = 5.0; ///< × the Python script's time
constexpr double kPeakTargetMb = 150;

ProcessRun importOnce(const QTemporaryDir& dir, const QString& file)
{
    const QString db = dir.filePath(QStringLiteral("bench.sqlite"));
    for (const char* suffix : {"", "-wal", "-shm"}) QFile::remove(db + QLatin1String(suffix));
    return runProcess(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("--db"), db, QStringLiteral("import"), file});
}

ProcessRun pythonOnce(const QTemporaryDir& dir, const QString& file)
{
    const QString db = dir.filePath(QStringLiteral("python.sqlite"));
    QFile::remove(db);
    return runProcess(QStringLiteral("python3"), {QStringLiteral(DENOMINATOR_SOURCE_DIR "/tests/benchmark/import_baseline.py"), file, db});
}

/// Median of three runs of each, interleaved so both see the same machine load.
struct Pair {
    ProcessRun ours, python;
};
Pair measure(const QTemporaryDir& dir, const QString& file, bool withPython)
{
    QList<double> ours, python;
    Pair p;
    for (int i = 0; i < 3; ++i) {
        p.ours = importOnce(dir, file);
        if (p.ours.exitCode != 0) return p;
        ours << p.ours.seconds;
        if (!withPython) continue;
        p.python = pythonOnce(dir, file);
        if (p.python.exitCode != 0) withPython = false;
        python << p.python.seconds;
    }
    p.ours.seconds = medianOf(ours);
    p.python.seconds = withPython ? medianOf(python) : 0;
    return p;
}

double fileMb(const QString& path) { return double(QFileInfo(path).size()) / 1e6; }

} // namespace

nlohmann::json realRows(const QString& folder, const QString& pattern)
{
    nlohmann::json rows = nlohmann::json::array();
    const QDir dir(folder);
    for (const QString& name : dir.entryList({pattern}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QByteArray b = f.readAll();
        for (auto& row : nlohmann::json::parse(b.constBegin(), b.constEnd())) rows.push_back(std::move(row));
    }
    return rows;
}

QString writeRows(const QTemporaryDir& dir, const QString& name, const nlohmann::json& real, int count)
{
    if (real.empty()) return {};
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write("[\n");
    for (int n = 0; n < count; ++n) {
        const std::string text = repeatedRow(real, n).dump(2);
        f.write(text.data(), qint64(text.size()));
        f.write(n + 1 < count ? ",\n" : "\n");
    }
    f.write("]\n");
    return f.error() == QFile::NoError ? path : QString();
}

nlohmann::json repeatedRow(const nlohmann::json& real, int n)
{
    nlohmann::json row = real[size_t(n) % real.size()];
    row["conc"] = row["conc"].get<int>() + (n / int(real.size())) * 10000;
    return row;
}

int runImportBenchmark()
{
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/denominator-bench-XXXXXX"));
    const nlohmann::json agg = realRows(QStringLiteral(DENOMINATOR_TEST_DATA "/harness_agg_bmk_mantile"), QStringLiteral("*_agg_bmk.json"));
    const nlohmann::json api = realRows(QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud"), QStringLiteral("benchmarks.json"));
    const QString agg100 = writeRows(dir, QStringLiteral("run_1_agg_bmk.json"), agg, 100000);
    const QString agg300 = writeRows(dir, QStringLiteral("run_3_agg_bmk.json"), agg, 300000);
    const QString api100 = writeRows(dir, QStringLiteral("benchmarks.json"), api, 100000);
    if (agg100.isEmpty() || agg300.isEmpty() || api100.isEmpty()) {
        std::printf("import: cannot write the benchmark files\n");
        return 1;
    }
    std::printf("import: whole processes on a fresh database, median of 3; baseline tests/benchmark/import_baseline.py\n");
    const Pair a = measure(dir, agg100, true);
    if (a.ours.exitCode != 0) {
        std::printf("import: denominator import failed (exit %d)\n", a.ours.exitCode);
        return 1;
    }
    std::printf("  100,000 agg rows (%.0f MB): denominator %.2f s, %.0f MB peak; ", fileMb(agg100), a.ours.seconds, a.ours.peakMb);
    if (a.python.seconds > 0) {
        const double speedup = a.python.seconds / a.ours.seconds;
        std::printf("Python %.2f s, %.0f MB peak -> %.2fx the script's speed; target >= %.0fx: %s\n", a.python.seconds, a.python.peakMb,
                    speedup, kSpeedupTarget, verdict(speedup >= kSpeedupTarget));
    } else {
        std::printf("Python baseline not run (python3 missing or failed)\n");
    }
    std::printf("  peak memory %.0f MB; target <= %.0f MB: %s\n", a.ours.peakMb, kPeakTargetMb, verdict(a.ours.peakMb <= kPeakTargetMb));
    const Pair big = measure(dir, agg300, false);
    const double growth = big.ours.peakMb / a.ours.peakMb;
    std::printf("  300,000 agg rows (%.0f MB): %.2f s, %.0f MB peak = %.2fx the memory for 3x the file; target < 3x: %s\n", fileMb(agg300),
                big.ours.seconds, big.ours.peakMb, growth, verdict(big.ours.exitCode == 0 && growth < 3));
    const Pair b = measure(dir, api100, false);
    std::printf("  100,000 InferenceX API rows (%.0f MB): %.2f s = %.0f rows/s, %.0f MB peak (no Python baseline for this format)\n",
                fileMb(api100), b.ours.seconds, 100000 / b.ours.seconds, b.ours.peakMb);
    std::fflush(stdout);
    return b.ours.exitCode == 0 && big.ours.exitCode == 0 ? 0 : 1;
}
