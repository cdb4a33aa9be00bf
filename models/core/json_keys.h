// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Repeated keys in JSON objects. RFC 8259 leaves `{"a": 1, "a": 2}` to the reader: simdjson takes
// the first value, nlohmann the last, PostgreSQL's json type keeps both. A number read from such an
// object depends on the reader, so every importer and document reader refuses it, naming the key.

#include <optional>
#include <simdjson.h>
#include <string>
#include <string_view>

namespace denominator {

/// What an importer says about a repeated key, after naming it.
inline constexpr const char* kRepeatedKeyProblem =
    "this key appears twice in one object; expected each key once (readers disagree on which value counts)";

/// The first key of `obj` that appears again in `obj` (its own keys only, not nested objects').
std::optional<std::string_view> firstRepeatedKey(simdjson::dom::object obj);

/// Where in the tree under `root` a key first repeats, as a path ("systems[2].label"), or nothing.
/// Recursion is bounded by the parser's depth limit.
std::optional<std::string> repeatedKeyPath(simdjson::dom::element root);

} // namespace denominator
