// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Claim assessment: the bundled Jalapeño claims (figures from docs/domain.md §2) marked question by
// question and re-derived under each reading — 1.9× → ≈2.42×, 1.7× → ≈2.12×, 1.5× → ≈1.9–2.0×,
// and the matched 53.7× / ≈104× surviving a 27 % denominator change; synthetic claims (each
// missing one thing, said so in the row name) for the answered/ambiguous/unanswered rules; the
// claims writer read back by the parser.

#include "core/number_format.h"
#include "core/resources.h"
#include "literacy/claim_assessment.h"
#include "literacy/claim_json.h"
#include "test_support.h"

#include <QFile>
#include <QtTest>

using namespace denominator;

namespace {

QList<Claim> bundledClaims()
{
    initResources();
    QFile f(bundledDataFiles().first());
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    QList<Issue> errors;
    const QList<Claim> claims = parseClaims(nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()), f.fileName(), errors);
    return errors.isEmpty() ? claims : QList<Claim>();
}

Claim byId(const QString& id)
{
    for (const Claim& c : bundledClaims())
        if (c.id == id) return c;
    return {};
}

AnswerState stateOf(const ClaimAssessment& a, const char* key)
{
    const ClaimQuestion* q = a.question(QString::fromLatin1(key));
    return q ? q->state : AnswerState(-1);
}

/// A plain named-hardware peak claim with every question stated; rows break one thing each.
Claim plainClaim()
{
    Claim c;
    c.id = QStringLiteral("synthetic");
    c.model = QStringLiteral("m");
    c.tokens = QStringLiteral("total");
    c.systems = {ClaimSystem{QStringLiteral("B200"), QStringLiteral("b200"), 2000, QStringLiteral("tdp"), 1000, kNaN, false, {}},
                 ClaimSystem{QStringLiteral("H200"), QStringLiteral("h200"), 1000, QStringLiteral("tdp"), 700, kNaN, false, {}}};
    c.stated = {{QStringLiteral("denominator"), QStringLiteral("TDP")},
                {QStringLiteral("interactivity"), QStringLiteral("peak")},
                {QStringLiteral("tokens"), QStringLiteral("total")},
                {QStringLiteral("normalisation"), QStringLiteral("per GPU")},
                {QStringLiteral("comparator"), QStringLiteral("H200")}};
    return c;
}

} // namespace

class TestClaimAssessment : public QObject {
    Q_OBJECT

private slots:
    void questions_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("denominator");
        QTest::addColumn<int>("boundary");
        QTest::addColumn<int>("interactivity");
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("comparator");
        const int A = int(AnswerState::Answered), M = int(AnswerState::Ambiguous), U = int(AnswerState::Unanswered);
        // "package TDP" answers rated; on Grace Blackwell (or an unnamed part) the boundary is ambiguous.
        QTest::newRow("gptoss peak") << "jalapeno-gptoss-peak" << A << M << A << A << A;
        QTest::newRow("dsr1 peak") << "jalapeno-dsr1-peak" << A << M << A << A << A;
        QTest::newRow("kimi peak: comparator not named") << "jalapeno-kimi-peak" << A << M << A << A << U;
        QTest::newRow("gptoss matched") << "jalapeno-gptoss-matched" << A << M << A << A << A;
        QTest::newRow("dsr1 matched") << "jalapeno-dsr1-matched" << A << M << A << A << A;
        QTest::newRow("kimi matched: tokens and comparator unstated") << "jalapeno-kimi-matched" << A << M << A << U << U;
    }

    void questions()
    {
        QFETCH(QString, id);
        const Claim c = byId(id);
        QCOMPARE(c.id, id);
        const ClaimAssessment a = assessClaim(c, bundledClaims());
        QFETCH(int, denominator);
        QFETCH(int, boundary);
        QFETCH(int, interactivity);
        QFETCH(int, tokens);
        QFETCH(int, comparator);
        QCOMPARE(int(stateOf(a, "denominator")), denominator);
        QCOMPARE(int(stateOf(a, "boundary")), boundary);
        QCOMPARE(int(stateOf(a, "interactivity")), interactivity);
        QCOMPARE(int(stateOf(a, "tokens")), tokens);
        QCOMPARE(int(stateOf(a, "comparator")), comparator);
        // The three primary questions come first, each with a reason.
        QVERIFY(a.questions.size() >= 6);
        for (int i = 0; i < 3; ++i) QVERIFY(a.questions[i].primary);
        for (const ClaimQuestion& q : a.questions) QVERIFY2(!q.reason.isEmpty(), qPrintable(q.key));
        // Matched claims also ask for the percentile, which none of them states.
        const bool matched = c.operatingPoint == QLatin1String("matched");
        QCOMPARE(a.question(QStringLiteral("percentile")) != nullptr, matched);
        if (matched) QVERIFY(stateOf(a, "percentile") == AnswerState::Unanswered);
    }

    void boundaryReasonNamesGraceBlackwell()
    {
        const ClaimAssessment a = assessClaim(byId(QStringLiteral("jalapeno-gptoss-peak")));
        QVERIFY2(a.question(QStringLiteral("boundary"))->reason.contains(QStringLiteral("Grace Blackwell part (GB200)")),
                 qPrintable(a.question(QStringLiteral("boundary"))->reason));
        QVERIFY(a.question(QStringLiteral("denominator"))->reason.startsWith(QStringLiteral("rated")));
    }

    void readings_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("rated");
        QTest::addColumn<double>("measuredLo"); // re-derived with the subject's measured draw
        QTest::addColumn<double>("measuredHi");
        // domain.md §2: 1.9× → ≈2.4×, 1.7× → ≈2.1×, 1.5× → ≈1.9–2.0×.
        QTest::newRow("gptoss peak") << "jalapeno-gptoss-peak" << 85448.0 / 44960 << 2.41 << 2.43;
        QTest::newRow("dsr1 peak") << "jalapeno-dsr1-peak" << 19641.0 / 11781 << 2.11 << 2.13;
        QTest::newRow("kimi peak") << "jalapeno-kimi-peak" << 18195.0 / 11862 << 1.9 << 2.0;
        QTest::newRow("gptoss matched") << "jalapeno-gptoss-matched" << 22935.0 / 427 << 68.0 << 68.6;
        QTest::newRow("kimi matched: ratio only") << "jalapeno-kimi-matched" << 56.1 << 71.3 << 71.5;
    }

    void readings()
    {
        QFETCH(QString, id);
        QFETCH(double, rated);
        QFETCH(double, measuredLo);
        QFETCH(double, measuredHi);
        const ClaimAssessment a = assessClaim(byId(id), bundledClaims());
        QCOMPARE(a.readings.first().key, QStringLiteral("rated"));
        QVERIFY(qFuzzyCompare(a.reading(QStringLiteral("rated"))->ratio, rated));
        const ClaimReading* subject = a.reading(QStringLiteral("measured-subject"));
        QVERIFY2(subject->ratio >= measuredLo && subject->ratio <= measuredHi, qPrintable(QString::number(subject->ratio)));
        QVERIFY(qFuzzyCompare(subject->ratio, rated * 700.0 / 550.0));
        // Jalapeño's 550 W is an upper bound: each measured reading is open above.
        QCOMPARE(subject->ratioMax, kOpenAbove);
        QVERIFY(qFuzzyCompare(subject->ratioMin, subject->ratio));
        // The comparator's draw is unknown: measured-vs-measured starts at half the single reading.
        const ClaimReading* both = a.reading(QStringLiteral("measured-both"));
        QCOMPARE(both->ratioMax, kOpenAbove);
        QVERIFY(qFuzzyCompare(both->ratioMin, subject->ratio / 2));
        QVERIFY(both->explanation.contains(QStringLiteral("unknown")));
    }

    void matchedSurvivesDenominatorChange()
    {
        // "104× shifted by 27 % is still above 80×": the ratio comes from throughput collapse.
        const ClaimAssessment dsr1 = assessClaim(byId(QStringLiteral("jalapeno-dsr1-matched")), bundledClaims());
        const ClaimReading* shift = dsr1.reading(QStringLiteral("denominator-shift"));
        QVERIFY(shift->label.contains(QStringLiteral("27 %")));
        QVERIFY2(shift->ratioMin > 80 && shift->ratioMin < 104, qPrintable(QString::number(shift->ratioMin)));
        QVERIFY(qFuzzyCompare(shift->ratioMax, 12258.0 / 118 * 700 / 550));
        const ClaimAssessment gpt = assessClaim(byId(QStringLiteral("jalapeno-gptoss-matched")), bundledClaims());
        QVERIFY(gpt.reading(QStringLiteral("denominator-shift"))->ratioMin > 40);
        // Every plausible power reading keeps both far above parity; at peak the same readings span
        // a factor of two around the headline.
        QVERIFY(dsr1.powerMin > 60 && gpt.powerMin > 25);
        const ClaimAssessment peak = assessClaim(byId(QStringLiteral("jalapeno-gptoss-peak")), bundledClaims());
        QVERIFY(peak.powerMin < 1.3);
        QCOMPARE(peak.powerMax, kOpenAbove); // Jalapeño's 550 W is an upper bound: open above, not capped at 2.42×
        QVERIFY2(peak.notes.first().contains(QLatin1String("or more")), qPrintable(peak.notes.first()));
        QVERIFY(dsr1.notes.first().contains(QStringLiteral("throughput collapse")));
        QVERIFY2(dsr1.notes.value(1).contains(QStringLiteral("GB300")) && dsr1.notes.value(1).contains(QStringLiteral("11,781 → 118")),
                 qPrintable(dsr1.notes.value(1)));
    }

    void siblings_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("sibling");
        QTest::newRow("gptoss") << "jalapeno-gptoss-peak"
                                << "jalapeno-gptoss-matched";
        QTest::newRow("gptoss back") << "jalapeno-gptoss-matched"
                                     << "jalapeno-gptoss-peak";
        QTest::newRow("dsr1") << "jalapeno-dsr1-peak"
                              << "jalapeno-dsr1-matched";
        QTest::newRow("kimi") << "jalapeno-kimi-peak"
                              << "jalapeno-kimi-matched";
    }

    void siblings()
    {
        QFETCH(QString, id);
        QFETCH(QString, sibling);
        const ClaimAssessment a = assessClaim(byId(id), bundledClaims());
        QCOMPARE(a.siblingId, sibling);
        QVERIFY(qFuzzyCompare(a.reading(QStringLiteral("other-operating-point"))->ratio, byId(sibling).ratioAsPublished()));
        QVERIFY(assessClaim(byId(id)).siblingId.isEmpty()); // nothing to search
    }

    void synthetic_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("state");
        const int A = int(AnswerState::Answered), M = int(AnswerState::Ambiguous), U = int(AnswerState::Unanswered);
        QTest::newRow("complete: boundary implied by TDP on named HGX parts") << ""
                                                                              << "boundary" << A;
        QTest::newRow("no denominator kind or text") << "no-denominator"
                                                     << "denominator" << U;
        QTest::newRow("no denominator kind or text: boundary") << "no-denominator"
                                                               << "boundary" << U;
        QTest::newRow("mixed rated and measured") << "mixed"
                                                  << "denominator" << M;
        QTest::newRow("measured: where?") << "measured"
                                          << "boundary" << M;
        QTest::newRow("measured: rated-or-measured answered") << "measured"
                                                              << "denominator" << A;
        QTest::newRow("boundary stated") << "boundary-stated"
                                         << "boundary" << A;
        QTest::newRow("operating point not stated") << "no-interactivity"
                                                    << "interactivity" << U;
        QTest::newRow("matched without tok/s/user") << "matched-no-value"
                                                    << "interactivity" << M;
        QTest::newRow("normalisation not stated") << "no-normalisation"
                                                  << "normalisation" << U;
    }

    void synthetic()
    {
        QFETCH(QString, edit);
        QFETCH(QString, key);
        QFETCH(int, state);
        Claim c = plainClaim();
        if (edit == QLatin1String("no-denominator")) {
            c.stated.remove(QStringLiteral("denominator"));
            for (ClaimSystem& s : c.systems) s.denominatorKind.clear();
        } else if (edit == QLatin1String("mixed")) {
            c.systems[0].denominatorKind = QStringLiteral("measured");
        } else if (edit == QLatin1String("measured")) {
            c.stated[QStringLiteral("denominator")] = QStringLiteral("measured mean draw");
            for (ClaimSystem& s : c.systems) s.denominatorKind = QStringLiteral("measured");
        } else if (edit == QLatin1String("boundary-stated")) {
            c.systems[0].hardware = QStringLiteral("gb200");
            c.stated[QStringLiteral("boundary")] = QStringLiteral("GPU package only");
        } else if (edit == QLatin1String("no-interactivity")) {
            c.stated.remove(QStringLiteral("interactivity"));
        } else if (edit == QLatin1String("matched-no-value")) {
            c.operatingPoint = QStringLiteral("matched");
        } else if (edit == QLatin1String("no-normalisation")) {
            c.stated.remove(QStringLiteral("normalisation"));
        }
        const ClaimAssessment a = assessClaim(c);
        QCOMPARE(int(stateOf(a, qPrintable(key))), state);
    }

    void writerRoundTrip()
    {
        const QList<Claim> claims = bundledClaims();
        QCOMPARE(claims.size(), 6);
        QList<Issue> errors;
        const QList<Claim> back = parseClaims(claimsDocument(claims), QStringLiteral("written"), errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(back.size(), claims.size());
        for (int i = 0; i < claims.size(); ++i) {
            const Claim &a = claims[i], &b = back[i];
            QCOMPARE(b.id, a.id);
            QCOMPARE(b.title, a.title);
            QCOMPARE(b.tokens, a.tokens);
            QCOMPARE(b.operatingPoint, a.operatingPoint);
            QCOMPARE(isKnown(b.interactivity), isKnown(a.interactivity));
            QCOMPARE(b.stated, a.stated);
            QCOMPARE(b.unstated, a.unstated);
            QCOMPARE(b.ratioAsPublished(), a.ratioAsPublished());
            for (int s = 0; s < 2; ++s) {
                QCOMPARE(b.systems[s].label, a.systems[s].label);
                QCOMPARE(isKnown(b.systems[s].measuredWatts), isKnown(a.systems[s].measuredWatts));
                QCOMPARE(b.systems[s].measuredIsUpperBound, a.systems[s].measuredIsUpperBound);
                QCOMPARE(b.systems[s].denominatorKind, a.systems[s].denominatorKind);
            }
            // The written claim is assessed exactly as the original.
            QCOMPARE(QString::fromStdString(toJson(assessClaim(b, back)).dump()),
                     QString::fromStdString(toJson(assessClaim(a, claims)).dump()));
        }
    }

    void claimsAcrossBenchmarks()
    {
        // Two figures from two benchmarks: the claim checker says which of the three questions
        // their benchmarks answer differently, and the benchmark answers "where" for a measured draw.
        Claim c = plainClaim();
        c.systems[0].denominatorKind = c.systems[1].denominatorKind = QStringLiteral("measured");
        c.stated.remove(QStringLiteral("denominator"));
        c.systems[0].benchmark = Benchmark::InferenceX;
        c.systems[1].benchmark = Benchmark::MLPerf;
        ClaimAssessment a = assessClaim(c);
        const ClaimQuestion* q = a.question(QStringLiteral("benchmarks"));
        QVERIFY(q);
        QCOMPARE(int(q->state), int(AnswerState::Ambiguous));
        QVERIFY2(q->reason.contains(QLatin1String("InferenceX and MLPerf Inference Power")) &&
                     q->reason.contains(QLatin1String("boundary (B200 (InferenceX): GPU board; H200 (MLPerf Inference Power): whole "
                                                      "system, AC at the wall)")) &&
                     q->reason.contains(QLatin1String("interactivity (")) && !q->reason.contains(QLatin1String("rated or measured")),
                 qPrintable(q->reason));
        QCOMPARE(int(stateOf(a, "denominator")), int(AnswerState::Answered)); // both measured
        QCOMPARE(int(stateOf(a, "boundary")), int(AnswerState::Ambiguous));
        QVERIFY2(a.question(QStringLiteral("boundary"))->reason.contains(QLatin1String("different boundaries")),
                 qPrintable(a.question(QStringLiteral("boundary"))->reason));
        QCOMPARE(int(stateOf(a, "interactivity")), int(AnswerState::Ambiguous)); // "peak" is stated, but means another thing in each
        QVERIFY(a.question(QStringLiteral("interactivity"))->reason.contains(QLatin1String("define interactivity differently")));

        // A rated InferenceX figure against a measured ML.ENERGY one: rated or measured differs too.
        c.systems[0].denominatorKind = QStringLiteral("tdp");
        c.systems[1].denominatorKind.clear(); // ML.ENERGY publishes only measured watts
        c.systems[1].benchmark = Benchmark::MLEnergy;
        a = assessClaim(c);
        QVERIFY2(a.question(QStringLiteral("benchmarks"))
                     ->reason.contains(QLatin1String("rated or measured (B200 (InferenceX): rated; H200 (ML.ENERGY): measured)")),
                 qPrintable(a.question(QStringLiteral("benchmarks"))->reason));
        QCOMPARE(int(stateOf(a, "denominator")), int(AnswerState::Ambiguous));

        // One benchmark: the boundary of a measured draw is the one it measures at.
        c.systems[0].denominatorKind = c.systems[1].denominatorKind = QStringLiteral("measured");
        c.systems[0].benchmark = Benchmark::MLEnergy;
        a = assessClaim(c);
        QCOMPARE(int(stateOf(a, "benchmarks")), int(AnswerState::Answered));
        QCOMPARE(int(stateOf(a, "boundary")), int(AnswerState::Answered));
        QCOMPARE(int(stateOf(a, "interactivity")), int(AnswerState::Answered));
        // Only one named: the other figure's definitions are unknown.
        c.systems[1].benchmark.reset();
        QCOMPARE(int(stateOf(assessClaim(c), "benchmarks")), int(AnswerState::Unanswered));
        // None named (every claim before this field): no such question, the rest as before.
        c.systems[0].benchmark.reset();
        QVERIFY(!assessClaim(c).question(QStringLiteral("benchmarks")));
        QCOMPARE(int(stateOf(assessClaim(c), "boundary")), int(AnswerState::Ambiguous)); // measured, but not where

        // The file format: written only when named, read back, an unknown name refused by field.
        c.systems[0].benchmark = Benchmark::InferenceX;
        c.systems[1].benchmark = Benchmark::MLPerf;
        nlohmann::json doc = claimsDocument({c});
        QVERIFY(doc["claims"][0]["systems"][0].contains("benchmark"));
        QList<Issue> errors;
        const QList<Claim> back = parseClaims(doc, QStringLiteral("x.json"), errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(back.first().systems[1].benchmark, std::optional<Benchmark>(Benchmark::MLPerf));
        QVERIFY(!claimsDocument({plainClaim()})["claims"][0]["systems"][0].contains("benchmark"));
        doc["claims"][0]["systems"][1]["benchmark"] = "spec-power";
        parseClaims(doc, QStringLiteral("x.json"), errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().field.contains(QLatin1String("benchmark")) && errors.first().message.contains(QLatin1String("spec-power")),
                 qPrintable(errors.first().field + QLatin1Char(' ') + errors.first().message));
    }

    void json()
    {
        const nlohmann::json j = toJson(assessClaim(byId(QStringLiteral("jalapeno-kimi-peak")), bundledClaims()));
        QCOMPARE(j.at("questions")[0].at("key").get<std::string>(), std::string("denominator"));
        QCOMPARE(j.at("questions")[0].at("state").get<std::string>(), std::string("answered"));
        QCOMPARE(j.at("questions")[1].at("state").get<std::string>(), std::string("ambiguous"));
        QCOMPARE(j.at("sibling").get<std::string>(), std::string("jalapeno-kimi-matched"));
        QVERIFY(j.at("readings")[1].at("ratio").get<double>() > 1.9);
        QVERIFY(j.at("power_range")[0].get<double>() < 1.0); // the comparator at half its rating reverses it
        QVERIFY(j.at("power_range")[1].is_null());           // open above: an upper-bound draw
    }
};

QTEST_GUILESS_MAIN(TestClaimAssessment)
#include "test_claim_assessment.moc"
