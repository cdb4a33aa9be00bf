// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A TCP connection to a host name whose addresses may not all work (RFC 8305, "happy eyeballs",
// as Qt's own HTTP client did): one socket connects over IPv6, a second over IPv4 250 ms after the
// first's lookup (at once when the first fails), and the first to connect wins. Each socket tries
// its family's addresses in turn. So a broken IPv6 route costs a quarter second, not Qt's connect
// timeout (30 s per address, each address tried twice). Asynchronous: it runs in the caller's
// event loop, and a race destroyed early stops. The callbacks run inside a socket's signal: they
// must not destroy the race.

#include <QAbstractSocket>
#include <QObject>
#include <QString>
#include <QTimer>
#include <array>
#include <functional>
#include <memory>
#include <vector>

class QTcpSocket;

namespace denominator {

class ConnectionRace {
public:
    static constexpr int kStaggerMs = 250;
    using Factory = std::function<std::unique_ptr<QTcpSocket>()>;
    /// The connected socket, now the caller's (its signals to the race are gone).
    using Won = std::function<void(std::unique_ptr<QTcpSocket>)>;
    /// Both families failed (or a socket could not be made): the more telling error (a refusal
    /// over a timeout, either over no address of that family) and its text.
    using Failed = std::function<void(QAbstractSocket::SocketError, const QString&)>;

    ConnectionRace(Factory make, Won won, Failed failed);
    ~ConnectionRace();
    ConnectionRace(const ConnectionRace&) = delete;
    ConnectionRace& operator=(const ConnectionRace&) = delete;

    void start(const QString& host, quint16 port);

private:
    struct Family { // [0] IPv6, [1] IPv4
        bool started = false, failed = false;
        std::unique_ptr<QTcpSocket> socket;
    };
    void startFamily(std::size_t f);
    void retire(std::unique_ptr<QTcpSocket>& socket);
    void fail(QAbstractSocket::SocketError e, const QString& why);

    Factory m_make;
    Won m_won;
    Failed m_failed;
    QObject m_context; ///< every connection of the race's: gone with it
    QTimer m_stagger;
    std::array<Family, 2> m_families;
    std::vector<std::unique_ptr<QTcpSocket>> m_spent; ///< failed sockets, freed with the race
    QString m_host;
    quint16 m_port = 0;
    bool m_done = false;
    QAbstractSocket::SocketError m_error = QAbstractSocket::HostNotFoundError;
    QString m_problem;
};

} // namespace denominator
