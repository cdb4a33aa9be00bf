// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/json_keys.h"

#include <algorithm>
#include <vector>

namespace denominator {

std::optional<std::string_view> firstRepeatedKey(simdjson::dom::object obj)
{
    constexpr size_t kPairwise = 12; ///< up to this many keys, comparing every pair is quickest
    const size_t n = obj.size();
    if (n < 2) return std::nullopt;
    if (n <= kPairwise) {
        std::string_view keys[kPairwise];
        size_t k = 0;
        for (const auto field : obj) {
            for (size_t j = 0; j < k; ++j)
                if (keys[j] == field.key) return field.key;
            keys[k++] = field.key;
        }
        return std::nullopt;
    }
    std::vector<std::string_view> keys;
    keys.reserve(n);
    for (const auto field : obj) keys.push_back(field.key);
    std::vector<std::string_view> sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) return std::nullopt;
    // The first in document order, so that the message names what a reader meets first.
    for (size_t i = 1; i < n; ++i)
        if (std::find(keys.begin(), keys.begin() + std::ptrdiff_t(i), keys[i]) != keys.begin() + std::ptrdiff_t(i)) return keys[i];
    return std::nullopt;
}

std::optional<std::string> repeatedKeyPath(simdjson::dom::element root)
{
    simdjson::dom::object obj;
    if (root.get(obj) == simdjson::SUCCESS) {
        if (const auto k = firstRepeatedKey(obj)) return std::string(*k);
        for (const auto field : obj)
            if (auto inner = repeatedKeyPath(field.value)) return std::string(field.key) + (inner->front() == '[' ? "" : ".") + *inner;
        return std::nullopt;
    }
    simdjson::dom::array arr;
    if (root.get(arr) == simdjson::SUCCESS) {
        size_t i = 0;
        for (const auto v : arr) {
            if (auto inner = repeatedKeyPath(v)) return '[' + std::to_string(i) + ']' + (inner->front() == '[' ? "" : ".") + *inner;
            ++i;
        }
    }
    return std::nullopt;
}

} // namespace denominator
