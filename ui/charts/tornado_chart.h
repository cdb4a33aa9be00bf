// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Tornado chart: a Tornado (literacy/tornado.h) as horizontal bars on a log ratio axis, largest
// swing at the top, with the current headline ratio as the centre line. Each bar runs from the
// centre to the ratio at the assumption's low setting (one colour) and to its high setting
// (another); an assumption that does not enter the reading is a grey tick at the centre labelled
// why. Labels: "<low setting>: 1.6× · <high setting>: 6.4×" (BarAnnotations::texts()).
//
// Series roles: "bar-low", "bar-high" (properties "key", "bar" row, "ratio"), "tick", "centre".

#include "charts/chart_data.h"
#include "literacy/tornado.h"

namespace denominator::ui {

void buildTornadoChart(QChart& chart, const Tornado& tornado);

} // namespace denominator::ui
