// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Reading a published claim against the data: the claim's comparator becomes the baseline and,
// when the data has its subject too, the pair the Waterfall and Sensitivity tabs explain — so
// every tab shows the claim's systems, not only the Waterfall.

#include "core/comparison.h"
#include "literacy/claims.h"
#include "scenario/scenario.h"

namespace denominator {

/// Puts the claim's systems into `s` given the comparison of its workload (`all`): the best
/// InferenceX system of the comparator's hardware first (the baseline), the subject's next, both
/// as the explained pair when both exist; the rest is the default selection. `missing` receives,
/// per claim system the data lacks, why ("jalapeno has no benchmark points in gpt-oss-120b 1024/1024").
void pinClaimSystems(Scenario& s, const Claim& claim, const Comparison& all, QStringList& missing);

} // namespace denominator
