// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A point's rows in the store: the columns it is read from, and the statements that write its
// measured power, agentic metrics and PowerX details.

#include "core/point.h"
#include "store/sqlite_db.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <utility>

namespace denominator {

inline constexpr const char* kPointColumns =
    "p.id, p.model, p.model_raw, p.hardware, p.hardware_raw, p.framework, p.framework_raw, p.precision, "
    "p.spec_decoding, p.benchmark_type, p.disagg, p.multinode, p.isl, p.osl, p.conc, p.image, p.gpus, "
    "p.prefill_gpus, p.decode_gpus, p.tp, p.ep, p.pp, p.dp_attention, p.tput_per_gpu, p.output_tput_per_gpu, "
    "p.input_tput_per_gpu, p.median_intvty, p.mean_intvty, p.p90_intvty, p.p99_intvty, p.median_ttft, "
    "p.median_tpot, p.median_e2el, p.p99_e2el, p.run_id, p.run_url, "
    // A row without a date takes its run's date from any row of the same run that has one (an
    // agg_bmk.json artifact and the API rows of the same CI run).
    "COALESCE(p.run_date, (SELECT max(q.run_date) FROM points q WHERE q.run_id = p.run_id AND q.run_id <> '')), "
    "p.run_date IS NULL, p.derivation, p.row_index, s.file_name, s.sha256, s.format, s.origin, "
    "w.kind, w.boundary, w.statistic, w.watts, w.window_s, w.sample_count, w.valid, w.source_text, "
    "a.requests_ok, a.p75_itl, a.p90_itl, a.p75_e2e_intvty, a.p90_e2e_intvty, a.duration_s, a.output_tokens_per_query, "
    "a.offload, a.joules_per_query, "
    "d.valid, d.schema_version, d.invalid_reasons, d.prefill_w, d.decode_w, d.p75_w, d.p90_w, d.joules_per_query, "
    "d.joules_per_input_token, d.joules_per_output_token, d.joules_per_total_token, d.energy_only";

/// The text columns of consecutive rows: a column that holds what it held in the row before (the
/// model, the hardware, the run, the source file) shares that row's string instead of allocating
/// its own, which is most of the time and memory of reading 100,000 points.
class RepeatedText {
public:
    QString text(const SqliteStatement& st, int col)
    {
        const QByteArrayView bytes = st.utf8(col);
        if (bytes.isNull()) return {};
        if (col >= m_last.size()) m_last.resize(col + 1);
        auto& [raw, value] = m_last[col];
        if (raw != bytes) {
            raw = bytes.toByteArray();
            value = QString::fromUtf8(bytes);
        }
        return value;
    }

private:
    QList<std::pair<QByteArray, QString>> m_last;
};

/// One point from a row selected with kPointColumns (then benchmark, latency condition and the power log's SHA-256).
BenchmarkPoint readPoint(const SqliteStatement& st, RepeatedText& texts);

/// Writes a point's agentic metrics, PowerX details and one power value (statements prepared from
/// the SQL beside each).
inline constexpr const char* kInsertAgenticSql =
    "INSERT INTO agentic_metrics(point_id, requests_ok, p75_itl, p90_itl, p75_e2e_intvty, p90_e2e_intvty, duration_s, "
    "output_tokens_per_query, offload, joules_per_query) VALUES(?,?,?,?,?,?,?,?,?,?)";
void insertAgentic(SqliteStatement& st, qint64 pointId, const AgenticMetrics& a);

inline constexpr const char* kInsertPowerDetailSql =
    "INSERT INTO power_details(point_id, valid, schema_version, invalid_reasons, prefill_w, decode_w, p75_w, p90_w, "
    "joules_per_query, joules_per_input_token, joules_per_output_token, joules_per_total_token, energy_only) "
    "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?)";
void insertPowerDetail(SqliteStatement& st, qint64 pointId, const PowerDetail& d);

inline constexpr const char* kInsertPowerSql =
    "INSERT INTO power_values(point_id, kind, boundary, statistic, watts, window_s, sample_count, valid, source_text) "
    "VALUES(?,?,?,?,?,?,?,?,?)";
void insertPower(SqliteStatement& st, qint64 pointId, const PowerValue& w);

} // namespace denominator
