// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Verifies an exported chart or an evidence bundle (File ▸ Verify a chart…, `denominator verify`):
// reads its evidence record (PNG/SVG/PDF/CSV, or a bundle's manifest), chooses the data to
// re-derive from, and returns the number-by-number report (session/verification.h). Here, not in
// models/, because reading a PNG's text chunks takes Qt Gui.

#include "session/verification.h"

namespace denominator::ui {

/// `path`: an exported file, a bundle folder or its manifest.json. A bundle is verified from its own
/// inputs alone; a file from `dataDir`'s files when given, else from `database`. A bundle's inputs
/// and `dataDir`'s files go into a temporary database that holds them alone; `database` is only read.
/// The Issue: the file carries no evidence, cannot be read, or the options contradict each other.
Expected<Verification> verifyChartFile(const QString& path, Store* database, const QString& dataDir = {});

} // namespace denominator::ui
