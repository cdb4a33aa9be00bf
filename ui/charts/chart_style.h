// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Colours and fonts for charts. Colour-blind-safe series colours (Okabe–Ito order); the theme
// follows the application palette so charts stay readable in a dark palette.

#include <QChart>
#include <QColor>
#include <QFont>

namespace denominator::ui {

QColor seriesColor(int index, bool dark);
bool isDarkPalette();
/// Applies the light or dark theme, fonts and margins shared by every chart.
void styleChart(QChart& chart);
/// Switches the application between Qt's default palette and a dark Fusion palette.
void applyDarkPalette(bool dark);

} // namespace denominator::ui
