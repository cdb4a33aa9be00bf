// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Waterfall, tornado and uncertainty bands on the bundled data (the real InferenceX gpt-oss-120b
// sample, 1k/1k) and the bundled Jalapeño claims: the waterfall's factors multiply to its end
// ratio and each step changes one assumption; claim mode goes from 1.9× to 53.7×; tornado bars are
// sorted by how much they move the ratio and swinging nothing changes nothing; a system without
// measured power carries a band of throughput ÷ (TDP × 50…100 %).

#include "core/number_format.h"
#include "core/resources.h"
#include "literacy/claim_assessment.h"
#include "literacy/tornado.h"
#include "literacy/waterfall.h"
#include "store/store.h"
#include "test_support.h"

#include <QFile>
#include <QScopeGuard>
#include <QtTest>

using namespace denominator;

namespace {

bool near(double a, double b, double rel = 1e-12) { return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b)); }

Assumptions make(DenominatorKind d, Boundary b, bool peak, TokenKind t)
{
    Assumptions a;
    a.denominator = d;
    a.boundary = b;
    a.atPeak = peak;
    a.interactivity = peak ? kNaN : 100;
    a.tokens = t;
    return a;
}

} // namespace

class TestWaterfall : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    QList<BenchmarkPoint> m_points;
    QList<Claim> m_claims;
    HardwareCatalog m_catalog = HardwareCatalog::bundled();

    /// h200 (baseline) vs b200 trt, gpt-oss-120b 1k/1k, under `a`.
    Comparison gptOss(const Assumptions& a, const QStringList& systems = {QStringLiteral("h200 vllm fp4"), QStringLiteral("b200 trt fp4")})
    {
        ComparisonRequest req;
        req.model = QStringLiteral("gpt-oss-120b");
        req.isl = req.osl = 1024;
        req.hardware = {QStringLiteral("h200"), QStringLiteral("b200"), QStringLiteral("gb200")};
        req.assumptions = a;
        Comparison c = compare(m_points, req, m_catalog);
        selectSystems(c, systems);
        return c;
    }

    const Claim& claim(const QString& id) const
    {
        for (const Claim& c : m_claims)
            if (c.id == id) return c;
        return m_claims.first();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("w.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
        PointFilter f;
        f.model = QStringLiteral("gpt-oss-120b");
        m_points = MUST(m_store->points(f));
        QVERIFY(m_points.size() > 100);
        m_claims = MUST(m_store->claims()).claims;
        QCOMPARE(m_claims.size(), 6);
    }

    void dataFactorsMultiplyToEnd_data()
    {
        QTest::addColumn<int>("denominator");
        QTest::addColumn<int>("boundary");
        QTest::addColumn<bool>("peak");
        QTest::addColumn<int>("tokens");
        QTest::newRow("default reading") << int(DenominatorKind::Tdp) << int(Boundary::Chip) << true << int(TokenKind::Total);
        QTest::newRow("measured (both unknown: band)")
            << int(DenominatorKind::Measured) << int(Boundary::Chip) << true << int(TokenKind::Total);
        QTest::newRow("node") << int(DenominatorKind::Tdp) << int(Boundary::Node) << true << int(TokenKind::Total);
        QTest::newRow("matched 100") << int(DenominatorKind::Tdp) << int(Boundary::Chip) << false << int(TokenKind::Total);
        QTest::newRow("output tokens") << int(DenominatorKind::Tdp) << int(Boundary::Chip) << true << int(TokenKind::Output);
        QTest::newRow("all four") << int(DenominatorKind::Measured) << int(Boundary::Facility) << false << int(TokenKind::Output);
        QTest::newRow("all-in, rack, matched") << int(DenominatorKind::AllInGen2) << int(Boundary::Rack) << false << int(TokenKind::Total);
        QTest::newRow("modelled chassis") << int(DenominatorKind::Tdp) << int(Boundary::ChassisModel) << true << int(TokenKind::Total);
    }

    void dataFactorsMultiplyToEnd()
    {
        QFETCH(int, denominator);
        QFETCH(int, boundary);
        QFETCH(bool, peak);
        QFETCH(int, tokens);
        const Comparison c = gptOss(make(DenominatorKind(denominator), Boundary(boundary), peak, TokenKind(tokens)));
        QCOMPARE(c.systems.size(), 2);
        const Waterfall w = dataWaterfall(c, m_catalog);
        QVERIFY2(w.valid(), qPrintable(w.message));
        QStringList keys;
        for (const WaterfallStep& s : w.steps) keys << s.key;
        QCOMPARE(keys, QStringList({"start", "denominator", "boundary", "operating-point", "tokens", "end"}));
        // Start: the default reading, computed independently.
        const RatioReading start = ratioReading(gptOss(make(DenominatorKind::Tdp, Boundary::Chip, true, TokenKind::Total)), 1);
        QCOMPARE(w.start(), start.point);
        // End: the comparison as it stands; factors (and the band ends) telescope to it.
        const RatioReading end = ratioReading(c, 1);
        QVERIFY2(near(w.end(), end.point), qPrintable(QStringLiteral("%1 vs %2").arg(w.end()).arg(end.point)));
        QVERIFY(near(w.product(), w.end() / w.start()));
        double lo = 1, hi = 1;
        for (const WaterfallStep& s : w.steps)
            if (!s.total) {
                lo *= s.factorLow;
                hi *= s.factorHigh;
                if (!s.changed) QVERIFY(s.factor == 1.0 && s.factorLow == 1.0 && s.factorHigh == 1.0);
            }
        QVERIFY(near(w.start() * lo, end.low));
        QVERIFY(near(w.start() * hi, end.high));
        // A step is unchanged exactly when its assumption already matches.
        QCOMPARE(w.steps[1].changed, denominator != int(DenominatorKind::Tdp));
        QCOMPARE(w.steps[2].changed, boundary != int(Boundary::Chip));
        QCOMPARE(w.steps[3].changed, !peak);
        QCOMPARE(w.steps[4].changed, tokens != int(TokenKind::Total));
        for (const WaterfallStep& s : w.steps) QVERIFY(!s.skipped);
    }

    void measuredStepIsABand()
    {
        // Neither system has measured power: at 100 % of TDP the ratio is unchanged, across
        // 50–100 % it can halve or double.
        const Waterfall w = dataWaterfall(gptOss(make(DenominatorKind::Measured, Boundary::Chip, true, TokenKind::Total)), m_catalog);
        const WaterfallStep& m = w.steps[1];
        QCOMPARE(m.factor, 1.0);
        QVERIFY(near(m.factorLow, 0.5) && near(m.factorHigh, 2.0));
        QVERIFY(w.steps.last().after.banded());
    }

    void uncomputableStepIsSkippedNotDropped()
    {
        // Without a host share for gb200 the node boundary cannot be applied; the chain goes on
        // without it. (The bundled specs carry one; a user can clear it, as here.)
        const QStringList systems{QStringLiteral("h200 vllm fp4"), QStringLiteral("gb200 dynamo-trt fp4 (disagg)")};
        const HardwareCatalog bundled = m_catalog;
        m_catalog.applyOverrides({HardwareOverride{QStringLiteral("gb200"), QStringLiteral("host_w"), kNaN, QStringLiteral("unknown")}});
        const auto restore = qScopeGuard([&] { m_catalog = bundled; });
        const Comparison c = gptOss(make(DenominatorKind::Tdp, Boundary::Node, false, TokenKind::Total), systems);
        QCOMPARE(c.systems.size(), 2);
        const Waterfall w = dataWaterfall(c, m_catalog);
        QVERIFY(w.valid());
        QVERIFY(w.steps[2].skipped);
        QVERIFY2(w.steps[2].detail.contains(QStringLiteral("gb200")), qPrintable(w.steps[2].detail));
        QVERIFY(w.steps.last().detail.contains(QStringLiteral("not computable")));
        const RatioReading chip = ratioReading(gptOss(make(DenominatorKind::Tdp, Boundary::Chip, false, TokenKind::Total), systems), 1);
        QVERIFY(near(w.end(), chip.point));
        QVERIFY(near(w.product(), w.end() / w.start()));
    }

    void fewerThanTwoSystems()
    {
        const Waterfall w = dataWaterfall(gptOss(Assumptions{}, {QStringLiteral("h200 vllm fp4")}), m_catalog);
        QVERIFY(!w.valid());
        QVERIFY(w.message.contains(QStringLiteral("two systems")));
        QVERIFY(!isKnown(w.product()));
        QVERIFY(computeTornado(gptOss(Assumptions{}, {QStringLiteral("h200 vllm fp4")}), m_catalog).bars.isEmpty());
    }

    void claimFollowsTheReadersOperatingPoint()
    {
        // The first bar is the picked claim's own figure; the operating-point step goes where the
        // reader's assumptions put it, through the sibling claim published there.
        Assumptions matched;
        matched.atPeak = false;
        matched.interactivity = 535;
        const Claim peak = claim(QStringLiteral("jalapeno-gptoss-peak")), atSpeed = claim(QStringLiteral("jalapeno-gptoss-matched"));
        struct Case {
            const Claim& c;
            Assumptions a;
            double start, end;
        };
        for (const Case& k :
             {Case{peak, matched, 85448.0 / 44960, 22935.0 / 427}, Case{peak, Assumptions{}, 85448.0 / 44960, 85448.0 / 44960},
              Case{atSpeed, matched, 22935.0 / 427, 22935.0 / 427}, Case{atSpeed, Assumptions{}, 22935.0 / 427, 85448.0 / 44960}}) {
            const Waterfall w = claimWaterfall(k.c, m_claims, k.a, m_catalog);
            QVERIFY2(w.valid(), qPrintable(w.message));
            QVERIFY(near(w.start(), k.start));
            QVERIFY2(near(w.end(), k.end), qPrintable(w.title));
            QVERIFY(near(w.product(), w.end() / w.start()));
            // Rated kept: the measured-power factor is shown but not applied.
            QVERIFY(!w.steps[1].changed);
            QVERIFY2(w.steps[1].detail.contains(QStringLiteral("×1.27")), qPrintable(w.steps[1].detail));
            QCOMPARE(w.steps[3].changed, !near(k.start, k.end));
            if (w.steps[3].changed) {
                // From the peak the throughput collapses; from the matched point it recovers.
                const QString expected = near(k.start, 85448.0 / 44960)
                                             ? QStringLiteral("throughput collapse, not power: GB200 44,960 → 427")
                                             : QStringLiteral("throughput recovering at the peak, not power: GB200 427 → 44,960");
                QVERIFY2(w.steps[3].detail.contains(expected), qPrintable(w.steps[3].detail));
            }
        }
        // Matched at 100 tok/s/user: no figure of these systems is published there, so the step
        // cannot be computed and the reading is n/a, naming the step.
        matched.interactivity = 100;
        const Waterfall w = claimWaterfall(peak, m_claims, matched, m_catalog);
        QVERIFY(w.steps[3].skipped);
        QVERIFY(!isKnown(w.end()));
        QVERIFY2(w.steps.last().detail.contains(QLatin1String("n/a")), qPrintable(w.steps.last().detail));
        QVERIFY2(w.title.endsWith(QLatin1String("to n/a")), qPrintable(w.title));
    }

    void claimMeasuredCarriesComparatorRange()
    {
        Assumptions a;
        a.denominator = DenominatorKind::Measured;
        a.atPeak = false;
        a.interactivity = 535;
        const Waterfall w = claimWaterfall(claim(QStringLiteral("jalapeno-gptoss-peak")), m_claims, a, m_catalog);
        const WaterfallStep& m = w.steps[1];
        QVERIFY(m.changed);
        QVERIFY(near(m.factor, 700.0 / 550));
        QVERIFY(near(m.factorLow, 700.0 / 550 / 2));
        QCOMPARE(m.factorHigh, kOpenAbove); // Jalapeño drew at most 550 W
        QVERIFY(near(w.end(), 22935.0 / 427 * 700 / 550));
        QVERIFY(near(w.steps.last().after.low, w.end() / 2));
        QVERIFY(near(w.product(), w.end() / w.start()));
        // Every plausible power reading leaves the matched figure above 25×.
        QVERIFY(w.steps.last().after.low > 25);
    }

    void claimWithoutSiblingStaysPut()
    {
        Claim lone = claim(QStringLiteral("jalapeno-dsr1-peak"));
        lone.model = QStringLiteral("another model"); // no matched claim for these systems
        const Waterfall w = claimWaterfall(lone, m_claims, Assumptions{}, m_catalog);
        QVERIFY(!w.steps[3].changed);
        QCOMPARE(w.end(), w.start());
        Assumptions out;
        out.tokens = TokenKind::Output; // the claim only publishes total tokens
        const Waterfall n = claimWaterfall(lone, m_claims, out, m_catalog);
        QVERIFY(n.steps[4].skipped);
        QVERIFY(!isKnown(n.end())); // a step it cannot take makes the reading n/a, not ×1
    }

    void tornadoSortedBySwing()
    {
        const Comparison c = gptOss(make(DenominatorKind::Measured, Boundary::Facility, false, TokenKind::Total));
        const Tornado t = computeTornado(c, m_catalog);
        QCOMPARE(t.bars.size(), 7); // the interpolation between tested points among them
        QCOMPARE(t.ratio, ratioReading(c, 1).point);
        double last = std::numeric_limits<double>::infinity();
        for (const TornadoBar& b : t.bars) {
            QVERIFY2(b.applicable, qPrintable(b.key));
            QVERIFY2(b.spread() <= last, qPrintable(b.key));
            last = b.spread();
        }
        // Neither system has measured power: the draw swing is the band. Each chip's draw halves
        // across it, its host and network shares do not: narrower than the chips' factor of four.
        QCOMPARE(t.bars.first().key, QStringLiteral("measured-fraction"));
        QCOMPARE(t.bars.first().ratioAtLow, c.ratios[1].low);
        QCOMPARE(t.bars.first().ratioAtHigh, c.ratios[1].high);
        const double width = t.bars.first().ratioAtHigh / t.bars.first().ratioAtLow;
        QVERIFY2(width > 2.5 && width < 4 - 1e-6, qPrintable(QString::number(width)));
    }

    void tornadoNotesDoNotNameTheDenominatorInUse()
    {
        // A lesson step may keep the denominator back: the sensitivity notes read the same under
        // every denominator, or the note would answer the question.
        QStringList notes;
        for (DenominatorKind d : {DenominatorKind::Tdp, DenominatorKind::Measured}) {
            const Tornado t = computeTornado(gptOss(make(d, Boundary::Chip, false, TokenKind::Total)), m_catalog);
            QStringList these;
            for (const TornadoBar& b : t.bars) these << b.key + QLatin1Char('=') + b.note;
            notes << these.join(QLatin1Char('\n'));
        }
        QVERIFY2(notes[0].contains(QStringLiteral("no measured power for")), qPrintable(notes[0]));
        QCOMPARE(notes[0], notes[1]);
    }

    void swingingNothingChangesNothing()
    {
        const Comparison c = gptOss(make(DenominatorKind::Tdp, Boundary::Chip, true, TokenKind::Total));
        const double base = ratioReading(c, 1).point;
        QCOMPARE(ratioUnder(c, c.assumptions, m_catalog, 1).point, base);
        // Host, network and PUE do not enter the chip boundary: their swings leave the ratio exactly.
        const Tornado t = computeTornado(c, m_catalog);
        int overheads = 0;
        for (const TornadoBar& b : t.bars) {
            if (b.key == QLatin1String("host-share") || b.key == QLatin1String("network-share") || b.key == QLatin1String("pue")) {
                ++overheads;
                QVERIFY(!b.applicable);
                QCOMPARE(b.ratioAtLow, base);
                QCOMPARE(b.ratioAtHigh, base);
                QCOMPARE(b.spread(), 0.0);
            }
            if (b.key == QLatin1String("interactivity")) QVERIFY(!b.applicable); // each at its peak
        }
        QCOMPARE(overheads, 3);
        QCOMPARE(t.bars.last().spread(), 0.0); // not applicable sorts last
        // At the node boundary a ×1 host swing changes nothing, ×1.5 does.
        const Comparison node = gptOss(make(DenominatorKind::Tdp, Boundary::Node, true, TokenKind::Total));
        const double nodeBase = ratioReading(node, 1).point;
        QCOMPARE(ratioWithScaledField(node, m_catalog, 1, QStringLiteral("host_w"), 1.0), nodeBase);
        QVERIFY(ratioWithScaledField(node, m_catalog, 1, QStringLiteral("host_w"), 1.5) != nodeBase);
    }

    void theModelledChassisHasItsOwnHostAndPue()
    {
        // h200 and b200 have chassis profiles: the catalogue's host and network shares do not
        // enter (the model has its own), PUE does, and the waterfall's step names the model.
        const Comparison c = gptOss(make(DenominatorKind::Tdp, Boundary::ChassisModel, true, TokenKind::Total));
        QVERIFY(c.systems[0].power.known() && c.systems[1].power.known());
        const double base = ratioReading(c, 1).point;
        const Tornado t = computeTornado(c, m_catalog);
        QStringList seen;
        for (const TornadoBar& b : t.bars) {
            if (b.key == QLatin1String("host-share") || b.key == QLatin1String("network-share")) {
                QVERIFY2(!b.applicable && b.note.contains(QStringLiteral("the modelled chassis has its own host and NICs")),
                         qPrintable(b.note));
                QCOMPARE(b.ratioAtLow, base);
                seen << b.key;
            } else if (b.key == QLatin1String("pue")) {
                // It multiplies both chassis alike: swung, the ratio stays within their 0.1 W rounding.
                QVERIFY2(b.applicable, qPrintable(b.note));
                QVERIFY(std::abs(b.ratioAtLow / base - 1) < 1e-3 && std::abs(b.ratioAtHigh / base - 1) < 1e-3);
                seen << b.key;
            }
        }
        QCOMPARE(seen.size(), 3);
        const Waterfall w = dataWaterfall(c, m_catalog);
        QVERIFY2(w.valid(), qPrintable(w.message));
        QVERIFY2(w.steps[2].label.contains(QStringLiteral("modelled chassis (draft)")), qPrintable(w.steps[2].label));
        QVERIFY2(w.steps[2].changed && w.steps[2].factor != 1.0, qPrintable(w.steps[2].detail));
    }

    void bandIsThroughputOverTdpFraction_data()
    {
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("50-100 %") << 0.5 << 1.0;
        QTest::newRow("60-90 % (edited)") << 0.6 << 0.9;
    }

    void bandIsThroughputOverTdpFraction()
    {
        QFETCH(double, low);
        QFETCH(double, high);
        Assumptions a = make(DenominatorKind::Measured, Boundary::Chip, false, TokenKind::Total);
        a.unknownDrawLow = low;
        a.unknownDrawHigh = high;
        const Comparison c = gptOss(a);
        for (const SystemResult& s : c.systems) {
            const double tdp = m_catalog.spec(s.key.hardware).tdpW;
            QVERIFY(!isKnown(s.tokensPerSecPerKw)); // no measured power: no single value
            QVERIFY(near(s.tokensPerSecPerKwLow, s.tokensPerSecond / (tdp * high / 1000)));
            QVERIFY(near(s.tokensPerSecPerKwHigh, s.tokensPerSecond / (tdp * low / 1000)));
            const RatioReading e = efficiencyReading(s, a);
            QCOMPARE(e.point, s.tokensPerSecPerKwLow); // the top of the assumed draw
        }
        const Ratio& r = c.ratios[1];
        QVERIFY(!isKnown(r.tokensPerKwRatio));
        QVERIFY(near(r.low, c.systems[1].tokensPerSecPerKwLow / c.systems[0].tokensPerSecPerKwHigh));
        QVERIFY(near(r.high, c.systems[1].tokensPerSecPerKwHigh / c.systems[0].tokensPerSecPerKwLow));
        const RatioReading rr = ratioReading(c, 1);
        QVERIFY(near(rr.low, r.low) && near(rr.high, r.high));
        QVERIFY(rr.low < rr.point && rr.point < rr.high);
    }
};

QTEST_GUILESS_MAIN(TestWaterfall)
#include "test_waterfall.moc"
