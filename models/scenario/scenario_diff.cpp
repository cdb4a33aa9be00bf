// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "scenario/scenario_diff.h"

#include "scenario/scenario_fields.h"

#include <functional>

namespace denominator {
namespace {

/// One row of the diff: a field of the scenario table, or one assumption of its table.
struct Field {
    QString key, label;
    std::function<QString(const Scenario&)> show;
    std::function<void(Scenario& to, const Scenario& from)> copy;
};

/// One row per field a chart depends on, in the scenario table's order with the assumptions
/// expanded where they stand; `copy` moves exactly that field, so applying every difference to A
/// gives B.
const QList<Field>& fields()
{
    static const QList<Field> all = [] {
        QList<Field> rows;
        for (const ScenarioField& f : scenarioFields()) {
            if (qstrcmp(f.key, "assumptions") == 0) {
                for (const AssumptionField& a : assumptionFields())
                    rows << Field{QStringLiteral("assumptions.") + QLatin1String(a.key), QString::fromUtf8(a.label),
                                  [&a](const Scenario& s) { return a.show(s.assumptions); },
                                  [&a](Scenario& t, const Scenario& from) { a.copy(t.assumptions, from.assumptions); }};
                continue;
            }
            rows << Field{QLatin1String(f.key), QString::fromUtf8(f.label), [&f](const Scenario& s) { return showField(f, s); },
                          [&f](Scenario& t, const Scenario& from) { copyField(f, t, from); }};
        }
        return rows;
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
