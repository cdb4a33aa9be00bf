// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// "Measure your own": pick a raw benchmark result and the power telemetry logged during it, see
// the energy per token with its validity, grade and power timeline, export the timeline, and store
// the measured power for the run's point. Analysis and storing run on a worker thread.

#include "telemetry/energy_report.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace denominator::ui {

class ChartPage;

class EnergyDialog : public QDialog {
    Q_OBJECT
public:
    EnergyDialog(QString dbPath, QWidget* parent = nullptr);

    void setFiles(const QString& result, const QString& telemetry, const QString& gpus = {});
    /// Starts the analysis on a worker thread; emits analyzed() when done.
    void analyze();
    /// Imports the result with its measured power into the store (worker thread); emits stored().
    void store();
    const EnergyReport& report() const { return m_report; }
    ChartPage* chartPage() const { return m_chart; }
    QString summaryText() const;

signals:
    void analyzed();
    void stored(bool ok, const QString& message);

private:
    void showReport();
    void setBusy(bool busy);
    void exportTimeline();
    EnergyOptions options() const;

    QString m_dbPath;
    EnergyReport m_report;
    QLineEdit* m_result;
    QLineEdit* m_telemetry;
    QLineEdit* m_gpus;
    QPushButton* m_analyze;
    QPushButton* m_store;
    QPushButton* m_export;
    QProgressBar* m_busy;
    QLabel* m_summary;
    ChartPage* m_chart;
};

} // namespace denominator::ui
