// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The assumptions dock: workload, systems and baseline, denominator, boundary (with components
// and their sources), numerator tokens, operating point. It edits a Scenario; the window decides
// what to do with an edit (undo stack, recompute). setScenario() never emits.

#include "literacy/claims.h"
#include "scenario/scenario.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSlider;

namespace denominator::ui {

class AssumptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit AssumptionsPanel(QWidget* parent = nullptr);

    struct Workload {
        QString model;
        int isl = 0, osl = 0;
    };
    void setWorkloads(const QList<Workload>& workloads, const QStringList& precisions);
    /// Systems available for the current workload, with their chart colours.
    void setAvailableSystems(const QStringList& labels, const QList<QColor>& colors);
    void setScenario(const Scenario& s);
    /// Published claims the learner can pick; picking one shows its waterfall.
    void setClaims(const QList<Claim>& claims);
    Scenario scenario() const { return m_scenario; }
    /// Rich text describing the watts per system at the boundary; `sources` (plain text) is
    /// shown as the tooltip.
    void setComponentsText(const QString& html, const QString& sources);

    /// Slider position (0..kSliderSteps) <-> interactivity on a log scale.
    static constexpr int kSliderSteps = 1000;
    static double sliderToInteractivity(int position);
    static int interactivityToSlider(double interactivity);

signals:
    /// `what` names the change for the undo menu; edits with the same non-empty `mergeKey`
    /// in a row (slider drags) may be merged into one undo step.
    void scenarioEdited(const denominator::Scenario& scenario, const QString& what, const QString& mergeKey);
    /// The user asked to edit the hardware components (host, network, PSU, PUE, TDP…).
    void editHardwareRequested();

private:
    void buildUi();
    void emitEdit(const QString& what, const QString& mergeKey = {});
    void syncWidgets();
    QStringList checkedSystems() const;

    Scenario m_scenario;
    QList<Workload> m_workloads;
    bool m_syncing = false;

    QComboBox* m_workload = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_claim = nullptr;
    QListWidget* m_systems = nullptr;
    QComboBox* m_baseline = nullptr;
    QComboBox* m_denominator = nullptr;
    QLineEdit* m_customWatts = nullptr;
    QComboBox* m_boundary = nullptr;
    QCheckBox* m_pueOverride = nullptr;
    QDoubleSpinBox* m_pue = nullptr;
    QLabel* m_components = nullptr;
    QComboBox* m_tokens = nullptr;
    QRadioButton* m_atPeak = nullptr;
    QRadioButton* m_matched = nullptr;
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_interactivity = nullptr;
    QCheckBox* m_efficiencyAxis = nullptr;
    QCheckBox* m_joules = nullptr;
};

} // namespace denominator::ui
