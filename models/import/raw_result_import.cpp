// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/raw_result_import.h"

#include "import/importer.h"

#include "core/json_fields.h"
#include "import/names.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace denominator {

bool looksLikeRawResult(const nlohmann::json& obj)
{
    return obj.is_object() && (obj.contains("benchmark_start_time_unix") || obj.contains("total_token_throughput")) && !obj.contains("hw");
}

RawResultName parseRawResultName(const QString& fileName)
{
    RawResultName n;
    const QStringList parts = QFileInfo(fileName).completeBaseName().split(QLatin1Char('_'));
    static const QRegularExpression tagged(QStringLiteral("^(tp|conc|isl|osl)(\\d+)$"));
    static const QRegularExpression precision(QStringLiteral("^(fp4|fp8|bf16|fp16|mxfp4|nvfp4|int4|int8)$"));
    for (int i = 0; i < parts.size(); ++i) {
        const QString part = parts.at(i).toLower();
        if (auto m = tagged.match(part); m.hasMatch()) {
            const int v = m.captured(2).toInt();
            const QString tag = m.captured(1);
            if (tag == QLatin1String("tp"))
                n.tp = v;
            else if (tag == QLatin1String("conc"))
                n.conc = v;
            else if (tag == QLatin1String("isl"))
                n.isl = v;
            else
                n.osl = v;
        } else if (precision.match(part).hasMatch()) {
            n.precision = part;
            if (i > 0) n.modelPrefix = parts.at(i - 1).toLower();
            if (i + 1 < parts.size()) n.hardware = parts.at(i + 1).toLower();
        }
    }
    return n;
}

namespace {

class RawResult : public JsonDocumentImporter {
public:
    QString format() const override { return QStringLiteral("benchmark-serving-result"); }
    QString describe() const override
    {
        return QStringLiteral("a raw benchmark_serving result (benchmark_start_time_unix, total_token_throughput, …)");
    }
    bool recognises(const nlohmann::json& doc) const override { return looksLikeRawResult(doc); }
    QString defaultSource() const override { return QStringLiteral("your runs"); }

    void importDocument(const nlohmann::json& obj, ImportContext& ctx) const override
    {
        QList<Issue> errors;
        JsonFields f(obj, ctx.source.path(), -1, errors);
        const RawResultName name = parseRawResultName(ctx.source.fileName());
        const ParseOptions& options = ctx.options;
        BenchmarkPoint p;
        p.gpus = options.gpus > 0 ? options.gpus : name.tp;
        if (const auto fits = checkRule(p.gpus, rules::kGpuCount); !fits)
            f.fail("gpus",
                   p.gpus <= 0 ? QStringLiteral("unknown GPU count: give --gpus N, or name the file like …_tp8_…") : fits.error().message);
        p.tp = name.tp > 0 ? name.tp : p.gpus;
        p.hardwareRaw = options.hardware.isEmpty() ? name.hardware : options.hardware;
        p.hardware = names::hardware(p.hardwareRaw);
        if (p.hardware.isEmpty())
            f.fail("hardware", QStringLiteral("unknown hardware: give --hardware NAME, or name the file like …_fp4_h200_tp8_…"));
        p.precision = options.precision.isEmpty() ? name.precision : names::precision(options.precision);
        if (p.precision.isEmpty())
            f.fail("precision", QStringLiteral("unknown precision: give --precision X, or name the file like …_fp4_…"));
        p.modelRaw = f.optString("model_id");
        p.model = names::model(name.modelPrefix, p.modelRaw);
        if (p.model.isEmpty()) f.fail("model_id", QStringLiteral("missing; expected the model id, or a file name like gptoss_fp4_…"));
        p.frameworkRaw = f.optString("backend");
        p.framework = names::framework(p.frameworkRaw, false).name;
        if (p.framework.isEmpty()) f.fail("backend", QStringLiteral("missing or null; expected the serving framework (vllm, sglang, …)"));
        p.isl = name.isl;
        p.osl = name.osl;
        if (p.isl <= 0 || p.osl <= 0) f.fail("isl", QStringLiteral("unknown ISL/OSL: name the file like …_isl1024_osl1024.json"));
        p.conc = name.conc;
        if (f.has("max_concurrency")) p.conc = int(f.optNumber("max_concurrency", rules::kConcurrency));
        if (const auto fits = checkRule(p.conc, rules::kConcurrency); !fits) f.fail("max_concurrency", fits.error().message);
        const double completed = f.number("completed", rules::kCount);
        if (completed == 0) f.fail("completed", QStringLiteral("zero successful requests: the run is void"));
        f.number("duration", rules::kPositiveSeconds);
        const double total = f.number("total_token_throughput", rules::kDeploymentThroughput);
        const double output = f.number("output_throughput", rules::kDeploymentThroughput);
        const double tpotMs = f.number("median_tpot_ms", rules::kLatencyMs);
        if (tpotMs == 0) f.fail("median_tpot_ms", QStringLiteral("expected a time per output token above 0 ms, found 0"));
        if (isKnown(total) && isKnown(output) && output > total * (1 + 1e-6))
            f.fail("output_throughput", QStringLiteral("above total_token_throughput; expected output <= total"));
        if (errors.isEmpty()) {
            p.tputPerGpu = total / p.gpus;
            p.outputTputPerGpu = output / p.gpus;
            p.inputTputPerGpu = (total - output) / p.gpus;
            p.medianTpot = tpotMs / 1000.0;
            p.medianIntvty = 1000.0 / tpotMs;
            const auto intvty = [&](const char* key) {
                const double ms = f.optNumber(key, rules::kLatencyMs);
                return isKnown(ms) && ms > 0 ? 1000.0 / ms : kNaN;
            };
            p.meanIntvty = intvty("mean_tpot_ms");
            p.p90Intvty = intvty("p90_tpot_ms");
            p.p99Intvty = intvty("p99_tpot_ms");
            p.medianTtft = f.optNumber("median_ttft_ms", rules::kLatencyMs) / 1000.0;
            p.medianE2el = f.optNumber("median_e2el_ms", rules::kLatencyMs) / 1000.0;
            p.p99E2el = f.optNumber("p99_e2el_ms", rules::kLatencyMs) / 1000.0;
            p.derivationNote = QStringLiteral("per-GPU throughput = deployment throughput / %1 GPUs (%2)")
                                   .arg(p.gpus)
                                   .arg(options.gpus > 0 ? QStringLiteral("given") : QStringLiteral("from file name"));
            QString date = f.optString("date"); // "20260610-200909"
            if (date.size() >= 8 && date.at(0).isDigit())
                date = date.left(4) + QLatin1Char('-') + date.mid(4, 2) + QLatin1Char('-') + date.mid(6, 2);
            p.provenance = {ctx.source.fileName(), {}, format(), 0, QFileInfo(ctx.source.fileName()).completeBaseName(), {}, date};
        }
        for (Issue& e : errors) ctx.sink.addIssue(std::move(e));
        if (ctx.sink.ok()) ctx.addPoint(std::move(p), -1, 0);
    }
};

} // namespace

const JsonDocumentImporter& rawResultImporter()
{
    static const RawResult instance;
    return instance;
}

} // namespace denominator
