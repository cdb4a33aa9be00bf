// Standalone runner for the telemetry benchmark (the main benchmark program may call it too).

#include "bench_telemetry.h"

int main() { return runTelemetryBenchmark(); }
