// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/fetch_dialog.h"

#include "fetch/http_get.h"
#include "fetch/inferencex_api.h"
#include "import/names.h"
#include "store/store.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QThread>
#include <QVBoxLayout>

namespace denominator::ui {

namespace {

const QString kBaseUrlKey = QStringLiteral("inferencex/baseUrl");

QSpinBox* lengthBox(const QString& name, int value)
{
    auto* box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(1, 1'000'000);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

FetchDialog::FetchDialog(QString dbPath, QWidget* parent) : QDialog(parent), m_dbPath(std::move(dbPath))
{
    setWindowTitle(tr("Get InferenceX data"));
    m_model = new QComboBox;
    m_model->setObjectName(QStringLiteral("model"));
    m_model->setEditable(true); // a model newer than the names table can be typed
    m_model->addItems(names::modelDisplayNames());
    m_model->setCurrentText(QStringLiteral("DeepSeek-R1-0528"));
    m_latest = new QRadioButton(tr("&Newest results (as the dashboard shows them)"));
    m_latest->setObjectName(QStringLiteral("latest"));
    m_latest->setChecked(true);
    m_asOf = new QRadioButton(tr("&As of"));
    m_asOf->setObjectName(QStringLiteral("asOf"));
    m_date = new QDateEdit(QDate::currentDate());
    m_date->setObjectName(QStringLiteral("date"));
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_history = new QRadioButton(tr("Full &history of one workload:"));
    m_history->setObjectName(QStringLiteral("history"));
    m_isl = lengthBox(QStringLiteral("isl"), 1024);
    m_osl = lengthBox(QStringLiteral("osl"), 1024);
    m_workload = new QComboBox;
    m_workload->setObjectName(QStringLiteral("workload"));
    m_workload->setToolTip(tr("Workloads the server holds for this model (Load the list)"));
    m_workload->hide();
    connect(m_workload, &QComboBox::currentTextChanged, this, [this](const QString& w) {
        const QStringList parts = w.split(QLatin1Char('/'));
        if (parts.size() != 2) return;
        m_isl->setValue(parts[0].toInt());
        m_osl->setValue(parts[1].toInt());
    });
    connect(m_model, &QComboBox::currentTextChanged, this, [this](const QString& model) {
        m_workload->clear();
        m_workload->addItems(m_workloads.value(model));
        m_workload->setVisible(!m_workloads.isEmpty());
    });
    m_loadList = new QPushButton(tr("&Load the list"));
    m_loadList->setObjectName(QStringLiteral("loadList"));
    m_loadList->setToolTip(tr("Ask the server which models and workloads it holds (/api/v1/availability)"));
    connect(m_loadList, &QPushButton::clicked, this, &FetchDialog::loadList);
    m_baseUrl = new QLineEdit(QSettings().value(kBaseUrlKey, qEnvironmentVariable("DENOMINATOR_INFERENCEX_URL")).toString());
    m_baseUrl->setObjectName(QStringLiteral("baseUrl"));
    m_baseUrl->setPlaceholderText(inferencex::defaultBaseUrl());

    auto* asOfRow = new QHBoxLayout;
    asOfRow->addWidget(m_asOf);
    asOfRow->addWidget(m_date);
    asOfRow->addStretch(1);
    auto* historyRow = new QHBoxLayout;
    historyRow->addWidget(m_history);
    historyRow->addWidget(new QLabel(tr("ISL")));
    historyRow->addWidget(m_isl);
    historyRow->addWidget(new QLabel(tr("OSL")));
    historyRow->addWidget(m_osl);
    historyRow->addWidget(m_workload);
    historyRow->addStretch(1);
    auto* serverRow = new QHBoxLayout;
    serverRow->addWidget(m_baseUrl, 1);
    serverRow->addWidget(m_loadList);
    auto* form = new QFormLayout;
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("Results:"), m_latest);
    form->addRow(QString(), asOfRow);
    form->addRow(QString(), historyRow);
    form->addRow(tr("&Server:"), serverRow);

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->hide();
    m_status = new QLabel(tr("Fetched responses are imported as one transaction each, with the URL, the time and the "
                             "SHA-256 of the body; an unchanged response is not downloaded again."));
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox;
    m_fetch = buttons->addButton(tr("&Fetch"), QDialogButtonBox::AcceptRole);
    m_fetch->setObjectName(QStringLiteral("fetch"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_fetch, &QPushButton::clicked, this, &FetchDialog::start);
    connect(m_close, &QPushButton::clicked, this, [this] { running() ? cancel() : reject(); });
    for (QRadioButton* b : {m_latest, m_asOf, m_history}) connect(b, &QRadioButton::toggled, this, &FetchDialog::updateForm);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(buttons);
    updateForm();
}

FetchDialog::~FetchDialog()
{
    if (!m_thread) return;
    *m_cancel = true;
    m_thread->wait();
    delete m_thread;
}

void FetchDialog::updateForm()
{
    const bool idle = !running();
    m_date->setEnabled(idle && m_asOf->isChecked());
    m_isl->setEnabled(idle && m_history->isChecked());
    m_osl->setEnabled(idle && m_history->isChecked());
    m_workload->setEnabled(idle && m_history->isChecked());
    for (QWidget* w : std::initializer_list<QWidget*>{m_model, m_latest, m_asOf, m_history, m_baseUrl, m_fetch, m_loadList})
        w->setEnabled(idle);
    m_close->setText(idle ? tr("Close") : tr("Cancel"));
}

void FetchDialog::start()
{
    if (running()) return;
    const QString model = m_model->currentText().trimmed();
    if (model.isEmpty()) {
        m_status->setText(tr("Name a model."));
        return;
    }
    const std::optional<QUrl> base = checkedBase();
    if (!base) return;
    run(m_history->isChecked()
            ? inferencex::historyUrl(*base, model, m_isl->value(), m_osl->value())
            : inferencex::benchmarksUrl(*base, model, m_asOf->isChecked() ? m_date->date().toString(Qt::ISODate) : QString()),
        false);
}

void FetchDialog::loadList()
{
    if (running()) return;
    if (const std::optional<QUrl> base = checkedBase()) run(inferencex::availabilityUrl(*base), true);
}

std::optional<QUrl> FetchDialog::checkedBase()
{
    const auto base = inferencex::baseUrl(m_baseUrl->text());
    if (!base) {
        m_status->setText(tr("Server: %1").arg(base.error().toString()));
        return std::nullopt;
    }
    QSettings().setValue(kBaseUrlKey, m_baseUrl->text().trimmed());
    return *base;
}

void FetchDialog::run(const QUrl& url, bool list)
{
    HttpOptions options;
    options.cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/http");
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_progress->setRange(0, 0);
    m_progress->show();
    m_status->setText(tr("Fetching %1 …").arg(url.toString()));
    const auto cancel = m_cancel;
    const QString db = m_dbPath;
    m_thread = QThread::create([this, url, options, cancel, db, list] {
        Outcome o;
        o.list = list;
        const auto fetched = httpGetJsonArray(url, options, [this, cancel](qint64 received, qint64 total) {
            QMetaObject::invokeMethod(
                this, [this, received, total] { showProgress(received, total); }, Qt::QueuedConnection);
            return !*cancel;
        });
        if (*cancel) {
            o.error = tr("cancelled");
        } else if (!fetched) {
            o.error = fetched.error().toString();
        } else if (list) {
            o.body = fetched->body;
        } else {
            try {
                Store store(db);
                o.report = store.importFetched(fetched->url, fetched->body, fetched->fetchedAt);
            } catch (const StoreError& e) {
                o.error = e.message();
            }
            o.fromCache = fetched->fromCache;
            o.bytes = fetched->body.size();
        }
        QMetaObject::invokeMethod(
            this, [this, o] { finish(o); }, Qt::QueuedConnection);
    });
    m_thread->start();
    updateForm();
}

void FetchDialog::cancel()
{
    if (m_cancel) *m_cancel = true;
    m_status->setText(tr("Cancelling …"));
}

void FetchDialog::showProgress(qint64 received, qint64 total)
{
    if (!running()) return;
    const QLocale en(QLocale::English);
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(1000 * received / total));
    }
    m_status->setText(tr("Received %1 bytes%2").arg(en.toString(received), total > 0 ? tr(" of %1").arg(en.toString(total)) : QString()));
}

void FetchDialog::finish(const Outcome& o)
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_progress->hide();
    const bool ok = o.error.isEmpty() && o.report.ok();
    if (o.list && ok) {
        showList(o.body, tr("the server's availability list"));
    } else if (!o.error.isEmpty()) {
        m_status->setText(o.error == tr("cancelled") ? tr("Cancelled: nothing imported, the database is as it was.")
                                                     : tr("%1\nNothing imported; the database is as it was.").arg(o.error));
    } else if (!o.report.ok()) {
        QStringList lines{o.report.summaryLine()};
        for (const Issue& e : o.report.errors.mid(0, 5)) lines << e.toString();
        m_status->setText(lines.join(QLatin1Char('\n')));
    } else {
        m_imported = m_imported || o.report.inserted > 0;
        m_status->setText(tr("%1 (%2)").arg(o.report.summaryLine(),
                                            o.fromCache ? tr("unchanged since the last fetch: nothing downloaded")
                                                        : tr("%1 bytes downloaded").arg(QLocale(QLocale::English).toString(o.bytes))));
    }
    updateForm();
    emit fetchFinished(ok);
}

void FetchDialog::showList(const QByteArray& body, const QString& where)
{
    const auto parsed = inferencex::parseAvailability(body, where);
    if (!parsed) {
        m_status->setText(parsed.error().toString());
        return;
    }
    m_workloads.clear();
    int workloads = 0;
    QString newest;
    for (auto it = parsed->models.begin(); it != parsed->models.end(); ++it) {
        m_workloads.insert(it.key(), it->workloads);
        workloads += int(it->workloads.size());
        newest = std::max(newest, it->newestDate);
    }
    const QString current = m_model->currentText();
    m_model->clear();
    m_model->addItems(m_workloads.keys());
    if (!m_workloads.isEmpty()) m_model->setCurrentText(m_workloads.contains(current) ? current : m_workloads.firstKey());
    QString text =
        tr("The server holds %n model(s), %1 workloads; newest results %2.", "", int(m_workloads.size())).arg(workloads).arg(newest);
    if (!parsed->unknownKeys.isEmpty())
        text += tr(" Not in the names table (resources/data/names.json), so not offered: %1.")
                    .arg(parsed->unknownKeys.join(QStringLiteral(", ")));
    m_status->setText(text);
}

} // namespace denominator::ui
