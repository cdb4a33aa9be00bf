// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Widget tests: the real window offscreen on a fresh database with the bundled data. Each test
// changes a real control and then checks what the charts now hold.

#include "charts/chart_data.h"
#include "charts/chart_note.h"
#include "charts/chart_page.h"
#include "charts/chart_stamp.h"
#include "charts/efficiency_chart.h"
#include "core/cross_source.h"
#include "dialogs/getting_started_dialog.h"
#include "dialogs/hardware_dialog.h"
#include "export/chart_exporter.h"
#include "export/chart_verifier.h"
#include "shell/assumptions_panel.h"
#include "shell/data_view.h"
#include "shell/main_window.h"
#include "store/point_table_model.h"
#include "store/store.h"
#include "test_support.h"

#include "literacy/claim_scenario.h"
#include <QAbstractItemModelTester>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QWheelEvent>

using namespace denominator;
using namespace denominator::ui;

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString stampOf(const QString& chart) const { return m_window->chartPage(chart)->stamp()->text(); }
    template <typename T> T* find(const char* name) const { return m_window->findChild<T*>(QString::fromLatin1(name)); }
    QList<QAbstractSeries*> seriesWithRole(const QString& chart, const QString& role) const
    {
        QList<QAbstractSeries*> out;
        for (QAbstractSeries* s : m_window->chartPage(chart)->chart()->series())
            if (s->property("role").toString() == role) out << s;
        return out;
    }
    void selectData(const char* combo, const QString& data)
    {
        auto* box = find<QComboBox>(combo);
        VERIFY_OR_THROW(box);
        const int i = box->findData(data);
        VERIFY_OR_THROW2(i >= 0, qPrintable(data));
        box->setCurrentIndex(i);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>(
            MUST(openWindowData(m_dir.filePath(QStringLiteral("w%1.sqlite").arg(QDateTime::currentMSecsSinceEpoch())))));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void aDatabaseThatCannotBeWrittenOpensReadOnly()
    {
        // The database's WAL index cannot be created (a folder stands where its -shm would be, as
        // a read-only folder refuses it to any user, root included): the window opens it read-only,
        // says so, and offers nothing that writes.
        const QString path = m_dir.filePath(QStringLiteral("readonly.sqlite"));
        {
            Store store = MUST(Store::open(path));
            MUST(store.loadBundledDataIfEmpty());
        }
        QVERIFY(QDir().mkdir(path + QStringLiteral("-shm")));
        const QByteArray before = denominator::test::fileHash(path);
        MainWindow w(MUST(openWindowData(path)));
        QVERIFY2(!w.readOnlyReason().isEmpty(), "opened for writing");
        QVERIFY2(w.windowTitle().contains(QLatin1String("(read-only)")), qPrintable(w.windowTitle()));
        auto* import = w.findChild<QAction*>(QStringLiteral("actionImport"));
        QVERIFY(import && !import->isEnabled());
        QVERIFY(w.findChild<QLabel*>(QStringLiteral("readOnlyNotice")));
        QVERIFY(w.comparison().systems.size() >= 4); // the data is all there to read
        w.importFiles({denominator::test::testData(QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json"))});
        QCOMPARE(denominator::test::fileHash(path), before);
    }

    void firstRunShowsAMeaningfulComparison()
    {
        const Comparison& c = m_window->comparison();
        QCOMPARE(c.request.model, QStringLiteral("gpt-oss-120b"));
        QVERIFY2(c.systems.size() >= 4, "bundled gpt-oss sample covers several GPUs");
        const auto points = seriesWithRole(QStringLiteral("frontier"), QStringLiteral("points"));
        QCOMPARE(points.size(), c.systems.size());
        for (QAbstractSeries* s : points) QVERIFY(static_cast<QScatterSeries*>(s)->count() > 0);
        const QString stamp = stampOf(QStringLiteral("frontier"));
        QVERIFY2(stamp.contains(QStringLiteral("rated TDP")), qPrintable(stamp));
        QVERIFY(stamp.contains(QStringLiteral("InferenceX")));
        QVERIFY(stamp.contains(QStringLiteral("matched at 100 tok/s/user")));
    }

    void denominatorChangeRedrawsBarsAndStamp()
    {
        m_window->tabs()->setCurrentWidget(m_window->chartPage(QStringLiteral("efficiency")));
        selectData("denominator", QStringLiteral("allin"));
        const Comparison& c = m_window->comparison();
        QVERIFY(c.assumptions.denominator == DenominatorKind::AllInGen2);
        QVERIFY(stampOf(QStringLiteral("efficiency")).contains(QStringLiteral("all-in, gen 2")));
        QVERIFY(stampOf(QStringLiteral("efficiency")).contains(QStringLiteral("h200 1,370 W")));
        auto bars = seriesWithRole(QStringLiteral("efficiency"), QStringLiteral("bars"));
        QCOMPARE(bars.size(), 1);
        QBarSet* matched = static_cast<QBarSeries*>(bars.first())->barSets().at(1);
        for (int i = 0; i < c.systems.size(); ++i) {
            const SystemResult& s = c.systems[i];
            const double expected = s.tokensPerSecond / (HardwareCatalog::bundled().spec(s.key.hardware).allInGen2W / 1000.0);
            QVERIFY2(qAbs(matched->at(i) - expected) < 1e-6 * expected, qPrintable(s.label));
        }
        const QStringList notes = BarAnnotations::of(m_window->chartPage(QStringLiteral("efficiency"))->chart())->texts();
        QCOMPARE(notes.size(), 2 * c.systems.size());
        QVERIFY(notes.first().contains(QStringLiteral("1×")));
    }

    void unknownMeasuredPowerDrawsRatioBands()
    {
        selectData("denominator", QStringLiteral("measured"));
        // The bundled gpt-oss runs have no power telemetry: every ratio is a range, never 0 or a line.
        const auto bandsNow = seriesWithRole(QStringLiteral("ratio"), QStringLiteral("ratio-band"));
        QCOMPARE(bandsNow.size(), m_window->comparison().systems.size() - 1);
        for (QAbstractSeries* s : seriesWithRole(QStringLiteral("ratio"), QStringLiteral("ratio")))
            QCOMPARE(static_cast<QLineSeries*>(s)->count(), 0);
        auto* band = static_cast<QAreaSeries*>(bandsNow.first());
        for (int i = 0; i < band->upperSeries()->count(); ++i) {
            // 50–100 % of each side's TDP: the band spans exactly a factor of four.
            const double ratio = band->upperSeries()->at(i).y() / band->lowerSeries()->at(i).y();
            QVERIFY2(qAbs(ratio - 4.0) < 1e-9, qPrintable(QString::number(ratio)));
        }
    }

    void boundaryAddsComponentsToTheWatts()
    {
        selectData("boundary", QStringLiteral("facility"));
        const Comparison& c = m_window->comparison();
        QVERIFY(c.assumptions.boundary == Boundary::Facility);
        int h200 = 0;
        for (const SystemResult& s : c.systems) {
            if (s.key.hardware != QLatin1String("h200")) continue;
            QVERIFY(qAbs(s.power.watts - (700 + 159 + 50.6) / 0.94 * 1.3) < 1e-6);
            ++h200;
        }
        QVERIFY(h200 > 0); // the loop checked something
        QVERIFY(stampOf(QStringLiteral("frontier"))
                    .contains(QStringLiteral("facility: rack (chip + host + network share) ÷ PSU efficiency, × PUE per hardware")));
        // GB200 (liquid): its sourced host, network and PSU figures, and the liquid PUE.
        int gb200 = 0;
        for (const SystemResult& s : c.systems)
            if (s.key.hardware == QLatin1String("gb200")) {
                QVERIFY(qAbs(s.power.watts - (1200 + 150 + 50) / 0.96 * 1.1) < 1e-6);
                ++gb200;
            }
        QVERIFY(gb200 > 0);
        QVERIFY(stampOf(QStringLiteral("frontier")).contains(QStringLiteral("gb200 1,604 W")));
    }

    void tokenTypeSwitchesTheNumerator()
    {
        selectData("tokens", QStringLiteral("output"));
        auto* y = qobject_cast<QLogValueAxis*>(m_window->chartPage(QStringLiteral("frontier"))->chart()->axes(Qt::Vertical).first());
        QVERIFY(y->titleText().contains(QStringLiteral("output")));
        int interpolated = 0;
        for (const SystemResult& s : m_window->comparison().systems)
            if (s.sample.status == PointStatus::Interpolated) {
                QVERIFY(s.tokensPerSecond < s.sample.tput);
                ++interpolated;
            }
        QVERIFY(interpolated > 0);
        QVERIFY(stampOf(QStringLiteral("ratio")).contains(QStringLiteral("output only")));
    }

    void sliderMovesTheMarkerAndUndoRestores()
    {
        auto* slider = find<QSlider>("interactivitySlider");
        QVERIFY(slider);
        const Scenario before = m_window->scenario();
        slider->setValue(AssumptionsPanel::interactivityToSlider(250));
        const double x = AssumptionsPanel::sliderToInteractivity(slider->value());
        QVERIFY(qAbs(x - 250) < 3);
        const auto marker = seriesWithRole(QStringLiteral("frontier"), QStringLiteral("marker"));
        QCOMPARE(marker.size(), 1);
        QCOMPARE(static_cast<QLineSeries*>(marker.first())->at(0).x(), x);
        for (QAbstractSeries* s : seriesWithRole(QStringLiteral("frontier"), QStringLiteral("sample")))
            QCOMPARE(static_cast<QScatterSeries*>(s)->at(0).x() == x, s->property("status").toString() == QLatin1String("interpolated") ||
                                                                          s->property("status").toString() == QLatin1String("measured"));
        QVERIFY(stampOf(QStringLiteral("frontier")).contains(QStringLiteral("matched at %1").arg(x, 0, 'f', 1)));
        // A drag is one undo step; undo returns to the previous interactivity.
        slider->setValue(slider->value() + 10);
        QCOMPARE(m_window->session().history().count(), 1);
        // The Edit menu names the step and is enabled only when there is one.
        QVERIFY(find<QAction>("actionUndo")->isEnabled() && !find<QAction>("actionRedo")->isEnabled());
        QCOMPARE(find<QAction>("actionUndo")->text(), QStringLiteral("&Undo Interactivity"));
        find<QAction>("actionUndo")->trigger();
        QVERIFY(!find<QAction>("actionUndo")->isEnabled() && find<QAction>("actionRedo")->isEnabled());
        QCOMPARE(m_window->scenario().assumptions.interactivity, before.assumptions.interactivity);
        QVERIFY(stampOf(QStringLiteral("frontier")).contains(QStringLiteral("matched at 100 tok/s/user")));
        find<QAction>("actionRedo")->trigger();
        QVERIFY(qAbs(m_window->scenario().assumptions.interactivity - before.assumptions.interactivity) > 1);
    }

    void peakModeDropsTheMarker()
    {
        find<QRadioButton>("atPeak")->click();
        QVERIFY(m_window->comparison().assumptions.atPeak);
        QVERIFY(seriesWithRole(QStringLiteral("frontier"), QStringLiteral("marker")).isEmpty());
        QVERIFY(stampOf(QStringLiteral("frontier")).contains(QStringLiteral("each system at its own peak")));
        for (const SystemResult& s : m_window->comparison().systems) QVERIFY(s.sample.status == PointStatus::Measured);
    }

    void clampedPointsAreLabelled()
    {
        auto* slider = find<QSlider>("interactivitySlider");
        slider->setValue(AssumptionsPanel::kSliderSteps); // 2000 tok/s/user: beyond every tested range
        const auto samples = seriesWithRole(QStringLiteral("frontier"), QStringLiteral("sample"));
        QVERIFY(!samples.isEmpty());
        for (QAbstractSeries* s : samples) QCOMPARE(s->property("status").toString(), QStringLiteral("above_range"));
        QVERIFY(stampOf(QStringLiteral("frontier")).contains(QStringLiteral("%1 clamped").arg(samples.size())));
    }

    void dataViewSelectionHighlightsThePoint()
    {
        DataView* data = m_window->dataView();
        QAbstractItemModelTester modelTester(data->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(data->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const qint64 id = m_window->comparison().systems.first().allPoints.first().pointId;
        const int row = data->model()->rowOfPoint(id);
        QVERIFY(row >= 0);
        data->table()->selectRow(data->proxy()->mapFromSource(data->model()->index(row, 0)).row());
        const auto highlight = seriesWithRole(QStringLiteral("frontier"), QStringLiteral("highlight"));
        QCOMPARE(highlight.size(), 1);
        const FrontierPoint& p = m_window->comparison().systems.first().allPoints.first();
        QCOMPARE(static_cast<QScatterSeries*>(highlight.first())->at(0).x(), p.interactivity);
    }

    void dataViewSortsNumerically()
    {
        DataView* data = m_window->dataView();
        const int col = int(PointTableModel::Column::Throughput);
        data->table()->sortByColumn(col, Qt::AscendingOrder);
        double last = -1;
        for (int r = 0; r < std::min(200, data->proxy()->rowCount()); ++r) {
            const double v = data->proxy()->index(r, col).data(PointTableModel::RawValueRole).toDouble();
            QVERIFY(v >= last);
            last = v;
        }
    }

    void badImportChangesNothingAndReports()
    {
        const QString bad = m_dir.filePath(QStringLiteral("truncated.json"));
        test::writeAll(bad,
                       test::readAll(test::testData(QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json"))).left(3000));
        const int before = m_window->dataView()->model()->rowCount();
        QSignalSpy done(m_window.get(), &MainWindow::importFinished);
        QTimer::singleShot(0, this, [] {
            // The failure dialog is modal: close it as a user would.
            QTimer::singleShot(500, [] {
                if (QWidget* w = QApplication::activeModalWidget()) w->close();
            });
        });
        m_window->importFiles({bad});
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().at(0).toInt(), 0);
        QCOMPARE(done.first().at(1).toInt(), 1);
        QCOMPARE(m_window->dataView()->model()->rowCount(), before);
    }

    /// The report File ▸ Verify a chart… shows for `file`: verdict, then informative text.
    QStringList verifyReportOf(const QString& file)
    {
        QStringList report;
        // Whatever modal comes up is closed (a test never hangs on it); only the report is read.
        QTimer::singleShot(300, this, [&report] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* box = qobject_cast<QMessageBox*>(modal); box && box->objectName() == QLatin1String("verifyReport"))
                report << box->text() << box->informativeText() << box->detailedText();
            else if (box)
                report << QStringLiteral("another message: ") + box->text();
            if (modal) modal->close();
        });
        m_window->verifyChart(file);
        return report;
    }

    void verifyAChartFromTheWindow()
    {
        // The window's check is the command line's: an export of the chart on screen verifies, and
        // one changed number in its record is named.
        const QString svg = m_dir.filePath(QStringLiteral("window-verify.svg"));
        QVERIFY_OK(exportChart(m_window->chartInputs(), QStringLiteral("frontier"), svg, {}));
        const QStringList ok = verifyReportOf(svg);
        QCOMPARE(ok.size(), 3);
        QVERIFY2(ok[0].startsWith(QStringLiteral("verified: all ")), qPrintable(ok[0]));
        QVERIFY2(ok[1].contains(QStringLiteral("denominator verify %1 --db ").arg(svg)), qPrintable(ok[1]));
        QVERIFY(ok[2].contains(QStringLiteral("match     ")));
        // Tampered: the first recorded throughput in the SVG's record, doubled.
        QByteArray bytes = test::readAll(svg);
        QByteArray encoded;
        for (const QString& line : svgDescription(bytes).split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("denominator-evidence;base64,"))) encoded = line.mid(28).toLatin1();
        QVERIFY(!encoded.isEmpty() && bytes.contains(encoded));
        nlohmann::json record = nlohmann::json::parse(QByteArray::fromBase64(encoded).toStdString());
        bool changed = false;
        for (auto& [name, system] : record["values"]["reading"]["systems"].items())
            if (!changed && system.contains("throughput_per_gpu") && system["throughput_per_gpu"].is_number()) {
                system["throughput_per_gpu"] = system["throughput_per_gpu"].get<double>() * 2;
                changed = true;
            }
        QVERIFY(changed);
        bytes.replace(encoded, QByteArray::fromStdString(record.dump()).toBase64());
        const QString tampered = m_dir.filePath(QStringLiteral("window-tampered.svg"));
        test::writeAll(tampered, bytes);
        const QStringList bad = verifyReportOf(tampered);
        QCOMPARE(bad.size(), 3);
        QVERIFY2(bad[0].startsWith(QStringLiteral("NOT verified: 1 of ")), qPrintable(bad[0]));
        QVERIFY2(bad[1].contains(QStringLiteral("MISMATCH")) && bad[1].contains(QStringLiteral("throughput_per_gpu")), qPrintable(bad[1]));
    }

    void firstStartOffersTheSeedCase()
    {
        auto* welcome = find<QWidget>("welcomeBar");
        QVERIFY(welcome && welcome->isVisible());
        // The claim: its waterfall, where the claim was made.
        find<QPushButton>("welcomeClaim")->click();
        QCOMPARE(m_window->scenario().claimId, QStringLiteral("jalapeno-gptoss-peak"));
        QCOMPARE(m_window->tabs()->currentWidget(), m_window->chartPage(QStringLiteral("waterfall")));
        // The lesson: the dock opens on the Jalapeño lesson.
        find<QPushButton>("welcomeLesson")->click();
        QVERIFY(find<QWidget>("lessonDock")->isVisible());
        QCOMPARE(find<QComboBox>("lessonChoice")->currentIndex(), 0);
        // The guide: Help ▸ Getting started, also F1.
        find<QPushButton>("welcomeGuide")->click();
        auto* guide = m_window->findChild<GettingStartedDialog*>();
        QVERIFY(guide && guide->isVisible());
        QVERIFY(guide->text().contains(QStringLiteral("Rated or measured?")) && guide->text().contains(QStringLiteral("Learn ▸ Lessons")));
        guide->close();
        auto* action = find<QAction>("actionGettingStarted");
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
        action->trigger();
        QVERIFY(guide->isVisible());
        QCOMPARE(m_window->findChildren<GettingStartedDialog*>().size(), 1);
        guide->close();
        // Closed once, it stays closed.
        find<QToolButton>("welcomeClose")->click();
        QVERIFY(!welcome->isVisible());
        m_window = std::make_unique<MainWindow>(MUST(openWindowData(m_dir.filePath(QStringLiteral("again.sqlite")))));
        QVERIFY(!find<QWidget>("welcomeBar"));
        QVERIFY(find<QAction>("actionGettingStarted"));
    }

    void hardwareDialogWritesOnlyWhatWasEdited()
    {
        // An override written elsewhere while the dialog is open (the command line) is not one of
        // the dialog's edits: OK with nothing edited writes nothing, and keeps it.
        const QString path = m_dir.filePath(QStringLiteral("hw-elsewhere.sqlite"));
        Store store = MUST(Store::open(path));
        HardwareDialog dialog(store);
        QVERIFY_OK(
            MUST(Store::open(path)).setHardwareOverride({QStringLiteral("h100"), QStringLiteral("host_w"), 321, QStringLiteral("cli")}));
        QCOMPARE(dialog.apply(), 0);
        const auto overrides = MUST(store.hardwareOverrides());
        QCOMPARE(overrides.size(), 1);
        QCOMPARE(overrides.first().value, 321.0);
    }

    void hardwareDialogStoresOverrides()
    {
        Store store = MUST(Store::open(m_dir.filePath(QStringLiteral("hw.sqlite"))));
        HardwareDialog dialog(store);
        QTableWidget* t = dialog.table();
        const int row = int(HardwareCatalog::bundled().ids().indexOf(QStringLiteral("jalapeno")));
        const int col = int(HardwareSpec::fieldNames().indexOf(QStringLiteral("host_w")));
        QVERIFY(row >= 0 && col >= 0);
        QCOMPARE(t->item(row, col)->text(), QString()); // unknown in the bundled specs
        QVERIFY(t->item(row, col)->toolTip().contains(QStringLiteral("No public figure for Jalapeño")));
        t->item(row, col)->setText(QStringLiteral("180"));
        QCOMPARE(dialog.apply(), 1);
        const auto overrides = MUST(store.hardwareOverrides());
        QCOMPARE(overrides.size(), 1);
        QCOMPARE(overrides.first().value, 180.0);
        HardwareCatalog cat = HardwareCatalog::bundled();
        cat.applyOverrides(overrides);
        QCOMPARE(cat.spec(QStringLiteral("jalapeno")).hostW, 180.0);
        HardwareDialog again(store);
        QCOMPARE(again.table()->item(row, col)->text(), QStringLiteral("180"));
        again.table()->item(row, col)->setText(QString());
        QCOMPARE(again.apply(), 1);
        QVERIFY(MUST(store.hardwareOverrides()).isEmpty());
        // Headers name the unit, and every power is in watts: all-in (stored in kW) is shown and
        // edited in W.
        const int allin = int(HardwareSpec::fieldNames().indexOf(QStringLiteral("allin_gen1_kw")));
        const int h100 = int(HardwareCatalog::bundled().ids().indexOf(QStringLiteral("h100")));
        QCOMPARE(again.table()->horizontalHeaderItem(allin)->text(), QStringLiteral("All-in, InferenceX gen 1 (W)"));
        QCOMPARE(again.table()->horizontalHeaderItem(col)->text(), QStringLiteral("Host share (W)"));
        const double watts = HardwareCatalog::bundled().spec(QStringLiteral("h100")).allInGen1W;
        QVERIFY(watts > 1000);
        QCOMPARE(again.table()->item(h100, allin)->text(), QString::number(watts, 'g', 6));
        again.table()->item(h100, allin)->setText(QStringLiteral("2500"));
        QCOMPARE(again.apply(), 1);
        QCOMPARE(MUST(store.hardwareOverrides()).first().value, 2.5); // the catalog's field is in kW
        cat = HardwareCatalog::bundled();
        cat.applyOverrides(MUST(store.hardwareOverrides()));
        QCOMPARE(cat.spec(QStringLiteral("h100")).allInGen1W, 2500.0);
    }

    void joulesToggleSwitchesTheBars()
    {
        find<QCheckBox>("joulesPerToken")->click();
        QVERIFY(m_window->scenario().joulesPerToken);
        auto* chart = m_window->chartPage(QStringLiteral("efficiency"))->chart();
        QVERIFY(chart->title().contains(QStringLiteral("joules per token")));
        auto bars = seriesWithRole(QStringLiteral("efficiency"), QStringLiteral("bars"));
        QBarSet* matched = static_cast<QBarSeries*>(bars.first())->barSets().at(1);
        const SystemResult& s = m_window->comparison().systems.first();
        QVERIFY(qAbs(matched->at(0) - s.joulesPerToken) < 1e-9);
    }

    void otherBenchmarksChartDisablesWhatItDoesNotUse()
    {
        // The Other benchmarks chart draws each benchmark's points under its own definitions: the
        // dock's Power and Reading controls would change nothing there, so they are disabled and
        // say why; back on an InferenceX chart they work again with their own tooltips.
        auto* boundary = find<QComboBox>("boundary");
        auto* slider = find<QSlider>("interactivitySlider");
        auto* note = find<QLabel>("chartAssumptionsNote");
        QVERIFY(boundary && slider && note);
        const QString boundaryTip = boundary->toolTip();
        QVERIFY(boundary->isEnabled() && slider->isEnabled() && note->isHidden());
        m_window->tabs()->setCurrentWidget(m_window->chartPage(QStringLiteral("cross-source")));
        QCOMPARE(m_window->scenario().chart, QStringLiteral("cross-source"));
        for (QWidget* w :
             std::initializer_list<QWidget*>{boundary, slider, find<QComboBox>("denominator"), find<QRadioButton>("matched")}) {
            QVERIFY2(!w->isEnabled(), qPrintable(w->objectName()));
            QVERIFY2(w->toolTip().contains(QLatin1String("Not used by the Other benchmarks chart")), qPrintable(w->toolTip()));
        }
        // The rated TDPs it divides by are still edited there.
        QVERIFY(find<QPushButton>("editComponents")->isEnabled());
        QVERIFY(!note->isHidden() && note->toolTip().contains(QLatin1String("joules per output token")));
        QVERIFY(find<QComboBox>("workload")->isEnabled()); // the data is still chosen
        m_window->tabs()->setCurrentWidget(m_window->chartPage(QStringLiteral("frontier")));
        QVERIFY(boundary->isEnabled() && slider->isEnabled() && find<QRadioButton>("matched")->isEnabled());
        QCOMPARE(boundary->toolTip(), boundaryTip);
        QVERIFY(note->isHidden());
        // Undo walks back to the chart, and the dock follows it.
        find<QAction>("actionUndo")->trigger();
        QCOMPARE(m_window->scenario().chart, QStringLiteral("cross-source"));
        QVERIFY(!boundary->isEnabled());
        // Best ever picks each system's run by its reading under these settings, so they choose
        // the points drawn: then they are live here too.
        selectData("runs", QStringLiteral("best"));
        QCOMPARE(m_window->scenario().assumptions.runs.mode, RunSelection::Mode::Best);
        QVERIFY(boundary->isEnabled() && slider->isEnabled() && note->isHidden());
        QCOMPARE(boundary->toolTip(), boundaryTip);
        const ChartNote* chartNote = ChartNote::of(m_window->chartPage(QStringLiteral("cross-source"))->chart());
        QVERIFY(chartNote);
        QVERIFY2(chartNote->text().contains(QLatin1String("pick each system's run")), qPrintable(chartNote->text()));
    }

    void aSelectedResultIsMarkedOnTheOtherBenchmarksChart()
    {
        // A row of the Data tab selected: on the Other benchmarks chart a result with an
        // interactivity gets a ring, one without (an MLPerf level) a wider line.
        auto* workload = find<QComboBox>("workload");
        DataView* data = m_window->dataView();
        const auto select = [&](Benchmark b) -> qint64 {
            for (int r = 0; r < data->proxy()->rowCount(); ++r) {
                const BenchmarkPoint* p = data->model()->pointAt(data->proxy()->mapToSource(data->proxy()->index(r, 0)).row());
                if (p->benchmark != b) continue;
                data->table()->selectRow(r);
                return p->id;
            }
            return 0;
        };
        QChart* chart = m_window->chartPage(QStringLiteral("cross-source"))->chart();
        workload->setCurrentIndex(workload->findText(QStringLiteral("gpt-oss-120b · other benchmarks")));
        QCOMPARE(m_window->tabs()->currentWidget(), m_window->chartPage(QStringLiteral("cross-source")));
        const qint64 point = select(Benchmark::MLEnergy);
        QVERIFY(point > 0);
        QList<QScatterSeries*> rings;
        for (QAbstractSeries* s : chart->series())
            if (s->property("role").toString() == QLatin1String("highlight")) rings << qobject_cast<QScatterSeries*>(s);
        QCOMPARE(rings.size(), 1);
        bool found = false; // the ring sits on the selected result's mark
        for (QAbstractSeries* s : chart->series()) {
            const QVariantList ids = s->property("pointIds").toList();
            if (const int k = int(ids.indexOf(point)); k >= 0) found = qobject_cast<QScatterSeries*>(s)->at(k) == rings.first()->at(0);
        }
        QVERIFY(found);
        const auto selectedId = [&] {
            const QModelIndex current = data->table()->selectionModel()->currentIndex();
            return current.isValid() ? data->model()->pointAt(data->proxy()->mapToSource(current).row())->id : qint64(0);
        };
        // The other way: a click on another mark (which has a tip) selects its row.
        QScatterSeries* marks = nullptr;
        for (QAbstractSeries* s : chart->series())
            if (s->property("role").toString() == QLatin1String("source") && s->property("pointIds").toList().size() > 1)
                marks = qobject_cast<QScatterSeries*>(s);
        QVERIFY(marks);
        const qint64 other = marks->property("pointIds").toList().at(1).toLongLong();
        QVERIFY(other != point);
        QVERIFY(pointTip(marks, 1).contains(QLatin1String("J per output token")));
        emit marks->clicked(marks->at(1));
        QCOMPARE(selectedId(), other);
        workload->setCurrentIndex(workload->findText(QStringLiteral("llama2-70b-99 · other benchmarks")));
        const qint64 level = select(Benchmark::MLPerf);
        int wide = 0;
        for (QAbstractSeries* s : chart->series()) {
            if (s->property("role").toString() != QLatin1String("level")) continue;
            const bool mine = s->property("pointId").toLongLong() == level;
            QCOMPARE(qobject_cast<QLineSeries*>(s)->pen().width(), mine ? 5 : 2);
            wide += mine;
        }
        QCOMPARE(wide, 1);
        // A click on the other level selects its row; its tip names its latency condition. (The
        // click redraws the chart, deleting its series: what is checked after it is read before.)
        QLineSeries* otherLevel = nullptr;
        for (QAbstractSeries* s : chart->series())
            if (s->property("role").toString() == QLatin1String("level") && s->property("pointId").toLongLong() != level)
                otherLevel = qobject_cast<QLineSeries*>(s);
        QVERIFY(otherLevel);
        QVERIFY2(otherLevel->property("tip").toString().contains(QLatin1String("Latency condition: ")),
                 qPrintable(otherLevel->property("tip").toString()));
        const qint64 otherId = otherLevel->property("pointId").toLongLong();
        emit otherLevel->clicked(QPointF());
        QCOMPARE(selectedId(), otherId);
    }

    void aModelOnlyMlperfRanIsSeenOnTheOtherBenchmarksChart()
    {
        // The bundled MLPerf rows are of llama2-70b-99, gptj and mixtral, which InferenceX never
        // ran: their workload (the other benchmarks' own datasets) opens the one chart that draws
        // them, and the InferenceX charts say where they are rather than draw an empty plot.
        auto* workload = find<QComboBox>("workload");
        const int i = workload->findText(QStringLiteral("llama2-70b-99 · other benchmarks"));
        const int inferencex = workload->findText(QStringLiteral("gpt-oss-120b · 1k/1k"));
        QVERIFY(inferencex >= 0 && i > inferencex); // InferenceX's first
        // Its tooltip names the one benchmark that measured it (no ML.ENERGY file has llama2).
        const QString tip = workload->itemData(i, Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QLatin1String("llama2-70b-99 as MLPerf Inference Power measured it, on its own dataset")) &&
                     tip.endsWith(QLatin1String("on the hardware ticked under Systems")),
                 qPrintable(tip));
        const QString both =
            workload->itemData(workload->findText(QStringLiteral("gpt-oss-120b · other benchmarks")), Qt::ToolTipRole).toString();
        QVERIFY2(both.contains(QLatin1String("ML.ENERGY")), qPrintable(both));
        workload->setCurrentIndex(i);
        QVERIFY(isDataset(m_window->scenario().isl, m_window->scenario().osl));
        QCOMPARE(m_window->tabs()->currentWidget(), m_window->chartPage(QStringLiteral("cross-source")));
        QChart* chart = m_window->chartPage(QStringLiteral("cross-source"))->chart();
        QVERIFY2(chart->title().startsWith(QLatin1String("llama2-70b-99 on h200:")), qPrintable(chart->title()));
        const QString status = find<QLabel>("status")->text();
        QVERIFY2(status.startsWith(QLatin1String("2 results of other benchmarks")) && !status.contains(QLatin1String("not drawn")),
                 qPrintable(status));
        // Its systems are the hardware measured, under the benchmark that measured it.
        QAbstractItemModel* systems = find<QTreeView>("systems")->model();
        QCOMPARE(systems->rowCount(), 1);
        QCOMPARE(systems->index(0, 0).data().toString(), QStringLiteral("MLPerf Inference Power"));
        QCOMPARE(systems->index(0, 0, systems->index(0, 0)).data().toString(), QStringLiteral("h200"));
        QVERIFY(!find<QComboBox>("baseline")->isEnabled());
        QVERIFY(find<QPushButton>("selectNone")->toolTip().startsWith(QLatin1String("Untick every hardware but the first")));
        QVERIFY(find<QPushButton>("selectBest")->toolTip().startsWith(QLatin1String("Tick every hardware measured")));
        find<QPushButton>("selectBest")->click(); // each hardware is its own best
        QCOMPARE(m_window->scenario().systems, QStringList{QStringLiteral("h200")});
        find<QAction>("actionUndo")->trigger();
        QVERIFY(m_window->scenario().systems.isEmpty());
        // The Data tab lists those results, by their own definitions (no input throughput).
        DataView* data = m_window->dataView();
        QCOMPARE(data->proxy()->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            const QModelIndex row = data->proxy()->index(r, int(PointTableModel::Column::Throughput));
            QVERIFY(data->model()->pointAt(data->proxy()->mapToSource(row).row())->benchmark == Benchmark::MLPerf);
            QCOMPARE(row.data().toString(), QStringLiteral("n/a"));
            QVERIFY2(row.data(Qt::ToolTipRole).toString().startsWith(QLatin1String("MLPerf Inference Power, by its own definitions")),
                     qPrintable(row.data(Qt::ToolTipRole).toString()));
            // Measured W is per accelerator, as the tooltip says; the Source names the benchmark.
            QVERIFY2(row.data(Qt::ToolTipRole).toString().contains(QLatin1String("(Measured W shows them divided by its 8 accelerators)")),
                     qPrintable(row.data(Qt::ToolTipRole).toString()));
            QVERIFY(row.siblingAtColumn(int(PointTableModel::Column::Source)).data().toString().startsWith(QLatin1String("MLPerf")));
        }
        QList<Qt::PenStyle> levels; // MLPerf Offline and Server: one hue, told apart by their dashes
        for (QAbstractSeries* s : chart->series())
            if (s->property("role").toString() == QLatin1String("level")) levels << qobject_cast<QLineSeries*>(s)->pen().style();
        QCOMPARE(levels.size(), 2);
        QVERIFY(levels[0] != levels[1]);
        QVERIFY(!find<QComboBox>("boundary")->isEnabled()); // nothing of InferenceX's to divide
        QVERIFY(find<QComboBox>("boundary")->toolTip().contains(QLatin1String("on the hardware ticked under Systems")));
        m_window->tabs()->setCurrentWidget(m_window->chartPage(QStringLiteral("frontier")));
        QChart* frontier = m_window->chartPage(QStringLiteral("frontier"))->chart();
        QVERIFY(frontier->series().isEmpty());
        QVERIFY2(find<QLabel>("status")->text().startsWith(QLatin1String("2 results of other benchmarks")),
                 qPrintable(find<QLabel>("status")->text())); // counted on every tab, not only where drawn
        QVERIFY(ChartNote::of(frontier));
        QVERIFY2(ChartNote::of(frontier)->text().contains(QLatin1String("The Other benchmarks chart draws them")),
                 qPrintable(ChartNote::of(frontier)->text()));
        // Nothing in the dock changes an empty tab, and there are no InferenceX runs to choose.
        QVERIFY(!find<QComboBox>("denominator")->isEnabled());
        QVERIFY(!find<QComboBox>("runs")->isEnabled());
        QVERIFY(find<QComboBox>("runs")->toolTip().startsWith(QLatin1String("A benchmark-dataset workload")));
        QVERIFY(!find<QComboBox>("compareDate")->isEnabled());
        QVERIFY2(find<QComboBox>("compareDate")->toolTip().startsWith(QLatin1String("A benchmark-dataset workload has no InferenceX runs")),
                 qPrintable(find<QComboBox>("compareDate")->toolTip()));
        // Its stamp states no assumption (none reads anything here) and no lengths it lacks.
        QVERIFY2(stampOf(QStringLiteral("frontier")).startsWith(QStringLiteral("Workload: llama2-70b-99 · benchmark-dataset")),
                 qPrintable(stampOf(QStringLiteral("frontier"))));
        QVERIFY(!stampOf(QStringLiteral("frontier")).contains(QLatin1String("Denominator:")));
        find<QAction>("actionUndo")->trigger(); // the tab
        find<QAction>("actionUndo")->trigger(); // the workload, with the chart it was on
        QCOMPARE(m_window->scenario().model, QStringLiteral("gpt-oss-120b"));
        QCOMPARE(m_window->scenario().chart, QStringLiteral("frontier"));
        QVERIFY(!m_window->chartPage(QStringLiteral("frontier"))->chart()->series().isEmpty());
        QVERIFY(find<QComboBox>("denominator")->isEnabled() && find<QComboBox>("runs")->isEnabled());
        QVERIFY(find<QComboBox>("runs")->toolTip().startsWith(QLatin1String("Which results of each system")));
        QVERIFY(!find<QComboBox>("compareDate")->toolTip().startsWith(QLatin1String("A benchmark-dataset workload")));
        QVERIFY(find<QPushButton>("selectNone")->toolTip().startsWith(QLatin1String("Untick every system but the baseline")));
        // A claim about gpt-oss-120b picked on its other-benchmarks workload is read on InferenceX's.
        workload->setCurrentIndex(workload->findText(QStringLiteral("gpt-oss-120b · other benchmarks")));
        QVERIFY(isDataset(m_window->scenario().isl, m_window->scenario().osl));
        selectData("claim", QStringLiteral("jalapeno-gptoss-peak"));
        QVERIFY(m_window->scenario().isl > 0);
        QVERIFY(!stampOf(QStringLiteral("waterfall")).contains(QLatin1String("ISL -2")));
    }

    void pickingAClaimShowsItsWaterfall()
    {
        selectData("claim", QStringLiteral("jalapeno-gptoss-peak"));
        QCOMPARE(m_window->scenario().claimId, QStringLiteral("jalapeno-gptoss-peak"));
        // Listed by what it says, not by its id.
        QCOMPARE(find<QComboBox>("claim")->currentText(),
                 QStringLiteral("Jalapeño vs GB200, gpt-oss-120b, mixed tokens/s per kW at each system's peak"));
        QCOMPARE(m_window->tabs()->currentWidget(), m_window->chartPage(QStringLiteral("waterfall")));
        QChart* chart = m_window->chartPage(QStringLiteral("waterfall"))->chart();
        const QStringList labels = BarAnnotations::of(chart)->texts();
        QVERIFY2(labels.join(QLatin1Char(' ')).contains(QStringLiteral("1.9")), qPrintable(labels.join(QLatin1Char('|'))));
        // Picking a peak claim puts the reading at each system's peak: nothing carries it to the
        // matched 53.7× until the reader moves the operating point there.
        QVERIFY2(!labels.join(QLatin1Char(' ')).contains(QStringLiteral("53.7")), qPrintable(labels.join(QLatin1Char('|'))));
        QCOMPARE(chart->property("waterfallEnd").toDouble(), 85448.0 / 44960.0);
        find<QAction>("actionUndo")->trigger();
        QVERIFY(m_window->scenario().claimId.isEmpty());
    }

    void darkPaletteRestylesCharts()
    {
        QAction* dark = find<QAction>("actionDarkPalette");
        QVERIFY(dark);
        QVERIFY(!dark->isChecked());
        dark->trigger();
        for (const QString& name : {QStringLiteral("frontier"), QStringLiteral("efficiency")})
            QCOMPARE(m_window->chartPage(name)->chart()->theme(), QChart::ChartThemeDark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        // Placeholders stay readable on the dark base (Qt's default would be nearly invisible).
        const QPalette pal = QApplication::palette();
        QVERIFY(pal.color(QPalette::PlaceholderText).lightness() - pal.color(QPalette::Base).lightness() > 100);
        // Exports stay light for print and slides, unless dark is asked for.
        const QString light = m_dir.filePath(QStringLiteral("light.png")), darkPng = m_dir.filePath(QStringLiteral("dark.png"));
        QVERIFY_OK(exportChart(m_window->chartInputs(), QStringLiteral("frontier"), light, {}));
        ExportOptions asked;
        asked.dark = true;
        QVERIFY_OK(exportChart(m_window->chartInputs(), QStringLiteral("frontier"), darkPng, asked));
        QVERIFY(QImage(light).pixelColor(3, 3).lightness() > 200);
        QVERIFY(QImage(darkPng).pixelColor(3, 3).lightness() < 80);
        QCOMPARE(m_window->chartPage(QStringLiteral("frontier"))->chart()->theme(), QChart::ChartThemeDark); // the window stays dark
        dark->trigger();
        QCOMPARE(m_window->chartPage(QStringLiteral("frontier"))->chart()->theme(), QChart::ChartThemeLight);
    }

    void wheelOverTheDockChangesNothing()
    {
        // Scrolling the dock with the wheel, as a user on a laptop does, must never edit an assumption.
        AssumptionsPanel* panel = m_window->assumptionsPanel();
        QList<QWidget*> controls;
        for (QComboBox* w : panel->findChildren<QComboBox*>()) controls << w;
        for (QAbstractSpinBox* w : panel->findChildren<QAbstractSpinBox*>()) controls << w;
        for (QSlider* w : panel->findChildren<QSlider*>()) controls << w;
        QVERIFY(controls.size() >= 10);
        const Scenario before = m_window->scenario();
        for (QWidget* w : controls) {
            w->clearFocus();
            for (const int delta : {120, -120, 120 * 5, -120 * 5}) {
                const QPointF at(w->width() / 2.0, w->height() / 2.0);
                QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
                QApplication::sendEvent(w, &e);
            }
            QVERIFY2(m_window->scenario() == before, qPrintable(w->objectName()));
        }
        QCOMPARE(m_window->session().history().count(), 0);
        // Focused (clicked or tabbed into), the control takes the wheel as usual.
        auto* tokens = find<QComboBox>("tokens");
        tokens->setFocus();
        QTRY_VERIFY(tokens->hasFocus());
        const int index = tokens->currentIndex();
        QWheelEvent e(QPointF(5, 5), tokens->mapToGlobal(QPoint(5, 5)), QPoint(), QPoint(0, index == 0 ? -120 : 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(tokens, &e);
        QVERIFY(tokens->currentIndex() != index);
    }

    void systemPickerSearchesAndPicksTheBest()
    {
        auto* tree = find<QTreeView>("systems");
        auto* search = find<QLineEdit>("systemSearch");
        QVERIFY(tree && search);
        QVERIFY(tree->model()->rowCount() >= 4);
        // Several words narrow the list to the groups with a match.
        search->setText(QStringLiteral("vllm h200"));
        QCOMPARE(tree->model()->rowCount(), 1);
        QCOMPARE(tree->model()->index(0, 0).data().toString(), QStringLiteral("h200"));
        search->clear();
        QVERIFY(tree->model()->rowCount() >= 4);
        const QString baseline = m_window->comparison().systems.first().label;
        find<QPushButton>("selectNone")->click();
        QCOMPARE(m_window->comparison().systems.size(), 1); // a chart keeps its baseline
        QCOMPARE(m_window->comparison().systems.first().label, baseline);
        QVERIFY2(find<QLabel>("systemCount")->text().startsWith(QStringLiteral("1 of")), qPrintable(find<QLabel>("systemCount")->text()));
        find<QAction>("actionUndo")->trigger();
        QVERIFY(m_window->comparison().systems.size() >= 4);
        find<QPushButton>("selectAll")->click();
        const Comparison all = m_window->comparison();
        find<QPushButton>("selectBest")->click();
        // One system per hardware, each the best of its hardware at the operating point.
        QSet<QString> hardware;
        for (const SystemResult& s : m_window->comparison().systems) {
            QVERIFY2(!hardware.contains(s.key.hardware), qPrintable(s.label));
            hardware.insert(s.key.hardware);
            QCOMPARE(s.label, bestSystemOf(all, s.key.hardware));
        }
        QCOMPARE(hardware.size(), bestPerHardware(all).size());
    }

    void pickingAClaimPinsItsSystems()
    {
        // Jalapeño has no benchmark points: its comparator becomes the baseline, and the status bar
        // says why the other tabs cannot show the claimed pair.
        selectData("claim", QStringLiteral("jalapeno-gptoss-peak"));
        QVERIFY(m_window->scenario().assumptions.atPeak);
        QVERIFY2(m_window->comparison().systems.first().key.hardware == QLatin1String("gb200"),
                 qPrintable(m_window->comparison().systems.first().label));
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Jalapeño has no benchmark points")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        // With both systems in the data, the claim's pair is what the waterfall and tornado explain.
        find<QPushButton>("selectAll")->click();
        Claim claim;
        for (const char* hw : {"b200", "h200"}) {
            ClaimSystem cs;
            cs.hardware = QString::fromLatin1(hw);
            cs.label = cs.hardware.toUpper();
            claim.systems << cs;
        }
        Scenario s = m_window->scenario();
        QStringList missing;
        pinClaimSystems(s, claim, m_window->comparison(), missing);
        QVERIFY(missing.isEmpty());
        QCOMPARE(s.pair.size(), 2);
        QCOMPARE(s.pair.first(), bestSystemOf(m_window->comparison(), QStringLiteral("b200")));
        QCOMPARE(s.pair.last(), bestSystemOf(m_window->comparison(), QStringLiteral("h200")));
        QCOMPARE(s.systems.first(), s.pair.last()); // the comparator is the baseline
        m_window->editScenario(s, QStringLiteral("pair"));
        QCOMPARE(find<QComboBox>("pairSubject")->currentText(), s.pair.first());
        QCOMPARE(find<QComboBox>("pairBaseline")->currentText(), s.pair.last());
        const QString tornado = m_window->chartPage(QStringLiteral("tornado"))->chart()->title();
        QVERIFY2(tornado.contains(s.pair.first() + QStringLiteral(" ÷ ") + s.pair.last()), qPrintable(tornado));
    }

    void dataTableFollowsTheWorkload()
    {
        DataView* data = m_window->dataView();
        const Scenario s = m_window->scenario();
        const auto rowPoint = [data](int r) {
            return data->model()->pointAt(data->proxy()->mapToSource(data->proxy()->index(r, 0)).row());
        };
        const int shown = data->proxy()->rowCount();
        QVERIFY(shown > 0 && shown < data->model()->rowCount());
        for (int r = 0; r < shown; ++r) {
            const BenchmarkPoint* p = rowPoint(r);
            QVERIFY(p->model == s.model && p->isl == s.isl && p->osl == s.osl);
        }
        QVERIFY2(find<QLabel>("dataCount")->text().startsWith(QString::number(shown) + QStringLiteral(" of")),
                 qPrintable(find<QLabel>("dataCount")->text()));
        // Several words: rows holding all of them, in any column and order.
        find<QLineEdit>("dataFilter")->setText(QStringLiteral("vllm H200"));
        QVERIFY(data->proxy()->rowCount() > 0 && data->proxy()->rowCount() < shown);
        for (int r = 0; r < data->proxy()->rowCount(); ++r)
            QVERIFY(rowPoint(r)->hardware == QLatin1String("h200") && rowPoint(r)->framework == QLatin1String("vllm"));
        find<QLineEdit>("dataFilter")->clear();
        find<QCheckBox>("allWorkloads")->setChecked(true);
        QCOMPARE(data->proxy()->rowCount(), data->model()->rowCount());
        find<QCheckBox>("allWorkloads")->setChecked(false);
        // Another workload: the table follows the chart.
        auto* workload = find<QComboBox>("workload");
        workload->setCurrentIndex(workload->currentIndex() == 0 ? 1 : 0);
        QVERIFY(!(m_window->scenario().model == s.model && m_window->scenario().isl == s.isl && m_window->scenario().osl == s.osl));
        const Scenario t = m_window->scenario();
        QVERIFY(data->proxy()->rowCount() > 0);
        for (int r = 0; r < data->proxy()->rowCount(); ++r) {
            const BenchmarkPoint* p = rowPoint(r);
            QVERIFY(p->model == t.model && p->isl == t.isl && p->osl == t.osl);
        }
        // At laptop height the table shows more than three rows.
        QVERIFY(data->table()->verticalHeader()->defaultSectionSize() <= data->table()->fontMetrics().height() + 8);
    }

    void chartsNameTheirWorkloadsFilesOnly()
    {
        // The window hands compare() every stored point; what it names is the files of the shown
        // systems' points, within its workload's.
        const auto check = [this] {
            const Scenario s = m_window->scenario();
            const PointTableModel* all = m_window->dataView()->model();
            QSet<QString> files, everyFile;
            QHash<qint64, QString> fileOf;
            int count = 0;
            for (int r = 0; r < all->rowCount(); ++r) {
                const BenchmarkPoint* p = all->pointAt(r);
                everyFile << p->provenance.sha256;
                fileOf.insert(p->id, p->provenance.sha256);
                if (p->model != s.model || p->isl != s.isl || p->osl != s.osl) continue;
                files << p->provenance.sha256;
                ++count;
            }
            QVERIFY2(!files.isEmpty() && files.size() < everyFile.size(), "the bundled workloads come from different files");
            const ChartInputs in = m_window->chartInputs();
            QSet<QString> shown;
            for (const SystemResult& sys : in.comparison.systems)
                for (const FrontierPoint& p : sys.allPoints) shown << fileOf.value(p.pointId);
            QVERIFY(!shown.contains(QString()));
            const QStringList named = in.scenario.sourceSha256;
            QCOMPARE(QSet<QString>(named.begin(), named.end()), shown);
            QVERIFY(shown.size() <= files.size() && files.contains(shown));
            const QString status = find<QLabel>("status")->text();
            QVERIFY2(status.contains(QStringLiteral(" · %1 points in this workload").arg(count)), qPrintable(status));
        };
        check();
        auto* workload = find<QComboBox>("workload");
        workload->setCurrentIndex(workload->currentIndex() == 0 ? 1 : 0);
        check();
    }

    void precisionBoxesSayWhatIsDrawn()
    {
        // The bundled gpt-oss workload has one precision: ticked (it is drawn) and fixed.
        const QList<QCheckBox*> boxes =
            m_window->assumptionsPanel()->findChildren<QCheckBox*>(QRegularExpression(QStringLiteral("^precision_")));
        QVERIFY(!boxes.isEmpty());
        for (QCheckBox* b : boxes) {
            QVERIFY2(b->isChecked(), qPrintable(b->objectName()));
            QCOMPARE(b->isEnabled(), boxes.size() > 1);
        }
    }

    void goodImportAddsPointsOnAWorkerThread()
    {
        const int before = m_window->dataView()->model()->rowCount();
        QSignalSpy done(m_window.get(), &MainWindow::importFinished);
        m_window->importFiles({test::testData(QStringLiteral("dashboard_csv_export/InferenceX_gpt-oss-120b_interactivity.csv"))});
        QVERIFY2(m_window->isImporting(), qPrintable(m_window->statusBar()->currentMessage()));
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().at(0).toInt(), 1);
        QCOMPARE(m_window->dataView()->model()->rowCount(), before + 16);
    }

    void resultsWithoutMeasuredEnergyAreCountedNotDrawn()
    {
        // MLPerf v6.0 published gpt-oss-120b rows without power: imported beside ML.ENERGY's
        // measured ones, they are listed and counted on the other-benchmarks workload, and the
        // status says how many the chart leaves out (J per output token needs an energy).
        auto* workload = find<QComboBox>("workload");
        const QString name = QStringLiteral("gpt-oss-120b · other benchmarks");
        workload->setCurrentIndex(workload->findText(name));
        const QRegularExpression counts(QStringLiteral("^(\\d+) results? of other benchmarks in this workload( \\((\\d+) without "
                                                       "measured energy, not drawn\\))? · each under its own definitions"));
        const QRegularExpressionMatch before = counts.match(find<QLabel>("status")->text());
        QVERIFY2(before.hasMatch() && !before.hasCaptured(2), qPrintable(find<QLabel>("status")->text()));
        QSignalSpy done(m_window.get(), &MainWindow::importFinished);
        m_window->importFiles(
            {test::sourceDir(QStringLiteral("tests/data/cross-source/mlperf/summary_results_v6.0_gptoss_dsr1_perf_only_rows.json"))});
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().at(0).toInt(), 1);
        workload->setCurrentIndex(workload->findText(name));
        const QRegularExpressionMatch after = counts.match(find<QLabel>("status")->text());
        QVERIFY2(after.hasMatch() && after.hasCaptured(3), qPrintable(find<QLabel>("status")->text()));
        const int added = after.captured(1).toInt() - before.captured(1).toInt();
        QVERIFY2(added > 0, qPrintable(find<QLabel>("status")->text()));
        QCOMPARE(after.captured(3).toInt(), added); // each new result lacks an energy, and only those
        int listed = 0;
        const PointTableModel* model = m_window->dataView()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const BenchmarkPoint* p = model->pointAt(row);
            listed += p->benchmark == Benchmark::MLPerf && p->model == QLatin1String("gpt-oss-120b") && !hasMeasuredEnergy(*p);
        }
        QVERIFY2(listed >= added, qPrintable(QString::number(listed)));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
