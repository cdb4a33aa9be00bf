// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/scenario_command.h"

namespace denominator::ui {

ScenarioCommand::ScenarioCommand(Scenario before, Scenario after, const QString& text, const QString& mergeKey, Apply apply)
    : m_before(std::move(before)), m_after(std::move(after)), m_mergeKey(mergeKey), m_apply(std::move(apply))
{
    setText(text);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ScenarioCommand*>(other);
    if (!o || o->m_mergeKey != m_mergeKey) return false;
    m_after = o->m_after;
    return true;
}

} // namespace denominator::ui
