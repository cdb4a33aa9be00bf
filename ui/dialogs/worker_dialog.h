// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A dialog whose work runs on a worker thread (fetching, reading a database): a form above a
// progress bar, a status line and the buttons, whose Close becomes Cancel while the work runs.
// Closing the dialog cancels the work and waits for it. Object names for tests: progress, status.

#include <QDialog>
#include <atomic>
#include <functional>
#include <memory>

class QDialogButtonBox;
class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QThread;

namespace denominator::ui {

class WorkerDialog : public QDialog {
    Q_OBJECT
public:
    ~WorkerDialog() override; ///< cancels running work and waits for it

    /// Asks running work to stop; what it has not committed is left as it was.
    void cancel();
    bool running() const { return m_thread != nullptr; }

protected:
    /// `intro` is the status line before any work: what the work will do.
    WorkerDialog(const QString& intro, QWidget* parent);
    /// Lays the form out above the progress bar, the status line and the buttons (add buttons before).
    void setForm(QLayout* form);
    QDialogButtonBox* buttons() const { return m_buttons; }
    /// Runs `work` on a worker thread with the progress bar busy and `status` shown; the work posts
    /// its result back (post()), and the slot receiving it calls joinWorker() first.
    void runInBackground(const QString& status, std::function<void(const std::atomic_bool& cancelled)> work);
    /// Waits for the finished worker and hides the progress bar.
    void joinWorker();
    bool cancelRequested() const { return m_cancel && *m_cancel; }
    /// Runs `fn` on the dialog's (GUI) thread: from the worker, for progress and the result.
    template <class F> void post(F fn) { QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection); }
    /// Shows `done` of `total` on the bar (busy while the total is unknown) and the status line.
    void showProgress(qint64 done, qint64 total, const QString& status);
    /// Enables the form's fields and buttons: all of them when idle, none while the work runs.
    virtual void enableForm(bool idle) = 0;
    /// Re-enables the form for the current state (call after the form changed).
    void updateForm();

    QLabel* m_status;

private:
    QProgressBar* m_progress;
    QDialogButtonBox* m_buttons;
    QPushButton* m_close;
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace denominator::ui
