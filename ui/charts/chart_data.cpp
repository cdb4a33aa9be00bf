// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_data.h"

#include "charts/legend_grid.h"

#include "core/log_ticks.h"
#include "core/number_format.h"
#include "core/power_basis.h"
#include "store/point_table_model.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QXYSeries>
#include <cmath>

namespace denominator::ui {

double frontierY(const FrontierPoint& p, const SystemResult& s, const Assumptions& a, const HardwareCatalog& cat, bool efficiency)
{
    if (!efficiency) return tokensOf(p, a);
    return evaluatePoint(p, cat.spec(s.key.hardware), assumptionsFor(s, a)).tokensPerSecPerKw;
}

QString pointTooltip(const FrontierPoint& p, const SystemResult& s, const Assumptions& a, const HardwareCatalog& cat,
                     const ProvenanceLookup& provenance)
{
    const PointEfficiency e = evaluatePoint(p, cat.spec(s.key.hardware), assumptionsFor(s, a));
    const PowerBasis& b = e.power;
    const double t = e.tokensPerSecond;
    const QString tokens = a.tokens == TokenKind::Total ? QStringLiteral("total") : QStringLiteral("output");
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> · concurrency %2").arg(s.label.toHtmlEscaped()).arg(p.conc);
    lines << QStringLiteral("interactivity %1 tok/s/user (%2, measured)")
                 .arg(formatNumber(p.interactivity, 4), p.agentic ? shortName(a.agenticInteractivity) : QStringLiteral("median"));
    lines << QStringLiteral("throughput %1 tok/s/GPU (%2), %3 total").arg(formatNumber(t, 4), tokens, formatNumber(p.tput, 4));
    const double tdp = cat.spec(s.key.hardware).tdpW;
    // %TDP as InferenceX shows it: measured ÷ rated board power.
    const QString share =
        std::isfinite(tdp) && tdp > 0
            ? QStringLiteral(" (%1 % of its %2 W TDP)").arg(formatNumber(100 * p.measuredW / tdp, 3), formatNumber(tdp, 4))
            : QString();
    lines << QStringLiteral("measured power (%1): %2")
                 .arg(shortName(a.powerStatistic), std::isfinite(p.measuredW) ? formatNumber(p.measuredW, 4) + QStringLiteral(" W") + share
                                                   : p.powerNote.isEmpty()    ? QStringLiteral("n/a")
                                                                              : QStringLiteral("n/a, ") + p.powerNote.toHtmlEscaped());
    if (b.known()) {
        lines << QStringLiteral("power basis: %1").arg(b.formula.toHtmlEscaped());
        lines << QStringLiteral("%1 tok/s ÷ %2 kW = <b>%3 tok/s/kW</b>")
                     .arg(formatNumber(t, 4), formatNumber(b.watts / 1000.0, 4), formatNumber(e.tokensPerSecPerKw, 4));
        lines << QStringLiteral("%1 W ÷ %2 tok/s = <b>%3 J/token</b>")
                     .arg(formatNumber(b.watts, 4), formatNumber(t, 4), formatNumber(e.joulesPerToken, 4));
    } else {
        lines << QStringLiteral("efficiency n/a: %1").arg(b.missing.toHtmlEscaped());
    }
    if (e.banded())
        lines << QStringLiteral("range %1–%2 tok/s/kW (unknown power assumed %3)")
                     .arg(formatNumber(e.bandLow, 3), formatNumber(e.bandHigh, 3), a.unknownDrawShare());
    const QString prov = provenance.value(p.pointId);
    if (!prov.isEmpty()) lines << QStringLiteral("<i>%1</i>").arg(prov.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

void LogRange::add(double v)
{
    if (!std::isfinite(v) || v <= 0) return;
    lo = lo > 0 ? std::min(lo, v) : v;
    hi = std::max(hi, v);
}

void LogRange::reach(double v)
{
    if (!valid() || (v >= lo && v <= hi))
        add(v);
    else
        add(logStepBeyond(v, v > hi));
}

void LogRange::applyTo(QLogValueAxis& axis) const
{
    if (!valid()) {
        axis.setRange(1, 10);
        return;
    }
    axis.setRange(lo / 1.4, hi * 1.4);
}

QLogValueAxis* makeLogAxis(const QString& title)
{
    auto* axis = new QLogValueAxis;
    axis->setTitleText(title);
    axis->setBase(10); // its own labels are replaced by 1–2–5 ticks (log_axis_labels.h)
    return axis;
}

void clearChart(QChart& chart)
{
    // Undo what one chart kind changed for itself (horizontal bars widen the left margin).
    if (const QVariant left = chart.property("leftMargin"); left.isValid()) {
        QMargins m = chart.margins();
        m.setLeft(left.toInt());
        chart.setMargins(m);
        chart.setProperty("leftMargin", QVariant());
    }
    chart.setProperty(LegendGrid::kBelow, QVariant());
    chart.setProperty(LegendGrid::kAbove, QVariant()); // horizontal bars put it on top
    chart.legend()->setAlignment(Qt::AlignRight);      // Qt's legend, where a kind shows it
    chart.setProperty("frontierKey", QVariant());      // the frontier chart's kept series (frontier_chart.cpp)
    chart.removeAllSeries();
    for (QAbstractAxis* axis : chart.axes()) {
        chart.removeAxis(axis);
        delete axis;
    }
}

QAreaSeries* makeArea(QLineSeries* upper, QLineSeries* lower)
{
    auto* area = new QAreaSeries(upper, lower);
    upper->setParent(area);
    if (lower) lower->setParent(area);
    return area;
}

QAreaSeries* makeRectangle(double x0, double x1, double y0, double y1, const QColor& fill)
{
    auto* upper = new QLineSeries;
    upper->append(x0, y1);
    upper->append(x1, y1);
    auto* lower = new QLineSeries;
    lower->append(x0, y0);
    lower->append(x1, y0);
    auto* area = makeArea(upper, lower);
    area->setBrush(fill);
    area->setPen(Qt::NoPen);
    return area;
}

namespace {

/// Holds a series' tooltip maker; a child of the series, so it goes with it.
class PointTips : public QObject {
public:
    PointTips(QObject* series, PointTipFn tip) : QObject(series), m_tip(std::move(tip)) { setObjectName(QStringLiteral("pointTips")); }
    QString at(int k) const { return m_tip ? m_tip(k) : QString(); }

private:
    PointTipFn m_tip;
};

} // namespace

void setPointTips(QAbstractSeries* series, PointTipFn tip)
{
    delete series->findChild<PointTips*>(QStringLiteral("pointTips"), Qt::FindDirectChildrenOnly);
    new PointTips(series, std::move(tip));
}

QString pointTip(const QAbstractSeries* series, int k)
{
    const auto* tips = series->findChild<PointTips*>(QStringLiteral("pointTips"), Qt::FindDirectChildrenOnly);
    return tips ? tips->at(k) : QString();
}

void addSeries(QChart& chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    auto* xy = qobject_cast<QXYSeries*>(series);
    QList<QPointF> points;
    if (xy) {
        points = xy->points();
        xy->clear();
    }
    chart.addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    if (xy) xy->replace(points);
}

void hideFromLegend(QChart& chart, QAbstractSeries* series) { showInLegend(chart, series, false); }

void showInLegend(QChart& chart, QAbstractSeries* series, bool shown)
{
    for (QLegendMarker* m : chart.legend()->markers(series)) m->setVisible(shown);
    // A marker's own visibility also reads false while the chart is not on screen: keep the choice.
    series->setProperty("hiddenFromLegend", !shown);
}

} // namespace denominator::ui
