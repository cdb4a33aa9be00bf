// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What a benchmark asked of the servers: a fixed-length workload (every request ISL tokens in, OSL
// out: "8k/1k") or an agentic one (AgentX: recorded coding sessions replayed by closed-loop
// clients, no fixed lengths), and how interactivity is defined for each.

#include <QString>
#include <optional>

namespace denominator {

/// The ISL and OSL an agentic workload is stored and requested under: it has no fixed lengths, and
/// 0 already means "any length" in filters.
inline constexpr int kAgenticLength = -1;
inline bool isAgentic(int isl, int osl) { return isl == kAgenticLength && osl == kAgenticLength; }
/// The ISL and OSL of a point from another benchmark's own dataset (MLPerf's OpenOrca, ML.ENERGY's
/// GPQA prompts): lengths vary per request and the benchmark publishes none.
inline constexpr int kDatasetLength = -2;
inline bool isDataset(int isl, int osl) { return isl == kDatasetLength && osl == kDatasetLength; }

/// "1k/1k", "8k/1k", "1000/200" or "agentic-coding" (how InferenceX names a workload), or
/// "benchmark-dataset" for another benchmark's own dataset.
QString workloadName(int isl, int osl);
/// "1k" for 1024, as InferenceX names sequence lengths; other lengths in full.
QString sequenceText(int tokens);
struct WorkloadLengths {
    int isl = 0, osl = 0;
};
/// Reads workloadName()'s forms ("8k/1k", "8192/1024", "agentic-coding", "benchmark-dataset"); nothing otherwise.
std::optional<WorkloadLengths> workloadFromName(const QString& name);

/// How an agentic point's interactivity (tok/s/user) is read. Fixed-length points always use
/// 1000 / median TPOT in ms, as InferenceX does.
///  - E2E-normalised: 1 / Pxx over requests of (end-to-end latency ÷ output tokens), InferenceX's
///    AgentX default (P90). It needs per-request traces; a point without them has no value.
///  - ITL: 1 / Pxx of the inter-token latency (full-response ITL where the source has it),
///    recomputed from the latency, never the file's own *_intvty.
enum class AgenticInteractivity { P90E2e, P75E2e, P90Itl, P75Itl };
QString toString(AgenticInteractivity d); ///< p90-e2e, p75-e2e, p90-itl, p75-itl
std::optional<AgenticInteractivity> agenticInteractivityFromString(const QString& s);
/// "P90 E2E-normalised interactivity (1 / P90 of end-to-end latency ÷ output tokens)".
QString describe(AgenticInteractivity d);
/// "P90 E2E-norm.": for axis titles and legends.
QString shortName(AgenticInteractivity d);

} // namespace denominator
