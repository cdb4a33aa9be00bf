// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/claim_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <algorithm>

namespace denominator::ui {
namespace {

QLineEdit* lineEdit(const QString& name, const QString& placeholder)
{
    auto* e = new QLineEdit;
    e->setObjectName(name);
    e->setPlaceholderText(placeholder);
    return e;
}

/// 0 shows as "not given" and reads back as NaN.
QDoubleSpinBox* optionalNumber(const QString& name, const QString& suffix, int decimals = 1)
{
    auto* s = new QDoubleSpinBox;
    s->setObjectName(name);
    s->setRange(0, 1e9);
    s->setDecimals(decimals);
    s->setSpecialValueText(QObject::tr("not given"));
    s->setSuffix(suffix);
    s->setGroupSeparatorShown(true);
    return s;
}

double valueOf(const QDoubleSpinBox* s) { return s->value() > 0 ? s->value() : kNaN; }
void setValue(QDoubleSpinBox* s, double v) { s->setValue(isKnown(v) ? v : 0.0); }

QComboBox* combo(const QString& name, const QStringList& items)
{
    auto* c = new QComboBox;
    c->setObjectName(name);
    c->addItems(items);
    return c;
}

} // namespace

ClaimForm::ClaimForm(QWidget* parent) : QWidget(parent)
{
    auto* head = new QFormLayout;
    head->addRow(tr("I&d"), m_id = lineEdit(QStringLiteral("claimId"), tr("a short unique id, e.g. vendor-model-peak")));
    head->addRow(tr("Tit&le"), m_title = lineEdit(QStringLiteral("claimTitle"), tr("what the claim says, in a line")));
    head->addRow(tr("Clai&mant"), m_claimant = lineEdit(QStringLiteral("claimant"), tr("who published it")));
    head->addRow(tr("M&odel"), m_model = lineEdit(QStringLiteral("model"), tr("e.g. gpt-oss-120b")));
    // Every choice starts at "not stated": a form default is the reader's assumption, never something the claim said.
    head->addRow(tr("Tokens counted"), m_tokens = combo(QStringLiteral("tokens"), {tr("not stated"), tr("total"), tr("output")}));
    head->addRow(tr("Operating point"), m_operatingPoint = combo(QStringLiteral("operatingPoint"), {tr("peak"), tr("matched")}));
    head->addRow(tr("Matched at"), m_interactivity = optionalNumber(QStringLiteral("interactivity"), tr(" tok/s/user")));
    head->addRow(tr("Published ratio"), m_publishedRatio = optionalNumber(QStringLiteral("publishedRatio"), QStringLiteral("×"), 2));
    m_interactivity->setEnabled(false);
    connect(m_operatingPoint, &QComboBox::currentIndexChanged, this, [this](int i) { m_interactivity->setEnabled(i == 1); });

    auto* grid = new QGridLayout(this);
    grid->addLayout(head, 0, 0);
    grid->addWidget(makeStatedGroup(), 0, 1);
    grid->addWidget(makeSystemGroup(tr("Subject (the claimant's system)"), QStringLiteral("subject"), m_subject), 1, 0);
    grid->addWidget(makeSystemGroup(tr("Comparator"), QStringLiteral("comparator"), m_comparator), 1, 1);
}

QGroupBox* ClaimForm::makeSystemGroup(const QString& title, const QString& prefix, SystemFields& f)
{
    auto* box = new QGroupBox(title);
    auto* form = new QFormLayout(box);
    form->addRow(tr("Label"), f.label = lineEdit(prefix + QStringLiteral("Label"), tr("as the claim names it")));
    form->addRow(tr("Hardware id"), f.hardware = lineEdit(prefix + QStringLiteral("Hardware"), tr("e.g. gb200; blank if not named")));
    form->addRow(tr("Published value"), f.value = optionalNumber(prefix + QStringLiteral("Value"), tr(" tok/s/kW"), 0));
    form->addRow(tr("Divided by"),
                 f.kind = combo(prefix + QStringLiteral("Kind"), {tr("not stated"), QStringLiteral("tdp"), QStringLiteral("measured"),
                                                                  QStringLiteral("allin"), QStringLiteral("cap")}));
    form->addRow(tr("Stated watts"), f.watts = optionalNumber(prefix + QStringLiteral("Watts"), QStringLiteral(" W"), 0));
    form->addRow(tr("Measured watts"), f.measured = optionalNumber(prefix + QStringLiteral("Measured"), QStringLiteral(" W"), 0));
    form->addRow(QString(), f.upperBound = new QCheckBox(tr("measured figure is an upper bound (\"at or below\")")));
    f.upperBound->setObjectName(prefix + QStringLiteral("UpperBound"));
    // Which benchmark published the figure: two figures from two benchmarks answer the questions
    // under different definitions, and the checker says which.
    f.benchmark = combo(prefix + QStringLiteral("Benchmark"), {tr("not stated")});
    for (const Benchmark b : {Benchmark::InferenceX, Benchmark::MLPerf, Benchmark::MLEnergy})
        f.benchmark->addItem(definitionOf(b).name, toString(b));
    form->addRow(tr("Benchmark"), f.benchmark);
    return box;
}

QGroupBox* ClaimForm::makeStatedGroup()
{
    auto* box = new QGroupBox(tr("What the claim states (blank = not stated)"));
    auto* form = new QFormLayout(box);
    const QList<QPair<QString, QString>> rows{{QStringLiteral("denominator"), tr("Power / denominator")},
                                              {QStringLiteral("boundary"), tr("Boundary")},
                                              {QStringLiteral("interactivity"), tr("Interactivity")},
                                              {QStringLiteral("tokens"), tr("Tokens")},
                                              {QStringLiteral("normalisation"), tr("Per which GPU")},
                                              {QStringLiteral("comparator"), tr("Comparator")},
                                              {QStringLiteral("percentile"), tr("Percentile")}};
    for (const auto& [key, title] : rows) {
        QString name = QStringLiteral("stated") + key;
        name[6] = name[6].toUpper();
        auto* e = lineEdit(name, QString());
        form->addRow(title, e);
        m_stated << qMakePair(key, e);
    }
    form->addRow(tr("Not stated"), m_unstated = lineEdit(QStringLiteral("unstated"), tr("separate items with ;")));
    return box;
}

ClaimSystem ClaimForm::systemOf(const SystemFields& f)
{
    ClaimSystem s;
    s.label = f.label->text().trimmed();
    s.hardware = f.hardware->text().trimmed().toLower();
    s.value = valueOf(f.value);
    s.denominatorKind = f.kind->currentIndex() > 0 ? f.kind->currentText() : QString();
    s.denominatorWatts = valueOf(f.watts);
    s.measuredWatts = valueOf(f.measured);
    s.measuredIsUpperBound = f.upperBound->isChecked() && isKnown(s.measuredWatts);
    s.benchmark = benchmarkFromString(f.benchmark->currentData().toString());
    return s;
}

void ClaimForm::setSystem(SystemFields& f, const ClaimSystem& s)
{
    f.label->setText(s.label);
    f.hardware->setText(s.hardware);
    setValue(f.value, s.value);
    const int kind = s.denominatorKind.isEmpty() ? 0 : f.kind->findText(s.denominatorKind);
    f.kind->setCurrentIndex(kind >= 0 ? kind : 0);
    setValue(f.watts, s.denominatorWatts);
    setValue(f.measured, s.measuredWatts);
    f.upperBound->setChecked(s.measuredIsUpperBound);
    f.benchmark->setCurrentIndex(s.benchmark ? std::max(0, f.benchmark->findData(toString(*s.benchmark))) : 0);
}

Claim ClaimForm::claim() const
{
    Claim c;
    c.id = m_id->text().trimmed();
    c.title = m_title->text().trimmed();
    c.claimant = m_claimant->text().trimmed();
    c.model = m_model->text().trimmed();
    c.metric = QStringLiteral("tokens_per_s_per_kw");
    c.tokens = m_tokens->currentIndex() > 0 ? m_tokens->currentText() : QString();
    c.operatingPoint = m_operatingPoint->currentIndex() == 1 ? QStringLiteral("matched") : QStringLiteral("peak");
    c.interactivity = c.operatingPoint == QLatin1String("matched") ? valueOf(m_interactivity) : kNaN;
    c.publishedRatio = valueOf(m_publishedRatio);
    c.systems << systemOf(m_subject) << systemOf(m_comparator);
    // Only what was filled in: a blank field leaves the question to the structured fields above.
    for (const auto& [key, edit] : m_stated)
        if (!edit->text().trimmed().isEmpty()) c.stated.insert(key, edit->text().trimmed());
    for (const QString& u : m_unstated->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!u.trimmed().isEmpty()) c.unstated << u.trimmed();
    return c;
}

void ClaimForm::setClaim(const Claim& c)
{
    m_id->setText(c.id);
    m_title->setText(c.title);
    m_claimant->setText(c.claimant);
    m_model->setText(c.model);
    // A claim that records the tokens as explicitly unstated shows as "not stated".
    const bool tokensUnstated = c.stated.contains(QStringLiteral("tokens")) && c.stated.value(QStringLiteral("tokens")).isEmpty();
    m_tokens->setCurrentIndex(tokensUnstated ? 0 : c.tokens == QLatin1String("total") ? 1 : c.tokens == QLatin1String("output") ? 2 : 0);
    m_operatingPoint->setCurrentIndex(c.operatingPoint == QLatin1String("matched") ? 1 : 0);
    setValue(m_interactivity, c.interactivity);
    setValue(m_publishedRatio, c.publishedRatio);
    setSystem(m_subject, c.systems.value(0));
    setSystem(m_comparator, c.systems.value(1));
    for (const auto& [key, edit] : m_stated) edit->setText(c.stated.value(key));
    m_unstated->setText(c.unstated.join(QStringLiteral("; ")));
}

QString ClaimForm::problem() const
{
    const Claim c = claim();
    if (c.id.isEmpty()) return tr("Give the claim an id.");
    if (c.systems[0].label.isEmpty() || c.systems[1].label.isEmpty()) return tr("Name both systems.");
    if (!isKnown(c.ratioAsPublished())) return tr("Give both systems' published values, or the published ratio.");
    return {};
}

} // namespace denominator::ui
