#include "prediction_input.h"

#include <QButtonGroup>
#include <QDoubleValidator>
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
    for (QAbstractButton* b : m_group->buttons()) {
        m_group->removeButton(b);
        delete b;
    }
}

void PredictionInput::setQuestion(const LessonQuestion& q)
{
    m_question = q;
    clearChoices();
    const bool choice = q.kind == LessonQuestion::Kind::Choice;
    for (int i = 0; choice && i < q.options.size(); ++i) {
        auto* b = new QRadioButton(QStringLiteral("%1. %2").arg(QChar(u'A' + i), q.options[i]));
        b->setObjectName(QStringLiteral("option%1").arg(i));
        m_group->addButton(b, i);
        m_choiceLayout->addWidget(b);
    }
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
    for (QAbstractButton* b : m_group->buttons()) {
        const int id = m_group->id(b);
        QFont f = b->font();
        f.setBold(id == m_question.correct);
        b->setFont(f);
        if (id == m_question.correct) b->setText(b->text() + tr("  ✓ right answer"));
        else if (id == given.choice) b->setText(b->text() + tr("  ✗ your prediction"));
    }
}

} // namespace denominator::ui
