// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/import_worker.h"

#include "store/store.h"

namespace denominator::ui {

ImportWorker::ImportWorker(QString dbPath, QStringList files) : m_dbPath(std::move(dbPath)), m_files(std::move(files))
{
    qRegisterMetaType<denominator::ImportReport>();
}

void ImportWorker::run()
{
    QStringList added;
    try {
        Store store(m_dbPath);
        for (int i = 0; i < m_files.size(); ++i) {
            if (m_cancel) break;
            emit progressed(i, int(m_files.size()), m_files[i]);
            const ImportReport r = store.importFile(m_files[i]);
            if (r.ok() && r.inserted > 0) added << r.sha256;
            emit fileImported(r);
        }
        if (m_cancel && !added.isEmpty())
            if (const auto removed = store.removeSources(added); !removed) {
                ImportReport r;
                r.file = m_dbPath;
                r.errors.append({m_dbPath,
                                 -1,
                                 -1,
                                 {},
                                 QStringLiteral("the cancelled files could not be removed again: %1").arg(removed.error().toString())});
                emit fileImported(r);
            }
    } catch (const StoreError& e) {
        ImportReport r;
        r.file = m_dbPath;
        r.errors.append({m_dbPath, -1, -1, {}, e.message()});
        emit fileImported(r);
    }
    emit progressed(int(m_files.size()), int(m_files.size()), {});
    emit finished(m_cancel);
}

} // namespace denominator::ui
