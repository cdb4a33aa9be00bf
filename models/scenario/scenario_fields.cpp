// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "scenario/scenario_fields.h"

#include "core/workload.h"

#include <cstring>

namespace denominator {
namespace {

QString yesNo(bool b) { return b ? QStringLiteral("yes") : QStringLiteral("no"); }

/// A length, or what an agentic workload has instead (core/workload.h).
QString lengthText(int v)
{
    if (v == kAgenticLength) return QStringLiteral("none (agentic-coding)");
    if (v == kDatasetLength) return QStringLiteral("none (benchmark-dataset)");
    return QString::number(v);
}

/// Agentic and benchmark-dataset workloads have no lengths: files name them.
bool namedWorkload(const Scenario& s) { return isAgentic(s.isl, s.osl) || isDataset(s.isl, s.osl); }

QString files(const QStringList& shas)
{
    if (shas.isEmpty()) return QStringLiteral("not recorded");
    QStringList shortShas;
    for (const QString& s : shas) shortShas << s.left(8);
    return QStringLiteral("%1 file(s): %2").arg(shas.size()).arg(shortShas.join(QStringLiteral(", ")));
}

nlohmann::json stringArray(const QStringList& list)
{
    nlohmann::json a = nlohmann::json::array();
    for (const QString& v : list) a.push_back(v.toStdString());
    return a;
}

/// Every list is bounded before it is read: a chart's work grows with its systems, and a file
/// naming 50,000 of them must be refused at once, not drawn for minutes.
void readStrings(JsonFields& f, const nlohmann::json& o, const char* key, QStringList& out, qsizetype most)
{
    const auto it = o.find(key);
    if (it == o.end() || it->is_null()) return;
    if (!it->is_array()) return f.fail(key, QStringLiteral("expected an array of strings"));
    if (qsizetype(it->size()) > most) return f.fail(key, QStringLiteral("at most %1 entries, found %2").arg(most).arg(it->size()));
    for (const auto& v : *it) {
        if (!v.is_string() || v.get_ref<const std::string&>().size() > size_t(Scenario::kMaxLabelBytes))
            return f.fail(key, QStringLiteral("expected an array of strings of at most %1 bytes").arg(Scenario::kMaxLabelBytes));
        out << QString::fromStdString(v.get<std::string>());
    }
}

/// One workload, named whole: compare() and the store read an empty model or a zero length as
/// "any", which would draw several sequence lengths on one frontier. A fixed workload keeps the
/// isl/osl form its scenario codes were made from; an agentic or benchmark-dataset one has no
/// lengths and is named.
void readWorkload(JsonFields& f, const nlohmann::json&, Scenario& s)
{
    const auto length = [&f](const char* key) {
        const double v = f.number(key, rules::kSequenceLength);
        return std::isfinite(v) ? int(v) : 0;
    };
    if (!f.has("workload")) {
        s.isl = length("isl");
        s.osl = length("osl");
        return;
    }
    const QString name = f.string("workload");
    const auto w = workloadFromName(name);
    if (!w)
        f.fail("workload",
               QStringLiteral("expected a workload such as 8k/1k, agentic-coding or benchmark-dataset, got \"%1\"").arg(name.left(40)));
    else if ((f.has("isl") || f.has("osl")) && w->isl > 0 && (length("isl") != w->isl || length("osl") != w->osl))
        f.fail("workload", QStringLiteral("disagrees with isl/osl; give one of them"));
    if (w) {
        s.isl = w->isl;
        s.osl = w->osl;
    }
}

constexpr FieldChoice kXAxes[] = {{"interactivity", nullptr}, {"e2e", nullptr}, {"ttft", nullptr}};

const ScenarioField kFields[] = {
    {.key = "model",
     .label = "Model",
     .json = "selection.model",
     .show = [](const Scenario& s) { return s.model; },
     .copy = [](Scenario& t, const Scenario& f) { t.model = f.model; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["model"] = s.model.toStdString(); },
     .read =
         [](JsonFields& f, const nlohmann::json&, Scenario& s) {
             s.model = f.string("model");
             if (f.has("model") && s.model.trimmed().isEmpty())
                 f.fail("model", QStringLiteral("expected a model name, got an empty string"));
         }},
    {.key = "isl",
     .label = "Input length (ISL)",
     .json = "selection.isl",
     .show = [](const Scenario& s) { return lengthText(s.isl); },
     .copy = [](Scenario& t, const Scenario& f) { t.isl = f.isl; },
     .write =
         [](const Scenario& s, nlohmann::json& o) {
             if (namedWorkload(s))
                 o["workload"] = workloadName(s.isl, s.osl).toStdString();
             else
                 o["isl"] = s.isl;
         },
     .read = readWorkload},
    // Read with the input length: the two name one workload.
    {.key = "osl",
     .label = "Output length (OSL)",
     .json = "selection.osl",
     .show = [](const Scenario& s) { return lengthText(s.osl); },
     .copy = [](Scenario& t, const Scenario& f) { t.osl = f.osl; },
     .write =
         [](const Scenario& s, nlohmann::json& o) {
             if (!namedWorkload(s)) o["osl"] = s.osl;
         }},
    {.key = "precision",
     .label = "Precision",
     .json = "selection.precision",
     .show = [](const Scenario& s) { return s.precision.isEmpty() ? QStringLiteral("any") : s.precision; },
     .copy = [](Scenario& t, const Scenario& f) { t.precision = f.precision; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["precision"] = s.precision.toStdString(); },
     .read = [](JsonFields& f, const nlohmann::json&, Scenario& s) { s.precision = f.optString("precision"); }},
    {.key = "systems",
     .label = "Systems (first = baseline)",
     .json = "selection.systems",
     .show = [](const Scenario& s) { return s.systems.isEmpty() ? QStringLiteral("all") : s.systems.join(QStringLiteral(" · ")); },
     .copy = [](Scenario& t, const Scenario& f) { t.systems = f.systems; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["systems"] = stringArray(s.systems); },
     .read = [](JsonFields& f, const nlohmann::json& o, Scenario& s) { readStrings(f, o, "systems", s.systems, Scenario::kMaxSystems); }},
    {.key = "pair",
     .label = "Pair explained (subject ÷ baseline)",
     .json = "selection.pair",
     .show =
         [](const Scenario& s) {
             return s.pair.size() == 2 ? s.pair[0] + QStringLiteral(" ÷ ") + s.pair[1] : QStringLiteral("second ÷ first shown");
         },
     .copy = [](Scenario& t, const Scenario& f) { t.pair = f.pair; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["pair"] = stringArray(s.pair); },
     .read =
         [](JsonFields& f, const nlohmann::json& o, Scenario& s) {
             readStrings(f, o, "pair", s.pair, 2);
             if (!s.pair.isEmpty() && s.pair.size() != 2) f.fail("pair", QStringLiteral("expected two system labels: subject, baseline"));
         }},
    {.key = "claim",
     .label = "Claim",
     .json = "selection.claim",
     .show = [](const Scenario& s) { return s.claimId.isEmpty() ? QStringLiteral("none") : s.claimId; },
     .copy = [](Scenario& t, const Scenario& f) { t.claimId = f.claimId; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["claim"] = s.claimId.toStdString(); },
     .read = [](JsonFields& f, const nlohmann::json&, Scenario& s) { s.claimId = f.optString("claim"); }},
    // Every assumption, from its own table (the diff lists them one by one).
    {.key = "assumptions",
     .label = "Assumptions",
     .json = "assumptions",
     .show = [](const Scenario& s) { return s.assumptions.summary(); },
     .copy = [](Scenario& t, const Scenario& f) { t.assumptions = f.assumptions; },
     .write = [](const Scenario& s, nlohmann::json& document) { document["assumptions"] = toJson(s.assumptions); },
     .read =
         [](JsonFields& f, const nlohmann::json& document, Scenario& s) {
             const auto it = document.find("assumptions");
             if (it == document.end()) return f.fail("assumptions", QStringLiteral("missing; expected an object"));
             auto a = assumptionsFromJson(*it);
             if (!a) return f.fail(a.error().field.toUtf8().constData(), a.error().message);
             s.assumptions = *a;
         }},
    // The chart's own names are the chart kinds' (ui/charts/chart_kinds.h): `render` checks them.
    {.key = "chart",
     .label = "Chart",
     .json = "chart.name",
     .show = [](const Scenario& s) { return s.chart; },
     .copy = [](Scenario& t, const Scenario& f) { t.chart = f.chart; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["name"] = s.chart.toStdString(); },
     .read =
         [](JsonFields& f, const nlohmann::json&, Scenario& s) {
             if (f.has("name")) s.chart = f.string("name");
         }},
    {.key = "chart.efficiency_axis",
     .label = "Frontier axis in tokens/s per kW",
     .json = "chart.efficiency_axis",
     .flag = &Scenario::efficiencyAxis,
     .option = "efficiency-axis",
     .help = "Frontier y axis in tokens/s per kW.",
     .dockName = "efficiencyAxis",
     .dockText = "Frontier y axis: tokens/s per &kW",
     .onText = "Frontier in tokens/s per kW",
     .offText = "Frontier in tokens/s per GPU"},
    {.key = "chart.joules_per_token",
     .label = "Bars in joules per token",
     .json = "chart.joules_per_token",
     .flag = &Scenario::joulesPerToken,
     .option = "joules-per-token",
     .help = "Efficiency bars in joules per token instead of tokens/s per kW.",
     .dockName = "joulesPerToken",
     .dockText = "Efficiency bars in &joules per token",
     .onText = "Bars in J/token",
     .offText = "Bars in tokens/s per kW"},
    // Written only when set: scenario files from before it stay as they were.
    {.key = "chart.joules_per_query",
     .label = "Bars in joules per query",
     .json = "chart.joules_per_query",
     .flag = &Scenario::joulesPerQuery,
     .write =
         [](const Scenario& s, nlohmann::json& o) {
             if (s.joulesPerQuery) o["joules_per_query"] = true;
         },
     .applies = [](const Scenario& s) { return isAgentic(s.isl, s.osl); },
     .option = "joules-per-query",
     .help = "Agentic workloads: efficiency bars in joules per successful query (a turn), over joules per token. The bars "
             "keep the tokens/s per kW order and show no ratios: a ratio of joules per query also carries each system's "
             "output tokens per request.",
     .dockName = "joulesPerQuery",
     .dockText = "Efficiency bars in joules per &query (agentic)",
     .onText = "Bars in J/query",
     .offText = "Bars in tokens/s per kW or J/token"},
    {.key = "chart.x_axis",
     .label = "Frontier x axis",
     .json = "chart.x_axis",
     .choice = &Scenario::xAxis,
     .choices = kXAxes,
     .show =
         [](const Scenario& s) {
             const FrontierX x = frontierXFromString(s.xAxis).value_or(FrontierX::Interactivity);
             // An agentic workload's interactivity is the chosen definition, not a median.
             return x == FrontierX::Interactivity && isAgentic(s.isl, s.osl)
                        ? QStringLiteral("Interactivity (tok/s/user, %1)").arg(shortName(s.assumptions.agenticInteractivity))
                        : axisTitle(x);
         },
     .option = "x-axis",
     .help = "What the frontier's x axis shows: interactivity (default), end-to-end latency or time to first token. The "
             "operating point is an interactivity: it is marked only on that axis.",
     .dockName = "xAxis",
     .dockText = "Frontier &x"},
    {.key = "chart.linear_y",
     .label = "Linear y axis",
     .json = "chart.linear_y",
     .flag = &Scenario::linearY,
     .option = "linear-y",
     .help = "Frontier y axis linear from zero instead of log.",
     .dockName = "linearY",
     .dockText = "Linear y axis (from zero)",
     .onText = "Linear y axis",
     .offText = "Log y axis"},
    {.key = "chart.frontier_only",
     .label = "Only frontier points",
     .json = "chart.frontier_only",
     .flag = &Scenario::frontierOnly,
     .option = "frontier-only",
     .help = "Frontier: only the points on each system's front.",
     .dockName = "frontierOnly",
     .dockText = "Only frontier points (hide non-optimal)",
     .onText = "Only frontier points",
     .offText = "Every point"},
    {.key = "chart.hide_labels",
     .label = "Value labels hidden",
     .json = "chart.hide_labels",
     .flag = &Scenario::hideLabels,
     .option = "hide-labels",
     .help = "No value labels on bars and no readout box.",
     .dockName = "hideLabels",
     .dockText = "Hide value labels and readout",
     .onText = "Hide labels",
     .offText = "Show labels"},
    {.key = "chart.conceal",
     .label = "Kept back until the answer",
     .json = "chart.conceal",
     .show = [](const Scenario& s) { return s.concealed.isEmpty() ? QStringLiteral("nothing") : s.concealed.join(QStringLiteral(", ")); },
     .copy = [](Scenario& t, const Scenario& f) { t.concealed = f.concealed; },
     .write =
         [](const Scenario& s, nlohmann::json& o) {
             if (!s.concealed.isEmpty()) o["conceal"] = stringArray(s.concealed);
         },
     .read =
         [](JsonFields& f, const nlohmann::json& o, Scenario& s) {
             const auto k = o.find("conceal");
             if (k == o.end() || k->is_null()) return;
             QStringList keys;
             for (const AssumptionField& field : assumptionFields()) keys << QLatin1String(field.key);
             const QString refused = QStringLiteral("expected an array of assumption names (%1)").arg(keys.join(QStringLiteral(", ")));
             if (!k->is_array() || k->size() > assumptionFields().size()) return f.fail("conceal", refused);
             for (const auto& v : *k) {
                 if (!v.is_string() || !assumptionField(v.get_ref<const std::string&>().c_str())) return f.fail("conceal", refused);
                 s.concealed << QString::fromStdString(v.get<std::string>());
             }
             // One set, one spelling: the same keys in another order are the same scenario (and code).
             s.concealed.sort();
             s.concealed.removeDuplicates();
         }},
    {.key = "source_sha256",
     .label = "Data files",
     .json = "selection.source_sha256",
     .show = [](const Scenario& s) { return files(s.sourceSha256); },
     .copy = [](Scenario& t, const Scenario& f) { t.sourceSha256 = f.sourceSha256; },
     .write = [](const Scenario& s, nlohmann::json& o) { o["source_sha256"] = stringArray(s.sourceSha256); },
     .read = [](JsonFields& f, const nlohmann::json& o,
                Scenario& s) { readStrings(f, o, "source_sha256", s.sourceSha256, Scenario::kMaxSources); }},
};

/// The key a field has inside its section ("linear_y"); the whole path for a top-level one.
const char* keyInSection(const ScenarioField& f)
{
    const char* dot = std::strchr(f.json, '.');
    return dot ? dot + 1 : f.json;
}

} // namespace

std::span<const ScenarioField> scenarioFields() { return kFields; }

const ScenarioField* scenarioField(const char* key)
{
    for (const ScenarioField& f : kFields)
        if (qstrcmp(f.key, key) == 0) return &f;
    return nullptr;
}

QString showField(const ScenarioField& f, const Scenario& s)
{
    if (f.show) return f.show(s);
    if (f.flag) return yesNo(s.*f.flag);
    if (f.choice) {
        for (const FieldChoice& c : f.choices)
            if (s.*f.choice == QLatin1String(c.value) && c.label) return QString::fromUtf8(c.label);
        return s.*f.choice;
    }
    return {};
}

void copyField(const ScenarioField& f, Scenario& to, const Scenario& from)
{
    if (f.copy) return f.copy(to, from);
    if (f.flag) to.*f.flag = from.*f.flag;
    if (f.choice) to.*f.choice = from.*f.choice;
}

QString sectionOf(const ScenarioField& f)
{
    const char* dot = std::strchr(f.json, '.');
    return dot ? QString::fromLatin1(f.json, int(dot - f.json)) : QString();
}

void writeField(const ScenarioField& f, const Scenario& s, nlohmann::json& document)
{
    const QString section = sectionOf(f);
    nlohmann::json& o = section.isEmpty() ? document : document[section.toStdString()];
    if (f.write) return f.write(s, o);
    if (f.flag) o[keyInSection(f)] = s.*f.flag;
    if (f.choice) o[keyInSection(f)] = (s.*f.choice).toStdString();
}

void readField(const ScenarioField& f, JsonFields& fields, const nlohmann::json& section, Scenario& s)
{
    if (f.read) return f.read(fields, section, s);
    const char* key = keyInSection(f);
    if (f.flag) s.*f.flag = fields.optBool(key);
    if (f.choice && fields.has(key)) {
        const QString v = fields.string(key);
        if (const auto set = setOption(f, v, s); !set) fields.fail(key, set.error().message);
    }
}

QString expectedValues(const ScenarioField& f) { return valueList(f.choices, nullptr, QStringLiteral(", "), QStringLiteral(" or ")); }

QString optionHelp(const ScenarioField& f)
{
    if (f.choices.empty()) return QString::fromUtf8(f.help);
    return valueList(f.choices, nullptr, QStringLiteral(" | "), QStringLiteral(" | ")) + QStringLiteral(": ") + QString::fromUtf8(f.help);
}

Expected<void> setOption(const ScenarioField& f, const QString& value, Scenario& s)
{
    if (f.flag) {
        s.*f.flag = true;
        return {};
    }
    if (!f.choice) return problem(QStringLiteral("not an option of the chart"));
    for (const FieldChoice& c : f.choices)
        if (value == QLatin1String(c.value)) {
            s.*f.choice = value;
            return {};
        }
    return problem(QStringLiteral("expected %1, got \"%2\"").arg(expectedValues(f), value.left(40)));
}

} // namespace denominator
