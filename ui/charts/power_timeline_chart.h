// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Power timeline: watts per GPU over time (seconds from the benchmark start), the benchmark
// window shaded, the energy area of the serving GPUs filled, gaps marked, rated TDP as a line.
// Series carry "role": gpu, energy, window, gap, tdp.

#include "telemetry/energy_report.h"

#include <QStringList>

class QChart;

namespace denominator::ui {

void buildPowerTimelineChart(QChart& chart, const EnergyReport& report);
/// Stamp lines for the timeline: what was integrated, over which GPUs, validity and grade.
QStringList powerTimelineStamp(const EnergyReport& report);

} // namespace denominator::ui
