// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Reading a double from text as std::from_chars does, faster for the plain decimals that fill
// power logs ("380.42", "95"). Thread-safe; no locale.

namespace denominator {

/// Reads the number at [first, last) into `value` and returns where it ends, or nullptr when there
/// is none (or it is out of range), exactly as std::from_chars(first, last, value) would. At most
/// 15 digits with no sign or exponent take a fast path: those digits read as an integer and the
/// power of ten to divide them by are both exact doubles, so the division's one rounding gives the
/// correctly rounded value from_chars gives. Everything else goes to from_chars.
const char* readDecimal(const char* first, const char* last, double& value);

} // namespace denominator
