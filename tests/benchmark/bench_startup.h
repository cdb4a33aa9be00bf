// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Start-up benchmark: whole-process wall time of headless commands that need no database
// (`--version`, `energy` on a real small log), and `energy` on a 20 MB log in MB/s.

/// Prints the figures; 0 on success, 1 when a command failed.
int runStartupBenchmark();
