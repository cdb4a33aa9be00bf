// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Imports files on a worker thread with its own Store connection. Each file is one transaction;
// cancelling removes what this batch already added, so a cancelled import leaves the database
// as it was. Signals are delivered queued to the GUI thread.

#include "import/import_report.h"

#include <QObject>
#include <QStringList>
#include <atomic>

Q_DECLARE_METATYPE(denominator::ImportReport)

namespace denominator::ui {

class ImportWorker : public QObject {
    Q_OBJECT
public:
    ImportWorker(QString dbPath, QStringList files);
    /// Thread-safe: asks the worker to stop before the next file and roll the batch back.
    void cancel() { m_cancel = true; }

public slots:
    void run();

signals:
    void progressed(int done, int total, const QString& currentFile);
    void fileImported(const denominator::ImportReport& report);
    void finished(bool cancelled);

private:
    QString m_dbPath;
    QStringList m_files;
    std::atomic_bool m_cancel{false};
};

} // namespace denominator::ui
