// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The printable worksheet: for each bundled lesson, a PDF with a title page, one page per step
// (chart with its stamp, the question) and the answers on the last page — checked through
// pdfinfo/pdftotext, so the text must really be text. Also `denominator lesson` as a user runs
// it (the real binary in a QProcess). Charts draw the bundled real InferenceX data.

#include "charts/chart_factory.h"
#include "charts/chart_kinds.h"
#include "charts/inputs_provider.h"
#include "export/worksheet_exporter.h"
#include "literacy/lesson.h"
#include "store/store.h"
#include "test_support.h"

#include <QApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace denominator;
using namespace denominator::ui;

namespace {

using Run = denominator::test::ProgramRun;

Run run(const QString& program, const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    return denominator::test::runProgram(args, env, program);
}

/// Ligatures unfolded (NFKC), white space and hyphens removed, so text wrapped anywhere (after the
/// "/" of "tokens/s", or at "big-batch" where pdftotext drops the hyphen) and "ﬁ" glyphs compare
/// equal to the source text.
QString flat(const QString& s)
{
    static const QRegularExpression space(QStringLiteral("[\\s-]+"));
    return s.normalized(QString::NormalizationForm_KC).remove(space);
}

int pageCount(const QString& pdf)
{
    const Run r = run(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(r.out);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pageText(const QString& pdf, int page)
{
    return flat(run(QStringLiteral("pdftotext"),
                    {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page), pdf, QStringLiteral("-")})
                    .out);
}

} // namespace

class TestWorksheet : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    HardwareCatalog m_catalog = HardwareCatalog::bundled();
    QList<Lesson> m_lessons;

    QProcessEnvironment cliEnv() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DENOMINATOR_DB"), m_dir.filePath(QStringLiteral("cli.sqlite")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

private slots:
    void initTestCase()
    {
        // installer/setup.sh installs poppler-utils; without it the PDFs cannot be read back.
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() &&
                     !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty(),
                 "pdftotext/pdfinfo (poppler-utils) are needed to read the PDFs back");
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("worksheet.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
        QList<Issue> errors;
        m_lessons = loadBundledLessons(bundledLessonContext(chartNames()), &errors);
        QVERIFY2(errors.isEmpty() && m_lessons.size() == 3, qPrintable(test::issuesText(errors)));
    }

    void worksheetHasAPagePerStepAndTheAnswersLast_data()
    {
        QTest::addColumn<int>("lesson");
        QTest::newRow("jalapeno") << 0;
        QTest::newRow("winner-interactivity") << 1;
        QTest::newRow("three-benchmarks") << 2;
    }

    void worksheetHasAPagePerStepAndTheAnswersLast()
    {
        QFETCH(int, lesson);
        const Lesson& l = m_lessons[lesson];
        const InputsProvider inputsFor = storeInputsProvider(*m_store, m_catalog);
        const QString pdf = m_dir.filePath(l.id + QStringLiteral(".pdf"));
        QVERIFY_OK(exportWorksheet(l, inputsFor, pdf));
        QCOMPARE(pageCount(pdf), int(l.steps.size()) + 2);

        const QString title = pageText(pdf, 1);
        QVERIFY2(title.contains(flat(l.title)), qPrintable(title));
        QVERIFY(title.contains(flat(l.intro.left(60))));
        for (const LessonStep& s : l.steps) QVERIFY(title.contains(flat(s.title)));
        QVERIFY(title.contains(QStringLiteral("InferenceXbySemiAnalysis")));

        for (int i = 0; i < l.steps.size(); ++i) {
            const LessonStep& s = l.steps[i];
            const QString text = pageText(pdf, i + 2);
            QVERIFY2(text.contains(flat(s.question.text)), qPrintable(QStringLiteral("step %1: %2").arg(i + 1).arg(text)));
            for (const QString& o : s.question.options) QVERIFY2(text.contains(flat(o)), qPrintable(o));
            // The chart's stamp, as text: its denominator and the scenario code of what is drawn.
            Scenario shown = s.scenario;
            shown.hideLabels = true; // as the window shows it before the reveal
            const ChartInputs in = MUST(inputsFor(shown));
            QVERIFY2(text.contains(QStringLiteral("Scenario%1").arg(scenarioCode(in.scenario))), qPrintable(text));
            const QString denominator = s.scenario.assumptions.denominator == DenominatorKind::Tdp ? QStringLiteral("Denominator:ratedTDP")
                                                                                                   : QStringLiteral("Denominator:measured");
            if (s.scenario.chart == QLatin1String("cross-source")) // each benchmark's own watts, named per series
                QVERIFY2(text.contains(QStringLiteral("RatedTDPperGPU")) && !text.contains(QStringLiteral("Denominator:")),
                         qPrintable(text));
            else if (s.scenario.concealed.contains(QStringLiteral("denominator")))
                QVERIFY2(text.contains(QStringLiteral("Denominator:?(keptback")) && !text.contains(denominator), qPrintable(text));
            else
                QVERIFY2(text.contains(denominator), qPrintable(text));
            // As in the window before the reveal: value axes without numbers, no readout.
            QVERIFY2(text.contains(QStringLiteral("Valueshidden:nofiguresontheaxes")), qPrintable(text));
            QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("[0-9]tok/s/(GPU|kW)"))), qPrintable(text));
            // The worksheet shows the question's state, never the answer.
            QVERIFY(!text.contains(flat(s.reveal.left(40))));
        }
        const QString answers = pageText(pdf, int(l.steps.size()) + 2);
        QVERIFY(answers.contains(QStringLiteral("Answersandexplanations")));
        for (const LessonStep& s : l.steps) {
            QVERIFY2(answers.contains(flat(s.question.answerText())), qPrintable(s.question.answerText()));
            QVERIFY(answers.contains(flat(s.reveal)));
            QVERIFY(answers.contains(flat(s.explanation)));
        }
    }

    void missingDataIsAnErrorNamingTheStep()
    {
        Store empty = MUST(Store::open(m_dir.filePath(QStringLiteral("empty.sqlite"))));
        const QString pdf = m_dir.filePath(QStringLiteral("none.pdf"));
        const auto written = exportWorksheet(m_lessons[1], storeInputsProvider(empty, m_catalog), pdf);
        QVERIFY(!written);
        QCOMPARE(written.error().message, QStringLiteral("winner-interactivity, step 1: no stored points for DeepSeek-R1-0528 1k/8k"));
        QVERIFY(!QFile::exists(pdf));
    }

    void cliListsAndExportsLessons()
    {
        const Run list =
            run(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("lesson"), QStringLiteral("list"), QStringLiteral("--json")}, cliEnv());
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        const auto j = nlohmann::json::parse(list.out.toStdString());
        QCOMPARE(j.size(), std::size_t(3));
        QCOMPARE(j[0]["id"].get<std::string>(), std::string("jalapeno"));
        QCOMPARE(j[1]["steps"].size(), std::size_t(5));
        QCOMPARE(j[2]["id"].get<std::string>(), std::string("three-benchmarks"));

        const QString pdf = m_dir.filePath(QStringLiteral("cli worksheet.pdf"));
        const Run ex =
            run(QStringLiteral(DENOMINATOR_BINARY),
                {QStringLiteral("lesson"), QStringLiteral("export"), QStringLiteral("jalapeno"), QStringLiteral("-o"), pdf}, cliEnv());
        QVERIFY2(ex.exitCode == 0, qPrintable(ex.err));
        QCOMPARE(ex.out, QStringLiteral("wrote %1 (jalapeno, 7 steps)\n").arg(pdf));
        QCOMPARE(pageCount(pdf), 9);
        QVERIFY(pageText(pdf, 2).contains(flat(m_lessons[0].steps[0].question.text)));
    }

    void cliRejectsBadInput()
    {
        const QString bin = QStringLiteral(DENOMINATOR_BINARY);
        Run r = run(bin,
                    {QStringLiteral("lesson"), QStringLiteral("export"), QStringLiteral("nope"), QStringLiteral("-o"),
                     m_dir.filePath(QStringLiteral("n.pdf"))},
                    cliEnv());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("no lesson \"nope\" (known: jalapeno, winner-interactivity, three-benchmarks)")),
                 qPrintable(r.err));
        r = run(bin,
                {QStringLiteral("lesson"), QStringLiteral("export"), QStringLiteral("jalapeno"), QStringLiteral("-o"),
                 m_dir.filePath(QStringLiteral("n.png"))},
                cliEnv());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("a worksheet is a .pdf file")));
        // A teacher's own lesson file is validated the same way as the bundled ones.
        nlohmann::json doc = nlohmann::json::parse(
            test::readAll(test::sourceDir(QStringLiteral("resources/data/lessons/02_winner_interactivity.json"))).toStdString());
        doc["steps"][2]["scenario"]["chart"]["name"] = "pie";
        const QString file = m_dir.filePath(QStringLiteral("mine.json"));
        test::writeAll(file, QByteArray::fromStdString(doc.dump()));
        r = run(bin,
                {QStringLiteral("lesson"), QStringLiteral("export"), file, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("m.pdf"))},
                cliEnv());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("mine.json, step 3 (“Faster tokens for every user”): unknown chart \"pie\"")),
                 qPrintable(r.err));
    }
};

QTEST_MAIN(TestWorksheet)
#include "test_worksheet.moc"
