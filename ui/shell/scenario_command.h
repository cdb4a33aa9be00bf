// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One undoable change of the scenario (assumptions, selection, chart options). Consecutive
// edits with the same merge key (slider drags, spin boxes) collapse into one step.

#include "scenario/scenario.h"

#include <QUndoCommand>
#include <functional>

namespace denominator::ui {

class ScenarioCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const Scenario&)>;
    ScenarioCommand(Scenario before, Scenario after, const QString& text, const QString& mergeKey, Apply apply);

    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Scenario m_before, m_after;
    QString m_mergeKey;
    Apply m_apply;
};

} // namespace denominator::ui
