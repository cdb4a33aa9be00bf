// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/connection_race.h"

#include <QTcpSocket>
#include <exception>

namespace denominator {

namespace {

/// How much a failure tells the user: a refusal most, no address of that family least.
int telling(QAbstractSocket::SocketError e)
{
    switch (e) {
    case QAbstractSocket::HostNotFoundError: return 0;
    case QAbstractSocket::SocketTimeoutError: return 1;
    case QAbstractSocket::ConnectionRefusedError: return 3;
    default: return 2;
    }
}

} // namespace

ConnectionRace::ConnectionRace(Factory make, Won won, Failed failed)
    : m_make(std::move(make)), m_won(std::move(won)), m_failed(std::move(failed))
{
    m_spent.reserve(m_families.size()); // retiring never allocates (it runs in the destructor too)
    m_stagger.setSingleShot(true);
    QObject::connect(&m_stagger, &QTimer::timeout, &m_context, [this] { startFamily(1); });
}

ConnectionRace::~ConnectionRace()
{
    m_done = true;
    for (Family& f : m_families) retire(f.socket);
}

void ConnectionRace::start(const QString& host, quint16 port)
{
    m_host = host;
    m_port = port;
    startFamily(0);
}

void ConnectionRace::fail(QAbstractSocket::SocketError e, const QString& why)
{
    if (m_done) return;
    m_done = true;
    m_stagger.stop();
    m_failed(e, why);
}

void ConnectionRace::startFamily(std::size_t f)
{
    Family& family = m_families[f];
    if (m_done || family.started) return;
    family.started = true;
    try { // this may run in a timer's slot, which no exception may leave
        family.socket = m_make();
    } catch (const std::exception& e) {
        return fail(QAbstractSocket::UnknownSocketError, QString::fromUtf8(e.what()));
    }
    QTcpSocket* s = family.socket.get();
    if (f == 0) // the other family's delay runs from the first's lookup, as RFC 8305 has it
        QObject::connect(s, &QAbstractSocket::hostFound, &m_context, [this] {
            if (!m_families[1].started) m_stagger.start(kStaggerMs);
        });
    QObject::connect(s, &QAbstractSocket::connected, &m_context, [this, f] {
        if (m_done) return;
        m_done = true;
        m_stagger.stop();
        retire(m_families[1 - f].socket);
        std::unique_ptr<QTcpSocket> winner = std::move(m_families[f].socket);
        QObject::disconnect(winner.get(), nullptr, &m_context, nullptr);
        try {
            m_won(std::move(winner));
        } catch (const std::exception& e) {
            m_failed(QAbstractSocket::UnknownSocketError, QString::fromUtf8(e.what()));
        }
    });
    QObject::connect(s, &QAbstractSocket::errorOccurred, &m_context, [this, f, s](QAbstractSocket::SocketError e) {
        if (m_done) return;
        if (m_problem.isEmpty() || telling(e) > telling(m_error)) {
            m_error = e;
            m_problem = s->errorString();
        }
        m_families[f].failed = true;
        retire(m_families[f].socket);
        Family& other = m_families[1 - f];
        if (!other.started) {
            m_stagger.stop();
            return startFamily(1 - f); // at once
        }
        if (other.failed) fail(m_error, m_problem);
    });
    s->connectToHost(m_host, m_port, QIODevice::ReadWrite, f == 0 ? QAbstractSocket::IPv6Protocol : QAbstractSocket::IPv4Protocol);
}

void ConnectionRace::retire(std::unique_ptr<QTcpSocket>& socket)
{
    if (!socket) return;
    QObject::disconnect(socket.get(), nullptr, &m_context, nullptr);
    socket->abort();
    m_spent.push_back(std::move(socket)); // maybe inside its own signal: freed with the race
}

} // namespace denominator
