// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The parts of the command line that only denominator-gui links (cli.h GuiParts): drawing and fetching.

#include "cli.h"

namespace denominator::cli {

GuiParts guiProgramParts();

} // namespace denominator::cli
