// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Compare systems for one workload under a set of assumptions: group points into systems, build
// each system's frontier, pick the operating point, apply the power basis, and form ratios to a
// baseline. Pure: the same points and assumptions give the same result. Shared by the command
// line, the window and the tests.

#include "core/assumptions.h"
#include "core/frontier.h"
#include "core/hardware_catalog.h"
#include "core/power_basis.h"

#include <QList>
#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

/// One comparable configuration: its frontier is built from these points only.
/// One comparable system: a configuration from one source. InferenceX's curve and your own runs
/// of the same configuration are two systems, never merged. A second-date series of the same
/// system has `asOf` set.
struct SystemKey {
    QString hardware, framework, precision, specDecoding;
    bool disagg = false;
    QString source = officialSource(); ///< "InferenceX", "your runs", "your runs · Nebius", a batch name
    QString asOf;                      ///< the second date of a date comparison; empty for the main series

    bool operator==(const SystemKey&) const = default;
    bool official() const { return source == officialSource(); }
    QString configLabel() const; ///< "b200 trt fp4 (mtp, disagg)"
    /// configLabel, then " · SOURCE" for anything not InferenceX's, then " · as of DATE".
    QString label() const;
};

/// One run a system's points come from.
struct RunInfo {
    QString key;  ///< "run 20662362255", "your runs", or a snapshot file name
    QString date; ///< YYYY-MM-DD; empty when no row of the run has one
    int points = 0;
    bool dateFromRun = false; ///< the date comes from other rows of the same run
};

/// One run of a system, as "best ever" weighs it against the system's other runs.
struct RunCandidate {
    RunInfo run;
    QList<FrontierPoint> allPoints;
    Frontier frontier;
    QString provenance;
};

struct SystemResult {
    SystemKey key;
    QString label;
    int ordinal = 0;     ///< position among every system compare() found; kept by selectSystems (charts key styles on it)
    QString latestDate;  ///< newest run date among its points ("" when the source has none)
    QList<RunInfo> runs; ///< the runs its points come from (one, unless runs are pooled)
    Frontier frontier;
    QList<FrontierPoint> allPoints; ///< every measured point of the system (front or not)
    Frontier::Sample sample;        ///< at the chosen operating point
    double tokensPerSecond = kNaN;  ///< per GPU, total or output per the assumptions
    PowerBasis power;
    double tokensPerSecPerKw = kNaN;
    double joulesPerToken = kNaN;
    double tokensPerSecPerKwLow = kNaN, tokensPerSecPerKwHigh = kNaN; ///< range when measured power is unknown
    double joulesPerQuery = kNaN;                                     ///< agentic: energy of one successful request at the reading
    QString joulesPerQueryBasis;                                      ///< how joulesPerQuery was found
    double joulesPerQueryLow = kNaN, joulesPerQueryHigh = kNaN;       ///< its band when measured power is unknown
    QString provenance;                                               ///< files, runs, row indexes of the points used
    /// Runs "best ever" chooses among at each reading, newest first; the one in use is the one
    /// in `runs`. Empty under every other run selection.
    QList<RunCandidate> candidates;

    /// "run 20764588467, 2026-01-12", "3 runs, 2025-12-11…2026-01-12", "your runs, 2026-06-10…2026-06-11";
    /// under "best ever", "best of 2 runs here: run 20662362255, undated".
    QString runText() const;
};

/// Whether a system's value at the operating point is the value at an end of its tested range
/// (clamped, never extrapolated) rather than a value it has there: such a value is never drawn as
/// a normal bar, ranked among reachable ones, or the baseline of a ratio.
bool isClamped(const SystemResult& s);
/// The assumptions a system's numbers are computed under: `a`, with the all-in generation of its
/// newest run under DenominatorKind::AllInByDate (power_basis.h allInForDate). Every place that
/// evaluates a system's points goes through it.
Assumptions assumptionsFor(const SystemResult& s, const Assumptions& a);
/// A system whose only points are energy-only rows (a PowerX export: energy, no throughput or
/// latency): it has no front and is read at its best point, its throughput derived as watts ÷
/// joules per token.
bool isEnergyOnly(const SystemResult& s);
/// An agentic system that has a Pareto front but none under FrontierRule::NorthStar: its points
/// carry no per-request traces, so no E2E-normalised interactivity to rank winners on. The
/// comparison's notes, the frontier chart's note and the Readings table all say so from this test.
bool lacksNorthStarFront(const SystemResult& s, const Assumptions& a, bool agenticWorkload);
/// "cannot reach 100 tok/s/user (tested up to 17.8)", "not tested as low as 5 tok/s/user (tested
/// from 12)"; empty when the system is not clamped.
QString clampedText(const SystemResult& s, double target);
struct Ratio {
    int a = 0, b = 0; ///< indexes into Comparison::systems; b is the baseline
    double tokensPerKwRatio = kNaN;
    double low = kNaN, high = kNaN; ///< range when a measured power is unknown
    bool edge = false;              ///< either side is clamped outside its tested range
    /// What each side's power is when they differ in kind: "measured ÷ assumed 50–100 % of TDP"
    /// (subject ÷ baseline); empty when both sides are alike.
    QString basis;

    /// "1.22×", "outside tested range", "0.28–1.11× (measured ÷ assumed 50–100 % of TDP)" or "n/a".
    QString text() const;
};

struct ComparisonRequest {
    QString model, framework;
    QString precision; ///< empty = any; several comma-separated ("fp4,fp8")
    int isl = 0, osl = 0;
    QStringList hardware; ///< order sets the baseline (first) and the system order
    Assumptions assumptions;
};

struct Comparison {
    Assumptions assumptions;
    ComparisonRequest request;
    QList<SystemResult> systems;
    QList<Ratio> ratios; ///< every system against systems[0]
    QStringList notes;
    /// The points of the workload every filter of the request keeps, drawn or not: "stored, none
    /// drawn under these assumptions" (agentic rows without traces, say) is another answer than
    /// "none stored".
    int matchedPoints = 0;
};

/// Why a comparison draws no system though points matched: "has 42 stored points, none drawn
/// under these assumptions"; empty when it draws some, or nothing matched (none stored).
QString noneDrawnText(const Comparison& c);

/// What the interactivity control should say about the shown systems at the operating point: that
/// none reaches it (and the highest tested), or how many are outside their tested range; empty
/// when every system has a value there, or each is read at its peak.
QString reachNote(const Comparison& c);
/// What a system is ranked by at the reading: its tokens/s per kW, or, when its power is a range, the
/// band's low end (what it is certainly worth: the draw at the top of the assumed share), as the peak
/// is chosen; -inf when it has neither.
double rankingValue(const SystemResult& s);

/// One measured point under a set of assumptions: its efficiency, or — when its measured power is
/// unknown under the measured denominator — the band from the assumed share of its rating. The
/// charts, tooltips and exports read these; none of them redo the arithmetic.
struct PointValues {
    double tokensPerSecond = kNaN; ///< per GPU, total or output tokens per the assumptions
    double watts = kNaN;           ///< per accelerator at the boundary (PowerBasis::watts)
    double tokensPerSecPerKw = kNaN;
    double joulesPerToken = kNaN;
    double bandLow = kNaN, bandHigh = kNaN; ///< tokens/s per kW at unknownDrawHigh / unknownDrawLow of TDP

    bool banded() const { return isKnown(bandLow) && isKnown(bandHigh); }
};
/// The numbers with their words: how the watts were found (basis, formula, sources, or why not).
struct PointEfficiency : PointValues {
    PowerBasis power;
};
PointEfficiency evaluatePoint(const FrontierPoint& p, const HardwareSpec& hw, const Assumptions& a);

/// evaluatePoint's numbers for many points of one hardware under one set of assumptions, without
/// its words: the power rule is worked out once, not written out for every point (a chart of
/// 10,000 points is evaluated again on every assumption change and every slider step).
class PointEvaluator {
public:
    PointEvaluator(const HardwareSpec& hw, const Assumptions& a);
    PointValues operator()(const FrontierPoint& p) const;
    /// powerBasis(hw, a, measuredChipW).watts
    double watts(double measuredChipW) const;
    /// {low, high} tokens/s per kW when the measured power is unknown: the chip drawing anywhere in
    /// the assumed share of its rating, counted at the same boundary (whose host, network or
    /// chassis does not scale with the chip). {NaN, NaN} unless under the measured denominator, or
    /// when the rating is unknown.
    std::pair<double, double> unknownDrawBand(double tokensPerSecond) const;

private:
    TokenKind m_tokens;
    bool m_measured;
    double m_ratedChipW;            ///< the chip figure when it is not a measurement
    BoundaryArithmetic m_boundary;  ///< the same under every chip figure of these assumptions
    double m_drawLowW, m_drawHighW; ///< watts at the boundary of a chip at the assumed share of TDP (measured only)
};

/// A point's interactivity (tok/s/user): 1000 / median TPOT for fixed-length points; for agentic
/// points the chosen definition, NaN when the point lacks it (no per-request trace).
double interactivityOf(const BenchmarkPoint& p, AgenticInteractivity definition);

/// The frontier's x axis title for this comparison's workload: "Interactivity (tok/s/user, 1 / P90
/// ITL)" for an agentic one.
QString xAxisTitle(const Comparison& c, FrontierX x);

/// Tokens/s per GPU of a point under the assumptions' token kind (NaN when the source lacks it).
double tokensOf(const FrontierPoint& p, const Assumptions& a);

Comparison compare(const QList<BenchmarkPoint>& points, const ComparisonRequest& request, const HardwareCatalog& catalog);

/// Re-evaluate an existing comparison under new assumptions without regrouping (fast path for
/// interactive changes). A change of the run selection or of the agentic interactivity definition
/// requires compare() again, and so does the token kind of an agentic workload (its front is
/// ranked by the tokens counted).
void reevaluate(Comparison& c, const Assumptions& a, const HardwareCatalog& catalog);

/// Efficiency of one system at an arbitrary interactivity (used for ratio curves).
SystemResult evaluateAt(const SystemResult& system, const Assumptions& a, const HardwareCatalog& catalog, double interactivity);

/// The scripting interface of `denominator compare --json`. Keys are stable.
nlohmann::json toJson(const Comparison& c);

} // namespace denominator

namespace denominator {

/// Keeps only the systems whose labels are listed, in that order (the first is the baseline),
/// and recomputes the ratios. An empty list keeps all systems.
void selectSystems(Comparison& c, const QStringList& labels);

/// What to show when nobody chose: the baseline, then per hardware the InferenceX system that does
/// best at the operating point (at most `maxOfficial` InferenceX systems in all, best first), plus
/// every system from another source (your runs) — a readable chart, not all sixty.
QStringList defaultSelection(const Comparison& all, int maxOfficial = 8);
/// Per hardware the InferenceX system that does best at the operating point (efficiency when
/// its power is known, else throughput), in comparison order: the picker's "Best per hardware".
QStringList bestPerHardware(const Comparison& all);
/// The label of that system for one hardware; empty when the workload has none.
QString bestSystemOf(const Comparison& all, const QString& hardware);
/// The chosen labels that exist in `all`, or the default selection when none do.
QStringList effectiveSelection(const Comparison& all, const QStringList& chosen);

} // namespace denominator
