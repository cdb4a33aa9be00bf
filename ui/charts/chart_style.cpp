// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/chart_style.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>

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

bool isDarkPalette() { return QApplication::palette().color(QPalette::Window).lightness() < 128; }

void styleChart(QChart& chart)
{
    chart.setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart.setAnimationOptions(QChart::NoAnimation);
    QFont title = chart.titleFont();
    title.setPointSizeF(11);
    title.setBold(true);
    chart.setTitleFont(title);
    chart.legend()->setAlignment(Qt::AlignRight);
    chart.setBackgroundRoundness(0);
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
    QApplication::setPalette(p);
}

} // namespace denominator::ui
