// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Internal to energy_report.cpp: the reasons a measured energy is invalid or weaker, and its
// quality grade. Never silent: every condition found adds a reason with a stable code.

#include "telemetry/energy_report.h"

namespace denominator {

/// Fills r.reasons (appending), r.valid, r.gapBounds, r.grade and r.gradeReason.
void assessValidity(EnergyReport& r, const QList<int>& serving, const EnergyOptions& options);

} // namespace denominator
