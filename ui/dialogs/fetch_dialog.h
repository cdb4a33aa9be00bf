// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// File ▸ Get InferenceX data…: the checked models from the public InferenceX API (newest results,
// as of a date, or one workload's full history) fetched and imported on a worker thread with
// progress and Cancel; one transaction per response, so a failed or cancelled response changes
// nothing. "Load the list" asks the server's /api/v1/availability for its models and workloads;
// "Update" asks again for every response fetched before (an unchanged one transfers nothing).
// Object names for tests: models, otherModels, latest, asOf, date, history, isl, osl, workload,
// baseUrl, loadList, update, fetch, progress, status.

#include "dialogs/worker_dialog.h"
#include "import/import_report.h"

#include <QMap>
#include <QUrl>
#include <optional>

class QComboBox;
class QDateEdit;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace denominator::ui {

class FetchDialog : public WorkerDialog {
    Q_OBJECT
public:
    explicit FetchDialog(QString dbPath, QWidget* parent = nullptr);
    /// Starts the fetch the form describes (the Fetch button).
    void start();
    /// Asks again for every response fetched into the database before (the Update button).
    void update();
    /// Checks exactly these models in the list (tests, and what the window last asked for).
    void setModels(const QStringList& models);
    /// The checked models and the other models typed in.
    QStringList models() const;
    /// Fills the model and workload lists from the server (the Load the list button).
    void loadList();
    /// True once a response was imported (the window then reloads its data).
    bool imported() const { return m_imported; }

signals:
    void fetchFinished(bool ok);

private:
    /// What happened to one response.
    struct Response {
        QString error; ///< the fetch failed (nothing imported from it)
        ImportReport report;
        bool fromCache = false;
        qint64 bytes = 0;
    };
    struct Outcome {
        QList<Response> responses;
        QString error;     ///< the whole run failed or was cancelled
        bool list = false; ///< an availability answer (nothing imported)
        QByteArray body;
    };
    enum class Job { Fetch, List, Update };
    void finish(const Outcome& outcome);
    void enableForm(bool idle) override;

    QString m_dbPath;
    QListWidget* m_models;
    QLineEdit* m_otherModels;
    QRadioButton *m_latest, *m_asOf, *m_history;
    QDateEdit* m_date;
    QSpinBox *m_isl, *m_osl;
    QComboBox* m_workload;
    QLineEdit* m_baseUrl;
    QPushButton *m_fetch, *m_loadList, *m_update;
    QMap<QString, QStringList> m_workloads; ///< by model, from the availability list
    void run(const QList<QUrl>& urls, Job job);
    void showWorkloads();
    void showList(const QByteArray& body, const QString& where);
    /// The server address of the form (remembered), or nothing with the reason in the status.
    std::optional<QUrl> checkedBase();
    bool m_imported = false;
};

} // namespace denominator::ui
