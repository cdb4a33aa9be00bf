// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/inferencex_db.h"

#include "core/workload.h"
#include "fetch/pg_connection.h"
#include "import/importer.h"
#include "import/names.h"
#include "store/store.h"

#include <QDateTime>
#include <QMap>
#include <QSet>
#include <cstring>

namespace denominator::inferencex {
namespace {

/// The columns this reader needs, by table (../docs/inferencex-db.md). Later migrations add
/// columns; only a missing one is a problem.
const QMap<QString, QStringList>& requiredColumns()
{
    static const QMap<QString, QStringList> columns{
        {QStringLiteral("configs"),
         {"id", "hardware", "framework", "model", "precision", "spec_method", "disagg", "is_multinode", "prefill_tp", "prefill_ep",
          "prefill_dp_attention", "prefill_num_workers", "decode_tp", "decode_ep", "decode_dp_attention", "decode_num_workers",
          "num_prefill_gpu", "num_decode_gpu"}},
        {QStringLiteral("workflow_runs"), {"id", "github_run_id", "run_attempt", "html_url"}},
        {QStringLiteral("benchmark_results"),
         {"id", "workflow_run_id", "config_id", "date", "isl", "osl", "conc", "image", "metrics", "error"}},
    };
    return columns;
}

/// The columns later InferenceX migrations added to benchmark_results, read when a database has them.
struct LaterColumns {
    bool benchmarkType = false;       ///< 'single_turn' | 'agentic_traces' (agentic migration, 2026-07-03)
    bool offloadMode = false;         ///< KV-cache offload of an agentic row
    bool powerInvalidReasons = false; ///< jsonb list of PowerX validity reasons (migration 015)
};

/// Checks the three tables and their columns; says which later columns benchmark_results has.
Expected<LaterColumns> checkSchema(pg::Connection& db)
{
    auto rows = db.query(QStringLiteral("SELECT table_name, column_name FROM information_schema.columns "
                                        "WHERE table_schema = ANY (current_schemas(false)) AND table_name = ANY ($1::text[])"),
                         {QStringLiteral("{configs,workflow_runs,benchmark_results}")});
    if (!rows) return rows.error();
    QMap<QString, QSet<QString>> found;
    for (const pg::Row& r : rows.value()) found[r.at(0)].insert(r.at(1));
    const auto notInferencex = [&](const QString& what) {
        return Issue{db.name(),
                     -1,
                     -1,
                     {},
                     QStringLiteral("%1; expected InferenceX's schema (tables configs, workflow_runs and benchmark_results)").arg(what)};
    };
    for (auto it = requiredColumns().begin(); it != requiredColumns().end(); ++it) {
        if (!found.contains(it.key())) return notInferencex(QStringLiteral("no table %1").arg(it.key()));
        for (const QString& column : it.value())
            if (!found[it.key()].contains(column)) return notInferencex(QStringLiteral("table %1 has no column %2").arg(it.key(), column));
    }
    const QSet<QString>& results = found[QStringLiteral("benchmark_results")];
    return LaterColumns{results.contains(QStringLiteral("benchmark_type")), results.contains(QStringLiteral("offload_mode")),
                        results.contains(QStringLiteral("power_invalid_reasons"))};
}

/// The database keys of the models asked for, as a PostgreSQL text[] literal.
QString modelKeys(const QStringList& models)
{
    QStringList keys;
    for (const QString& m : models) {
        const QStringList named = names::modelKeysForDisplayName(m);
        keys << (named.isEmpty() ? QStringList{m.trimmed().toLower()} : named);
    }
    for (QString& k : keys)
        k = QLatin1Char('"') +
            QString(k).replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\"")) +
            QLatin1Char('"');
    return QLatin1Char('{') + keys.join(QLatin1Char(',')) + QLatin1Char('}');
}

// Successful results of the latest attempt of each run, filtered by $1 model keys, $2 since,
// $3 isl and $4 osl (-1: agentic rows, whose lengths are NULL).
const char* const kFrom = R"sql(
    FROM benchmark_results br
    JOIN configs c ON c.id = br.config_id
    JOIN workflow_runs wr ON wr.id = br.workflow_run_id
    WHERE br.error IS NULL
      AND (cardinality($1::text[]) = 0 OR c.model = ANY ($1::text[]))
      AND ($2::date IS NULL OR br.date >= $2::date)
      AND ($3::int = 0 OR br.isl = $3::int OR ($3::int = -1 AND br.isl IS NULL))
      AND ($4::int = 0 OR br.osl = $4::int OR ($4::int = -1 AND br.osl IS NULL))
      AND NOT EXISTS (SELECT 1 FROM workflow_runs later
                      WHERE later.github_run_id = wr.github_run_id AND later.run_attempt > wr.run_attempt))sql";

/// One API-shaped JSON object per result (the /api/v1/benchmarks row), with its id.
QString rowsQuery(const LaterColumns& later)
{
    return QStringLiteral(R"sql(SELECT json_build_object(
        'benchmark_result_id', br.id, 'hardware', c.hardware, 'framework', c.framework, 'model', c.model,
        'precision', c.precision, 'spec_method', c.spec_method, 'disagg', c.disagg, 'is_multinode', c.is_multinode,
        'prefill_tp', c.prefill_tp, 'prefill_ep', c.prefill_ep, 'prefill_dp_attention', c.prefill_dp_attention,
        'prefill_num_workers', c.prefill_num_workers, 'decode_tp', c.decode_tp, 'decode_ep', c.decode_ep,
        'decode_dp_attention', c.decode_dp_attention, 'decode_num_workers', c.decode_num_workers,
        'num_prefill_gpu', c.num_prefill_gpu, 'num_decode_gpu', c.num_decode_gpu,
        'isl', br.isl, 'osl', br.osl, 'conc', br.conc, 'image', br.image, 'metrics', br.metrics,
        'date', br.date, 'run_url', wr.html_url || '/attempts/' || wr.run_attempt%1)::text, br.id
    )sql")
               .arg((later.benchmarkType ? QStringLiteral(", 'benchmark_type', br.benchmark_type") : QString()) +
                    (later.offloadMode ? QStringLiteral(", 'offload_mode', br.offload_mode") : QString()) +
                    (later.powerInvalidReasons ? QStringLiteral(", 'power_invalid_reasons', br.power_invalid_reasons") : QString())) +
           QLatin1String(kFrom) + QStringLiteral(" ORDER BY br.id");
}

/// The rows of the started query as one JSON array, one row per line, made as the importer asks.
class RowStream {
public:
    RowStream(pg::Connection& db, qint64 total, DbProgress progress) : m_db(db), m_total(total), m_progress(std::move(progress)) {}

    Expected<qint64> pull(char* data, qint64 max)
    {
        qint64 n = 0;
        while (n < max) {
            if (m_offset == m_pending.size()) {
                if (m_ended) break;
                if (const auto refilled = refill(); !refilled) return refilled.error();
                continue;
            }
            const qint64 k = std::min<qint64>(max - n, m_pending.size() - m_offset);
            std::memcpy(data + n, m_pending.constData() + m_offset, size_t(k));
            n += k;
            m_offset += k;
        }
        return n;
    }

    /// benchmark_results.id of each row, by row index.
    const QList<qint64>& ids() const { return m_ids; }

private:
    Expected<void> refill()
    {
        m_pending.clear();
        m_offset = 0;
        if (!m_started) {
            m_started = true;
            m_pending = "[\n";
            return {};
        }
        auto row = m_db.next();
        if (!row) {
            return problem(QStringLiteral("the server stopped sending rows after %1 of %2: %3")
                               .arg(m_ids.size())
                               .arg(m_total)
                               .arg(row.error().message));
        }
        if (!row.value()) {
            m_ended = true;
            m_pending = "\n]\n";
            return {};
        }
        if (!m_ids.isEmpty()) m_pending = ",\n";
        m_pending += row.value()->at(0).toUtf8();
        m_ids << row.value()->at(1).toLongLong();
        if (m_progress && (m_ids.size() % 500 == 0) && !m_progress(m_ids.size(), m_total)) {
            return problem(QStringLiteral("cancelled after %1 of %2 rows").arg(m_ids.size()).arg(m_total));
        }
        return {};
    }

    pg::Connection& m_db;
    qint64 m_total;
    DbProgress m_progress;
    QByteArray m_pending;
    qsizetype m_offset = 0;
    bool m_started = false, m_ended = false;
    QList<qint64> m_ids;
};

ImportReport refused(const QString& location, const Issue& issue)
{
    ImportReport r;
    r.file = location;
    r.format = dbRowsImporter().format();
    r.errors << issue;
    return r;
}

} // namespace

QString DbFilter::describe() const
{
    QStringList parts;
    if (!models.isEmpty()) parts << QStringLiteral("model %1").arg(models.join(QStringLiteral(", ")));
    if (isl != 0 && osl != 0) parts << workloadName(isl, osl);
    if (!since.isEmpty()) parts << QStringLiteral("since %1").arg(since);
    return parts.isEmpty() ? QStringLiteral("all results") : parts.join(QStringLiteral(", "));
}

ImportReport importDatabase(Store& store, const QString& uri, const DbFilter& filter, const DbProgress& progress)
{
    const QString location = QStringLiteral("%1 (%2)").arg(pg::withoutPassword(uri), filter.describe());
    auto db = pg::Connection::open(uri);
    if (!db) return refused(location, db.error());
    pg::Connection& conn = *db.value();
    const auto schema = checkSchema(conn);
    if (!schema) return refused(location, schema.error());
    const QList<pg::Param> params{modelKeys(filter.models), filter.since.isEmpty() ? pg::Param() : pg::Param(filter.since),
                                  QString::number(filter.isl), QString::number(filter.osl)};
    auto count = conn.query(QStringLiteral("SELECT count(*)") + QLatin1String(kFrom), params);
    if (!count) return refused(location, count.error());
    const qint64 total = count->at(0).at(0).toLongLong();
    if (total == 0) {
        auto models = conn.query(QStringLiteral("SELECT string_agg(DISTINCT model, ', ' ORDER BY model) FROM configs"));
        const QString held = models && !models->isEmpty() ? models->at(0).at(0) : QString();
        return refused(location, Issue{location,
                                       -1,
                                       -1,
                                       {},
                                       QStringLiteral("no successful results match; the database holds models: %1")
                                           .arg(held.isEmpty() ? QStringLiteral("none") : held)});
    }
    if (auto started = conn.start(rowsQuery(schema.value()), params); !started) return refused(location, started.error());
    RowStream rows(conn, total, progress);
    const auto source =
        ByteSource::fromPull(location, pg::withoutPassword(uri), [&rows](char* data, qint64 max) { return rows.pull(data, max); });
    ImportReport report = store.importStream(*source, QDateTime::currentDateTimeUtc());
    for (Issue& e : report.errors) {
        if (e.row < 0 || e.row >= rows.ids().size()) continue;
        e.line = -1; // a line of the JSON made from the rows means nothing to the user
        e.message += QStringLiteral(" (benchmark_results.id %1)").arg(rows.ids().at(e.row));
    }
    if (report.ok() && progress) progress(total, total);
    return report;
}

} // namespace denominator::inferencex
