// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Redraw benchmark: the real window (offscreen) at 1366×768 with every DeepSeek-R1 1k/1k system
// of the InferenceX API fixture selected; one assumption change, timed from the edit to the end
// of the window's repaint. Also with the same systems grown to 10,000 points, and the rate at
// which dragging the interactivity slider can update, and the window's start to its first drawn
// chart, as whole processes.

/// `denominator-bench first-draw DB`: the window on DB, exiting right after its first chart is
/// painted (status 0) or when none could be drawn (1). The redraw section times it whole.
[[noreturn]] void runFirstDrawChild(int argc, char** argv);
/// Prints the figures; 0 on success, 1 when the data or the window could not be set up.
int runRedrawBenchmark();
