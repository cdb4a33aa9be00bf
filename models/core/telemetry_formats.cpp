// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/telemetry_formats.h"

#include <QList>
#include <array>

namespace denominator {
namespace {

bool dcgmSamples(const QByteArray& l) { return l.contains("timestamp_unix") && l.contains("power_w"); }
bool amdSmiCsv(const QByteArray& l) { return l.contains("socket_power"); }
bool nvidiaSmiCsv(const QByteArray& l) { return l.contains("power.draw"); }

/// `--format=csv,noheader,nounits` with only power.draw: a number (or `[N/A]`) and no comma.
bool powerOnly(const QByteArray& l)
{
    if (l.contains(',')) return false;
    if (l.startsWith("[n/a]") || l == "n/a") return true;
    bool ok = false;
    l.split(' ').value(0).toDouble(&ok);
    return ok;
}

constexpr std::array kFormats{
    TelemetryFormatSpec{TelemetryFormat::DcgmSamples, "DCGM samples", true, dcgmSamples},
    TelemetryFormatSpec{TelemetryFormat::AmdSmiCsv, "amd-smi CSV", true, amdSmiCsv},
    TelemetryFormatSpec{TelemetryFormat::NvidiaSmiCsv, "nvidia-smi CSV", true, nvidiaSmiCsv},
    TelemetryFormatSpec{TelemetryFormat::NvidiaSmiPowerOnly, "nvidia-smi power-only", false, powerOnly},
};

} // namespace

std::span<const TelemetryFormatSpec> telemetryFormats() { return kFormats; }

QString toString(TelemetryFormat f)
{
    for (const TelemetryFormatSpec& s : kFormats)
        if (s.format == f) return QString::fromLatin1(s.name);
    return QStringLiteral("unknown");
}

TelemetryFormat detectTelemetryFormat(const QByteArray& firstLine)
{
    const QByteArray l = firstLine.trimmed().toLower();
    for (const TelemetryFormatSpec& s : kFormats)
        if (s.recognises(l)) return s.format;
    return TelemetryFormat::Unknown;
}

bool isTelemetryHeader(const QString& joinedHeader)
{
    const QByteArray l = joinedHeader.trimmed().toLower().toUtf8();
    for (const TelemetryFormatSpec& s : kFormats)
        if (s.headed && s.recognises(l)) return true;
    return false;
}

} // namespace denominator
