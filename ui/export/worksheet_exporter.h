// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// A lesson as a printable PDF worksheet (A4 portrait): a title page with the introduction, one
// page per step with the chart as the step shows it before the reveal (built by populateChart,
// stamp included) and the question with room for a prediction, then the answers and
// explanations on the last page(s). All text stays text. Needs a QApplication (Qt Charts); runs
// headless on the offscreen platform.

#include "charts/inputs_provider.h"
#include "literacy/lesson.h"

#include <QString>

namespace denominator::ui {

/// Writes the worksheet for `lesson` to `pdfPath`, drawing each step's chart from
/// `inputsFor(step.scenario)`. Returns false with `error` when a step has no data to draw or the
/// file cannot be written.
Expected<void> exportWorksheet(const Lesson& lesson, const InputsProvider& inputsFor, const QString& pdfPath);

} // namespace denominator::ui
