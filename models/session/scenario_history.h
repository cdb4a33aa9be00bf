// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The session's undo history, widget-free: each step is a scenario before and after, named for
// the Edit menu ("Boundary: Rack"). Consecutive steps with the same non-empty merge key (a slider
// drag, a spin box) are one step, as QUndoStack merges them.

#include "scenario/scenario.h"

#include <QList>
#include <QString>

namespace denominator {

class ScenarioHistory {
public:
    struct Step {
        Scenario before, after;
        QString text;     ///< for people: "Denominator: Measured (telemetry)"
        QString mergeKey; ///< non-empty: merged with the step before when that has the same key
    };
    /// Adds a step after the current one (the steps that could be redone are dropped), or merges it
    /// into the current one.
    void push(Step step);
    bool canUndo() const { return m_index > 0; }
    bool canRedo() const { return m_index < m_steps.size(); }
    /// The step undo() or redo() would take back or do again; empty when there is none.
    QString undoText() const { return canUndo() ? m_steps[m_index - 1].text : QString(); }
    QString redoText() const { return canRedo() ? m_steps[m_index].text : QString(); }
    /// The scenario to go back to, or nullptr when there is nothing to undo.
    const Scenario* undo();
    /// The scenario to go forward to, or nullptr when there is nothing to redo.
    const Scenario* redo();
    qsizetype count() const { return m_steps.size(); }
    qsizetype index() const { return m_index; }
    void clear();

private:
    QList<Step> m_steps;
    qsizetype m_index = 0;    ///< steps before it are done
    bool m_mergeable = false; ///< the current step may take the next one with its key (nothing undone since)
};

} // namespace denominator
