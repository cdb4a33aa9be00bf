// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A local HTTP/1.1 server for the fetch tests, on a free port of 127.0.0.1, driven by the test's
// own event loop. Each request gets the next scripted reply (or the handler's answer): a status,
// headers, a body, optionally a delay, a body cut short, or silence; or `raw` writes what it wants
// (an endless body, a trickle, a huge header block). Every request is recorded.

#include "test_support.h"

#include <QByteArray>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <functional>
#include <memory>

namespace denominator::test {

struct HttpReply {
    int status = 200;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    int delayMs = 0;     ///< wait this long before answering (a slow server)
    qint64 cutAt = -1;   ///< send only this many body bytes, then close (Content-Length says more)
    bool silent = false; ///< never answer (the client's timeout ends it)
};

class HttpFixture : public QObject {
public:
    /// Answers a request (its raw header text) when no scripted reply is left.
    std::function<HttpReply(const QByteArray& request)> handler;
    /// When set, answers every request itself on the socket, before any script or handler: event
    /// driven (e.g. a QTimer parented to the socket), never blocking, since the client waits in a
    /// nested event loop on the same thread.
    std::function<void(QTcpSocket* socket, const QByteArray& request)> raw;

    enum class Tls { No, Yes };
    /// With Tls::Yes, an https server whose certificate (tests/data/tls) is signed by testCa().
    explicit HttpFixture(Tls tls = Tls::No) : m_tls(tls == Tls::Yes)
    {
        if (m_tls) {
            auto server = std::make_unique<QSslServer>();
            QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
            conf.setLocalCertificate(QSslCertificate(readTls("server.pem")));
            conf.setPrivateKey(QSslKey(readTls("server.key"), QSsl::Ec));
            conf.setPeerVerifyMode(QSslSocket::VerifyNone); // the client shows no certificate
            server->setSslConfiguration(conf);
            m_server = std::move(server);
        } else {
            m_server = std::make_unique<QTcpServer>();
        }
        m_server->listen(QHostAddress::LocalHost);
        // After the TLS handshake, for an https server: the socket is then ready for the request.
        QObject::connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket* s = m_server->nextPendingConnection()) {
                s->setParent(this);
                QObject::connect(s, &QTcpSocket::readyRead, this, [this, s] { onData(s); });
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }
    QUrl base() const
    {
        return QUrl(
            QStringLiteral("%1://127.0.0.1:%2").arg(m_tls ? QStringLiteral("https") : QStringLiteral("http")).arg(m_server->serverPort()));
    }
    /// The CA that signed an https fixture's certificate (trusted by a fetch that adds it).
    static QList<QSslCertificate> testCa() { return {QSslCertificate(readTls("ca.pem"))}; }
    void script(const HttpReply& r) { m_script << r; }
    /// Raw header text of every request received, in order.
    const QList<QByteArray>& requests() const { return m_requests; }

    /// For `raw`: writes next() every intervalMs until it returns nothing or the client is gone,
    /// with at most 1 MiB queued, so `*sent` (bytes handed to the socket) stays near what left.
    static void stream(QTcpSocket* s, int intervalMs, std::function<QByteArray()> next, qint64* sent)
    {
        auto* timer = new QTimer(s);
        QObject::connect(timer, &QTimer::timeout, s, [s, timer, produce = std::move(next), sent] {
            if (s->state() != QAbstractSocket::ConnectedState) return timer->stop();
            if (s->bytesToWrite() > (1 << 20)) return;
            const QByteArray bytes = produce();
            if (bytes.isEmpty()) return timer->stop();
            *sent += s->write(bytes);
        });
        timer->start(intervalMs);
    }

private:
    void onData(QTcpSocket* s)
    {
        QByteArray& buf = m_buffers[s];
        buf += s->readAll();
        const qsizetype end = buf.indexOf("\r\n\r\n");
        if (end < 0) return;
        const QByteArray request = buf.left(end);
        buf.clear();
        m_requests << request;
        if (raw) return raw(s, request);
        const HttpReply r = !m_script.isEmpty() ? m_script.takeFirst()
                            : handler           ? handler(request)
                                                : HttpReply{404, "{}", {}, 0, -1, false};
        if (r.silent) return;
        QTimer::singleShot(r.delayMs, s, [s, r] { answer(s, r); });
    }

    static void answer(QTcpSocket* s, const HttpReply& r)
    {
        QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
        head += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n";
        for (const auto& [name, value] : r.headers) head += name + ": " + value + "\r\n";
        head += "\r\n";
        s->write(head);
        s->write(r.cutAt >= 0 ? r.body.left(r.cutAt) : r.body);
        s->flush();
        s->disconnectFromHost();
    }

    static QByteArray reason(int status)
    {
        switch (status) {
        case 200: return "OK";
        case 304: return "Not Modified";
        case 301: return "Moved Permanently";
        case 302: return "Found";
        case 400: return "Bad Request";
        case 429: return "Too Many Requests";
        case 500: return "Internal Server Error";
        case 503: return "Service Unavailable";
        default: return "Status";
        }
    }

    static QByteArray readTls(const char* name)
    {
        QFile f(QStringLiteral(DENOMINATOR_SOURCE_DIR "/tests/data/tls/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    bool m_tls = false;
    std::unique_ptr<QTcpServer> m_server;
    QList<HttpReply> m_script;
    QList<QByteArray> m_requests;
    QHash<QTcpSocket*, QByteArray> m_buffers;
};

/// The proxy variables a test removes: the server is local (and a test that sets a proxy is not
/// to be bypassed by a machine's no_proxy).
inline constexpr const char* kProxyVariables[] = {"http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY",
                                                  "all_proxy",  "ALL_PROXY",  "no_proxy",    "NO_PROXY"};

/// The real `denominator` with `args`, waited for in an event loop so that a fixture on this thread
/// keeps serving: its HTTP cache under `cacheHome`, no proxy, no base URL from the environment.
inline ProgramRun runWhileServing(const QStringList& args, const QString& cacheHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cacheHome);
    env.remove(QStringLiteral("DENOMINATOR_INFERENCEX_URL"));
    for (const char* proxy : kProxyVariables) env.remove(QString::fromLatin1(proxy));
    p.setProcessEnvironment(env);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    p.start(QStringLiteral(DENOMINATOR_BINARY), args);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace denominator::test
