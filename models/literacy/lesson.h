// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Guided lessons: a title, an introduction and steps. Each step puts the charts into a state (a
// full scenario), asks the learner to predict something, then reveals the answer — optionally
// switching the charts to a second scenario (the "toggle" the learner predicted) — and explains it.
// Pure: parsing and answer checking, no widgets.
//
// File format (JSON, "format": "denominator-lesson", "version": 1):
//   { "id", "title", "intro", "scenario": <a full scenario JSON>, "steps": [step…] }
//   step: { "title", "scenario": <merge patch>, "reveal_scenario": <merge patch, optional>,
//           "question": {"kind": "choice", "text", "options": [...], "correct": index}
//                     | {"kind": "numeric", "text", "answer", "tolerance", "unit"},
//           "conceal": [assumption keys, optional: the stamp and the step names keep their values
//                       back until the reveal, when the question asks for them],
//           "reveal", "explanation" }
// Scenario patches are JSON merge patches (RFC 7396). A step's scenario patches the state the
// learner last saw: the previous step's reveal scenario when it has one, else its scenario (the
// first step patches the lesson's "scenario"). A reveal scenario patches its own step's scenario.
// Every resolved scenario is validated at load (chart name, workload, operating point, claim).

#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>

namespace denominator {

struct LessonQuestion {
    enum class Kind { Choice, Numeric };
    Kind kind = Kind::Choice;
    QString text;
    QStringList options;     ///< Choice: in display order
    int correct = -1;        ///< Choice: index of the right option
    double answer = kNaN;    ///< Numeric: the expected value
    double tolerance = kNaN; ///< Numeric: accepted absolute error, in `unit`
    QString unit;            ///< Numeric: e.g. "×" or "tok/s/user"

    /// "B: 2.4×" for a choice, "2.42× (±0.15)" for an estimate.
    QString answerText() const;
};

/// The learner's prediction: a choice index or a number (NaN / -1 = none given).
struct Prediction {
    int choice = -1;
    double estimate = kNaN;

    bool given(const LessonQuestion& q) const;
};

/// True when `p` answers `q` (the chosen option is the right one, or the estimate lies within
/// the tolerance, inclusive). False when no prediction was given.
bool isCorrect(const LessonQuestion& q, const Prediction& p);

struct LessonStep {
    QString title;
    Scenario scenario;                      ///< what the charts show while the question is asked
    std::optional<Scenario> revealScenario; ///< what they show after Reveal; none = unchanged
    LessonQuestion question;
    QString reveal;      ///< what happened, with the numbers
    QString explanation; ///< why, for a newcomer

    /// The state the learner is left in after this step (the reveal scenario, if any), with
    /// nothing kept back any more.
    Scenario finalScenario() const
    {
        Scenario s = revealScenario ? *revealScenario : scenario;
        s.concealed.clear();
        return s;
    }
};

struct Lesson {
    QString id, title, intro;
    QString file; ///< where it was loaded from (for messages)
    QList<LessonStep> steps;
};

/// What a lesson is validated against. Empty lists are not checked.
struct LessonContext {
    QStringList chartNames; ///< charts the application can draw (ui::chartNames())
    QStringList claimIds;   ///< claims a scenario may name
};

/// The context with the bundled claims' ids and the given chart names.
LessonContext bundledLessonContext(const QStringList& chartNames);

/// Parses and validates one lesson. Errors name the file and the step ("lesson.json, step 3
/// (“Title”): unknown chart …").
Expected<Lesson> parseLesson(const nlohmann::json& doc, const QString& file, const LessonContext& ctx);
Expected<Lesson> loadLessonFile(const QString& path, const LessonContext& ctx);

/// Resource paths of the bundled lessons (resources/data/lessons), in display order.
QStringList bundledLessonFiles();
/// Loads every bundled lesson; a lesson that fails validation is skipped and its error appended.
QList<Lesson> loadBundledLessons(const LessonContext& ctx, QList<Issue>* errors = nullptr);

} // namespace denominator
