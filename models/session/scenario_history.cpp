// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/scenario_history.h"

namespace denominator {

void ScenarioHistory::push(Step step)
{
    m_steps.resize(m_index);
    if (m_mergeable && !step.mergeKey.isEmpty() && m_index > 0 && m_steps[m_index - 1].mergeKey == step.mergeKey) {
        m_steps[m_index - 1].after = std::move(step.after);
        return;
    }
    m_steps << std::move(step);
    m_index = m_steps.size();
    m_mergeable = true;
}

const Scenario* ScenarioHistory::undo()
{
    if (!canUndo()) return nullptr;
    m_mergeable = false;
    return &m_steps[--m_index].before;
}

const Scenario* ScenarioHistory::redo()
{
    if (!canRedo()) return nullptr;
    m_mergeable = false;
    return &m_steps[m_index++].after;
}

void ScenarioHistory::clear()
{
    m_steps.clear();
    m_index = 0;
    m_mergeable = false;
}

} // namespace denominator
