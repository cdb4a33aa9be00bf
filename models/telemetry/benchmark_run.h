// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The benchmark window and the work done in it, from one raw benchmark_serving result: what the
// energy from telemetry is divided by. Units: Unix seconds, tokens, requests. NaN = absent.

#include "import/import_driver.h"

namespace denominator {

struct BenchmarkRun {
    QString path, fileName;
    double startUnix = kNaN, endUnix = kNaN; ///< benchmark_start_time_unix / benchmark_end_time_unix
    double inputTokens = kNaN, outputTokens = kNaN;
    double completedRequests = kNaN;
    int gpus = 0;     ///< GPUs the run used: ParseOptions::gpus, else the file name's tp; 0 = unknown
    QString hardware; ///< normalised (`h200`), from ParseOptions or the file name; empty = unknown

    double windowSeconds() const { return endUnix - startUnix; }
    double totalTokens() const { return inputTokens + outputTokens; }
};

/// Reads the run from a raw result's bytes. Problems (file, field, what was expected) go to `errors`;
/// the run is usable only when no error was added.
BenchmarkRun readBenchmarkRun(const SourceFile& src, const ParseOptions& options, QList<Issue>& errors);
/// Same, reading the file first.
BenchmarkRun readBenchmarkRun(const QString& path, const ParseOptions& options, QList<Issue>& errors);

} // namespace denominator
