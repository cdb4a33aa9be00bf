// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// File ▸ Connect to database…: reads an InferenceX PostgreSQL database (a restored weekly dump,
// or a team's own ingest) into the local database on a worker thread, with rows-read progress and
// Cancel; one transaction, so a failure or a cancel changes nothing. The address is remembered,
// the password never (libpq also reads ~/.pgpass and PGPASSWORD).
// Object names for tests: address, password, models, sinceEnabled, since, import, progress, status.

#include "import/import_report.h"

#include <QDialog>
#include <atomic>
#include <memory>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QThread;

namespace denominator::ui {

class DatabaseDialog : public QDialog {
    Q_OBJECT
public:
    explicit DatabaseDialog(QString dbPath, QWidget* parent = nullptr);
    ~DatabaseDialog() override; ///< cancels a running import and waits for it

    /// Starts the import the form describes (the Import button).
    void start();
    /// Asks a running import to stop; the database is left as it was.
    void cancel();
    bool running() const { return m_thread != nullptr; }
    /// True once rows were imported (the window then reloads its data).
    bool imported() const { return m_imported; }

signals:
    void importFinished(bool ok);

private:
    void showProgress(qint64 rows, qint64 total);
    void finish(const ImportReport& report, const QString& error);
    void updateForm();

    QString m_dbPath;
    QLineEdit *m_address, *m_password, *m_models;
    QCheckBox* m_sinceEnabled;
    QDateEdit* m_since;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPushButton *m_import, *m_close;
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_imported = false;
};

} // namespace denominator::ui
