// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The guided-lesson panel (for a dock): choose a lesson, read its introduction, then step through
// it. Each step asks the window to show its scenario (scenarioRequested — the window connects it
// to MainWindow::editScenario, so every step is an undoable edit), asks for a prediction, and on
// Reveal says whether it was right, shows the explanation and requests the step's reveal
// scenario when it has one. Progress (answered, correct) is kept per step for the session.
//
// Keyboard: Alt+Right next, Alt+Left back, Ctrl+Return reveal (Return in the estimate field too).
// setLessons() and setInputsProvider() never emit.

#include "charts/inputs_provider.h"
#include "literacy/lesson.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace denominator::ui {

class PredictionInput;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    struct StepState {
        Prediction prediction;
        bool revealed = false; ///< the learner answered and pressed Reveal
        bool correct = false;
    };

    explicit LessonPanel(QWidget* parent = nullptr);

    /// Replaces the lessons and forgets all progress; shows the first lesson's introduction.
    void setLessons(const QList<Lesson>& lessons);
    const QList<Lesson>& lessons() const { return m_lessons; }
    /// Enables "Export worksheet…" (the button is hidden without a provider).
    void setInputsProvider(InputsProvider provider);

    int currentLesson() const { return m_lesson; } ///< -1 when there are no lessons
    int currentStep() const { return m_step; }     ///< -1 = the lesson's introduction
    StepState stepState(int step) const;           ///< of the current lesson
    int correctCount() const;                      ///< right predictions in the current lesson

    /// Shows a lesson's introduction (no scenario is requested).
    void selectLesson(int index);
    /// Shows a step (-1 = introduction) and requests its scenario — the reveal scenario when the
    /// step was already revealed.
    void goToStep(int step);
    void next();
    void back();
    /// The same as choosing an option or typing an estimate.
    void setPrediction(const Prediction& p);
    /// Checks the prediction, shows the verdict and explanation, requests the reveal scenario.
    /// Returns false (and does nothing) without a prediction or when already revealed.
    bool reveal();
    /// Writes the current lesson's worksheet; false with `error` when there is no provider or
    /// the PDF cannot be written.
    Expected<void> exportWorksheetTo(const QString& path);

signals:
    void scenarioRequested(const denominator::Scenario& scenario, const QString& what);
    void stepShown(int lesson, int step);
    /// "End lesson": the window closes the lessons and restores the user's scenario.
    void endRequested();

private:
    void buildUi();
    void wireControls();
    void showCurrent();
    void showIntroduction(const Lesson& l);
    void showStep(const Lesson& l, const LessonStep& s, const StepState& st);
    void showVerdict(const LessonStep& s, const StepState& st);
    void updateButtons();
    QString progressText() const;
    void chooseWorksheetFile();
    void revealCurrent() { reveal(); }

    QList<Lesson> m_lessons;
    QList<QList<StepState>> m_states; ///< per lesson, per step
    int m_lesson = -1;
    int m_step = -1;
    InputsProvider m_inputsFor;

    QComboBox* m_lessonBox = nullptr;
    QLabel* m_heading = nullptr;
    QLabel* m_progress = nullptr;
    QLabel* m_body = nullptr;
    PredictionInput* m_input = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_explanation = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_reveal = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_end = nullptr;
};

} // namespace denominator::ui
