// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Reading one input: the checks every input passes, format detection from the content (never from
// the name), and the loop that feeds the recognised importer into a sink. Pure apart from reading
// the input: the store is not here (store/store.h wraps a file's rows in one transaction).

#include "import/import_sink.h"

#include <QByteArray>
#include <QString>

namespace denominator {

/// Reads `source` once, front to back, detects its format and feeds `sink`. Afterwards
/// sink.sha256 is the SHA-256 of every byte of the input, and sink.errors lists every problem
/// found (the file is then to be refused as a whole).
void importInput(ByteSource& source, const ParseOptions& options, ImportSink& sink);

/// Bytes already in memory, with what identifies them.
struct SourceFile {
    QString path;     ///< as given by the user, used in messages
    QString fileName; ///< base name, stored for provenance
    QByteArray bytes;
    QString sha256; ///< hex of the bytes

    static SourceFile fromBytes(const QString& path, QByteArray bytes);
    /// Reads a small file whole (a raw result, a claims file, a scenario): the same checks as an
    /// import (regular file), and at most `maxBytes`.
    static Expected<SourceFile> read(const QString& path, qint64 maxBytes = InputLimits::kMaxDocumentBytes);
};

/// Everything an in-memory input holds (small files, the claim checker, tests).
ParsedFile parseSource(const SourceFile& src, const ParseOptions& options = {});
/// Everything a file holds, read as a stream (an unreadable file gives an error, not an exception).
ParsedFile parseFile(const QString& path, const ParseOptions& options = {});

/// The claims a claims file holds; an Issue when it is not a valid claims file (claims_import.cpp).
Expected<QList<Claim>> readClaims(const SourceFile& src);

} // namespace denominator
