// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "bench_telemetry.h"

#include "telemetry/energy_report.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>
#include <cstdio>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using namespace denominator;

namespace {

constexpr double kTargetMBps = 500.0; // issue 13: the streaming reader on the 300 MB log
constexpr double kMB = 1024.0 * 1024.0;
const char* const kCases[] = {"gptoss_fp4_h200_tp4_conc4_isl1024_osl1024", "gptoss_fp4_h200_tp8_conc16_isl1024_osl1024",
                              "gptoss_fp4_h200_tp8_conc64_isl1024_osl1024"};
const char* const kWindowCase = "gptoss_fp4_h200_tp8_conc64_isl1024_osl1024";

struct Line {
    double t = 0;     ///< seconds from the start of the concatenated real logs
    std::string rest; ///< the line after its timestamp, newline included
};

struct Base {
    std::string header;
    std::vector<Line> lines;
    double span = 0;                     ///< seconds covered by one repetition
    double windowFrom = 0, windowTo = 0; ///< the TP8 conc64 window, relative like Line::t
};

QString folder() { return QStringLiteral(DENOMINATOR_TEST_DATA "/h200_gptoss_vllm_nebius/"); }

double parseTime(const QByteArray& cell)
{
    QDateTime t = QDateTime::fromString(QString::fromLatin1(cell.trimmed()), QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"));
    t.setTimeZone(QTimeZone::utc());
    return double(t.toMSecsSinceEpoch()) / 1000.0;
}

/// Appends one real log to `base`, its times shifted to follow what is already there.
bool appendReal(const char* name, Base& base)
{
    QFile f(folder() + QLatin1String(name) + QStringLiteral("_gpu_metrics.csv"));
    if (!f.open(QIODevice::ReadOnly)) return false;
    base.header = f.readLine().toStdString();
    const double offset = base.lines.empty() ? 0.0 : base.lines.back().t + 1.0;
    double first = -1;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine();
        const qsizetype comma = line.indexOf(',');
        if (comma < 0) continue;
        const double t = parseTime(line.left(comma));
        if (first < 0) first = t;
        base.lines.push_back({offset + t - first, line.mid(comma).toStdString()});
    }
    if (qstrcmp(name, kWindowCase) == 0) {
        QFile r(folder() + QLatin1String(name) + QStringLiteral(".json"));
        if (!r.open(QIODevice::ReadOnly)) return false;
        QList<Issue> errors;
        const BenchmarkRun run = readBenchmarkRun(SourceFile::fromBytes(r.fileName(), r.readAll()), {}, errors);
        base.windowFrom = offset + run.startUnix - first;
        base.windowTo = offset + run.endUnix - first;
    }
    return true;
}

/// `2026/06/10 19:52:06.172` for a Unix time (UTC), written the way nvidia-smi does.
void appendTime(std::string& out, double unix)
{
    const long long ms = (long long)(unix * 1000.0 + 0.5);
    const long long secs = ms / 1000, days = secs / 86400, sod = secs % 86400;
    const long long z = days + 719468, era = z / 146097, doe = z - era * 146097;
    const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365, doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const long long mp = (5 * doy + 2) / 153, d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
    const long long y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    char buf[40];
    const int n = std::snprintf(buf, sizeof buf, "%04lld/%02lld/%02lld %02lld:%02lld:%02lld.%03lld", y, m, d, sod / 3600, sod / 60 % 60,
                                sod % 60, ms % 1000);
    out.append(buf, size_t(n));
}

struct Built {
    QString path;
    qint64 bytes = 0, lines = 0;
    BenchmarkRun run;
};

/// Writes repetitions of the real logs, each shifted by one span, until `targetBytes`.
Built build(const QString& folder, const Base& base, qint64 targetBytes, double t0)
{
    Built b;
    b.path = QDir(folder).filePath(QStringLiteral("bench_%1.csv").arg(targetBytes));
    QFile f(b.path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return b;
    std::string chunk = base.header;
    int reps = 0;
    for (; b.bytes + qint64(chunk.size()) < targetBytes; ++reps) {
        for (const Line& l : base.lines) {
            appendTime(chunk, t0 + reps * base.span + l.t);
            chunk += l.rest;
            ++b.lines;
        }
        b.bytes += f.write(chunk.data(), qint64(chunk.size()));
        chunk.clear();
    }
    const double mid = t0 + (reps / 2) * base.span;
    b.run.path = QStringLiteral("synthetic window");
    b.run.startUnix = mid + base.windowFrom;
    b.run.endUnix = mid + base.windowTo;
    b.run.inputTokens = 590227;
    b.run.outputTokens = 589961;
    b.run.completedRequests = 640;
    b.run.gpus = 8;
    b.run.hardware = QStringLiteral("h200");
    return b;
}

double procStatusMb(const char* key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return -1;
    for (QByteArray line = f.readLine(); !line.isEmpty(); line = f.readLine())
        if (line.startsWith(key)) return line.mid(qsizetype(qstrlen(key))).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

/// Starts the peak (VmHWM) again from the current resident size (Linux's clear_refs): in a whole
/// denominator-bench run the sections before this one, the window with 100,000 points among them,
/// would otherwise be the peak this section reports.
void resetPeakRss()
{
#if defined(__GLIBC__)
    malloc_trim(0); // what those sections freed goes back to the system first
#endif
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly)) f.write("5");
}

/// Best of three passes; prints one line. Returns MB/s, or -1 when the log could not be read.
double measure(const Built& b)
{
    double best = 1e300;
    EnergyReport r;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer timer;
        timer.start();
        r = analyzeEnergy(b.run, b.path, {});
        best = std::min(best, double(timer.nsecsElapsed()) / 1e9);
        if (!r.ok()) {
            std::printf("telemetry: %s\n", qPrintable(r.fatal));
            return -1;
        }
    }
    const double mbps = double(b.bytes) / kMB / best;
    std::printf("telemetry: %7.1f MB nvidia-smi log, %lld lines, %d GPUs: parse+integrate %.3f s = %6.1f MB/s "
                "(%.1f M lines/s); peak RSS (VmHWM) %.1f MB; energy valid=%s, %.1f W/GPU in the window\n",
                double(b.bytes) / kMB, (long long)b.lines, int(r.perGpu.size()), best, mbps, double(b.lines) / best / 1e6,
                procStatusMb("VmHWM:"), r.valid ? "yes" : "no", r.avgPowerWPerGpu);
    std::fflush(stdout);
    return mbps;
}

QList<qint64> sizesMb()
{
    QList<qint64> out;
    const QString env = qEnvironmentVariable("DENOMINATOR_BENCH_TELEMETRY_MB", QStringLiteral("100,300"));
    for (const QString& s : env.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (s.toLongLong() > 0) out << s.toLongLong();
    return out;
}

bool readBase(Base& base)
{
    for (const char* c : kCases)
        if (!appendReal(c, base)) {
            std::printf("telemetry: cannot read the real logs in %s\n", qPrintable(folder()));
            return false;
        }
    base.span = base.lines.back().t + 1.0;
    return true;
}

constexpr double kT0 = 1781121953.0;

} // namespace

SyntheticRun writeSyntheticRun(const QString& dir, qint64 bytes)
{
    SyntheticRun out;
    Base base;
    if (!readBase(base)) return out;
    const Built b = build(dir, base, bytes, kT0);
    // The real result of the window's run, moved to where the window sits in the long log.
    QFile real(folder() + QLatin1String(kWindowCase) + QStringLiteral(".json"));
    if (!real.open(QIODevice::ReadOnly)) return out;
    const QByteArray text = real.readAll();
    nlohmann::json result = nlohmann::json::parse(text.constBegin(), text.constEnd());
    result["benchmark_start_time_unix"] = b.run.startUnix;
    result["benchmark_end_time_unix"] = b.run.endUnix;
    const QString resultPath = QDir(dir).filePath(QLatin1String(kWindowCase) + QStringLiteral(".json"));
    QFile f(resultPath);
    if (!f.open(QIODevice::WriteOnly)) return out;
    f.write(QByteArray::fromStdString(result.dump(2)));
    out.log = b.path;
    out.result = resultPath;
    out.bytes = b.bytes;
    return out;
}

int runTelemetryBenchmark()
{
    Base base;
    if (!readBase(base)) return 1;
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/denominator-bench-XXXXXX"));
    const double t0 = kT0;
    resetPeakRss();
    std::printf("telemetry: before any log, peak RSS (VmHWM) %.1f MB; target >= %.0f MB/s on one core\n", procStatusMb("VmHWM:"),
                kTargetMBps);
    double slowest = 1e300;
    for (qint64 mb : sizesMb()) {
        const Built b = build(dir.path(), base, qint64(double(mb) * kMB), t0);
        const double mbps = measure(b);
        QFile::remove(b.path);
        if (mbps < 0) return 1;
        slowest = std::min(slowest, mbps);
    }
    std::printf("telemetry: slowest %.1f MB/s: target %s\n", slowest, slowest >= kTargetMBps ? "met" : "NOT met");
    return 0;
}
