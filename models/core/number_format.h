// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// How numbers are written for people and for scripts, in one place: never NaN or inf on screen
// ("n/a" instead), thousands separators for large values, "×" for ratios, null in JSON.

#include <QString>
#include <limits>
#include <nlohmann/json.hpp>

namespace denominator {

/// The upper end of a range that a bound leaves open: a draw known only as "at most 550 W" makes
/// an efficiency, and any ratio with it on top, "at least" a value. JSON writes it as null.
inline constexpr double kOpenAbove = std::numeric_limits<double>::infinity();

/// "12,345" from 1,000 up; `significant` digits below ("1.23", "0.0456"); "n/a" when not finite.
QString formatNumber(double v, int significant = 4);
/// Fixed decimals with thousands separators ("1,400", "3.16"); "n/a" when not finite.
QString formatFixed(double v, int decimals = 0);
/// A published number as published, for a derivation a reader can redo ("4775.2703598485", "13096.6");
/// "n/a" when not finite.
QString formatExact(double v);
/// "1.9×" with `significant` digits; "n/a" when not finite.
QString formatTimes(double v, int significant = 3);
/// "1.21–2.42×"; "≥ 1.21×" when `hi` is kOpenAbove, "≤ 2.42×" when `lo` is 0 (an end left open
/// by a bound); "n/a" when an end is unknown.
QString formatTimesRange(double lo, double hi, int significant = 3);
/// A number for JSON output: null when NaN or infinite (JSON has no NaN).
nlohmann::json jsonNumber(double v);

} // namespace denominator
