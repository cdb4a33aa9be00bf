// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/store.h"

#include "store/database_file.h"
#include "store/guarded.h"
#include "store/point_rows.h"
#include "store/schema.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <nlohmann/json.hpp>

namespace denominator {

Expected<Store> Store::open(const QString& path, Access access)
{
    Store store(path);
    try {
        try {
            store.openFile(access == Access::ReadWriteWherePossible ? Access::ReadWrite : access);
        } catch (const StoreError& e) {
            if (access != Access::ReadWriteWherePossible || e.kind() != StoreError::Kind::CannotWrite || !QFileInfo::exists(path)) throw;
            store.openFile(Access::Read);
            if (store.readOnly()) { // (an older schema it could migrate after all is written)
                store.m_readOnlyReason = e.message();
                if (!store.m_notice.isEmpty()) store.m_readOnlyReason += QLatin1Char(' ') + store.m_notice;
            }
        }
    } catch (const StoreError& e) {
        if (e.message().contains(QLatin1String("file is not a database")))
            return problem(QStringLiteral("%1 is not a Denominator database (SQLite says: file is not a database)").arg(path));
        return e.issue();
    }
    return store;
}

void Store::openFile(Access access)
{
    m_notice.clear(); // a second attempt (the window's read-only one) starts afresh
    m_db.close();
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

Expected<int> Store::schemaVersion()
{
    return guarded([&] { return version(); });
}

int Store::version() { return int(m_db.scalar("PRAGMA user_version")); }

Expected<QList<BenchmarkPoint>> Store::points(const PointFilter& filter)
{
    return guarded([&] {
        const int schema = version();        // read once: a file read as it is may be older than this build
        const bool benchmarks = schema >= 6; // before, every point is InferenceX's
        const bool logs = schema >= 9;       // before, no power log was kept
        const QByteArray where =
            QByteArray(" WHERE (?1 = '' OR p.model = ?1) AND (?2 = '' OR p.framework = ?2) AND (?3 = '' OR p.precision = ?3) "
                       "AND (?4 = 0 OR p.isl = ?4) AND (?5 = 0 OR p.osl = ?5) AND (?6 = '' OR ") +
            (benchmarks ? "p.benchmark" : "'inferencex'") + " = ?6)";
        const QByteArray sql =
            QByteArray("SELECT ") + kPointColumns + (benchmarks ? ", p.benchmark, p.latency_condition" : ", 'inferencex', NULL") +
            (logs ? ", l.sha256" : ", NULL") +
            " FROM points p JOIN sources s ON s.id = p.source_id "
            "LEFT JOIN power_values w ON w.id = (SELECT max(id) FROM power_values WHERE point_id = p.id AND kind = "
            "'measured_mean') " +
            (logs ? "LEFT JOIN sources l ON l.id = w.log_source_id " : "") + "LEFT JOIN " +
            (schema >= 4 ? QByteArray("agentic_metrics")
                         : QByteArray("(SELECT NULL AS point_id, NULL AS requests_ok, NULL AS p75_itl, NULL AS "
                                      "p90_itl, NULL AS p75_e2e_intvty, NULL AS p90_e2e_intvty, NULL AS duration_s, "
                                      "NULL AS output_tokens_per_query, NULL AS offload, NULL AS joules_per_query)")) +
            " a ON a.point_id = p.id LEFT JOIN " +
            (schema >= 5 ? QByteArray("power_details")
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
    });
}

Expected<void> Store::removeSources(const QStringList& sha256)
{
    return guarded([&] {
        Transaction tx(m_db);
        SqliteStatement st(m_db.handle(), "DELETE FROM sources WHERE sha256 = ?");
        for (const QString& h : sha256) {
            st.bind(1, h);
            st.step();
            st.reset();
        }
        removeUnusedPowerLogs(); // a log whose result went
        tx.commit();
    });
}

Expected<int> Store::pointCount()
{
    return guarded([&] { return int(m_db.scalar("SELECT count(*) FROM points")); });
}

Expected<QStringList> Store::fetchedUrls()
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(), "SELECT location FROM sources WHERE retrieved_at IS NOT NULL AND retrieved_at <> '' "
                                          "GROUP BY location ORDER BY min(id)");
        QStringList out;
        while (st.step()) out << st.text(0);
        return out;
    });
}

Expected<QList<SourceSummary>> Store::sources()
{
    return guarded([&] {
        // A file read as it is (read-only, older schema) has no import options: its files were read
        // with the defaults.
        const int schema = version();
        const QByteArray sql = QByteArray("SELECT s.id, s.file_name, s.sha256, s.format, s.imported_at, s.builtin, "
                                          "(SELECT count(*) FROM points WHERE source_id = s.id), s.size_bytes, s.origin, "
                                          "s.location, s.retrieved_at, ") +
                               (schema >= 7 ? "s.import_options" : "NULL") + " FROM sources s ORDER BY s.id";
        SqliteStatement st(m_db.handle(), sql.constData());
        QList<SourceSummary> out;
        while (st.step())
            out << SourceSummary{st.integer(0),
                                 st.text(1),
                                 st.text(2),
                                 st.text(3),
                                 st.text(4),
                                 int(st.integer(6)),
                                 st.integer(5) != 0,
                                 st.integer(7),
                                 st.text(8),
                                 st.text(9),
                                 st.text(10),
                                 st.text(11),
                                 {},
                                 {}};
        if (schema >= 10) {
            QHash<qint64, qsizetype> at; // source id -> its place in `out`
            for (qsizetype i = 0; i < out.size(); ++i) at.insert(out[i].id, i);
            SqliteStatement beside(m_db.handle(), "SELECT source_id, file, sha256, size_bytes FROM files_beside ORDER BY source_id, file");
            while (beside.step())
                if (const auto i = at.constFind(beside.integer(0)); i != at.cend())
                    out[*i].beside << FileBeside{beside.text(1), beside.text(2), beside.integer(3)};
        }
        if (schema < 9) return out;
        // A power log's results, and how each one's power was computed from it.
        SqliteStatement links(m_db.handle(), "SELECT w.log_source_id, r.sha256, w.log_options FROM power_values w JOIN points p ON "
                                             "p.id = w.point_id JOIN sources r ON r.id = p.source_id WHERE w.log_source_id IS NOT "
                                             "NULL ORDER BY r.sha256");
        QHash<qint64, nlohmann::json> options;
        QHash<qint64, QStringList> results;
        while (links.step()) {
            const qint64 log = links.integer(0);
            results[log] << links.text(1);
            nlohmann::json o = nlohmann::json::parse(links.text(2).toStdString(), nullptr, false);
            options[log][links.text(1).toStdString()] = o.is_discarded() ? nlohmann::json::object() : o;
        }
        for (SourceSummary& s : out)
            if (results.contains(s.id)) {
                s.powersResults = results.value(s.id);
                s.importOptions = QString::fromStdString(nlohmann::json{{"power_for", options.value(s.id)}}.dump());
            }
        return out;
    });
}

Expected<std::optional<QByteArray>> Store::fetchedBytes(const QString& sha256)
{
    return guarded([&]() -> std::optional<QByteArray> {
        if (version() < 8) return std::nullopt; // read as it is: responses were not kept then
        SqliteStatement st(m_db.handle(),
                           "SELECT f.compressed FROM fetched_bytes f JOIN sources s ON s.id = f.source_id WHERE s.sha256 = ?");
        st.bind(1, sha256);
        if (!st.step()) return std::nullopt;
        QByteArray bytes = qUncompress(st.blob(0));
        if (bytes.isEmpty()) return std::nullopt; // damaged: the bundle says it cannot carry the input
        return bytes;
    });
}

Expected<QStringList> Store::distinct(const QString& column)
{
    return guarded([&]() -> QStringList {
        static const QStringList allowed{QStringLiteral("model"), QStringLiteral("hardware"), QStringLiteral("framework"),
                                         QStringLiteral("precision")};
        if (!allowed.contains(column)) return {};
        const QByteArray sql = "SELECT DISTINCT " + column.toLatin1() + " FROM points ORDER BY 1";
        SqliteStatement st(m_db.handle(), sql.constData());
        QStringList out;
        while (st.step()) out << st.text(0);
        return out;
    });
}

Expected<QList<WorkloadSummary>> Store::workloads()
{
    return guarded([&] {
        // Points a chart can read: with an interactivity, agentic (read by its definition), or
        // energy-only (read at a system's peak).
        const int schema = version();
        const QByteArray energyOnly = schema >= 5 ? " OR id IN (SELECT point_id FROM power_details WHERE energy_only = 1)" : QByteArray();
        // InferenceX's definitions only: another benchmark's points are not drawn on its charts.
        const QByteArray inferencex = schema >= 6 ? "benchmark = 'inferencex' AND " : "";
        SqliteStatement st(m_db.handle(), "SELECT model, isl, osl, count(*) FROM points WHERE " + inferencex +
                                              "(median_intvty IS NOT NULL OR isl = -1" + energyOnly +
                                              ") GROUP BY model, isl, osl ORDER BY count(*) DESC, model, isl, osl");
        QList<WorkloadSummary> out;
        while (st.step()) out << WorkloadSummary{st.text(0), int(st.integer(1)), int(st.integer(2)), int(st.integer(3))};
        return out;
    });
}

Expected<QStringList> Store::precisions(const QString& model, int isl, int osl)
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(), "SELECT DISTINCT precision FROM points WHERE model = ? AND isl = ? AND osl = ? ORDER BY 1");
        st.bind(1, model).bind(2, isl).bind(3, osl);
        QStringList out;
        while (st.step()) out << st.text(0);
        return out;
    });
}

Expected<QStringList> Store::runDates(const QString& model, int isl, int osl)
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(),
                           "SELECT DISTINCT run_date FROM points WHERE model = ? AND isl = ? AND osl = ? AND run_date IS NOT NULL "
                           "ORDER BY 1 DESC");
        st.bind(1, model).bind(2, isl).bind(3, osl);
        QStringList out;
        while (st.step()) out << st.text(0);
        return out;
    });
}

Expected<StoredClaims> Store::claims()
{
    return guarded([&] {
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
    });
}

Expected<QHash<QString, QString>> Store::claimSources()
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(), "SELECT c.id, s.sha256 FROM claims c JOIN sources s ON s.id = c.source_id");
        QHash<QString, QString> out;
        while (st.step()) out.insert(st.text(0), st.text(1));
        return out;
    });
}

Expected<void> Store::setHardwareOverride(const HardwareOverride& o)
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(), "INSERT OR REPLACE INTO hardware_overrides(hardware, field, value, note) VALUES(?,?,?,?)");
        st.bind(1, o.hardware).bind(2, o.field).bind(3, o.value).bind(4, o.note);
        st.step();
    });
}

Expected<void> Store::clearHardwareOverride(const QString& hardware, const QString& field)
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(), "DELETE FROM hardware_overrides WHERE hardware = ? AND field = ?");
        st.bind(1, hardware).bind(2, field);
        st.step();
    });
}

Expected<QList<HardwareOverride>> Store::hardwareOverrides()
{
    return guarded([&] {
        SqliteStatement st(m_db.handle(), "SELECT hardware, field, value, note FROM hardware_overrides ORDER BY 1, 2");
        QList<HardwareOverride> out;
        while (st.step()) out << HardwareOverride{st.text(0), st.text(1), st.real(2), st.text(3)};
        return out;
    });
}

Expected<void> Store::setMeasuredPower(qint64 pointId, const PowerValue& value, const PowerLogSource* log)
{
    return guarded([&] {
        Transaction tx(m_db);
        SqliteStatement del(m_db.handle(), "DELETE FROM power_values WHERE point_id = ? AND kind = 'measured_mean'");
        del.bind(1, pointId);
        del.step();
        SqliteStatement insert(m_db.handle(), kInsertPowerSql);
        insertPower(insert, pointId, value);
        if (log) linkPowerLog(pointId, *log);
        removeUnusedPowerLogs();
        tx.commit();
    });
}

void Store::linkPowerLog(qint64 pointId, const PowerLogSource& log)
{
    SqliteStatement add(m_db.handle(), "INSERT INTO sources(file_name, sha256, format, size_bytes, imported_at, builtin, origin, "
                                       "location) VALUES(?,?,?,?,?,0,'your runs',?) ON CONFLICT(sha256) DO NOTHING");
    add.bind(1, log.fileName).bind(2, log.sha256).bind(3, QString::fromLatin1(kPowerLogFormat)).bind(4, log.sizeBytes);
    add.bind(5, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)).bind(6, log.location);
    add.step();
    SqliteStatement link(m_db.handle(), "UPDATE power_values SET log_source_id = (SELECT id FROM sources WHERE sha256 = ?), "
                                        "log_options = ? WHERE point_id = ? AND kind = 'measured_mean'");
    link.bind(1, log.sha256).bind(2, log.options).bind(3, pointId);
    link.step();
}

void Store::removeUnusedPowerLogs()
{
    SqliteStatement st(m_db.handle(), "DELETE FROM sources WHERE format = ? AND NOT EXISTS (SELECT 1 FROM power_values WHERE "
                                      "log_source_id = sources.id)");
    st.bind(1, QString::fromLatin1(kPowerLogFormat));
    st.step();
}

} // namespace denominator
