// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Lessons as data: the bundled lessons load and validate against the charts the app can draw;
// broken lessons fail with a message naming the file and the step; scenario patches chain the way
// the header promises; predictions are checked right. The broken lessons are synthetic edits of
// a minimal valid lesson (each breaks one thing).

#include "charts/chart_factory.h"
#include "charts/chart_kinds.h"
#include "literacy/lesson.h"
#include "test_support.h"

#include <QtTest>

using namespace denominator;

namespace {

nlohmann::json baseScenario()
{
    return nlohmann::json::parse(R"({
      "format": "denominator-scenario", "version": 1,
      "selection": {"model": "gpt-oss-120b", "isl": 1024, "osl": 1024, "precision": "", "systems": [], "claim": ""},
      "assumptions": {"denominator": "tdp", "boundary": "chip", "tokens": "total", "operating_point": "matched", "interactivity": 100},
      "chart": {"name": "frontier"}})");
}

nlohmann::json minimalLesson()
{
    nlohmann::json step = {{"title", "One"},
                           {"question", {{"kind", "choice"}, {"text", "Which?"}, {"options", {"a", "b"}}, {"correct", 1}}},
                           {"reveal", "It was b."},
                           {"explanation", "Because."}};
    nlohmann::json step2 = step;
    step2["title"] = "Two";
    return {{"format", "denominator-lesson"}, {"version", 1},          {"id", "mini"}, {"title", "Mini"}, {"intro", "Hello."},
            {"scenario", baseScenario()},     {"steps", {step, step2}}};
}

LessonContext context() { return bundledLessonContext(ui::chartNames()); }

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void bundledLessonsLoadAndValidate()
    {
        QList<Issue> errors;
        const QList<Lesson> lessons = loadBundledLessons(context(), &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(test::issuesText(errors)));
        QCOMPARE(lessons.size(), 3);
        QCOMPARE(lessons[0].id, QStringLiteral("jalapeno"));
        QCOMPARE(lessons[1].id, QStringLiteral("winner-interactivity"));
        QCOMPARE(lessons[0].steps.size(), 7);
        QCOMPARE(lessons[1].steps.size(), 5);
        QCOMPARE(lessons[2].id, QStringLiteral("three-benchmarks"));
        QCOMPARE(lessons[2].steps.size(), 3);
        QCOMPARE(lessons[2].steps[0].scenario.chart, QStringLiteral("cross-source"));
        // Step 1 asks what the headline's watts are: the stamp keeps the denominator and the
        // boundary back (options C and D are boundaries), for that step only.
        QCOMPARE(lessons[0].steps[0].scenario.concealed, (QStringList{QStringLiteral("boundary"), QStringLiteral("denominator")}));
        QVERIFY(lessons[0].steps[1].scenario.concealed.isEmpty());
        for (const Lesson& l : lessons)
            for (const LessonStep& s : l.steps) {
                QVERIFY(ui::chartNames().contains(s.scenario.chart));
                QVERIFY(!s.question.text.isEmpty() && !s.reveal.isEmpty() && !s.explanation.isEmpty());
                // The reveal must change what the charts show, or it is not a toggle.
                if (s.revealScenario) QVERIFY2(!(*s.revealScenario == s.scenario), qPrintable(s.title));
            }
    }

    void jalapenoClaimStepsNameTheClaims()
    {
        const QList<Lesson> lessons = loadBundledLessons(context());
        const Lesson& j = lessons[0];
        QCOMPARE(j.steps[0].scenario.claimId, QStringLiteral("jalapeno-gptoss-peak"));
        QVERIFY(j.steps[0].scenario.assumptions.denominator == DenominatorKind::Tdp);
        QVERIFY(j.steps[1].revealScenario->assumptions.denominator == DenominatorKind::Measured);
        QCOMPARE(j.steps[2].revealScenario->assumptions.unknownDrawLow, 0.5);
        QCOMPARE(j.steps[6].scenario.claimId, QStringLiteral("jalapeno-gptoss-matched"));
        QCOMPARE(j.steps[6].scenario.assumptions.interactivity, 535.0);
        // Steps on real data carry no claim.
        for (int i : {3, 4, 5}) QVERIFY(j.steps[i].scenario.claimId.isEmpty());
    }

    void patchesChainFromWhatTheLearnerLastSaw()
    {
        nlohmann::json doc = minimalLesson();
        doc["steps"][0]["reveal_scenario"] = {{"assumptions", {{"boundary", "node"}}}};
        doc["steps"][1]["scenario"] = {{"chart", {{"name", "ratio"}}}};
        const auto parsed = parseLesson(doc, QStringLiteral("mini.json"), context());
        QVERIFY_OK(parsed);
        const Lesson& l = *parsed;
        QVERIFY(l.steps[0].scenario.assumptions.boundary == Boundary::Chip);
        QVERIFY(l.steps[0].revealScenario->assumptions.boundary == Boundary::Node);
        // Step 2 starts from step 1's reveal, plus its own patch.
        QVERIFY(l.steps[1].scenario.assumptions.boundary == Boundary::Node);
        QCOMPARE(l.steps[1].scenario.chart, QStringLiteral("ratio"));
        QVERIFY(!l.steps[1].revealScenario);
        QCOMPARE(l.steps[1].finalScenario(), l.steps[1].scenario);
    }

    void brokenLessonsNameFileAndStep_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown chart") << "chart"
                                       << "mini.json, step 2 (“Two”): unknown chart \"waterfal\"";
        QTest::newRow("bad reveal") << "reveal_scenario"
                                    << "mini.json, step 2 (“Two”) reveal: field \"assumptions.denominator\": expected tdp, measured, "
                                       "allin, allin-gen1, allin-dated or custom, got \"meters\"";
        QTest::newRow("matched without interactivity")
            << "operating"
            << "mini.json, step 2 (“Two”): field \"assumptions.operating_point\": a matched operating point needs an interactivity";
        QTest::newRow("no workload") << "model"
                                     << "mini.json, step 2 (“Two”): field \"selection.model\": expected a model name";
        QTest::newRow("unknown claim") << "claim"
                                       << "mini.json, step 2 (“Two”): unknown claim \"jalapeno-nope\"";
        QTest::newRow("correct out of range") << "correct"
                                              << "mini.json, step 2 (“Two”): \"correct\" must be an option index from 0 to 1";
        QTest::newRow("one option") << "options"
                                    << "mini.json, step 2 (“Two”): a choice question needs at least two";
        QTest::newRow("numeric without tolerance") << "numeric"
                                                   << "mini.json, step 2 (“Two”): a numeric question needs a \"tolerance\"";
        QTest::newRow("no explanation") << "explanation"
                                        << "mini.json, step 2 (“Two”): \"explanation\" is missing";
        QTest::newRow("unknown conceal") << "conceal"
                                         << "mini.json, step 2 (“Two”): \"conceal\": expected an array of assumption names (denominator, ";
        QTest::newRow("no steps") << "steps"
                                  << "mini.json: \"steps\" must be a non-empty array";
        QTest::newRow("not a lesson") << "format"
                                      << "mini.json: not a lesson";
    }

    void brokenLessonsNameFileAndStep()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        nlohmann::json doc = minimalLesson();
        nlohmann::json& step = doc["steps"][1];
        if (what == QLatin1String("chart")) step["scenario"] = {{"chart", {{"name", "waterfal"}}}};
        if (what == QLatin1String("reveal_scenario")) step["reveal_scenario"] = {{"assumptions", {{"denominator", "meters"}}}};
        if (what == QLatin1String("operating")) step["scenario"] = {{"assumptions", {{"interactivity", nullptr}}}};
        if (what == QLatin1String("model")) step["scenario"] = {{"selection", {{"model", ""}}}};
        if (what == QLatin1String("claim")) step["scenario"] = {{"selection", {{"claim", "jalapeno-nope"}}}};
        if (what == QLatin1String("correct")) step["question"]["correct"] = 2;
        if (what == QLatin1String("options")) step["question"]["options"] = {"only"};
        if (what == QLatin1String("numeric")) step["question"] = {{"kind", "numeric"}, {"text", "How many?"}, {"answer", 2}};
        if (what == QLatin1String("explanation")) step.erase("explanation");
        if (what == QLatin1String("conceal")) step["conceal"] = {"wattage"};
        if (what == QLatin1String("steps")) doc["steps"] = nlohmann::json::array();
        if (what == QLatin1String("format")) doc["format"] = "denominator-scenario";
        const auto l = parseLesson(doc, QStringLiteral("/some/where/mini.json"), context());
        QVERIFY(!l);
        QCOMPARE(l.error().file, QStringLiteral("/some/where/mini.json"));
        QVERIFY2(l.error().message.startsWith(expected), qPrintable(l.error().message));
    }

    void unreadableFilesSayWhy()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        test::writeAll(path, "{ not json");
        const auto broken = loadLessonFile(path, context());
        QVERIFY(!broken);
        QCOMPARE(broken.error().line, 1);
        QVERIFY2(broken.error().toString().startsWith(path + QStringLiteral(":1: invalid JSON")), qPrintable(broken.error().toString()));
        QVERIFY(broken.error().message.endsWith(QStringLiteral("; expected a lesson")));
        const auto missing = loadLessonFile(dir.filePath(QStringLiteral("missing.json")), context());
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(QStringLiteral("cannot read")));
    }

    void predictionsAreChecked_data()
    {
        QTest::addColumn<bool>("numeric");
        QTest::addColumn<int>("choice");
        QTest::addColumn<double>("estimate");
        QTest::addColumn<bool>("given");
        QTest::addColumn<bool>("correct");
        QTest::newRow("right option") << false << 1 << kNaN << true << true;
        QTest::newRow("wrong option") << false << 0 << kNaN << true << false;
        QTest::newRow("no option") << false << -1 << kNaN << false << false;
        QTest::newRow("option out of range") << false << 3 << kNaN << false << false;
        QTest::newRow("estimate inside") << true << -1 << 2.5 << true << true;
        QTest::newRow("estimate on the edge") << true << -1 << 2.57 << true << true;
        QTest::newRow("estimate just outside") << true << -1 << 2.58 << true << false;
        QTest::newRow("estimate below") << true << -1 << 2.26 << true << false;
        QTest::newRow("no estimate") << true << -1 << kNaN << false << false;
    }

    void predictionsAreChecked()
    {
        QFETCH(bool, numeric);
        QFETCH(int, choice);
        QFETCH(double, estimate);
        QFETCH(bool, given);
        QFETCH(bool, correct);
        LessonQuestion q;
        if (numeric) {
            q.kind = LessonQuestion::Kind::Numeric;
            q.answer = 2.42;
            q.tolerance = 0.15;
            q.unit = QStringLiteral("×");
        } else {
            q.options = {QStringLiteral("1.9×"), QStringLiteral("2.4×"), QStringLiteral("53.7×")};
            q.correct = 1;
        }
        const Prediction p{choice, estimate};
        QCOMPARE(p.given(q), given);
        QCOMPARE(isCorrect(q, p), correct);
    }

    void answerTextsReadWell()
    {
        const QList<Lesson> lessons = loadBundledLessons(context());
        QCOMPARE(lessons[0].steps[1].question.answerText(), QStringLiteral("2.42× (±0.15)"));
        QCOMPARE(lessons[1].steps[3].question.answerText(), QStringLiteral("73 tok/s/user (±8)"));
        QCOMPARE(lessons[1].steps[2].question.answerText(), QStringLiteral("A: H200"));
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "test_lessons.moc"
