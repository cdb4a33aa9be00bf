// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "lessons/lesson_panel.h"

#include "export/worksheet_exporter.h"
#include "lessons/prediction_input.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace denominator::ui {
namespace {

QLabel* wrappedLabel(const char* name)
{
    auto* l = new QLabel;
    l->setObjectName(QString::fromLatin1(name));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

LessonPanel::LessonPanel(QWidget* parent) : QWidget(parent)
{
    buildUi();
    showCurrent();
}

void LessonPanel::buildUi()
{
    m_lessonBox = new QComboBox;
    m_lessonBox->setObjectName(QStringLiteral("lessonChoice"));
    m_lessonBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // long titles must not widen the dock
    m_lessonBox->setMinimumContentsLength(16);
    m_heading = wrappedLabel("stepHeading");
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_progress = wrappedLabel("progress");
    m_body = wrappedLabel("body");
    m_input = new PredictionInput;
    m_verdict = wrappedLabel("verdict");
    m_explanation = wrappedLabel("explanation");
    m_explanation->setTextFormat(Qt::RichText);

    m_back = new QPushButton(tr("Back"));
    m_back->setObjectName(QStringLiteral("back"));
    m_back->setToolTip(tr("Previous step (Alt+Left)"));
    m_next = new QPushButton(tr("Next"));
    m_next->setObjectName(QStringLiteral("next"));
    m_next->setToolTip(tr("Next step (Alt+Right)"));
    m_reveal = new QPushButton(tr("Reveal"));
    m_reveal->setObjectName(QStringLiteral("reveal"));
    m_reveal->setToolTip(tr("Check your prediction and show the answer (Ctrl+Return)"));
    m_export = new QPushButton(tr("Export worksheet…"));
    m_export->setObjectName(QStringLiteral("exportWorksheet"));
    m_export->setToolTip(tr("A printable PDF: charts and questions, answers on the last page"));
    m_export->hide();
    m_end = new QPushButton(tr("End lesson"));
    m_end->setObjectName(QStringLiteral("endLesson"));
    m_end->setToolTip(tr("Close the lesson and put your own settings back"));

    auto* nav = new QHBoxLayout;
    nav->addWidget(m_back);
    nav->addWidget(m_reveal);
    nav->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_lessonBox);
    layout->addWidget(m_heading);
    layout->addWidget(m_progress);
    layout->addWidget(m_body);
    layout->addWidget(m_input);
    layout->addLayout(nav);
    layout->addWidget(m_verdict);
    layout->addWidget(m_explanation);
    layout->addStretch(1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_export);
    bottom->addStretch(1);
    bottom->addWidget(m_end);
    layout->addLayout(bottom);
    wireControls();
}

void LessonPanel::wireControls()
{
    // QShortcut, not QPushButton::setShortcut: a button's setText() replaces its shortcut.
    auto shortcut = [this](QKeyCombination keys, void (LessonPanel::*slot)()) {
        connect(new QShortcut(QKeySequence(keys), this), &QShortcut::activated, this, slot);
    };
    shortcut(Qt::ALT | Qt::Key_Left, &LessonPanel::back);
    shortcut(Qt::ALT | Qt::Key_Right, &LessonPanel::next);
    shortcut(Qt::CTRL | Qt::Key_Return, &LessonPanel::revealCurrent);

    connect(m_lessonBox, &QComboBox::currentIndexChanged, this, &LessonPanel::selectLesson);
    connect(m_back, &QPushButton::clicked, this, &LessonPanel::back);
    connect(m_next, &QPushButton::clicked, this, &LessonPanel::next);
    connect(m_reveal, &QPushButton::clicked, this, &LessonPanel::revealCurrent);
    connect(m_export, &QPushButton::clicked, this, &LessonPanel::chooseWorksheetFile);
    connect(m_end, &QPushButton::clicked, this, &LessonPanel::endRequested);
    connect(m_input, &PredictionInput::predictionChanged, this, &LessonPanel::setPrediction);
    connect(m_input, &PredictionInput::submitted, this, &LessonPanel::revealCurrent);
}

void LessonPanel::setLessons(const QList<Lesson>& lessons)
{
    m_lessons = lessons;
    m_states.clear();
    for (const Lesson& l : lessons) m_states << QList<StepState>(l.steps.size());
    m_lesson = lessons.isEmpty() ? -1 : 0;
    m_step = -1;
    const QSignalBlocker block(m_lessonBox);
    m_lessonBox->clear();
    for (const Lesson& l : lessons) m_lessonBox->addItem(l.title, l.id);
    m_lessonBox->setCurrentIndex(m_lesson);
    showCurrent();
}

void LessonPanel::setInputsProvider(InputsProvider provider)
{
    m_inputsFor = std::move(provider);
    m_export->setVisible(bool(m_inputsFor));
}

LessonPanel::StepState LessonPanel::stepState(int step) const
{
    if (m_lesson < 0) return {};
    return m_states[m_lesson].value(step);
}

int LessonPanel::correctCount() const
{
    if (m_lesson < 0) return 0;
    return int(std::count_if(m_states[m_lesson].begin(), m_states[m_lesson].end(), [](const StepState& s) { return s.correct; }));
}

void LessonPanel::selectLesson(int index)
{
    if (index < 0 || index >= m_lessons.size()) return;
    m_lesson = index;
    m_step = -1;
    if (m_lessonBox->currentIndex() != index) {
        const QSignalBlocker block(m_lessonBox);
        m_lessonBox->setCurrentIndex(index);
    }
    showCurrent();
    emit stepShown(m_lesson, m_step);
}

void LessonPanel::goToStep(int step)
{
    if (m_lesson < 0 || step < -1 || step >= m_lessons[m_lesson].steps.size()) return;
    m_step = step;
    showCurrent();
    if (step >= 0) {
        const Lesson& l = m_lessons[m_lesson];
        const LessonStep& s = l.steps[step];
        const bool revealed = m_states[m_lesson][step].revealed;
        // Before the learner predicts, the charts show no number that answers the question.
        Scenario shown = revealed ? s.finalScenario() : s.scenario;
        shown.hideLabels = !revealed;
        emit scenarioRequested(shown, tr("Lesson “%1”, step %2: %3").arg(l.title).arg(step + 1).arg(s.title));
    }
    emit stepShown(m_lesson, m_step);
}

void LessonPanel::next()
{
    if (m_lesson >= 0 && m_step + 1 < m_lessons[m_lesson].steps.size()) goToStep(m_step + 1);
}

void LessonPanel::back()
{
    if (m_step >= 0) goToStep(m_step - 1);
}

void LessonPanel::setPrediction(const Prediction& p)
{
    if (m_lesson < 0 || m_step < 0) return;
    StepState& st = m_states[m_lesson][m_step];
    if (st.revealed) return;
    st.prediction = p;
    const Prediction shown = m_input->prediction();
    const bool same = shown.choice == p.choice && (shown.estimate == p.estimate || (!isKnown(shown.estimate) && !isKnown(p.estimate)));
    if (!same) {
        const QSignalBlocker block(m_input);
        m_input->setPrediction(p);
    }
    updateButtons();
}

bool LessonPanel::reveal()
{
    if (m_lesson < 0 || m_step < 0) return false;
    const LessonStep& s = m_lessons[m_lesson].steps[m_step];
    StepState& st = m_states[m_lesson][m_step];
    if (st.revealed || !st.prediction.given(s.question)) return false;
    st.revealed = true;
    st.correct = isCorrect(s.question, st.prediction);
    showCurrent();
    // The reveal shows the numbers (and the step's reveal scenario, when it has one).
    emit scenarioRequested(s.finalScenario(), tr("Lesson “%1”, step %2: reveal").arg(m_lessons[m_lesson].title).arg(m_step + 1));
    return true;
}

void LessonPanel::showCurrent()
{
    m_verdict->clear();
    m_explanation->clear();
    if (m_lesson < 0) {
        m_heading->setText(tr("No lessons"));
        m_progress->clear();
        m_body->setText(tr("No lessons are available."));
        m_input->hide();
    } else if (m_step < 0) {
        showIntroduction(m_lessons[m_lesson]);
    } else {
        showStep(m_lessons[m_lesson], m_lessons[m_lesson].steps[m_step], m_states[m_lesson][m_step]);
    }
    m_progress->setText(progressText());
    updateButtons();
}

void LessonPanel::showIntroduction(const Lesson& l)
{
    m_heading->setText(l.title);
    m_body->setText(l.intro);
    m_input->hide();
}

void LessonPanel::showStep(const Lesson& l, const LessonStep& s, const StepState& st)
{
    m_heading->setText(tr("Step %1 of %2 · %3").arg(m_step + 1).arg(l.steps.size()).arg(s.title));
    m_body->setText(s.question.text);
    {
        const QSignalBlocker block(m_input);
        m_input->setQuestion(s.question);
        m_input->setPrediction(st.prediction);
    }
    m_input->show();
    if (st.revealed) showVerdict(s, st);
}

void LessonPanel::showVerdict(const LessonStep& s, const StepState& st)
{
    m_input->setLocked(true);
    if (s.question.kind == LessonQuestion::Kind::Choice) m_input->showAnswer(st.prediction);
    m_verdict->setText(st.correct ? tr("✓ Right.") : tr("✗ Not quite. The answer: %1").arg(s.question.answerText()));
    m_explanation->setText(QStringLiteral("<p>%1</p><p><i>%2</i></p>").arg(s.reveal.toHtmlEscaped(), s.explanation.toHtmlEscaped()));
}

void LessonPanel::updateButtons()
{
    const bool have = m_lesson >= 0;
    const int steps = have ? int(m_lessons[m_lesson].steps.size()) : 0;
    m_back->setEnabled(have && m_step >= 0);
    m_next->setEnabled(have && m_step + 1 < steps);
    m_next->setText(m_step < 0 ? tr("Start") : tr("Next"));
    bool canReveal = false;
    if (have && m_step >= 0) {
        const StepState& st = m_states[m_lesson][m_step];
        canReveal = !st.revealed && st.prediction.given(m_lessons[m_lesson].steps[m_step].question);
    }
    m_reveal->setEnabled(canReveal);
    m_reveal->setVisible(m_step >= 0);
    m_export->setEnabled(have && m_inputsFor);
}

QString LessonPanel::progressText() const
{
    if (m_lesson < 0) return {};
    QString marks;
    int revealed = 0;
    const QList<StepState>& states = m_states[m_lesson];
    for (int i = 0; i < states.size(); ++i) {
        const StepState& st = states[i];
        revealed += st.revealed;
        marks += i == m_step   ? QStringLiteral("●")
                 : st.revealed ? (st.correct ? QStringLiteral("✓") : QStringLiteral("✗"))
                               : QStringLiteral("○");
    }
    return tr("%1  %2 of %3 predictions right").arg(marks).arg(correctCount()).arg(revealed);
}

Expected<void> LessonPanel::exportWorksheetTo(const QString& path)
{
    if (m_lesson < 0 || !m_inputsFor) return Issue{path, -1, -1, {}, tr("No lesson or no data to draw the charts from.")};
    return exportWorksheet(m_lessons[m_lesson], m_inputsFor, path);
}

void LessonPanel::chooseWorksheetFile()
{
    if (m_lesson < 0) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export worksheet"),
                                                      m_lessons[m_lesson].id + QStringLiteral("-worksheet.pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty()) return;
    if (const auto written = exportWorksheetTo(path); !written)
        QMessageBox::warning(this, tr("Export worksheet"), written.error().toString());
}

} // namespace denominator::ui
