#include "resources.h"

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
    const QDir dir(QStringLiteral(":/data/inferencex"));
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name)) files << dir.filePath(name);
    return files;
}

QString hardwareSpecsResource()
{
    initResources();
    return QStringLiteral(":/data/hardware_specs.json");
}

} // namespace denominator
