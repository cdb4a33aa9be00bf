// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/save_file.h"

#include <QSaveFile>

namespace denominator {

Expected<void> saveFileAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile f(path);
    const auto failed = [&](const QString& what) { return Issue{path, -1, -1, {}, QStringLiteral("%1: %2").arg(what, f.errorString())}; };
    if (!f.open(QIODevice::WriteOnly)) return failed(QStringLiteral("cannot write"));
    if (f.write(bytes) != bytes.size()) {
        f.cancelWriting();
        return failed(QStringLiteral("write failed, nothing written"));
    }
    if (!f.commit()) return failed(QStringLiteral("write failed, nothing written"));
    return {};
}

} // namespace denominator
