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
    const auto storeFailed = [this](const QString& why) {
        ImportReport r;
        r.file = m_dbPath;
        r.errors.append({m_dbPath, -1, -1, {}, why});
        emit fileImported(r);
    };
    if (auto opened = Store::open(m_dbPath); !opened) {
        storeFailed(opened.error().toString());
    } else {
        Store& store = *opened;
        QStringList added;
        for (int i = 0; i < m_files.size(); ++i) {
            if (m_cancel) break;
            emit progressed(i, int(m_files.size()), m_files[i]);
            const ImportReport r = store.importFile(m_files[i]);
            if (r.ok() && r.inserted > 0) added << r.sha256;
            emit fileImported(r);
        }
        if (m_cancel && !added.isEmpty())
            if (const auto removed = store.removeSources(added); !removed)
                storeFailed(QStringLiteral("the cancelled files could not be removed again: %1").arg(removed.error().toString()));
    }
    emit progressed(int(m_files.size()), int(m_files.size()), {});
    emit finished(m_cancel);
}

} // namespace denominator::ui
