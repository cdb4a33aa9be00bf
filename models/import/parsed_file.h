#pragma once
// The in-memory result of parsing one input file, before anything touches the store.

#include "core/import_report.h"
#include "core/point.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace denominator {

/// A published claim as stored: its id and its JSON text (see claims.h for the format).
struct ClaimRecord {
    QString id;
    QByteArray json;
};

/// The bytes of one input file and what identifies it.
struct SourceFile {
    QString path;     ///< as given by the user, used in messages
    QString fileName; ///< base name, stored for provenance
    QByteArray bytes;
    QString sha256;   ///< hex of the bytes

    /// Reads a file; returns an issue instead when it cannot be read.
    static SourceFile fromBytes(const QString& path, QByteArray bytes);
};

/// Options that a format cannot carry itself.
struct ParseOptions {
    int gpus = 0;           ///< raw benchmark_serving result: GPUs serving (0 = from the file name)
    QString hardware;       ///< raw result: hardware name when the file name does not say
    QString precision;      ///< raw result: precision when the file name does not say
};

struct ParsedFile {
    QString format;
    QList<BenchmarkPoint> points;
    QList<ClaimRecord> claims;
    QStringList notes;
    QList<ImportIssue> errors;

    bool ok() const { return errors.isEmpty(); }
};

/// Detects the format from the content (never from the name) and parses it. Pure: no I/O.
ParsedFile parseSource(const SourceFile& src, const ParseOptions& options = {});

} // namespace denominator
