// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The switchable assumptions behind an efficiency number: denominator, boundary, numerator tokens
// and operating point. Plain data with string round-trips for the command line and scenarios.

#include "core/frontier.h"
#include "core/issue.h"
#include "core/point.h"
#include "core/workload.h"

#include <QList>
#include <QMap>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

namespace denominator {

/// AllInByDate: InferenceX's all-in table of the results' own time, gen 1 for runs before 2026-07-14
/// and gen 2 from that day, chosen per system by its newest run (core/power_basis.h allInForDate).
enum class DenominatorKind { Tdp, Measured, AllInGen2, AllInGen1, Custom, AllInByDate };
/// ChassisModel: InferenceX's modelled 8-GPU chassis × PUE (core/chassis_power_model.h), per GPU.
enum class Boundary { Chip, Node, Rack, Facility, ChassisModel };
enum class TokenKind { Total, Output };
/// Which figure of a measured power series divides: its mean (InferenceX's avg_power_w) or the
/// time-weighted 75th/90th percentile PowerX publishes beside it (a provisioning view).
enum class PowerStatistic { Mean, P75, P90 };

QString toString(DenominatorKind k); ///< tdp, measured, allin, allin-gen1, custom, allin-dated
QString toString(Boundary b);        ///< chip, node, rack, facility, chassis-model
QString toString(TokenKind t);       ///< total, output
std::optional<DenominatorKind> denominatorFromString(const QString& s);
std::optional<Boundary> boundaryFromString(const QString& s);
std::optional<TokenKind> tokensFromString(const QString& s);
QString toString(PowerStatistic s); ///< mean, p75, p90
std::optional<PowerStatistic> powerStatisticFromString(const QString& s);
/// "mean", "P75", "P90": as the basis names it ("measured P90").
QString shortName(PowerStatistic s);
/// A point's measured watts per GPU under this statistic; NaN when not measured, invalid, or the
/// statistic is not published for it.
double measuredWattsOf(const BenchmarkPoint& p, PowerStatistic s);

/// Which results of each system the numbers come from. As InferenceX's dashboard does, "latest"
/// keeps per configuration, serving layout and concurrency the newest result (a system's curve may
/// mix runs when a later run re-tested only part of the sweep); dates are the runs' dates.
struct RunSelection {
    enum class Mode { Latest, All, AsOf, Best };
    /// The newest result; every run pooled; the newest on or before `asOf`; per system, the run
    /// whose reading at the operating point is best (clamped readings never win).
    Mode mode = Mode::Latest;
    QString asOf;        ///< AsOf: the date
    QString compareAsOf; ///< non-empty: also draw each system as of this date, as its own series

    bool operator==(const RunSelection&) const = default;
    /// "latest", "all", "best" or the date, as scenarios and `--runs` write it.
    QString toText() const;
    static std::optional<RunSelection> fromText(const QString& text);
};

/// The interactivity (tok/s/user) of the matched readings when a scenario names none (an at-peak
/// scenario file keeps none): the window's slider and the efficiency chart's matched bars, in the
/// window and in `render` alike. The chart's title and legend state it.
inline constexpr double kDefaultMatchedInteractivity = 100;

struct Assumptions {
    DenominatorKind denominator = DenominatorKind::Tdp;
    QMap<QString, double> customWatts; ///< hardware -> watts per accelerator (Custom)
    Boundary boundary = Boundary::Chip;
    double pue = kNaN; ///< facility and modelled-chassis multiplier; NaN = the hardware's or the model's default
    TokenKind tokens = TokenKind::Total;
    PowerStatistic powerStatistic = PowerStatistic::Mean; ///< with the measured denominator
    bool atPeak = true;
    double interactivity = kNaN;                          ///< tok/s/user when matched (atPeak == false)
    Interpolation interpolation = Interpolation::Steffen; ///< between tested points, when matched
    /// How an agentic workload's interactivity is read (fixed-length ones: 1000 / median TPOT).
    AgenticInteractivity agenticInteractivity = AgenticInteractivity::P90E2e;
    FrontierRule frontierRule = FrontierRule::Pareto; ///< which agentic points make a system's front
    RunSelection runs;
    double unknownDrawLow = 0.5; ///< fraction of TDP assumed when measured power is missing
    double unknownDrawHigh = 1.0;

    /// Equal when every field of core/assumption_fields.h is; NaN equals NaN there (an unset PUE is
    /// the same setting).
    bool operator==(const Assumptions& o) const;
    /// "tdp, chip boundary, total tokens, each at peak": summaryParts() joined.
    QString summary() const;
    /// The summary's parts, each under the key of the assumption field it shows ("denominator",
    /// "boundary", "tokens", "operating_point", and "frontier_rule" when North Star), so a view
    /// can keep one back.
    QList<std::pair<const char*, QString>> summaryParts() const;
    /// "50–100 % of TDP": the draw assumed where a measured power is missing.
    QString unknownDrawShare() const;
};

nlohmann::json toJson(const Assumptions& a);
/// Reads what toJson wrote; unknown or missing keys keep their defaults.
Expected<Assumptions> assumptionsFromJson(const nlohmann::json& j);

} // namespace denominator
