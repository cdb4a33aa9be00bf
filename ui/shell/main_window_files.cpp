// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// What the window reads and writes: chart exports, scenario files, imports (dialog, drop, recent files).
#include "shell/main_window.h"

#include "charts/inputs_provider.h"
#include "core/save_file.h"
#include "export/chart_exporter.h"
#include "export/chart_verifier.h"
#include "session/evidence_bundle.h"
#include "shell/import_worker.h"
#include "store/store.h"

#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QThread>
#include <QUrl>

namespace denominator::ui {

void MainWindow::exportCurrentChart()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"), QStringLiteral("denominator-%1.png").arg(scenario().chart),
        tr("PNG image (*.png);;PNG image, 2× (*.png);;PNG slide, 1920×1080 (*.png);;SVG vector (*.svg);;SVG slide, 1920×1080 (*.svg);;"
           "PDF document (*.pdf);;PDF slide, 1920×1080 (*.pdf);;Chart data as CSV (*.csv)"),
        &filter);
    if (path.isEmpty()) return;
    ExportOptions options;
    if (filter.contains(QStringLiteral("2×"))) options.scale = 2;
    if (filter.contains(QStringLiteral("slide"))) options.size = kSlideSize;
    const ChartInputs in = chartInputs();
    if (const auto written = exportChart(in, scenario().chart, path, options); !written) {
        QMessageBox::warning(this, tr("Export"), written.error().toString());
        return;
    }
    // The code the file carries (its scenario names the drawn files too), as `render` prints it.
    statusBar()->showMessage(tr("Exported %1 (scenario %2)").arg(path, scenarioCode(in.scenario)), 8000);
}

void MainWindow::exportEvidenceBundle()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export evidence bundle into an empty folder"));
    if (dir.isEmpty()) return;
    if (!isFreeForBundle(dir)) {
        QMessageBox::warning(this, tr("Export evidence bundle"),
                             tr("%1 is not empty. Choose or create an empty folder: the bundle's files must be all it holds.").arg(dir));
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const ChartInputs in = chartInputs();
    const QString chart = QDir(dir).filePath(QStringLiteral("chart.png"));
    // Inputs read and checked before anything is written: a refused bundle leaves the folder empty.
    const auto gathered =
        gatherEvidenceBundle(makeEvidence(in, scenario().chart), [this](const QString& sha) { return m_store->fetchedBytes(sha); });
    const auto drawn = gathered ? exportChart(in, scenario().chart, chart, {}) : Expected<void>(gathered.error());
    const auto written = drawn ? writeEvidenceBundle(dir, *gathered, chart) : Expected<WrittenBundle>(drawn.error());
    QApplication::restoreOverrideCursor();
    if (!written) {
        QMessageBox::warning(this, tr("Export evidence bundle"), written.error().toString());
        return;
    }
    statusBar()->showMessage(tr("Wrote the evidence bundle %1: chart, manifest, %2").arg(dir, written->summary()), 8000);
}

void MainWindow::verifyChart(const QString& givenPath)
{
    const QString path =
        !givenPath.isEmpty()
            ? givenPath
            : QFileDialog::getOpenFileName(
                  this, tr("Verify a chart"), {},
                  tr("Charts exported by Denominator, bundle manifests (*.png *.svg *.pdf *.csv manifest.json);;All files (*)"));
    if (path.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto v = verifyChartFile(path, m_store.get());
    QApplication::restoreOverrideCursor();
    if (!v) {
        QMessageBox::warning(this, tr("Verify a chart"), v.error().toString());
        return;
    }
    QMessageBox box(v->passed() ? QMessageBox::Information : QMessageBox::Warning, tr("Verify a chart"), v->verdict(), QMessageBox::Ok,
                    this);
    box.setObjectName(QStringLiteral("verifyReport"));
    QStringList first = v->problems;
    if (!v->takenFromRecord.isEmpty())
        first << tr("Taken from the record, not from the data: %1").arg(v->takenFromRecord.join(QStringLiteral("; ")));
    for (const QString& line : reportLines(*v, false))
        if (line.startsWith(QLatin1String("MISMATCH")) && first.size() < 8) first << line;
    box.setInformativeText(
        (first.isEmpty() ? tr("Every recorded number was re-derived from the data and matches.") : first.join(QLatin1Char('\n'))) +
        tr("\n\nSame check on the command line: denominator verify %1%2")
            .arg(path, m_dbPath == Store::defaultPath() ? QString() : QStringLiteral(" --db ") + m_dbPath));
    box.setDetailedText(reportLines(*v).join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::saveScenario()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), QStringLiteral("scenario.json"), tr("Scenario (*.json)"));
    if (path.isEmpty()) return;
    if (const auto written = saveFileAtomically(path, QByteArray::fromStdString(toJson(chartInputs().scenario).dump(2))); !written) {
        QMessageBox::warning(this, tr("Save scenario"), written.error().toString());
        return;
    }
    statusBar()->showMessage(tr("Saved scenario %1").arg(path), 6000);
}

void MainWindow::openScenario(const QString& givenPath)
{
    const QString path = !givenPath.isEmpty()
                             ? givenPath
                             : QFileDialog::getOpenFileName(this, tr("Open scenario"), {},
                                                            tr("Scenarios and exported charts (*.json *.png *.svg *.pdf);;All files (*)"));
    if (path.isEmpty()) return;
    const auto s = readScenarioFile(path);
    if (!s) {
        QMessageBox::warning(this, tr("Open scenario"), s.error().toString());
        return;
    }
    editScenario(*s, tr("Open scenario %1").arg(QFileInfo(path).fileName()));
}

void MainWindow::importFiles(const QStringList& files)
{
    if (!readOnlyReason().isEmpty()) {
        statusBar()->showMessage(tr("Not imported: %1").arg(readOnlyReason()), 8000);
        return;
    }
    if (m_worker) {
        statusBar()->showMessage(tr("An import is already running"), 4000);
        return;
    }
    m_reports.clear();
    m_thread = new QThread(this);
    m_worker = new ImportWorker(m_dbPath, files);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::started, m_worker, &ImportWorker::run);
    connect(m_worker, &ImportWorker::progressed, this, [this](int done, int total, const QString& current) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        if (!current.isEmpty())
            m_status->setText(tr("Importing %1 (%2 of %3)…").arg(QFileInfo(current).fileName()).arg(done + 1).arg(total));
    });
    connect(m_worker, &ImportWorker::fileImported, this, [this](const ImportReport& r) { m_reports << r; });
    connect(m_worker, &ImportWorker::finished, this, [this, files](bool cancelled) {
        m_thread->quit();
        m_thread->wait();
        delete m_worker; // its thread has finished, so deleteLater() would never run
        m_thread->deleteLater();
        m_worker = nullptr;
        m_thread = nullptr;
        m_progress->hide();
        m_cancel->hide();
        int ok = 0, failed = 0;
        for (const ImportReport& r : std::as_const(m_reports)) (r.ok() ? ok : failed)++;
        addRecentFiles(files);
        const bool read = reloadData();
        if (cancelled) {
            statusBar()->showMessage(tr("Import cancelled: the database is as it was"), 8000);
        } else {
            showImportResults();
        }
        // What was imported is not drawn: that is said last, not covered by the import's summary.
        if (!read) statusBar()->showMessage(m_storeProblem);
        emit importFinished(ok, failed, cancelled);
    });
    m_progress->setRange(0, int(files.size()));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->setEnabled(true);
    m_cancel->show();
    m_thread->start();
}

void MainWindow::showImportResults()
{
    QStringList lines, errors;
    for (const ImportReport& r : std::as_const(m_reports)) {
        lines << r.summaryLine();
        for (const Issue& e : r.errors) errors << e.toString();
    }
    if (errors.isEmpty()) {
        statusBar()->showMessage(lines.join(QStringLiteral(" · ")), 10000);
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("Import"),
                    tr("%n file(s) could not be imported; nothing from them was stored.", "", int(errors.size())), QMessageBox::Ok, this);
    box.setInformativeText(errors.mid(0, 5).join(QLatin1Char('\n')));
    box.setDetailedText((lines + QStringList{QString()} + errors).join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::addRecentFiles(const QStringList& files)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& f : files) {
        const QString abs = QFileInfo(f).absoluteFilePath();
        recent.removeAll(abs);
        recent.prepend(abs);
    }
    settings.setValue(QStringLiteral("recentFiles"), recent.mid(0, 10));
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& f : recent) m_recentMenu->addAction(QFileInfo(f).fileName(), this, [this, f] { importFiles({f}); })->setToolTip(f);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e)
{
    if (e->mimeData()->hasUrls()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e)
{
    QStringList files;
    for (const QUrl& u : e->mimeData()->urls())
        if (u.isLocalFile()) files << u.toLocalFile();
    if (!files.isEmpty()) importFiles(files);
}

} // namespace denominator::ui
