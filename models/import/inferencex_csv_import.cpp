// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// InferenceX CSV formats: the dashboard's "Export CSV" (both header generations) and API rows
// exported as CSV (the power-only "powerx" example).

#include "import/csv_row.h"
#include "import/importer.h"
#include "import/inferencex_json_import.h"
#include "import/names.h"

#include <cmath>

namespace denominator {
namespace {

/// Disaggregated rows count prefill + decode GPUs; others the decode TP (num_*_gpu may hold a
/// legacy TP x EP alias there).
void readGpus(CsvRow& row, BenchmarkPoint& p, const QString& prefill, const QString& decode)
{
    if (!p.disagg) {
        p.gpus = p.tp;
        return;
    }
    p.prefillGpus = row.integer(prefill, rules::kGpuCount);
    p.decodeGpus = row.integer(decode, rules::kGpuCount);
    if (const auto why = ruleViolation(double(p.prefillGpus) + p.decodeGpus, rules::kGpuCount))
        row.fail(decode, QStringLiteral("prefill + decode GPUs: %1").arg(*why));
    else
        p.gpus = p.prefillGpus + p.decodeGpus;
}

/// The row's own value of a flag column, when the cell is filled (it decides disaggregation for Dynamo).
std::optional<bool> explicitFlag(CsvRow& row, const QString& column)
{
    if (row.cell(column).isEmpty()) return std::nullopt;
    return row.optFlag(column);
}

void addIfClean(ImportContext& ctx, const CsvRow& row, BenchmarkPoint&& p)
{
    if (row.failures() > 0) return;
    if (const auto why = inconsistentThroughput(p)) {
        ctx.fail(row.line(), row.row(), QStringLiteral("Output Throughput/GPU"), *why);
        return;
    }
    ctx.addPoint(std::move(p), row.line(), row.row());
}

class DashboardCsv : public CsvImporter {
public:
    QString format() const override { return QStringLiteral("inferencex-dashboard-csv"); }
    QString describe() const override { return QStringLiteral("an InferenceX dashboard export (columns Throughput/GPU, Concurrency, …)"); }
    bool recognises(const CsvHeader& h) const override
    {
        return h.has(QStringLiteral("throughput/gpu")) && h.has(QStringLiteral("concurrency"));
    }

    void importRecord(const CsvHeader&, CsvRow& row, ImportContext& ctx) const override
    {
        BenchmarkPoint p;
        p.modelRaw = row.text(QStringLiteral("model"), rules::kLongText);
        p.model = names::model(p.modelRaw, p.modelRaw);
        p.isl = row.integer(QStringLiteral("isl"), rules::kSequenceLength);
        p.osl = row.integer(QStringLiteral("osl"), rules::kSequenceLength);
        p.hardwareRaw = row.text(row.hasColumn(QStringLiteral("hardware")) ? QStringLiteral("hardware") : QStringLiteral("gpu"));
        p.hardware = names::hardware(p.hardwareRaw);
        p.frameworkRaw = row.text(QStringLiteral("framework"));
        const names::Framework fw = names::framework(p.frameworkRaw, explicitFlag(row, QStringLiteral("disaggregated")));
        p.framework = fw.name;
        p.disagg = fw.disagg;
        p.precision = names::precision(row.text(QStringLiteral("precision")));
        p.tp = row.optInteger(QStringLiteral("tp"), rules::kParallelism, 0);
        p.ep = row.optInteger(QStringLiteral("ep"), rules::kParallelism, 0);
        p.conc = row.integer(QStringLiteral("concurrency"), rules::kConcurrency);
        p.multinode = row.optFlag(QStringLiteral("is multinode"));
        p.dpAttention = row.optFlag(QStringLiteral("dp attention"));
        p.specDecoding = names::specMethod(row.optText(QStringLiteral("spec decoding")));
        readGpus(row, p, QStringLiteral("num prefill gpus"), QStringLiteral("num decode gpus"));
        p.tputPerGpu = row.number(QStringLiteral("throughput/gpu"), rules::kThroughput);
        p.outputTputPerGpu = row.optNumber(QStringLiteral("output throughput/gpu"), rules::kThroughput);
        p.inputTputPerGpu = row.optNumber(QStringLiteral("input throughput/gpu"), rules::kThroughput);
        p.medianIntvty = row.number(QStringLiteral("median interactivity"), rules::kInteractivity);
        p.meanIntvty = row.optNumber(QStringLiteral("mean interactivity"), rules::kInteractivity);
        p.p99Intvty = row.optNumber(QStringLiteral("p99 interactivity"), rules::kInteractivity);
        // Latency columns: "(ms)" in exports up to mid-2026 hold seconds. Decide from the data:
        // interactivity = 1 / TPOT[s].
        const double tpot = row.optNumber(QStringLiteral("median tpot"), rules::kLatencyMs);
        double scale = 1.0;
        if (isKnown(tpot) && tpot > 0 && isKnown(p.medianIntvty)) {
            if (std::fabs(1000.0 / tpot - p.medianIntvty) < std::fabs(1.0 / tpot - p.medianIntvty))
                scale = 1e-3;
            else
                ++ctx.tally[QStringLiteral("seconds")];
        }
        p.medianTpot = tpot * scale;
        p.medianTtft = row.optNumber(QStringLiteral("median ttft"), rules::kLatencyMs) * scale;
        p.medianE2el = row.optNumber(QStringLiteral("median e2e latency"), rules::kLatencyMs) * scale;
        p.p99E2el = row.optNumber(QStringLiteral("p99 e2e latency"), rules::kLatencyMs) * scale;
        const QString url = row.optText(QStringLiteral("run url"), rules::kUrl);
        p.provenance = {ctx.source.fileName(), {}, format(), row.row(), runIdFrom(url), url, row.optText(QStringLiteral("date"))};
        addIfClean(ctx, row, std::move(p));
    }

    void finish(const CsvHeader& h, ImportContext& ctx) const override
    {
        if (!h.joined().contains(QLatin1String("(s)")) && ctx.tally.value(QStringLiteral("seconds")) > 0)
            ctx.sink.notes << QStringLiteral("latency columns labelled (ms) hold seconds (checked against interactivity)");
    }
};

class ApiCsv : public CsvImporter {
public:
    QString format() const override { return QStringLiteral("inferencex-api-csv"); }
    QString describe() const override { return QStringLiteral("InferenceX API rows as CSV (hardware, conc, avg_power_w, …)"); }
    bool recognises(const CsvHeader& h) const override
    {
        return h.has(QStringLiteral("hardware")) && h.has(QStringLiteral("conc")) && h.has(QStringLiteral("avg_power_w"));
    }

    void importRecord(const CsvHeader& h, CsvRow& row, ImportContext& ctx) const override
    {
        const bool hasTput = h.has(QStringLiteral("tput_per_gpu"));
        BenchmarkPoint p;
        p.modelRaw = row.text(QStringLiteral("model"), rules::kLongText);
        p.model = names::model(p.modelRaw, p.modelRaw);
        p.hardwareRaw = row.text(QStringLiteral("hardware"));
        p.hardware = names::hardware(p.hardwareRaw);
        p.frameworkRaw = row.text(QStringLiteral("framework"));
        const names::Framework fw = names::framework(p.frameworkRaw, explicitFlag(row, QStringLiteral("disagg")));
        p.framework = fw.name;
        p.disagg = fw.disagg;
        p.precision = names::precision(row.text(QStringLiteral("precision")));
        p.specDecoding = names::specMethod(row.optText(QStringLiteral("spec_method")));
        const QString type = row.optText(QStringLiteral("benchmark_type"));
        if (!type.isEmpty()) p.benchmarkType = type;
        p.isl = row.integer(QStringLiteral("isl"), rules::kSequenceLength);
        p.osl = row.integer(QStringLiteral("osl"), rules::kSequenceLength);
        p.conc = row.integer(QStringLiteral("conc"), rules::kConcurrency);
        p.image = row.optText(QStringLiteral("image"), rules::kLongText);
        p.multinode = row.optFlag(QStringLiteral("is_multinode"));
        p.tp = p.disagg ? row.optInteger(QStringLiteral("decode_tp"), rules::kParallelism, 0)
                        : row.integer(QStringLiteral("decode_tp"), rules::kParallelism);
        p.ep = row.optInteger(QStringLiteral("decode_ep"), rules::kParallelism, 0);
        p.dpAttention = row.optFlag(QStringLiteral("decode_dp_attention"));
        readGpus(row, p, QStringLiteral("num_prefill_gpu"), QStringLiteral("num_decode_gpu"));
        const double watts = hasTput ? row.optNumber(QStringLiteral("avg_power_w"), rules::kWatts)
                                     : row.number(QStringLiteral("avg_power_w"), rules::kWatts);
        const double jTotal = hasTput ? row.optNumber(QStringLiteral("joules_per_total_token"), rules::kJoulesPerToken)
                                      : row.number(QStringLiteral("joules_per_total_token"), rules::kJoulesPerToken);
        const double jOut = row.optNumber(QStringLiteral("joules_per_output_token"), rules::kJoulesPerToken);
        if (hasTput) {
            p.tputPerGpu = row.number(QStringLiteral("tput_per_gpu"), rules::kThroughput);
            p.outputTputPerGpu = row.optNumber(QStringLiteral("output_tput_per_gpu"), rules::kThroughput);
            p.medianIntvty = row.optNumber(QStringLiteral("median_intvty"), rules::kInteractivity);
        } else if (isKnown(watts) && isKnown(jTotal)) {
            p.tputPerGpu = watts / jTotal;
            if (isKnown(jOut)) p.outputTputPerGpu = watts / jOut;
            p.derivationNote =
                QStringLiteral("throughput derived as avg_power_w / joules_per_total_token (export has no throughput column)");
        }
        if (isKnown(watts)) {
            PowerValue pv;
            pv.watts = watts;
            pv.valid = row.cell(QStringLiteral("power_valid")) != QLatin1String("0");
            pv.sourceText = QStringLiteral("avg_power_w from %1 line %2, power schema v%3")
                                .arg(ctx.source.fileName())
                                .arg(row.line())
                                .arg(row.cell(QStringLiteral("power_metric_schema_version")).left(8));
            p.measuredPower = pv;
        }
        const QString url = row.optText(QStringLiteral("run_url"), rules::kUrl);
        p.provenance = {ctx.source.fileName(), {}, format(), row.row(), runIdFrom(url), url, row.optText(QStringLiteral("date"))};
        if (row.failures() == 0) ++ctx.tally[QStringLiteral("rows")];
        addIfClean(ctx, row, std::move(p));
    }

    void finish(const CsvHeader& h, ImportContext& ctx) const override
    {
        if (!h.has(QStringLiteral("tput_per_gpu")) && ctx.tally.value(QStringLiteral("rows")) > 0)
            ctx.sink.notes << QStringLiteral("no interactivity in this export: points are listed but cannot be placed on a frontier");
    }
};

} // namespace

const CsvImporter& dashboardCsvImporter()
{
    static const DashboardCsv instance;
    return instance;
}

const CsvImporter& apiCsvImporter()
{
    static const ApiCsv instance;
    return instance;
}

} // namespace denominator
