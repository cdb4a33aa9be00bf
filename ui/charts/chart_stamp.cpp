// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_stamp.h"

#include "charts/chart_style.h"

#include <QChart>
#include <QFont>
#include <QTextDocument>
#include <cmath>

namespace denominator::ui {

ChartStamp::ChartStamp(QChart* chart) : QObject(chart), m_chart(chart), m_item(new QGraphicsTextItem(chart))
{
    setObjectName(QStringLiteral("chartStamp"));
    QFont f = m_item->font();
    f.setPixelSize(int(std::lround(11 * chartTypeScale()))); // legible at 1280 px, and scaled on a larger slide
    m_item->setFont(f);
    m_item->setDefaultTextColor(isDarkPalette() ? QColor(0xCC, 0xCC, 0xCC) : QColor(0x44, 0x44, 0x44));
    m_item->setZValue(10);
    connect(chart, &QChart::geometryChanged, this, &ChartStamp::relayout);
}

ChartStamp* ChartStamp::of(QChart* chart)
{
    return chart ? chart->findChild<ChartStamp*>(QStringLiteral("chartStamp"), Qt::FindDirectChildrenOnly) : nullptr;
}

void ChartStamp::setLines(const QStringList& lines)
{
    m_item->setDefaultTextColor(isDarkPalette() ? QColor(0xCC, 0xCC, 0xCC) : QColor(0x44, 0x44, 0x44));
    m_item->setPlainText(lines.join(QLatin1Char('\n')));
    relayout();
}

QString ChartStamp::text() const { return m_item->toPlainText(); }

void ChartStamp::relayout()
{
    const QRectF r = m_chart->rect();
    m_item->setTextWidth(std::max(200.0, r.width() - 16));
    const double h = m_item->document()->size().height();
    QMargins margins = m_chart->margins();
    margins.setBottom(int(h + 6 + m_chart->property("legendGridHeight").toDouble()));
    if (m_chart->margins() != margins) m_chart->setMargins(margins);
    m_item->setPos(r.left() + 8, r.bottom() - h - 2);
}

} // namespace denominator::ui
