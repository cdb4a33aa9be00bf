// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The upper-left Pareto front of (interactivity, throughput per GPU) for one system, and
// Steffen monotone cubic interpolation along it. Pure, no allocation after build().

#include "core/point.h"

#include <QList>
#include <QPointF>
#include <QSet>
#include <QString>
#include <optional>

namespace denominator {

struct FrontierPoint {
    double interactivity = kNaN; ///< tok/s/user (median unless stated)
    double tput = kNaN;          ///< total tokens/s per GPU
    double outputTput = kNaN;    ///< output tokens/s per GPU
    double measuredW = kNaN;     ///< measured mean W per GPU, NaN when not measured
    qint64 pointId = 0;
    int conc = 0;
    double ttft = kNaN;              ///< median time to first token, s
    double e2el = kNaN;              ///< median end-to-end latency, s
    double tokensPerQuery = kNaN;    ///< agentic: mean output tokens of a successful request
    double measuredJPerQuery = kNaN; ///< agentic: measured joules per successful request (PowerX)
    bool agentic = false;            ///< interactivity under the agentic definition, not 1000 / median TPOT
    /// Agentic: the E2E-normalised interactivity InferenceX ranks winners on (FrontierRule::NorthStar),
    /// at the percentile of the chosen definition (P75 or P90); NaN without a trace.
    double canonicalX = kNaN;
    bool energyOnly = false; ///< its source had energy but no throughput or latency: no interactivity
    int powerSchema = -1;    ///< PowerX power_metric_schema_version (0: unversioned); -1: not a PowerX row
    QString powerNote;       ///< why a measured power is missing: "measured power invalid: sampling gap over 3 s"
};

/// The quantity on a frontier chart's x axis, as the InferenceX dashboard offers them:
/// interactivity (tok/s/user, higher is better) or a latency in seconds (lower is better).
enum class FrontierX { Interactivity, E2eLatency, Ttft };
double xValue(const FrontierPoint& p, FrontierX x);
inline bool lowerIsBetter(FrontierX x) { return x != FrontierX::Interactivity; }
QString toString(FrontierX x); ///< interactivity, e2e, ttft
std::optional<FrontierX> frontierXFromString(const QString& s);
QString axisTitle(FrontierX x); ///< "Interactivity (tok/s/user, median)", …
/// Which tested points make an agentic system's front. Pareto: the points no other beats on the
/// axis drawn. NorthStar, InferenceX's AgentX rule (MODELS.md "AgentX Guidelines"): the Pareto front
/// on E2E-normalised interactivity is canonical, and the front drawn on any other axis is the
/// canonical winners that are also on that axis's Pareto front; a system without traces has none.
/// Fixed-length systems are the same under both.
enum class FrontierRule { Pareto, NorthStar };
QString toString(FrontierRule r); ///< pareto, north-star
std::optional<FrontierRule> frontierRuleFromString(const QString& s);
/// Ids of the North Star winners among `points`: the Pareto front of (canonicalX, throughput).
QSet<qint64> northStarWinners(const QList<FrontierPoint>& points, bool byOutput);
/// The same on another y metric (one value per point, in order): InferenceX ranks the winners on
/// the metric the chart shows ("per supported y-axis metric").
QSet<qint64> northStarWinners(const QList<FrontierPoint>& points, const QList<double>& ys);

/// Indices of the Pareto-optimal points of (x, y): no other point has a better x and a y at least
/// as high. Sorted by x ascending; points with a non-finite or non-positive coordinate never qualify.
QList<int> paretoIndices(const QList<QPointF>& xy, bool lowerXBetter);

/// How values between two tested points are read: InferenceX's Steffen spline in linear units,
/// or the same monotone spline in log–log coordinates (straight between two points on the log
/// axes the charts use). Both pass through every tested point and never overshoot it.
enum class Interpolation { Steffen, LogLog };
QString toString(Interpolation i); ///< steffen, loglog
std::optional<Interpolation> interpolationFromString(const QString& s);

enum class PointStatus { Measured, Interpolated, AboveRange, BelowRange };
QString toString(PointStatus s); ///< measured, interpolated, above_range, below_range

/// Steffen (1990) monotone cubic through (xs, ys), xs strictly increasing, evaluated at x inside
/// [xs.front(), xs.back()]; linear for two points. Matches GSL's gsl_interp_steffen.
double steffenInterpolate(const QList<double>& xs, const QList<double>& ys, double x);

class Frontier {
public:
    /// Keeps points whose throughput exceeds every point with higher interactivity; drops points
    /// with unknown interactivity or throughput. Result is sorted by interactivity ascending.
    /// `byOutput` ranks by output throughput (agentic rows, whose input counts cached prompt tokens
    /// and is no measure of what they served); points without it then drop out.
    /// Under FrontierRule::NorthStar, agentic points off the canonical front drop out as well.
    static Frontier build(QList<FrontierPoint> points, bool byOutput = false, FrontierRule rule = FrontierRule::Pareto);

    const QList<FrontierPoint>& points() const { return m_points; }
    bool isEmpty() const { return m_points.isEmpty(); }
    double minInteractivity() const;
    double maxInteractivity() const;

    struct Sample {
        double interactivity = kNaN; ///< where the values were taken (clamped into range)
        double tput = kNaN, outputTput = kNaN, measuredW = kNaN;
        double tokensPerQuery = kNaN;    ///< interpolated like the throughput when every front point has it
        double measuredJPerQuery = kNaN; ///< only at a tested point: never interpolated
        PointStatus status = PointStatus::Measured;
        qint64 pointId = 0; ///< the measured point when status == Measured
        int conc = 0;
        int powerSchema = -1; ///< of the measured point (FrontierPoint::powerSchema); -1 otherwise
        QString powerNote;    ///< of the measured point, when its measured power is missing
    };
    /// Values at a target interactivity. Outside the tested range the value is clamped to the
    /// nearest end and the status says so (never extrapolated). Measured power is interpolated
    /// only when every front point has it.
    Sample at(double interactivity, Interpolation how = Interpolation::Steffen) const;
    /// Where `interactivity` falls strictly between two tested points: {below, above}; NaN otherwise.
    std::pair<double, double> bracket(double interactivity) const;
    /// A sample taken exactly at front point i.
    Sample sampleAt(int i) const;
    /// A sample taken exactly at a point, on a front or not (an energy-only point read at its peak).
    static Sample sampleOf(const FrontierPoint& p);
    /// Sample::powerSchema of a value read between front points of different PowerX generations.
    static constexpr int kMixedSchemas = -2;

private:
    QList<FrontierPoint> m_points;
    QList<double> m_x, m_tput, m_out, m_watts, m_tpq;
    QList<double> m_logX, m_logTput, m_logOut, m_logWatts, m_logTpq; ///< the same in logs, for Interpolation::LogLog
    bool m_allMeasured = false, m_allOutput = false, m_allTpq = false;
    int m_powerSchema = -1; ///< the front points' common FrontierPoint::powerSchema, or kMixedSchemas
};

} // namespace denominator
