// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// An evidence bundle: a folder that verifies on another machine with nothing else. It holds
// manifest.json (the evidence record, each input naming its file in the bundle and its licence),
// inputs/ (the input files, byte for byte, each in a folder of its own; an input read with files
// beside it, an MLPerf run folder, keeps their layout there and the manifest lists each with its
// SHA-256 under "beside") and the chart itself.

#include "session/evidence.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringList>
#include <functional>
#include <optional>
#include <utility>

namespace denominator {

inline constexpr const char* kBundleManifest = "manifest.json";

/// The body of a fetched response by its SHA-256, as the store keeps it (Store::fetchedBytes):
/// nothing when none is kept, the Issue when the store could not be read.
using FetchedBytes = std::function<Expected<std::optional<QByteArray>>(const QString& sha256)>;

/// What writeEvidenceBundle wrote.
struct WrittenBundle {
    int inputs = 0;      ///< the recorded inputs
    int filesBeside = 0; ///< the files their imports read beside them (an MLPerf run's logs)
    /// "3 input files", "2 input files and 8 files read beside them".
    QString summary() const;
};

/// Whether `dir` may take a bundle: it does not exist yet, or holds nothing (hidden files count):
/// the bundle's files must be all it holds, or a file left from before sits beside them unchecked.
bool isFreeForBundle(const QString& dir);

/// Everything a bundle of `Evidence` holds but its chart, read and checked: the manifest and each
/// file's bytes by its path in the bundle.
struct BundleContents {
    QByteArray manifest;                         ///< JSON, without the chart's name and hash (the writer adds them)
    QList<std::pair<QString, QByteArray>> files; ///< "inputs/<sha>/NAME" -> bytes
    WrittenBundle written;
};

/// Reads each recorded input for a bundle: bundled data from the program, imported files from
/// where they were imported (their bytes must still have the recorded hash, as must the files an
/// import read beside them where the store recorded those), fetched responses from `fetched`.
/// Nothing is written: the Issue names the input or file that cannot go into a bundle and why.
Expected<BundleContents> gatherEvidenceBundle(const Evidence& e, const FetchedBytes& fetched = {});
/// Writes `contents` into DIR (the manifest, DIR/inputs/) with the exported chart `chartFile` when
/// one is given. The Issue names the file that could not be written.
Expected<WrittenBundle> writeEvidenceBundle(const QString& dir, const BundleContents& contents, const QString& chartFile = {});
/// gatherEvidenceBundle, then the above: nothing is written when an input fails its check.
Expected<WrittenBundle> writeEvidenceBundle(const QString& dir, const Evidence& e, const QString& chartFile = {},
                                            const FetchedBytes& fetched = {});

struct EvidenceBundle {
    Evidence evidence;
    QStringList inputs;     ///< paths of the input files whose bytes, and whose files beside, match their hashes, to import
    QStringList problems;   ///< an input or a file beside it missing from the bundle, unlisted, or changed
    QSet<QString> withheld; ///< the SHA-256 of the recorded inputs left out of `inputs` for a problem above
    QString chart;          ///< the chart file the manifest names (may be empty)
};
/// Reads DIR/manifest.json and checks every input's bytes against its recorded SHA-256, and the
/// files its import reads beside it (as its importer names them) against the manifest's.
Expected<EvidenceBundle> readEvidenceBundle(const QString& dir);

} // namespace denominator
