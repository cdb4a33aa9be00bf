// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "charts/inputs_provider.h"

#include "session/session.h"

#include <memory>

namespace denominator::ui {

InputsProvider storeInputsProvider(Store& store, const HardwareCatalog& catalog)
{
    // The session the window would have over this store: every scenario asked for is its inputsFor().
    auto session = std::make_shared<const Session>(store, catalog);
    return [session](const Scenario& s) { return session->inputsFor(s); };
}

} // namespace denominator::ui
