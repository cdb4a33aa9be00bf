// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_page.h"

#include "charts/chart_stamp.h"
#include "charts/chart_style.h"

#include <QScatterSeries>
#include <QToolTip>

namespace denominator::ui {

// Constructed with its chart: QChartView() would create a default chart that setChart() then
// releases without deleting.
ChartPage::ChartPage(const QString& name, QWidget* parent) : QChartView(new QChart, parent)
{
    setObjectName(name);
    styleChart(*chart());
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 320);
    m_stamp = new ChartStamp(chart());
}

void ChartPage::wireSeries()
{
    for (QAbstractSeries* s : chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (!scatter || scatter->property("role").toString() != QLatin1String("points")) continue;
        connect(scatter, &QScatterSeries::hovered, this, [this, scatter](const QPointF& p, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const QStringList tips = scatter->property("tooltips").toStringList();
            const auto pts = scatter->points();
            for (int i = 0; i < pts.size() && i < tips.size(); ++i)
                if (pts[i] == p) {
                    QToolTip::showText(QCursor::pos(), tips[i], this);
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
