// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The dashboard window: assumptions dock, one tab per chart kind (charts/chart_kinds.h), data dock.
// Every assumption change goes through the undo stack; the chart on screen is redrawn with its
// stamp at once, the others when they are shown (redraw()).

#include "charts/chart_factory.h"
#include "core/comparison.h"
#include "core/hardware_catalog.h"
#include "import/import_report.h"
#include "scenario/scenario.h"
#include "session/session.h"
#include "store/store.h"

#include <QMainWindow>
#include <QSet>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QThread;
class QAction;
class QMenu;

namespace denominator::ui {

class AssumptionsPanel;
class ChartPage;
class DataView;
class ImportWorker;
class LessonPanel;
class ReadingView;

/// What a window shows, read before it opens: a window over data it cannot read would show
/// nothing true.
struct WindowData {
    std::unique_ptr<Store> store;
    std::unique_ptr<Session> session;
};
/// Opens the database at `dbPath` read-write, or read-only when it cannot be written; stores the
/// bundled data in an empty one it can write; reads it into a session.
Expected<WindowData> openWindowData(const QString& dbPath);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(WindowData opened, QWidget* parent = nullptr);
    /// Why the database is open read-only (its file or folder cannot be written); empty when it can be.
    QString readOnlyReason() const { return m_store->readOnlyReason(); }
    ~MainWindow() override;

    /// Imports on a worker thread with progress and a cancel button.
    void importFiles(const QStringList& files);
    bool isImporting() const { return m_worker != nullptr; }
    /// True on a first start on a small screen: show it maximized.
    bool startsMaximized() const { return m_startMaximized; }

    /// Makes `s` current (as an undoable step named `what`).
    void editScenario(const Scenario& s, const QString& what, const QString& mergeKey = {});
    /// Opens a scenario JSON or an exported PNG/SVG/PDF (asks for a file when `path` is empty).
    void openScenario(const QString& path = {});
    void saveScenario();
    void exportCurrentChart();
    /// File ▸ Export evidence bundle…: the chart, its manifest and its input files in a folder.
    void exportEvidenceBundle();
    /// File ▸ Verify a chart…: the report of `denominator verify` for an export or a bundle (asks
    /// for a file when `path` is empty).
    void verifyChart(const QString& path = {});
    /// Opens the hardware-spec editor; changed values become overrides and the charts redraw.
    void editHardwareSpecs();
    /// Dark or default palette for the window and every chart (charts redraw on the next change).
    void setDarkPalette(bool dark);
    /// What the charts are drawn from right now (also what an export writes).
    ChartInputs chartInputs() const;

    /// The session the window shows and edits (session/session.h): scenario, undo, comparison.
    Session& session() const { return *m_session; }
    const Scenario& scenario() const { return m_session->scenario(); }
    const Comparison& comparison() const { return m_session->comparison(); }
    AssumptionsPanel* assumptionsPanel() const { return m_panel; }
    /// The page of a chart, drawn from the current inputs (pages off screen are drawn on demand).
    ChartPage* chartPage(const QString& name) const;
    QTabWidget* tabs() const { return m_tabs; }
    DataView* dataView() const { return m_data; }
    /// The Readings dock: every system's reading and ratio, ranked (session/reading_table.h).
    ReadingView* readingView() const { return m_readings; }

signals:
    void importFinished(int filesOk, int filesFailed, bool cancelled);
    void redrawn();

protected:
    void closeEvent(QCloseEvent* e) override;
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

private:
    bool m_startMaximized = false;
    void buildUi();
    void buildActions();
    /// After the database changed (import, fetch, energy): claims, workloads, data table, charts.
    /// Reads the store again; false when it could not be read (then said by showStoreProblem).
    bool reloadData();
    /// Says in the status bar that the database could not be read (the charts keep what was read before).
    void showStoreProblem(const QString& problem);
    QString m_storeProblem; ///< the last showStoreProblem() line
    /// Shows the session as it now is: the dock, the picker, the data view, the undo actions and
    /// the charts (the session calls it after every change).
    void showSession();
    /// The store's workloads in the dock, its points in the data view.
    void showStoredData();
    /// The stored claims in the dock; those that could not be read, said.
    void showClaims();
    void redraw();
    /// Builds a page's chart when it is stale (the inputs changed since it was drawn).
    void drawPage(ChartPage* page) const;
    /// Fills the Readings dock from the current inputs when it is on screen.
    void showReadings();
    QString componentsHtml() const;
    QString componentsSources() const;
    void highlightPoint(qint64 id);
    /// Fills the system picker (icons, tooltips, best per hardware) when the systems changed.
    void updateSystemPicker();
    /// Sets a published claim's workload, operating point and systems as one undoable step.
    void pickClaim(const QString& id);
    void startLesson(int index); ///< shows the lessons; index >= 0 also opens that lesson
    void showGettingStarted();
    /// Gives back the scenario the user had before the lesson set its own (undoable).
    void endLesson();
    void addRecentFiles(const QStringList& files);
    void rebuildRecentMenu();
    void showImportResults();

    std::unique_ptr<Store> m_store;
    QString m_dbPath;
    std::unique_ptr<Session> m_session;
    int m_shownData = -1;                   ///< the session's data version the dock and the data view show
    QString m_shownWorkload;                ///< "model|isl|osl" whose precisions, dates and rows they show
    int m_shownClaims = -1;                 ///< the session's claims version the dock shows
    QStringList m_pickerKey;                ///< what the system picker was filled from
    std::optional<Scenario> m_beforeLesson; ///< the user's scenario while a lesson drives the charts

    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    AssumptionsPanel* m_panel = nullptr;
    QTabWidget* m_tabs = nullptr;
    QList<ChartPage*> m_pages;
    ChartInputs m_inputs;             ///< what the pages are drawn from (set by redraw())
    mutable QSet<ChartPage*> m_stale; ///< pages not yet drawn from m_inputs
    DataView* m_data = nullptr;
    ReadingView* m_readings = nullptr;
    bool m_readingsStale = true;  ///< the Readings dock does not show m_inputs yet
    bool m_readingsShown = false; ///< the Readings dock is on screen (not behind the Data tab)
    LessonPanel* m_lessons = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QThread* m_thread = nullptr;
    ImportWorker* m_worker = nullptr;
    QList<ImportReport> m_reports;
};

} // namespace denominator::ui
