// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// InferenceX JSON rows: aggregated rows (agg_bmk.json arrays or one agg_*.json object) and API
// rows (/api/v1/benchmarks, /benchmarks/history) whose metrics sit in a nested `metrics` object.

#include "import/inferencex_json_import.h"

#include "core/counted.h"
#include "core/workload.h"
#include "import/agentic_rows.h"
#include "import/importer.h"
#include "import/json_row.h"
#include "import/names.h"
#include "import/power_fields.h"
#include "import/string_memo.h"

#include <QRegularExpression>

namespace denominator {
namespace {

void readPowerBlock(JsonRow& m, ImportContext& ctx, BenchmarkPoint& p)
{
    power::read(m, ctx, p, QStringLiteral("%1 row %2").arg(ctx.source.fileName()).arg(m.row()));
}

void readLatencies(JsonRow& m, BenchmarkPoint& p)
{
    p.medianIntvty = m.optNumber("median_intvty", rules::kInteractivity);
    p.medianTpot = m.optNumber("median_tpot", rules::kPositiveSeconds);
    if (!isKnown(p.medianIntvty) && isKnown(p.medianTpot)) p.medianIntvty = 1.0 / p.medianTpot;
    if (!m.has("median_intvty") && !m.has("median_tpot"))
        m.fail("median_intvty", QStringLiteral("missing; expected median_intvty (tokens/s per user) or median_tpot (seconds)"));
    p.meanIntvty = m.optNumber("mean_intvty", rules::kInteractivity);
    p.p90Intvty = m.optNumber("p90_intvty", rules::kInteractivity);
    p.p99Intvty = m.optNumber("p99_intvty", rules::kInteractivity);
    p.medianTtft = m.optNumber("median_ttft", rules::kLatencySeconds);
    p.medianE2el = m.optNumber("median_e2el", rules::kLatencySeconds);
    p.p99E2el = m.optNumber("p99_e2el", rules::kLatencySeconds);
}

void readThroughput(JsonRow& m, BenchmarkPoint& p)
{
    p.tputPerGpu = m.number("tput_per_gpu", rules::kThroughput);
    p.outputTputPerGpu = m.optNumber("output_tput_per_gpu", rules::kThroughput);
    p.inputTputPerGpu = m.optNumber("input_tput_per_gpu", rules::kThroughput);
    if (const auto fits = checkThroughputs(p); !fits) m.fail("output_tput_per_gpu", fits.error().message);
}

/// The row's own value of a flag, when it has one (it decides disaggregation for Dynamo).
std::optional<bool> explicitFlag(JsonRow& r, const char* key)
{
    if (!r.has(key)) return std::nullopt;
    return r.optFlag(key);
}

bool isVoid(const JsonRow& m)
{
    for (const char* key : {"num_requests_successful", "completed"}) {
        if (!m.has(key)) continue;
        JsonRow copy = m;
        if (copy.optNumber(key, rules::kCount) == 0) return true;
    }
    return false;
}

/// The measurements common to both row shapes; `m` is the row itself or its `metrics` object.
void readMeasurements(JsonRow& m, ImportContext& ctx, BenchmarkPoint& p)
{
    if (p.agentic) {
        agentic::readFlat(m, p);
        if (const auto fits = checkThroughputs(p); !fits) m.fail("output_tput_per_gpu", fits.error().message);
    } else {
        readThroughput(m, p);
        readLatencies(m, p);
    }
    readPowerBlock(m, ctx, p);
}

/// Counts a row skipped for having no successful request, by name for the closing note.
void skipVoid(ImportContext& ctx, JsonRow& row, const char* hardwareKey)
{
    ++ctx.tally[QStringLiteral("void")];
    if (ctx.skipped.size() < 20) ctx.skipped << agentic::rowName(row, hardwareKey);
}

/// An agentic-coding row: no fixed lengths (kAgenticLength), the API's benchmark type, its
/// KV-cache offload.
void markAgentic(JsonRow& r, ImportContext& ctx, BenchmarkPoint& p)
{
    p.benchmarkType = QStringLiteral("agentic_traces");
    p.isl = p.osl = kAgenticLength;
    p.agentic = AgenticMetrics{};
    p.agentic->offload = agentic::offloadOf(r);
    ++ctx.tally[QStringLiteral("agentic")];
}

void addIfClean(ImportContext& ctx, const JsonRow& row, BenchmarkPoint&& p)
{
    if (row.failures() > 0) return;
    if (p.measuredPower) ++ctx.tally[QStringLiteral("powered")];
    ctx.addPoint(std::move(p), row.line(), row.row());
}

/// Where InferenceX's own CI runs are: a row whose run_url starts so is InferenceX's result.
constexpr const char* kInferencexRuns = "https://github.com/SemiAnalysisAI/InferenceX/actions/runs/";

void closingNotes(ImportContext& ctx)
{
    if (const int n = ctx.tally.value(QStringLiteral("powered")))
        ctx.sink.notes << counted(n, QStringLiteral("row carries"), QStringLiteral("rows carry")) + QStringLiteral(" measured power");
    if (const int n = ctx.tally.value(QStringLiteral("void")))
        ctx.sink.notes << counted(n, QStringLiteral("row")) +
                              QStringLiteral(" skipped: zero successful requests (InferenceX drops such rows too): %1%2")
                                  .arg(ctx.skipped.join(QStringLiteral(", ")), n > ctx.skipped.size() ? QStringLiteral(", …") : QString());
    if (const int n = ctx.tally.value(QStringLiteral("agentic")))
        ctx.sink.notes << counted(n, QStringLiteral("agentic-coding row")) + QStringLiteral(" (workload agentic-coding: no fixed ISL/OSL)");
    if (const int n = ctx.tally.value(QStringLiteral("e2e derived")))
        ctx.sink.notes << QStringLiteral("E2E-normalised interactivity of %1 from %2")
                              .arg(counted(n, QStringLiteral("agentic row")), ctx.options.e2eOrigin);
    if (const int n = ctx.tally.value(QStringLiteral("no trace")))
        ctx.sink.notes << counted(n, QStringLiteral("agentic row has"), QStringLiteral("agentic rows have")) +
                              QStringLiteral(" no trace, so no E2E-normalised interactivity: drawn only under an ITL definition");
    if (const int n = ctx.tally.value(QStringLiteral("e2e not asked")))
        ctx.sink.notes << counted(n, QStringLiteral("agentic row carries"), QStringLiteral("agentic rows carry")) +
                              QStringLiteral(" no E2E-normalised interactivity (InferenceX serves it from "
                                             "/api/v1/derived-agentic-metrics, which `denominator fetch` asks for): drawn only under "
                                             "an ITL definition");
    if (const int n = ctx.tally.value(QStringLiteral("inferencex run, other name")))
        ctx.sink.notes << counted(n, QStringLiteral("row names"), QStringLiteral("rows name")) +
                              QStringLiteral(
                                  " a run of InferenceX's own CI (%1…): drawn under the source \"%2\" you gave, not as InferenceX; "
                                  "they are InferenceX's results, published under Apache-2.0 with attribution to SemiAnalysis")
                                  .arg(QLatin1String(kInferencexRuns), ctx.sink.source);
    power::noteMismatches(ctx);
}

/// An API agentic row's E2E-normalised interactivity, which its `metrics` never hold: taken from
/// what was fetched beside the rows (ParseOptions::e2eByRowId) and said so on the point. Called
/// before the metrics are read, so a row with these values and no ITL still has an interactivity.
void takeDerivedE2e(JsonRow& r, const JsonRow& metrics, ImportContext& ctx, BenchmarkPoint& p)
{
    if (metrics.contains("p75_e2e_norm_intvty") || metrics.contains("p90_e2e_norm_intvty")) return; // its own values
    const std::optional<qint64> id = ctx.options.e2eByRowId.isEmpty() ? std::nullopt : r.peekId("id");
    const auto found = id ? ctx.options.e2eByRowId.constFind(*id) : ctx.options.e2eByRowId.cend();
    if (found == ctx.options.e2eByRowId.cend()) {
        ++ctx.tally[QStringLiteral("e2e not asked")];
        return;
    }
    if (!isKnown(found->p75) && !isKnown(found->p90)) {
        ++ctx.tally[QStringLiteral("no trace")];
        p.derivationNote =
            QStringLiteral("no trace: /api/v1/derived-agentic-metrics has no E2E-normalised interactivity for row id %1").arg(*id);
        return;
    }
    // Values replayed from a record are checked like any read from a file.
    for (const double v : {found->p75, found->p90})
        if (const auto fits = isKnown(v) ? checkRule(v, rules::kInteractivity) : Expected<void>(); !fits) {
            r.fail("id", QStringLiteral("E2E-normalised interactivity fetched for row id %1: %2").arg(*id).arg(fits.error().message));
            return;
        }
    p.agentic->p75E2eIntvty = found->p75;
    p.agentic->p90E2eIntvty = found->p90;
    ++ctx.tally[QStringLiteral("e2e derived")];
    p.derivationNote = QStringLiteral("E2E-normalised interactivity from /api/v1/derived-agentic-metrics (row id %1)").arg(*id);
}

class AggRows : public JsonRowImporter {
public:
    QString format() const override { return QStringLiteral("inferencex-agg"); }
    QString describe() const override { return QStringLiteral("InferenceX aggregated rows (agg_bmk.json: keys hw, tput_per_gpu)"); }
    /// Agentic rows of the nested layout keep their throughput in request_metrics.
    bool recognises(const JsonRow& first) const override
    {
        return first.has("hw") && (first.contains("tput_per_gpu") || first.has("scenario_type") || first.isObject("request_metrics"));
    }

    void importRow(JsonRow& r, ImportContext& ctx) const override
    {
        const QString scenario = r.peekText("scenario_type");
        if (const auto known = agentic::checkType(scenario); !known) {
            r.fail("scenario_type", known.error().message);
            return;
        }
        if (isVoid(r)) {
            skipVoid(ctx, r, "hw");
            return;
        }
        BenchmarkPoint p;
        if (agentic::isAgenticType(scenario)) markAgentic(r, ctx, p);
        p.hardwareRaw = r.text("hw");
        p.hardware = names::hardware(p.hardwareRaw);
        p.modelRaw = r.optText("model", rules::kLongText);
        p.model = names::model(r.optText("infmax_model_prefix"), p.modelRaw);
        if (p.model.isEmpty()) r.fail("model", QStringLiteral("missing; expected model or infmax_model_prefix"));
        p.frameworkRaw = r.text("framework");
        const names::Framework fw = names::framework(p.frameworkRaw, explicitFlag(r, "disagg"));
        p.framework = fw.name;
        p.disagg = fw.disagg;
        p.precision = names::precision(r.text("precision"));
        p.specDecoding = names::specMethod(r.optText("spec_decoding"));
        p.multinode = r.optFlag("is_multinode");
        if (!p.agentic) {
            p.isl = r.integer("isl", rules::kSequenceLength);
            p.osl = r.integer("osl", rules::kSequenceLength);
        }
        // The oldest agentic rows name their closed-loop clients "users".
        p.conc = r.integer(p.agentic && !r.has("conc") ? "users" : "conc", rules::kConcurrency);
        p.image = r.optText("image", rules::kLongText);
        if (p.multinode) {
            p.prefillGpus = r.integer("num_prefill_gpu", rules::kGpuCount);
            p.decodeGpus = r.integer("num_decode_gpu", rules::kGpuCount);
            p.tp = r.optInteger("decode_tp", rules::kParallelism, 0);
            p.ep = r.optInteger("decode_ep", rules::kParallelism, 0);
            p.dpAttention = r.optFlag("decode_dp_attention");
            if (const auto fits = checkRule(double(p.prefillGpus) + p.decodeGpus, rules::kGpuCount); !fits)
                r.fail("num_decode_gpu", QStringLiteral("prefill + decode GPUs: %1").arg(fits.error().message));
            else
                p.gpus = p.prefillGpus + p.decodeGpus;
        } else {
            p.tp = r.integer("tp", rules::kParallelism);
            p.pp = r.optInteger("pp", rules::kParallelism, 1);
            p.ep = r.optInteger("ep", rules::kParallelism, 1);
            p.dpAttention = r.optFlag("dp_attention");
            const int pcp = r.optInteger(r.has("pcp_size") ? "pcp_size" : "pcp", rules::kParallelism, 1);
            const auto tpPp = checkedProduct(p.tp, p.pp, rules::kGpuCount);
            const auto gpus = tpPp ? checkedProduct(*tpPp, pcp, rules::kGpuCount) : std::nullopt;
            if (gpus)
                p.gpus = *gpus;
            else if (p.tp > 0)
                r.fail("tp", QStringLiteral("tp × pp × pcp = %1 × %2 × %3 is not a GPU count (1 to 100,000)").arg(p.tp).arg(p.pp).arg(pcp));
        }
        // Newer agentic rows state the GPUs that served (prefill + decode across nodes).
        if (p.agentic && r.has("num_gpus")) p.gpus = r.integer("num_gpus", rules::kGpuCount);
        if (p.agentic && r.isObject("request_metrics")) {
            agentic::readNested(r, p);
            readPowerBlock(r, ctx, p);
        } else {
            readMeasurements(r, ctx, p);
        }
        p.provenance = {ctx.source.fileName(), {}, format(), r.row(), runIdFrom(ctx.source.fileName()), {}, r.optText("date")};
        addIfClean(ctx, r, std::move(p));
    }

    void finish(ImportContext& ctx) const override { closingNotes(ctx); }
};

class ApiRows : public JsonRowImporter {
public:
    QString format() const override { return QStringLiteral("inferencex-api"); }
    QString describe() const override { return QStringLiteral("InferenceX API rows (/api/v1/benchmarks: key metrics)"); }
    bool recognises(const JsonRow& first) const override { return first.isObject("metrics") && first.has("hardware"); }

    void importRow(JsonRow& r, ImportContext& ctx) const override
    {
        const QString type = r.optText("benchmark_type");
        if (const auto known = agentic::checkType(type); !known) {
            r.fail("benchmark_type", known.error().message);
            return;
        }
        auto metrics = r.object("metrics", true);
        if (!metrics) return;
        if (isVoid(*metrics) || isVoid(r)) {
            skipVoid(ctx, r, "hardware");
            return;
        }
        BenchmarkPoint p;
        if (agentic::isAgenticType(type)) markAgentic(r, ctx, p);
        p.hardwareRaw = r.text("hardware");
        p.hardware = names::hardware(p.hardwareRaw);
        p.modelRaw = r.text("model");
        p.model = names::model(p.modelRaw, p.modelRaw);
        p.frameworkRaw = r.text("framework");
        const names::Framework fw = names::framework(p.frameworkRaw, explicitFlag(r, "disagg"));
        p.framework = fw.name;
        p.disagg = fw.disagg;
        p.precision = names::precision(r.text("precision"));
        p.specDecoding = names::specMethod(r.optText("spec_method"));
        if (!type.isEmpty()) p.benchmarkType = type;
        p.multinode = r.optFlag("is_multinode");
        if (!p.agentic) {
            p.isl = r.integer("isl", rules::kSequenceLength);
            p.osl = r.integer("osl", rules::kSequenceLength);
        }
        p.conc = r.integer("conc", rules::kConcurrency);
        p.image = r.optText("image", rules::kLongText);
        p.ep = r.optInteger("decode_ep", rules::kParallelism, 0);
        p.dpAttention = r.optFlag("decode_dp_attention");
        if (p.disagg) {
            // Only disaggregated rows count GPUs in num_*_gpu; for disagg=false rows those fields may
            // hold a legacy TP x EP value (64 on an 8-GPU box).
            p.tp = r.optInteger("decode_tp", rules::kParallelism, 0);
            p.prefillGpus = r.integer("num_prefill_gpu", rules::kGpuCount);
            p.decodeGpus = r.integer("num_decode_gpu", rules::kGpuCount);
            if (const auto fits = checkRule(double(p.prefillGpus) + p.decodeGpus, rules::kGpuCount); !fits)
                r.fail("num_decode_gpu", QStringLiteral("prefill + decode GPUs: %1").arg(fits.error().message));
            else
                p.gpus = p.prefillGpus + p.decodeGpus;
        } else {
            p.tp = r.integer("decode_tp", rules::kParallelism);
            p.gpus = p.tp;
        }
        if (p.agentic && r.has("num_requests_successful"))
            p.agentic->successfulRequests = r.optInteger("num_requests_successful", rules::kCount, 0);
        if (p.agentic) takeDerivedE2e(r, *metrics, ctx, p);
        readMeasurements(*metrics, ctx, p);
        // The database keeps PowerX validity reasons in their own column, beside the metrics.
        if (const QStringList reasons = r.optTextList("power_invalid_reasons"); !reasons.isEmpty()) {
            if (!p.powerDetail) p.powerDetail = PowerDetail{};
            p.powerDetail->invalidReasons << reasons;
            p.powerDetail->invalidReasons.removeDuplicates();
            if (!metrics->has("power_valid")) p.powerDetail->valid = false;
            if (p.measuredPower) p.measuredPower->valid = p.powerDetail->valid;
        }
        const QString url = r.optText("run_url", rules::kUrl);
        if (ctx.sink.source != officialSource() && url.startsWith(QLatin1String(kInferencexRuns), Qt::CaseInsensitive))
            ++ctx.tally[QStringLiteral("inferencex run, other name")];
        p.provenance = {ctx.source.fileName(), {}, format(), r.row(), runIdFrom(url), url, r.optText("date")};
        addIfClean(ctx, r, std::move(p));
    }

    void finish(ImportContext& ctx) const override { closingNotes(ctx); }
};

/// The same rows read from an InferenceX PostgreSQL database (fetch/inferencex_db.h), which adds
/// each result's id: same checks, own format id, so provenance says where the numbers came from.
class DbRows : public ApiRows {
public:
    QString format() const override { return QStringLiteral("inferencex-db"); }
    QString describe() const override { return QStringLiteral("InferenceX database rows (denominator import postgresql://...)"); }
    bool recognises(const JsonRow& first) const override { return first.has("benchmark_result_id") && ApiRows::recognises(first); }
};

} // namespace

QString runIdFrom(const QString& urlOrFileName)
{
    thread_local StringMemo<QString> memo;
    return memo.get(urlOrFileName, [&] {
        static const QRegularExpression url(QStringLiteral("/runs/(\\d+)"));
        static const QRegularExpression file(QStringLiteral("(?:^|[^0-9])run_(\\d+)"));
        if (auto m = url.match(urlOrFileName); m.hasMatch()) return m.captured(1);
        if (auto m = file.match(urlOrFileName); m.hasMatch()) return m.captured(1);
        return QString();
    });
}

Expected<void> checkThroughputs(const BenchmarkPoint& p)
{
    // Disaggregated rows give input per prefill GPU and output per decode GPU, so either may
    // exceed the total per GPU; the identity there is tput·(P+D) = out·D + in·P, not checked here.
    if (p.disagg || p.multinode) return {};
    // Rounding in the sources allows a hair over; a real excess is a broken row.
    const double limit = p.tputPerGpu * (1 + 1e-6);
    if (isKnown(p.outputTputPerGpu) && isKnown(p.tputPerGpu) && p.outputTputPerGpu > limit)
        return problem(QStringLiteral("output throughput %1 is above the total %2 tokens/s per GPU; expected output <= total")
                           .arg(p.outputTputPerGpu, 0, 'g', 6)
                           .arg(p.tputPerGpu, 0, 'g', 6));
    if (isKnown(p.inputTputPerGpu) && isKnown(p.tputPerGpu) && p.inputTputPerGpu > limit)
        return problem(QStringLiteral("input throughput %1 is above the total %2 tokens/s per GPU; expected input <= total")
                           .arg(p.inputTputPerGpu, 0, 'g', 6)
                           .arg(p.tputPerGpu, 0, 'g', 6));
    return {};
}

const JsonRowImporter& aggRowsImporter()
{
    static const AggRows instance;
    return instance;
}

const JsonRowImporter& apiRowsImporter()
{
    static const ApiRows instance;
    return instance;
}

const JsonRowImporter& dbRowsImporter()
{
    static const DbRows instance;
    return instance;
}

} // namespace denominator
