// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator import`, `denominator points` and `denominator sources`.

#include "cli.h"
#include "cli_common.h"
#include "core/number_format.h"

#include "core/counted.h"
#include "fetch/inferencex_db.h"
#include "fetch/pg_connection.h"

#include <QDate>
#include <QFileInfo>
#include <QRegularExpression>

namespace denominator::cli {

namespace {

/// --model, --since, --isl and --osl, which choose what is read from a database.
inferencex::DbFilter dbFilterFromOptions(const QCommandLineParser& p)
{
    inferencex::DbFilter f;
    f.models = p.value(QStringLiteral("model")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& m : f.models) m = m.trimmed();
    f.since = p.value(QStringLiteral("since"));
    if (!f.since.isEmpty() && !QDate::fromString(f.since, Qt::ISODate).isValid())
        throw UsageError{QStringLiteral("--since %1: expected YYYY-MM-DD").arg(f.since)};
    if (p.isSet(QStringLiteral("isl"))) f.isl = int(parsePositive(p.value(QStringLiteral("isl")), QStringLiteral("isl")));
    if (p.isSet(QStringLiteral("osl"))) f.osl = int(parsePositive(p.value(QStringLiteral("osl")), QStringLiteral("osl")));
    const QStringList inputs = p.positionalArguments();
    const bool database = std::any_of(inputs.begin(), inputs.end(), pg::isConnectionUri);
    if (!database && (!f.models.isEmpty() || !f.since.isEmpty() || f.isl || f.osl))
        throw UsageError{
            QStringLiteral("--model, --since, --isl and --osl choose what is read from a postgresql:// database; no database was given")};
    return f;
}

/// power_valid as the row gave it: from its measured power, or its PowerX validity when an invalid
/// row published no watts; null when the row says nothing about power.
nlohmann::json powerValidJson(const BenchmarkPoint& pt)
{
    if (pt.measuredPower) return pt.measuredPower->valid;
    if (pt.powerDetail) return pt.powerDetail->valid;
    return nullptr;
}

/// What a PowerX row adds: role and percentile watts, validity reasons, J per unit, its schema,
/// whether it is energy-only, and the measured mean as a share of the rated TDP.
void addPowerDetail(nlohmann::json& row, const BenchmarkPoint& pt, const HardwareSpec& hw)
{
    const auto num = jsonNumber;
    const double watts = pt.measuredPower && pt.measuredPower->valid ? pt.measuredPower->watts : kNaN;
    // Only a GPU-board measurement is a share of the GPU's rating (not an MLPerf share of wall power).
    const bool board = pt.benchmark != Benchmark::MLPerf;
    row["percent_tdp"] = board && isKnown(watts) && isKnown(hw.tdpW) && hw.tdpW > 0 ? num(watts / hw.tdpW * 100) : nlohmann::json(nullptr);
    if (!pt.powerDetail) return;
    const PowerDetail& d = *pt.powerDetail;
    row["power_schema"] = d.schemaVersion > 0 ? nlohmann::json(d.schemaVersion) : nlohmann::json(nullptr);
    nlohmann::json reasons = nlohmann::json::array();
    for (const QString& r : d.invalidReasons) reasons.push_back(r.toStdString());
    row["power_invalid_reasons"] = reasons;
    if (!d.valid) row["power_invalid_text"] = powerInvalidText(d).toStdString();
    row["prefill_power_w"] = num(d.prefillW);
    row["decode_power_w"] = num(d.decodeW);
    row["p75_power_w"] = num(d.p75W);
    row["p90_power_w"] = num(d.p90W);
    if (!row.contains("joules_per_query") || row["joules_per_query"].is_null()) row["joules_per_query"] = num(d.joulesPerQuery);
    row["joules_per_input_token"] = num(d.joulesPerInputToken);
    row["joules_per_output_token"] = num(d.joulesPerOutputToken);
    row["joules_per_total_token"] = num(d.joulesPerTotalToken);
    row["energy_only"] = d.energyOnly;
}

/// What a point's numbers count, by its benchmark's definitions: the power boundary of its measured
/// watts, whose watts they are, and which tokens its throughput counts.
struct PointTerms {
    QString boundary, per, tokens;
};

PointTerms termsOf(const BenchmarkPoint& pt)
{
    const bool measured = pt.measuredPower && pt.measuredPower->valid;
    switch (pt.benchmark) {
    case Benchmark::InferenceX:
        return {measured ? QStringLiteral("gpu-board") : QStringLiteral("none-measured"), QStringLiteral("gpu"), QStringLiteral("total")};
    case Benchmark::MLPerf: // most MLPerf results ran without power (every v6.0 one)
        return {measured ? QStringLiteral("system-wall-ac") : QStringLiteral("none-measured"), QStringLiteral("system"),
                QStringLiteral("output")};
    case Benchmark::MLEnergy: return {QStringLiteral("gpu-board"), QStringLiteral("deployment"), QStringLiteral("output")};
    }
    return {};
}

/// Which benchmark's definitions a point follows, and its energy under them: what the watts cover,
/// whose watts they are, which tokens count, the latency condition met, and J per output token.
void addBenchmarkFields(nlohmann::json& row, const BenchmarkPoint& pt)
{
    const auto num = jsonNumber;
    const BenchmarkDefinition& def = definitionOf(pt.benchmark);
    const bool measured = pt.measuredPower && pt.measuredPower->valid;
    row["benchmark"] = toString(pt.benchmark).toStdString();
    row["benchmark_name"] = def.name.toStdString();
    const PointTerms t = termsOf(pt);
    row["boundary"] = t.boundary.toStdString();
    row["per"] = t.per.toStdString();
    row["tokens"] = t.tokens.toStdString();
    const double perGpu = measured ? pt.measuredPower->watts : kNaN;
    // The watts of what the benchmark calls its unit: a GPU, the system, the deployment.
    row["watts"] = num(pt.benchmark == Benchmark::InferenceX ? perGpu : perGpu * pt.gpus);
    row["watts_per_gpu"] = num(perGpu);
    row["power_source"] = measured ? pt.measuredPower->sourceText.toStdString() : "";
    if (!row.contains("joules_per_output_token") || row["joules_per_output_token"].is_null())
        row["joules_per_output_token"] = num(isKnown(perGpu) && pt.outputTputPerGpu > 0 ? perGpu / pt.outputTputPerGpu : kNaN);
    row["latency_condition"] = (pt.latencyCondition.isEmpty() ? def.latency : pt.latencyCondition).toStdString();
    row["derivation"] = pt.derivationNote.toStdString();
}

} // namespace

int runImport(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("gpus"),
                 QStringLiteral("GPUs serving a raw benchmark_serving result (default: from the file name, …_tp8_…). "
                                "With --telemetry also a list of the serving GPUs, e.g. 0,1,2,3 (one GPU: 3,)."),
                 QStringLiteral("N|LIST")});
    addTelemetryOptions(p);
    p.addOption(
        {QStringLiteral("hardware"), QStringLiteral("Hardware of a raw result when the file name does not say."), QStringLiteral("NAME")});
    p.addOption(
        {QStringLiteral("precision"), QStringLiteral("Precision of a raw result when the file name does not say."), QStringLiteral("X")});
    p.addOption({QStringLiteral("source"),
                 QStringLiteral("Whose results these are, e.g. \"Nebius H200\": your own runs become \"your runs · NAME\", drawn "
                                "beside InferenceX's curve, never merged into it."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("model"),
                 QStringLiteral("With postgresql://: only this model (display name or key; comma-separated for several)."),
                 QStringLiteral("NAME")});
    p.addOption(
        {QStringLiteral("since"), QStringLiteral("With postgresql://: only results of this day or later."), QStringLiteral("DATE")});
    p.addOption({QStringLiteral("isl"), QStringLiteral("With postgresql://: only this input length."), QStringLiteral("N")});
    p.addOption({QStringLiteral("osl"), QStringLiteral("With postgresql://: only this output length."), QStringLiteral("N")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON report per file.")});
    p.addPositionalArgument(
        QStringLiteral("FILE"),
        QStringLiteral("InferenceX JSON/CSV, a raw benchmark_serving result, a claims file, MLPerf's summary_results.json "
                       "or one of its run folders (…/performance/run_1, with spl.txt for power), an ML.ENERGY "
                       "model file, or an InferenceX PostgreSQL database (postgresql://user@host/db; password "
                       "from ~/.pgpass or PGPASSWORD)."),
        QStringLiteral("FILE..."));
    parseOrThrow(p, args,
                 QStringLiteral("Import benchmark results or claims. Each file is one transaction: a file that fails changes nothing."));
    if (p.positionalArguments().isEmpty()) throw UsageError{QStringLiteral("no files given")};
    if (p.isSet(QStringLiteral("telemetry"))) return runImportWithTelemetry(p);
    ParseOptions opts;
    if (p.isSet(QStringLiteral("gpus"))) opts.gpus = int(parsePositive(p.value(QStringLiteral("gpus")), QStringLiteral("gpus")));
    opts.hardware = p.value(QStringLiteral("hardware"));
    opts.precision = p.value(QStringLiteral("precision"));
    opts.sourceName = p.value(QStringLiteral("source"));
    const inferencex::DbFilter filter = dbFilterFromOptions(p);
    auto store = openStore(p);
    bool anyFailed = false;
    nlohmann::json reports = nlohmann::json::array();
    for (const QString& file : p.positionalArguments()) {
        const ImportReport r = pg::isConnectionUri(file) ? inferencex::importDatabase(*store, file, filter) : store->importFile(file, opts);
        anyFailed = anyFailed || !r.ok();
        for (const auto& e : r.errors) err() << e.toString() << '\n'; // scripts read JSON; people read stderr
        if (p.isSet(QStringLiteral("json"))) {
            nlohmann::json report = reportJson(r);
            report["file"] = (pg::isConnectionUri(file) ? pg::withoutPassword(file) : file).toStdString();
            reports.push_back(report);
            continue;
        }
        out() << r.summaryLine() << '\n';
    }
    if (p.isSet(QStringLiteral("json"))) printJson(reports);
    out().flush();
    return anyFailed ? 2 : 0;
}

int runPoints(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("model"), QStringLiteral("Only this model."), QStringLiteral("M")});
    p.addOption({QStringLiteral("hardware"), QStringLiteral("Only these hardware names (comma-separated)."), QStringLiteral("H")});
    p.addOption({QStringLiteral("framework"), QStringLiteral("Only this framework."), QStringLiteral("F")});
    p.addOption({QStringLiteral("precision"), QStringLiteral("Only this precision."), QStringLiteral("X")});
    p.addOption({QStringLiteral("isl"), QStringLiteral("Only this input length."), QStringLiteral("N")});
    p.addOption({QStringLiteral("osl"), QStringLiteral("Only this output length."), QStringLiteral("N")});
    addWorkloadOptions(p);
    addSourceOption(p);
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    parseOrThrow(p, args, QStringLiteral("List stored points."));
    PointFilter f;
    f.model = p.value(QStringLiteral("model"));
    f.framework = p.value(QStringLiteral("framework"));
    f.precision = p.value(QStringLiteral("precision"));
    if (p.isSet(QStringLiteral("hardware"))) f.hardware = p.value(QStringLiteral("hardware")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (p.isSet(QStringLiteral("isl"))) f.isl = int(parsePositive(p.value(QStringLiteral("isl")), QStringLiteral("isl")));
    if (p.isSet(QStringLiteral("osl"))) f.osl = int(parsePositive(p.value(QStringLiteral("osl")), QStringLiteral("osl")));
    applyWorkloadOption(p, f.isl, f.osl);
    // Only other benchmarks have benchmark-dataset points: every one of them unless --source narrows it.
    if (isDataset(f.isl, f.osl) && !p.isSet(QStringLiteral("source"))) f.benchmark = std::nullopt;
    applySourceOption(p, f);
    if (isDataset(f.isl, f.osl) && (f.yoursOnly || f.benchmark == Benchmark::InferenceX))
        throw UsageError{QStringLiteral("--workload benchmark-dataset holds other benchmarks' results only: give --source mlperf, "
                                        "mlenergy or all")};
    const AgenticInteractivity definition = agenticInteractivityOption(p);
    auto store = openStore(p, Store::Access::Read);
    if (!f.model.isEmpty())
        if (const QStringList models = orStop(store->distinct(QStringLiteral("model"))); !models.contains(f.model))
            throw UsageError{QStringLiteral("no stored model \"%1\"; stored models: %2").arg(f.model, models.join(QStringLiteral(", ")))};
    if (p.isSet(QStringLiteral("json")) && !f.model.isEmpty() && f.benchmark != Benchmark::MLPerf && f.benchmark != Benchmark::MLEnergy) {
        // Points of different sequence lengths must not be mixed by a script without saying so.
        ComparisonRequest req;
        req.model = f.model;
        req.isl = f.isl;
        req.osl = f.osl;
        requireOneWorkload(*store, req,
                           f.benchmark ? QList<WorkloadSummary>{}
                                       : datasetWorkloads(orStop(otherBenchmarkPoints(*store)), DatasetResults::All));
    }
    const QList<BenchmarkPoint> pts = orStop(store->points(f));
    const HardwareCatalog catalog = orStop(catalogFor(*store));
    const auto num = jsonNumber;
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json arr = nlohmann::json::array();
        for (const BenchmarkPoint& pt : pts) {
            nlohmann::json row{
                {"id", pt.id},
                {"model", pt.model.toStdString()},
                {"hardware", pt.hardware.toStdString()},
                {"framework", pt.framework.toStdString()},
                {"precision", pt.precision.toStdString()},
                {"spec_decoding", pt.specDecoding.toStdString()},
                {"disagg", pt.disagg},
                {"workload", workloadName(pt.isl, pt.osl).toStdString()},
                {"isl", pt.isl > 0 ? nlohmann::json(pt.isl) : nlohmann::json(nullptr)}, // agentic, benchmark dataset: none
                {"osl", pt.osl > 0 ? nlohmann::json(pt.osl) : nlohmann::json(nullptr)},
                {"conc", pt.conc > 0 ? nlohmann::json(pt.conc) : nlohmann::json(nullptr)}, // other benchmarks: none
                {"gpus", pt.gpus > 0 ? nlohmann::json(pt.gpus) : nlohmann::json(nullptr)},
                {"tput_per_gpu", num(pt.tputPerGpu)},
                {"output_tput_per_gpu", num(pt.outputTputPerGpu)},
                {"median_intvty", num(pt.medianIntvty)},
                {"interactivity", num(interactivityOf(pt, definition))},
                {"interactivity_definition", (pt.agentic                              ? describe(definition)
                                              : pt.benchmark == Benchmark::InferenceX ? QStringLiteral("1000 / median TPOT (ms)")
                                                                                      : definitionOf(pt.benchmark).interactivity)
                                                 .toStdString()},
                {"measured_power_w", pt.measuredPower ? num(pt.measuredPower->watts) : nlohmann::json(nullptr)},
                {"power_valid", powerValidJson(pt)},
                {"source_file", pt.provenance.fileName.toStdString()},
                {"sha256", pt.provenance.sha256.toStdString()},
                {"row", pt.provenance.rowIndex},
                {"format", pt.provenance.format.toStdString()},
                {"run_id", pt.provenance.runId.toStdString()},
                {"run_url", pt.provenance.runUrl.toStdString()},
                {"date", pt.provenance.date.toStdString()},
                {"date_from_run", pt.provenance.dateFromRun},
                {"source", pt.provenance.source.toStdString()}};
            if (pt.agentic) {
                const AgenticMetrics& a = *pt.agentic;
                row["successful_requests"] = a.successfulRequests;
                row["output_tokens_per_query"] = num(a.outputTokensPerQuery);
                row["offload"] = a.offload.toStdString();
                row["p90_itl_s"] = num(a.p90Itl);
                row["p75_itl_s"] = num(a.p75Itl);
                row["p90_e2e_norm_intvty"] = num(a.p90E2eIntvty);
                row["p75_e2e_norm_intvty"] = num(a.p75E2eIntvty);
                row["joules_per_query"] = num(a.joulesPerQuery);
            }
            addPowerDetail(row, pt, catalog.spec(pt.hardware));
            addBenchmarkFields(row, pt);
            arr.push_back(row);
        }
        printJson(arr);
        return 0;
    }
    // Throughput counts total tokens for InferenceX, output tokens for the other benchmarks; measured
    // watts per GPU are a GPU board's, or a share of MLPerf's wall power: the columns say which.
    // What tok/s/user is differs by benchmark and, for agentic rows, by the chosen definition.
    const auto countText = [](int n) { return n > 0 ? QString::number(n) : QStringLiteral("n/a"); }; // 0: none published
    const auto interactivityIs = [&definition](const BenchmarkPoint& pt) {
        if (pt.agentic) return shortName(definition);
        switch (pt.benchmark) {
        case Benchmark::InferenceX: return QStringLiteral("1000/median TPOT");
        case Benchmark::MLEnergy: return QStringLiteral("1000/median ITL");
        case Benchmark::MLPerf: return QStringLiteral("none");
        }
        return QString();
    };
    out() << "model\tworkload\thardware\tframework\tprecision\tconc\tgpus\ttok/s/gpu\ttokens\ttok/s/user\ttok/s/user is\t"
             "measured W/gpu\tboundary\tbenchmark\tsource\n";
    for (const BenchmarkPoint& pt : pts) {
        const PointTerms t = termsOf(pt);
        out() << pt.model << '\t' << workloadName(pt.isl, pt.osl) << '\t' << pt.hardware << '\t' << pt.framework << '\t' << pt.precision
              << '\t' << countText(pt.conc) << '\t' << countText(pt.gpus) << '\t' << formatNumber(pt.tputPerGpu) << '\t' << t.tokens << '\t'
              << formatNumber(interactivityOf(pt, definition)) << '\t' << interactivityIs(pt) << '\t'
              << (pt.measuredPower && pt.measuredPower->valid ? formatNumber(pt.measuredPower->watts) : QStringLiteral("n/a")) << '\t'
              << t.boundary << '\t' << toString(pt.benchmark) << '\t' << pt.provenance.fileName << ':' << pt.provenance.rowIndex << '\n';
    }
    out() << pts.size() << " points\n";
    out().flush();
    return 0;
}

} // namespace denominator::cli

namespace denominator::cli {

namespace {

/// The sources whose SHA-256 starts with `prefix` (lower case hex, at least 8 characters).
QList<SourceSummary> sourcesStartingWith(const QList<SourceSummary>& all, const QString& prefix)
{
    QList<SourceSummary> found;
    for (const SourceSummary& s : all)
        if (s.sha256.startsWith(prefix)) found << s;
    return found;
}

/// "12 points", or what a power log holds: the measured power of its results.
QString heldBy(const SourceSummary& s)
{
    if (s.format == QLatin1String(kPowerLogFormat))
        return QStringLiteral("power of ") + counted(s.powersResults.size(), QStringLiteral("result"));
    return counted(s.points, QStringLiteral("point"));
}

QString sourceLine(const SourceSummary& s)
{
    return QStringLiteral("%1  %2  %3  %4  %5%6")
        .arg(s.sha256.left(12), heldBy(s), s.format, s.importedAt, s.location.isEmpty() ? s.fileName : s.location,
             s.retrievedAt.isEmpty() ? QString() : QStringLiteral(" (fetched %1)").arg(s.retrievedAt));
}

} // namespace

int runSources(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON (list).")});
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("list | remove SHA256-PREFIX..."));
    parseOrThrow(p, args,
                 QStringLiteral("List the imported files and fetched responses, or remove some with everything that came from them "
                                "(points, measured power, claims) in one transaction. A prefix of a SHA-256 names a source: at "
                                "least 8 hex characters, matching exactly one."));
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0, QStringLiteral("list"));
    if (action == QLatin1String("remove")) {
        const QStringList prefixes = pos.mid(1);
        if (prefixes.isEmpty())
            throw UsageError{QStringLiteral("usage: sources remove SHA256-PREFIX... (`denominator sources` lists them)")};
        auto store = openStore(p);
        const QList<SourceSummary> all = orStop(store->sources());
        QList<SourceSummary> chosen;
        // Every prefix is checked before anything is removed: one bad argument removes nothing.
        static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{8,64}$"));
        for (const QString& given : prefixes) {
            const QString prefix = given.trimmed().toLower();
            if (!hex.match(prefix).hasMatch())
                throw UsageError{QStringLiteral("\"%1\": expected 8 to 64 hex characters of a source's SHA-256; nothing was removed")
                                     .arg(given.left(80))};
            const QList<SourceSummary> found = sourcesStartingWith(all, prefix);
            if (found.isEmpty())
                throw UsageError{QStringLiteral("no stored source's SHA-256 starts with %1 (`denominator sources` lists them); nothing was "
                                                "removed")
                                     .arg(prefix)};
            if (found.size() > 1) {
                QStringList lines;
                for (const SourceSummary& s : found) lines << QStringLiteral("  ") + sourceLine(s);
                throw UsageError{QStringLiteral("%1 matches %2 sources; give more of its SHA-256; nothing was removed:\n%3")
                                     .arg(prefix)
                                     .arg(found.size())
                                     .arg(lines.join(QLatin1Char('\n')))};
            }
            if (std::none_of(chosen.begin(), chosen.end(), [&](const SourceSummary& s) { return s.sha256 == found.first().sha256; }))
                chosen << found.first();
        }
        QStringList hashes;
        for (const SourceSummary& s : std::as_const(chosen)) hashes << s.sha256;
        orStop(store->removeSources(hashes));
        for (const SourceSummary& s : std::as_const(chosen))
            out() << "removed " << (s.location.isEmpty() ? s.fileName : s.location) << " (sha256 " << s.sha256.left(12) << ", " << heldBy(s)
                  << ")\n";
        out().flush();
        return 0;
    }
    if (action != QLatin1String("list") || pos.size() > 1)
        throw UsageError{QStringLiteral("unknown action \"%1\": expected list or remove").arg(pos.join(QLatin1Char(' ')).left(80))};
    auto store = openStore(p, Store::Access::Read);
    const QList<SourceSummary> all = orStop(store->sources());
    if (p.isSet(QStringLiteral("json"))) {
        nlohmann::json arr = nlohmann::json::array();
        for (const SourceSummary& s : all) {
            nlohmann::json powerFor = nlohmann::json::array();
            for (const QString& r : s.powersResults) powerFor.push_back(r.toStdString());
            arr.push_back(
                {{"sha256", s.sha256.toStdString()},
                 {"file", s.fileName.toStdString()},
                 {"location", s.location.toStdString()},
                 {"format", s.format.toStdString()},
                 {"points", s.points},
                 {"size_bytes", s.sizeBytes},
                 {"imported_at", s.importedAt.toStdString()},
                 {"retrieved_at", s.retrievedAt.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(s.retrievedAt.toStdString())},
                 {"bundled", s.builtin},
                 {"import_options", s.importOptions.toStdString()},
                 {"power_for", powerFor}});
        }
        printJson(arr);
        return 0;
    }
    if (all.isEmpty()) out() << "no sources: import data first\n";
    for (const SourceSummary& s : all) out() << sourceLine(s) << (s.builtin ? "  (bundled)" : "") << '\n';
    out().flush();
    return 0;
}

} // namespace denominator::cli
