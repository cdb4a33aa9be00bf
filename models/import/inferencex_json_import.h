// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Helpers shared by the InferenceX importers (JSON rows, CSV rows, the PostgreSQL reader).

#include "core/issue.h"
#include "core/point.h"

#include <QString>

namespace denominator {

/// GitHub Actions run id from a run URL (`…/actions/runs/123/attempts/1`) or a file name
/// (`run_123_agg_bmk.json`); empty when there is none.
QString runIdFrom(const QString& urlOrFileName);

/// A check that holds for every single-node InferenceX point whatever its format: output (and
/// input) throughput not above the total. The Issue's message says why not.
Expected<void> checkThroughputs(const BenchmarkPoint& p);

} // namespace denominator
