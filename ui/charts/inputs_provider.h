// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Chart inputs for any scenario, not just the window's current one: what the lesson worksheet,
// the scenario diff view and `denominator lesson export` draw from.

#include "charts/chart_factory.h"

#include <functional>

namespace denominator {
class Store;
}

namespace denominator::ui {

/// Returns what the window would draw for a scenario (see makeChartInputs), or the Issue of a
/// store that could not be read. Must be called on the thread that owns the store.
using InputsProvider = std::function<Expected<ChartInputs>(const Scenario&)>;

/// Each call draws the scenario as `render` does (session/session.h chartInputsFor): its workload read
/// from `store` then (so imports are seen), compared under `catalog` with the store's claims.
/// `store` and `catalog` are held by reference and must outlive the provider.
InputsProvider storeInputsProvider(Store& store, const HardwareCatalog& catalog);

} // namespace denominator::ui
