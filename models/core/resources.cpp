// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/resources.h"

#include <QDir>
#include <QString>

static void initDenominatorResources() { Q_INIT_RESOURCE(denominator); }

namespace denominator {

void initResources()
{
    static const bool done = [] {
        initDenominatorResources();
        return true;
    }();
    (void)done;
}

QStringList bundledDataFiles()
{
    initResources();
    QStringList files{QStringLiteral(":/data/claims_jalapeno.json")};
    // Data files only: each folder also holds its attribution NOTICE.md, which is not an import.
    const QStringList data{QStringLiteral("*.json"), QStringLiteral("*.csv")};
    for (const char* folder : {":/data/inferencex", ":/data/other-benchmarks"}) {
        const QDir dir(QString::fromLatin1(folder));
        for (const QString& name : dir.entryList(data, QDir::Files, QDir::Name)) files << dir.filePath(name);
    }
    return files;
}

QString hardwareSpecsResource()
{
    initResources();
    return QStringLiteral(":/data/hardware_specs.json");
}

QString chassisProfilesResource()
{
    initResources();
    return QStringLiteral(":/data/chassis_power_profiles.json");
}

} // namespace denominator
