// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// InferenceX CSV formats: the dashboard's "Export CSV" (both header generations) and API rows
// exported as CSV (the power-only "powerx" example).

#include "core/counted.h"
#include "import/csv_row.h"
#include "import/importer.h"
#include "import/inferencex_json_import.h"
#include "import/names.h"
#include "import/power_fields.h"

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
    if (const auto fits = checkRule(double(p.prefillGpus) + p.decodeGpus, rules::kGpuCount); !fits)
        row.fail(decode, QStringLiteral("prefill + decode GPUs: %1").arg(fits.error().message));
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
    if (const auto fits = checkThroughputs(p); !fits) {
        ctx.fail(row.line(), row.row(), QStringLiteral("Output Throughput/GPU"), fits.error().message);
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
        power::read(row, ctx, p, QStringLiteral("%1 line %2").arg(ctx.source.fileName()).arg(row.line()));
        if (hasTput) {
            p.tputPerGpu = row.number(QStringLiteral("tput_per_gpu"), rules::kThroughput);
            p.outputTputPerGpu = row.optNumber(QStringLiteral("output_tput_per_gpu"), rules::kThroughput);
            p.medianIntvty = row.optNumber(QStringLiteral("median_intvty"), rules::kInteractivity);
        } else {
            // A power-only export: energy, no throughput or latency. Throughput per GPU over the
            // power window is watts ÷ joules per token; the point has no interactivity.
            const PowerDetail d = p.powerDetail.value_or(PowerDetail{});
            const double watts = p.measuredPower ? p.measuredPower->watts : kNaN;
            // Nothing can be derived from energy that is invalid (InferenceX removes its W and J; any
            // left are not to be used), nor from a disaggregated row before schema 2, whose J/token
            // counted one role's GPUs only.
            QString unusable;
            if (!d.valid)
                unusable = powerInvalidText(d);
            else if (p.disagg && d.schemaVersion < 2)
                unusable = QStringLiteral("disaggregated row before PowerX schema 2: its J/token counted one role's GPUs");
            if (!unusable.isEmpty()) {
                if (row.failures() == 0) {
                    ++ctx.tally[QStringLiteral("invalid")];
                    if (ctx.skipped.size() < 20)
                        ctx.skipped << QStringLiteral("line %1 (%2 conc %3: %4)").arg(row.line()).arg(p.hardware).arg(p.conc).arg(unusable);
                }
                return;
            }
            const bool missing = !isKnown(watts) || !isKnown(d.joulesPerTotalToken);
            if (missing && row.failures() == 0) { // a value refused by its rule is not reported again as missing
                row.fail(!isKnown(watts) ? QStringLiteral("avg_power_w") : QStringLiteral("joules_per_total_token"),
                         QStringLiteral("missing; this export has no throughput column, so each row needs avg_power_w (or "
                                        "prefill and decode power) and joules_per_total_token"));
            } else if (!missing) {
                p.tputPerGpu = watts / d.joulesPerTotalToken;
                if (isKnown(d.joulesPerOutputToken)) p.outputTputPerGpu = watts / d.joulesPerOutputToken;
                p.powerDetail->energyOnly = true;
                p.derivationNote =
                    QStringLiteral("energy-only row: throughput derived as avg_power_w / joules_per_total_token (export has no throughput "
                                   "or latency)");
            }
        }
        const QString url = row.optText(QStringLiteral("run_url"), rules::kUrl);
        p.provenance = {ctx.source.fileName(), {}, format(), row.row(), runIdFrom(url), url, row.optText(QStringLiteral("date"))};
        if (row.failures() == 0) ++ctx.tally[QStringLiteral("rows")];
        addIfClean(ctx, row, std::move(p));
    }

    void finish(const CsvHeader& h, ImportContext& ctx) const override
    {
        if (!h.has(QStringLiteral("tput_per_gpu")) && ctx.tally.value(QStringLiteral("rows")) > 0)
            ctx.sink.notes << QStringLiteral("energy-only rows (no throughput or latency in this export): listed, read at each "
                                             "system's peak, never placed on a frontier");
        if (const int n = ctx.tally.value(QStringLiteral("invalid")))
            ctx.sink.notes << counted(n, QStringLiteral("row")) +
                                  QStringLiteral(" skipped: a measured energy that cannot be used, and without it this export "
                                                 "has no number to show: %1%2")
                                      .arg(ctx.skipped.join(QStringLiteral(", ")),
                                           n > ctx.skipped.size() ? QStringLiteral(", …") : QString());
        power::noteMismatches(ctx);
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
