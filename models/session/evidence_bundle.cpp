// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/evidence_bundle.h"

#include "core/json_document.h"
#include "core/save_file.h"
#include "core/sha256.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace denominator {
namespace {

/// The bytes of a recorded input: a bundled file from the program, an imported one from its path.
Expected<QByteArray> inputBytes(const EvidenceSource& s)
{
    const QString from = s.location; // a bundled file's is its resource path
    const auto fail = [&](const QString& why) {
        return Issue{s.name, -1, -1, {}, QStringLiteral("cannot put this input into the bundle: %1").arg(why)};
    };
    if (from.isEmpty() || from.contains(QLatin1String("://")))
        return fail(QStringLiteral("it was fetched (%1) and its bytes were not kept; save the response and import the file")
                        .arg(s.location.isEmpty() ? QStringLiteral("no location recorded") : s.location));
    QFile f(from);
    if (!f.open(QIODevice::ReadOnly)) return fail(QStringLiteral("%1 cannot be read (%2)").arg(from, f.errorString()));
    QByteArray bytes = f.readAll();
    const QString sha = Sha256::hexOf(bytes);
    if (sha != s.sha256)
        return fail(
            QStringLiteral("%1 has changed since it was imported (SHA-256 %2…, recorded %3…)").arg(from, sha.left(12), s.sha256.left(12)));
    return bytes;
}

/// A file name for `name` in inputs/ that no other input has taken.
QString bundleName(const EvidenceSource& s, QSet<QString>& taken)
{
    QString base = QFileInfo(s.name).fileName();
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    if (base.isEmpty() || base.startsWith(QLatin1Char('.'))) base = QStringLiteral("input") + base;
    QString name = base;
    if (taken.contains(name)) name = s.sha256.left(12) + QLatin1Char('-') + base;
    taken.insert(name);
    return QStringLiteral("inputs/") + name;
}

} // namespace

Expected<void> writeEvidenceBundle(const QString& dir, const Evidence& e, const QString& chartFile)
{
    if (!QDir().mkpath(QDir(dir).filePath(QStringLiteral("inputs"))))
        return Issue{dir, -1, -1, {}, QStringLiteral("cannot create the bundle folder")};
    nlohmann::json manifest = toJson(e);
    QSet<QString> taken;
    for (qsizetype i = 0; i < e.sources.size(); ++i) {
        const auto bytes = inputBytes(e.sources[i]);
        if (!bytes) return bytes.error();
        const QString file = bundleName(e.sources[i], taken);
        if (const auto saved = saveFileAtomically(QDir(dir).filePath(file), *bytes); !saved) return saved.error();
        manifest["sources"][size_t(i)]["file"] = file.toStdString();
    }
    if (!chartFile.isEmpty()) {
        const QString name = QFileInfo(chartFile).fileName();
        const QString into = QDir(dir).filePath(name);
        if (QFileInfo(into).absoluteFilePath() != QFileInfo(chartFile).absoluteFilePath()) {
            QFile::remove(into);
            if (!QFile::copy(chartFile, into)) return Issue{into, -1, -1, {}, QStringLiteral("cannot copy the chart into the bundle")};
        }
        manifest["chart_file"] = name.toStdString();
    }
    return saveFileAtomically(QDir(dir).filePath(QString::fromLatin1(kBundleManifest)), QByteArray::fromStdString(manifest.dump(2)));
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
    if (doc->contains("chart_file") && (*doc)["chart_file"].is_string())
        b.chart = QDir(dir).filePath(QString::fromStdString((*doc)["chart_file"].get<std::string>()));
    const nlohmann::json& sources = (*doc)["sources"];
    for (size_t i = 0; i < sources.size(); ++i) {
        const EvidenceSource& s = b.evidence.sources[qsizetype(i)];
        const auto file = sources[i].find("file");
        const QString rel = file != sources[i].end() && file->is_string() ? QString::fromStdString(file->get<std::string>()) : QString();
        // Only a plain name under inputs/: a manifest cannot point the check at files elsewhere.
        if (!rel.startsWith(QLatin1String("inputs/")) || rel.contains(QLatin1String("..")) || rel.count(QLatin1Char('/')) != 1) {
            b.problems << QStringLiteral("input %1 (SHA-256 %2…) has no file under inputs/ in the bundle").arg(s.name, s.sha256.left(12));
            continue;
        }
        QFile f(QDir(dir).filePath(rel));
        if (!f.open(QIODevice::ReadOnly)) {
            b.problems << QStringLiteral("input file %1 is missing from the bundle").arg(rel);
            continue;
        }
        const QString sha = Sha256::hexOf(f.readAll());
        if (sha != s.sha256) {
            b.problems << QStringLiteral("input file %1 was changed: its SHA-256 is %2…, the record says %3…")
                              .arg(rel, sha.left(12), s.sha256.left(12));
            continue;
        }
        b.inputs << f.fileName();
    }
    return b;
}

} // namespace denominator
