// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/benchmark_source.h"

#include <array>

namespace denominator {

QString toString(Benchmark b)
{
    switch (b) {
    case Benchmark::InferenceX: return QStringLiteral("inferencex");
    case Benchmark::MLPerf: return QStringLiteral("mlperf");
    case Benchmark::MLEnergy: return QStringLiteral("mlenergy");
    }
    return {};
}

std::optional<Benchmark> benchmarkFromString(const QString& s)
{
    for (const Benchmark b : {Benchmark::InferenceX, Benchmark::MLPerf, Benchmark::MLEnergy})
        if (toString(b) == s.trimmed().toLower()) return b;
    return std::nullopt;
}

const BenchmarkDefinition& definitionOf(Benchmark b)
{
    // From each benchmark's own documentation and files (tests/data/cross-source/PROVENANCE.md).
    static const std::array<BenchmarkDefinition, 3> table{{
        {Benchmark::InferenceX, QStringLiteral("InferenceX"),
         QStringLiteral("GPU board when measured (nvidia-smi, amd-smi, DCGM); otherwise rated TDP or an all-in figure per GPU"),
         QStringLiteral("GPU (the deployment's power ÷ its GPUs)"), QStringLiteral("input + output (total), or output"),
         QStringLiteral("the benchmark window"), QStringLiteral("none: a sweep of concurrency, compared at a chosen interactivity"),
         QStringLiteral("1000 / median TPOT (ms); agentic: E2E-normalised or ITL percentile")},
        {Benchmark::MLPerf, QStringLiteral("MLPerf Inference Power"),
         QStringLiteral("whole system, AC at the wall (host, fans and PSU losses included)"),
         QStringLiteral("system (all its accelerators)"), QStringLiteral("output"), QStringLiteral("the timed performance run"),
         QStringLiteral("p99 TTFT and p99 TPOT limits (Server, Interactive); none (Offline)"),
         QStringLiteral("none published: Server results meet a p99 TPOT limit, Offline results have no latency condition")},
        {Benchmark::MLEnergy, QStringLiteral("ML.ENERGY"), QStringLiteral("GPU board (NVML energy counter)"),
         QStringLiteral("deployment (all its GPUs)"), QStringLiteral("output"),
         QStringLiteral("steady state (a full batch producing tokens, before it drains)"),
         QStringLiteral("none: a sweep of batch size (max_num_seqs); ITL percentiles reported"), QStringLiteral("1000 / median ITL (ms)")},
    }};
    return table.at(std::size_t(b));
}

std::optional<LatencyLimits> mlperfLatencyLimits(const QString& version, const QString& model, const QString& scenario)
{
    // The limits MLPerf's rules set and its run logs print (ttft_latency, tpot_latency), per model
    // (loadgen's mlperf.conf). gpt-oss-120b and DeepSeek-R1's Interactive scenario are v6.0's.
    struct Entry {
        const char* model;
        const char* scenario;
        bool v6only;
        LatencyLimits limits;
    };
    static const Entry entries[] = {
        {"llama2-70b", "server", false, {2000, 200}},     {"mixtral-8x7b", "server", false, {2000, 200}},
        {"llama3.1-405b", "server", false, {6000, 175}},  {"llama3.1-8b", "server", false, {2000, 100}},
        {"gpt-oss-120b", "server", true, {3000, 80}},     {"gpt-oss-120b", "interactive", true, {2000, 15}},
        {"deepseek-r1", "server", false, {2000, 80}},     {"deepseek-r1", "interactive", true, {1500, 15}},
        {"llama2-70b", "interactive", false, {450, 40}},  {"llama3.1-405b", "interactive", false, {4500, 80}},
        {"llama3.1-8b", "interactive", false, {500, 30}},
    };
    const QString m = model.trimmed().toLower(), s = scenario.trimmed().toLower();
    const bool v6 = version.contains(QLatin1String("6.0"));
    for (const Entry& e : entries) {
        if (e.v6only && !v6) continue;
        // "llama2-70b-99" and "llama2-70b-99.9" are the same model at two accuracy targets.
        if ((m == QLatin1String(e.model) || m.startsWith(QLatin1String(e.model) + QLatin1Char('-'))) && s == QLatin1String(e.scenario))
            return e.limits;
    }
    return std::nullopt;
}

} // namespace denominator
