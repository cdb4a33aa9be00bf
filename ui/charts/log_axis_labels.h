// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Readable log axes. Qt's QLogValueAxis labels only powers of its base (65,536 / 32,768 …). Each
// log axis of a chart keeps mapping its series but is hidden; a category axis on the same side,
// spanning log10 of its range, draws the labels and grid lines at 1–2–5 ticks (core/log_ticks.h)
// with thousands separators, and follows the range and the plot size.

class QChart;

namespace denominator::ui {

/// Property set on a value axis whose tick numbers are hidden ("hide labels", a lesson before its
/// reveal): its ticks and grid stay, their labels are blank.
inline constexpr const char* kValuesHidden = "valuesHidden";

/// Call once the chart's axes and series are in place (after anything that hides value labels).
void labelLogAxes(QChart& chart);

} // namespace denominator::ui
