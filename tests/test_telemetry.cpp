// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Power telemetry in, energy per token out: the streaming readers, the window integrator, the
// choice of serving GPUs, validity reasons and the grade. Real H200 logs from tests/data for the
// numbers; synthetic logs (telemetry_fixtures.h, made up and marked so) for the edge cases.

#include "core/decimal_reader.h"
#include "store/store.h"
#include "telemetry/energy_report.h"
#include "telemetry_fixtures.h"
#include "test_support.h"

#include <QDirIterator>
#include <QProcess>
#include <QtTest>
#include <charconv>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>

using namespace denominator;
using namespace denominator::test;

namespace {

BenchmarkRun realRun(const QString& c)
{
    QList<Issue> errors;
    const BenchmarkRun run = readBenchmarkRun(resultOf(c), {}, errors);
    if (!errors.isEmpty()) qWarning() << errors.first().toString();
    return run;
}

EnergyReport analyzeReal(const QString& c, const QStringList& gpus = {})
{
    EnergyOptions o;
    o.gpus = gpus;
    return analyzeEnergy(realRun(c), logOf(c), o);
}

/// A synthetic run (made up) over [kT0 + from, kT0 + to] with 10k input and 10k output tokens.
BenchmarkRun syntheticRun(double from, double to, int gpus = 1)
{
    BenchmarkRun r;
    r.path = QStringLiteral("synthetic.json");
    r.startUnix = kT0 + from;
    r.endUnix = kT0 + to;
    r.inputTokens = r.outputTokens = 10000;
    r.completedRequests = 20;
    r.gpus = gpus;
    r.hardware = QStringLiteral("h200");
    return r;
}

const EnergyReason* reason(const EnergyReport& r, const char* code)
{
    for (const EnergyReason& x : r.reasons)
        if (x.code == QLatin1String(code)) return &x;
    return nullptr;
}

/// "invalid", "warning", "note", or "" when the report has no reason with that code.
QString severity(const EnergyReport& r, const char* code)
{
    const EnergyReason* x = reason(r, code);
    return x ? toString(x->severity) : QString();
}

QStringList codes(const EnergyReport& r)
{
    QStringList out;
    for (const EnergyReason& x : r.reasons) out << x.code;
    return out;
}

/// Independent of the product code: QString parsing, QDateTime, and the textbook trapezoid with
/// linear interpolation at both edges, for GPUs 0 … gpus-1.
double independentEnergy(const QString& csv, double start, double end, int gpus)
{
    QMap<int, QList<QPair<double, double>>> series;
    const QStringList lines = QString::fromUtf8(readAll(csv)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : lines.mid(1)) {
        const QStringList cells = line.split(QLatin1Char(','));
        QDateTime t = QDateTime::fromString(cells.at(0).trimmed(), QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"));
        t.setTimeZone(QTimeZone::utc());
        series[cells.at(1).trimmed().toInt()].append(
            {double(t.toMSecsSinceEpoch()) / 1000.0, cells.at(2).trimmed().split(QLatin1Char(' ')).at(0).toDouble()});
    }
    double total = 0;
    for (int gpu = 0; gpu < gpus; ++gpu) {
        const auto& s = series[gpu];
        const auto at = [&](double t) {
            for (int i = 1; i < s.size(); ++i)
                if (s[i - 1].first <= t && t <= s[i].first)
                    return s[i - 1].second + (s[i].second - s[i - 1].second) * (t - s[i - 1].first) / (s[i].first - s[i - 1].first);
            return qQNaN();
        };
        QList<QPair<double, double>> pts{{start, at(start)}};
        for (const auto& p : s)
            if (p.first > start && p.first < end) pts.append(p);
        pts.append({end, at(end)});
        for (int i = 1; i < pts.size(); ++i) total += (pts[i].first - pts[i - 1].first) * (pts[i].second + pts[i - 1].second) / 2;
    }
    return total;
}

EnergyReport analyzeText(const QString& text, const BenchmarkRun& run, EnergyOptions o = {},
                         const QString& name = QStringLiteral("log.csv"))
{
    QTemporaryDir dir;
    return analyzeEnergy(run, writeText(dir, name, text), o);
}

const auto kFlat300 = [](double t) { return t < 5 ? 100.0 : 300.0; }; ///< idle 100 W, then 300 W

} // namespace

class TestTelemetry : public QObject {
    Q_OBJECT

private slots:
    void formatTableDetectsEveryFormat();
    void decimalReaderAgreesWithFromChars();
    void realPairsMatchIndependentTrapezoid_data();
    void realPairsMatchIndependentTrapezoid();
    void h200Tp8Conc64Reference();
    void tp4RunExcludesIdleGpus();
    void explicitGpuListIsCheckedAgainstTheRun();
    void realB200Excerpt();
    void linearRampIsExact();
    void longGapInvalidWithInterval();
    void shortGapValidWithInterval();
    void truncatedLastLine();
    void missingValues();
    void missingRunMakesLongGap();
    void clockGoesBackwardsInWindow();
    void clockGoesBackwardsBeforeWindow();
    void emptyWindow();
    void zeroLengthWindow();
    void windowNotCovered();
    void badLinesNameFileLineAndField();
    void repeatedHeaderAndCrlfAndBom();
    void loneCarriageReturnsEndLines();
    void longLinesAreReadUpToALimit();
    void p90FromHistogram();
    void amdSmi();
    void moreGpusThanTheLimitInEveryFormat_data();
    void moreGpusThanTheLimitInEveryFormat();
    void dcgmSeveralHosts();
    void powerOnlyWithInterval();
    void powerOnlyNeedsInterval();
    void unknownFormatIsRefused();
    void timelineForTheChart();
    void cliEnergyJson();
    void cliEnergyJsonWithGaps();
    void aLogWithNoReadableWattsNamesTheLine();
    void cliEnergyRefusesBadTelemetry();
};

void TestTelemetry::realPairsMatchIndependentTrapezoid_data()
{
    QTest::addColumn<QString>("run");
    QDirIterator it(testData(kFolder), {QStringLiteral("*_osl1024.json")});
    while (it.hasNext()) {
        const QString base = QFileInfo(it.next()).completeBaseName();
        QTest::newRow(base.toUtf8().constData()) << base;
    }
}

void TestTelemetry::realPairsMatchIndependentTrapezoid()
{
    QFETCH(QString, run);
    const BenchmarkRun r = realRun(run);
    QVERIFY(r.gpus > 0);
    const EnergyReport e = analyzeReal(run);
    QVERIFY2(e.ok(), qPrintable(e.fatal));
    QVERIFY2(e.valid, qPrintable(codes(e).join(QLatin1Char(','))));
    QCOMPARE(e.gpus.size(), r.gpus);
    const double expected = independentEnergy(logOf(run), r.startUnix, r.endUnix, r.gpus);
    QVERIFY2(std::fabs(e.energyJ - expected) <= 0.001 * expected, qPrintable(QStringLiteral("%1 vs %2").arg(e.energyJ).arg(expected)));
    QCOMPARE(e.read.issueCount, 0);
    QCOMPARE(e.grade, QStringLiteral("L1-chip"));
}

void TestTelemetry::h200Tp8Conc64Reference()
{
    const EnergyReport e = analyzeReal(kTp8c64);
    QCOMPARE(e.gpus, (QStringList{"0", "1", "2", "3", "4", "5", "6", "7"}));
    QVERIFY(e.idleGpus.isEmpty());
    QVERIFY(std::fabs(e.avgPowerWPerGpu - 301.0) < 1.0);   // domain brief: ≈301 W (PROVENANCE: ≈300.0)
    QVERIFY(std::fabs(e.jPerTotalToken - 0.398) < 0.001);  // ≈0.398 J/total token
    QVERIFY(std::fabs(e.jPerOutputToken - 0.797) < 0.001); // ≈0.797 J/output token
    QVERIFY(std::fabs(e.maxGapS - 1.02) < 0.01);           // max sample gap ≈1.02 s
    QVERIFY(std::fabs(e.windowS - 195.31) < 0.01);
    QVERIFY(std::fabs(e.percentOfTdp - e.avgPowerWPerGpu / 7.0) < 1e-9);
    QVERIFY(e.p90PowerW > e.avgPowerWPerGpu && e.p90PowerW < e.peakPowerW);
    QVERIFY(e.idleBaselineW > 70 && e.idleBaselineW < 130);
    QCOMPARE(e.samplesInWindow, qint64(8 * 195));
    QVERIFY(!e.hasGaps);
    QCOMPARE(e.energyMinJ, e.energyJ);
    QCOMPARE(e.energyMaxJ, e.energyJ);
    QVERIFY(e.valid);
    QVERIFY(std::fabs(e.jPerRequest - e.energyJ / 640) < 1e-9);
}

void TestTelemetry::tp4RunExcludesIdleGpus()
{
    const EnergyReport e = analyzeReal(kTp4c4);
    QCOMPARE(e.gpus, (QStringList{"0", "1", "2", "3"}));
    QCOMPARE(e.idleGpus, (QStringList{"4", "5", "6", "7"}));
    QVERIFY(e.valid);
    const EnergyReason* idle = reason(e, "idle_gpus_excluded");
    QVERIFY(idle);
    QCOMPARE(severity(e, "idle_gpus_excluded"), QStringLiteral("note"));
    QVERIFY(idle->message.contains(QLatin1String("4 (76 W")));
    for (const GpuEnergy& g : e.perGpu) QCOMPARE(e.gpus.contains(g.label), g.meanW > 200);
    QVERIFY(e.avgPowerWPerGpu > 200); // the idle GPUs' ≈76 W would pull the mean down to ≈156 W
}

void TestTelemetry::explicitGpuListIsCheckedAgainstTheRun()
{
    const EnergyReport three = analyzeReal(kTp4c4, {"0", "1", "2"});
    QVERIFY(!three.valid);
    QCOMPARE(severity(three, "gpu_count_mismatch"), QStringLiteral("invalid"));
    QVERIFY(reason(three, "excluded_gpu_active")->message.contains(QLatin1String("3 (")));
    QCOMPARE(three.grade, QStringLiteral("invalid"));

    const EnergyReport unknown = analyzeReal(kTp4c4, {"0", "1", "2", "9"});
    QVERIFY(reason(unknown, "gpu_not_in_telemetry")->message.contains(QLatin1String("\"9\"")));

    const EnergyReport same = analyzeReal(kTp4c4, {"3", "2", "1", "0"});
    QVERIFY(same.valid);
    QCOMPARE(same.energyJ, analyzeReal(kTp4c4).energyJ);
}

void TestTelemetry::realB200Excerpt()
{
    // The B200 excerpt (real, 3 readings × 8 GPUs) against a made-up window inside it.
    const QString excerpt = testData(QStringLiteral("nvidia_smi_samples/semianalysis_b200_qwen35_run34175132645_excerpt.csv"));
    BenchmarkRun run = syntheticRun(0, 0, 8);
    QDateTime t0 = QDateTime::fromString(QStringLiteral("2026/09/08 07:20:19.279"), QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"));
    t0.setTimeZone(QTimeZone::utc());
    run.startUnix = double(t0.toMSecsSinceEpoch()) / 1000.0 + 0.5;
    run.endUnix = run.startUnix + 1.0;
    run.hardware = QStringLiteral("b200");
    const EnergyReport e = analyzeEnergy(run, excerpt, {});
    QVERIFY(e.valid);
    QCOMPARE(e.gpus.size(), 8);
    QVERIFY(e.avgPowerWPerGpu > 330 && e.avgPowerWPerGpu < 395);
    QVERIFY(std::fabs(e.percentOfTdp - e.avgPowerWPerGpu / 10.0) < 1e-9); // B200 TDP 1,000 W
}

void TestTelemetry::linearRampIsExact()
{
    // Synthetic: W = 100 + 10 t. The trapezoid is exact for a linear ramp, edges included.
    const EnergyReport e = analyzeText(nvidiaLog(40, [](double t) { return 100 + 10 * t; }), syntheticRun(10.5, 30.5));
    QVERIFY(e.valid);
    QVERIFY(std::fabs(e.energyJ - (100 * 20 + 5 * (30.5 * 30.5 - 10.5 * 10.5))) < 1e-6);
    QCOMPARE(e.maxGapS, 1.0);
    QCOMPARE(e.grade, QStringLiteral("L1-chip"));
    QCOMPARE(e.jPerTotalToken, e.energyJ / 20000);
}

void TestTelemetry::longGapInvalidWithInterval()
{
    // Synthetic: no reading at t = 16…20, so 15 → 21 is a 6 s gap inside the window.
    const EnergyReport e = analyzeText(nvidiaLog(40, kFlat300, [](double t) { return t >= 16 && t <= 20; }), syntheticRun(10.5, 30.5));
    QVERIFY(!e.valid);
    QCOMPARE(severity(e, "gap_in_window"), QStringLiteral("invalid"));
    QVERIFY(reason(e, "gap_in_window")->message.contains(QLatin1String("6.00 s without a reading")));
    QCOMPARE(e.maxGapS, 6.0);
    QVERIFY(e.hasGaps);
    QVERIFY(std::fabs(e.energyJ - 6000) < 1e-6);
    QVERIFY(std::fabs(e.energyMinJ - (6000 - 6 * 300 + 6 * 100)) < 1e-6); // floor: idle 100 W seen earlier
    QVERIFY(std::fabs(e.energyMaxJ - (6000 - 6 * 300 + 6 * 700)) < 1e-6); // ceiling: H200 TDP 700 W
    QVERIFY(e.gapBounds.contains(QLatin1String("rated TDP 700 W")));
    QCOMPARE(e.grade, QStringLiteral("invalid"));
}

void TestTelemetry::shortGapValidWithInterval()
{
    // Synthetic: one reading (t = 20) missing: a 2 s gap, over the 1.5 s gap threshold, under 3 s.
    const EnergyReport e = analyzeText(nvidiaLog(40, kFlat300, [](double t) { return t == 20; }), syntheticRun(10.5, 30.5));
    QVERIFY(e.valid);
    QVERIFY(e.hasGaps);
    QCOMPARE(severity(e, "gaps"), QStringLiteral("warning"));
    QVERIFY(std::fabs(e.energyMinJ - 5600) < 1e-6);
    QVERIFY(std::fabs(e.energyMaxJ - 6800) < 1e-6);
    QCOMPARE(e.grade, QStringLiteral("below-L1"));
    QVERIFY(e.gradeReason.contains(QLatin1String("interval")));
}

void TestTelemetry::truncatedLastLine()
{
    // Synthetic: the log was copied while nvidia-smi was writing: the last line stops mid-cell.
    const QString text = nvidiaLog(40, kFlat300) + nvidiaTime(kT0 + 41) + QStringLiteral(", 0, 30");
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5));
    QVERIFY(e.valid);
    QCOMPARE(severity(e, "truncated_last_line"), QStringLiteral("warning"));
    QVERIFY(reason(e, "truncated_last_line")->message.contains(QLatin1String(":43:")));
    QCOMPARE(e.read.issueCount, 0);
    QVERIFY(std::fabs(e.energyJ - 6000) < 1e-6);
}

void TestTelemetry::missingValues()
{
    // Synthetic: the reading at t = 20 says [N/A]; the 19 → 21 interval becomes a 2 s gap.
    QString text = nvidiaLog(40, kFlat300);
    text.replace(nvidiaLine(kT0 + 20, 0, watts(300)), nvidiaLine(kT0 + 20, 0, QStringLiteral("[N/A]")));
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5));
    QCOMPARE(e.missingInWindow, qint64(1));
    QCOMPARE(severity(e, "missing_samples"), QStringLiteral("warning"));
    QVERIFY(reason(e, "missing_samples")->message.contains(QLatin1String("line 22")));
    QVERIFY(e.valid);
    QVERIFY(e.hasGaps);
}

void TestTelemetry::missingRunMakesLongGap()
{
    // Synthetic: four [N/A] in a row make a 5 s gap: invalid, with both reasons.
    QString text = nvidiaLog(40, kFlat300);
    for (int t = 18; t <= 21; ++t) text.replace(nvidiaLine(kT0 + t, 0, watts(300)), nvidiaLine(kT0 + t, 0, QStringLiteral("[N/A]")));
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5));
    QVERIFY(!e.valid);
    QVERIFY(reason(e, "missing_samples"));
    QVERIFY(reason(e, "gap_in_window"));
}

void TestTelemetry::clockGoesBackwardsInWindow()
{
    // Synthetic: after t = 20 a reading stamped 19.5 (a clock step back); it is dropped.
    QString text = nvidiaLog(40, kFlat300);
    text.replace(nvidiaLine(kT0 + 21, 0, watts(300)), nvidiaLine(kT0 + 19.5, 0, watts(900)) + nvidiaLine(kT0 + 21, 0, watts(300)));
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5));
    QVERIFY(!e.valid);
    QCOMPARE(severity(e, "clock_backwards"), QStringLiteral("invalid"));
    QVERIFY(reason(e, "clock_backwards")->message.contains(QLatin1String("line 23")));
    QVERIFY(std::fabs(e.energyJ - 6000) < 1e-6);
}

void TestTelemetry::clockGoesBackwardsBeforeWindow()
{
    // Synthetic: the step back happens long before the benchmark: a warning only.
    QString text = nvidiaLog(40, kFlat300);
    text.replace(nvidiaLine(kT0 + 3, 0, watts(100)), nvidiaLine(kT0 + 1.5, 0, watts(100)) + nvidiaLine(kT0 + 3, 0, watts(100)));
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5));
    QVERIFY(e.valid);
    QCOMPARE(severity(e, "clock_backwards"), QStringLiteral("warning"));
}

void TestTelemetry::emptyWindow()
{
    // Synthetic: the log ends 60 s before the benchmark starts (wrong file paired with the result).
    const EnergyReport e = analyzeText(nvidiaLog(40, kFlat300), syntheticRun(100, 120));
    QVERIFY(e.ok());
    QVERIFY(!e.valid);
    QCOMPARE(severity(e, "empty_window"), QStringLiteral("invalid"));
    QVERIFY(reason(e, "empty_window")->message.contains(QLatin1String("the log covers 2026-06-10 20:05:53.000 UTC")));
    QVERIFY(std::isnan(e.energyJ));
    QVERIFY(std::isnan(e.jPerTotalToken));
    QCOMPARE(e.grade, QStringLiteral("invalid"));
}

void TestTelemetry::zeroLengthWindow()
{
    const EnergyReport e = analyzeText(nvidiaLog(40, kFlat300), syntheticRun(20, 20));
    QVERIFY(!e.valid);
    QVERIFY(reason(e, "empty_window")->message.contains(QLatin1String("zero length")));
}

void TestTelemetry::windowNotCovered()
{
    // Synthetic: logging stopped at t = 25, the benchmark ran to 30.5.
    const EnergyReport e = analyzeText(nvidiaLog(25, kFlat300), syntheticRun(10.5, 30.5));
    QVERIFY(!e.valid);
    QVERIFY(reason(e, "window_not_covered")->message.contains(QLatin1String("last reading 5.50 s before the benchmark end")));
    QVERIFY(std::fabs(e.energyJ - 6000) < 1e-6); // held at the last reading
    QVERIFY(std::fabs(e.energyMaxJ - (6000 + 5.5 * 400)) < 1e-6);
}

void TestTelemetry::badLinesNameFileLineAndField()
{
    // Synthetic: two damaged lines in the middle of a log.
    QString text = nvidiaLog(40, kFlat300);
    text.replace(nvidiaLine(kT0 + 2, 0, watts(100)),
                 QStringLiteral("2026/13/45 99:00:00.000, 0, 100.00 W, 35, 1980 MHz, 3201 MHz, 90 %, 9 %\n"));
    text.replace(nvidiaLine(kT0 + 3, 0, watts(100)), nvidiaLine(kT0 + 3, 0, QStringLiteral("lots W")));
    QTemporaryDir dir;
    const QString path = writeText(dir, QStringLiteral("damaged.csv"), text);
    const EnergyReport e = analyzeEnergy(syntheticRun(10.5, 30.5), path, {});
    QCOMPARE(e.read.issueCount, 2);
    const Issue& first = e.read.issues.at(0);
    QCOMPARE(first.file, path);
    QCOMPARE(first.line, 4);
    QCOMPARE(first.field, QStringLiteral("timestamp"));
    QVERIFY(first.message.contains(QLatin1String("expected a time like 2026/06/10 19:52:06.172")));
    QCOMPARE(e.read.issues.at(1).field, QStringLiteral("power.draw"));
    QVERIFY(e.read.issues.at(1).message.contains(QLatin1String("watts like 380.42 W")));
    QVERIFY(reason(e, "invalid_lines")->message.contains(path + QStringLiteral(":4: field \"timestamp\"")));
    QVERIFY(e.valid); // both before the window
}

void TestTelemetry::longLinesAreReadUpToALimit()
{
    // Synthetic: the reader's block starts small and grows for a long line. A 1 MiB line of junk
    // is one bad line (every reading after it still counts); a 5 MiB line is not a telemetry log.
    const QString clean = nvidiaLog(40, kFlat300);
    const EnergyReport before = analyzeText(clean, syntheticRun(10.5, 30.5));
    QVERIFY(before.valid);
    const QString target = nvidiaLine(kT0 + 2, 0, watts(100));
    QVERIFY(clean.contains(target));
    QString junk = clean;
    junk.replace(target, target + QString(1 << 20, QLatin1Char('x')) + QLatin1Char('\n'));
    const EnergyReport e = analyzeText(junk, syntheticRun(10.5, 30.5));
    QVERIFY2(e.read.ok(), qPrintable(e.read.fatal));
    QCOMPARE(e.read.issueCount, 1);
    QCOMPARE(e.read.samples, before.read.samples);
    QCOMPARE(e.energyJ, before.energyJ);
    QString huge = clean;
    huge.replace(target, target + QString(5 << 20, QLatin1Char('x')) + QLatin1Char('\n'));
    const EnergyReport refused = analyzeText(huge, syntheticRun(10.5, 30.5));
    QVERIFY(!refused.ok());
    QVERIFY2(refused.fatal.contains(QLatin1String("line longer than 4 MiB: not a telemetry log")), qPrintable(refused.fatal));
    QCOMPARE(e.read.issues.at(0).line, refused.fatal.section(QLatin1Char(':'), 1, 1).toInt());
}

void TestTelemetry::repeatedHeaderAndCrlfAndBom()
{
    // Synthetic: a Windows copy (BOM, CRLF) of a log whose monitor restarted (header again).
    QString text = nvidiaLog(40, kFlat300);
    text.replace(nvidiaLine(kT0 + 5, 0, watts(300)), nvidiaHeader() + nvidiaLine(kT0 + 5, 0, watts(300)));
    text.replace(QStringLiteral("\n"), QStringLiteral("\r\n"));
    const EnergyReport e = analyzeText(QChar(0xFEFF) + text, syntheticRun(10.5, 30.5));
    QVERIFY(e.valid);
    QCOMPARE(e.read.issueCount, 0);
    QVERIFY(e.read.notes.join(QString()).contains(QLatin1String("header repeated at line 7")));
    QVERIFY(std::fabs(e.energyJ - 6000) < 1e-6);
}

void TestTelemetry::loneCarriageReturnsEndLines()
{
    // Synthetic: an old Mac tool wrote CR-only line ends; the same readings and energy as with LF,
    // and the line numbers of a problem stay right.
    const QString text = nvidiaLog(40, kFlat300);
    const EnergyReport lf = analyzeText(text, syntheticRun(10.5, 30.5));
    QString cr = text;
    cr.replace(QLatin1Char('\n'), QLatin1Char('\r'));
    const EnergyReport e = analyzeText(cr, syntheticRun(10.5, 30.5));
    QVERIFY2(e.ok(), qPrintable(e.fatal));
    QCOMPARE(e.read.samples, lf.read.samples);
    QVERIFY(e.read.samples > 30);
    QCOMPARE(e.energyJ, lf.energyJ);
    QString broken = cr;
    broken.replace(nvidiaLine(kT0 + 5, 0, watts(300)).trimmed(), QStringLiteral("garbage"));
    const EnergyReport b = analyzeText(broken, syntheticRun(10.5, 30.5));
    QCOMPARE(b.read.issueCount, 1);
    QCOMPARE(b.read.issues.first().line, 7); // the header, five readings, then the broken one
}

void TestTelemetry::p90FromHistogram()
{
    // Synthetic: readings cycle through 1…100 W, so the P90 of the window is ≈90 W.
    const EnergyReport e = analyzeText(nvidiaLog(1000, [](double t) { return 1 + std::fmod(t, 100); }), syntheticRun(0, 1000));
    QVERIFY2(std::fabs(e.p90PowerW - 90) <= 1.0, qPrintable(QString::number(e.p90PowerW)));
    QCOMPARE(e.peakPowerW, 100.0);
}

void TestTelemetry::amdSmi()
{
    // Synthetic amd-smi log: GPU 0 serves at 500 W, GPU 1 idles at 120 W (no activity).
    QString text = QStringLiteral("timestamp,gpu,socket_power,gfx_activity\n");
    for (int t = 0; t <= 40; ++t)
        text += QStringLiteral("%1,0,500,95\n%1,1,%2,0\n").arg(qint64(kT0) + t).arg(t == 7 ? QStringLiteral("N/A") : QStringLiteral("120"));
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5));
    QCOMPARE(toString(e.read.format), toString(TelemetryFormat::AmdSmiCsv));
    QCOMPARE(e.gpus, QStringList{"0"});
    QCOMPARE(e.idleGpus, QStringList{"1"});
    QVERIFY(e.valid);
    QVERIFY(std::fabs(e.energyJ - 500 * 20) < 1e-6);
    QCOMPARE(e.read.missingValues, qint64(1));
}

void TestTelemetry::moreGpusThanTheLimitInEveryFormat_data()
{
    // The real TP4 nvidia-smi log, its power cells rewritten into each format, each line naming
    // another of 4,097 GPU ids (an amd-smi log of this shape crashed `energy` with SIGSEGV).
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("line"); // %1 Unix time, %2 GPU id, %3 watts
    QTest::newRow("nvidia-smi") << QStringLiteral("timestamp, index, power.draw [W]")
                                << QStringLiteral("2026/06/10 21:49:%1.000, %2, %3 W");
    QTest::newRow("amd-smi") << QStringLiteral("timestamp,gpu,socket_power,gfx_activity") << QStringLiteral("%1,%2,%3,50");
    QTest::newRow("dcgm") << QStringLiteral("schema_version,timestamp_unix,scrape_seq,hostname,gpu_index,gpu_uuid,power_w")
                          << QStringLiteral("1,%1,0,node,%2,GPU-%2,%3");
    QTest::newRow("dcgm-uuid") << QStringLiteral("schema_version,timestamp_unix,scrape_seq,hostname,gpu_uuid,power_w")
                               << QStringLiteral("1,%1,0,node,GPU-%2,%3");
}

void TestTelemetry::moreGpusThanTheLimitInEveryFormat()
{
    QFETCH(QString, header);
    QFETCH(QString, line);
    const QStringList real = QString::fromUtf8(readAll(logOf(kTp4c4))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(real.size() > 4000);
    const int ids = 4097;
    QString text = header + QLatin1Char('\n');
    for (int i = 0; i < 2 * ids; ++i) {
        const QString watts = real[1 + i % (real.size() - 1)].section(QLatin1Char(','), 2, 2).remove(QLatin1Char('W')).trimmed();
        const bool nvidia = line.startsWith(QLatin1String("2026/"));
        const QString time = nvidia ? QStringLiteral("%1").arg(10 + i / ids * 10) : QString::number(qint64(kT0) + i / ids * 10);
        text += line.arg(time).arg(i % ids + (i % ids == 0 ? 0 : 51000)).arg(watts) + QLatin1Char('\n');
    }
    const EnergyReport e = analyzeText(text, syntheticRun(0, 100, 4));
    QVERIFY2(e.read.fatal.isEmpty(), qPrintable(e.read.fatal));
    QCOMPARE(int(e.perGpu.size()), 4096);
    QVERIFY2(e.read.issueCount >= 2, qPrintable(QString::number(e.read.issueCount)));
    QVERIFY(!e.read.issues.isEmpty());
    QVERIFY2(e.read.issues.first().toString().contains(QLatin1String("at most 4096 GPUs")), qPrintable(e.read.issues.first().toString()));
}

void TestTelemetry::dcgmSeveralHosts()
{
    // Synthetic DCGM samples.csv: two busy hosts with two GPUs each, and an idle third host.
    QString text = QStringLiteral("schema_version,timestamp_unix,scrape_seq,hostname,gpu_index,gpu_uuid,power_w\n");
    const QList<QPair<QString, double>> gpus{{"node-a", 400}, {"node-a", 410}, {"node-b", 420}, {"node-b", 430}, {"node-c", 90}};
    for (int t = 0; t <= 40; ++t)
        for (int i = 0; i < gpus.size(); ++i)
            text += QStringLiteral("1,%1.25,%2,%3,%4,GPU-%5,%6\n")
                        .arg(qint64(kT0) + t)
                        .arg(t)
                        .arg(gpus[i].first)
                        .arg(i % 2)
                        .arg(i)
                        .arg(gpus[i].second);
    const EnergyReport e = analyzeText(text, syntheticRun(10.5, 30.5, 4), {}, QStringLiteral("samples.csv"));
    QCOMPARE(toString(e.read.format), toString(TelemetryFormat::DcgmSamples));
    QCOMPARE(e.gpus, (QStringList{"node-a:0", "node-a:1", "node-b:0", "node-b:1"}));
    QCOMPARE(e.idleGpus, QStringList{"node-c:0"});
    QVERIFY(e.valid);
    QVERIFY(std::fabs(e.energyJ - (400 + 410 + 420 + 430) * 20.0) < 1e-6);

    EnergyOptions o;
    o.gpus = QStringList{"0"}; // a bare index matches that index on every host
    const EnergyReport byIndex = analyzeText(text, syntheticRun(10.5, 30.5, 3), o, QStringLiteral("samples.csv"));
    QCOMPARE(byIndex.gpus, (QStringList{"node-a:0", "node-b:0", "node-c:0"}));
}

void TestTelemetry::powerOnlyWithInterval()
{
    // Synthetic `--format=csv,noheader,nounits` power-only log: 350 W every 0.5 s from the start.
    QString text;
    for (int i = 0; i <= 41; ++i) text += QStringLiteral("350.00\n");
    EnergyOptions o;
    o.telemetry.intervalSeconds = 0.5;
    const EnergyReport e = analyzeText(text, syntheticRun(10, 30), o);
    QCOMPARE(toString(e.read.format), toString(TelemetryFormat::NvidiaSmiPowerOnly));
    QVERIFY(e.valid);
    QVERIFY(std::fabs(e.energyJ - 350 * 20) < 1e-6);
    QCOMPARE(severity(e, "no_timestamps"), QStringLiteral("warning"));
    QCOMPARE(e.grade, QStringLiteral("below-L1"));
}

void TestTelemetry::powerOnlyNeedsInterval()
{
    const EnergyReport e = analyzeText(QStringLiteral("350.00\n351.00\n"), syntheticRun(10, 30));
    QVERIFY(!e.ok());
    QVERIFY(e.fatal.contains(QLatin1String("--interval")));
}

void TestTelemetry::unknownFormatIsRefused()
{
    QTemporaryDir dir;
    const QString path = writeText(dir, QStringLiteral("x.csv"), QStringLiteral("time,watts\n1,2\n"));
    const EnergyReport e = analyzeEnergy(syntheticRun(10, 30), path, {});
    QVERIFY(e.fatal.startsWith(path + QStringLiteral(":1: unrecognised telemetry log")));
    const EnergyReport missing = analyzeEnergy(syntheticRun(10, 30), dir.filePath(QStringLiteral("nope.csv")), {});
    QVERIFY(missing.fatal.contains(QLatin1String("cannot read")));
}

void TestTelemetry::timelineForTheChart()
{
    EnergyOptions o;
    o.timelineBuckets = 200;
    const EnergyReport e = analyzeEnergy(realRun(kTp4c4), logOf(kTp4c4), o);
    QVERIFY(e.timeline);
    const PowerTimeline& t = *e.timeline;
    QCOMPARE(t.gpus.size(), 8);
    QCOMPARE(t.windowStartUnix, e.run.startUnix);
    QCOMPARE(t.tdpW, 700.0);
    QVERIFY(t.fromUnix < t.windowStartUnix && t.toUnix > t.windowEndUnix);
    int serving = 0;
    for (const PowerTimelineSeries& s : t.gpus) serving += s.serving ? 1 : 0;
    QCOMPARE(serving, 4);
    const PowerTimelineSeries& g0 = t.gpus.at(0);
    QCOMPARE(g0.meanW.size(), 200);
    double sum = 0;
    int n = 0;
    for (int i = 0; i < g0.timeUnix.size(); ++i)
        if (g0.timeUnix[i] > t.windowStartUnix + 2 && g0.timeUnix[i] < t.windowEndUnix - 2 && !std::isnan(g0.meanW[i])) {
            sum += g0.meanW[i];
            ++n;
            QVERIFY(g0.minW[i] <= g0.meanW[i] && g0.meanW[i] <= g0.maxW[i]);
        }
    QVERIFY(std::fabs(sum / n - e.perGpu.at(0).meanW) < 10);
    QCOMPARE(g0.gapCount, 0);

    // Synthetic gap: shows up as a marked gap in the series.
    QTemporaryDir dir;
    const QString path = writeText(dir, QStringLiteral("g.csv"), nvidiaLog(40, kFlat300, [](double x) { return x >= 16 && x <= 20; }));
    const EnergyReport gapped = analyzeEnergy(syntheticRun(10.5, 30.5), path, o);
    QCOMPARE(gapped.timeline->gpus.at(0).gapCount, 1);
    QCOMPARE(gapped.timeline->gpus.at(0).gaps.at(0).fromUnix, kT0 + 15);
    QCOMPARE(gapped.timeline->gpus.at(0).gaps.at(0).toUnix, kT0 + 21);
}

void TestTelemetry::cliEnergyJson()
{
    const CliRun r = runCli({"energy", "--result", resultOf(kTp8c64), "--telemetry", logOf(kTp8c64), "--json"});
    QVERIFY2(r.code == 0, r.err.constData());
    const auto j = nlohmann::json::parse(r.out.constData());
    for (const char* key : {"gpus", "idle_gpus", "window_s", "energy_j", "avg_power_w_per_gpu", "p90_power_w", "percent_of_tdp",
                            "j_per_output_token", "j_per_total_token", "max_gap_s", "valid", "reasons", "grade"})
        QVERIFY2(j.contains(key), key);
    QVERIFY(!j.contains("energy_j_min") && !j.contains("energy_j_max"));
    QCOMPARE(j["gpus"].size(), size_t(8));
    QVERIFY(j["idle_gpus"].empty());
    QVERIFY(std::fabs(j["avg_power_w_per_gpu"].get<double>() - 301) < 1);
    QVERIFY(std::fabs(j["j_per_total_token"].get<double>() - 0.398) < 0.001);
    QCOMPARE(j["valid"].get<bool>(), true);
    QCOMPARE(j["grade"].get<std::string>(), std::string("L1-chip"));
    QVERIFY(j["reasons"].is_array());

    const CliRun tp4 = runCli({"energy", "--result", resultOf(kTp4c4), "--telemetry", logOf(kTp4c4), "--json"});
    const auto k = nlohmann::json::parse(tp4.out.constData());
    QCOMPARE(k["idle_gpus"], nlohmann::json({"4", "5", "6", "7"}));
    QCOMPARE(k["reasons"][0]["code"].get<std::string>(), std::string("idle_gpus_excluded"));
}

void TestTelemetry::cliEnergyJsonWithGaps()
{
    // Synthetic result and log: a 6 s gap inside the window.
    QTemporaryDir dir;
    const QString result = writeResult(dir, kT0 + 10.5, kT0 + 30.5);
    const QString log = writeText(dir, QStringLiteral("gap.csv"), nvidiaLog(40, kFlat300, [](double t) { return t >= 16 && t <= 20; }));
    const CliRun r = runCli({"energy", "--result", result, "--telemetry", log, "--json"});
    QVERIFY2(r.code == 0, r.err.constData());
    const auto j = nlohmann::json::parse(r.out.constData());
    QVERIFY(std::fabs(j["energy_j_min"].get<double>() - 4800.0) < 1e-6);
    QVERIFY(std::fabs(j["energy_j_max"].get<double>() - 8400.0) < 1e-6);
    QCOMPARE(j["valid"].get<bool>(), false);
    QCOMPARE(j["grade"].get<std::string>(), std::string("invalid"));
    bool gapReason = false;
    for (const auto& x : j["reasons"]) gapReason = gapReason || (x["code"] == "gap_in_window" && x["severity"] == "invalid");
    QVERIFY(gapReason);

    const CliRun text = runCli({"energy", "--result", result, "--telemetry", log});
    QVERIFY(text.out.contains("INVALID"));
    QVERIFY(text.out.contains("between 4,800 and 8,400 J"));
}

void TestTelemetry::aLogWithNoReadableWattsNamesTheLine()
{
    // Made up: every power cell unreadable. `energy` and `import --telemetry` both say which line
    // and field, and what was expected; neither calls the GPU idle nor exits 0.
    QTemporaryDir dir;
    const QString result = writeResult(dir, kT0 + 10.5, kT0 + 30.5);
    QString text = nvidiaHeader();
    for (int i = 0; i <= 40; ++i) text += nvidiaLine(kT0 + i, 0, QStringLiteral("x"));
    const QString log = writeText(dir, QStringLiteral("unreadable.csv"), text);
    const CliRun r = runCli({"energy", "--result", result, "--telemetry", log});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("no energy could be computed (invalid_lines: 41 line(s) could not be read and were skipped; first: ") &&
                 r.err.contains("unreadable.csv:2: field \"power.draw\": expected watts"),
             r.err.constData());
    QVERIFY2(r.out.contains("not counted (idle in the window, or no reading in it): 0 (no reading at or around the window)"),
             r.out.constData());
    const QString db = dir.filePath(QStringLiteral("u.sqlite"));
    const CliRun imported = runCli({"--db", db, "import", result, "--telemetry", log});
    QCOMPARE(imported.code, 2);
    QVERIFY2(imported.err.contains("unreadable.csv:2: field \"power.draw\": expected watts"), imported.err.constData());
    Store store = MUST(Store::open(db, Store::Access::Read));
    QCOMPARE(MUST(store.pointCount()), 0);
}

void TestTelemetry::cliEnergyRefusesBadTelemetry()
{
    QTemporaryDir dir;
    const QString bad = writeText(dir, QStringLiteral("bad.csv"), QStringLiteral("hello\n"));
    const CliRun r = runCli({"energy", "--result", resultOf(kTp8c64), "--telemetry", bad, "--json"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("unrecognised telemetry log"));
    const CliRun noArgs = runCli({"energy", "--result", resultOf(kTp8c64)});
    QCOMPARE(noArgs.code, 2);
    const CliRun badGpus = runCli({"energy", "--result", resultOf(kTp8c64), "--telemetry", logOf(kTp8c64), "--gpus", ","});
    QCOMPARE(badGpus.code, 2);
}

void TestTelemetry::decimalReaderAgreesWithFromChars()
{
    // The cells of power logs, and the edges: no digits, a lone point, signs, exponents, words,
    // 15 and 16 digits, leading zeros, out of range.
    QList<std::string> texts{"380.42 W",
                             "95 %",
                             "0",
                             "5.",
                             ".5",
                             ".",
                             "",
                             "-1.5",
                             "+1",
                             "1e3",
                             "1.5e",
                             "1E-2",
                             "1e400",
                             "inf",
                             "nan",
                             "N/A",
                             "123456789012345",
                             "1234567890123456",
                             "0.000000000000001",
                             "00012.3400",
                             "999999999999999.9",
                             "0.1",
                             "1781121953.172",
                             "9007199254740993"};
    // Random decimals of 1 to 18 digits with the point anywhere or nowhere, some with a unit.
    std::mt19937_64 rng(13);
    int plain = 0; // at most 15 digits: readDecimal's own path, not from_chars
    for (int i = 0; i < 200000; ++i) {
        std::string s;
        const int digits = 1 + int(rng() % 18), point = int(rng() % unsigned(digits + 2)); // digits + 1: no point
        plain += digits <= 15;
        for (int d = 0; d < digits; ++d) {
            if (d == point) s += '.';
            s += char('0' + rng() % 10);
        }
        if (point == digits) s += '.';
        if (rng() % 4 == 0) s += " W";
        texts << s;
    }
    for (const std::string& t : std::as_const(texts)) {
        const char* first = t.data();
        const char* last = first + t.size();
        double ours = -7, theirs = -7;
        const char* end = readDecimal(first, last, ours);
        const auto r = std::from_chars(first, last, theirs);
        QVERIFY2(end == (r.ec == std::errc() ? r.ptr : nullptr), t.c_str());
        if (end) QVERIFY2(std::memcmp(&ours, &theirs, sizeof ours) == 0, t.c_str());
    }
    QVERIFY(plain > 150000);
}

QTEST_GUILESS_MAIN(TestTelemetry)
void TestTelemetry::formatTableDetectsEveryFormat()
{
    // A first line of each format: the table names its format; the importers' refusal recognises
    // exactly the headed ones; another CSV header is no power log.
    const QList<std::pair<QByteArray, TelemetryFormat>> lines{
        {"timestamp, index, power.draw [W], utilization.gpu [%]", TelemetryFormat::NvidiaSmiCsv},
        {"timestamp,gpu,socket_power,gfx_activity", TelemetryFormat::AmdSmiCsv},
        {"schema_version,timestamp_unix,scrape_seq,hostname,gpu_index,gpu_uuid,power_w", TelemetryFormat::DcgmSamples},
        {"381.15", TelemetryFormat::NvidiaSmiPowerOnly},
        {"[N/A]", TelemetryFormat::NvidiaSmiPowerOnly},
        {"hw,conc,tput_per_gpu", TelemetryFormat::Unknown},
    };
    QSet<QString> names;
    for (const TelemetryFormatSpec& s : telemetryFormats()) names << QString::fromLatin1(s.name);
    QCOMPARE(names.size(), qsizetype(telemetryFormats().size())); // one name per format
    for (const auto& [line, format] : lines) {
        QCOMPARE(toString(detectTelemetryFormat(line)), toString(format));
        const bool headed = format != TelemetryFormat::Unknown && format != TelemetryFormat::NvidiaSmiPowerOnly;
        QCOMPARE(isTelemetryHeader(QString::fromLatin1(line)), headed);
        QCOMPARE(names.contains(toString(format)), format != TelemetryFormat::Unknown);
    }
}

#include "test_telemetry.moc"
