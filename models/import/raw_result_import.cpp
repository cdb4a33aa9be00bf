#include "import/raw_result_import.h"

#include "core/json_fields.h"
#include "import/names.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace denominator {

bool looksLikeRawResult(const nlohmann::json& obj)
{
    return obj.is_object() && (obj.contains("benchmark_start_time_unix") || obj.contains("total_token_throughput"))
           && !obj.contains("hw");
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
            if (tag == QLatin1String("tp")) n.tp = v;
            else if (tag == QLatin1String("conc")) n.conc = v;
            else if (tag == QLatin1String("isl")) n.isl = v;
            else n.osl = v;
        } else if (precision.match(part).hasMatch()) {
            n.precision = part;
            if (i > 0) n.modelPrefix = parts.at(i - 1).toLower();
            if (i + 1 < parts.size()) n.hardware = parts.at(i + 1).toLower();
        }
    }
    return n;
}

void parseRawResult(const SourceFile& src, const nlohmann::json& obj, const ParseOptions& options, ParsedFile& out)
{
    out.format = QStringLiteral("benchmark-serving-result");
    JsonFields f(obj, src.path, -1, out.errors);
    const RawResultName name = parseRawResultName(src.fileName);
    const auto fail = [&](const char* field, const QString& msg) { f.fail(field, msg); };

    BenchmarkPoint p;
    p.gpus = options.gpus > 0 ? options.gpus : name.tp;
    if (p.gpus <= 0)
        fail("gpus", QStringLiteral("unknown GPU count: give --gpus N, or name the file like …_tp8_…"));
    p.tp = name.tp > 0 ? name.tp : p.gpus;
    p.hardwareRaw = options.hardware.isEmpty() ? name.hardware : options.hardware;
    p.hardware = names::hardware(p.hardwareRaw);
    if (p.hardware.isEmpty())
        fail("hardware", QStringLiteral("unknown hardware: give --hardware NAME, or name the file like …_fp4_h200_tp8_…"));
    p.precision = options.precision.isEmpty() ? name.precision : names::precision(options.precision);
    if (p.precision.isEmpty())
        fail("precision", QStringLiteral("unknown precision: give --precision X, or name the file like …_fp4_…"));
    p.modelRaw = f.optString("model_id");
    p.model = names::model(name.modelPrefix, p.modelRaw);
    p.frameworkRaw = f.optString("backend");
    p.framework = names::framework(p.frameworkRaw);
    p.isl = name.isl;
    p.osl = name.osl;
    if (p.isl <= 0 || p.osl <= 0)
        fail("isl", QStringLiteral("unknown ISL/OSL: name the file like …_isl1024_osl1024.json"));
    p.conc = f.optInteger("max_concurrency", name.conc);
    const double completed = f.number("completed");
    if (isKnown(completed) && completed <= 0)
        fail("completed", QStringLiteral("zero successful requests: the run is void"));
    f.positive("duration");
    const double total = f.positive("total_token_throughput");
    const double output = f.positive("output_throughput");
    const double tpotMs = f.positive("median_tpot_ms");
    if (!out.ok()) return;

    p.tputPerGpu = total / p.gpus;
    p.outputTputPerGpu = output / p.gpus;
    p.inputTputPerGpu = (total - output) / p.gpus;
    p.medianTpot = tpotMs / 1000.0;
    p.medianIntvty = 1000.0 / tpotMs;
    const double meanTpot = f.optPositive("mean_tpot_ms");
    if (isKnown(meanTpot)) p.meanIntvty = 1000.0 / meanTpot;
    const double p90 = f.optPositive("p90_tpot_ms");
    if (isKnown(p90)) p.p90Intvty = 1000.0 / p90;
    const double p99 = f.optPositive("p99_tpot_ms");
    if (isKnown(p99)) p.p99Intvty = 1000.0 / p99;
    p.medianTtft = f.optNumber("median_ttft_ms") / 1000.0;
    p.medianE2el = f.optNumber("median_e2el_ms") / 1000.0;
    p.p99E2el = f.optNumber("p99_e2el_ms") / 1000.0;
    p.derivationNote = QStringLiteral("per-GPU throughput = deployment throughput / %1 GPUs (%2)")
                           .arg(p.gpus).arg(options.gpus > 0 ? QStringLiteral("given") : QStringLiteral("from file name"));
    QString date = f.optString("date"); // "20260610-200909"
    if (date.size() >= 8 && date.at(0).isDigit()) date = date.left(4) + QLatin1Char('-') + date.mid(4, 2) + QLatin1Char('-') + date.mid(6, 2);
    p.provenance = {src.fileName, src.sha256, out.format, 0, QFileInfo(src.fileName).completeBaseName(), {}, date};
    out.points << p;
}

} // namespace denominator
