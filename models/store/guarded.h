// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The boundary of the store: inside it the SQLite wrappers throw StoreError (a statement's
// constructor cannot return one); every Store method returns what they threw as an Issue.

#include "core/issue.h"
#include "store/sqlite_db.h"

#include <type_traits>

namespace denominator {

/// Runs `body` and returns its value, or the Issue of the StoreError that stopped it (a busy,
/// damaged, full or unreadable database). A write in `body` runs in its own Transaction, which
/// rolls back as the exception leaves it.
template <class F> auto guarded(F&& body) -> Expected<std::invoke_result_t<F&>>
{
    try {
        if constexpr (std::is_void_v<std::invoke_result_t<F&>>) {
            body();
            return {};
        } else {
            return body();
        }
    } catch (const StoreError& e) {
        return e.issue();
    }
}

} // namespace denominator
