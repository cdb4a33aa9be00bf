// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/database_dialog.h"

#include "fetch/inferencex_db.h"
#include "fetch/pg_connection.h"
#include "store/store.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QUrl>

namespace denominator::ui {

namespace {
constexpr QLatin1String kAddressKey("inferencex/database");
}

DatabaseDialog::DatabaseDialog(QString dbPath, QWidget* parent)
    : WorkerDialog(tr("Every successful result of the latest attempt of each run is read (benchmark_results with configs and "
                      "workflow_runs) and stored in one transaction with the server's address and the time."),
                   parent),
      m_dbPath(std::move(dbPath))
{
    setWindowTitle(tr("Connect to an InferenceX database"));
    m_address = new QLineEdit(QSettings().value(kAddressKey).toString());
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setPlaceholderText(QStringLiteral("postgresql://user@localhost/inferencex"));
    m_address->setToolTip(tr("A PostgreSQL server holding InferenceX's tables (a restored weekly dump, or your own ingest)"));
    m_password = new QLineEdit;
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("not stored; empty: ~/.pgpass or PGPASSWORD"));
    m_models = new QLineEdit;
    m_models->setObjectName(QStringLiteral("models"));
    m_models->setPlaceholderText(tr("every model; or e.g. DeepSeek-R1-0528, gpt-oss-120b"));
    m_sinceEnabled = new QCheckBox(tr("Only results &since"));
    m_sinceEnabled->setObjectName(QStringLiteral("sinceEnabled"));
    m_since = new QDateEdit(QDate::currentDate().addMonths(-3));
    m_since->setObjectName(QStringLiteral("since"));
    m_since->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_since->setCalendarPopup(true);
    connect(m_sinceEnabled, &QCheckBox::toggled, this, &DatabaseDialog::updateForm);

    auto* sinceRow = new QHBoxLayout;
    sinceRow->addWidget(m_sinceEnabled);
    sinceRow->addWidget(m_since);
    sinceRow->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Password:"), m_password);
    form->addRow(tr("&Models:"), m_models);
    form->addRow(QString(), sinceRow);

    m_import = buttons()->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("import"));
    connect(m_import, &QPushButton::clicked, this, &DatabaseDialog::start);
    setForm(form);
    setMinimumWidth(520);
    updateForm();
}

void DatabaseDialog::enableForm(bool idle)
{
    for (QWidget* w : std::initializer_list<QWidget*>{m_address, m_password, m_models, m_sinceEnabled, m_import}) w->setEnabled(idle);
    m_since->setEnabled(idle && m_sinceEnabled->isChecked());
}

void DatabaseDialog::start()
{
    if (running()) return;
    const QString address = m_address->text().trimmed();
    if (!pg::isConnectionUri(address)) {
        m_status->setText(tr("Address: expected postgresql://user@host/database"));
        return;
    }
    QSettings().setValue(kAddressKey, pg::withoutPassword(address));
    QUrl uri(address);
    if (!m_password->text().isEmpty()) uri.setPassword(m_password->text());
    inferencex::DbFilter filter;
    for (const QString& m : m_models->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) filter.models << m.trimmed();
    if (m_sinceEnabled->isChecked()) filter.since = m_since->date().toString(Qt::ISODate);

    const QString db = m_dbPath;
    const QString connection = uri.toString();
    runInBackground(tr("Connecting to %1 …").arg(pg::withoutPassword(address)),
                    [this, connection, filter, db](const std::atomic_bool& cancelled) {
                        ImportReport report;
                        QString error;
                        if (auto store = Store::open(db); !store) {
                            error = store.error().toString();
                        } else {
                            report = inferencex::importDatabase(*store, connection, filter, [this, &cancelled](qint64 rows, qint64 total) {
                                post([this, rows, total] {
                                    const QLocale en(QLocale::English);
                                    showProgress(rows, total, tr("Read %1 of %2 results").arg(en.toString(rows), en.toString(total)));
                                });
                                return !cancelled;
                            });
                        }
                        post([this, report, error] { finish(report, error); });
                    });
}

void DatabaseDialog::finish(const ImportReport& report, const QString& error)
{
    joinWorker();
    const bool ok = error.isEmpty() && report.ok();
    if (!error.isEmpty()) {
        m_status->setText(tr("%1\nNothing imported; the database is as it was.").arg(error));
    } else if (!report.ok()) {
        const bool cancelled = cancelRequested() && report.errors.first().message.contains(QLatin1String("cancelled after"));
        QStringList lines{cancelled ? tr("Cancelled: nothing imported, the database is as it was.")
                                    : tr("Nothing imported; the database is as it was.")};
        if (!cancelled)
            for (const Issue& e : report.errors.mid(0, 5)) lines << e.toString();
        m_status->setText(lines.join(QLatin1Char('\n')));
    } else {
        m_imported = m_imported || report.inserted > 0;
        m_status->setText(report.summaryLine());
    }
    emit importFinished(ok);
}

} // namespace denominator::ui
