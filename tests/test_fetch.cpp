// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fetching from the InferenceX API, against a local HTTP server this test starts (http_fixture.h)
// that serves the real API response in tests/data and injects failures: connection refused, 500
// then 200, 429 with Retry-After, a truncated body, an HTML page, an {"error": …} object, a
// server that never answers, an unchanged resource (304 from the cache), a body over the size
// limit (announced, or endless and chunked) and a trickle past the deadline. The command line
// runs as a real process (its option ranges too); the database is checked afterwards. The
// client's own bounds on headers, and TLS, proxies and redirects: test_http_client.

#include "dialogs/fetch_dialog.h"
#include "fetch/http_get.h"
#include "fetch/inferencex_api.h"
#include "http_fixture.h"
#include "store/store.h"
#include "test_support.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

Q_DECLARE_METATYPE(denominator::test::HttpReply)

using namespace denominator;
using test::HttpFixture;
using test::HttpReply;

namespace {

const QString kModel = QStringLiteral("DeepSeek-R1-0528");
using test::kProxyVariables;

QByteArray fixtureBody()
{
    QFile f(QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud/benchmarks.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

using Run = test::ProgramRun; // run here with the event loop going, so the test's server answers

} // namespace

class TestFetch : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray m_body;
    int m_n = 0;

    QString freshPath(const char* what) { return m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(QLatin1String(what)).arg(++m_n)); }

    /// `denominator fetch …` as a process, waiting in an event loop so the server keeps serving.
    Run fetch(const QString& db, const QUrl& base, const QStringList& extra = {}, bool withModel = true)
    {
        QStringList args{QStringLiteral("fetch"), QStringLiteral("--db"), db, QStringLiteral("--base-url"), base.toString()};
        if (withModel) args << QStringLiteral("--model") << kModel;
        return test::runWhileServing(args + extra, m_dir.filePath(QStringLiteral("cache")));
    }

    /// A database already holding the fixture, and what it holds.
    QString seededDb(int& points, int& sources)
    {
        const QString path = freshPath("seeded");
        Store store = MUST(Store::open(path));
        const ImportReport r = store.importFile(QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud/benchmarks.json"));
        points = MUST(store.pointCount());
        sources = int(MUST(store.sources()).size());
        return r.ok() ? path : QString();
    }

    static HttpReply okReply(const QByteArray& body) { return {200, body, {{"Content-Type", "application/json"}}, 0, -1, false}; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the dialog's settings and cache stay out of the user's
        QVERIFY(m_dir.isValid());
        for (const char* proxy : kProxyVariables) qunsetenv(proxy); // the server is local
        m_body = fixtureBody();
        QVERIFY(m_body.size() > 100000);
    }

    void urlsFollowTheApi()
    {
        const QUrl base(QStringLiteral("http://mirror.example/inferencex/"));
        QCOMPARE(inferencex::benchmarksUrl(base, kModel, QStringLiteral("2026-06-01")).toString(),
                 QStringLiteral("http://mirror.example/inferencex/api/v1/benchmarks?model=DeepSeek-R1-0528&date=2026-06-01"));
        QCOMPARE(inferencex::historyUrl(base, kModel, 1024, 8192).toString(),
                 QStringLiteral("http://mirror.example/inferencex/api/v1/benchmarks/history?model=DeepSeek-R1-0528&isl=1024&osl=8192"));
        QCOMPARE(inferencex::baseUrl()->toString(), inferencex::defaultBaseUrl());
        QVERIFY(!inferencex::baseUrl(QStringLiteral("ftp://example.org")).ok());
    }

    void fetchImportsWithProvenanceAndAnUnchangedResourceTransfersNothing()
    {
        HttpFixture server;
        // Like a CDN: an ETag, and 304 when the client already has that version.
        server.handler = [this](const QByteArray& request) {
            if (request.contains("If-None-Match: \"v1\"")) return HttpReply{304, {}, {{"ETag", "\"v1\""}}, 0, -1, false};
            HttpReply r = okReply(m_body);
            r.headers << qMakePair(QByteArray("ETag"), QByteArray("\"v1\""));
            return r;
        };
        const QString db = freshPath("fetch");
        const Run first = fetch(db, server.base());
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY2(first.out.contains(QStringLiteral("inferencex-api, 435 inserted, 0 already present")), qPrintable(first.out));
        QVERIFY(first.out.contains(QStringLiteral("%1 bytes downloaded").arg(m_body.size())));
        QCOMPARE(server.requests().size(), 1);
        QVERIFY(server.requests()[0].startsWith("GET /api/v1/benchmarks?model=DeepSeek-R1-0528 HTTP/1.1"));
        const QByteArray request = server.requests()[0].toLower();
        QVERIFY2(request.contains("accept-encoding: ") &&
                     request.mid(request.indexOf("accept-encoding: ")).split('\r').first().contains("gzip"),
                 request.constData());
        QVERIFY2(request.contains("user-agent: denominator/"), request.constData());
        {
            Store store = MUST(Store::open(db, Store::Access::Read));
            QCOMPARE(MUST(store.pointCount()), 435);
            const QUrl url = inferencex::benchmarksUrl(server.base(), kModel);
            QCOMPARE(test::sqlOn(db, "SELECT location FROM sources"), url.toString());
            QVERIFY(QDateTime::fromString(test::sqlOn(db, "SELECT retrieved_at FROM sources"), Qt::ISODate).isValid());
            QCOMPARE(test::sqlOn(db, "SELECT sha256 FROM sources"),
                     QString::fromLatin1(QCryptographicHash::hash(m_body, QCryptographicHash::Sha256).toHex()));
        }
        const Run again = fetch(db, server.base());
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("0 inserted, 435 already present")), qPrintable(again.out));
        QVERIFY2(again.out.contains(QStringLiteral("unchanged since the last fetch")), qPrintable(again.out));
        QCOMPARE(server.requests().size(), 2);
        QVERIFY(server.requests()[1].contains("If-None-Match: \"v1\"")); // answered 304: no body sent
        // "Update" asks again for everything fetched before.
        const Run update = fetch(db, server.base(), {QStringLiteral("--update")}, false);
        QVERIFY2(update.exitCode == 0, qPrintable(update.err));
        QVERIFY2(update.out.contains(QStringLiteral("unchanged since the last fetch")), qPrintable(update.out));
        QCOMPARE(server.requests().size(), 3);
        QVERIFY(server.requests()[2].startsWith("GET /api/v1/benchmarks?model=DeepSeek-R1-0528 HTTP/1.1"));
        Store store = MUST(Store::open(db, Store::Access::Read));
        QCOMPARE(MUST(store.pointCount()), 435);
        QCOMPARE(MUST(store.fetchedUrls()), QStringList{inferencex::benchmarksUrl(server.base(), kModel).toString()});
    }

    void aFetchedResponseGoesIntoAnEvidenceBundle()
    {
        // No file holds a fetched response: the store keeps its body, so a chart drawn from it
        // bundles it and `verify` re-derives every number on a machine that never fetched it.
        HttpFixture server;
        server.handler = [this](const QByteArray&) { return okReply(m_body); };
        const QString db = freshPath("kept");
        const Run fetched = fetch(db, server.base());
        QVERIFY2(fetched.exitCode == 0, qPrintable(fetched.err));
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(m_body, QCryptographicHash::Sha256).toHex());
        QCOMPARE(MUST(MUST(Store::open(db, Store::Access::Read)).fetchedBytes(sha)), std::optional<QByteArray>(m_body));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const auto bundle = [&](const QString& dir) {
            return test::runProgram({QStringLiteral("render"), QStringLiteral("--db"), db, QStringLiteral("--model"), kModel,
                                     QStringLiteral("--workload"), QStringLiteral("1k/1k"), QStringLiteral("--bundle"), dir},
                                    env);
        };
        const QString dir = m_dir.filePath(QStringLiteral("bundle-kept"));
        const Run written = bundle(dir);
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));
        const QFileInfoList inputs = QDir(dir + QStringLiteral("/inputs/") + sha.left(12)).entryInfoList(QDir::Files);
        QCOMPARE(inputs.size(), 1);
        QVERIFY2(inputs.first().fileName().startsWith(QLatin1String("benchmarks_model=DeepSeek-R1-0528")) &&
                     inputs.first().fileName().endsWith(QLatin1String(".json")),
                 qPrintable(inputs.first().fileName()));
        QCOMPARE(test::readAll(inputs.first().filePath()), m_body);
        const Run verified = test::runProgram({QStringLiteral("verify"), dir, QStringLiteral("--db"), freshPath("elsewhere")}, env);
        QVERIFY2(verified.exitCode == 0, qPrintable(verified.out + verified.err));
        QVERIFY2(verified.out.contains(QLatin1String("verified: all")), qPrintable(verified.out));
        // Fetched by a version that kept no bodies: no bundle, and the way out; fetching again keeps it.
        QCOMPARE(test::sqlOn(db, "DELETE FROM fetched_bytes"), QString());
        const Run refused = bundle(m_dir.filePath(QStringLiteral("bundle-old")));
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("by a version that did not keep responses; fetch it again")), qPrintable(refused.err));
        const Run again = fetch(db, server.base());
        QVERIFY2(again.exitCode == 0 && again.out.contains(QLatin1String("0 inserted, 435 already present")), qPrintable(again.out));
        QVERIFY2(bundle(m_dir.filePath(QStringLiteral("bundle-again"))).exitCode == 0, "fetched again, the body is kept");
        // Removing the source removes its body.
        QVERIFY(test::runProgram({QStringLiteral("sources"), QStringLiteral("remove"), sha.left(12), QStringLiteral("--db"), db}, env)
                    .exitCode == 0);
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM fetched_bytes"), QStringLiteral("0"));
    }

    void aGrownResponseAddsOnlyItsNewResults()
    {
        // The server first knows the older half of the rows, a week later all of them.
        const QJsonArray all = QJsonDocument::fromJson(m_body).array();
        QJsonArray half;
        for (qsizetype i = 0; i < all.size() / 2; ++i) half.append(all[i]);
        HttpFixture server;
        server.script(okReply(QJsonDocument(half).toJson(QJsonDocument::Compact)));
        server.script(okReply(m_body));
        const QString db = freshPath("grown");
        const Run first = fetch(db, server.base());
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const int before = MUST(MUST(Store::open(db, Store::Access::Read)).pointCount());
        QVERIFY(before > 100 && before < 435);
        const Run second = fetch(db, server.base());
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QVERIFY2(second.out.contains(QStringLiteral("%1 inserted, %2 already present").arg(435 - before).arg(before)),
                 qPrintable(second.out));
        QCOMPARE(MUST(MUST(Store::open(db, Store::Access::Read)).pointCount()), 435);
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM sources"), QStringLiteral("2")); // each response keeps its provenance
    }

    void retriesA500ThenSucceeds()
    {
        HttpFixture server;
        server.script({500, R"({"error": "Internal server error"})", {}, 0, -1, false});
        server.script(okReply(m_body));
        HttpOptions o;
        o.backoffMs = 20;
        const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), o);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->attempts, 2);
        QCOMPARE(r->body, m_body);
        QCOMPARE(server.requests().size(), 2);
    }

    void waitsAsLongAsRetryAfterSays()
    {
        HttpFixture server;
        server.script({429, R"({"error": "slow down"})", {{"Retry-After", "1"}}, 0, -1, false});
        server.script(okReply(m_body));
        HttpOptions o;
        o.backoffMs = 20;
        QElapsedTimer t;
        t.start();
        const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), o);
        QVERIFY(r.ok());
        QCOMPARE(r->attempts, 2);
        QVERIFY2(t.elapsed() >= 950, qPrintable(QString::number(t.elapsed())));
    }

    void brokenResponsesChangeNothing_data()
    {
        QTest::addColumn<HttpReply>("reply");
        QTest::addColumn<QString>("expected");
        QTest::newRow("truncated body") << HttpReply{200, fixtureBody(), {}, 0, 70000, false} << QStringLiteral("cut off");
        QTest::newRow("HTML page") << HttpReply{200, "<!DOCTYPE html><html><body>Gateway</body></html>", {}, 0, -1, false}
                                   << QStringLiteral("HTML page");
        QTest::newRow("error object, 400") << HttpReply{400, R"({"error": "Unknown model: DeepSeek"})", {}, 0, -1, false}
                                           << QStringLiteral("HTTP 400 Bad Request: \"Unknown model: DeepSeek\"");
        QTest::newRow("error object, 200") << HttpReply{200, R"({"error": "Internal"})", {}, 0, -1, false}
                                           << QStringLiteral("server answered with an error: \"Internal\"");
        QTest::newRow("cut JSON, complete transfer")
            << HttpReply{200, fixtureBody().left(5000), {}, 0, -1, false} << QStringLiteral("not complete JSON (5000 bytes");
        QTest::newRow("server never answers") << HttpReply{200, {}, {}, 0, -1, true} << QStringLiteral("no response within 0.5 s");
        QTest::newRow("always 503") << HttpReply{503, "busy", {}, 0, -1, false}
                                    << QStringLiteral("HTTP 503 Service Unavailable (tried 2 times)");
    }

    void brokenResponsesChangeNothing()
    {
        QFETCH(HttpReply, reply);
        QFETCH(QString, expected);
        HttpFixture server;
        server.handler = [reply](const QByteArray&) { return reply; };
        int points = 0, sources = 0;
        const QString db = seededDb(points, sources);
        QVERIFY(!db.isEmpty());
        const QByteArray before = test::readAll(db);
        const Run r = fetch(db, server.base(),
                            {QStringLiteral("--timeout"), QStringLiteral("0.5"), QStringLiteral("--retries"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("GET %1/api/v1/benchmarks?model=").arg(server.base().toString())), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("the database is unchanged")));
        Store store = MUST(Store::open(db, Store::Access::Read));
        QCOMPARE(MUST(store.pointCount()), points);
        QCOMPARE(int(MUST(store.sources()).size()), sources);
        QCOMPARE(test::readAll(db), before);
    }

    void connectionRefusedNamesTheUrl()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        } // closed: nothing listens there now
        const QUrl base(QStringLiteral("http://127.0.0.1:%1").arg(port));
        const QString db = freshPath("refused");
        const Run r = fetch(db, base, {QStringLiteral("--retries"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("GET http://127.0.0.1:%1/api/v1/benchmarks").arg(port)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("connection refused")), qPrintable(r.err));
        Store store = MUST(Store::open(db, Store::Access::Read));
        QCOMPARE(MUST(store.pointCount()), 0);
    }

    void aBodyOverTheLimitIsRefused()
    {
        constexpr qint64 limit = qint64(1) << 20;
        HttpOptions o;
        o.maxBodyBytes = limit;
        o.timeoutMs = 5000;
        o.backoffMs = 20;
        // Announced: 3 MiB of rows with a Content-Length; refused, and not asked for again.
        HttpFixture announced;
        announced.script(okReply("[" + QByteArray(R"({"a":1},)").repeated(3 << 17) + R"({"a":1}])"));
        auto r = httpGetJsonArray(inferencex::benchmarksUrl(announced.base(), kModel), o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().toString().contains(QStringLiteral("larger than 1.0 MiB")), qPrintable(r.error().toString()));
        QCOMPARE(announced.requests().size(), 1);

        // Arriving: an endless chunked array (cut at 64 MiB); the client stops reading soon after the limit.
        qint64 sent = 0;
        HttpFixture endless;
        endless.raw = [&sent](QTcpSocket* s, const QByteArray&) {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n[\r\n");
            const QByteArray rows = QByteArray(R"({"a":1},)").repeated(1 << 15); // 256 KiB
            const QByteArray chunk = QByteArray::number(rows.size(), 16) + "\r\n" + rows + "\r\n";
            const auto next = [&sent, chunk] { return sent < (qint64(64) << 20) ? chunk : QByteArray(); };
            HttpFixture::stream(s, 1, next, &sent);
        };
        QElapsedTimer t;
        t.start();
        r = httpGetJsonArray(inferencex::benchmarksUrl(endless.base(), kModel), o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().toString().contains(QStringLiteral("larger than 1.0 MiB")), qPrintable(r.error().toString()));
        QVERIFY2(sent > limit && sent < limit + (qint64(16) << 20), qPrintable(QString::number(sent)));
        QVERIFY2(t.elapsed() < 20000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(endless.requests().size(), 1);
    }

    void runningOutOfMemoryEndsTheTransferCleanly()
    {
        // An allocation that fails while the body arrives ends that transfer with a message; the
        // exception never crosses Qt's event loop (which would abort), nothing is kept, and the
        // next fetch works.
        HttpFixture fixture;
        const QByteArray rows = "[" + QByteArray(R"({"a":1},)").repeated(1 << 14) + R"({"a":1}])";
        fixture.script(okReply(rows));
        fixture.script(okReply(rows));
        HttpOptions o;
        o.backoffMs = 20;
        int calls = 0;
        o.beforeBodyGrows = [&calls](qint64 bytes) {
            ++calls;
            if (bytes > 0) throw std::bad_alloc();
        };
        auto r = httpGetJsonArray(inferencex::benchmarksUrl(fixture.base(), kModel), o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().toString().contains(QStringLiteral("not enough memory to hold the response")), qPrintable(r.error().toString()));
        QCOMPARE(calls, 1); // the transfer stopped at the failed allocation
        QCOMPARE(fixture.requests().size(), 1);
        o.beforeBodyGrows = nullptr;
        r = httpGetJsonArray(inferencex::benchmarksUrl(fixture.base(), kModel), o);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
    }

    void aTrickleEndsAtTheDeadline()
    {
        qint64 sent = 0;
        HttpFixture server;
        server.raw = [&sent](QTcpSocket* s, const QByteArray&) {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n");
            const auto next = [] { return QByteArray("["); }; // never 2 s silent, never done
            HttpFixture::stream(s, 300, next, &sent);
        };
        HttpOptions o;
        o.timeoutMs = 2000;
        o.deadlineMs = 1500;
        o.attempts = 1;
        QElapsedTimer t;
        t.start();
        const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), o);
        const qint64 elapsed = t.elapsed();
        QVERIFY(!r.ok());
        QVERIFY2(r.error().toString().contains(QStringLiteral("1.5 s deadline")), qPrintable(r.error().toString()));
        QVERIFY2(elapsed >= 1300 && elapsed < 10000, qPrintable(QString::number(elapsed)));
        QVERIFY2(sent >= 3, qPrintable(QString::number(sent))); // bytes kept arriving: the silence limit never applied
    }

    void dialogFetchesWithProgressAndCancels()
    {
        HttpFixture server;
        server.handler = [this](const QByteArray&) { return okReply(m_body); };
        const QString db = freshPath("dialog");
        ui::FetchDialog d(db);
        d.findChild<QLineEdit*>(QStringLiteral("baseUrl"))->setText(server.base().toString());
        d.setModels({kModel});
        QSignalSpy done(&d, &ui::FetchDialog::fetchFinished);
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("fetch")), Qt::LeftButton);
        QVERIFY(d.running());
        QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("fetch"))->isEnabled()); // one fetch at a time
        QVERIFY(done.wait(30000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(d.imported());
        const QString status = d.findChild<QLabel*>(QStringLiteral("status"))->text();
        QVERIFY2(status.contains(QStringLiteral("435 inserted")), qPrintable(status));
        if (qEnvironmentVariableIsSet("DENOMINATOR_GRAB")) {
            d.show();
            QTest::qWait(100);
            d.grab().save(qEnvironmentVariable("DENOMINATOR_GRAB"));
        }
        {
            Store store = MUST(Store::open(db, Store::Access::Read));
            QCOMPARE(MUST(store.pointCount()), 435);
        }

        // Cancel against a server that takes its time: nothing is stored.
        HttpFixture slow;
        slow.handler = [this](const QByteArray&) {
            HttpReply r = okReply(m_body);
            r.delayMs = 5000;
            return r;
        };
        const QString db2 = freshPath("cancelled");
        ui::FetchDialog d2(db2);
        d2.findChild<QLineEdit*>(QStringLiteral("baseUrl"))->setText(slow.base().toString());
        QSignalSpy done2(&d2, &ui::FetchDialog::fetchFinished);
        QElapsedTimer t;
        t.start();
        d2.start();
        QTest::qWait(300);
        d2.cancel();
        QVERIFY(done2.wait(10000));
        QVERIFY(t.elapsed() < 3000); // cancelled, not waited out
        QCOMPARE(done2.first().first().toBool(), false);
        QVERIFY(!d2.imported());
        QVERIFY2(d2.findChild<QLabel*>(QStringLiteral("status"))->text().contains(QStringLiteral("Cancelled")),
                 qPrintable(d2.findChild<QLabel*>(QStringLiteral("status"))->text()));
        if (QFile::exists(db2)) { // the worker may not have got as far as opening it
            Store store = MUST(Store::open(db2, Store::Access::Read));
            QCOMPARE(MUST(store.pointCount()), 0);
        }
    }

    void dialogFetchesSeveralModelsAndUpdates()
    {
        // A second model answers with ten rows of its own (the first ten, under another model key).
        QJsonArray secondRows;
        for (qsizetype i = 0; i < 10; ++i) {
            QJsonObject row = QJsonDocument::fromJson(m_body).array()[i].toObject();
            row[QStringLiteral("model")] = QStringLiteral("gptoss120b");
            secondRows.append(row);
        }
        const QByteArray second = QJsonDocument(secondRows).toJson();
        HttpFixture server;
        server.handler = [this, second](const QByteArray& request) {
            return okReply(request.contains("model=gpt-oss-120b") ? second : m_body);
        };
        const QString db = freshPath("several");
        ui::FetchDialog d(db);
        d.findChild<QLineEdit*>(QStringLiteral("baseUrl"))->setText(server.base().toString());
        d.setModels({kModel, QStringLiteral("gpt-oss-120b")});
        d.findChild<QLineEdit*>(QStringLiteral("otherModels"))->setText(QStringLiteral(" gpt-oss-120b , "));
        QCOMPARE(d.models(), (QStringList{kModel, QStringLiteral("gpt-oss-120b")})); // typed twice, asked once
        QSignalSpy done(&d, &ui::FetchDialog::fetchFinished);
        d.start();
        QVERIFY(done.wait(30000));
        QCOMPARE(done.takeFirst().first().toBool(), true);
        QCOMPARE(server.requests().size(), 2);
        QString status = d.findChild<QLabel*>(QStringLiteral("status"))->text();
        QVERIFY2(status.contains(QLatin1String("435 inserted")) && status.contains(QLatin1String("10 inserted")), qPrintable(status));
        QCOMPARE(MUST(MUST(Store::open(db, Store::Access::Read)).pointCount()), 445);

        // Update asks again for both responses; unchanged, they add nothing.
        d.update();
        QVERIFY(done.wait(30000));
        QCOMPARE(done.takeFirst().first().toBool(), true);
        QCOMPARE(server.requests().size(), 4);
        QVERIFY(server.requests()[2].contains("model=DeepSeek-R1-0528") || server.requests()[3].contains("model=DeepSeek-R1-0528"));
        status = d.findChild<QLabel*>(QStringLiteral("status"))->text();
        QCOMPARE(status.count(QLatin1String("imported before; nothing added")), 2);
        QCOMPARE(MUST(MUST(Store::open(db, Store::Access::Read)).pointCount()), 445);

        // Nothing fetched before: Update says so.
        ui::FetchDialog empty(freshPath("nothing-fetched"));
        QSignalSpy emptyDone(&empty, &ui::FetchDialog::fetchFinished);
        empty.update();
        QVERIFY(emptyDone.wait(10000));
        QCOMPARE(emptyDone.first().first().toBool(), false);
        status = empty.findChild<QLabel*>(QStringLiteral("status"))->text();
        QVERIFY2(status.contains(QLatin1String("nothing to update")), qPrintable(status));
    }

    void availabilityListsModelsAndWorkloads()
    {
        QFile f(QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud/availability.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray body = f.readAll();
        const auto a = inferencex::parseAvailability(body, QStringLiteral("availability.json"));
        QVERIFY2(a.ok(), a.ok() ? "" : qPrintable(a.error().toString()));
        QVERIFY(a->models.contains(kModel));
        QVERIFY(a->models[kModel].workloads.contains(QStringLiteral("1024/1024")));
        QVERIFY(a->models[kModel].workloads.contains(QStringLiteral("8192/1024")));
        QVERIFY(!a->models[kModel].newestDate.isEmpty());
        for (const QString& key : a->unknownKeys) QVERIFY(!a->models.contains(key)); // never guessed
        const auto bad = inferencex::parseAvailability(R"([{"model": "dsr1", "isl": 1024, "osl": 1024}, {"model": "dsr1", "isl": "x"}])",
                                                       QStringLiteral("availability.json"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().row, 1);
        QCOMPARE(bad.error().field, QStringLiteral("isl"));

        // The dialog offers what the server holds.
        HttpFixture server;
        server.handler = [body](const QByteArray& request) {
            return request.startsWith("GET /api/v1/availability ") ? okReply(body) : HttpReply{404, R"({"error": "no"})", {}, 0, -1, false};
        };
        ui::FetchDialog d(freshPath("list"));
        d.findChild<QLineEdit*>(QStringLiteral("baseUrl"))->setText(server.base().toString());
        QSignalSpy done(&d, &ui::FetchDialog::fetchFinished);
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("loadList")), Qt::LeftButton);
        QVERIFY(done.wait(20000));
        auto* models = d.findChild<QListWidget*>(QStringLiteral("models"));
        QCOMPARE(models->count(), int(a->models.size())); // what the server holds, no more
        for (int i = 0; i < models->count(); ++i) QVERIFY(a->models.contains(models->item(i)->text()));
        d.setModels({kModel});
        auto* workload = d.findChild<QComboBox*>(QStringLiteral("workload"));
        QCOMPARE(workload->count(), int(a->models[kModel].workloads.size()));
        workload->setCurrentText(QStringLiteral("8192/1024"));
        QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("isl"))->value(), 8192);
        QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("osl"))->value(), 1024);
        QVERIFY(!d.imported());
    }

    void optionsAreChecked()
    {
        const QString db = freshPath("options");
        const QUrl base(QStringLiteral("http://127.0.0.1:9"));
        Run r = fetch(db, base, {QStringLiteral("--history")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--history needs --isl and --osl")), qPrintable(r.err));
        r = fetch(db, base, {QStringLiteral("--date"), QStringLiteral("June")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("expected YYYY-MM-DD")), qPrintable(r.err));
        r = fetch(db, QUrl(QStringLiteral("ftp://example.org")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("expected an http:// or https:// address")), qPrintable(r.err));
    }

    void fetchOptionRangesAreChecked()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("ranges.sqlite")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (const char* proxy : kProxyVariables) env.remove(QString::fromLatin1(proxy));
        const auto run = [&env](std::initializer_list<const char*> extra) {
            QStringList args{QStringLiteral("fetch"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
                             QStringLiteral("--base-url"), QStringLiteral("http://127.0.0.1:1")};
            for (const char* a : extra) args << QString::fromLatin1(a);
            return test::runProgram(args, env);
        };
        struct Case {
            const char *option, *value, *range;
        };
        const Case refused[] = {{"--timeout", "0.0001", "expected seconds from 0.1 to 3600"},
                                {"--timeout", "1e10", "expected seconds from 0.1 to 3600"},
                                {"--timeout", "3000000", "expected seconds from 0.1 to 3600"},
                                {"--deadline", "0", "expected seconds from 1 to 86400"},
                                {"--deadline", "1e12", "expected seconds from 1 to 86400"},
                                {"--retries", "11", "expected 0 to 10"},
                                {"--retries", "-1", "expected 0 to 10"}};
        for (const auto& [option, value, range] : refused) {
            const test::ProgramRun r = run({option, value});
            const QString expected = QStringLiteral("%1 %2: %3").arg(QLatin1String(option), QLatin1String(value), QLatin1String(range));
            QVERIFY2(r.exitCode == 2 && r.err.contains(expected),
                     qPrintable(QStringLiteral("%1: exit %2; %3").arg(expected).arg(r.exitCode).arg(r.err)));
        }
        // The ends of the ranges are accepted: the fetch runs and meets the closed port.
        for (const test::ProgramRun& r : {run({"--timeout", "0.1", "--deadline", "1", "--retries", "0"}),
                                          run({"--timeout", "3600", "--deadline", "86400", "--retries", "10"})}) {
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("connection refused")) && !r.err.contains(QStringLiteral("expected")),
                     qPrintable(r.err));
        }
    }
};

QTEST_MAIN(TestFetch)
#include "test_fetch.moc"
