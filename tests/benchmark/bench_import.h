// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Import benchmark: whole-process `denominator import` against a Python json+sqlite3 script on
// the same 100,000-row file, peak memory, and memory growth on a file three times larger.

#include <nlohmann/json.hpp>

/// Prints the figures; 0 on success, 1 when a file could not be written or imported.
int runImportBenchmark();
/// Row `n` of the real rows repeated: copy k = n / size has its concurrency raised by k × 10,000,
/// so every row is a distinct point.
nlohmann::json repeatedRow(const nlohmann::json& real, int n);
