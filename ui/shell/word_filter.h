// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Search as people type it: "1024/1024 h200" matches what contains every word, in any order and
// any case. Used by the data table and the system picker.

#include <QString>
#include <QStringList>
#include <algorithm>

namespace denominator::ui {

inline QStringList searchWords(const QString& text) { return text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts); }

/// Whether `text` contains every one of `words` (lower-case, from searchWords); true for none.
inline bool containsAllWords(const QString& text, const QStringList& words)
{
    const QString lower = text.toLower();
    return std::all_of(words.begin(), words.end(), [&](const QString& w) { return lower.contains(w); });
}

} // namespace denominator::ui
