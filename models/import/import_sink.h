// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Where an importer's output goes, and the per-file context it works in. The driver feeds one
// sink per file: ParsedFile keeps everything in memory (tests, small files, the claim checker);
// the store's sink inserts rows as they arrive inside the file's transaction.

#include "core/point.h"
#include "import/byte_source.h"
#include "literacy/claims.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace denominator {

/// Options that a format cannot carry itself.
struct ParseOptions {
    int gpus = 0;      ///< raw benchmark_serving result: GPUs serving (0 = from the file name)
    QString hardware;  ///< raw result: hardware name when the file name does not say
    QString precision; ///< raw result: precision when the file name does not say
    /// The source to file the points under ("Nebius H200"); empty: the format's default. A raw
    /// result becomes "your runs · NAME", any other format "NAME".
    QString sourceName;
    /// InferenceX API rows: E2E-normalised interactivity by row `id`, as served by
    /// /api/v1/derived-agentic-metrics beside the rows (their `metrics` never hold it). A row id
    /// listed with NaN values had no usable trace: it stays without one, never guessed.
    struct E2eInteractivity {
        double p75 = kNaN, p90 = kNaN;
    };
    QMap<qint64, E2eInteractivity> e2eByRowId;
    QString e2eOrigin; ///< "GET https://…/api/v1/derived-agentic-metrics (2 requests, 2026-12-04T14:00:00Z)"
};
/// The options as the store keeps them with the file and an evidence record names them: a JSON
/// object of those that differ from the defaults (`{"gpus":8,"source":"Nebius"}`); empty when
/// none does. Importing the same bytes with the same options gives the same points.
QString optionsText(const ParseOptions& o);
/// Back from optionsText; absent keys (and values of the wrong type) keep their defaults.
ParseOptions optionsFromText(const QString& text);
/// optionsText for people, short whatever it holds: {"gpus":8} as it is, fetched E2E values as
/// "E2E-normalised interactivity of 201 rows (GET …)".
QString optionsSummary(const QString& text);

/// A file an importer read beside its input (an MLPerf run's logs), as it read it.
struct FileRead {
    QString path; ///< absolute
    QString sha256;
    qint64 sizeBytes = 0;
};

class ImportSink {
public:
    virtual ~ImportSink() = default;
    virtual void addPoint(BenchmarkPoint&& p) = 0;
    virtual void addClaim(ClaimRecord&& c) = 0;

    /// Records a problem: the file will be refused as a whole. At most InputLimits::kMaxIssues
    /// are kept; `issueCount` counts all.
    void addIssue(Issue issue);
    bool ok() const { return errors.isEmpty(); }
    /// True once enough problems were found that reading on is pointless, or once whoever
    /// receives the rows has stopped (`stopped`).
    bool saturated() const { return stopped || issueCount >= InputLimits::kMaxIssues; }

    QString format;                    ///< detected format id, e.g. "inferencex-agg"
    QString source = officialSource(); ///< whose numbers (see Provenance::source in core/point.h)
    QString sha256;                    ///< of the whole input, known when reading is finished
    QStringList notes;                 ///< informational, e.g. "3 rows carry measured power"
    QList<FileRead> filesRead;         ///< beside the input, in the order read (ImportContext::readBeside)
    QList<Issue> errors;               ///< non-empty: the file is refused
    int issueCount = 0;
    int pointsAdded = 0, claimsAdded = 0;
    bool stopped = false; ///< the rows are no longer wanted: the reader stops at the next row
};

/// What one importer sees of the file it reads.
struct ImportContext {
    ByteSource& source;
    const ParseOptions& options;
    ImportSink& sink;
    QHash<QString, int> tally; ///< importer counters for its closing notes ("rows with power")
    QStringList skipped;       ///< rows left out on purpose, named for the closing notes (at most 20)

    void fail(qint64 line, int row, const QString& field, const QString& message) const;
    /// The bytes of `path`, a file beside the input that the import reads with it, recorded with
    /// their hash and size in the sink (filesRead): what the store keeps, taken from the bytes read.
    Expected<QByteArray> readBeside(const QString& path) const;
    /// Hands `p` to the sink once every field fits its rule (import/point_rules.h); otherwise the
    /// file is refused, naming the line, the row and the field.
    void addPoint(BenchmarkPoint&& p, qint64 line, int row) const;
};

/// The in-memory sink: everything a file holds, for callers that want it all at once.
struct ParsedFile : ImportSink {
    QList<BenchmarkPoint> points; ///< provenance.sha256 filled in once the whole file was read
    QList<ClaimRecord> claims;

    void addPoint(BenchmarkPoint&& p) override;
    void addClaim(ClaimRecord&& c) override;
};

} // namespace denominator
