// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/agentic_rows.h"

#include "core/field_rules.h"

namespace denominator::agentic {
namespace {

/// A latency percentile that may come as full-response ITL (preferred: (E2E − TTFT) / (OSL − 1)
/// per request) or as plain ITL.
double itl(JsonRow& m, const char* fullResponse, const char* plain)
{
    const double full = m.optNumber(fullResponse, rules::kPositiveSeconds);
    return isKnown(full) ? full : m.optNumber(plain, rules::kPositiveSeconds);
}

/// The check every agentic point shares once read: an interactivity to draw it at. Its request
/// count may be unknown (API rows may lack it): energy per query then needs the row's mean output.
void checkRead(JsonRow& row, BenchmarkPoint& p)
{
    const AgenticMetrics& a = *p.agentic;
    if (!isKnown(a.p90Itl) && !isKnown(a.p75Itl) && !isKnown(a.p90E2eIntvty) && !isKnown(a.p75E2eIntvty))
        row.fail("p90_itl", QStringLiteral("missing; an agentic row needs p75/p90 inter-token latency or E2E-normalised interactivity"));
}

/// Mean output tokens of a request: the row's own mean, else Σ output tokens ÷ requests (the
/// harness's output throughput is Σ per-request OSL over the window).
double tokensPerQuery(double mean, const BenchmarkPoint& p)
{
    if (isKnown(mean)) return mean;
    const AgenticMetrics& a = *p.agentic;
    if (isKnown(p.outputTputPerGpu) && p.gpus > 0 && isKnown(a.durationSeconds) && a.successfulRequests > 0)
        return p.outputTputPerGpu * p.gpus * a.durationSeconds / a.successfulRequests;
    return kNaN;
}

} // namespace

bool isAgenticType(const QString& t) { return t.startsWith(QLatin1String("agentic")); }

Expected<void> checkType(const QString& t)
{
    if (t.isEmpty() || t == QLatin1String("single_turn") || t == QLatin1String("fixed-seq-len") || t == QLatin1String("agentic-coding") ||
        t == QLatin1String("agentic_traces"))
        return {};
    return problem(QStringLiteral("unknown workload type \"%1\"; expected single_turn, agentic-coding (harness) or agentic_traces (API)")
                       .arg(t.left(60)));
}

QString offloadOf(JsonRow& row)
{
    for (const char* key : {"offload_mode", "kv_offloading", "offloading"}) {
        const QString v = row.peekText(key).trimmed().toLower();
        if (v.isEmpty()) continue;
        return v == QLatin1String("none") || v == QLatin1String("off") ? QStringLiteral("off") : QStringLiteral("on");
    }
    return QStringLiteral("off");
}

QString rowName(JsonRow& row, const char* hardwareKey)
{
    const QString hw = row.peekText(hardwareKey);
    JsonRow copy = row;
    const int conc = copy.optInteger("conc", rules::kConcurrency, 0);
    return QStringLiteral("row %1 (%2, %3 clients)").arg(row.row()).arg(hw.isEmpty() ? QStringLiteral("?") : hw).arg(conc);
}

void readFlat(JsonRow& m, BenchmarkPoint& p)
{
    AgenticMetrics& a = p.agentic ? *p.agentic : p.agentic.emplace();
    p.tputPerGpu = m.number("tput_per_gpu", rules::kThroughput);
    p.outputTputPerGpu = m.optNumber("output_tput_per_gpu", rules::kThroughput);
    p.inputTputPerGpu = m.optNumber("input_tput_per_gpu", rules::kThroughput);
    a.p75Itl = itl(m, "p75_full_response_itl", "p75_itl");
    a.p90Itl = itl(m, "p90_full_response_itl", "p90_itl");
    // An API row's values fetched beside it (ParseOptions::e2eByRowId) stay unless the row has its own.
    if (m.contains("p75_e2e_norm_intvty") || m.contains("p90_e2e_norm_intvty")) {
        a.p75E2eIntvty = m.optNumber("p75_e2e_norm_intvty", rules::kInteractivity);
        a.p90E2eIntvty = m.optNumber("p90_e2e_norm_intvty", rules::kInteractivity);
    }
    // API rows keep the request counts beside `metrics` (InferenceX's ingest lists them as
    // non-metric keys); the caller reads them there. The database keeps offload_mode in metrics.
    if (m.has("num_requests_successful")) a.successfulRequests = m.optInteger("num_requests_successful", rules::kCount, 0);
    if (m.has("offload_mode")) a.offload = offloadOf(m);
    a.durationSeconds = m.optNumber("duration_seconds", rules::kPositiveSeconds);
    a.joulesPerQuery = m.optNumber("joules_per_successful_query", rules::kJoulesPerQuery);
    p.medianTtft = m.optNumber("median_ttft", rules::kLatencySeconds);
    p.medianE2el = m.optNumber("median_e2el", rules::kLatencySeconds);
    double mean = m.optNumber("mean_output_tokens_actual", rules::kTokens);
    if (!isKnown(mean)) mean = m.optNumber("mean_output_actual", rules::kTokens);
    a.outputTokensPerQuery = tokensPerQuery(mean, p);
    checkRead(m, p);
}

void readNested(JsonRow& row, BenchmarkPoint& p)
{
    AgenticMetrics& a = p.agentic ? *p.agentic : p.agentic.emplace();
    a.successfulRequests = row.optInteger("num_requests_successful", rules::kCount, 0);
    auto metrics = row.object("request_metrics", true);
    if (!metrics) return;
    double mean = kNaN;
    if (auto latency = metrics->object("latency", true)) {
        const auto percentiles = [&](const char* name, const FieldRule& rule, double& p75, double& p90) {
            if (auto stats = latency->object(name, false)) {
                p75 = stats->optNumber("p75", rule);
                p90 = stats->optNumber("p90", rule);
            }
        };
        double full75 = kNaN, full90 = kNaN;
        percentiles("itl", rules::kPositiveSeconds, a.p75Itl, a.p90Itl);
        percentiles("full_response_itl", rules::kPositiveSeconds, full75, full90);
        if (isKnown(full75)) a.p75Itl = full75;
        if (isKnown(full90)) a.p90Itl = full90;
        percentiles("e2e_norm_intvty", rules::kInteractivity, a.p75E2eIntvty, a.p90E2eIntvty);
        if (auto ttft = latency->object("ttft", false)) p.medianTtft = ttft->optNumber("p50", rules::kLatencySeconds);
        if (auto e2el = latency->object("e2el", false)) p.medianE2el = e2el->optNumber("p50", rules::kLatencySeconds);
    }
    if (auto tokens = metrics->object("tokens", false))
        if (auto out = tokens->object("output_actual", false)) mean = out->optNumber("mean", rules::kTokens);
    if (auto tput = metrics->object("throughput", true)) {
        a.durationSeconds = tput->optNumber("duration_seconds", rules::kPositiveSeconds);
        if (auto perGpu = tput->object("per_gpu", true)) {
            p.tputPerGpu = perGpu->number("total_tput_tps", rules::kThroughput);
            p.outputTputPerGpu = perGpu->optNumber("output_tput_tps", rules::kThroughput);
            p.inputTputPerGpu = perGpu->optNumber("input_tput_tps", rules::kThroughput);
        }
    }
    a.joulesPerQuery = row.optNumber("joules_per_successful_query", rules::kJoulesPerQuery);
    a.outputTokensPerQuery = tokensPerQuery(mean, p);
    checkRead(row, p);
}

} // namespace denominator::agentic
