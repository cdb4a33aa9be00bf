// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Pareto front selection and the Steffen monotone spline. Selection and the status rules are
// checked on small hand-made fronts (synthetic, so each rule is visible); the spline is checked
// against GSL's gsl_interp_steffen on real fronts from InferenceX agg files.

#include "core/frontier.h"
#include "import/import_driver.h"
#include "test_support.h"

#include <QMap>
#include <QtTest>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_interp.h>
#include <vector>

using namespace denominator;
using namespace denominator::test;

namespace {

FrontierPoint fp(double x, double y, qint64 id = 0, double watts = kNaN)
{
    FrontierPoint p;
    p.interactivity = x;
    p.tput = y;
    p.outputTput = y / 2;
    p.measuredW = watts;
    p.pointId = id;
    p.conc = int(id);
    return p;
}

/// GSL's Steffen spline through the same knots (needs at least three).
class GslSteffen {
public:
    GslSteffen(const QList<double>& xs, const QList<double>& ys)
        : m_x(xs.begin(), xs.end()), m_y(ys.begin(), ys.end()), m_interp(gsl_interp_alloc(gsl_interp_steffen, m_x.size())),
          m_acc(gsl_interp_accel_alloc())
    {
        m_status = gsl_interp_init(m_interp, m_x.data(), m_y.data(), m_x.size());
    }
    ~GslSteffen()
    {
        gsl_interp_accel_free(m_acc);
        gsl_interp_free(m_interp);
    }
    GslSteffen(const GslSteffen&) = delete;
    GslSteffen& operator=(const GslSteffen&) = delete;
    bool ok() const { return m_status == GSL_SUCCESS; }
    double operator()(double x) const { return gsl_interp_eval(m_interp, m_x.data(), m_y.data(), x, m_acc); }

private:
    std::vector<double> m_x, m_y;
    gsl_interp* m_interp;
    gsl_interp_accel* m_acc;
    int m_status = GSL_FAILURE;
};

/// Real points of one system (hardware, framework, precision, spec decoding, disagg, ISL/OSL)
/// from an agg file, keyed by a readable label.
QMap<QString, QList<FrontierPoint>> realSystems(const QString& relative)
{
    const QString path = testData(relative);
    const ParsedFile f = parseSource(SourceFile::fromBytes(path, readAll(path)));
    QMap<QString, QList<FrontierPoint>> out;
    for (const BenchmarkPoint& p : f.points) {
        const QString key = QStringLiteral("%1 %2 %3 %4%5 %6/%7 %8")
                                .arg(p.hardware, p.framework, p.precision, p.specDecoding, p.disagg ? QStringLiteral(" disagg") : QString())
                                .arg(p.isl)
                                .arg(p.osl)
                                .arg(p.model);
        FrontierPoint q;
        q.interactivity = p.medianIntvty;
        q.tput = p.tputPerGpu;
        q.outputTput = p.outputTputPerGpu;
        q.conc = p.conc;
        q.pointId = p.provenance.rowIndex + 1;
        out[key] << q;
    }
    return out;
}

QList<double> xsOf(const Frontier& f)
{
    QList<double> xs;
    for (const FrontierPoint& p : f.points()) xs << p.interactivity;
    return xs;
}

QList<double> ysOf(const Frontier& f)
{
    QList<double> ys;
    for (const FrontierPoint& p : f.points()) ys << p.tput;
    return ys;
}

const QString kB200Gptoss = QStringLiteral("b200 vllm fp4 none 1024/1024 gpt-oss-120b");

} // namespace

class TestFrontier : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void paretoSelection();
    void paretoDropsUnknownAndTies();
    void realFrontIsDecreasing();
    void steffenMatchesGslOnB200Gptoss();
    void steffenMatchesGslOnEveryRealFront_data();
    void steffenMatchesGslOnEveryRealFront();
    void steffenSmallCases();
    void steffenIsMonotoneWithoutOvershoot();
    void statuses_data();
    void statuses();
    void measuredPowerInterpolatedOnlyWhenComplete();
    void emptyFront();
    void logLogIsStraightOnLogAxes();
};

void TestFrontier::initTestCase()
{
    gsl_set_error_handler_off(); // report through return values, never abort()
}

void TestFrontier::paretoSelection()
{
    // Synthetic: (interactivity, throughput); the front keeps a point only when no point to its
    // right (higher interactivity) has higher throughput.
    const Frontier f =
        Frontier::build({fp(20, 900, 2), fp(10, 1000, 1), fp(25, 950, 3), fp(30, 500, 4), fp(35, 50, 5), fp(40, 600, 6), fp(50, 100, 7)});
    QList<qint64> ids;
    for (const FrontierPoint& p : f.points()) ids << p.pointId;
    QCOMPARE(ids, (QList<qint64>{1, 3, 6, 7}));
    QCOMPARE(xsOf(f), (QList<double>{10, 25, 40, 50}));
    QCOMPARE(f.minInteractivity(), 10.0);
    QCOMPARE(f.maxInteractivity(), 50.0);
    QCOMPARE(f.points().at(1).conc, 3);
}

void TestFrontier::paretoDropsUnknownAndTies()
{
    // Synthetic: NaN, zero and negative values never reach the front; of two points at the same
    // interactivity only the higher throughput stays.
    const Frontier f = Frontier::build(
        {fp(10, 100, 1), fp(kNaN, 5000, 2), fp(20, kNaN, 3), fp(0, 4000, 4), fp(15, -5, 5), fp(30, 80, 6), fp(30, 90, 7), fp(5, 0, 8)});
    QList<qint64> ids;
    for (const FrontierPoint& p : f.points()) ids << p.pointId;
    QCOMPARE(ids, (QList<qint64>{1, 7}));
}

void TestFrontier::realFrontIsDecreasing()
{
    const auto systems = realSystems(QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json"));
    QVERIFY(systems.contains(kB200Gptoss));
    const QList<FrontierPoint> pts = systems.value(kB200Gptoss);
    QCOMPARE(pts.size(), 19);
    const Frontier f = Frontier::build(pts);
    QVERIFY(f.points().size() >= 3);
    QVERIFY(f.points().size() <= pts.size());
    for (int i = 1; i < f.points().size(); ++i) {
        QVERIFY(f.points().at(i).interactivity > f.points().at(i - 1).interactivity);
        QVERIFY(f.points().at(i).tput < f.points().at(i - 1).tput);
    }
    // Every dropped point is dominated: some front point is at least as interactive and faster.
    for (const FrontierPoint& p : pts) {
        const bool onFront =
            std::any_of(f.points().begin(), f.points().end(), [&](const FrontierPoint& q) { return q.pointId == p.pointId; });
        if (onFront) continue;
        const bool dominated = std::any_of(f.points().begin(), f.points().end(),
                                           [&](const FrontierPoint& q) { return q.interactivity >= p.interactivity && q.tput >= p.tput; });
        QVERIFY2(dominated, qPrintable(QStringLiteral("conc %1 dropped but not dominated").arg(p.conc)));
    }
}

void TestFrontier::steffenMatchesGslOnB200Gptoss()
{
    const Frontier f =
        Frontier::build(realSystems(QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json")).value(kB200Gptoss));
    const QList<double> xs = xsOf(f), ys = ysOf(f);
    QVERIFY(xs.size() >= 3);
    const GslSteffen gsl(xs, ys);
    QVERIFY(gsl.ok());
    const int steps = 2000;
    for (int i = 0; i <= steps; ++i) {
        const double x = xs.front() + (xs.back() - xs.front()) * i / steps;
        const double ours = steffenInterpolate(xs, ys, x);
        const double theirs = gsl(x);
        QVERIFY2(std::fabs(ours - theirs) <= 1e-9 * std::max(1.0, std::fabs(theirs)),
                 qPrintable(QStringLiteral("x=%1 ours=%2 gsl=%3").arg(x, 0, 'g', 17).arg(ours, 0, 'g', 17).arg(theirs, 0, 'g', 17)));
        // Frontier::at uses the same spline for interior targets.
        const Frontier::Sample s = f.at(x);
        QVERIFY(std::fabs(s.tput - theirs) <= 1e-9 * std::max(1.0, std::fabs(theirs)));
    }
    // At the knots both return the data.
    for (int i = 0; i < xs.size(); ++i) QCOMPARE(steffenInterpolate(xs, ys, xs[i]), ys[i]);
}

void TestFrontier::steffenMatchesGslOnEveryRealFront_data()
{
    QTest::addColumn<QList<double>>("xs");
    QTest::addColumn<QList<double>>("ys");
    // Every system with a front of three or more points in three real runs (single node,
    // multinode disaggregated, AMD).
    for (const QString& file : {QStringLiteral("run_20662362255"), QStringLiteral("run_20321908209"), QStringLiteral("run_20609406656")}) {
        const auto systems = realSystems(QStringLiteral("harness_agg_bmk_mantile/") + file + QStringLiteral("_agg_bmk.json"));
        for (auto it = systems.begin(); it != systems.end(); ++it) {
            const Frontier f = Frontier::build(it.value());
            if (f.points().size() < 3) continue;
            QTest::newRow(qPrintable(file + QLatin1Char(' ') + it.key())) << xsOf(f) << ysOf(f);
            // Output-token front values through the same knots (not monotone in general).
            QList<double> out;
            for (const FrontierPoint& p : f.points()) out << p.outputTput;
            QTest::newRow(qPrintable(file + QLatin1Char(' ') + it.key() + QStringLiteral(" output"))) << xsOf(f) << out;
        }
    }
}

void TestFrontier::steffenMatchesGslOnEveryRealFront()
{
    QFETCH(QList<double>, xs);
    QFETCH(QList<double>, ys);
    const GslSteffen gsl(xs, ys);
    QVERIFY(gsl.ok());
    for (int i = 0; i + 1 < xs.size(); ++i) {
        for (int k = 0; k <= 50; ++k) {
            const double x = xs[i] + (xs[i + 1] - xs[i]) * k / 50.0;
            const double theirs = gsl(x);
            QVERIFY(std::fabs(steffenInterpolate(xs, ys, x) - theirs) <= 1e-9 * std::max(1.0, std::fabs(theirs)));
        }
    }
}

void TestFrontier::steffenSmallCases()
{
    QVERIFY(std::isnan(steffenInterpolate({}, {}, 1.0)));
    QCOMPARE(steffenInterpolate({5.0}, {42.0}, 7.0), 42.0);
    // Two knots: a straight line.
    QCOMPARE(steffenInterpolate({10.0, 20.0}, {100.0, 50.0}, 12.0), 90.0);
    QCOMPARE(steffenInterpolate({10.0, 20.0}, {100.0, 50.0}, 20.0), 50.0);
    // Three knots on a line: the spline is the line.
    for (double x : {1.0, 1.5, 2.25, 2.9, 3.0}) QVERIFY(std::fabs(steffenInterpolate({1, 2, 3}, {10, 20, 30}, x) - 10 * x) < 1e-12);
    // A flat piece stays flat (no overshoot next to a step).
    QCOMPARE(steffenInterpolate({1, 2, 3, 4}, {5, 5, 1, 1}, 1.5), 5.0);
    QCOMPARE(steffenInterpolate({1, 2, 3, 4}, {5, 5, 1, 1}, 3.5), 1.0);
}

void TestFrontier::steffenIsMonotoneWithoutOvershoot()
{
    // Every real front in every agg file: the spline never rises and never leaves the bracket of
    // the two knots around it.
    const QDir dir(testData(QStringLiteral("harness_agg_bmk_mantile")));
    int fronts = 0;
    for (const QString& name : dir.entryList({QStringLiteral("*_agg_bmk.json")}, QDir::Files)) {
        const auto systems = realSystems(QStringLiteral("harness_agg_bmk_mantile/") + name);
        for (auto it = systems.begin(); it != systems.end(); ++it) {
            const Frontier f = Frontier::build(it.value());
            if (f.points().size() < 3) continue;
            ++fronts;
            const QList<double> xs = xsOf(f), ys = ysOf(f);
            for (int i = 0; i + 1 < xs.size(); ++i) {
                double prev = ys[i];
                for (int k = 1; k <= 40; ++k) {
                    const double x = xs[i] + (xs[i + 1] - xs[i]) * k / 40.0;
                    const double y = steffenInterpolate(xs, ys, x);
                    QVERIFY2(y <= prev + 1e-9 * prev, qPrintable(name + QLatin1Char(' ') + it.key()));
                    QVERIFY(y >= ys[i + 1] - 1e-9 * ys[i + 1]);
                    QVERIFY(y <= ys[i] + 1e-9 * ys[i]);
                    prev = y;
                }
            }
        }
    }
    QVERIFY(fronts >= 40);
}

void TestFrontier::statuses_data()
{
    QTest::addColumn<double>("target");
    QTest::addColumn<QString>("status");
    QTest::addColumn<double>("interactivity");
    QTest::addColumn<double>("tput");
    QTest::addColumn<qint64>("pointId");
    // Synthetic front: (10, 1000) (20, 800) (40, 300) (80, 100).
    QTest::newRow("on a front point") << 20.0 << "measured" << 20.0 << 800.0 << qint64(2);
    QTest::newRow("first point") << 10.0 << "measured" << 10.0 << 1000.0 << qint64(1);
    QTest::newRow("last point") << 80.0 << "measured" << 80.0 << 100.0 << qint64(4);
    QTest::newRow("above the tested range: clamped to the last point") << 200.0 << "above_range" << 80.0 << 100.0 << qint64(4);
    QTest::newRow("just above") << 80.001 << "above_range" << 80.0 << 100.0 << qint64(4);
    QTest::newRow("below the tested range: clamped to the first point") << 2.0 << "below_range" << 10.0 << 1000.0 << qint64(1);
}

void TestFrontier::statuses()
{
    QFETCH(double, target);
    QFETCH(QString, status);
    QFETCH(double, interactivity);
    QFETCH(double, tput);
    QFETCH(qint64, pointId);
    const Frontier f = Frontier::build({fp(10, 1000, 1), fp(20, 800, 2), fp(40, 300, 3), fp(80, 100, 4)});
    const Frontier::Sample s = f.at(target);
    QCOMPARE(toString(s.status), status);
    QCOMPARE(s.interactivity, interactivity);
    QCOMPARE(s.tput, tput);
    QCOMPARE(s.outputTput, tput / 2);
    QCOMPARE(s.pointId, pointId);
    QCOMPARE(s.conc, int(pointId));
}

void TestFrontier::measuredPowerInterpolatedOnlyWhenComplete()
{
    // Synthetic: between two measured points the spline gives a value strictly between them.
    const Frontier all = Frontier::build({fp(10, 1000, 1, 700), fp(20, 800, 2, 650), fp(40, 300, 3, 500)});
    const Frontier::Sample mid = all.at(30);
    QCOMPARE(toString(mid.status), QStringLiteral("interpolated"));
    QCOMPARE(mid.pointId, qint64(0));
    QVERIFY(mid.tput < 800 && mid.tput > 300);
    QVERIFY(mid.outputTput < 400 && mid.outputTput > 150);
    QVERIFY(mid.measuredW < 650 && mid.measuredW > 500);
    QCOMPARE(mid.measuredW, steffenInterpolate({10, 20, 40}, {700, 650, 500}, 30));
    QCOMPARE(all.at(20).measuredW, 650.0);

    const Frontier partial = Frontier::build({fp(10, 1000, 1, 700), fp(20, 800, 2), fp(40, 300, 3, 500)});
    QVERIFY(std::isnan(partial.at(30).measuredW)); // never interpolated through an unknown
    QVERIFY(isKnown(partial.at(30).tput));
    QCOMPARE(partial.at(40).measuredW, 500.0); // a measured point keeps its own value
    QVERIFY(std::isnan(partial.at(20).measuredW));
}

void TestFrontier::emptyFront()
{
    const Frontier f = Frontier::build({fp(kNaN, 10), fp(5, kNaN)});
    QVERIFY(f.isEmpty());
    QVERIFY(std::isnan(f.minInteractivity()));
    const Frontier::Sample s = f.at(10);
    QVERIFY(std::isnan(s.tput));
    QVERIFY(std::isnan(s.interactivity));
    const Frontier one = Frontier::build({fp(50, 400, 9)});
    QCOMPARE(toString(one.at(50).status), QStringLiteral("measured"));
    QCOMPARE(toString(one.at(60).status), QStringLiteral("above_range"));
    QCOMPARE(toString(one.at(40).status), QStringLiteral("below_range"));
    QCOMPARE(one.at(40).tput, 400.0);
    QVERIFY(std::isnan(f.at(kNaN).tput));
}

QTEST_GUILESS_MAIN(TestFrontier)
void TestFrontier::logLogIsStraightOnLogAxes()
{
    // gb300 dynamo-trt fp4 (mtp, disagg), DeepSeek-R1 1k/1k: two tested points, (70.4, 11,997) and
    // (308, 71.5). In linear units the spline reads 10,512 at 100 tok/s/user; on the log axes the
    // charts use, the straight line between the two passes far lower. Both read the tested points.
    QList<FrontierPoint> pts;
    for (const auto& [x, y] : {std::pair{70.4, 11997.0}, std::pair{308.0, 71.5}}) {
        FrontierPoint p;
        p.interactivity = x;
        p.tput = y;
        p.outputTput = y / 2;
        pts << p;
    }
    const Frontier f = Frontier::build(pts);
    const double t = std::log(100 / 70.4) / std::log(308 / 70.4);
    const double straight = std::exp(std::log(11997.0) + t * std::log(71.5 / 11997.0));
    const Frontier::Sample log = f.at(100, Interpolation::LogLog), lin = f.at(100, Interpolation::Steffen);
    QVERIFY(log.status == PointStatus::Interpolated);
    QVERIFY2(std::fabs(log.tput / straight - 1) < 1e-12, qPrintable(QString::number(log.tput)));
    QVERIFY2(std::fabs(log.outputTput / (straight / 2) - 1) < 1e-12, qPrintable(QString::number(log.outputTput)));
    QVERIFY2(lin.tput > 2.5 * log.tput, qPrintable(QStringLiteral("%1 vs %2").arg(lin.tput).arg(log.tput)));
    for (const Interpolation how : {Interpolation::Steffen, Interpolation::LogLog}) {
        QCOMPARE(f.at(70.4, how).tput, 11997.0);
        QCOMPARE(f.at(308, how).tput, 71.5);
    }
    QVERIFY(f.bracket(100) == std::make_pair(70.4, 308.0));
    QVERIFY(std::isnan(f.bracket(308).first)); // a tested point is no gap
    QVERIFY(interpolationFromString(QStringLiteral("LogLog")) == Interpolation::LogLog);
    QVERIFY(!interpolationFromString(QStringLiteral("cubic")));
}

#include "test_frontier.moc"
