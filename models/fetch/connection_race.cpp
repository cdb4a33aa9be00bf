// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/connection_race.h"

#include <QTcpSocket>

namespace denominator {

ConnectionRace::ConnectionRace(Factory make, Won won, Failed failed)
    : m_make(std::move(make)), m_won(std::move(won)), m_failed(std::move(failed))
{
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
    m_stagger.start(kStaggerMs);
    startFamily(0);
}

void ConnectionRace::startFamily(std::size_t f)
{
    Family& family = m_families[f];
    if (m_done || family.started) return;
    family.started = true;
    family.socket = m_make();
    QTcpSocket* s = family.socket.get();
    QObject::connect(s, &QAbstractSocket::connected, &m_context, [this, f] {
        if (m_done) return;
        m_done = true;
        m_stagger.stop();
        retire(m_families[1 - f].socket);
        std::unique_ptr<QTcpSocket> winner = std::move(m_families[f].socket);
        QObject::disconnect(winner.get(), nullptr, &m_context, nullptr);
        m_won(std::move(winner));
    });
    QObject::connect(s, &QAbstractSocket::errorOccurred, &m_context, [this, f, s](QAbstractSocket::SocketError e) {
        if (m_done) return;
        // No address of this family is the least telling failure: any other wins the message.
        if (m_problem.isEmpty() || e != QAbstractSocket::HostNotFoundError) {
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
        if (other.failed) {
            m_done = true;
            m_failed(m_error, m_problem);
        }
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
