// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The chart parts of the command line (cli.h ChartParts), as denominator-gui links them.

#include "cli.h"

namespace denominator::cli {

ChartParts windowChartParts();

} // namespace denominator::cli
