// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "export/chart_verifier.h"

#include "export/chart_exporter.h"
#include "session/evidence_bundle.h"
#include "session/session.h"
#include "store/store.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <memory>

namespace denominator::ui {
namespace {

/// A fresh database holding `files` and nothing else, in a folder that goes with it.
struct ScratchStore {
    QTemporaryDir dir;
    std::unique_ptr<Store> store;
    QStringList notes; ///< files that did not import, and why
};

Expected<std::unique_ptr<ScratchStore>> scratchStoreWith(const QStringList& files)
{
    auto s = std::make_unique<ScratchStore>();
    if (!s->dir.isValid()) return Issue{{}, -1, -1, {}, QStringLiteral("cannot create a temporary folder for the data to verify against")};
    s->store = std::make_unique<Store>(s->dir.filePath(QStringLiteral("verify.sqlite")));
    for (const QString& f : files) {
        const ImportReport r = s->store->importFile(f);
        if (!r.ok()) s->notes << QStringLiteral("%1 was not imported: %2").arg(f, r.errors.first().toString());
    }
    return s;
}

Expected<QStringList> filesIn(const QString& dir)
{
    if (!QFileInfo(dir).isDir()) return Issue{dir, -1, -1, {}, QStringLiteral("expected a folder of input files")};
    QStringList files;
    for (const QFileInfo& f : QDir(dir).entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) files << f.filePath();
    if (files.isEmpty()) return Issue{dir, -1, -1, {}, QStringLiteral("the folder holds no files")};
    return files;
}

/// The problems of a bundle's chart: it must carry the record its manifest holds.
QStringList chartAgainstManifest(const QString& chart, const Evidence& manifest)
{
    const auto inChart = readEvidenceFile(chart);
    if (!inChart) return {QStringLiteral("the bundle's chart: %1").arg(inChart.error().toString())};
    QStringList problems;
    for (const ValueCheck& c : compareValues(manifest.values, inChart->values))
        if (!c.matches) problems << QStringLiteral("the bundle's chart records another value of %1 than its manifest").arg(c.key);
    return problems;
}

Expected<Verification> verifyOrThrow(const QString& given, Store* database, const QString& dataDir)
{
    QString path = given;
    if (QFileInfo(path).fileName() == QLatin1String(kBundleManifest)) path = QFileInfo(path).absolutePath();
    const bool bundle = QFileInfo(path).isDir();
    if (bundle && !dataDir.isEmpty())
        return Issue{path, -1, -1, {}, QStringLiteral("a bundle carries its own inputs: verify it without a data folder")};

    Evidence evidence;
    QStringList problems, notes;
    std::unique_ptr<ScratchStore> scratch;
    if (bundle) {
        const auto b = readEvidenceBundle(path);
        if (!b) return b.error();
        evidence = b->evidence;
        problems = b->problems;
        auto s = scratchStoreWith(b->inputs);
        if (!s) return s.error();
        scratch = std::move(s.value());
        if (!b->chart.isEmpty()) problems << chartAgainstManifest(b->chart, evidence);
    } else {
        const auto read = readEvidenceFile(path);
        if (!read) return read.error();
        evidence = *read;
        // An image carries the scenario twice (for `render` and in the record): they must agree.
        if (const auto s = readScenarioFile(path); s && toJson(*s) != toJson(evidence.scenario))
            problems << QStringLiteral("the file's scenario differs from the one its evidence record was drawn under");
        if (const QString csv = csvBodyProblem(path, evidence); !csv.isEmpty()) problems << csv;
        if (!dataDir.isEmpty()) {
            const auto files = filesIn(dataDir);
            if (!files) return files.error();
            auto s = scratchStoreWith(*files);
            if (!s) return s.error();
            scratch = std::move(s.value());
        }
    }
    Store* store = scratch ? scratch->store.get() : database;
    if (!store) return Issue{path, -1, -1, {}, QStringLiteral("no database to verify against")};
    if (scratch) notes << scratch->notes;
    if (!store->notice().isEmpty()) notes << store->notice();
    Verification v = verifyEvidence(evidence, *store, catalogFor(*store), given);
    v.problems = problems + v.problems;
    v.notes = notes + v.notes;
    return v;
}

} // namespace

Expected<Verification> verifyChartFile(const QString& given, Store* database, const QString& dataDir)
{
    try {
        return verifyOrThrow(given, database, dataDir);
    } catch (const StoreError& e) { // a database that cannot be read or written: said, never a crash of the window
        return Issue{given, -1, -1, {}, e.message()};
    }
}

} // namespace denominator::ui
