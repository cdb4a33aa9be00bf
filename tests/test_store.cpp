// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The SQLite store: schema version and migration, refusing newer or foreign files without
// touching them, provenance and measured power round-trips, hardware overrides, the bundled data
// and the one-transaction-per-file rule. Real files from tests/data; databases are temporary.

#include "core/hardware_catalog.h"
#include "core/workload.h"
#include "fault_vfs.h"
#include "session/session.h"
#include "store/store.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <sqlite3.h>

using namespace denominator;
using namespace denominator::test;

namespace {

const QString kApi = QStringLiteral("api_fixture_vngcloud/benchmarks.json");
const QString kAgg = QStringLiteral("harness_agg_bmk_mantile/run_20737128080_agg_bmk.json");

/// Opening `path` read-write: why it was refused, or empty when it opened.
QString refusalOpening(const QString& path)
{
    const auto store = Store::open(path);
    return store ? QString() : store.error().toString();
}

bool sameDouble(double a, double b) { return (std::isnan(a) && std::isnan(b)) || a == b; }

/// As a writer killed after its commit leaves a database: `sql` committed to the WAL, which no
/// checkpoint has written into the file.
bool commitToWalOnly(const QString& path, const char* sql)
{
    sqlite3* db = nullptr;
    bool ok = sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK;
    ok = ok && sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr) == SQLITE_OK;
    ok = ok && sqlite3_exec(db, "PRAGMA wal_autocheckpoint = 0", nullptr, nullptr, nullptr) == SQLITE_OK;
    ok = ok && sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok && QFileInfo(path + QStringLiteral("-wal")).size() > 0;
}

/// The detail lines of SQLite's plan for `sql`, joined.
QString queryPlan(const QString& path, const char* sql)
{
    sqlite3* db = nullptr;
    QStringList lines;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v2(db, (QByteArray("EXPLAIN QUERY PLAN ") + sql).constData(), -1, &st, nullptr) == SQLITE_OK)
            while (sqlite3_step(st) == SQLITE_ROW) lines << QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(st, 3)));
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestStore : public QObject {
    Q_OBJECT

private slots:
    void freshDatabase();
    void migratesAnEmptySqliteFile();
    void keepsTheExistingPageSize();
    void refusesNewerSchema();
    void refusesNewerSchemaWithAPendingWal();
    void refusesADamagedFile();
    void readAccessNeverWrites();
    void readersSeeWhatOthersCommitted();
    void refusesNewerSchemaLeftInTheWalByAKilledWriter();
    void aSnapshotWhereTheWalIndexCannotBeOpened();
    void aRunsDateIsOneIndexLookup();
    void busyIsNeverCalledDamaged();
    void aWalIndexThatCannotBeMappedIsReadAsASnapshot();
    void otherReadErrorsAreErrors();
    void aFailedCheckpointCreatesNothing();
    void aFailedReadIsAnIssueAndTheSessionStands();
    void refusesNonDatabase_data();
    void refusesNonDatabase();
    void createsMissingFolder();
    void aLinkToNothingIsNotALostRace();
    void defaultPathFromEnvironment();
    void provenanceRoundTrip();
    void everyFieldRoundTrips_data();
    void everyFieldRoundTrips();
    void filters();
    void hardwareOverrides();
    void measuredPowerRoundTrip();
    void failedInsertRollsBack();
    void bundledDataOnce();
};

void TestStore::refusesNewerSchemaWithAPendingWal()
{
    // A newer Denominator left its last change in the WAL (still open elsewhere): refusing must not
    // checkpoint, truncate or otherwise touch the file or its WAL.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future-wal.sqlite"));
    {
        Store store = MUST(Store::open(path));
    } // a real database of this version, in WAL mode
    sqlite3* other = nullptr;
    QCOMPARE(sqlite3_open_v2(path.toUtf8().constData(), &other, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    const QByteArray pragma = "PRAGMA user_version = " + QByteArray::number(Store::kSchemaVersion + 1);
    QCOMPARE(sqlite3_exec(other, "PRAGMA wal_autocheckpoint = 0", nullptr, nullptr, nullptr), SQLITE_OK);
    QCOMPARE(sqlite3_exec(other, "CREATE TABLE future_things(id INTEGER)", nullptr, nullptr, nullptr), SQLITE_OK);
    QCOMPARE(sqlite3_exec(other, pragma.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
    const QString wal = path + QStringLiteral("-wal");
    QVERIFY(QFileInfo(wal).size() > 0);
    const QByteArray dbBefore = fileHash(path), walBefore = fileHash(wal);
    const QString message = refusalOpening(path);
    QVERIFY2(!message.isEmpty(), "a database from a newer version was opened");
    QVERIFY2(message.contains(QLatin1String("newer version")), qPrintable(message));
    QCOMPARE(fileHash(path), dbBefore);
    QCOMPARE(fileHash(wal), walBefore);
    sqlite3_close(other);
}

void TestStore::refusesADamagedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("damaged.sqlite"));
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json"))).ok());
    }
    // Overwrite the points table's root page (not the file header): the file still opens, its
    // b-tree is broken.
    const qint64 pageSize = test::sqlOn(path, "PRAGMA page_size").toLongLong();
    const qint64 root = test::sqlOn(path, "SELECT rootpage FROM sqlite_master WHERE name = 'points'").toLongLong();
    QVERIFY(pageSize >= 512 && root > 1);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.size() >= root * pageSize);
    f.seek((root - 1) * pageSize);
    f.write(QByteArray(int(pageSize), '\x5a'));
    f.close();
    const QByteArray before = fileHash(path);
    const QString message = refusalOpening(path);
    QVERIFY2(!message.isEmpty(), "a damaged database was opened for writing");
    QVERIFY2(message.contains(QLatin1String("is damaged")) && message.contains(path), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("Nothing was changed")), qPrintable(message));
    QCOMPARE(fileHash(path), before);
}

void TestStore::readAccessNeverWrites()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("read.sqlite"));
    int stored = 0;
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json"))).ok());
        stored = MUST(store.pointCount());
    }
    const QByteArray before = fileHash(path);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
    {
        Store reader = MUST(Store::open(path, Store::Access::Read));
        QCOMPARE(MUST(reader.pointCount()), stored);
        QVERIFY(!MUST(reader.points()).isEmpty());
        // A write through a reading store is refused in words, and changes nothing.
        const ImportReport r = reader.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json")));
        QVERIFY(!r.ok());
        QVERIFY2(r.errors.first().toString().contains(QLatin1String("read-only")), qPrintable(r.errors.first().toString()));
        // The one-line summary does not call a valid file unrecognised: its error says why.
        QVERIFY2(r.summaryLine().endsWith(QLatin1String(": refused, nothing imported")), qPrintable(r.summaryLine()));
        // A reader of a WAL database may create the (empty) -wal and the -shm index, as SQLite's
        // readers do; nothing else, and nothing is written into the WAL.
        QStringList files = QDir(dir.path()).entryList(QDir::Files);
        files.removeAll(QStringLiteral("read.sqlite-wal"));
        files.removeAll(QStringLiteral("read.sqlite-shm"));
        QCOMPARE(files, filesBefore);
        QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).size(), qint64(0));
    }
    QCOMPARE(fileHash(path), before);
    // A missing file under read access is created as usual (a first `points` on a new path).
    Store fresh = MUST(Store::open(dir.filePath(QStringLiteral("new.sqlite")), Store::Access::Read));
    QCOMPARE(MUST(fresh.schemaVersion()), Store::kSchemaVersion);
}

void TestStore::readersSeeWhatOthersCommitted()
{
    // The window keeps a connection open (so the WAL is not checkpointed) while the command line
    // imports; a reader must see the import. It read the file alone before, and listed 150 of
    // 1,612 points.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.sqlite"));
    Store window = MUST(Store::open(path));
    QVERIFY(window.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json"))).ok());
    {
        Store cli = MUST(Store::open(path));
        QVERIFY(cli.importFile(testData(kAgg)).ok());
    }
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0); // still in the WAL
    Store reader = MUST(Store::open(path, Store::Access::Read));
    QVERIFY(reader.readOnly());
    QVERIFY2(reader.notice().isEmpty(), qPrintable(reader.notice()));
    QCOMPARE(MUST(reader.pointCount()), MUST(window.pointCount()));
    QCOMPARE(MUST(reader.sources()).size(), 2);

    // A writer killed after its commit: the change is only in the WAL, and readers see it.
    QVERIFY(commitToWalOnly(path, "INSERT INTO hardware_overrides(hardware, field, value, note) VALUES('b200', 'tdp_w', 1100, 'wal')"));
    Store later = MUST(Store::open(path, Store::Access::Read));
    QCOMPARE(MUST(later.hardwareOverrides()).size(), 1);
}

void TestStore::refusesNewerSchemaLeftInTheWalByAKilledWriter()
{
    // A newer Denominator's last change is in the WAL and nobody has the file open: opening it
    // (to read or to write) must neither checkpoint nor remove that WAL.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    {
        Store store = MUST(Store::open(path));
    }
    const QByteArray pragma = "PRAGMA user_version = " + QByteArray::number(Store::kSchemaVersion + 1);
    QVERIFY(commitToWalOnly(path, pragma.constData()));
    const QString wal = path + QStringLiteral("-wal");
    const QByteArray dbBefore = fileHash(path), walBefore = fileHash(wal);
    for (const Store::Access access : {Store::Access::ReadWrite, Store::Access::Read}) {
        const auto store = Store::open(path, access);
        const QString message = store ? QString() : store.error().toString();
        QVERIFY2(message.contains(QLatin1String("newer version")), qPrintable(message));
        QCOMPARE(fileHash(path), dbBefore);
        QCOMPARE(fileHash(wal), walBefore);
    }
}

void TestStore::aSnapshotWhereTheWalIndexCannotBeOpened()
{
    // A folder that cannot be written, as any user meets it (root included): a folder stands
    // where the -shm would be. Writing is refused as such; a reader still sees the WAL's changes
    // (SQLite reads the WAL without the shared index when it cannot open one).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
    int stored = 0;
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(kAgg)).ok());
        stored = MUST(store.pointCount());
    }
    QVERIFY(commitToWalOnly(path, "INSERT INTO hardware_overrides(hardware, field, value, note) VALUES('b200', 'tdp_w', 1100, 'wal')"));
    QFile::remove(path + QStringLiteral("-shm"));
    QVERIFY(QDir().mkdir(path + QStringLiteral("-shm")));
    const QByteArray dbBefore = fileHash(path), walBefore = fileHash(path + QStringLiteral("-wal"));
    {
        const auto writer = Store::open(path);
        QVERIFY2(!writer, "opened for writing although its WAL index cannot be opened");
        QVERIFY2(writer.error().message.contains(QLatin1String("is read-only here")), qPrintable(writer.error().toString()));
        // The window's access opens it read-only instead, and says why.
        const Store window = MUST(Store::open(path, Store::Access::ReadWriteWherePossible));
        QVERIFY(window.readOnly());
        QCOMPARE(window.readOnlyReason(), writer.error().toString());
    }
    {
        Store reader = MUST(Store::open(path, Store::Access::Read));
        QCOMPARE(MUST(reader.pointCount()), stored);
        QCOMPARE(MUST(reader.hardwareOverrides()).size(), 1);
        QVERIFY2(reader.notice().isEmpty(), qPrintable(reader.notice()));
    }
    QCOMPARE(fileHash(path), dbBefore);
    QCOMPARE(fileHash(path + QStringLiteral("-wal")), walBefore);

    // A database of the previous schema (2: without the run-date index) in such a folder is read
    // as it is: it cannot be migrated there, and refusing to read it would be a regression.
    const QString older = dir.filePath(QStringLiteral("older.sqlite"));
    {
        Store store = MUST(Store::open(older));
        QVERIFY(store.importFile(testData(kAgg)).ok());
    }
    QCOMPARE(sqlOn(older, "DROP TABLE agentic_metrics"), QString());
    QCOMPARE(sqlOn(older, "DROP TABLE power_details"), QString());
    QCOMPARE(sqlOn(older, "ALTER TABLE points DROP COLUMN benchmark"), QString());
    QCOMPARE(sqlOn(older, "ALTER TABLE points DROP COLUMN latency_condition"), QString());
    QCOMPARE(sqlOn(older, "ALTER TABLE sources DROP COLUMN import_options"), QString());
    QCOMPARE(sqlOn(older, "DROP TABLE fetched_bytes"), QString());
    QCOMPARE(sqlOn(older, "DROP INDEX power_log"), QString());
    QCOMPARE(sqlOn(older, "ALTER TABLE power_values DROP COLUMN log_options"), QString());
    QCOMPARE(sqlOn(older, "ALTER TABLE power_values DROP COLUMN log_source_id"), QString());
    QCOMPARE(sqlOn(older, "DROP INDEX points_run_date"), QString());
    QCOMPARE(sqlOn(older, "CREATE INDEX points_run ON points(run_id)"), QString());
    QCOMPARE(sqlOn(older, "DROP TABLE files_beside"), QString());
    QCOMPARE(sqlOn(older, "PRAGMA user_version = 2"), QString());
    QVERIFY(QDir().mkdir(older + QStringLiteral("-shm")));
    {
        Store reader = MUST(Store::open(older, Store::Access::Read));
        QCOMPARE(MUST(reader.schemaVersion()), 2);
        QCOMPARE(MUST(reader.pointCount()), stored);
        QCOMPARE(MUST(reader.points()).size(), stored);              // without the agentic table of schema 4
        const QList<SourceSummary> sources = MUST(reader.sources()); // without the import options of schema 7
        QVERIFY(!sources.isEmpty());
        QVERIFY(sources.first().importOptions.isEmpty());
    }
    QVERIFY(QDir().rmdir(older + QStringLiteral("-shm")));
    {
        Store migrated = MUST(Store::open(older, Store::Access::Read)); // writable again: migrated on the way
        QCOMPARE(MUST(migrated.schemaVersion()), Store::kSchemaVersion);
        QCOMPARE(MUST(migrated.points()).size(), stored); // every earlier point is InferenceX's (schema 6)
    }

    // Where not even the WAL can be opened, the file alone is read as a snapshot, and the reader
    // is told what that may hide.
    const QString other = dir.filePath(QStringLiteral("snapshot.sqlite"));
    {
        Store store = MUST(Store::open(other));
        QVERIFY(store.importFile(testData(kAgg)).ok());
    }
    QVERIFY(QDir().mkdir(other + QStringLiteral("-wal")));
    Store snapshot = MUST(Store::open(other, Store::Access::Read));
    QCOMPARE(MUST(snapshot.pointCount()), stored);
    QVERIFY2(snapshot.notice().contains(QLatin1String("snapshot of the file alone")), qPrintable(snapshot.notice()));
}

void TestStore::aRunsDateIsOneIndexLookup()
{
    // A dateless point takes its run's date; that lookup must use the (run_id, run_date) index
    // (10,000 rows of one run took 36 s when each row scanned its run).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.sqlite"));
    {
        Store store = MUST(Store::open(path));
    }
    const QString plan = queryPlan(path, "SELECT max(q.run_date) FROM points q WHERE q.run_id = 'x' AND q.run_id <> ''");
    QVERIFY2(plan.contains(QLatin1String("COVERING INDEX points_run_date")), qPrintable(plan));
}

void TestStore::busyIsNeverCalledDamaged()
{
    // While another connection holds the write lock, a write is refused as busy, saying how long
    // it waited; never as damaged.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("busy.sqlite"));
    Store store = MUST(Store::open(path));
    const StoreError busy = sqliteError(nullptr, SQLITE_BUSY, path);
    QCOMPARE(int(busy.kind()), int(StoreError::Kind::Busy));
    QVERIFY2(busy.message().contains(QLatin1String("refused at once")), qPrintable(busy.message()));
    QVERIFY(!busy.message().contains(QLatin1String("damaged")));
    lastLockWait() = {nullptr, 7, 2500};
    const StoreError waited = sqliteError(nullptr, SQLITE_BUSY, path);
    QVERIFY2(waited.message().contains(QLatin1String("waited 2.5 s")), qPrintable(waited.message()));
}

void TestStore::aWalIndexThatCannotBeMappedIsReadAsASnapshot()
{
    // A file system that cannot map the WAL index (SQLITE_IOERR_SHMMAP, as on some network file
    // systems): the reader falls back to the file alone and says what that hides.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shm.sqlite"));
    int stored = 0;
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(kAgg)).ok());
        stored = MUST(store.pointCount());
    }
    QVERIFY(commitToWalOnly(path, "INSERT INTO hardware_overrides(hardware, field, value, note) VALUES('b200', 'tdp_w', 1100, 'wal')"));
    const QByteArray dbBefore = fileHash(path), walBefore = fileHash(path + QStringLiteral("-wal"));
    {
        FaultVfs vfs({.shmMap = SQLITE_IOERR_SHMMAP});
        Store reader = MUST(Store::open(path, Store::Access::Read));
        QVERIFY(vfs.failed() > 0); // the fault was reached, not some other path
        QCOMPARE(MUST(reader.pointCount()), stored);
        QCOMPARE(MUST(reader.hardwareOverrides()).size(), 0); // the WAL's change is not in the file alone
        QVERIFY2(reader.notice().contains(QLatin1String("snapshot of the file alone")) &&
                     reader.notice().contains(QLatin1String("recent imports may be missing")),
                 qPrintable(reader.notice()));
    }
    QCOMPARE(fileHash(path), dbBefore);
    QCOMPARE(fileHash(path + QStringLiteral("-wal")), walBefore);
    Store again = MUST(Store::open(path, Store::Access::Read)); // without the fault, the WAL's change is read
    QCOMPARE(MUST(again.hardwareOverrides()).size(), 1);
}

void TestStore::otherReadErrorsAreErrors()
{
    // Any other I/O error is an error naming the file, never a snapshot that would hide it, and
    // never "damaged" or "cannot write".
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("eio.sqlite"));
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(kAgg)).ok());
    }
    FaultVfs vfs({.mainRead = SQLITE_IOERR_READ});
    const auto reader = Store::open(path, Store::Access::Read);
    QVERIFY2(!reader, "a file that cannot be read was opened");
    QVERIFY(vfs.failed() > 0);
    const QString message = reader.error().toString();
    QVERIFY2(message.startsWith(path) && message.contains(QLatin1String("failed a read or a write")) &&
                 !message.contains(QLatin1String("snapshot")) && !message.contains(QLatin1String("damaged")) &&
                 !message.contains(QLatin1String("cannot write")),
             qPrintable(message));
}

void TestStore::aFailedReadIsAnIssueAndTheSessionStands()
{
    // A database that fails under a reader after it was opened (the disk, the file system): each
    // Store method returns SQLite's refusal as an Issue, never an exception into a window's event
    // loop, and a session that cannot read the store again keeps what it showed.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fails.sqlite"));
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(kAgg)).ok());
    }
    FaultVfs vfs({});
    Store reader = MUST(Store::open(path, Store::Access::Read));
    Session session = MUST(Session::open(reader, HardwareCatalog::bundled()));
    const qsizetype shown = session.storedPoints().size();
    const int dataVersion = session.dataVersion(), claimsVersion = session.claimsVersion();
    const qsizetype workloads = session.workloads().size(), claims = session.claims().size();
    QCOMPARE(shown, 74);
    // A write to a store opened for reading is refused the same way, by SQLite: read-only.
    const auto written = reader.setHardwareOverride({QStringLiteral("b200"), QStringLiteral("tdp_w"), 900, {}});
    QVERIFY(!written);
    QVERIFY2(written.error().message.contains(QLatin1String("is read-only here")), qPrintable(written.error().toString()));
    // A second import changes the WAL: the reader's cached pages are read again, from the disk.
    QVERIFY(MUST(Store::open(path)).importFile(testData(kApi)).ok());
    vfs.setFaults({.mainRead = SQLITE_IOERR_READ});
    const auto points = reader.points();
    QVERIFY(!points);
    QVERIFY(vfs.failed() > 0);
    QVERIFY2(points.error().message.contains(QLatin1String("failed a read or a write")), qPrintable(points.error().toString()));
    const auto reloaded = session.reload();
    QVERIFY(!reloaded);
    QCOMPARE(reloaded.error().message, points.error().message);
    QCOMPARE(session.storedPoints().size(), shown);
    QCOMPARE(session.dataVersion(), dataVersion);
    QCOMPARE(session.claimsVersion(), claimsVersion);
    QCOMPARE(session.workloads().size(), workloads);
    QCOMPARE(session.claims().size(), claims);
    QVERIFY(!chartInputsFor(reader, HardwareCatalog::bundled(), session.scenario()));
    // A session opened on it now says the same, and is not made.
    const auto another = Session::open(reader, HardwareCatalog::bundled());
    QVERIFY(!another);
    QCOMPARE(another.error().message, points.error().message);
    // The disk recovers: the same store reads both files.
    vfs.setFaults({});
    QVERIFY_OK(session.reload());
    QVERIFY(session.storedPoints().size() > shown);
}

void TestStore::aFailedCheckpointCreatesNothing()
{
    // A new database is written into its file before anyone can see it. When that last write
    // fails (the disk fails under the checkpoint), the creation is refused naming the path, and
    // nothing is left there or beside it; the next attempt starts clean.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    {
        FaultVfs vfs({.mainWriteAfterWal = SQLITE_IOERR_WRITE});
        const auto store = Store::open(path);
        QVERIFY2(!store, "a database whose checkpoint failed was created");
        QVERIFY(vfs.failed() > 0);
        QVERIFY2(store.error().toString().startsWith(path + QStringLiteral(": cannot create the database")),
                 qPrintable(store.error().toString()));
    }
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList{});
    Store store = MUST(Store::open(path));
    QCOMPARE(MUST(store.schemaVersion()), Store::kSchemaVersion);
}

void TestStore::freshDatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    {
        Store store = MUST(Store::open(path));
        QCOMPARE(MUST(store.schemaVersion()), Store::kSchemaVersion);
        QCOMPARE(MUST(store.pointCount()), 0);
        QVERIFY(MUST(store.sources()).isEmpty());
        QVERIFY(MUST(store.claims()).claims.isEmpty());
        QCOMPARE(store.path(), path);
    }
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(test::sqlOn(path, "PRAGMA user_version"), QString::number(Store::kSchemaVersion));
    QCOMPARE(test::sqlOn(path, "PRAGMA journal_mode"), QStringLiteral("wal"));
    QCOMPARE(test::sqlOn(path, "PRAGMA page_size"), QStringLiteral("16384")); // fewer pages to write per import
    QCOMPARE(test::sqlOn(path, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN "
                               "('sources','points','power_values','hardware_overrides','claims')"),
             QStringLiteral("5"));
    // Reopening a current database migrates nothing and keeps the data.
    Store again = MUST(Store::open(path));
    QCOMPARE(MUST(again.schemaVersion()), Store::kSchemaVersion);
}

void TestStore::keepsTheExistingPageSize()
{
    // A database made with SQLite's default 4 KiB pages (as every earlier build made them) keeps
    // them: the larger pages are for new files only, and the file must stay fully usable.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    {
        SqliteDb db;
        db.open(path);
        db.exec("PRAGMA page_size = 4096");
        db.exec("CREATE TABLE notes(x)");
    }
    {
        Store store = MUST(Store::open(path));
        QVERIFY(store.importFile(testData(kApi)).ok());
        QCOMPARE(MUST(store.pointCount()), 435);
    }
    QCOMPARE(test::sqlOn(path, "PRAGMA page_size"), QStringLiteral("4096"));
    QCOMPARE(test::sqlOn(path, "PRAGMA integrity_check"), QStringLiteral("ok"));
}

void TestStore::migratesAnEmptySqliteFile()
{
    // A valid SQLite file at user_version 0 with no tables (e.g. made by another tool): migrated
    // forward in place.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.sqlite"));
    QCOMPARE(test::sqlOn(path, "PRAGMA user_version"), QStringLiteral("0"));
    QVERIFY(QFileInfo::exists(path));
    {
        Store store = MUST(Store::open(path));
        QCOMPARE(MUST(store.schemaVersion()), Store::kSchemaVersion);
        QVERIFY(store.importFile(testData(kAgg)).ok());
        QCOMPARE(MUST(store.pointCount()), 74);
    }
    QCOMPARE(test::sqlOn(path, "SELECT count(*) FROM points"), QStringLiteral("74"));

    // A zero-byte file is an empty database too.
    const QString zero = dir.filePath(QStringLiteral("zero.sqlite"));
    writeAll(zero, QByteArray());
    QVERIFY(QFileInfo::exists(zero));
    Store z = MUST(Store::open(zero));
    QCOMPARE(MUST(z.schemaVersion()), Store::kSchemaVersion);
}

void TestStore::refusesNewerSchema()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    const QByteArray pragma = "PRAGMA user_version = " + QByteArray::number(Store::kSchemaVersion + 1);
    QCOMPARE(test::sqlOn(path, "CREATE TABLE future_things(id INTEGER PRIMARY KEY, what TEXT)"), QString());
    QCOMPARE(test::sqlOn(path, pragma.constData()), QString());
    QCOMPARE(test::sqlOn(path, "PRAGMA user_version"), QString::number(Store::kSchemaVersion + 1));
    const QByteArray before = fileHash(path);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
    const QString message = refusalOpening(path);
    QVERIFY2(!message.isEmpty(), "a database from a newer version was opened");
    QVERIFY2(message.contains(QLatin1String("newer version")), qPrintable(message));
    QVERIFY2(message.contains(path), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("schema %1").arg(Store::kSchemaVersion + 1)), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("not been changed")), qPrintable(message));
    QCOMPARE(fileHash(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore); // no -wal / -shm left behind
    QCOMPARE(test::sqlOn(path, "PRAGMA journal_mode"), QStringLiteral("delete"));
    QCOMPARE(test::sqlOn(path, "SELECT count(*) FROM sqlite_master WHERE name = 'points'"), QStringLiteral("0"));
}

void TestStore::refusesNonDatabase_data()
{
    QTest::addColumn<QByteArray>("bytes");
    // A real data file given as --db by mistake, and a synthetic text file.
    QTest::newRow("real CSV export") << readAll(
        testData(QStringLiteral("dashboard_csv_export/InferenceX_DeepSeek-R1-0528_interactivity.csv")));
    QTest::newRow("plain text") << QByteArray("these are my notes, not a database\n").repeated(200);
}

void TestStore::refusesNonDatabase()
{
    QFETCH(QByteArray, bytes);
    QVERIFY(!bytes.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
    writeAll(path, bytes);
    const QString message = refusalOpening(path);
    QVERIFY2(!message.isEmpty(), "a non-database file was opened as a store");
    QVERIFY2(message.contains(QLatin1String("not a Denominator database")), qPrintable(message));
    QVERIFY2(message.contains(path), qPrintable(message));
    QCOMPARE(readAll(path), bytes);
}

void TestStore::createsMissingFolder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a/b/c/store.sqlite"));
    Store store = MUST(Store::open(path));
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(MUST(store.schemaVersion()), Store::kSchemaVersion);
}

void TestStore::aLinkToNothingIsNotALostRace()
{
    // A symbolic link whose target is missing: link() says EEXIST as if another process had won
    // the race to create the file; SQLite would then create the target, a file nobody named.
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("elsewhere/gone.sqlite"));
    const QString path = dir.filePath(QStringLiteral("store.sqlite"));
    QVERIFY(QFile::link(target, path));
    const auto store = Store::open(path);
    const QString message = store ? QString() : store.error().toString();
    QVERIFY2(message.contains(QLatin1String("symbolic link")) && message.contains(target), qPrintable(message));
    QVERIFY(!QFileInfo::exists(target));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::Hidden).size(), 1); // only the link: nothing left behind
}

void TestStore::defaultPathFromEnvironment()
{
    const QByteArray old = qgetenv("DENOMINATOR_DB");
    qputenv("DENOMINATOR_DB", "/tmp/somewhere/else.sqlite");
    const QString fromEnv = Store::defaultPath();
    qunsetenv("DENOMINATOR_DB");
    const QString fallback = Store::defaultPath();
    if (!old.isEmpty()) qputenv("DENOMINATOR_DB", old);
    QCOMPARE(fromEnv, QStringLiteral("/tmp/somewhere/else.sqlite"));
    QVERIFY(fallback.endsWith(QLatin1String("/denominator.sqlite")));
    QVERIFY(fallback != fromEnv);
}

void TestStore::provenanceRoundTrip()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    {
        Store store = MUST(Store::open(db));
        QVERIFY(store.importFile(testData(kApi)).ok());
        QVERIFY(store.importFile(testData(kAgg)).ok());
        QVERIFY(store.importFile(testData(QStringLiteral("h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc16_isl1024_osl1024.json"))).ok());
    }
    Store store = MUST(Store::open(db)); // reopened: everything comes from the file
    const QList<BenchmarkPoint> pts = MUST(store.points());
    QCOMPARE(pts.size(), 435 + 74 + 1);

    const Provenance& api = pts.at(0).provenance;
    QCOMPARE(api.fileName, QStringLiteral("benchmarks.json"));
    QCOMPARE(api.sha256.toLatin1(), fileHash(testData(kApi)));
    QVERIFY(api.sha256.startsWith(QLatin1String("f46823a7"))); // as listed in PROVENANCE.md
    QCOMPARE(api.format, QStringLiteral("inferencex-api"));
    QCOMPARE(api.rowIndex, 0);
    QCOMPARE(api.runId, QStringLiteral("27213443242"));
    QCOMPARE(api.runUrl, QStringLiteral("https://github.com/SemiAnalysisAI/InferenceX/actions/runs/27213443242/attempts/1"));
    QCOMPARE(api.date, QStringLiteral("2026-06-11"));
    QCOMPARE(pts.at(434).provenance.rowIndex, 434);

    const Provenance& agg = pts.at(435 + 7).provenance;
    QCOMPARE(agg.fileName, QStringLiteral("run_20737128080_agg_bmk.json"));
    QCOMPARE(agg.sha256.toLatin1(), fileHash(testData(kAgg)));
    QCOMPARE(agg.rowIndex, 7);
    QCOMPARE(agg.runId, QStringLiteral("20737128080"));
    QVERIFY(agg.runUrl.isEmpty());

    const Provenance& raw = pts.last().provenance;
    QCOMPARE(raw.format, QStringLiteral("benchmark-serving-result"));
    QCOMPARE(raw.date, QStringLiteral("2026-06-11")); // "date": "20260611-060111"

    const QList<SourceSummary> sources = MUST(store.sources());
    QCOMPARE(sources.size(), 3);
    QCOMPARE(sources.at(0).points, 435);
    QCOMPARE(sources.at(1).points, 74);
    QCOMPARE(sources.at(1).format, QStringLiteral("inferencex-agg"));
    QVERIFY(!sources.at(0).builtin);
    QVERIFY(!sources.at(0).importedAt.isEmpty());
}

void TestStore::everyFieldRoundTrips_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("API rows") << kApi;
    QTest::newRow("agg rows, single node and multinode") << kAgg;
    QTest::newRow("dashboard CSV") << QStringLiteral("dashboard_csv_export/InferenceX_gpt-oss-120b_interactivity.csv");
    QTest::newRow("powerx CSV with derived throughput") << QStringLiteral("api_powerx_example/powerx_dsv4_b200_extract.csv");
}

void TestStore::everyFieldRoundTrips()
{
    // What the parser produced is exactly what the store gives back (column order in SQL).
    QFETCH(QString, file);
    const SourceFile src = SourceFile::fromBytes(testData(file), readAll(testData(file)));
    const ParsedFile parsed = parseSource(src);
    QVERIFY(parsed.ok());
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    QVERIFY(store.importParsed(src, parsed).ok());
    const QList<BenchmarkPoint> got = MUST(store.points());
    QCOMPARE(got.size(), parsed.points.size());
    for (int i = 0; i < got.size(); ++i) {
        const BenchmarkPoint& a = parsed.points.at(i);
        const BenchmarkPoint& b = got.at(i);
        QVERIFY(b.id > 0);
        QCOMPARE(b.model, a.model);
        QCOMPARE(b.modelRaw, a.modelRaw);
        QCOMPARE(b.hardware, a.hardware);
        QCOMPARE(b.hardwareRaw, a.hardwareRaw);
        QCOMPARE(b.framework, a.framework);
        QCOMPARE(b.frameworkRaw, a.frameworkRaw);
        QCOMPARE(b.precision, a.precision);
        QCOMPARE(b.specDecoding, a.specDecoding);
        QCOMPARE(b.benchmarkType, a.benchmarkType);
        QCOMPARE(b.disagg, a.disagg);
        QCOMPARE(b.multinode, a.multinode);
        QCOMPARE(b.isl, a.isl);
        QCOMPARE(b.osl, a.osl);
        QCOMPARE(b.conc, a.conc);
        QCOMPARE(b.image, a.image);
        QCOMPARE(b.gpus, a.gpus);
        QCOMPARE(b.prefillGpus, a.prefillGpus);
        QCOMPARE(b.decodeGpus, a.decodeGpus);
        QCOMPARE(b.tp, a.tp);
        QCOMPARE(b.ep, a.ep);
        QCOMPARE(b.pp, a.pp);
        QCOMPARE(b.dpAttention, a.dpAttention);
        const QList<QPair<double, double>> values{{a.tputPerGpu, b.tputPerGpu},
                                                  {a.outputTputPerGpu, b.outputTputPerGpu},
                                                  {a.inputTputPerGpu, b.inputTputPerGpu},
                                                  {a.medianIntvty, b.medianIntvty},
                                                  {a.meanIntvty, b.meanIntvty},
                                                  {a.p90Intvty, b.p90Intvty},
                                                  {a.p99Intvty, b.p99Intvty},
                                                  {a.medianTtft, b.medianTtft},
                                                  {a.medianTpot, b.medianTpot},
                                                  {a.medianE2el, b.medianE2el},
                                                  {a.p99E2el, b.p99E2el}};
        for (int v = 0; v < values.size(); ++v)
            QVERIFY2(sameDouble(values[v].first, values[v].second), qPrintable(QStringLiteral("row %1 value %2").arg(i).arg(v)));
        QCOMPARE(b.derivationNote, a.derivationNote);
        QCOMPARE(b.provenance.rowIndex, a.provenance.rowIndex);
        QCOMPARE(b.provenance.runId, a.provenance.runId);
        QCOMPARE(b.provenance.runUrl, a.provenance.runUrl);
        QCOMPARE(b.provenance.date, a.provenance.date);
        QCOMPARE(b.measuredPower.has_value(), a.measuredPower.has_value());
        if (a.measuredPower) {
            QCOMPARE(b.measuredPower->watts, a.measuredPower->watts);
            QCOMPARE(b.measuredPower->valid, a.measuredPower->valid);
            QCOMPARE(b.measuredPower->sourceText, a.measuredPower->sourceText);
            QCOMPARE(b.measuredPower->boundary, a.measuredPower->boundary);
            QCOMPARE(b.measuredPower->statistic, a.measuredPower->statistic);
        }
    }
}

void TestStore::filters()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    QVERIFY(store.importFile(testData(kApi)).ok());
    QVERIFY(store.importFile(testData(kAgg)).ok());
    QCOMPARE(MUST(store.distinct(QStringLiteral("model"))), (QStringList{"DeepSeek-R1-0528", "gpt-oss-120b"}));
    QVERIFY(MUST(store.distinct(QStringLiteral("hardware"))).contains(QStringLiteral("gb300")));
    QVERIFY(MUST(store.distinct(QStringLiteral("points; DROP TABLE points"))).isEmpty()); // only known columns
    QCOMPARE(MUST(store.pointCount()), 435 + 74);

    PointFilter f;
    f.model = QStringLiteral("DeepSeek-R1-0528");
    f.hardware = {QStringLiteral("mi355x")};
    const QList<BenchmarkPoint> mi = MUST(store.points(f));
    QCOMPARE(mi.size(), 90); // PROVENANCE.md: mi355x 90 rows in the API fixture
    f.isl = 1024;
    f.osl = 1024;
    f.precision = QStringLiteral("fp4");
    f.framework = QStringLiteral("sglang");
    const QList<BenchmarkPoint> narrow = MUST(store.points(f));
    QVERIFY(!narrow.isEmpty());
    for (const BenchmarkPoint& p : narrow) {
        QCOMPARE(p.hardware, QStringLiteral("mi355x"));
        QCOMPARE(p.isl, 1024);
        QCOMPARE(p.framework, QStringLiteral("sglang"));
        QCOMPARE(p.precision, QStringLiteral("fp4"));
    }
    QVERIFY(narrow.size() < mi.size());
}

void TestStore::hardwareOverrides()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    {
        Store store = MUST(Store::open(db));
        QVERIFY(MUST(store.hardwareOverrides()).isEmpty());
        MUST(store.setHardwareOverride(
            {QStringLiteral("gb200"), QStringLiteral("host_w"), 180.0, QStringLiteral("Grace share, my estimate")}));
        MUST(store.setHardwareOverride({QStringLiteral("b200"), QStringLiteral("tdp_w"), 900.0, {}}));
        MUST(store.setHardwareOverride({QStringLiteral("b200"), QStringLiteral("tdp_w"), 950.0, QStringLiteral("power cap")})); // replaces
        MUST(store.setHardwareOverride({QStringLiteral("mi355x"), QStringLiteral("allin_gen2_kw"), 2.2, {}}));
    }
    Store store = MUST(Store::open(db));
    const QList<HardwareOverride> o = MUST(store.hardwareOverrides());
    QCOMPARE(o.size(), 3);
    QCOMPARE(o.at(0).hardware, QStringLiteral("b200"));
    QCOMPARE(o.at(0).value, 950.0);
    QCOMPARE(o.at(0).note, QStringLiteral("power cap"));
    QCOMPARE(o.at(1).hardware, QStringLiteral("gb200"));

    HardwareCatalog cat = HardwareCatalog::bundled();
    QCOMPARE(cat.spec(QStringLiteral("b200")).tdpW, 1000.0);
    QCOMPARE(cat.spec(QStringLiteral("gb200")).hostW, 150.0); // the bundled, sourced figure, before the override
    cat.applyOverrides(o);
    QCOMPARE(cat.spec(QStringLiteral("b200")).tdpW, 950.0);
    QCOMPARE(cat.spec(QStringLiteral("b200")).sources.value(QStringLiteral("tdp_w")), QStringLiteral("your override: power cap"));
    QCOMPARE(cat.spec(QStringLiteral("gb200")).hostW, 180.0);
    QCOMPARE(cat.spec(QStringLiteral("mi355x")).allInGen2W, 2200.0);
    QCOMPARE(cat.spec(QStringLiteral("mi355x")).sources.value(QStringLiteral("allin")), QStringLiteral("your override"));
    QCOMPARE(cat.spec(QStringLiteral("h100")).tdpW, 700.0); // others untouched

    MUST(store.clearHardwareOverride(QStringLiteral("b200"), QStringLiteral("tdp_w")));
    QCOMPARE(MUST(store.hardwareOverrides()).size(), 2);
    HardwareCatalog fresh = HardwareCatalog::bundled();
    fresh.applyOverrides(MUST(store.hardwareOverrides()));
    QCOMPARE(fresh.spec(QStringLiteral("b200")).tdpW, 1000.0);
}

void TestStore::measuredPowerRoundTrip()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    qint64 rawId = 0, apiId = 0;
    {
        Store store = MUST(Store::open(db));
        QVERIFY(store.importFile(testData(kApi)).ok());
        QVERIFY(store.importFile(testData(QStringLiteral("h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json"))).ok());
        const QList<BenchmarkPoint> pts = MUST(store.points());
        apiId = pts.first().id;
        rawId = pts.last().id;
        QVERIFY(!pts.last().measuredPower);
        // The TP8 conc 64 run's nvidia-smi log integrates to ≈301 W per GPU (docs/domain.md §4).
        PowerValue w;
        w.kind = PowerKind::MeasuredMean;
        w.boundary = QStringLiteral("chip");
        w.statistic = QStringLiteral("energy integral");
        w.watts = 300.96;
        w.windowSeconds = 195.31249059003312;
        w.sampleCount = 1563;
        w.valid = true;
        w.sourceText = QStringLiteral("nvidia-smi gpu_metrics.csv, GPUs 0-7, trapezoid over the benchmark window");
        MUST(store.setMeasuredPower(rawId, w));
        PowerValue replaced = w;
        replaced.watts = 600.5;
        replaced.valid = false;
        replaced.sourceText = QStringLiteral("re-measured");
        MUST(store.setMeasuredPower(apiId, replaced)); // replaces the imported avg_power_w 628.907
    }
    Store store = MUST(Store::open(db));
    const QList<BenchmarkPoint> pts = MUST(store.points());
    const BenchmarkPoint& raw = pts.last();
    QCOMPARE(raw.id, rawId);
    QVERIFY(raw.measuredPower);
    QCOMPARE(raw.measuredPower->watts, 300.96);
    QCOMPARE(raw.measuredPower->windowSeconds, 195.31249059003312);
    QCOMPARE(raw.measuredPower->sampleCount, 1563);
    QCOMPARE(raw.measuredPower->statistic, QStringLiteral("energy integral"));
    QCOMPARE(raw.measuredPower->boundary, QStringLiteral("chip"));
    QVERIFY(raw.measuredPower->valid);
    QVERIFY(raw.measuredPower->kind == PowerKind::MeasuredMean);
    QVERIFY(raw.measuredPower->sourceText.startsWith(QLatin1String("nvidia-smi")));
    const BenchmarkPoint& api = pts.first();
    QCOMPARE(api.id, apiId);
    QCOMPARE(api.measuredPower->watts, 600.5);
    QVERIFY(!api.measuredPower->valid);
    QCOMPARE(api.measuredPower->sourceText, QStringLiteral("re-measured"));
    QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM power_values"), QStringLiteral("18")); // 17 imported, 1 added, 1 replaced
    // Imported power without a window or sample count reads back as NaN / 0, never a made-up value.
    const auto imported = std::find_if(pts.begin() + 1, pts.end(), [](const BenchmarkPoint& p) { return p.measuredPower.has_value(); });
    QVERIFY(imported != pts.end());
    QVERIFY(std::isnan(imported->measuredPower->windowSeconds));
    QCOMPARE(imported->measuredPower->sampleCount, 0);
    QVERIFY(imported->measuredPower->sourceText.contains(QLatin1String("avg_power_w")));
}

void TestStore::failedInsertRollsBack()
{
    // Synthetic: three real rows, the third damaged after parsing so that only SQLite's CHECK
    // catches it. The whole file must be rolled back and the database file left unchanged.
    const QString path = testData(kAgg);
    const SourceFile src = SourceFile::fromBytes(path, readAll(path));
    ParsedFile parsed = parseSource(src);
    QVERIFY(parsed.ok());
    parsed.points = parsed.points.mid(0, 3);
    parsed.points[2].tputPerGpu = -1;
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    {
        Store store = MUST(Store::open(db));
        QVERIFY(store.importFile(testData(kApi)).ok());
    }
    const QByteArray before = fileHash(db);
    {
        Store store = MUST(Store::open(db));
        const ImportReport r = store.importParsed(src, parsed);
        QVERIFY(!r.ok());
        QVERIFY2(r.errors.first().message.contains(QLatin1String("database unchanged")), qPrintable(r.errors.first().message));
        QCOMPARE(r.inserted, 0);
        QCOMPARE(MUST(store.pointCount()), 435);
        QCOMPARE(MUST(store.sources()).size(), 1);
    }
    QCOMPARE(fileHash(db), before);
}

void TestStore::bundledDataOnce()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    const QList<ImportReport> reports = MUST(store.loadBundledDataIfEmpty());
    // claims, then the InferenceX sample: the API snapshot (435), two agg runs (150 + 74) and the
    // agentic-coding workload (22 + 20); then other benchmarks: ML.ENERGY (5 + 39), MLPerf (10).
    QCOMPARE(reports.size(), 9);
    int inserted = 0;
    for (const ImportReport& r : reports) {
        QVERIFY2(r.ok(), qPrintable(r.summaryLine()));
        inserted += r.inserted;
    }
    QCOMPARE(reports.first().format, QStringLiteral("denominator-claims"));
    QCOMPARE(reports.first().inserted, 6);
    QCOMPARE(MUST(store.pointCount()), 435 + 150 + 74 + 42 + 5 + 39 + 10);
    QCOMPARE(inserted, 6 + 435 + 150 + 74 + 42 + 5 + 39 + 10);
    QCOMPARE(MUST(store.points()).size(), 435 + 150 + 74 + 42); // InferenceX's definitions
    QCOMPARE(MUST(store.claims()).claims.size(), 6);
    for (const SourceSummary& s : MUST(store.sources())) QVERIFY(s.builtin);

    QVERIFY(MUST(store.loadBundledDataIfEmpty()).isEmpty());
    QCOMPARE(MUST(store.pointCount()), 435 + 150 + 74 + 42 + 54);
    QCOMPARE(MUST(store.sources()).size(), 9);
    const QList<WorkloadSummary> workloads = MUST(store.workloads());
    QVERIFY(std::any_of(workloads.begin(), workloads.end(),
                        [](const WorkloadSummary& w) { return w.model == QLatin1String("Kimi-K2.5") && isAgentic(w.isl, w.osl); }));

    // A store that already holds the user's own points gets no bundled data.
    QTemporaryDir other;
    Store mine = MUST(Store::open(other.filePath(QStringLiteral("m.sqlite"))));
    QVERIFY(mine.importFile(testData(kAgg)).ok());
    QVERIFY(MUST(mine.loadBundledDataIfEmpty()).isEmpty());
    QCOMPARE(MUST(mine.pointCount()), 74);
}

QTEST_GUILESS_MAIN(TestStore)
#include "test_store.moc"
