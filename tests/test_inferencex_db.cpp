// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Reading an InferenceX PostgreSQL database. The test starts a real PostgreSQL server
// (postgres_server.h), creates InferenceX's tables (postgres/schema.sql) and stores the real API
// rows of tests/data in them (postgres/load_api_rows.sql); importing the database must give the
// points that importing the same rows as API JSON gives. Failures (refused, authentication, no
// such database, a schema that is not InferenceX's, a bad row, a connection lost part way, cancel)
// must each say what happened and leave the local database as it was.

#include "core/workload.h"
#include "dialogs/database_dialog.h"
#include "fetch/inferencex_db.h"
#include "fetch/pg_connection.h"
#include "postgres_server.h"
#include "store/store.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

using namespace denominator;
using inferencex::DbFilter;

namespace {

const QString kApiRows = QStringLiteral("api_fixture_vngcloud/benchmarks.json");

/// Everything a point says except where it was read from.
QString pointKey(const BenchmarkPoint& p)
{
    QStringList parts{p.model,        p.modelRaw,      p.hardware, p.hardwareRaw,      p.framework,         p.frameworkRaw,   p.precision,
                      p.specDecoding, p.benchmarkType, p.image,    p.provenance.runId, p.provenance.runUrl, p.provenance.date};
    for (double v : {double(p.disagg),      double(p.multinode),  double(p.isl),     double(p.osl),  double(p.conc), double(p.gpus),
                     double(p.prefillGpus), double(p.decodeGpus), double(p.tp),      double(p.ep),   double(p.pp),   double(p.dpAttention),
                     p.tputPerGpu,          p.outputTputPerGpu,   p.inputTputPerGpu, p.medianIntvty, p.meanIntvty,   p.p90Intvty,
                     p.p99Intvty,           p.medianTtft,         p.medianTpot,      p.medianE2el,   p.p99E2el})
        parts << QString::number(v, 'g', 17);
    if (p.measuredPower) parts << QString::number(p.measuredPower->watts, 'g', 17) << QString::number(p.measuredPower->valid);
    return parts.join(QLatin1Char('|'));
}

QStringList keysOf(const QList<BenchmarkPoint>& points)
{
    QStringList keys;
    for (const BenchmarkPoint& p : points) keys << pointKey(p);
    return keys;
}

/// The local database's contents in a comparable form: every point and every source.
QString storeState(const QString& path)
{
    Store s = MUST(Store::open(path, Store::Access::Read));
    QStringList sources;
    for (const SourceSummary& src : MUST(s.sources())) sources << src.sha256 + QString::number(src.points);
    return keysOf(MUST(s.points())).join(QLatin1Char('\n')) + sources.join(QLatin1Char(','));
}

} // namespace

class TestInferencexDb : public QObject {
    Q_OBJECT

private:
    test::PostgresServer m_server;
    QTemporaryDir m_dir;
    QByteArray m_rows;
    int m_n = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("local-%1.sqlite").arg(++m_n)); }

    std::unique_ptr<pg::Connection> admin(const QString& db = QStringLiteral("inferencex"))
    {
        auto c = pg::Connection::open(m_server.uri(db));
        VERIFY_OR_THROW2(c.ok(), qPrintable(c.ok() ? QString() : c.error().toString()));
        return std::move(c).value();
    }

    void exec(pg::Connection& db, const QString& sql)
    {
        const auto r = db.query(sql);
        VERIFY_OR_THROW2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
    }

    /// A new server database copied from `inferencex` (the API rows), to change without touching the others.
    QString copyOfInferencex()
    {
        const QString name = QStringLiteral("copy%1").arg(++m_n);
        exec(*admin(QStringLiteral("postgres")), QStringLiteral("CREATE DATABASE %1 TEMPLATE inferencex").arg(name));
        return name;
    }

    /// A server database with 61 times the API rows (other concurrencies): still sending when cut.
    QString largeDatabase()
    {
        if (!m_large.isEmpty()) return m_large;
        m_large = copyOfInferencex();
        exec(*admin(m_large),
             QStringLiteral("INSERT INTO benchmark_results (workflow_run_id, config_id, date, isl, osl, conc, image, metrics) "
                            "SELECT workflow_run_id, config_id, date, isl, osl, conc + 1000 * k, image, metrics "
                            "FROM benchmark_results, generate_series(1, 60) k"));
        return m_large;
    }
    QString m_large;

    /// A local database that already holds the API rows, for the "nothing changed" checks.
    QString storeWithApiRows()
    {
        const QString path = freshPath();
        Store s = MUST(Store::open(path));
        VERIFY_OR_THROW(s.importFile(test::testData(kApiRows)).ok());
        return path;
    }

    void expectRefusedUnchanged(const QString& uri, const DbFilter& filter, const QString& expected)
    {
        const QString path = storeWithApiRows();
        const QString before = storeState(path);
        ImportReport r;
        {
            Store s = MUST(Store::open(path));
            r = inferencex::importDatabase(s, uri, filter);
        }
        VERIFY_OR_THROW2(!r.ok(), "the import was expected to fail");
        const QString text = test::issuesText(r.errors);
        VERIFY_OR_THROW2(text.contains(expected), qPrintable(text));
        VERIFY_OR_THROW2(!text.contains(QLatin1String("right-password")) && !text.contains(QLatin1String("wrong-password")),
                         qPrintable(text));
        COMPARE_OR_THROW(storeState(path), before);
    }

private slots:
    void initTestCase()
    {
        m_rows = test::readAll(test::testData(kApiRows));
        QVERIFY(!m_rows.isEmpty());
        const QString error =
            m_server.start(QString::fromUtf8(test::readAll(test::sourceDir(QStringLiteral("tests/postgres/schema.sql")))));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString load = QString::fromUtf8(test::readAll(test::sourceDir(QStringLiteral("tests/postgres/load_api_rows.sql"))));
        const QString loaded = test::PostgresServer::loadApiRows(*admin(), load, m_rows);
        QVERIFY2(loaded.isEmpty(), qPrintable(loaded));
        const auto count = admin()->query(QStringLiteral("SELECT count(*) FROM benchmark_results"));
        QVERIFY_OK(count);
        QCOMPARE(count->at(0).at(0).toInt(), int(QJsonDocument::fromJson(m_rows).array().size()));
    }

    void importGivesThePointsOfTheApiRows()
    {
        Store fromApi = MUST(Store::open(freshPath()));
        QVERIFY(fromApi.importFile(test::testData(kApiRows)).ok());
        const QString path = freshPath();
        Store s = MUST(Store::open(path));
        const ImportReport r = inferencex::importDatabase(s, m_server.uri(), {});
        QVERIFY2(r.ok(), qPrintable(test::issuesText(r.errors)));
        QCOMPARE(r.format, QStringLiteral("inferencex-db"));
        QCOMPARE(r.inserted, MUST(fromApi.pointCount()));
        QVERIFY(r.inserted > 400);
        QCOMPARE(keysOf(MUST(s.points())), keysOf(MUST(fromApi.points())));
        // Provenance: where the rows came from and when they were read, without a password.
        QCOMPARE(test::sqlOn(path, "SELECT location FROM sources"), m_server.uri() + QStringLiteral(" (all results)"));
        QVERIFY(!test::sqlOn(path, "SELECT retrieved_at FROM sources").isEmpty());
        QCOMPARE(test::sqlOn(path, "SELECT count(*) FROM points p JOIN power_values w ON w.point_id = p.id"),
                 test::sqlOn(fromApi.path(), "SELECT count(*) FROM points p JOIN power_values w ON w.point_id = p.id"));
        QVERIFY(MUST(s.points()).first().provenance.runUrl.contains(QLatin1String("/actions/runs/")));

        const ImportReport again = inferencex::importDatabase(s, m_server.uri(), {});
        QVERIFY(again.ok());
        QCOMPARE(again.inserted, 0);
        QCOMPARE(again.alreadyPresent, r.inserted);
        QCOMPARE(MUST(s.pointCount()), r.inserted);
    }

    void filtersChooseTheRows()
    {
        const QJsonArray rows = QJsonDocument::fromJson(m_rows).array();
        const QString since = QStringLiteral("2026-03-01");
        int newer = 0, longInput = 0;
        for (const QJsonValue& v : rows) {
            newer += v[QStringLiteral("date")].toString() >= since;
            longInput += v[QStringLiteral("isl")].toInt() == 8192 && v[QStringLiteral("osl")].toInt() == 1024;
        }
        QVERIFY(newer > 0 && newer < rows.size());
        QVERIFY(longInput > 0 && longInput < rows.size());

        Store s = MUST(Store::open(freshPath()));
        DbFilter f;
        f.models = {QStringLiteral("DeepSeek-R1-0528")};
        f.since = since;
        const ImportReport r = inferencex::importDatabase(s, m_server.uri(), f, {});
        QVERIFY2(r.ok(), qPrintable(test::issuesText(r.errors)));
        QCOMPARE(r.inserted, newer); // the fixture has no void rows (zero successful requests)
        for (const BenchmarkPoint& p : MUST(s.points())) QVERIFY(p.provenance.date >= since);

        Store byWorkload = MUST(Store::open(freshPath()));
        DbFilter w;
        w.models = {QStringLiteral("dsr1")};
        w.isl = 8192;
        w.osl = 1024;
        const ImportReport r2 = inferencex::importDatabase(byWorkload, m_server.uri(), w);
        QVERIFY2(r2.ok(), qPrintable(test::issuesText(r2.errors)));
        QCOMPARE(r2.inserted, longInput);

        DbFilter unknown;
        unknown.models = {QStringLiteral("no-such-model")};
        expectRefusedUnchanged(m_server.uri(), unknown, QStringLiteral("no successful results match; the database holds models: dsr1"));
    }

    void readsOnlySuccessfulResultsOfTheLatestAttempt()
    {
        const QString db = copyOfInferencex();
        auto c = admin(db);
        // A failed result, and a second attempt of one run that measured one configuration again.
        exec(*c, QStringLiteral("INSERT INTO benchmark_results (workflow_run_id, config_id, date, isl, osl, conc, metrics, error) "
                                "SELECT workflow_run_id, config_id, date, isl, osl, conc + 100000, metrics, 'server crashed' "
                                "FROM benchmark_results ORDER BY id LIMIT 1"));
        exec(*c, QStringLiteral("INSERT INTO workflow_runs (github_run_id, run_attempt, html_url, date) "
                                "SELECT github_run_id, run_attempt + 1, html_url, date FROM workflow_runs "
                                "WHERE id = (SELECT workflow_run_id FROM benchmark_results ORDER BY id LIMIT 1)"));
        exec(*c, QStringLiteral("INSERT INTO benchmark_results (workflow_run_id, config_id, date, isl, osl, conc, metrics) "
                                "SELECT (SELECT max(id) FROM workflow_runs), config_id, date, isl, osl, conc, "
                                "jsonb_set(metrics, '{tput_per_gpu}', to_jsonb((metrics->>'tput_per_gpu')::float8 * 2)) "
                                "FROM benchmark_results ORDER BY id LIMIT 1"));
        const auto rerun = c->query(QStringLiteral("SELECT count(*) FROM benchmark_results WHERE workflow_run_id = (SELECT workflow_run_id "
                                                   "FROM benchmark_results ORDER BY id LIMIT 1)"));
        QVERIFY_OK(rerun);
        const int firstAttemptRows = rerun->at(0).at(0).toInt() - 1; // less the failed one

        Store all = MUST(Store::open(freshPath()));
        QVERIFY(all.importFile(test::testData(kApiRows)).ok());
        Store s = MUST(Store::open(freshPath()));
        const ImportReport r = inferencex::importDatabase(s, m_server.uri(db), {});
        QVERIFY2(r.ok(), qPrintable(test::issuesText(r.errors)));
        QCOMPARE(r.inserted, MUST(all.pointCount()) - firstAttemptRows + 1);
        for (const BenchmarkPoint& p : MUST(s.points())) QVERIFY(p.conc < 100000);
    }

    void agenticRowsWithPowerValidity()
    {
        // Today's schema: agentic_traces rows with NULL lengths, offload_mode, PowerX power in the
        // metrics and the validity reasons in their own jsonb column.
        const QString db = copyOfInferencex();
        auto c = admin(db);
        exec(*c,
             QStringLiteral("INSERT INTO configs (hardware, framework, model, precision, spec_method, disagg, is_multinode, "
                            "prefill_tp, prefill_ep, prefill_dp_attention, prefill_num_workers, decode_tp, decode_ep, "
                            "decode_dp_attention, decode_num_workers, num_prefill_gpu, num_decode_gpu) "
                            "VALUES ('mi355x', 'vllm', 'kimik2.5', 'fp4', 'none', false, false, 4, 1, false, 1, 4, 1, false, 1, 4, 4)"));
        exec(*c, QStringLiteral("INSERT INTO workflow_runs (github_run_id, run_attempt, html_url, date) VALUES (17000000002, 1, "
                                "'https://github.com/SemiAnalysisAI/InferenceX/actions/runs/17000000002', '2026-09-01')"));
        const QString insert =
            QStringLiteral("INSERT INTO benchmark_results (workflow_run_id, config_id, benchmark_type, date, isl, osl, conc, offload_mode, "
                           "metrics, power_invalid_reasons) VALUES ((SELECT max(id) FROM workflow_runs), (SELECT max(id) FROM configs), "
                           "'agentic_traces', '2026-09-01', NULL, NULL, %1, '%2', '%3', %4)");
        exec(*c, insert.arg(8).arg(QStringLiteral("on"),
                                   QStringLiteral(R"({"tput_per_gpu": 5445.6, "output_tput_per_gpu": 60.2, "p90_itl": 0.0249,
                                       "avg_power_w": 811.5, "power_valid": 1, "power_metric_schema_version": 2,
                                       "p90_power_w": 902.25, "joules_per_successful_query": 61234.5})"),
                                   QStringLiteral("NULL")));
        exec(*c, insert.arg(16).arg(QStringLiteral("off"),
                                    QStringLiteral(R"({"tput_per_gpu": 6011.0, "output_tput_per_gpu": 66.4, "p90_itl": 0.031,
                                        "power_valid": 0, "power_metric_schema_version": 2})"),
                                    QStringLiteral("'[\"sampling_gap_exceeded\"]'")));
        Store s = MUST(Store::open(freshPath()));
        DbFilter agentic;
        agentic.isl = agentic.osl = kAgenticLength;
        const ImportReport r = inferencex::importDatabase(s, m_server.uri(db), agentic);
        QVERIFY2(r.ok(), qPrintable(test::issuesText(r.errors)));
        QCOMPARE(r.inserted, 2); // the fixed-length rows are left out by the filter
        QVERIFY2(r.file.contains(QLatin1String("agentic-coding")), qPrintable(r.file));
        const QList<BenchmarkPoint> pts = MUST(s.points());
        QCOMPARE(pts.size(), 2);
        const BenchmarkPoint& measured = pts.at(0);
        QVERIFY(measured.agentic);
        QVERIFY(isAgentic(measured.isl, measured.osl));
        QCOMPARE(measured.model, QStringLiteral("Kimi-K2.5"));
        QCOMPARE(measured.agentic->offload, QStringLiteral("on"));
        QVERIFY(measured.measuredPower && measured.measuredPower->valid);
        QCOMPARE(measured.measuredPower->watts, 811.5);
        QVERIFY(measured.powerDetail);
        QCOMPARE(measured.powerDetail->schemaVersion, 2);
        QCOMPARE(measured.powerDetail->p90W, 902.25);
        QCOMPARE(measured.agentic->joulesPerQuery, 61234.5);
        const BenchmarkPoint& invalid = pts.at(1);
        QCOMPARE(invalid.agentic->offload, QStringLiteral("off"));
        QVERIFY(!invalid.measuredPower);
        QVERIFY(invalid.powerDetail && !invalid.powerDetail->valid);
        QCOMPARE(invalid.powerDetail->invalidReasons, QStringList{QStringLiteral("sampling_gap_exceeded")});
        QCOMPARE(powerInvalidText(*invalid.powerDetail), QStringLiteral("measured power invalid: sampling gap over 3 s"));
        // Unfiltered, the same database gives both kinds of row.
        Store all = MUST(Store::open(freshPath()));
        const ImportReport everything = inferencex::importDatabase(all, m_server.uri(db), {});
        QVERIFY2(everything.ok(), qPrintable(test::issuesText(everything.errors)));
        QVERIFY(everything.inserted > 400);
        QCOMPARE(test::sqlOn(all.path(), "SELECT count(*) FROM points WHERE isl = -1"), QStringLiteral("2"));
    }

    void readingAgainAddsOnlyNewResults()
    {
        const QString db = copyOfInferencex();
        const QString path = freshPath();
        Store s = MUST(Store::open(path));
        const ImportReport first = inferencex::importDatabase(s, m_server.uri(db), {});
        QVERIFY2(first.ok(), qPrintable(test::issuesText(first.errors)));
        // The server's ingest adds five results (another concurrency of five configurations).
        exec(*admin(db), QStringLiteral("INSERT INTO benchmark_results (workflow_run_id, config_id, date, isl, osl, conc, image, metrics) "
                                        "SELECT workflow_run_id, config_id, date, isl, osl, conc + 5000, image, metrics "
                                        "FROM benchmark_results ORDER BY id LIMIT 5"));
        const QString highBefore = test::sqlOn(path, "SELECT count(*) FROM points WHERE conc >= 5000");
        const ImportReport second = inferencex::importDatabase(s, m_server.uri(db), {});
        QVERIFY2(second.ok(), qPrintable(test::issuesText(second.errors)));
        QCOMPARE(second.inserted, 5);
        QCOMPARE(second.alreadyPresent, first.inserted);
        QVERIFY(second.notes.join(QLatin1Char('\n')).contains(QStringLiteral("%1 results were already stored").arg(first.inserted)));
        QCOMPARE(MUST(s.pointCount()), first.inserted + 5);
        QCOMPARE(test::sqlOn(path, "SELECT count(*) FROM points WHERE conc >= 5000").toInt(), highBefore.toInt() + 5);
        // The same results read under a filter, or from the API file, are the same results.
        DbFilter f;
        f.models = {QStringLiteral("dsr1")};
        const ImportReport filtered = inferencex::importDatabase(s, m_server.uri(db), f);
        QVERIFY2(filtered.ok(), qPrintable(test::issuesText(filtered.errors)));
        QCOMPARE(filtered.inserted, 0);
        QCOMPARE(filtered.alreadyPresent, first.inserted + 5);
        const ImportReport api = s.importFile(test::testData(kApiRows));
        QVERIFY2(api.ok(), qPrintable(test::issuesText(api.errors)));
        QCOMPARE(api.inserted, 0);
        QCOMPARE(MUST(s.pointCount()), first.inserted + 5);
    }

    void badRowIsNamedAndNothingIsStored()
    {
        const QString db = copyOfInferencex();
        auto c = admin(db);
        exec(*c, QStringLiteral("UPDATE benchmark_results SET metrics = jsonb_set(metrics, '{tput_per_gpu}', '-5') "
                                "WHERE id = (SELECT id FROM benchmark_results ORDER BY id OFFSET 7 LIMIT 1)"));
        const auto id = c->query(QStringLiteral("SELECT id FROM benchmark_results ORDER BY id OFFSET 7 LIMIT 1"));
        QVERIFY_OK(id);
        expectRefusedUnchanged(m_server.uri(db), {}, QStringLiteral("(benchmark_results.id %1)").arg(id->at(0).at(0)));
        expectRefusedUnchanged(m_server.uri(db), {}, QStringLiteral("row 7, field \"metrics.tput_per_gpu\""));
    }

    void connectionProblemsAreExplained()
    {
        // Nothing listens on port 1.
        expectRefusedUnchanged(QStringLiteral("postgresql://postgres@127.0.0.1:1/inferencex"), {}, QStringLiteral("cannot connect"));
        const QString wrong = QStringLiteral("postgresql://reader:wrong-password@127.0.0.1:%1/inferencex").arg(m_server.port());
        expectRefusedUnchanged(wrong, {}, QStringLiteral("password authentication failed for user \"reader\""));
        expectRefusedUnchanged(m_server.uri(QStringLiteral("nope")), {}, QStringLiteral("database \"nope\" does not exist"));
        expectRefusedUnchanged(QStringLiteral("mysql://127.0.0.1/x"), {}, QStringLiteral("expected a postgresql://"));

        // The right password works, and is not stored.
        const QString path = freshPath();
        Store s = MUST(Store::open(path));
        const QString right = QStringLiteral("postgresql://reader:right-password@127.0.0.1:%1/inferencex").arg(m_server.port());
        const ImportReport r = inferencex::importDatabase(s, right, {});
        QVERIFY2(r.ok(), qPrintable(test::issuesText(r.errors)));
        QVERIFY(!test::sqlOn(path, "SELECT location || file_name FROM sources").contains(QLatin1String("password")));
        QVERIFY(test::sqlOn(path, "SELECT location FROM sources").startsWith(QLatin1String("postgresql://reader@127.0.0.1")));
    }

    void schemaThatIsNotInferencexIsRefused()
    {
        auto other = admin(QStringLiteral("other"));
        expectRefusedUnchanged(m_server.uri(QStringLiteral("other")), {},
                               QStringLiteral("no table benchmark_results; expected InferenceX's schema"));
        exec(*other, QStringLiteral("CREATE TABLE configs (id serial, hardware text, framework text, model text, precision text)"));
        exec(*other,
             QStringLiteral("CREATE TABLE workflow_runs (id bigserial, github_run_id bigint, run_attempt smallint, html_url text)"));
        exec(*other, QStringLiteral("CREATE TABLE benchmark_results (id bigserial)"));
        expectRefusedUnchanged(m_server.uri(QStringLiteral("other")), {},
                               QStringLiteral("table benchmark_results has no column workflow_run_id"));
        exec(*other, QStringLiteral("DROP TABLE benchmark_results"));
        exec(*other, QStringLiteral("CREATE TABLE benchmark_results (id bigserial, workflow_run_id bigint, config_id int, date date, "
                                    "isl int, osl int, conc int, image text, metrics jsonb, error text)"));
        expectRefusedUnchanged(m_server.uri(QStringLiteral("other")), {}, QStringLiteral("table configs has no column spec_method"));
    }

    void lostConnectionAndCancelChangeNothing()
    {
        const QString db = largeDatabase();
        auto killer = admin(QStringLiteral("postgres"));
        const QString path = storeWithApiRows();
        const QString before = storeState(path);
        {
            Store s = MUST(Store::open(path));
            int calls = 0;
            const ImportReport r = inferencex::importDatabase(s, m_server.uri(db), {}, [&](qint64 rows, qint64 total) {
                if (++calls == 1) {
                    VERIFY_OR_THROW(rows < total);
                    exec(*killer, QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                                 "WHERE application_name = 'denominator' AND datname = '%1'")
                                      .arg(db));
                }
                return true;
            });
            QVERIFY(!r.ok());
            QVERIFY2(test::issuesText(r.errors).contains(QLatin1String("the server stopped sending rows after")),
                     qPrintable(test::issuesText(r.errors)));
            QVERIFY(calls >= 1);
        }
        QCOMPARE(storeState(path), before);
        {
            Store s = MUST(Store::open(path));
            const ImportReport r = inferencex::importDatabase(s, m_server.uri(db), {}, [](qint64 rows, qint64) { return rows < 1000; });
            QVERIFY(!r.ok());
            QVERIFY2(test::issuesText(r.errors).contains(QLatin1String("cancelled after 1000 of")), qPrintable(test::issuesText(r.errors)));
        }
        QCOMPARE(storeState(path), before);
    }

    void dialogImportsAndCancels()
    {
        const QString path = freshPath();
        {
            ui::DatabaseDialog dialog(path);
            dialog.findChild<QLineEdit*>(QStringLiteral("address"))
                ->setText(QStringLiteral("postgresql://reader@127.0.0.1:%1/inferencex").arg(m_server.port()));
            dialog.findChild<QLineEdit*>(QStringLiteral("password"))->setText(QStringLiteral("right-password"));
            dialog.findChild<QLineEdit*>(QStringLiteral("models"))->setText(QStringLiteral("DeepSeek-R1-0528"));
            QSignalSpy done(&dialog, &ui::DatabaseDialog::importFinished);
            dialog.start();
            QVERIFY(dialog.running());
            QVERIFY(done.wait(60000));
            QCOMPARE(done.first().first().toBool(), true);
            QVERIFY(dialog.imported());
            const QString status = dialog.findChild<QLabel*>(QStringLiteral("status"))->text();
            QVERIFY2(status.contains(QLatin1String("inserted")), qPrintable(status));
            if (qEnvironmentVariableIsSet("DENOMINATOR_GRAB")) {
                dialog.show();
                QTest::qWait(100);
                dialog.grab().save(qEnvironmentVariable("DENOMINATOR_GRAB"));
            }
            QVERIFY(!QSettings().value(QStringLiteral("inferencex/database")).toString().contains(QLatin1String("password")));
        }
        const int stored = MUST(MUST(Store::open(path, Store::Access::Read)).pointCount());
        QVERIFY(stored > 400);

        const QString before = storeState(path);
        ui::DatabaseDialog dialog(path);
        dialog.findChild<QLineEdit*>(QStringLiteral("address"))->setText(m_server.uri(largeDatabase()));
        QSignalSpy done(&dialog, &ui::DatabaseDialog::importFinished);
        dialog.start();
        dialog.cancel();
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), false);
        const QString status = dialog.findChild<QLabel*>(QStringLiteral("status"))->text();
        QVERIFY2(status.startsWith(QLatin1String("Cancelled: nothing imported")), qPrintable(status));
        QCOMPARE(storeState(path), before);
    }

    void commandLineImportsADatabase()
    {
        const QString path = freshPath();
        const auto run =
            test::runProgram({QStringLiteral("import"), QStringLiteral("--db"), path,
                              QStringLiteral("postgresql://reader:right-password@127.0.0.1:%1/inferencex").arg(m_server.port()),
                              QStringLiteral("--model"), QStringLiteral("DeepSeek-R1-0528"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray reports = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports[0][QStringLiteral("format")].toString(), QStringLiteral("inferencex-db"));
        QVERIFY(reports[0][QStringLiteral("inserted")].toInt() > 400);
        QVERIFY(!run.out.contains(QLatin1String("right-password")));
        QCOMPARE(MUST(MUST(Store::open(path, Store::Access::Read)).pointCount()), reports[0][QStringLiteral("inserted")].toInt());

        const auto badDate = test::runProgram(
            {QStringLiteral("import"), QStringLiteral("--db"), path, m_server.uri(), QStringLiteral("--since"), QStringLiteral("March")});
        QCOMPARE(badDate.exitCode, 2);
        QVERIFY2(badDate.err.contains(QLatin1String("--since March: expected YYYY-MM-DD")), qPrintable(badDate.err));
        const auto noDatabase = test::runProgram({QStringLiteral("import"), QStringLiteral("--db"), path, test::testData(kApiRows),
                                                  QStringLiteral("--model"), QStringLiteral("dsr1")});
        QCOMPARE(noDatabase.exitCode, 2);
        QVERIFY2(noDatabase.err.contains(QLatin1String("no database was given")), qPrintable(noDatabase.err));
    }
};

QTEST_MAIN(TestInferencexDb)
#include "test_inferencex_db.moc"
