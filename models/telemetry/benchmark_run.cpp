#include "telemetry/benchmark_run.h"

#include "core/json_fields.h"
#include "import/names.h"
#include "import/raw_result_import.h"

#include <QFile>

namespace denominator {

BenchmarkRun readBenchmarkRun(const SourceFile& src, const ParseOptions& options, QList<ImportIssue>& errors)
{
    BenchmarkRun run;
    run.path = src.path;
    run.fileName = src.fileName;
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(src.bytes.constBegin(), src.bytes.constEnd());
    } catch (const nlohmann::json::parse_error& e) {
        errors.append({src.path, -1, -1, {}, QStringLiteral("not JSON (%1): expected a raw benchmark_serving result").arg(QString::fromUtf8(e.what()))});
        return run;
    }
    if (!doc.is_object() || !looksLikeRawResult(doc)) {
        errors.append({src.path, -1, -1, {}, QStringLiteral("expected a raw benchmark_serving result (an object with "
                                                             "benchmark_start_time_unix, total_input_tokens, …)")});
        return run;
    }
    JsonFields f(doc, src.path, -1, errors);
    run.startUnix = f.positive("benchmark_start_time_unix");
    run.endUnix = f.positive("benchmark_end_time_unix");
    run.inputTokens = f.number("total_input_tokens");
    run.outputTokens = f.positive("total_output_tokens");
    run.completedRequests = f.positive("completed");
    if (std::isfinite(run.startUnix) && std::isfinite(run.endUnix) && run.endUnix < run.startUnix)
        f.fail("benchmark_end_time_unix", QStringLiteral("expected a time after benchmark_start_time_unix"));
    const RawResultName name = parseRawResultName(src.fileName);
    run.gpus = options.gpus > 0 ? options.gpus : name.tp;
    run.hardware = names::hardware(options.hardware.isEmpty() ? name.hardware : options.hardware);
    return run;
}

BenchmarkRun readBenchmarkRun(const QString& path, const ParseOptions& options, QList<ImportIssue>& errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors.append({path, -1, -1, {}, QStringLiteral("cannot read: %1").arg(file.errorString())});
        BenchmarkRun run;
        run.path = path;
        return run;
    }
    return readBenchmarkRun(SourceFile::fromBytes(path, file.readAll()), options, errors);
}

} // namespace denominator
