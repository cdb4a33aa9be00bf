#include "import/inferencex_json_import.h"

#include "core/json_fields.h"
#include "import/names.h"

#include <QRegularExpression>

namespace denominator {
namespace {

void fillPowerBlock(JsonFields& f, const QString& file, int row, BenchmarkPoint& p)
{
    if (!f.has("avg_power_w")) return;
    PowerValue pv;
    pv.kind = PowerKind::MeasuredMean;
    pv.watts = f.optPositive("avg_power_w");
    pv.valid = f.optBool("power_valid", true);
    const int schema = f.optInteger("power_metric_schema_version", 0);
    pv.sourceText = QStringLiteral("avg_power_w from %1 row %2%3%4")
                        .arg(file)
                        .arg(row)
                        .arg(schema > 0 ? QStringLiteral(", power schema v%1").arg(schema) : QString())
                        .arg(f.has("power_valid") ? QString() : QStringLiteral(", predates power_valid"));
    p.measuredPower = pv;
}

void fillLatencies(JsonFields& f, BenchmarkPoint& p)
{
    p.medianIntvty = f.optPositive("median_intvty");
    p.medianTpot = f.optPositive("median_tpot");
    if (!isKnown(p.medianIntvty) && isKnown(p.medianTpot)) p.medianIntvty = 1.0 / p.medianTpot;
    if (!isKnown(p.medianIntvty) && !f.has("median_tpot"))
        f.fail("median_intvty", QStringLiteral("missing; expected median_intvty or median_tpot (seconds)"));
    p.meanIntvty = f.optPositive("mean_intvty");
    p.p90Intvty = f.optPositive("p90_intvty");
    p.p99Intvty = f.optPositive("p99_intvty");
    p.medianTtft = f.optNumber("median_ttft");
    p.medianE2el = f.optNumber("median_e2el");
    p.p99E2el = f.optNumber("p99_e2el");
}

void fillThroughput(JsonFields& f, BenchmarkPoint& p)
{
    p.tputPerGpu = f.positive("tput_per_gpu");
    p.outputTputPerGpu = f.optPositive("output_tput_per_gpu");
    p.inputTputPerGpu = f.optPositive("input_tput_per_gpu");
}

bool isVoid(JsonFields& f)
{
    for (const char* key : {"num_requests_successful", "completed"})
        if (f.has(key) && f.optNumber(key) == 0) return true;
    return false;
}

} // namespace

QString runIdFrom(const QString& urlOrFileName)
{
    static const QRegularExpression url(QStringLiteral("/runs/(\\d+)"));
    static const QRegularExpression file(QStringLiteral("(?:^|[^0-9])run_(\\d+)"));
    if (auto m = url.match(urlOrFileName); m.hasMatch()) return m.captured(1);
    if (auto m = file.match(urlOrFileName); m.hasMatch()) return m.captured(1);
    return {};
}

void parseAggRows(const SourceFile& src, const nlohmann::json& rows, ParsedFile& out)
{
    out.format = QStringLiteral("inferencex-agg");
    out.points.reserve(out.points.size() + qsizetype(rows.size()));
    const QString runId = runIdFrom(src.fileName);
    int powered = 0, voided = 0;
    for (int i = 0; i < int(rows.size()); ++i) {
        const auto& r = rows[size_t(i)];
        if (!r.is_object()) {
            out.errors.append({src.path, -1, i, {}, QStringLiteral("expected an object, found %1").arg(QString::fromLatin1(r.type_name()))});
            continue;
        }
        JsonFields f(r, src.path, i, out.errors);
        const QString scenario = f.optString("scenario_type");
        if (!scenario.isEmpty() && scenario != QLatin1String("single_turn") && scenario != QLatin1String("fixed-seq-len")) {
            out.format = QStringLiteral("inferencex-agentx");
            out.errors.append({src.path, -1, i, QStringLiteral("scenario_type"),
                               QStringLiteral("AgentX \"%1\" rows are not supported: they have no fixed ISL/OSL and report "
                                              "mean, not median, interactivity, so they cannot share a frontier with "
                                              "fixed-length runs; nothing imported").arg(scenario)});
            return;
        }
        if (isVoid(f)) { ++voided; continue; }
        BenchmarkPoint p;
        p.hardwareRaw = f.string("hw");
        p.hardware = names::hardware(p.hardwareRaw);
        p.modelRaw = f.optString("model");
        p.model = names::model(f.optString("infmax_model_prefix"), p.modelRaw);
        if (p.model.isEmpty()) f.fail("model", QStringLiteral("missing; expected model or infmax_model_prefix"));
        p.frameworkRaw = f.string("framework");
        p.framework = names::framework(p.frameworkRaw);
        p.precision = names::precision(f.string("precision"));
        p.specDecoding = f.optString("spec_decoding");
        if (p.specDecoding.isEmpty()) p.specDecoding = QStringLiteral("none");
        p.disagg = f.optBool("disagg");
        p.multinode = f.optBool("is_multinode");
        p.isl = f.integer("isl");
        p.osl = f.integer("osl");
        p.conc = f.integer("conc");
        p.image = f.optString("image");
        if (p.multinode) {
            p.prefillGpus = f.integer("num_prefill_gpu");
            p.decodeGpus = f.integer("num_decode_gpu");
            p.gpus = p.prefillGpus + p.decodeGpus;
            p.tp = f.optInteger("decode_tp");
            p.ep = f.optInteger("decode_ep");
            p.dpAttention = f.optBool("decode_dp_attention");
        } else {
            p.tp = f.integer("tp");
            p.pp = f.optInteger("pp", 1);
            p.ep = f.optInteger("ep", 1);
            p.dpAttention = f.optBool("dp_attention");
            p.gpus = p.tp * p.pp * f.optInteger("pcp", 1);
        }
        fillThroughput(f, p);
        fillLatencies(f, p);
        fillPowerBlock(f, src.path, i, p);
        if (p.measuredPower) ++powered;
        p.provenance = {src.fileName, src.sha256, out.format, i, runId, {}, {}};
        out.points << p;
    }
    if (powered) out.notes << QStringLiteral("%1 rows carry measured power").arg(powered);
    if (voided) out.notes << QStringLiteral("%1 rows skipped: zero successful requests (void)").arg(voided);
}

void parseApiRows(const SourceFile& src, const nlohmann::json& rows, ParsedFile& out)
{
    out.format = QStringLiteral("inferencex-api");
    out.points.reserve(out.points.size() + qsizetype(rows.size()));
    int powered = 0, voided = 0;
    for (int i = 0; i < int(rows.size()); ++i) {
        const auto& r = rows[size_t(i)];
        if (!r.is_object()) {
            out.errors.append({src.path, -1, i, {}, QStringLiteral("expected an object, found %1").arg(QString::fromLatin1(r.type_name()))});
            continue;
        }
        JsonFields f(r, src.path, i, out.errors);
        const auto mit = r.find("metrics");
        if (mit == r.end() || !mit->is_object()) {
            f.fail("metrics", QStringLiteral("missing; expected an object of metrics"));
            continue;
        }
        JsonFields m(*mit, src.path, i, out.errors, QStringLiteral("metrics."));
        if (isVoid(m)) { ++voided; continue; }
        BenchmarkPoint p;
        p.hardwareRaw = f.string("hardware");
        p.hardware = names::hardware(p.hardwareRaw);
        p.modelRaw = f.string("model");
        p.model = names::model(p.modelRaw, p.modelRaw);
        p.frameworkRaw = f.string("framework");
        p.framework = names::framework(p.frameworkRaw);
        p.precision = names::precision(f.string("precision"));
        p.specDecoding = f.optString("spec_method");
        if (p.specDecoding.isEmpty()) p.specDecoding = QStringLiteral("none");
        p.disagg = f.optBool("disagg");
        p.multinode = f.optBool("is_multinode");
        p.isl = f.integer("isl");
        p.osl = f.integer("osl");
        p.conc = f.integer("conc");
        p.image = f.optString("image");
        p.tp = f.optInteger("decode_tp");
        p.ep = f.optInteger("decode_ep");
        p.dpAttention = f.optBool("decode_dp_attention");
        if (p.disagg) {
            // Only disaggregated rows count GPUs in num_*_gpu; for disagg=false rows those
            // fields may hold a legacy TP x EP value (64 on an 8-GPU box).
            p.prefillGpus = f.integer("num_prefill_gpu");
            p.decodeGpus = f.integer("num_decode_gpu");
            p.gpus = p.prefillGpus + p.decodeGpus;
        } else {
            p.gpus = p.tp;
        }
        fillThroughput(m, p);
        fillLatencies(m, p);
        fillPowerBlock(m, src.path, i, p);
        if (p.measuredPower) ++powered;
        const QString date = f.optString("date");
        const QString url = f.optString("run_url");
        p.provenance = {src.fileName, src.sha256, out.format, i, runIdFrom(url), url, date};
        out.points << p;
    }
    if (powered) out.notes << QStringLiteral("%1 rows carry measured power").arg(powered);
    if (voided) out.notes << QStringLiteral("%1 rows skipped: zero successful requests (void)").arg(voided);
}

} // namespace denominator
