// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/store.h"

#include "core/resources.h"
#include "import/import_pipeline.h"
#include "store/database_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>

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
};
constexpr int kMigrationCount = int(sizeof(kMigrations) / sizeof(kMigrations[0]));
static_assert(kMigrationCount == Store::kSchemaVersion);

/// Runs the migrations a database still lacks, each in its own transaction.
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

constexpr const char* kPointColumns =
    "p.id, p.model, p.model_raw, p.hardware, p.hardware_raw, p.framework, p.framework_raw, p.precision, "
    "p.spec_decoding, p.benchmark_type, p.disagg, p.multinode, p.isl, p.osl, p.conc, p.image, p.gpus, "
    "p.prefill_gpus, p.decode_gpus, p.tp, p.ep, p.pp, p.dp_attention, p.tput_per_gpu, p.output_tput_per_gpu, "
    "p.input_tput_per_gpu, p.median_intvty, p.mean_intvty, p.p90_intvty, p.p99_intvty, p.median_ttft, "
    "p.median_tpot, p.median_e2el, p.p99_e2el, p.run_id, p.run_url, "
    // A row without a date takes its run's date from any row of the same run that has one (an
    // agg_bmk.json artifact and the API rows of the same CI run).
    "COALESCE(p.run_date, (SELECT max(q.run_date) FROM points q WHERE q.run_id = p.run_id AND q.run_id <> '')), "
    "p.run_date IS NULL, p.derivation, p.row_index, s.file_name, s.sha256, s.format, s.origin, "
    "w.kind, w.boundary, w.statistic, w.watts, w.window_s, w.sample_count, w.valid, w.source_text, "
    "a.requests_ok, a.p75_itl, a.p90_itl, a.p75_e2e_intvty, a.p90_e2e_intvty, a.duration_s, a.output_tokens_per_query, "
    "a.offload, a.joules_per_query, "
    "d.valid, d.schema_version, d.invalid_reasons, d.prefill_w, d.decode_w, d.p75_w, d.p90_w, d.joules_per_query, "
    "d.joules_per_input_token, d.joules_per_output_token, d.joules_per_total_token, d.energy_only";

/// The text columns of consecutive rows: a column that holds what it held in the row before (the
/// model, the hardware, the run, the source file) shares that row's string instead of allocating
/// its own, which is most of the time and memory of reading 100,000 points.
class RepeatedText {
public:
    QString text(const SqliteStatement& st, int col)
    {
        const QByteArrayView bytes = st.utf8(col);
        if (bytes.isNull()) return {};
        if (col >= m_last.size()) m_last.resize(col + 1);
        auto& [raw, value] = m_last[col];
        if (raw != bytes) {
            raw = bytes.toByteArray();
            value = QString::fromUtf8(bytes);
        }
        return value;
    }

private:
    QList<std::pair<QByteArray, QString>> m_last;
};

BenchmarkPoint readPoint(const SqliteStatement& st, RepeatedText& texts)
{
    BenchmarkPoint p;
    int c = 0;
    p.id = st.integer(c++);
    p.model = texts.text(st, c++);
    p.modelRaw = texts.text(st, c++);
    p.hardware = texts.text(st, c++);
    p.hardwareRaw = texts.text(st, c++);
    p.framework = texts.text(st, c++);
    p.frameworkRaw = texts.text(st, c++);
    p.precision = texts.text(st, c++);
    p.specDecoding = texts.text(st, c++);
    p.benchmarkType = texts.text(st, c++);
    p.disagg = st.integer(c++) != 0;
    p.multinode = st.integer(c++) != 0;
    p.isl = int(st.integer(c++));
    p.osl = int(st.integer(c++));
    p.conc = int(st.integer(c++));
    p.image = texts.text(st, c++);
    p.gpus = int(st.integer(c++));
    p.prefillGpus = int(st.integer(c++));
    p.decodeGpus = int(st.integer(c++));
    p.tp = int(st.integer(c++));
    p.ep = int(st.integer(c++));
    p.pp = int(st.integer(c++));
    p.dpAttention = st.integer(c++) != 0;
    p.tputPerGpu = st.real(c++);
    p.outputTputPerGpu = st.real(c++);
    p.inputTputPerGpu = st.real(c++);
    p.medianIntvty = st.real(c++);
    p.meanIntvty = st.real(c++);
    p.p90Intvty = st.real(c++);
    p.p99Intvty = st.real(c++);
    p.medianTtft = st.real(c++);
    p.medianTpot = st.real(c++);
    p.medianE2el = st.real(c++);
    p.p99E2el = st.real(c++);
    p.provenance.runId = texts.text(st, c++);
    p.provenance.runUrl = texts.text(st, c++);
    p.provenance.date = texts.text(st, c++);
    p.provenance.dateFromRun = st.integer(c++) != 0 && !p.provenance.date.isEmpty();
    p.derivationNote = texts.text(st, c++);
    p.provenance.rowIndex = int(st.integer(c++));
    p.provenance.fileName = texts.text(st, c++);
    p.provenance.sha256 = texts.text(st, c++);
    p.provenance.format = texts.text(st, c++);
    p.provenance.source = texts.text(st, c++);
    if (!st.isNull(c)) {
        PowerValue w;
        w.kind = powerKindFromString(st.text(c)).value_or(PowerKind::MeasuredMean);
        w.boundary = texts.text(st, c + 1);
        w.statistic = texts.text(st, c + 2);
        w.watts = st.real(c + 3);
        w.windowSeconds = st.real(c + 4);
        w.sampleCount = int(st.integer(c + 5));
        w.valid = st.integer(c + 6) != 0;
        w.sourceText = texts.text(st, c + 7);
        p.measuredPower = w;
    }
    c += 8;
    const int powerDetailAt = c + 9; // after the 9 agentic columns, read or not
    if (!st.isNull(c)) {
        AgenticMetrics a;
        a.successfulRequests = int(st.integer(c++));
        a.p75Itl = st.real(c++);
        a.p90Itl = st.real(c++);
        a.p75E2eIntvty = st.real(c++);
        a.p90E2eIntvty = st.real(c++);
        a.durationSeconds = st.real(c++);
        a.outputTokensPerQuery = st.real(c++);
        a.offload = texts.text(st, c++);
        a.joulesPerQuery = st.real(c++);
        p.agentic = a;
    }
    c = powerDetailAt;
    if (!st.isNull(c)) {
        PowerDetail d;
        d.valid = st.integer(c++) != 0;
        d.schemaVersion = int(st.integer(c++));
        const QString reasons = texts.text(st, c++);
        if (!reasons.isEmpty()) d.invalidReasons = reasons.split(QLatin1Char(','));
        d.prefillW = st.real(c++);
        d.decodeW = st.real(c++);
        d.p75W = st.real(c++);
        d.p90W = st.real(c++);
        d.joulesPerQuery = st.real(c++);
        d.joulesPerInputToken = st.real(c++);
        d.joulesPerOutputToken = st.real(c++);
        d.joulesPerTotalToken = st.real(c++);
        d.energyOnly = st.integer(c++) != 0;
        p.powerDetail = d;
    }
    c = powerDetailAt + 12; // after the 12 power detail columns, read or not
    p.benchmark = benchmarkFromString(texts.text(st, c++)).value_or(Benchmark::InferenceX);
    p.latencyCondition = texts.text(st, c++);
    return p;
}

/// The note of an input whose every byte (SHA-256) was imported before: a file, a response, rows read from a server.
constexpr const char* kSeenBefore = "the same content (SHA-256) was imported before; nothing added";

constexpr const char* kInsertAgenticSql =
    "INSERT INTO agentic_metrics(point_id, requests_ok, p75_itl, p90_itl, p75_e2e_intvty, p90_e2e_intvty, duration_s, "
    "output_tokens_per_query, offload, joules_per_query) VALUES(?,?,?,?,?,?,?,?,?,?)";

void insertAgentic(SqliteStatement& st, qint64 pointId, const AgenticMetrics& a)
{
    st.reset();
    st.bind(1, pointId).bind(2, a.successfulRequests).bind(3, a.p75Itl).bind(4, a.p90Itl).bind(5, a.p75E2eIntvty);
    st.bind(6, a.p90E2eIntvty).bind(7, a.durationSeconds).bind(8, a.outputTokensPerQuery).bind(9, a.offload).bind(10, a.joulesPerQuery);
    st.step();
}

constexpr const char* kInsertPowerDetailSql =
    "INSERT INTO power_details(point_id, valid, schema_version, invalid_reasons, prefill_w, decode_w, p75_w, p90_w, "
    "joules_per_query, joules_per_input_token, joules_per_output_token, joules_per_total_token, energy_only) "
    "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?)";

void insertPowerDetail(SqliteStatement& st, qint64 pointId, const PowerDetail& d)
{
    st.reset();
    st.bind(1, pointId).bind(2, int(d.valid));
    if (d.schemaVersion > 0)
        st.bind(3, d.schemaVersion);
    else
        st.bindNull(3);
    st.bind(4, d.invalidReasons.join(QLatin1Char(','))).bind(5, d.prefillW).bind(6, d.decodeW).bind(7, d.p75W).bind(8, d.p90W);
    st.bind(9, d.joulesPerQuery).bind(10, d.joulesPerInputToken).bind(11, d.joulesPerOutputToken).bind(12, d.joulesPerTotalToken);
    st.bind(13, int(d.energyOnly));
    st.step();
}

constexpr const char* kInsertPowerSql =
    "INSERT INTO power_values(point_id, kind, boundary, statistic, watts, window_s, sample_count, valid, source_text) "
    "VALUES(?,?,?,?,?,?,?,?,?)";

void insertPower(SqliteStatement& st, qint64 pointId, const PowerValue& w)
{
    st.reset();
    st.bind(1, pointId).bind(2, toString(w.kind)).bind(3, w.boundary).bind(4, w.statistic).bind(5, w.watts);
    st.bind(6, w.windowSeconds).bind(7, w.sampleCount).bind(8, int(w.valid)).bind(9, w.sourceText);
    st.step();
}

} // namespace

Store::Store(const QString& path, Access access) : m_path(path)
{
    try {
        open(access);
    } catch (const StoreError& e) {
        if (e.message().contains(QLatin1String("file is not a database")))
            throw StoreError(QStringLiteral("%1 is not a Denominator database (SQLite says: file is not a database)").arg(path));
        throw;
    }
}

void Store::open(Access access)
{
    if (m_path == QLatin1String(":memory:")) {
        m_db.open(m_path);
        m_db.exec("PRAGMA foreign_keys = ON");
        migrateSchema(m_db);
        return;
    }
    const QFileInfo fi(m_path);
    if (!fi.dir().exists() && !QDir().mkpath(fi.absolutePath()))
        throw StoreError(QStringLiteral("%1: cannot create folder %2").arg(m_path, fi.absolutePath()));
    if (!fi.exists()) createDatabaseFile(m_path, migrateSchema);
    // Every open starts as a reader: the version (a pending WAL included) is read by a connection
    // that cannot change the file or its WAL, so a file this build must refuse is left byte for byte.
    const qint64 version = openForReading(m_db, m_path, m_notice);
    if (version > kSchemaVersion)
        throw StoreError(QStringLiteral("%1 was written by a newer version of Denominator (schema %2; this build "
                                        "understands up to %3). It was not opened and has not been changed.")
                             .arg(m_path)
                             .arg(version)
                             .arg(kSchemaVersion));
    if (access == Access::Read && version == kSchemaVersion) return;
    if (access == Access::Read && version >= kFirstReadableVersion) {
        // Schema 2 differs from 3 by an index only: migrate when the file can be written, and
        // read it as it is when it cannot (a read-only folder), rather than refuse to read. Before
        // schema 4 a file holds no agentic points: points() reads none.
        try {
            openForWriting();
        } catch (const StoreError& e) {
            if (e.kind() != StoreError::Kind::CannotWrite) throw;
            m_notice.clear();
            (void)openForReading(m_db, m_path, m_notice);
        }
        return;
    }
    openForWriting();
}

void Store::openForWriting()
{
    m_notice.clear();
    m_db.open(m_path, SqliteDb::Mode::ReadWrite);
    // A damaged file is refused before anything is written to it, not when an import fails.
    const QString verdict = [this] { // the statement ends here: a live one holds a read transaction
        SqliteStatement check(m_db.handle(), "PRAGMA quick_check");
        return check.step() ? check.text(0) : QStringLiteral("no answer");
    }();
    if (verdict != QLatin1String("ok"))
        throw StoreError(QStringLiteral("%1 is damaged (SQLite quick_check: %2). Nothing was changed; restore a backup or "
                                        "move it away to start a new database.")
                             .arg(m_path, verdict.left(200)));
    m_db.exec("PRAGMA foreign_keys = ON");
    ensureWalMode(m_db);
    migrateSchema(m_db);
}

QString Store::defaultPath()
{
    QString env = qEnvironmentVariable("DENOMINATOR_DB");
    if (!env.isEmpty()) return env;
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty()) dir = QDir::homePath() + QStringLiteral("/.local/share/denominator");
    return dir + QStringLiteral("/denominator.sqlite");
}

int Store::schemaVersion() { return int(m_db.scalar("PRAGMA user_version")); }

namespace {

// Prepared once per imported file: preparing it per row was a third of the store time.
constexpr const char* kInsertPointSql =
    "INSERT INTO points(source_id, row_index, model, model_raw, hardware, hardware_raw, framework, framework_raw, "
    "precision, spec_decoding, benchmark_type, disagg, multinode, isl, osl, conc, image, gpus, prefill_gpus, "
    "decode_gpus, tp, ep, pp, dp_attention, tput_per_gpu, output_tput_per_gpu, input_tput_per_gpu, median_intvty, "
    "mean_intvty, p90_intvty, p99_intvty, median_ttft, median_tpot, median_e2el, p99_e2el, run_id, run_url, "
    "run_date, derivation, benchmark, latency_condition) "
    "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";

/// What identifies one result whatever input it came in: its run (URL with attempt, id, date), its
/// configuration, its workload and concurrency, and its throughput.
QString resultKey(const QString& runUrl, const QString& runId, const QString& runDate, const QStringList& config, double tput)
{
    return QStringList{runUrl, runId, runDate, config.join(QLatin1Char('|')), QString::number(tput, 'g', 17)}.join(QLatin1Char('#'));
}

/// Inserts what one file yields as it is read, inside the file's transaction. The source row is
/// written with the first point or claim (a file that yields nothing leaves no trace) under a
/// provisional hash; the real SHA-256 replaces it when the whole file was read. A result stored
/// before by the same source is not stored twice (a re-fetched history, a database read again, the
/// API file and the database holding the same run): it is counted in `alreadyStored`. Results
/// without a run (a user's CSV without run ids) are only matched against earlier reads of the same
/// location, so two experiments that happen to agree are both kept.
class StoreSink : public ImportSink {
public:
    StoreSink(SqliteDb& db, const QString& fileName, const QString& location, bool builtin)
        : m_db(db), m_fileName(fileName), m_location(location), m_builtin(builtin), m_insert(db.handle(), kInsertPointSql),
          m_power(db.handle(), kInsertPowerSql), m_agentic(db.handle(), kInsertAgenticSql),
          m_powerDetail(db.handle(), kInsertPowerDetailSql)
    {
    }

    void addPoint(BenchmarkPoint&& p) override
    {
        if (!ok()) return;
        if (!m_earlierLoaded) loadEarlier();
        if (!m_earlier.isEmpty() && m_earlier.contains(resultKey(p.provenance.runUrl, p.provenance.runId, p.provenance.date,
                                                                 {p.model, p.hardware, p.framework, p.precision, p.specDecoding,
                                                                  p.benchmarkType, QString::number(int(p.disagg)), QString::number(p.isl),
                                                                  QString::number(p.osl), QString::number(p.conc), QString::number(p.gpus)},
                                                                 p.tputPerGpu))) {
            ++alreadyStored;
            return;
        }
        ++pointsAdded;
        m_insert.reset();
        int c = 1;
        auto bind = [&](const auto& v) { m_insert.bind(c++, v); };
        bind(sourceId());
        bind(p.provenance.rowIndex);
        bind(p.model);
        bind(p.modelRaw);
        bind(p.hardware);
        bind(p.hardwareRaw);
        bind(p.framework);
        bind(p.frameworkRaw);
        bind(p.precision);
        bind(p.specDecoding);
        bind(p.benchmarkType);
        bind(int(p.disagg));
        bind(int(p.multinode));
        bind(p.isl);
        bind(p.osl);
        bind(p.conc);
        bind(p.image);
        bind(p.gpus);
        bind(p.prefillGpus);
        bind(p.decodeGpus);
        bind(p.tp);
        bind(p.ep);
        bind(p.pp);
        bind(int(p.dpAttention));
        bind(p.tputPerGpu);
        bind(p.outputTputPerGpu);
        bind(p.inputTputPerGpu);
        bind(p.medianIntvty);
        bind(p.meanIntvty);
        bind(p.p90Intvty);
        bind(p.p99Intvty);
        bind(p.medianTtft);
        bind(p.medianTpot);
        bind(p.medianE2el);
        bind(p.p99E2el);
        bind(p.provenance.runId);
        bind(p.provenance.runUrl);
        bind(p.provenance.date);
        bind(p.derivationNote);
        bind(toString(p.benchmark));
        bind(p.latencyCondition);
        m_insert.step();
        const qint64 id = m_db.lastInsertId();
        if (p.measuredPower) insertPower(m_power, id, *p.measuredPower);
        if (p.agentic) insertAgentic(m_agentic, id, *p.agentic);
        if (p.powerDetail) insertPowerDetail(m_powerDetail, id, *p.powerDetail);
    }

    void addClaim(ClaimRecord&& c) override
    {
        if (!ok()) return;
        ++claimsAdded;
        SqliteStatement st(m_db.handle(), "INSERT OR REPLACE INTO claims(id, source_id, json) VALUES(?,?,?)");
        st.bind(1, c.id).bind(2, sourceId()).bind(3, QString::fromUtf8(c.json));
        st.step();
    }

    bool wroteSource() const { return m_sourceId != 0; }
    int alreadyStored = 0; ///< results skipped: stored before (see the class comment)
    QString retrievedAt;   ///< when the bytes were fetched from a URL (empty for files)
    qint64 id() const { return m_sourceId; }
    qint64 bytes = 0;

private:
    /// The results stored before by the same source: with a run, from any input; without, from this location.
    void loadEarlier()
    {
        m_earlierLoaded = true;
        SqliteStatement st(m_db.handle(),
                           "SELECT p.run_url, p.run_id, p.run_date, p.model, p.hardware, p.framework, p.precision, p.spec_decoding, "
                           "p.benchmark_type, p.disagg, p.isl, p.osl, p.conc, p.gpus, p.tput_per_gpu FROM points p "
                           "JOIN sources s ON s.id = p.source_id WHERE s.origin = ?1 AND (s.location = ?2 OR "
                           "coalesce(p.run_url, '') <> '' OR coalesce(p.run_id, '') <> '')");
        st.bind(1, source).bind(2, m_location);
        while (st.step()) {
            QStringList config;
            for (int c = 3; c <= 13; ++c) config << st.text(c);
            m_earlier.insert(resultKey(st.text(0), st.text(1), st.text(2), config, st.real(14)));
        }
    }

    qint64 sourceId()
    {
        if (m_sourceId) return m_sourceId;
        SqliteStatement st(m_db.handle(), "INSERT INTO sources(file_name, sha256, format, size_bytes, imported_at, builtin, origin, "
                                          "location, retrieved_at) VALUES(?,?,?,?,?,?,?,?,?)");
        st.bind(1, m_fileName).bind(2, QStringLiteral("pending:%1").arg(QDateTime::currentMSecsSinceEpoch()));
        st.bind(3, format).bind(4, qint64(0)).bind(5, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)).bind(6, int(m_builtin));
        st.bind(7, source).bind(8, m_location).bind(9, retrievedAt);
        st.step();
        m_sourceId = m_db.lastInsertId();
        return m_sourceId;
    }

    SqliteDb& m_db;
    QString m_fileName, m_location;
    bool m_builtin;
    SqliteStatement m_insert, m_power, m_agentic, m_powerDetail;
    qint64 m_sourceId = 0;
    bool m_earlierLoaded = false;
    QSet<QString> m_earlier;
};

/// Gives the sink's source its hash and size and the report what was skipped; false when there is
/// nothing to commit (nothing new, or nothing at all: then an error).
bool closeSource(SqliteDb& db, const StoreSink& sink, ImportReport& r, const QString& path, const QString& sha256, qint64 size)
{
    r.alreadyPresent = sink.alreadyStored;
    if (sink.alreadyStored > 0)
        r.notes << QStringLiteral("%1 results were already stored by an earlier import (same run, configuration, workload and "
                                  "throughput); not stored twice")
                       .arg(sink.alreadyStored);
    if (!sink.wroteSource()) {
        if (sink.alreadyStored == 0) r.errors << Issue{path, -1, -1, {}, QStringLiteral("holds no rows or claims: nothing to import")};
        return false;
    }
    SqliteStatement st(db.handle(), "UPDATE sources SET sha256 = ?, size_bytes = ? WHERE id = ?");
    st.bind(1, sha256).bind(2, size).bind(3, sink.id());
    st.step();
    return true;
}

ImportReport reportOf(const QString& path, const ImportSink& sink)
{
    ImportReport r;
    r.file = path;
    r.format = sink.format;
    r.sha256 = sink.sha256;
    r.notes = sink.notes;
    r.errors = sink.errors;
    if (sink.issueCount > sink.errors.size())
        r.errors << Issue{path, -1, -1, {}, QStringLiteral("… and %1 more problems").arg(sink.issueCount - sink.errors.size())};
    return r;
}

} // namespace

ImportReport Store::importFile(const QString& path, const ParseOptions& options)
{
    auto source = ByteSource::openFile(path);
    if (!source) {
        ImportReport r;
        r.file = path;
        r.errors << source.error();
        return r;
    }
    return importSource(*source.value(), options, false);
}

ImportReport Store::importBytes(const QString& name, const QByteArray& bytes, bool builtin)
{
    return importSource(*ByteSource::fromBytes(name, bytes), {}, builtin);
}

ImportReport Store::importFetched(const QUrl& url, const QByteArray& body, const QDateTime& fetchedAt)
{
    return importSource(*ByteSource::fromBytes(url.toString(QUrl::RemoveUserInfo), body), {}, false,
                        fetchedAt.toUTC().toString(Qt::ISODate));
}

ImportReport Store::importStream(ByteSource& source, const QDateTime& readAt)
{
    return importSource(source, {}, false, readAt.toUTC().toString(Qt::ISODate));
}

ImportReport Store::importSource(ByteSource& source, const ParseOptions& options, bool builtin, const QString& retrievedAt)
{
    try {
        // BEGIN IMMEDIATE: the write lock is taken before reading, so two processes importing the
        // same file queue up and the second one finds the first one's hash.
        Transaction tx(m_db);
        StoreSink sink(m_db, source.fileName(), source.path(), builtin);
        sink.retrievedAt = retrievedAt;
        importInputPipelined(source, options, sink);
        ImportReport r = reportOf(source.path(), sink);
        if (!r.ok()) return r;        // rolled back
        if (hasSource(sink.sha256)) { // every result it holds: some may be stored under an earlier source
            r.alreadyPresent = sink.pointsAdded + sink.alreadyStored + sink.claimsAdded;
            r.notes = {QString::fromLatin1(kSeenBefore)};
            return r; // rolled back
        }
        if (!closeSource(m_db, sink, r, source.path(), sink.sha256, source.consumed())) return r; // rolled back
        tx.commit();
        r.inserted = sink.pointsAdded + sink.claimsAdded;
        return r;
    } catch (const StoreError& e) {
        ImportReport r;
        r.file = source.path();
        r.errors << Issue{source.path(), -1, -1, {}, QStringLiteral("not stored, database unchanged: %1").arg(e.message())};
        return r;
    }
}

bool Store::hasSource(const QString& sha256)
{
    SqliteStatement seen(m_db.handle(), "SELECT 1 FROM sources WHERE sha256 = ?");
    seen.bind(1, sha256);
    return seen.step();
}

ImportReport Store::importParsed(const SourceFile& src, const ParsedFile& parsed, bool builtin)
{
    ImportReport r = reportOf(src.path, parsed);
    r.sha256 = src.sha256;
    if (!r.ok()) return r;
    try {
        Transaction tx(m_db);
        if (hasSource(src.sha256)) {
            r.alreadyPresent = int(parsed.points.size() + parsed.claims.size());
            r.notes = {QString::fromLatin1(kSeenBefore)};
            return r;
        }
        StoreSink sink(m_db, src.fileName, src.path, builtin);
        sink.format = parsed.format;
        sink.source = parsed.source;
        for (BenchmarkPoint p : parsed.points) sink.addPoint(std::move(p));
        for (ClaimRecord c : parsed.claims) sink.addClaim(std::move(c));
        if (!closeSource(m_db, sink, r, src.path, src.sha256, src.bytes.size())) return r; // rolled back
        tx.commit();
        r.inserted = sink.pointsAdded + sink.claimsAdded;
    } catch (const StoreError& e) {
        r.errors << Issue{src.path, -1, -1, {}, QStringLiteral("not stored, database unchanged: %1").arg(e.message())};
    }
    return r;
}

QList<ImportReport> Store::loadBundledDataIfEmpty()
{
    QList<ImportReport> reports;
    if (pointCount() > 0) return reports;
    for (const QString& res : bundledDataFiles()) {
        QFile f(res);
        if (!f.open(QIODevice::ReadOnly)) continue;
        reports << importBytes(res, f.readAll(), true);
    }
    return reports;
}

QList<BenchmarkPoint> Store::points(const PointFilter& filter)
{
    const bool benchmarks = schemaVersion() >= 6; // before, every point is InferenceX's
    const QByteArray where =
        QByteArray(" WHERE (?1 = '' OR p.model = ?1) AND (?2 = '' OR p.framework = ?2) AND (?3 = '' OR p.precision = ?3) "
                   "AND (?4 = 0 OR p.isl = ?4) AND (?5 = 0 OR p.osl = ?5) AND (?6 = '' OR ") +
        (benchmarks ? "p.benchmark" : "'inferencex'") + " = ?6)";
    const QByteArray sql =
        QByteArray("SELECT ") + kPointColumns + (benchmarks ? ", p.benchmark, p.latency_condition" : ", 'inferencex', NULL") +
        " FROM points p JOIN sources s ON s.id = p.source_id "
        "LEFT JOIN power_values w ON w.id = (SELECT max(id) FROM power_values WHERE point_id = p.id AND kind = "
        "'measured_mean') "
        "LEFT JOIN " +
        (schemaVersion() >= 4 ? QByteArray("agentic_metrics")
                              : QByteArray("(SELECT NULL AS point_id, NULL AS requests_ok, NULL AS p75_itl, NULL AS "
                                           "p90_itl, NULL AS p75_e2e_intvty, NULL AS p90_e2e_intvty, NULL AS duration_s, "
                                           "NULL AS output_tokens_per_query, NULL AS offload, NULL AS joules_per_query)")) +
        " a ON a.point_id = p.id LEFT JOIN " +
        (schemaVersion() >= 5 ? QByteArray("power_details")
                              : QByteArray("(SELECT NULL AS point_id, NULL AS valid, NULL AS schema_version, NULL AS invalid_reasons, "
                                           "NULL AS prefill_w, NULL AS decode_w, NULL AS p75_w, NULL AS p90_w, NULL AS "
                                           "joules_per_query, NULL AS joules_per_input_token, NULL AS joules_per_output_token, "
                                           "NULL AS joules_per_total_token, NULL AS energy_only)")) +
        " d ON d.point_id = p.id" + where + " ORDER BY p.id";
    const auto bindFilter = [&](SqliteStatement& st) {
        st.bind(1, filter.model.isNull() ? QStringLiteral("") : filter.model);
        st.bind(2, filter.framework.isNull() ? QStringLiteral("") : filter.framework);
        st.bind(3, filter.precision.isNull() ? QStringLiteral("") : filter.precision);
        st.bind(4, filter.isl).bind(5, filter.osl).bind(6, filter.benchmark ? toString(*filter.benchmark) : QStringLiteral(""));
    };
    // Counted first: a list grown point by point moves every point it holds each time it grows.
    SqliteStatement count(m_db.handle(), (QByteArray("SELECT count(*) FROM points p") + where).constData());
    bindFilter(count);
    QList<BenchmarkPoint> out;
    if (count.step()) out.reserve(count.integer(0));
    SqliteStatement st(m_db.handle(), sql.constData());
    bindFilter(st);
    RepeatedText texts;
    while (st.step()) {
        BenchmarkPoint p = readPoint(st, texts);
        if (!filter.hardware.isEmpty() && !filter.hardware.contains(p.hardware)) continue;
        if (filter.yoursOnly && p.provenance.source == officialSource()) continue;
        out.append(std::move(p));
    }
    return out;
}

void Store::removeSources(const QStringList& sha256)
{
    Transaction tx(m_db);
    SqliteStatement st(m_db.handle(), "DELETE FROM sources WHERE sha256 = ?");
    for (const QString& h : sha256) {
        st.bind(1, h);
        st.step();
        st.reset();
    }
    tx.commit();
}

int Store::pointCount() { return int(m_db.scalar("SELECT count(*) FROM points")); }

QStringList Store::fetchedUrls()
{
    SqliteStatement st(m_db.handle(), "SELECT location FROM sources WHERE retrieved_at IS NOT NULL AND retrieved_at <> '' "
                                      "GROUP BY location ORDER BY min(id)");
    QStringList out;
    while (st.step()) out << st.text(0);
    return out;
}

QList<SourceSummary> Store::sources()
{
    SqliteStatement st(m_db.handle(), "SELECT s.id, s.file_name, s.sha256, s.format, s.imported_at, s.builtin, "
                                      "(SELECT count(*) FROM points WHERE source_id = s.id) FROM sources s ORDER BY s.id");
    QList<SourceSummary> out;
    while (st.step())
        out << SourceSummary{st.integer(0), st.text(1), st.text(2), st.text(3), st.text(4), int(st.integer(6)), st.integer(5) != 0};
    return out;
}

QStringList Store::distinct(const QString& column)
{
    static const QStringList allowed{QStringLiteral("model"), QStringLiteral("hardware"), QStringLiteral("framework"),
                                     QStringLiteral("precision")};
    if (!allowed.contains(column)) return {};
    const QByteArray sql = "SELECT DISTINCT " + column.toLatin1() + " FROM points ORDER BY 1";
    SqliteStatement st(m_db.handle(), sql.constData());
    QStringList out;
    while (st.step()) out << st.text(0);
    return out;
}

QList<WorkloadSummary> Store::workloads()
{
    // Points a chart can read: with an interactivity, agentic (read by its definition), or
    // energy-only (read at a system's peak).
    const QByteArray energyOnly =
        schemaVersion() >= 5 ? " OR id IN (SELECT point_id FROM power_details WHERE energy_only = 1)" : QByteArray();
    // InferenceX's definitions only: another benchmark's points are not drawn on its charts.
    const QByteArray inferencex = schemaVersion() >= 6 ? "benchmark = 'inferencex' AND " : "";
    SqliteStatement st(m_db.handle(), "SELECT model, isl, osl, count(*) FROM points WHERE " + inferencex +
                                          "(median_intvty IS NOT NULL OR isl = -1" + energyOnly +
                                          ") GROUP BY model, isl, osl ORDER BY count(*) DESC, model, isl, osl");
    QList<WorkloadSummary> out;
    while (st.step()) out << WorkloadSummary{st.text(0), int(st.integer(1)), int(st.integer(2)), int(st.integer(3))};
    return out;
}

QStringList Store::precisions(const QString& model, int isl, int osl)
{
    SqliteStatement st(m_db.handle(), "SELECT DISTINCT precision FROM points WHERE model = ? AND isl = ? AND osl = ? ORDER BY 1");
    st.bind(1, model).bind(2, isl).bind(3, osl);
    QStringList out;
    while (st.step()) out << st.text(0);
    return out;
}

QStringList Store::runDates(const QString& model, int isl, int osl)
{
    SqliteStatement st(m_db.handle(),
                       "SELECT DISTINCT run_date FROM points WHERE model = ? AND isl = ? AND osl = ? AND run_date IS NOT NULL "
                       "ORDER BY 1 DESC");
    st.bind(1, model).bind(2, isl).bind(3, osl);
    QStringList out;
    while (st.step()) out << st.text(0);
    return out;
}

StoredClaims Store::claims()
{
    SqliteStatement st(m_db.handle(),
                       "SELECT c.id, c.json, s.file_name FROM claims c JOIN sources s ON s.id = c.source_id ORDER BY c.rowid");
    StoredClaims out;
    while (st.step()) {
        const auto claim = parseClaimRecord(ClaimRecord{st.text(0), st.text(1).toUtf8()}, st.text(2));
        if (claim)
            out.claims << *claim;
        else
            out.issues << claim.error();
    }
    return out;
}

void Store::setHardwareOverride(const HardwareOverride& o)
{
    SqliteStatement st(m_db.handle(), "INSERT OR REPLACE INTO hardware_overrides(hardware, field, value, note) VALUES(?,?,?,?)");
    st.bind(1, o.hardware).bind(2, o.field).bind(3, o.value).bind(4, o.note);
    st.step();
}

void Store::clearHardwareOverride(const QString& hardware, const QString& field)
{
    SqliteStatement st(m_db.handle(), "DELETE FROM hardware_overrides WHERE hardware = ? AND field = ?");
    st.bind(1, hardware).bind(2, field);
    st.step();
}

QList<HardwareOverride> Store::hardwareOverrides()
{
    SqliteStatement st(m_db.handle(), "SELECT hardware, field, value, note FROM hardware_overrides ORDER BY 1, 2");
    QList<HardwareOverride> out;
    while (st.step()) out << HardwareOverride{st.text(0), st.text(1), st.real(2), st.text(3)};
    return out;
}

void Store::setMeasuredPower(qint64 pointId, const PowerValue& value)
{
    Transaction tx(m_db);
    SqliteStatement del(m_db.handle(), "DELETE FROM power_values WHERE point_id = ? AND kind = 'measured_mean'");
    del.bind(1, pointId);
    del.step();
    SqliteStatement insert(m_db.handle(), kInsertPowerSql);
    insertPower(insert, pointId, value);
    tx.commit();
}

} // namespace denominator
