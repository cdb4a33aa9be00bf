// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_note.h"

#include "charts/chart_style.h"

#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QXYSeries>
#include <algorithm>
#include <functional>
#include <limits>

namespace denominator::ui {
namespace {

/// A text item with a translucent background so it stays readable over series.
class BoxedText : public QGraphicsTextItem {
public:
    using QGraphicsTextItem::QGraphicsTextItem;
    std::function<void(QPointF)> onMoved;
    std::function<void()> onReset;

protected:
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override
    {
        QGraphicsTextItem::mouseReleaseEvent(e);
        if (onMoved) onMoved(pos());
    }
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* e) override
    {
        QGraphicsTextItem::mouseDoubleClickEvent(e);
        if (onReset) onReset();
    }

public:
    void paint(QPainter* p, const QStyleOptionGraphicsItem* o, QWidget* w) override
    {
        if (!toPlainText().isEmpty()) {
            QColor bg = isDarkPalette() ? QColor(30, 30, 30, 215) : QColor(255, 255, 255, 225);
            p->setPen(QPen(QColor(128, 128, 128, 160), 1));
            p->setBrush(bg);
            p->drawRoundedRect(boundingRect().adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        }
        QGraphicsTextItem::paint(p, o, w);
    }
};

constexpr double kMaxWidth = 330;     ///< px; wider notes wrap
constexpr double kMinPlotWidth = 800; ///< px of chart left when the note takes a strip beside it

} // namespace

ChartNote::ChartNote(QChart* chart) : QObject(chart), m_chart(chart), m_item(new BoxedText(chart))
{
    setObjectName(QStringLiteral("chartNote"));
    QFont f = m_item->font();
    f.setPointSizeF(8.5 * chartTypeScale());
    m_item->setFont(f);
    m_item->setDefaultTextColor(isDarkPalette() ? Qt::white : Qt::black);
    m_item->setZValue(12);
    // Movable: a user who wants to see what is under it drags it away, and it stays there.
    m_item->setFlag(QGraphicsItem::ItemIsMovable);
    m_item->setCursor(Qt::OpenHandCursor);
    m_item->setToolTip(QStringLiteral("Drag to move; double-click to put it back"));
    static_cast<BoxedText*>(m_item)->onMoved = [this](QPointF pos) {
        m_moved = true;
        m_offset = pos - m_chart->plotArea().topLeft();
    };
    static_cast<BoxedText*>(m_item)->onReset = [this] {
        m_moved = false;
        relayout();
    };
    connect(chart, &QChart::plotAreaChanged, this, &ChartNote::relayout);
}

ChartNote* ChartNote::of(QChart* chart)
{
    return chart ? chart->findChild<ChartNote*>(QStringLiteral("chartNote"), Qt::FindDirectChildrenOnly) : nullptr;
}

void ChartNote::setBeside(bool beside) { m_beside = beside; }

void ChartNote::setHtml(const QString& html)
{
    const double oldWidth = m_item->boundingRect().width();
    m_item->setDefaultTextColor(isDarkPalette() ? Qt::white : Qt::black); // follows a palette switch
    m_item->setTextWidth(-1);
    m_item->setHtml(html);
    // Long lines wrap: a narrow note finds a free place more easily and takes less room beside.
    if (m_item->boundingRect().width() > kMaxWidth) m_item->setTextWidth(kMaxWidth);
    // New content looks for its place again, unless it asked to be beside and keeps the strip's
    // width (a readout whose numbers change): the plot then keeps its size.
    if (m_outside && (!m_beside || html.isEmpty() || m_item->boundingRect().width() != oldWidth)) setStrip(false);
    m_item->setVisible(!html.isEmpty());
    relayout();
}

void ChartNote::setStrip(bool on)
{
    // The strip is the chart's right margin widened by the note's width.
    QMargins m = m_chart->margins();
    if (on) {
        m_baseRight = m.right();
        m.setRight(m.right() + int(m_item->boundingRect().width()) + 12);
    } else {
        m.setRight(m_baseRight);
    }
    m_outside = on;
    m_chart->setMargins(m);
}

QList<QPointF> ChartNote::pointPositions() const
{
    QList<QPointF> out;
    for (QAbstractSeries* s : m_chart->series()) {
        auto* xy = qobject_cast<QXYSeries*>(s);
        if (!xy || !xy->isVisible() || xy->attachedAxes().isEmpty()) continue;
        const QList<QPointF> points = xy->points();
        for (const QPointF& p : points) out << m_chart->mapToPosition(p, xy);
    }
    return out;
}

int ChartNote::pointsUnder(const QRectF& rect, const QList<QPointF>& positions)
{
    // A point is drawn as a marker (up to 16 px across): count it when any of it is under the box.
    const QRectF box = rect.adjusted(-8, -8, 8, 8);
    return int(std::count_if(positions.begin(), positions.end(), [&](const QPointF& p) { return box.contains(p); }));
}

void ChartNote::relayout()
{
    const QRectF plot = m_chart->plotArea();
    const QRectF r = m_item->boundingRect();
    if (m_moved) {
        // Where the user dragged it, relative to the plot, kept inside the chart.
        const QRectF c = m_chart->rect();
        m_item->setPos(std::clamp(plot.left() + m_offset.x(), c.left(), std::max(c.left(), c.right() - r.width())),
                       std::clamp(plot.top() + m_offset.y(), c.top(), std::max(c.top(), c.bottom() - r.height())));
        return;
    }
    // A strip narrows the title's room too: only when the title still fits beside it.
    const double titleWidth = QFontMetricsF(m_chart->titleFont()).horizontalAdvance(m_chart->title()) + 60;
    const bool stripFits = m_chart->rect().width() - r.width() - 12 >= titleWidth;
    if (m_beside && stripFits && !m_outside && !m_item->toPlainText().isEmpty()) {
        setStrip(true); // asked to sit beside the plot; lays out again, and back here
        return;
    }
    if (m_outside && !stripFits) {
        setStrip(false); // the chart got narrower: look inside the plot; lays out again
        return;
    }
    if (m_outside) {
        // In its own strip right of everything (asked for, or no place in the plot was free).
        const QRectF c = m_chart->rect();
        m_item->setPos(c.right() - r.width() - 6, plot.top());
        m_item->setProperty("pointsCovered", 0);
        return;
    }
    // A free place in the plot: the corners first (a frontier leaves the top right empty: no system
    // is fast for each user and for the GPU at once; bottom left wins ties), then along the top and
    // bottom edges.
    QList<QPointF> places{{plot.left() + 6, plot.bottom() - r.height() - 6},
                          {plot.right() - r.width() - 6, plot.top() + 6},
                          {plot.left() + 6, plot.top() + 6},
                          {plot.right() - r.width() - 6, plot.bottom() - r.height() - 6}};
    for (double x = plot.left() + 26; x + r.width() < plot.right() - 6; x += 20)
        places << QPointF(x, plot.top() + 6) << QPointF(x, plot.bottom() - r.height() - 6);
    QPointF best = places.first();
    int fewest = std::numeric_limits<int>::max();
    const QList<QPointF> positions = pointPositions();
    for (const QPointF& c : std::as_const(places)) {
        const int n = pointsUnder(QRectF(c, r.size()), positions);
        if (n < fewest) {
            fewest = n;
            best = c;
        }
        if (n == 0) break;
    }
    if (fewest > 0 && !m_item->toPlainText().isEmpty() && stripFits && m_chart->rect().width() - r.width() >= kMinPlotWidth) {
        // Never over data: a strip of its own (a narrow chart keeps its plot instead, and the note
        // the place that hides the fewest points).
        setStrip(true);
        return;
    }
    m_item->setPos(best);
    m_item->setProperty("pointsCovered", fewest);
}

} // namespace denominator::ui
