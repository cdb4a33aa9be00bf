#include "core/import_report.h"

namespace denominator {

QString ImportIssue::toString() const
{
    QString where = file;
    if (line > 0) where += QStringLiteral(":%1").arg(line);
    QStringList parts;
    if (line <= 0 && row >= 0) parts << QStringLiteral("row %1").arg(row);
    if (!field.isEmpty()) parts << QStringLiteral("field \"%1\"").arg(field);
    QString head = where + QLatin1Char(':');
    if (!parts.isEmpty()) head += QLatin1Char(' ') + parts.join(QStringLiteral(", ")) + QLatin1Char(':');
    return head + QLatin1Char(' ') + message;
}

QString ImportReport::summaryLine() const
{
    if (!ok()) return QStringLiteral("%1: refused (%2), nothing imported").arg(file, format.isEmpty() ? QStringLiteral("unrecognised") : format);
    QString s = QStringLiteral("%1: %2, %3 inserted, %4 already present").arg(file, format).arg(inserted).arg(alreadyPresent);
    if (!notes.isEmpty()) s += QStringLiteral(" (") + notes.join(QStringLiteral("; ")) + QLatin1Char(')');
    return s;
}

} // namespace denominator
