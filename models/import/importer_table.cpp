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

namespace {

/// Every importer of the table, in detection order.
QList<const Importer*> allImporters()
{
    const ImporterTable& t = importerTable();
    QList<const Importer*> all;
    for (const Importer* i : t.jsonRows) all << i;
    for (const Importer* i : t.jsonDocuments) all << i;
    for (const Importer* i : t.csv) all << i;
    for (const Importer* i : t.textLogs) all << i;
    return all;
}

} // namespace

const Importer* importerOfFormat(const QString& format)
{
    for (const Importer* i : allImporters())
        if (i->format() == format) return i;
    return nullptr;
}

QStringList inputsUnder(const QString& dir)
{
    QStringList out;
    for (const Importer* i : allImporters())
        for (const QString& input : i->inputsUnder(dir))
            if (!out.contains(input)) out << input;
    return out;
}

} // namespace denominator
