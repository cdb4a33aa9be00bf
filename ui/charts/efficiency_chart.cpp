// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/efficiency_chart.h"

#include "charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <cmath>

namespace denominator::ui {
namespace {

double metricOf(const SystemResult& s, EfficiencyMetric m)
{
    return m == EfficiencyMetric::TokensPerKw ? s.tokensPerSecPerKw : s.joulesPerToken;
}

/// The ratio under a bar: a number, a range, or no number when a side is clamped.
QString ratioLine(const Ratio& r)
{
    if (r.edge) return QStringLiteral("outside\ntested range");
    if (std::isfinite(r.tokensPerKwRatio)) return formatTimes(r.tokensPerKwRatio);
    if (std::isfinite(r.low) && std::isfinite(r.high)) return formatTimesRange(r.low, r.high);
    return QString();
}

/// "9,682–19,364 (range)" when the measured power is unknown but its band is; else "n/a".
QString rangeText(const Comparison& c, int i, EfficiencyMetric m)
{
    const SystemResult& s = c.systems[i];
    const double lo = s.tokensPerSecPerKwLow, hi = s.tokensPerSecPerKwHigh;
    if (!std::isfinite(lo) || !std::isfinite(hi)) return QStringLiteral("n/a");
    // J/token = 1000 / (tokens/s per kW): the ends swap.
    const bool kw = m == EfficiencyMetric::TokensPerKw;
    QString text = QStringLiteral("%1–%2\nrange").arg(formatNumber(kw ? lo : 1000.0 / hi, 3), formatNumber(kw ? hi : 1000.0 / lo, 3));
    if (i > 0) text += QLatin1Char('\n') + ratioLine(c.ratios.value(i));
    return text;
}

/// The range of a slot whose measured power is unknown, in the chart's metric: {low, high}; NaN
/// ends when the slot has a value or no band.
std::pair<double, double> slotRange(const Comparison& c, int i, EfficiencyMetric m)
{
    if (i >= c.systems.size() || std::isfinite(metricOf(c.systems[i], m))) return {kNaN, kNaN};
    const double lo = c.systems[i].tokensPerSecPerKwLow, hi = c.systems[i].tokensPerSecPerKwHigh;
    if (!std::isfinite(lo) || !std::isfinite(hi)) return {kNaN, kNaN};
    return m == EfficiencyMetric::TokensPerKw ? std::pair{lo, hi} : std::pair{1000.0 / hi, 1000.0 / lo};
}

/// A thick vertical bar over the range of an unknown-power slot (never a bar from zero).
void addRangeBar(QChart& chart, double x, std::pair<double, double> range, const QColor& color, int system, QAbstractAxis* xAxis,
                 QAbstractAxis* yAxis, const QString& legendName)
{
    auto* line = new QLineSeries;
    line->append(x, range.first);
    line->append(x, range.second);
    QColor c = color;
    c.setAlpha(150);
    line->setPen(QPen(c, 14, Qt::SolidLine, Qt::FlatCap));
    line->setProperty("role", QStringLiteral("range"));
    line->setProperty("system", system);
    chart.addSeries(line);
    line->attachAxis(xAxis);
    line->attachAxis(yAxis);
    line->setName(legendName);
    if (legendName.isEmpty()) hideFromLegend(chart, line);
}

QString ratioText(const Comparison& c, int i, EfficiencyMetric m)
{
    const SystemResult& s = c.systems[i];
    const double v = metricOf(s, m);
    if (!std::isfinite(v)) return rangeText(c, i, m);
    QString text = formatNumber(v, 3);
    if (const QString ratio = ratioLine(c.ratios.value(i)); !ratio.isEmpty()) text += QLatin1Char('\n') + ratio;
    if (s.sample.status == PointStatus::Interpolated) text += QStringLiteral("\ninterp.");
    if (s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange) text += QStringLiteral("\nclamped");
    return text;
}

} // namespace

BarAnnotations::BarAnnotations(QChart* chart) : QObject(chart), m_chart(chart)
{
    setObjectName(QStringLiteral("barAnnotations"));
    connect(chart, &QChart::plotAreaChanged, this, &BarAnnotations::relayout);
}

BarAnnotations* BarAnnotations::of(QChart* chart)
{
    return chart ? chart->findChild<BarAnnotations*>(QStringLiteral("barAnnotations"), Qt::FindDirectChildrenOnly) : nullptr;
}

void BarAnnotations::removeFrom(QChart* chart)
{
    BarAnnotations* a = of(chart);
    if (!a) return;
    for (const Item& i : std::as_const(a->m_items)) delete i.item;
    delete a;
}

void BarAnnotations::add(double x, double y, const QString& text, const QColor& color)
{
    auto* item = new QGraphicsSimpleTextItem(text, m_chart);
    QFont f = item->font();
    f.setPointSizeF(8);
    f.setBold(true);
    item->setFont(f);
    item->setBrush(color);
    item->setZValue(11);
    m_items << Item{x, y, item};
    relayout();
}

QStringList BarAnnotations::texts() const
{
    QStringList out;
    for (const Item& i : m_items) out << i.item->text();
    return out;
}

void BarAnnotations::relayout()
{
    if (m_chart->series().isEmpty()) return;
    for (const Item& i : m_items) {
        const QPointF pos = m_chart->mapToPosition(QPointF(i.x, i.y), m_chart->series().first());
        const QRectF r = i.item->boundingRect();
        i.item->setPos(pos.x() - r.width() / 2, pos.y() - r.height() - 2);
    }
}

void buildEfficiencyChart(QChart& chart, const Comparison& peak, const Comparison& matched, EfficiencyMetric metric)
{
    clearChart(chart);
    BarAnnotations::removeFrom(&chart);
    const bool dark = isDarkPalette();
    const QString unit = metric == EfficiencyMetric::TokensPerKw ? QStringLiteral("tokens/s per kW") : QStringLiteral("joules per token");
    chart.setTitle(QStringLiteral("Efficiency: %1 at peak and at %2 tok/s/user (ratio to %3)")
                       .arg(unit, formatNumber(matched.assumptions.interactivity, 3),
                            peak.systems.isEmpty() ? QStringLiteral("baseline") : peak.systems.first().label));
    auto* series = new QBarSeries;
    series->setProperty("role", QStringLiteral("bars"));
    auto* atPeak = new QBarSet(QStringLiteral("each at its peak"));
    auto* atMatched = new QBarSet(QStringLiteral("matched at %1 tok/s/user").arg(formatNumber(matched.assumptions.interactivity, 3)));
    // Neutral tones: system identity is the category, not the bar colour.
    atPeak->setColor(dark ? QColor(0x9A, 0xA5, 0xB1) : QColor(0x5B, 0x6B, 0x7A));
    atMatched->setColor(dark ? QColor(0xD8, 0xC3, 0x8A) : QColor(0xC9, 0xA2, 0x4B));
    QStringList categories;
    double top = 0;
    for (int i = 0; i < peak.systems.size(); ++i) {
        categories << QString(peak.systems[i].label).replace(QStringLiteral(" ("), QStringLiteral("\n("));
        for (auto [set, comp] : {std::pair{atPeak, &peak}, std::pair{atMatched, &matched}}) {
            const double v = i < comp->systems.size() ? metricOf(comp->systems[i], metric) : kNaN;
            set->append(std::isfinite(v) ? v : 0.0); // drawn as an empty slot, labelled "n/a"
            if (std::isfinite(v)) top = std::max(top, v);
            const auto range = slotRange(*comp, i, metric);
            if (std::isfinite(range.second)) top = std::max(top, range.second);
        }
    }
    series->append(atPeak);
    series->append(atMatched);
    series->setBarWidth(0.7);
    chart.addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    y->setTitleText(unit);
    y->setRange(0, top > 0 ? top * 1.35 : 1);
    y->applyNiceNumbers();
    y->setLabelFormat(metric == EfficiencyMetric::TokensPerKw ? QStringLiteral("%.0f") : QStringLiteral("%.3g"));
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    auto* notes = new BarAnnotations(&chart);
    const double slot = 0.7 / 2;
    bool rangeInLegend = false; // one legend entry says what every range bar is
    for (int i = 0; i < peak.systems.size(); ++i) {
        int j = 0;
        for (const Comparison* comp : {&peak, &matched}) {
            const double v = i < comp->systems.size() ? metricOf(comp->systems[i], metric) : kNaN;
            const double xPos = i + (j - 0.5) * slot;
            const auto range = slotRange(*comp, i, metric);
            if (std::isfinite(range.first)) {
                addRangeBar(chart, xPos, range, (j == 0 ? atPeak : atMatched)->color(), i, x, y,
                            rangeInLegend ? QString()
                                          : QStringLiteral("range: unknown power assumed ") + comp->assumptions.unknownDrawShare());
                rangeInLegend = true;
            }
            const double labelY = std::isfinite(v) ? v : std::isfinite(range.second) ? range.second : 0.0;
            notes->add(xPos, labelY, ratioText(*comp, i, metric), dark ? Qt::white : Qt::black);
            ++j;
        }
    }
}

} // namespace denominator::ui
