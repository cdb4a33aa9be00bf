// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/main_window.h"
#include "charts/chart_kinds.h"

#include "charts/chart_page.h"
#include "charts/chart_style.h"
#include "charts/inputs_provider.h"
#include "core/cross_source.h"
#include "core/stamp.h"
#include "dialogs/getting_started_dialog.h"
#include "dialogs/hardware_dialog.h"
#include "lessons/lesson_panel.h"
#include "literacy/claim_scenario.h"
#include "shell/assumptions_panel.h"
#include "shell/data_view.h"
#include "shell/import_worker.h"
#include "shell/reading_view.h"
#include "shell/welcome_bar.h"
#include "store/point_table_model.h"
#include "store/store.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace denominator::ui {

Expected<WindowData> openWindowData(const QString& dbPath)
{
    auto store = Store::open(dbPath, Store::Access::ReadWriteWherePossible);
    if (!store) return store.error();
    WindowData data{std::make_unique<Store>(std::move(store).value()), nullptr};
    if (!data.store->readOnly())
        if (const auto loaded = data.store->loadBundledDataIfEmpty(); !loaded) return loaded.error();
    const auto catalog = catalogFor(*data.store);
    if (!catalog) return catalog.error();
    auto session = Session::open(*data.store, *catalog);
    if (!session) return session.error();
    data.session = std::make_unique<Session>(std::move(session).value());
    return data;
}

MainWindow::MainWindow(WindowData opened, QWidget* parent)
    : QMainWindow(parent), m_store(std::move(opened.store)), m_dbPath(m_store->path()), m_session(std::move(opened.session))
{
    Q_ASSERT(&m_session->store() == m_store.get()); // the session reads the store the window writes
    const QString file = QFileInfo(m_dbPath).fileName();
    setWindowTitle(readOnlyReason().isEmpty() ? QStringLiteral("Denominator — %1").arg(file)
                                              : QStringLiteral("Denominator — %1 (read-only)").arg(file));
    setAcceptDrops(true);
    buildUi();
    buildActions();
    QSettings settings;
    // First start on a laptop screen (1366×768): the whole screen, every pixel is needed.
    const QSize avail = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableSize() : QSize(1366, 768);
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        m_startMaximized = avail.width() < 1500 || avail.height() < 900;
    if (m_startMaximized) resize(avail); // also where no window manager maximizes
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: the charts get most of the height; the data dock stays a strip.
        // (six table rows at laptop height).
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("dataDock")))
            resizeDocks({dock}, {std::max(height() / 4, 200)}, Qt::Vertical);
    }
    Scenario s = m_session->defaultScenario();
    const QByteArray json = settings.value(QStringLiteral("scenario")).toByteArray();
    // The last session's scenario, unless this database does not hold its workload.
    if (const auto saved = scenarioFromJson(nlohmann::json::parse(json.constBegin(), json.constEnd(), nullptr, false));
        saved && m_session->holdsWorkload(*saved))
        s = *saved;
    // From here on the window shows every change of the session, whoever made it.
    m_session->onChanged = [this] { showSession(); };
    m_session->reset(s);
}

MainWindow::~MainWindow()
{
    // QWidget's destructor hides the docks after this one has run: a dock's "hidden" must not
    // reach endLesson() on a window that is half gone (closing the app with the lessons open).
    // The same for a dock's own visibilityChanged (the Readings dock's: UBSan caught the write to a
    // member of a window already destroyed down to its QWidget).
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        d->toggleViewAction()->disconnect(this);
        d->disconnect(this);
    }
    if (m_worker) m_worker->cancel();
    if (m_thread) {
        m_thread->quit();
        m_thread->wait();
    }
}

void MainWindow::buildUi()
{
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("charts"));
    for (const QString& name : chartNames()) {
        auto* page = new ChartPage(name);
        m_pages << page;
        m_tabs->addTab(page, chartTitle(name));
        connect(page, &ChartPage::pointClicked, this, [this](qint64 id) {
            m_data->selectPoint(id);
            highlightPoint(id);
        });
    }
    auto* central = new QWidget;
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    if (!WelcomeBar::dismissedBefore()) {
        // First start: the seed case, one click away, until the user closes the strip.
        auto* welcome = new WelcomeBar;
        column->addWidget(welcome);
        connect(welcome, &WelcomeBar::lessonRequested, this, [this] { startLesson(0); });
        connect(welcome, &WelcomeBar::claimRequested, this, [this] { pickClaim(QStringLiteral("jalapeno-gptoss-peak")); });
        connect(welcome, &WelcomeBar::gettingStartedRequested, this, &MainWindow::showGettingStarted);
    }
    column->addWidget(m_tabs, 1);
    setCentralWidget(central);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int i) {
        if (i < 0) return;
        if (m_pages[i]->name() == scenario().chart) {
            drawPage(m_pages[i]);
            return;
        }
        Scenario s = scenario();
        s.chart = m_pages[i]->name();
        editScenario(s, tr("Show %1 chart").arg(s.chart));
    });

    m_panel = new AssumptionsPanel;
    m_panel->setMinimumWidth(300);
    auto* assumptionsDock = new QDockWidget(tr("Assumptions"), this);
    assumptionsDock->setObjectName(QStringLiteral("assumptionsDock"));
    assumptionsDock->setWidget(m_panel);
    // The side docks take the full height; the data dock sits under the charts only.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, assumptionsDock);
    connect(m_panel, &AssumptionsPanel::scenarioEdited, this, &MainWindow::editScenario);
    connect(m_panel, &AssumptionsPanel::claimPicked, this, &MainWindow::pickClaim);
    connect(m_panel, &AssumptionsPanel::editHardwareRequested, this, &MainWindow::editHardwareSpecs);

    m_data = new DataView;
    auto* dataDock = new QDockWidget(tr("Data"), this);
    dataDock->setObjectName(QStringLiteral("dataDock"));
    dataDock->setWidget(m_data);
    addDockWidget(Qt::BottomDockWidgetArea, dataDock);
    connect(m_data, &DataView::pointSelected, this, &MainWindow::highlightPoint);
    m_readings = new ReadingView;
    auto* readingDock = new QDockWidget(tr("Readings"), this);
    readingDock->setObjectName(QStringLiteral("readingDock"));
    readingDock->setWidget(m_readings);
    addDockWidget(Qt::BottomDockWidgetArea, readingDock);
    tabifyDockWidget(dataDock, readingDock);
    dataDock->raise();
    // A dock behind another's tab stays "visible" to Qt (it is moved off screen): the dock's own
    // signal says when it is shown.
    connect(readingDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_readingsShown = visible;
        showReadings();
    });

    m_lessons = new LessonPanel;
    QList<Issue> lessonErrors;
    m_lessons->setLessons(loadBundledLessons(bundledLessonContext(chartNames()), &lessonErrors));
    for (const Issue& e : std::as_const(lessonErrors)) qWarning("lesson: %s", qPrintable(e.toString())); // only a broken build
    m_lessons->setInputsProvider([this](const Scenario& s) { return m_session->inputsFor(s); });
    connect(m_lessons, &LessonPanel::scenarioRequested, this, [this](const Scenario& s, const QString& what) {
        // The first scenario a lesson sets keeps what the user had, to give it back at the end.
        if (!m_beforeLesson) m_beforeLesson = scenario();
        editScenario(s, what);
    });
    auto* lessonScroll = new QScrollArea;
    lessonScroll->setWidget(m_lessons);
    lessonScroll->setWidgetResizable(true);
    auto* lessonDock = new QDockWidget(tr("Lessons"), this);
    lessonDock->setObjectName(QStringLiteral("lessonDock"));
    lessonDock->setWidget(lessonScroll);
    addDockWidget(Qt::RightDockWidgetArea, lessonDock);
    lessonDock->hide();
    // Closing the lessons (not tabbing them away) ends the lesson and restores the user's scenario.
    connect(lessonDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown) endLesson();
    });
    connect(m_lessons, &LessonPanel::endRequested, this, [lessonDock] { lessonDock->close(); });

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel import"));
    m_cancel->hide();
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_worker) m_worker->cancel();
        m_cancel->setEnabled(false);
    });
    // Fit small laptop screens (1366×768) as well as large ones.
    const QSize avail = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableSize() : QSize(1366, 768);
    resize(std::min(1800, avail.width() * 92 / 100), std::min(1100, avail.height() * 92 / 100));
}

void MainWindow::startLesson(int index)
{
    auto* dock = findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    dock->show();
    dock->raise();
    if (index >= 0) m_lessons->selectLesson(index);
}

void MainWindow::showGettingStarted()
{
    auto* dialog = findChild<GettingStartedDialog*>();
    if (!dialog) dialog = new GettingStartedDialog(this);
    dialog->show();
    dialog->raise();
}

void MainWindow::showStoredData()
{
    m_shownData = m_session->dataVersion();
    QList<AssumptionsPanel::Workload> workloads;
    for (const WorkloadSummary& w : m_session->workloads())
        workloads << AssumptionsPanel::Workload{w.model, w.isl, w.osl,
                                                isDataset(w.isl, w.osl) ? m_session->datasetMeasuredBy(w.model) : QString()};
    m_panel->setWorkloads(workloads);
    m_data->setPoints(m_session->storedPoints() + m_session->otherBenchmarksStored());
}

void MainWindow::showClaims()
{
    m_shownClaims = m_session->claimsVersion();
    m_panel->setClaims(m_session->claims());
    // A claim stored by an older version that no longer reads is said, not hidden.
    const QList<Issue>& issues = m_session->claimIssues();
    for (const Issue& i : issues) qWarning("claim: %s", qPrintable(i.toString()));
    if (!issues.isEmpty())
        statusBar()->showMessage(tr("%n stored claim(s) could not be read: %1", "", int(issues.size())).arg(issues.first().toString()),
                                 15000);
}

void MainWindow::editScenario(const Scenario& s, const QString& what, const QString& mergeKey) { m_session->edit(s, what, mergeKey); }

void MainWindow::showSession()
{
    const bool reread = m_shownData != m_session->dataVersion();
    if (reread) showStoredData();
    if (m_shownClaims != m_session->claimsVersion()) showClaims();
    const Scenario& s = m_session->scenario();
    const QString workload = QStringLiteral("%1|%2|%3").arg(s.model).arg(s.isl).arg(s.osl);
    if (reread || workload != m_shownWorkload) {
        const auto precisions = m_store->precisions(s.model, s.isl, s.osl);
        const auto runDates = m_store->runDates(s.model, s.isl, s.osl);
        if (precisions && runDates) {
            m_shownWorkload = workload;
            m_panel->setWorkloadContents(*precisions, *runDates);
        } else { // the lists stay as they were, said so; read again on the next change
            showStoreProblem((precisions ? runDates.error() : precisions.error()).toString());
        }
        m_data->setWorkload(s.model, s.isl, s.osl);
    }
    m_data->model()->setAgenticInteractivity(s.assumptions.agenticInteractivity);
    m_panel->setScenario(s);
    updateSystemPicker();
    m_panel->setShownSystems(m_session->shownSystems());
    m_panel->setComponentsText(componentsHtml(), componentsSources());
    m_panel->setReachNote(reachNote(m_session->comparison()));
    const ScenarioHistory& h = m_session->history();
    m_undo->setEnabled(h.canUndo());
    m_undo->setText(h.canUndo() ? tr("&Undo %1").arg(h.undoText()) : tr("&Undo"));
    m_redo->setEnabled(h.canRedo());
    m_redo->setText(h.canRedo() ? tr("&Redo %1").arg(h.redoText()) : tr("&Redo"));
    redraw();
}

void MainWindow::updateSystemPicker()
{
    // Rebuilt only when the systems or their looks change, not on every slider step.
    const bool dark = isDarkPalette();
    QStringList key{dark ? QStringLiteral("dark") : QStringLiteral("light")};
    const Comparison& all = m_session->allSystems();
    for (const SystemResult& s : all.systems) key << s.label << s.runText();
    const bool dataset = isDataset(scenario().isl, scenario().osl);
    // A benchmark-dataset workload's systems are the hardware its results were measured on.
    const QStringList hardware = dataset ? m_session->datasetHardware(scenario().model) : QStringList{};
    key << scenario().model << hardware << QString::number(m_session->dataVersion()); // an import changes the counts
    if (key == m_pickerKey) {
        return;
    }
    m_pickerKey = key;
    QList<SystemPicker::Entry> entries;
    for (const QString& h : hardware) {
        qsizetype results = 0;
        for (const BenchmarkPoint& p : m_session->otherBenchmarksStored())
            if (p.model == scenario().model && p.hardware == h && hasMeasuredEnergy(p)) ++results;
        const QString by = m_session->datasetMeasuredBy(scenario().model, h);
        entries << SystemPicker::Entry{
            h, by, QIcon(), tr("%1 on %2: %n result(s) with measured energy, by %3", nullptr, int(results)).arg(scenario().model, h, by)};
    }
    for (const SystemResult& s : all.systems) {
        const QString tip = tr("%1\nSource: %2 · %3\nTested %4–%5 tok/s/user, %6 points")
                                .arg(s.label, s.key.source, s.runText(), formatNumber(s.frontier.minInteractivity(), 3),
                                     formatNumber(s.frontier.maxInteractivity(), 3))
                                .arg(s.allPoints.size());
        entries << SystemPicker::Entry{s.label, s.key.hardware, seriesIcon(seriesStyle(s, dark)), tip};
    }
    m_panel->setAvailableSystems(entries, dataset ? hardware : bestPerHardware(all)); // each hardware is its own best
}

void MainWindow::pickClaim(const QString& id)
{
    Scenario s = scenario();
    s.claimId = id;
    const QList<Claim>& claims = m_session->claims();
    const auto claim = std::find_if(claims.cbegin(), claims.cend(), [&](const Claim& c) { return c.id == id; });
    if (id.isEmpty() || claim == claims.cend()) {
        editScenario(s, tr("No claim"));
        return;
    }
    // Read the claim where it was made: its model's largest stored fixed-length workload (a claim's
    // tok/s/user is 1000 / median TPOT, not an agentic definition), its operating point,
    // its comparator as the baseline and, when the data has it, its subject as the explained pair.
    s.chart = QStringLiteral("waterfall");
    if (s.model != claim->model || isDataset(s.isl, s.osl))
        for (const WorkloadSummary& w : m_session->workloads()) // most points first
            if (w.model == claim->model && w.isl > 0) {
                s.model = w.model;
                s.isl = w.isl;
                s.osl = w.osl;
                s.precision.clear();
                break;
            }
    s.assumptions.atPeak = claim->operatingPoint != QLatin1String("matched") || !isKnown(claim->interactivity);
    if (!s.assumptions.atPeak) s.assumptions.interactivity = claim->interactivity;
    const Comparison all = m_session->compareAll(s);
    QStringList missing;
    pinClaimSystems(s, *claim, all, missing);
    editScenario(s, tr("Claim %1").arg(id));
    if (!missing.isEmpty())
        statusBar()->showMessage(tr("%1: the Waterfall re-derives the published figures; the other tabs compare the data")
                                     .arg(missing.join(QStringLiteral("; "))),
                                 15000);
}

void MainWindow::endLesson()
{
    if (!m_beforeLesson) return;
    const Scenario back = *m_beforeLesson;
    m_beforeLesson.reset();
    editScenario(back, tr("End lesson: your settings back"));
}

ChartInputs MainWindow::chartInputs() const { return m_session->chartInputs(); }

void MainWindow::redraw()
{
    // Only the chart on screen is rebuilt now; the others when they are shown or asked for
    // (chartPage()), from the same inputs. With 59 systems a page takes tens of milliseconds.
    m_inputs = chartInputs();
    m_stale = QSet<ChartPage*>(m_pages.begin(), m_pages.end());
    for (int i = 0; i < m_pages.size(); ++i)
        if (m_pages[i]->name() == scenario().chart && m_tabs->currentIndex() != i) {
            const QSignalBlocker block(m_tabs);
            m_tabs->setCurrentIndex(i);
        }
    drawPage(qobject_cast<ChartPage*>(m_tabs->currentWidget()));
    m_readingsStale = true;
    showReadings();
    const auto count = [](qsizetype n, const QString& one, const QString& many) { return (n == 1 ? one : many).arg(n); };
    if (isDataset(scenario().isl, scenario().osl)) { // no InferenceX system, and no assumption of the dock applies
        // The results the Data tab's precisions keep; those without measured energy are not drawn.
        const QList<BenchmarkPoint> kept = m_session->datasetResults(); // m_inputs holds them on the cross-source tab only
        const qsizetype results = kept.size();
        const auto drawn = std::count_if(kept.begin(), kept.end(), hasMeasuredEnergy);
        m_status->setText(tr("%1 of other benchmarks in this workload%2 · each under its own definitions (under the chart)")
                              .arg(count(results, tr("%1 result"), tr("%1 results")),
                                   drawn == results ? QString() : tr(" (%1 without measured energy, not drawn)").arg(results - drawn)));
        emit redrawn();
        return;
    }
    m_status->setText(QStringLiteral("%1 · %2 in this workload · %3")
                          .arg(count(comparison().systems.size(), tr("%1 system"), tr("%1 systems")),
                               count(m_session->sources().points, tr("%1 point"), tr("%1 points")),
                               // A lesson step keeps back what it asks for here too, as on the stamp.
                               summaryText(comparison().assumptions, scenario().hideLabels ? scenario().concealed : QStringList{})));
    emit redrawn();
}

void MainWindow::drawPage(ChartPage* page) const
{
    if (!page || !m_stale.remove(page)) return;
    populateChart(*page->chart(), page->name(), m_inputs);
    page->wireSeries();
}

void MainWindow::showReadings()
{
    // The comparison the charts use, and each system's peak (one more reading of every system):
    // only when the dock is on screen.
    if (!m_readingsStale || !m_readingsShown) return;
    m_readings->setReadings(efficiencyReadings(m_inputs).peak, m_inputs.comparison, m_inputs.scenario.hideLabels);
    m_readingsStale = false;
}

QString MainWindow::componentsHtml() const
{
    QStringList rows;
    for (const SystemResult& s : comparison().systems) {
        // Say what the charts use: an unknown draw is drawn as a band over the assumed share of TDP.
        QString value = s.power.known() ? s.power.formula : tr("n/a — %1").arg(s.power.missing);
        if (!s.power.known() && isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecPerKwHigh))
            value = tr("%1; the charts assume it draws %2, a band of %3–%4 tokens/s per kW")
                        .arg(s.power.missing, comparison().assumptions.unknownDrawShare(), formatNumber(s.tokensPerSecPerKwLow, 3),
                             formatNumber(s.tokensPerSecPerKwHigh, 3));
        rows << QStringLiteral("<b>%1</b>: %2").arg(s.label.toHtmlEscaped(), value.toHtmlEscaped());
    }
    return rows.join(QStringLiteral("<br>"));
}

QString MainWindow::componentsSources() const
{
    QStringList rows;
    for (const SystemResult& s : comparison().systems)
        rows << QStringLiteral("%1 — %2").arg(s.label, s.power.sources.join(QStringLiteral("; ")));
    rows.removeDuplicates();
    return rows.join(QLatin1Char('\n'));
}

void MainWindow::setDarkPalette(bool dark)
{
    applyDarkPalette(dark);
    for (ChartPage* page : std::as_const(m_pages)) styleChart(*page->chart());
}

void MainWindow::editHardwareSpecs()
{
    HardwareDialog dialog(*m_store, this);
    if (dialog.exec() != QDialog::Accepted || dialog.apply() == 0) return;
    const auto catalog = catalogFor(*m_store);
    if (!catalog) {
        showStoreProblem(catalog.error().toString());
        return;
    }
    m_session->setCatalog(*catalog);
    statusBar()->showMessage(tr("Hardware specifications updated; charts redrawn"), 6000);
}

bool MainWindow::reloadData()
{
    const auto read = m_session->reload();
    if (!read) showStoreProblem(read.error().toString());
    return read.ok();
}

void MainWindow::showStoreProblem(const QString& problem)
{
    // The charts keep what was read before; the status bar says they may be out of date, and why,
    // until the next message.
    m_storeProblem = tr("The database could not be read; the charts show what was read before: %1").arg(problem);
    statusBar()->showMessage(m_storeProblem);
}

void MainWindow::highlightPoint(qint64 id)
{
    m_session->setHighlight(id);
    redraw();
}

ChartPage* MainWindow::chartPage(const QString& name) const
{
    for (ChartPage* p : m_pages)
        if (p->name() == name) {
            drawPage(p);
            return p;
        }
    return nullptr;
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("scenario"), QByteArray::fromStdString(toJson(scenario()).dump()));
    if (m_worker) m_worker->cancel();
    QMainWindow::closeEvent(e);
}

} // namespace denominator::ui
