// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The scenario diff: diffScenarios lists exactly the fields that changed (one data row per
// field); applying every difference to A gives B; the diff report's per-field ratio effects agree
// with recomputing the ratio directly, on real DeepSeek-R1 data (bundled); the dialog shows them,
// including for a scenario read back from an exported PNG.

#include "charts/inputs_provider.h"
#include "core/assumption_fields.h"
#include "core/stamp.h"
#include "dialogs/scenario_diff_dialog.h"
#include "export/chart_exporter.h"
#include "scenario/scenario_diff.h"
#include "scenario/scenario_fields.h"
#include "shell/assumptions_panel.h"
#include "store/store.h"
#include "test_support.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace denominator;

Q_DECLARE_METATYPE(denominator::Assumptions)
Q_DECLARE_METATYPE(denominator::Scenario)
using namespace denominator::ui;

namespace {

/// The winner lesson's workload: DeepSeek-R1 FP8 1024/8192, H200 baseline, B200 second.
Scenario dsr1()
{
    Scenario s;
    s.model = QStringLiteral("DeepSeek-R1-0528");
    s.isl = 1024;
    s.osl = 8192;
    s.precision = QStringLiteral("fp8");
    s.systems = {QStringLiteral("h200 sglang fp8"), QStringLiteral("b200 sglang fp8"), QStringLiteral("mi355x sglang fp8")};
    s.assumptions.atPeak = false;
    s.assumptions.interactivity = 50;
    return s;
}

/// B = A with one field changed, by field key.
Scenario changed(const Scenario& a, const QString& key)
{
    Scenario b = a;
    Assumptions& x = b.assumptions;
    if (key == QLatin1String("model"))
        b.model = QStringLiteral("gpt-oss-120b");
    else if (key == QLatin1String("isl"))
        b.isl = 8192;
    else if (key == QLatin1String("osl"))
        b.osl = 1024;
    else if (key == QLatin1String("precision"))
        b.precision.clear();
    else if (key == QLatin1String("systems"))
        b.systems.swapItemsAt(0, 1);
    else if (key == QLatin1String("claim"))
        b.claimId = QStringLiteral("jalapeno-dsr1-peak");
    else if (key == QLatin1String("assumptions.denominator"))
        x.denominator = DenominatorKind::AllInGen2;
    else if (key == QLatin1String("assumptions.custom_watts"))
        x.customWatts.insert(QStringLiteral("h200"), 600);
    else if (key == QLatin1String("assumptions.boundary"))
        x.boundary = Boundary::Node;
    else if (key == QLatin1String("assumptions.pue"))
        x.pue = 1.5;
    else if (key == QLatin1String("assumptions.tokens"))
        x.tokens = TokenKind::Output;
    else if (key == QLatin1String("assumptions.power_statistic"))
        x.powerStatistic = PowerStatistic::P90;
    else if (key == QLatin1String("assumptions.operating_point"))
        x.interactivity = 90;
    else if (key == QLatin1String("assumptions.interpolation"))
        x.interpolation = Interpolation::LogLog;
    else if (key == QLatin1String("assumptions.interactivity_definition"))
        x.agenticInteractivity = AgenticInteractivity::P75Itl;
    else if (key == QLatin1String("assumptions.frontier_rule"))
        x.frontierRule = FrontierRule::NorthStar;
    else if (key == QLatin1String("assumptions.runs"))
        x.runs.mode = RunSelection::Mode::All;
    else if (key == QLatin1String("assumptions.compare_date"))
        x.runs.compareAsOf = QStringLiteral("2025-12-31");
    else if (key == QLatin1String("assumptions.unknown_draw"))
        x.unknownDrawLow = 0.7;
    else if (key == QLatin1String("pair"))
        b.pair = {QStringLiteral("b200 sglang fp8"), QStringLiteral("h200 sglang fp8")};
    else if (key == QLatin1String("chart"))
        b.chart = QStringLiteral("ratio");
    else if (key == QLatin1String("chart.efficiency_axis"))
        b.efficiencyAxis = true;
    else if (key == QLatin1String("chart.joules_per_token"))
        b.joulesPerToken = true;
    else if (key == QLatin1String("chart.joules_per_query"))
        b.joulesPerQuery = true;
    else if (key == QLatin1String("chart.x_axis"))
        b.xAxis = QStringLiteral("e2e");
    else if (key == QLatin1String("chart.linear_y"))
        b.linearY = true;
    else if (key == QLatin1String("chart.frontier_only"))
        b.frontierOnly = true;
    else if (key == QLatin1String("chart.hide_labels"))
        b.hideLabels = true;
    else if (key == QLatin1String("chart.conceal"))
        b.concealed = QStringList{QStringLiteral("denominator")};
    else if (key == QLatin1String("source_sha256"))
        b.sourceSha256 = {QStringLiteral("0123456789abcdef")};
    return b;
}

} // namespace

class TestScenarioDiff : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    HardwareCatalog m_catalog = HardwareCatalog::bundled();
    InputsProvider m_inputs;

    double ratioOf(const Scenario& s) { return headlineRatio(MUST(m_inputs(s)).comparison).value; }

private slots:
    void everyAssumptionFieldIsComparedWrittenDiffedAndStamped_data()
    {
        // One changed setting per field of core/assumption_fields.h, in a state where it applies.
        // A new assumption must be added here: the last check fails until it is.
        QTest::addColumn<QString>("key");
        QTest::addColumn<Assumptions>("a");
        QTest::addColumn<Assumptions>("b");
        const auto row = [](const char* key, const std::function<void(Assumptions&)>& base,
                            const std::function<void(Assumptions&)>& change) {
            Assumptions a;
            base(a);
            Assumptions b = a;
            change(b);
            QTest::newRow(key) << QString::fromLatin1(key) << a << b;
        };
        const auto none = [](Assumptions&) {};
        row("denominator", none, [](Assumptions& x) { x.denominator = DenominatorKind::AllInGen1; });
        row(
            "custom_watts", [](Assumptions& x) { x.denominator = DenominatorKind::Custom; },
            [](Assumptions& x) { x.customWatts.insert(QStringLiteral("h200"), 610); });
        row("boundary", none, [](Assumptions& x) { x.boundary = Boundary::Rack; });
        row(
            "pue", [](Assumptions& x) { x.boundary = Boundary::Facility; }, [](Assumptions& x) { x.pue = 1.45; });
        row("tokens", none, [](Assumptions& x) { x.tokens = TokenKind::Output; });
        row(
            "power_statistic", [](Assumptions& x) { x.denominator = DenominatorKind::Measured; },
            [](Assumptions& x) { x.powerStatistic = PowerStatistic::P75; });
        row("operating_point", none, [](Assumptions& x) {
            x.atPeak = false;
            x.interactivity = 77;
        });
        row(
            "interpolation",
            [](Assumptions& x) {
                x.atPeak = false;
                x.interactivity = 77;
            },
            [](Assumptions& x) { x.interpolation = Interpolation::LogLog; });
        row("interactivity_definition", none, [](Assumptions& x) { x.agenticInteractivity = AgenticInteractivity::P90Itl; });
        row("frontier_rule", none, [](Assumptions& x) { x.frontierRule = FrontierRule::NorthStar; });
        row("runs", none, [](Assumptions& x) { x.runs.mode = RunSelection::Mode::All; });
        row("compare_date", none, [](Assumptions& x) { x.runs.compareAsOf = QStringLiteral("2026-01-31"); });
        row(
            "unknown_draw", [](Assumptions& x) { x.denominator = DenominatorKind::Measured; },
            [](Assumptions& x) { x.unknownDrawLow = 0.7; });
    }

    void everyAssumptionFieldIsComparedWrittenDiffedAndStamped()
    {
        QFETCH(QString, key);
        QFETCH(Assumptions, a);
        QFETCH(Assumptions, b);
        QVERIFY(!(a == b));
        const auto back = assumptionsFromJson(toJson(b));
        QVERIFY_OK(back);
        QVERIFY(*back == b);
        Scenario sa = dsr1(), sb = dsr1();
        sa.assumptions = a;
        sb.assumptions = b;
        const QList<ScenarioDifference> d = diffScenarios(sa, sb);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d.first().field, QStringLiteral("assumptions.") + key);
        const AssumptionField* field = assumptionField(key.toLatin1().constData());
        QVERIFY(field);
        QVERIFY(field->applies(b));
        Comparison c;
        c.assumptions = b;
        // The agentic definition enters (and is stamped with) agentic workloads only.
        if (key == QLatin1String("interactivity_definition") || key == QLatin1String("frontier_rule"))
            c.request.isl = c.request.osl = kAgenticLength;
        const QString stamp = stampText(c);
        QVERIFY2(stamp.contains(field->show(b)),
                 qPrintable(QStringLiteral("the stamp does not say \"%1\":\n%2").arg(field->show(b), stamp)));
        // Where the field has a text form (--option, the dock's items), it reads back what it says.
        if (field->text) {
            Assumptions read = a;
            QVERIFY2(field->parseText(field->text(b), read), qPrintable(field->text(b)));
            QVERIFY2(field->same(read, b), qPrintable(field->text(b)));
        }
    }

    void everyChoiceIsParsedWrittenListedAndOffered()
    {
        // A value of an enumerated assumption is one entry of its field's choices: the parser
        // takes it, the scenario file keeps it, the messages and --help list it, and the dock
        // offers it under its label, in the table's order.
        AssumptionsPanel panel;
        panel.setScenario(dsr1()); // fills the runs list (its dates follow the fixed choices)
        const QMap<QString, QString> boxes{{"denominator", "denominator"},
                                           {"boundary", "boundary"},
                                           {"tokens", "tokens"},
                                           {"power_statistic", "powerStatistic"},
                                           {"interpolation", "interpolation"},
                                           {"interactivity_definition", "interactivityDefinition"},
                                           {"frontier_rule", "frontierRule"},
                                           {"runs", "runs"}};
        int enumerated = 0;
        for (const AssumptionField& f : assumptionFields()) {
            const QString key = QString::fromLatin1(f.key);
            if (f.option) {
                QVERIFY2(f.parseText && f.help && f.valueName, f.key);
                QVERIFY2(!optionHelp(f).isEmpty() && !expectedValues(f).isEmpty(), f.key);
                Assumptions x;
                const auto set = f.parseText(QStringLiteral("not-a-value"), x);
                QVERIFY2(!set && set.error().message.contains(expectedValues(f)) &&
                             set.error().message.contains(QLatin1String("not-a-value")),
                         f.key);
            }
            if (f.choices.empty()) continue;
            ++enumerated;
            const auto* box = panel.findChild<QComboBox*>(boxes.value(key));
            QVERIFY2(box, f.key);
            QVERIFY2(box->count() >= int(f.choices.size()), f.key);
            for (int i = 0; i < int(f.choices.size()); ++i) {
                const FieldChoice& c = f.choices[size_t(i)];
                Assumptions x;
                QVERIFY2(f.parseText(QLatin1String(c.value), x), c.value);
                QCOMPARE(f.text(x), QLatin1String(c.value));
                const auto back = assumptionsFromJson(toJson(x));
                QVERIFY_OK(back);
                QCOMPARE(f.text(*back), QLatin1String(c.value));
                QVERIFY2(expectedValues(f).contains(QLatin1String(c.value)) && optionHelp(f).contains(QLatin1String(c.value)), c.value);
                QCOMPARE(box->itemData(i).toString(), QLatin1String(c.value));
                QCOMPARE(box->itemText(i), QString::fromUtf8(c.label));
            }
        }
        QCOMPARE(enumerated, boxes.size());
    }

    void everyAssumptionFieldHasARowAbove()
    {
        QStringList keys;
        for (const AssumptionField& f : assumptionFields()) keys << QString::fromLatin1(f.key);
        QCOMPARE(keys, (QStringList{"denominator", "custom_watts", "boundary", "pue", "tokens", "power_statistic", "operating_point",
                                    "interpolation", "interactivity_definition", "frontier_rule", "runs", "compare_date", "unknown_draw"}));
    }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("diff.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
        m_inputs = storeInputsProvider(*m_store, m_catalog);
    }

    void identicalScenariosHaveNoDifferences()
    {
        QVERIFY(diffScenarios(dsr1(), dsr1()).isEmpty());
        // Two at-peak scenarios do not differ by their unused interactivity.
        Scenario a = dsr1(), b = dsr1();
        a.assumptions.atPeak = b.assumptions.atPeak = true;
        b.assumptions.interactivity = kNaN;
        QVERIFY(diffScenarios(a, b).isEmpty());
    }

    void eachFieldAloneIsListedAlone_data()
    {
        QTest::addColumn<QString>("key");
        for (const QString& key : scenarioFieldKeys()) QTest::newRow(qPrintable(key)) << key;
    }

    void eachFieldAloneIsListedAlone()
    {
        QFETCH(QString, key);
        const Scenario a = dsr1(), b = changed(a, key);
        QVERIFY2(!(a == b), "the test's change must change something");
        const QList<ScenarioDifference> d = diffScenarios(a, b);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d.first().field, key);
        QVERIFY(d.first().a != d.first().b);
        QCOMPARE(withFieldFrom(a, b, key), b);
        QCOMPARE(withFieldFrom(a, b, QStringLiteral("no-such-field")), a);
        // The scenario file keeps the change (written and read by the field's one definition).
        const auto back = scenarioFromJson(toJson(b));
        QVERIFY_OK(back);
        QCOMPARE(*back, b);
        QVERIFY(toJson(b) != toJson(a));
    }

    void everyViewOptionIsOfferedByTheDockAndRender()
    {
        // A view option of the scenario table is a dock control and a `render` option without a
        // line elsewhere: each control edits exactly its field, and the option sets it.
        AssumptionsPanel panel;
        panel.setScenario(dsr1());
        int controls = 0;
        for (const ScenarioField& f : scenarioFields()) {
            if (f.option) {
                Scenario s = dsr1();
                const QString value = f.choices.empty() ? QString() : QLatin1String(f.choices.back().value);
                QVERIFY2(setOption(f, value, s), f.key);
                QVERIFY2(!(s == dsr1()), f.key);
                QCOMPARE(diffScenarios(dsr1(), s).size(), 1);
                QVERIFY2(optionHelp(f).size() > 10, f.key);
                if (!f.choices.empty())
                    QVERIFY2(setOption(f, QStringLiteral("sideways"), s).error().message.contains(expectedValues(f)), f.key);
            }
            if (!f.dockName) continue;
            ++controls;
            QWidget* control = panel.findChild<QWidget*>(QLatin1String(f.dockName));
            QVERIFY2(control, f.dockName);
            // A field that means nothing for this scenario (J per query for a fixed-length
            // workload) is offered disabled; every other is enabled.
            QCOMPARE(control->isEnabled(), !f.applies || f.applies(dsr1()));
            QSignalSpy edited(&panel, &AssumptionsPanel::scenarioEdited);
            if (auto* box = qobject_cast<QCheckBox*>(control))
                box->toggle();
            else
                qobject_cast<QComboBox*>(control)->setCurrentIndex(qobject_cast<QComboBox*>(control)->count() - 1);
            QCOMPARE(edited.size(), 1);
            const auto after = edited.first().first().value<Scenario>();
            const QList<ScenarioDifference> d = diffScenarios(dsr1(), after);
            QCOMPARE(d.size(), 1);
            QCOMPARE(d.first().field, QLatin1String(f.key));
            panel.setScenario(dsr1());
        }
        QCOMPARE(controls, 7); // efficiency axis, joules per token and per query, x axis, linear y, frontier only, hide labels
        // On an agentic workload the J-per-query box is enabled.
        Scenario agentic = dsr1();
        agentic.isl = agentic.osl = kAgenticLength;
        panel.setScenario(agentic);
        QVERIFY(panel.findChild<QCheckBox*>(QStringLiteral("joulesPerQuery"))->isEnabled());
    }

    void valuesAreShownAsPeopleReadThem()
    {
        Scenario a = dsr1(), b = dsr1();
        b.assumptions.denominator = DenominatorKind::Measured;
        b.assumptions.atPeak = true;
        b.assumptions.unknownDrawLow = 0.6;
        const QList<ScenarioDifference> d = diffScenarios(a, b);
        QCOMPARE(d.size(), 3);
        QCOMPARE(d[0], (ScenarioDifference{QStringLiteral("assumptions.denominator"), QStringLiteral("Denominator"),
                                           QStringLiteral("rated TDP"), QStringLiteral("measured mean GPU power")}));
        QCOMPARE(d[1], (ScenarioDifference{QStringLiteral("assumptions.operating_point"), QStringLiteral("Operating point"),
                                           QStringLiteral("matched at 50 tok/s/user"), QStringLiteral("each system at its own peak")}));
        QCOMPARE(d[2].b, QStringLiteral("60–100 % of TDP where measured power is missing"));
    }

    void applyingEveryDifferenceGivesB()
    {
        Scenario a = dsr1(), b = dsr1();
        b.assumptions.denominator = DenominatorKind::AllInGen2;
        b.assumptions.boundary = Boundary::Facility;
        b.assumptions.interactivity = 90;
        b.chart = QStringLiteral("efficiency");
        Scenario t = a;
        for (const ScenarioDifference& d : diffScenarios(a, b)) t = withFieldFrom(t, b, d.field);
        QCOMPARE(t, b);
    }

    void ratioEffectsAreConsistent()
    {
        // Only assumptions (and the chart) differ: each row is A with that one change.
        Scenario a = dsr1(), b = dsr1();
        b.assumptions.interactivity = 90;
        b.assumptions.boundary = Boundary::Node;
        b.assumptions.tokens = TokenKind::Output;
        b.chart = QStringLiteral("ratio");
        const DiffReport r = MUST(diffReport(a, b, m_inputs));
        QCOMPARE(r.a.label, QStringLiteral("b200 sglang fp8 ÷ h200 sglang fp8"));
        QVERIFY(qAbs(r.a.value - 1.219) < 0.001); // B200 leads at 50 tok/s/user …
        QVERIFY(r.b.value < 1);                   // … and trails at 90
        QCOMPARE(r.effects.size(), 4);
        for (const DiffEffect& e : r.effects) {
            const double direct = ratioOf(withFieldFrom(a, b, e.difference.field));
            QCOMPARE(e.withChange.value, direct);
        }
        // The interactivity change alone gives the ratio at 90 (0.841×); the chart alone changes nothing.
        QVERIFY(qAbs(r.effects[2].withChange.value - 0.841) < 0.001);
        QCOMPARE(r.effects[2].difference.field, QStringLiteral("assumptions.operating_point"));
        QCOMPARE(r.effects[3].withChange.value, r.a.value);
        // All changes together reproduce B's ratio.
        Scenario t = a;
        for (const DiffEffect& e : r.effects) t = withFieldFrom(t, b, e.difference.field);
        QCOMPARE(ratioOf(t), r.b.value);
        // With a single difference, its row is B's ratio.
        Scenario c = dsr1();
        c.assumptions.denominator = DenominatorKind::AllInGen2;
        const DiffReport one = MUST(diffReport(a, c, m_inputs));
        QCOMPARE(one.effects.size(), 1);
        QCOMPARE(one.effects.first().withChange.value, one.b.value);
        // From rated TDP (700 W, 1,000 W) to all-in gen 2 (1,370 W, 1,710 W): the ratio scales by the watts.
        QVERIFY(qAbs(one.b.value - one.a.value * (1000.0 / 700.0) * (1370.0 / 1710.0)) < 1e-9);
    }

    void unknownPowerShowsARange()
    {
        Scenario b = dsr1();
        b.assumptions.denominator = DenominatorKind::Measured;
        const DiffReport r = MUST(diffReport(dsr1(), b, m_inputs));
        QVERIFY(!isKnown(r.b.value));
        QVERIFY(r.b.low < r.b.high);
        // A range is a number the user can defend: it is shown with its basis, never as "n/a".
        QVERIFY2(!r.b.text().startsWith(QStringLiteral("n/a")), qPrintable(r.b.text()));
        QVERIFY2(r.b.text().contains(QStringLiteral("–")) && r.b.text().contains(QStringLiteral("of TDP")), qPrintable(r.b.text()));
    }

    void dialogListsTheDifferences()
    {
        Scenario b = dsr1();
        b.assumptions.interactivity = 90;
        b.chart = QStringLiteral("ratio");
        ScenarioDiffDialog dialog(MUST(diffReport(dsr1(), b, m_inputs)), QStringLiteral("current"), QStringLiteral("other.json"));
        QTableWidget* t = dialog.table();
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("Operating point"));
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("matched at 50 tok/s/user"));
        QCOMPARE(t->item(0, 2)->text(), QStringLiteral("matched at 90 tok/s/user"));
        QVERIFY2(t->item(0, 3)->text().startsWith(QStringLiteral("1.22× → 0.841× (-31.0 %)")), qPrintable(t->item(0, 3)->text()));
        QCOMPARE(t->item(1, 3)->text(), QStringLiteral("1.22× → 1.22× (no change)"));
        QVERIFY(dialog.summary().contains(QStringLiteral("A 1.22× · B 0.841×")));
        QVERIFY(t->horizontalHeaderItem(2)->text().contains(QStringLiteral("other.json")));
    }

    void opensTheOtherScenarioFromAnExportedImage()
    {
        Scenario b = dsr1();
        b.assumptions.boundary = Boundary::Facility;
        const QString png = m_dir.filePath(QStringLiteral("other.png"));
        QVERIFY_OK(exportChart(MUST(m_inputs(b)), QStringLiteral("frontier"), png, {}));
        int rows = -1;
        QString file;
        QTimer::singleShot(0, this, [&] {
            auto* d = qobject_cast<ScenarioDiffDialog*>(QApplication::activeModalWidget());
            if (!d) return;
            rows = d->table()->rowCount();
            // The exported scenario records its drawn systems and data files; against the bare A the
            // boundary and the data files differ.
            for (int r = 0; r < rows; ++r) file += d->table()->item(r, 0)->data(Qt::UserRole).toString() + QLatin1Char(' ');
            d->reject();
        });
        QVERIFY(ScenarioDiffDialog::compareWithFile(nullptr, dsr1(), m_inputs, png));
        QCOMPARE(file, QStringLiteral("assumptions.boundary source_sha256 "));
        QCOMPARE(rows, 2);
        // A file without a scenario is refused with a message.
        const QString junk = m_dir.filePath(QStringLiteral("junk.json"));
        test::writeAll(junk, "{}");
        QTimer::singleShot(0, this, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->reject();
        });
        QVERIFY(!ScenarioDiffDialog::compareWithFile(nullptr, dsr1(), m_inputs, junk));
    }
};

QTEST_MAIN(TestScenarioDiff)
#include "test_scenario_diff.moc"
