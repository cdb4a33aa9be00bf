// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The one definition of the switchable assumptions: for each, its key, its label, and how it is
// compared, copied, shown, written to a scenario and read back, parsed from text, the values it
// takes and its command-line option. Equality, scenario JSON, the scenario diff, the stamp, the
// options of compare/render/claim and the dock's lists all iterate this table, so a new assumption
// (or a new value of one) is one entry here and cannot be forgotten in any of them.

#include "core/assumptions.h"
#include "core/issue.h"

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>

namespace denominator {

/// One value an enumerated field takes.
struct FieldChoice {
    const char* value; ///< as scenarios and the command line spell it: "tdp"
    const char* label; ///< as the dock lists it: "Rated TDP"
};

struct AssumptionField {
    const char* key;   ///< stable: scenario diff key ("assumptions.<key>"), JSON key of its main value
    const char* label; ///< for people: "Denominator"
    /// Whether the setting enters the numbers under these assumptions (PUE only at the facility
    /// boundary and in the modelled chassis, custom watts only with the custom denominator, …).
    bool (*applies)(const Assumptions&);
    bool (*same)(const Assumptions&, const Assumptions&);
    void (*copy)(Assumptions& to, const Assumptions& from);
    /// The setting in words, as the diff and the stamp print it: "rated TDP", "matched at 100 tok/s/user".
    QString (*show)(const Assumptions&);
    void (*write)(const Assumptions&, nlohmann::json& object);
    /// The one parser of the field's text, as `--option` and a scenario's string value give it
    /// ("tdp", "h200=600,b200=900"); the message says what was expected and what was given.
    Expected<void> (*parseText)(const QString& text, Assumptions&) = nullptr;
    /// The field's value as `parseText` reads it back ("tdp", "best"): what the dock's items carry.
    QString (*text)(const Assumptions&) = nullptr;
    /// Reads the field from a scenario's assumptions object where its value is not one string
    /// for `parseText` (numbers, objects). Absent keys keep the default.
    Expected<void> (*readJson)(const nlohmann::json& object, Assumptions&) = nullptr;
    /// The values of an enumerated field, in the dock's order; empty for numbers, lists, dates.
    std::span<const FieldChoice> choices = {};
    /// What `parseText` takes besides the choices: "a date YYYY-MM-DD", "a PUE from 1 to 5".
    const char* otherValues = nullptr;
    /// The command-line option setting it (`--denominator`, on compare, render and claim); nullptr: none.
    const char* option = nullptr;
    const char* valueName = nullptr; ///< "D" in `--denominator <D>`
    const char* help = nullptr;      ///< the option's help; the accepted values are put before it
};

std::span<const AssumptionField> assumptionFields();
const AssumptionField* assumptionField(const char* key);
/// Values for people, `otherValues` (may be null) last: "a, b or c" with separators ", " and
/// " or ", "a | b | c" with " | " twice.
QString valueList(std::span<const FieldChoice> choices, const char* otherValues, const QString& separator, const QString& last);
/// What the field accepts, for messages: "tdp, measured, allin, allin-gen1 or custom",
/// "latest, all, best or a date YYYY-MM-DD".
QString expectedValues(const AssumptionField& f);
/// The help of the field's option, its accepted values first: "chip | node | rack | facility: …".
QString optionHelp(const AssumptionField& f);
/// Reads the field from a scenario's assumptions object (`readJson`, or the string under `key`
/// given to `parseText`); absent keys keep the default.
Expected<void> readField(const AssumptionField& f, const nlohmann::json& object, Assumptions& a);

} // namespace denominator
