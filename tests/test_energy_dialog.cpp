// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The "measure your own" dialog on the real H200 runs: the analysis runs on a worker thread,
// the timeline chart shows serving and idle GPUs, the window, TDP; storing adds measured power.

#include "charts/chart_page.h"
#include "charts/chart_stamp.h"
#include "dialogs/energy_dialog.h"
#include "store/store.h"
#include "test_support.h"

#include <QApplication>
#include <QAreaSeries>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace denominator;
using namespace denominator::ui;

class TestEnergyDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    static QString run(const QString& name) { return test::testData(QStringLiteral("h200_gptoss_vllm_nebius/%1").arg(name)); }

    static QList<QAbstractSeries*> withRole(QChart* chart, const QString& role)
    {
        QList<QAbstractSeries*> out;
        for (QAbstractSeries* s : chart->series())
            if (s->property("role").toString() == role) out << s;
        return out;
    }

private slots:
    void fullNodeRun()
    {
        EnergyDialog dialog(m_dir.filePath(QStringLiteral("e.sqlite")));
        dialog.setFiles(run(QStringLiteral("gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json")),
                        run(QStringLiteral("gptoss_fp4_h200_tp8_conc64_isl1024_osl1024_gpu_metrics.csv")));
        QSignalSpy done(&dialog, &EnergyDialog::analyzed);
        dialog.analyze();
        QVERIFY(done.wait(60000));
        const EnergyReport& r = dialog.report();
        QVERIFY2(r.ok(), qPrintable(r.fatal));
        QVERIFY(qAbs(r.avgPowerWPerGpu - 301) < 3);
        QVERIFY(qAbs(r.jPerTotalToken - 0.398) < 0.004);
        QChart* chart = dialog.chartPage()->chart();
        const auto gpus = withRole(chart, QStringLiteral("gpu"));
        QCOMPARE(gpus.size(), 8);
        for (QAbstractSeries* s : gpus) QVERIFY(s->property("serving").toBool());
        QCOMPARE(withRole(chart, QStringLiteral("energy")).size(), 8);
        QCOMPARE(withRole(chart, QStringLiteral("window")).size(), 1);
        const auto tdp = withRole(chart, QStringLiteral("tdp"));
        QCOMPARE(tdp.size(), 1);
        QCOMPARE(static_cast<QLineSeries*>(tdp.first())->at(0).y(), 700.0);
        const QString stamp = dialog.chartPage()->stamp()->text();
        QVERIFY2(stamp.contains(QStringLiteral("8 serving GPUs")), qPrintable(stamp));
        // The result is said once: a headline above, the details in the stamp, no line twice.
        const QString summary = dialog.findChild<QLabel*>(QStringLiteral("energySummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("J per total token")) && summary.contains(QStringLiteral("grade")), qPrintable(summary));
        for (const QString& line : stamp.split(QLatin1Char('\n'))) QVERIFY2(!summary.contains(line), qPrintable(line));
        QVERIFY(dialog.chartPage()->isVisibleTo(&dialog));
        QVERIFY(stamp.contains(QStringLiteral("gptoss_fp4_h200_tp8_conc64_isl1024_osl1024_gpu_metrics.csv")));
    }

    void partialNodeRunShowsIdleGpus()
    {
        EnergyDialog dialog(m_dir.filePath(QStringLiteral("e2.sqlite")));
        dialog.setFiles(run(QStringLiteral("gptoss_fp4_h200_tp4_conc4_isl1024_osl1024.json")),
                        run(QStringLiteral("gptoss_fp4_h200_tp4_conc4_isl1024_osl1024_gpu_metrics.csv")));
        QSignalSpy done(&dialog, &EnergyDialog::analyzed);
        dialog.analyze();
        QVERIFY(done.wait(60000));
        QCOMPARE(dialog.report().gpus.size(), 4);
        QCOMPARE(dialog.report().idleGpus.size(), 4);
        int idle = 0;
        for (QAbstractSeries* s : withRole(dialog.chartPage()->chart(), QStringLiteral("gpu"))) idle += !s->property("serving").toBool();
        QCOMPARE(idle, 4);
    }

    void storingAddsMeasuredPower()
    {
        const QString db = m_dir.filePath(QStringLiteral("e3.sqlite"));
        EnergyDialog dialog(db);
        dialog.setFiles(run(QStringLiteral("gptoss_fp4_h200_tp8_conc16_isl1024_osl1024.json")),
                        run(QStringLiteral("gptoss_fp4_h200_tp8_conc16_isl1024_osl1024_gpu_metrics.csv")));
        QSignalSpy stored(&dialog, &EnergyDialog::stored);
        // The result box is modal: close it as a user would.
        QTimer closer;
        connect(&closer, &QTimer::timeout, [] {
            if (QWidget* w = QApplication::activeModalWidget()) w->close();
        });
        closer.start(200);
        dialog.store();
        QVERIFY(stored.wait(60000));
        QVERIFY2(stored.first().at(0).toBool(), qPrintable(stored.first().at(1).toString()));
        Store s = MUST(Store::open(db));
        const auto points = MUST(s.points());
        QCOMPARE(points.size(), 1);
        QVERIFY(points.first().measuredPower.has_value());
        QVERIFY(points.first().measuredPower->watts > 100);
        QVERIFY(points.first().measuredPower->sourceText.contains(QStringLiteral("gpu_metrics.csv")));
    }

    void emptyDialogSaysWhatToDo()
    {
        EnergyDialog dialog(m_dir.filePath(QStringLiteral("e5.sqlite")));
        const QString text = dialog.findChild<QLabel*>(QStringLiteral("energySummary"))->text();
        QVERIFY2(text.contains(QStringLiteral("benchmark_serving")) && text.contains(QStringLiteral("nvidia-smi")) &&
                     text.contains(QStringLiteral("Analyze")),
                 qPrintable(text));
        QVERIFY(!dialog.chartPage()->isVisibleTo(&dialog));
        auto* analyze = dialog.findChild<QPushButton*>(QStringLiteral("analyze"));
        QVERIFY(analyze);
        QVERIFY(!analyze->isEnabled());
        dialog.setFiles(QStringLiteral("a.json"), QStringLiteral("b.csv"));
        QVERIFY(analyze->isEnabled());
    }

    void missingFileIsAClearError()
    {
        EnergyDialog dialog(m_dir.filePath(QStringLiteral("e4.sqlite")));
        dialog.setFiles(m_dir.filePath(QStringLiteral("nope.json")), m_dir.filePath(QStringLiteral("nope.csv")));
        QSignalSpy done(&dialog, &EnergyDialog::analyzed);
        dialog.analyze();
        QVERIFY(done.wait(30000));
        QVERIFY(!dialog.report().ok());
        QVERIFY2(dialog.summaryText().contains(QStringLiteral("nope.json")), qPrintable(dialog.summaryText()));
        QVERIFY(!dialog.chartPage()->isVisibleTo(&dialog)); // no empty chart under the error
    }
};

QTEST_MAIN(TestEnergyDialog)
#include "test_energy_dialog.moc"
