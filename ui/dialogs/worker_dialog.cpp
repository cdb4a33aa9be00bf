// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/worker_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace denominator::ui {

WorkerDialog::WorkerDialog(const QString& intro, QWidget* parent)
    : QDialog(parent), m_status(new QLabel(intro)), m_progress(new QProgressBar), m_buttons(new QDialogButtonBox)
{
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->hide();
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_close = m_buttons->addButton(QDialogButtonBox::Close);
    connect(m_close, &QPushButton::clicked, this, [this] { running() ? cancel() : reject(); });
}

WorkerDialog::~WorkerDialog()
{
    if (!m_thread) return;
    *m_cancel = true;
    m_thread->wait();
    delete m_thread;
}

void WorkerDialog::setForm(QLayout* form)
{
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
}

void WorkerDialog::cancel()
{
    if (m_cancel) *m_cancel = true;
    m_status->setText(tr("Cancelling …"));
}

void WorkerDialog::runInBackground(const QString& status, std::function<void(const std::atomic_bool& cancelled)> work)
{
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_progress->setRange(0, 0);
    m_progress->show();
    m_status->setText(status);
    m_thread = QThread::create([work = std::move(work), cancel = m_cancel] { work(*cancel); });
    m_thread->start();
    updateForm();
}

void WorkerDialog::joinWorker()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_progress->hide();
    updateForm();
}

void WorkerDialog::showProgress(qint64 done, qint64 total, const QString& status)
{
    if (!running() || cancelRequested()) return;
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(1000 * done / total));
    }
    m_status->setText(status);
}

void WorkerDialog::updateForm()
{
    enableForm(!running());
    m_close->setText(running() ? tr("Cancel") : tr("Close"));
}

} // namespace denominator::ui
