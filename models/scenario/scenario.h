// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Everything a chart depends on: the data selection, the assumptions and the chart choice.
// Versioned JSON so a scenario can be saved, embedded in an exported image and re-opened.

#include "core/assumptions.h"
#include "core/comparison.h"

#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>

namespace denominator {

struct Scenario {
    static constexpr int kVersion = 1;
    /// Limits on what a scenario file may list (README "Limits and guarantees"): every DeepSeek-R1
    /// system of InferenceX is 59, so 500 leaves room and still draws in well under a second.
    static constexpr int kMaxSystems = 500;
    static constexpr int kMaxSources = 10000; ///< source files a chart's points came from
    static constexpr int kMaxLabelBytes = 1024;

    QString model;
    int isl = 0, osl = 0;
    QString precision; ///< empty = any; several comma-separated ("fp4,fp8")
    /// System labels to show, first = baseline; empty = the default selection. A benchmark-dataset
    /// workload's are hardware ids ("h200"): the hardware the cross-source chart draws.
    QStringList systems;
    /// The pair the waterfall and the sensitivity chart explain: {subject, baseline} labels (subject
    /// ÷ baseline). Empty: the second shown system ÷ the first.
    QStringList pair;
    QString claimId; ///< a published claim the scenario is about (claim charts, lessons); may be empty
    Assumptions assumptions;
    QString chart = QStringLiteral("frontier");      ///< frontier, efficiency, ratio
    bool efficiencyAxis = false;                     ///< frontier y axis: tokens/s/kW instead of tokens/s/GPU
    bool joulesPerToken = false;                     ///< efficiency bars in J/token instead of tokens/s/kW
    bool joulesPerQuery = false;                     ///< agentic: efficiency bars in J per successful query (over joulesPerToken)
    QString xAxis = QStringLiteral("interactivity"); ///< frontier x: interactivity, e2e or ttft (core/frontier.h)
    bool linearY = false;                            ///< frontier y axis linear instead of log
    bool frontierOnly = false;                       ///< frontier: only the Pareto-optimal points
    bool hideLabels = false;                         ///< no value labels on bars, no readout box
    /// With hideLabels: assumptions (AssumptionField keys) whose values the stamp and the step
    /// names keep back too, because a lesson's question asks for them.
    QStringList concealed;
    /// The files the shown systems' points came from (a benchmark-dataset workload: all of its
    /// files), filled when drawn.
    QStringList sourceSha256;

    bool operator==(const Scenario&) const = default;
};

nlohmann::json toJson(const Scenario& s);
/// The comparison a scenario asks for (all systems of its workload; Scenario::systems selects later).
ComparisonRequest comparisonRequest(const Scenario& s);
/// A scenario for a comparison request's workload and assumptions (all systems).
Scenario scenarioFor(const ComparisonRequest& r);

/// A short code for the scenario (10 hex digits of the SHA-256 of its JSON), printed in stamps so
/// an image found later can be matched to its scenario.
QString scenarioCode(const Scenario& s);
/// Reads a scenario; the Issue names the field that is not what a scenario holds.
Expected<Scenario> scenarioFromJson(const nlohmann::json& j);

} // namespace denominator
