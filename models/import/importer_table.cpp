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

const Importer* importerOfFormat(const QString& format)
{
    const ImporterTable& t = importerTable();
    const auto named = [&](const auto& list) -> const Importer* {
        for (const Importer* i : list)
            if (i->format() == format) return i;
        return nullptr;
    };
    for (const Importer* i : {named(t.jsonRows), named(t.jsonDocuments), named(t.csv), named(t.textLogs)})
        if (i) return i;
    return nullptr;
}

} // namespace denominator
