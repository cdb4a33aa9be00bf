// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// One ML.ENERGY Leaderboard model file (public/data/models/<org>__<model>__<task>.json, v3): a
// model on one task, and one configuration per (GPU, GPU count, parallelism, max_num_seqs) of a
// batch-size sweep. Energy is the GPU boards' (NVML energy counter) of the whole deployment over a
// steady-state window; tokens are output tokens. Each configuration becomes one point per GPU:
// throughput and watts ÷ num_gpus, interactivity 1000 / median ITL.

#include "import/importer.h"

#include "core/counted.h"
#include "core/json_fields.h"
#include "core/number_format.h"
#include "core/workload.h"
#include "import/names.h"

#include <cmath>

namespace denominator {
namespace {

/// ML.ENERGY's precision names in InferenceX's: mxfp4 -> fp4, bfloat16 -> bf16.
QString precisionKey(const QString& raw)
{
    const QString lower = raw.trimmed().toLower();
    if (lower == QLatin1String("bfloat16")) return QStringLiteral("bf16");
    if (lower == QLatin1String("float16")) return QStringLiteral("fp16");
    return names::precision(lower);
}

class MlenergyModel : public JsonDocumentImporter {
public:
    QString format() const override { return QStringLiteral("mlenergy-model"); }
    QString describe() const override
    {
        return QStringLiteral("an ML.ENERGY leaderboard model file (model_id, task, configurations[] with energy_per_token_joules)");
    }
    QString defaultSource() const override { return QStringLiteral("ML.ENERGY"); }
    bool recognises(const nlohmann::json& doc) const override
    {
        return doc.is_object() && doc.contains("model_id") && doc.contains("configurations");
    }

    void importDocument(const nlohmann::json& doc, ImportContext& ctx) const override
    {
        QList<Issue> errors;
        JsonFields top(doc, ctx.source.path(), -1, errors);
        const QString modelId = top.string("model_id");
        const QString task = top.string("task");
        const QString precision = precisionKey(top.optString("weight_precision"));
        const auto& configs = doc.at("configurations");
        if (!configs.is_array() || configs.empty())
            top.fail("configurations", QStringLiteral("expected a non-empty list of configurations"));
        for (Issue& e : errors) ctx.sink.addIssue(std::move(e));
        if (!ctx.sink.ok()) return;
        int powered = 0;
        for (int i = 0; i < int(configs.size()) && !ctx.sink.saturated(); ++i) {
            BenchmarkPoint p = readConfiguration(configs.at(std::size_t(i)), i, ctx);
            if (!ctx.sink.ok()) continue;
            p.modelRaw = modelId;
            p.model = names::model({}, modelId); // "gpt-oss-120b", "DeepSeek-R1-0528" as InferenceX names them
            p.precision = precision.isEmpty() ? QStringLiteral("unnamed") : precision;
            p.image = task;
            p.provenance.runId = task + QLatin1Char(' ') + p.provenance.runId;
            if (p.measuredPower) ++powered;
            ctx.addPoint(std::move(p), -1, i);
        }
        if (ctx.sink.ok())
            ctx.sink.notes << QStringLiteral("%1 of %2 (task %3): GPU-board energy of the whole deployment over its "
                                             "steady state, ÷ its GPUs; output tokens; workload benchmark-dataset")
                                  .arg(counted(powered, QStringLiteral("configuration")), modelId, task);
    }

private:
    BenchmarkPoint readConfiguration(const nlohmann::json& c, int i, ImportContext& ctx) const
    {
        QList<Issue> errors;
        const QString prefix = QStringLiteral("configurations[%1].").arg(i);
        BenchmarkPoint p;
        if (!c.is_object()) {
            ctx.sink.addIssue({ctx.source.path(), -1, i, prefix.chopped(1), QStringLiteral("expected an object")});
            return p;
        }
        JsonFields f(c, ctx.source.path(), i, errors, prefix);
        p.benchmark = Benchmark::MLEnergy;
        p.isl = p.osl = kDatasetLength;
        p.benchmarkType = QStringLiteral("mlenergy-batch-sweep");
        p.hardwareRaw = f.string("gpu_model");
        p.hardware = names::hardware(p.hardwareRaw);
        p.frameworkRaw = QStringLiteral("vLLM (ML.ENERGY Benchmark v3)");
        p.framework = QStringLiteral("vllm");
        // A value outside its rule is NaN here (and an error): whole numbers only once known.
        const auto whole = [](double v) { return isKnown(v) ? int(v) : 0; };
        p.gpus = whole(f.number("num_gpus", rules::kGpuCount));
        p.conc = whole(f.number("max_num_seqs", rules::kConcurrency));
        if (f.has("parallelization") && c.at("parallelization").is_object()) {
            JsonFields par(c.at("parallelization"), ctx.source.path(), i, errors, prefix + QStringLiteral("parallelization."));
            p.tp = whole(par.optNumber("tensor_parallel", rules::kParallelism));
            p.ep = whole(par.optNumber("expert_parallel", rules::kParallelism));
        }
        const double tput = f.number("output_throughput_tokens_per_sec", rules::kDeploymentThroughput);
        const double watts = f.number("avg_power_watts", rules::kClaimedWatts);
        const double joules = f.number("energy_per_token_joules", rules::kJoulesPerToken);
        const double itl = f.number("median_itl_ms", rules::kLatencyMs);
        const auto intvty = [&](const char* key) {
            const double ms = f.optNumber(key, rules::kLatencyMs);
            return isKnown(ms) && ms > 0 ? 1000.0 / ms : kNaN;
        };
        p.p90Intvty = intvty("p90_itl_ms");
        p.p99Intvty = intvty("p99_itl_ms");
        if (isKnown(itl) && itl <= 0) f.fail("median_itl_ms", QStringLiteral("expected an inter-token latency above 0 ms, found 0"));
        // The file's own identity: J/token = W / (tokens/s). A row where it fails is not what it says.
        if (isKnown(tput) && isKnown(watts) && isKnown(joules) && tput > 0 && std::fabs(watts / tput - joules) > 1e-6 * joules)
            f.fail("energy_per_token_joules", QStringLiteral("expected avg_power_watts / output_throughput_tokens_per_sec = %1, found %2")
                                                  .arg(formatExact(watts / tput), formatExact(joules)));
        if (!errors.isEmpty() || p.gpus <= 0) {
            for (Issue& e : errors) ctx.sink.addIssue(std::move(e));
            return p;
        }
        p.tputPerGpu = p.outputTputPerGpu = tput / p.gpus;
        p.medianIntvty = 1000.0 / itl;
        p.derivationNote = QStringLiteral("ML.ENERGY output tokens only: %1 tok/s of the deployment ÷ %2 GPUs; interactivity = 1000 / "
                                          "median ITL %3 ms")
                               .arg(formatExact(tput))
                               .arg(p.gpus)
                               .arg(formatExact(itl));
        PowerValue w;
        w.kind = PowerKind::MeasuredMean;
        w.boundary = QStringLiteral("board");
        w.watts = watts / p.gpus;
        w.sourceText = QStringLiteral("ML.ENERGY avg_power_watts %1 W, GPU boards (NVML) of the deployment's %2 GPUs, ÷ %2; steady state")
                           .arg(formatExact(watts))
                           .arg(p.gpus);
        p.measuredPower = w;
        p.latencyCondition = QStringLiteral("none: batch-size sweep at max_num_seqs %1 (steady state)").arg(p.conc);
        // The configuration is the result's identity, whatever the file is called (importDocument
        // prefixes the task; the model is in the store's key).
        p.provenance = {ctx.source.fileName(),
                        {},
                        format(),
                        i,
                        QStringLiteral("%1x%2 tp%3 ep%4 seqs%5").arg(p.hardwareRaw).arg(p.gpus).arg(p.tp).arg(p.ep).arg(p.conc),
                        {},
                        {}};
        return p;
    }
};

} // namespace

const JsonDocumentImporter& mlenergyModelImporter()
{
    static const MlenergyModel instance;
    return instance;
}

} // namespace denominator
