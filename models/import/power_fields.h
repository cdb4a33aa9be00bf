// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A row's measured power as InferenceX publishes it (avg_power_w and the PowerX fields around it,
// agentx-powerx.md §3), read the same way from a JSON row's metrics and from CSV columns.

#include "core/field_rules.h"
#include "core/point.h"
#include "import/csv_row.h"
#include "import/importer.h"
#include "import/json_row.h"

#include <QRegularExpression>
#include <cmath>

namespace denominator::power {

inline bool present(const JsonRow& r, const char* key) { return r.has(key); }
inline bool present(const CsvRow& r, const char* key) { return !r.cell(QString::fromLatin1(key)).isEmpty(); }
inline QStringList reasons(JsonRow& r) { return r.optTextList("power_invalid_reasons"); }
/// A CSV cell of codes: "a;b", "a,b" or a JSON-like list '["a", "b"]' ("[]": none).
inline QStringList reasons(CsvRow& r)
{
    static const QRegularExpression separators(QStringLiteral("[,;|]"));
    static const QRegularExpression decoration(QStringLiteral("[\\[\\]{}\"'\\s]"));
    QStringList out;
    for (QString s : r.optText(QStringLiteral("power_invalid_reasons"), rules::kLongText).split(separators, Qt::SkipEmptyParts))
        if (s.remove(decoration); !s.isEmpty()) out << s;
    return out;
}

/// Relative difference allowed between avg_power_w and the GPU-weighted mean of the role powers
/// (the shared PowerX extract agrees to 1e-6; rounding in other exports stays far below 1 %).
inline constexpr double kRoleTolerance = 0.01;

/// Reads the power fields of one row into `p` (whose GPU counts are already read). Disaggregated
/// rows without avg_power_w take the mean of the role powers weighted by their GPU counts, and say
/// so; rows with both are checked against each other (tallied as "role power mismatch").
/// `where` names the row for the provenance text: "benchmarks.json row 3".
template <class Row> void read(Row& r, ImportContext& ctx, BenchmarkPoint& p, const QString& where)
{
    const bool any = present(r, "avg_power_w") || present(r, "power_valid") || present(r, "power_metric_schema_version") ||
                     present(r, "power_invalid_reasons") || present(r, "prefill_avg_power_w") || present(r, "decode_avg_power_w");
    if (!any) return;
    PowerDetail d;
    d.schemaVersion = r.optInteger("power_metric_schema_version", rules::kSchemaVersion, 0);
    d.invalidReasons = reasons(r);
    // Reasons without a flag mean invalid; a flag of 1 with reasons is taken at its word.
    d.valid = r.optFlag("power_valid", d.invalidReasons.isEmpty());
    d.prefillW = r.optNumber("prefill_avg_power_w", rules::kWatts);
    d.decodeW = r.optNumber("decode_avg_power_w", rules::kWatts);
    d.p75W = r.optNumber("p75_power_w", rules::kWatts);
    d.p90W = r.optNumber("p90_power_w", rules::kWatts);
    d.joulesPerQuery = r.optNumber("joules_per_successful_query", rules::kJoulesPerQuery);
    d.joulesPerInputToken = r.optNumber("joules_per_input_token", rules::kJoulesPerToken);
    d.joulesPerOutputToken = r.optNumber("joules_per_output_token", rules::kJoulesPerToken);
    d.joulesPerTotalToken = r.optNumber("joules_per_total_token", rules::kJoulesPerToken);
    double watts = r.optNumber("avg_power_w", rules::kWatts);
    QString how = QStringLiteral("avg_power_w");
    if (p.disagg && p.prefillGpus > 0 && p.decodeGpus > 0 && isKnown(d.prefillW) && isKnown(d.decodeW)) {
        const double weighted = (p.prefillGpus * d.prefillW + p.decodeGpus * d.decodeW) / (p.prefillGpus + p.decodeGpus);
        if (!isKnown(watts)) {
            watts = weighted;
            how = QStringLiteral("(%1 prefill GPUs × prefill_avg_power_w + %2 decode × decode_avg_power_w) ÷ %3")
                      .arg(p.prefillGpus)
                      .arg(p.decodeGpus)
                      .arg(p.prefillGpus + p.decodeGpus);
        } else if (std::fabs(weighted - watts) > kRoleTolerance * watts && r.failures() == 0) {
            ++ctx.tally[QStringLiteral("role power mismatch")];
        }
    }
    if (isKnown(watts)) {
        PowerValue pv;
        pv.kind = PowerKind::MeasuredMean;
        pv.boundary = QStringLiteral("chip");
        pv.watts = watts;
        pv.valid = d.valid;
        pv.sourceText = QStringLiteral("%1 from %2, %3%4")
                            .arg(how, where, powerSchemaText(d.schemaVersion),
                                 present(r, "power_valid") ? QString() : QStringLiteral(", predates power_valid"));
        p.measuredPower = pv;
    }
    p.powerDetail = d;
}

/// The closing note for rows whose avg_power_w disagrees with their role powers.
inline void noteMismatches(ImportContext& ctx)
{
    if (const int n = ctx.tally.value(QStringLiteral("role power mismatch")))
        ctx.sink.notes << QStringLiteral("%1 disaggregated rows: avg_power_w differs by more than 1 % from the prefill and decode "
                                         "powers weighted by their GPU counts; avg_power_w is used as published")
                              .arg(n);
}

} // namespace denominator::power
