// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "lessons/prediction_input.h"

#include <QButtonGroup>
#include <QDoubleValidator>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRadioButton>
#include <QVBoxLayout>

namespace denominator::ui {

PredictionInput::PredictionInput(QWidget* parent) : QWidget(parent), m_group(new QButtonGroup(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* choices = new QWidget;
    choices->setObjectName(QStringLiteral("choices"));
    m_choiceLayout = new QVBoxLayout(choices);
    m_choiceLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(choices);

    m_estimateRow = new QWidget;
    auto* row = new QHBoxLayout(m_estimateRow);
    row->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("Your estimate:"));
    m_estimate = new QLineEdit;
    m_estimate->setObjectName(QStringLiteral("estimate"));
    auto* validator = new QDoubleValidator(m_estimate);
    validator->setLocale(QLocale::c());
    m_estimate->setValidator(validator);
    label->setBuddy(m_estimate);
    m_unit = new QLabel;
    row->addWidget(label);
    row->addWidget(m_estimate, 1);
    row->addWidget(m_unit);
    layout->addWidget(m_estimateRow);

    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this] { emit predictionChanged(prediction()); });
    connect(m_estimate, &QLineEdit::textEdited, this, [this] { emit predictionChanged(prediction()); });
    connect(m_estimate, &QLineEdit::returnPressed, this, &PredictionInput::submitted);
}

void PredictionInput::clearChoices()
{
    for (QAbstractButton* b : m_group->buttons()) m_group->removeButton(b);
    qDeleteAll(m_rows);
    m_rows.clear();
}

void PredictionInput::addOption(int index, const QString& text)
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* button = new QRadioButton(QStringLiteral("%1.").arg(QChar(u'A' + index)));
    button->setObjectName(QStringLiteral("option%1").arg(index));
    button->setAccessibleDescription(text);
    auto* label = new QLabel(text);
    label->setObjectName(QStringLiteral("optionText%1").arg(index));
    label->setWordWrap(true);
    label->setProperty("option", index);
    label->installEventFilter(this);
    layout->addWidget(button, 0, Qt::AlignTop);
    layout->addWidget(label, 1);
    m_group->addButton(button, index);
    m_choiceLayout->addWidget(row);
    m_rows << row;
}

bool PredictionInput::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseButtonRelease && watched->property("option").isValid()) {
        QAbstractButton* b = m_group->button(watched->property("option").toInt());
        if (b && b->isEnabled()) b->click();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void PredictionInput::setQuestion(const LessonQuestion& q)
{
    m_question = q;
    clearChoices();
    const bool choice = q.kind == LessonQuestion::Kind::Choice;
    for (int i = 0; choice && i < q.options.size(); ++i) addOption(i, q.options[i]);
    m_estimateRow->setVisible(!choice);
    m_estimate->clear();
    m_unit->setText(q.unit);
    setLocked(false);
}

void PredictionInput::setPrediction(const Prediction& p)
{
    if (QAbstractButton* b = m_group->button(p.choice)) b->setChecked(true);
    m_estimate->setText(isKnown(p.estimate) ? QLocale::c().toString(p.estimate, 'g', 10) : QString());
}

Prediction PredictionInput::prediction() const
{
    Prediction p;
    if (m_question.kind == LessonQuestion::Kind::Choice) {
        p.choice = m_group->checkedId();
    } else {
        bool ok = false;
        const double v = QLocale::c().toDouble(m_estimate->text().trimmed(), &ok);
        if (ok) p.estimate = v;
    }
    return p;
}

void PredictionInput::setLocked(bool locked)
{
    for (QAbstractButton* b : m_group->buttons()) b->setEnabled(!locked);
    m_estimate->setReadOnly(locked);
}

void PredictionInput::showAnswer(const Prediction& given)
{
    for (QWidget* row : std::as_const(m_rows)) {
        auto* label = row->findChild<QLabel*>();
        const int id = label->property("option").toInt();
        QFont f = label->font();
        f.setBold(id == m_question.correct);
        label->setFont(f);
        if (id == m_question.correct)
            label->setText(label->text() + tr("  ✓ right answer"));
        else if (id == given.choice)
            label->setText(label->text() + tr("  ✗ your prediction"));
    }
}

} // namespace denominator::ui
