// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The scenario diff view: two scenarios (usually the window's current one and one opened from a
// scenario JSON or an exported PNG/SVG/PDF) listed field by field where they differ, with what
// each difference alone does to the headline ratio (systems[1] ÷ systems[0]): A's ratio → the
// ratio of A with only that field taken from B. B's own ratio is shown for reference. Ratios are
// recomputed from the data in the store the provider reads, so a difference in data files
// shows no effect.

#include "charts/inputs_provider.h"
#include "scenario/scenario_diff.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace denominator::ui {

struct DiffEffect {
    ScenarioDifference difference;
    HeadlineRatio withChange; ///< A with only this field taken from B
};

struct DiffReport {
    HeadlineRatio a, b;
    QList<DiffEffect> effects;
};

/// Computes the report: one provider call for A, one for B and one per difference; the first
/// Issue a call met when the data could not be read.
Expected<DiffReport> diffReport(const Scenario& a, const Scenario& b, const InputsProvider& inputsFor);

class ScenarioDiffDialog : public QDialog {
    Q_OBJECT
public:
    enum class Column { Field, ValueA, ValueB, Effect, Count };

    /// Shows `report` (diffReport()) of the scenarios named `nameA` and `nameB`.
    ScenarioDiffDialog(DiffReport report, const QString& nameA, const QString& nameB, QWidget* parent = nullptr);

    const DiffReport& report() const { return m_report; }
    QTableWidget* table() const { return m_table; }
    QString summary() const; ///< the line above the table (the two headline ratios)

    /// Asks for a file when `path` is empty, reads its scenario (readScenarioFile) and shows the
    /// diff against `current` (modal). Returns false when cancelled or unreadable (message shown).
    static bool compareWithFile(QWidget* parent, const Scenario& current, const InputsProvider& inputsFor, const QString& path = {});

private:
    void fillTable();

    DiffReport m_report;
    QLabel* m_summary;
    QTableWidget* m_table;
};

} // namespace denominator::ui
