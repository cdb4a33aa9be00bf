// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The one definition of the switchable assumptions: for each, its key, its label, and how it is
// compared, copied, shown, written to a scenario and read back. Equality, scenario JSON, the
// scenario diff and the stamp all iterate this table, so a new assumption is one entry here and
// cannot be forgotten in any of them.

#include "core/assumptions.h"

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>

namespace denominator {

struct AssumptionField {
    const char* key;   ///< stable: scenario diff key ("assumptions.<key>"), JSON key of its main value
    const char* label; ///< for people: "Denominator"
    /// Whether the setting enters the numbers under these assumptions (PUE only at the facility
    /// boundary, custom watts only with the custom denominator, …).
    bool (*applies)(const Assumptions&);
    bool (*same)(const Assumptions&, const Assumptions&);
    void (*copy)(Assumptions& to, const Assumptions& from);
    /// The setting in words, as the diff and the stamp print it: "rated TDP", "matched at 100 tok/s/user".
    QString (*show)(const Assumptions&);
    void (*write)(const Assumptions&, nlohmann::json& object);
    /// Reads the field from a scenario's assumptions object; absent keys keep the default. The
    /// message says what was expected when the value is unusable.
    std::optional<QString> (*read)(const nlohmann::json& object, Assumptions&);
};

std::span<const AssumptionField> assumptionFields();
const AssumptionField* assumptionField(const char* key);

} // namespace denominator
