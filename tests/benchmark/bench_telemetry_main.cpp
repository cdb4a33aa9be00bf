// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Standalone runner for the telemetry benchmark (the main benchmark program may call it too).

#include "bench_telemetry.h"

int main() { return runTelemetryBenchmark(); }
