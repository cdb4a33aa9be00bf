// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Synthetic telemetry for the edge cases the real logs do not have (gaps, cut-off lines, [N/A],
// clocks going back, other vendors' formats). Every file written here is made up; the tests that
// use them say so. Times are around the real H200 run (June 2026) so dates look ordinary.

#include "test_support.h"
#include <QDateTime>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTimeZone>
#include <functional>

namespace denominator::test {

inline constexpr double kT0 = 1781121953.0; ///< 2026-06-10 20:05:53 UTC

/// An nvidia-smi timestamp (`2026/06/10 20:05:53.000`) for a Unix time, as nvidia-smi writes it.
inline QString nvidiaTime(double unix)
{
    return QDateTime::fromMSecsSinceEpoch(qint64(std::llround(unix * 1000.0)), QTimeZone::utc())
        .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"));
}

inline QString nvidiaHeader()
{
    return QStringLiteral("timestamp, index, power.draw [W], temperature.gpu, clocks.current.sm [MHz], "
                          "clocks.current.memory [MHz], utilization.gpu [%], utilization.memory [%]\n");
}

/// One nvidia-smi line; `watts` is a cell such as "380.42 W" or "[N/A]".
inline QString nvidiaLine(double unix, int gpu, const QString& watts, int util = 90)
{
    return QStringLiteral("%1, %2, %3, 35, 1980 MHz, 3201 MHz, %4 %, 9 %\n").arg(nvidiaTime(unix)).arg(gpu).arg(watts).arg(util);
}

inline QString watts(double w) { return QString::number(w, 'f', 2) + QStringLiteral(" W"); }

/// A one-GPU nvidia-smi log with a reading every second from kT0 to kT0 + seconds, power from `w(t)`
/// (t relative to kT0); `skip(t)` leaves a reading out.
inline QString nvidiaLog(
    int seconds, const std::function<double(double)>& w, const std::function<bool(double)>& skip = [](double) { return false; })
{
    QString s = nvidiaHeader();
    for (int i = 0; i <= seconds; ++i)
        if (!skip(i)) s += nvidiaLine(kT0 + i, 0, watts(w(i)));
    return s;
}

inline QString writeText(const QTemporaryDir& dir, const QString& name, const QString& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) f.write(text.toUtf8());
    return path;
}

/// A raw benchmark_serving result with the given window, named so that tp and hardware are known.
inline QString writeResult(const QTemporaryDir& dir, double start, double end, int tp = 1, double inputTokens = 10000,
                           double outputTokens = 10000, double completed = 20)
{
    const QString name = QStringLiteral("synthetic_fp4_h200_tp%1_conc4_isl1024_osl1024.json").arg(tp);
    const QString json =
        QStringLiteral("{\"backend\": \"vllm\", \"model_id\": \"openai/gpt-oss-120b\", \"max_concurrency\": 4, \"duration\": %1, "
                       "\"benchmark_start_time_unix\": %2, \"benchmark_end_time_unix\": %3, \"completed\": %4, "
                       "\"total_input_tokens\": %5, \"total_output_tokens\": %6, \"output_throughput\": %7, "
                       "\"total_token_throughput\": %8, \"median_tpot_ms\": 10.0}")
            .arg(end - start, 0, 'f', 3)
            .arg(start, 0, 'f', 3)
            .arg(end, 0, 'f', 3)
            .arg(completed)
            .arg(inputTokens)
            .arg(outputTokens)
            .arg(outputTokens / (end - start))
            .arg((inputTokens + outputTokens) / (end - start));
    return writeText(dir, name, json);
}

/// A finished `denominator` run with its output as bytes (for JSON parsing and byte searches).
struct CliRun {
    int code = -1;
    QByteArray out, err;
};

inline CliRun runCli(const QStringList& args)
{
    const auto r = denominator::test::runProgram(args);
    return {r.exitCode, r.out.toUtf8(), r.err.toUtf8()};
}

/// The real H200 runs (raw result + nvidia-smi log) in tests/data, by case name.
inline const QString kFolder = QStringLiteral("h200_gptoss_vllm_nebius/");
inline const QString kTp8c64 = QStringLiteral("gptoss_fp4_h200_tp8_conc64_isl1024_osl1024");
inline const QString kTp4c4 = QStringLiteral("gptoss_fp4_h200_tp4_conc4_isl1024_osl1024");
inline QString resultOf(const QString& c) { return testData(kFolder + c + QStringLiteral(".json")); }
inline QString logOf(const QString& c) { return testData(kFolder + c + QStringLiteral("_gpu_metrics.csv")); }

} // namespace denominator::test
