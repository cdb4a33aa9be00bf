// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The power-log formats Denominator reads, as one table: each format's name and how its first line
// is recognised. The telemetry reader detects and names formats from it, and the importers refuse
// a power log handed to `import` by the same rows. Adding a format: a row here, its enum value, and
// its parser in telemetry/telemetry_line_parser.cpp (makeLineParser's switch).

#include <QByteArray>
#include <QString>
#include <span>

namespace denominator {

enum class TelemetryFormat { Unknown, NvidiaSmiCsv, NvidiaSmiPowerOnly, AmdSmiCsv, DcgmSamples };

struct TelemetryFormatSpec {
    TelemetryFormat format;
    const char* name; ///< as messages and reports write it: "nvidia-smi CSV"
    bool headed;      ///< a CSV with a header line; power-only logs start with data
    /// Whether a log whose first line, trimmed and lower-cased, is `line` has this format.
    bool (*recognises)(const QByteArray& line);
};

/// In detection order: the first row that recognises a line wins.
std::span<const TelemetryFormatSpec> telemetryFormats();

/// "nvidia-smi CSV", "nvidia-smi power-only", "amd-smi CSV", "DCGM samples", "unknown".
QString toString(TelemetryFormat f);

/// Detects the format from the first non-empty line of a log.
TelemetryFormat detectTelemetryFormat(const QByteArray& firstLine);

/// Whether a CSV header (cells joined by commas) is that of a power log with a header.
bool isTelemetryHeader(const QString& joinedHeader);

} // namespace denominator
