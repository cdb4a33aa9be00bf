// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What a value read from an input may be: the one table of plausible ranges that every importer
// (JSON rows, CSV rows, raw results, telemetry) checks each field against. A value outside its
// rule refuses the file, naming the field, what was expected and what was found — so nothing
// absurd (a wrapped integer, a negative latency, 1e15 GPUs, a 300 MB name) is ever stored.

#include "core/issue.h"

#include <QString>
#include <optional>

namespace denominator {

struct FieldRule {
    const char* expectation; ///< "a GPU count", for messages
    double min, max;         ///< inclusive bounds (see minExclusive)
    bool integer = false;
    bool minExclusive = false; ///< true: the value must be > min
};

/// A text field: at most `maxChars` characters (names are short; URLs and images longer).
struct TextRule {
    const char* expectation;
    int maxChars;
};

namespace rules {
inline constexpr FieldRule kGpuCount{"a GPU count", 1, 100'000, true};
inline constexpr FieldRule kParallelism{"a parallel size (TP/EP/PP)", 1, 100'000, true};
inline constexpr FieldRule kWorkers{"a worker count", 0, 100'000, true};
inline constexpr FieldRule kSequenceLength{"a sequence length in tokens", 1, 10'000'000, true};
inline constexpr FieldRule kConcurrency{"a concurrency", 1, 10'000'000, true};
inline constexpr FieldRule kThroughput{"tokens/s per GPU", 0, 1'000'000, false, true};
inline constexpr FieldRule kDeploymentThroughput{"tokens/s", 0, 1e12, false, true};
inline constexpr FieldRule kInteractivity{"tokens/s per user", 0, 100'000, false, true};
inline constexpr FieldRule kLatencySeconds{"a latency in seconds", 0, 10'000'000};
inline constexpr FieldRule kLatencyMs{"a latency in milliseconds", 0, 1e10};
/// A latency as stored, whatever unit the input used: a benchmark request answered after more
/// than a day is a unit mistake (a "(ms)" column read as seconds), not a measurement.
inline constexpr FieldRule kStoredLatencySeconds{"a latency of at most a day, in seconds", 0, 86'400};
inline constexpr int kEarliestRunYear = 2015, kLatestRunYear = 2100; ///< run dates outside are typos or placeholders
inline constexpr FieldRule kPositiveSeconds{"a duration in seconds", 0, 1e8, false, true};
inline constexpr FieldRule kWatts{"watts per GPU", 0, 100'000, false, true};
inline constexpr FieldRule kJoulesPerToken{"joules per token", 0, 1'000'000, false, true};
inline constexpr FieldRule kJoulesPerQuery{"joules per successful query", 0, 1e12, false, true};
inline constexpr FieldRule kCount{"a count", 0, 1e15, true};
inline constexpr FieldRule kTokens{"a token count", 0, 1e15};
inline constexpr FieldRule kUnixTime{"a Unix time in seconds (2001–2096)", 1e9, 4e9};
inline constexpr FieldRule kSchemaVersion{"a schema version", 0, 1000, true};
/// A claim's watts may be one accelerator's or a whole system's (a rack draws ~150 kW).
inline constexpr FieldRule kClaimedWatts{"watts of an accelerator or a system (at most 10 MW)", 0, 1e7, false, true};
inline constexpr FieldRule kClaimedFigure{"a published figure", 0, 1e15, false, true};
inline constexpr FieldRule kAnyFinite{"a finite number", -1e300, 1e300};

inline constexpr TextRule kName{"a name", 200};
inline constexpr TextRule kLongText{"a text", 4096};
inline constexpr TextRule kUrl{"a URL", 2048};
} // namespace rules

/// Whether `v` fits `rule`; the Issue's message says why not ("expected a GPU count from 1 to
/// 100,000, found 4,294,967,296"), for the caller to place.
Expected<void> checkRule(double v, const FieldRule& rule);
Expected<void> checkRule(const QString& text, const TextRule& rule);

/// a × b when the product fits `rule` (GPUs = TP × PP), else nothing.
std::optional<int> checkedProduct(int a, int b, const FieldRule& rule);

} // namespace denominator
