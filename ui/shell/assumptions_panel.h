// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The assumptions dock, in three tabs that fit a 1366×768 screen: Data (workload, precisions,
// runs and dates, claim, systems, baseline and the explained pair), Power (denominator, unknown
// draw, boundary with its components) and Reading (tokens, operating point, chart display). It
// edits a Scenario; the window decides what an edit means (undo stack, recompute). Setters never
// emit. Wheel events change a control only when it has focus.

#include "literacy/claims.h"
#include "scenario/scenario.h"
#include "scenario/scenario_fields.h"
#include "shell/system_picker.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QRadioButton;
class QScrollArea;
class QSlider;
class QTabWidget;

namespace denominator::ui {

class AssumptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit AssumptionsPanel(QWidget* parent = nullptr);

    struct Workload {
        QString model;
        int isl = 0, osl = 0;
        QString measuredBy; ///< a benchmark-dataset workload: whose results ("MLPerf Inference Power")
    };
    void setWorkloads(const QList<Workload>& workloads);
    /// What the current workload holds: its precisions and its run dates (newest first).
    void setWorkloadContents(const QStringList& precisions, const QStringList& runDates);
    /// Every system of the current workload (the comparison's order) and what "Best per hardware" ticks.
    void setAvailableSystems(const QList<SystemPicker::Entry>& systems, const QStringList& best);
    /// The systems actually drawn (the default selection when the scenario names none).
    void setShownSystems(const QStringList& labels);
    void setScenario(const Scenario& s);
    /// Published claims the learner can pick.
    void setClaims(const QList<Claim>& claims);
    Scenario scenario() const { return m_scenario; }
    /// Rich text describing the watts per system at the boundary; `sources` (plain text) is
    /// shown as the tooltip.
    /// Under the interactivity control: what the shown systems cannot say at the operating point
    /// (core/comparison.h reachNote); hidden when empty.
    void setReachNote(const QString& text);
    void setComponentsText(const QString& html, const QString& sources);
    QTabWidget* tabs() const { return m_tabs; }
    SystemPicker* systemPicker() const { return m_picker; }

    /// Slider position (0..kSliderSteps) <-> interactivity on a log scale.
    static constexpr int kSliderSteps = 1000;
    static double sliderToInteractivity(int position);
    static int interactivityToSlider(double interactivity);

signals:
    /// `what` names the change for the undo menu; edits with the same non-empty `mergeKey`
    /// in a row (slider drags) may be merged into one undo step.
    void scenarioEdited(const denominator::Scenario& scenario, const QString& what, const QString& mergeKey);
    /// The user picked a published claim (empty: none); the window sets its workload, operating
    /// point and systems.
    void claimPicked(const QString& claimId);
    /// The user asked to edit the hardware components (host, network, PSU, PUE, TDP…).
    void editHardwareRequested();

private:
    QWidget* buildDataPage();
    QWidget* buildPowerPage();
    QWidget* buildReadingPage();
    void wireDataPage();
    void wirePowerPage();
    void wireReadingPage();
    /// The combos of enumerated assumptions with their field keys (core/assumption_fields.h).
    QList<std::pair<QComboBox*, const char*>> choiceBoxes() const;
    /// Disables the power, tokens and operating-point controls, saying why, when the chart shown
    /// does not use them.
    void showWhatTheChartUses();
    QScrollArea* scrollPage(QWidget* content);
    void emitEdit(const QString& what, const QString& mergeKey = {});
    void syncWidgets();
    void syncSystemCombos();
    void syncRuns();

    Scenario m_scenario;
    QList<Workload> m_workloads;
    QStringList m_runDates;
    QStringList m_shown; ///< the systems drawn now (the default selection when none are chosen)
    bool m_syncing = false;

    QTabWidget* m_tabs = nullptr;
    // Data
    QComboBox* m_workload = nullptr;
    QHBoxLayout* m_precisionRow = nullptr;
    QList<QCheckBox*> m_precisions;
    QComboBox* m_runs = nullptr;
    QComboBox* m_compareDate = nullptr;
    QComboBox* m_claim = nullptr;
    SystemPicker* m_picker = nullptr;
    QComboBox* m_baseline = nullptr;
    QComboBox* m_pairSubject = nullptr;
    QComboBox* m_pairBaseline = nullptr;
    // Power
    QComboBox* m_denominator = nullptr;
    QLineEdit* m_customWatts = nullptr;
    QDoubleSpinBox* m_drawLow = nullptr;
    QDoubleSpinBox* m_drawHigh = nullptr;
    QComboBox* m_boundary = nullptr;
    QCheckBox* m_pueOverride = nullptr;
    QDoubleSpinBox* m_pue = nullptr;
    QLabel* m_components = nullptr;
    // Reading
    QComboBox* m_tokens = nullptr;
    QComboBox* m_interpolation = nullptr;
    QComboBox* m_definition = nullptr;     ///< agentic interactivity definition
    QComboBox* m_frontierRule = nullptr;   ///< agentic front: Pareto or North Star
    QComboBox* m_powerStatistic = nullptr; ///< mean, P75 or P90 of the measured power
    QRadioButton* m_atPeak = nullptr;
    QRadioButton* m_matched = nullptr;
    QLabel* m_reachNote = nullptr;
    QLabel* m_chartNote = nullptr; ///< over the tabs: why the chart shown ignores the power and reading settings
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_interactivity = nullptr;
    /// The chart's view options, one control per field of the scenario table with a dock control
    /// (scenario/scenario_fields.h): a check box for a flag, a combo for a choice.
    QList<std::pair<QWidget*, const ScenarioField*>> m_viewControls;
};

} // namespace denominator::ui
