// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/resources.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QtGlobal>
#include <nlohmann/json.hpp>

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

void readBundledJson(const QString& resource, const std::function<void(const nlohmann::json&)>& read)
{
    initResources();
    QString why;
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly)) {
        why = QStringLiteral("it is missing");
    } else {
        try {
            read(nlohmann::json::parse(f.readAll().toStdString()));
            return;
        } catch (const nlohmann::json::exception& e) {
            why = QString::fromUtf8(e.what());
        } catch (const BrokenBundle& e) {
            why = e.why;
        }
    }
    qFatal("broken build: the bundled resource %s cannot be read (%s)", qPrintable(resource), qPrintable(why));
}

} // namespace denominator
