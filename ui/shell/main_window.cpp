// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/main_window.h"
#include "charts/chart_kinds.h"

#include "charts/chart_page.h"
#include "charts/chart_style.h"
#include "charts/inputs_provider.h"
#include "core/stamp.h"
#include "dialogs/getting_started_dialog.h"
#include "dialogs/hardware_dialog.h"
#include "lessons/lesson_panel.h"
#include "literacy/claim_scenario.h"
#include "shell/assumptions_panel.h"
#include "shell/data_view.h"
#include "shell/import_worker.h"
#include "shell/scenario_command.h"
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
#include <QUndoStack>
#include <QVBoxLayout>

namespace denominator::ui {

namespace {

/// Every stored point of the benchmarks other than InferenceX (their own definitions).
QList<BenchmarkPoint> otherBenchmarkPoints(Store& store)
{
    QList<BenchmarkPoint> out = store.points(PointFilter::of(Benchmark::MLPerf));
    out << store.points(PointFilter::of(Benchmark::MLEnergy));
    return out;
}

/// The window's database: read-write, or read-only when the file or its folder cannot be written
/// (then `readOnlyReason` says why, and what reading it as a snapshot may hide).
std::unique_ptr<Store> openWindowStore(const QString& dbPath, QString& readOnlyReason)
{
    try {
        return std::make_unique<Store>(dbPath);
    } catch (const StoreError& e) {
        if (e.kind() != StoreError::Kind::CannotWrite || !QFileInfo::exists(dbPath)) throw;
        auto store = std::make_unique<Store>(dbPath, Store::Access::Read);
        readOnlyReason = e.message();
        if (!store->notice().isEmpty()) readOnlyReason += QLatin1Char(' ') + store->notice();
        return store;
    }
}

} // namespace

MainWindow::MainWindow(const QString& dbPath, QWidget* parent)
    : QMainWindow(parent), m_store(openWindowStore(dbPath, m_readOnlyReason)), m_dbPath(dbPath), m_catalog(HardwareCatalog::bundled())
{
    if (m_readOnlyReason.isEmpty()) m_store->loadBundledDataIfEmpty();
    m_catalog.applyOverrides(m_store->hardwareOverrides());
    reloadClaims();
    setWindowTitle(m_readOnlyReason.isEmpty() ? QStringLiteral("Denominator — %1").arg(QFileInfo(dbPath).fileName())
                                              : QStringLiteral("Denominator — %1 (read-only)").arg(QFileInfo(dbPath).fileName()));
    setAcceptDrops(true);
    m_undo = new QUndoStack(this);
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
    loadWorkloads();
    Scenario s = defaultScenario();
    const QByteArray json = settings.value(QStringLiteral("scenario")).toByteArray();
    // The last session's scenario, unless this database does not hold its workload.
    if (const auto saved = scenarioFromJson(nlohmann::json::parse(json.constBegin(), json.constEnd(), nullptr, false));
        saved && holdsWorkload(*saved))
        s = *saved;
    m_storedPoints = m_store->points(); // once: the workload's points are taken from them
    m_otherBenchmarkPoints = otherBenchmarkPoints(*m_store);
    applyScenario(s);
    m_data->setPoints(m_storedPoints);
}

MainWindow::~MainWindow()
{
    // QWidget's destructor hides the docks after this one has run: a dock's "hidden" must not
    // reach endLesson() on a window that is half gone (closing the app with the lessons open).
    for (QDockWidget* d : findChildren<QDockWidget*>()) d->toggleViewAction()->disconnect(this);
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
        if (m_pages[i]->name() == m_scenario.chart) {
            drawPage(m_pages[i]);
            return;
        }
        Scenario s = m_scenario;
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

    m_lessons = new LessonPanel;
    QList<Issue> lessonErrors;
    m_lessons->setLessons(loadBundledLessons(bundledLessonContext(chartNames()), &lessonErrors));
    for (const Issue& e : std::as_const(lessonErrors)) qWarning("lesson: %s", qPrintable(e.toString())); // only a broken build
    m_lessons->setInputsProvider(storeInputsProvider(*m_store, m_catalog));
    connect(m_lessons, &LessonPanel::scenarioRequested, this, [this](const Scenario& s, const QString& what) {
        // The first scenario a lesson sets keeps what the user had, to give it back at the end.
        if (!m_beforeLesson) m_beforeLesson = m_scenario;
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

void MainWindow::reloadClaims()
{
    const StoredClaims stored = m_store->claims();
    m_claims = stored.claims;
    // A claim stored by an older version that no longer reads is said, not hidden.
    for (const Issue& i : stored.issues) qWarning("claim: %s", qPrintable(i.toString()));
    if (!stored.issues.isEmpty())
        statusBar()->showMessage(
            tr("%n stored claim(s) could not be read: %1", "", int(stored.issues.size())).arg(stored.issues.first().toString()), 15000);
}

void MainWindow::loadWorkloads()
{
    m_workloads = m_store->workloads();
    QList<AssumptionsPanel::Workload> workloads;
    for (const WorkloadSummary& w : std::as_const(m_workloads)) workloads << AssumptionsPanel::Workload{w.model, w.isl, w.osl};
    m_panel->setWorkloads(workloads);
    m_panel->setClaims(m_claims);
    m_loadedWorkload.clear();
}

Scenario MainWindow::defaultScenario() const
{
    Scenario s;
    const QList<WorkloadSummary>& all = m_workloads;
    auto pick = std::find_if(all.begin(), all.end(), [](const WorkloadSummary& w) { return w.model == QLatin1String("gpt-oss-120b"); });
    if (pick == all.end()) pick = all.begin();
    if (pick != all.end()) {
        s.model = pick->model;
        s.isl = pick->isl;
        s.osl = pick->osl;
    }
    s.assumptions.atPeak = false;
    s.assumptions.interactivity = kDefaultMatchedInteractivity;
    return s;
}

void MainWindow::editScenario(const Scenario& s, const QString& what, const QString& mergeKey)
{
    if (s == m_scenario) return;
    m_undo->push(new ScenarioCommand(m_scenario, s, what, mergeKey, [this](const Scenario& x) { applyScenario(x); }));
}

void MainWindow::applyScenario(const Scenario& s)
{
    m_scenario = s;
    if (!isKnown(m_scenario.assumptions.interactivity)) m_scenario.assumptions.interactivity = kDefaultMatchedInteractivity;
    recompute();
}

bool MainWindow::reloadWorkloadPoints()
{
    const QString key = QStringLiteral("%1|%2|%3").arg(m_scenario.model).arg(m_scenario.isl).arg(m_scenario.osl);
    if (key == m_loadedWorkload) return false;
    m_pointSources = pointSources(pointsOf(m_scenario), m_scenario);
    m_loadedWorkload = key;
    return true;
}

void MainWindow::recompute()
{
    const bool reloaded = reloadWorkloadPoints();
    // The run selection, the agentic interactivity definition and the measured power statistic
    // choose the points' values themselves.
    if (reloaded || m_all.request.precision != m_scenario.precision || !(m_all.assumptions.runs == m_scenario.assumptions.runs) ||
        m_all.assumptions.agenticInteractivity != m_scenario.assumptions.agenticInteractivity ||
        m_all.assumptions.powerStatistic != m_scenario.assumptions.powerStatistic ||
        (isAgentic(m_scenario.isl, m_scenario.osl) && m_all.assumptions.tokens != m_scenario.assumptions.tokens)) {
        m_all = compare(pointsOf(m_scenario), comparisonRequest(m_scenario), m_catalog);
    } else {
        // Same systems and frontiers: only the assumptions changed (the fast path).
        reevaluate(m_all, m_scenario.assumptions, m_catalog);
    }
    if (reloaded) {
        m_panel->setWorkloadContents(m_store->precisions(m_scenario.model, m_scenario.isl, m_scenario.osl),
                                     m_store->runDates(m_scenario.model, m_scenario.isl, m_scenario.osl));
        m_data->setWorkload(m_scenario.model, m_scenario.isl, m_scenario.osl);
    }
    m_data->model()->setAgenticInteractivity(m_scenario.assumptions.agenticInteractivity);
    // Keep only systems that exist in this workload; none left means the default selection.
    QStringList wanted;
    for (const QString& l : std::as_const(m_scenario.systems))
        if (std::any_of(m_all.systems.begin(), m_all.systems.end(), [&](const SystemResult& s) { return s.label == l; })) wanted << l;
    m_scenario.systems = wanted;
    m_comparison = m_all;
    const QStringList shown = effectiveSelection(m_all, wanted);
    selectSystems(m_comparison, shown);
    m_panel->setScenario(m_scenario);
    updateSystemPicker();
    m_panel->setShownSystems(shown);
    m_panel->setComponentsText(componentsHtml(), componentsSources());
    m_panel->setReachNote(reachNote(m_comparison));
    redraw();
}

void MainWindow::updateSystemPicker()
{
    // Rebuilt only when the systems or their looks change, not on every slider step.
    const bool dark = isDarkPalette();
    QStringList key{dark ? QStringLiteral("dark") : QStringLiteral("light")};
    for (const SystemResult& s : std::as_const(m_all.systems)) key << s.label << s.runText();
    if (key == m_pickerKey) {
        return;
    }
    m_pickerKey = key;
    QList<SystemPicker::Entry> entries;
    for (const SystemResult& s : std::as_const(m_all.systems)) {
        const QString tip = tr("%1\nSource: %2 · %3\nTested %4–%5 tok/s/user, %6 points")
                                .arg(s.label, s.key.source, s.runText(), formatNumber(s.frontier.minInteractivity(), 3),
                                     formatNumber(s.frontier.maxInteractivity(), 3))
                                .arg(s.allPoints.size());
        entries << SystemPicker::Entry{s.label, s.key.hardware, seriesIcon(seriesStyle(s, dark)), tip};
    }
    m_panel->setAvailableSystems(entries, bestPerHardware(m_all));
}

void MainWindow::pickClaim(const QString& id)
{
    Scenario s = m_scenario;
    s.claimId = id;
    const auto claim = std::find_if(m_claims.cbegin(), m_claims.cend(), [&](const Claim& c) { return c.id == id; });
    if (id.isEmpty() || claim == m_claims.cend()) {
        editScenario(s, tr("No claim"));
        return;
    }
    // Read the claim where it was made: its model's largest stored fixed-length workload (a claim's
    // tok/s/user is 1000 / median TPOT, not an agentic definition), its operating point,
    // its comparator as the baseline and, when the data has it, its subject as the explained pair.
    s.chart = QStringLiteral("waterfall");
    if (s.model != claim->model)
        for (const WorkloadSummary& w : std::as_const(m_workloads)) // most points first
            if (w.model == claim->model && !isAgentic(w.isl, w.osl)) {
                s.model = w.model;
                s.isl = w.isl;
                s.osl = w.osl;
                s.precision.clear();
                break;
            }
    s.assumptions.atPeak = claim->operatingPoint != QLatin1String("matched") || !isKnown(claim->interactivity);
    if (!s.assumptions.atPeak) s.assumptions.interactivity = claim->interactivity;
    const Comparison all = compare(pointsOf(s), comparisonRequest(s), m_catalog);
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

ChartInputs MainWindow::chartInputs() const
{
    ChartInputs in = makeChartInputs(m_all, m_pointSources, m_scenario, m_catalog, m_claims);
    in.highlight = m_highlight;
    if (m_scenario.chart == QLatin1String("cross-source")) // only that chart reads them: no copy for the others
        for (const QList<BenchmarkPoint>* points : {&m_storedPoints, &m_otherBenchmarkPoints})
            for (const BenchmarkPoint& p : *points)
                if (p.model == m_scenario.model &&
                    (p.benchmark != Benchmark::InferenceX || (p.isl == m_scenario.isl && p.osl == m_scenario.osl)))
                    in.crossSource << p;
    return in;
}

void MainWindow::redraw()
{
    // Only the chart on screen is rebuilt now; the others when they are shown or asked for
    // (chartPage()), from the same inputs. With 59 systems a page takes tens of milliseconds.
    m_inputs = chartInputs();
    m_stale = QSet<ChartPage*>(m_pages.begin(), m_pages.end());
    for (int i = 0; i < m_pages.size(); ++i)
        if (m_pages[i]->name() == m_scenario.chart && m_tabs->currentIndex() != i) {
            const QSignalBlocker block(m_tabs);
            m_tabs->setCurrentIndex(i);
        }
    drawPage(qobject_cast<ChartPage*>(m_tabs->currentWidget()));
    const auto count = [](qsizetype n, const QString& one, const QString& many) { return (n == 1 ? one : many).arg(n); };
    m_status->setText(QStringLiteral("%1 · %2 in this workload · %3")
                          .arg(count(m_comparison.systems.size(), tr("%1 system"), tr("%1 systems")),
                               count(m_pointSources.points, tr("%1 point"), tr("%1 points")), m_comparison.assumptions.summary()));
    emit redrawn();
}

void MainWindow::drawPage(ChartPage* page) const
{
    if (!page || !m_stale.remove(page)) return;
    populateChart(*page->chart(), page->name(), m_inputs);
    page->wireSeries();
}

QString MainWindow::componentsHtml() const
{
    QStringList rows;
    for (const SystemResult& s : m_comparison.systems) {
        // Say what the charts use: an unknown draw is drawn as a band over the assumed share of TDP.
        QString value = s.power.known() ? s.power.formula : tr("n/a — %1").arg(s.power.missing);
        if (!s.power.known() && isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecPerKwHigh))
            value = tr("%1; the charts assume it draws %2, a band of %3–%4 tokens/s per kW")
                        .arg(s.power.missing, m_comparison.assumptions.unknownDrawShare(), formatNumber(s.tokensPerSecPerKwLow, 3),
                             formatNumber(s.tokensPerSecPerKwHigh, 3));
        rows << QStringLiteral("<b>%1</b>: %2").arg(s.label.toHtmlEscaped(), value.toHtmlEscaped());
    }
    return rows.join(QStringLiteral("<br>"));
}

QString MainWindow::componentsSources() const
{
    QStringList rows;
    for (const SystemResult& s : m_comparison.systems)
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
    m_catalog = HardwareCatalog::bundled();
    m_catalog.applyOverrides(m_store->hardwareOverrides());
    recompute();
    statusBar()->showMessage(tr("Hardware specifications updated; charts redrawn"), 6000);
}

void MainWindow::reloadData()
{
    reloadClaims();
    loadWorkloads();
    m_storedPoints = m_store->points();
    m_otherBenchmarkPoints = otherBenchmarkPoints(*m_store);
    m_data->setPoints(m_storedPoints);
    recompute();
}

bool MainWindow::holdsWorkload(const Scenario& s) const
{
    return std::any_of(m_workloads.begin(), m_workloads.end(),
                       [&](const WorkloadSummary& w) { return w.model == s.model && w.isl == s.isl && w.osl == s.osl; });
}

const QList<BenchmarkPoint>& MainWindow::pointsOf(const Scenario& s) const
{
    static const QList<BenchmarkPoint> none;
    return holdsWorkload(s) ? m_storedPoints : none;
}

void MainWindow::highlightPoint(qint64 id)
{
    m_highlight = id;
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
    settings.setValue(QStringLiteral("scenario"), QByteArray::fromStdString(toJson(m_scenario).dump()));
    if (m_worker) m_worker->cancel();
    QMainWindow::closeEvent(e);
}

} // namespace denominator::ui
