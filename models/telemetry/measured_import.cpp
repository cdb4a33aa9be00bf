// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/measured_import.h"

#include "import/import_sink.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace denominator {
namespace {

void refuse(MeasuredImport& m, const QString& file, const QString& message)
{
    m.report.errors.append({file, -1, -1, {}, message + QStringLiteral("; nothing imported")});
}

/// The stored point of this exact result file, if any.
Expected<std::optional<BenchmarkPoint>> storedPoint(Store& store, const QString& sha256)
{
    const auto points = store.points();
    if (!points) return points.error();
    for (const BenchmarkPoint& p : *points)
        if (p.provenance.sha256 == sha256) return std::optional<BenchmarkPoint>(p);
    return std::optional<BenchmarkPoint>();
}

void attach(Store& store, MeasuredImport& m, const BenchmarkPoint& stored, const PowerValue& power, const PowerLogSource& log)
{
    const QString key = QStringLiteral("sha256 %1").arg(QString::fromLatin1(m.energy.read.sha256.left(16)));
    const bool before = stored.measuredPower && stored.measuredPower->sourceText.contains(key);
    m.report.alreadyPresent = 1; // the result; what is said of its power is in the notes
    if (before && !stored.measuredPower->logSha256.isEmpty()) {
        m.report.notes << QStringLiteral("this result and this telemetry were imported before; nothing added");
        return;
    }
    if (const auto set = store.setMeasuredPower(stored.id, power, &log); !set) {
        m.report.errors.append(
            {m.report.file, -1, -1, {}, QStringLiteral("not stored, database unchanged: %1").arg(set.error().toString())});
        return;
    }
    m.powerStored = true;
    m.report.notes << (before ? QStringLiteral("this result and this telemetry were imported before, by a version that did not keep "
                                               "the power log; the log is now kept with the value, for evidence bundles")
                              : QStringLiteral("result was already stored; measured power attached to it"));
}

void describe(MeasuredImport& m)
{
    const EnergyReport& e = m.energy;
    m.report.notes << QStringLiteral("measured %1 W/GPU over %2 GPUs from %3 (%4)")
                          .arg(e.avgPowerWPerGpu, 0, 'f', 1)
                          .arg(e.gpus.size())
                          .arg(e.telemetryPath, e.grade);
    if (!e.valid) m.report.notes << QStringLiteral("stored as INVALID, so the measured denominator will not use it: %1").arg(e.gradeReason);
}

} // namespace

QString powerLogOptionsText(const ParseOptions& run, const EnergyOptions& energy)
{
    const EnergyOptions defaults;
    nlohmann::json j = nlohmann::json::object();
    if (!energy.gpus.isEmpty()) {
        nlohmann::json gpus = nlohmann::json::array();
        for (const QString& g : energy.gpus) gpus.push_back(g.toStdString());
        j["gpus"] = gpus;
    }
    if (energy.expectedGpus > 0) j["expected_gpus"] = energy.expectedGpus;
    const auto number = [&](const char* key, double v, double unset) {
        if (std::isfinite(v) && !(v == unset)) j[key] = v;
    };
    number("tdp_w", energy.tdpW, kNaN);
    number("gap_threshold_s", energy.gapThresholdS, defaults.gapThresholdS);
    number("max_gap_s", energy.maxGapS, defaults.maxGapS);
    number("interval_s", energy.telemetry.intervalSeconds, kNaN);
    number("start_unix", energy.telemetry.startUnix, kNaN);
    if (const QString r = optionsText(run); !r.isEmpty()) j["run"] = nlohmann::json::parse(r.toStdString());
    return QString::fromStdString(j.dump());
}

std::pair<ParseOptions, EnergyOptions> powerLogOptionsFrom(const QString& text)
{
    std::pair<ParseOptions, EnergyOptions> out;
    const nlohmann::json j = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (!j.is_object()) return out;
    EnergyOptions& e = out.second;
    if (const auto gpus = j.find("gpus"); gpus != j.end() && gpus->is_array())
        for (const auto& g : *gpus)
            if (g.is_string()) e.gpus << QString::fromStdString(g.get<std::string>());
    if (const auto n = j.find("expected_gpus"); n != j.end() && n->is_number_integer()) e.expectedGpus = n->get<int>();
    const auto number = [&](const char* key, double& into) {
        if (const auto v = j.find(key); v != j.end() && v->is_number()) into = v->get<double>();
    };
    number("tdp_w", e.tdpW);
    number("gap_threshold_s", e.gapThresholdS);
    number("max_gap_s", e.maxGapS);
    number("interval_s", e.telemetry.intervalSeconds);
    number("start_unix", e.telemetry.startUnix);
    if (const auto r = j.find("run"); r != j.end() && r->is_object()) out.first = optionsFromText(QString::fromStdString(r->dump()));
    return out;
}

QString whyNoEnergy(const EnergyReport& r)
{
    if (r.avgPowerWPerGpu > 0) return {};
    QStringList why;
    for (const EnergyReason& x : r.reasons)
        if (x.severity == ReasonSeverity::Invalid || x.code == QLatin1String("invalid_lines"))
            why << x.code + QStringLiteral(": ") + x.message;
    // The unreadable lines first: they are usually why nothing else counts.
    std::stable_partition(why.begin(), why.end(), [](const QString& w) { return w.startsWith(QLatin1String("invalid_lines")); });
    return why.isEmpty() ? QStringLiteral("no power reading in the window") : why.join(QStringLiteral("; "));
}

MeasuredImport importWithTelemetry(Store& store, const QString& resultPath, const QString& telemetryPath, const ParseOptions& parseOptions,
                                   EnergyOptions energyOptions)
{
    MeasuredImport m;
    m.report.file = resultPath;
    const auto read = SourceFile::read(resultPath);
    if (!read) {
        m.report.errors << read.error();
        return m;
    }
    const SourceFile& src = *read;
    ParsedFile parsed = parseSource(src, parseOptions);
    m.report.format = parsed.format;
    m.report.errors = parsed.errors;
    if (!parsed.ok()) return m;
    if (parsed.format != QLatin1String("benchmark-serving-result") || parsed.points.size() != 1) {
        refuse(m, resultPath, QStringLiteral("telemetry goes with one raw benchmark_serving result; this file is %1").arg(parsed.format));
        return m;
    }
    const BenchmarkRun run = readBenchmarkRun(src, parseOptions, m.report.errors);
    if (!m.report.ok()) return m;
    energyOptions.telemetry.computeSha256 = true;
    m.energy = analyzeEnergy(run, telemetryPath, energyOptions);
    if (!m.energy.ok()) {
        refuse(m, telemetryPath, QStringLiteral("telemetry unusable: %1").arg(m.energy.fatal));
        return m;
    }
    if (const QString why = whyNoEnergy(m.energy); !why.isEmpty()) {
        refuse(m, telemetryPath, QStringLiteral("no energy could be computed (%1)").arg(why));
        return m;
    }
    const PowerValue power = m.energy.toPowerValue();
    const PowerLogSource log{QFileInfo(telemetryPath).fileName(), QFileInfo(telemetryPath).absoluteFilePath(),
                             QString::fromLatin1(m.energy.read.sha256), m.energy.read.bytes,
                             powerLogOptionsText(parseOptions, energyOptions)};
    const auto stored = storedPoint(store, src.sha256);
    if (!stored) {
        m.databaseFailure = stored.error();
        refuse(m, m.report.file, QStringLiteral("the database could not be read: %1").arg(stored.error().toString()));
        return m;
    }
    if (*stored) {
        attach(store, m, **stored, power, log);
    } else {
        parsed.points[0].measuredPower = power;
        m.report = store.importParsed(src, parsed, false, parseOptions, &log);
        m.powerStored = m.report.ok() && m.report.inserted > 0;
    }
    if (m.report.ok()) describe(m);
    return m;
}

} // namespace denominator
