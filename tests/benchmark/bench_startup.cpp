// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "bench_startup.h"

#include "bench_process.h"
#include "bench_telemetry.h"

#include <QDir>
#include <QTemporaryDir>
#include <cstdio>

namespace {

constexpr double kStartupTargetMs = 30, kEnergyTargetMBps = 300;
const QString kBin = QStringLiteral(DENOMINATOR_BINARY);

/// Median wall time of `runs` runs in ms; negative when a run failed.
double medianMs(const QStringList& args, int runs)
{
    QList<double> ms;
    for (int i = 0; i < runs; ++i) {
        const ProcessRun r = runProcess(kBin, args);
        if (r.exitCode != 0) return -1;
        ms << r.seconds * 1000;
    }
    return medianOf(ms);
}

} // namespace

int runStartupBenchmark()
{
    const QString real = QStringLiteral(DENOMINATOR_TEST_DATA "/h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc64_isl1024_osl1024");
    std::printf("start-up: whole processes, median of 21\n");
    const double version = medianMs({QStringLiteral("--version")}, 21);
    std::printf("  denominator --version: %.1f ms; target <= %.0f ms: %s\n", version, kStartupTargetMs,
                verdict(version >= 0 && version <= kStartupTargetMs));
    const double energy = medianMs({QStringLiteral("energy"), QStringLiteral("--result"), real + QStringLiteral(".json"),
                                    QStringLiteral("--telemetry"), real + QStringLiteral("_gpu_metrics.csv")},
                                   21);
    std::printf("  denominator energy on a real 0.6 MB nvidia-smi log: %.1f ms; target <= %.0f ms: %s\n", energy, kStartupTargetMs,
                verdict(energy >= 0 && energy <= kStartupTargetMs));
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/denominator-bench-XXXXXX"));
    const SyntheticRun run = writeSyntheticRun(dir.path(), qint64(20) << 20);
    if (run.log.isEmpty()) {
        std::printf("  cannot write the 20 MB log\n");
        return 1;
    }
    const double big =
        medianMs({QStringLiteral("energy"), QStringLiteral("--result"), run.result, QStringLiteral("--telemetry"), run.log}, 5);
    const double mbps = double(run.bytes) / (1 << 20) / (big / 1000);
    std::printf("  denominator energy on a 20 MB log: %.1f ms = %.0f MB/s; target >= %.0f MB/s: %s\n", big, mbps, kEnergyTargetMBps,
                verdict(big >= 0 && mbps >= kEnergyTargetMBps));
    std::fflush(stdout);
    return version >= 0 && energy >= 0 && big >= 0 ? 0 : 1;
}
