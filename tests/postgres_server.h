// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A real PostgreSQL server for a test or the benchmark: initdb and pg_ctl from Debian's postgresql
// package, a cluster in a temporary folder listening on a free loopback port, stopped when the
// object goes. PostgreSQL refuses to run as root, so as root (CI) it runs as the `postgres` user.
// The database `inferencex` gets the tables of postgres/schema.sql; loadApiRows() fills them.

#include "fetch/pg_connection.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <unistd.h>

namespace denominator::test {

class PostgresServer {
public:
    PostgresServer() = default;
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;
    ~PostgresServer()
    {
        if (m_started)
            run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("immediate"),
                                           QStringLiteral("-w"), QStringLiteral("stop")});
    }

    /// Starts the server and creates the database with InferenceX's tables; empty on success, else
    /// what failed.
    QString start(const QString& schemaSql)
    {
        m_bin = binDir();
        if (m_bin.isEmpty())
            return QStringLiteral("no PostgreSQL server: /usr/lib/postgresql/*/bin/initdb is missing (install Debian's postgresql)");
        if (!m_dir.isValid()) return QStringLiteral("no temporary folder");
        if (geteuid() == 0 && QProcess::execute(QStringLiteral("chown"), {QStringLiteral("postgres:postgres"), m_dir.path()}) != 0)
            return QStringLiteral("cannot hand %1 to the postgres user").arg(m_dir.path());
        if (QString e = run(QStringLiteral("initdb"), {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("postgres"),
                                                       QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"),
                                                       QStringLiteral("UTF8"), QStringLiteral("--locale=C"), QStringLiteral("--no-sync")});
            !e.isEmpty())
            return e;
        // A role that must give a password over TCP (authentication failures); everyone else is trusted.
        QFile hba(dataDir() + QStringLiteral("/pg_hba.conf"));
        if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)) return QStringLiteral("cannot write pg_hba.conf");
        hba.write("local all all trust\nhost all reader 127.0.0.1/32 scram-sha-256\nhost all all 127.0.0.1/32 trust\n");
        hba.close();
        m_port = freePort();
        const QString options =
            QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off").arg(m_port).arg(m_dir.path());
        if (QString e =
                run(QStringLiteral("pg_ctl"),
                    {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"), m_dir.filePath(QStringLiteral("log")), QStringLiteral("-o"),
                     options, QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start")});
            !e.isEmpty())
            return e + QStringLiteral("\n") + QString::fromUtf8(readLog());
        m_started = true;
        auto admin = pg::Connection::open(uri(QStringLiteral("postgres")));
        if (!admin) return admin.error().toString();
        for (const char* sql :
             {"CREATE DATABASE inferencex", "CREATE DATABASE other", "CREATE ROLE reader LOGIN PASSWORD 'right-password'"})
            if (auto r = admin.value()->query(QString::fromUtf8(sql)); !r) return r.error().toString();
        auto db = pg::Connection::open(uri());
        if (!db) return db.error().toString();
        if (auto r = db.value()->query(schemaSql); !r) return r.error().toString();
        if (auto r = db.value()->query(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader")); !r)
            return r.error().toString();
        return {};
    }

    int port() const { return m_port; }
    /// postgresql://postgres@127.0.0.1:PORT/DB
    QString uri(const QString& db = QStringLiteral("inferencex"), const QString& user = QStringLiteral("postgres")) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3").arg(user).arg(m_port).arg(db);
    }

    /// Runs the statements of `sql` (each ending with a semicolon at the end of a line) with `rows`
    /// (a JSON array) as $1.
    static QString loadApiRows(pg::Connection& db, const QString& sql, const QByteArray& rows)
    {
        for (const QString& statement : sql.split(QStringLiteral(";\n"), Qt::SkipEmptyParts)) {
            QStringList code;
            for (const QString& line : statement.split(QLatin1Char('\n')))
                if (!line.trimmed().startsWith(QLatin1String("--"))) code << line;
            if (code.join(QString()).trimmed().isEmpty()) continue;
            if (auto r = db.query(code.join(QLatin1Char('\n')), {QString::fromUtf8(rows)}); !r) return r.error().toString();
        }
        return {};
    }

    QByteArray readLog() const
    {
        QFile f(m_dir.filePath(QStringLiteral("log")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private:
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    static QString binDir()
    {
        QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(versions.begin(), versions.end(), [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
        for (const QString& v : versions) {
            const QString bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(v);
            if (QFile::exists(bin + QStringLiteral("/initdb"))) return bin;
        }
        return {};
    }

    static int freePort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        return probe.serverPort();
    }

    /// Runs a server program (as `postgres` when root); empty on success, else its output.
    QString run(const QString& program, const QStringList& args) const
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setWorkingDirectory(m_dir.path());
        const QString path = m_bin + QLatin1Char('/') + program;
        if (geteuid() == 0)
            p.start(QStringLiteral("runuser"),
                    QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), path} + args);
        else
            p.start(path, args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return QStringLiteral("%1 failed: %2").arg(program, QString::fromUtf8(p.readAll()).trimmed());
        return {};
    }

    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/denominator-pg-XXXXXX")};
    QString m_bin;
    int m_port = 0;
    bool m_started = false;
};

} // namespace denominator::test
