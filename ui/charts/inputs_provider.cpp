// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/inputs_provider.h"

#include "session/session.h"

namespace denominator::ui {

InputsProvider storeInputsProvider(Store& store, const HardwareCatalog& catalog)
{
    return [&store, &catalog](const Scenario& s) { return chartInputsFor(store, catalog, s); };
}

} // namespace denominator::ui
