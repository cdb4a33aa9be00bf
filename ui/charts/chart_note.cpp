// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_note.h"

#include "charts/chart_style.h"

#include <QChart>
#include <QCursor>
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

} // namespace

ChartNote::ChartNote(QChart* chart) : QObject(chart), m_chart(chart), m_item(new BoxedText(chart))
{
    setObjectName(QStringLiteral("chartNote"));
    QFont f = m_item->font();
    f.setPointSizeF(8.5);
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

void ChartNote::setHtml(const QString& html)
{
    m_item->setDefaultTextColor(isDarkPalette() ? Qt::white : Qt::black); // follows a palette switch
    m_item->setHtml(html);
    m_item->setVisible(!html.isEmpty());
    relayout();
}

int ChartNote::pointsUnder(const QRectF& box) const
{
    int n = 0;
    for (QAbstractSeries* s : m_chart->series()) {
        auto* xy = qobject_cast<QXYSeries*>(s);
        if (!xy || !xy->isVisible() || xy->attachedAxes().isEmpty()) continue;
        const QList<QPointF> points = xy->points();
        for (const QPointF& p : points)
            if (box.contains(m_chart->mapToPosition(p, xy))) ++n;
    }
    return n;
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
    // The plot corner that hides the fewest data points (a frontier leaves the top right empty: no
    // system is fast for each user and for the GPU at once); bottom left wins ties.
    const QList<QPointF> corners{{plot.left() + 6, plot.bottom() - r.height() - 6},
                                 {plot.right() - r.width() - 6, plot.top() + 6},
                                 {plot.left() + 6, plot.top() + 6},
                                 {plot.right() - r.width() - 6, plot.bottom() - r.height() - 6}};
    QPointF best = corners.first();
    int fewest = std::numeric_limits<int>::max();
    for (const QPointF& c : corners) {
        const int n = pointsUnder(QRectF(c, r.size()));
        if (n < fewest) {
            fewest = n;
            best = c;
        }
    }
    m_item->setPos(best);
    m_item->setProperty("pointsCovered", fewest);
}

} // namespace denominator::ui
