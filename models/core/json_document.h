// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Small JSON documents a user hands over (scenarios, lessons, claims, a raw benchmark result):
// read with the same checks as an import, validated (UTF-8, nesting at most
// InputLimits::kMaxJsonDepth, no NaN) before nlohmann builds a tree, so nothing later can recurse
// without bound or throw; a problem comes back as an Issue naming the line and the key.

#include "core/input_limits.h"
#include "core/issue.h"

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>

namespace denominator {

/// A regular file of at most `maxBytes`, read whole.
Expected<QByteArray> readDocumentFile(const QString& path, qint64 maxBytes = InputLimits::kMaxDocumentBytes);
/// `bytes` as a JSON tree; `file` names it in the Issue.
Expected<nlohmann::json> parseJsonDocument(const QByteArray& bytes, const QString& file);

} // namespace denominator
