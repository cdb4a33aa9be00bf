// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The last check before a point is handed on, whatever format or path it came from (a file, a
// fetched response, rows streamed from PostgreSQL): every stored field against the one table of
// ranges (core/field_rules.h), including the values an importer derived rather than read (a
// throughput from watts and joules, an interactivity from a TPOT, latencies rescaled from ms).

#include "core/point.h"

#include <QString>
#include <optional>

namespace denominator {

struct FieldProblem {
    QString field;   ///< the point's field as stored (gpus, median_ttft, run_date, …)
    QString message; ///< what was expected and what was found
};

/// The first field of `p` outside its rule, or nothing when every field fits.
std::optional<FieldProblem> implausibleField(const BenchmarkPoint& p);

} // namespace denominator
