// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/point_rules.h"

#include "core/workload.h"

#include "core/field_rules.h"

#include <QDate>

namespace denominator {

namespace {

/// A control character (NUL, escape, …) has no place in a name, a date or a URL.
bool hasControlCharacter(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f) return true;
    return false;
}

std::optional<QString> textProblem(const QString& text, const TextRule& rule)
{
    if (hasControlCharacter(text))
        return QStringLiteral("expected %1 without control characters (NUL, escape, line breaks)").arg(QLatin1String(rule.expectation));
    if (const auto fits = checkRule(text, rule); !fits) return fits.error().message;
    return std::nullopt;
}

std::optional<QString> dateProblem(const QString& date)
{
    if (date.isEmpty()) return std::nullopt;
    const QDate d = QDate::fromString(date.left(10), Qt::ISODate);
    if (!d.isValid() || (date.size() > 10 && !QDateTime::fromString(date, Qt::ISODate).isValid()) ||
        d < QDate(rules::kEarliestRunYear, 1, 1) || d > QDate(rules::kLatestRunYear, 12, 31))
        return QStringLiteral("expected a run date from %1-01-01 to %2-12-31 (YYYY-MM-DD), found \"%3\"")
            .arg(rules::kEarliestRunYear)
            .arg(rules::kLatestRunYear)
            .arg(date.left(40));
    return std::nullopt;
}

std::optional<QString> urlProblem(const QString& url)
{
    if (url.isEmpty()) return std::nullopt;
    if (auto why = textProblem(url, rules::kUrl)) return why;
    if (!url.startsWith(QLatin1String("https://")) && !url.startsWith(QLatin1String("http://")))
        return QStringLiteral("expected an http or https URL, found \"%1\"").arg(url.left(60));
    return std::nullopt;
}

} // namespace

std::optional<FieldProblem> implausibleField(const BenchmarkPoint& p)
{
    const auto number = [](const char* field, double v, const FieldRule& rule) -> std::optional<FieldProblem> {
        if (!isKnown(v)) return std::nullopt; // missing stays missing
        if (const auto fits = checkRule(v, rule); !fits) return FieldProblem{QString::fromLatin1(field), fits.error().message};
        return std::nullopt;
    };
    const auto count = [](const char* field, int v, const FieldRule& rule, bool required) -> std::optional<FieldProblem> {
        if (v == 0 && !required) return std::nullopt;
        if (const auto fits = checkRule(double(v), rule); !fits) return FieldProblem{QString::fromLatin1(field), fits.error().message};
        return std::nullopt;
    };
    const auto text = [](const char* field, const QString& v, const TextRule& rule) -> std::optional<FieldProblem> {
        if (const auto why = textProblem(v, rule)) return FieldProblem{QString::fromLatin1(field), *why};
        return std::nullopt;
    };
    const bool lengthless = (p.agentic && isAgentic(p.isl, p.osl)) || (p.benchmark != Benchmark::InferenceX && isDataset(p.isl, p.osl));
    const std::optional<FieldProblem> checks[] = {
        text("model", p.model, rules::kName),
        text("hardware", p.hardware, rules::kName),
        text("framework", p.framework, rules::kName),
        text("precision", p.precision, rules::kName),
        text("spec_decoding", p.specDecoding, rules::kName),
        text("benchmark_type", p.benchmarkType, rules::kName),
        text("image", p.image, rules::kLongText),
        text("run_id", p.provenance.runId, rules::kName),
        text("latency_condition", p.latencyCondition, rules::kLongText),
        // An agentic point has no lengths (core/workload.h), and only it may say so; nor does a point
        // of another benchmark's own dataset, whose concurrency may be unpublished too (MLPerf).
        lengthless ? std::nullopt : count("isl", p.isl, rules::kSequenceLength, true),
        lengthless ? std::nullopt : count("osl", p.osl, rules::kSequenceLength, true),
        count("conc", p.conc, rules::kConcurrency, p.benchmark == Benchmark::InferenceX),
        count("gpus", p.gpus, rules::kGpuCount, true),
        count("prefill_gpus", p.prefillGpus, rules::kGpuCount, false),
        count("decode_gpus", p.decodeGpus, rules::kGpuCount, false),
        count("tp", p.tp, rules::kParallelism, false),
        count("ep", p.ep, rules::kParallelism, false),
        count("pp", p.pp, rules::kParallelism, false),
        number("tput_per_gpu", p.tputPerGpu, rules::kThroughput),
        number("output_tput_per_gpu", p.outputTputPerGpu, rules::kThroughput),
        number("input_tput_per_gpu", p.inputTputPerGpu, rules::kThroughput),
        number("median_intvty", p.medianIntvty, rules::kInteractivity),
        number("mean_intvty", p.meanIntvty, rules::kInteractivity),
        number("p90_intvty", p.p90Intvty, rules::kInteractivity),
        number("p99_intvty", p.p99Intvty, rules::kInteractivity),
        number("median_ttft", p.medianTtft, rules::kStoredLatencySeconds),
        number("median_tpot", p.medianTpot, rules::kStoredLatencySeconds),
        number("median_e2el", p.medianE2el, rules::kStoredLatencySeconds),
        number("p99_e2el", p.p99E2el, rules::kStoredLatencySeconds),
        p.measuredPower ? number("measured_power_w", p.measuredPower->watts, rules::kWatts) : std::nullopt,
    };
    for (const auto& c : checks)
        if (c) return c;
    if (const auto why = dateProblem(p.provenance.date)) return FieldProblem{QStringLiteral("run_date"), *why};
    if (const auto why = urlProblem(p.provenance.runUrl)) return FieldProblem{QStringLiteral("run_url"), *why};
    return std::nullopt;
}

} // namespace denominator
