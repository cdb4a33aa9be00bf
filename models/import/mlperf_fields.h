// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What MLPerf's two result formats share (summary_results.json rows in mlperf_import.cpp, a run
// folder's logs in mlperf_run_import.cpp): the accelerator's key and the latency condition a result
// met; and where the run folders under a folder are.

#include <QString>
#include <QStringList>

namespace denominator {

/// "h200" from "NVIDIA H200-SXM-141GB", "mi355x" from "AMD Instinct MI355X 288GB HBM3e (x94)".
QString mlperfAcceleratorKey(const QString& raw);

/// The condition an MLPerf result met, from its scenario and the benchmark's limits for its model.
QString mlperfLatencyCondition(const QString& version, const QString& model, const QString& scenario);

/// The summary logs of the MLPerf run folders under `dir`, at any depth, laid out as published
/// (…/results/SYSTEM/MODEL/SCENARIO/performance/run_N/), in path order; links are not followed.
QStringList mlperfRunSummariesUnder(const QString& dir);

} // namespace denominator
