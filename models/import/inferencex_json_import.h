#pragma once
// InferenceX JSON formats: aggregated rows (agg_bmk.json array or one agg_*.json object) and
// API rows (/api/v1/benchmarks, /benchmarks/history) with a nested `metrics` object.

#include "import/parsed_file.h"

#include <nlohmann/json.hpp>

namespace denominator {

/// `rows` is the array (or a one-element array wrapping a single object).
void parseAggRows(const SourceFile& src, const nlohmann::json& rows, ParsedFile& out);
void parseApiRows(const SourceFile& src, const nlohmann::json& rows, ParsedFile& out);

/// GitHub Actions run id from a run URL (`…/actions/runs/123/attempts/1`) or a file name
/// (`run_123_agg_bmk.json`); empty when there is none.
QString runIdFrom(const QString& urlOrFileName);

} // namespace denominator
