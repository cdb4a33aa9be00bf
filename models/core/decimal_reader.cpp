// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/decimal_reader.h"

#include <charconv>
#include <cstdint>

namespace denominator {

namespace {

constexpr int kExactDigits = 15; ///< 10^15 < 2^53: any 15-digit integer is an exact double
constexpr double kPowersOfTen[kExactDigits + 1] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};

bool isDigit(char c) { return unsigned(c - '0') <= 9; }

} // namespace

const char* readDecimal(const char* first, const char* last, double& value)
{
    std::uint64_t digits = 0; // wraps past 19 digits; such numbers take from_chars below
    int count = 0, fraction = 0;
    const char* p = first;
    for (; p < last && isDigit(*p); ++p, ++count) digits = digits * 10 + unsigned(*p - '0');
    if (p < last && *p == '.')
        for (++p; p < last && isDigit(*p); ++p, ++count, ++fraction) digits = digits * 10 + unsigned(*p - '0');
    const bool exponent = p < last && (*p == 'e' || *p == 'E');
    if (count > 0 && count <= kExactDigits && !exponent) {
        value = double(digits) / kPowersOfTen[fraction];
        return p;
    }
    const auto r = std::from_chars(first, last, value);
    return r.ec == std::errc() ? r.ptr : nullptr;
}

} // namespace denominator
