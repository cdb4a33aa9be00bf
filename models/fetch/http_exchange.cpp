// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/http_exchange.h"

#include "fetch/connection_race.h"

#include <QEventLoop>
#include <QHostAddress>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QSslConfiguration>
#include <QSslError>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <new>

namespace denominator {

namespace {

/// The proxy the system names for `url` (the environment's http_proxy, https_proxy, no_proxy, or
/// the desktop's settings), or none.
QNetworkProxy proxyFor(const QUrl& url)
{
    for (const QNetworkProxy& p : QNetworkProxyFactory::systemProxyForQuery(QNetworkProxyQuery(url))) {
        switch (p.type()) {
        case QNetworkProxy::NoProxy:
        case QNetworkProxy::HttpProxy:
        case QNetworkProxy::HttpCachingProxy:
        case QNetworkProxy::Socks5Proxy: return p;
        default: break;
        }
    }
    return QNetworkProxy(QNetworkProxy::NoProxy);
}

/// What the request line names: the path and query, or (to a proxy) the whole URL.
QByteArray requestTarget(const QUrl& url, bool absolute)
{
    if (absolute) return url.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment);
    QByteArray target = url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty()) target = "/";
    if (url.hasQuery()) target += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    return target;
}

QByteArray hostField(const QUrl& url)
{
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':')) host = '[' + host + ']'; // an IPv6 literal
    if (url.port() != -1) host += ':' + QByteArray::number(url.port());
    return host;
}

QByteArray basic(const QString& user, const QString& password)
{
    return "Basic " + (user + QLatin1Char(':') + password).toUtf8().toBase64();
}

QString socketProblem(QAbstractSocket::SocketError e, const QString& errorString)
{
    switch (e) {
    case QAbstractSocket::ConnectionRefusedError: return QStringLiteral("connection refused (is the server up, and the base URL right?)");
    case QAbstractSocket::HostNotFoundError: return QStringLiteral("host not found (offline, or a wrong base URL?)");
    case QAbstractSocket::RemoteHostClosedError: return QStringLiteral("the connection was cut off before the response was complete");
    case QAbstractSocket::ProxyConnectionRefusedError:
    case QAbstractSocket::ProxyNotFoundError:
        return QStringLiteral("the proxy could not be reached (%1; check http_proxy / https_proxy)").arg(errorString);
    default: return errorString;
    }
}

bool retryable(QAbstractSocket::SocketError e)
{
    switch (e) {
    case QAbstractSocket::RemoteHostClosedError:
    case QAbstractSocket::SocketTimeoutError:
    case QAbstractSocket::NetworkError:
    case QAbstractSocket::TemporaryError:
    case QAbstractSocket::ProxyConnectionClosedError:
    case QAbstractSocket::ProxyConnectionTimeoutError: return true;
    default: return false;
    }
}

} // namespace

HttpExchange exchangeGet(const QUrl& url, const QList<QPair<QByteArray, QByteArray>>& headers, const HttpOptions& options,
                         const HttpProgress& progress, const QDeadlineTimer& due)
{
    HttpExchange x;
    if (due.hasExpired()) {
        x.end = HttpExchange::End::PastDeadline;
        return x;
    }
    const bool tls = url.scheme() == QLatin1String("https");
    const QNetworkProxy proxy = proxyFor(url);
    // Plain HTTP goes to an HTTP proxy as an absolute-URI request; TLS is tunnelled (CONNECT) by
    // the socket itself, as is anything through SOCKS.
    const bool viaProxy = !tls && (proxy.type() == QNetworkProxy::HttpProxy || proxy.type() == QNetworkProxy::HttpCachingProxy);
    // What the socket connects to itself: the origin, or a plain-HTTP proxy.
    const QString connectHost = viaProxy ? proxy.hostName() : url.host();
    const quint16 connectPort = viaProxy ? quint16(proxy.port()) : quint16(url.port(tls ? 443 : 80));
    const auto makeSocket = [&]() -> std::unique_ptr<QTcpSocket> {
        std::unique_ptr<QTcpSocket> s;
        if (tls) {
            auto ssl = std::make_unique<QSslSocket>();
            QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
            if (!options.extraCaCertificates.isEmpty()) conf.addCaCertificates(options.extraCaCertificates);
            conf.setPeerVerifyMode(QSslSocket::VerifyPeer);
            ssl->setSslConfiguration(conf);
            ssl->setPeerVerifyName(url.host()); // also the name the handshake asks for (SNI)
            s = std::move(ssl);
        } else {
            s = std::make_unique<QTcpSocket>();
        }
        if (viaProxy || proxy.type() == QNetworkProxy::NoProxy) {
            s->setProxy(QNetworkProxy::NoProxy);
        } else {
            QNetworkProxy tunnel = proxy;
            if (tunnel.type() == QNetworkProxy::HttpCachingProxy) tunnel.setType(QNetworkProxy::HttpProxy);
            s->setProxy(tunnel);
        }
        return s;
    };
    // A name the socket resolves itself is raced across its address families; an IP literal, or
    // a host behind a tunnelling proxy (which resolves it), is connected to directly.
    const bool race = (viaProxy || proxy.type() == QNetworkProxy::NoProxy) && QHostAddress(connectHost).isNull();
    std::unique_ptr<QTcpSocket> socket; // the connection the request goes over
    std::unique_ptr<ConnectionRace> racing;

    QByteArray request = "GET " + requestTarget(url, viaProxy) + " HTTP/1.1\r\nHost: " + hostField(url) + "\r\n";
    if (!url.userName().isEmpty()) request += "Authorization: " + basic(url.userName(), url.password()) + "\r\n";
    if (viaProxy && !proxy.user().isEmpty()) request += "Proxy-Authorization: " + basic(proxy.user(), proxy.password()) + "\r\n";
    for (const auto& [name, value] : headers) request += name + ": " + value + "\r\n";
    request += "Connection: close\r\n\r\n";

    HttpResponseParser parser(options.maxBodyBytes, options.beforeBodyGrows);
    QTimer silence, deadline, tick;
    QString sslProblem;
    bool finished = false;
    QEventLoop loop;
    const auto finish = [&](HttpExchange::End end, const QString& why = {}, bool retry = false) {
        if (finished) return;
        finished = true;
        x.end = end;
        x.problem = why;
        x.retryable = retry;
        loop.quit();
    };
    const auto report = [&] {
        if (finished || !progress) return;
        try {
            if (!progress(x.received, x.total)) finish(HttpExchange::End::Cancelled);
        } catch (const std::exception& e) {
            x.callbackError = QString::fromUtf8(e.what());
            finish(HttpExchange::End::Cancelled);
        }
    };
    const auto untrustedProblem = [&] { return QStringLiteral("the server's TLS certificate is not trusted: %1").arg(sslProblem); };
    const auto judge = [&] {
        if (parser.headComplete()) {
            x.total = parser.contentLength();
            x.received = parser.body().size();
        }
        switch (parser.failure()) {
        case HttpResponseParser::Failure::None:
            if (parser.complete()) finish(HttpExchange::End::Complete);
            return;
        case HttpResponseParser::Failure::CutOff: return finish(HttpExchange::End::Network, parser.problem(), true);
        case HttpResponseParser::Failure::BodyTooLarge: x.tooLarge = true; [[fallthrough]];
        default: return finish(HttpExchange::End::Refused, parser.problem());
        }
    };
    // The slots run inside Qt's event loop, which no exception may cross.
    const auto guarded = [&](const auto& work) {
        try {
            work();
        } catch (const std::bad_alloc&) {
            finish(HttpExchange::End::OutOfMemory);
        } catch (const std::exception& e) {
            finish(HttpExchange::End::Refused,
                   QStringLiteral("internal error while receiving the response: %1").arg(QString::fromUtf8(e.what())));
        }
    };
    const auto readAvailable = [&] {
        guarded([&] {
            while (!finished && socket->bytesAvailable() > 0) {
                parser.feed(socket->read(std::min<qint64>(socket->bytesAvailable(), qint64(1) << 16)));
                judge();
            }
        });
        if (!finished) silence.start();
        report();
    };
    const auto closed = [&] {
        if (!sslProblem.isEmpty()) return finish(HttpExchange::End::Refused, untrustedProblem());
        readAvailable();
        if (finished) return;
        parser.close();
        judge();
        finish(HttpExchange::End::Network, QStringLiteral("the connection was cut off before the response was complete"), true);
    };

    silence.setSingleShot(true);
    silence.setInterval(std::max(1, options.timeoutMs));
    QObject::connect(&silence, &QTimer::timeout, &loop, [&] {
        finish(HttpExchange::End::Silence, QStringLiteral("no response within %1 s").arg(options.timeoutMs / 1000.0), true);
    });
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, [&] { finish(HttpExchange::End::PastDeadline); });
    QObject::connect(&tick, &QTimer::timeout, &loop, report);    // so Cancel works against a silent server
    const auto untrusted = [&](const QList<QSslError>& errors) { // refused by the handshake that follows
        QStringList why;
        for (const QSslError& e : errors) why << e.errorString();
        sslProblem = why.join(QStringLiteral("; "));
    };
    const auto send = [&] {
        silence.start();
        socket->write(request);
    };
    const auto onError = [&](QAbstractSocket::SocketError e) {
        // A rejected certificate first: the server may close on it, which is no cut-off to retry.
        if (!sslProblem.isEmpty()) return finish(HttpExchange::End::Refused, untrustedProblem());
        if (e == QAbstractSocket::RemoteHostClosedError) return closed();
        finish(HttpExchange::End::Network, socketProblem(e, socket->errorString()), retryable(e));
    };
    // The request's own signals, on `socket`; `connectedAlready` when a race connected it.
    const auto attach = [&](bool connectedAlready) {
        QObject::connect(socket.get(), &QIODevice::readyRead, &loop, readAvailable);
        QObject::connect(socket.get(), &QAbstractSocket::disconnected, &loop, closed);
        QObject::connect(socket.get(), &QAbstractSocket::errorOccurred, &loop, onError);
        if (auto* ssl = qobject_cast<QSslSocket*>(socket.get())) {
            QObject::connect(ssl, &QSslSocket::sslErrors, &loop, untrusted);
            QObject::connect(ssl, &QSslSocket::encrypted, &loop, send);
            if (connectedAlready) ssl->startClientEncryption();
        } else if (connectedAlready) {
            send();
        } else {
            QObject::connect(socket.get(), &QAbstractSocket::connected, &loop, send);
        }
    };
    silence.start();
    deadline.start(due.isForever() ? HttpOptions::kMaxDeadlineMs
                                   : int(std::clamp<qint64>(due.remainingTime(), 1, HttpOptions::kMaxDeadlineMs)));
    tick.start(100);
    if (race) {
        racing = std::make_unique<ConnectionRace>(
            makeSocket,
            [&](std::unique_ptr<QTcpSocket> connected) {
                socket = std::move(connected);
                attach(true);
            },
            [&](QAbstractSocket::SocketError e, const QString& why) {
                finish(HttpExchange::End::Network, socketProblem(e, why), retryable(e));
            });
        racing->start(connectHost, connectPort);
    } else {
        socket = makeSocket();
        attach(false);
        if (auto* ssl = qobject_cast<QSslSocket*>(socket.get()); ssl && !viaProxy)
            ssl->connectToHostEncrypted(connectHost, connectPort);
        else
            socket->connectToHost(connectHost, connectPort);
    }
    if (!finished) loop.exec();
    racing.reset();
    if (socket) {
        QObject::disconnect(socket.get(), nullptr, &loop, nullptr);
        socket->abort();
    }
    if (x.end == HttpExchange::End::Complete) {
        x.head = parser.head();
        x.body = parser.takeBody();
    }
    return x;
}

} // namespace denominator
