// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/import_report.h"

namespace denominator {

QString ImportReport::summaryLine() const
{
    // The format is unknown when the file was refused before it was recognised (it cannot be read,
    // the database cannot be written): its error says why, not that the format is unknown.
    if (!ok())
        return format.isEmpty() ? QStringLiteral("%1: refused, nothing imported").arg(file)
                                : QStringLiteral("%1: refused (%2), nothing imported").arg(file, format);
    QString s = QStringLiteral("%1: %2, %3 inserted, %4 already present").arg(file, format).arg(inserted).arg(alreadyPresent);
    if (!notes.isEmpty()) s += QStringLiteral(" (") + notes.join(QStringLiteral("; ")) + QLatin1Char(')');
    return s;
}

} // namespace denominator
