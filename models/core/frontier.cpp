// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/frontier.h"

#include <algorithm>
#include <cmath>

namespace denominator {

QString toString(PointStatus s)
{
    switch (s) {
    case PointStatus::Measured: return QStringLiteral("measured");
    case PointStatus::Interpolated: return QStringLiteral("interpolated");
    case PointStatus::AboveRange: return QStringLiteral("above_range");
    case PointStatus::BelowRange: return QStringLiteral("below_range");
    }
    return {};
}

namespace {

double slopeAt(const QList<double>& xs, const QList<double>& ys, qsizetype i)
{
    const qsizetype n = xs.size();
    if (i == 0) return (ys[1] - ys[0]) / (xs[1] - xs[0]);
    if (i == n - 1) return (ys[n - 1] - ys[n - 2]) / (xs[n - 1] - xs[n - 2]);
    const double h0 = xs[i] - xs[i - 1], h1 = xs[i + 1] - xs[i];
    const double s0 = (ys[i] - ys[i - 1]) / h0, s1 = (ys[i + 1] - ys[i]) / h1;
    const double p = (s0 * h1 + s1 * h0) / (h0 + h1);
    return (std::copysign(1.0, s0) + std::copysign(1.0, s1)) * std::min({std::fabs(s0), std::fabs(s1), 0.5 * std::fabs(p)});
}

} // namespace

double steffenInterpolate(const QList<double>& xs, const QList<double>& ys, double x)
{
    const qsizetype n = xs.size();
    if (n == 0) return kNaN;
    if (n == 1) return ys[0];
    auto hi = std::upper_bound(xs.begin(), xs.end(), x);
    qsizetype i = std::clamp<qsizetype>(qsizetype(hi - xs.begin()) - 1, 0, n - 2);
    const double h = xs[i + 1] - xs[i];
    const double s = (ys[i + 1] - ys[i]) / h;
    const double d = x - xs[i];
    if (n == 2) return ys[i] + s * d;
    const double y0 = slopeAt(xs, ys, i), y1 = slopeAt(xs, ys, i + 1);
    const double a = (y0 + y1 - 2 * s) / h / h;
    const double b = (3 * s - 2 * y0 - y1) / h;
    return ys[i] + d * (y0 + d * (b + d * a));
}

QString toString(FrontierRule r) { return r == FrontierRule::NorthStar ? QStringLiteral("north-star") : QStringLiteral("pareto"); }

std::optional<FrontierRule> frontierRuleFromString(const QString& s)
{
    const QString t = s.trimmed().toLower();
    if (t == QLatin1String("pareto")) return FrontierRule::Pareto;
    if (t == QLatin1String("north-star") || t == QLatin1String("northstar")) return FrontierRule::NorthStar;
    return std::nullopt;
}

QSet<qint64> northStarWinners(const QList<FrontierPoint>& points, bool byOutput)
{
    QList<double> ys;
    for (const FrontierPoint& p : points) ys << (byOutput ? p.outputTput : p.tput);
    return northStarWinners(points, ys);
}

QSet<qint64> northStarWinners(const QList<FrontierPoint>& points, const QList<double>& ys)
{
    QList<QPointF> xy;
    for (qsizetype i = 0; i < points.size(); ++i) xy << QPointF(points[i].canonicalX, ys.value(i, kNaN));
    QSet<qint64> ids;
    for (const int k : paretoIndices(xy, false)) ids.insert(points[k].pointId);
    return ids;
}

Frontier Frontier::build(QList<FrontierPoint> points, bool byOutput, FrontierRule rule)
{
    const auto y = [byOutput](const FrontierPoint& p) { return byOutput ? p.outputTput : p.tput; };
    const QSet<qint64> canonical = rule == FrontierRule::NorthStar ? northStarWinners(points, byOutput) : QSet<qint64>{};
    points.removeIf([&](const FrontierPoint& p) {
        return !isKnown(p.interactivity) || !isKnown(p.tput) || !isKnown(y(p)) || p.interactivity <= 0 || p.tput <= 0 || y(p) <= 0;
    });
    std::sort(points.begin(), points.end(), [&](const FrontierPoint& a, const FrontierPoint& b) {
        return a.interactivity != b.interactivity ? a.interactivity < b.interactivity : y(a) > y(b);
    });
    Frontier f;
    double best = -1;
    for (auto it = points.crbegin(); it != points.crend(); ++it) {
        if (y(*it) > best) {
            f.m_points.prepend(*it);
            best = y(*it);
        }
    }
    // North Star: the front drawn keeps only canonical winners (agentic points; others are unaffected).
    if (rule == FrontierRule::NorthStar)
        f.m_points.removeIf([&](const FrontierPoint& p) { return p.agentic && !canonical.contains(p.pointId); });
    // Equal interactivity: keep one point per x so the spline stays well defined.
    const auto last = std::unique(f.m_points.begin(), f.m_points.end(),
                                  [](const FrontierPoint& a, const FrontierPoint& b) { return a.interactivity == b.interactivity; });
    f.m_points.resize(last - f.m_points.begin());
    f.m_allMeasured = !f.m_points.isEmpty();
    f.m_allOutput = !f.m_points.isEmpty();
    f.m_allTpq = !f.m_points.isEmpty();
    for (const auto& p : std::as_const(f.m_points)) {
        f.m_x << p.interactivity;
        f.m_tput << p.tput;
        f.m_out << p.outputTput;
        f.m_watts << p.measuredW;
        f.m_tpq << p.tokensPerQuery;
        const auto logOf = [](double v) { return v > 0 ? std::log(v) : kNaN; }; // NaN reads as n/a, never as a value
        f.m_logX << logOf(p.interactivity);
        f.m_logTput << logOf(p.tput);
        f.m_logOut << logOf(p.outputTput);
        f.m_logWatts << logOf(p.measuredW);
        f.m_logTpq << logOf(p.tokensPerQuery);
        f.m_allTpq = f.m_allTpq && isKnown(p.tokensPerQuery) && p.tokensPerQuery > 0;
        f.m_allMeasured = f.m_allMeasured && isKnown(p.measuredW);
        if (&p == &f.m_points.front())
            f.m_powerSchema = p.powerSchema;
        else if (f.m_powerSchema != p.powerSchema)
            f.m_powerSchema = kMixedSchemas;
        f.m_allOutput = f.m_allOutput && isKnown(p.outputTput);
    }
    return f;
}

double Frontier::minInteractivity() const { return m_x.isEmpty() ? kNaN : m_x.front(); }
double Frontier::maxInteractivity() const { return m_x.isEmpty() ? kNaN : m_x.back(); }

Frontier::Sample Frontier::sampleAt(int i) const { return sampleOf(m_points.at(i)); }

Frontier::Sample Frontier::sampleOf(const FrontierPoint& p)
{
    Sample s;
    s.interactivity = p.interactivity;
    s.tput = p.tput;
    s.outputTput = p.outputTput;
    s.measuredW = p.measuredW;
    s.tokensPerQuery = p.tokensPerQuery;
    s.measuredJPerQuery = p.measuredJPerQuery;
    s.status = PointStatus::Measured;
    s.pointId = p.pointId;
    s.conc = p.conc;
    s.powerSchema = p.powerSchema;
    s.powerNote = p.powerNote;
    return s;
}

QString toString(Interpolation i) { return i == Interpolation::LogLog ? QStringLiteral("loglog") : QStringLiteral("steffen"); }

std::optional<Interpolation> interpolationFromString(const QString& s)
{
    const QString t = s.trimmed().toLower();
    if (t == QLatin1String("steffen")) return Interpolation::Steffen;
    if (t == QLatin1String("loglog") || t == QLatin1String("log-log")) return Interpolation::LogLog;
    return std::nullopt;
}

std::pair<double, double> Frontier::bracket(double x) const
{
    for (int i = 0; i + 1 < m_x.size(); ++i)
        if (x > m_x[i] && x < m_x[i + 1]) return {m_x[i], m_x[i + 1]};
    return {kNaN, kNaN};
}

Frontier::Sample Frontier::at(double x, Interpolation how) const
{
    if (m_points.isEmpty() || !isKnown(x)) return {};
    const double lo = m_x.front(), hi = m_x.back();
    if (x > hi) {
        Sample s = sampleAt(int(m_points.size() - 1));
        s.status = PointStatus::AboveRange;
        return s;
    }
    if (x < lo) {
        Sample s = sampleAt(0);
        s.status = PointStatus::BelowRange;
        return s;
    }
    for (int i = 0; i < m_x.size(); ++i)
        if (std::fabs(m_x[i] - x) <= 1e-9 * std::max(1.0, std::fabs(x))) return sampleAt(i);
    Sample s;
    s.interactivity = x;
    s.status = PointStatus::Interpolated;
    // The measured watts come from the whole front (spline): their generation is the front's, and
    // a neighbour's reason for having none is the reason here.
    s.powerSchema = m_powerSchema;
    for (int i = 0; i + 1 < m_x.size(); ++i)
        if (x > m_x[i] && x < m_x[i + 1])
            s.powerNote = !m_points[i].powerNote.isEmpty() ? m_points[i].powerNote : m_points[i + 1].powerNote;
    if (how == Interpolation::LogLog) {
        // Monotone in log–log coordinates: every value here is positive (field rules), so the logs exist.
        const double lx = std::log(x);
        const auto read = [&](const QList<double>& logs) { return std::exp(steffenInterpolate(m_logX, logs, lx)); };
        s.tput = read(m_logTput);
        s.outputTput = m_allOutput ? read(m_logOut) : kNaN;
        s.measuredW = m_allMeasured ? read(m_logWatts) : kNaN;
        s.tokensPerQuery = m_allTpq ? read(m_logTpq) : kNaN;
        return s;
    }
    s.tput = steffenInterpolate(m_x, m_tput, x);
    s.outputTput = m_allOutput ? steffenInterpolate(m_x, m_out, x) : kNaN;
    s.measuredW = m_allMeasured ? steffenInterpolate(m_x, m_watts, x) : kNaN;
    s.tokensPerQuery = m_allTpq ? steffenInterpolate(m_x, m_tpq, x) : kNaN;
    return s;
}

double xValue(const FrontierPoint& p, FrontierX x)
{
    switch (x) {
    case FrontierX::Interactivity: return p.interactivity;
    case FrontierX::E2eLatency: return p.e2el;
    case FrontierX::Ttft: return p.ttft;
    }
    return kNaN;
}

QString toString(FrontierX x)
{
    switch (x) {
    case FrontierX::Interactivity: return QStringLiteral("interactivity");
    case FrontierX::E2eLatency: return QStringLiteral("e2e");
    case FrontierX::Ttft: return QStringLiteral("ttft");
    }
    return {};
}

std::optional<FrontierX> frontierXFromString(const QString& s)
{
    for (const FrontierX x : {FrontierX::Interactivity, FrontierX::E2eLatency, FrontierX::Ttft})
        if (toString(x) == s) return x;
    return std::nullopt;
}

QString axisTitle(FrontierX x)
{
    switch (x) {
    case FrontierX::Interactivity: return QStringLiteral("Interactivity (tok/s/user, median)");
    case FrontierX::E2eLatency: return QStringLiteral("End-to-end latency (s, median)");
    case FrontierX::Ttft: return QStringLiteral("Time to first token (s, median)");
    }
    return {};
}

QList<int> paretoIndices(const QList<QPointF>& xy, bool lowerXBetter)
{
    QList<int> order;
    for (int i = 0; i < xy.size(); ++i)
        if (isKnown(xy[i].x()) && isKnown(xy[i].y()) && xy[i].x() > 0 && xy[i].y() > 0) order << i;
    // Best x first (ties: highest y first); a point is optimal when it beats every better-x point's y.
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        if (xy[a].x() != xy[b].x()) return lowerXBetter ? xy[a].x() < xy[b].x() : xy[a].x() > xy[b].x();
        return xy[a].y() > xy[b].y();
    });
    QList<int> front;
    double best = -1;
    for (const int i : std::as_const(order))
        if (xy[i].y() > best) {
            front << i;
            best = xy[i].y();
        }
    std::sort(front.begin(), front.end(), [&](int a, int b) { return xy[a].x() < xy[b].x(); });
    return front;
}

} // namespace denominator
