// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The one definition of a scenario's fields (the assumptions are one entry here, expanded from
// their own table, core/assumption_fields.h): for each, its key and label, where a scenario file
// keeps it and how it is written and read there, how the diff shows and copies it, and for the
// chart's view options its `render` option and its dock control. Scenario JSON, the diff,
// `render`'s options and the dock's Reading tab all iterate this table, so a new view option is
// one entry here.

#include "core/assumption_fields.h"
#include "core/json_fields.h"
#include "scenario/scenario.h"

#include <optional>
#include <span>

namespace denominator {

struct ScenarioField {
    const char* key;   ///< stable diff key: "model", "chart.linear_y"; "assumptions" stands for every assumption
    const char* label; ///< for people: "Linear y axis"
    /// Where a scenario file keeps it: "selection.model", "chart.linear_y"; "assumptions" is a
    /// top-level object of its own.
    const char* json;
    /// A yes/no view option: a JSON boolean, a `render` flag, a dock check box. Needs nothing below
    /// but the texts.
    bool Scenario::*flag = nullptr;
    /// Or one of named values: a JSON string, `render --option VALUE`, a dock combo. A choice
    /// without a label is shown as `show` shows it.
    QString Scenario::*choice = nullptr;
    std::span<const FieldChoice> choices = {};
    /// Or anything else, with its own functions (a flag or choice may still override `show`).
    QString (*show)(const Scenario&) = nullptr;
    void (*copy)(Scenario& to, const Scenario& from) = nullptr;
    /// Into its section object ("selection", "chart"; the document for "assumptions").
    void (*write)(const Scenario&, nlohmann::json& section) = nullptr;
    /// From its section object: absent keys keep the default, errors go to `fields`.
    void (*read)(JsonFields& fields, const nlohmann::json& section, Scenario&) = nullptr;
    /// Whether the field means anything for this scenario (nullptr: always); the dock disables its
    /// control when it does not.
    bool (*applies)(const Scenario&) = nullptr;
    const char* option = nullptr;   ///< `render --option`; nullptr: none of its own
    const char* help = nullptr;     ///< the option's help, also the dock control's tooltip
    const char* dockName = nullptr; ///< object name of its dock control; nullptr: not in the dock's table-made rows
    const char* dockText = nullptr; ///< a check box's text or a combo's row label, with its "&" shortcut
    const char* onText = nullptr;   ///< the undo step when a flag is set: "Linear y axis"
    const char* offText = nullptr;  ///< … and when it is cleared: "Log y axis"
};

std::span<const ScenarioField> scenarioFields();
const ScenarioField* scenarioField(const char* key);

/// The value in words, as the diff shows it ("yes", "End-to-end latency (s, median)").
QString showField(const ScenarioField& f, const Scenario& s);
/// `to` with exactly this field taken from `from`.
void copyField(const ScenarioField& f, Scenario& to, const Scenario& from);
/// Writes the field into a scenario document (its section object is made when missing).
void writeField(const ScenarioField& f, const Scenario& s, nlohmann::json& document);
/// The section object name ("selection", "chart") or empty for a top-level field.
QString sectionOf(const ScenarioField& f);
/// Reads the field from its section object; absent keys keep the default; errors go to `fields`.
void readField(const ScenarioField& f, JsonFields& fields, const nlohmann::json& section, Scenario& s);
/// Sets the field from a `render` option's value (a flag's is ignored: giving it sets it); the
/// Issue's message says why when the field does not take it.
Expected<void> setOption(const ScenarioField& f, const QString& value, Scenario& s);
/// What a choice field accepts: "interactivity, e2e or ttft".
QString expectedValues(const ScenarioField& f);
/// Its `render` option's help, a choice's values first: "interactivity | e2e | ttft: …".
QString optionHelp(const ScenarioField& f);

} // namespace denominator
