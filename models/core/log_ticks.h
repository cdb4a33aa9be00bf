// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Where a log axis puts its labelled ticks: at 1–2–5 × 10^k (finer or coarser as room allows),
// never at powers of two. Pure arithmetic, so the window, exports and tests agree.

#include <QList>
#include <QString>

namespace denominator {

/// Ticks in [lo, hi] (both > 0) for an axis of `lengthPx` pixels whose labels need `minGapPx`
/// between neighbours. The finest of 1–1.5–2–3–4–5–7, 1–2–3–5, 1–2–5, 1–3, 1 (and every second,
/// third … decade) whose closest pair of ticks is at least `minGapPx` apart. Empty when the range
/// is not positive and finite.
QList<double> logTicks(double lo, double hi, double lengthPx, double minGapPx);

/// The 1–2–5 × 10^k value at or above `v` (`up`) or at or below it: an axis stretched to reach a
/// value outside its data moves in these steps, not with every value (dragging the operating point
/// past the data). NaN unless `v` is positive and finite.
double logStepBeyond(double v, bool up);

/// A tick's label: thousands separators, no trailing zeros ("1,000", "0.25", "1.5").
QString logTickLabel(double v);

} // namespace denominator
