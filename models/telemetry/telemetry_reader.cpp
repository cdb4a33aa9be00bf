// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/telemetry_reader.h"

#include "core/sha256.h"
#include "telemetry/telemetry_line_parser.h"

#include <QFile>
#include <algorithm>
#include <climits>
#include <cstring>
#include <memory>

namespace denominator {
namespace {

/// Read in blocks of at most kReadBytes (reused; a larger block only costs page faults), grown up to
/// kBlockBytes for a line that does not fit; a longer line is not a telemetry log.
constexpr qsizetype kBlockBytes = qsizetype(4) << 20;
constexpr qsizetype kReadBytes = qsizetype(256) << 10;
constexpr qsizetype kMinBlockBytes = qsizetype(16) << 10;

std::string_view stripLine(std::string_view s)
{
    if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
    return s;
}

bool blank(std::string_view s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t'; });
}

/// Feeds the lines of one log to the format's parser and the parsed samples to the sink.
class LogScanner {
public:
    LogScanner(TelemetrySink& sink, const TelemetryOptions& options, TelemetryReadReport& report)
        : m_gpus(sink), m_sink(sink), m_options(options), m_report(report)
    {
    }

    /// `last`: the final line of the file, not ended by a newline (possibly cut off).
    void line(std::string_view text, qint64 lineNo, bool last)
    {
        text = stripLine(text);
        if (lineNo == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
        if (blank(text)) return;
        if (!m_parser && !begin(text, lineNo)) return;
        if (!m_headerDone) {
            m_headerDone = true;
            if (!m_parser->firstLineIsData()) return;
        }
        data(text, lineNo, last);
    }

    bool stopped() const { return !m_report.fatal.isEmpty(); }

private:
    bool begin(std::string_view first, qint64 lineNo)
    {
        const QByteArray bytes(first.data(), qsizetype(first.size()));
        m_report.format = detectTelemetryFormat(bytes);
        m_parser = telemetry::makeLineParser(m_report.format, m_gpus, m_options);
        if (!m_parser) {
            m_report.fatal = QStringLiteral("%1:%2: unrecognised telemetry log: expected an nvidia-smi CSV header "
                                            "(timestamp, index, power.draw [W], …), an amd-smi CSV header (timestamp, gpu, "
                                            "socket_power), a DCGM samples.csv header (schema_version,timestamp_unix,…,power_w) "
                                            "or one power value per line (nvidia-smi --format=csv,noheader,nounits)")
                                 .arg(m_report.path)
                                 .arg(lineNo);
            return false;
        }
        const QString problem = m_parser->start(first);
        if (!problem.isEmpty()) {
            m_report.fatal = QStringLiteral("%1:%2: %3: %4").arg(m_report.path).arg(lineNo).arg(toString(m_report.format), problem);
            m_parser.reset();
            return false;
        }
        m_headerCommas = m_parser->firstLineIsData() ? 0 : std::count(first.begin(), first.end(), ',');
        return true;
    }

    void data(std::string_view text, qint64 lineNo, bool last)
    {
        if (last && std::count(text.begin(), text.end(), ',') < m_headerCommas) return truncated(lineNo);
        m_sample.line = lineNo;
        // Every format's GPU goes through the same registry and its limit: a parser that let an
        // id past it through is refused here rather than indexing past the per-GPU tables.
        const bool parsed = m_parser->parse(text, m_sample);
        if (parsed && m_sample.gpu >= 0 && m_sample.gpu < m_gpus.count()) {
            ++m_report.samples;
            if (!std::isfinite(m_sample.watts)) ++m_report.missingValues;
            m_sink.sample(m_sample);
            return;
        }
        if (last) return truncated(lineNo);
        if (!parsed && m_parser->isHeader(text)) {
            m_report.notes << QStringLiteral("header repeated at line %1 (monitor restarted?)").arg(lineNo);
            return;
        }
        const telemetry::LineError e =
            parsed ? telemetry::LineError{QStringLiteral("gpu"),
                                          QStringLiteral("at most %1 GPUs in one log").arg(telemetry::GpuRegistry::kMaxGpus)}
                   : m_parser->error();
        ++m_report.issueCount;
        if (m_report.issues.size() < TelemetryReadReport::kMaxIssues)
            m_report.issues.append({m_report.path, int(std::min<qint64>(lineNo, INT_MAX)), -1, e.field,
                                    QStringLiteral("expected %1; line skipped").arg(e.expected)});
    }

    void truncated(qint64 lineNo)
    {
        m_report.truncatedLastLine = true;
        m_report.truncatedLine = lineNo;
        m_report.notes << QStringLiteral("last line %1 is cut off (log still being written?) and was ignored").arg(lineNo);
    }

    telemetry::GpuRegistry m_gpus;
    TelemetrySink& m_sink;
    TelemetryOptions m_options;
    TelemetryReadReport& m_report;
    std::unique_ptr<telemetry::TelemetryLineParser> m_parser;
    TelemetrySample m_sample;
    bool m_headerDone = false;
    qsizetype m_headerCommas = 0;
};

/// Splits `buf[0, filled)` into complete lines; returns the number of bytes consumed.
size_t scanLines(const char* buf, size_t filled, qint64& lineNo, LogScanner& scan)
{
    const char* p = buf;
    const char* const end = buf + filled;
    // Most logs hold no CR at all: then each line is looked through once, for its LF.
    const bool anyCr = std::memchr(buf, '\r', filled) != nullptr;
    while (!scan.stopped()) {
        // Lines end in LF, CRLF or a lone CR (old Mac tools): a CR before the next LF ends the line.
        const auto* nl = static_cast<const char*>(std::memchr(p, '\n', size_t(end - p)));
        const auto* cr = anyCr ? static_cast<const char*>(std::memchr(p, '\r', size_t((nl ? nl : end) - p))) : nullptr;
        const char* stop = cr ? cr : nl;
        if (!stop) break;
        if (stop == cr && stop + 1 == end) break; // CR at the block's end: a LF may follow in the next one
        scan.line(std::string_view(p, size_t(stop - p)), ++lineNo, false);
        p = stop + 1;
        if (stop == cr && *p == '\n') ++p; // CRLF
    }
    return size_t(p - buf);
}

} // namespace

TelemetryReadReport readTelemetry(const QString& path, TelemetrySink& sink, const TelemetryOptions& options)
{
    TelemetryReadReport report;
    report.path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        report.fatal = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return report;
    }
    Sha256 hash;
    // Never zeroed (what is used is what read() filled) and no larger than the file: zeroing and
    // touching a 4 MiB block took longer than reading a 0.6 MB log.
    size_t capacity = size_t(std::clamp<qint64>(file.size() + 1, kMinBlockBytes, kReadBytes));
    std::unique_ptr<char[]> buf(new char[capacity]);
    LogScanner scan(sink, options, report);
    size_t carry = 0;
    qint64 lineNo = 0;
    while (!scan.stopped()) {
        if (carry == capacity && capacity < size_t(kBlockBytes)) { // a long line, or the file grew while being read
            const size_t larger = std::min(capacity * 2, size_t(kBlockBytes));
            std::unique_ptr<char[]> grown(new char[larger]);
            std::memcpy(grown.get(), buf.get(), carry);
            buf = std::move(grown);
            capacity = larger;
        }
        if (carry == capacity) {
            report.fatal =
                QStringLiteral("%1:%2: line longer than %3 MiB: not a telemetry log").arg(path).arg(lineNo + 1).arg(kBlockBytes >> 20);
            break;
        }
        const qint64 got = file.read(buf.get() + carry, qint64(capacity - carry));
        if (got < 0) {
            report.fatal = QStringLiteral("%1: read error after %2 bytes: %3").arg(path).arg(report.bytes).arg(file.errorString());
            break;
        }
        if (options.computeSha256) hash.add(buf.get() + carry, got);
        report.bytes += got;
        if (got == 0) {
            if (carry > 0) scan.line(std::string_view(buf.get(), carry), ++lineNo, true);
            break;
        }
        const size_t filled = carry + size_t(got);
        const size_t used = scanLines(buf.get(), filled, lineNo, scan);
        carry = filled - used;
        std::memmove(buf.get(), buf.get() + used, carry);
    }
    report.lines = lineNo;
    if (report.ok() && report.format == TelemetryFormat::Unknown) report.fatal = QStringLiteral("%1: empty file: no telemetry").arg(path);
    if (options.computeSha256) report.sha256 = hash.hex().toLatin1();
    return report;
}

} // namespace denominator
