// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The assumption stamp printed on every chart: what the numbers were drawn under. Pure text,
// shared by the window, the exporters and the command line.

#include "core/comparison.h"

#include <QString>
#include <QStringList>

namespace denominator {

/// Lines of the stamp: denominator with the watts per system, boundary with its components,
/// tokens, operating point (and whether interpolated), data source and date, attribution.
/// `concealed`: assumption keys whose values are kept back (a lesson asks for them), each shown as
/// kConcealedValue.
/// What a chart reads: the operating point only, or (the efficiency bars) each system's peak beside
/// its reading at the matched interactivity, which the operating-point line then names both of.
enum class StampReadings { OperatingPoint, PeakAndMatched };
QStringList stampLines(const Comparison& c, const QStringList& concealed = {}, StampReadings readings = StampReadings::OperatingPoint);
inline constexpr const char* kConcealedValue = "? (kept back until you answer)";
QString stampText(const Comparison& c); ///< lines joined with '\n'
/// Assumptions::summary() ("tdp, chip boundary, total tokens, each at peak") with each
/// `concealed` assumption as "?" ("?, ? boundary, …"): the status bar during a lesson step.
QString summaryText(const Assumptions& a, const QStringList& concealed);

/// "InferenceX (SemiAnalysis), Apache-2.0; attribution required" when any point came from it.
QString attributionLine();

} // namespace denominator
