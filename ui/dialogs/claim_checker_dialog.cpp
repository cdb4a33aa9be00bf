// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/claim_checker_dialog.h"

#include "core/number_format.h"
#include "core/save_file.h"

#include "core/resources.h"
#include "dialogs/claim_form.h"
#include "export/claim_card_exporter.h"
#include "import/import_driver.h"
#include "literacy/claim_json.h"
#include "session/session.h"
#include "store/store.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace denominator::ui {
namespace {

QString times(const ClaimReading& r)
{
    return isKnown(r.ratio) ? QString::number(r.ratio, 'g', 3) + QStringLiteral("×") : QObject::tr("n/a");
}

QString rangeOf(const ClaimReading& r)
{
    if (std::isnan(r.ratioMin) || std::isnan(r.ratioMax) || r.ratioMin == r.ratioMax) return {};
    return formatTimesRange(r.ratioMin, r.ratioMax); // "≥ 2.42×" when a draw is known only as an upper bound
}

QString stateText(AnswerState s)
{
    switch (s) {
    case AnswerState::Answered: return QObject::tr("✔ answered");
    case AnswerState::Ambiguous: return QObject::tr("? ambiguous");
    case AnswerState::Unanswered: return QObject::tr("✘ unanswered");
    }
    return {};
}

QColor stateColor(AnswerState s)
{
    switch (s) {
    case AnswerState::Answered: return QColor(0x00, 0x9E, 0x73);
    case AnswerState::Ambiguous: return QColor(0xE6, 0x9F, 0x00);
    case AnswerState::Unanswered: return QColor(0xD5, 0x5E, 0x00);
    }
    return {};
}

QTableWidget* table(const QString& name, const QStringList& headers)
{
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(true);
    t->verticalHeader()->hide();
    // Every column but the last fits its content; the last (the reason) takes the rest and wraps.
    for (int c = 0; c + 1 < t->columnCount(); ++c) t->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(t->columnCount() - 1, QHeaderView::Stretch);
    // Rows follow the wrapped text as the dialog is resized (not the widths they were filled at).
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

QPushButton* button(const QString& text, const QString& name)
{
    auto* b = new QPushButton(text);
    b->setObjectName(name);
    b->setAutoDefault(false);
    return b;
}

} // namespace

ClaimCheckerDialog::ClaimCheckerDialog(Store& store, QWidget* parent) : QDialog(parent), m_store(store)
{
    setWindowTitle(tr("Claim checker"));
    m_tabs = new QTabWidget;
    m_tabs->addTab(makePickerTab(), tr("&Published claims"));
    m_tabs->addTab(makeFormTab(), tr("E&nter a claim"));
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_tabs);
    split->addWidget(makeResults());
    split->setStretchFactor(1, 1);
    // The picker is one row; the form needs room: share the height by what the tab shows.
    const auto share = [this, split](int tab) {
        // Only the page shown counts towards the tabs' minimum height (the form's would take a
        // fifth of a laptop screen above the picker's single row).
        for (int i = 0; i < m_tabs->count(); ++i)
            m_tabs->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == tab ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        const int picker = m_tabs->tabBar()->sizeHint().height() + m_tabs->widget(0)->sizeHint().height() + 4;
        split->setSizes(tab == 0 ? QList<int>{picker, 10000} : QList<int>{430, 260});
    };
    share(0);
    connect(m_tabs, &QTabWidget::currentChanged, split, share);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    QPushButton* card = buttons->addButton(tr("Claim &card…"), QDialogButtonBox::ActionRole);
    card->setObjectName(QStringLiteral("cardButton"));
    card->setToolTip(tr("A one-page PDF of the claim: the published figure, the three questions, the figure re-derived with "
                        "measured power, its waterfall and the command that verifies it"));
    connect(card, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Claim card"), QStringLiteral("%1-card.pdf").arg(m_claim.id), tr("PDF document (*.pdf)"));
        if (path.isEmpty()) return;
        if (const auto written = writeClaimCard(path); !written)
            setStatus(written.error().toString(), true);
        else
            setStatus(tr("Wrote %1. Anyone can check it: %2").arg(path, verifyCommandFor(QFileInfo(path).fileName())), false);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_status = new QLabel);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    layout->addWidget(buttons);
    // At most the screen (a 1366×768 laptop leaves ~700 px under its panels).
    const QRect screen = this->screen()->availableGeometry();
    resize(std::min(1000, screen.width() - 40), std::min(760, screen.height() - 40));
    reloadClaims();
}

QWidget* ClaimCheckerDialog::makePickerTab()
{
    auto* w = new QWidget;
    auto* column = new QVBoxLayout(w);
    auto* row = new QHBoxLayout;
    column->addLayout(row);
    row->addWidget(new QLabel(tr("Claim:")));
    row->addWidget(m_picker = new QComboBox, 1);
    m_picker->setObjectName(QStringLiteral("claimPicker"));
    auto* open = button(tr("&Open claims file…"), QStringLiteral("openFileButton"));
    auto* import = button(tr("&Import claims file…"), QStringLiteral("importButton"));
    auto* edit = button(tr("Copy to &form"), QStringLiteral("editButton"));
    row->addWidget(open);
    row->addWidget(import);
    row->addWidget(edit);
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import claims file"), QString(), tr("Claims (*.json);;All files (*)"));
        if (path.isEmpty()) return;
        if (const auto done = importClaimsFile(path); !done) setStatus(done.error().toString(), true);
    });
    connect(m_picker, &QComboBox::currentIndexChanged, this, [this](int) { selectClaim(m_picker->currentData().toString()); });
    connect(open, &QPushButton::clicked, this, &ClaimCheckerDialog::chooseAndOpen);
    connect(edit, &QPushButton::clicked, this, [this] {
        m_form->setClaim(m_claim);
        m_tabs->setCurrentIndex(1);
    });
    return w;
}

QWidget* ClaimCheckerDialog::makeFormTab()
{
    auto* w = new QWidget;
    auto* layout = new QVBoxLayout(w);
    m_form = new ClaimForm;
    m_form->setObjectName(QStringLiteral("claimForm"));
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    layout->addWidget(scroll, 1);
    auto* row = new QHBoxLayout;
    auto* check = button(tr("&Check"), QStringLiteral("checkButton"));
    auto* save = button(tr("&Save as claims file…"), QStringLiteral("saveButton"));
    auto* add = button(tr("&Add to library"), QStringLiteral("addButton"));
    row->addWidget(check);
    row->addStretch(1);
    row->addWidget(save);
    row->addWidget(add);
    layout->addLayout(row);
    connect(check, &QPushButton::clicked, this, &ClaimCheckerDialog::checkFormClaim);
    connect(save, &QPushButton::clicked, this, &ClaimCheckerDialog::chooseAndSave);
    connect(add, &QPushButton::clicked, this, [this] {
        if (const auto done = addFormClaimToStore(); !done) setStatus(done.error().toString(), true);
    });
    return w;
}

QWidget* ClaimCheckerDialog::makeResults()
{
    auto* w = new QWidget;
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header = new QLabel);
    m_header->setObjectName(QStringLiteral("claimHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_questions = table(QStringLiteral("questionsTable"), {tr("Question"), tr("Answer"), tr("Why")}), 2);
    layout->addWidget(m_readings = table(QStringLiteral("readingsTable"), {tr("Reading"), tr("Ratio"), tr("Range"), tr("How")}), 3);
    layout->addWidget(m_notes = new QLabel);
    m_notes->setObjectName(QStringLiteral("notesLabel"));
    m_notes->setWordWrap(true);
    return w;
}

bool ClaimCheckerDialog::reloadClaims()
{
    const auto read = m_store.claims();
    if (!read) {
        // The claims listed before stay (none at the start): never the bundled ones in the library's place.
        setStatus(tr("The claim library could not be read: %1").arg(read.error().toString()), true);
    } else {
        m_stored = read->claims;
        if (!read->issues.isEmpty())
            setStatus(tr("%n stored claim(s) could not be read: %1", "", int(read->issues.size())).arg(read->issues.first().toString()),
                      true);
    }
    if (read && m_stored.isEmpty()) {
        // An empty library still offers the bundled claims, read from the binary.
        initResources();
        QFile f(bundledDataFiles().constFirst());
        if (f.open(QIODevice::ReadOnly))
            if (const auto bundled = readClaims(SourceFile::fromBytes(f.fileName(), f.readAll()))) m_stored = *bundled;
    }
    const QSignalBlocker block(m_picker);
    const QString current = m_picker->currentData().toString();
    m_picker->clear();
    for (const Claim& c : std::as_const(m_stored)) m_picker->addItem(QStringLiteral("%1 (%2)").arg(c.title, c.id), c.id);
    for (const Claim& c : std::as_const(m_opened)) m_picker->addItem(QStringLiteral("%1 (%2, from a file)").arg(c.title, c.id), c.id);
    const int at = m_picker->findData(current);
    m_picker->setCurrentIndex(at >= 0 ? at : 0);
    if (m_picker->count() > 0) selectClaim(m_picker->currentData().toString());
    return read.ok();
}

bool ClaimCheckerDialog::selectClaim(const QString& id)
{
    for (const QList<Claim>* list : {&m_opened, &m_stored})
        for (const Claim& c : *list)
            if (c.id == id) {
                const QSignalBlocker block(m_picker);
                m_picker->setCurrentIndex(m_picker->findData(id));
                display(c);
                return true;
            }
    return false;
}

Expected<void> ClaimCheckerDialog::openClaimsFile(const QString& path)
{
    const auto src = SourceFile::read(path);
    if (!src) return src.error();
    const auto claims = readClaims(*src);
    if (!claims) return claims.error();
    for (const Claim& c : *claims) {
        m_opened.removeIf([&](const Claim& o) { return o.id == c.id; });
        m_opened << c;
    }
    const bool listed = reloadClaims();
    m_tabs->setCurrentIndex(0);
    if (listed) setStatus(tr("Opened %1 claim(s) from %2").arg(claims->size()).arg(QFileInfo(path).fileName()), false);
    selectClaim(claims->first().id);
    return {};
}

bool ClaimCheckerDialog::checkFormClaim()
{
    const QString problem = m_form->problem();
    if (!problem.isEmpty()) {
        setStatus(problem, true);
        return false;
    }
    display(m_form->claim());
    setStatus(tr("Checked the claim in the form."), false);
    return true;
}

Expected<void> ClaimCheckerDialog::saveFormClaim(const QString& path)
{
    if (const QString problem = m_form->problem(); !problem.isEmpty()) return Issue{path, -1, -1, {}, problem};
    auto saved = saveFileAtomically(path, QByteArray::fromStdString(claimsDocument({m_form->claim()}).dump(2)));
    if (saved) setStatus(tr("Saved %1").arg(path), false);
    return saved;
}

Expected<void> ClaimCheckerDialog::importClaimsFile(const QString& path)
{
    const auto src = SourceFile::read(path);
    if (!src) return src.error();
    return importSource(*src);
}

Expected<void> ClaimCheckerDialog::addFormClaimToStore()
{
    if (const QString problem = m_form->problem(); !problem.isEmpty()) return Issue{{}, -1, -1, {}, problem};
    const Claim c = m_form->claim();
    return importSource(
        SourceFile::fromBytes(c.id + QStringLiteral(".claims.json"), QByteArray::fromStdString(claimsDocument({c}).dump(2))));
}

Expected<void> ClaimCheckerDialog::importSource(const SourceFile& src)
{
    const auto claims = readClaims(src);
    if (!claims) return claims.error();
    const ImportReport r = m_store.importParsed(src, parseSource(src)); // a database that fails is in its errors
    if (!r.ok()) return r.errors.first();
    const bool listed = reloadClaims();
    m_tabs->setCurrentIndex(0);
    selectClaim(claims->first().id);
    if (listed) setStatus(tr("Added %1 claim(s) to the library").arg(claims->size()), false);
    emit claimsImported();
    return {};
}

void ClaimCheckerDialog::display(const Claim& claim)
{
    m_claim = claim;
    m_assessment = assessClaim(claim, m_stored + m_opened);
    m_header->setText(tr("<b>%1</b> — %2<br>%3 · published %4")
                          .arg(claim.id.toHtmlEscaped(), claim.title.toHtmlEscaped(), claim.claimant.toHtmlEscaped(),
                               QString::number(claim.ratioAsPublished(), 'g', 3) + QStringLiteral("×")));
    fillQuestions();
    fillReadings();
    m_notes->setText(m_assessment.notes.join(QStringLiteral("\n")));
}

Expected<void> ClaimCheckerDialog::writeClaimCard(const QString& path)
{
    // The card's text and its evidence come from the same claim: the one the library holds under
    // this id (not the form's edit of it, nor a file's copy), which `verify` re-derives.
    const auto read = m_store.claims();
    if (!read) return Issue{path, -1, -1, {}, read.error().toString()};
    const QList<Claim>& stored = read->claims;
    const auto claim = std::find_if(stored.begin(), stored.end(), [&](const Claim& c) { return c.id == m_claim.id; });
    if (claim == stored.end())
        return Issue{path,
                     -1,
                     -1,
                     {},
                     tr("the claim \"%1\" is not in the library: add it first (Import claims file, or Add to library), so that the "
                        "card can be verified from it")
                         .arg(m_claim.id)};
    if (toJson(*claim) != toJson(m_claim))
        return Issue{path,
                     -1,
                     -1,
                     {},
                     tr("the claim shown differs from the library's \"%1\": add it to the library (under a new id) first, so "
                        "that the card says what its evidence holds")
                         .arg(m_claim.id)};
    Assumptions reading;
    reading.denominator = DenominatorKind::Measured; // the seed's question: what did it draw?
    const auto workloads = m_store.workloads();
    if (!workloads) return Issue{path, -1, -1, {}, workloads.error().toString()};
    const auto card = makeClaimCard(*claim, stored, *workloads, reading);
    if (!card) return Issue{path, -1, -1, {}, card.error().toString()};
    const auto catalog = catalogFor(m_store);
    if (!catalog) return Issue{path, -1, -1, {}, catalog.error().toString()};
    const auto in = chartInputsFor(m_store, *catalog, card->scenario);
    if (!in) return Issue{path, -1, -1, {}, in.error().toString()};
    return exportClaimCard(*card, *in, path);
}

void ClaimCheckerDialog::fillQuestions()
{
    m_questions->setRowCount(int(m_assessment.questions.size()));
    for (int i = 0; i < m_assessment.questions.size(); ++i) {
        const ClaimQuestion& q = m_assessment.questions[i];
        auto* question = new QTableWidgetItem(q.primary ? q.question : tr("(secondary) %1").arg(q.question));
        QFont f = question->font();
        f.setBold(q.primary);
        question->setFont(f);
        auto* state = new QTableWidgetItem(stateText(q.state));
        state->setForeground(stateColor(q.state));
        state->setData(Qt::UserRole, toString(q.state));
        m_questions->setItem(i, 0, question);
        m_questions->setItem(i, 1, state);
        m_questions->setItem(i, 2, new QTableWidgetItem(q.reason));
        m_questions->item(i, 2)->setToolTip(q.reason);
    }
    m_questions->resizeRowsToContents();
}

void ClaimCheckerDialog::fillReadings()
{
    m_readings->setRowCount(int(m_assessment.readings.size()));
    for (int i = 0; i < m_assessment.readings.size(); ++i) {
        const ClaimReading& r = m_assessment.readings[i];
        auto* label = new QTableWidgetItem(r.label);
        label->setData(Qt::UserRole, r.key);
        auto* ratio = new QTableWidgetItem(times(r));
        ratio->setData(Qt::UserRole, r.ratio);
        m_readings->setItem(i, 0, label);
        m_readings->setItem(i, 1, ratio);
        m_readings->setItem(i, 2, new QTableWidgetItem(rangeOf(r)));
        m_readings->setItem(i, 3, new QTableWidgetItem(r.explanation));
        m_readings->item(i, 3)->setToolTip(r.explanation);
    }
    m_readings->resizeRowsToContents();
}

void ClaimCheckerDialog::setStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #D55E00") : QString());
}

void ClaimCheckerDialog::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open claims file"), QString(), tr("Claims (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    if (const auto done = openClaimsFile(path); !done) setStatus(done.error().toString(), true);
}

void ClaimCheckerDialog::chooseAndSave()
{
    const QString suggested = m_form->claim().id.isEmpty() ? QStringLiteral("claim.json") : m_form->claim().id + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save claim as"), suggested, tr("Claims (*.json)"));
    if (path.isEmpty()) return;
    if (const auto done = saveFormClaim(path); !done) setStatus(done.error().toString(), true);
}

} // namespace denominator::ui
