// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/importer.h"

namespace denominator {

const ImporterTable& importerTable()
{
    // Detection order: the first importer that recognises the content reads it. Refusing formats
    // sit after the ones they could be mistaken for.
    static const ImporterTable table{
        {&aggRowsImporter(), &dbRowsImporter(), &apiRowsImporter(), &mlperfRowsImporter(), &availabilityImporter(),
         &mlperfSummaryV61Importer()},
        {&claimsImporter(), &rawResultImporter(), &mlenergyModelImporter(), &workflowInfoImporter()},
        {&dashboardCsvImporter(), &apiCsvImporter(), &telemetryCsvImporter()},
        {&mlperfRunImporter()},
    };
    return table;
}

} // namespace denominator
