// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// A point read under the assumptions: its interactivity, its watts and its efficiency.
#include "core/comparison.h"
#include "core/workload.h"

namespace denominator {

double tokensOf(const FrontierPoint& p, const Assumptions& a) { return a.tokens == TokenKind::Total ? p.tput : p.outputTput; }

QString xAxisTitle(const Comparison& c, FrontierX x)
{
    if (!isAgentic(c.request.isl, c.request.osl)) return axisTitle(x);
    switch (x) {
    case FrontierX::Interactivity:
        return QStringLiteral("Interactivity (tok/s/user, %1)").arg(shortName(c.assumptions.agenticInteractivity));
    case FrontierX::E2eLatency: return QStringLiteral("End-to-end latency (s, median request)");
    case FrontierX::Ttft: return QStringLiteral("Time to first token (s, median request)");
    }
    return axisTitle(x);
}

double interactivityOf(const BenchmarkPoint& p, AgenticInteractivity definition)
{
    if (!p.agentic) return p.medianIntvty;
    const AgenticMetrics& a = *p.agentic;
    const auto inverse = [](double seconds) { return isKnown(seconds) && seconds > 0 ? 1.0 / seconds : kNaN; };
    switch (definition) {
    case AgenticInteractivity::P90E2e: return a.p90E2eIntvty;
    case AgenticInteractivity::P75E2e: return a.p75E2eIntvty;
    case AgenticInteractivity::P90Itl: return inverse(a.p90Itl);
    case AgenticInteractivity::P75Itl: return inverse(a.p75Itl);
    }
    return kNaN;
}

PointEfficiency evaluatePoint(const FrontierPoint& p, const HardwareSpec& hw, const Assumptions& a)
{
    PointEfficiency e;
    static_cast<PointValues&>(e) = PointEvaluator(hw, a)(p);
    e.power = powerBasis(hw, a, p.measuredW);
    return e;
}

PointEvaluator::PointEvaluator(const HardwareSpec& hw, const Assumptions& a)
    : m_tokens(a.tokens), m_measured(a.denominator == DenominatorKind::Measured), m_ratedChipW(chipWatts(hw, a, kNaN)),
      m_boundary(boundaryArithmetic(hw, a)), m_drawLowW(kNaN), m_drawHighW(kNaN)
{
    if (!m_measured) return;
    Assumptions rated = a;
    rated.denominator = DenominatorKind::Tdp; // the same boundary arithmetic: neither is all-in
    // The assumed share is the chip's draw: the boundary's own parts (host and network shares, a
    // modelled chassis) do not scale with it. None where the boundary has no figure for that draw
    // (a chassis beyond its PSUs' capacity).
    const double ratedChipW = chipWatts(hw, rated, kNaN);
    m_drawLowW = m_boundary.watts(ratedChipW * a.unknownDrawLow);
    m_drawHighW = m_boundary.watts(ratedChipW * a.unknownDrawHigh);
}

double PointEvaluator::watts(double measuredChipW) const
{
    const double chip = m_measured ? (isKnown(measuredChipW) && measuredChipW > 0 ? measuredChipW : kNaN) : m_ratedChipW; // as chipWatts
    return isKnown(chip) ? m_boundary.watts(chip) : kNaN;
}

std::pair<double, double> PointEvaluator::unknownDrawBand(double tokensPerSecond) const
{
    if (!m_measured || !isKnown(m_drawHighW)) return {kNaN, kNaN};
    return {tokensPerSecondPerKw(tokensPerSecond, m_drawHighW), tokensPerSecondPerKw(tokensPerSecond, m_drawLowW)};
}

PointValues PointEvaluator::operator()(const FrontierPoint& p) const
{
    PointValues v;
    v.tokensPerSecond = m_tokens == TokenKind::Total ? p.tput : p.outputTput;
    v.watts = watts(p.measuredW);
    v.tokensPerSecPerKw = tokensPerSecondPerKw(v.tokensPerSecond, v.watts);
    v.joulesPerToken = joulesPerToken(v.tokensPerSecond, v.watts);
    if (!isKnown(v.watts) && !isKnown(p.measuredW)) std::tie(v.bandLow, v.bandHigh) = unknownDrawBand(v.tokensPerSecond);
    return v;
}

} // namespace denominator
