// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A count and its noun in the right number, for notes and messages: "1 row skipped", "3 rows skipped".

#include <QString>

namespace denominator {

/// "1 row" for n = 1, else "3 rows": `many` when given ("rows carry"), else `one` followed by "s".
inline QString counted(qsizetype n, const QString& one, const QString& many = {})
{
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many.isEmpty() ? one + QLatin1Char('s') : many);
}

} // namespace denominator
