// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Telemetry throughput benchmark: builds large nvidia-smi logs by repeating the real H200 logs
// with shifted timestamps, then times one parse+integrate pass (MB/s, one core) and reads the
// peak resident memory (VmHWM) at two file sizes to show that memory stays flat.
// Sizes: $DENOMINATOR_BENCH_TELEMETRY_MB ("100,300" by default). Prints to stdout.

#include <QString>

/// Returns 0 on success, 1 when a log could not be built or read.
int runTelemetryBenchmark();

/// A long log made of the real ones and the real result of one run, its window moved inside it.
struct SyntheticRun {
    QString log, result; ///< empty when they could not be written
    qint64 bytes = 0;
};
SyntheticRun writeSyntheticRun(const QString& dir, qint64 bytes);
