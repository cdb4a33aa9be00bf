// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The efficiency model on the reference numbers of docs/domain.md §4: MI355X DeepSeek-R1 FP4
// SGLang TP4 conc 4 (first row of the real API fixture) under four denominators, directly and
// through compare(); boundaries with the bundled hardware spec; missing measured power (NaN and a
// reason, never 0 or inf) and the TDP-fraction range; output vs total tokens; reevaluate().

#include "core/comparison.h"
#include "core/number_format.h"
#include "core/power_basis.h"
#include "core/resources.h"
#include "core/stamp.h"
#include "store/store.h"
#include "test_support.h"

#include <QSet>
#include <QTemporaryDir>
#include <QtTest>
#include <limits>

using namespace denominator;
using namespace denominator::test;

namespace {

const QString kApi = QStringLiteral("api_fixture_vngcloud/benchmarks.json");
constexpr double kTput = 198.9447984579421;    // tput_per_gpu, row 0
constexpr double kOutTput = 98.9883650269406;  // output_tput_per_gpu, row 0
constexpr double kWatts = 628.907;             // avg_power_w, row 0
constexpr double kIntvty = 103.64816793368249; // median_intvty, row 0

Assumptions with(DenominatorKind d, Boundary b = Boundary::Chip)
{
    Assumptions a;
    a.denominator = d;
    a.boundary = b;
    return a;
}

bool near(double a, double b, double tol) { return std::fabs(a - b) <= tol; }

const SystemResult* findSystem(const Comparison& c, const QString& hardware, const QString& spec = QStringLiteral("none"))
{
    for (const SystemResult& s : c.systems)
        if (s.key.hardware == hardware && s.key.specDecoding == spec && !s.key.disagg) return &s;
    return nullptr;
}

} // namespace

class TestEfficiency : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aBrokenBundledResourceStopsTheProgram();
    void referenceRowIsTheRealRow();
    void referenceJoulesPerToken_data();
    void referenceJoulesPerToken();
    void referenceThroughCompare_data();
    void referenceThroughCompare();
    void boundaries_data();
    void boundaries();
    void boundaryNeedsComponents();
    void customWatts();
    void missingMeasuredPower();
    void nonPositiveInputsGiveNaN_data();
    void nonPositiveInputsGiveNaN();
    void unknownDrawRange();
    void peakWeighsPointsWithoutAReading();
    void evaluatorAgreesWithPowerBasis();
    void eachSourceIsItsOwnSystem();
    void outputVersusTotalTokens();
    void peakPicksTheMostEfficientFrontPoint();
    void reevaluateEqualsCompare();
    void assumptionsRoundTrip();
    void latestRunOnly();
    void precisionListIgnoresSpaces();
    void bestRunPerSystem();
    void runsByDate();
    void allInByTheRunsDate();

private:
    QTemporaryDir m_dir;
    QList<BenchmarkPoint> m_points;
    qint64 m_referenceId = 0;
    HardwareCatalog m_catalog;
    HardwareSpec m_mi355x;
};

void TestEfficiency::aBrokenBundledResourceStopsTheProgram()
{
    // Bundled data is part of the build: one that does not read is nothing a user can mend, and
    // the program stops naming it rather than go on with half a catalogue. Run in a child (this
    // test binary, this function), which must die with the resource's name on stderr.
    if (const QString broken = qEnvironmentVariable("DENOMINATOR_TEST_BROKEN_BUNDLE"); !broken.isEmpty()) {
        readBundledJson(broken, [](const nlohmann::json& doc) { (void)doc.at("hardware"); });
        QFAIL("a broken bundled resource was read");
    }
    QTemporaryDir dir;
    const QList<std::pair<QByteArray, QString>> cases{
        {R"({"sources": {}, "hardware": [{"id": "b200")", QStringLiteral("parse error")}, // cut short
        {R"({"sources": {}})", QStringLiteral("'hardware' not found")},                   // parses, incomplete
    };
    for (const auto& [bytes, why] : cases) {
        const QString file = dir.filePath(QStringLiteral("hardware_specs.json"));
        writeAll(file, bytes);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DENOMINATOR_TEST_BROKEN_BUNDLE"), file);
        const ProgramRun child =
            runProgram({QStringLiteral("aBrokenBundledResourceStopsTheProgram")}, env, QCoreApplication::applicationFilePath(), 60000);
        QCOMPARE(child.exitCode, -2); // stopped (qFatal aborts), not a test that returned
        QVERIFY2(child.err.contains(QStringLiteral("broken build: the bundled resource %1 cannot be read").arg(file)) ||
                     child.out.contains(QStringLiteral("broken build: the bundled resource %1 cannot be read").arg(file)),
                 qPrintable(child.out + child.err));
        QVERIFY2((child.out + child.err).contains(why), qPrintable(child.out + child.err));
    }
}

void TestEfficiency::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Store store = MUST(Store::open(m_dir.filePath(QStringLiteral("s.sqlite"))));
    QVERIFY(store.importFile(testData(kApi)).ok());
    m_points = MUST(store.points());
    QCOMPARE(m_points.size(), 435);
    m_referenceId = m_points.first().id;
    m_catalog = HardwareCatalog::bundled();
    m_mi355x = m_catalog.spec(QStringLiteral("mi355x"));
}

void TestEfficiency::referenceRowIsTheRealRow()
{
    const BenchmarkPoint& p = m_points.first();
    QCOMPARE(p.hardware, QStringLiteral("mi355x"));
    QCOMPARE(p.tp, 4);
    QCOMPARE(p.conc, 4);
    QCOMPARE(p.tputPerGpu, kTput);
    QCOMPARE(p.measuredPower->watts, kWatts);
    // The spec numbers the reference values use (domain.md §4 table).
    QCOMPARE(m_mi355x.tdpW, 1400.0);
    QCOMPARE(m_mi355x.allInGen2W, 2090.0);
    QCOMPARE(m_mi355x.allInGen1W, 2650.0);
}

void TestEfficiency::referenceJoulesPerToken_data()
{
    QTest::addColumn<int>("denominator");
    QTest::addColumn<double>("watts");
    QTest::addColumn<double>("joules");
    QTest::addColumn<QString>("basis");
    QTest::newRow("measured") << int(DenominatorKind::Measured) << kWatts << 3.16 << "measured mean";
    QTest::newRow("TDP 1400 W") << int(DenominatorKind::Tdp) << 1400.0 << 7.04 << "rated TDP";
    QTest::newRow("all-in gen 2") << int(DenominatorKind::AllInGen2) << 2090.0 << 10.51 << "provisioned all-in gen 2";
    QTest::newRow("all-in gen 1") << int(DenominatorKind::AllInGen1) << 2650.0 << 13.32 << "provisioned all-in gen 1";
}

void TestEfficiency::referenceJoulesPerToken()
{
    QFETCH(int, denominator);
    QFETCH(double, watts);
    QFETCH(double, joules);
    QFETCH(QString, basis);
    const PowerBasis b = powerBasis(m_mi355x, with(DenominatorKind(denominator)), kWatts);
    QVERIFY2(b.known(), qPrintable(b.missing));
    QCOMPARE(b.watts, watts);
    QCOMPARE(b.chipWatts, watts);
    QCOMPARE(b.basis, basis);
    QCOMPARE(b.measured, DenominatorKind(denominator) == DenominatorKind::Measured);
    const double j = joulesPerToken(kTput, b.watts);
    QVERIFY2(near(j, joules, 0.005), qPrintable(QString::number(j, 'f', 4)));
    QVERIFY(near(tokensPerSecondPerKw(kTput, b.watts), 1000.0 / j, 1e-9));
    if (DenominatorKind(denominator) == DenominatorKind::Measured) QVERIFY(near(j, 3.161212, 1e-5)); // the row's own joules_per_total_token
}

void TestEfficiency::referenceThroughCompare_data() { referenceJoulesPerToken_data(); }

void TestEfficiency::referenceThroughCompare()
{
    QFETCH(int, denominator);
    QFETCH(double, watts);
    QFETCH(double, joules);
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    req.precision = QStringLiteral("fp4");
    req.framework = QStringLiteral("sglang");
    req.hardware = {QStringLiteral("mi355x")};
    req.assumptions = with(DenominatorKind(denominator));
    req.assumptions.atPeak = false;
    req.assumptions.interactivity = kIntvty;
    const Comparison c = compare(m_points, req, m_catalog);
    const SystemResult* s = findSystem(c, QStringLiteral("mi355x"));
    QVERIFY(s);
    QCOMPARE(toString(s->sample.status), QStringLiteral("measured"));
    QCOMPARE(s->sample.pointId, m_referenceId);
    QCOMPARE(s->sample.conc, 4);
    QCOMPARE(s->tokensPerSecond, kTput);
    QCOMPARE(s->power.watts, watts);
    QVERIFY2(near(s->joulesPerToken, joules, 0.005), qPrintable(QString::number(s->joulesPerToken, 'f', 4)));
    QVERIFY(near(s->tokensPerSecPerKw, kTput / watts * 1000.0, 1e-9));
    QVERIFY(s->provenance.contains(QLatin1String("benchmarks.json rows 0")));
    // JSON: the numbers as computed, the status and the basis.
    const nlohmann::json j = toJson(c);
    const auto& sys = j.at("systems").at(size_t(s - c.systems.constData()));
    QCOMPARE(sys.at("status").get<std::string>(), std::string("measured"));
    QCOMPARE(sys.at("joules_per_token").get<double>(), s->joulesPerToken);
    QCOMPARE(sys.at("power_w_per_gpu").get<double>(), watts);
}

void TestEfficiency::boundaries_data()
{
    QTest::addColumn<int>("denominator");
    QTest::addColumn<int>("boundary");
    QTest::addColumn<double>("pue");
    QTest::addColumn<double>("watts");
    QTest::addColumn<QString>("formulaPart");
    // mi355x spec: host 159 W, network 50.6 W per accelerator, PSU 0.94, PUE 1.3 (bundled JSON).
    const int tdp = int(DenominatorKind::Tdp), meas = int(DenominatorKind::Measured), allin = int(DenominatorKind::AllInGen2);
    QTest::newRow("TDP chip") << tdp << int(Boundary::Chip) << kNaN << 1400.0 << "1400 W rated TDP";
    QTest::newRow("TDP node") << tdp << int(Boundary::Node) << kNaN << (1400.0 + 159.0) / 0.94 << "159 W host";
    QTest::newRow("TDP rack") << tdp << int(Boundary::Rack) << kNaN << (1400.0 + 159.0 + 50.6) / 0.94 << "50.6 W network";
    QTest::newRow("TDP facility") << tdp << int(Boundary::Facility) << kNaN << (1400.0 + 159.0 + 50.6) / 0.94 * 1.3 << "× 1.3 PUE";
    QTest::newRow("TDP facility, PUE 1.1") << tdp << int(Boundary::Facility) << 1.1 << (1400.0 + 159.0 + 50.6) / 0.94 * 1.1 << "× 1.1 PUE";
    QTest::newRow("measured node") << meas << int(Boundary::Node) << kNaN << (kWatts + 159.0) / 0.94 << "0.94 PSU";
    QTest::newRow("measured facility") << meas << int(Boundary::Facility) << kNaN << (kWatts + 159.0 + 50.6) / 0.94 * 1.3
                                       << "measured mean";
    // All-in already includes the host and NIC share: the boundary adds nothing but PUE.
    QTest::newRow("all-in node") << allin << int(Boundary::Node) << kNaN << 2090.0 << "already includes";
    QTest::newRow("all-in rack") << allin << int(Boundary::Rack) << kNaN << 2090.0 << "already includes";
    QTest::newRow("all-in facility") << allin << int(Boundary::Facility) << kNaN << 2090.0 * 1.3 << "× 1.3 PUE";
}

void TestEfficiency::boundaries()
{
    QFETCH(int, denominator);
    QFETCH(int, boundary);
    QFETCH(double, pue);
    QFETCH(double, watts);
    QFETCH(QString, formulaPart);
    Assumptions a = with(DenominatorKind(denominator), Boundary(boundary));
    a.pue = pue;
    const PowerBasis b = powerBasis(m_mi355x, a, kWatts);
    QVERIFY2(b.known(), qPrintable(b.missing));
    QVERIFY2(near(b.watts, watts, 1e-9 * watts), qPrintable(QString::number(b.watts, 'g', 12)));
    QVERIFY2(b.formula.contains(formulaPart), qPrintable(b.formula));
    QVERIFY(b.missing.isEmpty());
    if (Boundary(boundary) != Boundary::Chip && DenominatorKind(denominator) != DenominatorKind::AllInGen2)
        QVERIFY2(b.formula.endsWith(QStringLiteral("= %1 W").arg(watts, 0, 'f', 0)), qPrintable(b.formula));
    if (Boundary(boundary) == Boundary::Facility) QVERIFY(!b.sources.filter(QStringLiteral("PUE")).isEmpty());
}

void TestEfficiency::boundaryNeedsComponents()
{
    // Jalapeño has no public host, network or power-conversion figure: beyond the chip its value
    // is unknown, and the reason names each missing component and where to set it.
    const HardwareSpec jalapeno = m_catalog.spec(QStringLiteral("jalapeno"));
    for (Boundary bd : {Boundary::Node, Boundary::Rack, Boundary::Facility}) {
        const PowerBasis b = powerBasis(jalapeno, with(DenominatorKind::Tdp, bd), kNaN);
        QVERIFY(!b.known());
        QVERIFY(std::isnan(b.watts));
        QVERIFY2(b.missing.contains(QLatin1String("host share")) && b.missing.contains(QLatin1String("PSU efficiency")),
                 qPrintable(b.missing));
        QCOMPARE(b.missing.contains(QLatin1String("network share")), bd != Boundary::Node);
        QVERIFY2(b.missing.contains(QLatin1String("Hardware specifications")), qPrintable(b.missing));
        QVERIFY(std::isnan(joulesPerToken(1000, b.watts)));
    }
    // GB200 and GB300 NVL72 ship sourced components, so the Jalapeño claims' comparators stay on
    // the chart at the node boundary: (1,200 W + 150 W Grace share) / 0.96.
    const PowerBasis gb200 = powerBasis(m_catalog.spec(QStringLiteral("gb200")), with(DenominatorKind::Tdp, Boundary::Node), kNaN);
    QVERIFY2(gb200.known(), qPrintable(gb200.missing));
    QVERIFY(near(gb200.watts, (1200 + 150) / 0.96, 1e-9));
    QVERIFY(!gb200.sources.filter(QStringLiteral("superchip")).isEmpty());
    const PowerBasis gb300 = powerBasis(m_catalog.spec(QStringLiteral("gb300")), with(DenominatorKind::Tdp, Boundary::Rack), kNaN);
    QVERIFY(near(gb300.watts, (1400 + 225 + 50) / 0.96, 1e-9));
    // Once the user sets them, the boundary works.
    HardwareCatalog cat = m_catalog;
    cat.applyOverrides({{QStringLiteral("gb200"), QStringLiteral("host_w"), 100.0, {}},
                        {QStringLiteral("gb200"), QStringLiteral("network_w"), 40.0, {}},
                        {QStringLiteral("gb200"), QStringLiteral("psu_efficiency"), 0.95, {}}});
    const PowerBasis rack = powerBasis(cat.spec(QStringLiteral("gb200")), with(DenominatorKind::Tdp, Boundary::Rack), kNaN);
    QVERIFY(rack.known());
    QVERIFY(near(rack.watts, (1200.0 + 100.0 + 40.0) / 0.95, 1e-9));
    // Unknown hardware: no TDP at all.
    const PowerBasis none = powerBasis(m_catalog.spec(QStringLiteral("tpu-v9")), with(DenominatorKind::Tdp), kNaN);
    QVERIFY(!none.known());
    QVERIFY(none.missing.contains(QLatin1String("no rated TDP")));
    // Jalapeño has no gen-1 all-in figure.
    const PowerBasis gen1 = powerBasis(m_catalog.spec(QStringLiteral("jalapeno")), with(DenominatorKind::AllInGen1), kNaN);
    QVERIFY(!gen1.known());
    QVERIFY(gen1.missing.contains(QLatin1String("gen 1")));
    QCOMPARE(powerBasis(m_catalog.spec(QStringLiteral("jalapeno")), with(DenominatorKind::AllInGen2), kNaN).watts, 1125.0);
}

void TestEfficiency::customWatts()
{
    Assumptions a = with(DenominatorKind::Custom);
    a.customWatts.insert(QStringLiteral("mi355x"), 1000.0);
    const PowerBasis b = powerBasis(m_mi355x, a, kWatts);
    QCOMPARE(b.watts, 1000.0);
    QCOMPARE(b.basis, QStringLiteral("custom"));
    const PowerBasis other = powerBasis(m_catalog.spec(QStringLiteral("b200")), a, kNaN);
    QVERIFY(!other.known());
    QVERIFY(other.missing.contains(QLatin1String("b200")));
}

void TestEfficiency::missingMeasuredPower()
{
    // A b200 point has no measured power: the value is absent (NaN), not 0 and not inf.
    const HardwareSpec b200 = m_catalog.spec(QStringLiteral("b200"));
    for (Boundary bd : {Boundary::Chip, Boundary::Node, Boundary::Rack, Boundary::Facility, Boundary::ChassisModel}) {
        const PowerBasis b = powerBasis(b200, with(DenominatorKind::Measured, bd), kNaN);
        QVERIFY(!b.known());
        QVERIFY(std::isnan(b.watts));
        QVERIFY(std::isnan(b.chipWatts));
        QVERIFY2(b.missing.contains(QLatin1String("no measured power")), qPrintable(b.missing));
        const double eff = tokensPerSecondPerKw(1234.5, b.watts);
        const double j = joulesPerToken(1234.5, b.watts);
        QVERIFY(std::isnan(eff));
        QVERIFY(std::isnan(j));
    }
}

void TestEfficiency::nonPositiveInputsGiveNaN_data()
{
    QTest::addColumn<double>("tps");
    QTest::addColumn<double>("watts");
    QTest::newRow("zero watts") << 100.0 << 0.0;
    QTest::newRow("negative watts") << 100.0 << -5.0;
    QTest::newRow("inf watts") << 100.0 << std::numeric_limits<double>::infinity();
    QTest::newRow("NaN watts") << 100.0 << kNaN;
    QTest::newRow("zero throughput") << 0.0 << 700.0;
    QTest::newRow("negative throughput") << -1.0 << 700.0;
    QTest::newRow("NaN throughput") << kNaN << 700.0;
}

void TestEfficiency::nonPositiveInputsGiveNaN()
{
    QFETCH(double, tps);
    QFETCH(double, watts);
    QVERIFY(std::isnan(tokensPerSecondPerKw(tps, watts)));
    QVERIFY(std::isnan(joulesPerToken(tps, watts)));
    // A measured "power" of zero is not a power: reported missing, not divided by.
    if (watts == 0.0) {
        const PowerBasis b = powerBasis(m_mi355x, with(DenominatorKind::Measured), watts);
        QVERIFY(!b.known());
        QVERIFY(!b.missing.isEmpty());
    }
}

void TestEfficiency::unknownDrawRange()
{
    // Measured denominator on DSR1 FP4 SGLang 1k/1k: MI355X has measured power, B200 has none.
    // B200's efficiency becomes a range from its TDP fractions (default 50–100 %).
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    req.precision = QStringLiteral("fp4");
    req.framework = QStringLiteral("sglang");
    req.hardware = {QStringLiteral("mi355x"), QStringLiteral("b200")};
    req.assumptions = with(DenominatorKind::Measured);
    Comparison c = compare(m_points, req, m_catalog);
    QCOMPARE(c.systems.first().key.hardware, QStringLiteral("mi355x")); // baseline: a system of the first requested hardware
    // The two plain (no spec decoding) systems, MI355X as the baseline.
    const SystemResult* plainMi = findSystem(c, QStringLiteral("mi355x"));
    const SystemResult* plainB2 = findSystem(c, QStringLiteral("b200"));
    QVERIFY(plainMi && plainB2);
    // Copies: selectSystems replaces c.systems, which the two pointers point into.
    const QString miLabel = plainMi->label;
    const QString b2Label = plainB2->label;
    selectSystems(c, {miLabel, b2Label});
    const SystemResult* mi = &c.systems[0];
    const SystemResult* b2 = &c.systems[1];
    QVERIFY(mi->power.known());
    QVERIFY(!b2->power.known());
    QVERIFY(std::isnan(b2->tokensPerSecPerKw));
    QVERIFY(std::isnan(b2->joulesPerToken));
    QVERIFY(b2->tokensPerSecond > 0);
    QVERIFY(near(b2->tokensPerSecPerKwLow, b2->tokensPerSecond / 1.0, 1e-9));  // drawing 1000 W
    QVERIFY(near(b2->tokensPerSecPerKwHigh, b2->tokensPerSecond / 0.5, 1e-9)); // drawing 500 W

    const Ratio* r = nullptr;
    for (const Ratio& x : c.ratios)
        if (&c.systems[x.a] == b2) r = &x;
    QVERIFY(r);
    QVERIFY(std::isnan(r->tokensPerKwRatio));
    QVERIFY(near(r->low, b2->tokensPerSecPerKwLow / mi->tokensPerSecPerKw, 1e-12));
    QVERIFY(near(r->high, b2->tokensPerSecPerKwHigh / mi->tokensPerSecPerKw, 1e-12));
    QVERIFY(near(r->high / r->low, 2.0, 1e-12));

    // JSON: null efficiency (never 0), the reason, the range, and a basis that says nothing was measured.
    const nlohmann::json j = toJson(c);
    const auto& sys = j.at("systems").at(size_t(b2 - c.systems.constData()));
    QVERIFY(sys.at("tokens_per_s_per_kw").is_null());
    QVERIFY(sys.at("joules_per_token").is_null());
    QVERIFY(sys.at("power_w_per_gpu").is_null());
    QVERIFY(sys.contains("power_missing"));
    QCOMPARE(sys.at("tokens_per_s_per_kw_range").size(), size_t(2));
    QCOMPARE(sys.at("power_basis").get<std::string>(), std::string("no measured mean: draw assumed 50–100 % of TDP"));
    QVERIFY2(mi->power.basis.startsWith(QLatin1String("measured mean")), qPrintable(mi->power.basis));

    // B200 as the baseline: its ratio to itself is 1, whatever its unknown draw (not 0.5–2×).
    selectSystems(c, {b2Label, miLabel});
    QVERIFY(!c.systems[0].power.known());
    QCOMPARE(c.ratios[0].a, 0);
    QCOMPARE(c.ratios[0].tokensPerKwRatio, 1.0);
    QCOMPARE(c.ratios[0].low, 1.0);
    QCOMPARE(c.ratios[0].high, 1.0);
    const nlohmann::json self = toJson(c).at("ratios").at(0);
    QCOMPARE(self.at("tokens_per_kw_ratio").get<double>(), 1.0);
    QVERIFY(!self.contains("tokens_per_kw_ratio_range"));
    QVERIFY(near(c.ratios[1].low, c.systems[1].tokensPerSecPerKw / c.systems[0].tokensPerSecPerKwHigh, 1e-12));

    // The stamp says the assumed share once; a lesson keeping it back shows neither the share nor
    // the assumed watts that would give it away.
    const QString shown = stampLines(c).first();
    QVERIFY2(shown.contains(QStringLiteral("b200 500–1,000 W assumed")) &&
                 shown.endsWith(QStringLiteral("(assumed: 50–100 % of TDP, not measured)")) && shown.count(QStringLiteral("% of TDP")) == 1,
             qPrintable(shown));
    const QString kept = stampLines(c, {QStringLiteral("unknown_draw")}).first();
    QVERIFY2(kept.contains(QStringLiteral("b200 assumed")) && !kept.contains(QStringLiteral("500–1,000")) &&
                 !kept.contains(QStringLiteral("50–100")) && kept.contains(QString::fromUtf8(kConcealedValue)),
             qPrintable(kept));

    // Other fractions are honoured.
    Assumptions narrow = req.assumptions;
    narrow.unknownDrawLow = 0.8;
    narrow.unknownDrawHigh = 0.9;
    Comparison c2 = c;
    reevaluate(c2, narrow, m_catalog);
    const SystemResult* b2n = findSystem(c2, QStringLiteral("b200"));
    QVERIFY(near(b2n->tokensPerSecPerKwLow, b2n->tokensPerSecond / 0.9, 1e-9));
    QVERIFY(near(b2n->tokensPerSecPerKwHigh, b2n->tokensPerSecond / 0.8, 1e-9));
}

void TestEfficiency::peakWeighsPointsWithoutAReading()
{
    // Measured denominator at peak, every DSR1 1k/1k system. A point without a reading is worth at
    // least its throughput at the top of the assumed draw; the peak is the point whose certain
    // efficiency is highest, measured or not. Real systems of InferenceX's later data have a
    // reading at a few points only: here MI355X SGLang FP8 keeps its reading at its slowest
    // point alone (its other readings dropped), and the unknown draw is assumed at 30–35 % of TDP,
    // so that its faster point certainly beats the measured one.
    QList<BenchmarkPoint> points = m_points;
    const BenchmarkPoint* slowest = nullptr;
    const auto isMi355xSglang = [](const BenchmarkPoint& p) {
        return p.hardware == QLatin1String("mi355x") && p.framework == QLatin1String("sglang") && p.precision == QLatin1String("fp8") &&
               p.isl == 1024 && p.osl == 1024 && p.measuredPower;
    };
    for (const BenchmarkPoint& p : std::as_const(points))
        if (isMi355xSglang(p) && (!slowest || p.tputPerGpu < slowest->tputPerGpu)) slowest = &p;
    QVERIFY(slowest);
    const qint64 kept = slowest->id;
    for (BenchmarkPoint& p : points)
        if (isMi355xSglang(p) && p.id != kept) p.measuredPower.reset();
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    req.assumptions = with(DenominatorKind::Measured);
    req.assumptions.unknownDrawLow = 0.3;
    req.assumptions.unknownDrawHigh = 0.35;
    QVERIFY(req.assumptions.atPeak);
    const Comparison c = compare(points, req, m_catalog);
    int mixed = 0, peaksWithoutReading = 0;
    for (const SystemResult& s : c.systems) {
        const PointEvaluator evaluate(m_catalog.spec(s.key.hardware), req.assumptions);
        double best = -1, bestMeasured = -1;
        for (const FrontierPoint& p : s.frontier.points()) {
            const PointValues v = evaluate(p);
            const double certain = isKnown(v.tokensPerSecPerKw) ? v.tokensPerSecPerKw : v.bandLow;
            if (isKnown(certain)) best = std::max(best, certain);
            if (isKnown(v.tokensPerSecPerKw)) bestMeasured = std::max(bestMeasured, v.tokensPerSecPerKw);
        }
        if (best < 0) continue;
        const double read = s.power.known() ? s.tokensPerSecPerKw : s.tokensPerSecPerKwLow;
        QVERIFY2(near(read, best, 1e-9), qPrintable(QStringLiteral("%1: peak %2, best point %3").arg(s.label).arg(read).arg(best)));
        if (bestMeasured > 0 && bestMeasured < best) {
            ++mixed;
            QVERIFY2(!s.power.known(), qPrintable(s.label));
            QVERIFY(s.tokensPerSecPerKwLow > bestMeasured); // the peak is certainly above every measured point
            ++peaksWithoutReading;
        }
    }
    QVERIFY2(mixed > 0, "the data has no system whose measured points are all beaten by one without a reading");
    QCOMPARE(peaksWithoutReading, mixed);
}

// The charts evaluate thousands of points with PointEvaluator, without powerBasis's words; the
// tooltips and exports show powerBasis. Both must give the same bits for every hardware of the
// catalogue (some lack host, network or PSU figures), denominator, boundary and measurement.
void TestEfficiency::evaluatorAgreesWithPowerBasis()
{
    const auto same = [](double x, double y) { return (std::isnan(x) && std::isnan(y)) || x == y; };
    QStringList ids = m_catalog.ids();
    ids << QStringLiteral("not-in-the-catalogue");
    int compared = 0, banded = 0, known = 0;
    for (const QString& id : std::as_const(ids)) {
        const HardwareSpec hw = m_catalog.spec(id);
        for (const auto d : {DenominatorKind::Tdp, DenominatorKind::Measured, DenominatorKind::AllInGen2, DenominatorKind::AllInGen1,
                             DenominatorKind::Custom})
            for (const auto b : {Boundary::Chip, Boundary::Node, Boundary::Rack, Boundary::Facility, Boundary::ChassisModel})
                for (const double pue : {std::numeric_limits<double>::quiet_NaN(), 1.25})
                    for (const double measured : {std::numeric_limits<double>::quiet_NaN(), 0.0, -3.0, kWatts}) {
                        Assumptions a = with(d, b);
                        a.pue = pue;
                        a.unknownDrawLow = 0.4;
                        if (id.startsWith(u'm')) a.customWatts.insert(id, 800);
                        FrontierPoint p;
                        p.tput = kTput;
                        p.outputTput = kOutTput;
                        p.measuredW = measured;
                        const PointValues v = PointEvaluator(hw, a)(p);
                        const PowerBasis basis = powerBasis(hw, a, measured);
                        const QString where =
                            QStringLiteral("%1 %2 %3 PUE %4, measured %5").arg(id, toString(d), toString(b)).arg(pue).arg(measured);
                        QVERIFY2(same(v.watts, basis.watts), qPrintable(where));
                        QVERIFY2(same(v.tokensPerSecPerKw, tokensPerSecondPerKw(kTput, basis.watts)), qPrintable(where));
                        QVERIFY2(same(v.joulesPerToken, joulesPerToken(kTput, basis.watts)), qPrintable(where));
                        QVERIFY2(same(evaluatePoint(p, hw, a).power.watts, v.watts), qPrintable(where));
                        // The band: the chip at the assumed share of its rating, counted at the
                        // same boundary (its host, network or chassis does not scale), only for a
                        // measured denominator and a point without a measurement. Worked out as
                        // powerBasis of custom watts: the same words' arithmetic, another path.
                        Assumptions rated = a;
                        rated.denominator = DenominatorKind::Tdp;
                        const double tdp = powerBasis(hw, rated, kNaN).watts;
                        const auto atShare = [&](double share) {
                            Assumptions custom = a;
                            custom.denominator = DenominatorKind::Custom;
                            custom.customWatts = {{id, hw.tdpW * share}};
                            return powerBasis(hw, custom, kNaN).watts;
                        };
                        const bool expectBand = d == DenominatorKind::Measured && std::isnan(measured) && isKnown(tdp);
                        QVERIFY2(v.banded() == expectBand, qPrintable(where));
                        if (expectBand) {
                            QVERIFY2(same(v.bandLow, tokensPerSecondPerKw(kTput, atShare(1.0))), qPrintable(where));
                            QVERIFY2(same(v.bandHigh, tokensPerSecondPerKw(kTput, atShare(0.4))), qPrintable(where));
                            ++banded;
                        }
                        known += basis.known();
                        ++compared;
                    }
    }
    // The loops reached every case they are for.
    QCOMPARE(compared, int(ids.size()) * 5 * 5 * 2 * 4);
    QVERIFY(banded > 0);
    QVERIFY(known > compared / 4);
    QVERIFY(known < compared);
}

// The same configuration from two sources (InferenceX's rows and a copy named as your runs) is two
// systems, each drawn from its own points only: your runs never replace the official curve.
void TestEfficiency::eachSourceIsItsOwnSystem()
{
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    req.hardware = {QStringLiteral("mi355x")};
    req.framework = QStringLiteral("sglang");
    QList<BenchmarkPoint> points = m_points;
    QSet<qint64> official, ours;
    qint64 nextId = 1000000;
    for (const BenchmarkPoint& p : m_points) {
        if (p.model != req.model || p.isl != 1024 || p.osl != 1024 || p.hardware != QLatin1String("mi355x") ||
            p.framework != QLatin1String("sglang"))
            continue;
        official << p.id;
        BenchmarkPoint mine = p;
        mine.id = ++nextId;
        mine.provenance.source = QStringLiteral("your runs");
        points << mine;
        ours << mine.id;
    }
    QVERIFY(official.size() > 3);
    const Comparison c = compare(points, req, m_catalog);
    QSet<QString> labels;
    int yours = 0;
    for (const SystemResult& s : c.systems) {
        labels << s.label;
        const bool mine = s.key.source == QLatin1String("your runs");
        yours += mine;
        QVERIFY2(mine == s.label.contains(QLatin1String("your runs")), qPrintable(s.label));
        for (const FrontierPoint& p : s.allPoints) QVERIFY2((mine ? ours : official).contains(p.pointId), qPrintable(s.label));
    }
    QVERIFY(yours > 0);
    QCOMPARE(yours * 2, int(c.systems.size())); // each configuration twice, once per source
    QCOMPARE(int(labels.size()), int(c.systems.size()));
}

void TestEfficiency::outputVersusTotalTokens()
{
    Assumptions a = with(DenominatorKind::Measured);
    a.tokens = TokenKind::Output;
    a.atPeak = false;
    a.interactivity = kIntvty;
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    req.precision = QStringLiteral("fp4");
    req.framework = QStringLiteral("sglang");
    req.hardware = {QStringLiteral("mi355x")};
    req.assumptions = a;
    const Comparison out = compare(m_points, req, m_catalog);
    const SystemResult* s = findSystem(out, QStringLiteral("mi355x"));
    QVERIFY(s);
    QCOMPARE(s->tokensPerSecond, kOutTput);
    QVERIFY(near(s->joulesPerToken, 6.353339, 1e-5)); // the row's joules_per_output_token
    a.tokens = TokenKind::Total;
    Comparison total = out;
    reevaluate(total, a, m_catalog);
    const SystemResult* t = findSystem(total, QStringLiteral("mi355x"));
    QCOMPARE(t->tokensPerSecond, kTput);
    QVERIFY(t->joulesPerToken < s->joulesPerToken / 1.9); // 1k/1k: about half the J per token
    QCOMPARE(toJson(out).at("assumptions").at("tokens").get<std::string>(), std::string("output"));
}

void TestEfficiency::peakPicksTheMostEfficientFrontPoint()
{
    // MI355X DSR1 FP4 SGLang 1k/1k front: conc 16 (88.8 tok/s/user, 346.8 tok/s, 627.5 W) and
    // conc 4 (103.6, 198.9, 628.9 W); conc 8 (97.1, 187.8) is dominated by conc 4.
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    req.precision = QStringLiteral("fp4");
    req.framework = QStringLiteral("sglang");
    req.hardware = {QStringLiteral("mi355x")};
    for (DenominatorKind d : {DenominatorKind::Tdp, DenominatorKind::Measured}) {
        req.assumptions = with(d);
        const Comparison c = compare(m_points, req, m_catalog);
        const SystemResult* s = findSystem(c, QStringLiteral("mi355x"));
        QVERIFY(s);
        QCOMPARE(s->frontier.points().size(), 2);
        QCOMPARE(s->sample.conc, 16);
        QCOMPARE(toString(s->sample.status), QStringLiteral("measured"));
        QVERIFY(s->tokensPerSecPerKw > 0);
    }
}

void TestEfficiency::reevaluateEqualsCompare()
{
    // One comparison re-evaluated under every assumption gives what compare() gives directly.
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 8192;
    req.osl = 1024;
    req.hardware = {QStringLiteral("b200"), QStringLiteral("mi355x"), QStringLiteral("h200"), QStringLiteral("gb200")};
    Comparison c = compare(m_points, req, m_catalog);
    QVERIFY(c.systems.size() >= 4);
    for (DenominatorKind d : {DenominatorKind::Tdp, DenominatorKind::Measured, DenominatorKind::AllInGen1, DenominatorKind::AllInGen2}) {
        for (bool peak : {true, false}) {
            Assumptions a = with(d, Boundary::Rack);
            a.atPeak = peak;
            a.interactivity = 40;
            reevaluate(c, a, m_catalog);
            ComparisonRequest direct = req;
            direct.assumptions = a;
            const Comparison d2 = compare(m_points, direct, m_catalog);
            QCOMPARE(QByteArray::fromStdString(toJson(c).dump()), QByteArray::fromStdString(toJson(d2).dump()));
        }
    }
}

void TestEfficiency::assumptionsRoundTrip()
{
    Assumptions a;
    a.denominator = DenominatorKind::Custom;
    a.customWatts.insert(QStringLiteral("b200"), 900);
    a.boundary = Boundary::Facility;
    a.pue = 1.15;
    a.tokens = TokenKind::Output;
    a.atPeak = false;
    a.interactivity = 169;
    a.runs = *RunSelection::fromText(QStringLiteral("2026-03-01"));
    a.runs.compareAsOf = QStringLiteral("2025-12-31");
    a.unknownDrawLow = 0.6;
    a.unknownDrawHigh = 0.95;
    const auto back = assumptionsFromJson(toJson(a));
    QVERIFY_OK(back);
    QVERIFY(*back == a);
    for (const char* name : {"tdp", "measured", "allin", "allin-gen1", "custom"})
        QCOMPARE(toString(*denominatorFromString(QString::fromLatin1(name))), QString::fromLatin1(name));
    QVERIFY(denominatorFromString(QStringLiteral("rated")) == DenominatorKind::Tdp);
    QVERIFY(!denominatorFromString(QStringLiteral("watts")));
    QVERIFY(!boundaryFromString(QStringLiteral("planet")));
    const auto planet = assumptionsFromJson(nlohmann::json{{"boundary", "planet"}});
    QVERIFY(!planet);
    QCOMPARE(planet.error().field, QStringLiteral("assumptions.boundary"));
    QVERIFY(planet.error().message.contains(QLatin1String("planet")));
}

void TestEfficiency::precisionListIgnoresSpaces()
{
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = 1024;
    req.osl = 1024;
    const auto precisionsDrawn = [&](const QString& precision) {
        req.precision = precision;
        QSet<QString> drawn;
        for (const SystemResult& s : compare(m_points, req, m_catalog).systems) drawn.insert(s.key.precision);
        return drawn;
    };
    const QSet<QString> both{QStringLiteral("fp4"), QStringLiteral("fp8")};
    QCOMPARE(precisionsDrawn(QStringLiteral("fp4,fp8")), both);
    QCOMPARE(precisionsDrawn(QStringLiteral(" fp4 , fp8")), both); // as `--precision "fp4, fp8"` passes it
    QCOMPARE(precisionsDrawn(QStringLiteral("fp8,")), QSet<QString>{QStringLiteral("fp8")});
}

void TestEfficiency::latestRunOnly()
{
    // Two real runs of the same gpt-oss sweep (no dates in agg files: the newer run id wins).
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("runs.sqlite"))));
    QVERIFY(store.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json"))).ok());
    QVERIFY(store.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_20218553330_agg_bmk.json"))).ok());
    ComparisonRequest req;
    req.model = QStringLiteral("gpt-oss-120b");
    req.isl = 1024;
    req.osl = 1024;
    req.hardware = {QStringLiteral("b200"), QStringLiteral("h200")};
    const Comparison latest = compare(MUST(store.points()), req, m_catalog);
    QCOMPARE(latest.systems.size(), 2);
    QCOMPARE(latest.systems.at(0).runs.size(), 1);
    QCOMPARE(latest.systems.at(0).runs.first().key, QStringLiteral("run 20662362255"));
    QCOMPARE(latest.systems.at(0).label, QStringLiteral("b200 vllm fp4"));
    QCOMPARE(latest.systems.at(1).key.hardware, QStringLiteral("h200"));
    // Both runs swept the same concurrencies: every point of the older run is replaced, and said so.
    int older = 0;
    for (const BenchmarkPoint& p : MUST(store.points()))
        older += p.provenance.runId == QLatin1String("20218553330") && p.model == req.model && p.isl == 1024 && p.osl == 1024 &&
                 (p.hardware == QLatin1String("b200") || p.hardware == QLatin1String("h200"));
    QVERIFY(older > 0);
    QVERIFY2(
        latest.notes.join(QLatin1Char(' '))
            .contains(QStringLiteral("%1 older points of the same systems, layouts and concurrencies left out (runs: latest)").arg(older)),
        qPrintable(latest.notes.join(QLatin1Char('|'))));

    // All runs pooled: still one system per configuration, both runs' points in it.
    req.assumptions.runs.mode = RunSelection::Mode::All;
    const Comparison all = compare(MUST(store.points()), req, m_catalog);
    QCOMPARE(all.systems.size(), 2);
    for (const SystemResult& s : all.systems) {
        QCOMPARE(s.runs.size(), 2);
        QCOMPARE(s.allPoints.size(), s.runs[0].points + s.runs[1].points);
        QVERIFY(s.runText().startsWith(QLatin1String("2 runs, ")));
        QVERIFY(s.provenance.contains(QLatin1String("run_20662362255")) && s.provenance.contains(QLatin1String("run_20218553330")));
    }
}

void TestEfficiency::bestRunPerSystem()
{
    // Two real runs of the same sweep. "Best ever" reads each run alone and keeps, per system, the
    // best reading that is a value at the operating point: which run wins depends on the reading.
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("best.sqlite"))));
    const QStringList runIds{QStringLiteral("20662362255"), QStringLiteral("20218553330")};
    for (const QString& id : runIds)
        QVERIFY(store.importFile(testData(QStringLiteral("harness_agg_bmk_mantile/run_%1_agg_bmk.json").arg(id))).ok());
    const QList<BenchmarkPoint> points = MUST(store.points());
    ComparisonRequest req;
    req.model = QStringLiteral("gpt-oss-120b");
    req.isl = 1024;
    req.osl = 1024;
    req.hardware = {QStringLiteral("b200"), QStringLiteral("h200")};
    RunSelection bestRuns;
    bestRuns.mode = RunSelection::Mode::Best;
    QVERIFY(RunSelection::fromText(QStringLiteral("best")) == bestRuns);
    QCOMPARE(bestRuns.toText(), QStringLiteral("best"));
    // Each run alone, under the default selection: the reference the best reading is checked against.
    const auto alone = [&](const QString& id, const ComparisonRequest& r) {
        QList<BenchmarkPoint> own;
        for (const BenchmarkPoint& p : points)
            if (p.provenance.runId == id) own << p;
        return compare(own, r, m_catalog);
    };
    QSet<QString> winners;
    for (double at : {100.0, 200.0, 300.0, 600.0}) {
        req.assumptions.atPeak = false;
        req.assumptions.interactivity = at;
        req.assumptions.runs = {};
        const Comparison a = alone(runIds[0], req), b = alone(runIds[1], req);
        req.assumptions.runs.mode = RunSelection::Mode::Best;
        const Comparison best = compare(points, req, m_catalog);
        QCOMPARE(best.systems.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const SystemResult& s = best.systems[i];
            QCOMPARE(s.candidates.size(), 2);
            const SystemResult &x = a.systems[i], &y = b.systems[i];
            QCOMPARE(x.label, s.label);
            const bool xOk = !isClamped(x), yOk = !isClamped(y);
            const SystemResult* expected = nullptr;
            if (xOk && (!yOk || rankingValue(x) >= rankingValue(y)))
                expected = &x;
            else if (yOk)
                expected = &y;
            else
                expected = &x; // every run clamped: the newest, still clamped
            QCOMPARE(s.runs.size(), 1);
            QCOMPARE(s.runs.first().key, expected->runs.first().key);
            QCOMPARE(s.tokensPerSecPerKw, expected->tokensPerSecPerKw);
            QCOMPARE(isClamped(s), !xOk && !yOk);
            QVERIFY2(s.runText().startsWith(QStringLiteral("best of 2 runs here: ") + expected->runs.first().key), qPrintable(s.runText()));
            winners.insert(s.runs.first().key);
        }
        // The stamp names each system's winning run and the choice itself.
        const QString stamp = stampText(best);
        QVERIFY2(stamp.contains(best.systems[1].label + QStringLiteral(": best of 2 runs here: ") + best.systems[1].runs.first().key),
                 qPrintable(stamp));
        QVERIFY2(stamp.contains(QLatin1String("best ever")), qPrintable(stamp));
    }
    // At 200 tok/s/user the older run of h200 reads better than its newer one: both runs win somewhere.
    QCOMPARE(winners.size(), 2);
    // The choice follows the reading when only the assumptions change (reevaluate, the window's fast path).
    req.assumptions.interactivity = 100;
    Comparison moved = compare(points, req, m_catalog);
    Assumptions at200 = req.assumptions;
    at200.interactivity = 200;
    reevaluate(moved, at200, m_catalog);
    req.assumptions = at200;
    const Comparison direct = compare(points, req, m_catalog);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(moved.systems[i].runs.first().key, direct.systems[i].runs.first().key);
        QCOMPARE(moved.systems[i].tokensPerSecPerKw, direct.systems[i].tokensPerSecPerKw);
    }
    // A curve along interactivity (the ratio chart's evaluateAt) keeps the run the reading chose,
    // so it follows the frontier drawn: at 100 tok/s/user h200's newer run would win.
    const SystemResult& h200 = direct.systems[1];
    QCOMPARE(h200.runs.first().key, QStringLiteral("run 20218553330"));
    const SystemResult along = evaluateAt(h200, at200, m_catalog, 100);
    QCOMPARE(along.runs.first().key, QStringLiteral("run 20218553330"));
    QVERIFY(along.candidates.isEmpty());
}

void TestEfficiency::runsByDate()
{
    // The DSR1 API rows carry dates; the agg artifact of run 20356790608 has none but the API has
    // rows of the same run (2025-12-19), so its rows get that date. Run 20321908209 stays undated.
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("dates.sqlite"))));
    for (const char* f : {"api_fixture_vngcloud/benchmarks.json", "harness_agg_bmk_mantile/run_20356790608_agg_bmk.json",
                          "harness_agg_bmk_mantile/run_20321908209_agg_bmk.json"})
        QVERIFY(store.importFile(testData(QString::fromLatin1(f))).ok());
    PointFilter f;
    f.model = QStringLiteral("DeepSeek-R1-0528");
    f.isl = 1024;
    f.osl = 1024;
    const QList<BenchmarkPoint> points = MUST(store.points(f));
    int fromRun = 0;
    for (const BenchmarkPoint& p : points)
        if (p.provenance.runId == QLatin1String("20356790608") && p.provenance.format == QLatin1String("inferencex-agg")) {
            QCOMPARE(p.provenance.date, QStringLiteral("2025-12-19"));
            QVERIFY(p.provenance.dateFromRun);
            ++fromRun;
        }
    QVERIFY(fromRun > 0);
    ComparisonRequest req;
    req.model = f.model;
    req.isl = 1024;
    req.osl = 1024;
    req.hardware = {QStringLiteral("gb200")};
    const Comparison latest = compare(points, req, m_catalog);
    QVERIFY(!latest.systems.isEmpty());
    // As of a date: every system's run is on or before it, undated runs are said to be left out.
    req.assumptions.runs = *RunSelection::fromText(QStringLiteral("2025-12-31"));
    const Comparison asOf = compare(points, req, m_catalog);
    QVERIFY(!asOf.systems.isEmpty());
    for (const SystemResult& s : asOf.systems)
        for (const RunInfo& r : s.runs) QVERIFY2(!r.date.isEmpty() && r.date <= QLatin1String("2025-12-31"), qPrintable(s.runText()));
    QVERIFY(asOf.notes.join(QLatin1Char(' ')).contains(QLatin1String("without a date")));
    // Date comparison: the newest run next to the one as of the earlier date, as its own series.
    req.assumptions.runs = RunSelection{};
    req.assumptions.runs.compareAsOf = QStringLiteral("2025-12-31");
    const Comparison both = compare(points, req, m_catalog);
    int secondDate = 0;
    for (const SystemResult& s : both.systems)
        if (!s.key.asOf.isEmpty()) {
            ++secondDate;
            QVERIFY2(s.label.endsWith(QStringLiteral(" · as of 2025-12-31")), qPrintable(s.label));
            QVERIFY(s.latestDate <= QLatin1String("2025-12-31"));
            // The main series differs, so it holds a point newer than the second date.
            const QString main = s.key.configLabel();
            QVERIFY(std::any_of(both.systems.begin(), both.systems.end(), [&](const SystemResult& o) {
                return o.key.asOf.isEmpty() && o.key.configLabel() == main && o.latestDate > QLatin1String("2025-12-31");
            }));
        }
    QVERIFY(secondDate > 0);
}

void TestEfficiency::allInByTheRunsDate()
{
    // The fixture's mi355x results are moved before InferenceX's gen 2 table (2026-07-14) and its
    // b200 results after it: under "all-in by run date" each takes its own generation.
    QList<BenchmarkPoint> pts = m_points;
    for (BenchmarkPoint& p : pts)
        p.provenance.date = p.hardware == QLatin1String("mi355x") ? QStringLiteral("2026-07-13") : QStringLiteral("2026-07-14");
    ComparisonRequest req;
    req.model = QStringLiteral("DeepSeek-R1-0528");
    req.isl = req.osl = 1024;
    req.hardware = {QStringLiteral("mi355x"), QStringLiteral("b200")};
    req.assumptions.denominator = DenominatorKind::AllInByDate;
    const Comparison c = compare(pts, req, m_catalog);
    int seen = 0;
    for (const SystemResult& s : c.systems) {
        const bool gen1 = s.key.hardware == QLatin1String("mi355x");
        const HardwareSpec hw = m_catalog.spec(s.key.hardware);
        QCOMPARE(s.power.watts, gen1 ? hw.allInGen1W : hw.allInGen2W);
        QVERIFY2(s.power.basis.contains(gen1 ? QLatin1String("gen 1 (run of 2026-07-13, before 2026-07-14)")
                                             : QLatin1String("gen 2 (run of 2026-07-14, from 2026-07-14 on)")),
                 qPrintable(s.power.basis));
        // Every point of the system is evaluated under the same generation as its reading.
        QVERIFY(!s.frontier.isEmpty());
        const PointEfficiency e = evaluatePoint(s.frontier.points().first(), hw, assumptionsFor(s, c.assumptions));
        QCOMPARE(e.power.watts, s.power.watts);
        ++seen;
    }
    QVERIFY(seen >= 2);
    // The fast path (compared under TDP, then only the denominator changed) agrees, and an
    // unresolved evaluation has no figure rather than a guessed one.
    ComparisonRequest tdp = req;
    tdp.assumptions.denominator = DenominatorKind::Tdp;
    Comparison again = compare(pts, tdp, m_catalog);
    reevaluate(again, req.assumptions, m_catalog);
    QCOMPARE(again.systems.size(), c.systems.size());
    for (qsizetype i = 0; i < c.systems.size(); ++i) {
        QCOMPARE(again.systems[i].power.watts, c.systems[i].power.watts);
        QCOMPARE(again.systems[i].power.basis, c.systems[i].power.basis);
    }
    QVERIFY(!powerBasis(m_mi355x, req.assumptions, kNaN).known());
    const QString stamp = stampText(c);
    QVERIFY2(stamp.contains(QLatin1String("all-in of each system's newest run (gen 1 before 2026-07-14, gen 2 from it)")) &&
                 stamp.contains(QStringLiteral("mi355x %1 W (gen 1)").arg(formatFixed(m_mi355x.allInGen1W))) &&
                 stamp.contains(QStringLiteral("b200 %1 W (gen 2)").arg(formatFixed(m_catalog.spec(QStringLiteral("b200")).allInGen2W))),
             qPrintable(stamp));
    // Named like the other denominators on the command line and in scenarios.
    QVERIFY(denominatorFromString(QStringLiteral("allin-dated")) == DenominatorKind::AllInByDate);
    QVERIFY(assumptionsFromJson(toJson(req.assumptions))->denominator == DenominatorKind::AllInByDate);
    // Undated results take the current table, and say so.
    for (BenchmarkPoint& p : pts) p.provenance.date.clear();
    const Comparison undated = compare(pts, req, m_catalog);
    QVERIFY2(undated.systems.first().power.basis.contains(QLatin1String("undated result: gen 2")),
             qPrintable(undated.systems.first().power.basis));
}

QTEST_GUILESS_MAIN(TestEfficiency)
#include "test_efficiency.moc"
