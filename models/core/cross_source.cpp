// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/cross_source.h"

#include "core/number_format.h"
#include "core/workload.h"

#include <QMap>
#include <QSet>
#include <algorithm>
#include <iterator>

namespace denominator {
namespace {

constexpr Benchmark kAll[] = {Benchmark::InferenceX, Benchmark::MLEnergy, Benchmark::MLPerf};
int rank(Benchmark b) { return int(std::find(std::begin(kAll), std::end(kAll), b) - std::begin(kAll)); }

QString seriesName(const BenchmarkPoint& p, bool rated)
{
    switch (p.benchmark) {
    case Benchmark::InferenceX: // your own runs follow InferenceX's definitions, under their own name
        return QStringLiteral("%1 %2 · %3 %4 · %5")
            .arg(p.provenance.source, workloadName(p.isl, p.osl), p.hardware, p.precision,
                 rated ? QStringLiteral("rated TDP") : QStringLiteral("measured"));
    case Benchmark::MLEnergy: return QStringLiteral("ML.ENERGY %1 · %2 %3").arg(p.image, p.hardware, p.precision);
    case Benchmark::MLPerf:
        return QStringLiteral("MLPerf %1 · %2 %3").arg(p.benchmarkType.section(QLatin1Char('-'), 1), p.hardware, p.precision);
    }
    return {};
}

QString markLabel(const BenchmarkPoint& p)
{
    switch (p.benchmark) {
    case Benchmark::InferenceX: return QStringLiteral("%1 %2 conc %3 (%4 GPUs)").arg(p.framework, p.precision).arg(p.conc).arg(p.gpus);
    case Benchmark::MLEnergy: return QStringLiteral("%1× %2, max_num_seqs %3").arg(p.gpus).arg(p.hardwareRaw).arg(p.conc);
    case Benchmark::MLPerf: return QStringLiteral("%1 %2, %3 accelerators").arg(p.provenance.runId, p.image).arg(p.gpus);
    }
    return {};
}

/// What a drawn series' joules are, field by field, for the comparability lines.
struct Drawn {
    QString watts, window, latency, work, interactivity;
};

Drawn drawnOf(const BenchmarkPoint& p, bool rated)
{
    Drawn d;
    switch (p.benchmark) {
    case Benchmark::InferenceX: d.watts = rated ? QStringLiteral("rated TDP") : QStringLiteral("measured GPU board"); break;
    case Benchmark::MLEnergy: d.watts = QStringLiteral("measured GPU board"); break;
    case Benchmark::MLPerf: d.watts = QStringLiteral("measured whole system at the wall"); break;
    }
    d.window = rated ? QStringLiteral("none (a rating)") : definitionOf(p.benchmark).window;
    const bool limited = p.benchmark == Benchmark::MLPerf && !p.benchmarkType.endsWith(QLatin1String("offline"));
    d.latency = limited ? QStringLiteral("p99 latency limits") : QStringLiteral("none");
    switch (p.benchmark) {
    case Benchmark::InferenceX:
        d.work = QStringLiteral("%1 requests").arg(workloadName(p.isl, p.osl));
        d.interactivity = QStringLiteral("1000 / median TPOT");
        break;
    case Benchmark::MLEnergy:
        d.work = QStringLiteral("%1 prompts").arg(p.image);
        d.interactivity = QStringLiteral("1000 / median ITL");
        break;
    case Benchmark::MLPerf:
        d.work = QStringLiteral("MLPerf's %1 dataset").arg(p.modelRaw);
        d.interactivity = QStringLiteral("none");
        break;
    }
    return d;
}

} // namespace

QStringList definitionDifferences(Benchmark a, Benchmark b)
{
    const BenchmarkDefinition &x = definitionOf(a), &y = definitionOf(b);
    QStringList out;
    if (x.boundary != y.boundary) out << QStringLiteral("boundary");
    if (x.per != y.per) out << QStringLiteral("per");
    if (x.tokens != y.tokens) out << QStringLiteral("tokens");
    if (x.window != y.window) out << QStringLiteral("window");
    if (x.latency != y.latency) out << QStringLiteral("latency condition");
    return out;
}

bool hasMeasuredEnergy(const BenchmarkPoint& p)
{
    return p.measuredPower && p.measuredPower->valid && isKnown(p.measuredPower->watts) && p.outputTputPerGpu > 0;
}

CrossSourceView crossSourceView(const QString& model, const QStringList& hardware, const QList<BenchmarkPoint>& points,
                                const HardwareCatalog& catalog)
{
    CrossSourceView v;
    v.model = model;
    v.hardware = hardware;
    QMap<QString, CrossSourceSeries> byName; // sorted by name: the same order every time
    QMap<Benchmark, int> unpowered, agentic, noInteractivity, noTdp;
    QMap<Benchmark, QList<Drawn>> drawn;
    QMap<QString, double> ratedTdp;
    for (const BenchmarkPoint& p : points) {
        if (p.model != model || (!hardware.isEmpty() && !hardware.contains(p.hardware))) continue;
        if (p.agentic) { // its throughput is per query, compared by its own definition elsewhere
            ++agentic[p.benchmark];
            continue;
        }
        // Only MLPerf publishes results without an interactivity by design (a level on the chart);
        // an InferenceX energy-only row is not a result at any interactivity.
        if (!isKnown(p.medianIntvty) && p.benchmark != Benchmark::MLPerf) {
            ++noInteractivity[p.benchmark];
            continue;
        }
        CrossSourceMark m;
        m.pointId = p.id;
        m.label = markLabel(p);
        m.condition = p.latencyCondition.isEmpty() ? definitionOf(p.benchmark).latency : p.latencyCondition;
        m.interactivity = p.medianIntvty;
        const bool measured = p.measuredPower && p.measuredPower->valid && isKnown(p.measuredPower->watts);
        double watts = measured ? p.measuredPower->watts : kNaN;
        bool rated = false;
        if (!measured && p.benchmark == Benchmark::InferenceX) { // InferenceX's usual denominator: the rating
            watts = catalog.spec(p.hardware).tdpW;
            rated = true;
            if (!isKnown(watts)) {
                ++noTdp[p.benchmark];
                continue;
            }
        }
        if (!isKnown(watts) || !(p.outputTputPerGpu > 0)) {
            ++unpowered[p.benchmark];
            continue;
        }
        if (rated) ratedTdp.insert(p.hardware, watts);
        m.joulesPerOutputToken = watts / p.outputTputPerGpu;
        m.power = measured ? QStringLiteral("measured, %1 W per GPU: %2").arg(formatNumber(watts), p.measuredPower->sourceText)
                           : QStringLiteral("rated TDP %1 W per GPU (not a measurement)").arg(formatNumber(watts));
        CrossSourceSeries& s = byName[seriesName(p, rated)];
        s.benchmark = p.benchmark;
        s.name = seriesName(p, rated);
        s.rated = rated;
        s.marks << m;
        drawn[p.benchmark] << drawnOf(p, rated);
        if (hardware.isEmpty() && !v.hardware.contains(p.hardware)) v.hardware << p.hardware;
        if (!v.benchmarks.contains(p.benchmark)) v.benchmarks << p.benchmark;
        if (p.benchmark == Benchmark::InferenceX && !v.inferencexSources.contains(p.provenance.source))
            v.inferencexSources << p.provenance.source;
    }
    std::sort(v.benchmarks.begin(), v.benchmarks.end(), [](Benchmark a, Benchmark b) { return rank(a) < rank(b); });
    if (hardware.isEmpty()) std::sort(v.hardware.begin(), v.hardware.end());
    for (const Benchmark b : kAll) // InferenceX first, then ML.ENERGY, then MLPerf
        for (const CrossSourceSeries& s : std::as_const(byName))
            if (s.benchmark == b) v.series << s;
    for (const Benchmark b : kAll) {
        if (const int n = unpowered.value(b))
            v.notes << QStringLiteral("%1 %2 results without power (or without output throughput) are not drawn%3")
                           .arg(n)
                           .arg(definitionOf(b).name,
                                b == Benchmark::MLPerf ? QStringLiteral(" (MLPerf power runs are rare: v6.0 has none)") : QString());
        if (const int n = agentic.value(b))
            v.notes << QStringLiteral("%1 agentic-coding %2 results are not drawn").arg(n).arg(definitionOf(b).name);
        if (const int n = noInteractivity.value(b))
            v.notes << QStringLiteral("%1 %2 results without an interactivity (energy-only rows) are not drawn")
                           .arg(n)
                           .arg(definitionOf(b).name);
        if (const int n = noTdp.value(b))
            v.notes << QStringLiteral(
                           "%1 %2 results are not drawn: no measured power and no rated TDP for their hardware (Edit ▸ Hardware)")
                           .arg(n)
                           .arg(definitionOf(b).name);
    }
    for (auto it = ratedTdp.begin(); it != ratedTdp.end(); ++it)
        v.ratedTdp << QStringLiteral("%1 %2 W").arg(it.key(), formatNumber(it.value()));
    const auto row = [&](const QString& title, QString BenchmarkDefinition::*field) {
        QStringList parts;
        for (const Benchmark b : std::as_const(v.benchmarks))
            parts << QStringLiteral("%1: %2").arg(definitionOf(b).name, definitionOf(b).*field);
        return QStringLiteral("%1 — %2").arg(title, parts.join(QStringLiteral(" · ")));
    };
    if (!v.benchmarks.isEmpty()) {
        v.definitionLines << row(QStringLiteral("Boundary"), &BenchmarkDefinition::boundary)
                          << row(QStringLiteral("Per"), &BenchmarkDefinition::per)
                          << row(QStringLiteral("Tokens"), &BenchmarkDefinition::tokens)
                          << row(QStringLiteral("Window"), &BenchmarkDefinition::window)
                          << row(QStringLiteral("Latency condition"), &BenchmarkDefinition::latency)
                          << row(QStringLiteral("Interactivity"), &BenchmarkDefinition::interactivity);
        v.definitionLines << QStringLiteral("Drawn: J per output token = watts ÷ output tokens/s (InferenceX counts output tokens here "
                                            "too); a point's watts are measured unless its series says rated TDP");
    }
    // What differs between two benchmarks as drawn, field by field over their drawn series: tokens
    // are output tokens on every side here, and "per" cancels in J per output token.
    const auto values = [&](Benchmark b, QString Drawn::*field) {
        QStringList out;
        for (const Drawn& d : drawn.value(b))
            if (!out.contains(d.*field)) out << d.*field;
        out.sort();
        return out;
    };
    for (int i = 0; i < v.benchmarks.size(); ++i)
        for (int j = i + 1; j < v.benchmarks.size(); ++j) {
            const Benchmark a = v.benchmarks[i], b = v.benchmarks[j];
            QStringList diff, titles;
            for (const auto& [title, field] :
                 {std::pair{QStringLiteral("watts"), &Drawn::watts}, std::pair{QStringLiteral("window"), &Drawn::window},
                  std::pair{QStringLiteral("latency condition"), &Drawn::latency}, std::pair{QStringLiteral("work"), &Drawn::work},
                  std::pair{QStringLiteral("interactivity"), &Drawn::interactivity}}) {
                const QStringList x = values(a, field), y = values(b, field);
                if (x != y) titles << title;
                if (x != y)
                    diff << QStringLiteral("%1 (%2: %3; %4: %5)")
                                .arg(title, definitionOf(a).name, x.join(QStringLiteral(" and ")), definitionOf(b).name,
                                     y.join(QStringLiteral(" and ")));
            }
            QString line = QStringLiteral("%1 vs %2: ").arg(definitionOf(a).name, definitionOf(b).name);
            line += diff.isEmpty() ? QStringLiteral("same definitions as drawn")
                                   : QStringLiteral("not comparable as published: they differ in %1").arg(diff.join(QStringLiteral(", ")));
            line += QStringLiteral(". Aligned here: output tokens on both sides; \"per\" does not change J per output token");
            v.comparability << line;
            v.comparabilityBrief
                << QStringLiteral("%1 vs %2: %3")
                       .arg(definitionOf(a).name, definitionOf(b).name,
                            titles.isEmpty()
                                ? QStringLiteral("same definitions as drawn")
                                : QStringLiteral("not comparable as published (%1 differ)").arg(titles.join(QStringLiteral(", "))));
        }
    return v;
}

} // namespace denominator
