// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "export/chart_exporter.h"

#include "charts/chart_kinds.h"
#include "charts/chart_stamp.h"
#include "charts/chart_style.h"
#include "core/input_limits.h"
#include "core/json_document.h"
#include "core/save_file.h"
#include "core/sha256.h"

#include <QApplication>
#include <QBuffer>
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
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTextDocument>
#include <QTextStream>
#include <cmath>

namespace denominator::ui {
namespace {

constexpr const char* kPngKey = "denominator-scenario";
constexpr const char* kEvidenceKey = "denominator-evidence";

QByteArray scenarioJson(const Scenario& s) { return QByteArray::fromStdString(toJson(s).dump()); }

/// Renders a freshly built chart into `paint` at `size` logical pixels.
template <typename PaintFn> void renderChart(const std::function<void(QChart&)>& build, QSize size, PaintFn paint)
{
    const ChartTypeScope type(typeScaleFor(size)); // a slide's type grows with it
    QGraphicsScene scene;
    auto* chart = new QChart;
    styleChart(*chart);
    scene.addItem(chart);
    chart->resize(size);
    build(*chart);
    scaleAxisType(*chart);
    // A view gives the chart the same layout pass it gets on screen (plot area, annotations).
    QGraphicsView view(&scene);
    view.resize(size);
    chart->layout()->activate();
    QCoreApplication::processEvents();
    paint(scene, QRectF(QPointF(0, 0), QSizeF(size)));
}

constexpr const char* kSizeKey = "denominator-size"; ///< the logical size, "WIDTHxHEIGHT", so a redraw keeps it

QString sizeText(QSize size) { return QStringLiteral("%1x%2").arg(size.width()).arg(size.height()); }

} // namespace

QByteArray pdfXmpMetadata(const QString& title, const QList<EmbeddedRecord>& records, QSize size)
{
    const auto esc = [](const QString& t) { return t.toHtmlEscaped().toUtf8(); };
    QByteArray fields;
    for (const EmbeddedRecord& r : records) {
        const QByteArray k = r.key.toUtf8();
        fields += "<den:" + k + ">" + esc(QString::fromUtf8(r.bytes)) + "</den:" + k + ">";
    }
    if (size.isValid()) fields += "<den:" + QByteArray(kSizeKey) + ">" + sizeText(size).toUtf8() + "</den:" + kSizeKey + ">";
    return "<?xpacket begin='\xEF\xBB\xBF' id='W5M0MpCehiHzreSzNTczkc9d'?>\n"
           "<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>"
           "<rdf:Description rdf:about='' xmlns:dc='http://purl.org/dc/elements/1.1/' xmlns:xmp='http://ns.adobe.com/xap/1.0/' "
           "xmlns:den='urn:denominator:export:1'>"
           "<dc:title><rdf:Alt><rdf:li xml:lang='x-default'>" +
           esc(title) + "</rdf:li></rdf:Alt></dc:title><xmp:CreatorTool>Denominator " DENOMINATOR_VERSION "</xmp:CreatorTool>" + fields +
           "</rdf:Description></rdf:RDF></x:xmpmeta>\n<?xpacket end='w'?>";
}

namespace {

/// The text of den:KEY in a PDF's XMP, unescaped; empty when absent.
QString xmpValue(const QByteArray& pdf, const QByteArray& key)
{
    const QByteArray open = "<den:" + key + ">", close = "</den:" + key + ">";
    const qsizetype at = pdf.indexOf(open);
    const qsizetype end = at < 0 ? -1 : pdf.indexOf(close, at);
    if (end < 0) return {};
    QString text = QString::fromUtf8(pdf.mid(at + open.size(), end - at - open.size()));
    text.replace(QLatin1String("&lt;"), QLatin1String("<")).replace(QLatin1String("&gt;"), QLatin1String(">"));
    text.replace(QLatin1String("&quot;"), QLatin1String("\"")).replace(QLatin1String("&amp;"), QLatin1String("&"));
    return text;
}

/// "KEY;base64,…": a record as one line of text (SVG <desc>, a CSV comment).
QString taggedRecord(const EmbeddedRecord& r) { return r.key + QStringLiteral(";base64,") + QString::fromLatin1(r.bytes.toBase64()); }

/// The record under `key` in a tagged line of `text` ("KEY;base64,…"); empty when none.
QByteArray taggedValue(const QString& text, const QString& key)
{
    const QString prefix = key + QStringLiteral(";base64,");
    for (QString line : text.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.startsWith(QLatin1String("# "))) line = line.mid(2);
        if (line.startsWith(prefix)) return QByteArray::fromBase64(line.mid(prefix.size()).trimmed().toLatin1());
    }
    return {};
}

/// The record an exported file (PNG, SVG, PDF, CSV) carries under `key`; empty when none.
QByteArray recordIn(const QString& path, const QByteArray& bytes, const QString& key)
{
    if (bytes.startsWith("\x89PNG")) return QImageReader(path).text(key).toUtf8();
    if (bytes.startsWith("%PDF")) return xmpValue(bytes, key.toUtf8()).toUtf8();
    if (bytes.contains("<svg")) return taggedValue(svgDescription(bytes), key);
    // A CSV export keeps its records on comment lines at the end.
    const qsizetype at = bytes.lastIndexOf("\n# " + key.toUtf8() + ";base64,");
    return at < 0 ? QByteArray() : taggedValue(QString::fromLatin1(bytes.mid(at + 1)), key);
}

QColor backgroundFor() { return isDarkPalette() ? QColor(0x20, 0x20, 0x20) : Qt::white; }

Expected<Scenario> scenarioFromBytes(const QByteArray& json, const QString& path)
{
    const auto doc = parseJsonDocument(json, path);
    if (!doc) return doc.error();
    auto s = scenarioFromJson(*doc);
    if (!s) {
        Issue e = s.error();
        e.file = path;
        return e;
    }
    return s;
}

} // namespace

QString exportFormatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    static const QStringList known{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv")};
    return known.contains(suffix) ? suffix : QString();
}

Expected<void> exportChart(const ChartInputs& in, const QString& name, const QString& path, const ExportOptions& o)
{
    if (exportFormatFor(path) == QLatin1String("csv")) return exportChartData(in, name, path);
    return exportBuiltChart([&](QChart& chart) { populateChart(chart, name, in); }, path, o, QString::fromLatin1(kPngKey),
                            scenarioJson(in.scenario),
                            QStringLiteral("Denominator %1 chart — scenario %2").arg(name, scenarioCode(in.scenario)),
                            {evidenceRecord(makeEvidence(in, name))});
}

Expected<void> exportBuiltChart(const std::function<void(QChart&)>& build, const QString& path, const ExportOptions& o, const QString& key,
                                const QByteArray& embedded, const QString& title, const QList<EmbeddedRecord>& more)
{
    const ChartPaletteScope palette(o.dark); // not the window's palette: light unless asked
    const QString format = exportFormatFor(path);
    if (!o.headerHtml.isEmpty() && format != QLatin1String("pdf"))
        return Issue{path, -1, -1, {}, QStringLiteral("a page with text above its chart is written as a PDF; use .pdf")};
    const QList<EmbeddedRecord> records = QList<EmbeddedRecord>{{key, embedded}} + more;
    QStringList tagged;
    for (const EmbeddedRecord& r : records) tagged << taggedRecord(r);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == QLatin1String("png")) {
        QImage image(QSize(int(o.size.width() * o.scale), int(o.size.height() * o.scale)), QImage::Format_ARGB32_Premultiplied);
        image.fill(backgroundFor());
        renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.setRenderHint(QPainter::TextAntialiasing);
            scene.render(&p, QRectF(image.rect()), source);
        });
        for (const EmbeddedRecord& r : records) image.setText(r.key, QString::fromUtf8(r.bytes));
        image.setText(QString::fromLatin1(kSizeKey), sizeText(o.size));
        image.setText(QStringLiteral("Title"), title);
        if (!image.save(&buffer, "PNG")) return Issue{path, -1, -1, {}, QStringLiteral("cannot encode the PNG")};
    } else if (format == QLatin1String("svg")) {
        QSvgGenerator gen;
        gen.setOutputDevice(&buffer);
        gen.setSize(o.size);
        gen.setViewBox(QRect(QPoint(0, 0), o.size));
        gen.setResolution(96); // the offscreen/logical DPI; the 72 dpi default shrinks text
        gen.setTitle(title);
        gen.setDescription(tagged.join(QLatin1Char('\n')));
        renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
            QPainter p(&gen);
            p.fillRect(source, backgroundFor());
            scene.render(&p, source, source);
        });
    } else if (format == QLatin1String("pdf")) {
        bool ok = true;
        {
            QTextDocument header;
            header.setDocumentMargin(24);
            header.setHtml(o.headerHtml);
            header.setTextWidth(o.size.width());
            const double top = o.headerHtml.isEmpty() ? 0.0 : std::ceil(header.size().height());
            QPdfWriter pdf(&buffer);
            pdf.setResolution(96);
            pdf.setPageSize(QPageSize(QSizeF(o.size.width() * 72.0 / 96, (o.size.height() + top) * 72.0 / 96), QPageSize::Point));
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf.setTitle(title);
            pdf.setCreator(QStringLiteral("Denominator %1").arg(QStringLiteral(DENOMINATOR_VERSION)));
            pdf.setDocumentXmpMetadata(pdfXmpMetadata(title, records, o.size));
            renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
                QPainter p;
                if (!p.begin(&pdf)) {
                    ok = false;
                    return;
                }
                if (top > 0) header.drawContents(&p);
                scene.render(&p, QRectF(QPointF(0, top), QSizeF(pdf.width(), pdf.height() - top)), source);
            });
        }
        if (!ok) return Issue{path, -1, -1, {}, QStringLiteral("cannot draw the PDF")};
    } else {
        return Issue{path, -1, -1, {}, QStringLiteral("unsupported format; use .png, .svg, .pdf or .csv")};
    }
    buffer.close();
    return saveFileAtomically(path, bytes);
}

Expected<void> exportChartData(const ChartInputs& in, const QString& name, const QString& path)
{
    QByteArray bytes;
    {
        QTextStream out(&bytes, QIODevice::WriteOnly);
        for (const QString& line : stampFor(in, name)) out << "# " << line << '\n';
        out << "# chart: " << name << '\n';
        const ChartKind* kind = chartKind(name);
        if (!kind)
            return Issue{path,
                         -1,
                         -1,
                         {},
                         QStringLiteral("unknown chart \"%1\"; expected one of %2").arg(name, chartNames().join(QStringLiteral(", ")))};
        kind->writeCsv(out, in);
    }
    // Last, on one comment line: what `denominator verify` checks (spreadsheet-inert: no commas),
    // with the hash of every line above it, so that an edited row fails the check too.
    Evidence e = makeEvidence(in, name);
    e.documentSha256 = Sha256::hexOf(bytes);
    bytes += "# " + taggedRecord(evidenceRecord(e)).toLatin1() + '\n';
    return saveFileAtomically(path, bytes);
}

Expected<Scenario> readScenarioFile(const QString& path)
{
    const auto read = readDocumentFile(path);
    if (!read) return read.error();
    const QByteArray& bytes = *read;
    const bool exported = bytes.startsWith("\x89PNG") || bytes.startsWith("%PDF") || bytes.contains("<svg");
    if (!exported) return scenarioFromBytes(bytes, path);
    QByteArray record = recordIn(path, bytes, QString::fromLatin1(kPngKey));
    if (record.isEmpty() && bytes.startsWith("%PDF")) // exports of 0.1.0 before the XMP record
        record = taggedValue(pdfInfoString(bytes, "/Creator"), QString::fromLatin1(kPngKey));
    if (record.isEmpty()) return Issue{path, -1, -1, {}, QStringLiteral("this file carries no Denominator scenario")};
    return scenarioFromBytes(record, path);
}

QString csvBodyProblem(const QString& path, const Evidence& e)
{
    if (e.documentSha256.isEmpty()) return {};
    const auto read = readDocumentFile(path, InputLimits::kMaxInputBytes);
    if (!read) return read.error().toString();
    const qsizetype at = read->lastIndexOf("\n# " + QByteArray(kEvidenceKey) + ";base64,");
    const QString sha = Sha256::hexOf(read->left(at + 1));
    if (at < 0 || sha == e.documentSha256) return {};
    return QStringLiteral("the rows or comments above the record were changed after export: their SHA-256 is %1…, the record says %2…")
        .arg(sha.left(12), e.documentSha256.left(12));
}

EmbeddedRecord evidenceRecord(const Evidence& e)
{
    return {QString::fromLatin1(kEvidenceKey), QByteArray::fromStdString(toJson(e).dump())};
}

Expected<Evidence> readEvidenceFile(const QString& path)
{
    const auto read = readDocumentFile(path);
    if (!read) return read.error();
    const QByteArray& bytes = *read;
    // A bundle's manifest.json is the record itself; an export carries it embedded.
    const bool json = bytes.trimmed().startsWith('{');
    const QByteArray record = json ? bytes : recordIn(path, bytes, QString::fromLatin1(kEvidenceKey));
    if (record.isEmpty())
        return Issue{path,
                     -1,
                     -1,
                     {},
                     QStringLiteral("this file carries no evidence record (an older export carries its scenario only: "
                                    "`denominator render FILE -o NEW` draws it again with one)")};
    const auto doc = parseJsonDocument(record, path);
    if (!doc) return doc.error();
    return evidenceFromJson(*doc, path);
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

std::optional<QSize> readExportedSize(const QString& path)
{
    const auto read = readDocumentFile(path);
    if (!read) return std::nullopt;
    const QByteArray& bytes = *read;
    QString text;
    if (bytes.startsWith("\x89PNG")) {
        text = QImageReader(path).text(QString::fromLatin1(kSizeKey));
    } else if (bytes.startsWith("%PDF")) {
        text = xmpValue(bytes, kSizeKey);
    } else if (bytes.contains("<svg")) {
        // QSvgGenerator's viewBox is the logical size the chart was laid out at.
        static const QRegularExpression viewBox(QStringLiteral("viewBox=\"0 0 ([0-9]+) ([0-9]+)\""));
        const auto m = viewBox.match(QString::fromUtf8(bytes.left(4096)));
        if (m.hasMatch()) text = m.captured(1) + QLatin1Char('x') + m.captured(2);
    }
    static const QRegularExpression wh(QStringLiteral("^([0-9]{2,5})x([0-9]{2,5})$"));
    const auto m = wh.match(text);
    if (!m.hasMatch()) return std::nullopt;
    const QSize size(m.captured(1).toInt(), m.captured(2).toInt());
    const auto sane = [](int v) { return v >= 100 && v <= 16384; }; // what a canvas can be; anything else is ignored
    if (!sane(size.width()) || !sane(size.height())) return std::nullopt;
    return size;
}

QString svgDescription(const QByteArray& svg)
{
    const qsizetype open = svg.indexOf("<desc>"), close = svg.indexOf("</desc>");
    if (open < 0 || close < open) return {};
    return QString::fromUtf8(svg.mid(open + 6, close - open - 6));
}

} // namespace denominator::ui
