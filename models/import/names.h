// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// InferenceX's own name normalisation: how people type model, hardware and framework names.
// Pure functions; the original strings are kept separately for provenance.

#include <QString>

namespace denominator::names {

/// Model display name from `infmax_model_prefix` (preferred) or the model id / checkpoint path.
/// `gptoss` -> `gpt-oss-120b`, `dsr1` -> `DeepSeek-R1-0528`, unknown values pass through.
QString model(const QString& prefix, const QString& modelIdOrPath);

/// Hardware lower-cased with runner suffixes stripped: `b200-trt` -> `b200`, `mi355x-amd_0` -> `mi355x`.
QString hardware(const QString& raw);

/// Framework aliases: `dynamo-trtllm` -> `dynamo-trt`.
QString framework(const QString& raw);

/// Precision lower-cased (`FP4` -> `fp4`).
QString precision(const QString& raw);

} // namespace denominator::names
