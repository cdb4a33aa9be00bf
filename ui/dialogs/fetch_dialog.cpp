// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/fetch_dialog.h"

#include "core/workload.h"
#include "fetch/derived_agentic.h"
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
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace denominator::ui {

namespace {

constexpr QLatin1String kBaseUrlKey("inferencex/baseUrl");

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

FetchDialog::FetchDialog(QString dbPath, QWidget* parent)
    : WorkerDialog(tr("Fetched responses are imported as one transaction each, with the URL, the time and the SHA-256 of the body; "
                      "an unchanged response is not downloaded again."),
                   parent),
      m_dbPath(std::move(dbPath))
{
    setWindowTitle(tr("Get InferenceX data"));
    m_models = new QListWidget;
    m_models->setObjectName(QStringLiteral("models"));
    m_models->setToolTip(tr("Each checked model is one response (one transaction)"));
    m_models->setMaximumHeight(m_models->fontMetrics().height() * 6);
    m_otherModels = new QLineEdit;
    m_otherModels->setObjectName(QStringLiteral("otherModels"));
    m_otherModels->setPlaceholderText(tr("other models, comma-separated (newer than the names table)"));
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
    connect(m_models, &QListWidget::itemChanged, this, &FetchDialog::showWorkloads);
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
    m_update = new QPushButton(tr("&Update"));
    m_update->setObjectName(QStringLiteral("update"));
    m_update->setToolTip(tr("Ask again for every response fetched into this database before (unchanged ones transfer nothing)"));
    connect(m_update, &QPushButton::clicked, this, &FetchDialog::update);
    auto* serverRow = new QHBoxLayout;
    serverRow->addWidget(m_baseUrl, 1);
    serverRow->addWidget(m_loadList);
    auto* form = new QFormLayout;
    form->addRow(tr("&Models:"), m_models);
    form->addRow(QString(), m_otherModels);
    form->addRow(tr("Results:"), m_latest);
    form->addRow(QString(), asOfRow);
    form->addRow(QString(), historyRow);
    auto* serverLabel = new QLabel(tr("&Server:"));
    serverLabel->setBuddy(m_baseUrl); // a row holding a layout has no buddy of its own
    form->addRow(serverLabel, serverRow);

    m_fetch = buttons()->addButton(tr("&Fetch"), QDialogButtonBox::AcceptRole);
    m_fetch->setObjectName(QStringLiteral("fetch"));
    buttons()->addButton(m_update, QDialogButtonBox::ActionRole);
    connect(m_fetch, &QPushButton::clicked, this, &FetchDialog::start);
    for (QRadioButton* b : {m_latest, m_asOf, m_history}) connect(b, &QRadioButton::toggled, this, &FetchDialog::updateForm);

    setForm(form);
    setModels({QStringLiteral("DeepSeek-R1-0528")});
    updateForm();
}

void FetchDialog::enableForm(bool idle)
{
    m_date->setEnabled(idle && m_asOf->isChecked());
    m_isl->setEnabled(idle && m_history->isChecked());
    m_osl->setEnabled(idle && m_history->isChecked());
    m_workload->setEnabled(idle && m_history->isChecked());
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_models, m_otherModels, m_latest, m_asOf, m_history, m_baseUrl, m_fetch, m_loadList, m_update})
        w->setEnabled(idle);
}

void FetchDialog::start()
{
    if (running()) return;
    const QStringList chosen = models();
    if (chosen.isEmpty()) {
        m_status->setText(tr("Check a model, or type one."));
        return;
    }
    const std::optional<QUrl> base = checkedBase();
    if (!base) return;
    QList<QUrl> urls;
    for (const QString& model : chosen)
        urls << (m_history->isChecked()
                     ? inferencex::historyUrl(*base, model, m_isl->value(), m_osl->value())
                     : inferencex::benchmarksUrl(*base, model, m_asOf->isChecked() ? m_date->date().toString(Qt::ISODate) : QString()));
    run(urls, Job::Fetch);
}

void FetchDialog::update()
{
    if (!running()) run({}, Job::Update);
}

void FetchDialog::setModels(const QStringList& models)
{
    QStringList offered = names::modelDisplayNames();
    for (const QString& m : models)
        if (!offered.contains(m)) offered << m;
    const QSignalBlocker block(m_models);
    m_models->clear();
    for (const QString& name : std::as_const(offered)) {
        auto* item = new QListWidgetItem(name, m_models);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(models.contains(name) ? Qt::Checked : Qt::Unchecked);
    }
    showWorkloads();
}

QStringList FetchDialog::models() const
{
    QStringList out;
    for (int i = 0; i < m_models->count(); ++i)
        if (m_models->item(i)->checkState() == Qt::Checked) out << m_models->item(i)->text();
    for (const QString& typed : m_otherModels->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!typed.trimmed().isEmpty() && !out.contains(typed.trimmed())) out << typed.trimmed();
    return out;
}

void FetchDialog::showWorkloads()
{
    QStringList workloads;
    for (const QString& model : models())
        for (const QString& w : m_workloads.value(model)) // the history endpoint takes lengths: agentic comes with "newest"
            if (w.contains(QLatin1Char('/')) && !workloads.contains(w)) workloads << w;
    std::sort(workloads.begin(), workloads.end(), [](const QString& a, const QString& b) {
        const QStringList x = a.split(QLatin1Char('/')), y = b.split(QLatin1Char('/'));
        return std::pair(x.value(0).toInt(), x.value(1).toInt()) < std::pair(y.value(0).toInt(), y.value(1).toInt());
    });
    const QSignalBlocker block(m_workload);
    m_workload->clear();
    m_workload->addItems(workloads);
    m_workload->setVisible(!m_workloads.isEmpty());
}

void FetchDialog::loadList()
{
    if (running()) return;
    if (const std::optional<QUrl> base = checkedBase()) run({inferencex::availabilityUrl(*base)}, Job::List);
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

void FetchDialog::run(const QList<QUrl>& urls, Job job)
{
    HttpOptions options;
    options.cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/http");
    const QString status = job == Job::Update ? tr("Updating what was fetched before …")
                           : urls.size() == 1 ? tr("Fetching %1 …").arg(urls.first().toString())
                                              : tr("Fetching %n responses …", "", int(urls.size()));
    const QString db = m_dbPath;
    runInBackground(status, [this, urls, options, db, job](const std::atomic_bool& cancelled) {
        Outcome o;
        o.list = job == Job::List;
        std::optional<Store> store;
        if (job != Job::List) { // a database that cannot be written stops before any download
            if (auto opened = Store::open(db))
                store.emplace(std::move(opened).value());
            else
                o.error = opened.error().toString();
        }
        QList<QUrl> asked = o.error.isEmpty() ? urls : QList<QUrl>{};
        if (job == Job::Update && store) {
            const auto before = store->fetchedUrls();
            if (!before) {
                o.error = before.error().toString();
                asked.clear();
            } else {
                for (const QString& u : *before) asked << QUrl(u);
            }
        }
        if (asked.isEmpty() && o.error.isEmpty()) o.error = tr("Nothing was fetched into this database before: nothing to update.");
        const HttpProgress progress = [this, &cancelled](qint64 received, qint64 total) {
            post([this, received, total] {
                const QLocale en(QLocale::English);
                showProgress(
                    received, total,
                    tr("Received %1 bytes%2").arg(en.toString(received), total > 0 ? tr(" of %1").arg(en.toString(total)) : QString()));
            });
            return !cancelled;
        };
        for (const QUrl& url : asked) {
            const auto fetched = httpGetJsonArray(url, options, progress);
            if (cancelled) {
                o.error = tr("cancelled");
                break;
            }
            Response r;
            if (!fetched) {
                r.error = fetched.error().toString();
            } else if (job == Job::List) {
                o.body = fetched->body;
            } else if (const auto known = store->importOptionsOf(fetched->body); !known) {
                r.error = known.error().toString();
            } else if (const auto derived = inferencex::fetchDerivedAgentic(url, fetched->body, options, progress, *known); !derived) {
                // Agentic rows come with their E2E-normalised interactivity or not at all.
                if (cancelled) {
                    o.error = tr("cancelled");
                    break;
                }
                r.error = tr("%1\nThe agentic rows' E2E-normalised interactivity could not be fetched.").arg(derived.error().toString());
            } else {
                r.report = store->importFetched(fetched->url, fetched->body, fetched->fetchedAt, derived->options);
                r.fromCache = fetched->fromCache;
                r.bytes = fetched->body.size();
            }
            o.responses << r;
        }
        post([this, o] { finish(o); });
    });
}

void FetchDialog::finish(const Outcome& o)
{
    joinWorker();
    bool ok = o.error.isEmpty();
    QStringList lines;
    const QLocale en(QLocale::English);
    for (const Response& r : o.responses) {
        ok = ok && r.error.isEmpty() && r.report.ok();
        if (!r.error.isEmpty()) {
            lines << tr("%1\nNothing imported from it.").arg(r.error);
        } else if (!r.report.ok()) {
            lines << r.report.summaryLine();
            for (const Issue& e : r.report.errors.mid(0, 3)) lines << e.toString();
        } else if (!o.list) {
            m_imported = m_imported || r.report.inserted > 0;
            lines << tr("%1 (%2)").arg(r.report.summaryLine(), r.fromCache ? tr("unchanged since the last fetch: nothing downloaded")
                                                                           : tr("%1 bytes downloaded").arg(en.toString(r.bytes)));
        }
    }
    if (o.error == tr("cancelled"))
        lines << tr("Cancelled: nothing more imported; every response already imported is complete, the rest is as it was.");
    else if (!o.error.isEmpty())
        lines << o.error;
    if (o.list && ok) {
        showList(o.body, tr("the server's availability list"));
    } else {
        constexpr int kShown = 8;
        if (lines.size() > kShown) lines = lines.mid(0, kShown) << tr("… and %n more line(s)", "", int(lines.size() - kShown));
        m_status->setText(lines.join(QLatin1Char('\n')));
    }
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
    int workloads = 0, agentic = 0;
    QString newest;
    for (auto it = parsed->models.begin(); it != parsed->models.end(); ++it) {
        m_workloads.insert(it.key(), it->workloads);
        workloads += int(it->workloads.size());
        agentic += int(it->workloads.count(workloadName(kAgenticLength, kAgenticLength)));
        newest = std::max(newest, it->newestDate);
    }
    QStringList keep;
    for (const QString& m : models())
        if (m_workloads.contains(m)) keep << m;
    if (keep.isEmpty() && !m_workloads.isEmpty()) keep << m_workloads.firstKey();
    setModels(keep);
    const QSignalBlocker block(m_models);
    for (int i = m_models->count() - 1; i >= 0; --i) // offer what the server holds
        if (!m_workloads.contains(m_models->item(i)->text())) delete m_models->takeItem(i);
    showWorkloads();
    QString text =
        tr("The server holds %n model(s), %1 workloads; newest results %2.", "", int(m_workloads.size())).arg(workloads).arg(newest);
    if (agentic > 0)
        text += tr(" %n model(s) have agentic-coding results: they come with the newest results (with their E2E-normalised "
                   "interactivity), not with a history, which takes fixed lengths.",
                   "", agentic);
    if (!parsed->unknownKeys.isEmpty())
        text += tr(" Not in the names table (resources/data/names.json), so not offered: %1.")
                    .arg(parsed->unknownKeys.join(QStringLiteral(", ")));
    m_status->setText(text);
}

} // namespace denominator::ui
