// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Import benchmark: whole-process `denominator import` against a Python json+sqlite3 script on
// the same 100,000-row file, peak memory, and memory growth on a file three times larger.

#include <QString>
#include <nlohmann/json.hpp>

class QTemporaryDir;

/// Prints the figures; 0 on success, 1 when a file could not be written or imported.
int runImportBenchmark();
/// Row `n` of the real rows repeated: copy k = n / size has its concurrency raised by k × 10,000,
/// so every row is a distinct point.
nlohmann::json repeatedRow(const nlohmann::json& real, int n);
/// Every row of the JSON files matching `pattern` in `folder`, in name order.
nlohmann::json realRows(const QString& folder, const QString& pattern);
/// `count` rows repeatedRow() makes from `real`, written as the InferenceX files are (indented);
/// the path, or empty when it could not be written.
QString writeRows(const QTemporaryDir& dir, const QString& name, const nlohmann::json& real, int count);
