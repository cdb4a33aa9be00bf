// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/measured_import.h"

#include <QFile>

namespace denominator {
namespace {

void refuse(MeasuredImport& m, const QString& file, const QString& message)
{
    m.report.errors.append({file, -1, -1, {}, message + QStringLiteral("; nothing imported")});
}

/// The stored point of this exact result file, if any.
std::optional<BenchmarkPoint> storedPoint(Store& store, const QString& sha256)
{
    for (const BenchmarkPoint& p : store.points())
        if (p.provenance.sha256 == sha256) return p;
    return std::nullopt;
}

void attach(Store& store, MeasuredImport& m, const BenchmarkPoint& stored, const PowerValue& power)
{
    const QString key = QStringLiteral("sha256 %1").arg(QString::fromLatin1(m.energy.read.sha256.left(16)));
    if (stored.measuredPower && stored.measuredPower->sourceText.contains(key)) {
        m.report.alreadyPresent = 1;
        m.report.notes << QStringLiteral("this result and this telemetry were imported before; nothing added");
        return;
    }
    try {
        store.setMeasuredPower(stored.id, power);
    } catch (const StoreError& e) {
        m.report.errors.append({m.report.file, -1, -1, {}, QStringLiteral("not stored, database unchanged: %1").arg(e.message())});
        return;
    }
    m.powerStored = true;
    m.report.notes << QStringLiteral("result was already stored; measured power attached to it");
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
    if (!(m.energy.avgPowerWPerGpu > 0)) {
        QStringList why;
        for (const EnergyReason& r : m.energy.reasons)
            if (r.severity == ReasonSeverity::Invalid) why << r.code + QStringLiteral(": ") + r.message;
        refuse(m, telemetryPath, QStringLiteral("no energy could be computed (%1)").arg(why.join(QStringLiteral("; "))));
        return m;
    }
    const PowerValue power = m.energy.toPowerValue();
    if (const auto stored = storedPoint(store, src.sha256)) {
        attach(store, m, *stored, power);
    } else {
        parsed.points[0].measuredPower = power;
        m.report = store.importParsed(src, parsed, false, parseOptions);
        m.powerStored = m.report.ok() && m.report.inserted > 0;
    }
    if (m.report.ok()) describe(m);
    return m;
}

} // namespace denominator
