// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Streaming reader for GPU power telemetry logs. One pass over the file in fixed-size blocks:
// memory is bounded by the block size and the number of GPUs, never by the number of samples.
// Formats are detected from the content (never from the name):
//   - nvidia-smi CSV with a header (`timestamp, index, power.draw [W], …`), cells like `380.42 W`,
//     `[N/A]` for missing values, timestamps `2026/06/10 19:52:06.172` read as UTC;
//   - nvidia-smi `--format=csv,noheader,nounits` with only power values (one GPU, no timestamps:
//     the caller gives the sampling interval and the time of the first sample);
//   - amd-smi CSV (`timestamp` in epoch seconds, `gpu`, `socket_power`);
//   - DCGM exporter `samples.csv` (`schema_version,timestamp_unix,scrape_seq,hostname,gpu_index,
//     gpu_uuid,power_w`), several hosts: a GPU is identified by host and index.
// Units: times in Unix seconds (UTC), power in watts. NaN watts = the log said the value is missing.
// Thread: a read runs on the calling thread; sinks are called synchronously, in file order.

#include "core/issue.h"
#include "core/point.h"
#include "core/telemetry_formats.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace denominator {

/// What a log cannot say itself.
struct TelemetryOptions {
    double intervalSeconds = kNaN; ///< power-only log: seconds between samples (required there)
    double startUnix = kNaN;       ///< power-only log: Unix time of the first sample
    bool computeSha256 = false;    ///< hash the bytes while reading (for provenance / de-duplication)
};

/// One power reading. `gpu` is a dense id (0, 1, …) announced by TelemetrySink::gpuFound first.
struct TelemetrySample {
    int gpu = 0;
    double unixSeconds = kNaN;
    double watts = kNaN;       ///< NaN: the log marked the value missing (`[N/A]`, `N/A`)
    double utilPercent = kNaN; ///< GPU utilisation when the log has it, else NaN
    qint64 line = 0;           ///< 1-based line in the file, for messages
};

class TelemetrySink {
public:
    virtual ~TelemetrySink() = default;
    /// A GPU seen for the first time; `label` is "3" (nvidia-smi, amd-smi) or "host:3" (DCGM).
    virtual void gpuFound(int gpu, const QString& label) = 0;
    virtual void sample(const TelemetrySample& s) = 0;
};

/// Outcome of one read. `fatal` non-empty means nothing useful could be read (unreadable file,
/// unknown format, missing columns); per-line problems are in `issues` and the line is skipped.
struct TelemetryReadReport {
    static constexpr int kMaxIssues = 20; ///< issues kept; `issueCount` counts all

    QString path;
    TelemetryFormat format = TelemetryFormat::Unknown;
    QString fatal;
    qint64 bytes = 0, lines = 0, samples = 0, missingValues = 0;
    QList<Issue> issues; ///< file, line, field and what was expected; at most kMaxIssues
    qint64 issueCount = 0;
    bool truncatedLastLine = false;
    qint64 truncatedLine = 0;
    QStringList notes;
    QByteArray sha256; ///< hex, when TelemetryOptions::computeSha256

    bool ok() const { return fatal.isEmpty(); }
};

/// Reads `path` once, front to back, and feeds every sample to `sink`.
TelemetryReadReport readTelemetry(const QString& path, TelemetrySink& sink, const TelemetryOptions& options = {});

} // namespace denominator
