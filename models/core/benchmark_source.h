// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Which benchmark published a point, and what that benchmark means by its energy figure. The same
// model on the same GPU has a joules-per-token figure in InferenceX, in MLPerf Inference Power and in
// ML.ENERGY, and the figures differ mostly by definition: what the watts cover (the boundary), what
// they are divided among (per), which tokens count, over which window, under which latency
// condition. One table entry per benchmark holds those answers; points keep their benchmark, and
// every view that shows a point can say what its number means.

#include <QString>
#include <optional>

namespace denominator {

enum class Benchmark { InferenceX, MLPerf, MLEnergy };
QString toString(Benchmark b); ///< inferencex, mlperf, mlenergy: stored and on the command line
std::optional<Benchmark> benchmarkFromString(const QString& s);

/// What a benchmark's published energy figure is. Texts for tables, stamps and JSON.
struct BenchmarkDefinition {
    Benchmark benchmark;
    QString name;          ///< "MLPerf Inference Power"
    QString boundary;      ///< what the watts cover: "whole system, AC at the wall"
    QString per;           ///< what the watts are the power of: "system (all its accelerators)"
    QString tokens;        ///< which tokens the throughput counts: "output"
    QString window;        ///< over which time the power is averaged
    QString latency;       ///< the latency condition a result must meet
    QString interactivity; ///< what tok/s/user means for its points, or why there is none
};
const BenchmarkDefinition& definitionOf(Benchmark b);

/// The MLPerf Inference latency limits (p99 TTFT and p99 TPOT, ms) of a model's Server or
/// Interactive scenario, as the benchmark's rules and run logs state them; nothing when not known.
struct LatencyLimits {
    int ttftMs = 0, tpotMs = 0;
};
std::optional<LatencyLimits> mlperfLatencyLimits(const QString& version, const QString& model, const QString& scenario);

} // namespace denominator
