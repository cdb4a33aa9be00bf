// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Store's import half: the sink that writes what a file yields inside the file's transaction,
// and the entry points for files, bytes, fetched bodies and parsed files.
#include "store/store.h"

#include "core/counted.h"
#include "core/resources.h"
#include "import/import_pipeline.h"
#include "import/importer.h"
#include "store/guarded.h"
#include "store/point_rows.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <algorithm>

namespace denominator {
namespace {

/// The note of an input whose every byte (SHA-256) was imported before: a file, a response, rows read from a server.
constexpr const char* kSeenBefore = "the same content (SHA-256) was imported before; nothing added";

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
/// A file's location is stored absolute (a path typed relative to where the command ran says
/// nothing later); a URL, a resource path, a name that is no file (rows the claim checker made)
/// or nothing as given.
QString absoluteLocation(const QString& location)
{
    if (location.isEmpty() || location.contains(QLatin1String("://")) || location.startsWith(QLatin1Char(':'))) return location;
    const QFileInfo file(location);
    return file.isFile() ? file.absoluteFilePath() : location;
}

class StoreSink : public ImportSink {
public:
    StoreSink(SqliteDb& db, const QString& fileName, const QString& location, bool builtin)
        : m_db(db), m_fileName(fileName), m_location(absoluteLocation(location)), m_givenLocation(location), m_builtin(builtin),
          m_insert(db.handle(), kInsertPointSql), m_power(db.handle(), kInsertPowerSql), m_agentic(db.handle(), kInsertAgenticSql),
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
    QString importOptions; ///< optionsText of the options it is read with (null: the defaults)
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
                           "JOIN sources s ON s.id = p.source_id WHERE s.origin = ?1 AND (s.location IN (?2, ?3) OR "
                           "coalesce(p.run_url, '') <> '' OR coalesce(p.run_id, '') <> '')");
        // As given too: a version before 2026-12 stored the location as typed.
        st.bind(1, source).bind(2, m_location).bind(3, m_givenLocation);
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
                                          "location, retrieved_at, import_options) VALUES(?,?,?,?,?,?,?,?,?,?)");
        st.bind(1, m_fileName).bind(2, QStringLiteral("pending:%1").arg(QDateTime::currentMSecsSinceEpoch()));
        st.bind(3, format).bind(4, qint64(0)).bind(5, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)).bind(6, int(m_builtin));
        st.bind(7, source).bind(8, m_location).bind(9, retrievedAt).bind(10, importOptions); // null: the defaults
        st.step();
        m_sourceId = m_db.lastInsertId();
        return m_sourceId;
    }

    SqliteDb& m_db;
    QString m_fileName, m_location, m_givenLocation;
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
        r.notes << counted(sink.alreadyStored, QStringLiteral("result was"), QStringLiteral("results were")) +
                       QStringLiteral(" already stored by an earlier import (same run, configuration, workload and throughput); "
                                      "not stored twice");
    if (!sink.wroteSource()) {
        if (sink.alreadyStored == 0) r.errors << Issue{path, -1, -1, {}, QStringLiteral("holds no rows or claims: nothing to import")};
        return false;
    }
    SqliteStatement st(db.handle(), "UPDATE sources SET sha256 = ?, size_bytes = ? WHERE id = ?");
    st.bind(1, sha256).bind(2, size).bind(3, sink.id());
    st.step();
    return true;
}

/// Records the files the import of `path` read beside it (its importer names them), each with the
/// hash and size of the bytes the importer read (ImportSink::filesRead), in the caller's
/// transaction. A named file the importer did not read (an spl.txt written while it ran, a
/// measurements file it could not open) stops the import, rather than record bytes it never read.
void recordFilesBeside(SqliteDb& db, qint64 sourceId, const ImportSink& sink, const QString& path)
{
    const Importer* importer = importerOfFormat(sink.format);
    const auto beside = importer ? importer->filesBeside(path) : std::nullopt;
    if (!beside) return;
    SqliteStatement st(db.handle(), "INSERT INTO files_beside(source_id, file, sha256, size_bytes) VALUES(?, ?, ?, ?)");
    for (const QString& file : beside->files.mid(1)) {
        const QString absolute = QDir::cleanPath(QFileInfo(QDir(beside->root).filePath(file)).absoluteFilePath());
        const auto read = std::find_if(sink.filesRead.begin(), sink.filesRead.end(), [&](const FileRead& f) { return f.path == absolute; });
        if (read == sink.filesRead.end())
            throw StoreError(absolute + QStringLiteral(": beside %1, but its import did not read it (the file appeared while the "
                                                       "import ran, or cannot be read); import it again")
                                            .arg(QFileInfo(path).fileName()));
        st.bind(1, sourceId).bind(2, file).bind(3, read->sha256).bind(4, read->sizeBytes);
        st.step();
        st.reset();
    }
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

ImportReport Store::importFetched(const QUrl& url, const QByteArray& body, const QDateTime& fetchedAt, const ParseOptions& options)
{
    ImportReport r = importSource(*ByteSource::fromBytes(url.toString(QUrl::RemoveUserInfo), body), options, false,
                                  fetchedAt.toUTC().toString(Qt::ISODate), &body);
    if (!r.ok() || r.inserted > 0 || r.sha256.isEmpty()) return r;
    // Stored before: an earlier version did not keep the body. Keep it now (what a bundle needs),
    // if the stored source has none; the points stay as they are.
    try {
        SqliteStatement kept(m_db.handle(), "SELECT 1 FROM fetched_bytes f JOIN sources s ON s.id = f.source_id WHERE s.sha256 = ?");
        kept.bind(1, r.sha256);
        if (kept.step()) return r;
        kept.reset();
        Transaction tx(m_db);
        SqliteStatement st(m_db.handle(),
                           "INSERT OR IGNORE INTO fetched_bytes(source_id, compressed) SELECT id, ? FROM sources WHERE sha256 = ?");
        st.bindBlob(1, qCompress(body, 6)).bind(2, r.sha256);
        st.step();
        tx.commit();
    } catch (const StoreError& e) {
        r.notes << QStringLiteral("its body could not be kept for evidence bundles: %1").arg(e.message());
    }
    return r;
}

ImportReport Store::importStream(ByteSource& source, const QDateTime& readAt)
{
    return importSource(source, {}, false, readAt.toUTC().toString(Qt::ISODate));
}

ImportReport Store::importSource(ByteSource& source, const ParseOptions& options, bool builtin, const QString& retrievedAt,
                                 const QByteArray* keep)
{
    try {
        // BEGIN IMMEDIATE: the write lock is taken before reading, so two processes importing the
        // same file queue up and the second one finds the first one's hash.
        Transaction tx(m_db);
        StoreSink sink(m_db, source.fileName(), source.path(), builtin);
        sink.retrievedAt = retrievedAt;
        sink.importOptions = optionsText(options);
        importInputPipelined(source, options, sink);
        ImportReport r = reportOf(source.path(), sink);
        if (!r.ok()) return r;        // rolled back
        if (hasSource(sink.sha256)) { // every result it holds: some may be stored under an earlier source
            r.alreadyPresent = sink.pointsAdded + sink.alreadyStored + sink.claimsAdded;
            r.notes = seenBeforeNotes(sink.sha256, sink.importOptions);
            return r; // rolled back
        }
        if (!closeSource(m_db, sink, r, source.path(), sink.sha256, source.consumed())) return r; // rolled back
        if (keep) {
            SqliteStatement st(m_db.handle(), "INSERT INTO fetched_bytes(source_id, compressed) VALUES(?, ?)");
            st.bind(1, sink.id()).bindBlob(2, qCompress(*keep, 6));
            st.step();
        }
        if (source.onDisk()) recordFilesBeside(m_db, sink.id(), sink, source.path());
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

QStringList Store::seenBeforeNotes(const QString& sha256, const QString& options)
{
    // The same bytes read with other options would give other points: say that these were not
    // applied, rather than let the user believe they were.
    SqliteStatement st(m_db.handle(), "SELECT import_options FROM sources WHERE sha256 = ?");
    st.bind(1, sha256);
    const QString before = st.step() ? st.text(0) : QString();
    QStringList notes{QString::fromLatin1(kSeenBefore)};
    if (before != options)
        notes << QStringLiteral("it was imported with %1; the options given now (%2) were not applied: the stored points keep "
                                "the first ones")
                     .arg(before.isEmpty() ? QStringLiteral("the default options") : optionsSummary(before),
                          options.isEmpty() ? QStringLiteral("the defaults") : optionsSummary(options));
    return notes;
}

Expected<std::optional<ParseOptions>> Store::importOptionsOf(const QByteArray& body)
{
    return guarded([&]() -> std::optional<ParseOptions> {
        SqliteStatement st(m_db.handle(), "SELECT import_options FROM sources WHERE sha256 = ?");
        st.bind(1, QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha256).toHex()));
        if (!st.step()) return std::nullopt;
        return optionsFromText(st.text(0));
    });
}

bool Store::hasSource(const QString& sha256)
{
    SqliteStatement seen(m_db.handle(), "SELECT 1 FROM sources WHERE sha256 = ?");
    seen.bind(1, sha256);
    return seen.step();
}

ImportReport Store::importParsed(const SourceFile& src, const ParsedFile& parsed, bool builtin, const ParseOptions& options,
                                 const PowerLogSource* log)
{
    ImportReport r = reportOf(src.path, parsed);
    r.sha256 = src.sha256;
    if (!r.ok()) return r;
    try {
        Transaction tx(m_db);
        if (hasSource(src.sha256)) {
            r.alreadyPresent = int(parsed.points.size() + parsed.claims.size());
            r.notes = seenBeforeNotes(src.sha256, optionsText(options));
            return r;
        }
        StoreSink sink(m_db, src.fileName, src.path, builtin);
        sink.importOptions = optionsText(options);
        sink.format = parsed.format;
        sink.source = parsed.source;
        for (BenchmarkPoint p : parsed.points) sink.addPoint(std::move(p));
        for (ClaimRecord c : parsed.claims) sink.addClaim(std::move(c));
        if (!closeSource(m_db, sink, r, src.path, src.sha256, src.bytes.size())) return r; // rolled back
        if (log) {
            SqliteStatement points(m_db.handle(), "SELECT id FROM points WHERE source_id = ?");
            points.bind(1, sink.id());
            while (points.step()) linkPowerLog(points.integer(0), *log);
        }
        tx.commit();
        r.inserted = sink.pointsAdded + sink.claimsAdded;
    } catch (const StoreError& e) {
        r.errors << Issue{src.path, -1, -1, {}, QStringLiteral("not stored, database unchanged: %1").arg(e.message())};
    }
    return r;
}

Expected<QList<ImportReport>> Store::loadBundledDataIfEmpty()
{
    const auto count = pointCount();
    if (!count) return count.error();
    QList<ImportReport> reports;
    if (*count > 0) return reports;
    // What the window and every command start from: a part that cannot be read or stored stops
    // them, and the parts stored before it are removed again, so that the next start loads it all.
    const auto failed = [&](const Issue& why) -> Expected<QList<ImportReport>> {
        QStringList stored;
        for (const ImportReport& r : std::as_const(reports))
            if (r.inserted > 0) stored << r.sha256;
        if (const auto removed = removeSources(stored); !removed)
            return problem(why.toString() + QStringLiteral("; what was stored before it could not be removed: ") +
                           removed.error().toString());
        return why;
    };
    for (const QString& res : bundledDataFiles()) {
        QFile f(res);
        if (!f.open(QIODevice::ReadOnly))
            return failed(
                Issue{res, -1, -1, {}, QStringLiteral("the bundled data cannot be read (%1): a broken build").arg(f.errorString())});
        ImportReport r = importBytes(res, f.readAll(), true);
        if (!r.ok()) return failed(problem(QStringLiteral("the bundled data could not be stored: %1").arg(r.errors.value(0).toString())));
        reports << std::move(r);
    }
    return reports;
}

} // namespace denominator
