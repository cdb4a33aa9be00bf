// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Writes claims in the format parseClaims reads (see claims.h), so a claim entered in the claim
// checker can be saved as a claims file and imported. Pure.

#include "literacy/claims.h"

#include <nlohmann/json.hpp>

namespace denominator {

/// One claim as an element of the `claims` array. NaN numbers and empty texts are written as null.
nlohmann::json toJson(const Claim& claim);
/// A whole claims document: {"format": "denominator-claims", "version": 1, "claims": [...]}.
nlohmann::json claimsDocument(const QList<Claim>& claims);

} // namespace denominator
