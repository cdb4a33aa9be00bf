// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What differs between two scenarios, field by field, and the headline ratio a comparison is
// usually quoted by. Pure: no I/O. The diff view (ui/dialogs/scenario_diff_dialog.h) combines the two to
// show what each difference alone does to the ratio.

#include "core/comparison.h"
#include "scenario/scenario.h"

#include <QList>
#include <QString>

namespace denominator {

struct ScenarioDifference {
    QString field; ///< stable key: "model", "assumptions.denominator", "chart", …
    QString label; ///< for people: "Denominator"
    QString a, b;  ///< the two values as shown

    bool operator==(const ScenarioDifference&) const = default;
};

/// Every field in which `b` differs from `a`, in a fixed order (selection, assumptions, chart,
/// data files). The operating point is one field (each at peak, or matched at an interactivity);
/// two at-peak scenarios never differ by their unused interactivity.
QList<ScenarioDifference> diffScenarios(const Scenario& a, const Scenario& b);

/// Every field key diffScenarios can report, in its order.
QStringList scenarioFieldKeys();

/// `a` with one field (a key of scenarioFieldKeys) taken from `b`; `a` unchanged for other keys.
Scenario withFieldFrom(const Scenario& a, const Scenario& b, const QString& field);

/// The ratio a comparison is usually quoted by: the second system's tokens/s per kW over the
/// first's (the baseline).
struct HeadlineRatio {
    QString label;                  ///< "b200 sglang fp8 ÷ h200 sglang fp8"; empty with fewer than two systems
    double value = kNaN;            ///< NaN when a power is unknown or there is no second system
    double low = kNaN, high = kNaN; ///< the range when a measured power is unknown
    bool edge = false;              ///< a side is clamped to its tested range
    QString basis;                  ///< Ratio::basis

    /// As Ratio::text(): "1.22×", "outside tested range", "0.28–1.11× (measured ÷ assumed …)" or "n/a".
    QString text() const;
};
HeadlineRatio headlineRatio(const Comparison& c);

} // namespace denominator
