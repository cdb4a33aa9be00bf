// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Lessons in the real window: the lesson panel's scenarioRequested is connected to
// MainWindow::editScenario (as the window wires it), every step of both bundled lessons is
// walked with real clicks, and after each step and each reveal the chart it names is checked:
// series, marker position, stamp text, which system wins, the ratio the step's text quotes.
// Runs offscreen on a fresh database holding the bundled (real InferenceX) data.

#include "charts/chart_factory.h"
#include "charts/chart_kinds.h"
#include "charts/chart_note.h"
#include "charts/chart_page.h"
#include "charts/chart_stamp.h"
#include "charts/efficiency_chart.h"
#include "charts/log_axis_labels.h"
#include "core/assumption_fields.h"
#include "core/number_format.h"
#include "core/stamp.h"
#include "lessons/lesson_panel.h"
#include "scenario/scenario_diff.h"
#include "shell/main_window.h"
#include "test_support.h"

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QValueAxis>

using namespace denominator;
using namespace denominator::ui;

class TestLessonWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LessonPanel> m_panel;

    template <typename T> T* child(const QString& name) const { return m_panel->findChild<T*>(name); }
    ChartPage* page(const QString& chart) const { return m_window->chartPage(chart); }
    QString stamp(const QString& chart) const { return page(chart)->stamp()->text(); }
    QList<QAbstractSeries*> series(const QString& chart, const QString& role) const
    {
        QList<QAbstractSeries*> out;
        for (QAbstractSeries* s : page(chart)->chart()->series())
            if (s->property("role").toString() == role) out << s;
        return out;
    }
    const SystemResult& system(const QString& hardware) const
    {
        for (const SystemResult& s : m_window->comparison().systems)
            if (s.key.hardware == hardware) return s;
        qFatal("no %s system in the comparison", qPrintable(hardware));
    }
    double perKw(const QString& hardware) const { return system(hardware).tokensPerSecPerKw; }
    double ratio() const { return headlineRatio(m_window->comparison()).value; }
    /// The hardware with the most tokens/s per kW (or per GPU) in the window's comparison.
    QString winner(bool perGpu = false) const
    {
        const SystemResult* best = nullptr;
        for (const SystemResult& s : m_window->comparison().systems) {
            const double v = perGpu ? s.tokensPerSecond : s.tokensPerSecPerKw;
            if (!best || v > (perGpu ? best->tokensPerSecond : best->tokensPerSecPerKw)) best = &s;
        }
        return best ? best->key.hardware : QString();
    }
    /// The waterfall's step bar for `key` ("denominator", "operating-point", …): its factor.
    double waterfallFactor(const QString& key) const
    {
        for (QAbstractSeries* st : series(QStringLiteral("waterfall"), QStringLiteral("step")))
            if (st->property("key").toString() == key) return st->property("factor").toDouble();
        return kNaN;
    }
    double waterfallEnd() const { return page(QStringLiteral("waterfall"))->chart()->property("waterfallEnd").toDouble(); }
    /// The unknown-power whisker drawn at waterfall step `index` as {low, high}; empty when none.
    /// {low, drawn top, 1 when open above} of step `index`'s band; empty when it has none.
    QList<double> waterfallBand(int index) const
    {
        for (QAbstractSeries* b : series(QStringLiteral("waterfall"), QStringLiteral("band")))
            if (b->property("step").toInt() == index) {
                const QList<QPointF> pts = static_cast<QLineSeries*>(b)->points();
                return {std::min(pts[0].y(), pts[1].y()), std::max(pts[0].y(), pts[1].y()), b->property("openAbove").toBool() ? 1.0 : 0.0};
            }
        return {};
    }
    const LessonStep& step() const { return m_panel->lessons()[m_panel->currentLesson()].steps[m_panel->currentStep()]; }

    void checkShown(const Scenario& expected, bool revealed);
    void checkJalapeno(int step, bool revealed);
    void checkWinner(int step, bool revealed);
    void checkThreeBenchmarks(bool revealed);
    void answer(bool correctly);
    void walk(int lesson);

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>(
            MUST(openWindowData(m_dir.filePath(QStringLiteral("lesson%1.sqlite").arg(QDateTime::currentMSecsSinceEpoch())))));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_panel = std::make_unique<LessonPanel>();
        QList<Issue> errors;
        m_panel->setLessons(loadBundledLessons(bundledLessonContext(chartNames()), &errors));
        QVERIFY2(errors.isEmpty(), qPrintable(test::issuesText(errors)));
        MainWindow* w = m_window.get();
        connect(m_panel.get(), &LessonPanel::scenarioRequested, w,
                [w](const Scenario& s, const QString& what) { w->editScenario(s, what); });
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }

    void cleanup()
    {
        m_panel.reset();
        m_window.reset();
    }

    void sensitivityWaitsForTheAnswer()
    {
        // Which swings have an effect tells the boundary ("host share: no effect" is the chip's):
        // a step that keeps an assumption back draws no sensitivity until the reveal.
        ChartInputs in = m_window->chartInputs();
        QVERIFY(in.comparison.systems.size() >= 2);
        in.scenario.hideLabels = true;
        in.scenario.concealed = QStringList{QStringLiteral("boundary")};
        QChart kept;
        populateChart(kept, QStringLiteral("tornado"), in);
        QVERIFY(kept.series().isEmpty());
        QVERIFY2(ChartNote::of(&kept) && ChartNote::of(&kept)->text().contains(QStringLiteral("until you answer")),
                 qPrintable(kept.title()));
        in.scenario.concealed.clear();
        QChart shown;
        populateChart(shown, QStringLiteral("tornado"), in);
        QVERIFY(!shown.series().isEmpty());
    }

    void jalapenoStepsDriveTheCharts() { walk(0); }
    void winnerStepsDriveTheCharts() { walk(1); }
    void threeBenchmarksStepsDriveTheCharts() { walk(2); }
    void predictionsAndProgressAreTracked();
    void backShowsTheRevealedStateAndUndoWorks();
    void keyboardShortcutsStep();
    void closingTheLessonGivesTheUserSettingsBack();
};

void TestLessonWindow::checkShown(const Scenario& expected, bool revealed)
{
    Scenario want = expected;
    want.hideLabels = !revealed; // no number answers the question before the prediction
    if (revealed) want.concealed.clear();
    if (!isKnown(want.assumptions.interactivity)) want.assumptions.interactivity = 100; // the window's default
    COMPARE_OR_THROW(m_window->scenario(), want);
    QStringList labels;
    for (const SystemResult& s : m_window->comparison().systems) labels << s.label;
    COMPARE_OR_THROW(labels, expected.systems); // every system the lesson names exists in the data
    COMPARE_OR_THROW(m_window->tabs()->currentWidget(), page(expected.chart));
    const QString text = stamp(expected.chart);
    VERIFY_OR_THROW2(text.contains(QStringLiteral("Scenario %1").arg(scenarioCode(m_window->chartInputs().scenario))), qPrintable(text));
    if (expected.chart == QLatin1String("cross-source")) return; // its stamp states definitions: checkThreeBenchmarks
    const Assumptions& a = expected.assumptions;
    const QString denominator =
        a.denominator == DenominatorKind::Tdp ? QStringLiteral("rated TDP") : QStringLiteral("measured mean GPU power");
    // What the question asks for stays off the stamp until the reveal.
    // The status bar says what the stamp says: "tdp, chip boundary, …" there answered step 1.
    const QString status = m_window->findChild<QLabel*>(QStringLiteral("status"))->text();
    VERIFY_OR_THROW2(status.contains(summaryText(m_window->comparison().assumptions, want.hideLabels ? want.concealed : QStringList{})),
                     qPrintable(status));
    if (want.concealed.contains(QStringLiteral("denominator")))
        VERIFY_OR_THROW2(!status.contains(toString(a.denominator)), qPrintable(status));
    if (want.concealed.contains(QStringLiteral("boundary")))
        VERIFY_OR_THROW2(!status.contains(toString(a.boundary) + QStringLiteral(" boundary")), qPrintable(status));
    if (want.concealed.contains(QStringLiteral("denominator")))
        VERIFY_OR_THROW2(text.contains(QStringLiteral("Denominator: ? (kept back")) && !text.contains(denominator), qPrintable(text));
    else
        VERIFY_OR_THROW2(text.contains(denominator), qPrintable(text));
    VERIFY_OR_THROW2(text.contains(assumptionField("operating_point")->show(a)), qPrintable(text));
}

void TestLessonWindow::checkJalapeno(int i, bool revealed)
{
    const Scenario& s = m_window->scenario();
    const QList<Claim> claims = m_window->chartInputs().claims;
    auto claim = [&](const QString& id) {
        for (const Claim& c : claims)
            if (c.id == id) return c;
        qFatal("claim %s missing", qPrintable(id));
    };
    switch (i) {
    case 0: { // the published reading: the waterfall starts at 1.9×, rated power kept
        COMPARE_OR_THROW(s.chart, QStringLiteral("waterfall"));
        COMPARE_OR_THROW(s.claimId, QStringLiteral("jalapeno-gptoss-peak"));
        const auto steps = series(s.chart, QStringLiteral("step"));
        VERIFY_OR_THROW(!steps.isEmpty());
        COMPARE_OR_THROW(steps.first()->property("key").toString(), QStringLiteral("start"));
        COMPARE_OR_THROW(claim(s.claimId).ratioAsPublished(), 85448.0 / 44960.0);
        COMPARE_OR_THROW(waterfallFactor(QStringLiteral("denominator")), 1.0);
        // Each at its peak, as the claim: the last bar is the reader's reading, 1.9× too, and does
        // not give away step 7's matched 53.7×.
        VERIFY_OR_THROW(qAbs(waterfallEnd() - 85448.0 / 44960.0) < 1e-9);
        VERIFY_OR_THROW(series(s.chart, QStringLiteral("band")).isEmpty());
        // The question asks what the watts are: the dock keeps the denominator and the boundary back
        // too ("Rated TDP" in its box would answer it), and gives them back at the reveal.
        for (const char* box : {"denominator", "boundary"}) {
            auto* combo = m_window->findChild<QComboBox*>(QString::fromLatin1(box));
            VERIFY_OR_THROW(combo && combo->isEnabled() == revealed && (combo->currentIndex() >= 0) == revealed);
        }
        // The denominator step is unnamed until the reveal ("rated (kept)" would answer it).
        for (QAbstractAxis* axis : page(s.chart)->chart()->axes(Qt::Horizontal))
            if (auto* names = qobject_cast<QCategoryAxis*>(axis))
                COMPARE_OR_THROW(names->categoriesLabels().at(1).trimmed(),
                                 revealed ? QStringLiteral("rated (kept)") : QStringLiteral("?"));
        break;
    }
    case 1: { // measured power for Jalapeño: ×700/550 on the waterfall, the numeric answer
        const double f = waterfallFactor(QStringLiteral("denominator"));
        VERIFY_OR_THROW(qAbs(f - (revealed ? 700.0 / 550.0 : 1.0)) < 1e-9);
        VERIFY_OR_THROW(isCorrect(step().question, Prediction{-1, 85448.0 / 44960.0 * 700.0 / 550.0}));
        const ClaimRederivation rd = rederive(claim(s.claimId), QStringLiteral("measured"), 1.0, 1.0);
        VERIFY_OR_THROW(isCorrect(step().question, Prediction{-1, rd.ratio}));
        VERIFY_OR_THROW(s.assumptions.denominator == (revealed ? DenominatorKind::Measured : DenominatorKind::Tdp));
        break;
    }
    case 2: { // the unknown comparator draw: a whisker from about 1.2× to 2.4×
        COMPARE_OR_THROW(s.assumptions.unknownDrawLow, revealed ? 0.5 : 1.0);
        // Jalapeño's 550 W is an upper bound: the whisker is open above, from 2.42× before the
        // reveal (the GB200 at its rating) and from 1.21× after (at half of it).
        const QList<double> band = waterfallBand(1);
        COMPARE_OR_THROW(band.size(), 3);
        VERIFY_OR_THROW(qAbs(band[0] - (revealed ? 1.21 : 2.42)) < 0.01 && band[2] == 1.0 && band[1] > 2.42);
        const ClaimRederivation rd =
            rederive(claim(s.claimId), QStringLiteral("measured"), s.assumptions.unknownDrawLow, s.assumptions.unknownDrawHigh);
        VERIFY_OR_THROW(qAbs(rd.ratio - 2.42) < 0.01 && rd.ratioMax == kOpenAbove);
        VERIFY_OR_THROW(qAbs(rd.ratioMin - (revealed ? 1.21 : 2.42)) < 0.01);
        break;
    }
    case 3: // chip -> node: B200's lead over H200 grows from 4.0× to 4.24×
        VERIFY_OR_THROW(s.claimId.isEmpty());
        VERIFY_OR_THROW(qAbs(ratio() - (revealed ? 4.24 : 4.00)) < 0.01);
        VERIFY_OR_THROW(stamp(s.chart).contains(revealed ? QStringLiteral("node at the wall") : QStringLiteral("chip/package only")));
        COMPARE_OR_THROW(series(s.chart, QStringLiteral("bars")).size(), 1);
        break;
    case 4: // rack -> facility: the ratio stays 4.3×, both values fall by the PUE
        VERIFY_OR_THROW(qAbs(ratio() - 4.30) < 0.01);
        VERIFY_OR_THROW(qAbs(perKw(QStringLiteral("h200")) - (revealed ? 2612 : 3396)) < 2);
        VERIFY_OR_THROW(qAbs(perKw(QStringLiteral("b200")) - (revealed ? 11227 : 14595)) < 2);
        VERIFY_OR_THROW(stamp(s.chart).contains(revealed
                                                    ? QStringLiteral("facility: rack (chip + host + network share) ÷ PSU efficiency, × PUE")
                                                    : QStringLiteral("rack: (chip + host + network share)")));
        break;
    case 5: { // GB200 alone: ~43,500 tok/s/kW at peak, ~340 at 500 tok/s/user
        COMPARE_OR_THROW(s.systems, QStringList{QStringLiteral("gb200 dynamo-trt fp4 (disagg)")});
        VERIFY_OR_THROW(page(s.chart)->chart()->axes(Qt::Vertical).first()->titleText().contains(QStringLiteral("per kW")));
        const SystemResult& gb = system(QStringLiteral("gb200"));
        if (!revealed) {
            VERIFY_OR_THROW(qAbs(gb.tokensPerSecPerKw - 43541) < 50);
            VERIFY_OR_THROW(qAbs(gb.sample.interactivity - 32.2) < 0.1);
            VERIFY_OR_THROW(series(s.chart, QStringLiteral("marker")).isEmpty());
        } else {
            const auto marker = series(s.chart, QStringLiteral("marker"));
            COMPARE_OR_THROW(marker.size(), 1);
            COMPARE_OR_THROW(static_cast<QLineSeries*>(marker.first())->at(0).x(), 500.0);
            const auto sample = series(s.chart, QStringLiteral("sample"));
            COMPARE_OR_THROW(sample.size(), 1);
            COMPARE_OR_THROW(sample.first()->property("status").toString(), QStringLiteral("interpolated"));
            VERIFY_OR_THROW(qAbs(static_cast<QScatterSeries*>(sample.first())->at(0).y() - 341.7) < 1);
            VERIFY_OR_THROW(43541 / gb.tokensPerSecPerKw > 100); // "less than a hundredth"
        }
        break;
    }
    case 6: { // the matched claims survive the denominator: 34–68× and 66–132×
        COMPARE_OR_THROW(s.claimId, QStringLiteral("jalapeno-gptoss-matched"));
        COMPARE_OR_THROW(s.chart, QStringLiteral("waterfall"));
        VERIFY_OR_THROW(qAbs(waterfallEnd() - (revealed ? 68.36 : 53.71)) < 0.01);
        const int last = int(series(s.chart, QStringLiteral("step")).size()) - 1;
        const QList<double> end = waterfallBand(last);
        COMPARE_OR_THROW(end.isEmpty(), !revealed);
        // At least 34.2× (68.4× with the GB200 at its rating and Jalapeño at exactly 550 W), open above.
        if (revealed) VERIFY_OR_THROW(qAbs(end[0] - 34.2) < 0.1 && end[2] == 1.0);
        const ClaimRederivation g = rederive(claim(s.claimId), QStringLiteral("measured"), 0.5, 1.0);
        const ClaimRederivation d = rederive(claim(QStringLiteral("jalapeno-dsr1-matched")), QStringLiteral("measured"), 0.5, 1.0);
        VERIFY_OR_THROW(qAbs(g.ratioMin - 34.2) < 0.1 && qAbs(g.ratio - 68.4) < 0.1 && g.ratioMax == kOpenAbove);
        VERIFY_OR_THROW(qAbs(d.ratioMin - 66.1) < 0.1 && qAbs(d.ratio - 132.3) < 0.2 && d.ratioMax == kOpenAbove);
        VERIFY_OR_THROW(g.ratioMin > 10);
        break;
    }
    default: QFAIL("unexpected step");
    }
}

void TestLessonWindow::checkWinner(int i, bool revealed)
{
    const Scenario& s = m_window->scenario();
    const LessonQuestion& q = step().question;
    auto rightOption = [&] { return q.options.value(q.correct).toLower(); };
    switch (i) {
    case 0: { // per GPU at 50 tok/s/user the MI355X leads
        const auto marker = series(s.chart, QStringLiteral("marker"));
        COMPARE_OR_THROW(marker.size(), 1);
        COMPARE_OR_THROW(static_cast<QLineSeries*>(marker.first())->at(0).x(), 50.0);
        COMPARE_OR_THROW(series(s.chart, QStringLiteral("sample")).size(), 3);
        COMPARE_OR_THROW(winner(true), rightOption());
        VERIFY_OR_THROW(qAbs(system(QStringLiteral("mi355x")).tokensPerSecond - 349) < 1);
        break;
    }
    case 1: // per kW the B200 leads; the reveal switches the axis to tokens/s per kW
        COMPARE_OR_THROW(winner(), rightOption());
        COMPARE_OR_THROW(page(s.chart)->chart()->axes(Qt::Vertical).first()->titleText().contains(QStringLiteral("per kW")), revealed);
        VERIFY_OR_THROW(qAbs(perKw(QStringLiteral("b200")) - 309) < 1);
        break;
    case 2: // efficiency bars: B200 leads at 50, H200 at 90, B200 falls to last
        COMPARE_OR_THROW(series(s.chart, QStringLiteral("bars")).size(), 1);
        COMPARE_OR_THROW(winner(), revealed ? rightOption() : QStringLiteral("b200"));
        if (!revealed) VERIFY_OR_THROW(qAbs(ratio() - 1.22) < 0.01);
        if (revealed) VERIFY_OR_THROW(perKw(QStringLiteral("b200")) < perKw(QStringLiteral("mi355x")));
        break;
    case 3: { // the B200 ÷ H200 line crosses 1× within the answer's tolerance
        QList<QLineSeries*> lines;
        for (QAbstractSeries* r : series(s.chart, QStringLiteral("ratio"))) lines << static_cast<QLineSeries*>(r);
        COMPARE_OR_THROW(lines.size(), 2);
        const QList<QPointF> pts = lines[0]->points();
        QList<double> crossings;
        for (int k = 1; k < pts.size(); ++k)
            if ((pts[k - 1].y() - 1) * (pts[k].y() - 1) < 0)
                crossings << pts[k - 1].x() + (1 - pts[k - 1].y()) * (pts[k].x() - pts[k - 1].x()) / (pts[k].y() - pts[k - 1].y());
        COMPARE_OR_THROW(crossings.size(), 2);
        VERIFY_OR_THROW2(isCorrect(q, Prediction{-1, crossings.first()}), qPrintable(QString::number(crossings.first())));
        // The second touch (~97) lies in the shaded band at the end of the H200's tested range.
        VERIFY_OR_THROW(crossings[1] > 95);
        bool shaded = false;
        for (QAbstractSeries* e : series(s.chart, QStringLiteral("edge"))) {
            const QList<QPointF> band = static_cast<QAreaSeries*>(e)->upperSeries()->points();
            shaded |= band.first().x() <= crossings[1] && crossings[1] <= band.last().x();
        }
        VERIFY_OR_THROW(shaded);
        // The MI355X line is above 1× only at the slow end, below about 49 tok/s/user.
        const QList<QPointF> mi = lines[1]->points();
        VERIFY_OR_THROW(mi.first().y() > 1);
        int crossed = 0;
        for (int k = 1; k < mi.size(); ++k)
            if ((mi[k - 1].y() - 1) * (mi[k].y() - 1) < 0) {
                ++crossed;
                VERIFY_OR_THROW(mi[k].x() > 47 && mi[k].x() < 51);
            }
        COMPARE_OR_THROW(crossed, 1);
        break;
    }
    case 4: // each at its own peak: H200 wins, at a lower interactivity than the others
        COMPARE_OR_THROW(winner(), revealed ? rightOption() : QStringLiteral("h200"));
        if (revealed) {
            VERIFY_OR_THROW(qAbs(perKw(QStringLiteral("h200")) - 410) < 1);
            VERIFY_OR_THROW(system(QStringLiteral("h200")).sample.interactivity < system(QStringLiteral("b200")).sample.interactivity);
            VERIFY_OR_THROW(system(QStringLiteral("b200")).sample.interactivity < system(QStringLiteral("mi355x")).sample.interactivity);
        }
        break;
    default: QFAIL("unexpected step");
    }
}

void TestLessonWindow::answer(bool correctly)
{
    const LessonQuestion& q = step().question;
    if (q.kind == LessonQuestion::Kind::Choice) {
        const int pick = correctly ? q.correct : (q.correct + 1) % int(q.options.size());
        auto* option = child<QRadioButton>(QStringLiteral("option%1").arg(pick));
        VERIFY_OR_THROW(option);
        QTRY_VERIFY(option->isVisible() && !option->rect().isEmpty()); // the learner sees it laid out first
        // On the indicator: a radio button's label only takes clicks on its text, not beyond it.
        QTest::mouseClick(option, Qt::LeftButton, {}, QPoint(option->height() / 2, option->height() / 2));
        VERIFY_OR_THROW(option->isChecked());
    } else {
        auto* edit = child<QLineEdit>(QStringLiteral("estimate"));
        VERIFY_OR_THROW(edit && edit->isVisible());
        QTest::keyClicks(edit, QString::number(correctly ? q.answer : q.answer + 3 * q.tolerance + 1));
    }
}

void TestLessonWindow::checkThreeBenchmarks(bool revealed)
{
    // Every step shows the Other benchmarks chart: InferenceX (rated) beside ML.ENERGY on B200, and
    // no figure of joules before the reveal.
    ChartPage* p = page(QStringLiteral("cross-source"));
    QVERIFY(p);
    QStringList names;
    for (const QAbstractSeries* s : p->chart()->series())
        if (s->property("role").toString() == QLatin1String("source")) names << s->name();
    QCOMPARE(names, (QStringList{QStringLiteral("InferenceX 1k/1k · b200 fp4 · rated TDP"), QStringLiteral("ML.ENERGY gpqa · b200 fp4")}));
    const QString stamp = ChartStamp::of(p->chart())->text();
    QCOMPARE(stamp.startsWith(QString::fromUtf8(kValuesHiddenLine)), !revealed);
    QVERIFY(stamp.contains(QStringLiteral("Rated TDP per GPU (hardware table, with your overrides): b200 1,000 W")));
}

void TestLessonWindow::walk(int lesson)
{
    child<QComboBox>(QStringLiteral("lessonChoice"))->setCurrentIndex(lesson);
    QCOMPARE(m_panel->currentLesson(), lesson);
    QCOMPARE(m_panel->currentStep(), -1);
    const Lesson& l = m_panel->lessons()[lesson];
    QSignalSpy requested(m_panel.get(), &LessonPanel::scenarioRequested);
    for (int i = 0; i < l.steps.size(); ++i) {
        QTest::mouseClick(child<QPushButton>(QStringLiteral("next")), Qt::LeftButton);
        QCOMPARE(m_panel->currentStep(), i);
        checkShown(l.steps[i].scenario, false);
        // Before the prediction: no value label, no numeric title, no value-axis tick labels.
        if (ChartPage* p = page(l.steps[i].scenario.chart)) {
            if (BarAnnotations* notes = BarAnnotations::of(p->chart()))
                for (const QRectF& r : notes->visibleRects(BarAnnotations::Place::Above)) QFAIL(qPrintable(QString::number(r.x())));
            QVERIFY2(!p->chart()->title().contains(QRegularExpression(QStringLiteral("[0-9]×"))), qPrintable(p->chart()->title()));
            // Value axes keep their ticks and title, with blank numbers.
            int hiddenAxes = 0;
            QVERIFY(ChartStamp::of(p->chart())->text().startsWith(QString::fromUtf8(kValuesHiddenLine)));
            for (QAbstractAxis* axis : p->chart()->axes()) {
                if (!axis->property(kValuesHidden).toBool()) continue;
                ++hiddenAxes;
                if (auto* linear = qobject_cast<QValueAxis*>(axis)) QCOMPARE(linear->labelFormat(), QStringLiteral(" "));
                for (QAbstractAxis* other : p->chart()->axes(axis->orientation()))
                    if (other->objectName() == QLatin1String("logAxisLabels")) {
                        QVERIFY(other->labelsVisible());
                        for (const QString& t : static_cast<QCategoryAxis*>(other)->categoriesLabels())
                            QVERIFY2(t.trimmed().isEmpty(), qPrintable(t));
                    }
            }
            QVERIFY2(hiddenAxes > 0, qPrintable(l.steps[i].title));
        }
        if (lesson == 0) checkJalapeno(i, false);
        if (lesson == 1) checkWinner(i, false);
        if (lesson == 2) checkThreeBenchmarks(false);
        if (QTest::currentTestFailed()) return;
        auto* reveal = child<QPushButton>(QStringLiteral("reveal"));
        QVERIFY(!reveal->isEnabled()); // no prediction yet
        answer(true);
        QVERIFY(reveal->isEnabled());
        QTest::mouseClick(reveal, Qt::LeftButton);
        QVERIFY(m_panel->stepState(i).revealed);
        QVERIFY2(m_panel->stepState(i).correct, qPrintable(l.steps[i].title));
        QCOMPARE(child<QLabel>(QStringLiteral("verdict"))->text(), QStringLiteral("✓ Right."));
        QVERIFY(child<QLabel>(QStringLiteral("explanation"))->text().contains(l.steps[i].explanation.left(30).toHtmlEscaped()));
        checkShown(l.steps[i].finalScenario(), true);
        if (lesson == 0) checkJalapeno(i, true);
        if (lesson == 1) checkWinner(i, true);
        if (lesson == 2) checkThreeBenchmarks(true);
        if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(requested.size(), 2 * l.steps.size()); // each step, then its reveal
    QCOMPARE(m_panel->correctCount(), l.steps.size());
    QVERIFY(!child<QPushButton>(QStringLiteral("next"))->isEnabled());
}

void TestLessonWindow::closingTheLessonGivesTheUserSettingsBack()
{
    // The window's own lesson dock, as a user opens it from the Learn menu.
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    auto* panel = m_window->findChild<LessonPanel*>();
    QVERIFY(dock && panel);
    Scenario mine = m_window->scenario();
    mine.assumptions.tokens = TokenKind::Output;
    mine.assumptions.interactivity = 150;
    mine.assumptions.boundary = Boundary::Node;
    mine.assumptions.unknownDrawLow = 0.6;
    mine.chart = QStringLiteral("efficiency");
    m_window->editScenario(mine, QStringLiteral("my settings"));
    const Scenario before = m_window->scenario();
    dock->show();
    panel->selectLesson(0);
    auto* next = panel->findChild<QPushButton*>(QStringLiteral("next"));
    for (int i = 0; i < 3; ++i) QTest::mouseClick(next, Qt::LeftButton);
    QVERIFY2(!(m_window->scenario() == before), "the lesson changed the charts");
    dock->close();
    const Scenario after = m_window->scenario();
    for (const AssumptionField& f : assumptionFields()) QVERIFY2(f.same(after.assumptions, before.assumptions), f.key);
    QVERIFY(after == before);
    QCOMPARE(m_window->tabs()->currentWidget(), page(QStringLiteral("efficiency")));
    // Ending through the panel's own button does the same, and the restore is one undo step.
    dock->show();
    panel->selectLesson(1);
    QTest::mouseClick(next, Qt::LeftButton);
    QVERIFY(!(m_window->scenario() == before));
    QTest::mouseClick(panel->findChild<QPushButton*>(QStringLiteral("endLesson")), Qt::LeftButton);
    QVERIFY(!dock->isVisible());
    QVERIFY(m_window->scenario() == before);
    m_window->session().undo();
    QVERIFY(!(m_window->scenario() == before));
}

void TestLessonWindow::predictionsAndProgressAreTracked()
{
    auto* next = child<QPushButton>(QStringLiteral("next"));
    QCOMPARE(next->text(), QStringLiteral("Start"));
    QVERIFY(!child<QPushButton>(QStringLiteral("reveal"))->isVisible());
    QTest::mouseClick(next, Qt::LeftButton);
    answer(false);
    QTest::mouseClick(child<QPushButton>(QStringLiteral("reveal")), Qt::LeftButton);
    QVERIFY(m_panel->stepState(0).revealed && !m_panel->stepState(0).correct);
    QVERIFY(
        child<QLabel>(QStringLiteral("verdict"))->text().startsWith(QStringLiteral("✗ Not quite. The answer: B: The rated package power")));
    QVERIFY(child<QLabel>(QStringLiteral("optionText1"))->text().contains(QStringLiteral("right answer")));
    QVERIFY(child<QLabel>(QStringLiteral("optionText2"))->text().contains(QStringLiteral("your prediction")));
    QVERIFY(!child<QRadioButton>(QStringLiteral("option0"))->isEnabled()); // locked after the reveal
    QVERIFY(!m_panel->reveal());                                           // only once
    // Step 2 is numeric: Return in the estimate field reveals.
    QTest::mouseClick(next, Qt::LeftButton);
    answer(true);
    QTest::keyClick(child<QLineEdit>(QStringLiteral("estimate")), Qt::Key_Return);
    QVERIFY(m_panel->stepState(1).revealed && m_panel->stepState(1).correct);
    QCOMPARE(m_panel->correctCount(), 1);
    QCOMPARE(child<QLabel>(QStringLiteral("progress"))->text(), QStringLiteral("✗●○○○○○  1 of 2 predictions right"));
    // Progress is per lesson: the other lesson starts fresh, and coming back keeps this one's.
    m_panel->selectLesson(1);
    QCOMPARE(m_panel->correctCount(), 0);
    m_panel->selectLesson(0);
    QCOMPARE(m_panel->correctCount(), 1);
}

void TestLessonWindow::backShowsTheRevealedStateAndUndoWorks()
{
    m_panel->goToStep(1); // Jalapeño, measured power
    m_panel->setPrediction(Prediction{-1, 2.4});
    QVERIFY(m_panel->reveal());
    QVERIFY(m_window->scenario().assumptions.denominator == DenominatorKind::Measured);
    m_panel->goToStep(2);
    QTest::mouseClick(child<QPushButton>(QStringLiteral("back")), Qt::LeftButton);
    QCOMPARE(m_panel->currentStep(), 1);
    // A revealed step comes back in its revealed state, answer shown and locked.
    QVERIFY(m_window->scenario().assumptions.denominator == DenominatorKind::Measured);
    QCOMPARE(child<QLineEdit>(QStringLiteral("estimate"))->text(), QStringLiteral("2.4"));
    QVERIFY(child<QLineEdit>(QStringLiteral("estimate"))->isReadOnly());
    QCOMPARE(child<QLabel>(QStringLiteral("verdict"))->text(), QStringLiteral("✓ Right."));
    // Each step is an undoable edit in the window.
    const Scenario shown = m_window->scenario();
    m_window->session().undo();
    QVERIFY(!(m_window->scenario() == shown));
    QVERIFY(m_window->session().history().undoText().startsWith(QStringLiteral("Lesson “The Jalapeño case")));
}

void TestLessonWindow::keyboardShortcutsStep()
{
    m_panel->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
    QTest::keyClick(m_panel.get(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(m_panel->currentStep(), 0);
    QTest::keyClick(m_panel.get(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(m_panel->currentStep(), 1);
    QTest::keyClick(m_panel.get(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(m_panel->currentStep(), 0);
    // A click on an option's text selects it, as on the radio button itself.
    auto* text = child<QLabel>(QStringLiteral("optionText1"));
    QTRY_VERIFY(text->isVisible() && !text->rect().isEmpty());
    QTest::mouseClick(text, Qt::LeftButton);
    QVERIFY(child<QRadioButton>(QStringLiteral("option1"))->isChecked());
    QTest::keyClick(m_panel.get(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(m_panel->stepState(0).revealed && m_panel->stepState(0).correct);
}

QTEST_MAIN(TestLessonWindow)
#include "test_lesson_window.moc"
