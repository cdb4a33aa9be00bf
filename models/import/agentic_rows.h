// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// InferenceX AgentX (agentic-coding) rows: the measurements they carry in each generation —
// the harness's flat June 2026 layout (v2), its nested request_metrics layout from July 2026 on
// (v3), and the API's flat `metrics` of `benchmark_type = agentic_traces` rows.

#include "core/issue.h"
#include "core/point.h"
#include "import/json_row.h"

namespace denominator::agentic {

/// Whether `scenarioType` (or an API benchmark_type) is a workload Denominator reads (the Issue's
/// message says why not): empty and single-turn types are fixed-length, "agentic-coding" and
/// "agentic_traces" agentic.
Expected<void> checkType(const QString& scenarioType);
bool isAgenticType(const QString& scenarioType);

/// The flat keys of a v2 harness row or of an API row's `metrics`: throughput per GPU, ITL
/// percentiles, requests, duration, output tokens per request, measured joules per query.
void readFlat(JsonRow& m, BenchmarkPoint& p);
/// The nested v3 harness row (`request_metrics`, `server_metrics`).
void readNested(JsonRow& row, BenchmarkPoint& p);
/// on / off from `offload_mode`, `kv_offloading` or `offloading` ("none" is off), as InferenceX maps it.
QString offloadOf(JsonRow& row);
/// "row 9 (b200-dgxc, 32 clients)": names a row that is skipped.
QString rowName(JsonRow& row, const char* hardwareKey);

} // namespace denominator::agentic
