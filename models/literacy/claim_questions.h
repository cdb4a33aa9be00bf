// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The questions a claim must answer (see claim_assessment.h for the types): the three primary ones
// (rated or measured, boundary, interactivity) and the secondary ones (tokens counted, per-GPU
// normalisation, comparator named; for matched claims also the interactivity percentile and
// whether the comparator's point was measured). Pure.

#include "literacy/claim_assessment.h"

namespace denominator {

/// Primary questions first. A question is answered from the claim's `stated` text for its key
/// (denominator, boundary, interactivity, tokens, normalisation, comparator, percentile,
/// comparator_point) and from the structured fields (denominator kinds, hardware, operating point).
QList<ClaimQuestion> claimQuestions(const Claim& claim);

} // namespace denominator
