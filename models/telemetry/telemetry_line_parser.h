// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Internal to the telemetry reader: one parser per log format, working on raw bytes (no QString
// per field: numbers go through std::from_chars) and a registry that turns GPU keys into dense ids.

#include "telemetry/telemetry_reader.h"

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace denominator::telemetry {

/// Maps a GPU's identity (index, or host + index, or a uuid) to a dense id and announces new ones.
class GpuRegistry {
public:
    /// GPUs one log may hold (a rack of NVL72 systems has 72; a DCGM export of a cluster, hundreds).
    /// Memory per GPU is a 16 KiB histogram, so the cap bounds memory whatever a log claims.
    static constexpr int kMaxGpus = 4096;

    explicit GpuRegistry(TelemetrySink& sink) : m_sink(sink) {}

    /// nvidia-smi / amd-smi index on the only host. Every lookup returns -1 once kMaxGpus GPUs are known.
    int byIndex(long index);
    /// DCGM: host name and index; the label is "host:index".
    int byHostIndex(std::string_view host, long index);
    /// A textual identity (uuid, PCI bus id); the label is the key itself.
    int byKey(std::string_view key);
    int count() const { return m_next; }

private:
    int announce(const QString& label);
    int hostId(std::string_view host);

    TelemetrySink& m_sink;
    int m_next = 0;
    std::vector<int> m_byIndex;                   ///< index -> id + 1 (0 = unseen)
    std::unordered_map<std::string, int> m_hosts; ///< host name -> host id
    std::string m_lastHostName;
    int m_lastHost = -1;
    std::unordered_map<unsigned long long, int> m_byHostIndex;
    std::unordered_map<std::string, int> m_byKey;
};

/// Why a line was refused: the column and what it should have held.
struct LineError {
    QString field;
    QString expected;
    bool tooFewFields = false; ///< the line ends before the columns we need (a cut-off line)
};

class TelemetryLineParser {
public:
    virtual ~TelemetryLineParser() = default;
    /// Reads the header line. Returns an empty string, or why the header cannot be used.
    virtual QString start(std::string_view header) = 0;
    /// True for formats without a header: the first line is already data.
    virtual bool firstLineIsData() const { return false; }
    /// Parses one data line into `out` (gpu, time, watts, util). False: see error().
    virtual bool parse(std::string_view line, TelemetrySample& out) = 0;
    /// True when `line` is the header again (a monitor restarted and appended to the same file).
    virtual bool isHeader(std::string_view line) const { return line == m_header; }
    const LineError& error() const { return m_error; }

protected:
    bool fail(const char* field, const QString& expected, bool tooFew = false);
    std::string m_header;
    LineError m_error;
};

std::unique_ptr<TelemetryLineParser> makeLineParser(TelemetryFormat format, GpuRegistry& gpus, const TelemetryOptions& options);

} // namespace denominator::telemetry
