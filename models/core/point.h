// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Value types for one benchmark operating point as stored. Plain data, no Qt GUI.
// Units: throughput in tokens/s per GPU; latencies in seconds; interactivity in tokens/s/user
// (1000 / TPOT in ms). NaN means "not reported by the source", never zero.

#include "core/benchmark_source.h"

#include <QString>
#include <QStringList>
#include <cmath>
#include <limits>
#include <optional>

namespace denominator {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline bool isKnown(double v) { return std::isfinite(v); }

/// What kind of power figure a value is. Stored as text in SQLite.
enum class PowerKind { RatedTdp, ConfiguredCap, ProvisionedAllIn, MeasuredMean };
QString toString(PowerKind k);
std::optional<PowerKind> powerKindFromString(const QString& s);

/// A power value attached to a point (measured) or to hardware (rated, provisioned).
struct PowerValue {
    PowerKind kind = PowerKind::MeasuredMean;
    QString boundary = QStringLiteral("chip"); ///< chip, board, node, rack, facility
    QString statistic = QStringLiteral("mean");
    double watts = kNaN; ///< per accelerator
    double windowSeconds = kNaN;
    int sampleCount = 0;
    bool valid = true;
    QString sourceText; ///< where the number came from, human-readable
    QString logSha256;  ///< the power log it was computed from, kept as a source; empty when none was
};

/// Where a point came from: enough to find the exact row again.
struct Provenance {
    QString fileName;
    QString sha256;
    QString format;
    int rowIndex = -1; ///< 0-based row (JSON array index or CSV data row)
    QString runId;
    QString runUrl;
    QString date; ///< ISO date of the run: from the row, or from another row of the same run (dateFromRun)
    bool dateFromRun = false;
    /// Whose numbers these are: "InferenceX" for its official data, "your runs" (or "your runs ·
    /// NAME") for results you measured, or the name given to an import batch.
    QString source = QStringLiteral("InferenceX");
};

/// The source name of InferenceX's own published data; any other source is drawn as its own series.
inline const QString& officialSource()
{
    static const QString s = QStringLiteral("InferenceX");
    return s;
}

/// What an agentic (AgentX) row adds: its latency percentiles and what it served. Latencies in
/// seconds; NaN and 0 mean "not reported".
struct AgenticMetrics {
    double p75Itl = kNaN, p90Itl = kNaN; ///< full-response ITL where the source has it
    /// 1 / Pxx of per-request (E2E latency ÷ output tokens), tok/s/user; NaN when the row came
    /// without per-request traces ("no trace"), never estimated.
    double p75E2eIntvty = kNaN, p90E2eIntvty = kNaN;
    int successfulRequests = 0; ///< profiling-phase requests without error: the "queries"
    double durationSeconds = kNaN;
    double outputTokensPerQuery = kNaN;      ///< mean output tokens of a successful request
    QString offload = QStringLiteral("off"); ///< KV-cache offload: on or off
    double joulesPerQuery = kNaN;            ///< measured (PowerX joules_per_successful_query)
};

/// What an InferenceX PowerX row publishes about its measured energy beyond the mean watts: the
/// schema it follows, its validity and why not, role and percentile power, energy per unit of work.
/// GPU-board energy over the row's measurement window; NaN = not published.
struct PowerDetail {
    int schemaVersion = 0;                  ///< power_metric_schema_version; 0 = the row names none (before 2026-08-18)
    bool valid = true;                      ///< power_valid; an invalid row publishes no W or J at all
    QStringList invalidReasons;             ///< as published: sampling_gap_exceeded, …
    double prefillW = kNaN, decodeW = kNaN; ///< mean W per GPU of each role of a disaggregated row
    double p75W = kNaN, p90W = kNaN;        ///< time-weighted percentiles of the summed power, per GPU
    double joulesPerQuery = kNaN;           ///< joules_per_successful_query
    double joulesPerInputToken = kNaN, joulesPerOutputToken = kNaN, joulesPerTotalToken = kNaN;
    /// The source published energy but no throughput or latency (a power-only export): its
    /// throughput is derived as watts ÷ joules per token and it has no interactivity.
    bool energyOnly = false;
};

/// "sampling gap over 3 s" for sampling_gap_exceeded, …; an unknown code as published.
QString powerReasonText(const QString& code);
/// "measured power invalid: sampling gap over 3 s; GPU count differs from the expected";
/// "measured power invalid (no reason published)".
QString powerInvalidText(const PowerDetail& d);
/// "PowerX schema 2", "unversioned PowerX (before schema 2)".
QString powerSchemaText(int schemaVersion);

/// One benchmark result row, normalised. Original strings are kept for provenance.
struct BenchmarkPoint {
    qint64 id = 0; ///< 0 until stored
    QString model, modelRaw;
    QString hardware, hardwareRaw;
    QString framework, frameworkRaw;
    QString precision;
    QString specDecoding = QStringLiteral("none");
    QString benchmarkType = QStringLiteral("single_turn");
    bool disagg = false;
    bool multinode = false;
    int isl = 0, osl = 0, conc = 0;
    QString image;
    int gpus = 0; ///< physical GPUs serving; 0 when it cannot be known
    int prefillGpus = 0, decodeGpus = 0;
    int tp = 0, ep = 0, pp = 0;
    bool dpAttention = false;

    double tputPerGpu = kNaN;       ///< input+output tokens/s per GPU
    double outputTputPerGpu = kNaN; ///< output tokens/s per GPU
    double inputTputPerGpu = kNaN;
    double medianIntvty = kNaN, meanIntvty = kNaN, p90Intvty = kNaN, p99Intvty = kNaN;
    double medianTtft = kNaN, medianTpot = kNaN, medianE2el = kNaN, p99E2el = kNaN;

    std::optional<AgenticMetrics> agentic;   ///< agentic rows only (isl = osl = kAgenticLength)
    std::optional<PowerValue> measuredPower; ///< per GPU, when the source measured it (and it is valid)
    std::optional<PowerDetail> powerDetail;  ///< PowerX rows: validity, role and percentile power, J per unit
    QString derivationNote;                  ///< e.g. "throughput derived from avg_power_w / joules_per_total_token"
    /// The benchmark whose definitions the numbers follow (core/benchmark_source.h). For MLPerf and
    /// ML.ENERGY, tput_per_gpu counts output tokens only (they publish no input throughput) and
    /// isl = osl = kDatasetLength.
    Benchmark benchmark = Benchmark::InferenceX;
    QString latencyCondition; ///< the condition this point met: "p99 TTFT <= 2000 ms and p99 TPOT <= 200 ms (Server)"; empty for InferenceX
    Provenance provenance;
};

} // namespace denominator
