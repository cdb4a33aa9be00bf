// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "export/worksheet_exporter.h"

#include "charts/chart_style.h"
#include "core/save_file.h"
#include "core/stamp.h"
#include "export/chart_exporter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace denominator::ui {
namespace {

constexpr int kDpi = 96;
const QSizeF kChartLogical(840, 560); ///< the chart is laid out at this size, then scaled to the page width

QString esc(const QString& s) { return s.toHtmlEscaped(); }

/// A text block laid out for the PDF's resolution, `width` device pixels wide.
struct Block {
    QTextDocument doc;
    Block(QPdfWriter& pdf, double width, const QString& html, double pointSize)
    {
        doc.documentLayout()->setPaintDevice(&pdf);
        QFont f = doc.defaultFont();
        f.setPointSizeF(pointSize);
        doc.setDefaultFont(f);
        doc.setDocumentMargin(0);
        doc.setTextWidth(width);
        doc.setHtml(html);
    }
    double height() const { return doc.size().height(); }
    void draw(QPainter& p, QPointF at)
    {
        p.save();
        p.translate(at);
        doc.drawContents(&p);
        p.restore();
    }
};

void drawChart(QPainter& p, const QRectF& target, const QString& name, const ChartInputs& in)
{
    const ChartPaletteScope light(false); // printed on paper: always light
    QGraphicsScene scene;
    auto* chart = new QChart;
    styleChart(*chart);
    scene.addItem(chart);
    chart->resize(kChartLogical);
    populateChart(*chart, name, in);
    // A view gives the chart the layout pass it gets on screen (plot area, stamp, annotations).
    QGraphicsView view(&scene);
    view.resize(kChartLogical.toSize());
    chart->layout()->activate();
    QCoreApplication::processEvents();
    scene.render(&p, target, QRectF(QPointF(0, 0), kChartLogical));
}

QString titleHtml(const Lesson& l)
{
    QString steps;
    for (const LessonStep& s : l.steps) steps += QStringLiteral("<li>%1</li>").arg(esc(s.title));
    return QStringLiteral("<h1>%1</h1><p><i>A Denominator worksheet · %2 steps</i></p><p>%3</p><h3>Steps</h3><ol>%4</ol>"
                          "<h3>How to use this worksheet</h3><p>On each step page, read the chart and the question, then write "
                          "down your prediction and why before you look at the answers on the last pages. The lines under each "
                          "chart say which power it divides by, where the power is counted and at what interactivity, "
                          "except what the step asks you to work out. Numbers that would answer a question are left "
                          "off the charts.</p>"
                          "<p>Name: ______________________________ &nbsp;&nbsp; Date: ______________</p>"
                          "<p><small>%5. Made with Denominator %6.</small></p>")
        .arg(esc(l.title))
        .arg(l.steps.size())
        .arg(esc(l.intro), steps, esc(attributionLine()), QStringLiteral(DENOMINATOR_VERSION));
}

QString questionHtml(const LessonQuestion& q)
{
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(esc(q.text));
    if (q.kind == LessonQuestion::Kind::Choice) {
        for (int i = 0; i < q.options.size(); ++i)
            html += QStringLiteral("<p>☐ &nbsp;%1. %2</p>").arg(QChar(u'A' + i)).arg(esc(q.options[i]));
    } else {
        html += QStringLiteral("<p>Your estimate: ____________ %1</p>").arg(esc(q.unit));
    }
    html += QStringLiteral("<p>Why do you think so?</p><p>______________________________________________________________________</p>"
                           "<p>______________________________________________________________________</p>");
    return html;
}

QString answersHtml(const Lesson& l)
{
    QString html = QStringLiteral("<h2>Answers and explanations</h2>");
    for (int i = 0; i < l.steps.size(); ++i) {
        const LessonStep& s = l.steps[i];
        html += QStringLiteral("<p><b>Step %1 · %2</b> — answer %3<br/>%4<br/><i>%5</i></p>")
                    .arg(i + 1)
                    .arg(esc(s.title), esc(s.question.answerText()), esc(s.reveal), esc(s.explanation));
    }
    return html;
}

void drawFooter(QPainter& p, QPdfWriter& pdf, const QRectF& page, const QString& text)
{
    Block footer(pdf, page.width(), QStringLiteral("<p align=\"right\"><small>%1</small></p>").arg(esc(text)), 8);
    footer.draw(p, QPointF(page.left(), page.bottom() - footer.height()));
}

/// Draws a text block over as many pages as it needs; returns the pages used.
int drawPaginated(QPainter& p, QPdfWriter& pdf, const QRectF& page, Block& block)
{
    block.doc.setPageSize(page.size());
    const int pages = std::max(1, block.doc.pageCount());
    for (int i = 0; i < pages; ++i) {
        if (i > 0) pdf.newPage();
        p.save();
        p.translate(page.left(), page.top() - i * page.height());
        block.doc.drawContents(&p, QRectF(0, i * page.height(), page.width(), page.height()));
        p.restore();
    }
    return pages;
}

} // namespace

Expected<void> exportWorksheet(const Lesson& lesson, const InputsProvider& inputsFor, const QString& pdfPath)
{
    const auto fail = [&](const QString& message) { return Issue{pdfPath, -1, -1, {}, message}; };
    if (!inputsFor) return fail(QStringLiteral("no data source to draw the charts from"));
    QList<ChartInputs> inputs;
    for (int i = 0; i < lesson.steps.size(); ++i) {
        // As the window shows the step before the reveal: no value that answers the question.
        Scenario shown = lesson.steps[i].scenario;
        shown.hideLabels = true;
        auto in = inputsFor(shown);
        if (!in) return fail(in.error().toString());
        inputs << std::move(in).value();
        const Scenario& s = lesson.steps[i].scenario;
        if (const QString noneDrawn = noneDrawnText(inputs.last().comparison); !noneDrawn.isEmpty())
            return fail(
                QStringLiteral("%1, step %2: %3 %4 %5").arg(lesson.id).arg(i + 1).arg(s.model, workloadName(s.isl, s.osl), noneDrawn));
        if (inputs.last().comparison.systems.isEmpty())
            return fail(QStringLiteral("%1, step %2: no stored points for %3 %4")
                            .arg(lesson.id)
                            .arg(i + 1)
                            .arg(s.model, workloadName(s.isl, s.osl)));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setResolution(kDpi);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    pdf.setTitle(QStringLiteral("%1 — worksheet").arg(lesson.title));
    pdf.setCreator(QStringLiteral("Denominator %1 lesson worksheet: %2").arg(QStringLiteral(DENOMINATOR_VERSION), lesson.id));
    // Each step's chart as drawn before its reveal, with its inputs: `denominator verify` checks them.
    pdf.setDocumentXmpMetadata(pdfXmpMetadata(pdf.title(), {evidenceRecord(makeDocumentEvidence(QStringLiteral("worksheet"), inputs))}));
    QPainter p;
    if (!p.begin(&pdf)) return fail(QStringLiteral("cannot draw the PDF"));
    const QRectF page(QPointF(0, 0), pdf.pageLayout().paintRectPixels(kDpi).size());

    Block title(pdf, page.width(), titleHtml(lesson), 11);
    title.draw(p, page.topLeft());
    for (int i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& s = lesson.steps[i];
        pdf.newPage();
        Block heading(pdf, page.width(),
                      QStringLiteral("<h2>Step %1 of %2 · %3</h2>").arg(i + 1).arg(lesson.steps.size()).arg(esc(s.title)), 11);
        heading.draw(p, page.topLeft());
        const double chartTop = heading.height() + 4;
        const QRectF chartRect(page.left(), chartTop, page.width(), page.width() * kChartLogical.height() / kChartLogical.width());
        drawChart(p, chartRect, s.scenario.chart, inputs[i]);
        Block question(pdf, page.width(), questionHtml(s.question), 10);
        question.draw(p, QPointF(page.left(), chartRect.bottom() + 12));
        drawFooter(p, pdf, page, QStringLiteral("%1 · step %2").arg(lesson.title).arg(i + 1));
    }
    pdf.newPage();
    Block answers(pdf, page.width(), answersHtml(lesson), 9);
    drawPaginated(p, pdf, page, answers);
    if (!p.end()) return fail(QStringLiteral("cannot draw the PDF"));
    return saveFileAtomically(pdfPath, bytes);
}

} // namespace denominator::ui
