#include "export/chart_exporter.h"

#include "charts/chart_stamp.h"
#include "charts/chart_style.h"
#include "import/csv_reader.h"
#include "core/power_basis.h"

#include <QApplication>
#include <QChart>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextStream>

namespace denominator::ui {
namespace {

constexpr const char* kPngKey = "denominator-scenario";

QByteArray scenarioJson(const Scenario& s) { return QByteArray::fromStdString(toJson(s).dump()); }

/// Renders a freshly built chart into `paint` at `size` logical pixels.
template <typename PaintFn>
void renderChart(const std::function<void(QChart&)>& build, QSize size, PaintFn paint)
{
    QGraphicsScene scene;
    auto* chart = new QChart;
    styleChart(*chart);
    scene.addItem(chart);
    chart->resize(size);
    build(*chart);
    // A view gives the chart the same layout pass it gets on screen (plot area, annotations).
    QGraphicsView view(&scene);
    view.resize(size);
    chart->layout()->activate();
    QCoreApplication::processEvents();
    paint(scene, QRectF(QPointF(0, 0), QSizeF(size)));
}

bool fail(QString* error, const QString& msg)
{
    if (error) *error = msg;
    return false;
}

QColor backgroundFor() { return isDarkPalette() ? QColor(0x20, 0x20, 0x20) : Qt::white; }

bool scenarioFromBytes(const QByteArray& json, Scenario& out, QString* error, const QString& path)
{
    if (!nlohmann::json::accept(json.toStdString())) return fail(error, QStringLiteral("%1: the embedded scenario is not valid JSON").arg(path));
    QString msg;
    if (!scenarioFromJson(nlohmann::json::parse(json.toStdString()), out, msg)) return fail(error, QStringLiteral("%1: %2").arg(path, msg));
    return true;
}

} // namespace

QString exportFormatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    static const QStringList known{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv")};
    return known.contains(suffix) ? suffix : QString();
}

bool exportChart(const ChartInputs& in, const QString& name, const QString& path, const ExportOptions& o, QString* error)
{
    if (exportFormatFor(path) == QLatin1String("csv")) return exportChartData(in, name, path, error);
    return exportBuiltChart([&](QChart& chart) { populateChart(chart, name, in); }, path, o, QString::fromLatin1(kPngKey),
                            scenarioJson(in.scenario),
                            QStringLiteral("Denominator %1 chart — scenario %2").arg(name, scenarioCode(in.scenario)), error);
}

bool exportBuiltChart(const std::function<void(QChart&)>& build, const QString& path, const ExportOptions& o, const QString& key,
                      const QByteArray& embedded, const QString& title, QString* error)
{
    const QString format = exportFormatFor(path);
    const QString tagged = key + QStringLiteral(";base64,") + QString::fromLatin1(embedded.toBase64());
    if (format == QLatin1String("png")) {
        QImage image(QSize(int(o.size.width() * o.scale), int(o.size.height() * o.scale)), QImage::Format_ARGB32_Premultiplied);
        image.fill(backgroundFor());
        renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.setRenderHint(QPainter::TextAntialiasing);
            scene.render(&p, QRectF(image.rect()), source);
        });
        image.setText(key, QString::fromUtf8(embedded));
        image.setText(QStringLiteral("Title"), title);
        if (!image.save(path, "PNG")) return fail(error, QStringLiteral("%1: cannot write PNG").arg(path));
        return true;
    }
    if (format == QLatin1String("svg")) {
        QSvgGenerator gen;
        gen.setFileName(path);
        gen.setSize(o.size);
        gen.setViewBox(QRect(QPoint(0, 0), o.size));
        gen.setResolution(96); // the offscreen/logical DPI; the 72 dpi default shrinks text
        gen.setTitle(title);
        gen.setDescription(tagged);
        renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
            QPainter p(&gen);
            p.fillRect(source, backgroundFor());
            scene.render(&p, source, source);
        });
        if (!QFileInfo::exists(path)) return fail(error, QStringLiteral("%1: cannot write SVG").arg(path));
        return true;
    }
    if (format == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(o.size.width() * 72.0 / 96, o.size.height() * 72.0 / 96), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(title);
        pdf.setCreator(tagged);
        bool ok = true;
        renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
            QPainter p;
            if (!p.begin(&pdf)) {
                ok = false;
                return;
            }
            scene.render(&p, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())), source);
        });
        if (!ok) return fail(error, QStringLiteral("%1: cannot write PDF").arg(path));
        return true;
    }
    return fail(error, QStringLiteral("%1: unsupported format; use .png, .svg, .pdf or .csv").arg(path));
}

namespace {

QString csvNumber(double v) { return std::isfinite(v) ? QString::number(v, 'g', 17) : QString(); }

void writeCsvRow(QTextStream& out, const QStringList& cells)
{
    QStringList escaped;
    for (const QString& c : cells) escaped << csvEscapeCell(c);
    out << escaped.join(QLatin1Char(',')) << '\n';
}

/// The waterfall's steps or the tornado's swings: what those charts draw, at full precision.
void writeFactorRows(QTextStream& out, const ChartInputs& in, const QString& name)
{
    if (name == QLatin1String("waterfall")) {
        const Waterfall w = waterfallFor(in);
        out << "# " << (w.valid() ? w.title : w.message) << '\n';
        writeCsvRow(out, {QStringLiteral("step"), QStringLiteral("label"), QStringLiteral("factor"), QStringLiteral("factor_low"),
                          QStringLiteral("factor_high"), QStringLiteral("ratio_after"), QStringLiteral("ratio_after_low"),
                          QStringLiteral("ratio_after_high"), QStringLiteral("skipped"), QStringLiteral("detail")});
        for (const WaterfallStep& st : w.steps)
            writeCsvRow(out, {st.key, st.label, csvNumber(st.factor), csvNumber(st.factorLow), csvNumber(st.factorHigh),
                              csvNumber(st.after.point), csvNumber(st.after.low), csvNumber(st.after.high),
                              st.skipped ? QStringLiteral("yes") : QStringLiteral("no"), st.detail});
        return;
    }
    const Tornado t = tornadoFor(in);
    out << "# " << (t.bars.isEmpty() ? t.message : QStringLiteral("%1 / %2 = %3").arg(t.subject, t.baseline, csvNumber(t.ratio))) << '\n';
    writeCsvRow(out, {QStringLiteral("assumption"), QStringLiteral("low_setting"), QStringLiteral("ratio_at_low"),
                      QStringLiteral("high_setting"), QStringLiteral("ratio_at_high"), QStringLiteral("note")});
    for (const TornadoBar& b : t.bars)
        writeCsvRow(out, {b.label, b.lowLabel, csvNumber(b.ratioAtLow), b.highLabel, csvNumber(b.ratioAtHigh), b.note});
}

} // namespace

bool exportChartData(const ChartInputs& in, const QString& name, const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return fail(error, QStringLiteral("%1: cannot write: %2").arg(path, f.errorString()));
    QTextStream out(&f);
    for (const QString& line : stampFor(in)) out << "# " << line << '\n';
    out << "# chart: " << name << '\n';
    if (name == QLatin1String("waterfall") || name == QLatin1String("tornado")) {
        writeFactorRows(out, in, name);
        f.close();
        return f.error() == QFile::NoError || fail(error, QStringLiteral("%1: write failed: %2").arg(path, f.errorString()));
    }
    out << "system,hardware,framework,precision,role,interactivity,tokens_per_s_per_gpu,power_w_per_gpu,power_basis,"
           "tokens_per_s_per_kw,joules_per_token,status,point_id,provenance\n";
    const Assumptions& a = in.comparison.assumptions;
    auto row = [&](const SystemResult& s, const QString& role, double x, double t, const PowerBasis& b, const QString& status,
                   qint64 id, const QString& prov) {
        writeCsvRow(out, {s.label, s.key.hardware, s.key.framework, s.key.precision, role, csvNumber(x), csvNumber(t),
                          csvNumber(b.watts), b.basis, csvNumber(tokensPerSecondPerKw(t, b.watts)),
                          csvNumber(joulesPerToken(t, b.watts)), status, id ? QString::number(id) : QString(), prov});
    };
    for (const SystemResult& s : in.comparison.systems) {
        const HardwareSpec hw = in.catalog.spec(s.key.hardware);
        for (const FrontierPoint& p : s.allPoints)
            row(s, QStringLiteral("point"), p.interactivity, tokensOf(p, a), powerBasis(hw, a, p.measuredW), QStringLiteral("measured"),
                p.pointId, in.provenance.value(p.pointId));
        for (const FrontierPoint& p : s.frontier.points())
            row(s, QStringLiteral("front"), p.interactivity, tokensOf(p, a), powerBasis(hw, a, p.measuredW), QStringLiteral("measured"),
                p.pointId, in.provenance.value(p.pointId));
        row(s, a.atPeak ? QStringLiteral("peak") : QStringLiteral("matched"), s.sample.interactivity, s.tokensPerSecond, s.power,
            toString(s.sample.status), s.sample.status == PointStatus::Measured ? s.sample.pointId : 0, s.provenance);
    }
    f.close();
    if (f.error() != QFile::NoError) return fail(error, QStringLiteral("%1: write failed: %2").arg(path, f.errorString()));
    return true;
}

bool readScenarioFile(const QString& path, Scenario& out, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return fail(error, QStringLiteral("%1: cannot read: %2").arg(path, f.errorString()));
    const QByteArray bytes = f.readAll();
    if (bytes.startsWith("\x89PNG")) {
        QImageReader reader(path);
        const QString text = reader.text(QString::fromLatin1(kPngKey));
        if (text.isEmpty()) return fail(error, QStringLiteral("%1: this PNG carries no Denominator scenario").arg(path));
        return scenarioFromBytes(text.toUtf8(), out, error, path);
    }
    const QString prefix = QString::fromLatin1(kPngKey) + QStringLiteral(";base64,");
    QString embedded;
    if (bytes.startsWith("%PDF")) embedded = pdfInfoString(bytes, "/Creator");
    else if (bytes.contains("<svg")) embedded = svgDescription(bytes);
    else return scenarioFromBytes(bytes, out, error, path);
    if (!embedded.startsWith(prefix)) return fail(error, QStringLiteral("%1: this file carries no Denominator scenario").arg(path));
    return scenarioFromBytes(QByteArray::fromBase64(embedded.mid(prefix.size()).trimmed().toLatin1()), out, error, path);
}

QString pdfInfoString(const QByteArray& pdf, const char* key)
{
    // Qt writes info strings as literal strings, UTF-16BE with a byte-order mark.
    const qsizetype at = pdf.indexOf(QByteArray(key) + " (");
    if (at < 0) return {};
    QByteArray raw;
    int depth = 0;
    for (qsizetype i = at + qstrlen(key) + 2; i < pdf.size(); ++i) {
        const char c = pdf[i];
        if (c == '\\' && i + 1 < pdf.size()) {
            raw.append(pdf[++i]);
            continue;
        }
        if (c == '(') ++depth;
        if (c == ')' && depth-- == 0) break;
        raw.append(c);
    }
    if (raw.startsWith("\xfe\xff")) {
        QString s;
        for (qsizetype i = 2; i + 1 < raw.size(); i += 2) s.append(QChar(char16_t((uchar(raw[i]) << 8) | uchar(raw[i + 1]))));
        return s;
    }
    return QString::fromLatin1(raw);
}

QString svgDescription(const QByteArray& svg)
{
    const qsizetype open = svg.indexOf("<desc>"), close = svg.indexOf("</desc>");
    if (open < 0 || close < open) return {};
    return QString::fromUtf8(svg.mid(open + 6, close - open - 6));
}


} // namespace denominator::ui
