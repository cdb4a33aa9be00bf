#include "scenario/scenario_diff.h"

#include <QLocale>

namespace denominator {
namespace {

QString number(double v) { return isKnown(v) ? QString::number(v, 'g', 6) : QStringLiteral("n/a"); }

QString operatingPoint(const Assumptions& a)
{
    return a.atPeak ? QStringLiteral("each at its peak") : QStringLiteral("matched at %1 tok/s/user").arg(number(a.interactivity));
}

QString customWatts(const Assumptions& a)
{
    if (a.customWatts.isEmpty()) return QStringLiteral("none");
    QStringList parts;
    for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it) parts << QStringLiteral("%1 %2 W").arg(it.key(), number(it.value()));
    return parts.join(QStringLiteral(", "));
}

QString files(const QStringList& shas)
{
    if (shas.isEmpty()) return QStringLiteral("not recorded");
    QStringList shortShas;
    for (const QString& s : shas) shortShas << s.left(8);
    return QStringLiteral("%1 file(s): %2").arg(shas.size()).arg(shortShas.join(QStringLiteral(", ")));
}

QString yesNo(bool b) { return b ? QStringLiteral("yes") : QStringLiteral("no"); }

struct Field {
    const char* key;
    const char* label;
    QString (*show)(const Scenario&);
    void (*copy)(Scenario& to, const Scenario& from);
};

// One row per field a chart depends on; `copy` moves exactly that field, so applying every
// difference to A gives B.
const Field kFields[] = {
    {"model", "Model", [](const Scenario& s) { return s.model; }, [](Scenario& t, const Scenario& f) { t.model = f.model; }},
    {"isl", "Input length (ISL)", [](const Scenario& s) { return QString::number(s.isl); }, [](Scenario& t, const Scenario& f) { t.isl = f.isl; }},
    {"osl", "Output length (OSL)", [](const Scenario& s) { return QString::number(s.osl); }, [](Scenario& t, const Scenario& f) { t.osl = f.osl; }},
    {"precision", "Precision", [](const Scenario& s) { return s.precision.isEmpty() ? QStringLiteral("any") : s.precision; },
     [](Scenario& t, const Scenario& f) { t.precision = f.precision; }},
    {"systems", "Systems (first = baseline)",
     [](const Scenario& s) { return s.systems.isEmpty() ? QStringLiteral("all") : s.systems.join(QStringLiteral(" · ")); },
     [](Scenario& t, const Scenario& f) { t.systems = f.systems; }},
    {"claim", "Claim", [](const Scenario& s) { return s.claimId.isEmpty() ? QStringLiteral("none") : s.claimId; },
     [](Scenario& t, const Scenario& f) { t.claimId = f.claimId; }},
    {"assumptions.denominator", "Denominator", [](const Scenario& s) { return toString(s.assumptions.denominator); },
     [](Scenario& t, const Scenario& f) { t.assumptions.denominator = f.assumptions.denominator; }},
    {"assumptions.custom_watts", "Custom watts", [](const Scenario& s) { return customWatts(s.assumptions); },
     [](Scenario& t, const Scenario& f) { t.assumptions.customWatts = f.assumptions.customWatts; }},
    {"assumptions.boundary", "Boundary", [](const Scenario& s) { return toString(s.assumptions.boundary); },
     [](Scenario& t, const Scenario& f) { t.assumptions.boundary = f.assumptions.boundary; }},
    {"assumptions.pue", "PUE",
     [](const Scenario& s) { return isKnown(s.assumptions.pue) ? number(s.assumptions.pue) : QStringLiteral("per hardware"); },
     [](Scenario& t, const Scenario& f) { t.assumptions.pue = f.assumptions.pue; }},
    {"assumptions.tokens", "Tokens counted", [](const Scenario& s) { return toString(s.assumptions.tokens); },
     [](Scenario& t, const Scenario& f) { t.assumptions.tokens = f.assumptions.tokens; }},
    {"assumptions.operating_point", "Operating point", [](const Scenario& s) { return operatingPoint(s.assumptions); },
     [](Scenario& t, const Scenario& f) {
         t.assumptions.atPeak = f.assumptions.atPeak;
         t.assumptions.interactivity = f.assumptions.interactivity;
     }},
    {"assumptions.runs", "Runs", [](const Scenario& s) { return s.assumptions.latestRunOnly ? QStringLiteral("latest") : QStringLiteral("all"); },
     [](Scenario& t, const Scenario& f) { t.assumptions.latestRunOnly = f.assumptions.latestRunOnly; }},
    {"assumptions.unknown_draw", "Unknown draw (share of TDP)",
     [](const Scenario& s) {
         return QStringLiteral("%1–%2 %").arg(number(s.assumptions.unknownDrawLow * 100), number(s.assumptions.unknownDrawHigh * 100));
     },
     [](Scenario& t, const Scenario& f) {
         t.assumptions.unknownDrawLow = f.assumptions.unknownDrawLow;
         t.assumptions.unknownDrawHigh = f.assumptions.unknownDrawHigh;
     }},
    {"chart", "Chart", [](const Scenario& s) { return s.chart; }, [](Scenario& t, const Scenario& f) { t.chart = f.chart; }},
    {"chart.efficiency_axis", "Frontier axis in tokens/s per kW", [](const Scenario& s) { return yesNo(s.efficiencyAxis); },
     [](Scenario& t, const Scenario& f) { t.efficiencyAxis = f.efficiencyAxis; }},
    {"chart.joules_per_token", "Bars in joules per token", [](const Scenario& s) { return yesNo(s.joulesPerToken); },
     [](Scenario& t, const Scenario& f) { t.joulesPerToken = f.joulesPerToken; }},
    {"source_sha256", "Data files", [](const Scenario& s) { return files(s.sourceSha256); },
     [](Scenario& t, const Scenario& f) { t.sourceSha256 = f.sourceSha256; }},
};

const Field* fieldFor(const QString& key)
{
    for (const Field& f : kFields)
        if (key == QLatin1String(f.key)) return &f;
    return nullptr;
}

bool differs(const Field& f, const Scenario& a, const Scenario& b)
{
    if (qstrcmp(f.key, "assumptions.operating_point") == 0 && a.assumptions.atPeak && b.assumptions.atPeak) return false;
    Scenario t = a;
    f.copy(t, b);
    return !(t == a);
}

QString times(double v) { return QLocale(QLocale::English).toString(v, 'g', 3) + QStringLiteral("×"); }

} // namespace

QList<ScenarioDifference> diffScenarios(const Scenario& a, const Scenario& b)
{
    QList<ScenarioDifference> out;
    for (const Field& f : kFields)
        if (differs(f, a, b)) out << ScenarioDifference{QString::fromLatin1(f.key), QString::fromUtf8(f.label), f.show(a), f.show(b)};
    return out;
}

QStringList scenarioFieldKeys()
{
    QStringList keys;
    for (const Field& f : kFields) keys << QString::fromLatin1(f.key);
    return keys;
}

Scenario withFieldFrom(const Scenario& a, const Scenario& b, const QString& field)
{
    Scenario t = a;
    if (const Field* f = fieldFor(field)) f->copy(t, b);
    return t;
}

QString HeadlineRatio::text() const
{
    if (isKnown(value)) return edge ? times(value) + QStringLiteral(" (clamped)") : times(value);
    if (isKnown(low) && isKnown(high)) return QStringLiteral("n/a (%1–%2)").arg(times(low), times(high));
    return QStringLiteral("n/a");
}

HeadlineRatio headlineRatio(const Comparison& c)
{
    HeadlineRatio h;
    if (c.systems.size() < 2) return h;
    h.label = QStringLiteral("%1 ÷ %2").arg(c.systems[1].label, c.systems[0].label);
    for (const Ratio& r : c.ratios) {
        if (r.a != 1 || r.b != 0) continue;
        h.value = r.tokensPerKwRatio;
        h.low = r.low;
        h.high = r.high;
        h.edge = r.edge;
    }
    return h;
}

} // namespace denominator
