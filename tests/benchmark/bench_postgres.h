// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Reading an InferenceX PostgreSQL database: whole-process `denominator import postgresql://…` of
// 100,050 benchmark_results rows from a local server the benchmark starts, against importing the
// same rows as an API JSON file.

/// Prints the figures; 0 on success, 1 when the server could not be started or the import failed.
int runPostgresBenchmark();
