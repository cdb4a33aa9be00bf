// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Writes a claim card (session/claim_card.h) as a one-page PDF: its text over the claim's
// waterfall, with the scenario and the evidence record embedded as in every export.

#include "export/chart_exporter.h"
#include "session/claim_card.h"

namespace denominator::ui {

/// The card's text as rich text; `path` is named in the line that verifies it.
QString claimCardHtml(const ClaimCard& card, const QString& path);

/// The card at `path` (a .pdf): the text, then the waterfall drawn from `in` (card.scenario's inputs).
Expected<void> exportClaimCard(const ClaimCard& card, const ChartInputs& in, const QString& path);

} // namespace denominator::ui
