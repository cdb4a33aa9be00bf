// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// MLPerf Inference results as MLCommons publishes them in summary_results.json (v4.1 to v6.0): one
// object per result, whole file or any list of its elements. An LLM result counts output tokens
// per second of the whole system (all nodes' accelerators); a power result adds Power_Result, the
// mean AC power of the whole system at the wall over the timed run. Non-LLM rows (Samples/s,
// Queries/s) are skipped with a note. The later summary.json schema (v6.1: Organization,
// SystemName, Result, …) is recognised and refused until it is read.

#include "import/importer.h"

#include "core/counted.h"
#include "core/number_format.h"
#include "core/workload.h"
#include "import/json_row.h"
#include "import/mlperf_fields.h"
#include "import/names.h"

#include <QRegularExpression>

namespace denominator {
namespace {

class MlperfRows : public JsonRowImporter {
public:
    QString format() const override { return QStringLiteral("mlperf-summary"); }
    QString describe() const override
    {
        return QStringLiteral("MLPerf Inference summary_results.json rows (Submitter, Model, Scenario, Performance_Result, …)");
    }
    QString defaultSource() const override { return QStringLiteral("MLPerf Inference"); }
    bool recognises(const JsonRow& first) const override
    {
        return first.contains("Performance_Result") && first.contains("Scenario") && first.contains("Submitter");
    }

    void importRow(JsonRow& r, ImportContext& ctx) const override
    {
        if (!r.keysOnce()) return;
        const QString units = r.text("Performance_Units");
        const QString model = r.text("Model");
        if (units != QLatin1String("Tokens/s")) { // image, speech, recommendation, or an LLM's latency result
            ++ctx.tally[QStringLiteral("not-tokens")];
            return;
        }
        // A CPU-only submission names no accelerator; a cluster of two accelerator types has no one
        // GPU its watts and tokens could be divided among. Both are left out, by name.
        const QString accelerator = r.peekText("Accelerator").trimmed();
        const QString id = r.peekText("ID");
        if (accelerator.isEmpty() || accelerator.contains(QLatin1Char(','))) {
            ++ctx.tally[QStringLiteral("no-gpu")];
            if (ctx.skipped.size() < 20)
                ctx.skipped << QStringLiteral("%1 (%2)").arg(id.isEmpty() ? QStringLiteral("row %1").arg(r.row()) : id,
                                                             accelerator.isEmpty() ? QStringLiteral("no accelerator: CPU only")
                                                                                   : QStringLiteral("several accelerator types"));
            return;
        }
        BenchmarkPoint p;
        p.benchmark = Benchmark::MLPerf;
        p.isl = p.osl = kDatasetLength;
        p.modelRaw = model;
        p.model = names::model({}, model); // "gpt-oss-120b"; MLPerf's own names otherwise ("llama2-70b-99")
        const QString scenario = r.text("Scenario");
        p.benchmarkType = QStringLiteral("mlperf-") + scenario.toLower();
        p.hardwareRaw = r.text("Accelerator");
        p.hardware = mlperfAcceleratorKey(p.hardwareRaw);
        p.frameworkRaw = r.optText("Software", rules::kLongText);
        p.framework = p.frameworkRaw.section(QLatin1Char(' '), 0, 0).remove(QLatin1Char(',')).toLower();
        if (p.framework.isEmpty()) p.framework = QStringLiteral("unnamed");
        p.precision = names::precision(r.optText("weight_data_types"));
        if (p.precision.isEmpty()) p.precision = QStringLiteral("unnamed");
        const double perNode = r.number("a#", rules::kGpuCount);
        const int nodes = r.optInteger("Nodes", rules::kGpuCount, 1);
        const double total = r.optNumber("Total Accelerators", rules::kGpuCount);
        const double product = perNode * nodes; // both whole and at most 100,000: exact in a double
        if (isKnown(perNode) && isKnown(total) && total != product)
            r.fail("Total Accelerators", QStringLiteral("expected a# × Nodes = %1 × %2 = %3, found %4")
                                             .arg(formatNumber(perNode))
                                             .arg(nodes)
                                             .arg(formatNumber(product), formatNumber(total)));
        else if (isKnown(product) && product > rules::kGpuCount.max)
            r.fail("Nodes", QStringLiteral("a# × Nodes = %1 accelerators; expected %2")
                                .arg(formatNumber(product), QString::fromLatin1(rules::kGpuCount.expectation)));
        p.gpus = isKnown(product) && product <= rules::kGpuCount.max ? int(product) : 0;
        p.multinode = nodes > 1;
        // "AMD Instinct MI355X 288GB HBM3e (x94)": a count in the name that disagrees with the total is noted.
        static const QRegularExpression countInName(QStringLiteral("\\(x(\\d+)\\)\\s*$"));
        if (const auto m = countInName.match(p.hardwareRaw); m.hasMatch() && p.gpus > 0 && m.captured(1).toInt() != p.gpus) {
            // Said once per submission: its every scenario row has the same system.
            const QString note =
                QStringLiteral("%1: the accelerator name says x%2, a# × Nodes says %3; %3 used").arg(id, m.captured(1)).arg(p.gpus);
            if (!ctx.sink.notes.contains(note)) ctx.sink.notes << note;
        }
        const double tokensPerSecond = r.number("Performance_Result", rules::kDeploymentThroughput);
        const QString version = r.optText("version");
        const bool hasPower = r.optFlag("has_power");
        double watts = kNaN;
        if (hasPower || r.has("Power_Result")) {
            watts = r.number("Power_Result", rules::kClaimedWatts);
            if (const QString u = r.optText("Power_Units"); !u.isEmpty() && u != QLatin1String("Watts"))
                r.fail("Power_Units", QStringLiteral("expected Watts (mean power of the system), found \"%1\"").arg(u));
        }
        if (r.failures() > 0 || p.gpus <= 0) return;
        p.tputPerGpu = p.outputTputPerGpu = tokensPerSecond / p.gpus;
        p.derivationNote = QStringLiteral("MLPerf Tokens/s counts output tokens only: %1 tok/s of the system ÷ %2 accelerators")
                               .arg(formatExact(tokensPerSecond))
                               .arg(p.gpus);
        if (isKnown(watts)) {
            PowerValue w;
            w.kind = PowerKind::MeasuredMean;
            w.boundary = QStringLiteral("wall");
            w.watts = watts / p.gpus;
            w.sourceText = QStringLiteral("MLPerf Power_Result %1 W, whole system AC at the wall ÷ %2 accelerators (host, fans "
                                          "and PSU losses included)")
                               .arg(formatExact(watts))
                               .arg(p.gpus);
            p.measuredPower = w;
            ++ctx.tally[QStringLiteral("powered")];
        }
        p.latencyCondition = mlperfLatencyCondition(version, p.modelRaw, scenario);
        // The result's ID is its identity: the Details URL differs between copies of the same file.
        p.provenance = {ctx.source.fileName(), {}, format(), r.row(), id, {}, {}};
        p.image = r.optText("System", rules::kLongText);
        ctx.addPoint(std::move(p), r.line(), r.row());
    }

    void finish(ImportContext& ctx) const override
    {
        if (const int n = ctx.tally.value(QStringLiteral("powered")))
            ctx.sink.notes << counted(n, QStringLiteral("row carries"), QStringLiteral("rows carry")) +
                                  QStringLiteral(" MLPerf power: whole-system AC at the wall, shared among the accelerators");
        if (const int n = ctx.tally.value(QStringLiteral("not-tokens")))
            ctx.sink.notes << counted(n, QStringLiteral("row")) +
                                  QStringLiteral(" skipped: not a throughput in Tokens/s (image, speech, recommendation, or a "
                                                 "latency result)");
        if (const int n = ctx.tally.value(QStringLiteral("no-gpu")))
            ctx.sink.notes << counted(n, QStringLiteral("row")) + QStringLiteral(" skipped: no one accelerator to divide by: %1%2")
                                                                      .arg(ctx.skipped.join(QStringLiteral(", ")),
                                                                           n > ctx.skipped.size() ? QStringLiteral(", …") : QString());
        ctx.sink.notes << QStringLiteral("MLPerf throughput counts output tokens; workload benchmark-dataset (no fixed ISL/OSL)");
    }
};

/// MLPerf's later results schema, recognised so that it is refused by name, not as an unknown file.
class MlperfSummaryV61 : public JsonRowImporter {
public:
    QString format() const override { return QStringLiteral("mlperf-summary-v6.1"); }
    QString describe() const override
    {
        return QStringLiteral("MLPerf Inference summary.json rows (v6.1: Organization, SystemName, Result)");
    }
    QString refusal() const override
    {
        return QStringLiteral("MLPerf's summary.json schema (v6.1 and later: Organization, SystemName, Result, Units) is not read "
                              "yet; import a summary_results.json of v4.1 to v6.0");
    }
    bool recognises(const JsonRow& first) const override
    {
        return first.contains("Organization") && first.contains("SystemName") && first.contains("Result");
    }
    void importRow(JsonRow&, ImportContext&) const override {}
};

} // namespace

QString mlperfAcceleratorKey(const QString& raw)
{
    QString t = raw.trimmed().toLower();
    for (const char* vendor : {"nvidia ", "amd instinct ", "amd ", "intel "})
        if (t.startsWith(QLatin1String(vendor))) t = t.mid(int(qstrlen(vendor)));
    return names::hardware(t.section(QLatin1Char(' '), 0, 0));
}

QString mlperfLatencyCondition(const QString& version, const QString& model, const QString& scenario)
{
    const QString s = scenario.trimmed().toLower();
    if (s == QLatin1String("offline")) return QStringLiteral("none (Offline: no latency limit)");
    if (const auto limits = mlperfLatencyLimits(version, model, scenario))
        return QStringLiteral("p99 TTFT ≤ %1 ms and p99 TPOT ≤ %2 ms (%3)").arg(limits->ttftMs).arg(limits->tpotMs).arg(scenario);
    return QStringLiteral("MLPerf's %1 latency limit for %2 (its value is not in summary_results.json)").arg(scenario, model);
}

const JsonRowImporter& mlperfRowsImporter()
{
    static const MlperfRows instance;
    return instance;
}

const JsonRowImporter& mlperfSummaryV61Importer()
{
    static const MlperfSummaryV61 instance;
    return instance;
}

} // namespace denominator
