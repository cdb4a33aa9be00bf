// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/evidence_bundle.h"

#include "core/counted.h"
#include "core/input_limits.h"
#include "core/json_document.h"
#include "core/save_file.h"
#include "core/sha256.h"
#include "import/importer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace denominator {
namespace {

/// The bytes of a recorded input: a bundled file from the program, an imported one from its path,
/// a fetched response from the store.
Expected<QByteArray> inputBytes(const EvidenceSource& s, const FetchedBytes& fetched)
{
    const QString from = s.location; // a bundled file's is its resource path
    const auto fail = [&](const QString& why) {
        return Issue{s.name, -1, -1, {}, QStringLiteral("cannot put this input into the bundle: %1").arg(why)};
    };
    if (from.isEmpty() || from.contains(QLatin1String("://"))) {
        auto read = fetched ? fetched(s.sha256) : Expected<std::optional<QByteArray>>(std::nullopt);
        if (!read) return fail(QStringLiteral("the database could not be read: %1").arg(read.error().toString()));
        std::optional<QByteArray> kept = std::move(read).value();
        if (kept && Sha256::hexOf(*kept) == s.sha256) return std::move(*kept);
        if (from.isEmpty()) return fail(QStringLiteral("no location was recorded for it; import the file again"));
        if (!from.startsWith(QLatin1String("http")))
            return fail(QStringLiteral("it was read from %1, not from a file; save those rows to a file and import it").arg(from));
        return fail(QStringLiteral("it was fetched (%1) by a version that did not keep responses; fetch it again (the body is "
                                   "then kept), or save the response and import the file")
                        .arg(from));
    }
    QFile f(from);
    if (!f.open(QIODevice::ReadOnly)) return fail(QStringLiteral("%1 cannot be read (%2)").arg(from, f.errorString()));
    QByteArray bytes = f.readAll();
    const QString sha = Sha256::hexOf(bytes);
    if (sha != s.sha256)
        return fail(
            QStringLiteral("%1 has changed since it was imported (SHA-256 %2…, recorded %3…)").arg(from, sha.left(12), s.sha256.left(12)));
    return bytes;
}

/// The folder of an input in the bundle: inputs/<first 12 of its SHA-256>/, so two never collide.
QString inputFolder(const EvidenceSource& s) { return QStringLiteral("inputs/%1/").arg(s.sha256.left(12)); }

/// The files an input's import reads beside it (an MLPerf run folder's logs), as its importer says.
std::optional<FilesBeside> filesBeside(const EvidenceSource& s)
{
    const Importer* importer = importerOfFormat(s.format);
    if (!importer || s.location.isEmpty() || s.location.contains(QLatin1String("://"))) return std::nullopt;
    return importer->filesBeside(s.location);
}

/// Where an input goes in the bundle: its folder, then its name as imported, so that a name a
/// run's id or GPU count is read from stays as it was.
QString bundleName(const EvidenceSource& s)
{
    QString name = QFileInfo(s.name).fileName();
    if (s.location.startsWith(QLatin1String("http"))) { // "benchmarks?model=…&date=…": a plain file name, JSON
        static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._=-]+"));
        name = name.replace(unsafe, QStringLiteral("_")).left(100);
        if (!name.endsWith(QLatin1String(".json"))) name += QLatin1String(".json");
    }
    if (!isPlainName(name)) name = QStringLiteral("input");
    return inputFolder(s) + name;
}

/// Why `path` cannot be read as an input; empty when it can.
QString unreadable(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists()) return QStringLiteral("is missing");
    if (info.isSymLink() || !info.isFile()) return QStringLiteral("is not a plain file");
    if (info.size() > InputLimits::kMaxInputBytes) return QStringLiteral("is larger than an input may be");
    return {};
}

/// Whether `rel` names a file in an input's folder of the bundle: inputs/<folder>/ then plain names
/// only, so that a manifest cannot point the check at files elsewhere.
bool isInputPath(const QString& rel)
{
    const QStringList parts = rel.split(QLatin1Char('/'));
    return parts.size() >= 3 && parts[0] == QLatin1String("inputs") && isRelativePath(rel);
}

/// Why the bundle's input file `rel` cannot be read; empty when it can. No folder on its way may be
/// a link out of the bundle.
QString unreadableIn(const QString& dir, const QString& rel)
{
    const QStringList parts = rel.split(QLatin1Char('/'));
    for (qsizetype n = 1; n < parts.size(); ++n)
        if (QFileInfo(QDir(dir).filePath(parts.mid(0, n).join(QLatin1Char('/')))).isSymLink())
            return QStringLiteral("lies under a link, not in the bundle");
    const QString why = unreadable(QDir(dir).filePath(rel));
    return why == QLatin1String("is missing") ? QStringLiteral("is missing from the bundle") : why;
}

/// The bytes of a file an input's import reads beside it (through a link, as the import read it).
Expected<QByteArray> besideBytes(const QString& path)
{
    const QFileInfo info(path);
    const QString why = !info.exists()                              ? QStringLiteral("is missing")
                        : !info.isFile()                            ? QStringLiteral("is not a file")
                        : info.size() > InputLimits::kMaxInputBytes ? QStringLiteral("is larger than an input may be")
                                                                    : QString();
    if (!why.isEmpty()) return Issue{path, -1, -1, {}, QStringLiteral("cannot put this file into the bundle: it %1").arg(why)};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Issue{path, -1, -1, {}, QStringLiteral("cannot put this file into the bundle: %1").arg(f.errorString())};
    return f.readAll();
}

/// Writes `bytes` to the bundle's file `rel`, making its folders.
Expected<void> saveInto(const QString& dir, const QString& rel, const QByteArray& bytes)
{
    const QString path = QDir(dir).filePath(rel);
    if (!QDir().mkpath(QFileInfo(path).path())) return Issue{path, -1, -1, {}, QStringLiteral("cannot create the folder")};
    return saveFileAtomically(path, bytes);
}

/// A string member of a JSON object; empty when it is not one.
QString jsonText(const nlohmann::json& o, const char* key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

/// Whether the bundle's file `rel` is readable and has the SHA-256 `recorded` (which `where`
/// holds); a problem naming the file when not.
bool matchesHash(const QString& dir, const QString& rel, const QString& recorded, const QString& where, QStringList& problems)
{
    if (const QString why = unreadableIn(dir, rel); !why.isEmpty()) {
        problems << QStringLiteral("input file %1 %2").arg(rel, why);
        return false;
    }
    QFile f(QDir(dir).filePath(rel));
    const QString sha = f.open(QIODevice::ReadOnly) ? Sha256::hexOf(f.readAll()) : QString();
    if (sha == recorded) return true;
    problems
        << QStringLiteral("input file %1 was changed: its SHA-256 is %2…, %3 says %4…").arg(rel, sha.left(12), where, recorded.left(12));
    return false;
}

/// Whether the files the bundle's input `rel` is read with are there as its manifest entry lists
/// them: exactly the files its importer reads beside the bundle's copy (not the manifest's word for
/// which), in the input's own folder, each with the hash the manifest gives. A problem names each
/// file that is not.
bool companionsIntact(const QString& dir, const QString& rel, const EvidenceSource& s, const nlohmann::json& entry, QStringList& problems)
{
    const QString folder = rel.section(QLatin1Char('/'), 0, 1) + QLatin1Char('/');
    QSet<QString> reads;
    const Importer* importer = importerOfFormat(s.format);
    if (const auto beside = importer ? importer->filesBeside(QDir(dir).filePath(rel)) : std::nullopt) {
        const auto absolute = [](const QString& p) { return QDir::cleanPath(QFileInfo(p).absoluteFilePath()); };
        if (absolute(beside->root) != absolute(QDir(dir).filePath(folder))) {
            problems << QStringLiteral("input %1 is not laid out as its import reads it, from its folder %2").arg(rel, folder);
            return false;
        }
        for (const QString& f : beside->files.mid(1)) reads.insert(folder + f);
    }
    QMap<QString, QString> listed; // file -> SHA-256, as the manifest gives them
    bool intact = true;
    if (const auto beside = entry.find("beside"); beside != entry.end()) {
        if (!beside->is_array()) {
            problems << QStringLiteral("input %1: the files read beside it are not a list").arg(rel);
            return false;
        }
        for (const auto& other : *beside) {
            const QString file = other.is_object() ? jsonText(other, "file") : QString();
            if (isInputPath(file) && file.startsWith(folder)) {
                listed.insert(file, jsonText(other, "sha256"));
                continue;
            }
            problems << QStringLiteral("input %1 names a file read beside it that is not in its folder %2").arg(rel, folder);
            intact = false;
        }
    }
    QStringList readsSorted(reads.begin(), reads.end());
    readsSorted.sort();
    for (const QString& f : std::as_const(readsSorted))
        if (!listed.contains(f)) {
            problems << QStringLiteral("input %1 is read with %2, which the manifest does not list with its hash").arg(rel, f);
            intact = false;
        }
    for (auto it = listed.cbegin(); it != listed.cend(); ++it) {
        if (!reads.contains(it.key())) {
            problems << QStringLiteral("the manifest lists %1 beside input %2, which its import does not read").arg(it.key(), rel);
            intact = false;
            continue;
        }
        intact = matchesHash(dir, it.key(), it.value(), QStringLiteral("the manifest"), problems) && intact;
    }
    return intact;
}

} // namespace

QString WrittenBundle::summary() const
{
    QString first = counted(inputs, QStringLiteral("input file"), QStringLiteral("input files"));
    if (filesBeside == 0) return first;
    return first + QStringLiteral(" and ") +
           counted(filesBeside, QStringLiteral("file read beside them"), QStringLiteral("files read beside them"));
}

bool isFreeForBundle(const QString& dir)
{
    return !QFileInfo::exists(dir) || QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System).isEmpty();
}

Expected<BundleContents> gatherEvidenceBundle(const Evidence& e, const FetchedBytes& fetched)
{
    BundleContents c;
    nlohmann::json manifest = toJson(e);
    c.written.inputs = int(e.sources.size());
    for (qsizetype i = 0; i < e.sources.size(); ++i) {
        const EvidenceSource& s = e.sources[i];
        auto bytes = inputBytes(s, fetched);
        if (!bytes) return bytes.error();
        const auto beside = filesBeside(s);
        const QString file = beside ? inputFolder(s) + beside->files.first() : bundleName(s);
        c.files.append({file, std::move(bytes.value())});
        nlohmann::json& entry = manifest["sources"][size_t(i)];
        entry["file"] = file.toStdString();
        if (!beside) continue;
        // The files read with it, in the same layout under its folder, each with its hash, as its
        // import read them where the store recorded them (a log edited since is not the one the
        // chart's points came from). A folder name the reader would refuse (a backslash in it) is
        // refused here, by name.
        const QString fix = QStringLiteral("; restore it, or remove %1 (denominator sources remove) and import it again").arg(s.name);
        const QStringList reads = beside->files.mid(1);
        for (const FileBeside& was : s.beside)
            if (!reads.contains(was.file))
                return Issue{QDir(beside->root).filePath(was.file),
                             -1,
                             -1,
                             {},
                             QStringLiteral("is missing: it was read beside %1 when it was imported").arg(s.name) + fix};
        for (const QString& f : beside->files)
            if (!isInputPath(inputFolder(s) + f))
                return Issue{QDir(beside->root).filePath(f),
                             -1,
                             -1,
                             {},
                             QStringLiteral("cannot put this file into the bundle: a folder or file name on its path is not a plain "
                                            "name (no backslash, not \".\" or \"..\")")};
        entry["beside"] = nlohmann::json::array();
        for (const QString& other : reads) {
            const QString path = QDir(beside->root).filePath(other);
            auto otherBytes = besideBytes(path);
            if (!otherBytes) return otherBytes.error();
            const QString sha = Sha256::hexOf(*otherBytes);
            if (!s.beside.isEmpty()) { // recorded at import (schema 10 on)
                const auto was = std::find_if(s.beside.begin(), s.beside.end(), [&](const FileBeside& f) { return f.file == other; });
                if (was == s.beside.end())
                    return Issue{
                        path, -1, -1, {}, QStringLiteral("was not read beside %1 when it was imported (added since)").arg(s.name) + fix};
                if (sha != was->sha256)
                    return Issue{path,
                                 -1,
                                 -1,
                                 {},
                                 QStringLiteral("has changed since it was imported beside %1 (SHA-256 %2…, recorded %3…)")
                                         .arg(s.name, sha.left(12), was->sha256.left(12)) +
                                     fix};
            }
            c.files.append({inputFolder(s) + other, std::move(otherBytes.value())});
            ++c.written.filesBeside;
            entry["beside"].push_back({{"file", (inputFolder(s) + other).toStdString()}, {"sha256", sha.toStdString()}});
        }
    }
    c.manifest = QByteArray::fromStdString(manifest.dump(2));
    return c;
}

Expected<WrittenBundle> writeEvidenceBundle(const QString& dir, const BundleContents& contents, const QString& chartFile)
{
    if (!QDir().mkpath(QDir(dir).filePath(QStringLiteral("inputs"))))
        return Issue{dir, -1, -1, {}, QStringLiteral("cannot create the bundle folder")};
    for (const auto& [file, bytes] : contents.files)
        if (const auto saved = saveInto(dir, file, bytes); !saved) return saved.error();
    nlohmann::json manifest = nlohmann::json::parse(contents.manifest.begin(), contents.manifest.end(), nullptr, false);
    if (!manifest.is_object()) return Issue{dir, -1, -1, {}, QStringLiteral("internal error: the bundle's manifest is not a JSON object")};
    if (!chartFile.isEmpty()) {
        const QString name = QFileInfo(chartFile).fileName();
        const QString into = QDir(dir).filePath(name);
        if (QFileInfo(into).absoluteFilePath() != QFileInfo(chartFile).absoluteFilePath()) {
            QFile::remove(into);
            if (!QFile::copy(chartFile, into)) return Issue{into, -1, -1, {}, QStringLiteral("cannot copy the chart into the bundle")};
        }
        manifest["chart_file"] = name.toStdString();
        QFile chart(into);
        if (!chart.open(QIODevice::ReadOnly)) return Issue{into, -1, -1, {}, QStringLiteral("cannot read the chart back")};
        manifest["chart_sha256"] = Sha256::hexOf(chart.readAll()).toStdString();
    }
    if (const auto saved =
            saveFileAtomically(QDir(dir).filePath(QString::fromLatin1(kBundleManifest)), QByteArray::fromStdString(manifest.dump(2)));
        !saved)
        return saved.error();
    return contents.written;
}

Expected<WrittenBundle> writeEvidenceBundle(const QString& dir, const Evidence& e, const QString& chartFile, const FetchedBytes& fetched)
{
    const auto gathered = gatherEvidenceBundle(e, fetched);
    if (!gathered) return gathered.error();
    return writeEvidenceBundle(dir, *gathered, chartFile);
}

Expected<EvidenceBundle> readEvidenceBundle(const QString& dir)
{
    const QString path = QDir(dir).filePath(QString::fromLatin1(kBundleManifest));
    const auto bytes = readDocumentFile(path);
    if (!bytes) return bytes.error();
    const auto doc = parseJsonDocument(*bytes, path);
    if (!doc) return doc.error();
    auto evidence = evidenceFromJson(*doc, path);
    if (!evidence) return evidence.error();
    EvidenceBundle b;
    b.evidence = *evidence;
    const QString chartName = jsonText(*doc, "chart_file");
    if (!chartName.isEmpty()) {
        const QString chart = QDir(dir).filePath(chartName);
        const QString why = isPlainName(chartName) ? unreadableIn(dir, chartName) : QStringLiteral("is not a file name in the bundle");
        const QString recorded = jsonText(*doc, "chart_sha256");
        if (!why.isEmpty()) {
            b.problems << QStringLiteral("the chart %1 %2").arg(chartName, why);
        } else {
            QFile f(chart);
            const QString sha = f.open(QIODevice::ReadOnly) ? Sha256::hexOf(f.readAll()) : QString();
            if (sha != recorded)
                b.problems << QStringLiteral("the chart %1 was changed: its SHA-256 is %2…, the manifest says %3…")
                                  .arg(chartName, sha.left(12), recorded.left(12));
            b.chart = chart;
        }
    }
    const nlohmann::json& sources = (*doc)["sources"];
    for (size_t i = 0; i < sources.size(); ++i) {
        const EvidenceSource& s = b.evidence.sources[qsizetype(i)];
        const QString rel = sources[i].is_object() ? jsonText(sources[i], "file") : QString();
        if (!isInputPath(rel)) {
            b.problems << QStringLiteral("input %1 (SHA-256 %2…) has no file under inputs/ in the bundle").arg(s.name, s.sha256.left(12));
            b.withheld.insert(s.sha256);
            continue;
        }
        const bool intact = matchesHash(dir, rel, s.sha256, QStringLiteral("the record"), b.problems);
        if (companionsIntact(dir, rel, s, sources[i], b.problems) && intact)
            b.inputs << QDir(dir).filePath(rel);
        else
            b.withheld.insert(s.sha256);
    }
    return b;
}

} // namespace denominator
