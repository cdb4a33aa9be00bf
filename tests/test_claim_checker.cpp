// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The claim checker dialog, offscreen: the bundled claims are listed and assessed; a new claim is
// typed into the form (real key clicks and button clicks), checked, saved as a claims file, read
// back by the parser, imported into the store and picked again. The claim typed in is synthetic:
// Jalapeño's published gpt-oss figures re-entered by hand, so the expected numbers are known.

#include "dialogs/claim_checker_dialog.h"
#include "dialogs/claim_form.h"
#include "store/store.h"
#include "test_support.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace denominator;
using namespace denominator::ui;

class TestClaimChecker : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;

    template <typename T> static T* child(QWidget& w, const char* name) { return w.findChild<T*>(QString::fromLatin1(name)); }

    static void type(QWidget& w, const char* name, const QString& text)
    {
        auto* edit = child<QLineEdit>(w, name);
        VERIFY_OR_THROW2(edit, name);
        edit->clear();
        // QTest types ASCII only; other characters go in as the line edit's own typed insert.
        bool ascii = true;
        for (QChar c : text) ascii = ascii && c.unicode() < 128;
        if (ascii)
            QTest::keyClicks(edit, text);
        else
            edit->insert(text);
    }

    static void typeNumber(QWidget& w, const char* name, const QString& text)
    {
        auto* spin = child<QDoubleSpinBox>(w, name);
        VERIFY_OR_THROW2(spin, name);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QTest::keyClick(spin, Qt::Key_Tab);
    }

    /// The text in the readings table for a reading key, column `col`.
    static QString readingCell(QWidget& w, const QString& key, int col)
    {
        auto* t = child<QTableWidget>(w, "readingsTable");
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->item(r, 0)->data(Qt::UserRole).toString() == key) return t->item(r, col)->text();
        return {};
    }

    static QString answerOf(QWidget& w, int row)
    {
        return child<QTableWidget>(w, "questionsTable")->item(row, 1)->data(Qt::UserRole).toString();
    }

    void fillForm(ClaimCheckerDialog& d)
    {
        d.findChild<QTabWidget*>()->setCurrentIndex(1); // "Enter a claim"
        type(d, "claimId", QStringLiteral("typed-gptoss-peak"));
        type(d, "claimTitle", QStringLiteral("Typed in: Jalapeño vs GB200 at peak"));
        type(d, "claimant", QStringLiteral("OpenAI"));
        type(d, "model", QStringLiteral("gpt-oss-120b"));
        type(d, "subjectLabel", QStringLiteral("Jalapeño"));
        type(d, "subjectHardware", QStringLiteral("jalapeno"));
        typeNumber(d, "subjectValue", QStringLiteral("85448"));
        typeNumber(d, "subjectWatts", QStringLiteral("700"));
        typeNumber(d, "subjectMeasured", QStringLiteral("550"));
        QTest::mouseClick(child<QCheckBox>(d, "subjectUpperBound"), Qt::LeftButton);
        type(d, "comparatorLabel", QStringLiteral("GB200"));
        type(d, "comparatorHardware", QStringLiteral("gb200"));
        typeNumber(d, "comparatorValue", QStringLiteral("44960"));
        typeNumber(d, "comparatorWatts", QStringLiteral("1200"));
        child<QComboBox>(d, "subjectKind")->setCurrentText(QStringLiteral("tdp"));
        child<QComboBox>(d, "comparatorKind")->setCurrentText(QStringLiteral("tdp"));
        child<QComboBox>(d, "tokens")->setCurrentText(QStringLiteral("total"));
        typeNumber(d, "publishedRatio", QStringLiteral("1.9"));
        type(d, "statedDenominator", QStringLiteral("package TDP"));
        type(d, "statedInteractivity", QStringLiteral("each system at its own peak"));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("checker.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
    }

    void listsAndAssessesBundledClaims()
    {
        ClaimCheckerDialog d(*m_store);
        d.show();
        auto* picker = child<QComboBox>(d, "claimPicker");
        QCOMPARE(picker->count(), 6);
        picker->setCurrentIndex(picker->findData(QStringLiteral("jalapeno-dsr1-peak")));
        QCOMPARE(d.currentClaim().id, QStringLiteral("jalapeno-dsr1-peak"));
        QCOMPARE(readingCell(d, QStringLiteral("measured-subject"), 1), QStringLiteral("2.12×"));
        QCOMPARE(answerOf(d, 0), QStringLiteral("answered"));
        QCOMPARE(answerOf(d, 1), QStringLiteral("ambiguous"));
        QVERIFY(d.selectClaim(QStringLiteral("jalapeno-dsr1-matched")));
        QCOMPARE(readingCell(d, QStringLiteral("denominator-shift"), 2), QStringLiteral("81.6–132×"));
        QVERIFY(child<QLabel>(d, "notesLabel")->text().contains(QStringLiteral("throughput collapse")));
        QVERIFY(!d.selectClaim(QStringLiteral("no-such-claim")));
    }

    void fitsALaptopScreen()
    {
        // A 1366×768 screen leaves about 700 px for a dialog: the readings must still be readable.
        ClaimCheckerDialog d(*m_store);
        d.resize(1300, 700);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY(d.selectClaim(QStringLiteral("jalapeno-gptoss-peak")));
        QTest::qWait(50);
        if (qEnvironmentVariableIsSet("DENOMINATOR_GRAB")) d.grab().save(qEnvironmentVariable("DENOMINATOR_GRAB"));
        // The claim picker is one row, not a third of the height.
        QVERIFY2(d.findChild<QTabWidget*>()->height() < 110, qPrintable(QString::number(d.findChild<QTabWidget*>()->height())));
        auto* readings = child<QTableWidget>(d, "readingsTable");
        const int line = readings->fontMetrics().lineSpacing();
        int shown = 0;
        for (int r = 0; r < readings->rowCount(); ++r) {
            // A row is as tall as its wrapped text at the width it has now (at most three lines here).
            QVERIFY2(readings->rowHeight(r) <= 3 * line + 10, qPrintable(readings->item(r, 0)->text()));
            shown += readings->rowViewportPosition(r) + readings->rowHeight(r) <= readings->viewport()->height();
        }
        QVERIFY2(shown >= std::min(4, readings->rowCount()), qPrintable(QString::number(shown)));
        QVERIFY(child<QLabel>(d, "notesLabel")->isVisible());
    }

    void formIncompleteSaysWhy()
    {
        ClaimCheckerDialog d(*m_store);
        d.show();
        d.findChild<QTabWidget*>()->setCurrentIndex(1);
        QTest::mouseClick(child<QPushButton>(d, "checkButton"), Qt::LeftButton);
        QVERIFY(child<QLabel>(d, "statusLabel")->text().contains(QStringLiteral("id")));
        QCOMPARE(d.currentClaim().id, QStringLiteral("jalapeno-gptoss-peak")); // still the first bundled one
    }

    void blankFieldsAreNotStated()
    {
        // A claim with only its systems' names and values states nothing: the form's defaults are
        // the reader's assumptions, so rated or measured, the boundary and the tokens stay
        // unanswered (they read "answered — rated" and "stated total" before).
        ClaimCheckerDialog d(*m_store);
        d.show();
        d.findChild<QTabWidget*>()->setCurrentIndex(1);
        type(d, "claimId", QStringLiteral("bare-claim"));
        type(d, "subjectLabel", QStringLiteral("A"));
        typeNumber(d, "subjectValue", QStringLiteral("2000"));
        type(d, "comparatorLabel", QStringLiteral("B"));
        typeNumber(d, "comparatorValue", QStringLiteral("1000"));
        QTest::mouseClick(child<QPushButton>(d, "checkButton"), Qt::LeftButton);
        QCOMPARE(d.currentClaim().id, QStringLiteral("bare-claim"));
        for (const char* key : {"denominator", "boundary", "interactivity", "tokens"})
            QVERIFY2(d.assessment().question(QString::fromLatin1(key))->state == AnswerState::Unanswered, key);
    }

    void enterCheckSaveImport()
    {
        ClaimCheckerDialog d(*m_store);
        d.show();
        fillForm(d);
        QTest::mouseClick(child<QPushButton>(d, "checkButton"), Qt::LeftButton);
        QCOMPARE(d.currentClaim().id, QStringLiteral("typed-gptoss-peak"));
        // The typed claim is the published one: same readings, and the boundary is ambiguous on GB200.
        QCOMPARE(readingCell(d, QStringLiteral("rated"), 1), QStringLiteral("1.9×"));
        QCOMPARE(readingCell(d, QStringLiteral("measured-subject"), 1), QStringLiteral("2.42×"));
        // Jalapeño's "at most 550 W" leaves both measured readings open above.
        QCOMPARE(readingCell(d, QStringLiteral("measured-subject"), 2), QStringLiteral("≥ 2.42×"));
        QCOMPARE(readingCell(d, QStringLiteral("measured-both"), 2), QStringLiteral("≥ 1.21×"));
        QCOMPARE(answerOf(d, 0), QStringLiteral("answered"));
        QCOMPARE(answerOf(d, 1), QStringLiteral("ambiguous"));
        QVERIFY(d.assessment().question(QStringLiteral("normalisation"))->state == AnswerState::Unanswered);
        // Its sibling is found among the stored claims (same model and systems, matched).
        QCOMPARE(d.assessment().siblingId, QStringLiteral("jalapeno-gptoss-matched"));
        QCOMPARE(d.currentClaim().systems[0].measuredIsUpperBound, true);

        const QString path = m_dir.filePath(QStringLiteral("typed.json"));
        QVERIFY_OK(d.saveFormClaim(path));
        const QByteArray bytes = test::readAll(path);
        QList<Issue> issues;
        const QList<Claim> back = parseClaims(nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()), path, issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(back.size(), 1);
        QCOMPARE(back[0].id, QStringLiteral("typed-gptoss-peak"));
        QCOMPARE(back[0].systems[1].value, 44960.0);
        QCOMPARE(back[0].systems[0].measuredWatts, 550.0);
        QVERIFY(!isKnown(back[0].systems[1].measuredWatts));
        QCOMPARE(back[0].stated.value(QStringLiteral("denominator")), QStringLiteral("package TDP"));

        QSignalSpy imported(&d, &ClaimCheckerDialog::claimsImported);
        QVERIFY_OK(d.importClaimsFile(path));
        QCOMPARE(imported.count(), 1);
        bool stored = false;
        for (const Claim& c : MUST(m_store->claims()).claims) stored = stored || c.id == QLatin1String("typed-gptoss-peak");
        QVERIFY(stored);
        auto* picker = child<QComboBox>(d, "claimPicker");
        QCOMPARE(picker->count(), 7);
        QCOMPARE(picker->currentData().toString(), QStringLiteral("typed-gptoss-peak"));
    }

    void aClaimAcrossBenchmarksSaysWhatDiffers()
    {
        // Each figure's benchmark is part of the form: InferenceX against MLPerf, both measured,
        // differ in boundary and interactivity, and the file keeps the benchmarks.
        ClaimCheckerDialog d(*m_store);
        d.show();
        fillForm(d);
        type(d, "claimId", QStringLiteral("typed-across"));
        for (const char* kind : {"subjectKind", "comparatorKind"}) child<QComboBox>(d, kind)->setCurrentText(QStringLiteral("measured"));
        type(d, "statedDenominator", QString());
        auto* subject = child<QComboBox>(d, "subjectBenchmark");
        auto* comparator = child<QComboBox>(d, "comparatorBenchmark");
        QCOMPARE(subject->currentIndex(), 0); // not stated until chosen
        subject->setCurrentIndex(subject->findData(QStringLiteral("inferencex")));
        comparator->setCurrentIndex(comparator->findData(QStringLiteral("mlperf")));
        QTest::mouseClick(child<QPushButton>(d, "checkButton"), Qt::LeftButton);
        QCOMPARE(d.currentClaim().id, QStringLiteral("typed-across"));
        const ClaimQuestion* q = d.assessment().question(QStringLiteral("benchmarks"));
        QVERIFY(q);
        QCOMPARE(int(q->state), int(AnswerState::Ambiguous));
        QVERIFY2(q->reason.contains(QLatin1String("boundary (")) && q->reason.contains(QLatin1String("interactivity (")),
                 qPrintable(q->reason));
        auto* questions = child<QTableWidget>(d, "questionsTable");
        bool listed = false;
        for (int r = 0; r < questions->rowCount(); ++r)
            listed = listed || questions->item(r, 0)->text().contains(QLatin1String("one benchmark"));
        QVERIFY(listed);
        const QString path = m_dir.filePath(QStringLiteral("across.json"));
        QVERIFY_OK(d.saveFormClaim(path));
        const QByteArray bytes = test::readAll(path);
        QList<Issue> issues;
        const QList<Claim> back = parseClaims(nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()), path, issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(back.first().systems[0].benchmark, std::optional<Benchmark>(Benchmark::InferenceX));
        QCOMPARE(back.first().systems[1].benchmark, std::optional<Benchmark>(Benchmark::MLPerf));
        // Copied back to the form, the choice is kept.
        d.form()->setClaim(back.first());
        QCOMPARE(comparator->currentData().toString(), QStringLiteral("mlperf"));
    }

    void openFileAndCopyToForm()
    {
        // A claims file opened (not imported) is listed and assessed; "Copy to form" fills the form.
        const QString path = m_dir.filePath(QStringLiteral("opened.json"));
        test::writeAll(path, test::readAll(test::sourceDir(QStringLiteral("resources/data/claims_jalapeno.json")))
                                 .replace("jalapeno-kimi-peak", "opened-kimi-peak"));
        ClaimCheckerDialog d(*m_store);
        d.show();
        QVERIFY_OK(d.openClaimsFile(path));
        QVERIFY(d.selectClaim(QStringLiteral("opened-kimi-peak")));
        QVERIFY(d.assessment().question(QStringLiteral("comparator"))->state == AnswerState::Unanswered);
        QTest::mouseClick(child<QPushButton>(d, "editButton"), Qt::LeftButton);
        const Claim formClaim = d.form()->claim();
        QCOMPARE(formClaim.id, QStringLiteral("opened-kimi-peak"));
        QCOMPARE(formClaim.systems[1].value, 11862.0);
        const auto missing = d.openClaimsFile(m_dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(QStringLiteral("cannot read")));
    }

    void addFormClaimToStore()
    {
        ClaimCheckerDialog d(*m_store);
        d.show();
        fillForm(d);
        type(d, "claimId", QStringLiteral("typed-added"));
        QTest::mouseClick(child<QPushButton>(d, "addButton"), Qt::LeftButton);
        QCOMPARE(d.currentClaim().id, QStringLiteral("typed-added"));
        bool stored = false;
        for (const Claim& c : MUST(m_store->claims()).claims) stored = stored || c.id == QLatin1String("typed-added");
        QVERIFY(stored);
    }
};

QTEST_MAIN(TestClaimChecker)
#include "test_claim_checker.moc"
