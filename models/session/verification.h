// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// `denominator verify`: re-derives every number an evidence record holds from a store (the user's
// database, or a temporary one filled from a folder or a bundle) and says, number by number,
// whether it matches. Only the points of the recorded input files are read, so a database that
// holds more data verifies the same chart; a recorded file the store lacks is named.

#include "session/evidence.h"

#include <QList>
#include <QSet>
#include <QStringList>
#include <nlohmann/json.hpp>

namespace denominator {

/// Relative tolerance for numbers; counts and text compare exactly.
inline constexpr double kVerifyTolerance = 1e-9;

struct ValueCheck {
    QString key;                      ///< "matched › h100 vllm fp8 › tokens_per_s_per_kw"
    nlohmann::json recorded, derived; ///< null where n/a; `derived` is absent (discarded) when not re-derived
    bool derivedPresent = true;
    bool recordedPresent = true;
    bool matches = false;
};

struct Verification {
    QString file;
    /// What fails the check besides the numbers, each naming what changed: a recorded input file
    /// missing or with another hash, a scenario that no longer has its recorded hash.
    QStringList problems;
    QStringList notes; ///< what does not fail it: another Denominator version drew the chart
    /// What the data verified against could not give and was taken from the record itself (a
    /// bundle or a folder of inputs): hardware figures that differ from Denominator's catalogue,
    /// the options a file was imported with. The verdict counts them: the numbers then match
    /// under the record's own word for these.
    QStringList takenFromRecord;
    /// What was drawn and from what: "chart     efficiency, scenario 4a7dda1037, drawn by
    /// Denominator 0.1.0", then one "input     NAME · SHA-256 … · N bytes · ORIGIN · LICENCE: found" per file.
    QStringList header;
    QList<ValueCheck> values;

    int mismatches() const;
    bool passed() const { return problems.isEmpty() && mismatches() == 0; }
    /// "verified: all 412 numbers match" (", with 1 figure taken from the record, not the data"),
    /// or "NOT verified: 3 of 412 numbers differ; 1 input file missing".
    QString verdict() const;
};

/// Whether two recorded leaves agree: numbers within kVerifyTolerance (relative), everything else exactly.
bool valuesMatch(const nlohmann::json& a, const nlohmann::json& b);

/// Compares two values trees leaf by leaf (both directions: a leaf only one side has is a mismatch).
QList<ValueCheck> compareValues(const nlohmann::json& recorded, const nlohmann::json& derived);

/// Re-derives `e` from `store` under `catalog`: its sources must be there, then the chart's
/// numbers are drawn again from their points alone and compared. The Issue of a store that
/// cannot be read. `withheld`: the SHA-256 of recorded inputs the caller left out of `store` on
/// purpose (a bundle's input whose file, or a file read with it, was changed): named as not read,
/// not as missing from the data.
Expected<Verification> verifyEvidence(const Evidence& e, Store& store, const HardwareCatalog& catalog, const QString& file,
                                      const QSet<QString>& withheld = {});

/// The report: per number, recorded vs re-derived and match / MISMATCH (`all`: also the matches),
/// then the problems and the verdict.
QStringList reportLines(const Verification& v, bool all = true);
nlohmann::json toJson(const Verification& v);

} // namespace denominator
