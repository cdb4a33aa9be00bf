// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_style.h"

#include "charts/legend_grid.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QAreaSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QStyle>
#include <algorithm>
#include <cmath>
#include <utility>

namespace denominator::ui {

QColor seriesColor(int index, bool dark)
{
    static const QColor light[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                   QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x33, 0x33, 0x33), QColor(0x99, 0x66, 0x33)};
    static const QColor darkSet[] = {QColor(0x56, 0xB4, 0xE9), QColor(0xFF, 0x8C, 0x42), QColor(0x2E, 0xD0, 0x9A),
                                     QColor(0xE8, 0x9B, 0xC8), QColor(0xF0, 0xC0, 0x40), QColor(0x9F, 0xD8, 0xF5),
                                     QColor(0xDD, 0xDD, 0xDD), QColor(0xC8, 0x9F, 0x70)};
    const int n = int(std::size(light));
    return dark ? darkSet[index % n] : light[index % n];
}

SeriesStyle seriesStyle(const SystemResult& s, bool dark)
{
    static const QScatterSeries::MarkerShape shapes[] = {QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeTriangle,
                                                         QScatterSeries::MarkerShapeRotatedRectangle, QScatterSeries::MarkerShapeRectangle,
                                                         QScatterSeries::MarkerShapePentagon};
    static const Qt::PenStyle lines[] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine};
    const int k = std::max(0, s.ordinal);
    SeriesStyle st;
    st.color = seriesColor(k, dark);
    const int variant = (k / 8) % int(std::size(shapes));
    st.marker = s.key.official() ? shapes[variant] : QScatterSeries::MarkerShapeStar;
    st.line = lines[variant];
    return st;
}

QIcon seriesIcon(const SeriesStyle& style, int size)
{
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(style.color, 1.5, style.line));
    p.drawLine(QPointF(0, size / 2.0), QPointF(size, size / 2.0));
    if (style.hollow) {
        p.setPen(QPen(style.color, 1.5));
        p.setBrush(Qt::NoBrush);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(style.color);
    }
    const QRectF r(size * 0.2, size * 0.2, size * 0.6, size * 0.6);
    const QPointF c = r.center();
    const auto polygon = [&](int corners, double rotation, double inner) {
        QPolygonF poly;
        const int n = inner > 0 ? 2 * corners : corners;
        for (int i = 0; i < n; ++i) {
            const double rad = (inner > 0 && i % 2) ? r.width() / 2 * inner : r.width() / 2;
            const double a = rotation + 2 * M_PI * i / n;
            poly << QPointF(c.x() + rad * std::cos(a), c.y() + rad * std::sin(a));
        }
        p.drawPolygon(poly);
    };
    switch (style.marker) {
    case QScatterSeries::MarkerShapeCircle: p.drawEllipse(r); break;
    case QScatterSeries::MarkerShapeRectangle: p.drawRect(r); break;
    case QScatterSeries::MarkerShapeRotatedRectangle: polygon(4, 0, 0); break;
    case QScatterSeries::MarkerShapeTriangle: polygon(3, -M_PI / 2, 0); break;
    case QScatterSeries::MarkerShapeStar: polygon(5, -M_PI / 2, 0.45); break;
    case QScatterSeries::MarkerShapePentagon: polygon(5, -M_PI / 2, 0); break;
    }
    return QIcon(pm);
}

void solidLegendSwatches(QChart& chart)
{
    for (QLegendMarker* m : chart.legend()->markers()) {
        QAbstractSeries* series = m->series();
        if (!qobject_cast<QXYSeries*>(series) || qobject_cast<QAreaSeries*>(series) || !series->property(LegendGrid::kSwatch).isNull())
            m->setShape(QLegend::MarkerShapeRectangle);
    }
}

namespace {
int g_forced = -1; ///< -1: follow the application palette; 0 light; 1 dark (GUI thread only)
} // namespace

bool isDarkPalette()
{
    if (g_forced >= 0) return g_forced == 1;
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

ChartPaletteScope::ChartPaletteScope(bool dark) : m_previous(g_forced) { g_forced = dark ? 1 : 0; }

ChartPaletteScope::~ChartPaletteScope() { g_forced = m_previous; }

namespace {
double g_typeScale = 1.0;
} // namespace

ChartTypeScope::ChartTypeScope(double scale) : m_previous(g_typeScale) { g_typeScale = scale; }

ChartTypeScope::~ChartTypeScope() { g_typeScale = m_previous; }

double chartTypeScale() { return g_typeScale; }

double typeScaleFor(QSizeF size) { return std::clamp(std::min(size.width() / 1280.0, size.height() / 760.0), 1.0, 2.0); }

void scaleAxisType(QChart& chart)
{
    if (g_typeScale == 1.0) return;
    for (QAbstractAxis* axis : chart.axes()) {
        for (auto [get, set] : {std::pair{&QAbstractAxis::titleFont, &QAbstractAxis::setTitleFont},
                                std::pair{&QAbstractAxis::labelsFont, &QAbstractAxis::setLabelsFont}}) {
            QFont f = (axis->*get)();
            if (f.pixelSize() > 0)
                f.setPixelSize(int(std::lround(f.pixelSize() * g_typeScale)));
            else
                f.setPointSizeF(f.pointSizeF() * g_typeScale);
            (axis->*set)(f);
        }
    }
}

void styleChart(QChart& chart)
{
    chart.setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart.setAnimationOptions(QChart::NoAnimation);
    QFont title = chart.titleFont();
    title.setPointSizeF(11 * g_typeScale);
    title.setBold(true);
    chart.setTitleFont(title);
    chart.legend()->setAlignment(Qt::AlignRight);
    chart.legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart.setBackgroundRoundness(0);
    // Axis labels with thousands separators (65,536 rather than 65536), as every other number the
    // app prints (core/number_format.h), whatever the machine's locale.
    chart.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    chart.setLocalizeNumbers(true);
}

void applyDarkPalette(bool dark)
{
    if (!dark) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    const QColor window(0x2B, 0x2B, 0x2B), base(0x1E, 0x1E, 0x1E), text(0xE6, 0xE6, 0xE6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x3D, 0x7E, 0xC6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7F, 0xB8, 0xF0));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x90, 0x90, 0x90));
    // Qt derives placeholders from Text at half alpha: on a dark base they vanish. A readable grey.
    p.setColor(QPalette::PlaceholderText, QColor(0xA0, 0xA0, 0xA0));
    // Frames, combo arrows and spin-box buttons are drawn from these: give them contrast.
    p.setColor(QPalette::Light, QColor(0x5A, 0x5A, 0x5A));
    p.setColor(QPalette::Midlight, QColor(0x48, 0x48, 0x48));
    p.setColor(QPalette::Mid, QColor(0x3A, 0x3A, 0x3A));
    p.setColor(QPalette::Dark, QColor(0x1A, 0x1A, 0x1A));
    QApplication::setPalette(p);
}

} // namespace denominator::ui
