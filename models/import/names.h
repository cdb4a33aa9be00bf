// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// InferenceX's own name normalisation: how its ingest turns the model, hardware and framework
// strings of every artifact generation into one key each. The tables live in
// resources/data/names.json (one file a user can extend: a names.json of the same shape in the
// config folder adds to it). Thread-safe; the original strings are kept separately for provenance.

#include <QString>
#include <QStringList>
#include <optional>

namespace denominator::names {

/// Model DB key ("dsr1") from `infmax_model_prefix` (preferred; precision suffixes such as
/// "-fp8" or "-nvfp4-v2" are dropped) or from a hub id / checkpoint path; empty when unknown.
QString modelKey(const QString& prefix, const QString& modelIdOrPath);
/// Display name of a key ("dsr1" -> "DeepSeek-R1-0528"); empty when the table has no entry.
QString modelDisplayName(const QString& key);
/// The DB keys behind a display name (the API takes display names, the availability list keys).
QStringList modelKeysForDisplayName(const QString& displayName);
/// Every display name the table knows, sorted.
QStringList modelDisplayNames();

/// Model display name for a row: the key's display name, or — for a model InferenceX does not
/// know — the last component of the id or path as given.
QString model(const QString& prefix, const QString& modelIdOrPath);

/// Hardware key: lower-cased, any "cluster:" scope and "_<digits>" runner index dropped, and for a
/// known GPU everything from the first '-' (`b200-nscale-slurm_00` -> `b200`, `mi355x-amd_0` ->
/// `mi355x`). An unknown name keeps its dashes (`b200-nvl`, `jalapeno`).
QString hardware(const QString& raw);
/// Why the display name of a model key is not confirmed ("rests on one third-party capture"), or
/// empty when it is (names.json "unverified_models").
QString unverifiedModel(const QString& key);
/// Whether InferenceX knows the hardware key.
bool isKnownHardware(const QString& key);

struct Framework {
    QString name; ///< canonical: "dynamo-trt", "mori-sglang"
    bool disagg = false;
};
/// Framework aliases and the disaggregation they imply: `sglang-disagg` is a disaggregated
/// `mori-sglang`, `dynamo-trtllm` is `dynamo-trt`; `explicitDisagg` (the row's own field) decides
/// for Dynamo, which can also serve aggregated; mori-* is always disaggregated.
Framework framework(const QString& raw, std::optional<bool> explicitDisagg = std::nullopt);

/// Precision lower-cased, vendor formats folded (`NVFP4`, `mxfp4` -> `fp4`).
QString precision(const QString& raw);

/// Speculative decoding method lower-cased; empty or absent -> "none".
QString specMethod(const QString& raw);

} // namespace denominator::names
