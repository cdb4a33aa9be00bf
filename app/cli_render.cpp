// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator render`: the window's charts, headless, to PNG/SVG/PDF/CSV.

#include "charts/chart_kinds.h"
#include "cli.h"
#include "cli_common.h"

#include "core/cross_source.h"
#include "core/save_file.h"
#include "export/chart_exporter.h"
#include "scenario/scenario_fields.h"
#include "session/evidence_bundle.h"
#include "session/session.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <optional>

namespace denominator::cli {
namespace {

/// Workload and systems from the options, in the same shape a scenario file has. The cross-source
/// chart also draws other benchmarks' datasets (a model InferenceX never ran).
Scenario scenarioFromOptions(const QCommandLineParser& p, Store& store)
{
    ComparisonRequest req = requestFromOptions(p);
    if (req.model.isEmpty() && req.isl == 0 && req.osl == 0)
        throw UsageError{QStringLiteral("give a scenario file, or --model (with --workload, or --isl and --osl, when it has several "
                                        "workloads)")};
    const bool crossSource = p.value(QStringLiteral("chart")) == QLatin1String("cross-source");
    requireOneWorkload(store, req, crossSource ? datasetWorkloads(orStop(otherBenchmarkPoints(store))) : QList<WorkloadSummary>{});
    applyWorkloadDefaults(p, req);
    Scenario s = scenarioFor(req);
    return s;
}

/// "A,B" where labels may themselves hold commas ("b200 trt fp4 (mtp, disagg)"): the split at
/// which both halves are systems of the workload.
QStringList pairFromOption(const QString& value, const QList<BenchmarkPoint>& points, const Scenario& scenario,
                           const HardwareCatalog& catalog)
{
    if (isDataset(scenario.isl, scenario.osl))
        throw UsageError{QStringLiteral("--pair: %1 benchmark-dataset holds other benchmarks' results, drawn by the cross-source "
                                        "chart, which explains no pair of systems")
                             .arg(scenario.model)};
    QStringList labels;
    for (const SystemResult& s : compare(points, comparisonRequest(scenario), catalog).systems) labels << s.label;
    for (qsizetype at = value.indexOf(QLatin1Char(',')); at >= 0; at = value.indexOf(QLatin1Char(','), at + 1)) {
        const QString a = value.left(at).trimmed(), b = value.mid(at + 1).trimmed();
        if (labels.contains(a) && labels.contains(b) && a != b) return {a, b};
    }
    throw UsageError{QStringLiteral("--pair: expected SUBJECT,BASELINE from the systems of %1 %2:\n  %3")
                         .arg(scenario.model, workloadName(scenario.isl, scenario.osl), labels.join(QStringLiteral("\n  ")))};
}

} // namespace

int runRender(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    addCompareOptions(p);
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 QStringLiteral("Output file: .png, .svg, .pdf or .csv (chart data)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("chart"),
                 QStringLiteral("frontier | efficiency | ratio | waterfall | tornado | cross-source (default: the scenario's chart)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("scale"), QStringLiteral("PNG pixel scale, e.g. 2 for a 2x image (default 1)."), QStringLiteral("X")});
    p.addOption({QStringLiteral("size"), QStringLiteral("Logical size WIDTHxHEIGHT (default 1280x760), or \"slide\" for 1920x1080."),
                 QStringLiteral("WxH")});
    p.addOption({QStringLiteral("dark"), QStringLiteral("Dark background and theme (exports are light by default).")});
    // The chart's view options, from the scenario table (scenario/scenario_fields.h).
    for (const ScenarioField& f : scenarioFields()) {
        if (!f.option) continue;
        p.addOption({QLatin1String(f.option), optionHelp(f), f.flag ? QString() : QStringLiteral("X")});
    }
    p.addOption({QStringLiteral("save-scenario"), QStringLiteral("Also write the scenario that was drawn."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("bundle"),
                 QStringLiteral("Also write an evidence bundle: DIR/manifest.json, DIR/inputs/ (the input files) and the chart "
                                "(without -o: DIR/chart.png). `denominator verify DIR` needs nothing else."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("pair"),
                 QStringLiteral("The pair the waterfall and sensitivity charts explain: SUBJECT,BASELINE system labels "
                                "(as `compare` prints them)."),
                 QStringLiteral("A,B")});
    p.addPositionalArgument(QStringLiteral("SCENARIO"), QStringLiteral("A scenario JSON, or a PNG/SVG/PDF exported by Denominator."),
                            QStringLiteral("[SCENARIO]"));
    parseOrThrow(p, args, QStringLiteral("Render a chart headless, exactly as the window draws it."));
    const QString bundle = p.value(QStringLiteral("bundle"));
    QString output = p.value(QStringLiteral("output"));
    const bool chartInBundle = output.isEmpty() && !bundle.isEmpty();
    if (chartInBundle) output = QDir(bundle).filePath(QStringLiteral("chart.png"));
    if (output.isEmpty()) throw UsageError{QStringLiteral("-o FILE is required")};
    if (ui::exportFormatFor(output).isEmpty())
        throw UsageError{QStringLiteral("-o %1: expected a .png, .svg, .pdf or .csv file").arg(output)};

    auto store = openStore(p, Store::Access::Read);
    if (orStop(store->pointCount()) == 0) {
        // A new, empty database gets the bundled data, as the window does: that one write needs it writable.
        store.reset();
        store = openStore(p);
        loadBundledData(*store);
    }
    Scenario scenario;
    std::optional<QSize> exportedSize;
    if (!p.positionalArguments().isEmpty()) {
        const auto read = ui::readScenarioFile(p.positionalArguments().constFirst());
        if (!read) throw UsageError{read.error().toString()};
        scenario = *read;
        // Redrawing an exported chart keeps its size (a slide stays a slide) unless --size says otherwise.
        exportedSize = ui::readExportedSize(p.positionalArguments().constFirst());
    } else {
        scenario = scenarioFromOptions(p, *store);
    }
    if (p.isSet(QStringLiteral("chart"))) {
        scenario.chart = p.value(QStringLiteral("chart"));
        if (!ui::chartNames().contains(scenario.chart))
            throw UsageError{QStringLiteral("--chart: expected one of %1").arg(ui::chartNames().join(QStringLiteral(", ")))};
    }
    // Every assumption option given applies over a scenario file too: `render chart.png
    // --denominator measured -o again.png` redraws the chart under the other denominator.
    if (!p.positionalArguments().isEmpty()) applyAssumptionOptions(p, scenario.assumptions);
    // As the window does: an at-peak scenario keeps no interactivity, and the efficiency chart's
    // matched bars then read at the default one (stated in its title), never at "n/a".
    if (!isKnown(scenario.assumptions.interactivity)) scenario.assumptions.interactivity = kDefaultMatchedInteractivity;
    for (const ScenarioField& f : scenarioFields())
        if (f.option && p.isSet(QLatin1String(f.option)))
            if (const auto set = setOption(f, p.value(QLatin1String(f.option)), scenario); !set)
                throw UsageError{QStringLiteral("--%1: %2").arg(QLatin1String(f.option), set.error().message)};
    ui::ExportOptions options;
    options.dark = p.isSet(QStringLiteral("dark"));
    if (p.isSet(QStringLiteral("scale"))) options.scale = parsePositive(p.value(QStringLiteral("scale")), QStringLiteral("scale"));
    if (exportedSize) options.size = *exportedSize;
    if (p.value(QStringLiteral("size")) == QLatin1String("slide")) {
        options.size = ui::kSlideSize;
    } else if (p.isSet(QStringLiteral("size"))) {
        const QStringList wh = p.value(QStringLiteral("size")).split(QLatin1Char('x'));
        if (wh.size() != 2) throw UsageError{QStringLiteral("--size: expected WIDTHxHEIGHT, e.g. 1280x760")};
        options.size = QSize(int(parsePositive(wh[0], QStringLiteral("size"))), int(parsePositive(wh[1], QStringLiteral("size"))));
    }

    // A session over this scenario's workload, as the window has one over the store
    // (session/session.h): the options below choose its systems; it gives the chart's inputs.
    const Session session = orStop(Session::open(*store, orStop(catalogFor(*store)), scenario));
    const QList<BenchmarkPoint>& points = session.storedPoints();
    if (p.isSet(QStringLiteral("framework")) && isDataset(scenario.isl, scenario.osl))
        throw UsageError{QStringLiteral("--framework: %1 benchmark-dataset holds other benchmarks' results, which name no serving "
                                        "framework; use --hardware")
                             .arg(scenario.model)};
    if (p.isSet(QStringLiteral("hardware")) && isDataset(scenario.isl, scenario.osl)) {
        // The other benchmarks' results on these hardware only (the scenario's systems are hardware ids).
        const QStringList measured = datasetHardware(orStop(otherBenchmarkPoints(*store)), scenario.model);
        scenario.systems = hardwareOption(p);
        for (const QString& h : std::as_const(scenario.systems))
            if (!measured.contains(h))
                throw UsageError{QStringLiteral("--hardware %1: no result of %2 on it has measured energy; measured on: %3")
                                     .arg(h, scenario.model, measured.join(QStringLiteral(", ")))};
    } else if (p.isSet(QStringLiteral("hardware")) || p.isSet(QStringLiteral("framework"))) {
        // Restrict to the named hardware, keeping every framework/run of it, in the order given
        // (the first hardware is the baseline, as in `compare`), and to the named framework: of a
        // scenario file's systems when no hardware is named.
        ComparisonRequest r = comparisonRequest(scenario); // the scenario's assumptions stand (a file's custom watts too)
        if (p.isSet(QStringLiteral("hardware"))) r.hardware = hardwareOption(p);
        r.framework = p.value(QStringLiteral("framework")).toLower();
        const QStringList chosen = p.isSet(QStringLiteral("hardware")) ? QStringList() : scenario.systems;
        scenario.systems.clear();
        for (const SystemResult& s : compare(points, r, session.catalog()).systems)
            if (chosen.isEmpty() || chosen.contains(s.label)) scenario.systems << s.label;
        if (scenario.systems.isEmpty() && !r.framework.isEmpty()) {
            QStringList frameworks;
            r.framework.clear();
            for (const SystemResult& s : compare(points, r, session.catalog()).systems)
                if (!frameworks.contains(s.key.framework)) frameworks << s.key.framework;
            throw UsageError{QStringLiteral("--framework %1: no system drawn here runs it; frameworks: %2")
                                 .arg(p.value(QStringLiteral("framework")), frameworks.join(QStringLiteral(", ")))};
        }
    }
    if (p.isSet(QStringLiteral("pair")))
        scenario.pair = pairFromOption(p.value(QStringLiteral("pair")), points, scenario, session.catalog());
    // What a session over this store draws for the scenario (session/session.h): the window's inputs.
    if (isDataset(scenario.isl, scenario.osl) && scenario.chart != QLatin1String("cross-source"))
        throw UsageError{QStringLiteral("%1 benchmark-dataset holds other benchmarks' results (MLPerf, ML.ENERGY): only --chart "
                                        "cross-source draws them")
                             .arg(scenario.model)};
    const ChartInputs in = orStop(session.inputsFor(scenario));
    // A dataset workload whose kept results have no measured energy (MLPerf v6.0's) draws nothing.
    if (isDataset(scenario.isl, scenario.osl) ? std::none_of(in.crossSource.begin(), in.crossSource.end(), hasMeasuredEnergy)
                                              : in.comparison.systems.isEmpty()) {
        const QString noneDrawn = noneDrawnText(in.comparison);
        const QString what = noneDrawn.isEmpty() ? QStringLiteral("no stored points for %1 %2") : QStringLiteral("%1 %2 ") + noneDrawn;
        throw UsageError{what.arg(scenario.model, workloadName(scenario.isl, scenario.osl)) +
                         (in.comparison.notes.isEmpty() ? QString() : QStringLiteral(":\n") + in.comparison.notes.join(QLatin1Char('\n')))};
    }

    // The bundle's inputs are read and checked first: a refused bundle leaves no chart behind.
    std::optional<BundleContents> bundled;
    if (!bundle.isEmpty()) {
        auto gathered =
            gatherEvidenceBundle(makeEvidence(in, in.scenario.chart), [&](const QString& sha) { return store->fetchedBytes(sha); });
        if (!gathered) throw UsageError{QStringLiteral("--bundle %1: %2").arg(bundle, gathered.error().toString())};
        bundled = std::move(gathered.value());
        if (!isFreeForBundle(bundle))
            throw UsageError{QStringLiteral("--bundle %1: the folder is not empty; name a new or empty folder: the bundle's files "
                                            "must be all it holds")
                                 .arg(bundle)};
        if (!QDir().mkpath(bundle)) throw UsageError{QStringLiteral("--bundle %1: cannot create the folder").arg(bundle)};
    }
    if (const auto written = ui::exportChart(in, in.scenario.chart, output, options); !written)
        throw UsageError{written.error().toString()};
    if (p.isSet(QStringLiteral("save-scenario"))) {
        const auto saved =
            saveFileAtomically(p.value(QStringLiteral("save-scenario")), QByteArray::fromStdString(toJson(in.scenario).dump(2)));
        if (!saved) throw UsageError{QStringLiteral("--save-scenario %1").arg(saved.error().toString())};
    }
    out() << "wrote " << output << " (" << in.scenario.chart << ", scenario " << scenarioCode(in.scenario) << ")\n";
    if (!bundle.isEmpty()) {
        const auto written = writeEvidenceBundle(bundle, *bundled, output);
        if (!written) throw UsageError{QStringLiteral("--bundle %1: %2").arg(bundle, written.error().toString())};
        out() << "wrote the evidence bundle " << bundle << " (" << written->summary() << "; check it with `" << verifyCommandFor(bundle)
              << "`)\n";
    }
    out().flush();
    return 0;
}

} // namespace denominator::cli
