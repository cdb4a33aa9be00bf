// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/issue.h"

#include <QStringList>

namespace denominator {

QString Issue::toString() const
{
    QString head = file;
    if (line > 0) head += QStringLiteral(":%1").arg(line);
    QStringList parts;
    if (row >= 0) parts << QStringLiteral("row %1").arg(row);
    if (!field.isEmpty()) parts << QStringLiteral("field \"%1\"").arg(field);
    if (!parts.isEmpty()) head += (head.isEmpty() ? QString() : QStringLiteral(": ")) + parts.join(QStringLiteral(", "));
    return head.isEmpty() ? message : head + QStringLiteral(": ") + message;
}

} // namespace denominator
