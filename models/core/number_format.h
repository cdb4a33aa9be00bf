// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// How numbers are written for people and for scripts, in one place: never NaN or inf on screen
// ("n/a" instead), thousands separators for large values, "×" for ratios, null in JSON.

#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

/// "12,345" from 1,000 up; `significant` digits below ("1.23", "0.0456"); "n/a" when not finite.
QString formatNumber(double v, int significant = 4);
/// Fixed decimals with thousands separators ("1,400", "3.16"); "n/a" when not finite.
QString formatFixed(double v, int decimals = 0);
/// "1.9×" with `significant` digits; "n/a" when not finite.
QString formatTimes(double v, int significant = 3);
/// "0.5–2×"; "n/a" unless both ends are finite.
QString formatTimesRange(double lo, double hi, int significant = 3);
/// A number for JSON output: null when NaN or infinite (JSON has no NaN).
nlohmann::json jsonNumber(double v);

} // namespace denominator
