// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One input format (PlotJuggler's DataLoader idea): it recognises its own content and turns it
// into points or claims. Adding a format is one class and one line in importerTable(); reading,
// detection, limits and transactions belong to the driver (import_driver.h), never to a format.
//
// Four shapes, by how the content is laid out:
//   JsonRowImporter      - an array of row objects (or one row object), read one row at a time;
//   JsonDocumentImporter - one small JSON object read whole (claims, a raw benchmark result);
//   CsvImporter          - a header and records;
//   TextLogImporter      - a small text log read whole (an MLPerf run's summary log).
// Detection sees the first row, the whole document, the header or the log's first bytes, in table order: the first
// importer that recognises the content reads it. An importer that recognises content it does not
// import (telemetry, availability listings) says why in refusal().

#include "import/import_sink.h"

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>
#include <nlohmann/json_fwd.hpp>
#include <optional>

namespace denominator {

class JsonRow;
class CsvRow;
struct CsvHeader;

/// The files an import reads beside its input: a folder that holds them all, and each one's path
/// under it (the input's own first), so that a copy with the same layout imports the same way.
struct FilesBeside {
    QString root;
    QStringList files;
};

class Importer {
public:
    virtual ~Importer() = default;
    /// Stored with every point's provenance: "inferencex-agg".
    virtual QString format() const = 0;
    /// What the content looks like, listed when nothing recognises a file.
    virtual QString describe() const = 0;
    /// Non-empty: the content is recognised but holds nothing to import (why, and what instead).
    virtual QString refusal() const { return {}; }
    /// Whose numbers this format carries unless the user names the source at import: InferenceX's
    /// published data, or "your runs" for results measured with the harness yourself.
    virtual QString defaultSource() const { return officialSource(); }
    /// The files an import of the file at `inputPath` reads beside it; nothing (the default) when it
    /// reads that file alone. An evidence bundle carries them with their layout.
    virtual std::optional<FilesBeside> filesBeside(const QString& /*inputPath*/) const { return std::nullopt; }
    /// This format's inputs in the folder tree under `dir` that are not files at its top (an MLPerf
    /// run folder's summary, at any depth), in path order, links not followed: what a folder of
    /// inputs (`verify --data DIR`) holds besides its own files. Nothing (the default) for a format
    /// whose inputs are single files.
    virtual QStringList inputsUnder(const QString& /*dir*/) const { return {}; }
};

class JsonRowImporter : public Importer {
public:
    /// `first` is the first row: the first element of a top-level array, or a top-level object.
    virtual bool recognises(const JsonRow& first) const = 0;
    virtual void importRow(JsonRow& row, ImportContext& ctx) const = 0;
    /// After the last row (closing notes from ctx.tally).
    virtual void finish(ImportContext&) const {}
};

class JsonDocumentImporter : public Importer {
public:
    virtual bool recognises(const nlohmann::json& doc) const = 0;
    virtual void importDocument(const nlohmann::json& doc, ImportContext& ctx) const = 0;
};

class CsvImporter : public Importer {
public:
    virtual bool recognises(const CsvHeader& header) const = 0;
    virtual void importRecord(const CsvHeader& header, CsvRow& row, ImportContext& ctx) const = 0;
    virtual void finish(const CsvHeader&, ImportContext&) const {}
};

class TextLogImporter : public Importer {
public:
    /// `head` is the input's first bytes (at most kTextLogHead).
    virtual bool recognises(QByteArrayView head) const = 0;
    /// `text` is the whole input (at most kMaxTextLogBytes).
    virtual void importText(const QByteArray& text, ImportContext& ctx) const = 0;

    static constexpr qint64 kTextLogHead = 256;
    static constexpr qint64 kMaxTextLogBytes = 1 << 20;
};

struct ImporterTable {
    QList<const JsonRowImporter*> jsonRows;
    QList<const JsonDocumentImporter*> jsonDocuments;
    QList<const CsvImporter*> csv;
    QList<const TextLogImporter*> textLogs;
};

/// Every format Denominator reads, in detection order (importer_table.cpp).
const ImporterTable& importerTable();
/// The importer whose format() is `format` ("mlperf-run"); nullptr for a name no importer has.
const Importer* importerOfFormat(const QString& format);
/// Every importer's inputsUnder(dir), in table order, each once.
QStringList inputsUnder(const QString& dir);

// The formats, each defined in its own file under import/.
const JsonRowImporter& aggRowsImporter();            ///< inferencex_json_import.cpp
const JsonRowImporter& apiRowsImporter();            ///< inferencex_json_import.cpp
const JsonRowImporter& dbRowsImporter();             ///< inferencex_json_import.cpp
const JsonRowImporter& availabilityImporter();       ///< refused_formats.cpp
const JsonRowImporter& mlperfRowsImporter();         ///< mlperf_import.cpp
const JsonRowImporter& mlperfSummaryV61Importer();   ///< mlperf_import.cpp (refused)
const JsonDocumentImporter& claimsImporter();        ///< claims_import.cpp
const JsonDocumentImporter& rawResultImporter();     ///< raw_result_import.cpp
const JsonDocumentImporter& workflowInfoImporter();  ///< refused_formats.cpp
const JsonDocumentImporter& mlenergyModelImporter(); ///< mlenergy_import.cpp
const CsvImporter& dashboardCsvImporter();           ///< inferencex_csv_import.cpp
const CsvImporter& apiCsvImporter();                 ///< inferencex_csv_import.cpp
const CsvImporter& telemetryCsvImporter();           ///< refused_formats.cpp
const TextLogImporter& mlperfRunImporter();          ///< mlperf_run_import.cpp

} // namespace denominator
