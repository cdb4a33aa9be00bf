// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/inputs_provider.h"

#include "store/store.h"

namespace denominator::ui {

InputsProvider storeInputsProvider(Store& store, const HardwareCatalog& catalog)
{
    return [&store, &catalog](const Scenario& s) {
        PointFilter f;
        f.model = s.model;
        f.isl = s.isl;
        f.osl = s.osl;
        return makeChartInputs(store.points(f), s, catalog, store.claims().claims);
    };
}

} // namespace denominator::ui
