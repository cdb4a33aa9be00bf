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
        ChartInputs in = makeChartInputs(store.points(f), s, catalog, store.claims().claims);
        if (s.chart == QLatin1String("cross-source")) in.crossSource = store.points(PointFilter::of(std::nullopt, s.model));
        return in;
    };
}

} // namespace denominator::ui
