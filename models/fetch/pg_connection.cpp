// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/pg_connection.h"

#include <QUrl>
#include <QUrlQuery>
#include <dlfcn.h>
#include <libpq-fe.h>
#include <vector>

namespace denominator::pg {
namespace {

// The libpq functions used here.
#define DENOMINATOR_LIBPQ(X)                                                                                                               \
    X(PQconnectdbParams)                                                                                                                   \
    X(PQstatus)                                                                                                                            \
    X(PQfinish)                                                                                                                            \
    X(PQbackendPID)                                                                                                                        \
    X(PQerrorMessage)                                                                                                                      \
    X(PQexec)                                                                                                                              \
    X(PQexecParams)                                                                                                                        \
    X(PQresultStatus)                                                                                                                      \
    X(PQresultErrorMessage)                                                                                                                \
    X(PQntuples)                                                                                                                           \
    X(PQnfields)                                                                                                                           \
    X(PQgetisnull)                                                                                                                         \
    X(PQgetvalue)                                                                                                                          \
    X(PQgetlength)                                                                                                                         \
    X(PQclear)                                                                                                                             \
    X(PQsendQueryParams)                                                                                                                   \
    X(PQsetSingleRowMode)                                                                                                                  \
    X(PQgetResult)

/// libpq, loaded when the first connection opens: the programs that never read a PostgreSQL
/// database (every command but `import postgresql://…`) do not load it, nor the libraries it
/// brings (Kerberos, LDAP, GnuTLS, …), which took a fifth of their start-up.
struct LibPq {
// NOLINTNEXTLINE(bugprone-macro-parentheses): `name` is declared here, a name cannot be parenthesised
#define DENOMINATOR_LIBPQ_MEMBER(name) decltype(&::name) name = nullptr;
    DENOMINATOR_LIBPQ(DENOMINATOR_LIBPQ_MEMBER)
#undef DENOMINATOR_LIBPQ_MEMBER
    QString problem; ///< why it could not be loaded; empty when every function is there
};

LibPq loadLibPq()
{
    LibPq lib;
    void* handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        lib.problem = QStringLiteral("cannot load libpq (install the libpq5 package): %1").arg(QString::fromLocal8Bit(dlerror()));
        return lib;
    }
#define DENOMINATOR_LIBPQ_LOAD(name)                                                                                                       \
    lib.name = reinterpret_cast<decltype(lib.name)>(dlsym(handle, #name));                                                                 \
    if (!lib.name) {                                                                                                                       \
        lib.problem = QStringLiteral("libpq.so.5 lacks %1: too old a libpq").arg(QLatin1String(#name));                                    \
        return lib;                                                                                                                        \
    }
    DENOMINATOR_LIBPQ(DENOMINATOR_LIBPQ_LOAD)
#undef DENOMINATOR_LIBPQ_LOAD
    return lib; // never unloaded: its functions are used until the process ends
}

const LibPq& pq()
{
    static const LibPq lib = loadLibPq();
    return lib;
}

struct ResultDeleter {
    void operator()(PGresult* r) const { pq().PQclear(r); }
};
using Result = std::unique_ptr<PGresult, ResultDeleter>;

Row rowOf(const PGresult* r, int i)
{
    Row row;
    for (int c = 0; c < pq().PQnfields(r); ++c)
        row << (pq().PQgetisnull(r, i, c) ? QString() : QString::fromUtf8(pq().PQgetvalue(r, i, c), pq().PQgetlength(r, i, c)));
    return row;
}

/// libpq's parameter arrays for `params`, kept alive for the call.
struct ParamArrays {
    explicit ParamArrays(const QList<Param>& params)
    {
        for (const Param& p : params) utf8.push_back(p ? p->toUtf8() : QByteArray());
        for (size_t i = 0; i < utf8.size(); ++i) values.push_back(params[qsizetype(i)] ? utf8[i].constData() : nullptr);
    }
    int count() const { return int(values.size()); }
    std::vector<QByteArray> utf8;
    std::vector<const char*> values;
};

} // namespace

QString withoutPassword(const QString& uri)
{
    QUrl url(uri);
    QUrlQuery query(url);
    query.removeAllQueryItems(QStringLiteral("password"));
    url.setQuery(query);
    return url.toString(QUrl::RemovePassword);
}

bool isConnectionUri(const QString& text)
{
    return text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"));
}

Expected<std::unique_ptr<Connection>> Connection::open(const QString& uri)
{
    std::unique_ptr<Connection> c(new Connection);
    c->m_name = withoutPassword(uri);
    if (!isConnectionUri(uri)) return Issue{c->m_name, -1, -1, {}, QStringLiteral("expected a postgresql://user@host/database address")};
    if (!pq().problem.isEmpty()) return Issue{c->m_name, -1, -1, {}, QStringLiteral("cannot connect: ") + pq().problem};
    const QByteArray utf8 = uri.toUtf8();
    // Earlier keywords are defaults: the URI's own connect_timeout, if any, overrides ours.
    const char* const keys[] = {"connect_timeout", "application_name", "dbname", nullptr};
    const char* const values[] = {"10", "denominator", utf8.constData(), nullptr};
    c->m_conn = pq().PQconnectdbParams(keys, values, 1);
    if (!c->m_conn) return Issue{c->m_name, -1, -1, {}, QStringLiteral("cannot connect: out of memory")};
    if (pq().PQstatus(c->m_conn) != CONNECTION_OK) return c->failure(QStringLiteral("cannot connect"));
    return c;
}

Connection::~Connection()
{
    if (m_conn) pq().PQfinish(m_conn);
}

int Connection::backendPid() const { return pq().PQbackendPID(m_conn); }

Issue Connection::failure(const QString& what) const
{
    QString message = QString::fromUtf8(pq().PQerrorMessage(m_conn)).simplified();
    if (message.isEmpty()) message = QStringLiteral("no reason given");
    return Issue{m_name, -1, -1, {}, QStringLiteral("%1: %2").arg(what, message)};
}

Expected<QList<Row>> Connection::query(const QString& sql, const QList<Param>& params)
{
    const ParamArrays p(params);
    const Result r(p.count() == 0
                       ? pq().PQexec(m_conn, sql.toUtf8().constData())
                       : pq().PQexecParams(m_conn, sql.toUtf8().constData(), p.count(), nullptr, p.values.data(), nullptr, nullptr, 0));
    const ExecStatusType status = pq().PQresultStatus(r.get());
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK) return failure(QStringLiteral("query failed"));
    QList<Row> rows;
    for (int i = 0; i < pq().PQntuples(r.get()); ++i) rows << rowOf(r.get(), i);
    return rows;
}

Expected<void> Connection::start(const QString& sql, const QList<Param>& params)
{
    const ParamArrays p(params);
    if (!pq().PQsendQueryParams(m_conn, sql.toUtf8().constData(), p.count(), nullptr, p.values.data(), nullptr, nullptr, 0))
        return failure(QStringLiteral("query failed"));
    if (!pq().PQsetSingleRowMode(m_conn)) return failure(QStringLiteral("cannot stream rows"));
    return {};
}

Expected<std::optional<Row>> Connection::next()
{
    const Result r(pq().PQgetResult(m_conn));
    if (!r) return std::optional<Row>();
    switch (pq().PQresultStatus(r.get())) {
    case PGRES_SINGLE_TUPLE: return std::optional<Row>(rowOf(r.get(), 0));
    case PGRES_TUPLES_OK: // the end: drain until libpq says the command is complete
        while (const Result rest{pq().PQgetResult(m_conn)}) {
        }
        return std::optional<Row>();
    default: {
        const QString message = QString::fromUtf8(pq().PQresultErrorMessage(r.get())).simplified();
        while (const Result rest{pq().PQgetResult(m_conn)}) {
        }
        return Issue{m_name, -1, -1, {}, message.isEmpty() ? failure(QStringLiteral("reading rows")).message : message};
    }
    }
}

} // namespace denominator::pg
