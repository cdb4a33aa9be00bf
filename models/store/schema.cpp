// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/schema.h"

#include "store/store.h"

namespace denominator {
namespace {

// Migration N takes the schema from version N to N+1. Never edit a shipped entry; append.
const char* const kMigrations[] = {
    R"sql(
    CREATE TABLE sources(
        id INTEGER PRIMARY KEY,
        file_name TEXT NOT NULL,
        sha256 TEXT NOT NULL UNIQUE,
        format TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        imported_at TEXT NOT NULL,
        builtin INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE points(
        id INTEGER PRIMARY KEY,
        source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
        row_index INTEGER NOT NULL,
        model TEXT NOT NULL, model_raw TEXT,
        hardware TEXT NOT NULL, hardware_raw TEXT,
        framework TEXT NOT NULL, framework_raw TEXT,
        precision TEXT NOT NULL,
        spec_decoding TEXT NOT NULL,
        benchmark_type TEXT NOT NULL,
        disagg INTEGER NOT NULL, multinode INTEGER NOT NULL,
        isl INTEGER NOT NULL, osl INTEGER NOT NULL, conc INTEGER NOT NULL,
        image TEXT,
        gpus INTEGER, prefill_gpus INTEGER, decode_gpus INTEGER,
        tp INTEGER, ep INTEGER, pp INTEGER, dp_attention INTEGER,
        tput_per_gpu REAL NOT NULL CHECK (tput_per_gpu > 0),
        output_tput_per_gpu REAL, input_tput_per_gpu REAL,
        median_intvty REAL, mean_intvty REAL, p90_intvty REAL, p99_intvty REAL,
        median_ttft REAL, median_tpot REAL, median_e2el REAL, p99_e2el REAL,
        run_id TEXT, run_url TEXT, run_date TEXT,
        derivation TEXT,
        UNIQUE(source_id, row_index));
    CREATE INDEX points_workload ON points(model, isl, osl);
    CREATE TABLE power_values(
        id INTEGER PRIMARY KEY,
        point_id INTEGER NOT NULL REFERENCES points(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        boundary TEXT NOT NULL,
        statistic TEXT NOT NULL,
        watts REAL NOT NULL CHECK (watts > 0),
        window_s REAL,
        sample_count INTEGER,
        valid INTEGER NOT NULL,
        source_text TEXT NOT NULL);
    CREATE INDEX power_point ON power_values(point_id);
    CREATE TABLE hardware_overrides(
        hardware TEXT NOT NULL,
        field TEXT NOT NULL,
        value REAL NOT NULL,
        note TEXT,
        PRIMARY KEY(hardware, field));
    CREATE TABLE claims(
        id TEXT PRIMARY KEY,
        source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
        json TEXT NOT NULL);
    )sql",
    // 2: whose numbers a file holds (InferenceX, your runs, a named batch), where it came from
    // (a path or a URL and when it was fetched), and an index to find a run's date from its rows.
    R"sql(
    ALTER TABLE sources ADD COLUMN origin TEXT NOT NULL DEFAULT 'InferenceX';
    ALTER TABLE sources ADD COLUMN location TEXT;
    ALTER TABLE sources ADD COLUMN retrieved_at TEXT;
    UPDATE sources SET origin = 'your runs' WHERE format = 'benchmark-serving-result';
    CREATE INDEX points_run ON points(run_id);
    )sql",
    // A dateless row takes its run's latest date (kPointColumns): with the date in the index that is
    // one lookup per row, not a scan of the run's rows (10,000 rows of one run: 36 s -> 0.1 s).
    R"sql(
    CREATE INDEX points_run_date ON points(run_id, run_date);
    DROP INDEX points_run;
    )sql",
    // 4: agentic-coding points (isl = osl = -1, core/workload.h): their latency percentiles, the
    // requests they served and, when measured, the energy of one successful request.
    R"sql(
    CREATE TABLE agentic_metrics(
        point_id INTEGER PRIMARY KEY REFERENCES points(id) ON DELETE CASCADE,
        p75_itl REAL, p90_itl REAL,
        p75_e2e_intvty REAL, p90_e2e_intvty REAL,
        requests_ok INTEGER NOT NULL,
        duration_s REAL,
        output_tokens_per_query REAL,
        offload TEXT NOT NULL,
        joules_per_query REAL);
    )sql",
    // 5: what an InferenceX PowerX row says about its measured power beyond the mean: its schema
    // (NULL: unversioned), validity and the published reasons, role and percentile watts per GPU,
    // energy per query and per token, and whether the row had energy but no throughput.
    R"sql(
    CREATE TABLE power_details(
        point_id INTEGER PRIMARY KEY REFERENCES points(id) ON DELETE CASCADE,
        schema_version INTEGER,
        valid INTEGER NOT NULL,
        invalid_reasons TEXT,
        prefill_w REAL, decode_w REAL,
        p75_w REAL, p90_w REAL,
        joules_per_query REAL,
        joules_per_input_token REAL, joules_per_output_token REAL, joules_per_total_token REAL,
        energy_only INTEGER NOT NULL);
    )sql",
    // 6: points of other benchmarks (MLPerf Inference Power, ML.ENERGY) beside InferenceX's: the
    // benchmark whose definitions a point follows (core/benchmark_source.h), and the latency
    // condition it met. Every earlier point is InferenceX's.
    R"sql(
    ALTER TABLE points ADD COLUMN benchmark TEXT NOT NULL DEFAULT 'inferencex';
    ALTER TABLE points ADD COLUMN latency_condition TEXT;
    )sql",
    // 7: the options a file was imported with (import --source, --gpus, --hardware, --precision),
    // as a JSON object of those that differ from the defaults: NULL for none. An evidence record
    // names them, and `verify` imports a bundle's files with them again.
    R"sql(
    ALTER TABLE sources ADD COLUMN import_options TEXT;
    )sql",
    // 8: the bytes of each response fetched over HTTP, zlib-compressed (qCompress): no file holds
    // them, and an evidence bundle carries the inputs themselves. Files are read from their path.
    R"sql(
    CREATE TABLE fetched_bytes(
        source_id INTEGER PRIMARY KEY REFERENCES sources(id) ON DELETE CASCADE,
        compressed BLOB NOT NULL);
    )sql",
    // 9: the power log a measured value was computed from (import --telemetry) is a source of its
    // own, holding no points: an export drawn under the measured denominator names it, a bundle
    // carries it, and `verify` computes the value from it again with the options kept beside it
    // (telemetry/measured_import.h powerLogOptionsText). Removing the log removes the value.
    R"sql(
    ALTER TABLE power_values ADD COLUMN log_source_id INTEGER REFERENCES sources(id) ON DELETE CASCADE;
    ALTER TABLE power_values ADD COLUMN log_options TEXT;
    CREATE INDEX power_log ON power_values(log_source_id);
    )sql",
    // 10: the files an import read beside its input (an MLPerf run's logs, its system description,
    // spl.txt), by their path under the folder the importer reads them from, each with its SHA-256
    // and size when it was imported: an export records them, a bundle refuses one changed since,
    // and `verify` names one that differs. Sources imported before have none (not known).
    R"sql(
    CREATE TABLE files_beside(
        source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
        file TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        PRIMARY KEY(source_id, file));
    )sql",
};
constexpr int kMigrationCount = int(sizeof(kMigrations) / sizeof(kMigrations[0]));
static_assert(kMigrationCount == Store::kSchemaVersion);

} // namespace

void migrateSchema(SqliteDb& db)
{
    for (;;) {
        // The version is read under the write lock: a process that migrated the file while this
        // one waited is seen, and its migrations are not run twice ("table already exists").
        Transaction tx(db);
        const int version = int(db.scalar("PRAGMA user_version"));
        if (version >= Store::kSchemaVersion) return; // rolled back: nothing to do
        db.exec(kMigrations[version]);
        db.exec(QByteArray("PRAGMA user_version = ").append(QByteArray::number(version + 1)).constData());
        tx.commit();
    }
}

} // namespace denominator
