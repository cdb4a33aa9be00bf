// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Readability with every DeepSeek-R1 1k/1k system of the real InferenceX API response (59
// systems) selected: the efficiency bars lie down, sorted, with full names, and no two labels
// overlap; measured on the drawn scene at a laptop size and a slide size, and in an exported SVG.

#include "charts/chart_factory.h"
#include "charts/chart_kinds.h"
#include "charts/chart_note.h"
#include "charts/chart_page.h"
#include "charts/chart_stamp.h"
#include "charts/chart_style.h"
#include "charts/efficiency_chart.h"
#include "charts/legend_grid.h"
#include "charts/ratio_chart.h"
#include "export/chart_exporter.h"
#include "session/reading_table.h"
#include "shell/main_window.h"
#include "shell/reading_view.h"
#include "store/store.h"
#include "svg_text.h"
#include "test_support.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QXYSeries>
#include <QtTest>
#include <memory>

using namespace denominator;
using namespace denominator::ui;
using namespace denominator::test;

class TestManySystems : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    ChartInputs m_in;
    QList<BenchmarkPoint> m_points;

    /// What a frontier chart shows, in an order that does not depend on how its series were made:
    /// each series that has a role (its system, name, legend entry and points), the axes' ranges,
    /// the note and the legend's entries in order.
    static QStringList shown(QChart& chart)
    {
        QStringList series;
        for (QAbstractSeries* s : chart.series()) {
            const QString role = s->property("role").toString();
            QList<QPointF> points;
            if (auto* xy = qobject_cast<QXYSeries*>(s)) points = xy->points();
            if (auto* area = qobject_cast<QAreaSeries*>(s)) points = area->upperSeries()->points() + area->lowerSeries()->points();
            if (role.isEmpty()) {
                if (!points.isEmpty()) series << QStringLiteral("points without a role: ") + s->name();
                continue;
            }
            QStringList xy;
            for (const QPointF& p : points) xy << QStringLiteral("%1,%2").arg(p.x(), 0, 'g', 12).arg(p.y(), 0, 'g', 12);
            series << QStringList{role,
                                  s->property("system").toString(),
                                  s->name(),
                                  s->property("readout").toString(),
                                  s->property("hiddenFromLegend").toBool() ? QStringLiteral("unlisted") : QStringLiteral("listed"),
                                  xy.join(u' ')}
                          .join(u'|');
        }
        series.sort();
        for (QAbstractAxis* axis : chart.axes())
            if (auto* log = qobject_cast<QLogValueAxis*>(axis))
                series << QStringLiteral("axis %1: %2–%3").arg(log->titleText()).arg(log->min()).arg(log->max());
        if (ChartNote* note = ChartNote::of(&chart)) series << QStringLiteral("note: ") + note->text();
        for (const LegendGrid::Entry& e : LegendGrid::entries(chart)) series << QStringLiteral("legend: ") + e.label + e.detail;
        return series;
    }

    /// A chart of `kind` drawn from `in` in a view of `size`, shown and laid out as in a window;
    /// `styled`: styled as a window page styles it (its title font). Null if it never showed.
    static std::unique_ptr<QChartView> shownChart(QSize size, const QString& kind, const ChartInputs& in, bool styled = false)
    {
        auto* chart = new QChart;
        if (styled) styleChart(*chart);
        auto view = std::make_unique<QChartView>(chart);
        view->resize(size);
        populateChart(*chart, kind, in);
        view->show();
        if (!QTest::qWaitForWindowExposed(view.get())) return nullptr;
        QCoreApplication::processEvents();
        return view;
    }

    static QList<QRectF> overlapping(const QList<QRectF>& rects)
    {
        for (int i = 0; i < rects.size(); ++i)
            for (int j = i + 1; j < rects.size(); ++j)
                if (rects[i].intersects(rects[j])) return {rects[i], rects[j]};
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("many.sqlite")))));
        const ImportReport r = m_store->importFile(testData(QStringLiteral("api_fixture_vngcloud/benchmarks.json")));
        QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
        Scenario s;
        s.model = QStringLiteral("DeepSeek-R1-0528");
        s.isl = 1024;
        s.osl = 1024;
        s.chart = QStringLiteral("efficiency");
        s.assumptions.atPeak = false;
        s.assumptions.interactivity = 50;
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        const QList<BenchmarkPoint> points = MUST(m_store->points(f));
        m_points = points;
        // Every system of the workload, as "All" in the picker selects them.
        const Comparison all = compare(points, comparisonRequest(s), HardwareCatalog::bundled());
        for (const SystemResult& r2 : all.systems) s.systems << r2.label;
        m_in = makeChartInputs(points, s, HardwareCatalog::bundled());
        QCOMPARE(m_in.comparison.systems.size(), 59);
    }

    // The column legend drew every hollow marker (a rated point) in black: a hollow scatter has no
    // brush, and its brush's colour is black. Each picture must carry its series' colour.
    void legendPicturesKeepTheirSeriesColour()
    {
        QChart chart;
        const QList<QColor> colours{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28)};
        for (int i = 0; i < 4; ++i) {
            auto* sc = new QScatterSeries;
            sc->setName(QStringLiteral("series %1").arg(i));
            sc->setColor(colours[i % 2]);
            sc->setBorderColor(colours[i % 2]);
            if (i >= 2) sc->setBrush(Qt::NoBrush);
            sc->append(1, 1);
            chart.addSeries(sc);
        }
        const QList<LegendGrid::Entry> entries = LegendGrid::entries(chart);
        QCOMPARE(entries.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QImage img = entries[i].picture.toImage();
            int own = 0, dark = 0;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x) {
                    const QColor c = img.pixelColor(x, y);
                    if (c.alpha() < 200) continue;
                    if (std::abs(c.red() - colours[i % 2].red()) < 40 && std::abs(c.blue() - colours[i % 2].blue()) < 40) ++own;
                    if (c.red() < 40 && c.green() < 40 && c.blue() < 40) ++dark;
                }
            QVERIFY2(own > 4, qPrintable(entries[i].label));
            QCOMPARE(dark, 0);
        }
    }

    void barsLieDownSortedWithFullNames_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("minimumLabels");
        QTest::newRow("laptop 1366x768") << QSize(1366, 768) << 25;
        QTest::newRow("slide 1920x1080") << QSize(1920, 1080) << 59;
        // A laptop window with the lesson dock open: the longest labels were cut at the edge and
        // the legend's column lay over them.
        QTest::newRow("narrowed 900x768") << QSize(900, 768) << 25;
    }

    void barsLieDownSortedWithFullNames()
    {
        QFETCH(QSize, size);
        QFETCH(int, minimumLabels);
        const auto view = shownChart(size, QStringLiteral("efficiency"), m_in);
        QVERIFY(view);
        QChart* chart = view->chart();

        QHorizontalBarSeries* bars = nullptr;
        for (QAbstractSeries* s : chart->series())
            if (s->property("role").toString() == QLatin1String("bars")) bars = qobject_cast<QHorizontalBarSeries*>(s);
        QVERIFY2(bars, "more than eight systems draw horizontal bars");
        // Sorted: the value at the operating point never rises from the top row down (known values).
        QBarSet* matched = bars->barSets().at(1);
        double above = -1;
        for (int row = matched->count() - 1; row >= 0; --row) {
            if (matched->at(row) <= 0) continue;
            if (above >= 0) QVERIFY2(matched->at(row) <= above, qPrintable(QString::number(row)));
            above = matched->at(row);
        }
        BarAnnotations* notes = BarAnnotations::of(chart);
        QVERIFY(notes);
        // Full names: every system's label, never elided.
        const QStringList texts = notes->texts();
        for (const SystemResult& s : m_in.comparison.systems) QVERIFY2(texts.contains(s.label), qPrintable(s.label));
        for (const QString& t : texts) QVERIFY2(!t.contains(QStringLiteral("…")), qPrintable(t));
        // No two drawn labels overlap, names or values, and all lie inside the chart.
        for (const auto place : {BarAnnotations::Place::Left, BarAnnotations::Place::Right}) {
            const QList<QRectF> drawn = notes->visibleRects(place);
            QVERIFY2(drawn.size() >= minimumLabels, qPrintable(QString::number(drawn.size())));
            const QList<QRectF> clash = overlapping(drawn);
            QVERIFY2(clash.isEmpty(),
                     qPrintable(QStringLiteral("labels overlap at y %1 and %2").arg(clash.value(0).y()).arg(clash.value(1).y())));
            for (const QRectF& r : drawn) QVERIFY2(chart->rect().contains(r), qPrintable(QStringLiteral("%1,%2").arg(r.x()).arg(r.y())));
        }
        // The legend lies above the plot and the title, every entry whole (Qt's one row on top cut
        // "outline: outside the test…" short at 1366 px), never over a label or another entry.
        QVERIFY(!chart->legend()->isVisible());
        const LegendGrid* grid = LegendGrid::of(chart);
        QVERIFY(grid);
        QStringList names;
        for (const LegendGrid::Entry& e : LegendGrid::entries(*chart)) names << e.label;
        QCOMPARE(grid->labels(), names);
        QVERIFY2(names.contains(QStringLiteral("outline: outside the tested range, no value there")), qPrintable(names.join('|')));
        const QList<QRectF> legend = grid->entryRects();
        QVERIFY(overlapping(legend).isEmpty());
        QRectF title;
        for (QGraphicsItem* item : chart->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->toPlainText().startsWith(QLatin1String("Efficiency:")))
                title = text->sceneBoundingRect();
        QVERIFY(!title.isNull());
        for (const QRectF& e : legend) {
            QVERIFY2(chart->rect().contains(e) && e.bottom() <= title.top() + 1,
                     qPrintable(QStringLiteral("%1 %2").arg(e.bottom()).arg(title.top())));
            for (const QRectF& r : notes->visibleRects(BarAnnotations::Place::Right)) QVERIFY(!r.intersects(e));
        }
        // Names sit left of the plot, values right of their bars.
        for (const QRectF& r : notes->visibleRects(BarAnnotations::Place::Left)) QVERIFY(r.right() <= chart->plotArea().left());
    }

    void efficiencyTitleNamesItsBaselineInTheWindow()
    {
        // In the window at 1366×768 the chart is about 975 px wide beside the dock: the one-line
        // title was cut in the ratios' baseline ("ratio to mi355x ato…"). As drawn, it names it whole.
        const auto view = shownChart(QSize(975, 420), QStringLiteral("efficiency"), m_in, true);
        QVERIFY(view);
        QChart* chart = view->chart();
        QString drawn;
        for (QGraphicsItem* item : chart->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->toPlainText().startsWith(QLatin1String("Efficiency:")))
                drawn = text->toPlainText();
        const QString baseline = m_in.comparison.systems.first().label;
        QVERIFY2(drawn.contains(QStringLiteral("(ratio to %1)").arg(baseline)) && !drawn.contains(QStringLiteral("…")), qPrintable(drawn));
    }

    void clampedSystemsAreNeverNormalBars_data()
    {
        QTest::addColumn<double>("interactivity");
        QTest::addColumn<bool>("measured"); // unknown power is then a range, which must not hide the clamp
        QTest::newRow("matched at 100") << 100.0 << false;
        QTest::newRow("matched at 1,785 (nobody reaches it)") << 1785.0 << false;
        QTest::newRow("measured, matched at 100") << 100.0 << true;
    }

    void clampedSystemsAreNeverNormalBars()
    {
        // A system whose tested range ends below the operating point has no value there: its
        // clamped value is drawn as an outline, not a bar, below every reachable system, and no
        // ratio is formed with it (gb200 dynamo-trt fp4 ranked first at 100 tok/s/user on a point
        // tested at 17.8).
        QFETCH(double, interactivity);
        QFETCH(bool, measured);
        Scenario s = m_in.scenario;
        s.assumptions.interactivity = interactivity;
        if (measured) s.assumptions.denominator = DenominatorKind::Measured;
        const ChartInputs in = makeChartInputs(m_points, s, HardwareCatalog::bundled());
        const Comparison& c = in.comparison;
        QList<int> clamped;
        for (int i = 0; i < c.systems.size(); ++i)
            if (isClamped(c.systems[i])) clamped << i;
        QVERIFY2(!clamped.isEmpty(), "the 59 systems include some not tested at this interactivity");
        for (int i = 1; i < c.ratios.size(); ++i)
            if (isClamped(c.systems[i]) || isClamped(c.systems[0]))
                QVERIFY2(!std::isfinite(c.ratios[i].tokensPerKwRatio) && c.ratios[i].edge, qPrintable(c.systems[i].label));
        QVERIFY2(!reachNote(c).isEmpty(), "the interactivity control says what cannot be compared");
        if (clamped.size() == c.systems.size())
            QVERIFY2(reachNote(c).startsWith(QLatin1String("No shown system")), qPrintable(reachNote(c)));

        auto* chart = new QChart;
        QChartView view(chart);
        view.resize(1366, 768);
        populateChart(*chart, QStringLiteral("efficiency"), in);
        QHorizontalBarSeries* bars = nullptr;
        QSet<int> outlined;
        QHash<int, int> ranged; // range bars per system: at peak, and (wrongly) at the operating point
        for (QAbstractSeries* series : chart->series()) {
            if (series->property("role").toString() == QLatin1String("bars")) bars = qobject_cast<QHorizontalBarSeries*>(series);
            if (series->property("role").toString() == QLatin1String("clamped")) outlined << series->property("system").toInt();
            if (series->property("role").toString() == QLatin1String("range")) ++ranged[series->property("system").toInt()];
        }
        QVERIFY(bars);
        int unknownPower = 0;
        for (const int i : clamped) {
            QVERIFY2(outlined.contains(i), qPrintable(c.systems[i].label));
            // A clamped system of unknown power: an outline over its range, never a solid range bar
            // (its one range bar is at its peak, where nothing is clamped).
            if (!std::isfinite(c.systems[i].tokensPerSecPerKw) && std::isfinite(c.systems[i].tokensPerSecPerKwLow)) {
                ++unknownPower;
                QVERIFY2(ranged.value(i) <= 1, qPrintable(c.systems[i].label));
            }
        }
        if (measured) QVERIFY2(unknownPower > 0, "measured mode leaves some clamped systems with unknown power");
        // Rows from the bottom: unknown, then clamped, then reachable; a clamped row has no bar.
        const QBarSet* matched = bars->barSets().at(1);
        const QStringList texts = BarAnnotations::of(chart)->texts();
        int reachableSeen = 0;
        for (int row = 0; row < matched->count(); ++row) {
            const QString& label = texts.at(row); // the names come first, one per row, bottom up
            const auto sys = std::find_if(c.systems.begin(), c.systems.end(), [&](const SystemResult& r) { return r.label == label; });
            QVERIFY(sys != c.systems.end());
            if (isClamped(*sys)) {
                QCOMPARE(matched->at(row), 0.0);
                QVERIFY2(reachableSeen == 0, qPrintable(QStringLiteral("clamped %1 above a reachable system").arg(label)));
            } else if (matched->at(row) > 0) {
                ++reachableSeen;
            }
        }
        for (const QString& t : texts)
            if (t.contains(QLatin1String("cannot reach"))) QVERIFY2(t.contains(QLatin1String("no ratio")), qPrintable(t));
    }

    void ratiosDrawTheBestFewAndSayWhichAreLeftOut()
    {
        // 58 ratio curves are spaghetti: the chart draws the most efficient few at the reading and
        // says how many it left out.
        const Comparison& c = m_in.comparison;
        QChart chart;
        populateChart(chart, QStringLiteral("ratio"), m_in);
        QList<int> drawn;
        for (QAbstractSeries* series : chart.series())
            if (series->property("role").toString() == QLatin1String("ratio")) drawn << series->property("system").toInt();
        QCOMPARE(drawn.size(), kRatioCurves);
        QCOMPARE(chart.property("ratioCurvesLeftOut").toInt(), int(c.systems.size()) - 1 - kRatioCurves);
        QVERIFY2(ChartNote::of(&chart)->text().contains(QStringLiteral("Drawn: the 8 most efficient at 50 tok/s/user of 58 systems")),
                 qPrintable(ChartNote::of(&chart)->text()));
        // Each drawn system ranks above every one left out: reachable first, then by efficiency.
        for (int i = 1; i < c.systems.size(); ++i) {
            if (drawn.contains(i)) continue;
            for (int d : std::as_const(drawn)) {
                const SystemResult &in = c.systems[d], &out = c.systems[i];
                QVERIFY2(!isClamped(in) && (isClamped(out) || rankingValue(in) >= rankingValue(out)),
                         qPrintable(in.label + QStringLiteral(" drawn, ") + out.label + QStringLiteral(" not")));
            }
        }
        // A few systems: every ratio, no note about the rest.
        Scenario few = m_in.scenario;
        few.systems = few.systems.mid(0, 4);
        QChart small;
        populateChart(small, QStringLiteral("ratio"), makeChartInputs(m_points, few, HardwareCatalog::bundled()));
        QCOMPARE(small.property("ratioCurvesLeftOut").toInt(), 0);
        QVERIFY(!ChartNote::of(&small)->text().contains(QStringLiteral("Drawn:")));
    }

    void readingTableListsEveryRatioTheChartLeavesOut()
    {
        // The ratio chart draws 8 of 58 curves; the table lists every system, ranked as the
        // efficiency bars rank them, with the comparison's own numbers.
        const auto [peak, matched] = efficiencyReadings(m_in);
        const QList<ReadingRow> rows = readingRows(peak, matched);
        QCOMPARE(rows.size(), matched.systems.size());
        QSet<int> seen;
        bool clampedSeen = false;
        for (int k = 0; k < rows.size(); ++k) {
            const ReadingRow& r = rows[k];
            const SystemResult& s = matched.systems[r.system];
            QCOMPARE(r.rank, k + 1);
            QCOMPARE(r.label, s.label);
            seen.insert(r.system);
            // Reachable systems first, in falling efficiency; clamped ones after, with no ratio.
            if (isClamped(s)) {
                clampedSeen = true;
                QVERIFY(!isKnown(r.ratio));
                if (r.system != 0)
                    QVERIFY2(r.ratioText == QStringLiteral("no ratio: ") + clampedText(s, matched.assumptions.interactivity),
                             qPrintable(r.ratioText));
                QVERIFY2(r.readAt == clampedText(s, matched.assumptions.interactivity), qPrintable(r.readAt));
            } else {
                QVERIFY2(!clampedSeen, qPrintable(r.label + QStringLiteral(" ranked after a clamped system")));
                if (k > 0 && isKnown(r.perKw) && isKnown(rows[k - 1].perKw)) QVERIFY(r.perKw <= rows[k - 1].perKw);
            }
            if (r.system == 0) {
                QCOMPARE(r.ratioText, QStringLiteral("baseline"));
            } else if (!isClamped(s) && !matched.ratios[r.system].edge) {
                QCOMPARE(r.ratioText, matched.ratios[r.system].text());
                if (isKnown(r.ratio)) QCOMPARE(r.ratio, s.tokensPerSecPerKw / matched.systems[0].tokensPerSecPerKw);
            }
            if (s.sample.status == PointStatus::Interpolated && !isClamped(s))
                QVERIFY2(r.readAt.startsWith(QStringLiteral("interpolated between")), qPrintable(r.readAt));
            QCOMPARE(r.peakPerKw, peak.systems[r.system].tokensPerSecPerKw);
        }
        QCOMPARE(seen.size(), int(rows.size()));
        QVERIFY(clampedSeen); // at 50 tok/s/user some systems were not tested: the test covers them
        // The ratio chart's curves are the table's best rows (the baseline aside).
        QChart chart;
        populateChart(chart, QStringLiteral("ratio"), m_in);
        QSet<int> drawn;
        for (QAbstractSeries* series : chart.series())
            if (series->property("role").toString() == QLatin1String("ratio")) drawn.insert(series->property("system").toInt());
        QSet<int> best;
        for (const ReadingRow& r : rows)
            if (r.system != 0 && best.size() < kRatioCurves) best.insert(r.system);
        QCOMPARE(drawn, best);
        QVERIFY2(ChartNote::of(&chart)->text().contains(QStringLiteral("and the Readings table")),
                 qPrintable(ChartNote::of(&chart)->text()));
    }

    void readingTableIsTheBarsOrder_data()
    {
        QTest::addColumn<bool>("measured");
        QTest::addColumn<bool>("joules");
        QTest::newRow("rated, tokens/s per kW") << false << false;
        QTest::newRow("rated, J/token") << false << true;
        // Most draws unknown: bands, ranked by their middle, and systems with no value at all.
        QTest::newRow("measured, tokens/s per kW") << true << false;
        QTest::newRow("measured, J/token") << true << true;
    }

    void readingTableIsTheBarsOrder()
    {
        // The bars top down, the table top down and the ratio chart's curves: one ranking.
        QFETCH(bool, measured);
        QFETCH(bool, joules);
        Scenario s = m_in.scenario;
        if (measured) s.assumptions.denominator = DenominatorKind::Measured;
        s.joulesPerToken = joules;
        const ChartInputs in = makeChartInputs(m_points, s, HardwareCatalog::bundled());
        QChart chart;
        populateChart(chart, QStringLiteral("efficiency"), in);
        QBarCategoryAxis* names = nullptr;
        for (QAbstractAxis* axis : chart.axes(Qt::Vertical)) names = names ? names : qobject_cast<QBarCategoryAxis*>(axis);
        QVERIFY(names);
        QStringList bars = names->categories();
        std::reverse(bars.begin(), bars.end()); // the best is the last category: on top
        const auto [peak, matched] = efficiencyReadings(in);
        QStringList table;
        int bands = 0;
        for (const ReadingRow& r : readingRows(peak, matched)) {
            table << r.label;
            if (!isKnown(r.perKw) && isKnown(r.perKwLow)) ++bands;
        }
        QCOMPARE(table, bars);
        if (measured) QVERIFY2(bands > 10, qPrintable(QString::number(bands))); // the case this row is for
    }

    void windowReadingsDockShowsTheTable()
    {
        QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the user's
        QSettings().clear();
        MainWindow w(MUST(openWindowData(m_dir.filePath(QStringLiteral("many.sqlite"))))); // beside this test's own connection
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.editScenario(m_in.scenario, QStringLiteral("all systems"));
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("readingDock"));
        QVERIFY(dock);
        dock->raise();
        ReadingView* v = w.readingView();
        QTRY_COMPARE(v->table()->rowCount(), 59);
        QVERIFY2(v->caption().contains(QStringLiteral("at 50 tok/s/user")), qPrintable(v->caption()));
        const QString tsv = v->tsv();
        QCOMPARE(tsv.count(QLatin1Char('\n')), 60);
        QVERIFY2(tsv.contains(QStringLiteral("baseline")), qPrintable(tsv.left(400)));
        QVERIFY(!tsv.contains(QStringLiteral("nan")) && !tsv.contains(QStringLiteral("inf")));
        // An assumption change reaches the table at once while it is on screen.
        Scenario peak = m_in.scenario;
        peak.assumptions.atPeak = true;
        w.editScenario(peak, QStringLiteral("peaks"));
        QTRY_VERIFY(v->caption().contains(QStringLiteral("each at its own peak")));
        // A lesson step that keeps values back keeps them out of the table too.
        Scenario hidden = peak;
        hidden.hideLabels = true;
        w.editScenario(hidden, QStringLiteral("hide"));
        QTRY_COMPARE(v->table()->rowCount(), 0);
        QVERIFY(v->caption().contains(QStringLiteral("Values are hidden")));
    }

    void anUntestedBaselineGetsASuggestion()
    {
        // A baseline not tested at the reading gives no ratio at all: the interactivity control
        // names one that was tested there, the most efficient.
        Scenario s = m_in.scenario;
        s.assumptions.interactivity = 100;
        Comparison c = makeChartInputs(m_points, s, HardwareCatalog::bundled()).comparison;
        int untested = -1;
        const SystemResult* best = nullptr;
        for (int i = 0; i < c.systems.size(); ++i) {
            if (isClamped(c.systems[i]) && untested < 0) untested = i;
            if (!isClamped(c.systems[i]) && std::isfinite(rankingValue(c.systems[i])) &&
                (!best || rankingValue(c.systems[i]) > rankingValue(*best)))
                best = &c.systems[i];
        }
        QVERIFY(untested >= 0 && best);
        const QString bestLabel = best->label;
        s.systems.move(untested, 0);
        c = makeChartInputs(m_points, s, HardwareCatalog::bundled()).comparison;
        QVERIFY(isClamped(c.systems.first()));
        const QString note = reachNote(c);
        QVERIFY2(note.contains(QStringLiteral("The baseline, %1, is one of them").arg(c.systems.first().label)) &&
                     note.contains(QStringLiteral("such as %1 (the most efficient there)").arg(bestLabel)),
                 qPrintable(note));
        // A tested baseline: no suggestion.
        QVERIFY(!reachNote(m_in.comparison).contains(QStringLiteral("such as")));
    }

    void theMarkerIsOnItsOwnCurve_data()
    {
        QTest::addColumn<bool>("logLog");
        QTest::newRow("steffen") << false;
        QTest::newRow("loglog") << true;
    }

    void theMarkerIsOnItsOwnCurve()
    {
        QFETCH(bool, logLog);
        // For every one of the 59 systems, the drawn line at the operating point passes where the
        // value read there is (gb300 dynamo-trt fp4 read 10,512 where its straight line passed
        // about 3,500): within a pixel on a 1366x768 plot, i.e. 1 % on these log axes.
        Scenario s = m_in.scenario;
        s.chart = QStringLiteral("frontier");
        s.assumptions.interactivity = 100;
        s.assumptions.interpolation = logLog ? Interpolation::LogLog : Interpolation::Steffen;
        const ChartInputs in = makeChartInputs(m_points, s, HardwareCatalog::bundled());
        QChart chart;
        populateChart(chart, QStringLiteral("frontier"), in);
        int checked = 0;
        for (QAbstractSeries* series : chart.series()) {
            if (series->property("role").toString() != QLatin1String("front")) continue;
            const SystemResult& sys = in.comparison.systems.at(series->property("system").toInt());
            if (sys.sample.status != PointStatus::Interpolated) continue;
            const QList<QPointF> line = static_cast<QLineSeries*>(series)->points();
            const double x = s.assumptions.interactivity;
            for (int k = 1; k < line.size(); ++k) {
                if (!(line[k - 1].x() <= x && x <= line[k].x())) continue;
                const double t = std::log(x / line[k - 1].x()) / std::log(line[k].x() / line[k - 1].x());
                const double drawn = std::exp(std::log(line[k - 1].y()) + t * std::log(line[k].y() / line[k - 1].y()));
                QVERIFY2(std::fabs(drawn / sys.tokensPerSecond - 1) < 0.01,
                         qPrintable(QStringLiteral("%1: drawn %2, read %3").arg(sys.label).arg(drawn).arg(sys.tokensPerSecond)));
                ++checked;
                break;
            }
        }
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    void exportedSlideNamesEverySystem()
    {
        const QString svg = m_dir.filePath(QStringLiteral("slide.svg"));
        ExportOptions o;
        o.size = QSize(1920, 1080);
        QVERIFY_OK(exportChart(m_in, QStringLiteral("efficiency"), svg, o));
        const QList<SvgText> texts = svgTexts(readAll(svg));
        QStringList strings;
        for (const SvgText& t : texts) strings << t.text;
        for (const SystemResult& s : m_in.comparison.systems) QVERIFY2(strings.contains(s.label), qPrintable(s.label));
        for (const QString& t : strings) QVERIFY2(!t.endsWith(QStringLiteral("…")) && !t.endsWith(QStringLiteral("...")), qPrintable(t));
    }

    void legendListsEverySystemWithoutTruncating_data()
    {
        QTest::addColumn<QString>("chartName");
        QTest::addColumn<QSize>("size");
        QTest::newRow("frontier laptop") << QStringLiteral("frontier") << QSize(1366, 768);
        QTest::newRow("frontier slide") << QStringLiteral("frontier") << QSize(1920, 1080);
        QTest::newRow("frontier small") << QStringLiteral("frontier") << QSize(1024, 640);
        // The ratio chart draws at most kRatioCurves curves (ratiosDrawTheBestFewAndSayWhichAreLeftOut).
    }

    void legendListsEverySystemWithoutTruncating()
    {
        QFETCH(QString, chartName);
        QFETCH(QSize, size);
        const auto view = shownChart(size, chartName, m_in);
        QVERIFY(view);
        QChart* chart = view->chart();
        LegendGrid* grid = LegendGrid::of(chart);
        QVERIFY2(grid, "59 systems are more than Qt's legend shows");
        QVERIFY(!chart->legend()->isVisible());
        const QStringList labels = grid->labels();
        // Every series the chart names is listed, in full.
        QStringList named;
        for (QAbstractSeries* series : chart->series())
            if (!series->property("hiddenFromLegend").toBool() && !series->name().isEmpty()) named << series->name();
        QCOMPARE(labels, named);
        if (chartName == QLatin1String("frontier"))
            for (const SystemResult& r : m_in.comparison.systems) QVERIFY2(labels.contains(r.label), qPrintable(r.label));
        else
            QVERIFY(labels.size() > LegendGrid::kBuiltInMax);
        const QList<QRectF> rects = grid->entryRects();
        QCOMPARE(rects.size(), labels.size());
        const QList<QRectF> clash = overlapping(rects);
        QVERIFY2(clash.isEmpty(), qPrintable(QStringLiteral("entries overlap at %1,%2").arg(clash.value(0).x()).arg(clash.value(0).y())));
        // The list never leaves the plot a strip (at 1024×640 it was 80 px tall).
        QVERIFY2(chart->plotArea().height() >= 0.3 * size.height(), qPrintable(QString::number(chart->plotArea().height())));
        const QRectF stampBox = ChartStamp::of(chart)->boundingRect();
        for (const QRectF& r : rects) {
            QVERIFY(chart->rect().contains(r));
            QVERIFY2(r.top() >= chart->plotArea().bottom(), "the legend lies under the plot, never over data");
            QVERIFY2(r.bottom() <= stampBox.top() + 1, "and above the stamp");
        }
        // The readout lists a few systems, never all 59 over the plot.
        if (ChartNote* note = ChartNote::of(chart); note && chartName == QLatin1String("frontier")) {
            QVERIFY(note->text().split(QLatin1Char('\n')).size() <= 9);
            QVERIFY2(note->text().contains(QStringLiteral("more")), qPrintable(note->text()));
        }
        // Wherever it went, the readout hides no data point, and no legend entry.
        if (ChartNote* note = ChartNote::of(chart); note && !note->text().isEmpty()) {
            QCOMPARE(note->pointsUnder(note->rect()), 0);
            for (const QRectF& r : rects) QVERIFY(!r.intersects(note->rect()));
            QVERIFY(chart->rect().contains(note->rect()));
        }
    }

    void windowScrollsBarsItCannotFit()
    {
        // 59 systems' bars in the chart area of a 1366×768 window: the page grows and scrolls
        // rather than shrinking names to 7 px and dropping two thirds of them.
        ChartPage page(QStringLiteral("efficiency"));
        page.resize(1000, 420);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        populateChart(*page.chart(), QStringLiteral("efficiency"), m_in);
        page.wireSeries();
        QTRY_VERIFY(page.chart()->plotArea().height() >= 15.0 * 59 - 1);
        QVERIFY(page.chart()->size().height() > page.viewport()->height());
        QTRY_VERIFY(page.verticalScrollBar()->isVisible());
        BarAnnotations* notes = BarAnnotations::of(page.chart());
        QCOMPARE(notes->visibleRects(BarAnnotations::Place::Left).size(), 59);                // every name drawn
        QTRY_VERIFY(notes->visibleRects(BarAnnotations::Place::Left).first().height() >= 12); // at 12 px, not 7
        QVERIFY(overlapping(notes->visibleRects(BarAnnotations::Place::Left)).isEmpty());
        // A few systems fit the view: no scrolling.
        Scenario few = m_in.scenario;
        few.systems = few.systems.mid(0, 4);
        populateChart(*page.chart(), QStringLiteral("efficiency"), makeChartInputs(m_points, few, HardwareCatalog::bundled()));
        page.wireSeries();
        QTRY_COMPARE(page.chart()->size().height(), double(page.viewport()->height()));
        QTRY_VERIFY(!page.verticalScrollBar()->isVisible());
    }

    void windowListsTheLegendBesideTheChart()
    {
        // In the window the legend of 59 systems is a scrollable list beside the chart, each entry
        // with its value at the operating point; the chart keeps the rest of the page.
        ChartPage page(QStringLiteral("frontier"));
        page.resize(1030, 460); // the chart area of a 1366×768 window
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        populateChart(*page.chart(), QStringLiteral("frontier"), m_in);
        page.wireSeries();
        QCoreApplication::processEvents();
        QListWidget* list = page.legendList();
        QVERIFY(list->isVisible());
        QVERIFY(!LegendGrid::of(page.chart()) || LegendGrid::of(page.chart())->labels().isEmpty());
        QVERIFY(!page.chart()->legend()->isVisible());
        QCOMPARE(list->count(), 1 + int(m_in.comparison.systems.size())); // the header, then every system
        QVERIFY(list->item(0)->text().startsWith(QStringLiteral("At 50 tok/s/user")));
        int withValue = 0;
        for (int i = 1; i < list->count(); ++i) withValue += list->item(i)->text().contains(QStringLiteral("tok/s/"));
        QVERIFY(withValue >= 50);
        QVERIFY(page.chart()->size().width() + list->width() <= page.width());
        QVERIFY(ChartNote::of(page.chart())->text().isEmpty()); // the values are in the list, not over the data
        QVERIFY(page.chart()->plotArea().height() > 200);
    }

    /// The window keeps a frontier chart's series and moves their points when only the operating
    /// point or the power assumptions change: it must show exactly what a fresh drawing shows.
    void frontierRedrawnInPlaceShowsWhatAFreshDrawingShows()
    {
        auto* kept = new QChart;
        QChartView view(kept);
        view.resize(1366, 768);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Scenario s = m_in.scenario;
        s.chart = QStringLiteral("frontier");
        s.efficiencyAxis = true;
        const QList<std::pair<const char*, std::function<void(Scenario&)>>> steps{
            {"efficiency axis at 50 tok/s/user", [](Scenario&) {}},
            {"slider to 80", [](Scenario& x) { x.assumptions.interactivity = 80; }},
            {"slider to 7 (below most ranges)", [](Scenario& x) { x.assumptions.interactivity = 7; }},
            {"rated power at the chip",
             [](Scenario& x) {
                 x.assumptions.denominator = DenominatorKind::Tdp;
                 x.assumptions.boundary = Boundary::Chip;
             }},
            {"measured power at the rack",
             [](Scenario& x) {
                 x.assumptions.denominator = DenominatorKind::Measured;
                 x.assumptions.boundary = Boundary::Rack;
             }},
            {"at peak", [](Scenario& x) { x.assumptions.atPeak = true; }},
            {"back to 40 tok/s/user",
             [](Scenario& x) {
                 x.assumptions.atPeak = false;
                 x.assumptions.interactivity = 40;
             }},
            {"throughput axis", [](Scenario& x) { x.efficiencyAxis = false; }},
            {"fewer systems", [](Scenario& x) { x.systems = x.systems.mid(0, 5); }},
        };
        int moved = 0;
        for (const auto& [what, edit] : steps) {
            edit(s);
            const ChartInputs in = makeChartInputs(m_points, s, HardwareCatalog::bundled());
            const QList<QAbstractSeries*> before = kept->series();
            populateChart(*kept, s.chart, in);
            QCoreApplication::processEvents();
            if (!before.isEmpty() && kept->series().contains(before.first())) ++moved;
            auto* fresh = new QChart;
            QChartView freshView(fresh);
            freshView.resize(view.size());
            populateChart(*fresh, s.chart, in);
            freshView.show();
            QVERIFY(QTest::qWaitForWindowExposed(&freshView));
            QCoreApplication::processEvents();
            const QStringList a = shown(*kept), b = shown(*fresh);
            for (qsizetype k = 0; k < std::min(a.size(), b.size()); ++k)
                QVERIFY2(a[k] == b[k], qPrintable(QStringLiteral("%1: kept %2\nfresh %3").arg(QLatin1String(what), a[k], b[k])));
            QCOMPARE(a.size(), b.size());
        }
        QVERIFY2(moved >= 5, "the slider and the power assumptions move the kept series");
    }

    void bandsShareOneLegendEntry()
    {
        // Measured power on the efficiency axis draws most DeepSeek-R1 systems as bands (their
        // power is unknown): one legend entry says what a band is, in grey, and the legend lists
        // each system once rather than twice.
        Scenario s = m_in.scenario;
        s.chart = QStringLiteral("frontier");
        s.efficiencyAxis = true;
        s.assumptions.denominator = DenominatorKind::Measured;
        s.assumptions.boundary = Boundary::Node;
        const ChartInputs in = makeChartInputs(m_points, s, HardwareCatalog::bundled());
        QChart chart;
        populateChart(chart, s.chart, in);
        const QStringList banded = chart.property("bandSystems").toStringList();
        QVERIFY2(banded.size() > 10, "most systems have no measured power");
        QStringList shaded, labels;
        for (const LegendGrid::Entry& e : LegendGrid::entries(chart)) {
            labels << e.label;
            if (e.label.startsWith(QStringLiteral("shaded"))) shaded << e.label;
        }
        QCOMPARE(shaded, QStringList{QStringLiteral("shaded: each system's range, unknown power assumed 50–100 % of TDP")});
        QCOMPARE(labels.size(), int(in.comparison.systems.size()) + 1);
        for (const SystemResult& r : in.comparison.systems) QCOMPARE(labels.count(r.label), 1);
        for (QAbstractSeries* band : chart.series())
            if (band->property("slot").toString() == QLatin1String("band-key"))
                for (QLegendMarker* m : chart.legend()->markers(band))
                    QCOMPARE(m->brush().color().saturation(), 0); // grey: no one system's colour
    }

    void fewSystemsKeepVerticalBars()
    {
        Scenario s = m_in.scenario;
        s.systems = s.systems.mid(0, kVerticalBarsMax);
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        const ChartInputs in = makeChartInputs(MUST(m_store->points(f)), s, HardwareCatalog::bundled());
        QChart chart;
        populateChart(chart, QStringLiteral("efficiency"), in);
        for (QAbstractSeries* series : chart.series())
            if (series->property("role").toString() == QLatin1String("bars")) QCOMPARE(series->type(), QAbstractSeries::SeriesTypeBar);
        QCOMPARE(BarAnnotations::of(&chart)->texts().size(), 2 * kVerticalBarsMax);
    }

    void verticalBarsHaveTheChartsWidth()
    {
        // A window's chart at 1366×768 is about 975 px wide beside the dock: Qt's legend column
        // beside eight systems' vertical bars took about 40 % of it, and the value labels ran into
        // each other in what was left. The legend lies under the plot, whole, above the stamp.
        Scenario s = m_in.scenario;
        s.systems = s.systems.mid(0, kVerticalBarsMax);
        s.assumptions.denominator = DenominatorKind::Measured; // ranges: four legend entries, the longest
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        const ChartInputs in = makeChartInputs(MUST(m_store->points(f)), s, HardwareCatalog::bundled());
        const auto view = shownChart(QSize(975, 420), QStringLiteral("efficiency"), in, true);
        QVERIFY(view);
        QChart* chart = view->chart();
        QVERIFY(!chart->legend()->isVisible());
        LegendGrid* grid = LegendGrid::of(chart);
        QVERIFY(grid);
        // Every entry, whole: the two readings, what a range bar is and what an outline is.
        const QStringList labels = grid->labels();
        QCOMPARE(labels.size(), 4);
        QCOMPARE(labels.at(0), QStringLiteral("each at its peak"));
        QCOMPARE(labels.at(1), QStringLiteral("matched at 50 tok/s/user"));
        QVERIFY2(labels.contains(QStringLiteral("range: unknown power assumed ") + in.comparison.assumptions.unknownDrawShare()),
                 qPrintable(labels.join(QStringLiteral(" | "))));
        QVERIFY2(chart->plotArea().width() >= 0.8 * chart->rect().width(), qPrintable(QString::number(chart->plotArea().width())));
        const QRectF stampBox = ChartStamp::of(chart)->boundingRect();
        const QList<QRectF> rects = grid->entryRects();
        QVERIFY(overlapping(rects).isEmpty());
        for (const QRectF& r : rects) {
            QVERIFY(chart->rect().contains(r));
            QVERIFY2(r.top() >= chart->plotArea().bottom(), "the legend lies under the plot");
            QVERIFY2(r.bottom() <= stampBox.top() + 1, "and above the stamp");
        }
        QVERIFY(overlapping(BarAnnotations::of(chart)->visibleRects(BarAnnotations::Place::Above)).isEmpty());
        // Every system's name under its bars, whole over its lines: Qt cut the third line of
        // "gb200 / dynamo-trt fp8 / (disagg)" to "dynamo-trt …", which hid which system it was.
        QHash<QString, QRectF> names; // as drawn, lines joined by spaces
        for (QGraphicsItem* item : chart->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                names.insert(text->toPlainText().replace(QChar::LineSeparator, u' ').replace(u'\n', u' ').simplified(),
                             text->sceneBoundingRect());
        QList<QRectF> nameRects;
        for (const SystemResult& r : in.comparison.systems) {
            QVERIFY2(names.contains(r.label), qPrintable(r.label + QStringLiteral(" | ") + QStringList(names.keys()).join(u'|')));
            for (const QRectF& e : rects) QVERIFY2(!names.value(r.label).intersects(e), qPrintable(r.label));
            nameRects << names.value(r.label);
        }
        QVERIFY(overlapping(nameRects).isEmpty());
        // In a window narrowed by the lesson dock a whole line would run into its neighbour's
        // name: there they are cut, never drawn over each other.
        view->resize(560, 420);
        QCoreApplication::processEvents();
        nameRects.clear();
        for (QGraphicsItem* item : chart->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
                text && text->isVisible() && text->sceneBoundingRect().top() >= chart->plotArea().bottom() &&
                text->sceneBoundingRect().bottom() <= LegendGrid::of(chart)->entryRects().first().top())
                nameRects << text->sceneBoundingRect();
        QCOMPARE(nameRects.size(), in.comparison.systems.size());
        QVERIFY(overlapping(nameRects).isEmpty());
        // No value label over a range bar or an outline: "9.43–18.9 at 71.9 cannot reach 100",
        // wider than its slot, lay over the peak's range bar beside it.
        QList<QRectF> bars;
        for (QAbstractSeries* series : chart->series()) {
            const QString role = series->property("role").toString();
            auto* line = qobject_cast<QLineSeries*>(series);
            if (!line || (role != QLatin1String("range") && role != QLatin1String("clamped"))) continue;
            QRectF drawn;
            for (const QPointF& p : line->points()) drawn |= QRectF(chart->mapToPosition(p, line), QSizeF(0.01, 0.01));
            bars << drawn.adjusted(-line->pen().widthF() / 2, 0, line->pen().widthF() / 2, 0);
        }
        QVERIFY(!bars.isEmpty());
        for (const QRectF& label : BarAnnotations::of(chart)->visibleRects(BarAnnotations::Place::Above))
            for (const QRectF& bar : std::as_const(bars))
                QVERIFY2(!label.intersects(bar), qPrintable(QStringLiteral("a label at %1,%2 covers a bar").arg(label.x()).arg(label.y())));
    }

    void verticalBarLabelsNeverCoverEachOther()
    {
        // The default selection of DeepSeek-R1 1k/1k at 100 tok/s/user, as `render` draws it:
        // labels wider than their bars covered their neighbours' ("1,383" over "945", a clamped
        // "12,216 at 17.8" over the peak's "12,216 8.83×"). A label that would cover one goes up
        // above it; none is drawn over another, and each stays inside the chart.
        Scenario s = m_in.scenario;
        s.systems.clear();
        s.assumptions.interactivity = 100;
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        const ChartInputs in = makeChartInputs(MUST(m_store->points(f)), s, HardwareCatalog::bundled());
        QCOMPARE(in.comparison.systems.size(), kVerticalBarsMax);
        const auto view = shownChart(QSize(1280, 760), QStringLiteral("efficiency"), in);
        QVERIFY(view);
        QChart* chart = view->chart();
        const QList<QRectF> drawn = BarAnnotations::of(chart)->visibleRects(BarAnnotations::Place::Above);
        QCOMPARE(drawn.size(), 2 * kVerticalBarsMax); // room for every one at this size
        const QList<QRectF> clash = overlapping(drawn);
        QVERIFY2(clash.isEmpty(),
                 qPrintable(QStringLiteral("labels overlap at x %1 and %2").arg(clash.value(0).x()).arg(clash.value(1).x())));
        for (const QRectF& r : drawn) QVERIFY(chart->rect().contains(r));
        QVERIFY(!BarAnnotations::of(chart)->leftOutNote() || !BarAnnotations::of(chart)->leftOutNote()->isVisible());

        // Under the measured denominator (ranges: three lines each) in a window's chart at
        // 1366×768: labels stacked up over the title. They stay inside the plot now, and those
        // left out for room are counted in a line that nothing covers.
        Scenario measured = in.scenario;
        measured.assumptions.denominator = DenominatorKind::Measured;
        const ChartInputs small = makeChartInputs(MUST(m_store->points(f)), measured, HardwareCatalog::bundled());
        populateChart(*chart, QStringLiteral("efficiency"), small);
        view->resize(960, 330);
        QCoreApplication::processEvents();
        BarAnnotations* notes = BarAnnotations::of(chart);
        const QList<QRectF> kept = notes->visibleRects(BarAnnotations::Place::Above);
        QVERIFY(overlapping(kept).isEmpty());
        for (const QRectF& r : kept) QVERIFY2(r.top() >= chart->plotArea().top() - 2, qPrintable(QString::number(r.top())));
        const int leftOut = int(notes->texts().size()) - int(kept.size());
        QVERIFY2(leftOut > 0, "this size has room for every label: the test no longer tests the note");
        QGraphicsTextItem* note = notes->leftOutNote();
        QVERIFY(note && note->isVisible());
        QCOMPARE(note->toPlainText(), QStringLiteral("%1 value labels left out for room: hover the bars, or see Readings").arg(leftOut));
        for (const QRectF& r : kept) QVERIFY(!r.intersects(note->sceneBoundingRect()));
        // Room again: every label drawn, the note gone.
        view->resize(1280, 760);
        QCoreApplication::processEvents();
        QCOMPARE(notes->visibleRects(BarAnnotations::Place::Above).size(), notes->texts().size());
        QVERIFY(!note->isVisible());
    }
};

QTEST_MAIN(TestManySystems)
#include "test_many_systems.moc"
