// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "scenario/scenario_diff.h"

#include "core/number_format.h"
#include "core/workload.h"

#include "core/assumption_fields.h"

#include <functional>

namespace denominator {
namespace {

QString files(const QStringList& shas)
{
    if (shas.isEmpty()) return QStringLiteral("not recorded");
    QStringList shortShas;
    for (const QString& s : shas) shortShas << s.left(8);
    return QStringLiteral("%1 file(s): %2").arg(shas.size()).arg(shortShas.join(QStringLiteral(", ")));
}

QString yesNo(bool b) { return b ? QStringLiteral("yes") : QStringLiteral("no"); }

struct Field {
    QString key, label;
    std::function<QString(const Scenario&)> show;
    std::function<void(Scenario& to, const Scenario& from)> copy;
};

template <class T> Field member(const char* key, const char* label, T Scenario::*m, std::function<QString(const T&)> show)
{
    return {QString::fromLatin1(key), QString::fromUtf8(label), [m, show](const Scenario& s) { return show(s.*m); },
            [m](Scenario& t, const Scenario& f) { t.*m = f.*m; }};
}

/// One row per field a chart depends on; `copy` moves exactly that field, so applying every
/// difference to A gives B. The assumptions come from their one definition (assumption_fields.h).
/// A length, or what an agentic workload has instead (core/workload.h).
QString lengthText(int v) { return v == kAgenticLength ? QStringLiteral("none (agentic-coding)") : QString::number(v); }

const QList<Field>& fields()
{
    static const QList<Field> all = [] {
        const auto text = [](const QString& v) { return v; };
        QList<Field> f{
            member<QString>("model", "Model", &Scenario::model, text),
            member<int>("isl", "Input length (ISL)", &Scenario::isl, [](int v) { return lengthText(v); }),
            member<int>("osl", "Output length (OSL)", &Scenario::osl, [](int v) { return lengthText(v); }),
            member<QString>("precision", "Precision", &Scenario::precision,
                            [](const QString& v) { return v.isEmpty() ? QStringLiteral("any") : v; }),
            member<QStringList>("systems", "Systems (first = baseline)", &Scenario::systems,
                                [](const QStringList& v) { return v.isEmpty() ? QStringLiteral("all") : v.join(QStringLiteral(" · ")); }),
            member<QStringList>("pair", "Pair explained (subject ÷ baseline)", &Scenario::pair,
                                [](const QStringList& v) {
                                    return v.size() == 2 ? v[0] + QStringLiteral(" ÷ ") + v[1] : QStringLiteral("second ÷ first shown");
                                }),
            member<QString>("claim", "Claim", &Scenario::claimId,
                            [](const QString& v) { return v.isEmpty() ? QStringLiteral("none") : v; }),
        };
        for (const AssumptionField& a : assumptionFields())
            f << Field{QStringLiteral("assumptions.") + QLatin1String(a.key), QString::fromUtf8(a.label),
                       [&a](const Scenario& s) { return a.show(s.assumptions); },
                       [&a](Scenario& t, const Scenario& from) { a.copy(t.assumptions, from.assumptions); }};
        f << member<QString>("chart", "Chart", &Scenario::chart, text)
          << member<bool>("chart.efficiency_axis", "Frontier axis in tokens/s per kW", &Scenario::efficiencyAxis, yesNo)
          << member<bool>("chart.joules_per_token", "Bars in joules per token", &Scenario::joulesPerToken, yesNo)
          << member<QString>("chart.x_axis", "Frontier x axis", &Scenario::xAxis,
                             [](const QString& v) { return axisTitle(frontierXFromString(v).value_or(FrontierX::Interactivity)); })
          << member<bool>("chart.linear_y", "Linear y axis", &Scenario::linearY, yesNo)
          << member<bool>("chart.frontier_only", "Only frontier points", &Scenario::frontierOnly, yesNo)
          << member<bool>("chart.hide_labels", "Value labels hidden", &Scenario::hideLabels, yesNo)
          << member<QStringList>(
                 "chart.conceal", "Kept back until the answer", &Scenario::concealed,
                 [](const QStringList& v) { return v.isEmpty() ? QStringLiteral("nothing") : v.join(QStringLiteral(", ")); })
          << member<QStringList>("source_sha256", "Data files", &Scenario::sourceSha256, files);
        return f;
    }();
    return all;
}

const Field* fieldFor(const QString& key)
{
    for (const Field& f : fields())
        if (f.key == key) return &f;
    return nullptr;
}

bool differs(const Field& f, const Scenario& a, const Scenario& b)
{
    // Two at-peak scenarios never differ by their unused interactivity.
    if (f.key == QLatin1String("assumptions.operating_point") && a.assumptions.atPeak && b.assumptions.atPeak) return false;
    Scenario t = a;
    f.copy(t, b);
    return !(t == a);
}

} // namespace

QList<ScenarioDifference> diffScenarios(const Scenario& a, const Scenario& b)
{
    QList<ScenarioDifference> out;
    for (const Field& f : fields())
        if (differs(f, a, b)) out << ScenarioDifference{f.key, f.label, f.show(a), f.show(b)};
    return out;
}

QStringList scenarioFieldKeys()
{
    QStringList keys;
    for (const Field& f : fields()) keys << f.key;
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
    Ratio r;
    r.tokensPerKwRatio = value;
    r.low = low;
    r.high = high;
    r.edge = edge;
    r.basis = basis;
    return r.text();
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
        h.basis = r.basis;
    }
    return h;
}

} // namespace denominator
