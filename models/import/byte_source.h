// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The bytes of one input, read front to back once, hashed (SHA-256) as they are read. A file is
// checked before anything is read: only regular files, at most kMaxInputBytes (a FIFO, a device
// such as /dev/zero or a folder is refused with a message instead of blocking or exhausting memory).
// Thread: one reader on one thread.

#include "core/input_limits.h"
#include "core/issue.h"
#include "core/sha256.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <memory>

class QFile;

namespace denominator {

class ByteSource {
public:
    /// Opens a file for reading; an Issue (naming the file) when it is not a readable regular file
    /// of at most kMaxInputBytes.
    static Expected<std::unique_ptr<ByteSource>> openFile(const QString& path);
    /// Bytes already in memory (bundled resources, tests, a downloaded response). `name` is what
    /// messages and provenance call it.
    static std::unique_ptr<ByteSource> fromBytes(const QString& name, QByteArray bytes);
    /// Fills `data` with up to `max` bytes and says how many (0 at the end), or why it cannot.
    using Pull = std::function<Expected<qint64>(char* data, qint64 max)>;
    /// Bytes made as they are asked for (rows streamed from a database server). `path` is what
    /// messages show, `fileName` what provenance stores.
    static std::unique_ptr<ByteSource> fromPull(const QString& path, const QString& fileName, Pull pull);
    ~ByteSource();

    QString path() const { return m_path; }         ///< as given, for messages
    QString fileName() const { return m_fileName; } ///< base name, for provenance
    qint64 size() const { return m_size; }          ///< -1 when unknown
    /// Whether the bytes are read from a file on disk (openFile), so files beside it can be read too.
    bool onDisk() const { return m_file != nullptr; }

    /// Up to `max` bytes; 0 at the end; -1 on a read error (see readError()).
    qint64 read(char* data, qint64 max);
    QString readError() const { return m_error; }
    qint64 consumed() const { return m_consumed; }

    /// Reads whatever is left (so the hash covers the whole input) and returns the SHA-256 in hex.
    QString finishHash();

private:
    ByteSource() = default;

    QString m_path, m_fileName, m_error;
    qint64 m_size = -1, m_consumed = 0;
    std::unique_ptr<QFile> m_file;
    QByteArray m_bytes; ///< in-memory input
    Pull m_pull;        ///< streamed input
    Sha256 m_hash;
    QString m_sha256;
};

} // namespace denominator
