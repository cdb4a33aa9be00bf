// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "bench_postgres.h"

#include "bench_import.h"
#include "bench_process.h"
#include "postgres_server.h"

#include <QFile>
#include <QTemporaryDir>
#include <cstdio>

namespace {

constexpr int kCopies = 230; ///< of the 435 API rows: 100,050 results

QString readSource(const char* relative)
{
    QFile f(QStringLiteral(DENOMINATOR_SOURCE_DIR "/") + QLatin1String(relative));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Median of three whole-process imports of `input` into a fresh database.
ProcessRun importMedian(const QTemporaryDir& dir, const QString& input)
{
    QList<double> seconds;
    ProcessRun run;
    for (int i = 0; i < 3; ++i) {
        const QString db = dir.filePath(QStringLiteral("bench-pg.sqlite"));
        for (const char* suffix : {"", "-wal", "-shm"}) QFile::remove(db + QLatin1String(suffix));
        run = runProcess(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("--db"), db, QStringLiteral("import"), input});
        if (run.exitCode != 0) return run;
        seconds << run.seconds;
    }
    run.seconds = medianOf(seconds);
    return run;
}

} // namespace

int runPostgresBenchmark()
{
    using denominator::test::PostgresServer;
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/denominator-bench-XXXXXX"));
    PostgresServer server;
    if (const QString e = server.start(readSource("tests/postgres/schema.sql")); !e.isEmpty()) {
        std::printf("postgres: %s\n", qPrintable(e));
        return 1;
    }
    const nlohmann::json api = realRows(QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud"), QStringLiteral("benchmarks.json"));
    auto db = denominator::pg::Connection::open(server.uri());
    if (!db) return std::printf("postgres: %s\n", qPrintable(db.error().toString())), 1;
    const QString load =
        PostgresServer::loadApiRows(*db.value(), readSource("tests/postgres/load_api_rows.sql"), QByteArray::fromStdString(api.dump()));
    // Copy k of each result has its concurrency raised by k × 10,000, as repeatedRow() does.
    const auto copies =
        db.value()->query(QStringLiteral("INSERT INTO benchmark_results (workflow_run_id, config_id, date, isl, osl, conc, image, metrics) "
                                         "SELECT workflow_run_id, config_id, date, isl, osl, conc + 10000 * k, image, metrics "
                                         "FROM benchmark_results, generate_series(1, %1) k")
                              .arg(kCopies - 1));
    if (!load.isEmpty() || !copies) {
        std::printf("postgres: cannot load the rows: %s\n", qPrintable(load.isEmpty() ? copies.error().toString() : load));
        return 1;
    }
    const int rows = int(api.size()) * kCopies;
    const QString file = writeRows(dir, QStringLiteral("benchmarks.json"), api, rows);
    std::printf("postgres: whole-process import of %d benchmark_results rows from a local PostgreSQL server, median of 3\n", rows);
    const ProcessRun fromDb = importMedian(dir, server.uri());
    const ProcessRun fromFile = importMedian(dir, file);
    if (fromDb.exitCode != 0 || fromFile.exitCode != 0) {
        std::printf("postgres: an import failed (database exit %d, file exit %d)\n", fromDb.exitCode, fromFile.exitCode);
        return 1;
    }
    std::printf("  from the database: %.2f s = %.0f rows/s, %.0f MB peak; the same rows as an API JSON file: %.2f s, %.0f MB peak\n",
                fromDb.seconds, rows / fromDb.seconds, fromDb.peakMb, fromFile.seconds, fromFile.peakMb);
    std::fflush(stdout);
    return 0;
}
