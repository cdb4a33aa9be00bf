// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "export/chart_exporter.h"

#include "charts/chart_kinds.h"
#include "charts/chart_stamp.h"
#include "charts/chart_style.h"
#include "core/json_document.h"
#include "core/save_file.h"

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
#include <QSvgGenerator>
#include <QTextStream>

namespace denominator::ui {
namespace {

constexpr const char* kPngKey = "denominator-scenario";

QByteArray scenarioJson(const Scenario& s) { return QByteArray::fromStdString(toJson(s).dump()); }

/// Renders a freshly built chart into `paint` at `size` logical pixels.
template <typename PaintFn> void renderChart(const std::function<void(QChart&)>& build, QSize size, PaintFn paint)
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
                            QStringLiteral("Denominator %1 chart — scenario %2").arg(name, scenarioCode(in.scenario)));
}

Expected<void> exportBuiltChart(const std::function<void(QChart&)>& build, const QString& path, const ExportOptions& o, const QString& key,
                                const QByteArray& embedded, const QString& title)
{
    const ChartPaletteScope palette(o.dark); // not the window's palette: light unless asked
    const QString format = exportFormatFor(path);
    const QString tagged = key + QStringLiteral(";base64,") + QString::fromLatin1(embedded.toBase64());
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
        image.setText(key, QString::fromUtf8(embedded));
        image.setText(QStringLiteral("Title"), title);
        if (!image.save(&buffer, "PNG")) return Issue{path, -1, -1, {}, QStringLiteral("cannot encode the PNG")};
    } else if (format == QLatin1String("svg")) {
        QSvgGenerator gen;
        gen.setOutputDevice(&buffer);
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
    } else if (format == QLatin1String("pdf")) {
        bool ok = true;
        {
            QPdfWriter pdf(&buffer);
            pdf.setResolution(96);
            pdf.setPageSize(QPageSize(QSizeF(o.size.width() * 72.0 / 96, o.size.height() * 72.0 / 96), QPageSize::Point));
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf.setTitle(title);
            pdf.setCreator(tagged);
            renderChart(build, o.size, [&](QGraphicsScene& scene, const QRectF& source) {
                QPainter p;
                if (!p.begin(&pdf)) {
                    ok = false;
                    return;
                }
                scene.render(&p, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())), source);
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
        for (const QString& line : stampFor(in)) out << "# " << line << '\n';
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
    return saveFileAtomically(path, bytes);
}

Expected<Scenario> readScenarioFile(const QString& path)
{
    const auto read = readDocumentFile(path);
    if (!read) return read.error();
    const QByteArray& bytes = *read;
    if (bytes.startsWith("\x89PNG")) {
        QImageReader reader(path);
        const QString text = reader.text(QString::fromLatin1(kPngKey));
        if (text.isEmpty()) return Issue{path, -1, -1, {}, QStringLiteral("this PNG carries no Denominator scenario")};
        return scenarioFromBytes(text.toUtf8(), path);
    }
    const QString prefix = QString::fromLatin1(kPngKey) + QStringLiteral(";base64,");
    QString embedded;
    if (bytes.startsWith("%PDF"))
        embedded = pdfInfoString(bytes, "/Creator");
    else if (bytes.contains("<svg"))
        embedded = svgDescription(bytes);
    else
        return scenarioFromBytes(bytes, path);
    if (!embedded.startsWith(prefix)) return Issue{path, -1, -1, {}, QStringLiteral("this file carries no Denominator scenario")};
    return scenarioFromBytes(QByteArray::fromBase64(embedded.mid(prefix.size()).trimmed().toLatin1()), path);
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
