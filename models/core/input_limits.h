// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The limits every reader of user input shares; README "Limits" states them.

#include <QtGlobal>

namespace denominator {

struct InputLimits {
    static constexpr qint64 kMaxInputBytes = qint64(2) << 30; ///< 2 GiB per input file
    static constexpr qint64 kMaxRecordBytes = 16 << 20;       ///< one JSON row or CSV record
    static constexpr qint64 kMaxDocumentBytes = 64 << 20;     ///< a JSON file that is one object
    static constexpr int kMaxIssues = 50;                     ///< problems listed per file
    static constexpr int kMaxJsonDepth = 32;                  ///< nesting of any JSON we read
};

} // namespace denominator
