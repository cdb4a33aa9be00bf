// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator compare`: efficiency of several systems for one workload under stated assumptions.

#include "cli.h"
#include "cli_common.h"
#include "scenario/scenario.h"
#include "session/reading_table.h"

#include <algorithm>

namespace denominator::cli {

void addCompareOptions(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("model"), QStringLiteral("Model, e.g. gpt-oss-120b or DeepSeek-R1-0528."), QStringLiteral("M")});
    p.addOption({QStringLiteral("isl"), QStringLiteral("Input sequence length."), QStringLiteral("N")});
    p.addOption({QStringLiteral("osl"), QStringLiteral("Output sequence length."), QStringLiteral("N")});
    addWorkloadOptions(p);
    p.addOption(
        {QStringLiteral("precision"), QStringLiteral("Only these precisions, comma-separated (fp4 or fp4,fp8)."), QStringLiteral("X")});
    p.addOption({QStringLiteral("framework"), QStringLiteral("Only this framework."), QStringLiteral("F")});
    p.addOption({QStringLiteral("hardware"), QStringLiteral("Systems to compare, comma-separated; the first is the baseline."),
                 QStringLiteral("H1,H2")});
    p.addOption({QStringLiteral("at-peak"), QStringLiteral("Compare each system at its own peak efficiency (default).")});
    // Every assumption with an option, from its one definition (core/assumption_fields.h);
    // --interactivity comes with the workload options.
    for (const AssumptionField& f : assumptionFields())
        if (f.option && f.key != std::string_view("interactivity_definition")) addAssumptionOption(p, f);
}

void addAssumptionOption(QCommandLineParser& p, const AssumptionField& f)
{
    p.addOption({QLatin1String(f.option), optionHelp(f), QLatin1String(f.valueName)});
}

bool applyAssumptionOptions(const QCommandLineParser& p, Assumptions& a)
{
    bool any = false;
    for (const AssumptionField& f : assumptionFields()) {
        if (!f.option || !p.isSet(QLatin1String(f.option))) continue;
        if (const auto set = f.parseText(p.value(QLatin1String(f.option)), a); !set)
            throw UsageError{QStringLiteral("--%1: %2").arg(QLatin1String(f.option), set.error().message)};
        any = true;
    }
    if (p.isSet(QStringLiteral("at-interactivity")) && p.isSet(QStringLiteral("at-peak")))
        throw UsageError{QStringLiteral("give either --at-interactivity or --at-peak, not both")};
    if (p.isSet(QStringLiteral("at-peak"))) {
        a.atPeak = true;
        any = true;
    }
    // Asked for on this command line: a scenario file's custom denominator without watts draws n/a,
    // as the window does.
    if (p.isSet(QStringLiteral("denominator")) && a.denominator == DenominatorKind::Custom && a.customWatts.isEmpty())
        throw UsageError{QStringLiteral("--denominator custom needs --watts HARDWARE=WATTS,…")};
    return any;
}

void addWorkloadOptions(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("workload"),
                 QStringLiteral("The workload by name instead of --isl/--osl: 1k/1k, 8k/1k, 1k/8k, agentic-coding (AgentX), or "
                                "benchmark-dataset (MLPerf's and ML.ENERGY's results on their own datasets: `points --source`, "
                                "`render --chart cross-source`)."),
                 QStringLiteral("W")});
    addAssumptionOption(p, *assumptionField("interactivity_definition"));
}

void addSourceOption(QCommandLineParser& p, bool otherBenchmarks)
{
    p.addOption({QStringLiteral("source"),
                 otherBenchmarks ? QStringLiteral("Whose points: inferencex (default: InferenceX's definitions, your runs included), "
                                                  "yours (your runs only), mlperf (MLPerf Inference), mlenergy (ML.ENERGY), or all.")
                                 : QStringLiteral("Whose points: inferencex (default: InferenceX's definitions, your runs included) or "
                                                  "yours (your runs only). Other benchmarks' results are drawn by `render --chart "
                                                  "cross-source`."),
                 QStringLiteral("S")});
}

void applySourceOption(const QCommandLineParser& p, PointFilter& f)
{
    const QString source = p.value(QStringLiteral("source")).trimmed().toLower();
    if (source == QLatin1String("yours")) {
        f.yoursOnly = true;
    } else if (source == QLatin1String("all")) {
        f.benchmark = std::nullopt;
    } else if (!source.isEmpty()) {
        f.benchmark = benchmarkFromString(source);
        if (!f.benchmark)
            throw UsageError{QStringLiteral("--source: expected inferencex, yours, mlperf, mlenergy or all, found \"%1\"").arg(source)};
    }
}

AgenticInteractivity agenticInteractivityOption(const QCommandLineParser& p)
{
    Assumptions a;
    if (!p.isSet(QStringLiteral("interactivity"))) return a.agenticInteractivity;
    if (const auto set = assumptionField("interactivity_definition")->parseText(p.value(QStringLiteral("interactivity")), a); !set)
        throw UsageError{QStringLiteral("--interactivity: %1").arg(set.error().message)};
    return a.agenticInteractivity;
}

void applyWorkloadOption(const QCommandLineParser& p, int& isl, int& osl)
{
    if (!p.isSet(QStringLiteral("workload"))) return;
    const auto w = workloadFromName(p.value(QStringLiteral("workload")));
    if (!w)
        throw UsageError{
            QStringLiteral("--workload: expected ISL/OSL such as 1k/1k or 8k/1k, agentic-coding or benchmark-dataset, got \"%1\"")
                .arg(p.value(QStringLiteral("workload")))};
    if ((isl != 0 && isl != w->isl) || (osl != 0 && osl != w->osl))
        throw UsageError{
            QStringLiteral("--workload %1 disagrees with --isl/--osl; give one of them").arg(p.value(QStringLiteral("workload")))};
    isl = w->isl;
    osl = w->osl;
}

void applyWorkloadDefaults(const QCommandLineParser& p, ComparisonRequest& req)
{
    // Agentic throughput counts every prompt token, cached prefixes included (thousands per output
    // token): output tokens are what such a workload ships.
    if (isAgentic(req.isl, req.osl) && !p.isSet(QStringLiteral("tokens"))) req.assumptions.tokens = TokenKind::Output;
}

QStringList hardwareOption(const QCommandLineParser& p)
{
    QStringList hardware = p.value(QStringLiteral("hardware")).toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& h : hardware) h = h.trimmed();
    if (hardware.size() > Scenario::kMaxSystems)
        throw UsageError{QStringLiteral("--hardware: at most %1 systems, found %2").arg(Scenario::kMaxSystems).arg(hardware.size())};
    return hardware;
}

ComparisonRequest requestFromOptions(const QCommandLineParser& p)
{
    ComparisonRequest r;
    r.model = p.value(QStringLiteral("model"));
    r.precision = p.value(QStringLiteral("precision")).toLower();
    r.framework = p.value(QStringLiteral("framework")).toLower();
    if (p.isSet(QStringLiteral("isl"))) r.isl = int(parsePositive(p.value(QStringLiteral("isl")), QStringLiteral("isl")));
    if (p.isSet(QStringLiteral("osl"))) r.osl = int(parsePositive(p.value(QStringLiteral("osl")), QStringLiteral("osl")));
    applyWorkloadOption(p, r.isl, r.osl);
    r.hardware = hardwareOption(p);
    applyAssumptionOptions(p, r.assumptions);
    return r;
}

void requireOneWorkload(Store& store, ComparisonRequest& req, const QList<WorkloadSummary>& datasets)
{
    const QList<WorkloadSummary> all = orStop(store.workloads()) + datasets;
    const auto list = [](const QList<WorkloadSummary>& ws) {
        QStringList out;
        for (const WorkloadSummary& w : ws)
            out << (w.isl < 0
                        ? QStringLiteral("  --model %1 --workload %2  (%3 points)").arg(w.model, workloadName(w.isl, w.osl)).arg(w.points)
                        : QStringLiteral("  --model %1 --isl %2 --osl %3  (%4 points)").arg(w.model).arg(w.isl).arg(w.osl).arg(w.points));
        return out.join(QLatin1Char('\n'));
    };
    const auto matching = [&](bool dataset) {
        QList<WorkloadSummary> out;
        for (const WorkloadSummary& w : all)
            if (isDataset(w.isl, w.osl) == dataset && (req.model.isEmpty() || w.model == req.model) && (req.isl == 0 || w.isl == req.isl) &&
                (req.osl == 0 || w.osl == req.osl))
                out << w;
        return out;
    };
    // InferenceX's workloads first: other benchmarks' datasets only where none of its matches.
    QList<WorkloadSummary> match = matching(false);
    if (match.isEmpty()) match = matching(true);
    if (match.isEmpty() && datasets.isEmpty() && (req.isl == 0 || isDataset(req.isl, req.osl))) {
        // Other benchmarks' results (MLPerf, ML.ENERGY) are asked for, or are all the model has:
        // only the cross-source chart draws them.
        QStringList models;
        for (const WorkloadSummary& w : datasetWorkloads(orStop(otherBenchmarkPoints(store))))
            if (req.model.isEmpty() || w.model == req.model)
                models << QStringLiteral("%1 (%2 results with measured energy)").arg(w.model).arg(w.points);
        const QString where = QStringLiteral("`render --chart cross-source --model %1 --workload benchmark-dataset` draws them, "
                                             "`points --source mlperf` (or mlenergy) lists them")
                                  .arg(req.model.isEmpty() ? QStringLiteral("M") : req.model);
        if (isDataset(req.isl, req.osl))
            throw UsageError{QStringLiteral("workload benchmark-dataset holds other benchmarks' results (MLPerf, ML.ENERGY), which "
                                            "only the cross-source chart draws; %1")
                                 .arg(models.isEmpty() ? QStringLiteral("none with measured energy is stored%1; `points --source "
                                                                        "mlperf` (or mlenergy) lists the rest")
                                                             .arg(req.model.isEmpty() ? QString() : QStringLiteral(" for ") + req.model)
                                                       : where + QStringLiteral(". Stored: ") + models.join(QStringLiteral(", ")))};
        if (!models.isEmpty())
            throw UsageError{
                QStringLiteral("no InferenceX workload of %1 is stored, only other benchmarks' results: %2; %3")
                    .arg(req.model.isEmpty() ? QStringLiteral("any model") : req.model, models.join(QStringLiteral(", ")), where)};
    }
    if (match.isEmpty()) {
        // Another benchmark's results of the model without measured energy (MLPerf's performance
        // rows) give it no workload: say where they are, rather than only that nothing matches.
        QString elsewhere;
        if (!req.model.isEmpty()) {
            const QList<BenchmarkPoint> others = orStop(otherBenchmarkPoints(store));
            const auto n = std::count_if(others.begin(), others.end(), [&](const BenchmarkPoint& pt) { return pt.model == req.model; });
            if (n > 0)
                elsewhere = QStringLiteral("\n%1 has %2 results of other benchmarks without measured energy, which no chart draws: "
                                           "`points --model %1 --workload benchmark-dataset` lists them")
                                .arg(req.model)
                                .arg(n);
        }
        const QString model = req.model.isEmpty() ? QString() : QStringLiteral(" model \"%1\"").arg(req.model);
        const QString workload = req.isl < 0   ? QStringLiteral(" workload %1").arg(workloadName(req.isl, req.osl))
                                 : req.isl > 0 ? QStringLiteral(" ISL %1").arg(req.isl)
                                               : QString();
        const QString osl = req.osl > 0 ? QStringLiteral(" OSL %1").arg(req.osl) : QString();
        const QString stored = !all.isEmpty()        ? list(all)
                               : elsewhere.isEmpty() ? QStringLiteral("  (none: import data first)")
                                                     : QStringLiteral("  (none)");
        throw UsageError{
            QStringLiteral("no stored workload matches%1%2%3; stored workloads:\n%4%5").arg(model, workload, osl, stored, elsewhere)};
    }
    if (match.size() > 1)
        throw UsageError{QStringLiteral("several workloads match; %1. Name one:\n%2")
                             .arg(isDataset(match.first().isl, match.first().osl)
                                      ? QStringLiteral("each model's results are drawn on their own")
                                      : QStringLiteral("points of different sequence lengths never share a frontier"),
                                  list(match))};
    req.model = match.first().model;
    req.isl = match.first().isl;
    req.osl = match.first().osl;
    if (req.precision.isEmpty()) return;
    const QStringList stored = orStop(store.precisions(req.model, req.isl, req.osl));
    for (const QString& x : req.precision.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!stored.contains(x.trimmed()))
            throw UsageError{
                QStringLiteral("--precision %1: %2 %3 has no %4 points; it has: %5")
                    .arg(req.precision, req.model, workloadName(req.isl, req.osl), x.trimmed(), stored.join(QStringLiteral(", ")))};
}

int runCompare(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    addCompareOptions(p);
    addSourceOption(p, false);
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON (the stable scripting interface).")});
    parseOrThrow(p, args, QStringLiteral("Compare systems' efficiency for one workload under explicit assumptions."));
    ComparisonRequest req = requestFromOptions(p);
    if (req.hardware.isEmpty()) throw UsageError{QStringLiteral("--hardware is required (e.g. --hardware h200,b200)")};
    auto store = openStore(p, Store::Access::Read);
    requireOneWorkload(*store, req);
    applyWorkloadDefaults(p, req);
    PointFilter f;
    f.model = req.model;
    f.isl = req.isl;
    f.osl = req.osl;
    f.hardware = req.hardware;
    applySourceOption(p, f);
    // Other benchmarks publish no interactivity to read at; the cross-source chart draws them.
    if (f.benchmark != Benchmark::InferenceX)
        throw UsageError{QStringLiteral("--source %1: compare reads InferenceX-definition points (yours included) at an "
                                        "interactivity; other benchmarks' results are drawn by `render --chart cross-source` and "
                                        "listed by `points --source mlperf` (or mlenergy)")
                             .arg(p.value(QStringLiteral("source")))};
    const QList<BenchmarkPoint> points = orStop(store->points(f));
    const Comparison c = compare(points, req, orStop(catalogFor(*store)));
    if (const QString noneDrawn = noneDrawnText(c); !noneDrawn.isEmpty())
        throw UsageError{QStringLiteral("model \"%1\" %2 on %3 %4:\n%5")
                             .arg(req.model, workloadName(req.isl, req.osl), req.hardware.join(QLatin1Char(',')), noneDrawn,
                                  c.notes.join(QLatin1Char('\n')))};
    if (c.systems.isEmpty()) {
        QStringList models = orStop(store->distinct(QStringLiteral("model")));
        throw UsageError{QStringLiteral("no stored points match model \"%1\" %2 on %3%4 (stored models: %5)%6")
                             .arg(req.model, workloadName(req.isl, req.osl), req.hardware.join(QLatin1Char(',')),
                                  f.yoursOnly ? QStringLiteral(" among your runs (--source yours)") : QString(),
                                  models.join(QStringLiteral(", ")),
                                  c.notes.isEmpty() ? QString() : QStringLiteral("\n") + c.notes.join(QLatin1Char('\n')))};
    }
    if (p.isSet(QStringLiteral("json"))) {
        printJson(toJson(c));
        return 0;
    }
    out() << "assumptions: " << c.assumptions.summary() << '\n';
    if (isAgentic(req.isl, req.osl))
        out() << "workload agentic-coding: interactivity = " << describe(c.assumptions.agenticInteractivity)
              << "; a query is one successful request (a turn, not a session)\n";
    for (const SystemResult& s : c.systems) {
        // No reading at all (energy-only rows matched at an interactivity, no North Star front):
        // the reason, not a row of n/a beside a known power formula.
        if (const QString at = readAtText(s, c.assumptions, isAgentic(req.isl, req.osl)); at.startsWith(QLatin1String("no reading:"))) {
            out() << "  " << s.label << ": " << at << '\n';
            continue;
        }
        const bool noInteractivity = s.sample.pointId != 0 && !isKnown(s.sample.interactivity);
        out() << "  " << s.label << ": " << formatNumber(s.tokensPerSecond) << " tok/s/GPU at "
              << (noInteractivity ? QStringLiteral("its peak (energy-only point: no interactivity)")
                                  : formatNumber(s.sample.interactivity) + QStringLiteral(" tok/s/user (") + toString(s.sample.status) +
                                        QLatin1Char(')'))
              << ", " << (s.power.known() ? s.power.formula : QStringLiteral("power n/a: ") + s.power.missing) << " -> "
              << formatNumber(s.tokensPerSecPerKw) << " tok/s/kW, " << formatNumber(s.joulesPerToken) << " J/token";
        if (isAgentic(req.isl, req.osl) || isKnown(s.joulesPerQuery))
            out() << ", " << formatNumber(s.joulesPerQuery) << " J/query"
                  << (s.joulesPerQueryBasis.startsWith(QLatin1String("measured")) ? " (measured)"
                      : isKnown(s.joulesPerQuery) ? " (derived: W x output tokens per request / output tok/s)"
                                                  : "");
        if (!s.power.known() && isKnown(s.tokensPerSecPerKwLow))
            out() << " (unknown draw at " << c.assumptions.unknownDrawShare() << ": " << formatNumber(s.tokensPerSecPerKwLow) << " to "
                  << formatNumber(s.tokensPerSecPerKwHigh) << " tok/s/kW"
                  << (isKnown(s.joulesPerQueryLow)
                          ? QStringLiteral(", %1 to %2 J/query").arg(formatNumber(s.joulesPerQueryLow), formatNumber(s.joulesPerQueryHigh))
                          : QString())
                  << ")";
        out() << '\n';
    }
    for (const Ratio& r : c.ratios) {
        if (r.a == r.b) continue;
        out() << "  ratio " << c.systems[r.a].label << " / " << c.systems[r.b].label << ": " << r.text();
        // A side read at an end of its tested range: no ratio there (compare() forms none).
        if (r.edge) out() << " (a side was not tested at this interactivity: no ratio)";
        out() << '\n';
    }
    for (const QString& n : c.notes) out() << "  note: " << n << '\n';
    out() << "Data: InferenceX (SemiAnalysis, Apache-2.0) where the source is InferenceX.\n";
    out().flush();
    return 0;
}

} // namespace denominator::cli
