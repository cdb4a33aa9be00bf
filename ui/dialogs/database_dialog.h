// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// File ▸ Connect to database…: reads an InferenceX PostgreSQL database (a restored weekly dump,
// or a team's own ingest) into the local database on a worker thread, with rows-read progress and
// Cancel; one transaction, so a failure or a cancel changes nothing. The address is remembered,
// the password never (libpq also reads ~/.pgpass and PGPASSWORD).
// Object names for tests: address, password, models, sinceEnabled, since, import, progress, status.

#include "dialogs/worker_dialog.h"
#include "import/import_report.h"

class QCheckBox;
class QDateEdit;
class QLineEdit;
class QPushButton;

namespace denominator::ui {

class DatabaseDialog : public WorkerDialog {
    Q_OBJECT
public:
    explicit DatabaseDialog(QString dbPath, QWidget* parent = nullptr);
    /// Starts the import the form describes (the Import button).
    void start();
    /// True once rows were imported (the window then reloads its data).
    bool imported() const { return m_imported; }

signals:
    void importFinished(bool ok);

private:
    void finish(const ImportReport& report, const QString& error);
    void enableForm(bool idle) override;

    QString m_dbPath;
    QLineEdit *m_address, *m_password, *m_models;
    QCheckBox* m_sinceEnabled;
    QDateEdit* m_since;
    QPushButton* m_import;
    bool m_imported = false;
};

} // namespace denominator::ui
