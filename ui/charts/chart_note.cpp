// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_note.h"

#include "charts/chart_style.h"

#include <QChart>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace denominator::ui {
namespace {

/// A text item with a translucent background so it stays readable over series.
class BoxedText : public QGraphicsTextItem {
public:
    using QGraphicsTextItem::QGraphicsTextItem;
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

void ChartNote::relayout()
{
    const QRectF plot = m_chart->plotArea();
    const QRectF r = m_item->boundingRect();
    // Bottom-left: frontiers fall from top-left to bottom-right, so this corner is usually empty.
    m_item->setPos(plot.left() + 6, plot.bottom() - r.height() - 6);
}

} // namespace denominator::ui
