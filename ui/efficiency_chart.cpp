#include "efficiency_chart.h"

#include "chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>
#include <cmath>

namespace denominator::ui {
namespace {

double metricOf(const SystemResult& s, EfficiencyMetric m)
{
    return m == EfficiencyMetric::TokensPerKw ? s.tokensPerSecPerKw : s.joulesPerToken;
}

QString ratioText(const Comparison& c, int i, EfficiencyMetric m)
{
    const SystemResult& s = c.systems[i];
    const double v = metricOf(s, m);
    if (!std::isfinite(v)) return QStringLiteral("n/a");
    QString text = fmt(v, 3);
    const Ratio& r = c.ratios.value(i);
    if (std::isfinite(r.tokensPerKwRatio)) text += QStringLiteral("\n%1×").arg(fmt(r.tokensPerKwRatio, 3));
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
    delete BarAnnotations::of(&chart);
    const bool dark = isDarkPalette();
    const QString unit = metric == EfficiencyMetric::TokensPerKw ? QStringLiteral("tokens/s per kW") : QStringLiteral("joules per token");
    chart.setTitle(QStringLiteral("Efficiency: %1 at peak and at %2 tok/s/user (ratio to %3)")
                       .arg(unit, fmt(matched.assumptions.interactivity, 3),
                            peak.systems.isEmpty() ? QStringLiteral("baseline") : peak.systems.first().label));
    auto* series = new QBarSeries;
    series->setProperty("role", QStringLiteral("bars"));
    auto* atPeak = new QBarSet(QStringLiteral("each at its peak"));
    auto* atMatched = new QBarSet(QStringLiteral("matched at %1 tok/s/user").arg(fmt(matched.assumptions.interactivity, 3)));
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
    for (int i = 0; i < peak.systems.size(); ++i) {
        int j = 0;
        for (const Comparison* comp : {&peak, &matched}) {
            const double v = i < comp->systems.size() ? metricOf(comp->systems[i], metric) : kNaN;
            const double xPos = i + (j - 0.5) * slot;
            notes->add(xPos, std::isfinite(v) ? v : 0.0, ratioText(*comp, i, metric), dark ? Qt::white : Qt::black);
            ++j;
        }
    }
}

} // namespace denominator::ui
