// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Chart data as CSV rows at full precision, each cell spreadsheet-inert (import/csv_reader.h).

#include "charts/chart_factory.h"

class QTextStream;

namespace denominator::ui {

/// One row per plotted value: every point, the front, and the peak or matched sample, with the
/// power basis, efficiency (and its band under an unknown draw), status and provenance.
void writePointRows(QTextStream& out, const ChartInputs& in);
/// The efficiency chart's rows: writePointRows' rows with a row per system at its peak and at the
/// scenario's interactivity, the two bar sets it draws.
void writeEfficiencyRows(QTextStream& out, const ChartInputs& in);
/// The waterfall's steps: factor and running ratio (with band ends) per step.
void writeWaterfallRows(QTextStream& out, const ChartInputs& in);
/// The tornado's swings: the ratio at each end of each assumption's range.
void writeTornadoRows(QTextStream& out, const ChartInputs& in);
/// The cross-source chart's marks: benchmark, series, interactivity, J per output token, power, condition.
void writeCrossSourceRows(QTextStream& out, const ChartInputs& in);

} // namespace denominator::ui
