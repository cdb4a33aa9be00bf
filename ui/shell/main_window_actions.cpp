// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The window's menus, toolbar and shortcuts.
#include "shell/main_window.h"

#include "charts/chart_page.h"
#include "charts/inputs_provider.h"
#include "core/stamp.h"
#include "dialogs/claim_checker_dialog.h"
#include "dialogs/database_dialog.h"
#include "dialogs/energy_dialog.h"
#include "dialogs/fetch_dialog.h"
#include "dialogs/scenario_diff_dialog.h"
#include "shell/assumptions_panel.h"
#include "store/store.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

namespace denominator::ui {

void MainWindow::buildActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* import = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Import data…"), this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import benchmark data or claims"), {},
                                                                tr("Data files (*.json *.csv mlperf_log_summary.txt);;All files (*)"));
        if (!files.isEmpty()) importFiles(files);
    });
    import->setShortcut(QKeySequence::Open);
    import->setObjectName(QStringLiteral("actionImport"));
    QAction* fetch = file->addAction(QIcon::fromTheme(QStringLiteral("network-receive")), tr("&Get InferenceX data…"), this, [this] {
        FetchDialog dialog(m_dbPath, this);
        connect(&dialog, &FetchDialog::fetchFinished, this, [this, &dialog](bool ok) {
            if (ok && dialog.imported()) reloadData();
        });
        dialog.exec();
    });
    fetch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    fetch->setObjectName(QStringLiteral("actionFetch"));
    QAction* database =
        file->addAction(QIcon::fromTheme(QStringLiteral("network-server-database")), tr("Connect to &database…"), this, [this] {
            DatabaseDialog dialog(m_dbPath, this);
            connect(&dialog, &DatabaseDialog::importFinished, this, [this, &dialog](bool ok) {
                if (ok && dialog.imported()) reloadData();
            });
            dialog.exec();
        });
    database->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    database->setObjectName(QStringLiteral("actionDatabase"));
    m_recentMenu = file->addMenu(tr("Recent &files"));
    rebuildRecentMenu();
    QAction* energy = file->addAction(tr("&Measure energy from telemetry…"), this, [this] {
        EnergyDialog dialog(m_dbPath, this);
        connect(&dialog, &EnergyDialog::stored, this, [this](bool ok) {
            if (ok) reloadData();
        });
        dialog.exec();
    });
    energy->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    file->addSeparator();
    QAction* openScenarioAction = file->addAction(tr("&Open scenario…"), this, [this] { openScenario(); });
    openScenarioAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    QAction* saveScenarioAction = file->addAction(tr("&Save scenario…"), this, &MainWindow::saveScenario);
    saveScenarioAction->setShortcut(QKeySequence::Save);
    file->addAction(tr("&Compare with scenario…"), this, [this] {
        ScenarioDiffDialog::compareWithFile(this, scenario(), [this](const Scenario& s) { return m_session->inputsFor(s); });
    });
    QAction* exportAction = file->addAction(tr("&Export chart…"), this, &MainWindow::exportCurrentChart);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportAction->setObjectName(QStringLiteral("actionExport"));
    file->addAction(tr("Export evidence &bundle…"), this, &MainWindow::exportEvidenceBundle);
    QAction* verify = file->addAction(tr("&Verify a chart…"), this, [this] { verifyChart(); });
    verify->setObjectName(QStringLiteral("actionVerify"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // The session keeps the history (session/scenario_history.h); showSession() names the steps.
    m_undo = edit->addAction(tr("&Undo"), this, [this] { m_session->undo(); });
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setEnabled(false);
    m_redo = edit->addAction(tr("&Redo"), this, [this] { m_session->redo(); });
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setEnabled(false);

    edit->addSeparator();
    QAction* check = edit->addAction(tr("Check a &claim…"), this, [this] {
        auto* dialog = new ClaimCheckerDialog(*m_store, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &ClaimCheckerDialog::claimsImported, this, [this] { reloadData(); });
        dialog->show();
    });
    check->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    check->setObjectName(QStringLiteral("actionCheckClaim"));
    QAction* specs = edit->addAction(tr("&Hardware specifications…"), this, &MainWindow::editHardwareSpecs);
    specs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    if (!readOnlyReason().isEmpty()) {
        // Nothing that writes the database is offered; the reason stays in the status bar.
        for (QAction* a : {import, fetch, database, energy, specs}) {
            a->setEnabled(false);
            a->setToolTip(tr("The database is read-only: %1").arg(readOnlyReason()));
        }
        m_recentMenu->setEnabled(false);
        auto* why = new QLabel(tr("Read-only database"));
        why->setObjectName(QStringLiteral("readOnlyNotice"));
        why->setToolTip(readOnlyReason());
        statusBar()->addPermanentWidget(why);
    }

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_pages.size(); ++i) {
        QAction* a = view->addAction(m_tabs->tabText(i).remove(QLatin1Char('&')), this, [this, i] { m_tabs->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    view->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>()) view->addAction(d->toggleViewAction());
    view->addSeparator();
    QAction* dark = view->addAction(tr("&Dark palette"));
    dark->setObjectName(QStringLiteral("actionDarkPalette"));
    dark->setCheckable(true);
    dark->setChecked(QSettings().value(QStringLiteral("darkPalette"), false).toBool());
    connect(dark, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("darkPalette"), on);
        setDarkPalette(on);
        redraw();
    });
    if (dark->isChecked()) setDarkPalette(true); // the first redraw follows in the constructor

    QMenu* learn = menuBar()->addMenu(tr("&Learn"));
    QAction* lessons = learn->addAction(tr("&Lessons…"), this, [this] { startLesson(-1); });
    lessons->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    lessons->setObjectName(QStringLiteral("actionLessons"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Getting started"), this, &MainWindow::showGettingStarted);
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setObjectName(QStringLiteral("actionGettingStarted"));
    help->addAction(tr("&About Denominator"), this, [this] {
        QMessageBox::about(this, tr("About Denominator"),
                           tr("<b>Denominator %1</b><p>Check efficiency claims about AI inference hardware: which power is in the "
                              "denominator, at which boundary, at what interactivity.</p><p>%2</p><p>Database: %3</p>")
                               .arg(QCoreApplication::applicationVersion(), attributionLine().toHtmlEscaped(), m_dbPath.toHtmlEscaped()));
    });

    QToolBar* tb = addToolBar(tr("Main"));
    tb->setObjectName(QStringLiteral("mainToolBar"));
    tb->addAction(import);
    tb->addAction(exportAction);
    tb->addSeparator();
    tb->addAction(m_undo);
    tb->addAction(m_redo);
}

} // namespace denominator::ui
