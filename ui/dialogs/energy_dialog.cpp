// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/energy_dialog.h"

#include "charts/chart_data.h"
#include "charts/chart_page.h"
#include "charts/chart_stamp.h"
#include "charts/power_timeline_chart.h"
#include "core/number_format.h"
#include "export/chart_exporter.h"
#include "telemetry/measured_import.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace denominator::ui {
namespace {

QWidget* fileRow(QLineEdit* edit, const QString& caption, const QString& filter, QWidget* parent)
{
    auto* row = new QWidget;
    auto* l = new QHBoxLayout(row);
    l->setContentsMargins(0, 0, 0, 0);
    auto* browse = new QPushButton(QObject::tr("Browse…"));
    l->addWidget(edit, 1);
    l->addWidget(browse);
    QObject::connect(browse, &QPushButton::clicked, parent, [=] {
        const QString f = QFileDialog::getOpenFileName(parent, caption, edit->text(), filter);
        if (!f.isEmpty()) edit->setText(f);
    });
    return row;
}

/// Runs `work` on a new thread and `done` back on the dialog's thread.
template <typename Work, typename Done> void runInBackground(QObject* context, Work work, Done done)
{
    QThread* thread = QThread::create(std::move(work));
    QObject::connect(thread, &QThread::finished, context, [thread, done] {
        thread->deleteLater();
        done();
    });
    thread->start();
}

} // namespace

EnergyDialog::EnergyDialog(QString dbPath, QWidget* parent)
    : QDialog(parent), m_dbPath(std::move(dbPath)), m_result(new QLineEdit), m_telemetry(new QLineEdit), m_gpus(new QLineEdit),
      m_analyze(new QPushButton(tr("&Analyze"))), m_store(new QPushButton(tr("&Store as measured power"))),
      m_export(new QPushButton(tr("E&xport timeline…"))), m_busy(new QProgressBar), m_summary(new QLabel),
      m_chart(new ChartPage(QStringLiteral("power-timeline")))
{
    setWindowTitle(tr("Measure energy per token from power telemetry"));
    m_result->setObjectName(QStringLiteral("resultFile"));
    m_telemetry->setObjectName(QStringLiteral("telemetryFile"));
    m_gpus->setObjectName(QStringLiteral("gpus"));
    m_analyze->setObjectName(QStringLiteral("analyze"));
    m_gpus->setPlaceholderText(tr("automatic: GPUs active in the window (or e.g. 0,1,2,3)"));
    auto* form = new QFormLayout;
    form->addRow(tr("Benchmark &result (benchmark_serving JSON)"),
                 fileRow(m_result, tr("Benchmark result"), tr("JSON (*.json);;All files (*)"), this));
    form->addRow(tr("Power &telemetry (nvidia-smi, amd-smi, DCGM CSV)"),
                 fileRow(m_telemetry, tr("Power telemetry"), tr("CSV (*.csv *.log *.txt);;All files (*)"), this));
    form->addRow(tr("Serving &GPUs"), m_gpus);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_analyze);
    buttons->addWidget(m_store);
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    buttons->addWidget(m_busy);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(160);
    m_busy->hide();
    m_store->setEnabled(false);
    m_export->setEnabled(false);
    m_summary->setObjectName(QStringLiteral("energySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Empty: say what to do, instead of an empty chart.
    m_summary->setText(
        tr("<b>Measure one run's energy per token.</b><br>1. Pick the run's <i>benchmark_serving</i> result (the JSON it writes with "
           "<tt>--save-result</tt>).<br>2. Pick the GPU power log recorded while it ran, for example from <tt>nvidia-smi "
           "--query-gpu=timestamp,index,power.draw --format=csv -lms 100 &gt; gpu_metrics.csv</tt>, <tt>amd-smi metric -p --csv</tt> or "
           "DCGM.<br>3. Press <b>Analyze</b>: the power of each serving GPU is integrated over the benchmark window; <b>Store</b> then "
           "puts the "
           "measured power on that point for every chart."));
    m_chart->hide();
    const auto ready = [this] { m_analyze->setEnabled(!m_result->text().trimmed().isEmpty() && !m_telemetry->text().trimmed().isEmpty()); };
    connect(m_result, &QLineEdit::textChanged, this, ready);
    connect(m_telemetry, &QLineEdit::textChanged, this, ready);
    ready();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 1);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_analyze, &QPushButton::clicked, this, &EnergyDialog::analyze);
    connect(m_store, &QPushButton::clicked, this, &EnergyDialog::store);
    connect(m_export, &QPushButton::clicked, this, &EnergyDialog::exportTimeline);
    resize(1100, 760);
}

void EnergyDialog::setFiles(const QString& result, const QString& telemetry, const QString& gpus)
{
    m_result->setText(result);
    m_telemetry->setText(telemetry);
    m_gpus->setText(gpus);
}

EnergyOptions EnergyDialog::options() const
{
    EnergyOptions o;
    o.gpus = m_gpus->text().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& g : o.gpus) g = g.trimmed();
    o.timelineBuckets = 600;
    return o;
}

void EnergyDialog::setBusy(bool busy)
{
    m_busy->setVisible(busy);
    m_analyze->setEnabled(!busy && !m_result->text().trimmed().isEmpty() && !m_telemetry->text().trimmed().isEmpty());
    m_store->setEnabled(!busy && m_report.ok() && !m_report.run.fileName.isEmpty());
    m_export->setEnabled(!busy && m_report.timeline.has_value());
}

void EnergyDialog::analyze()
{
    const QString result = m_result->text(), telemetry = m_telemetry->text();
    const EnergyOptions o = options();
    auto report = std::make_shared<EnergyReport>();
    auto errors = std::make_shared<QList<Issue>>();
    setBusy(true);
    runInBackground(
        this,
        [=] {
            const BenchmarkRun run = readBenchmarkRun(result, ParseOptions{}, *errors);
            if (errors->isEmpty()) *report = analyzeEnergy(run, telemetry, o);
        },
        [this, report, errors] {
            m_report = *report;
            if (!errors->isEmpty()) {
                QStringList lines;
                for (const Issue& e : *errors) lines << e.toString();
                m_report.fatal = lines.join(QLatin1Char('\n'));
            }
            showReport();
            setBusy(false);
            emit analyzed();
        });
}

void EnergyDialog::store()
{
    const QString result = m_result->text(), telemetry = m_telemetry->text(), db = m_dbPath;
    const EnergyOptions o = options();
    auto outcome = std::make_shared<QString>();
    auto ok = std::make_shared<bool>(false);
    setBusy(true);
    runInBackground(
        this,
        [=] {
            auto s = Store::open(db);
            if (!s) {
                *outcome = s.error().toString();
                return;
            }
            const MeasuredImport m = importWithTelemetry(*s, result, telemetry, ParseOptions{}, o);
            *ok = m.report.ok();
            QStringList lines{m.report.summaryLine()};
            for (const Issue& e : m.report.errors) lines << e.toString();
            if (m.powerStored) lines << tr("Measured power stored: %1 W per GPU").arg(formatNumber(m.energy.avgPowerWPerGpu, 4));
            *outcome = lines.join(QLatin1Char('\n'));
        },
        [this, ok, outcome] {
            setBusy(false);
            emit stored(*ok, *outcome);
            if (*ok)
                QMessageBox::information(this, windowTitle(), *outcome);
            else
                QMessageBox::warning(this, windowTitle(), *outcome);
        });
}

QString EnergyDialog::summaryText() const
{
    if (!m_report.ok()) return tr("Cannot measure: %1").arg(m_report.fatal);
    // One line; the chart's stamp below holds the method, the checks and the sources.
    return tr("%1 J per total token · %2 W per GPU · %3, grade %4 (details under the chart)")
        .arg(formatNumber(m_report.jPerTotalToken, 4), formatNumber(m_report.avgPowerWPerGpu, 4),
             m_report.valid ? tr("valid") : tr("INVALID"), m_report.grade);
}

void EnergyDialog::showReport()
{
    m_summary->setText(summaryText().toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    buildPowerTimelineChart(*m_chart->chart(), m_report);
    m_chart->stamp()->setLines(m_report.ok() ? powerTimelineStamp(m_report) : QStringList{});
    m_chart->setVisible(m_report.ok());
}

void EnergyDialog::exportTimeline()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export power timeline"), QStringLiteral("power-timeline.png"),
                                                      tr("PNG image (*.png);;SVG vector (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty()) return;
    const EnergyReport report = m_report;
    const auto written = exportBuiltChart(
        [&](QChart& chart) {
            buildPowerTimelineChart(chart, report);
            (new ChartStamp(&chart))->setLines(powerTimelineStamp(report));
        },
        path, {}, QStringLiteral("denominator-energy"), summaryText().toUtf8(), tr("Denominator power timeline"));
    if (!written) QMessageBox::warning(this, windowTitle(), written.error().toString());
}

} // namespace denominator::ui
