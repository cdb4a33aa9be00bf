// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// An evidence bundle: a folder that verifies on another machine with nothing else. It holds
// manifest.json (the evidence record, each input naming its file in the bundle and its licence),
// inputs/ (the input files, byte for byte) and the chart itself.

#include "session/evidence.h"

#include <QByteArray>
#include <QStringList>
#include <functional>
#include <optional>

namespace denominator {

inline constexpr const char* kBundleManifest = "manifest.json";

/// The body of a fetched response by its SHA-256, as the store keeps it (Store::fetchedBytes).
using FetchedBytes = std::function<std::optional<QByteArray>(const QString& sha256)>;

/// Writes the manifest and copies each recorded input into DIR/inputs/: bundled data from the
/// program, imported files from where they were imported (their bytes must still have the
/// recorded hash), fetched responses from `fetched`, and the exported chart `chartFile` when one
/// is given. The Issue names the input that cannot be copied and why.
Expected<void> writeEvidenceBundle(const QString& dir, const Evidence& e, const QString& chartFile = {}, const FetchedBytes& fetched = {});

struct EvidenceBundle {
    Evidence evidence;
    QStringList inputs;   ///< paths of the input files whose bytes match their hash, to import
    QStringList problems; ///< an input missing from the bundle, or whose bytes no longer match its hash
    QString chart;        ///< the chart file the manifest names (may be empty)
};
/// Reads DIR/manifest.json and checks every input's bytes against its recorded SHA-256.
Expected<EvidenceBundle> readEvidenceBundle(const QString& dir);

} // namespace denominator
