// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator lesson`: list the bundled lessons, or export one (or a lesson JSON file) as a
// printable PDF worksheet.

#include "charts/chart_kinds.h"
#include "cli.h"
#include "cli_common.h"

#include "charts/chart_factory.h"
#include "charts/inputs_provider.h"
#include "export/worksheet_exporter.h"
#include "literacy/lesson.h"

#include <QFileInfo>

namespace denominator::cli {
namespace {

QList<Lesson> bundledLessons()
{
    QList<Issue> errors;
    QList<Lesson> lessons = loadBundledLessons(bundledLessonContext(ui::chartNames()), &errors);
    if (!errors.isEmpty()) throw UsageError{QStringLiteral("a bundled lesson is invalid: %1").arg(errors.first().toString())};
    return lessons;
}

Lesson findLesson(const QString& idOrFile)
{
    if (QFileInfo(idOrFile).isFile()) {
        const auto l = loadLessonFile(idOrFile, bundledLessonContext(ui::chartNames()));
        if (!l) throw UsageError{l.error().toString()};
        return *l;
    }
    QStringList ids;
    for (const Lesson& l : bundledLessons()) {
        if (l.id == idOrFile) return l;
        ids << l.id;
    }
    throw UsageError{QStringLiteral("no lesson \"%1\" (known: %2)").arg(idOrFile, ids.join(QStringLiteral(", ")))};
}

int listLessons(bool json)
{
    nlohmann::json arr = nlohmann::json::array();
    for (const Lesson& l : bundledLessons()) {
        nlohmann::json steps = nlohmann::json::array();
        for (const LessonStep& s : l.steps) steps.push_back(s.title.toStdString());
        arr.push_back({{"id", l.id.toStdString()}, {"title", l.title.toStdString()}, {"steps", steps}});
        if (!json) out() << l.id << ": " << l.title << " (" << l.steps.size() << " steps)\n";
    }
    if (json) printJson(arr);
    out().flush();
    return 0;
}

int exportLesson(const QCommandLineParser& p, const QString& idOrFile)
{
    const QString output = p.value(QStringLiteral("output"));
    if (output.isEmpty()) throw UsageError{QStringLiteral("-o FILE.pdf is required")};
    if (QFileInfo(output).suffix().toLower() != QLatin1String("pdf"))
        throw UsageError{QStringLiteral("-o %1: a worksheet is a .pdf file").arg(output)};
    const Lesson lesson = findLesson(idOrFile);
    // Lessons are written for the bundled data: without --db, draw from a fresh copy of it, in
    // memory (a killed export leaves no temporary database behind).
    std::unique_ptr<Store> store;
    if (p.isSet(QStringLiteral("db"))) {
        store = openStore(p, Store::Access::Read);
        if (orStop(store->pointCount()) == 0) {
            store.reset();
            store = openStore(p); // empty: the bundled data goes in first
        }
    } else {
        store = std::make_unique<Store>(orStop(Store::open(QStringLiteral(":memory:"))));
    }
    loadBundledData(*store);
    const HardwareCatalog catalog = orStop(catalogFor(*store));
    if (const auto written = ui::exportWorksheet(lesson, ui::storeInputsProvider(*store, catalog), output); !written)
        throw UsageError{written.error().toString()};
    out() << "wrote " << output << " (" << lesson.id << ", " << lesson.steps.size() << " steps)\n";
    out().flush();
    return 0;
}

} // namespace

int runLesson(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The worksheet PDF to write (export)."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON (list).")});
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("list | export ID|FILE"));
    parseOrThrow(p, args,
                 QStringLiteral("Guided lessons: list them, or export one as a printable PDF worksheet.\n"
                                "export draws from the bundled data unless --db is given."));
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0, QStringLiteral("list"));
    if (action == QLatin1String("list")) return listLessons(p.isSet(QStringLiteral("json")));
    if (action == QLatin1String("export")) {
        if (pos.size() != 2) throw UsageError{QStringLiteral("usage: lesson export ID|FILE -o worksheet.pdf")};
        return exportLesson(p, pos[1]);
    }
    throw UsageError{QStringLiteral("unknown action \"%1\": expected list or export").arg(action)};
}

} // namespace denominator::cli
