// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/benchmark_run.h"

#include "core/json_document.h"
#include "core/json_fields.h"
#include "import/names.h"
#include "import/raw_result_import.h"

#include <QFile>

namespace denominator {

BenchmarkRun readBenchmarkRun(const SourceFile& src, const ParseOptions& options, QList<Issue>& errors)
{
    BenchmarkRun run;
    run.path = src.path;
    run.fileName = src.fileName;
    const auto parsed = parseJsonDocument(src.bytes, src.path);
    if (!parsed) {
        errors.append(parsed.error());
        errors.last().message += QStringLiteral("; expected a raw benchmark_serving result");
        return run;
    }
    const nlohmann::json& doc = *parsed;
    if (!doc.is_object() || !looksLikeRawResult(doc)) {
        errors.append({src.path,
                       -1,
                       -1,
                       {},
                       QStringLiteral("expected a raw benchmark_serving result (an object with "
                                      "benchmark_start_time_unix, total_input_tokens, …)")});
        return run;
    }
    JsonFields f(doc, src.path, -1, errors);
    run.startUnix = f.number("benchmark_start_time_unix", rules::kUnixTime);
    run.endUnix = f.number("benchmark_end_time_unix", rules::kUnixTime);
    run.inputTokens = f.number("total_input_tokens", rules::kTokens);
    run.outputTokens = f.number("total_output_tokens", FieldRule{"a token count", 0, 1e15, false, true});
    run.completedRequests = f.number("completed", FieldRule{"a request count", 0, 1e15, true, true});
    if (std::isfinite(run.startUnix) && std::isfinite(run.endUnix) && run.endUnix < run.startUnix)
        f.fail("benchmark_end_time_unix", QStringLiteral("expected a time after benchmark_start_time_unix"));
    const RawResultName name = parseRawResultName(src.fileName);
    run.gpus = options.gpus > 0 ? options.gpus : name.tp;
    run.hardware = names::hardware(options.hardware.isEmpty() ? name.hardware : options.hardware);
    return run;
}

BenchmarkRun readBenchmarkRun(const QString& path, const ParseOptions& options, QList<Issue>& errors)
{
    const auto src = SourceFile::read(path);
    if (!src) {
        errors.append(src.error());
        BenchmarkRun run;
        run.path = path;
        return run;
    }
    return readBenchmarkRun(*src, options, errors);
}

} // namespace denominator
