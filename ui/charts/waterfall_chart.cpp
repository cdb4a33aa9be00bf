// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/waterfall_chart.h"
#include "core/number_format.h"

#include "charts/chart_note.h"
#include "charts/chart_style.h"
#include "charts/efficiency_chart.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <cmath>

namespace denominator::ui {
namespace {

constexpr double kHalfWidth = 0.3;

struct Axes {
    QCategoryAxis* x;
    QLogValueAxis* y;
};

void attach(QChart& chart, QAbstractSeries* s, const Axes& ax, bool legend = false)
{
    chart.addSeries(s);
    s->attachAxis(ax.x);
    s->attachAxis(ax.y);
    if (!legend) hideFromLegend(chart, s);
}

QLineSeries* segment(double x0, double y0, double x1, double y1, const QPen& pen, const QString& role)
{
    auto* s = new QLineSeries;
    s->append(x0, y0);
    s->append(x1, y1);
    s->setPen(pen);
    s->setProperty("role", role);
    return s;
}

bool moves(const WaterfallStep& s) { return !s.skipped && s.changed && std::fabs(std::log(s.after.point / s.before.point)) > 1e-12; }

QColor stepColor(const WaterfallStep& s, bool dark)
{
    if (s.total) return dark ? QColor(0xB0, 0xB8, 0xC0) : QColor(0x4A, 0x55, 0x60);
    if (!moves(s)) return QColor(0x99, 0x99, 0x99);
    return seriesColor(s.after.point > s.before.point ? 0 : 1, dark);
}

QString number(double v) { return QString::number(v, 'g', 3); }

QString stepText(const WaterfallStep& s)
{
    if (s.total)
        return formatTimes(s.after.point) +
               (s.after.banded() ? QStringLiteral("\n") + formatTimesRange(s.after.low, s.after.high) : QString());
    if (s.skipped) return QStringLiteral("n/a");
    if (!s.changed) return QStringLiteral("×1\n(same)");
    QString t = QStringLiteral("×") + number(s.factor);
    if (isKnown(s.factorLow) && s.factorHigh == kOpenAbove)
        t += QStringLiteral(" (×%1 or more)").arg(number(s.factorLow));
    else if (isKnown(s.factorLow) && isKnown(s.factorHigh) && std::fabs(s.factorHigh / s.factorLow - 1) > 1e-9)
        t += QStringLiteral(" (×%1–%2)").arg(number(s.factorLow), number(s.factorHigh));
    return t + QStringLiteral("\n→ ") + formatTimes(s.after.point);
}

/// The bar itself: a filled box between the two ratios, or a flat tick when nothing moves.
QAbstractSeries* stepSeries(const WaterfallStep& s, int i, bool dark)
{
    const QColor color = stepColor(s, dark);
    QAbstractSeries* out = nullptr;
    if (s.total && s.after.known() && s.after.point <= 1.0) {
        // At or below parity a ratio floats at its value: a bar hanging from 1× would grow as the
        // ratio shrinks (0.127× drawn taller than 0.396×), and 1× would be no bar at all.
        out = segment(i - kHalfWidth, s.after.point, i + kHalfWidth, s.after.point, QPen(color, 8, Qt::SolidLine, Qt::FlatCap),
                      QStringLiteral("step"));
        out->setProperty("floating", true);
    } else if ((s.total && s.after.known()) || moves(s)) {
        const double lo = std::min(s.before.point, s.after.point), hi = std::max(s.before.point, s.after.point);
        auto* upper = new QLineSeries;
        upper->append(i - kHalfWidth, hi);
        upper->append(i + kHalfWidth, hi);
        auto* lower = new QLineSeries;
        lower->append(i - kHalfWidth, lo);
        lower->append(i + kHalfWidth, lo);
        auto* area = makeArea(upper, lower);
        area->setColor(color);
        area->setBorderColor(color);
        out = area;
    } else {
        // A total that cannot be computed (n/a) is a dotted line at parity, never a bar.
        const double at = s.total ? 1.0 : s.before.point;
        out = segment(i - kHalfWidth, at, i + kHalfWidth, at, QPen(color, 3, s.skipped ? Qt::DotLine : Qt::SolidLine),
                      QStringLiteral("step"));
    }
    out->setProperty("role", QStringLiteral("step"));
    out->setProperty("step", i);
    out->setProperty("key", s.key);
    out->setProperty("factor", s.factor);
    out->setProperty("total", s.total);
    out->setProperty("skipped", s.skipped);
    out->setProperty("detail", s.detail);
    return out;
}

/// True when the step widens or narrows the band (where an unknown power enters the chain).
bool bandChanges(const WaterfallStep& s)
{
    const double before = s.before.banded() ? std::log(s.before.high / s.before.low) : 0.0;
    return std::fabs(std::log(s.after.high / s.after.low) - before) > 1e-9;
}

QString legendName(const WaterfallStep& s)
{
    if (s.total) return QStringLiteral("ratio");
    if (!moves(s)) return {};
    return s.after.point > s.before.point ? QStringLiteral("raises the ratio") : QStringLiteral("lowers the ratio");
}

Axes makeAxes(QChart& chart, const Waterfall& w)
{
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    x->setStartValue(-0.5);
    QStringList used;
    for (int i = 0; i < w.steps.size(); ++i) {
        // Two lines so long labels ("peak → 150 tok/s/user") are not truncated at small sizes.
        QString label = QString(w.steps[i].label).replace(QStringLiteral(" → "), QStringLiteral(" →<br>"));
        if (!label.contains(QStringLiteral("<br>")) && label.size() > 12)
            label.replace(label.indexOf(QLatin1Char(' ')), 1, QStringLiteral("<br>"));
        while (used.contains(label)) label += QLatin1Char(' '); // category labels must be unique
        used << label;
        x->append(label, i + 0.5);
    }
    x->setRange(-0.5, double(w.steps.size()) - 0.5);
    x->setGridLineVisible(false);
    auto* y = makeLogAxis(QStringLiteral("%1 ÷ %2 (×, log scale)").arg(w.subject, w.baseline));
    chart.addAxis(x, Qt::AlignBottom);
    chart.addAxis(y, Qt::AlignLeft);
    return {x, y};
}

void setNote(QChart& chart, const QString& html)
{
    ChartNote* note = ChartNote::of(&chart);
    if (!note) note = new ChartNote(&chart);
    note->setHtml(html);
}

} // namespace

void buildWaterfallChart(QChart& chart, const Waterfall& w)
{
    clearChart(chart);
    BarAnnotations::removeFrom(&chart);
    chart.setTitle(w.valid() ? QStringLiteral("Waterfall: %1").arg(w.title) : QStringLiteral("Waterfall"));
    chart.setProperty("waterfallEnd", w.end());
    if (!w.valid()) {
        setNote(chart, w.message.toHtmlEscaped());
        return;
    }
    const bool dark = isDarkPalette();
    const Axes ax = makeAxes(chart, w);
    LogRange yr;
    yr.add(1.0);
    QStringList legendDone;
    for (int i = 0; i < w.steps.size(); ++i) {
        const WaterfallStep& s = w.steps[i];
        for (double v : {s.before.point, s.after.point, s.after.low, s.after.high}) yr.add(v);
        QAbstractSeries* bar = stepSeries(s, i, dark);
        const QString name = legendName(s);
        bar->setName(name);
        const bool legend = !name.isEmpty() && !legendDone.contains(name);
        legendDone << name;
        attach(chart, bar, ax, legend);
        if (i + 1 < w.steps.size())
            attach(chart,
                   segment(i + kHalfWidth, s.after.point, i + 1 - kHalfWidth, s.after.point,
                           QPen(QColor(0x88, 0x88, 0x88), 1, Qt::DashLine), QStringLiteral("connector")),
                   ax);
    }
    attach(chart,
           segment(-0.5, 1.0, double(w.steps.size()) - 0.5, 1.0, QPen(QColor(0x88, 0x88, 0x88), 1, Qt::DotLine), QStringLiteral("parity")),
           ax);
    yr.applyTo(*ax.y);
    if (!w.notes.isEmpty()) ax.y->setMin(ax.y->min() / 2.2); // room for the note under the bars
    // Bands after the axis is set: one left open above (a draw known only as an upper bound) runs
    // to the top of the plot and says so in its label.
    for (int i = 0; i < w.steps.size(); ++i) {
        const WaterfallStep& s = w.steps[i];
        if (!s.after.banded() || !(s.total || bandChanges(s))) continue;
        auto* band =
            segment(i, s.after.low, i, s.after.openAbove() ? ax.y->max() : s.after.high,
                    QPen(stepColor(s, dark).darker(130), 2.5, s.after.openAbove() ? Qt::DashLine : Qt::SolidLine), QStringLiteral("band"));
        band->setProperty("step", i);
        band->setProperty("openAbove", s.after.openAbove());
        attach(chart, band, ax);
    }
    auto* labels = new BarAnnotations(&chart);
    for (int i = 0; i < w.steps.size(); ++i) {
        const WaterfallStep& s = w.steps[i];
        const bool floating = s.total && s.after.known() && s.after.point <= 1.0; // its label sits on it, not at parity
        double top = floating ? s.after.point : std::max(s.before.point, s.after.point);
        if (isKnown(s.after.high)) top = std::max(top, s.after.high);
        if (s.after.openAbove()) top = std::max(top, s.after.low);
        labels->add(i, top, stepText(s), dark ? Qt::white : Qt::black);
    }
    QStringList notes;
    for (const QString& n : w.notes) notes << n.toHtmlEscaped();
    setNote(chart, notes.join(QStringLiteral("<br>")));
}

} // namespace denominator::ui
