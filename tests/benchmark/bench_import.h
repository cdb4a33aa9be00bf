// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Import benchmark: whole-process `denominator import` against a Python json+sqlite3 script on
// the same 100,000-row file, peak memory, and memory growth on a file three times larger.

/// Prints the figures; 0 on success, 1 when a file could not be written or imported.
int runImportBenchmark();
