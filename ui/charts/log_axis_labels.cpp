// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/log_axis_labels.h"

#include "core/log_ticks.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetrics>
#include <QLogValueAxis>
#include <QPointer>
#include <cmath>

namespace denominator::ui {

namespace {

/// Puts the ticks of `log`'s current range on `labels` (a no-op when they are already there, so
/// the re-layout a label change causes settles at once).
void placeTicks(QChart& chart, QLogValueAxis& log, QCategoryAxis& labels)
{
    const bool horizontal = log.orientation() == Qt::Horizontal;
    const QRectF plot = chart.plotArea();
    const QFontMetrics fm(labels.labelsFont());
    const double widest = fm.horizontalAdvance(logTickLabel(log.max()));
    const double gap = horizontal ? widest + 16 : fm.height() * 1.6;
    const QList<double> ticks = logTicks(log.min(), log.max(), horizontal ? plot.width() : plot.height(), gap);
    const bool blank = log.property(kValuesHidden).toBool();
    QStringList wanted;
    for (double t : ticks) wanted << (blank ? QString(wanted.size() + 1, QLatin1Char(' ')) : logTickLabel(t)); // labels must be unique
    const double lo = std::log10(log.min()), hi = std::log10(log.max());
    if (wanted == labels.categoriesLabels() && labels.min() == lo && labels.max() == hi) return;
    for (const QString& old : labels.categoriesLabels()) labels.remove(old);
    labels.setStartValue(lo);
    for (int i = 0; i < ticks.size(); ++i) labels.append(wanted[i], std::log10(ticks[i]));
    labels.setRange(lo, hi);
}

} // namespace

void labelLogAxes(QChart& chart)
{
    for (QAbstractAxis* axis : chart.axes()) {
        auto* log = qobject_cast<QLogValueAxis*>(axis);
        if (!log || !log->isVisible() || !(log->min() > 0)) continue;
        auto* labels = new QCategoryAxis;
        labels->setObjectName(QStringLiteral("logAxisLabels"));
        labels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        labels->setTitleText(log->titleText());
        labels->setTitleFont(log->titleFont());
        labels->setTitleBrush(log->titleBrush());
        labels->setLabelsFont(log->labelsFont());
        labels->setLabelsBrush(log->labelsBrush());
        labels->setLabelsVisible(log->labelsVisible());
        labels->setLinePen(log->linePen());
        labels->setGridLinePen(log->gridLinePen());
        labels->setMinorGridLineVisible(false);
        chart.addAxis(labels, log->alignment());
        log->setVisible(false); // still maps the series; no longer drawn or laid out
        placeTicks(chart, *log, *labels);
        // The chart deletes its axes one by one: either may be gone when a signal arrives.
        const auto follow = [c = QPointer<QChart>(&chart), l = QPointer<QLogValueAxis>(log), labels] {
            if (c && l) placeTicks(*c, *l, *labels);
        };
        QObject::connect(log, &QLogValueAxis::rangeChanged, labels, follow);
        QObject::connect(&chart, &QChart::plotAreaChanged, labels, follow);
    }
}

} // namespace denominator::ui
