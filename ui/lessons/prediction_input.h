// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The learner's answer to one lesson question: radio buttons for a multiple-choice question (each
// with a word-wrapped label, so a narrow dock stays narrow), a number field with its unit for an
// estimate. setQuestion() and setPrediction() never emit.

#include "literacy/lesson.h"

#include <QWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace denominator::ui {

class PredictionInput : public QWidget {
    Q_OBJECT
public:
    explicit PredictionInput(QWidget* parent = nullptr);

    /// Rebuilds the controls for `q` and clears the prediction.
    void setQuestion(const LessonQuestion& q);
    /// Shows an earlier prediction (when the learner comes back to a step).
    void setPrediction(const Prediction& p);
    Prediction prediction() const;
    /// Read-only once the answer has been revealed.
    void setLocked(bool locked);

    /// Marks the right option (and the learner's wrong one) after the reveal.
    void showAnswer(const Prediction& given);

signals:
    void predictionChanged(const denominator::Prediction& p);
    /// Return pressed in the estimate field: the learner wants to reveal.
    void submitted();

protected:
    /// A click on an option's (wrapping) label selects its radio button.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void clearChoices();
    void addOption(int index, const QString& text);

    LessonQuestion m_question;
    QVBoxLayout* m_choiceLayout;
    QButtonGroup* m_group;
    QList<QWidget*> m_rows; ///< one per option: radio button + word-wrapped label
    QWidget* m_estimateRow;
    QLineEdit* m_estimate;
    QLabel* m_unit;
};

} // namespace denominator::ui
