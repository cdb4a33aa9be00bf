// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Remembers what a pure function of a string (or of a few) returned. The importers normalise the same few names
// (hardware, model, framework, run) on every row of a file; asking a hash table is cheaper than
// trimming, lower-casing and matching regular expressions again. Not thread-safe: keep one per
// thread (`thread_local`). Bounded: a file of all-distinct names empties it now and then.

#include <QHash>
#include <QString>

namespace denominator {

template <class Value, class Key = QString> class StringMemo {
public:
    template <class Compute> Value get(const Key& key, Compute&& compute)
    {
        if (const auto it = m_values.constFind(key); it != m_values.cend()) return *it;
        if (m_values.size() >= kLimit) m_values.clear();
        return *m_values.insert(key, compute());
    }

private:
    static constexpr qsizetype kLimit = 4096;
    QHash<Key, Value> m_values;
};

} // namespace denominator
