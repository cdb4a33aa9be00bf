// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/inputs_provider.h"

#include "session/session.h"

namespace denominator::ui {

InputsProvider storeInputsProvider(Store& store, const HardwareCatalog& catalog)
{
    // Each scenario asked for is drawn as `render` draws one: its workload is read from the store
    // now (so imports are seen) under the catalogue as it is then.
    return [&store, &catalog](const Scenario& s) { return chartInputsFor(store, catalog, s); };
}

} // namespace denominator::ui
