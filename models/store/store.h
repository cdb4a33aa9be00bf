// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The SQLite store: one file, versioned schema, the only place that holds SQL strings.
// Raw metrics and provenance are stored; efficiency is always derived at query time.
// Thread: a Store is used from one thread; open a second Store on the same file for a worker.
// Errors: open() and every method return an Expected (the Issue of a busy, damaged, full or
// unreadable database) or an ImportReport. Inside store/ the SQLite wrappers throw StoreError;
// each public function catches it at its own boundary (store/guarded.h).

#include "core/hardware_catalog.h"
#include "import/import_driver.h"
#include "import/import_report.h"
#include "literacy/claims.h"
#include "store/sqlite_db.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>
#include <optional>
#include <utility>

namespace denominator {

/// Which stored points to return. Empty strings / zero mean "any".
struct PointFilter {
    QString model, framework, precision;
    QStringList hardware;
    int isl = 0, osl = 0;
    /// Only points following this benchmark's definitions (nothing: any). InferenceX's by default:
    /// a chart never mixes definitions without saying so.
    std::optional<Benchmark> benchmark = Benchmark::InferenceX;
    bool yoursOnly = false; ///< only points whose source is not InferenceX's own data

    /// Every point of `benchmark` (nothing: of any benchmark), of `model` when one is named.
    static PointFilter of(std::optional<Benchmark> benchmark, const QString& model = {})
    {
        PointFilter f;
        f.benchmark = benchmark;
        f.model = model;
        return f;
    }
};

/// A (model, ISL, OSL) combination present in the store, with how many points it has.
struct WorkloadSummary {
    QString model;
    int isl = 0, osl = 0;
    int points = 0;
};

struct StoredClaims {
    QList<Claim> claims;
    QList<Issue> issues;
};

/// A file an import read beside its input, as it was then: its path under the folder the importer
/// reads it from (import/importer.h FilesBeside), SHA-256 and size.
struct FileBeside {
    QString file, sha256;
    qint64 sizeBytes = 0;
    bool operator==(const FileBeside&) const = default;
};

struct SourceSummary {
    qint64 id = 0;
    QString fileName, sha256, format, importedAt;
    int points = 0;
    bool builtin = false;
    qint64 sizeBytes = 0;
    QString origin;        ///< whose numbers: "InferenceX", "your runs", a batch name
    QString location;      ///< the path as imported, the URL fetched, or a bundled file's resource path
    QString retrievedAt;   ///< when a URL was fetched; empty for files
    QString importOptions; ///< import/import_sink.h optionsText: empty when imported with the defaults
    /// A power log (format kPowerLogFormat): the SHA-256 of each result file whose measured power
    /// was computed from it. Its importOptions then say how, per result:
    /// {"power_for": {"<result sha256>": {options}}}.
    QStringList powersResults;
    /// The files its import read beside it (an MLPerf run's logs), as they were then, by path;
    /// empty for a file read alone, and for one imported before schema 10 (not known).
    QList<FileBeside> beside;
};

/// The format of a power log kept as a source (import --telemetry): it holds no points.
inline constexpr const char* kPowerLogFormat = "power-log";

/// A power log a measured value was computed from, to be kept as a source of its own.
struct PowerLogSource {
    QString fileName, location, sha256;
    qint64 sizeBytes = 0;
    QString options; ///< how the value was computed from it (telemetry/measured_import.h powerLogOptionsText)
};

class Store {
public:
    static constexpr int kSchemaVersion = 10;

    enum class Access {
        ReadWrite, ///< imports, overrides; migrates an older schema; refuses a damaged file
        Read,      ///< reading commands: an existing file is opened read-only and never changed
        /// The window's: read-write, or read-only when the file exists but it or its folder cannot
        /// be written; readOnlyReason() then says why.
        ReadWriteWherePossible,
    };
    /// Opens or creates the database and migrates it forward. Fails when the file cannot be
    /// created or opened, is not a database, is damaged (when it is to be written), or was written
    /// by a newer version (the file is then left untouched).
    static Expected<Store> open(const QString& path, Access access = Access::ReadWrite);
    /// Move it only out of open(), before anything refers to it: a Session holds a reference to
    /// its store.
    Store(Store&&) noexcept = default;
    Store& operator=(Store&&) = delete;

    /// $DENOMINATOR_DB if set, else <AppDataLocation>/denominator.sqlite.
    static QString defaultPath();

    QString path() const { return m_path; }
    /// Set when the file could only be read as a snapshot (see openForReading): what it may hide.
    /// Empty otherwise. Front ends show it with whatever they read.
    QString notice() const { return m_notice; }
    /// True when this store cannot write (Access::Read on a current file, or ReadWriteWherePossible
    /// on one that cannot be written).
    bool readOnly() const { return m_db.readOnly(); }
    /// Why a store opened ReadWriteWherePossible reads only (with what reading it may hide);
    /// empty when it can write.
    QString readOnlyReason() const { return m_readOnlyReason; }
    Expected<int> schemaVersion();

    /// Reads, parses and stores one file in one transaction, as a stream (memory does not grow with
    /// the file); a failing file changes nothing, and a file imported before adds nothing.
    ImportReport importFile(const QString& path, const ParseOptions& options = {});
    /// The same for bytes in memory (bundled data, a downloaded response). `builtin` marks bundled data.
    ImportReport importBytes(const QString& name, const QByteArray& bytes, bool builtin = false);
    /// A response fetched from `url` at `fetchedAt`: the URL is its location, the time is stored
    /// with it (provenance = URL + fetch time + SHA-256 of the body), and so is the body itself,
    /// compressed, in the same transaction: an evidence bundle carries it (fetchedBytes()).
    ImportReport importFetched(const QUrl& url, const QByteArray& body, const QDateTime& fetchedAt, const ParseOptions& options = {});
    /// The options the source with these bytes was imported with; nothing when none was. A fetch
    /// of an unchanged response takes them instead of asking the server again for what it imported.
    Expected<std::optional<ParseOptions>> importOptionsOf(const QByteArray& body);
    /// Bytes streamed from elsewhere (rows read from a database server) at `readAt`; the source's
    /// path is its location.
    ImportReport importStream(ByteSource& source, const QDateTime& readAt);
    /// Stores an already-parsed file (same transaction rule).
    /// `log`: the power log the one point's measured power was computed from, kept with it.
    ImportReport importParsed(const SourceFile& src, const ParsedFile& parsed, bool builtin = false, const ParseOptions& options = {},
                              const PowerLogSource* log = nullptr);

    /// Imports the bundled claims and InferenceX sample when the store holds no points yet.
    /// Returns the reports (empty when nothing was needed); fails with the first file that could
    /// not be stored (those before it stay).
    Expected<QList<ImportReport>> loadBundledDataIfEmpty();

    Expected<QList<BenchmarkPoint>> points(const PointFilter& filter = {});
    Expected<int> pointCount();
    Expected<QList<SourceSummary>> sources();
    /// The body of the fetched response with this SHA-256, as it was received; nothing when no
    /// such response is stored, or it was fetched before responses were kept (schema 8).
    Expected<std::optional<QByteArray>> fetchedBytes(const QString& sha256);
    /// The URLs responses were fetched from (File ▸ Get InferenceX data, `fetch`), oldest first:
    /// what "update" asks for again.
    Expected<QStringList> fetchedUrls();
    /// Removes imported files and everything that came from them (undo of a cancelled batch).
    Expected<void> removeSources(const QStringList& sha256);
    Expected<QStringList> distinct(const QString& column); ///< model, hardware, framework, precision
    /// Workloads with at least one point that has an interactivity, most points first.
    Expected<QList<WorkloadSummary>> workloads();
    /// The precisions stored for one workload, sorted.
    Expected<QStringList> precisions(const QString& model, int isl, int osl);
    /// Run dates stored for one workload (newest first): what the run selection can pick from.
    Expected<QStringList> runDates(const QString& model, int isl, int osl);

    /// Every stored claim that still parses; those that do not are listed in `issues`, never dropped silently.
    Expected<StoredClaims> claims();
    /// The SHA-256 of the file each stored claim now comes from, by claim id (a later claims file
    /// that names the same id replaces the claim).
    Expected<QHash<QString, QString>> claimSources();

    Expected<void> setHardwareOverride(const HardwareOverride& o);
    Expected<void> clearHardwareOverride(const QString& hardware, const QString& field);
    Expected<QList<HardwareOverride>> hardwareOverrides();

    /// Attaches a measured power value to a stored point (replacing an earlier measured value), and
    /// keeps the power log it was computed from, when given, as a source linked to it. A log that
    /// no longer gives any point its power is removed.
    Expected<void> setMeasuredPower(qint64 pointId, const PowerValue& value, const PowerLogSource* log = nullptr);

private:
    explicit Store(QString path) : m_path(std::move(path)) {}
    void openFile(Access access);
    int version();         ///< PRAGMA user_version; throws StoreError (inside the store's boundary only)
    void openForWriting(); ///< read-write: quick check, WAL, migrations
    /// The oldest schema a reader may read as it is where it cannot migrate (3 adds an index, 4 a
    /// table of agentic metrics that points() does without).
    static constexpr int kFirstReadableVersion = 2;
    /// `keep`: bytes stored with the source (a fetched body), in the same transaction.
    ImportReport importSource(ByteSource& source, const ParseOptions& options, bool builtin, const QString& retrievedAt = {},
                              const QByteArray* keep = nullptr);
    /// Whether a source with these bytes (this SHA-256) was imported before.
    bool hasSource(const QString& sha256);
    /// Links the measured power of point `pointId` to `log`, stored as a source (once: a log of
    /// several runs gives each its power), inside the caller's transaction.
    void linkPowerLog(qint64 pointId, const PowerLogSource& log);
    /// Removes the power logs that no longer give any point its power (replaced, or their result removed).
    void removeUnusedPowerLogs();
    /// The notes of a file imported before: that nothing was added, and whether `options` (as
    /// optionsText) differ from those it was stored with.
    QStringList seenBeforeNotes(const QString& sha256, const QString& options);

    QString m_path;
    QString m_notice;
    QString m_readOnlyReason;
    SqliteDb m_db;
};

} // namespace denominator
