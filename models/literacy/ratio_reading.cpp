// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "literacy/ratio_reading.h"

namespace denominator {

RatioReading efficiencyReading(const SystemResult& s, const Assumptions& a)
{
    RatioReading r;
    if (isKnown(s.tokensPerSecPerKw)) {
        r.point = r.low = r.high = s.tokensPerSecPerKw;
    } else if (a.denominator == DenominatorKind::Measured && isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecPerKwHigh)) {
        r.point = s.tokensPerSecPerKwLow; // drawn at unknownDrawHigh of its rating
        r.low = s.tokensPerSecPerKwLow;
        r.high = s.tokensPerSecPerKwHigh;
    }
    return r;
}

RatioReading ratioReading(const Comparison& c, int subject)
{
    RatioReading r;
    if (subject <= 0 || subject >= c.systems.size()) return r;
    const RatioReading s = efficiencyReading(c.systems[subject], c.assumptions);
    const RatioReading b = efficiencyReading(c.systems.front(), c.assumptions);
    if (!s.known() || !b.known()) return r;
    r.point = s.point / b.point;
    r.low = s.low / b.high;
    r.high = s.high / b.low;
    return r;
}

RatioReading ratioUnder(const Comparison& c, const Assumptions& a, const HardwareCatalog& catalog, int subject)
{
    Comparison copy = c;
    reevaluate(copy, a, catalog);
    return ratioReading(copy, subject);
}

} // namespace denominator
