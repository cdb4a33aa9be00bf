// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/evidence.h"

#include "core/cross_source.h"
#include "core/number_format.h"
#include "core/sha256.h"
#include "literacy/claim_assessment.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace denominator {
namespace {

std::string str(const QString& s) { return s.toStdString(); }

/// A key unique among `taken`: the text itself, or "text #2", "text #3"… for repeats.
std::string uniqueKey(const QString& text, QSet<QString>& taken)
{
    QString key = text.isEmpty() ? QStringLiteral("(unnamed)") : text;
    for (int n = 2; taken.contains(key); ++n) key = text + QStringLiteral(" #%1").arg(n);
    taken.insert(key);
    return str(key);
}

/// What the charts show of one system at one reading. `perQueryBands`: the bars are in joules per
/// query, so an unknown draw's band is drawn in them too (recorded only then: older records of
/// the same charts stay as they were).
nlohmann::json systemValues(const Comparison& c, qsizetype i, bool perQueryBands)
{
    const SystemResult& s = c.systems[i];
    nlohmann::json runs = nlohmann::json::array();
    for (const RunInfo& r : s.runs) runs.push_back(str(r.date.isEmpty() ? r.key : r.key + QLatin1Char(' ') + r.date));
    nlohmann::json j{{"run", str(s.runText())},
                     {"runs", runs},
                     {"status", str(toString(s.sample.status))},
                     {"interactivity", jsonNumber(s.sample.interactivity)},
                     {"throughput_per_gpu", jsonNumber(s.tokensPerSecond)},
                     {"power_w_per_gpu", jsonNumber(s.power.watts)},
                     {"power_basis", str(s.power.basis)},
                     {"tokens_per_s_per_kw", jsonNumber(s.tokensPerSecPerKw)},
                     {"joules_per_token", jsonNumber(s.joulesPerToken)}};
    if (!s.power.known() && isKnown(s.tokensPerSecPerKwLow))
        j["tokens_per_s_per_kw_range"] = {jsonNumber(s.tokensPerSecPerKwLow), jsonNumber(s.tokensPerSecPerKwHigh)};
    if (isKnown(s.joulesPerQuery)) j["joules_per_query"] = jsonNumber(s.joulesPerQuery);
    if (perQueryBands && !isKnown(s.joulesPerQuery) && isKnown(s.joulesPerQueryLow))
        j["joules_per_query_range"] = {jsonNumber(s.joulesPerQueryLow), jsonNumber(s.joulesPerQueryHigh)};
    if (s.sample.status == PointStatus::Interpolated) {
        const auto [below, above] = s.frontier.bracket(s.sample.interactivity);
        j["interpolation_gap"] = {jsonNumber(below), jsonNumber(above)};
    }
    const QString clamped = clampedText(s, c.assumptions.interactivity);
    if (!clamped.isEmpty()) j["clamped"] = str(clamped);
    for (const Ratio& r : c.ratios)
        if (r.a == i && r.b != i) {
            j["ratio"] = jsonNumber(r.tokensPerKwRatio);
            j["ratio_text"] = str(r.text());
        }
    return j;
}

/// Each system's values, by label, with the comparison's notes.
nlohmann::json readingValues(const Comparison& c, bool perQueryBands = false)
{
    nlohmann::json systems = nlohmann::json::object();
    QSet<QString> taken;
    for (qsizetype i = 0; i < c.systems.size(); ++i) systems[uniqueKey(c.systems[i].label, taken)] = systemValues(c, i, perQueryBands);
    nlohmann::json out{{"systems", systems}};
    if (!c.systems.isEmpty()) out["baseline"] = str(c.systems.first().label);
    return out;
}

nlohmann::json waterfallValues(const Waterfall& w)
{
    if (!w.valid()) return {{"message", str(w.message)}};
    nlohmann::json steps = nlohmann::json::object();
    QSet<QString> taken;
    for (const WaterfallStep& s : w.steps) {
        nlohmann::json j{
            {"label", str(s.label)}, {"factor", jsonNumber(s.factor)}, {"ratio_after", jsonNumber(s.after.point)}, {"skipped", s.skipped}};
        if (s.factorLow != s.factorHigh) j["factor_range"] = {jsonNumber(s.factorLow), jsonNumber(s.factorHigh)};
        steps[uniqueKey(s.key, taken)] = j;
    }
    return {{"subject", str(w.subject)}, {"baseline", str(w.baseline)}, {"steps", steps}};
}

nlohmann::json tornadoValues(const Tornado& t)
{
    if (t.bars.isEmpty()) return {{"message", str(t.message)}};
    nlohmann::json bars = nlohmann::json::object();
    QSet<QString> taken;
    for (const TornadoBar& b : t.bars)
        bars[uniqueKey(b.key, taken)] = {
            {"ratio_at_low", jsonNumber(b.ratioAtLow)}, {"ratio_at_high", jsonNumber(b.ratioAtHigh)}, {"applicable", b.applicable}};
    return {{"subject", str(t.subject)}, {"baseline", str(t.baseline)}, {"ratio", jsonNumber(t.ratio)}, {"bars", bars}};
}

nlohmann::json crossSourceValues(const CrossSourceView& v)
{
    nlohmann::json series = nlohmann::json::object();
    QSet<QString> takenSeries;
    for (const CrossSourceSeries& s : v.series) {
        nlohmann::json marks = nlohmann::json::object();
        QSet<QString> taken;
        // Repeated labels ("label #2") numbered in the order of their values, not of the points:
        // a database that imported the same files in another order keys them alike.
        QList<CrossSourceMark> ordered = s.marks;
        const auto orderOf = [](double x) { return std::isnan(x) ? -std::numeric_limits<double>::infinity() : x; };
        std::stable_sort(ordered.begin(), ordered.end(), [&](const CrossSourceMark& a, const CrossSourceMark& b) {
            if (a.label != b.label) return a.label < b.label;
            if (orderOf(a.interactivity) != orderOf(b.interactivity)) return orderOf(a.interactivity) < orderOf(b.interactivity);
            return orderOf(a.joulesPerOutputToken) < orderOf(b.joulesPerOutputToken);
        });
        for (const CrossSourceMark& m : std::as_const(ordered))
            marks[uniqueKey(m.label, taken)] = {{"interactivity", jsonNumber(m.interactivity)},
                                                {"joules_per_output_token", jsonNumber(m.joulesPerOutputToken)}};
        series[uniqueKey(s.name, takenSeries)] = marks;
    }
    return series;
}

QList<EvidenceSource> sourcesOf(const QList<SourceSummary>& stored)
{
    QList<EvidenceSource> out;
    for (const SourceSummary& s : stored)
        out << EvidenceSource{s.sha256,      s.fileName,   s.sizeBytes, s.format,     s.origin,        s.location,
                              s.retrievedAt, s.importedAt, s.builtin,   licenceOf(s), s.importOptions, s.beside};
    return out;
}

/// A range end: a number, "open" where a bound leaves it open, null where n/a.
nlohmann::json rangeEnd(double v) { return std::isinf(v) || v == 0 ? nlohmann::json("open") : jsonNumber(v); }

/// What a claim's chart and card state about it: the published figure, the re-derivation under
/// each denominator with its range, and how each question is answered.
nlohmann::json claimValues(const Claim& claim, const QList<Claim>& all, const Assumptions& a)
{
    nlohmann::json rederived = nlohmann::json::object();
    for (const QString& d : {QStringLiteral("rated"), QStringLiteral("measured")}) {
        const ClaimRederivation r = rederive(claim, d, a.unknownDrawLow, a.unknownDrawHigh);
        rederived[str(d)] = {{"ratio", jsonNumber(r.ratio)}, {"min", rangeEnd(r.ratioMin)}, {"max", rangeEnd(r.ratioMax)}};
    }
    nlohmann::json questions = nlohmann::json::object();
    for (const ClaimQuestion& q : assessClaim(claim, all, a.unknownDrawLow, a.unknownDrawHigh).questions)
        questions[str(q.key)] = str(toString(q.state));
    return {
        {"id", str(claim.id)}, {"published_ratio", jsonNumber(claim.publishedRatio)}, {"rederived", rederived}, {"questions", questions}};
}

/// The catalogue figures the readings divide by, for each drawn hardware: an override in the
/// verifying database shows up as a changed figure, by name.
nlohmann::json hardwareValues(const ChartInputs& in)
{
    QStringList ids;
    if (const Claim* claim = claimOf(in); claim && drawsOnlyTheClaim(in)) {
        for (const ClaimSystem& s : claim->systems)
            if (in.catalog.contains(s.hardware)) ids << s.hardware;
    } else {
        for (const SystemResult& s : in.comparison.systems) ids << s.key.hardware;
    }
    nlohmann::json out = nlohmann::json::object();
    for (const QString& hardware : ids) {
        const std::string id = str(hardware);
        if (out.contains(id)) continue;
        const HardwareSpec spec = in.catalog.spec(hardware);
        nlohmann::json fields = nlohmann::json::object();
        for (const QString& f : HardwareSpec::fieldNames()) fields[str(f)] = jsonNumber(spec.field(f));
        out[id] = fields;
    }
    return out;
}

void flattenInto(const nlohmann::json& j, const QString& path, QList<RecordedValue>& out)
{
    const auto child = [&](const QString& name) { return path.isEmpty() ? name : path + QStringLiteral(" › ") + name; };
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) flattenInto(it.value(), child(QString::fromStdString(it.key())), out);
    } else if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i) flattenInto(j[i], child(QString::number(i)), out);
    } else {
        out << RecordedValue{path, j};
    }
}

/// What the scenario hash covers: the scenario, or each part's scenario in order.
QString scenarioHash(const nlohmann::json& scenario, const nlohmann::json& parts)
{
    if (!parts.is_array() || parts.empty()) return Sha256::hexOf(QByteArray::fromStdString(scenario.dump()));
    nlohmann::json all = nlohmann::json::array();
    for (const nlohmann::json& p : parts) all.push_back(p.is_object() && p.contains("scenario") ? p["scenario"] : nlohmann::json());
    return Sha256::hexOf(QByteArray::fromStdString(all.dump()));
}

nlohmann::json partsJson(const QList<EvidencePart>& parts)
{
    nlohmann::json out = nlohmann::json::array();
    for (const EvidencePart& p : parts) out.push_back({{"name", str(p.name)}, {"chart", str(p.chart)}, {"scenario", toJson(p.scenario)}});
    return out;
}

bool isSha256Hex(const QString& s)
{
    return s.size() == 64 && std::all_of(s.begin(), s.end(), [](QChar c) { return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f'); });
}

QString text(const nlohmann::json& j, const char* key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace

bool isPlainName(const QString& name)
{
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..") && !name.contains(QLatin1Char('/')) &&
           !name.contains(QLatin1Char('\\'));
}

bool isRelativePath(const QString& path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    return std::all_of(parts.begin(), parts.end(), isPlainName);
}

QString verifyCommandFor(const QString& file)
{
    // Quoted for a POSIX shell where it holds more than plain path characters (a space, a quote).
    // A relative path starting with '-' would be read as an option: "./-x.pdf".
    const QString path = file.startsWith(QLatin1Char('-')) ? QStringLiteral("./") + file : file;
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@%+=,-]+$"));
    if (plain.match(path).hasMatch()) return QStringLiteral("denominator verify ") + path;
    QString quoted = path;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QStringLiteral("denominator verify '") + quoted + QLatin1Char('\'');
}

QString licenceOf(const SourceSummary& source)
{
    if (source.format.startsWith(QLatin1String("mlperf"))) return QStringLiteral("Apache-2.0 (MLCommons, MLPerf Inference results)");
    if (source.format.startsWith(QLatin1String("mlenergy")))
        return QStringLiteral("Apache-2.0 (The ML.ENERGY Initiative, ML.ENERGY Benchmark dataset)");
    if (source.format.startsWith(QLatin1String("inferencex")) && source.origin == officialSource())
        return QStringLiteral("Apache-2.0 with attribution (InferenceX by SemiAnalysis)");
    if (source.builtin) return QStringLiteral("Apache-2.0 (bundled with Denominator)");
    return QStringLiteral("not recorded");
}

nlohmann::json chartValues(const ChartInputs& in, const QString& chart)
{
    nlohmann::json out = nlohmann::json::object();
    if (chart == QLatin1String("efficiency")) {
        const EfficiencyReadings r = efficiencyReadings(in);
        const bool perQuery = in.scenario.joulesPerQuery && isAgentic(in.scenario.isl, in.scenario.osl); // as chart_kinds draws it
        out["peak"] = readingValues(r.peak, perQuery);
        out["matched"] = readingValues(r.matched, perQuery);
    } else if (chart == QLatin1String("waterfall")) {
        out["waterfall"] = waterfallValues(waterfallFor(in));
    } else if (chart == QLatin1String("tornado")) {
        out["tornado"] = tornadoValues(tornadoFor(in));
    } else if (chart == QLatin1String("cross-source")) {
        out["cross_source"] = crossSourceValues(crossSourceViewFor(in));
    } else {
        out["reading"] = readingValues(in.comparison);
    }
    out["hardware"] = hardwareValues(in);
    if (const Claim* claim = claimOf(in)) out["claim"] = claimValues(*claim, in.claims, in.comparison.assumptions);
    return out;
}

Evidence makeEvidence(const ChartInputs& in, const QString& chart)
{
    Evidence e;
    e.version = QStringLiteral(DENOMINATOR_VERSION);
    e.chart = chart;
    e.scenario = in.scenario;
    e.scenarioSha256 = scenarioHash(toJson(in.scenario), {});
    e.sources = sourcesOf(in.sources);
    e.values = chartValues(in, chart);
    return e;
}

Evidence makeDocumentEvidence(const QString& kind, const QList<ChartInputs>& steps)
{
    Evidence e;
    e.version = QStringLiteral(DENOMINATOR_VERSION);
    e.chart = kind;
    e.values = nlohmann::json::object();
    QList<SourceSummary> sources;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const ChartInputs& in = steps[i];
        if (i == 0) e.scenario = in.scenario;
        const EvidencePart part{QStringLiteral("step %1").arg(i + 1), in.scenario.chart, in.scenario};
        e.parts << part;
        e.values[str(part.name)] = chartValues(in, part.chart);
        for (const SourceSummary& s : in.sources)
            if (std::none_of(sources.begin(), sources.end(), [&](const SourceSummary& x) { return x.sha256 == s.sha256; })) sources << s;
    }
    e.sources = sourcesOf(sources);
    e.scenarioSha256 = scenarioHash(toJson(e.scenario), partsJson(e.parts));
    return e;
}

Expected<nlohmann::json> derivedValues(const Evidence& e, const std::function<Expected<ChartInputs>(const Scenario&)>& inputsFor)
{
    if (e.parts.isEmpty()) {
        const auto in = inputsFor(e.scenario);
        if (!in) return in.error();
        return chartValues(*in, e.chart);
    }
    nlohmann::json out = nlohmann::json::object();
    for (const EvidencePart& p : e.parts) {
        const auto in = inputsFor(p.scenario);
        if (!in) return in.error();
        out[str(p.name)] = chartValues(*in, p.chart);
    }
    return out;
}

nlohmann::json toJson(const Evidence& e)
{
    nlohmann::json sources = nlohmann::json::array();
    for (const EvidenceSource& s : e.sources) {
        nlohmann::json j{{"sha256", str(s.sha256)}, {"name", str(s.name)},      {"size_bytes", s.sizeBytes},
                         {"format", str(s.format)}, {"origin", str(s.origin)},  {"imported_at", str(s.importedAt)},
                         {"builtin", s.builtin},    {"licence", str(s.licence)}};
        if (!s.location.isEmpty()) j["location"] = str(s.location);
        if (!s.retrievedAt.isEmpty()) j["retrieved_at"] = str(s.retrievedAt);
        // What `import` was told (--source, --gpus, …): the same bytes read otherwise give other points.
        if (const nlohmann::json options = nlohmann::json::parse(str(s.importOptions), nullptr, false); options.is_object())
            j["import_options"] = options;
        for (const FileBeside& f : s.beside)
            j["read_beside"].push_back({{"file", str(f.file)}, {"sha256", str(f.sha256)}, {"size_bytes", f.sizeBytes}});
        sources.push_back(j);
    }
    return {{"format", kEvidenceFormat},      {"denominator_version", str(e.version)},    {"chart", str(e.chart)},
            {"scenario", toJson(e.scenario)}, {"scenario_sha256", str(e.scenarioSha256)}, {"sources", sources},
            {"parts", partsJson(e.parts)},    {"document_sha256", str(e.documentSha256)}, {"values", e.values}};
}

Expected<Evidence> evidenceFromJson(const nlohmann::json& j, const QString& file)
{
    const auto fail = [&](const char* field, const QString& what) { return Issue{file, -1, -1, QString::fromLatin1(field), what}; };
    if (!j.is_object()) return fail("", QStringLiteral("expected a JSON object (a Denominator evidence record)"));
    if (text(j, "format") != QLatin1String(kEvidenceFormat))
        return fail("format", QStringLiteral("expected \"%1\", found \"%2\"").arg(QLatin1String(kEvidenceFormat), text(j, "format")));
    Evidence e;
    e.version = text(j, "denominator_version");
    e.chart = text(j, "chart");
    if (e.chart.isEmpty()) return fail("chart", QStringLiteral("expected the chart's kind"));
    const auto scenario = j.find("scenario");
    if (scenario == j.end()) return fail("scenario", QStringLiteral("missing"));
    auto s = scenarioFromJson(*scenario);
    if (!s) return fail("scenario", s.error().toString());
    e.scenario = *s;
    // The hash recorded with the scenario, against the scenario as it is in the file now.
    e.scenarioSha256 = text(j, "scenario_sha256");
    e.documentSha256 = text(j, "document_sha256");
    const auto parts = j.find("parts");
    if (parts != j.end() && parts->is_array())
        for (const nlohmann::json& p : *parts) {
            const auto ps = p.is_object() && p.contains("scenario") ? scenarioFromJson(p["scenario"]) : Expected<Scenario>(Issue{});
            if (!ps || text(p, "name").isEmpty() || text(p, "chart").isEmpty())
                return fail("parts", QStringLiteral("expected each part's name, chart and scenario"));
            e.parts << EvidencePart{text(p, "name"), text(p, "chart"), *ps};
        }
    e.scenarioUnchanged = e.scenarioSha256 == scenarioHash(*scenario, parts == j.end() ? nlohmann::json() : *parts);
    const auto sources = j.find("sources");
    if (sources == j.end() || !sources->is_array()) return fail("sources", QStringLiteral("expected a list of input files"));
    for (const nlohmann::json& src : *sources) {
        EvidenceSource x;
        x.sha256 = text(src, "sha256");
        if (x.sha256.size() != 64) return fail("sources", QStringLiteral("expected a SHA-256 (64 hex digits) for every input file"));
        x.name = text(src, "name");
        const auto size = src.is_object() ? src.find("size_bytes") : src.end();
        x.sizeBytes = size != src.end() && size->is_number_integer() ? size->get<qint64>() : -1;
        x.format = text(src, "format");
        x.origin = text(src, "origin");
        x.location = text(src, "location");
        x.retrievedAt = text(src, "retrieved_at");
        x.importedAt = text(src, "imported_at");
        x.builtin = src.is_object() && src.contains("builtin") && src["builtin"].is_boolean() && src["builtin"].get<bool>();
        x.licence = text(src, "licence");
        if (const auto options = src.is_object() ? src.find("import_options") : src.end(); options != src.end()) {
            if (!options->is_object()) return fail("sources", QStringLiteral("expected import_options to be an object"));
            x.importOptions = QString::fromStdString(options->dump());
        }
        if (const auto beside = src.is_object() ? src.find("read_beside") : src.end(); beside != src.end()) {
            if (!beside->is_array()) return fail("sources", QStringLiteral("expected read_beside to be a list of files"));
            QSet<QString> named;
            for (const nlohmann::json& f : *beside) {
                const auto bytes = f.is_object() ? f.find("size_bytes") : f.end();
                FileBeside b{text(f, "file"), text(f, "sha256"),
                             bytes != f.end() && bytes->is_number_integer() ? bytes->get<qint64>() : -1};
                if (!isRelativePath(b.file) || !isSha256Hex(b.sha256) || b.sizeBytes < 0 || named.contains(b.file))
                    return fail("sources", QStringLiteral("expected each file of read_beside once, with its path under the input's "
                                                          "folder (plain names), SHA-256 (64 lower-case hex digits) and size_bytes"));
                named.insert(b.file);
                x.beside << b;
            }
        }
        e.sources << x;
    }
    const auto values = j.find("values");
    if (values == j.end() || !values->is_object()) return fail("values", QStringLiteral("expected the chart's numbers"));
    e.values = *values;
    return e;
}

QList<RecordedValue> flattenValues(const nlohmann::json& values)
{
    QList<RecordedValue> out;
    flattenInto(values, {}, out);
    return out;
}

} // namespace denominator
