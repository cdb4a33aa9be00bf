// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Telemetry throughput benchmark: builds large nvidia-smi logs by repeating the real H200 logs
// with shifted timestamps, then times one parse+integrate pass (MB/s, one core) and reads the
// peak resident memory (VmHWM) at two file sizes to show that memory stays flat.
// Sizes: $DENOMINATOR_BENCH_TELEMETRY_MB ("100,300" by default). Prints to stdout.

/// Returns 0 on success, 1 when a log could not be built or read.
int runTelemetryBenchmark();
