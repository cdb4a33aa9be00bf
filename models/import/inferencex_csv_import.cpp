#include "import/inferencex_csv_import.h"

#include "import/inferencex_json_import.h"
#include "import/names.h"

#include <QHash>
#include <cmath>

namespace denominator {
namespace {

/// Column lookup by normalised header name, with typed getters that report FILE:LINE errors.
class CsvRow {
public:
    CsvRow(const QHash<QString, int>& cols, const CsvRecord& rec, const QString& file, QList<ImportIssue>& errors)
        : m_cols(cols), m_rec(rec), m_file(file), m_errors(errors) {}

    bool hasColumn(const QString& c) const { return m_cols.contains(c); }
    QString text(const QString& c) const
    {
        const int i = m_cols.value(c, -1);
        return (i >= 0 && i < m_rec.fields.size()) ? m_rec.fields.at(i).trimmed() : QString();
    }
    double number(const QString& c, bool required, bool mustBePositive)
    {
        const QString t = text(c);
        if (t.isEmpty()) {
            if (required) fail(c, QStringLiteral("empty; expected a number"));
            return kNaN;
        }
        bool ok = false;
        const double d = t.toDouble(&ok);
        if (!ok || !std::isfinite(d)) {
            fail(c, QStringLiteral("expected a finite number, found \"%1\"").arg(t.left(40)));
            return kNaN;
        }
        if (mustBePositive && d <= 0) fail(c, QStringLiteral("expected a number > 0, found %1").arg(t));
        return d;
    }
    int integer(const QString& c, bool required)
    {
        const double d = number(c, required, false);
        if (!isKnown(d)) return 0;
        if (d != std::floor(d)) fail(c, QStringLiteral("expected an integer, found %1").arg(text(c)));
        return int(d);
    }
    bool boolean(const QString& c)
    {
        const QString t = text(c).toLower();
        if (t == QLatin1String("true") || t == QLatin1String("1")) return true;
        if (t.isEmpty() || t == QLatin1String("false") || t == QLatin1String("0")) return false;
        fail(c, QStringLiteral("expected true or false, found \"%1\"").arg(t));
        return false;
    }
    void fail(const QString& c, const QString& msg) { m_errors.append({m_file, m_rec.line, -1, c, msg}); }

private:
    const QHash<QString, int>& m_cols;
    const CsvRecord& m_rec;
    const QString& m_file;
    QList<ImportIssue>& m_errors;
};

/// "Median TPOT (ms)" -> "median tpot"; "Throughput/Chip (tok/s)" -> "throughput/gpu".
QString normaliseHeader(QString h)
{
    h = h.trimmed().toLower();
    if (const auto paren = h.indexOf(QLatin1Char('(')); paren > 0) h = h.left(paren).trimmed();
    h.replace(QLatin1String("chip"), QLatin1String("gpu"));
    return h;
}

QHash<QString, int> columnIndex(const QStringList& header)
{
    QHash<QString, int> cols;
    for (int i = 0; i < header.size(); ++i) cols.insert(normaliseHeader(header.at(i)), i);
    return cols;
}

bool checkRowWidth(const CsvRecord& rec, int width, const SourceFile& src, ParsedFile& out)
{
    if (rec.fields.size() == width) return true;
    out.errors.append({src.path, rec.line, -1, {},
                       QStringLiteral("expected %1 fields as in the header, found %2").arg(width).arg(rec.fields.size())});
    return false;
}

} // namespace

bool isDashboardCsvHeader(const QStringList& header)
{
    const auto cols = columnIndex(header);
    return cols.contains(QStringLiteral("throughput/gpu")) && cols.contains(QStringLiteral("concurrency"));
}

bool isApiCsvHeader(const QStringList& header)
{
    const auto cols = columnIndex(header);
    return cols.contains(QStringLiteral("hardware")) && cols.contains(QStringLiteral("conc"))
           && cols.contains(QStringLiteral("avg_power_w"));
}

void parseDashboardCsv(const SourceFile& src, const CsvParseResult& csv, ParsedFile& out)
{
    out.format = QStringLiteral("inferencex-dashboard-csv");
    const CsvRecord& header = csv.records.first();
    const auto cols = columnIndex(header.fields);
    const bool newHeader = header.fields.join(QLatin1Char(',')).contains(QLatin1String("(s)"));
    int secondsChecked = 0;
    for (int r = 1; r < csv.records.size(); ++r) {
        const CsvRecord& rec = csv.records.at(r);
        if (!checkRowWidth(rec, int(header.fields.size()), src, out)) continue;
        CsvRow row(cols, rec, src.path, out.errors);
        BenchmarkPoint p;
        p.modelRaw = row.text(QStringLiteral("model"));
        p.model = names::model(p.modelRaw, p.modelRaw);
        p.isl = row.integer(QStringLiteral("isl"), true);
        p.osl = row.integer(QStringLiteral("osl"), true);
        p.hardwareRaw = row.text(QStringLiteral("hardware"));
        if (p.hardwareRaw.isEmpty()) p.hardwareRaw = row.text(QStringLiteral("gpu"));
        if (p.hardwareRaw.isEmpty()) row.fail(QStringLiteral("Hardware"), QStringLiteral("empty; expected a hardware name"));
        p.hardware = names::hardware(p.hardwareRaw);
        p.frameworkRaw = row.text(QStringLiteral("framework"));
        p.framework = names::framework(p.frameworkRaw);
        p.precision = names::precision(row.text(QStringLiteral("precision")));
        p.tp = row.integer(QStringLiteral("tp"), false);
        p.ep = row.integer(QStringLiteral("ep"), false);
        p.conc = row.integer(QStringLiteral("concurrency"), true);
        p.disagg = row.boolean(QStringLiteral("disaggregated"));
        p.multinode = row.boolean(QStringLiteral("is multinode"));
        p.dpAttention = row.boolean(QStringLiteral("dp attention"));
        p.specDecoding = row.text(QStringLiteral("spec decoding"));
        if (p.specDecoding.isEmpty()) p.specDecoding = QStringLiteral("none");
        if (p.disagg) {
            p.prefillGpus = row.integer(QStringLiteral("num prefill gpus"), true);
            p.decodeGpus = row.integer(QStringLiteral("num decode gpus"), true);
            p.gpus = p.prefillGpus + p.decodeGpus;
        } else {
            p.gpus = p.tp;
        }
        p.tputPerGpu = row.number(QStringLiteral("throughput/gpu"), true, true);
        p.outputTputPerGpu = row.number(QStringLiteral("output throughput/gpu"), false, true);
        p.inputTputPerGpu = row.number(QStringLiteral("input throughput/gpu"), false, true);
        p.medianIntvty = row.number(QStringLiteral("median interactivity"), true, true);
        p.meanIntvty = row.number(QStringLiteral("mean interactivity"), false, true);
        p.p99Intvty = row.number(QStringLiteral("p99 interactivity"), false, true);
        // Latency columns: "(ms)" in exports up to mid-2026 hold seconds. Decide from the data:
        // interactivity = 1 / TPOT[s].
        const double tpot = row.number(QStringLiteral("median tpot"), false, true);
        double scale = 1.0;
        if (isKnown(tpot) && isKnown(p.medianIntvty)) {
            if (std::fabs(1000.0 / tpot - p.medianIntvty) < std::fabs(1.0 / tpot - p.medianIntvty)) scale = 1e-3;
            else ++secondsChecked;
        }
        p.medianTpot = tpot * scale;
        p.medianTtft = row.number(QStringLiteral("median ttft"), false, false) * scale;
        p.medianE2el = row.number(QStringLiteral("median e2e latency"), false, false) * scale;
        p.p99E2el = row.number(QStringLiteral("p99 e2e latency"), false, false) * scale;
        const QString url = row.text(QStringLiteral("run url"));
        p.provenance = {src.fileName, src.sha256, out.format, r - 1, runIdFrom(url), url, row.text(QStringLiteral("date"))};
        out.points << p;
    }
    if (!newHeader && secondsChecked > 0)
        out.notes << QStringLiteral("latency columns labelled (ms) hold seconds (checked against interactivity)");
}

void parseApiCsv(const SourceFile& src, const CsvParseResult& csv, ParsedFile& out)
{
    out.format = QStringLiteral("inferencex-api-csv");
    const CsvRecord& header = csv.records.first();
    const auto cols = columnIndex(header.fields);
    const bool hasTput = cols.contains(QStringLiteral("tput_per_gpu"));
    for (int r = 1; r < csv.records.size(); ++r) {
        const CsvRecord& rec = csv.records.at(r);
        if (!checkRowWidth(rec, int(header.fields.size()), src, out)) continue;
        CsvRow row(cols, rec, src.path, out.errors);
        BenchmarkPoint p;
        p.modelRaw = row.text(QStringLiteral("model"));
        p.model = names::model(p.modelRaw, p.modelRaw);
        p.hardwareRaw = row.text(QStringLiteral("hardware"));
        p.hardware = names::hardware(p.hardwareRaw);
        p.frameworkRaw = row.text(QStringLiteral("framework"));
        p.framework = names::framework(p.frameworkRaw);
        p.precision = names::precision(row.text(QStringLiteral("precision")));
        p.specDecoding = row.text(QStringLiteral("spec_method"));
        if (p.specDecoding.isEmpty()) p.specDecoding = QStringLiteral("none");
        const QString type = row.text(QStringLiteral("benchmark_type"));
        if (!type.isEmpty()) p.benchmarkType = type;
        p.isl = row.integer(QStringLiteral("isl"), true);
        p.osl = row.integer(QStringLiteral("osl"), true);
        p.conc = row.integer(QStringLiteral("conc"), true);
        p.image = row.text(QStringLiteral("image"));
        p.disagg = row.boolean(QStringLiteral("disagg"));
        p.multinode = row.boolean(QStringLiteral("is_multinode"));
        p.tp = row.integer(QStringLiteral("decode_tp"), false);
        p.ep = row.integer(QStringLiteral("decode_ep"), false);
        p.dpAttention = row.boolean(QStringLiteral("decode_dp_attention"));
        if (p.disagg) {
            p.prefillGpus = row.integer(QStringLiteral("num_prefill_gpu"), true);
            p.decodeGpus = row.integer(QStringLiteral("num_decode_gpu"), true);
            p.gpus = p.prefillGpus + p.decodeGpus;
        } else {
            p.gpus = p.tp; // num_*_gpu may hold a legacy TP x EP alias here
        }
        const double watts = row.number(QStringLiteral("avg_power_w"), !hasTput, true);
        const double jTotal = row.number(QStringLiteral("joules_per_total_token"), !hasTput, true);
        const double jOut = row.number(QStringLiteral("joules_per_output_token"), false, true);
        if (hasTput) {
            p.tputPerGpu = row.number(QStringLiteral("tput_per_gpu"), true, true);
            p.outputTputPerGpu = row.number(QStringLiteral("output_tput_per_gpu"), false, true);
            p.medianIntvty = row.number(QStringLiteral("median_intvty"), false, true);
        } else if (isKnown(watts) && isKnown(jTotal)) {
            p.tputPerGpu = watts / jTotal;
            if (isKnown(jOut)) p.outputTputPerGpu = watts / jOut;
            p.derivationNote = QStringLiteral("throughput derived as avg_power_w / joules_per_total_token (export has no throughput column)");
        }
        if (isKnown(watts)) {
            PowerValue pv;
            pv.watts = watts;
            pv.valid = row.text(QStringLiteral("power_valid")) != QLatin1String("0");
            pv.sourceText = QStringLiteral("avg_power_w from %1 line %2, power schema v%3")
                                .arg(src.fileName).arg(rec.line).arg(row.text(QStringLiteral("power_metric_schema_version")));
            p.measuredPower = pv;
        }
        const QString url = row.text(QStringLiteral("run_url"));
        p.provenance = {src.fileName, src.sha256, out.format, r - 1, runIdFrom(url), url, row.text(QStringLiteral("date"))};
        out.points << p;
    }
    if (!hasTput && !out.points.isEmpty())
        out.notes << QStringLiteral("no interactivity in this export: points are listed but cannot be placed on a frontier");
}

} // namespace denominator
