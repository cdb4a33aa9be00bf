// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "telemetry/telemetry_line_parser.h"

#include "core/decimal_reader.h"
#include "core/field_rules.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstring>

namespace denominator::telemetry {
namespace {

constexpr int kMaxFields = 64;
constexpr long kMaxDenseIndex = 65536;
using Fields = std::array<std::string_view, kMaxFields>;

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '"')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '"')) s.remove_suffix(1);
    return s;
}

bool isPadding(char c) { return c == ' ' || c == '\t' || c == '"'; }

/// Splits on ',' into at most `max` fields, each trimmed as trim() does; returns how many were
/// found. One pass over the bytes: the fields are a few bytes long, shorter than a memchr call
/// pays for.
int split(std::string_view line, Fields& out, int max)
{
    int n = 0;
    const char* p = line.data();
    const char* const end = p + line.size();
    while (n < max) {
        while (p < end && isPadding(*p)) ++p;
        const char* const start = p;
        while (p < end && *p != ',') ++p;
        const char* stop = p;
        while (stop > start && isPadding(stop[-1])) --stop;
        out[size_t(n++)] = std::string_view(start, size_t(stop - start));
        if (p == end) break;
        ++p; // the comma
    }
    return n;
}

std::string lowerName(std::string_view column)
{
    std::string s(trim(column));
    if (const auto bracket = s.find(" ["); bracket != std::string::npos) s.resize(bracket); // "power.draw [W]"
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

/// Column index of the first name in `names` present in `columns`, or -1.
int findColumn(const std::vector<std::string>& columns, std::initializer_list<const char*> names)
{
    for (const char* name : names)
        for (size_t i = 0; i < columns.size(); ++i)
            if (columns[i] == name) return int(i);
    return -1;
}

std::vector<std::string> headerColumns(std::string_view header)
{
    Fields f;
    const int n = split(header, f, kMaxFields);
    std::vector<std::string> cols;
    cols.reserve(size_t(std::max(n, 0)));
    for (int i = 0; i < n; ++i) cols.push_back(lowerName(f[size_t(i)]));
    return cols;
}

bool isMissing(std::string_view s) { return s.empty() || s.front() == '[' || s == "N/A" || s == "n/a" || s == "NA"; }

/// A number optionally followed by spaces and a unit ("380.42 W", "380.42", "95 %").
bool parseNumber(std::string_view s, double& v)
{
    const char* end = s.data() + s.size();
    const char* p = readDecimal(s.data(), end, v);
    if (p == nullptr) return false;
    while (p < end && *p == ' ') ++p;
    while (p < end && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))) ++p; // a unit: W, MHz (ASCII, no locale)
    if (p < end && *p == '%') ++p;
    return p == end;
}

bool parseIndex(std::string_view s, long& v)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    return r.ec == std::errc() && r.ptr == s.data() + s.size() && v >= 0;
}

/// Power cell: true with NaN for a missing marker, false for anything that is not a number.
bool parsePower(std::string_view s, double& w)
{
    if (isMissing(s)) {
        w = kNaN;
        return true;
    }
    // The same ceiling as imported power (core/field_rules.h): 100 kW per GPU.
    return parseNumber(s, w) && std::isfinite(w) && w >= 0 && w <= rules::kWatts.max;
}

double parseUtil(int column, const Fields& f)
{
    double u = kNaN;
    if (column >= 0 && !parseNumber(f[size_t(column)], u)) u = kNaN;
    return u;
}

int digits(const char* p, int n)
{
    int v = 0;
    for (int i = 0; i < n; ++i) {
        const unsigned d = unsigned(p[i] - '0');
        if (d > 9) return -1;
        v = v * 10 + int(d);
    }
    return v;
}

long long daysFromCivil(int y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (long long)era * 146097 + doe - 719468;
}

/// nvidia-smi timestamps `2026/06/10 19:52:06.172` (also `-` and `T` separators), naive = UTC.
/// The date part rarely changes, so its day number is cached.
class TimestampParser {
public:
    bool parse(std::string_view s, double& unix)
    {
        if (s.size() < 19 || s[13] != ':' || s[16] != ':') return false;
        if (std::memcmp(s.data(), m_date, 10) != 0 && !parseDate(s)) return false;
        const int hh = digits(s.data() + 11, 2), mm = digits(s.data() + 14, 2), ss = digits(s.data() + 17, 2);
        if (hh < 0 || hh > 23 || mm < 0 || mm > 59 || ss < 0 || ss > 60) return false;
        double frac = 0;
        size_t i = 19;
        if (i < s.size() && s[i] == '.') {
            double scale = 0.1;
            for (++i; i < s.size() && unsigned(s[i] - '0') <= 9; ++i, scale *= 0.1) frac += (s[i] - '0') * scale;
        }
        if (i < s.size() && s[i] == 'Z') ++i;
        if (i != s.size()) return false;
        unix = m_dayStart + hh * 3600.0 + mm * 60.0 + ss + frac;
        return true;
    }

private:
    bool parseDate(std::string_view s)
    {
        const char sep = s[4];
        if ((sep != '/' && sep != '-') || s[7] != sep || (s[10] != ' ' && s[10] != 'T')) return false;
        const int y = digits(s.data(), 4), m = digits(s.data() + 5, 2), d = digits(s.data() + 8, 2);
        if (y < 1970 || m < 1 || m > 12 || d < 1 || d > 31) return false;
        std::memcpy(m_date, s.data(), 10);
        m_dayStart = double(daysFromCivil(y, m, d)) * 86400.0;
        return true;
    }

    char m_date[10] = {};
    double m_dayStart = 0;
};

class NvidiaSmiCsvParser : public TelemetryLineParser {
public:
    explicit NvidiaSmiCsvParser(GpuRegistry& gpus) : m_gpus(gpus) {}

    QString start(std::string_view header) override
    {
        m_header = std::string(header);
        const auto cols = headerColumns(header);
        m_time = findColumn(cols, {"timestamp"});
        m_index = findColumn(cols, {"index"});
        m_key = findColumn(cols, {"uuid", "gpu_uuid", "pci.bus_id", "gpu_bus_id"});
        m_power = findColumn(cols, {"power.draw", "power.draw.instant", "power.draw.average"});
        m_util = findColumn(cols, {"utilization.gpu"});
        if (m_power < 0) return QStringLiteral("no power.draw column in the header");
        if (m_time < 0)
            return QStringLiteral("no timestamp column: add timestamp to --query-gpu, or log power only with "
                                  "--format=csv,noheader,nounits and give the sampling interval");
        m_need = std::max({m_time, m_index, m_key, m_power, m_util}) + 1;
        m_names = cols;
        return {};
    }

    bool parse(std::string_view line, TelemetrySample& out) override
    {
        Fields f;
        const int n = split(line, f, m_need);
        if (n < m_need)
            return fail(m_names[size_t(n)].c_str(), QStringLiteral("%1 columns as in the header, found %2").arg(m_need).arg(n), true);
        if (!m_timeParser.parse(f[size_t(m_time)], out.unixSeconds))
            return fail("timestamp", QStringLiteral("a time like 2026/06/10 19:52:06.172"));
        if (!gpu(f, out.gpu)) return false;
        if (!parsePower(f[size_t(m_power)], out.watts))
            return fail(m_names[size_t(m_power)].c_str(), QStringLiteral("watts like 380.42 W, or [N/A]"));
        out.utilPercent = parseUtil(m_util, f);
        return true;
    }

private:
    bool gpu(const Fields& f, int& id)
    {
        long index = 0;
        if (m_index >= 0) {
            if (!parseIndex(f[size_t(m_index)], index) || index >= kMaxDenseIndex)
                return fail("index", QStringLiteral("a GPU index 0…%1").arg(kMaxDenseIndex - 1));
            id = m_gpus.byIndex(index);
        } else {
            id = m_key >= 0 ? m_gpus.byKey(f[size_t(m_key)]) : m_gpus.byIndex(0);
        }
        if (id < 0) return fail("index", QStringLiteral("at most %1 GPUs in one log").arg(GpuRegistry::kMaxGpus));
        return true;
    }

    GpuRegistry& m_gpus;
    TimestampParser m_timeParser;
    std::vector<std::string> m_names;
    int m_time = -1, m_index = -1, m_key = -1, m_power = -1, m_util = -1, m_need = 0;
};

class AmdSmiCsvParser : public TelemetryLineParser {
public:
    explicit AmdSmiCsvParser(GpuRegistry& gpus) : m_gpus(gpus) {}

    QString start(std::string_view header) override
    {
        m_header = std::string(header);
        m_names = headerColumns(header);
        m_time = findColumn(m_names, {"timestamp"});
        m_gpu = findColumn(m_names, {"gpu"});
        m_power = findColumn(m_names, {"socket_power", "current_socket_power", "average_socket_power", "power"});
        m_util = findColumn(m_names, {"gfx_activity", "gfx_usage"});
        if (m_time < 0 || m_gpu < 0 || m_power < 0)
            return QStringLiteral("amd-smi CSV needs the columns timestamp (epoch seconds), gpu and socket_power");
        m_need = std::max({m_time, m_gpu, m_power, m_util}) + 1;
        return {};
    }

    bool parse(std::string_view line, TelemetrySample& out) override
    {
        Fields f;
        const int n = split(line, f, m_need);
        if (n < m_need)
            return fail(m_names[size_t(n)].c_str(), QStringLiteral("%1 columns as in the header, found %2").arg(m_need).arg(n), true);
        double t = 0;
        if (!parseNumber(f[size_t(m_time)], t) || !(t > 0)) return fail("timestamp", QStringLiteral("epoch seconds"));
        out.unixSeconds = t > 1e11 ? t / 1000.0 : t; // some amd-smi builds write milliseconds
        long index = 0;
        if (!parseIndex(f[size_t(m_gpu)], index) || index >= kMaxDenseIndex)
            return fail("gpu", QStringLiteral("a GPU index 0…%1").arg(kMaxDenseIndex - 1));
        out.gpu = m_gpus.byIndex(index);
        if (out.gpu < 0) return fail("gpu", QStringLiteral("at most %1 GPUs in one log").arg(GpuRegistry::kMaxGpus));
        if (!parsePower(f[size_t(m_power)], out.watts)) return fail(m_names[size_t(m_power)].c_str(), QStringLiteral("watts, or N/A"));
        out.utilPercent = parseUtil(m_util, f);
        return true;
    }

private:
    GpuRegistry& m_gpus;
    std::vector<std::string> m_names;
    int m_time = -1, m_gpu = -1, m_power = -1, m_util = -1, m_need = 0;
};

class DcgmSamplesParser : public TelemetryLineParser {
public:
    explicit DcgmSamplesParser(GpuRegistry& gpus) : m_gpus(gpus) {}

    QString start(std::string_view header) override
    {
        m_header = std::string(header);
        m_names = headerColumns(header);
        m_time = findColumn(m_names, {"timestamp_unix"});
        m_host = findColumn(m_names, {"hostname"});
        m_index = findColumn(m_names, {"gpu_index"});
        m_uuid = findColumn(m_names, {"gpu_uuid"});
        m_power = findColumn(m_names, {"power_w"});
        if (m_time < 0 || m_power < 0 || (m_index < 0 && m_uuid < 0))
            return QStringLiteral("DCGM samples need the columns timestamp_unix, gpu_index (or gpu_uuid) and power_w");
        m_need = std::max({m_time, m_host, m_index, m_uuid, m_power}) + 1;
        return {};
    }

    bool parse(std::string_view line, TelemetrySample& out) override
    {
        Fields f;
        const int n = split(line, f, m_need);
        if (n < m_need)
            return fail(m_names[size_t(n)].c_str(), QStringLiteral("%1 columns as in the header, found %2").arg(m_need).arg(n), true);
        if (!parseNumber(f[size_t(m_time)], out.unixSeconds) || !(out.unixSeconds > 0))
            return fail("timestamp_unix", QStringLiteral("epoch seconds"));
        if (m_index >= 0) {
            long index = 0;
            if (!parseIndex(f[size_t(m_index)], index) || index >= kMaxDenseIndex)
                return fail("gpu_index", QStringLiteral("a GPU index 0…%1").arg(kMaxDenseIndex - 1));
            out.gpu = m_gpus.byHostIndex(m_host >= 0 ? f[size_t(m_host)] : std::string_view(), index);
        } else {
            out.gpu = m_gpus.byKey(f[size_t(m_uuid)]);
        }
        if (out.gpu < 0) return fail("gpu_index", QStringLiteral("at most %1 GPUs in one log").arg(GpuRegistry::kMaxGpus));
        if (!parsePower(f[size_t(m_power)], out.watts)) return fail("power_w", QStringLiteral("watts, or empty when missing"));
        return true;
    }

private:
    GpuRegistry& m_gpus;
    std::vector<std::string> m_names;
    int m_time = -1, m_host = -1, m_index = -1, m_uuid = -1, m_power = -1, m_need = 0;
};

/// `nvidia-smi --query-gpu=power.draw --format=csv,noheader,nounits -l S`: one value per line.
class PowerOnlyParser : public TelemetryLineParser {
public:
    PowerOnlyParser(GpuRegistry& gpus, const TelemetryOptions& o) : m_gpus(gpus), m_options(o) {}

    bool firstLineIsData() const override { return true; }
    bool isHeader(std::string_view) const override { return false; }

    QString start(std::string_view) override
    {
        if (!(m_options.intervalSeconds > 0))
            return QStringLiteral("a power-only nvidia-smi log (--format=csv,noheader,nounits) has no timestamps: "
                                  "give the sampling interval in seconds (--interval S)");
        if (!std::isfinite(m_options.startUnix))
            return QStringLiteral("a power-only log has no timestamps: the time of its first sample is needed");
        m_gpu = m_gpus.byIndex(0);
        return {};
    }

    bool parse(std::string_view line, TelemetrySample& out) override
    {
        const std::string_view v = trim(line);
        if (v.find(',') != std::string_view::npos) return fail("power.draw", QStringLiteral("one power value per line"));
        if (!parsePower(v, out.watts)) return fail("power.draw", QStringLiteral("watts like 380.42, or [N/A]"));
        out.gpu = m_gpu;
        out.unixSeconds = m_options.startUnix + double(m_count++) * m_options.intervalSeconds;
        return true;
    }

private:
    GpuRegistry& m_gpus;
    TelemetryOptions m_options;
    int m_gpu = 0;
    qint64 m_count = 0;
};

} // namespace

int GpuRegistry::announce(const QString& label)
{
    if (m_next >= kMaxGpus) return -1;
    m_sink.gpuFound(m_next, label);
    return m_next++;
}

int GpuRegistry::byIndex(long index)
{
    if (size_t(index) >= m_byIndex.size()) m_byIndex.resize(size_t(index) + 1, 0);
    int& slot = m_byIndex[size_t(index)];
    if (slot == 0) {
        const int id = announce(QString::number(index));
        if (id < 0) return -1;
        slot = id + 1;
    }
    return slot - 1;
}

int GpuRegistry::hostId(std::string_view host)
{
    if (m_lastHost >= 0 && m_lastHostName == host) return m_lastHost;
    const auto [it, inserted] = m_hosts.try_emplace(std::string(host), int(m_hosts.size()));
    m_lastHostName = it->first;
    return m_lastHost = it->second;
}

int GpuRegistry::byHostIndex(std::string_view host, long index)
{
    const int h = hostId(host);
    const unsigned long long key = (static_cast<unsigned long long>(h) << 32) | static_cast<unsigned long long>(index);
    const auto it = m_byHostIndex.find(key);
    if (it != m_byHostIndex.end()) return it->second;
    const QString label = QString::fromUtf8(host.data(), qsizetype(host.size())) + QLatin1Char(':') + QString::number(index);
    const int id = announce(label);
    if (id >= 0) m_byHostIndex.emplace(key, id);
    return id;
}

int GpuRegistry::byKey(std::string_view key)
{
    const auto it = m_byKey.find(std::string(key));
    if (it != m_byKey.end()) return it->second;
    const int id = announce(QString::fromUtf8(key.data(), qsizetype(key.size())));
    if (id >= 0) m_byKey.emplace(std::string(key), id);
    return id;
}

bool TelemetryLineParser::fail(const char* field, const QString& expected, bool tooFew)
{
    m_error = {QString::fromUtf8(field), expected, tooFew};
    return false;
}

std::unique_ptr<TelemetryLineParser> makeLineParser(TelemetryFormat format, GpuRegistry& gpus, const TelemetryOptions& options)
{
    switch (format) {
    case TelemetryFormat::NvidiaSmiCsv: return std::make_unique<NvidiaSmiCsvParser>(gpus);
    case TelemetryFormat::NvidiaSmiPowerOnly: return std::make_unique<PowerOnlyParser>(gpus, options);
    case TelemetryFormat::AmdSmiCsv: return std::make_unique<AmdSmiCsvParser>(gpus);
    case TelemetryFormat::DcgmSamples: return std::make_unique<DcgmSamplesParser>(gpus);
    case TelemetryFormat::Unknown: break;
    }
    return nullptr;
}

} // namespace denominator::telemetry
