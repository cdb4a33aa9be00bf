// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The store calls of the fuzz targets: an in-memory database that cannot be read is a bug the
// fuzzer must report, so a failed call aborts (a crash the fuzzer keeps).

#include "store/store.h"

#include <cstdlib>
#include <utility>

namespace denominator::fuzz {

inline Store openOrAbort(const QString& path)
{
    auto store = Store::open(path);
    if (!store) std::abort();
    return std::move(store).value();
}

inline int pointCountOrAbort(Store& store)
{
    const auto n = store.pointCount();
    if (!n) std::abort();
    return *n;
}

/// Removes what an accepted input added, so that the next input starts from the same database.
inline void removeOrAbort(Store& store, const QString& sha256)
{
    if (!store.removeSources({sha256})) std::abort();
}

} // namespace denominator::fuzz
