// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/evidence_bundle.h"

#include "core/input_limits.h"
#include "core/json_document.h"
#include "core/save_file.h"
#include "core/sha256.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace denominator {
namespace {

/// A file name with no folder in it: what a manifest may name.
bool isPlainName(const QString& name)
{
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..") && !name.contains(QLatin1Char('/')) &&
           !name.contains(QLatin1Char('\\'));
}

/// The bytes of a recorded input: a bundled file from the program, an imported one from its path,
/// a fetched response from the store.
Expected<QByteArray> inputBytes(const EvidenceSource& s, const FetchedBytes& fetched)
{
    const QString from = s.location; // a bundled file's is its resource path
    const auto fail = [&](const QString& why) {
        return Issue{s.name, -1, -1, {}, QStringLiteral("cannot put this input into the bundle: %1").arg(why)};
    };
    if (s.format == QLatin1String("mlperf-run"))
        return fail(QStringLiteral("an MLPerf run folder is read with the logs and the system description beside its summary, "
                                   "and a bundle carries single files; check the chart against the database instead "
                                   "(`denominator verify CHART`), or import MLPerf's summary_results.json for a bundle"));
    if (from.isEmpty() || from.contains(QLatin1String("://"))) {
        std::optional<QByteArray> kept = fetched ? fetched(s.sha256) : std::nullopt;
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

/// Where an input goes in the bundle: inputs/<first 12 of its SHA-256>/<its name as imported>, so
/// that a name a run's id or GPU count is read from stays as it was, and two inputs never collide.
QString bundleName(const EvidenceSource& s)
{
    QString name = QFileInfo(s.name).fileName();
    if (s.location.startsWith(QLatin1String("http"))) { // "benchmarks?model=…&date=…": a plain file name, JSON
        static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._=-]+"));
        name = name.replace(unsafe, QStringLiteral("_")).left(100);
        if (!name.endsWith(QLatin1String(".json"))) name += QLatin1String(".json");
    }
    if (!isPlainName(name)) name = QStringLiteral("input");
    return QStringLiteral("inputs/%1/%2").arg(s.sha256.left(12), name);
}

/// Why `path` (in the bundle) cannot be read as one of its files; empty when it can.
QString unreadable(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists()) return QStringLiteral("is missing from the bundle");
    if (info.isSymLink() || !info.isFile()) return QStringLiteral("is not a plain file");
    if (info.size() > InputLimits::kMaxInputBytes) return QStringLiteral("is larger than an input may be");
    return {};
}

} // namespace

Expected<void> writeEvidenceBundle(const QString& dir, const Evidence& e, const QString& chartFile, const FetchedBytes& fetched)
{
    if (!QDir().mkpath(QDir(dir).filePath(QStringLiteral("inputs"))))
        return Issue{dir, -1, -1, {}, QStringLiteral("cannot create the bundle folder")};
    nlohmann::json manifest = toJson(e);
    for (qsizetype i = 0; i < e.sources.size(); ++i) {
        const auto bytes = inputBytes(e.sources[i], fetched);
        if (!bytes) return bytes.error();
        const QString file = bundleName(e.sources[i]);
        if (!QDir(dir).mkpath(QFileInfo(file).path()))
            return Issue{QDir(dir).filePath(file), -1, -1, {}, QStringLiteral("cannot create the folder")};
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
        QFile chart(into);
        if (!chart.open(QIODevice::ReadOnly)) return Issue{into, -1, -1, {}, QStringLiteral("cannot read the chart back")};
        manifest["chart_sha256"] = Sha256::hexOf(chart.readAll()).toStdString();
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
    const QString chartName = doc->contains("chart_file") && (*doc)["chart_file"].is_string()
                                  ? QString::fromStdString((*doc)["chart_file"].get<std::string>())
                                  : QString();
    if (!chartName.isEmpty()) {
        const QString chart = QDir(dir).filePath(chartName);
        const QString why = isPlainName(chartName) ? unreadable(chart) : QStringLiteral("is not a file name in the bundle");
        const QString recorded = doc->contains("chart_sha256") && (*doc)["chart_sha256"].is_string()
                                     ? QString::fromStdString((*doc)["chart_sha256"].get<std::string>())
                                     : QString();
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
        const auto file = sources[i].find("file");
        const QString rel = file != sources[i].end() && file->is_string() ? QString::fromStdString(file->get<std::string>()) : QString();
        // Only inputs/<hash>/<name>: a manifest cannot point the check at files elsewhere.
        const QStringList parts = rel.split(QLatin1Char('/'));
        if (parts.size() != 3 || parts[0] != QLatin1String("inputs") || !isPlainName(parts[1]) || !isPlainName(parts[2])) {
            b.problems << QStringLiteral("input %1 (SHA-256 %2…) has no file under inputs/ in the bundle").arg(s.name, s.sha256.left(12));
            continue;
        }
        const QString input = QDir(dir).filePath(rel);
        if (const QString why = unreadable(input); !why.isEmpty()) {
            b.problems << QStringLiteral("input file %1 %2").arg(rel, why);
            continue;
        }
        QFile f(input);
        const QString sha = f.open(QIODevice::ReadOnly) ? Sha256::hexOf(f.readAll()) : QString();
        if (sha != s.sha256) {
            b.problems << QStringLiteral("input file %1 was changed: its SHA-256 is %2…, the record says %3…")
                              .arg(rel, sha.left(12), s.sha256.left(12));
            continue;
        }
        b.inputs << input;
    }
    return b;
}

} // namespace denominator
