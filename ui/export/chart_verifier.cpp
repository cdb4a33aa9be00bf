// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "export/chart_verifier.h"

#include "core/sha256.h"
#include "export/chart_exporter.h"
#include "import/importer.h"
#include "session/evidence_bundle.h"
#include "session/session.h"
#include "store/store.h"
#include "telemetry/measured_import.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTemporaryDir>
#include <algorithm>
#include <climits>
#include <cmath>
#include <memory>

namespace denominator::ui {
namespace {

/// A fresh database holding `files` and nothing else, in a folder that goes with it.
struct ScratchStore {
    QTemporaryDir dir;
    std::unique_ptr<Store> store;
    QStringList notes;           ///< files that did not import, and why
    QStringList takenFromRecord; ///< files imported with the options the record names
};

/// The SHA-256 of a file's bytes; empty (with a note) when it cannot be read.
QString fileSha256(const QString& file, ScratchStore& s)
{
    if (!QFile(file).open(QIODevice::ReadOnly)) return {}; // the import says why it cannot be read
    const auto hashed = Sha256::ofFile(file);
    if (!hashed) {
        s.notes << hashed.error().toString() + QStringLiteral(" (read to match it with the record)");
        return {};
    }
    return hashed->sha256;
}

/// The record's entry for these bytes, if it names them.
const EvidenceSource* recordedAs(const QString& sha, const Evidence& e)
{
    for (const EvidenceSource& src : e.sources)
        if (!sha.isEmpty() && src.sha256 == sha) return &src;
    return nullptr;
}

/// The options the record says a file was imported with, so it gives the same points again; the
/// defaults for a file the record does not name.
ParseOptions recordedOptions(const QString& file, const EvidenceSource* src, ScratchStore& s)
{
    if (!src || src->importOptions.isEmpty()) return {};
    s.takenFromRecord << QStringLiteral("%1 imported with %2").arg(QFileInfo(file).fileName(), src->importOptions);
    return optionsFromText(src->importOptions);
}

/// A power log the record names: each result's measured power computed from it again, with the
/// options the record keeps for that result (the result imported first). The Issue of a scratch
/// database that could not be read: nothing can be verified then.
Expected<void> importPowerLog(const QString& log, const EvidenceSource& src, const QHash<QString, QString>& fileOfSha, ScratchStore& s)
{
    const nlohmann::json j = nlohmann::json::parse(src.importOptions.toStdString(), nullptr, false);
    const auto forResults = j.is_object() ? j.find("power_for") : j.end();
    if (!j.is_object() || forResults == j.end() || !forResults->is_object() || forResults->empty()) {
        s.notes << QStringLiteral("%1 is a power log, but the record does not say which result it gives power to").arg(src.name);
        return {};
    }
    for (auto it = forResults->begin(); it != forResults->end(); ++it) {
        const QString resultSha = QString::fromStdString(it.key());
        const QString result = fileOfSha.value(resultSha);
        if (result.isEmpty()) {
            s.notes << QStringLiteral("the power log %1 gives power to a result (SHA-256 %2…) that is not among the inputs")
                           .arg(src.name, resultSha.left(12));
            continue;
        }
        const QString text = QString::fromStdString(it->dump());
        const auto [parse, energy] = powerLogOptionsFrom(text);
        s.takenFromRecord << QStringLiteral("%1 read with %2 for %3").arg(src.name, text, QFileInfo(result).fileName());
        const MeasuredImport m = importWithTelemetry(*s.store, result, log, parse, energy);
        if (m.databaseFailure) return *m.databaseFailure;
        if (!m.report.ok())
            s.notes << QStringLiteral("%1 gave no power to %2: %3").arg(src.name, result, m.report.errors.first().toString());
    }
    return {};
}

Expected<std::unique_ptr<ScratchStore>> scratchStoreWith(const QStringList& files, const Evidence& e)
{
    auto s = std::make_unique<ScratchStore>();
    if (!s->dir.isValid()) return Issue{{}, -1, -1, {}, QStringLiteral("cannot create a temporary folder for the data to verify against")};
    auto opened = Store::open(s->dir.filePath(QStringLiteral("verify.sqlite")));
    if (!opened) return opened.error();
    s->store = std::make_unique<Store>(std::move(opened).value());
    // In the record's order (a later claims file replaces an earlier one's claim of the same id),
    // files it does not name last; power logs after the results they give power to.
    QStringList ordered = files;
    QHash<QString, int> position;
    for (int i = 0; i < e.sources.size(); ++i) position.insert(e.sources[i].name, i);
    std::stable_sort(ordered.begin(), ordered.end(), [&](const QString& x, const QString& y) {
        return position.value(QFileInfo(x).fileName(), INT_MAX) < position.value(QFileInfo(y).fileName(), INT_MAX);
    });
    // Files are matched with the record by their hash only where it names how one was read (its
    // import options, a power log's results); otherwise each is read once, by its import.
    const bool match =
        std::any_of(e.sources.begin(), e.sources.end(), [](const EvidenceSource& src) { return !src.importOptions.isEmpty(); });
    QHash<QString, QString> fileOfSha;
    QList<std::pair<QString, const EvidenceSource*>> logs;
    for (const QString& f : std::as_const(ordered)) {
        const QString sha = match ? fileSha256(f, *s) : QString();
        const EvidenceSource* src = recordedAs(sha, e);
        if (!sha.isEmpty()) fileOfSha.insert(sha, f);
        if (src && src->format == QLatin1String(kPowerLogFormat)) {
            logs.append({f, src});
            continue;
        }
        const ImportReport r = s->store->importFile(f, recordedOptions(f, src, *s));
        if (!r.ok()) s->notes << QStringLiteral("%1 was not imported: %2").arg(f, r.errors.first().toString());
    }
    for (const auto& [log, src] : std::as_const(logs))
        if (const auto imported = importPowerLog(log, *src, fileOfSha, *s); !imported) return imported.error();
    return s;
}

Expected<QStringList> filesIn(const QString& dir)
{
    if (!QFileInfo(dir).isDir()) return Issue{dir, -1, -1, {}, QStringLiteral("expected a folder of input files")};
    QStringList files;
    for (const QFileInfo& f : QDir(dir).entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) files << f.filePath();
    // An input laid out in folders is one too (an MLPerf run folder, read from its summary with
    // the files beside it): each format says where its own are.
    for (const QString& input : inputsUnder(dir))
        if (!files.contains(input)) files << input;
    if (files.isEmpty()) return Issue{dir, -1, -1, {}, QStringLiteral("the folder holds no files (nor MLPerf run folders)")};
    return files;
}

/// The catalogue a bundle or a data folder is verified under: Denominator's, with each hardware
/// figure the record names that differs from it taken from the record (the chart was drawn with
/// the user's overrides, which a folder of inputs cannot carry), each listed in `taken`. A figure
/// no override could hold (not a positive number) is a problem.
HardwareCatalog catalogOfRecord(const Evidence& e, QStringList& taken, QStringList& problems)
{
    HardwareCatalog catalog = HardwareCatalog::bundled();
    // The chart's figures, and each part's (a worksheet's steps).
    QList<const nlohmann::json*> blocks;
    if (const auto it = e.values.find("hardware"); it != e.values.end() && it->is_object()) blocks << &*it;
    for (const EvidencePart& part : e.parts)
        if (const auto p = e.values.find(part.name.toStdString()); p != e.values.end() && p->is_object())
            if (const auto it = p->find("hardware"); it != p->end() && it->is_object()) blocks << &*it;
    QHash<QString, double> chosen; // "id field" -> the record's figure
    QList<HardwareOverride> overrides;
    for (const nlohmann::json* block : std::as_const(blocks))
        for (auto hw = block->begin(); hw != block->end(); ++hw) {
            const QString id = QString::fromStdString(hw.key());
            if (!catalog.contains(id) || !hw->is_object()) continue;
            const HardwareSpec spec = catalog.spec(id);
            for (const QString& field : HardwareSpec::fieldNames()) {
                const auto v = hw->find(field.toStdString());
                if (v == hw->end() || !v->is_number()) continue;
                const double recorded = v->get<double>(), ours = spec.field(field);
                if (valuesMatch(*v, nlohmann::json(ours))) continue;
                const QString key = id + QLatin1Char(' ') + field;
                if (chosen.contains(key)) {
                    if (!valuesMatch(*v, nlohmann::json(chosen.value(key))))
                        problems << QStringLiteral("the record gives two figures for %1: %2 and %3")
                                        .arg(key, QString::number(chosen.value(key), 'g', 12), QString::number(recorded, 'g', 12));
                    continue;
                }
                chosen.insert(key, recorded);
                if (!(std::isfinite(recorded) && recorded > 0)) {
                    problems << QStringLiteral("the record's hardware figure %1 = %2 is not a positive number").arg(key).arg(recorded);
                    continue;
                }
                overrides << HardwareOverride{id, field, recorded, QStringLiteral("from the evidence record")};
                taken << QStringLiteral("hardware %1 = %2 (Denominator's catalogue: %3)")
                             .arg(key, QString::number(recorded, 'g', 12),
                                  std::isfinite(ours) ? QString::number(ours, 'g', 12) : QStringLiteral("n/a"));
            }
        }
    catalog.applyOverrides(overrides);
    return catalog;
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

} // namespace

Expected<Verification> verifyChartFile(const QString& given, Store* database, const QString& dataDir)
{
    QString path = given;
    if (QFileInfo(path).fileName() == QLatin1String(kBundleManifest)) path = QFileInfo(path).absolutePath();
    const bool bundle = QFileInfo(path).isDir();
    if (bundle && !dataDir.isEmpty())
        return Issue{path, -1, -1, {}, QStringLiteral("a bundle carries its own inputs: verify it without a data folder")};

    Evidence evidence;
    QStringList problems, notes;
    QSet<QString> withheld;
    std::unique_ptr<ScratchStore> scratch;
    if (bundle) {
        const auto b = readEvidenceBundle(path);
        if (!b) return b.error();
        evidence = b->evidence;
        problems = b->problems;
        withheld = b->withheld;
        auto s = scratchStoreWith(b->inputs, evidence);
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
            auto s = scratchStoreWith(*files, evidence);
            if (!s) return s.error();
            scratch = std::move(s.value());
        }
    }
    Store* store = scratch ? scratch->store.get() : database;
    if (!store) return Issue{path, -1, -1, {}, QStringLiteral("no database to verify against")};
    if (scratch) notes << scratch->notes;
    if (!store->notice().isEmpty()) notes << store->notice();
    QStringList taken = scratch ? scratch->takenFromRecord : QStringList{};
    const auto catalog = scratch ? Expected<HardwareCatalog>(catalogOfRecord(evidence, taken, problems)) : catalogFor(*store);
    if (!catalog) return Issue{given, -1, -1, {}, catalog.error().toString()};
    auto verified = verifyEvidence(evidence, *store, *catalog, given, withheld);
    if (!verified) return Issue{given, -1, -1, {}, verified.error().toString()};
    Verification v = std::move(verified).value();
    v.takenFromRecord = taken;
    v.problems = problems + v.problems;
    v.notes = notes + v.notes;
    return v;
}

} // namespace denominator::ui
