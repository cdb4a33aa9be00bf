// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fetching today's InferenceX: agentic rows, whose E2E-normalised interactivity the server serves
// beside them (/api/v1/derived-agentic-metrics, at most 200 ids per request), against a local
// server the test starts. The row shape is the API's agentic_traces row (test_agentic.cpp).

#include "core/workload.h"
#include "dialogs/fetch_dialog.h"
#include "fetch/derived_agentic.h"
#include "fetch/inferencex_api.h"
#include "http_fixture.h"
#include "store/store.h"
#include "test_support.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QUrlQuery>
#include <QtTest>
#include <cmath>

using namespace denominator;
using test::HttpFixture;
using test::HttpReply;

namespace {

const QString kModel = QStringLiteral("Kimi-K2.5");
constexpr int kRows = 201;                                          // one more than a request may name: two requests
constexpr qint64 kFirstId = 70000;                                  // row i (concurrency i) has id kFirstId + i
constexpr qint64 kNullId = kFirstId + 5, kLeftOutId = kFirstId + 7; // no trace: null, and not in the answer

/// kRows agentic rows of one configuration, concurrency 1…kRows, plus one fixed-length row.
QByteArray benchmarksBody()
{
    QJsonArray rows;
    for (int conc = 1; conc <= kRows; ++conc)
        rows.append(QJsonObject{{"id", kFirstId + conc},
                                {"hardware", "b200"},
                                {"framework", "vllm"},
                                {"model", "kimik2.5"},
                                {"precision", "fp4"},
                                {"spec_method", "none"},
                                {"disagg", false},
                                {"is_multinode", false},
                                {"benchmark_type", "agentic_traces"},
                                {"isl", QJsonValue::Null},
                                {"osl", QJsonValue::Null},
                                {"conc", conc},
                                {"offload_mode", "off"},
                                {"decode_tp", 4},
                                {"date", "2026-09-01"},
                                {"num_requests_total", 400},
                                {"num_requests_successful", 400},
                                {"metrics", QJsonObject{{"tput_per_gpu", 4000.0 + conc},
                                                        {"output_tput_per_gpu", 40.0 + conc},
                                                        {"p90_itl", 0.02 + conc * 1e-4},
                                                        {"p75_itl", 0.015 + conc * 1e-4}}}});
    rows.append(QJsonObject{{"id", 1},
                            {"hardware", "b200"},
                            {"framework", "vllm"},
                            {"model", "kimik2.5"},
                            {"precision", "fp4"},
                            {"isl", 8192},
                            {"osl", 1024},
                            {"conc", 4},
                            {"decode_tp", 4},
                            {"date", "2026-09-01"},
                            {"metrics", QJsonObject{{"tput_per_gpu", 900.0}, {"median_intvty", 60.0}}}});
    return QJsonDocument(rows).toJson(QJsonDocument::Compact);
}

double p90For(qint64 id) { return 10.0 + double(id % 50) / 4; }

/// The derived-metrics answer for the ids of a request line, as the server computes it.
QByteArray derivedAnswer(const QByteArray& request, QList<int>* batchSizes)
{
    const QByteArray target = request.split(' ').value(1);
    const QStringList ids = QUrlQuery(QUrl(QString::fromUtf8(target)).query()).queryItemValue(QStringLiteral("ids")).split(u',');
    batchSizes->append(int(ids.size()));
    QJsonObject out;
    for (const QString& text : ids) {
        const qint64 id = text.toLongLong();
        if (id == kLeftOutId) continue;
        out.insert(text, id == kNullId
                             ? QJsonObject{{"id", id}, {"p75_e2e_norm_intvty", QJsonValue::Null}, {"p90_e2e_norm_intvty", QJsonValue::Null}}
                             : QJsonObject{{"id", id}, {"p75_e2e_norm_intvty", p90For(id) + 3}, {"p90_e2e_norm_intvty", p90For(id)}});
    }
    return QJsonDocument(out).toJson(QJsonDocument::Compact);
}

HttpReply json(int status, const QByteArray& body) { return {status, body, {{"Content-Type", "application/json"}}, 0, -1, false}; }

/// Serves benchmarksBody() and the derived answers, appending each derived request's number of ids
/// to `batches`, and `availability` (when given) as /api/v1/availability; anything else is a 404.
void serveAgentic(HttpFixture& server, QList<int>& batches, const QByteArray& availability = {})
{
    server.handler = [&batches, availability, body = benchmarksBody()](const QByteArray& request) {
        if (!availability.isEmpty() && request.startsWith("GET /api/v1/availability ")) return json(200, availability);
        if (request.startsWith("GET /api/v1/benchmarks?")) return json(200, body);
        if (request.startsWith("GET /api/v1/derived-agentic-metrics?")) return json(200, derivedAnswer(request, &batches));
        return json(404, R"({"error": "unknown"})");
    };
}

} // namespace

class TestFetchAgentic : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    QString freshDb() { return m_dir.filePath(QStringLiteral("agentic-%1.sqlite").arg(++m_n)); }
    test::ProgramRun fetch(const QString& db, const QUrl& base, const QStringList& extra = {})
    {
        return test::runWhileServing(QStringList{QStringLiteral("fetch"), QStringLiteral("--db"), db, QStringLiteral("--base-url"),
                                                 base.toString(), QStringLiteral("--model"), kModel} +
                                         extra,
                                     m_dir.filePath(QStringLiteral("cache-%1").arg(m_n)));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the dialog's settings and cache stay out of the user's
        QVERIFY(m_dir.isValid());
        for (const char* proxy : test::kProxyVariables) qunsetenv(proxy);
    }

    void agenticRowsComeWithTheirE2eInteractivity()
    {
        HttpFixture server;
        QList<int> batches;
        serveAgentic(server, batches);
        const QString db = freshDb();
        const test::ProgramRun r = fetch(db, server.base());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        // 201 ids in two requests, none over 200; the fixed-length row needs none.
        QCOMPARE(batches, (QList<int>{200, 1}));
        QVERIFY2(r.out.contains(QLatin1String("E2E-normalised interactivity of 201 agentic rows asked for in 2 request(s)")) &&
                     r.out.contains(QLatin1String("2 have no trace")),
                 qPrintable(r.out));
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM points"), QString::number(kRows + 1));
        // Each value is the server's for that row's id; both kinds of "no trace" stay without one.
        const auto p90Of = [&](int conc) {
            return test::sqlOn(db, qPrintable(QStringLiteral("SELECT ifnull(a.p90_e2e_intvty, 'none') FROM points p JOIN agentic_metrics "
                                                             "a ON a.point_id = p.id WHERE p.conc = %1")
                                                  .arg(conc)));
        };
        QCOMPARE(p90Of(3).toDouble(), p90For(kFirstId + 3));
        QCOMPARE(p90Of(kRows).toDouble(), p90For(kFirstId + kRows));
        QCOMPARE(p90Of(5), QStringLiteral("none"));
        QCOMPARE(p90Of(7), QStringLiteral("none"));
        // The point says where its value came from, and the source keeps what was fetched beside it.
        QCOMPARE(test::sqlOn(db, "SELECT derivation FROM points WHERE conc = 3"),
                 QStringLiteral("E2E-normalised interactivity from /api/v1/derived-agentic-metrics (row id %1)").arg(kFirstId + 3));
        QVERIFY(test::sqlOn(db, "SELECT derivation FROM points WHERE conc = 5").startsWith(QLatin1String("no trace:")));
        const ParseOptions kept = optionsFromText(test::sqlOn(db, "SELECT import_options FROM sources"));
        QCOMPARE(kept.e2eByRowId.size(), kRows);
        QCOMPARE(kept.e2eByRowId.value(kFirstId + 3).p90, p90For(kFirstId + 3));
        QVERIFY(std::isnan(kept.e2eByRowId.value(kNullId).p90));
        QVERIFY2(kept.e2eOrigin.contains(QLatin1String("/api/v1/derived-agentic-metrics (2 requests of at most 200 ids")),
                 qPrintable(kept.e2eOrigin));

        // `points` draws them under the default definition (P90 E2E) and leaves the traceless out.
        const test::ProgramRun points =
            test::runProgram({QStringLiteral("points"), QStringLiteral("--db"), db, QStringLiteral("--model"), kModel,
                              QStringLiteral("--workload"), QStringLiteral("agentic-coding"), QStringLiteral("--json")});
        QVERIFY2(points.exitCode == 0, qPrintable(points.err));
        const QJsonArray listed = QJsonDocument::fromJson(points.out.toUtf8()).array();
        int withE2e = 0;
        for (const QJsonValue& v : listed) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value(QStringLiteral("interactivity_definition")).toString(), describe(AgenticInteractivity::P90E2e));
            if (o.value(QStringLiteral("interactivity")).isDouble()) ++withE2e;
        }
        QCOMPARE(withE2e, kRows - 2);

        // Fetched again unchanged: nothing is asked again, nothing added, no note of other options.
        const test::ProgramRun again = fetch(db, server.base());
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(batches.size(), 2);
        QVERIFY2(again.out.contains(QStringLiteral("0 inserted, %1 already present").arg(kRows + 1)) &&
                     !again.out.contains(QLatin1String("not applied")),
                 qPrintable(again.out));
    }

    void aRemovedResponseIsFetchedAgain()
    {
        // The way out for a response fetched without E2E values (or any other mistake): `sources
        // remove` takes it and all its points out, and the next fetch asks again and brings them
        // back with their values, instead of calling the response already present.
        HttpFixture server;
        QList<int> batches;
        serveAgentic(server, batches);
        const QString db = freshDb();
        QCOMPARE(fetch(db, server.base()).exitCode, 0);
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM points"), QString::number(kRows + 1));
        const QString sha = test::sqlOn(db, "SELECT sha256 FROM sources WHERE location LIKE 'http%'");
        QCOMPARE(sha.size(), 64);
        const test::ProgramRun removed =
            test::runProgram({QStringLiteral("sources"), QStringLiteral("remove"), sha.left(12), QStringLiteral("--db"), db});
        QVERIFY2(removed.exitCode == 0 && removed.out.contains(QLatin1String("removed ")), qPrintable(removed.err + removed.out));
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM points"), QStringLiteral("0"));
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM agentic_metrics"), QStringLiteral("0"));
        const test::ProgramRun again = fetch(db, server.base());
        QVERIFY2(again.exitCode == 0 && again.out.contains(QStringLiteral("%1 inserted").arg(kRows + 1)),
                 qPrintable(again.err + again.out));
        QCOMPARE(batches, (QList<int>{200, 1, 200, 1})); // asked again, in the same batches
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM points"), QString::number(kRows + 1));
        QCOMPARE(test::sqlOn(db, "SELECT a.p90_e2e_intvty FROM points p JOIN agentic_metrics a ON a.point_id = p.id WHERE p.conc = 3")
                     .toDouble(),
                 p90For(kFirstId + 3));
        QCOMPARE(test::sqlOn(db, "SELECT sha256 FROM sources WHERE location LIKE 'http%'"), sha);
    }

    void theWindowFetchesThemToo()
    {
        HttpFixture server;
        QList<int> batches;
        serveAgentic(server, batches,
                     R"([{"model": "kimik2.5", "isl": null, "osl": null, "benchmark_type": "agentic_traces", "date": "2026-09-01"},
                         {"model": "kimik2.5", "isl": 8192, "osl": 1024, "date": "2026-09-01"}])");
        const QString db = freshDb();
        ui::FetchDialog d(db);
        d.findChild<QLineEdit*>(QStringLiteral("baseUrl"))->setText(server.base().toString());
        QSignalSpy done(&d, &ui::FetchDialog::fetchFinished);
        // The list says which models have agentic results; the history box offers fixed lengths only.
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("loadList")), Qt::LeftButton);
        QVERIFY(done.wait(20000));
        auto* status = d.findChild<QLabel*>(QStringLiteral("status"));
        QVERIFY2(status->text().contains(QLatin1String("1 model(s) have agentic-coding results")), qPrintable(status->text()));
        d.setModels({kModel});
        auto* workload = d.findChild<QComboBox*>(QStringLiteral("workload"));
        QCOMPARE(workload->count(), 1);
        QCOMPARE(workload->itemText(0), QStringLiteral("8192/1024"));
        d.start();
        QVERIFY(done.wait(30000));
        QVERIFY2(done.last().first().toBool(), qPrintable(status->text()));
        QCOMPARE(batches, (QList<int>{200, 1}));
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM agentic_metrics WHERE p90_e2e_intvty IS NOT NULL"), QString::number(kRows - 2));
    }

    void aFailedDerivedRequestImportsNothing()
    {
        HttpFixture server;
        const QByteArray body = benchmarksBody();
        server.handler = [&](const QByteArray& request) {
            if (request.startsWith("GET /api/v1/benchmarks?")) return json(200, body);
            return json(400, R"({"error": "ids: at most 200"})");
        };
        const QString db = freshDb();
        const test::ProgramRun r = fetch(db, server.base(), {QStringLiteral("--retries"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("/api/v1/derived-agentic-metrics?ids=")) && r.err.contains(QLatin1String("HTTP 400")) &&
                     r.err.contains(QLatin1String("ids: at most 200")) && r.err.contains(QLatin1String("nothing imported from")),
                 qPrintable(r.err));
        QCOMPARE(test::sqlOn(db, "SELECT count(*) FROM points"), QStringLiteral("0"));
    }

    void derivedAnswersAreChecked()
    {
        const QString where = QStringLiteral("GET derived");
        auto parsed = inferencex::parseDerivedAgenticMetrics(
            R"({"12": {"p75_e2e_norm_intvty": 20.5, "p90_e2e_norm_intvty": null}, "13": null})", where);
        QVERIFY_OK(parsed);
        QCOMPARE(parsed->value(12).p75, 20.5);
        QVERIFY(std::isnan(parsed->value(12).p90) && std::isnan(parsed->value(13).p75));
        parsed = inferencex::parseDerivedAgenticMetrics(R"({"12": {"p90_e2e_norm_intvty": -4}})", where);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().field, QStringLiteral("p90_e2e_norm_intvty"));
        QVERIFY2(parsed.error().message.contains(QLatin1String("id 12")), qPrintable(parsed.error().toString()));
        // What a source was imported with is said shortly, however many values it holds.
        ParseOptions o;
        o.gpus = 8;
        o.e2eByRowId = *inferencex::parseDerivedAgenticMetrics(R"({"12": {"p90_e2e_norm_intvty": 9}, "13": null})", where);
        o.e2eOrigin = QStringLiteral("GET x");
        QCOMPARE(optionsSummary(optionsText(o)), QStringLiteral(R"({"gpus":8} and E2E-normalised interactivity of 2 rows (GET x))"));
        QCOMPARE(optionsText(optionsFromText(optionsText(o))), optionsText(o));
        parsed = inferencex::parseDerivedAgenticMetrics(R"({"x": {}})", where);
        QVERIFY(!parsed.ok());
        QVERIFY(!inferencex::parseDerivedAgenticMetrics("[]", where).ok());
        // The request goes to the server the rows came from, under its prefix.
        const QUrl url =
            inferencex::derivedAgenticMetricsUrl(QUrl(QStringLiteral("http://mirror.example/ix/api/v1/benchmarks?model=K")), {3, 4});
        QCOMPARE(url.toString(), QStringLiteral("http://mirror.example/ix/api/v1/derived-agentic-metrics?ids=3,4"));
        // A row that already carries its values, or has no id, is not asked for.
        QCOMPARE(inferencex::agenticIdsWithoutE2e(
                     R"([{"id": 1, "benchmark_type": "agentic_traces", "metrics": {"p90_e2e_norm_intvty": 9}},
                         {"benchmark_type": "agentic_traces", "metrics": {}}, {"id": 2, "metrics": {}},
                         {"id": 3, "benchmark_type": "agentic_traces", "metrics": {}}, {"id": 3, "benchmark_type": "agentic_traces"}])"),
                 (QList<qint64>{3}));
    }

    void availabilityListsAgenticWorkloads()
    {
        const auto a = inferencex::parseAvailability(
            R"([{"model": "kimik2.5", "isl": null, "osl": null, "benchmark_type": "agentic_traces", "date": "2026-08-03"},
                {"model": "kimik2.5", "isl": 8192, "osl": 1024, "date": "2026-07-01"}])",
            QStringLiteral("availability.json"));
        QVERIFY_OK(a);
        QCOMPARE(a->models.value(kModel).workloads,
                 (QStringList{workloadName(kAgenticLength, kAgenticLength), QStringLiteral("8192/1024")}));
        QCOMPARE(a->models.value(kModel).newestDate, QStringLiteral("2026-08-03"));
        // A fixed-length row still needs both lengths.
        const auto bad = inferencex::parseAvailability(R"([{"model": "kimik2.5", "isl": 8192, "osl": null}])", QStringLiteral("a.json"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, QStringLiteral("osl"));
    }
};

QTEST_MAIN(TestFetchAgentic)
#include "test_fetch_agentic.moc"
