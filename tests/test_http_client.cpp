// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The fetch's own HTTP/1.1 client: the response parser's framings and bounds (headers at most
// 64 KiB and 256 fields, the body at most its limit, fed whole or a byte at a time), then the
// transport against local servers this test starts (http_fixture.h): an endless header block and
// a flood of header fields refused at their bound, chunked and gzip bodies decoded, a gzip bomb
// refused once decoded, TLS verified against a test CA (tests/data/tls) and refused without it,
// a plain-HTTP proxy from the environment, redirects (relative, looping, https to http), and the
// revalidating cache (an altered entry is not used). Loopback only, bounded in time and bytes.

#include "fetch/connection_race.h"
#include "fetch/gzip_body.h"
#include "fetch/http_get.h"
#include "fetch/http_response_parser.h"
#include "fetch/inferencex_api.h"
#include "http_fixture.h"
#include "test_support.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>
#include <QtTest>
#include <zlib.h>

using namespace denominator;
using test::HttpFixture;
using test::HttpReply;

namespace {

const QString kModel = QStringLiteral("DeepSeek-R1-0528");

QByteArray fixtureBody()
{
    QFile f(QStringLiteral(DENOMINATOR_TEST_DATA "/api_fixture_vngcloud/benchmarks.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray gzip(const QByteArray& in)
{
    z_stream z{};
    if (deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) return {};
    QByteArray out(qsizetype(deflateBound(&z, uLong(in.size()))), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.constData()));
    z.avail_in = uInt(in.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return rc == Z_STREAM_END ? out : QByteArray();
}

struct Parsed {
    bool ok = false, complete = false;
    HttpResponseParser::Failure failure = HttpResponseParser::Failure::None;
    QString problem;
    int status = 0;
    QByteArray body;
};

/// `bytes` through a parser (a byte at a time, or whole), then the connection's close if `closed`.
Parsed parse(const QByteArray& bytes, bool byteByByte, bool closed, qint64 maxBody = qint64(1) << 20)
{
    HttpResponseParser p(maxBody);
    bool ok = true;
    if (byteByByte)
        for (qsizetype i = 0; i < bytes.size() && ok; ++i) ok = p.feed(QByteArrayView(bytes).sliced(i, 1));
    else
        ok = p.feed(bytes);
    if (ok && closed && !p.complete()) ok = p.close();
    return {ok, p.complete(), p.failure(), p.problem(), p.head().status, p.body()};
}

HttpReply okReply(const QByteArray& body, QList<QPair<QByteArray, QByteArray>> headers = {})
{
    headers.prepend({"Content-Type", "application/json"});
    return {200, body, headers, 0, -1, false};
}

HttpOptions quick()
{
    HttpOptions o;
    o.attempts = 1;
    o.timeoutMs = 5000;
    o.backoffMs = 20;
    return o;
}

/// A socket whose connection is scripted per address family (after how many ms it connects, or
/// which error it reports; -1 ms: never): the race's choices, without a network that misbehaves.
class ScriptedSocket : public QTcpSocket {
public:
    QAbstractSocket::NetworkLayerProtocol protocol = QAbstractSocket::UnknownNetworkLayerProtocol;
    ScriptedSocket(const QMap<int, QPair<int, int>>& script, QList<int>& started) : m_script(script), m_started(started) {}
    using QTcpSocket::connectToHost;
    void connectToHost(const QString&, quint16, OpenMode, NetworkLayerProtocol p) override
    {
        protocol = p;
        m_started << int(p);
        setSocketState(HostLookupState);
        QTimer::singleShot(0, this, [this] { emit hostFound(); });
        const auto [after, error] = m_script.value(int(p));
        if (after < 0) return;
        QTimer::singleShot(after, this, [this, error = error] {
            if (error < 0) {
                setSocketState(ConnectedState);
                emit connected();
            } else {
                setSocketError(SocketError(error));
                setSocketState(UnconnectedState);
                emit errorOccurred(SocketError(error));
            }
        });
    }

private:
    QMap<int, QPair<int, int>> m_script;
    QList<int>& m_started;
};

/// An HTTP proxy that only tunnels (CONNECT host:port), as https goes through one; every CONNECT
/// line is recorded.
class TunnelProxy : public QObject {
public:
    QList<QByteArray> connects;
    TunnelProxy()
    {
        m_server.listen(QHostAddress::LocalHost);
        QObject::connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket* client = m_server.nextPendingConnection()) {
                client->setParent(this);
                QObject::connect(client, &QTcpSocket::readyRead, this, [this, client] { onClient(client); });
            }
        });
    }
    bool listening() const { return m_server.isListening(); }
    QByteArray url() const { return "http://127.0.0.1:" + QByteArray::number(m_server.serverPort()); }

private:
    void onClient(QTcpSocket* client)
    {
        if (auto* up = client->findChild<QTcpSocket*>()) return void(up->write(client->readAll())); // tunnelled bytes
        m_head[client] += client->readAll();
        const QByteArray head = m_head[client];
        if (!head.contains("\r\n\r\n")) return;
        const QByteArray line = head.left(head.indexOf("\r\n"));
        connects << line;
        const QList<QByteArray> parts = line.split(' ');
        const QByteArray target = parts.value(1);
        auto* up = new QTcpSocket(client);
        QObject::connect(up, &QTcpSocket::connected, client, [client] { client->write("HTTP/1.1 200 Connection established\r\n\r\n"); });
        QObject::connect(up, &QTcpSocket::readyRead, client, [client, up] { client->write(up->readAll()); });
        QObject::connect(up, &QTcpSocket::disconnected, client, [client] { client->disconnectFromHost(); });
        up->connectToHost(QString::fromLatin1(target.left(target.lastIndexOf(':'))),
                          quint16(target.mid(target.lastIndexOf(':') + 1).toUInt()));
    }
    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_head;
};

QString errorOf(const Expected<HttpResponse>& r) { return r.ok() ? QStringLiteral("(no error)") : r.error().toString(); }

} // namespace

class TestHttpClient : public QObject {
    Q_OBJECT

private:
    QByteArray m_body;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        for (const char* proxy : test::kProxyVariables) qunsetenv(proxy); // the servers are local
        m_body = fixtureBody();
        QVERIFY(m_body.size() > 100000);
        QVERIFY(m_dir.isValid());
        QVERIFY(!HttpFixture::testCa().first().isNull());
    }

    void theParserReadsEachFraming_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("Content-Length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n[1,2]trailing junk") << false << 200
                                        << QByteArray("[1,2]");
        QTest::newRow("chunked, extensions, trailer")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: Chunked\r\n\r\n3;x=y\r\n[1,\r\n2\r\n2]\r\n0\r\nX-Sum: 1\r\n\r\n") << false
            << 200 << QByteArray("[1,2]");
        QTest::newRow("to the close, bare LF lines")
            << QByteArray("HTTP/1.0 200 OK\nServer: old\n\n[1,2]") << true << 200 << QByteArray("[1,2]");
        QTest::newRow("100 Continue, then the response")
            << QByteArray("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\n[]") << false << 201
            << QByteArray("[]");
        QTest::newRow("304 has no body") << QByteArray("HTTP/1.1 304 Not Modified\r\nContent-Length: 99\r\n\r\n") << false << 304
                                         << QByteArray();
        QTest::newRow("no reason phrase") << QByteArray("HTTP/1.1 204\r\n\r\n") << false << 204 << QByteArray();
        QTest::newRow("chunk size with leading zeros")
            << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n00000000000000000003\r\n[1]\r\n0\r\n\r\n") << false << 200
            << QByteArray("[1]");
    }

    void theParserReadsEachFraming()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, closed);
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        for (const bool byteByByte : {false, true}) {
            const Parsed p = parse(bytes, byteByByte, closed);
            QVERIFY2(p.ok && p.complete, qPrintable(p.problem));
            QCOMPARE(p.status, status);
            QCOMPARE(p.body, body);
        }
    }

    void theParserRefusesWhatBreaksItsBounds_data()
    {
        using F = HttpResponseParser::Failure;
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("failure");
        QTest::addColumn<QString>("expected");
        const QByteArray ok = "HTTP/1.1 200 OK\r\n";
        QTest::newRow("a header line past 64 KiB")
            << ok + "X-Long: " + QByteArray(70000, 'x') << int(F::HeadTooLarge) << QStringLiteral("headers are larger than 64 KiB");
        QTest::newRow("header lines past 64 KiB") << ok + QByteArray("X-Filler: " + QByteArray(390, 'y') + "\r\n").repeated(200) + "\r\n"
                                                  << int(F::HeadTooLarge) << QStringLiteral("headers are larger than 64 KiB");
        QTest::newRow("257 header fields") << ok + QByteArray("A: b\r\n").repeated(257) + "\r\n"
                                           << int(F::TooManyFields) << QStringLiteral("more than 256 header fields");
        QTest::newRow("announced too large") << ok + "Content-Length: 1048577\r\n\r\n"
                                             << int(F::BodyTooLarge) << QStringLiteral("announces 1048577 bytes");
        QTest::newRow("a chunk too large") << ok + "Transfer-Encoding: chunked\r\n\r\n100001\r\n"
                                           << int(F::BodyTooLarge) << QStringLiteral("a chunk of 1048577 bytes");
        QTest::newRow("arriving too large") << ok + "\r\n" + QByteArray((1 << 20) + 1, 'z') << int(F::BodyTooLarge)
                                            << QStringLiteral("the body passed 1048576 bytes");
        QTest::newRow("not HTTP") << QByteArray("<html>\r\n\r\n") << int(F::Malformed) << QStringLiteral("HTTP/1.x status line");
        QTest::newRow("HTTP/2 preface") << QByteArray("HTTP/2 200\r\n\r\n") << int(F::Malformed) << QStringLiteral("HTTP/1.x status line");
        QTest::newRow("folded field") << ok + "A: b\r\n c\r\n\r\n" << int(F::Malformed) << QStringLiteral("folded");
        QTest::newRow("field without a name") << ok + ": b\r\n\r\n" << int(F::Malformed) << QStringLiteral("not \"Name: value\"");
        QTest::newRow("signed Content-Length") << ok + "Content-Length: -5\r\n\r\n"
                                               << int(F::Malformed) << QStringLiteral("Content-Length \"-5\"");
        QTest::newRow("two Content-Lengths") << ok + "Content-Length: 5\r\nContent-Length: 6\r\n\r\n"
                                             << int(F::Malformed) << QStringLiteral("not one number");
        QTest::newRow("unknown transfer coding") << ok + "Transfer-Encoding: gzip\r\n\r\n"
                                                 << int(F::Malformed) << QStringLiteral("Transfer-Encoding \"gzip\"");
        QTest::newRow("a coding in a second field") << ok + "Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n\r\n"
                                                    << int(F::Malformed) << QStringLiteral("Transfer-Encoding \"chunked, gzip\"");
        QTest::newRow("a bare CR in a value") << ok + "ETag: \"a\"\rX-Injected: 1\r\n\r\n"
                                              << int(F::Malformed) << QStringLiteral("control character");
        QTest::newRow("a coding under chunked") << ok + "Transfer-Encoding: gzip, chunked\r\n\r\n"
                                                << int(F::Malformed) << QStringLiteral("Transfer-Encoding \"gzip, chunked\"");
        QTest::newRow("chunk without size") << ok + "Transfer-Encoding: chunked\r\n\r\nzz\r\n"
                                            << int(F::Malformed) << QStringLiteral("has no size");
        QTest::newRow("chunk longer than its size") << ok + "Transfer-Encoding: chunked\r\n\r\n2\r\n[1,2]\r\n"
                                                    << int(F::Malformed) << QStringLiteral("does not end where its size says");
        QTest::newRow("endless chunk-size line") << ok + "Transfer-Encoding: chunked\r\n\r\n" + QByteArray(2000, '0') << int(F::Malformed)
                                                 << QStringLiteral("longer than 1024 bytes");
        QTest::newRow("101 Switching Protocols")
            << QByteArray("HTTP/1.1 101 Switching Protocols\r\n\r\n") << int(F::Malformed) << QStringLiteral("switched protocols");
        QTest::newRow("cut in the headers") << ok + "Content-Le" << int(F::CutOff) << QStringLiteral("inside the response's headers");
        QTest::newRow("cut in the body") << ok + "Content-Length: 10\r\n\r\n[1,2" << int(F::CutOff)
                                         << QStringLiteral("4 of 10 bytes arrived");
        QTest::newRow("cut in a chunk") << ok + "Transfer-Encoding: chunked\r\n\r\n5\r\n[1" << int(F::CutOff)
                                        << QStringLiteral("inside its chunked body");
        QTest::newRow("closed at once") << QByteArray() << int(F::CutOff) << QStringLiteral("closed before any response");
    }

    void theParserRefusesWhatBreaksItsBounds()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, failure);
        QFETCH(QString, expected);
        for (const bool byteByByte : {false, true}) {
            const Parsed p = parse(bytes, byteByByte, true);
            QVERIFY(!p.ok);
            QCOMPARE(int(p.failure), failure);
            QVERIFY2(p.problem.contains(expected), qPrintable(p.problem));
            QVERIFY(p.body.isEmpty()); // nothing kept
        }
    }

    void anEndlessHeaderIsRefusedAtItsBound()
    {
        // One header line that never ends, and a flood of short fields: each refused at its bound,
        // long before the deadline, having read little more than the bound.
        const QList<QByteArray> floods{QByteArray(4096, 'x'), QByteArray("A: b\r\n").repeated(100)};
        const QStringList expected{QStringLiteral("headers are larger than 64 KiB"), QStringLiteral("more than 256 header fields")};
        for (int i = 0; i < floods.size(); ++i) {
            qint64 sent = 0;
            HttpFixture server;
            const QByteArray flood = floods[i];
            server.raw = [&sent, flood](QTcpSocket* s, const QByteArray&) {
                s->write(flood.startsWith('x') ? "HTTP/1.1 200 OK\r\nX-Long: " : "HTTP/1.1 200 OK\r\n");
                const auto next = [&sent, flood] { return sent < (qint64(64) << 20) ? flood : QByteArray(); };
                HttpFixture::stream(s, 1, next, &sent);
            };
            HttpOptions o = quick();
            o.deadlineMs = 600000;
            QElapsedTimer t;
            t.start();
            const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), o);
            QVERIFY(!r.ok());
            QVERIFY2(errorOf(r).contains(expected[i]), qPrintable(errorOf(r)));
            QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
            QVERIFY2(sent < (qint64(8) << 20), qPrintable(QString::number(sent)));
            QCOMPARE(server.requests().size(), 1); // refused, not asked again
        }
    }

    void chunkedAndGzipBodiesAreDecoded()
    {
        HttpFixture server;
        const QByteArray packed = gzip(m_body);
        QVERIFY(!packed.isEmpty() && packed.size() < m_body.size() / 4);
        server.raw = [packed](QTcpSocket* s, const QByteArray&) {
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n");
            for (qsizetype at = 0; at < packed.size(); at += 1000) {
                const QByteArray piece = packed.mid(at, 1000);
                s->write(QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n");
            }
            s->write("0\r\n\r\n");
            s->disconnectFromHost();
        };
        const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), quick());
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QVERIFY(server.requests().first().toLower().contains("accept-encoding: gzip"));
        QVERIFY(server.requests().first().contains("Connection: close"));
    }

    void aGzipBombIsRefusedOnceDecoded()
    {
        // 64 MiB of one byte pack into about 64 KiB: under the 1 MiB limit on the wire, far over it decoded.
        const QByteArray bomb = gzip("[" + QByteArray(qsizetype(64) << 20, ' '));
        QVERIFY(bomb.size() < (1 << 20));
        HttpOptions o = quick();
        o.maxBodyBytes = qint64(1) << 20;
        HttpFixture server;
        server.script(okReply(bomb, {{"Content-Encoding", "gzip"}}));
        server.script(okReply(gzip(m_body).left(5000), {{"Content-Encoding", "gzip"}}));
        server.script(okReply(m_body, {{"Content-Encoding", "br"}}));
        const QUrl url = inferencex::benchmarksUrl(server.base(), kModel);
        auto r = httpGetJsonArray(url, o);
        QVERIFY2(errorOf(r).contains(QStringLiteral("larger than 1.0 MiB once decoded")), qPrintable(errorOf(r)));
        r = httpGetJsonArray(url, o);
        QVERIFY2(errorOf(r).contains(QStringLiteral("ends before its stream does")), qPrintable(errorOf(r)));
        r = httpGetJsonArray(url, o);
        QVERIFY2(errorOf(r).contains(QStringLiteral("encoded as \"br\"")), qPrintable(errorOf(r)));
        // The decoder alone, on damage.
        QByteArray out;
        bool tooLarge = true;
        QByteArray damaged = gzip(m_body);
        damaged[damaged.size() / 2] = char(damaged[damaged.size() / 2] ^ 0x55);
        QVERIFY(!gunzipBounded(damaged, qint64(1) << 30, out, tooLarge).isEmpty());
        QVERIFY(!tooLarge && out.isEmpty());
        QVERIFY(gunzipBounded(gzip(m_body) + gzip("x"), qint64(1) << 30, out, tooLarge).isEmpty()); // two members
        QCOMPARE(out, m_body + "x");
    }

    void aCutBodyIsAskedForAgain()
    {
        HttpFixture server;
        server.script({200, m_body, {}, 0, 1000, false}); // Content-Length says more, then the close
        server.script(okReply(m_body));
        HttpOptions o = quick();
        o.attempts = 2;
        const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), o);
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->attempts, 2);
        QCOMPARE(r->body, m_body);
        // An error's text arrives gzip-encoded: it is decoded for the message.
        HttpFixture failing;
        failing.script({400, gzip(R"({"error": "Unknown model: X"})"), {{"Content-Encoding", "gzip"}}, 0, -1, false});
        const auto e = httpGetJsonArray(inferencex::benchmarksUrl(failing.base(), kModel), o);
        QVERIFY2(errorOf(e).contains(QStringLiteral("HTTP 400 Bad Request: \"Unknown model: X\"")), qPrintable(errorOf(e)));
    }

    void theDeadlineCoversEveryRedirect()
    {
        // Each hop answers within the deadline; the chain of them does not.
        HttpFixture server;
        server.handler = [](const QByteArray& request) {
            const int hop = request.mid(request.indexOf("/hop/") + 5, 2).trimmed().toInt();
            return HttpReply{302, {}, {{"Location", "/hop/" + QByteArray::number(hop + 1)}}, 400, -1, false};
        };
        HttpOptions o = quick();
        o.deadlineMs = 1000;
        QElapsedTimer t;
        t.start();
        const auto r = httpGetJsonArray(QUrl(server.base().toString() + QStringLiteral("/hop/0")), o);
        QVERIFY2(errorOf(r).contains(QStringLiteral("within the 1 s deadline")), qPrintable(errorOf(r)));
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
        QVERIFY2(server.requests().size() <= 4, qPrintable(QString::number(server.requests().size())));
    }

    void tlsIsVerified()
    {
        HttpFixture server(HttpFixture::Tls::Yes);
        server.handler = [this](const QByteArray&) { return okReply(m_body); };
        const QUrl url = inferencex::benchmarksUrl(server.base(), kModel);
        QCOMPARE(url.scheme(), QStringLiteral("https"));
        HttpOptions o = quick();
        o.attempts = 3;
        auto r = httpGetJsonArray(url, o); // the test CA is not trusted: refused, and not retried
        QVERIFY(!r.ok());
        QVERIFY2(errorOf(r).contains(QStringLiteral("TLS certificate is not trusted")), qPrintable(errorOf(r)));
        QVERIFY2(!errorOf(r).contains(QStringLiteral("tried")), qPrintable(errorOf(r)));
        QCOMPARE(server.requests().size(), 0); // nothing was sent
        o.extraCaCertificates = HttpFixture::testCa();
        r = httpGetJsonArray(url, o);
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QCOMPARE(server.requests().size(), 1);
        QVERIFY(server.requests().first().contains(QStringLiteral("Host: 127.0.0.1:%1").arg(url.port()).toLatin1()));
    }

    void redirectsAreFollowedSafely()
    {
        HttpFixture server;
        server.handler = [this](const QByteArray& request) {
            if (request.startsWith("GET /moved/here ")) return okReply(m_body);
            if (request.startsWith("GET /loop ")) return HttpReply{302, {}, {{"Location", "/loop"}}, 0, -1, false};
            return HttpReply{301, {}, {{"Location", "/moved/here"}}, 0, -1, false};
        };
        auto r = httpGetJsonArray(QUrl(server.base().toString() + QStringLiteral("/api/v1/benchmarks?model=x")), quick());
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QCOMPARE(server.requests().size(), 2);
        r = httpGetJsonArray(QUrl(server.base().toString() + QStringLiteral("/loop")), quick());
        QVERIFY2(errorOf(r).contains(QStringLiteral("more than 10 redirects")), qPrintable(errorOf(r)));
        QCOMPARE(server.requests().size(), 2 + 11);

        // From https to http: not followed.
        HttpFixture secure(HttpFixture::Tls::Yes);
        const QByteArray plain = server.base().toEncoded() + "/moved/here";
        secure.handler = [plain](const QByteArray&) { return HttpReply{302, {}, {{"Location", plain}}, 0, -1, false}; };
        HttpOptions o = quick();
        o.extraCaCertificates = HttpFixture::testCa();
        r = httpGetJsonArray(QUrl(secure.base().toString() + QStringLiteral("/data")), o);
        QVERIFY2(errorOf(r).contains(QStringLiteral("redirected from https to %1").arg(QString::fromLatin1(plain))),
                 qPrintable(errorOf(r)));
        QCOMPARE(server.requests().size(), 13); // the http server was never asked
    }

    void anHttpProxyFromTheEnvironmentIsUsed()
    {
        HttpFixture proxy;
        proxy.handler = [this](const QByteArray&) { return okReply(m_body); };
        qputenv("http_proxy", proxy.base().toEncoded());
        const QUrl url(QStringLiteral("http://inferencex.invalid/api/v1/benchmarks?model=DeepSeek-R1-0528"));
        const auto r = httpGetJsonArray(url, quick());
        qunsetenv("http_proxy");
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QCOMPARE(proxy.requests().size(), 1);
        const QByteArray request = proxy.requests().first();
        QVERIFY2(request.startsWith("GET http://inferencex.invalid/api/v1/benchmarks?model=DeepSeek-R1-0528 HTTP/1.1\r\n"),
                 request.constData());
        QVERIFY2(request.contains("\r\nHost: inferencex.invalid\r\n"), request.constData());
    }

    void aNameIsReachedOverWhicheverFamilyConnects_data()
    {
        // Each family's scripted outcome: after how many ms (-1: never), connected or which error.
        QTest::addColumn<int>("v6After");
        QTest::addColumn<int>("v6Error"); // -1: connects
        QTest::addColumn<int>("v4After");
        QTest::addColumn<int>("v4Error");
        QTest::addColumn<int>("winner"); // the protocol that wins, or -1
        QTest::addColumn<int>("error");  // when none does
        QTest::addColumn<int>("atLeastMs");
        using S = QAbstractSocket;
        QTest::newRow("IPv6 silent: IPv4 after the stagger") << -1 << -1 << 0 << -1 << int(S::IPv4Protocol) << -1 << 200;
        QTest::newRow("IPv6 first") << 0 << -1 << 0 << -1 << int(S::IPv6Protocol) << -1 << 0;
        QTest::newRow("no IPv6 address: IPv4 at once") << 0 << int(S::HostNotFoundError) << 0 << -1 << int(S::IPv4Protocol) << -1 << 0;
        QTest::newRow("both fail: the refusal, whatever the order")
            << 600 << int(S::SocketTimeoutError) << 0 << int(S::ConnectionRefusedError) << -1 << int(S::ConnectionRefusedError) << 500;
    }

    void aNameIsReachedOverWhicheverFamilyConnects()
    {
        QFETCH(int, v6After);
        QFETCH(int, v6Error);
        QFETCH(int, v4After);
        QFETCH(int, v4Error);
        QFETCH(int, winner);
        QFETCH(int, error);
        QFETCH(int, atLeastMs);
        QMap<int, QPair<int, int>> script{{QAbstractSocket::IPv6Protocol, {v6After, v6Error}},
                                          {QAbstractSocket::IPv4Protocol, {v4After, v4Error}}};
        QList<int> started;
        std::unique_ptr<QTcpSocket> won;
        int failedWith = -1;
        QEventLoop loop;
        bool settled = false;
        QElapsedTimer t;
        t.start();
        {
            ConnectionRace race([&] { return std::make_unique<ScriptedSocket>(script, started); },
                                [&](std::unique_ptr<QTcpSocket> s) {
                                    won = std::move(s);
                                    settled = true;
                                    loop.quit();
                                },
                                [&](QAbstractSocket::SocketError e, const QString&) {
                                    failedWith = int(e);
                                    settled = true;
                                    loop.quit();
                                });
            race.start(QStringLiteral("dual.example"), 443);
            QTimer::singleShot(20000, &loop, &QEventLoop::quit);
            if (!settled) loop.exec();
        }
        QVERIFY2(t.elapsed() >= atLeastMs, qPrintable(QString::number(t.elapsed())));
        if (winner >= 0) {
            QVERIFY(won);
            QCOMPARE(int(static_cast<ScriptedSocket*>(won.get())->protocol), winner);
        } else {
            QVERIFY(!won);
            QCOMPARE(failedWith, error);
        }
        QCOMPARE(started.first(), int(QAbstractSocket::IPv6Protocol));            // IPv6 is asked first
        if (winner == QAbstractSocket::IPv6Protocol) QCOMPARE(started.size(), 1); // IPv4 never needed
    }

    void aNameIsFetchedByName()
    {
        HttpFixture server;
        server.handler = [this](const QByteArray&) { return okReply(m_body); };
        const auto port = quint16(server.base().port());
        // Through the fetch, by name, plain and over TLS (whose certificate names localhost).
        const QUrl byName(QStringLiteral("http://localhost:%1/api/v1/benchmarks?model=x").arg(port));
        auto r = httpGetJsonArray(byName, quick());
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QVERIFY(server.requests().last().contains(QStringLiteral("Host: localhost:%1").arg(port).toLatin1()));
        HttpFixture secure(HttpFixture::Tls::Yes);
        secure.handler = [this](const QByteArray&) { return okReply(m_body); };
        HttpOptions o = quick();
        o.extraCaCertificates = HttpFixture::testCa();
        r = httpGetJsonArray(QUrl(QStringLiteral("https://localhost:%1/data").arg(secure.base().port())), o);
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
    }

    void theCacheClearsOnlyItsOwnLeftovers()
    {
        // Qt's old disk cache folder goes; a link of that name, and anything else, stays.
        const QString dir = m_dir.filePath(QStringLiteral("leftovers"));
        const QString outside = m_dir.filePath(QStringLiteral("outside"));
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/data8/a")) && QDir().mkpath(dir + QStringLiteral("/database")) &&
                QDir().mkpath(outside));
        QVERIFY(QFile(outside + QStringLiteral("/keep.txt")).open(QIODevice::WriteOnly));
        QVERIFY(QFile::link(outside, dir + QStringLiteral("/prepared")));
        QFile stale(dir + QStringLiteral("/x.response.tmp-0badf00d"));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        QVERIFY(stale.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-7200), QFileDevice::FileModificationTime));
        stale.close();
        HttpFixture server;
        server.script(okReply(m_body, {{"ETag", "\"v1\""}}));
        HttpOptions o = quick();
        o.cacheDir = dir;
        const auto r = httpGetJsonArray(inferencex::benchmarksUrl(server.base(), kModel), o);
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/data8")));
        QVERIFY(!QFileInfo::exists(stale.fileName()));
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/database")));
        QVERIFY(QFileInfo::exists(outside + QStringLiteral("/keep.txt")));
        QCOMPARE(QDir(dir).entryList({QStringLiteral("*.response")}, QDir::Files).size(), 1);
    }

    void httpsGoesThroughAProxyAsATunnel()
    {
        HttpFixture server(HttpFixture::Tls::Yes);
        server.handler = [this](const QByteArray&) { return okReply(m_body); };
        TunnelProxy proxy;
        QVERIFY(proxy.listening());
        qputenv("https_proxy", proxy.url());
        HttpOptions o = quick();
        o.extraCaCertificates = HttpFixture::testCa();
        const QUrl url = inferencex::benchmarksUrl(server.base(), kModel);
        const auto r = httpGetJsonArray(url, o);
        qunsetenv("https_proxy");
        QVERIFY2(r.ok(), qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QCOMPARE(proxy.connects, QList<QByteArray>{"CONNECT 127.0.0.1:" + QByteArray::number(url.port()) + " HTTP/1.1"});
        QCOMPARE(server.requests().size(), 1); // through the tunnel, end to end
    }

    void theCacheRevalidatesAndIgnoresAnAlteredEntry()
    {
        HttpFixture server;
        server.handler = [this](const QByteArray& request) {
            if (request.contains("If-None-Match: \"v1\"")) return HttpReply{304, {}, {{"ETag", "\"v1\""}}, 0, -1, false};
            return okReply(m_body, {{"ETag", "\"v1\""}});
        };
        HttpOptions o = quick();
        o.cacheDir = m_dir.filePath(QStringLiteral("cache"));
        const QUrl url = inferencex::benchmarksUrl(server.base(), kModel);
        auto r = httpGetJsonArray(url, o);
        QVERIFY2(r.ok() && !r->fromCache, qPrintable(errorOf(r)));
        r = httpGetJsonArray(url, o);
        QVERIFY2(r.ok() && r->fromCache, qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QVERIFY(server.requests()[1].contains("If-None-Match: \"v1\""));
        // The entry changes between the question and the 304 (another process): asked again, unconditionally.
        const QString entry = QDir(o.cacheDir).filePath(QDir(o.cacheDir).entryList(QDir::Files).value(0));
        server.handler = [this, entry](const QByteArray& request) {
            if (!request.contains("If-None-Match")) return okReply(m_body, {{"ETag", "\"v1\""}});
            QFile f(entry);
            if (f.open(QIODevice::Append)) f.write("x"); // no longer the body its hash names
            return HttpReply{304, {}, {{"ETag", "\"v1\""}}, 0, -1, false};
        };
        r = httpGetJsonArray(url, o);
        QVERIFY2(r.ok() && !r->fromCache, qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QCOMPARE(server.requests().size(), 4);
        QVERIFY(server.requests()[2].contains("If-None-Match") && !server.requests()[3].contains("If-None-Match"));
        server.handler = [this](const QByteArray& request) {
            if (request.contains("If-None-Match: \"v1\"")) return HttpReply{304, {}, {{"ETag", "\"v1\""}}, 0, -1, false};
            return okReply(m_body, {{"ETag", "\"v1\""}});
        };
        // One byte of the kept body changed: the entry is not used, and the body is asked for again.
        const QStringList files = QDir(o.cacheDir).entryList(QDir::Files);
        QCOMPARE(files.size(), 1);
        QFile f(QDir(o.cacheDir).filePath(files.first()));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        bytes[bytes.size() - 10] = 'Q';
        QVERIFY(f.seek(0) && f.write(bytes) == bytes.size());
        f.close();
        r = httpGetJsonArray(url, o);
        QVERIFY2(r.ok() && !r->fromCache, qPrintable(errorOf(r)));
        QCOMPARE(r->body, m_body);
        QVERIFY(!server.requests()[4].contains("If-None-Match"));
        // A new version without a validator: the old entry goes, so it is never revalidated in its place.
        QByteArray changed = m_body;
        changed[changed.size() - 3] = ' ';
        server.handler = [changed](const QByteArray&) { return okReply(changed); };
        r = httpGetJsonArray(url, o);
        QVERIFY2(r.ok() && !r->fromCache, qPrintable(errorOf(r)));
        QCOMPARE(QDir(o.cacheDir).entryList(QDir::Files).size(), 0);
        // A 304 to a request that named no cached copy is an error, not an empty body.
        HttpFixture odd;
        odd.script({304, {}, {}, 0, -1, false});
        r = httpGetJsonArray(inferencex::benchmarksUrl(odd.base(), kModel), quick());
        QVERIFY2(errorOf(r).contains(QStringLiteral("no earlier copy is cached")), qPrintable(errorOf(r)));
    }
};

QTEST_GUILESS_MAIN(TestHttpClient)
#include "test_http_client.moc"
