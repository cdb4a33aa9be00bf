// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: any bytes as a power log (nvidia-smi, amd-smi, DCGM, power-only), read and
// integrated over a fixed benchmark window. Memory must stay bounded by the GPU limit whatever
// the log claims, and nothing may crash or hang. Built once per format with
// DENOMINATOR_FUZZ_HEADER: the input then follows that format's header line.

#include "telemetry/energy_report.h"

#include <QFile>
#include <QTemporaryDir>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gpu_metrics.csv"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
#ifdef DENOMINATOR_FUZZ_HEADER
        f.write(DENOMINATOR_FUZZ_HEADER);
#endif
        f.write(reinterpret_cast<const char*>(data), qint64(size));
    }
    BenchmarkRun run;
    run.path = run.fileName = QStringLiteral("fuzz_fp4_h200_tp8_conc64_isl1024_osl1024.json");
    // The window of the real H200 TP8 conc 64 run (2026-06-10), so real-looking logs overlap it.
    run.startUnix = 1781121953.2;
    run.endUnix = 1781122148.5;
    run.inputTokens = 590227;
    run.outputTokens = 589961;
    run.completedRequests = 640;
    run.gpus = 8;
    run.hardware = QStringLiteral("h200");
    EnergyOptions options;
    options.telemetry.intervalSeconds = 1;
    options.timelineBuckets = 64;
    (void)analyzeEnergy(run, path, options);
    return 0;
}
