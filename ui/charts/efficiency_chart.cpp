// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/efficiency_chart.h"

#include "charts/chart_style.h"
#include "charts/legend_grid.h"
#include "session/reading_table.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFontMetrics>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QPointer>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <memory>

namespace denominator::ui {
namespace {

double metricOf(const SystemResult& s, EfficiencyMetric m)
{
    switch (m) {
    case EfficiencyMetric::TokensPerKw: return s.tokensPerSecPerKw;
    case EfficiencyMetric::JoulesPerToken: return s.joulesPerToken;
    case EfficiencyMetric::JoulesPerQuery: return s.joulesPerQuery;
    }
    return kNaN;
}

/// The ratio under a bar: a number, a range, or no number when a side is clamped. Joules per
/// query have none: tokens/s per kW ratios are what Ratio holds.
QString ratioLine(const Ratio& r, EfficiencyMetric m)
{
    if (m == EfficiencyMetric::JoulesPerQuery) return QString();
    if (r.edge) return QStringLiteral("outside\ntested range");
    if (std::isfinite(r.tokensPerKwRatio)) return formatTimes(r.tokensPerKwRatio);
    if (std::isfinite(r.low) && std::isfinite(r.high)) return formatTimesRange(r.low, r.high);
    return QString();
}

/// The range of a slot whose measured power is unknown, in the chart's metric: {low, high}; NaN
/// ends when the slot has a value or no band.
std::pair<double, double> slotRange(const Comparison& c, int i, EfficiencyMetric m)
{
    if (i >= c.systems.size() || std::isfinite(metricOf(c.systems[i], m))) return {kNaN, kNaN};
    const SystemResult& s = c.systems[i];
    const bool perQuery = m == EfficiencyMetric::JoulesPerQuery;
    const double lo = perQuery ? s.joulesPerQueryLow : s.tokensPerSecPerKwLow,
                 hi = perQuery ? s.joulesPerQueryHigh : s.tokensPerSecPerKwHigh;
    if (!std::isfinite(lo) || !std::isfinite(hi)) return {kNaN, kNaN};
    // J/token = 1000 / (tokens/s per kW): the ends swap.
    return m == EfficiencyMetric::JoulesPerToken ? std::pair{1000.0 / hi, 1000.0 / lo} : std::pair{lo, hi};
}

/// "9,682–19,364 (range)" when the measured power is unknown but its band is; else "n/a".
QString rangeText(const Comparison& c, int i, EfficiencyMetric m)
{
    const auto [lo, hi] = slotRange(c, i, m);
    if (!std::isfinite(lo) || !std::isfinite(hi)) return QStringLiteral("n/a");
    QString text = QStringLiteral("%1–%2\nrange").arg(formatNumber(lo, 3), formatNumber(hi, 3));
    if (const QString ratio = ratioLine(c.ratios.value(i), m); i > 0 && !ratio.isEmpty()) text += QLatin1Char('\n') + ratio;
    return text;
}

/// Appends each system's value at peak and at the operating point to the two bar sets, in `order`
/// (an unknown value is an empty slot, labelled by its range or "n/a"; a clamped one an empty slot
/// that addHollowBar outlines); returns the largest value or range end, for the value axis.
double fillBars(const Comparison& peak, const Comparison& matched, const QList<int>& order, EfficiencyMetric metric, QBarSet* atPeak,
                QBarSet* atMatched)
{
    double top = 0;
    for (const int i : order)
        for (auto [set, comp] : {std::pair{atPeak, &peak}, std::pair{atMatched, &matched}}) {
            const double v = i < comp->systems.size() ? metricOf(comp->systems[i], metric) : kNaN;
            // A value clamped to an end of the tested range is no bar: its outline is drawn instead.
            const bool clamped = i < comp->systems.size() && isClamped(comp->systems[i]);
            set->append(std::isfinite(v) && !clamped ? v : 0.0);
            if (std::isfinite(v)) top = std::max(top, v);
            const auto range = slotRange(*comp, i, metric);
            if (std::isfinite(range.second)) top = std::max(top, range.second);
        }
    return top;
}

/// A thick bar over the range of an unknown-power slot (never a bar from zero): vertical at `x`, or
/// horizontal at category `x` when `horizontal`.
void addRangeBar(QChart& chart, double x, std::pair<double, double> range, const QColor& color, int system, QAbstractAxis* xAxis,
                 QAbstractAxis* yAxis, const QString& legendName, bool horizontal = false, double thickness = 14)
{
    auto* line = new QLineSeries;
    line->append(horizontal ? QPointF(range.first, x) : QPointF(x, range.first));
    line->append(horizontal ? QPointF(range.second, x) : QPointF(x, range.second));
    QColor c = color;
    c.setAlpha(150);
    line->setPen(QPen(c, thickness, Qt::SolidLine, Qt::FlatCap));
    line->setProperty("role", QStringLiteral("range"));
    line->setProperty(LegendGrid::kSwatch, QStringLiteral("bar"));
    line->setProperty("system", system);
    chart.addSeries(line);
    line->attachAxis(xAxis);
    line->attachAxis(yAxis);
    line->setName(legendName);
    if (legendName.isEmpty()) hideFromLegend(chart, line);
}

/// The dashed outline of a bar from `from` to `to` (0 to the value, or over an unknown-power range),
/// never filled: values at an end of a system's tested range, which it does not have at the
/// operating point. The first one carries the legend entry that says so.
void addHollowBar(QChart& chart, double center, double halfWidth, std::pair<double, double> span, const QColor& color, int system,
                  QAbstractAxis* xAxis, QAbstractAxis* yAxis, bool horizontal, const QString& legendName)
{
    auto* line = new QLineSeries;
    const auto at = [horizontal](double across, double along) { return horizontal ? QPointF(along, across) : QPointF(across, along); };
    line->append(at(center - halfWidth, span.first));
    line->append(at(center - halfWidth, span.second));
    line->append(at(center + halfWidth, span.second));
    line->append(at(center + halfWidth, span.first));
    if (span.first > 0) line->append(at(center - halfWidth, span.first)); // a range: closed all round
    QPen pen(color.darker(120), 1.5, Qt::DashLine);
    line->setPen(pen);
    line->setProperty("role", QStringLiteral("clamped"));
    line->setProperty(LegendGrid::kSwatch, QStringLiteral("outline"));
    line->setProperty("system", system);
    chart.addSeries(line);
    line->attachAxis(xAxis);
    line->attachAxis(yAxis);
    line->setName(legendName);
    if (legendName.isEmpty()) hideFromLegend(chart, line);
}

/// What a slot draws: a hollow outline for a value at an end of the tested range (whether its
/// power is known or a range), a range bar for an unknown power at the operating point, and
/// nothing more (the bar set holds known values).
enum class SlotShape { Bar, Range, Hollow, None };

SlotShape shapeOf(const Comparison& c, int i, double value, std::pair<double, double> range)
{
    const bool clamped = i < c.systems.size() && isClamped(c.systems[i]);
    if (clamped) return std::isfinite(value) || std::isfinite(range.first) ? SlotShape::Hollow : SlotShape::None;
    if (std::isfinite(value)) return SlotShape::Bar;
    return std::isfinite(range.first) ? SlotShape::Range : SlotShape::None;
}

std::pair<double, double> hollowSpan(double value, std::pair<double, double> range)
{
    return std::isfinite(value) ? std::pair{0.0, value} : range;
}

/// "12,216 at 17.8\ncannot reach 100": the clamped value (or range) with where it was measured and
/// why it is no value at the operating point.
QString clampedLabel(const SystemResult& s, const QString& value, double target)
{
    const bool above = s.sample.status == PointStatus::AboveRange;
    return QStringLiteral("%1 at %2\n%3 %4")
        .arg(value, formatNumber(above ? s.frontier.maxInteractivity() : s.frontier.minInteractivity(), 3),
             above ? QStringLiteral("cannot reach") : QStringLiteral("not tested at"), formatNumber(target, 3));
}

/// "interp. 70.4–308": the tested interactivities the value was read between (a wide gap is
/// where the two interpolation choices differ most).
QString interpolatedText(const SystemResult& s)
{
    const auto [below, above] = s.frontier.bracket(s.sample.interactivity);
    return QStringLiteral("interp. %1–%2").arg(formatNumber(below, 3), formatNumber(above, 3));
}

QString ratioText(const Comparison& c, int i, EfficiencyMetric m)
{
    const SystemResult& s = c.systems[i];
    const double v = metricOf(s, m);
    if (isClamped(s)) {
        const auto range = slotRange(c, i, m);
        const QString value = std::isfinite(v) ? formatNumber(v, 3)
                              : std::isfinite(range.first)
                                  ? formatNumber(range.first, 3) + QStringLiteral("–") + formatNumber(range.second, 3)
                                  : QStringLiteral("n/a");
        return clampedLabel(s, value, c.assumptions.interactivity);
    }
    if (!std::isfinite(v)) return rangeText(c, i, m);
    QString text = formatNumber(v, 3);
    if (const QString ratio = ratioLine(c.ratios.value(i), m); !ratio.isEmpty()) text += QLatin1Char('\n') + ratio;
    if (s.sample.status == PointStatus::Interpolated) text += QLatin1Char('\n') + interpolatedText(s);
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
    delete a->m_hint;
    delete a;
}

void BarAnnotations::add(double x, double y, const QString& text, const QColor& color, Place place)
{
    auto* item = new QGraphicsSimpleTextItem(text, m_chart);
    QFont f = item->font();
    f.setPointSizeF(8);
    f.setBold(true);
    item->setFont(f);
    item->setBrush(color);
    item->setZValue(11);
    m_items << Item{x, y, item, place};
    relayout();
}

void BarAnnotations::addBar(const QRectF& values) { m_bars << values; }

QStringList BarAnnotations::texts() const
{
    QStringList out;
    for (const Item& i : m_items) out << i.item->text();
    return out;
}

QList<QRectF> BarAnnotations::visibleRects(Place place) const
{
    QList<QRectF> out;
    for (const Item& i : m_items)
        if (i.place == place && i.item->isVisible()) out << i.item->sceneBoundingRect();
    return out;
}

void BarAnnotations::setPixelSize(int px)
{
    for (const Item& i : std::as_const(m_items)) {
        QFont f = i.item->font();
        if (f.pixelSize() == px) continue;
        f.setPixelSize(px);
        f.setBold(i.place != Place::Left);
        i.item->setFont(f);
    }
    relayout();
}

double BarAnnotations::maximumFitting(double plotLeft, double plotWidth, double right) const
{
    double needed = 0;
    for (const Item& i : m_items) {
        if (i.place != Place::Right || !(i.x > 0)) continue;
        // x / max × plotWidth + 4 + width ≤ right − plotLeft
        const double room = right - plotLeft - 4 - i.item->boundingRect().width();
        if (room < plotWidth * 0.15) continue; // no maximum leaves such a label room for its bar
        needed = std::max(needed, i.x * plotWidth / room);
    }
    return needed;
}

void BarAnnotations::hideValues()
{
    m_valuesHidden = true;
    relayout();
}

void BarAnnotations::relayout()
{
    if (m_chart->series().isEmpty()) return;
    if (m_valuesHidden)
        for (const Item& i : std::as_const(m_items)) i.item->setVisible(i.place == Place::Left);
    int hidden = layOut({});
    // Labels left out for room are said to be, in a line the labels then keep clear of: inside the
    // plot at the top left over vertical bars, at the bottom right beside horizontal ones.
    if (hidden > 0 && !m_valuesHidden) {
        if (!m_hint) {
            m_hint = new QGraphicsTextItem(m_chart);
            m_hint->setObjectName(QStringLiteral("labelsLeftOut"));
            QFont f = m_hint->font();
            f.setPointSizeF(8);
            f.setItalic(true);
            m_hint->setFont(f);
            m_hint->setZValue(11);
        }
        const auto say = [this](int n) {
            m_hint->setPlainText(QStringLiteral("%1 value label%2 left out for room: hover the bars, or see Readings")
                                     .arg(n)
                                     .arg(n == 1 ? QString() : QStringLiteral("s")));
        };
        say(hidden);
        const QRectF plot = m_chart->plotArea();
        const QRectF r = m_hint->boundingRect();
        const bool over = std::any_of(m_items.cbegin(), m_items.cend(), [](const Item& i) { return i.place == Place::Above; });
        m_hint->setPos(over ? QPointF(plot.left() + 2, plot.top()) : QPointF(plot.right() - r.width() - 2, plot.bottom() - r.height()));
        m_hint->setDefaultTextColor(isDarkPalette() ? Qt::white : Qt::black);
        hidden = layOut(m_hint->sceneBoundingRect());
        say(hidden);
        m_hint->setVisible(hidden > 0);
    } else if (m_hint) {
        m_hint->setVisible(false);
    }
}

int BarAnnotations::layOut(const QRectF& reserved)
{
    int hidden = 0;
    QRectF last[3];      // per place, the last side label drawn: the next one must clear it
    QList<QRectF> above; // the labels over bars placed so far
    if (!reserved.isNull()) above << reserved;
    const double top = m_chart->plotArea().top();
    QList<QRectF> bars; // addBar's, in scene coordinates
    if (!m_chart->series().isEmpty())
        for (const QRectF& b : std::as_const(m_bars))
            bars << QRectF(m_chart->mapToPosition(b.topLeft(), m_chart->series().constFirst()),
                           m_chart->mapToPosition(b.bottomRight(), m_chart->series().constFirst()))
                        .normalized();
    for (const Item& i : std::as_const(m_items)) {
        const QPointF pos = m_chart->mapToPosition(QPointF(i.x, i.y), m_chart->series().constFirst());
        const QRectF r = i.item->boundingRect();
        if (i.place == Place::Above) {
            // A label wider than its bar reaches over its neighbour's. One that would cover a bar
            // moves sideways off it, if by no more than half its width (it stays over its own
            // bar); otherwise, and over a label already placed, it goes up above it. One that then
            // leaves the plot (for the title above it) is hidden, its value still in the tooltip
            // and the CSV, never drawn over another.
            QRectF here(pos.x() - r.width() / 2, pos.y() - r.height() - 2, r.width(), r.height());
            struct Blocker {
                const QRectF* rect = nullptr;
                bool bar = false; ///< a bar (a label may move sideways off it), else a label
            };
            const auto blocker = [&](const QRectF& at) -> Blocker {
                for (const QList<QRectF>* list : {&above, &bars})
                    for (const QRectF& a : *list)
                        if (a.intersects(at)) return {&a, list == &bars};
                return {};
            };
            for (int moves = 0; moves < 8; ++moves) {
                const auto [hit, onBar] = blocker(here);
                if (!hit) break;
                if (onBar) {
                    QRectF aside = here;
                    if (hit->center().x() < here.center().x())
                        aside.moveLeft(hit->right() + 1);
                    else
                        aside.moveRight(hit->left() - 1);
                    const QRectF plot = m_chart->plotArea();
                    if (std::abs(aside.left() - here.left()) <= r.width() / 2 && aside.left() >= plot.left() &&
                        aside.right() <= plot.right() && !blocker(aside).rect) {
                        here = aside;
                        break;
                    }
                }
                here.moveBottom(hit->top() - 1);
            }
            const bool fits = here.top() >= top - 2 && !blocker(here).rect;
            i.item->setPos(here.topLeft());
            if (!m_valuesHidden) i.item->setVisible(fits);
            if (fits) above << here;
            hidden += fits || m_valuesHidden ? 0 : 1;
            continue;
        }
        if (m_valuesHidden && i.place == Place::Right) continue;
        i.item->setPos(i.place == Place::Right ? pos.x() + 4 : pos.x() - 6 - r.width(), pos.y() - r.height() / 2);
        const QRectF here = i.item->mapRectToScene(r);
        QRectF& before = last[int(i.place)];
        const bool fits = (before.isNull() || !here.intersects(before)) && (i.place != Place::Right || !here.intersects(reserved));
        i.item->setVisible(fits);
        if (fits) before = here;
        hidden += fits || i.place != Place::Right ? 0 : 1;
    }
    return hidden;
}

namespace {

/// Appended to the value axis's title when no system has a value; its bars' labels say why, when shown.
QString noValueTitle(bool hideLabels)
{
    return hideLabels ? QStringLiteral(" — no value to draw") : QStringLiteral(" — no value to draw: each label says why");
}

/// One line per system for the horizontal bars: the value at the operating point, its ratio (or
/// why there is none) and how it was obtained, then the peak.
QString rowText(const Comparison& peak, const Comparison& matched, int i, EfficiencyMetric m)
{
    const SystemResult& s = matched.systems[i];
    const double v = metricOf(s, m);
    const auto range = slotRange(matched, i, m);
    QStringList parts;
    if (std::isfinite(v))
        parts << formatNumber(v, 3);
    else if (std::isfinite(range.first))
        parts << QStringLiteral("%1–%2 range").arg(formatNumber(range.first, 3), formatNumber(range.second, 3));
    else
        parts << QStringLiteral("n/a");
    const Ratio r = matched.ratios.value(i);
    if (isClamped(s)) // "at 17.8 — cannot reach 100, no ratio": short, so it ends inside the chart
        parts << (s.sample.status == PointStatus::AboveRange
                      ? QStringLiteral("at %1 — cannot reach %2, no ratio")
                            .arg(formatNumber(s.frontier.maxInteractivity(), 3), formatNumber(matched.assumptions.interactivity, 3))
                      : QStringLiteral("at %1 — not tested as low as %2, no ratio")
                            .arg(formatNumber(s.frontier.minInteractivity(), 3), formatNumber(matched.assumptions.interactivity, 3)));
    else if (m == EfficiencyMetric::JoulesPerQuery)
        ; // no ratios of joules per query (the title says why)
    else if (i == 0)
        parts << QStringLiteral("baseline");
    else if (r.edge)
        parts << QStringLiteral("no ratio (baseline untested here)");
    else if (const QString ratio = ratioLine(r, m); !ratio.isEmpty())
        parts << ratio;
    if (!r.edge && s.sample.status == PointStatus::Interpolated) parts << interpolatedText(s);
    if (isEnergyOnly(s)) parts << QStringLiteral("(energy-only row: W ÷ J/token)");
    if (i < peak.systems.size()) {
        const double p = metricOf(peak.systems[i], m);
        const auto pr = slotRange(peak, i, m);
        if (std::isfinite(p) && !(isClamped(s) && formatNumber(p, 3) == parts.first())) // said once: "· peak" would repeat it
            parts << QStringLiteral("· peak ") + formatNumber(p, 3);
        else if (std::isfinite(pr.first))
            parts << QStringLiteral("· peak %1–%2").arg(formatNumber(pr.first, 3), formatNumber(pr.second, 3));
    }
    return parts.join(QLatin1Char(' '));
}

void buildHorizontal(QChart& chart, const Comparison& peak, const Comparison& matched, EfficiencyMetric metric, const QString& unit,
                     QBarSet* atPeak, QBarSet* atMatched, bool hideLabels)
{
    const bool dark = isDarkPalette();
    // Sorted by the value at the operating point in the one ranking every view uses
    // (session/reading_table.h: a band by its middle, clamped systems below every reachable one,
    // unknown ones at the bottom); the best ends on top, the last category of a horizontal axis.
    QList<int> order = efficiencyRanking(matched);
    std::reverse(order.begin(), order.end());
    auto* series = new QHorizontalBarSeries;
    series->setProperty("role", QStringLiteral("bars"));
    series->setProperty("orientation", QStringLiteral("horizontal"));
    QStringList categories;
    for (const int i : order) categories << matched.systems[i].label;
    const double top = fillBars(peak, matched, order, metric, atPeak, atMatched);
    series->append(atPeak);
    series->append(atMatched);
    series->setBarWidth(0.8);
    chart.addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    auto* x = new QValueAxis;
    x->setTitleText(top > 0 ? unit : unit + noValueTitle(hideLabels));
    x->setRange(0, top > 0 ? top * 1.45 : 1); // room for the labels right of the longest bar
    x->applyNiceNumbers();
    x->setLabelFormat(metric == EfficiencyMetric::JoulesPerToken ? QStringLiteral("%.3g") : QStringLiteral("%.0f"));
    x->setLabelsVisible(top > 0); // no scale for no value ("0 0 1 1" ticks of an empty range)
    chart.addAxis(y, Qt::AlignLeft);
    chart.addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    // Full names, drawn by us in a widened left margin: the category axis would elide them to
    // "mi355…" and skip every other one.
    y->setLabelsVisible(false);
    QFont nameFont = chart.font();
    nameFont.setPixelSize(12);
    int nameWidth = 0;
    for (const QString& c : std::as_const(categories)) nameWidth = std::max(nameWidth, QFontMetrics(nameFont).horizontalAdvance(c));
    QMargins margins = chart.margins();
    chart.setProperty("leftMargin", margins.left());
    margins.setLeft(margins.left() + nameWidth + 8);
    chart.setMargins(margins);
    auto* notes = new BarAnnotations(&chart);
    for (int row = 0; row < order.size(); ++row)
        notes->add(0, row, categories[row], dark ? Qt::white : Qt::black, BarAnnotations::Place::Left);
    bool rangeInLegend = false, hollowInLegend = false;
    for (int row = 0; row < order.size(); ++row) {
        const int i = order[row];
        double end = 0;
        int j = 0;
        for (const Comparison* comp : {&peak, &matched}) {
            const double v = i < comp->systems.size() ? metricOf(comp->systems[i], metric) : kNaN;
            const auto range = slotRange(*comp, i, metric);
            if (std::isfinite(v)) end = std::max(end, v);
            const SlotShape shape = shapeOf(*comp, i, v, range);
            if (shape == SlotShape::Hollow) {
                if (std::isfinite(range.second)) end = std::max(end, range.second);
                addHollowBar(chart, row + (j - 0.5) * 0.4, 0.2, hollowSpan(v, range), (j == 0 ? atPeak : atMatched)->color(), i, x, y, true,
                             hollowInLegend ? QString() : QStringLiteral("outline: outside the tested range, no value there"));
                hollowInLegend = true;
            }
            if (shape == SlotShape::Range) {
                end = std::max(end, range.second);
                addRangeBar(chart, row + (j - 0.5) * 0.4, range, (j == 0 ? atPeak : atMatched)->color(), i, x, y,
                            rangeInLegend ? QString()
                                          : QStringLiteral("range: unknown power assumed ") + comp->assumptions.unknownDrawShare(),
                            true, 4);
                rangeInLegend = true;
            }
            ++j;
        }
        if (!hideLabels)
            notes->add(end, row, rowText(peak, matched, i, metric), dark ? Qt::white : Qt::black, BarAnnotations::Place::Right);
    }
    // Rows get thin with many systems: the labels' font follows the row height (7–12 px); a label
    // that still does not fit is hidden by the annotations, never drawn over another.
    chart.setProperty(kWantedPlotHeight, 15.0 * double(order.size())); // a name at 12 px per system, in a window
    // The legend on top, as a grid: in the column beside the plot it lay over the longest value
    // labels of a narrowed window (a lesson open); in Qt's one row on top it cut "range: unknown
    // power …" and "outline: outside the test…" short. Under the plot, with the stamp, it would be
    // out of sight: the chart is taller than the window and scrolls.
    chart.setProperty(LegendGrid::kAbove, true);
    // The value labels end inside the chart: the axis reaches as far as the longest label needs
    // ("12,216 — cannot reach 100 tok/s/user (tested up to 17.8), no ratio" was cut at the edge).
    // Never more than twice the first reach: past that the bars would be too short to compare,
    // and a longer label is cut instead. Within one chart size the reach only grows (no layout
    // loop); a new size starts again from the first reach, so an area from an earlier layout or a
    // narrower window does not keep the bars short.
    struct Reach {
        double first = 0;
        QSizeF size;
    };
    const auto reach = std::make_shared<Reach>(Reach{x->max(), {}});
    // The chart's plot area now, not the signal's: Qt 6.4 can deliver a stale area from a layout
    // already replaced when a window page grows taller than its view.
    const auto fit = [notes, &chart, reach, x = QPointer<QValueAxis>(x), rows = int(order.size())] {
        // The largest size whose line fits a row (a line is about 1.2 font sizes tall).
        const double row = chart.plotArea().height() / std::max(1, rows);
        int px = 12;
        QFont f = chart.font();
        f.setBold(true);
        for (; px > 7; --px) {
            f.setPixelSize(px);
            if (QFontMetricsF(f).height() <= row) break;
        }
        notes->setPixelSize(px);
        if (!x) return; // the chart was cleared for another kind
        if (chart.size() != reach->size) {
            reach->size = chart.size();
            if (x->max() != reach->first) x->setMax(reach->first);
        }
        const QRectF plot = chart.plotArea();
        const double needed = std::min(2 * reach->first, notes->maximumFitting(plot.left(), plot.width(), chart.rect().right() - 6));
        if (needed > x->max() * 1.001) {
            x->setMax(needed);
            x->applyNiceNumbers();
        }
        notes->setPixelSize(px); // lays the labels out again on the axis as it is now
    };
    QObject::connect(&chart, &QChart::plotAreaChanged, notes, fit);
    fit();
}

} // namespace

void buildEfficiencyChart(QChart& chart, const Comparison& peak, const Comparison& matched, EfficiencyMetric metric, bool hideLabels)
{
    clearChart(chart);
    BarAnnotations::removeFrom(&chart);
    const bool dark = isDarkPalette();
    const QString unit = metric == EfficiencyMetric::TokensPerKw      ? QStringLiteral("tokens/s per kW")
                         : metric == EfficiencyMetric::JoulesPerToken ? QStringLiteral("joules per token")
                                                                      : QStringLiteral("joules per query");
    // With many systems (horizontal bars) the ratio's baseline goes on a second line: on a 1366-wide
    // window the one-line title was cut in the baseline's name ("ratio to mi355x ato…").
    const QString ratios = metric == EfficiencyMetric::JoulesPerQuery
                               ? QStringLiteral("(no ratios: J per query also carries each system's output tokens per request)")
                               : QStringLiteral("(ratio to %1)")
                                     .arg(peak.systems.isEmpty() ? QStringLiteral("baseline") : peak.systems.first().label.toHtmlEscaped());
    chart.setTitle(QStringLiteral("Efficiency: %1 at peak and at %2 tok/s/user%3%4")
                       .arg(unit, formatNumber(matched.assumptions.interactivity, 3),
                            peak.systems.size() > kVerticalBarsMax || metric == EfficiencyMetric::JoulesPerQuery ? QStringLiteral("<br>")
                                                                                                                 : QStringLiteral(" "),
                            ratios));
    auto* atPeak = new QBarSet(QStringLiteral("each at its peak"));
    auto* atMatched = new QBarSet(QStringLiteral("matched at %1 tok/s/user").arg(formatNumber(matched.assumptions.interactivity, 3)));
    // Neutral tones: system identity is the category, not the bar colour.
    atPeak->setColor(dark ? QColor(0x9A, 0xA5, 0xB1) : QColor(0x5B, 0x6B, 0x7A));
    atMatched->setColor(dark ? QColor(0xD8, 0xC3, 0x8A) : QColor(0xC9, 0xA2, 0x4B));
    chart.setProperty(kWantedPlotHeight, QVariant());
    if (peak.systems.size() > kVerticalBarsMax) {
        buildHorizontal(chart, peak, matched, metric, unit, atPeak, atMatched, hideLabels);
        return;
    }
    // The legend below the plot, across its width: in the column beside it, it took about 40 % of a
    // 1366-wide window, and the bars' value labels ran into each other in what was left.
    chart.setProperty(LegendGrid::kBelow, true);
    auto* series = new QBarSeries; // owned by the chart once added, below
    series->setProperty("role", QStringLiteral("bars"));
    QStringList categories;
    // Systems in the comparison's order, those clamped at the operating point after the others.
    QList<int> order;
    for (int i = 0; i < peak.systems.size(); ++i) order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto clamped = [&](int i) { return i < matched.systems.size() && isClamped(matched.systems[i]); };
        return !clamped(a) && clamped(b);
    });
    QStringList lines; // every name's lines, as drawn
    for (const int i : order) {
        // Full names, a word a line (the axis draws rich text): hardware, framework, precision,
        // extras ("(mtp, disagg)"). On three lines "dynamo-sglang fp4" was wider than its
        // category in a 1366×768 window.
        QString name = peak.systems[i].label;
        const qsizetype extras = name.indexOf(QStringLiteral(" ("));
        for (qsizetype k = 0; k < (extras < 0 ? name.size() : extras + 1); ++k)
            if (name[k] == QLatin1Char(' ')) name[k] = QLatin1Char('\n');
        lines << name.split(QLatin1Char('\n'));
        categories << name.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    }
    const double top = fillBars(peak, matched, order, metric, atPeak, atMatched);
    series->append(atPeak);
    series->append(atMatched);
    series->setBarWidth(0.7);
    chart.addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    // Names whole while every line fits its category: Qt cut "gb200 / dynamo-trt fp8 / (disagg)"
    // to "dynamo-trt …", which hid which system it was. Cut only where a whole line would run
    // into its neighbour's name (a narrowed window); the data table and tooltips name it whole.
    QObject::connect(&chart, &QChart::plotAreaChanged, x, [&chart, x, lines, n = std::max<qsizetype>(1, categories.size())] {
        const QFontMetricsF metrics(x->labelsFont());
        double widest = 0;
        for (const QString& line : lines) widest = std::max(widest, metrics.horizontalAdvance(line));
        const bool fits = widest <= chart.plotArea().width() / double(n) - 4;
        if (x->truncateLabels() == fits) x->setTruncateLabels(!fits);
    });
    auto* y = new QValueAxis;
    y->setTitleText(top > 0 ? unit : unit + noValueTitle(hideLabels));
    y->setRange(0, top > 0 ? top * 1.35 : 1);
    y->applyNiceNumbers();
    y->setLabelFormat(metric == EfficiencyMetric::JoulesPerToken ? QStringLiteral("%.3g") : QStringLiteral("%.0f"));
    y->setLabelsVisible(top > 0);
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    auto* notes = new BarAnnotations(&chart);
    const double slot = 0.7 / 2;
    bool rangeInLegend = false, hollowInLegend = false; // one legend entry says what every range bar or outline is
    for (int position = 0; position < order.size(); ++position) {
        const int i = order[position];
        int j = 0;
        for (const Comparison* comp : {&peak, &matched}) {
            const double v = i < comp->systems.size() ? metricOf(comp->systems[i], metric) : kNaN;
            const double xPos = position + (j - 0.5) * slot;
            const auto range = slotRange(*comp, i, metric);
            const SlotShape shape = shapeOf(*comp, i, v, range);
            if (shape == SlotShape::Hollow) {
                addHollowBar(chart, xPos, slot / 2, hollowSpan(v, range), (j == 0 ? atPeak : atMatched)->color(), i, x, y, false,
                             hollowInLegend ? QString() : QStringLiteral("outline: outside the tested range, no value there"));
                hollowInLegend = true;
            }
            if (shape == SlotShape::Range) {
                addRangeBar(chart, xPos, range, (j == 0 ? atPeak : atMatched)->color(), i, x, y,
                            rangeInLegend ? QString()
                                          : QStringLiteral("range: unknown power assumed ") + comp->assumptions.unknownDrawShare());
                rangeInLegend = true;
            }
            const double labelY = std::isfinite(v) ? v : std::isfinite(range.second) ? range.second : 0.0;
            const double bottom = std::isfinite(v) ? 0.0 : std::isfinite(range.first) ? range.first : 0.0; // a bar, a range, an outline
            notes->addBar(QRectF(QPointF(xPos - slot / 2, labelY), QPointF(xPos + slot / 2, bottom)));
            if (!hideLabels) notes->add(xPos, labelY, ratioText(*comp, i, metric), dark ? Qt::white : Qt::black);
            ++j;
        }
    }
}

} // namespace denominator::ui
