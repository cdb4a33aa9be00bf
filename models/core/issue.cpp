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
    head += QLatin1Char(':');
    if (!parts.isEmpty()) head += QLatin1Char(' ') + parts.join(QStringLiteral(", ")) + QLatin1Char(':');
    return head + QLatin1Char(' ') + message;
}

} // namespace denominator
