// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/import_report.h"

namespace denominator {

QString ImportReport::summaryLine() const
{
    if (!ok())
        return QStringLiteral("%1: refused (%2), nothing imported").arg(file, format.isEmpty() ? QStringLiteral("unrecognised") : format);
    QString s = QStringLiteral("%1: %2, %3 inserted, %4 already present").arg(file, format).arg(inserted).arg(alreadyPresent);
    if (!notes.isEmpty()) s += QStringLiteral(" (") + notes.join(QStringLiteral("; ")) + QLatin1Char(')');
    return s;
}

} // namespace denominator
