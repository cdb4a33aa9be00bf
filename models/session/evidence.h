// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// What an exported chart records so that anyone can audit it (`denominator verify`): the scenario,
// every input file its points came from (SHA-256, name, size, origin, licence), and the numbers
// the chart shows (each system's reading with its run, each ratio, each waterfall step, each
// sensitivity bar), with the Denominator version. Widget-free: the exporter embeds toJson(), and
// session/verification.h re-derives the same record from data.

#include "session/chart_inputs.h"

#include <QList>
#include <QString>
#include <functional>
#include <nlohmann/json.hpp>

namespace denominator {

/// The record's format name and version: what `verify` accepts.
inline constexpr const char* kEvidenceFormat = "denominator-evidence/1";

/// An input file whose points the chart draws, as the store recorded it at import.
struct EvidenceSource {
    QString sha256;
    QString name; ///< as imported (a bundled file's resource path, a fetched URL's file name)
    qint64 sizeBytes = 0;
    QString format;      ///< the importer that read it ("inferencex-api", "mlperf-summary", …)
    QString origin;      ///< whose numbers: "InferenceX", "your runs", a batch name
    QString location;    ///< the path as imported, the URL fetched, or a bundled file's resource path
    QString retrievedAt; ///< when a URL was fetched
    QString importedAt;
    bool builtin = false;  ///< bundled with Denominator
    QString licence;       ///< as far as it is known from the source ("not recorded" otherwise)
    QString importOptions; ///< the options it was imported with (import_sink.h optionsText); empty: defaults
    /// The files its import read beside it, as they were then (store/store.h FileBeside): recorded
    /// as "read_beside"; empty for a file read alone or when they were not recorded at import.
    QList<FileBeside> beside;
};

/// One chart of a document that holds several (a lesson worksheet's steps).
struct EvidencePart {
    QString name; ///< "step 1": its numbers are values[name]
    QString chart;
    Scenario scenario; ///< as drawn (a worksheet's before the reveal)
};

struct Evidence {
    QString version; ///< the Denominator that drew the chart
    QString chart;   ///< chart kind (ui/charts/chart_kinds.h), or "worksheet" for a document of `parts`
    Scenario scenario;
    QString scenarioSha256;        ///< of the scenario's JSON as recorded: a changed scenario is named as such
    bool scenarioUnchanged = true; ///< read back: the scenario still has the recorded hash
    QList<EvidenceSource> sources;
    QList<EvidencePart> parts; ///< several charts (a worksheet); empty for one chart
    QString documentSha256;    ///< a CSV's: the hash of its lines above the record (its rows)
    /// The numbers the chart shows, nested by reading: {"matched": {"baseline": …, "systems": {"SYSTEM":
    /// {"tokens_per_s_per_kw": …, "run": …}}}, "waterfall": {…}, "claim": {…}, "hardware": {…}} (one
    /// chart), or {"step 1": {…}, …} (parts); n/a is null. Compared leaf by leaf.
    nlohmann::json values;
};

/// A file name with no folder in it (not empty, "." or "..", no '/' or '\\'): what a manifest
/// or an evidence record may name.
bool isPlainName(const QString& name);
/// A path under a folder: plain names (isPlainName) joined by '/'.
bool isRelativePath(const QString& path);

/// "denominator verify FILE", FILE quoted for a shell where it needs to be: the line an export
/// prints so that a reader can check it.
QString verifyCommandFor(const QString& file);

/// The licence of a source's data where the source says it: InferenceX's data is Apache-2.0 with
/// attribution to SemiAnalysis; the MLPerf and ML.ENERGY files are Apache-2.0 too.
QString licenceOf(const SourceSummary& source);

/// The numbers chart `chart` shows for `in` (see Evidence::values).
nlohmann::json chartValues(const ChartInputs& in, const QString& chart);
/// The whole record of `chart` drawn from `in` (its sources from in.sources).
Evidence makeEvidence(const ChartInputs& in, const QString& chart);
/// The record of a document of several charts (`steps`, each drawn as its scenario's chart),
/// named "step 1", "step 2"…; its sources are theirs together.
Evidence makeDocumentEvidence(const QString& kind, const QList<ChartInputs>& steps);
/// The numbers `e` records, derived again by `inputsFor` (the inputs of a scenario): one chart's,
/// or each part's under its name; the first Issue `inputsFor` met when one could not be read.
Expected<nlohmann::json> derivedValues(const Evidence& e, const std::function<Expected<ChartInputs>(const Scenario&)>& inputsFor);

nlohmann::json toJson(const Evidence& e);
/// Reads a record; the Issue names `file` and the field that is missing or malformed.
Expected<Evidence> evidenceFromJson(const nlohmann::json& j, const QString& file);

/// One leaf of a values tree: its path ("matched › h100 vllm fp8 › tokens_per_s_per_kw") and value.
struct RecordedValue {
    QString key;
    nlohmann::json value;
};
/// Every leaf of `values`, in document order (arrays by index: "… › tested › 0").
QList<RecordedValue> flattenValues(const nlohmann::json& values);

} // namespace denominator
