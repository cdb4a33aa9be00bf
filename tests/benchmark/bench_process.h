// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Whole-process measurements for denominator-bench: a program run to its end, its wall time and
// its own peak resident memory (wait4's ru_maxrss for that child alone), output discarded.

#include <QList>
#include <QString>
#include <QStringList>

struct ProcessRun {
    double seconds = 0;
    double peakMb = 0;
    int exitCode = -1; ///< -1 when it could not be started or was killed
};

/// Runs `program` with `args` (stdout and stderr to /dev/null unless `keepOutput`).
ProcessRun runProcess(const QString& program, const QStringList& args, bool keepOutput = false);
double medianOf(QList<double> v);
/// "target met" / "TARGET MISSED".
const char* verdict(bool met);
