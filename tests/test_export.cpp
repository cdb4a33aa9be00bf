// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Export: PNG/SVG/PDF carry the stamp and the scenario; the scenario read back equals the one
// written; CSV is full precision and spreadsheet-inert; golden images compared with a tolerance;
// `denominator render` gives the same picture headless.

#include "charts/chart_kinds.h"
#include "charts/cross_source_chart.h"
#include "export/chart_exporter.h"
#include "store/point_table_model.h"
#include "store/store.h"
#include "svg_text.h"
#include "test_scenarios.h"
#include "test_support.h"

#include <QApplication>
#include <QChart>
#include <QImage>
#include <QProcess>
#include <QTest>

using namespace denominator;
using namespace denominator::ui;

class TestExport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;

    ChartInputs inputs(const Scenario& s)
    {
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        ChartInputs in = makeChartInputs(MUST(m_store->points(f)), s, HardwareCatalog::bundled(), MUST(m_store->claims()).claims);
        in.crossSource = MUST(m_store->points(PointFilter::of(std::nullopt, s.model)));
        return in;
    }

    static Scenario gptOss(const QString& chart) { return test::gptOssThreeSystems(chart); }

    /// Mean absolute difference per channel, 0..255.
    struct ImageDifference {
        double mean = 255;          ///< mean absolute channel difference, 0–255
        double changedFraction = 1; ///< share of pixels where a channel differs by more than 64
    };

    static ImageDifference difference(const QImage& a, const QImage& b)
    {
        const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
        if (x.size() != y.size()) return {};
        double sum = 0;
        qint64 changed = 0;
        for (int r = 0; r < x.height(); ++r) {
            const auto* px = reinterpret_cast<const QRgb*>(x.constScanLine(r));
            const auto* py = reinterpret_cast<const QRgb*>(y.constScanLine(r));
            for (int c = 0; c < x.width(); ++c) {
                const int d[] = {std::abs(qRed(px[c]) - qRed(py[c])), std::abs(qGreen(px[c]) - qGreen(py[c])),
                                 std::abs(qBlue(px[c]) - qBlue(py[c]))};
                sum += d[0] + d[1] + d[2];
                changed += *std::max_element(std::begin(d), std::end(d)) > 64;
            }
        }
        const double pixels = double(x.width()) * x.height();
        return {sum / (3.0 * pixels), double(changed) / pixels};
    }

    /// "x y text" per drawn text, rounded to whole pixels, top to bottom: what the golden text files hold.
    static QStringList textLayout(const QByteArray& svg)
    {
        QList<test::SvgText> texts = test::svgTexts(svg);
        std::sort(texts.begin(), texts.end(), [](const test::SvgText& a, const test::SvgText& b) {
            return std::make_pair(qRound(a.anchor.y()), qRound(a.anchor.x())) < std::make_pair(qRound(b.anchor.y()), qRound(b.anchor.x()));
        });
        QStringList lines;
        for (const test::SvgText& t : texts)
            lines << QStringLiteral("%1 %2 %3").arg(qRound(t.anchor.x())).arg(qRound(t.anchor.y())).arg(t.text);
        return lines;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_store = std::make_unique<Store>(MUST(Store::open(m_dir.filePath(QStringLiteral("export.sqlite")))));
        QVERIFY(!MUST(m_store->loadBundledDataIfEmpty()).isEmpty());
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("chart");
        for (const char* suffix : {"png", "svg", "pdf"})
            for (const QString& chart : chartNames())
                QTest::addRow("%s %s", suffix, qPrintable(chart)) << QString::fromLatin1(suffix) << chart;
    }

    void roundTrip()
    {
        QFETCH(QString, suffix);
        QFETCH(QString, chart);
        const ChartInputs in = inputs(gptOss(chart));
        const QString path = m_dir.filePath(QStringLiteral("rt_%1.%2").arg(chart, suffix));
        QVERIFY_OK(exportChart(in, chart, path, {}));
        const auto back = readScenarioFile(path);
        QVERIFY_OK(back);
        QVERIFY(*back == in.scenario);
        QCOMPARE(readExportedSize(path), std::optional<QSize>(ExportOptions{}.size));
        if (suffix == QLatin1String("pdf")) // the record is in the XMP metadata, not a blob in the Creator
            QCOMPARE(pdfInfoString(test::readAll(path), "/Creator"),
                     QStringLiteral("Denominator %1").arg(QStringLiteral(DENOMINATOR_VERSION)));
    }

    void svgAndPdfKeepTextAsText()
    {
        const ChartInputs in = inputs(gptOss(QStringLiteral("frontier")));
        const QString svg = m_dir.filePath(QStringLiteral("text.svg")), pdf = m_dir.filePath(QStringLiteral("text.pdf"));
        QVERIFY_OK(exportChart(in, QStringLiteral("frontier"), svg, {}));
        QVERIFY_OK(exportChart(in, QStringLiteral("frontier"), pdf, {}));
        const QString svgText = QString::fromUtf8(test::readAll(svg));
        QVERIFY(svgText.contains(QStringLiteral("Denominator: rated TDP")));
        QVERIFY(svgText.contains(QStringLiteral("Scenario %1").arg(scenarioCode(in.scenario))));
        QVERIFY(svgText.contains(QStringLiteral("InferenceX")));
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(30000));
        const QString pdfText = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(pdfText.contains(QStringLiteral("Boundary: chip/package only")), qPrintable(pdfText.left(400)));
        QVERIFY(pdfText.contains(QStringLiteral("Scenario %1").arg(scenarioCode(in.scenario))));
    }

    void pngScaleDoublesPixels()
    {
        const ChartInputs in = inputs(gptOss(QStringLiteral("efficiency")));
        const QString one = m_dir.filePath(QStringLiteral("one.png")), two = m_dir.filePath(QStringLiteral("two.png"));
        ExportOptions o;
        o.size = QSize(800, 500);
        QVERIFY_OK(exportChart(in, QStringLiteral("efficiency"), one, o));
        o.scale = 2;
        QVERIFY_OK(exportChart(in, QStringLiteral("efficiency"), two, o));
        QCOMPARE(QImage(one).size(), QSize(800, 500));
        QCOMPARE(QImage(two).size(), QSize(1600, 1000));
    }

    void csvIsFullPrecisionAndInert()
    {
        ChartInputs in = inputs(gptOss(QStringLiteral("frontier")));
        in.comparison.systems.first().label = QStringLiteral("=HYPERLINK(\"x\")");
        const QString path = m_dir.filePath(QStringLiteral("data.csv"));
        QVERIFY_OK(exportChartData(in, QStringLiteral("frontier"), path));
        const QString text = QString::fromUtf8(test::readAll(path));
        QVERIFY(text.contains(QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\"")));
        QVERIFY(!text.contains(QStringLiteral("\n=HYPERLINK")));
        const FrontierPoint& p = in.comparison.systems[1].allPoints.first();
        QVERIFY(text.contains(QString::number(p.interactivity, 'g', 17)));
        QVERIFY(text.contains(QStringLiteral("# Denominator: rated TDP")));
    }

    void factorChartsExportTheirOwnData()
    {
        const ChartInputs in = inputs(gptOss(QStringLiteral("waterfall")));
        QString error;
        const QString wf = m_dir.filePath(QStringLiteral("waterfall.csv")), tn = m_dir.filePath(QStringLiteral("tornado.csv"));
        QVERIFY_OK(exportChartData(in, QStringLiteral("waterfall"), wf));
        QVERIFY_OK(exportChartData(in, QStringLiteral("tornado"), tn));
        QStringList w = QString::fromUtf8(test::readAll(wf)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        // The evidence record is the last comment line (`verify` reads it): not a row.
        QVERIFY(w.last().startsWith(QLatin1String("# denominator-evidence;base64,")));
        w.removeLast();
        const int header = int(w.indexOf(
            QStringLiteral("step,label,factor,factor_low,factor_high,ratio_after,ratio_after_low,ratio_after_high,skipped,detail")));
        QVERIFY(header > 0);
        // start, four factor steps, end: the factors multiply to end / start.
        QCOMPARE(w.size() - header - 1, 6);
        double product = 1, start = 0, end = 0;
        for (int i = header + 1; i < w.size(); ++i) {
            const QStringList cells = w[i].split(QLatin1Char(','));
            if (cells[0] == QLatin1String("start"))
                start = cells[5].toDouble();
            else if (cells[0] == QLatin1String("end"))
                end = cells[5].toDouble();
            else
                product *= cells[2].toDouble();
        }
        QVERIFY(start > 0 && end > 0);
        QVERIFY(qAbs(product - end / start) < 1e-9 * end / start);
        const QString t = QString::fromUtf8(test::readAll(tn));
        QVERIFY(t.contains(QStringLiteral("assumption,low_setting,ratio_at_low,high_setting,ratio_at_high,note")));
        QVERIFY(t.contains(QStringLiteral("PUE")));
    }

    void crossSourceLevelsHideTheirFigures()
    {
        // MLPerf's Llama 2 70B on 8x H200 (bundled): no interactivity, so each result is a level.
        const CrossSourceView v = crossSourceView(QStringLiteral("llama2-70b-99"), {QStringLiteral("h200")},
                                                  MUST(m_store->points(PointFilter::of(std::nullopt))), HardwareCatalog::bundled());
        QCOMPARE(v.series.size(), 2);
        for (const bool hide : {false, true}) {
            QChart chart;
            buildCrossSourceChart(chart, v, hide);
            int levels = 0;
            for (const QAbstractSeries* s : chart.series()) {
                if (s->property("role").toString() != QLatin1String("level")) continue;
                ++levels;
                QVERIFY2(s->name().contains(QLatin1String("v4.1-")), qPrintable(s->name())); // the result's ID
                QCOMPARE(s->name().contains(QLatin1String("J/token")), !hide);
            }
            QCOMPARE(levels, 2);
        }
    }

    void goldenImages_data()
    {
        QTest::addColumn<QString>("chart");
        for (const QString& chart : chartNames()) QTest::newRow(qPrintable(chart)) << chart;
    }

    void goldenImages()
    {
        // Offscreen rendering is deterministic on this platform; the tolerance absorbs
        // antialiasing differences. Regenerate with DENOMINATOR_UPDATE_GOLDEN=1 after a
        // deliberate visual change, and look at the new image before committing it.
        QFETCH(QString, chart);
        const ChartInputs in = inputs(gptOss(chart));
        const QString out = m_dir.filePath(QStringLiteral("golden_%1.png").arg(chart));
        ExportOptions o;
        o.size = QSize(900, 560);
        QVERIFY_OK(exportChart(in, chart, out, o));
        const QString golden = test::sourceDir(QStringLiteral("tests/golden/%1.png").arg(chart));
        if (qEnvironmentVariableIsSet("DENOMINATOR_UPDATE_GOLDEN"))
            QVERIFY(QFile::copy(out, golden) || (QFile::remove(golden) && QFile::copy(out, golden)));
        const QImage expected(golden);
        QVERIFY2(!expected.isNull(), qPrintable(golden + QStringLiteral(" is missing")));
        const ImageDifference diff = difference(QImage(out), expected);
        QVERIFY2(diff.mean < 1.5 && diff.changedFraction < 0.005,
                 qPrintable(QStringLiteral("mean difference %1, %2 % of pixels changed").arg(diff.mean).arg(diff.changedFraction * 100)));
    }

    void goldenTexts_data() { goldenImages_data(); }

    void goldenTexts()
    {
        // Every text the exported slide draws, and where: a wrong label ("1.9×" for "2.4×"), a
        // moved or elided one fails here even when the pixels barely change. Regenerate with
        // DENOMINATOR_UPDATE_GOLDEN=1 after a deliberate change and read the diff.
        QFETCH(QString, chart);
        const ChartInputs in = inputs(gptOss(chart));
        const QString out = m_dir.filePath(QStringLiteral("golden_%1.svg").arg(chart));
        ExportOptions o;
        o.size = QSize(900, 560);
        QVERIFY_OK(exportChart(in, chart, out, o));
        // The scenario code and version change with any scenario field; they are checked elsewhere.
        QStringList actual = textLayout(test::readAll(out));
        // The stamp may wrap between "Denominator" and the version: each is replaced where it is.
        static const QRegularExpression code(QStringLiteral("\\bScenario [0-9a-f]{10}\\b")),
            version(QStringLiteral("Denominator [0-9.]+$")), wrapped(QStringLiteral("^([0-9]+ [0-9]+ )[0-9]+\\.[0-9]+\\.[0-9]+$")),
            wrappedCode(QStringLiteral("^([0-9]+ [0-9]+ )[0-9a-f]{10}\\b"));
        for (qsizetype i = 0; i < actual.size(); ++i) {
            actual[i].replace(code, QStringLiteral("Scenario (code)")).replace(version, QStringLiteral("Denominator (version)"));
            if (i > 0 && actual[i - 1].endsWith(QLatin1String(" Denominator"))) actual[i].replace(wrapped, QStringLiteral("\\1(version)"));
            if (i > 0 && actual[i - 1].endsWith(QLatin1String(" Scenario"))) actual[i].replace(wrappedCode, QStringLiteral("\\1(code)"));
        }
        QVERIFY(actual.size() > 10);
        const QString golden = test::sourceDir(QStringLiteral("tests/golden/%1.texts").arg(chart));
        if (qEnvironmentVariableIsSet("DENOMINATOR_UPDATE_GOLDEN")) test::writeAll(golden, actual.join(QLatin1Char('\n')).toUtf8() + '\n');
        const QStringList expected = QString::fromUtf8(test::readAll(golden)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(!expected.isEmpty(), qPrintable(golden + QStringLiteral(" is missing")));
        for (int i = 0; i < std::max(actual.size(), expected.size()); ++i)
            QVERIFY2(actual.value(i) == expected.value(i),
                     qPrintable(QStringLiteral("line %1: drawn \"%2\", golden \"%3\"").arg(i + 1).arg(actual.value(i), expected.value(i))));
    }

    void renderCommandMatchesTheExporter()
    {
        const QString scenarioFile = m_dir.filePath(QStringLiteral("scenario_from_png.png"));
        QVERIFY_OK(exportChart(inputs(gptOss(QStringLiteral("ratio"))), QStringLiteral("ratio"), scenarioFile, {}));
        const QString out = m_dir.filePath(QStringLiteral("cli.svg")), saved = m_dir.filePath(QStringLiteral("saved.json"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DENOMINATOR_DB"), m_dir.filePath(QStringLiteral("export.sqlite")));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DENOMINATOR_BINARY),
                {QStringLiteral("render"), scenarioFile, QStringLiteral("-o"), out, QStringLiteral("--save-scenario"), saved});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const auto fromImage = readScenarioFile(scenarioFile);
        const auto fromSaved = readScenarioFile(saved);
        QVERIFY_OK(fromImage);
        QVERIFY_OK(fromSaved);
        QVERIFY(fromSaved->systems == fromImage->systems);
        QVERIFY(fromSaved->assumptions == fromImage->assumptions);
        QCOMPARE(fromSaved->chart, QStringLiteral("ratio"));
        QVERIFY(QString::fromUtf8(test::readAll(out)).contains(QStringLiteral("Efficiency ratio to h200 vllm fp4")));

        p.start(QStringLiteral(DENOMINATOR_BINARY),
                {QStringLiteral("render"), scenarioFile, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.gif"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("expected a .png, .svg, .pdf or .csv"));

        // The slide preset: full HD.
        const QString slide = m_dir.filePath(QStringLiteral("slide.png"));
        p.start(QStringLiteral(DENOMINATOR_BINARY),
                {QStringLiteral("render"), scenarioFile, QStringLiteral("-o"), slide, QStringLiteral("--size"), QStringLiteral("slide")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(QImage(slide).size(), kSlideSize);
        // Redrawn without --size, a slide stays a slide, in every format.
        QString from = slide;
        for (const char* suffix : {"pdf", "svg", "png"}) {
            const QString again = m_dir.filePath(QStringLiteral("again.%1").arg(QLatin1String(suffix)));
            p.start(QStringLiteral(DENOMINATOR_BINARY), {QStringLiteral("render"), from, QStringLiteral("-o"), again});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            QCOMPARE(readExportedSize(again), std::optional<QSize>(kSlideSize));
            from = again;
        }
        QCOMPARE(QImage(from).size(), kSlideSize);
    }

    void stampIsLegibleOnASlide()
    {
        // At the default export size every stamp line is drawn at 11 px or more.
        const QString svg = m_dir.filePath(QStringLiteral("stamp.svg"));
        QVERIFY_OK(exportChart(inputs(gptOss(QStringLiteral("frontier"))), QStringLiteral("frontier"), svg, {}));
        int stampLines = 0;
        for (const test::SvgText& t : test::svgTexts(test::readAll(svg)))
            if (t.text.startsWith(QStringLiteral("Denominator: ")) || t.text.startsWith(QStringLiteral("Boundary: ")) ||
                t.text.startsWith(QStringLiteral("Workload: "))) {
                QVERIFY2(t.fontPx >= 11 - 1e-6, qPrintable(QStringLiteral("%1 px: %2").arg(t.fontPx).arg(t.text)));
                ++stampLines;
            }
        QCOMPARE(stampLines, 3);
        // On a slide the title, the stamp and the axes grow with the canvas (1080 / 760 = 1.42).
        const auto sizes = [&](const QString& path, ExportOptions o) {
            QMap<QString, double> px;
            if (!exportChart(inputs(gptOss(QStringLiteral("frontier"))), QStringLiteral("frontier"), path, o)) return px;
            for (const test::SvgText& t : test::svgTexts(test::readAll(path))) {
                if (t.text.startsWith(QStringLiteral("Throughput frontier"))) px[QStringLiteral("title")] = t.fontPx;
                if (t.text.startsWith(QStringLiteral("Boundary: "))) px[QStringLiteral("stamp")] = t.fontPx;
                if (t.text.startsWith(QStringLiteral("Interactivity"))) px[QStringLiteral("axis")] = t.fontPx;
            }
            return px;
        };
        ExportOptions slideOptions;
        slideOptions.size = kSlideSize;
        const QMap<QString, double> window = sizes(svg, {}), slide = sizes(m_dir.filePath(QStringLiteral("slide.svg")), slideOptions);
        QCOMPARE(window.size(), 3);
        QCOMPARE(slide.size(), 3);
        for (auto it = window.begin(); it != window.end(); ++it)
            QVERIFY2(qAbs(slide[it.key()] / it.value() - 1080.0 / 760.0) < 0.12,
                     qPrintable(QStringLiteral("%1: %2 px → %3 px").arg(it.key()).arg(it.value()).arg(slide[it.key()])));
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
