// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What MLPerf's two result formats share (summary_results.json rows in mlperf_import.cpp, a run
// folder's logs in mlperf_run_import.cpp): the accelerator's key and the latency condition a result
// met.

#include <QString>

namespace denominator {

/// "h200" from "NVIDIA H200-SXM-141GB", "mi355x" from "AMD Instinct MI355X 288GB HBM3e (x94)".
QString mlperfAcceleratorKey(const QString& raw);

/// The condition an MLPerf result met, from its scenario and the benchmark's limits for its model.
QString mlperfLatencyCondition(const QString& version, const QString& model, const QString& scenario);

} // namespace denominator
