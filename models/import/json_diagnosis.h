// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Why a JSON text does not parse, said the way a person can act on it: the line, the key being
// read, and what was expected ("field \"tput_per_gpu\": 1e400 is out of range; expected a finite
// number"). Used only after the fast parser refused a row, so its cost never matters.

#include "core/issue.h"

#include <string_view>

namespace denominator {

/// `bytes` failed to parse; `line` is the line its first byte is on, `row` its index (-1 for a
/// document), `fastParserMessage` what the fast parser said (used when this one finds no fault).
Issue diagnoseJson(std::string_view bytes, const QString& file, qint64 line, int row, const QString& fastParserMessage);

} // namespace denominator
