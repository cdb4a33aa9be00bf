// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/legend_grid.h"

#include "charts/chart_stamp.h"
#include "charts/chart_style.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsPixmapItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <cmath>

namespace denominator::ui {
namespace {

constexpr double kRow = 15;       ///< entry height, px
constexpr double kIcon = 12;      ///< marker picture, px
constexpr double kGap = 14;       ///< between columns, px
constexpr double kPadding = 4;    ///< above and below the grid, px
constexpr double kMaxShare = 0.3; ///< of the chart's height; a taller grid is set smaller
constexpr double kMinFit = 0.7;   ///< the smallest it is set: 8 px names at the window's scale

QList<QLegendMarker*> visibleMarkers(QChart& chart)
{
    QList<QLegendMarker*> out;
    for (QLegendMarker* m : chart.legend()->markers())
        if (!m->series()->property("hiddenFromLegend").toBool() && !m->label().isEmpty()) out << m;
    return out;
}

/// The marker's picture: the series' own marker shape and colour, or a line in its pen.
QPixmap pictureOf(QLegendMarker* m, int size)
{
    SeriesStyle st;
    st.color = m->brush().style() != Qt::NoBrush && m->brush().color().alpha() > 0 ? m->brush().color() : m->pen().color();
    if (auto* sc = qobject_cast<QScatterSeries*>(m->series())) {
        st.marker = sc->markerShape();
        // A hollow marker has no brush, whose colour is then a meaningless black: its colour is
        // its border's.
        st.hollow = sc->brush().style() == Qt::NoBrush;
        const QColor c = st.hollow ? sc->borderColor() : sc->color();
        if (c.alpha() > 0) st.color = c;
        st.line = Qt::NoPen;
    } else if (m->shape() == QLegend::MarkerShapeRectangle) {
        // A bar, an area, a line drawn as a bar or as a bar's outline (solidLegendSwatches): a
        // square, as Qt's legend shows them; a line and a dot would say "a series of points".
        if (auto* line = qobject_cast<QLineSeries*>(m->series())) st.color = line->pen().color();
        st.marker = QScatterSeries::MarkerShapeRectangle;
        st.hollow = m->series()->property(LegendGrid::kSwatch).toString() == QLatin1String("outline");
        st.line = Qt::NoPen;
    } else if (auto* line = qobject_cast<QLineSeries*>(m->series())) {
        st.color = line->pen().color();
        st.line = line->pen().style();
    }
    return seriesIcon(st, size).pixmap(size, size);
}

} // namespace

LegendGrid::LegendGrid(QChart* chart) : QObject(chart), m_chart(chart), m_scale(chartTypeScale()), m_baseTop(chart->margins().top())
{
    setObjectName(QStringLiteral("legendGrid"));
    connect(chart, &QChart::geometryChanged, this, [this] {
        // A new size may let the names grow back: start again from full size.
        if (m_fit < 1.0) {
            m_fit = 1.0;
            rebuild();
        } else {
            relayout();
        }
    });
}

LegendGrid* LegendGrid::of(QChart* chart)
{
    return chart ? chart->findChild<LegendGrid*>(QStringLiteral("legendGrid"), Qt::FindDirectChildrenOnly) : nullptr;
}

QList<LegendGrid::Entry> LegendGrid::entries(QChart& chart)
{
    QList<Entry> out;
    for (QLegendMarker* m : visibleMarkers(chart))
        out << Entry{pictureOf(m, int(kIcon)), m->label(), m->series()->property("readout").toString()};
    return out;
}

bool LegendGrid::listedOutside(QChart& chart) { return chart.property(kOutside).toBool() && visibleMarkers(chart).size() > kBuiltInMax; }

void LegendGrid::apply(QChart& chart)
{
    solidLegendSwatches(chart);
    const bool outside = listedOutside(chart);
    const bool above = chart.property(kAbove).toBool();
    const bool grid = !outside && (above || visibleMarkers(chart).size() > kBuiltInMax || chart.property(kBelow).toBool());
    LegendGrid* g = of(&chart);
    chart.legend()->setVisible(!grid && !outside);
    if (!grid) {
        if (g) {
            g->placeTop(0);
            qDeleteAll(g->m_items);
            delete g;
            chart.setProperty("legendGridHeight", QVariant());
            if (ChartStamp* stamp = ChartStamp::of(&chart)) stamp->relayout();
        }
        return;
    }
    if (!g) g = new LegendGrid(&chart);
    g->m_fit = 1.0; // new entries: start again from full size
    g->rebuild();
}

void LegendGrid::rebuild()
{
    qDeleteAll(m_items);
    m_items.clear();
    QFont font = m_chart->legend()->font();
    const double scale = m_scale * m_fit;
    font.setPixelSize(int(std::lround(11 * scale)));
    const QBrush text = m_chart->legend()->labelBrush();
    const double row = kRow * scale, iconSize = std::round(kIcon * scale);
    for (QLegendMarker* m : visibleMarkers(*m_chart)) {
        auto* group = new QGraphicsRectItem(m_chart); // invisible box holding marker and name
        group->setPen(Qt::NoPen);
        group->setBrush(Qt::NoBrush);
        auto* icon = new QGraphicsPixmapItem(pictureOf(m, int(iconSize)), group);
        icon->setPos(0, (row - iconSize) / 2);
        auto* name = new QGraphicsSimpleTextItem(m->label(), group);
        name->setFont(font);
        name->setBrush(text);
        name->setPos(iconSize + 4, (row - QFontMetricsF(font).height()) / 2);
        group->setRect(0, 0, iconSize + 4 + name->boundingRect().width(), row);
        group->setZValue(10);
        m_items << group;
    }
    relayout();
}

void LegendGrid::relayout()
{
    if (m_items.isEmpty()) { // nothing to list: no room taken, above or below
        m_height = 0;
        m_chart->setProperty("legendGridHeight", 0.0);
        placeTop(0);
        return;
    }
    double widest = 0;
    for (QGraphicsItem* i : std::as_const(m_items)) widest = std::max(widest, i->boundingRect().width());
    const QRectF area = m_chart->rect().adjusted(10, 0, -10, 0);
    const double scale = m_scale * m_fit;
    const double row = kRow * scale, gap = kGap * scale, padding = kPadding * scale;
    const int columns = std::max(1, int((area.width() + gap) / (widest + gap)));
    const int rows = int(std::ceil(double(m_items.size()) / columns));
    m_height = rows * row + 2 * padding;
    if (m_height > kMaxShare * m_chart->rect().height() && m_fit > kMinFit + 1e-9) {
        // On a small canvas (1024×640 with 59 systems) the list would leave the plot a strip.
        m_fit = std::max(kMinFit, m_fit - 0.15);
        rebuild();
        return;
    }
    const bool above = m_chart->property(kAbove).toBool();
    m_chart->setProperty("legendGridHeight", above ? 0.0 : m_height);
    placeTop(above ? m_height : 0);
    ChartStamp* stamp = ChartStamp::of(m_chart);
    if (stamp) stamp->relayout(); // makes room for the grid above the stamp
    const double top =
        above ? m_chart->rect().top() + m_baseTop + padding : m_chart->rect().bottom() - m_chart->margins().bottom() + padding;
    // Column-major, as one reads a list: down the first column, then the next.
    for (int k = 0; k < m_items.size(); ++k) {
        const int col = k / rows;
        m_items[k]->setPos(area.left() + col * (widest + gap), top + (k % rows) * row);
    }
}

void LegendGrid::placeTop(double height)
{
    QMargins margins = m_chart->margins();
    margins.setTop(m_baseTop + int(std::ceil(height)));
    if (m_chart->margins() != margins) m_chart->setMargins(margins);
}

QStringList LegendGrid::labels() const
{
    QStringList out;
    for (QGraphicsItem* i : m_items)
        for (QGraphicsItem* c : i->childItems())
            if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(c)) out << t->text();
    return out;
}

QList<QRectF> LegendGrid::entryRects() const
{
    QList<QRectF> out;
    for (QGraphicsItem* i : m_items) out << i->sceneBoundingRect();
    return out;
}

} // namespace denominator::ui
