// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_page.h"

#include "charts/chart_data.h"
#include "charts/chart_stamp.h"
#include "charts/chart_style.h"
#include "charts/legend_grid.h"

#include <QListWidget>
#include <algorithm>

#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <cmath>

namespace denominator::ui {

// Constructed with its chart: QChartView() would create a default chart that setChart() then
// releases without deleting.
ChartPage::ChartPage(const QString& name, QWidget* parent) : QChartView(new QChart, parent)
{
    setObjectName(name);
    styleChart(*chart());
    setRenderHint(QPainter::Antialiasing);
    // Every marker is an item that moves on each assumption change: a scene index (Qt's default
    // BSP tree) is updated for each of them and costs more than it saves when painting.
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    setMinimumSize(480, 320);
    m_stamp = new ChartStamp(chart());
    chart()->setProperty(LegendGrid::kOutside, true);
    m_legend = new QListWidget(this);
    m_legend->setObjectName(QStringLiteral("legendList"));
    m_legend->setSelectionMode(QAbstractItemView::NoSelection);
    m_legend->setFocusPolicy(Qt::NoFocus);
    m_legend->setFrameShape(QFrame::NoFrame);
    m_legend->setIconSize(QSize(12, 12));
    m_legend->setWordWrap(true);
    m_legend->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_legend->setToolTip(tr("Every system on the chart (exports list them under the plot)"));
    m_legend->hide();
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A chart that wants more height than the view settles its size once its plot is laid out.
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF& plot) {
        // Only here do the chart's size and its plot belong to the same layout (QChartView's own
        // resize sets the size first): what lies around the plot is measured now.
        m_aroundPlot = chart()->size().height() - plot.height();
        if (chart()->property(kWantedPlotHeight).toDouble() > 0) placeLegend();
    });
}

void ChartPage::resizeEvent(QResizeEvent* e)
{
    QChartView::resizeEvent(e);
    placeLegend();
}

void ChartPage::placeLegend()
{
    // The chart takes what the list leaves (QChartView would size it to the whole view), and grows
    // taller than the view when its plot needs the height (kWantedPlotHeight: 59 bars with legible
    // names); the page then scrolls.
    const int list = m_legend->isHidden() ? 0 : m_legendWidth;
    double tall = viewport()->height();
    const double wanted = chart()->property(kWantedPlotHeight).toDouble();
    if (wanted > 0 && m_aroundPlot > 0) tall = std::max(tall, m_aroundPlot + wanted);
    const QSizeF size(std::max(200, viewport()->width() - list), std::ceil(tall));
    setVerticalScrollBarPolicy(size.height() > viewport()->height() ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    if (chart()->size() != size) chart()->resize(size);
    setSceneRect(QRectF(QPointF(0, 0), size));
    m_legend->setGeometry(width() - list - frameWidth(), frameWidth(), list, height() - 2 * frameWidth());
}

void ChartPage::wireSeries()
{
    const bool outside = LegendGrid::listedOutside(*chart());
    m_legend->clear();
    if (outside) {
        int widest = 0;
        if (const QString header = chart()->property("readoutHeader").toString(); !header.isEmpty()) {
            auto* h = new QListWidgetItem(header);
            QFont f = h->font();
            f.setBold(true);
            h->setFont(f);
            m_legend->addItem(h);
        }
        for (const LegendGrid::Entry& e : LegendGrid::entries(*chart())) {
            const QString text = e.detail.isEmpty() ? e.label : e.label + QStringLiteral("\n  ") + e.detail;
            auto* item = new QListWidgetItem(QIcon(e.picture), text);
            item->setToolTip(text);
            m_legend->addItem(item);
            widest = std::max(widest, m_legend->fontMetrics().horizontalAdvance(e.label));
        }
        m_legendWidth = std::min(widest + 48, std::max(160, width() / 3));
    }
    m_legend->setVisible(outside);
    placeLegend();
    for (QAbstractSeries* s : chart()->series()) {
        // A result drawn as a level across the chart (no interactivity): its tip, and a click
        // selects its row in the Data tab.
        if (auto* level = qobject_cast<QLineSeries*>(s); level && level->property("role").toString() == QLatin1String("level")) {
            disconnect(level, nullptr, this, nullptr);
            connect(level, &QLineSeries::hovered, this, [this, level](const QPointF&, bool state) {
                if (state)
                    QToolTip::showText(QCursor::pos(), level->property("tip").toString(), this);
                else
                    QToolTip::hideText();
            });
            connect(level, &QLineSeries::clicked, this,
                    [this, level](const QPointF&) { emit pointClicked(level->property("pointId").toLongLong()); });
            continue;
        }
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (!scatter) continue;
        const QString role = scatter->property("role").toString();
        // Frontier points, and the other benchmarks' results on the cross-source chart.
        if (role != QLatin1String("points") && role != QLatin1String("band-points") && role != QLatin1String("source")) continue;
        disconnect(scatter, nullptr, this, nullptr); // a series kept from the last drawing is wired already
        connect(scatter, &QScatterSeries::hovered, this, [this, scatter](const QPointF& p, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const auto pts = scatter->points();
            for (int i = 0; i < pts.size(); ++i)
                if (pts[i] == p) {
                    QToolTip::showText(QCursor::pos(), pointTip(scatter, i), this);
                    return;
                }
        });
        connect(scatter, &QScatterSeries::clicked, this, [this, scatter](const QPointF& p) {
            const QVariantList ids = scatter->property("pointIds").toList();
            const auto pts = scatter->points();
            for (int i = 0; i < pts.size() && i < ids.size(); ++i)
                if (pts[i] == p) emit pointClicked(ids[i].toLongLong());
        });
    }
}

} // namespace denominator::ui
