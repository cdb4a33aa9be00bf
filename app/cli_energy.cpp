// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator energy` and the telemetry half of `denominator import RESULT --telemetry FILE`.

#include "cli.h"
#include "cli_common.h"
#include "core/number_format.h"
#include "import/raw_result_import.h"
#include "telemetry/measured_import.h"

#include <QFileInfo>

namespace denominator::cli {
namespace {

nlohmann::json strings(const QStringList& list)
{
    nlohmann::json a = nlohmann::json::array();
    for (const QString& s : list) a.push_back(s.toStdString());
    return a;
}

nlohmann::json perGpuJson(const EnergyReport& r)
{
    nlohmann::json a = nlohmann::json::array();
    for (const GpuEnergy& g : r.perGpu)
        a.push_back({{"gpu", g.label.toStdString()},
                     {"serving", r.gpus.contains(g.label)},
                     {"energy_j", jsonNumber(g.energyJ)},
                     {"avg_power_w", jsonNumber(g.meanW)},
                     {"p90_power_w", jsonNumber(g.p90W)},
                     {"peak_power_w", jsonNumber(g.peakW)},
                     {"idle_baseline_w", jsonNumber(g.idleBaselineW)},
                     {"mean_util_percent", jsonNumber(g.meanUtilPercent)},
                     {"samples_in_window", g.samplesInWindow},
                     {"max_gap_s", jsonNumber(g.maxGapS)},
                     {"gap_s", g.gapSeconds}});
    return a;
}

nlohmann::json reasonsJson(const EnergyReport& r)
{
    nlohmann::json a = nlohmann::json::array();
    for (const EnergyReason& x : r.reasons)
        a.push_back(
            {{"code", x.code.toStdString()}, {"severity", toString(x.severity).toStdString()}, {"message", x.message.toStdString()}});
    return a;
}

void addGapKeys(const EnergyReport& r, nlohmann::json& j)
{
    if (!r.hasGaps) return;
    const auto per = [](double e, double d) { return d > 0 ? jsonNumber(e / d) : nlohmann::json(nullptr); };
    j["energy_j_min"] = jsonNumber(r.energyMinJ);
    j["energy_j_max"] = jsonNumber(r.energyMaxJ);
    j["j_per_total_token_min"] = per(r.energyMinJ, r.run.totalTokens());
    j["j_per_total_token_max"] = per(r.energyMaxJ, r.run.totalTokens());
    j["j_per_output_token_min"] = per(r.energyMinJ, r.run.outputTokens);
    j["j_per_output_token_max"] = per(r.energyMaxJ, r.run.outputTokens);
    j["gap_bounds"] = r.gapBounds.toStdString();
}

nlohmann::json energyJson(const EnergyReport& r)
{
    nlohmann::json j = {
        {"result", r.run.path.toStdString()},
        {"telemetry", r.telemetryPath.toStdString()},
        {"format", toString(r.read.format).toStdString()},
        {"hardware", r.run.hardware.toStdString()},
        {"window_start_unix", jsonNumber(r.run.startUnix)},
        {"window_end_unix", jsonNumber(r.run.endUnix)},
        {"window_s", jsonNumber(r.windowS)},
        {"gpus", strings(r.gpus)},
        {"idle_gpus", strings(r.idleGpus)},
        {"gpu_selection", r.selectionRule.toStdString()},
        {"expected_gpus", r.expectedGpus > 0 ? nlohmann::json(r.expectedGpus) : nlohmann::json(nullptr)},
        {"energy_j", jsonNumber(r.energyJ)},
        {"avg_power_w_per_gpu", jsonNumber(r.avgPowerWPerGpu)},
        {"p90_power_w", jsonNumber(r.p90PowerW)},
        {"peak_power_w", jsonNumber(r.peakPowerW)},
        {"idle_baseline_w", jsonNumber(r.idleBaselineW)},
        {"tdp_w", jsonNumber(r.tdpW)},
        {"tdp_source", r.tdpSource.toStdString()},
        {"percent_of_tdp", jsonNumber(r.percentOfTdp)},
        {"j_per_output_token", jsonNumber(r.jPerOutputToken)},
        {"j_per_total_token", jsonNumber(r.jPerTotalToken)},
        {"j_per_request", jsonNumber(r.jPerRequest)},
        {"max_gap_s", jsonNumber(r.maxGapS)},
        {"mean_interval_s", jsonNumber(r.meanIntervalS)},
        {"samples_in_window", r.samplesInWindow},
        {"missing_in_window", r.missingInWindow},
        {"valid", r.valid},
        {"reasons", reasonsJson(r)},
        {"grade", r.grade.toStdString()},
        {"grade_reason", r.gradeReason.toStdString()},
        {"per_gpu", perGpuJson(r)},
        {"read",
         {{"bytes", r.read.bytes},
          {"lines", r.read.lines},
          {"samples", r.read.samples},
          {"invalid_lines", r.read.issueCount},
          {"notes", strings(r.read.notes)}}},
    };
    addGapKeys(r, j);
    return j;
}

void printText(const EnergyReport& r)
{
    QTextStream& o = out();
    o << r.telemetryPath << ": " << toString(r.read.format) << ", " << r.read.samples << " readings\n";
    o << "window      " << formatNumber(r.windowS) << " s, GPUs " << r.gpus.join(QLatin1Char(','));
    if (!r.idleGpus.isEmpty()) o << " (not counted: " << r.idleGpus.join(QLatin1Char(',')) << ')';
    o << "\nenergy      " << formatNumber(r.energyJ) << " J";
    if (r.hasGaps) o << " (between " << formatNumber(r.energyMinJ) << " and " << formatNumber(r.energyMaxJ) << " J)";
    o << "\npower       " << formatNumber(r.avgPowerWPerGpu) << " W/GPU mean, P90 " << formatNumber(r.p90PowerW) << " W, "
      << formatNumber(r.percentOfTdp, 3) << " % of TDP " << formatNumber(r.tdpW) << " W, idle before " << formatNumber(r.idleBaselineW)
      << " W\n";
    o << "per token   " << formatNumber(r.jPerOutputToken) << " J/output token, " << formatNumber(r.jPerTotalToken) << " J/total token, "
      << formatNumber(r.jPerRequest) << " J/request\n";
    o << "validity    " << (r.valid ? "valid" : "INVALID") << ", max gap " << formatNumber(r.maxGapS) << " s, grade " << r.grade << ": "
      << r.gradeReason << '\n';
    for (const EnergyReason& x : r.reasons) o << "  " << toString(x.severity) << ' ' << x.code << ": " << x.message << '\n';
    o.flush();
}

QStringList gpuList(const QString& value)
{
    QStringList out;
    for (const QString& s : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) out << s.trimmed();
    if (out.isEmpty()) throw UsageError{QStringLiteral("--gpus: expected a list like 0,1,2,3, got \"%1\"").arg(value)};
    return out;
}

} // namespace

void addTelemetryOptions(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("telemetry"),
                 QStringLiteral("Power log: nvidia-smi CSV, amd-smi CSV, DCGM samples.csv or bare power values."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("interval"), QStringLiteral("Seconds between readings of a log without timestamps."), QStringLiteral("S")});
    p.addOption({QStringLiteral("start"),
                 QStringLiteral("Unix time of the first reading of a log without timestamps (default: the benchmark start)."),
                 QStringLiteral("UNIX")});
    p.addOption({QStringLiteral("tdp"), QStringLiteral("Rated TDP in W (default: the catalogue's, for the result's hardware)."),
                 QStringLiteral("W")});
}

EnergyOptions energyOptionsFrom(const QCommandLineParser& p, const QString& gpus)
{
    EnergyOptions o;
    if (!gpus.isEmpty()) o.gpus = gpuList(gpus);
    if (p.isSet(QStringLiteral("interval")))
        o.telemetry.intervalSeconds = parsePositive(p.value(QStringLiteral("interval")), QStringLiteral("interval"));
    if (p.isSet(QStringLiteral("start"))) o.telemetry.startUnix = parsePositive(p.value(QStringLiteral("start")), QStringLiteral("start"));
    if (p.isSet(QStringLiteral("tdp"))) o.tdpW = parsePositive(p.value(QStringLiteral("tdp")), QStringLiteral("tdp"));
    return o;
}

int runEnergy(const QStringList& args)
{
    QCommandLineParser p;
    p.addOption({QStringLiteral("result"), QStringLiteral("Raw benchmark_serving result (JSON with the benchmark window)."),
                 QStringLiteral("FILE")});
    addTelemetryOptions(p);
    p.addOption({QStringLiteral("gpus"), QStringLiteral("Serving GPUs, e.g. 0,1,2,3 or host:0 (default: chosen from activity)."),
                 QStringLiteral("LIST")});
    p.addOption(
        {QStringLiteral("gpu-count"), QStringLiteral("GPUs the run used (default: from the file name, …_tp8_…)."), QStringLiteral("N")});
    p.addOption(
        {QStringLiteral("hardware"), QStringLiteral("Hardware when the file name does not say (for the TDP)."), QStringLiteral("NAME")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    p.addOption({QStringLiteral("chart"), QStringLiteral("Also write the power timeline chart (.png, .svg or .pdf), with its stamp."),
                 QStringLiteral("FILE")});
    parseOrThrow(p, args, QStringLiteral("Energy per token from a benchmark result and the power telemetry logged during it."));
    const QString chart = p.value(QStringLiteral("chart"));
    if (!chart.isEmpty()) {
        if (!guiParts().chartFileProblem || !guiParts().energyChart)
            throw UsageError{QStringLiteral("--chart: drawing charts is denominator-gui's")};
        if (const QString problem = guiParts().chartFileProblem(chart); !problem.isEmpty())
            throw UsageError{QStringLiteral("--chart %1: %2").arg(chart, problem)};
    }
    if (!p.isSet(QStringLiteral("result")) || !p.isSet(QStringLiteral("telemetry")))
        throw UsageError{QStringLiteral("give --result RESULT.json and --telemetry FILE")};
    ParseOptions parse;
    parse.hardware = p.value(QStringLiteral("hardware"));
    if (p.isSet(QStringLiteral("gpu-count")))
        parse.gpus = int(parsePositive(p.value(QStringLiteral("gpu-count")), QStringLiteral("gpu-count")));
    QList<Issue> errors;
    const BenchmarkRun run = readBenchmarkRun(p.value(QStringLiteral("result")), parse, errors);
    if (!errors.isEmpty()) throw UsageError{errors.first().toString()};
    EnergyOptions options = energyOptionsFrom(p, p.value(QStringLiteral("gpus")));
    if (!chart.isEmpty()) options.timelineBuckets = 600;
    const EnergyReport r = analyzeEnergy(run, p.value(QStringLiteral("telemetry")), options);
    if (!r.ok()) throw UsageError{r.fatal};
    if (p.isSet(QStringLiteral("json")))
        printJson(energyJson(r));
    else
        printText(r);
    if (!chart.isEmpty()) {
        guiParts().energyChart(r, QByteArray::fromStdString(energyJson(r).dump()), chart);
        if (!p.isSet(QStringLiteral("json"))) out() << "chart       " << chart << '\n';
    }
    // The report says why; the exit code says that no energy came out of it.
    if (const QString why = whyNoEnergy(r); !why.isEmpty()) {
        out().flush();
        err() << p.value(QStringLiteral("telemetry")) << ": no energy could be computed (" << why << ")\n";
        return 2;
    }
    return 0;
}

int runImportWithTelemetry(const QCommandLineParser& p)
{
    const QStringList files = p.positionalArguments();
    if (files.size() != 1) throw UsageError{QStringLiteral("--telemetry goes with exactly one raw result file")};
    ParseOptions parse;
    parse.hardware = p.value(QStringLiteral("hardware"));
    parse.precision = p.value(QStringLiteral("precision"));
    parse.sourceName = p.value(QStringLiteral("source"));
    const QString gpus = p.value(QStringLiteral("gpus"));
    const bool list = gpus.contains(QLatin1Char(','));
    if (!gpus.isEmpty() && !list) parse.gpus = int(parsePositive(gpus, QStringLiteral("gpus")));
    if (list && parseRawResultName(files.first()).tp <= 0) parse.gpus = int(gpuList(gpus).size());
    auto store = openStore(p);
    const MeasuredImport m = importWithTelemetry(*store, files.first(), p.value(QStringLiteral("telemetry")), parse,
                                                 energyOptionsFrom(p, list ? gpus : QString()));
    const ImportReport& r = m.report;
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json report = reportJson(r);
        report["file"] = files.first().toStdString();
        report["power_stored"] = m.powerStored;
        report["energy"] = m.energy.ok() ? energyJson(m.energy) : nlohmann::json(nullptr);
        printJson(nlohmann::json::array({report}));
        return r.ok() ? 0 : 2;
    }
    out() << r.summaryLine() << '\n';
    out().flush();
    for (const auto& e : r.errors) err() << e.toString() << '\n';
    return r.ok() ? 0 : 2;
}

} // namespace denominator::cli
