// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// An MLPerf Inference run folder as submitters publish it: …/SUBMITTER/results/SYSTEM/MODEL/
// SCENARIO/performance/run_N with mlperf_log_summary.txt (the input: recognised by its banner),
// mlperf_log_detail.txt (loadgen's MLLOG records: the result, its validity, the latency limits and
// the power window) and, on a power run, spl.txt (the analyzer's samples, one a second). The mean
// of spl.txt's Watts strictly between power_begin and power_end, as MLCommons' submission checker
// takes it (lines other than Time lines, and samples of 0 W or less, left out), is the result's
// Power_Result: the whole system's AC power at the wall. The system and model are named by the folders; the accelerators
// come from SUBMITTER/systems/SYSTEM.json, the weights' precision from measurements/ when present.

#include "import/importer.h"

#include "core/field_rules.h"
#include "core/json_document.h"
#include "core/number_format.h"
#include "core/workload.h"
#include "import/mlperf_fields.h"
#include "import/names.h"

#include <QDate>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

namespace denominator {
namespace {

/// The folders that name what a run is, read from its path.
struct RunFolder {
    QString run, scenario, model, system, submitterDir;
};

std::optional<RunFolder> runFolderOf(const QString& summaryPath)
{
    const QStringList parts = QDir::cleanPath(QFileInfo(summaryPath).absolutePath()).split(QLatin1Char('/'));
    const qsizetype n = parts.size();
    static const QRegularExpression runName(QStringLiteral("^run_\\d+$"));
    if (n < 8 || !runName.match(parts[n - 1]).hasMatch() || parts[n - 2] != QLatin1String("performance") ||
        parts[n - 6] != QLatin1String("results"))
        return std::nullopt;
    return RunFolder{parts[n - 1], parts[n - 3], parts[n - 4], parts[n - 5], parts.mid(0, n - 6).join(QLatin1Char('/'))};
}

/// measurements/SYSTEM/MODEL/SCENARIO/SYSTEM_SCENARIO.json, under SUBMITTER/: the run's description.
QString measurementsFile(const RunFolder& f)
{
    return QStringList{QStringLiteral("measurements"), f.system, f.model, f.scenario,
                       f.system + QLatin1Char('_') + f.scenario + QStringLiteral(".json")}
        .join(QLatin1Char('/'));
}

/// An analyzer time ("07-17-2024 09:52:23.554", as in spl.txt and loadgen's power_begin) as
/// milliseconds on one scale; nothing when it is not one.
std::optional<qint64> analyzerTime(QStringView s)
{
    static const QRegularExpression form(QStringLiteral("^(\\d\\d)-(\\d\\d)-(\\d{4}) (\\d\\d):(\\d\\d):(\\d\\d)\\.(\\d{3})$"));
    const auto m = form.match(s.toString());
    if (!m.hasMatch()) return std::nullopt;
    const QDate d(m.capturedView(3).toInt(), m.capturedView(1).toInt(), m.capturedView(2).toInt());
    const QTime t(m.capturedView(4).toInt(), m.capturedView(5).toInt(), m.capturedView(6).toInt(), m.capturedView(7).toInt());
    if (!d.isValid() || !t.isValid()) return std::nullopt;
    return d.toJulianDay() * 86'400'000 + t.msecsSinceStartOfDay();
}

Expected<nlohmann::json> readJsonFile(const QString& path, const ImportContext& ctx)
{
    auto bytes = ctx.readBeside(path);
    if (!bytes) return bytes.error();
    return parseJsonDocument(bytes.value(), path);
}

/// The last line of `text` that holds more than spaces, with its number (0 for none).
std::pair<QByteArray, int> lastLine(const QByteArray& text)
{
    std::pair<QByteArray, int> last{{}, 0};
    int line = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++line;
        if (!raw.trimmed().isEmpty()) last = {raw.trimmed(), line};
    }
    return last;
}

/// "Key : value" lines of mlperf_log_summary.txt, with their line numbers.
struct SummaryLine {
    QString value;
    int line = 0;
};
std::map<QString, SummaryLine> summaryLines(const QByteArray& text)
{
    std::map<QString, SummaryLine> out;
    int line = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++line;
        const qsizetype colon = raw.indexOf(':');
        if (colon <= 0) continue;
        const QString key = QString::fromUtf8(raw.left(colon)).trimmed();
        if (!out.contains(key)) out[key] = {QString::fromUtf8(raw.mid(colon + 1)).trimmed(), line};
    }
    return out;
}

/// loadgen's MLLOG records of mlperf_log_detail.txt, by key (the first of each), with their lines.
struct Record {
    nlohmann::json value;
    int line = 0;
};
using Records = std::map<std::string, Record>;

class MlperfRunLogs : public TextLogImporter {
public:
    QString format() const override { return QStringLiteral("mlperf-run"); }
    QString describe() const override
    {
        return QStringLiteral("an MLPerf Inference run's mlperf_log_summary.txt, read with mlperf_log_detail.txt and spl.txt "
                              "beside it");
    }
    QString defaultSource() const override { return QStringLiteral("MLPerf Inference"); }
    /// Under SUBMITTER/: the run's logs, the system description and, when present, spl.txt and the
    /// measurements description.
    std::optional<FilesBeside> filesBeside(const QString& summaryPath) const override
    {
        const auto folder = runFolderOf(summaryPath);
        if (!folder) return std::nullopt;
        const QString run = QStringList{QStringLiteral("results"),     folder->system, folder->model, folder->scenario,
                                        QStringLiteral("performance"), folder->run}
                                .join(QLatin1Char('/'));
        FilesBeside f{folder->submitterDir,
                      {run + QLatin1Char('/') + QFileInfo(summaryPath).fileName(), run + QStringLiteral("/mlperf_log_detail.txt"),
                       QStringLiteral("systems/%1.json").arg(folder->system)}};
        const QString optional[] = {run + QStringLiteral("/spl.txt"), measurementsFile(*folder)};
        for (const QString& file : optional)
            if (QFileInfo::exists(folder->submitterDir + QLatin1Char('/') + file)) f.files << file;
        return f;
    }
    /// The summary logs of the run folders under `dir`, laid out as published
    /// (…/results/SYSTEM/MODEL/SCENARIO/performance/run_N/).
    QStringList inputsUnder(const QString& dir) const override
    {
        QStringList out;
        QDirIterator it(dir, {QStringLiteral("mlperf_log_summary.txt")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString summary = it.next();
            if (runFolderOf(summary)) out << summary;
        }
        out.sort();
        return out;
    }
    bool recognises(QByteArrayView head) const override
    {
        return head.trimmed().startsWith("====") && QByteArrayView(head).indexOf("MLPerf Results Summary") >= 0;
    }

    void importText(const QByteArray& text, ImportContext& ctx) const override { Reader(text, ctx, *this).read(); }

private:
    class Reader {
    public:
        Reader(const QByteArray& text, ImportContext& ctx, const Importer& importer) : m_text(text), m_ctx(ctx), m_importer(importer) {}

        void read()
        {
            const QString path = m_ctx.source.path();
            if (!m_ctx.source.onDisk()) {
                m_ctx.fail(1, -1, {},
                           QStringLiteral("an MLPerf summary log is read with the other files of its run folder: import the "
                                          "folder …/results/SYSTEM/MODEL/SCENARIO/performance/run_N (or its "
                                          "mlperf_log_summary.txt) from disk"));
                return;
            }
            const auto folder = runFolderOf(path);
            if (!folder) {
                m_ctx.fail(1, -1, {},
                           QStringLiteral("expected the folder layout MLCommons publishes, …/results/SYSTEM/MODEL/SCENARIO/"
                                          "performance/run_N/mlperf_log_summary.txt: the folders name the system and the model"));
                return;
            }
            m_folder = *folder;
            m_dir = QFileInfo(path).absolutePath();
            BenchmarkPoint p;
            if (!readSummary() || !readDetail() || !readSystem(p)) return;
            const auto watts = readSpl();
            if (m_ctx.sink.errors.size() > 0) return;
            addPoint(std::move(p), watts);
        }

    private:
        void failIn(const QString& file, int line, const QString& field, const QString& message) const
        {
            m_ctx.sink.addIssue(Issue{file, line, -1, field, message});
        }
        QString sibling(const QString& name) const { return QDir(m_dir).filePath(name); }

        bool readSummary()
        {
            // loadgen closes every summary with its error count: a file without that line was cut short.
            static const QRegularExpression closing(QStringLiteral("^(No errors|\\d+ ERRORS?) encountered"));
            const auto [last, lastNumber] = lastLine(m_text);
            if (!closing.match(QString::fromUtf8(last)).hasMatch()) {
                m_ctx.fail(lastNumber > 0 ? lastNumber : -1, -1, {},
                           QStringLiteral("the summary ends before loadgen's closing line (\"No errors encountered during test.\" "
                                          "or \"N ERRORS encountered. See detailed log.\"): the file is cut short"));
                return false;
            }
            const auto lines = summaryLines(m_text);
            const auto value = [&](const char* key) {
                const auto it = lines.find(QString::fromLatin1(key));
                return it == lines.end() ? SummaryLine{} : it->second;
            };
            const SummaryLine scenario = value("Scenario"), mode = value("Mode"), result = value("Result is");
            // loadgen runs MLPerf's Interactive scenario (v5.0 on) as a Server run with tighter limits.
            const bool interactive = m_folder.scenario.compare(QLatin1String("interactive"), Qt::CaseInsensitive) == 0 &&
                                     scenario.value == QLatin1String("Server");
            if (scenario.value.compare(m_folder.scenario, Qt::CaseInsensitive) != 0 && !interactive) {
                m_ctx.fail(
                    scenario.line > 0 ? scenario.line : -1, -1, QStringLiteral("Scenario"),
                    QStringLiteral("expected the scenario its folder names (%1), found \"%2\"").arg(m_folder.scenario, scenario.value));
                return false;
            }
            if (mode.value != QLatin1String("PerformanceOnly")) {
                m_ctx.fail(mode.line > 0 ? mode.line : -1, -1, QStringLiteral("Mode"),
                           QStringLiteral("expected PerformanceOnly (a timed run), found \"%1\"").arg(mode.value));
                return false;
            }
            if (result.value != QLatin1String("VALID")) {
                m_ctx.fail(result.line > 0 ? result.line : -1, -1, QStringLiteral("Result is"),
                           QStringLiteral("expected VALID (MLPerf publishes valid runs only), found \"%1\"").arg(result.value));
                return false;
            }
            m_scenario = scenario.value;
            SummaryLine tokens = value("Tokens per second");
            if (tokens.line == 0) tokens = value("Completed tokens per second");
            bool ok = false;
            m_summaryTokens = tokens.value.toDouble(&ok);
            if (tokens.line == 0 || !ok || !checkRule(m_summaryTokens, rules::kDeploymentThroughput)) {
                m_ctx.fail(tokens.line > 0 ? tokens.line : -1, -1, QStringLiteral("Tokens per second"),
                           tokens.line == 0 ? QStringLiteral("expected a throughput in tokens per second (an LLM result); this "
                                                             "run reports none")
                                            : QStringLiteral("expected tokens/s, found \"%1\"").arg(tokens.value));
                return false;
            }
            return true;
        }

        bool readDetail()
        {
            m_detailPath = sibling(QStringLiteral("mlperf_log_detail.txt"));
            const auto bytes = m_ctx.readBeside(m_detailPath);
            if (!bytes) {
                failIn(m_detailPath, -1, {},
                       bytes.error().message + QStringLiteral(" (a run folder holds loadgen's mlperf_log_detail.txt beside its summary)"));
                return false;
            }
            m_detailSha256 = m_ctx.sink.filesRead.constLast().sha256;
            int line = 0;
            for (const QByteArray& raw : bytes.value().split('\n')) {
                ++line;
                constexpr QByteArrayView kPrefix(":::MLLOG ");
                if (!raw.startsWith(kPrefix)) continue;
                const auto j = nlohmann::json::parse(raw.begin() + kPrefix.size(), raw.end(), nullptr, false);
                if (j.is_discarded() || !j.is_object() || !j.contains("key") || !j["key"].is_string() || !j.contains("value")) {
                    failIn(m_detailPath, line, QStringLiteral("key"),
                           QStringLiteral("expected an MLLOG record, a JSON object with a string \"key\" and a \"value\"; found %1")
                               .arg(j.is_discarded() ? QStringLiteral("text that is not JSON") : QStringLiteral("JSON without them")));
                    return false;
                }
                // Only numbers and texts are read: a nested value is kept as null, never copied.
                const nlohmann::json& value = j["value"];
                m_records.try_emplace(j["key"].get<std::string>(), Record{value.is_primitive() ? value : nlohmann::json(), line});
            }
            const auto text = [&](const char* key) -> std::optional<QString> {
                const auto it = m_records.find(key);
                if (it == m_records.end() || !it->second.value.is_string()) return std::nullopt;
                return QString::fromStdString(it->second.value.get<std::string>());
            };
            const auto lineOf = [&](const char* key) {
                const auto it = m_records.find(key);
                return it == m_records.end() ? -1 : it->second.line;
            };
            if (text("effective_scenario").value_or(QString()).compare(m_scenario, Qt::CaseInsensitive) != 0) {
                failIn(m_detailPath, lineOf("effective_scenario"), QStringLiteral("effective_scenario"),
                       QStringLiteral("expected the summary's scenario, %1, found %2")
                           .arg(m_scenario, text("effective_scenario").value_or(QStringLiteral("none"))));
                return false;
            }
            if (text("result_validity") != QStringLiteral("VALID")) {
                failIn(m_detailPath, lineOf("result_validity"), QStringLiteral("result_validity"),
                       QStringLiteral("expected VALID, as the summary says, found %1")
                           .arg(text("result_validity").value_or(QStringLiteral("none"))));
                return false;
            }
            const char* tokensKey =
                m_records.contains("result_tokens_per_second") ? "result_tokens_per_second" : "result_completed_tokens_per_second";
            const auto tokens = number(tokensKey, rules::kDeploymentThroughput);
            if (!tokens) return false;
            // The summary prints more digits than the record (23113.14 and 23113.1); MLCommons
            // publishes the record's figure, so that is the one kept.
            if (std::fabs(*tokens - m_summaryTokens) > 1e-4 * m_summaryTokens) {
                failIn(m_detailPath, m_records.at(tokensKey).line, QString::fromLatin1(tokensKey),
                       QStringLiteral("expected the summary's %1 tokens/s, found %2: the logs are of two runs")
                           .arg(formatExact(m_summaryTokens), formatExact(*tokens)));
                return false;
            }
            m_tokens = *tokens;
            return true;
        }

        std::optional<double> number(const char* key, const FieldRule& rule)
        {
            const auto it = m_records.find(key);
            if (it == m_records.end() || !it->second.value.is_number()) {
                failIn(m_detailPath, it == m_records.end() ? -1 : it->second.line, QString::fromLatin1(key),
                       QStringLiteral("expected %1 as a number").arg(QString::fromLatin1(rule.expectation)));
                return std::nullopt;
            }
            const double v = it->second.value.get<double>();
            if (const auto fits = checkRule(v, rule); !fits) {
                failIn(m_detailPath, it->second.line, QString::fromLatin1(key), fits.error().message);
                return std::nullopt;
            }
            return v;
        }

        bool readSystem(BenchmarkPoint& p)
        {
            const QString path = m_folder.submitterDir + QStringLiteral("/systems/") + m_folder.system + QStringLiteral(".json");
            auto doc = readJsonFile(path, m_ctx);
            if (!doc) {
                failIn(path, -1, {},
                       doc.error().message + QStringLiteral(" (the system description names the accelerators and their count)"));
                return false;
            }
            const nlohmann::json& sys = doc.value();
            const auto text = [&](const char* key) {
                return sys.is_object() && sys.contains(key) && sys[key].is_string() ? QString::fromStdString(sys[key].get<std::string>())
                                                                                    : QString();
            };
            const auto count = [&](const char* key, int missing) -> int {
                if (!sys.is_object() || !sys.contains(key)) return missing;
                const nlohmann::json& v = sys[key];
                bool ok = v.is_number_integer();
                double d = ok ? v.get<double>() : 0;
                if (v.is_string()) d = QString::fromStdString(v.get<std::string>()).toDouble(&ok);
                if (!ok || !checkRule(d, rules::kGpuCount)) {
                    failIn(path, -1, QString::fromLatin1(key),
                           QStringLiteral("expected %1 from 1 to 100,000, found %2")
                               .arg(QString::fromLatin1(rules::kGpuCount.expectation), QString::fromStdString(v.dump()).left(40)));
                    return 0;
                }
                return int(d);
            };
            p.hardwareRaw = text("accelerator_model_name");
            if (p.hardwareRaw.isEmpty()) {
                failIn(path, -1, QStringLiteral("accelerator_model_name"), QStringLiteral("expected the accelerator's name"));
                return false;
            }
            const int perNode = count("accelerators_per_node", 0), nodes = count("number_of_nodes", 1);
            if (perNode <= 0 || nodes <= 0) {
                if (m_ctx.sink.errors.isEmpty())
                    failIn(path, -1, QStringLiteral("accelerators_per_node"), QStringLiteral("expected the accelerators of a node"));
                return false;
            }
            const auto gpus = checkedProduct(perNode, nodes, rules::kGpuCount);
            if (!gpus) {
                failIn(path, -1, QStringLiteral("number_of_nodes"),
                       QStringLiteral("expected accelerators_per_node × number_of_nodes of at most 100,000, found %1 × %2")
                           .arg(perNode)
                           .arg(nodes));
                return false;
            }
            p.gpus = *gpus;
            p.multinode = nodes > 1;
            p.hardware = mlperfAcceleratorKey(p.hardwareRaw);
            p.frameworkRaw = text("framework");
            p.image = text("system_name");
            return true;
        }

        /// spl.txt's mean watts over the power window; nothing when the run has no spl.txt.
        std::optional<double> readSpl()
        {
            const QString path = sibling(QStringLiteral("spl.txt"));
            const bool window = m_records.contains("power_begin") || m_records.contains("power_end");
            if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
                if (window)
                    failIn(path, -1, {},
                           QStringLiteral("cannot read: no such file; expected the analyzer's spl.txt beside the run log, which "
                                          "has a power window (power_begin, power_end)"));
                return std::nullopt;
            }
            std::optional<qint64> begin, end;
            for (const char* key : {"power_begin", "power_end"}) {
                const auto it = m_records.find(key);
                const auto t = it != m_records.end() && it->second.value.is_string()
                                   ? analyzerTime(QString::fromStdString(it->second.value.get<std::string>()))
                                   : std::nullopt;
                if (!t) {
                    failIn(m_detailPath, it == m_records.end() ? -1 : it->second.line, QString::fromLatin1(key),
                           QStringLiteral("expected the power window's time (MM-DD-YYYY hh:mm:ss.zzz) beside spl.txt"));
                    return std::nullopt;
                }
                (key == std::string_view("power_begin") ? begin : end) = t;
            }
            const auto bytes = m_ctx.readBeside(path);
            if (!bytes) {
                failIn(path, -1, {}, bytes.error().message);
                return std::nullopt;
            }
            m_splSha256 = m_ctx.sink.filesRead.constLast().sha256;
            // As MLCommons' checker reads it: Time lines only, samples strictly inside the window,
            // and of those only the ones above 0 W.
            double sum = 0;
            int line = 0;
            for (const QByteArray& raw : bytes.value().split('\n')) {
                ++line;
                if (!raw.startsWith("Time")) {
                    if (!raw.trimmed().isEmpty()) ++m_otherLines;
                    continue;
                }
                const QList<QByteArray> f = raw.split(',');
                const auto t = f.size() >= 4 ? analyzerTime(QString::fromLatin1(f[1])) : std::nullopt;
                if (!t) {
                    failIn(path, line, QStringLiteral("Time"),
                           QStringLiteral("expected Time,MM-DD-YYYY hh:mm:ss.zzz,Watts,W,…, found \"%1\"")
                               .arg(QString::fromLatin1(raw.left(60))));
                    if (m_ctx.sink.saturated()) return std::nullopt;
                    continue;
                }
                if (*t <= *begin || *t >= *end) continue;
                bool ok = false;
                const double w = f[2] == "Watts" ? f[3].toDouble(&ok) : kNaN;
                if (ok && w <= 0) {
                    ++m_notPositive;
                    continue;
                }
                const auto fits =
                    ok ? checkRule(w, rules::kClaimedWatts)
                       : Expected<void>(problem(QStringLiteral("expected Watts,W (a number), found \"%1,%2\"")
                                                    .arg(QString::fromLatin1(f[2].left(20)), QString::fromLatin1(f[3].left(20)))));
                if (!fits) {
                    failIn(path, line, QStringLiteral("Watts"), fits.error().message);
                    if (m_ctx.sink.saturated()) return std::nullopt;
                    continue;
                }
                sum += w;
                ++m_samples;
            }
            if (m_samples == 0) {
                failIn(path, -1, QStringLiteral("Time"),
                       QStringLiteral("expected samples above 0 W strictly between power_begin and power_end (%1 to %2), found none")
                           .arg(QString::fromStdString(m_records.at("power_begin").value.get<std::string>()),
                                QString::fromStdString(m_records.at("power_end").value.get<std::string>())));
                return std::nullopt;
            }
            return sum / m_samples;
        }

        QString latencyCondition() const
        {
            if (m_scenario.compare(QLatin1String("offline"), Qt::CaseInsensitive) == 0)
                return QStringLiteral("none (Offline: no latency limit)");
            const auto ns = [&](const char* key) {
                const auto it = m_records.find(key);
                return it != m_records.end() && it->second.value.is_number() ? it->second.value.get<double>() : kNaN;
            };
            const double ttft = ns("requested_server_ttft_latency"), tpot = ns("requested_server_tpot_latency");
            const double pct = ns("requested_server_target_latency_percentile");
            if (!isKnown(ttft) || !isKnown(tpot) || ttft <= 0 || tpot <= 0) return mlperfLatencyCondition({}, m_folder.model, m_scenario);
            return QStringLiteral("p%1 TTFT ≤ %2 ms and p%1 TPOT ≤ %3 ms (%4, from the run log)")
                .arg(formatNumber(isKnown(pct) ? pct * 100 : 99), formatExact(ttft / 1e6), formatExact(tpot / 1e6), m_folder.scenario);
        }

        void addPoint(BenchmarkPoint p, std::optional<double> watts)
        {
            p.benchmark = Benchmark::MLPerf;
            p.isl = p.osl = kDatasetLength;
            p.modelRaw = m_folder.model;
            p.model = names::model({}, m_folder.model);
            p.benchmarkType = QStringLiteral("mlperf-") + m_folder.scenario.toLower(); // "interactive" where loadgen said Server
            p.framework = p.frameworkRaw.section(QLatin1Char(' '), 0, 0).remove(QLatin1Char(',')).toLower();
            if (p.framework.isEmpty()) p.framework = QStringLiteral("unnamed");
            p.precision = names::precision(weightTypes());
            if (p.precision.isEmpty()) p.precision = QStringLiteral("unnamed");
            p.tputPerGpu = p.outputTputPerGpu = m_tokens / p.gpus;
            p.derivationNote =
                QStringLiteral("MLPerf run log: %1 output tok/s of the system ÷ %2 accelerators").arg(formatExact(m_tokens)).arg(p.gpus);
            if (watts) {
                PowerValue w;
                w.kind = PowerKind::MeasuredMean;
                w.boundary = QStringLiteral("wall");
                w.watts = *watts / p.gpus;
                w.sourceText = QStringLiteral("mean of %1 spl.txt samples (SHA-256 %2…) between power_begin and power_end: %3 W, "
                                              "whole system AC at the wall ÷ %4 accelerators (host, fans and PSU losses included)")
                                   .arg(m_samples)
                                   .arg(m_splSha256.left(12), formatExact(*watts))
                                   .arg(p.gpus);
                p.measuredPower = w;
                m_ctx.sink.notes << QStringLiteral("power: %1 W, the mean of %2 spl.txt samples in the run's power window (whole "
                                                   "system, AC at the wall)")
                                        .arg(formatExact(*watts))
                                        .arg(m_samples);
                if (m_notPositive > 0 || m_otherLines > 0)
                    m_ctx.sink.notes << QStringLiteral("spl.txt, left out as MLCommons' checker does: in-window samples of 0 W or "
                                                       "less: %1; lines other than Time lines: %2")
                                            .arg(m_notPositive)
                                            .arg(m_otherLines);
            } else {
                m_ctx.sink.notes << QStringLiteral("no power: a performance run without power measurement (no spl.txt, no power "
                                                   "window); imported as a throughput-only point");
            }
            // The summary log is the source's identity; the files read with it are named by their hashes.
            m_ctx.sink.notes << QStringLiteral("read with mlperf_log_detail.txt (SHA-256 %1)%2")
                                    .arg(m_detailSha256,
                                         m_splSha256.isEmpty() ? QString() : QStringLiteral(" and spl.txt (SHA-256 %1)").arg(m_splSha256));
            p.latencyCondition = latencyCondition();
            const QString runId = QStringList{m_folder.system, m_folder.model, m_folder.scenario, m_folder.run}.join(QLatin1Char('/'));
            p.provenance = {m_ctx.source.fileName(), {}, m_importer.format(), 0, runId, {}, runDate()};
            m_ctx.sink.notes << QStringLiteral("MLPerf run %1: output tokens; workload benchmark-dataset (no fixed ISL/OSL)").arg(runId);
            m_ctx.addPoint(std::move(p), 1, 0);
        }

        /// The weights' data types from measurements/SYSTEM/MODEL/SCENARIO/SYSTEM_SCENARIO.json, when present.
        QString weightTypes() const
        {
            const auto doc = readJsonFile(m_folder.submitterDir + QLatin1Char('/') + measurementsFile(m_folder), m_ctx);
            if (!doc || !doc.value().is_object() || !doc.value().contains("weight_data_types") ||
                !doc.value()["weight_data_types"].is_string())
                return {};
            return QString::fromStdString(doc.value()["weight_data_types"].get<std::string>());
        }

        QString runDate() const
        {
            const auto it = m_records.find("test_datetime");
            if (it == m_records.end() || !it->second.value.is_string()) return {};
            const QDate d = QDate::fromString(QString::fromStdString(it->second.value.get<std::string>()).left(10), Qt::ISODate);
            return d.isValid() && d.year() >= rules::kEarliestRunYear && d.year() <= rules::kLatestRunYear ? d.toString(Qt::ISODate)
                                                                                                           : QString();
        }

        const QByteArray& m_text;
        ImportContext& m_ctx;
        const Importer& m_importer;
        RunFolder m_folder;
        QString m_dir, m_detailPath, m_scenario, m_detailSha256, m_splSha256;
        double m_summaryTokens = kNaN, m_tokens = kNaN;
        int m_samples = 0, m_notPositive = 0, m_otherLines = 0;
        Records m_records;
    };
};

} // namespace

const TextLogImporter& mlperfRunImporter()
{
    static const MlperfRunLogs instance;
    return instance;
}

} // namespace denominator
