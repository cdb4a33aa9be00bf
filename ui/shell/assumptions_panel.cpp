// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/assumptions_panel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QVBoxLayout>
#include <cmath>

namespace denominator::ui {
namespace {

constexpr double kMinInteractivity = 5, kMaxInteractivity = 2000;

QIcon swatch(const QColor& c)
{
    QPixmap pm(12, 12);
    pm.fill(c);
    return QIcon(pm);
}

QString workloadText(const AssumptionsPanel::Workload& w) { return QStringLiteral("%1 · %2/%3").arg(w.model).arg(w.isl).arg(w.osl); }

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

AssumptionsPanel::AssumptionsPanel(QWidget* parent) : QWidget(parent) { buildUi(); }

void AssumptionsPanel::buildUi()
{
    auto* layout = new QVBoxLayout(this);

    auto* workloadBox = new QGroupBox(tr("Workload"));
    auto* wf = new QFormLayout(workloadBox);
    m_workload = new QComboBox;
    m_workload->setObjectName(QStringLiteral("workload"));
    m_workload->setToolTip(tr("Model and input/output sequence lengths"));
    m_precision = new QComboBox;
    m_precision->setObjectName(QStringLiteral("precision"));
    wf->addRow(tr("&Model, ISL/OSL"), m_workload);
    wf->addRow(tr("&Precision"), m_precision);
    m_claim = new QComboBox;
    m_claim->setObjectName(QStringLiteral("claim"));
    m_claim->setToolTip(tr("A published claim to take apart in the Waterfall tab"));
    wf->addRow(tr("Publis&hed claim"), m_claim);
    layout->addWidget(workloadBox);

    auto* systemsBox = new QGroupBox(tr("Systems (hardware × framework)"));
    auto* sl = new QVBoxLayout(systemsBox);
    m_systems = new QListWidget;
    m_systems->setObjectName(QStringLiteral("systems"));
    m_baseline = new QComboBox;
    m_baseline->setObjectName(QStringLiteral("baseline"));
    m_baseline->setToolTip(tr("Ratios are shown relative to this system"));
    sl->addWidget(m_systems);
    auto* bl = new QFormLayout;
    bl->addRow(tr("&Baseline"), m_baseline);
    sl->addLayout(bl);
    layout->addWidget(systemsBox);

    auto* powerBox = new QGroupBox(tr("Denominator and boundary"));
    auto* pf = new QFormLayout(powerBox);
    m_denominator = new QComboBox;
    m_denominator->setObjectName(QStringLiteral("denominator"));
    m_denominator->addItem(tr("Rated TDP"), QStringLiteral("tdp"));
    m_denominator->addItem(tr("Measured (telemetry)"), QStringLiteral("measured"));
    m_denominator->addItem(tr("Provisioned all-in, gen 2"), QStringLiteral("allin"));
    m_denominator->addItem(tr("Provisioned all-in, gen 1"), QStringLiteral("allin-gen1"));
    m_denominator->addItem(tr("Custom watts"), QStringLiteral("custom"));
    m_customWatts = new QLineEdit;
    m_customWatts->setObjectName(QStringLiteral("customWatts"));
    m_customWatts->setPlaceholderText(tr("h200=600, b200=850"));
    m_customWatts->setToolTip(tr("Watts per accelerator for the custom denominator, as HARDWARE=WATTS pairs"));
    m_boundary = new QComboBox;
    m_boundary->setObjectName(QStringLiteral("boundary"));
    m_boundary->addItem(tr("Chip / package"), QStringLiteral("chip"));
    m_boundary->addItem(tr("Node (host share, PSU loss)"), QStringLiteral("node"));
    m_boundary->addItem(tr("Rack (+ network share)"), QStringLiteral("rack"));
    m_boundary->addItem(tr("Facility (× PUE)"), QStringLiteral("facility"));
    auto* pueRow = new QHBoxLayout;
    m_pueOverride = new QCheckBox(tr("PUE"));
    m_pueOverride->setObjectName(QStringLiteral("pueOverride"));
    m_pueOverride->setToolTip(tr("Override each hardware's default PUE (1.3 air-cooled, 1.1 liquid)"));
    m_pue = new QDoubleSpinBox;
    m_pue->setObjectName(QStringLiteral("pue"));
    m_pue->setRange(1.0, 3.0);
    m_pue->setSingleStep(0.05);
    m_pue->setValue(1.3);
    pueRow->addWidget(m_pueOverride);
    pueRow->addWidget(m_pue, 1);
    m_components = new QLabel;
    m_components->setObjectName(QStringLiteral("components"));
    m_components->setWordWrap(true);
    m_components->setTextFormat(Qt::RichText);
    QFont small = m_components->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_components->setFont(small);
    pf->addRow(tr("&Denominator"), m_denominator);
    pf->addRow(tr("Custom"), m_customWatts);
    pf->addRow(tr("B&oundary"), m_boundary);
    pf->addRow(pueRow);
    pf->addRow(m_components);
    auto* editComponents = new QPushButton(tr("Edit hardware &components…"));
    editComponents->setObjectName(QStringLiteral("editComponents"));
    connect(editComponents, &QPushButton::clicked, this, &AssumptionsPanel::editHardwareRequested);
    pf->addRow(editComponents);
    layout->addWidget(powerBox);

    auto* opBox = new QGroupBox(tr("Numerator and operating point"));
    auto* of = new QFormLayout(opBox);
    m_tokens = new QComboBox;
    m_tokens->setObjectName(QStringLiteral("tokens"));
    m_tokens->addItem(tr("Total tokens (input + output)"), QStringLiteral("total"));
    m_tokens->addItem(tr("Output tokens only"), QStringLiteral("output"));
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
    m_efficiencyAxis = new QCheckBox(tr("Frontier y axis: tokens/s per &kW"));
    m_efficiencyAxis->setObjectName(QStringLiteral("efficiencyAxis"));
    of->addRow(m_efficiencyAxis);
    m_joules = new QCheckBox(tr("Efficiency bars in &joules per token"));
    m_joules->setObjectName(QStringLiteral("joulesPerToken"));
    of->addRow(m_joules);
    layout->addWidget(opBox);
    layout->addStretch(1);

    connect(m_workload, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (m_syncing || i < 0 || i >= m_workloads.size()) return;
        m_scenario.model = m_workloads[i].model;
        m_scenario.isl = m_workloads[i].isl;
        m_scenario.osl = m_workloads[i].osl;
        m_scenario.systems.clear();
        emitEdit(tr("Workload %1").arg(m_workload->currentText()));
    });
    connect(m_claim, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        m_scenario.claimId = m_claim->currentData().toString();
        if (!m_scenario.claimId.isEmpty()) m_scenario.chart = QStringLiteral("waterfall");
        emitEdit(m_scenario.claimId.isEmpty() ? tr("No claim") : tr("Claim %1").arg(m_scenario.claimId));
    });
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        m_scenario.precision = m_precision->currentData().toString();
        m_scenario.systems.clear();
        emitEdit(tr("Precision %1").arg(m_precision->currentText()));
    });
    connect(m_systems, &QListWidget::itemChanged, this, [this] {
        if (m_syncing) return;
        QStringList checked = checkedSystems();
        const QString base = m_scenario.systems.value(0);
        if (checked.contains(base)) {
            checked.removeAll(base);
            checked.prepend(base);
        }
        m_scenario.systems = checked;
        emitEdit(tr("Systems"));
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        const QString base = m_baseline->currentText();
        m_scenario.systems.removeAll(base);
        m_scenario.systems.prepend(base);
        emitEdit(tr("Baseline %1").arg(base));
    });
    connect(m_denominator, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        m_scenario.assumptions.denominator = denominatorFromString(m_denominator->currentData().toString()).value_or(DenominatorKind::Tdp);
        emitEdit(tr("Denominator: %1").arg(m_denominator->currentText()));
    });
    connect(m_customWatts, &QLineEdit::editingFinished, this, [this] {
        if (m_syncing) return;
        QMap<QString, double> watts;
        for (const QString& item : m_customWatts->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList kv = item.split(QLatin1Char('='));
            bool ok = false;
            const double w = kv.value(1).trimmed().toDouble(&ok);
            if (kv.size() == 2 && ok && w > 0) watts.insert(kv[0].trimmed().toLower(), w);
        }
        if (watts == m_scenario.assumptions.customWatts) return;
        m_scenario.assumptions.customWatts = watts;
        emitEdit(tr("Custom watts"));
    });
    connect(m_boundary, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        m_scenario.assumptions.boundary = boundaryFromString(m_boundary->currentData().toString()).value_or(Boundary::Chip);
        emitEdit(tr("Boundary: %1").arg(m_boundary->currentText()));
    });
    auto pueChanged = [this] {
        if (m_syncing) return;
        m_scenario.assumptions.pue = m_pueOverride->isChecked() ? m_pue->value() : kNaN;
        m_pue->setEnabled(m_pueOverride->isChecked());
        emitEdit(tr("PUE"), QStringLiteral("pue"));
    };
    connect(m_pueOverride, &QCheckBox::toggled, this, pueChanged);
    connect(m_pue, &QDoubleSpinBox::valueChanged, this, pueChanged);
    connect(m_tokens, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing) return;
        m_scenario.assumptions.tokens = tokensFromString(m_tokens->currentData().toString()).value_or(TokenKind::Total);
        emitEdit(tr("Tokens: %1").arg(m_tokens->currentText()));
    });
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
    connect(m_joules, &QCheckBox::toggled, this, [this](bool on) {
        if (m_syncing) return;
        m_scenario.joulesPerToken = on;
        emitEdit(on ? tr("Bars in J/token") : tr("Bars in tokens/s per kW"));
    });
    connect(m_efficiencyAxis, &QCheckBox::toggled, this, [this](bool on) {
        if (m_syncing) return;
        m_scenario.efficiencyAxis = on;
        emitEdit(on ? tr("Frontier in tokens/s per kW") : tr("Frontier in tokens/s per GPU"));
    });
}

void AssumptionsPanel::emitEdit(const QString& what, const QString& mergeKey)
{
    syncWidgets();
    emit scenarioEdited(m_scenario, what, mergeKey);
}

void AssumptionsPanel::setWorkloads(const QList<Workload>& workloads, const QStringList& precisions)
{
    m_syncing = true;
    m_workloads = workloads;
    m_workload->clear();
    for (const Workload& w : workloads) m_workload->addItem(workloadText(w));
    m_precision->clear();
    m_precision->addItem(tr("Any"), QString());
    for (const QString& p : precisions) m_precision->addItem(p, p);
    m_syncing = false;
    syncWidgets();
}

void AssumptionsPanel::setAvailableSystems(const QStringList& labels, const QList<QColor>& colors)
{
    m_syncing = true;
    m_systems->clear();
    for (int i = 0; i < labels.size(); ++i) {
        auto* item = new QListWidgetItem(swatch(colors.value(i)), labels[i], m_systems);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(m_scenario.systems.isEmpty() || m_scenario.systems.contains(labels[i]) ? Qt::Checked : Qt::Unchecked);
    }
    // As tall as its rows (up to ten), so the rest of the panel stays visible on small screens.
    const int rows = std::clamp(int(labels.size()), 2, 10);
    m_systems->setFixedHeight(rows * std::max(18, m_systems->sizeHintForRow(0)) + 2 * m_systems->frameWidth() + 4);
    m_syncing = false;
    syncWidgets();
}

void AssumptionsPanel::setClaims(const QList<Claim>& claims)
{
    const bool was = m_syncing;
    m_syncing = true;
    m_claim->clear();
    m_claim->addItem(tr("None (compare the data)"), QString());
    for (const Claim& c : claims) m_claim->addItem(c.id, c.id);
    for (int i = 1; i < m_claim->count(); ++i) m_claim->setItemData(i, claims[i - 1].title, Qt::ToolTipRole);
    m_syncing = was;
    syncWidgets();
}

void AssumptionsPanel::setScenario(const Scenario& s)
{
    m_scenario = s;
    syncWidgets();
}

void AssumptionsPanel::setComponentsText(const QString& html, const QString& sources)
{
    m_components->setText(html);
    m_components->setToolTip(sources);
}

QStringList AssumptionsPanel::checkedSystems() const
{
    QStringList out;
    for (int i = 0; i < m_systems->count(); ++i)
        if (m_systems->item(i)->checkState() == Qt::Checked) out << m_systems->item(i)->text();
    return out;
}

void AssumptionsPanel::syncWidgets()
{
    const bool was = m_syncing;
    m_syncing = true;
    const Assumptions& a = m_scenario.assumptions;
    for (int i = 0; i < m_workloads.size(); ++i)
        if (m_workloads[i].model == m_scenario.model && m_workloads[i].isl == m_scenario.isl && m_workloads[i].osl == m_scenario.osl)
            m_workload->setCurrentIndex(i);
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(m_scenario.precision)));
    m_claim->setCurrentIndex(std::max(0, m_claim->findData(m_scenario.claimId)));
    for (int i = 0; i < m_systems->count(); ++i) {
        QListWidgetItem* item = m_systems->item(i);
        const bool on = m_scenario.systems.isEmpty() || m_scenario.systems.contains(item->text());
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_baseline->clear();
    const QStringList shown = m_scenario.systems.isEmpty() ? checkedSystems() : m_scenario.systems;
    m_baseline->addItems(shown);
    m_baseline->setCurrentIndex(0);
    m_denominator->setCurrentIndex(m_denominator->findData(toString(a.denominator)));
    m_customWatts->setEnabled(a.denominator == DenominatorKind::Custom);
    QStringList pairs;
    for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it) pairs << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
    if (!m_customWatts->hasFocus()) m_customWatts->setText(pairs.join(QStringLiteral(", ")));
    m_boundary->setCurrentIndex(m_boundary->findData(toString(a.boundary)));
    m_pueOverride->setChecked(isKnown(a.pue));
    m_pue->setEnabled(isKnown(a.pue));
    if (isKnown(a.pue)) m_pue->setValue(a.pue);
    m_tokens->setCurrentIndex(m_tokens->findData(toString(a.tokens)));
    m_atPeak->setChecked(a.atPeak);
    m_matched->setChecked(!a.atPeak);
    if (isKnown(a.interactivity)) {
        m_slider->setValue(interactivityToSlider(a.interactivity));
        if (std::fabs(m_interactivity->value() - a.interactivity) > 0.05) m_interactivity->setValue(a.interactivity);
    }
    m_efficiencyAxis->setChecked(m_scenario.efficiencyAxis);
    m_joules->setChecked(m_scenario.joulesPerToken);
    m_syncing = was;
}

} // namespace denominator::ui
