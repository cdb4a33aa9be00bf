// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "session/verification.h"

#include "session/session.h"

#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace denominator {
namespace {

/// A leaf as the report prints it: numbers in full precision, text quoted, null as n/a.
QString leafText(const nlohmann::json& j)
{
    if (j.is_null()) return QStringLiteral("n/a");
    if (j.is_string()) return QLatin1Char('"') + QString::fromStdString(j.get<std::string>()) + QLatin1Char('"');
    return QString::fromStdString(j.dump());
}

QString shortHash(const QString& sha) { return sha.left(12); }

/// What the record says of an input that its bytes (the same SHA-256) contradict: its size, the
/// importer that reads it, whose numbers it holds, its licence. Where it was imported from and
/// when are history, printed as recorded.
QStringList sourceDifferences(const EvidenceSource& recorded, SourceSummary actual)
{
    actual.builtin = recorded.builtin; // a bundled file copied into a bundle is read as a plain file
    QStringList out;
    const auto differs = [&](const char* field, const QString& was, const QString& is) {
        if (was != is)
            out << QStringLiteral("input file %1 (SHA-256 %2…): the record says %3 \"%4\", the file gives \"%5\"")
                       .arg(recorded.name, shortHash(recorded.sha256), QLatin1String(field), was, is);
    };
    differs("size_bytes", QString::number(recorded.sizeBytes), QString::number(actual.sizeBytes));
    differs("format", recorded.format, actual.format);
    // Claims files were filed under InferenceX before they were filed as "published claims"
    // (December 2026): a record and a database of either time name the same file by either word.
    const QStringList claimsWords{officialSource(), QStringLiteral("published claims")};
    const bool claimsOfOld = recorded.format == QLatin1String("denominator-claims") && claimsWords.contains(recorded.origin) &&
                             claimsWords.contains(actual.origin);
    if (!claimsOfOld) differs("origin", recorded.origin, actual.origin);
    differs("licence", recorded.licence, licenceOf(actual));
    differs("import_options", recorded.importOptions, actual.importOptions);
    // The files read beside it, where both the record and the data know them (neither does for a
    // source imported before they were kept): each one that differs, by name.
    if (recorded.beside.isEmpty() || actual.beside.isEmpty()) return out;
    const auto named = [](const QList<FileBeside>& files) {
        QMap<QString, FileBeside> m;
        for (const FileBeside& f : files) m.insert(f.file, f);
        return m;
    };
    const QMap<QString, FileBeside> was = named(recorded.beside), is = named(actual.beside);
    for (const FileBeside& f : was)
        if (!is.contains(f.file))
            out << QStringLiteral("input file %1 was read with %2, which the data verified against does not read beside it")
                       .arg(recorded.name, f.file);
        else if (is.value(f.file) != f)
            out << QStringLiteral("%1, read beside input file %2, was changed: its SHA-256 is %3… (%4 bytes), the record says %5… "
                                  "(%6 bytes)")
                       .arg(f.file, recorded.name, shortHash(is.value(f.file).sha256))
                       .arg(is.value(f.file).sizeBytes)
                       .arg(shortHash(f.sha256))
                       .arg(f.sizeBytes);
    for (const FileBeside& f : is)
        if (!was.contains(f.file))
            out << QStringLiteral("input file %1 is read with %2 in the data verified against, which the record does not name")
                       .arg(recorded.name, f.file);
    return out;
}

/// ": it holds another file of that name (SHA-256 …, N bytes)" when the data holds a file of the
/// same format named as the missing input `s` with other bytes (a newer download); empty otherwise.
QString sameNameIn(const QList<SourceSummary>& stored, const EvidenceSource& s)
{
    // Not for a file read with files beside it (every MLPerf run's summary has one name) nor
    // across formats: those would point at an unrelated file.
    if (!s.beside.isEmpty() || s.format == QLatin1String("mlperf-run")) return {};
    const QString name = QFileInfo(s.name).fileName();
    for (const SourceSummary& other : stored)
        if (other.sha256 != s.sha256 && other.format == s.format && QFileInfo(other.fileName).fileName() == name)
            return QStringLiteral(": it holds another file of that name (SHA-256 %1…, %2 bytes)")
                .arg(shortHash(other.sha256))
                .arg(other.sizeBytes);
    return {};
}

} // namespace

int Verification::mismatches() const
{
    return int(std::count_if(values.begin(), values.end(), [](const ValueCheck& c) { return !c.matches; }));
}

QString Verification::verdict() const
{
    const int bad = mismatches();
    if (passed()) {
        const QString taken = takenFromRecord.isEmpty() ? QString()
                              : takenFromRecord.size() == 1
                                  ? QStringLiteral(", with 1 figure taken from the record, not the data")
                                  : QStringLiteral(", with %1 figures taken from the record, not the data").arg(takenFromRecord.size());
        return QStringLiteral("verified: all %1 numbers match%2").arg(values.size()).arg(taken);
    }
    // A number the data cannot give again (its input is missing) is told apart from one it gives
    // differently: "426 of 426 differ" would say that every number was compared.
    const int notDerived =
        int(std::count_if(values.begin(), values.end(), [](const ValueCheck& c) { return c.recordedPresent && !c.derivedPresent; }));
    QStringList why;
    if (bad > notDerived) why << QStringLiteral("%1 of %2 numbers differ").arg(bad - notDerived).arg(values.size());
    if (notDerived > 0) why << QStringLiteral("%1 of %2 numbers could not be re-derived from the data").arg(notDerived).arg(values.size());
    if (!problems.isEmpty()) why << (problems.size() == 1 ? problems.first() : QStringLiteral("%1 problems").arg(problems.size()));
    return QStringLiteral("NOT verified: ") + why.join(QStringLiteral("; "));
}

bool valuesMatch(const nlohmann::json& a, const nlohmann::json& b)
{
    if (a.is_number() && b.is_number()) {
        const double x = a.get<double>(), y = b.get<double>();
        return x == y || std::abs(x - y) <= kVerifyTolerance * std::max(std::abs(x), std::abs(y));
    }
    return a == b;
}

QList<ValueCheck> compareValues(const nlohmann::json& recorded, const nlohmann::json& derived)
{
    const QList<RecordedValue> theirs = flattenValues(recorded), ours = flattenValues(derived);
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < ours.size(); ++i) index.insert(ours[i].key, i);
    QList<ValueCheck> out;
    QSet<QString> seen;
    for (const RecordedValue& r : theirs) {
        ValueCheck c{r.key, r.value, nullptr};
        seen.insert(r.key);
        const auto it = index.constFind(r.key);
        c.derivedPresent = it != index.cend();
        if (c.derivedPresent) c.derived = ours[*it].value;
        c.matches = c.derivedPresent && valuesMatch(c.recorded, c.derived);
        out << c;
    }
    for (const RecordedValue& d : ours)
        if (!seen.contains(d.key)) out << ValueCheck{d.key, nullptr, d.value, true, false, false};
    return out;
}

Expected<Verification> verifyEvidence(const Evidence& e, Store& store, const HardwareCatalog& catalog, const QString& file,
                                      const QSet<QString>& withheld)
{
    const auto storedSources = store.sources();
    if (!storedSources) return storedSources.error();
    const auto claimSources = store.claimSources();
    if (!claimSources) return claimSources.error();
    Verification v;
    v.file = file;
    if (e.scenarioSha256.isEmpty())
        v.problems << QStringLiteral("the record carries no scenario hash (scenario_sha256): an edit of its scenario cannot be told");
    else if (!e.scenarioUnchanged)
        v.problems << QStringLiteral("the scenario was changed after the chart was drawn: it no longer has the SHA-256 recorded "
                                     "with its numbers (%1…)")
                          .arg(shortHash(e.scenarioSha256));
    if (e.version != QLatin1String(DENOMINATOR_VERSION))
        v.notes << QStringLiteral("drawn by Denominator %1, verified by %2").arg(e.version, QStringLiteral(DENOMINATOR_VERSION));
    QHash<QString, SourceSummary> stored;
    for (const SourceSummary& s : *storedSources) stored.insert(s.sha256, s);
    QSet<QString> recorded;
    for (const EvidenceSource& s : e.sources) recorded.insert(s.sha256);
    v.header << QStringLiteral("chart     %1, scenario %2, drawn by Denominator %3").arg(e.chart, scenarioCode(e.scenario), e.version);
    for (const EvidenceSource& s : e.sources) {
        QStringList parts{s.name, QStringLiteral("SHA-256 %1…").arg(shortHash(s.sha256)), QStringLiteral("%1 bytes").arg(s.sizeBytes)};
        if (!s.origin.isEmpty()) parts << s.origin;
        if (!s.retrievedAt.isEmpty()) parts << QStringLiteral("fetched %1 from %2").arg(s.retrievedAt, s.location);
        if (!s.licence.isEmpty()) parts << s.licence;
        if (!s.importOptions.isEmpty()) parts << QStringLiteral("imported with ") + s.importOptions;
        v.header << QStringLiteral("input     %1: %2")
                        .arg(parts.join(QStringLiteral(" · ")), stored.contains(s.sha256)     ? QStringLiteral("found")
                                                                : withheld.contains(s.sha256) ? QStringLiteral("NOT READ")
                                                                                              : QStringLiteral("MISSING"));
        // A log that now also gives power to results the chart does not draw is the same input.
        if (stored.contains(s.sha256)) v.problems << sourceDifferences(s, powerOnlyFor(stored.value(s.sha256), recorded));
        if (!stored.contains(s.sha256) && withheld.contains(s.sha256))
            v.problems << QStringLiteral("input file %1 (SHA-256 %2…) was not read: a problem above names it or a file read with it")
                              .arg(s.name, shortHash(s.sha256));
        else if (!stored.contains(s.sha256))
            v.problems << QStringLiteral("input file %1 (SHA-256 %2…, %3 bytes%4) is not in the data verified against%5")
                              .arg(s.name, shortHash(s.sha256))
                              .arg(s.sizeBytes)
                              .arg(s.location.isEmpty() || s.builtin ? QString() : QStringLiteral(", from ") + s.location,
                                   sameNameIn(*storedSources, s));
    }
    if (e.sources.isEmpty()) v.problems << QStringLiteral("the record names no input file: nothing to re-derive its numbers from");
    for (const SourceSummary& log : std::as_const(stored))
        for (const QString& result : log.powersResults)
            if (recorded.contains(result) && !recorded.contains(log.sha256))
                v.problems << QStringLiteral("the measured power of %1 now comes from the power log %2 (SHA-256 %3…), which the record "
                                             "does not name: it is not used")
                                  .arg(stored.value(result).fileName, log.fileName, shortHash(log.sha256));
    if (!e.scenario.claimId.isEmpty()) {
        // Claims are kept by id: a claims file imported later that names the same id replaced it.
        const QString now = claimSources->value(e.scenario.claimId);
        if (!now.isEmpty() && !recorded.contains(now))
            v.problems << QStringLiteral("the claim \"%1\" now comes from %2 (SHA-256 %3…), which the record does not name: a claims "
                                         "file imported later replaced the one the chart was drawn from")
                              .arg(e.scenario.claimId, stored.value(now).fileName, shortHash(now));
    }
    const auto derived = derivedValues(e, [&](const Scenario& s) { return chartInputsFor(store, catalog, s, recorded); });
    if (!derived) return derived.error();
    v.values = compareValues(e.values, *derived);
    return v;
}

QStringList reportLines(const Verification& v, bool all)
{
    QStringList lines = v.header;
    for (const ValueCheck& c : v.values) {
        if (c.matches && !all) continue;
        const QString recorded = c.recordedPresent ? leafText(c.recorded) : QStringLiteral("(not recorded)");
        const QString derived = c.derivedPresent ? leafText(c.derived) : QStringLiteral("(not re-derived)");
        lines << (c.matches ? QStringLiteral("match     %1: %2").arg(c.key, recorded)
                            : QStringLiteral("MISMATCH  %1: recorded %2, re-derived %3").arg(c.key, recorded, derived));
    }
    for (const QString& n : v.notes) lines << QStringLiteral("note: ") + n;
    for (const QString& t : v.takenFromRecord) lines << QStringLiteral("from the record: ") + t;
    for (const QString& p : v.problems) lines << QStringLiteral("PROBLEM: ") + p;
    lines << v.verdict();
    return lines;
}

nlohmann::json toJson(const Verification& v)
{
    nlohmann::json values = nlohmann::json::array();
    for (const ValueCheck& c : v.values) {
        nlohmann::json j{{"key", c.key.toStdString()}, {"match", c.matches}};
        j["recorded"] = c.recordedPresent ? c.recorded : nlohmann::json("(not recorded)");
        j["derived"] = c.derivedPresent ? c.derived : nlohmann::json("(not re-derived)");
        values.push_back(j);
    }
    nlohmann::json problems = nlohmann::json::array(), notes = nlohmann::json::array(), taken = nlohmann::json::array();
    for (const QString& p : v.problems) problems.push_back(p.toStdString());
    for (const QString& n : v.notes) notes.push_back(n.toStdString());
    for (const QString& t : v.takenFromRecord) taken.push_back(t.toStdString());
    nlohmann::json header = nlohmann::json::array();
    for (const QString& h : v.header) header.push_back(h.toStdString());
    return {{"file", v.file.toStdString()}, {"header", header},
            {"verified", v.passed()},       {"verdict", v.verdict().toStdString()},
            {"mismatches", v.mismatches()}, {"numbers", v.values.size()},
            {"problems", problems},         {"notes", notes},
            {"taken_from_record", taken},   {"values", values}};
}

} // namespace denominator
