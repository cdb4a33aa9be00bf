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
struct SystemKey {
    QString hardware, framework, precision, specDecoding;
    bool disagg = false;
    QString run; ///< "run 20662362255", a snapshot file name, or "local runs"

    bool operator==(const SystemKey&) const = default;
    QString label(bool withRun) const; ///< "b200 trt fp4 (mtp, disagg) · run 123"
};

struct SystemResult {
    SystemKey key;
    QString label;
    QString latestDate; ///< newest run date among its points ("" when the source has none)
    Frontier frontier;
    QList<FrontierPoint> allPoints; ///< every measured point of the system (front or not)
    Frontier::Sample sample;        ///< at the chosen operating point
    double tokensPerSecond = kNaN;  ///< per GPU, total or output per the assumptions
    PowerBasis power;
    double tokensPerSecPerKw = kNaN;
    double joulesPerToken = kNaN;
    double tokensPerSecPerKwLow = kNaN, tokensPerSecPerKwHigh = kNaN; ///< range when measured power is unknown
    QString provenance;                                               ///< files, runs, row indexes of the points used
};

struct Ratio {
    int a = 0, b = 0; ///< indexes into Comparison::systems; b is the baseline
    double tokensPerKwRatio = kNaN;
    double low = kNaN, high = kNaN; ///< range when a measured power is unknown
    bool edge = false;              ///< either side is clamped outside its tested range
};

struct ComparisonRequest {
    QString model, precision, framework;
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
};

/// One measured point under a set of assumptions: its efficiency, or — when its measured power is
/// unknown under the measured denominator — the band from the assumed share of its rating. The
/// charts, tooltips and exports read this; none of them redo the arithmetic.
struct PointEfficiency {
    double tokensPerSecond = kNaN; ///< per GPU, total or output tokens per the assumptions
    PowerBasis power;
    double tokensPerSecPerKw = kNaN;
    double joulesPerToken = kNaN;
    double bandLow = kNaN, bandHigh = kNaN; ///< tokens/s per kW at unknownDrawHigh / unknownDrawLow of TDP

    bool banded() const { return isKnown(bandLow) && isKnown(bandHigh); }
};
PointEfficiency evaluatePoint(const FrontierPoint& p, const HardwareSpec& hw, const Assumptions& a);
/// Tokens/s per GPU of a point under the assumptions' token kind (NaN when the source lacks it).
double tokensOf(const FrontierPoint& p, const Assumptions& a);

Comparison compare(const QList<BenchmarkPoint>& points, const ComparisonRequest& request, const HardwareCatalog& catalog);

/// Re-evaluate an existing comparison under new assumptions without regrouping (fast path for
/// interactive changes). Grouping-related fields (latestRunOnly) require compare() again.
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

} // namespace denominator
