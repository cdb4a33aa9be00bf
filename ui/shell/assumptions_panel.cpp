// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/assumptions_panel.h"

#include "shell/wheel_guard.h"

#include "charts/chart_kinds.h"

#include "core/assumption_fields.h"
#include "core/chassis_power_model.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSlider>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <cmath>

namespace denominator::ui {
namespace {

constexpr double kMinInteractivity = 5, kMaxInteractivity = 2000;

/// "DeepSeek-R1-0528 · 1k/1k", "Kimi-K2.5 · agentic-coding": short enough for the dock; the
/// tooltip has the lengths in full.
QString workloadText(const AssumptionsPanel::Workload& w)
{
    if (isDataset(w.isl, w.osl)) return QStringLiteral("%1 · other benchmarks").arg(w.model);
    return QStringLiteral("%1 · %2").arg(w.model, workloadName(w.isl, w.osl));
}

QString workloadTip(const AssumptionsPanel::Workload& w)
{
    if (isAgentic(w.isl, w.osl))
        return QStringLiteral("%1, agentic coding (AgentX): recorded sessions replayed, no fixed lengths").arg(w.model);
    if (isDataset(w.isl, w.osl))
        return QStringLiteral("%1 as %2 measured it, %3 (no fixed lengths): drawn by the Other benchmarks chart, on the hardware "
                              "ticked under Systems")
            .arg(w.model, w.measuredBy,
                 w.measuredBy.contains(QLatin1String(" and ")) ? QStringLiteral("each on its own dataset")
                                                               : QStringLiteral("on its own dataset"));
    return QStringLiteral("%1, input %2 / output %3 tokens").arg(w.model).arg(w.isl).arg(w.osl);
}

/// A combo box that never asks for more width than the dock has: long system names elide in the
/// closed box and show in full in its list and tooltip.
QComboBox* narrowCombo(const char* name, const QString& tip)
{
    auto* c = new QComboBox;
    c->setObjectName(QString::fromLatin1(name));
    c->setToolTip(tip);
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(10);
    c->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return c;
}

void setCurrentData(QComboBox* c, const QString& data) { c->setCurrentIndex(std::max(0, c->findData(data))); }

QString customWattsTip()
{
    return QStringLiteral("Watts per accelerator for the custom denominator, as HARDWARE=WATTS pairs such as h200=600, b200=850");
}

/// A combo of an enumerated assumption: its values and their names from the one definition
/// (core/assumption_fields.h), so a new value appears here without a line in this file.
QComboBox* choiceCombo(const char* name, const char* key, const QString& tip)
{
    auto* c = narrowCombo(name, tip);
    for (const FieldChoice& choice : assumptionField(key)->choices)
        c->addItem(QString::fromUtf8(choice.label), QLatin1String(choice.value));
    return c;
}

} // namespace

double AssumptionsPanel::sliderToInteractivity(int position)
{
    const double lo = std::log10(kMinInteractivity), hi = std::log10(kMaxInteractivity);
    return std::pow(10.0, lo + (hi - lo) * position / kSliderSteps);
}

int AssumptionsPanel::interactivityToSlider(double x)
{
    const double lo = std::log10(kMinInteractivity), hi = std::log10(kMaxInteractivity);
    const double t = (std::log10(std::clamp(x, kMinInteractivity, kMaxInteractivity)) - lo) / (hi - lo);
    return int(std::lround(t * kSliderSteps));
}

AssumptionsPanel::AssumptionsPanel(QWidget* parent) : QWidget(parent)
{
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("assumptionTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(scrollPage(buildDataPage()), tr("&Data"));
    m_tabs->addTab(scrollPage(buildPowerPage()), tr("&Power"));
    m_tabs->addTab(scrollPage(buildReadingPage()), tr("&Reading"));
    m_tabs->setTabToolTip(0, tr("Workload, precisions, runs and dates, systems, baseline"));
    m_tabs->setTabToolTip(1, tr("Denominator, unknown draw, boundary and its components"));
    m_tabs->setTabToolTip(2, tr("Tokens counted, operating point, chart display"));
    m_chartNote = new QLabel;
    m_chartNote->setObjectName(QStringLiteral("chartAssumptionsNote"));
    m_chartNote->setWordWrap(true);
    m_chartNote->setStyleSheet(QStringLiteral("color: #b35900"));
    m_chartNote->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chartNote);
    layout->addWidget(m_tabs);
    wireDataPage();
    wirePowerPage();
    wireReadingPage();
}

QScrollArea* AssumptionsPanel::scrollPage(QWidget* content)
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the pages are laid out to the dock's width
    WheelGuard::guard(content, scroll);
    return scroll;
}

QWidget* AssumptionsPanel::buildDataPage()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_workload = narrowCombo("workload", tr("Model and input/output sequence lengths: points of different lengths never share a curve"));
    form->addRow(tr("&Workload"), m_workload);
    auto* precisions = new QWidget;
    m_precisionRow = new QHBoxLayout(precisions);
    m_precisionRow->setContentsMargins(0, 0, 0, 0);
    precisions->setToolTip(tr("Precisions on the charts; untick one to leave it out"));
    form->addRow(tr("Precision"), precisions);
    m_runs = narrowCombo("runs", tr("Which results of each system: the newest per configuration and concurrency (as InferenceX "
                                    "shows them), every run pooled, the one run whose reading here is best (best ever: the "
                                    "winning run is named in the stamp and tooltip), or the newest on or before a date"));
    form->addRow(tr("R&uns"), m_runs);
    m_compareDate = narrowCombo("compareDate", tr("Also draw each system as it was on this date, as its own series"));
    form->addRow(tr("Compare &with"), m_compareDate);
    m_claim = narrowCombo("claim", tr("A published claim to take apart: sets its workload, operating point and systems"));
    form->addRow(tr("Publis&hed claim"), m_claim);
    layout->addLayout(form);

    auto* systemsBox = new QGroupBox(tr("Systems"));
    auto* sl = new QVBoxLayout(systemsBox);
    sl->setContentsMargins(4, 4, 4, 4);
    m_picker = new SystemPicker;
    m_picker->setMinimumHeight(180);
    sl->addWidget(m_picker, 1);
    auto* sf = new QFormLayout;
    sf->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_baseline = narrowCombo("baseline", tr("Every ratio divides by this system"));
    sf->addRow(tr("&Baseline"), m_baseline);
    m_pairSubject = narrowCombo("pairSubject", tr("The Waterfall and Sensitivity tabs explain this system ÷ the one below"));
    m_pairBaseline = narrowCombo("pairBaseline", tr("The Waterfall and Sensitivity tabs explain the system above ÷ this one"));
    sf->addRow(tr("E&xplain"), m_pairSubject);
    sf->addRow(tr("÷"), m_pairBaseline);
    sl->addLayout(sf);
    layout->addWidget(systemsBox, 1);
    return page;
}

QWidget* AssumptionsPanel::buildPowerPage()
{
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* pf = new QFormLayout;
    pf->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_denominator = choiceCombo("denominator", "denominator", tr("The watts that divide the tokens/s"));
    m_denominator->setPlaceholderText(tr("? (kept back until you answer)"));
    pf->addRow(tr("&Denominator"), m_denominator);
    m_customWatts = new QLineEdit;
    m_customWatts->setObjectName(QStringLiteral("customWatts"));
    m_customWatts->setPlaceholderText(tr("h200=600, b200=850"));
    m_customWatts->setToolTip(customWattsTip());
    pf->addRow(tr("Custom"), m_customWatts);
    m_powerStatistic = choiceCombo("powerStatistic", "power_statistic",
                                   tr("With the measured denominator: the mean power over the benchmark window "
                                      "(avg_power_w), or the time-weighted 75th or 90th percentile that InferenceX "
                                      "PowerX rows publish beside it (a provisioning view). A row without it is n/a."));
    pf->addRow(tr("&Statistic"), m_powerStatistic);
    auto* draw = new QHBoxLayout;
    const auto percent = [](const char* name) {
        auto* s = new QDoubleSpinBox;
        s->setObjectName(QString::fromLatin1(name));
        s->setRange(1, 150);
        s->setDecimals(0);
        s->setSingleStep(5);
        s->setSuffix(QStringLiteral(" %"));
        s->setToolTip(tr("Where a system's measured power is missing, it is assumed to draw anywhere in this share of its TDP; "
                         "its numbers become ranges"));
        return s;
    };
    m_drawLow = percent("unknownDrawLow");
    m_drawHigh = percent("unknownDrawHigh");
    draw->addWidget(m_drawLow, 1);
    draw->addWidget(new QLabel(tr("to")));
    draw->addWidget(m_drawHigh, 1);
    pf->addRow(tr("Unmeasured &draw"), draw);
    auto* drawNote = new QLabel(tr("of TDP, where measured power is missing"));
    drawNote->setWordWrap(true);
    pf->addRow(QString(), drawNote);
    m_boundary = choiceCombo(
        "boundary", "boundary",
        tr("What the watts cover: the chip, the node at the wall, the rack, the facility, or InferenceX's modelled 8-GPU chassis (draft)"));
    m_boundary->setPlaceholderText(tr("? (kept back until you answer)"));
    pf->addRow(tr("B&oundary"), m_boundary);
    auto* pueRow = new QHBoxLayout;
    m_pueOverride = new QCheckBox(tr("PUE"));
    m_pueOverride->setObjectName(QStringLiteral("pueOverride"));
    m_pueOverride->setToolTip(tr("Override the default PUE (per hardware: 1.3 air-cooled, 1.1 liquid; the modelled chassis: 1.2)"));
    m_pue = new QDoubleSpinBox;
    m_pue->setObjectName(QStringLiteral("pue"));
    m_pue->setRange(1.0, 3.0);
    m_pue->setSingleStep(0.05);
    m_pue->setValue(1.3);
    pueRow->addWidget(m_pueOverride);
    pueRow->addWidget(m_pue, 1);
    pf->addRow(pueRow);
    layout->addLayout(pf);
    m_components = new QLabel;
    m_components->setObjectName(QStringLiteral("components"));
    m_components->setWordWrap(true);
    m_components->setTextFormat(Qt::RichText);
    QFont small = m_components->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_components->setFont(small);
    layout->addWidget(m_components);
    auto* editComponents = new QPushButton(tr("Edit hardware &components…"));
    editComponents->setObjectName(QStringLiteral("editComponents"));
    connect(editComponents, &QPushButton::clicked, this, &AssumptionsPanel::editHardwareRequested);
    layout->addWidget(editComponents);
    layout->addStretch(1);
    return page;
}

QWidget* AssumptionsPanel::buildReadingPage()
{
    auto* page = new QWidget;
    auto* of = new QFormLayout(page);
    of->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_tokens = choiceCombo("tokens", "tokens", tr("Which tokens the numerator counts"));
    m_tokens->setPlaceholderText(tr("? (kept back until you answer)"));
    of->addRow(tr("&Tokens"), m_tokens);
    m_atPeak = new QRadioButton(tr("Each system at its &peak"));
    m_atPeak->setObjectName(QStringLiteral("atPeak"));
    m_matched = new QRadioButton(tr("&Matched interactivity"));
    m_matched->setObjectName(QStringLiteral("matched"));
    auto* group = new QButtonGroup(this);
    group->addButton(m_atPeak);
    group->addButton(m_matched);
    of->addRow(m_atPeak);
    of->addRow(m_matched);
    auto* sliderRow = new QHBoxLayout;
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setObjectName(QStringLiteral("interactivitySlider"));
    m_slider->setRange(0, kSliderSteps);
    m_slider->setToolTip(tr("Interactivity target, log scale (tok/s/user)"));
    m_interactivity = new QDoubleSpinBox;
    m_interactivity->setObjectName(QStringLiteral("interactivity"));
    m_interactivity->setRange(kMinInteractivity, kMaxInteractivity);
    m_interactivity->setDecimals(1);
    m_interactivity->setSuffix(tr(" tok/s/user"));
    sliderRow->addWidget(m_slider, 1);
    sliderRow->addWidget(m_interactivity);
    of->addRow(sliderRow);
    m_interpolation = choiceCombo("interpolation", "interpolation",
                                  tr("How a value between two tested points is read. Both pass through every "
                                     "tested point; they differ most across a wide gap."));
    of->addRow(tr("Bet&ween points"), m_interpolation);
    m_definition = choiceCombo("interactivityDefinition", "interactivity_definition",
                               tr("How an agentic workload's interactivity is read (fixed-length workloads: 1000 / median TPOT). "
                                  "E2E-normalised needs per-request traces; points without them are not drawn."));
    of->addRow(tr("A&gentic"), m_definition);
    m_frontierRule = choiceCombo("frontierRule", "frontier_rule",
                                 tr("Which agentic points make a system's front. Pareto: the points no other beats on the axis "
                                    "drawn. North Star (InferenceX's AgentX rule): only the winners on E2E-normalised "
                                    "interactivity that are also on the front drawn; a system without traces has none."));
    of->addRow(tr("Agentic &front"), m_frontierRule);
    m_reachNote = new QLabel;
    m_reachNote->setObjectName(QStringLiteral("reachNote"));
    m_reachNote->setWordWrap(true);
    m_reachNote->setStyleSheet(QStringLiteral("color: #b35900"));
    m_reachNote->hide();
    of->addRow(m_reachNote);
    // The view options: a new one in the scenario table appears here without a line in this file.
    for (const ScenarioField& f : scenarioFields()) {
        if (!f.dockName) continue;
        QWidget* control = nullptr;
        if (f.flag) {
            auto* box = new QCheckBox(QString::fromUtf8(f.dockText));
            of->addRow(box);
            control = box;
        } else {
            auto* combo = narrowCombo(f.dockName, QString::fromUtf8(f.help));
            for (const FieldChoice& c : f.choices) {
                Scenario shown;
                shown.*f.choice = QLatin1String(c.value);
                combo->addItem(showField(f, shown), QLatin1String(c.value));
            }
            of->addRow(QString::fromUtf8(f.dockText), combo);
            control = combo;
        }
        control->setObjectName(QLatin1String(f.dockName));
        control->setToolTip(QString::fromUtf8(f.help));
        m_viewControls << std::pair{control, &f};
    }
    return page;
}

void AssumptionsPanel::wireDataPage()
{
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (m_syncing || i < 0 || i >= m_workloads.size()) return;
        const bool wasAgentic = isAgentic(m_scenario.isl, m_scenario.osl);
        m_scenario.model = m_workloads[i].model;
        m_scenario.isl = m_workloads[i].isl;
        m_scenario.osl = m_workloads[i].osl;
        // Agentic input counts every cached prompt token: output tokens are what it ships.
        // Leaving it, the default numerator (total) comes back.
        if (isAgentic(m_scenario.isl, m_scenario.osl))
            m_scenario.assumptions.tokens = TokenKind::Output;
        else if (wasAgentic)
            m_scenario.assumptions.tokens = TokenKind::Total;
        m_scenario.precision.clear();
        m_scenario.systems.clear();
        m_scenario.pair.clear();
        // Other benchmarks' results: one chart draws them (the others would be empty).
        if (isDataset(m_scenario.isl, m_scenario.osl)) m_scenario.chart = QStringLiteral("cross-source");
        emitEdit(tr("Workload %1").arg(m_workload->currentText()));
    });
    connect(m_runs, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        if (!assumptionField("runs")->parseText(m_runs->currentData().toString(), m_scenario.assumptions)) return;
        emitEdit(tr("Runs: %1").arg(m_runs->currentText()));
    });
    connect(m_compareDate, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        m_scenario.assumptions.runs.compareAsOf = m_compareDate->currentData().toString();
        emitEdit(m_scenario.assumptions.runs.compareAsOf.isEmpty() ? tr("No date comparison")
                                                                   : tr("Compare with %1").arg(m_scenario.assumptions.runs.compareAsOf));
    });
    connect(m_claim, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        emit claimPicked(m_claim->currentData().toString());
    });
    connect(m_picker, &SystemPicker::selectionEdited, this, [this](const QStringList& labels, const QString& what) {
        QStringList systems = labels;
        const QString base = m_shown.value(0);
        if (systems.contains(base)) systems.move(systems.indexOf(base), 0); // the baseline stays first
        // An empty list means "the default selection": unticking everything keeps the baseline instead.
        if (systems.isEmpty() && !base.isEmpty()) systems << base;
        m_scenario.systems = systems;
        emitEdit(what);
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        const QString base = m_baseline->currentText();
        QStringList systems = m_scenario.systems.isEmpty() ? m_shown : m_scenario.systems;
        systems.removeAll(base);
        systems.prepend(base);
        m_scenario.systems = systems;
        emitEdit(tr("Baseline %1").arg(base));
    });
    for (QComboBox* c : {m_pairSubject, m_pairBaseline})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (m_syncing) return;
            m_scenario.pair = {m_pairSubject->currentText(), m_pairBaseline->currentText()};
            emitEdit(tr("Explain %1 ÷ %2").arg(m_scenario.pair[0], m_scenario.pair[1]));
        });
}

QList<std::pair<QComboBox*, const char*>> AssumptionsPanel::choiceBoxes() const
{
    return {{m_denominator, "denominator"},     {m_powerStatistic, "power_statistic"},
            {m_boundary, "boundary"},           {m_tokens, "tokens"},
            {m_interpolation, "interpolation"}, {m_definition, "interactivity_definition"},
            {m_frontierRule, "frontier_rule"}};
}

void AssumptionsPanel::wirePowerPage()
{
    // Every enumerated assumption's combo, through its field's one parser; the undo step is named
    // by the field and the value ("Boundary: Rack (+ network share)").
    for (auto [box, key] : choiceBoxes()) {
        connect(box, &QComboBox::currentIndexChanged, this, [this, box = box, key = key] {
            if (m_syncing || box->currentIndex() < 0) return;
            const AssumptionField& f = *assumptionField(key);
            if (!f.parseText(box->currentData().toString(), m_scenario.assumptions)) return;
            emitEdit(tr("%1: %2").arg(QString::fromUtf8(f.label), box->currentText()));
        });
    }
    connect(m_customWatts, &QLineEdit::editingFinished, this, [this] {
        if (m_syncing) return;
        // The same parser as --watts: a pair it cannot read is said, not dropped.
        Assumptions a = m_scenario.assumptions;
        if (const auto set = assumptionField("custom_watts")->parseText(m_customWatts->text(), a); !set) {
            m_customWatts->setStyleSheet(QStringLiteral("QLineEdit { border: 1px solid #c0392b; }"));
            m_customWatts->setToolTip(tr("Not applied: %1").arg(set.error().message));
            QToolTip::showText(m_customWatts->mapToGlobal(QPoint(0, m_customWatts->height())), m_customWatts->toolTip(), m_customWatts);
            return;
        }
        m_customWatts->setStyleSheet(QString());
        m_customWatts->setToolTip(customWattsTip());
        if (a.customWatts == m_scenario.assumptions.customWatts) return;
        m_scenario.assumptions.customWatts = a.customWatts;
        emitEdit(tr("Custom watts"));
    });
    const auto drawChanged = [this](bool lowMoved) {
        if (m_syncing) return;
        // The ends never cross: moving one past the other takes the other along.
        double lo = m_drawLow->value() / 100, hi = m_drawHigh->value() / 100;
        if (lo > hi) (lowMoved ? hi : lo) = (lowMoved ? lo : hi);
        m_scenario.assumptions.unknownDrawLow = lo;
        m_scenario.assumptions.unknownDrawHigh = hi;
        emitEdit(tr("Unknown draw %1").arg(m_scenario.assumptions.unknownDrawShare()), QStringLiteral("draw"));
    };
    connect(m_drawLow, &QDoubleSpinBox::valueChanged, this, [drawChanged] { drawChanged(true); });
    connect(m_drawHigh, &QDoubleSpinBox::valueChanged, this, [drawChanged] { drawChanged(false); });
    auto pueChanged = [this] {
        if (m_syncing) return;
        m_scenario.assumptions.pue = m_pueOverride->isChecked() ? m_pue->value() : kNaN;
        emitEdit(tr("PUE"), QStringLiteral("pue"));
    };
    connect(m_pueOverride, &QCheckBox::toggled, this, pueChanged);
    connect(m_pue, &QDoubleSpinBox::valueChanged, this, pueChanged);
}

void AssumptionsPanel::wireReadingPage()
{
    connect(m_atPeak, &QRadioButton::toggled, this, [this](bool on) {
        if (m_syncing) return;
        m_scenario.assumptions.atPeak = on;
        emitEdit(on ? tr("Each at peak") : tr("Matched interactivity"));
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (m_syncing) return;
        m_scenario.assumptions.interactivity = sliderToInteractivity(v);
        m_scenario.assumptions.atPeak = false;
        emitEdit(tr("Interactivity"), QStringLiteral("interactivity"));
    });
    connect(m_interactivity, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_syncing) return;
        m_scenario.assumptions.interactivity = v;
        m_scenario.assumptions.atPeak = false;
        emitEdit(tr("Interactivity"), QStringLiteral("interactivity"));
    });
    for (auto [control, field] : std::as_const(m_viewControls)) {
        const ScenarioField* f = field;
        if (auto* box = qobject_cast<QCheckBox*>(control)) {
            connect(box, &QCheckBox::toggled, this, [this, f](bool on) {
                if (m_syncing) return;
                m_scenario.*f->flag = on;
                emitEdit(QString::fromUtf8(on ? f->onText : f->offText));
            });
        } else if (auto* combo = qobject_cast<QComboBox*>(control)) {
            connect(combo, &QComboBox::currentIndexChanged, this, [this, f, combo] {
                if (m_syncing || !setOption(*f, combo->currentData().toString(), m_scenario)) return;
                emitEdit(tr("%1: %2").arg(QString::fromUtf8(f->label), combo->currentText()));
            });
        }
    }
}

void AssumptionsPanel::emitEdit(const QString& what, const QString& mergeKey)
{
    syncWidgets();
    emit scenarioEdited(m_scenario, what, mergeKey);
}

void AssumptionsPanel::setWorkloads(const QList<Workload>& workloads)
{
    const bool was = m_syncing;
    m_syncing = true;
    m_workloads = workloads;
    m_workload->clear();
    for (const Workload& w : workloads) {
        m_workload->addItem(workloadText(w));
        m_workload->setItemData(m_workload->count() - 1, workloadTip(w), Qt::ToolTipRole);
    }
    m_syncing = was;
    syncWidgets();
}

void AssumptionsPanel::setWorkloadContents(const QStringList& precisions, const QStringList& runDates)
{
    QStringList now;
    for (QCheckBox* c : std::as_const(m_precisions)) now << c->text();
    if (now != precisions) {
        qDeleteAll(m_precisions);
        m_precisions.clear();
        for (const QString& p : precisions) {
            auto* box = new QCheckBox(p);
            box->setObjectName(QStringLiteral("precision_") + p);
            m_precisionRow->addWidget(box);
            m_precisions << box;
            connect(box, &QCheckBox::toggled, this, [this] {
                if (m_syncing) return;
                QStringList on;
                for (QCheckBox* c : std::as_const(m_precisions))
                    if (c->isChecked()) on << c->text();
                // Every box ticked (or none) means every precision, as an empty scenario field.
                const bool every = on.isEmpty() || on.size() == m_precisions.size();
                m_scenario.precision = every ? QString() : on.join(QLatin1Char(','));
                emitEdit(every ? tr("Every precision") : tr("Precision %1").arg(on.join(QStringLiteral(" + "))));
            });
        }
    }
    m_runDates = runDates;
    syncWidgets();
}

void AssumptionsPanel::setAvailableSystems(const QList<SystemPicker::Entry>& systems, const QStringList& best)
{
    m_picker->setEntries(systems);
    m_picker->setBest(best);
    syncWidgets();
}

void AssumptionsPanel::setShownSystems(const QStringList& labels)
{
    m_shown = labels;
    syncWidgets();
}

void AssumptionsPanel::setClaims(const QList<Claim>& claims)
{
    const bool was = m_syncing;
    m_syncing = true;
    m_claim->clear();
    m_claim->addItem(tr("None (compare the data)"), QString());
    // Listed by title (what the claim says), with its id and source in the tooltip.
    for (const Claim& c : claims) {
        m_claim->addItem(c.title.isEmpty() ? c.id : c.title, c.id);
        m_claim->setItemData(m_claim->count() - 1, QStringLiteral("%1 (%2, %3)").arg(c.id, c.claimant, c.source), Qt::ToolTipRole);
    }
    m_syncing = was;
    syncWidgets();
}

void AssumptionsPanel::setScenario(const Scenario& s)
{
    m_scenario = s;
    syncWidgets();
}

void AssumptionsPanel::setReachNote(const QString& text)
{
    m_reachNote->setText(text);
    m_reachNote->setVisible(!text.isEmpty());
}

void AssumptionsPanel::setComponentsText(const QString& html, const QString& sources)
{
    m_components->setText(html);
    m_components->setToolTip(sources);
}

void AssumptionsPanel::syncRuns()
{
    const RunSelection& r = m_scenario.assumptions.runs;
    m_runs->clear();
    for (const FieldChoice& choice : assumptionField("runs")->choices)
        m_runs->addItem(QString::fromUtf8(choice.label), QLatin1String(choice.value));
    m_compareDate->clear();
    m_compareDate->addItem(tr("No second date"), QString());
    QStringList dates = m_runDates;
    // A date from a saved scenario stays selectable even when this workload has no run on it.
    for (const QString& d : {r.asOf, r.compareAsOf})
        if (!d.isEmpty() && !dates.contains(d)) dates << d;
    std::sort(dates.begin(), dates.end(), std::greater<>());
    for (const QString& d : std::as_const(dates)) {
        m_runs->addItem(tr("As of %1").arg(d), d);
        m_compareDate->addItem(tr("As of %1").arg(d), d);
    }
    setCurrentData(m_runs, r.toText());
    setCurrentData(m_compareDate, r.compareAsOf);
    const QString none = tr("No run dates in this workload's data (agg files carry none; the API and its history do)");
    m_compareDate->setEnabled(!dates.isEmpty() && r.mode != RunSelection::Mode::All && r.mode != RunSelection::Mode::Best);
    m_compareDate->setToolTip(dates.isEmpty() ? none : tr("Also draw each system as it was on this date, as its own series"));
}

void AssumptionsPanel::syncSystemCombos()
{
    m_picker->setChecked(m_shown);
    m_baseline->clear();
    m_baseline->addItems(m_shown);
    m_baseline->setCurrentIndex(0);
    for (QComboBox* c : {m_pairSubject, m_pairBaseline}) {
        c->clear();
        c->addItems(m_shown);
        for (int i = 0; i < c->count(); ++i) c->setItemData(i, c->itemText(i), Qt::ToolTipRole);
    }
    const QStringList pair = m_scenario.pair.size() == 2 ? m_scenario.pair : QStringList{m_shown.value(1), m_shown.value(0)};
    m_pairSubject->setCurrentIndex(std::max(0, m_pairSubject->findText(pair[0])));
    m_pairBaseline->setCurrentIndex(std::max(0, m_pairBaseline->findText(pair[1])));
    // A benchmark-dataset workload's "systems" are hardware: nothing there has a baseline or a pair.
    const bool dataset = isDataset(m_scenario.isl, m_scenario.osl);
    m_picker->setEntriesAreHardware(dataset);
    for (QComboBox* c : {m_baseline, m_pairSubject, m_pairBaseline}) {
        c->setEnabled(!dataset);
        c->setToolTip(dataset ? tr("Not used: the other benchmarks' results are drawn side by side, not as ratios") : c->currentText());
    }
}

void AssumptionsPanel::syncWidgets()
{
    const bool was = m_syncing;
    m_syncing = true;
    const Assumptions& a = m_scenario.assumptions;
    for (int i = 0; i < m_workloads.size(); ++i)
        if (m_workloads[i].model == m_scenario.model && m_workloads[i].isl == m_scenario.isl && m_workloads[i].osl == m_scenario.osl)
            m_workload->setCurrentIndex(i);
    const QStringList precisions = m_scenario.precision.split(QLatin1Char(','), Qt::SkipEmptyParts);
    // A ticked box is a precision on the charts: with none chosen, every one is.
    for (QCheckBox* c : std::as_const(m_precisions)) {
        c->setChecked(precisions.isEmpty() || precisions.contains(c->text()));
        c->setEnabled(m_precisions.size() > 1); // the only precision cannot be left out
    }
    syncRuns();
    setCurrentData(m_claim, m_scenario.claimId);
    syncSystemCombos();
    for (auto [box, key] : choiceBoxes()) setCurrentData(box, assumptionField(key)->text(a));
    m_customWatts->setEnabled(a.denominator == DenominatorKind::Custom);
    if (!m_customWatts->hasFocus()) {
        // What the scenario holds is valid: a refusal said earlier no longer applies.
        m_customWatts->setText(assumptionField("custom_watts")->text(a));
        m_customWatts->setStyleSheet(QString());
        m_customWatts->setToolTip(customWattsTip());
    }
    m_drawLow->setValue(a.unknownDrawLow * 100);
    m_drawHigh->setValue(a.unknownDrawHigh * 100);
    for (QDoubleSpinBox* s : {m_drawLow, m_drawHigh}) s->setEnabled(a.denominator == DenominatorKind::Measured);
    m_powerStatistic->setEnabled(a.denominator == DenominatorKind::Measured);
    m_pueOverride->setChecked(isKnown(a.pue));
    m_pue->setEnabled(isKnown(a.pue));
    // Unset, it shows what ticking the box would start from: the modelled chassis's own PUE there.
    m_pue->setValue(isKnown(a.pue) ? a.pue : a.boundary == Boundary::ChassisModel ? ChassisPowerModel::bundled().defaultPue : 1.3);
    m_atPeak->setChecked(a.atPeak);
    m_matched->setChecked(!a.atPeak);
    m_interpolation->setEnabled(!a.atPeak); // at each system's peak nothing is read between points
    m_definition->setEnabled(isAgentic(m_scenario.isl, m_scenario.osl));
    m_frontierRule->setEnabled(isAgentic(m_scenario.isl, m_scenario.osl));
    if (isKnown(a.interactivity)) {
        m_slider->setValue(interactivityToSlider(a.interactivity));
        if (std::fabs(m_interactivity->value() - a.interactivity) > 0.05) m_interactivity->setValue(a.interactivity);
    }
    for (auto [control, f] : std::as_const(m_viewControls)) {
        control->setEnabled(!f->applies || f->applies(m_scenario));
        if (auto* box = qobject_cast<QCheckBox*>(control)) box->setChecked(m_scenario.*f->flag);
        if (auto* combo = qobject_cast<QComboBox*>(control)) {
            for (int i = 0; i < combo->count(); ++i) { // items named for this scenario ("P90 E2E-norm." for agentic)
                Scenario shown = m_scenario;
                shown.*f->choice = combo->itemData(i).toString();
                combo->setItemText(i, showField(*f, shown));
            }
            setCurrentData(combo, m_scenario.*f->choice);
        }
    }
    // A lesson step that asks for an assumption keeps it back here as on the stamp: "Rated TDP" in
    // this box would answer "what are those watts?". Controls that only apply under one
    // denominator are kept back with it, since enabling them would say which.
    const auto kept = [&](const char* key) { return m_scenario.hideLabels && m_scenario.concealed.contains(QLatin1String(key)); };
    for (auto [key, box] : {std::pair{"denominator", m_denominator}, std::pair{"boundary", m_boundary}, std::pair{"tokens", m_tokens}}) {
        if (kept(key)) box->setCurrentIndex(-1);
        box->setEnabled(!kept(key));
    }
    if (kept("denominator"))
        for (QWidget* w : {static_cast<QWidget*>(m_customWatts), static_cast<QWidget*>(m_drawLow), static_cast<QWidget*>(m_drawHigh),
                           static_cast<QWidget*>(m_powerStatistic)})
            w->setEnabled(false);
    showWhatTheChartUses();
    m_syncing = was;
}

void AssumptionsPanel::showWhatTheChartUses()
{
    const ChartKind* kind = chartKind(m_scenario.chart);
    QString unused = kind && kind->assumptionsUnused ? kind->assumptionsUnused(m_scenario) : QString();
    // Other benchmarks' results only: an InferenceX chart has nothing to draw, and no InferenceX
    // run is there to choose.
    const bool dataset = isDataset(m_scenario.isl, m_scenario.osl);
    if (dataset && unused.isEmpty())
        unused = tr("Not used: this workload holds other benchmarks' results (MLPerf, ML.ENERGY) and nothing of InferenceX's "
                    "to draw here. The Other benchmarks chart draws them.");
    static const char* const kRunsTip = "runsToolTip";
    if (!m_runs->property(kRunsTip).isValid()) m_runs->setProperty(kRunsTip, m_runs->toolTip());
    m_runs->setEnabled(!dataset);
    m_runs->setToolTip(dataset ? tr("A benchmark-dataset workload has no InferenceX runs to choose among: each other benchmark's "
                                    "results are drawn as published")
                               : m_runs->property(kRunsTip).toString());
    if (dataset) { // syncRuns sets it again from the workload's dates each time
        m_compareDate->setEnabled(false);
        m_compareDate->setToolTip(tr("A benchmark-dataset workload has no InferenceX runs to compare across dates"));
    }
    const QString before = m_chartNote->toolTip(); // the reason the controls show now, if any
    // Short over the tabs (a laptop's dock has little height); the reason in full on hover.
    m_chartNote->setText(tr("The denominator, boundary, tokens and operating point do not change this chart (point here for why)."));
    m_chartNote->setToolTip(unused);
    m_chartNote->setVisible(!unused.isEmpty());
    // syncWidgets sets these from the scenario each time; the rest are enabled whenever the
    // chart uses the assumptions. The agentic definition stays: it decides which points have an
    // interactivity, so which are drawn.
    const QList<QWidget*> ruled{m_denominator, m_customWatts, m_drawLow, m_drawHigh,      m_powerStatistic,
                                m_boundary,    m_pue,         m_tokens,  m_interpolation, m_frontierRule};
    const QList<QWidget*> always{m_pueOverride, m_atPeak, m_matched, m_slider, m_interactivity};
    // A control's own tooltip is kept aside while the reason stands in for it, and given back
    // unless syncWidgets has set a newer one since.
    static const char* const kUsualTip = "usualToolTip";
    for (QWidget* w : ruled + always) {
        const QVariant usual = w->property(kUsualTip);
        if (!unused.isEmpty()) {
            if (!usual.isValid() || w->toolTip() != before) w->setProperty(kUsualTip, w->toolTip());
            w->setToolTip(unused);
            w->setEnabled(false);
        } else if (usual.isValid()) {
            if (w->toolTip() == before) w->setToolTip(usual.toString());
            w->setProperty(kUsualTip, QVariant());
        }
    }
    if (unused.isEmpty())
        for (QWidget* w : always) w->setEnabled(true);
}

} // namespace denominator::ui
