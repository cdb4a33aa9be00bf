// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// SHA-256 for provenance (file hashes, scenario ids), computed by OpenSSL's libcrypto: ten times
// the speed of QCryptographicHash's own code, which took a third of a 100,000-row import.

#include "core/issue.h"

#include <QByteArrayView>
#include <QString>
#include <memory>

namespace denominator {

class Sha256 {
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;

    void add(const char* data, qint64 size);
    /// Lower-case hex of everything added; ends the hash (add nothing afterwards).
    QString hex();

    /// The hex SHA-256 of `bytes`.
    static QString hexOf(QByteArrayView bytes);
    /// The hex SHA-256 of the file at `path`, read in chunks, and its size; an Issue naming it
    /// when it cannot be read.
    struct OfFile {
        QString sha256;
        qint64 sizeBytes = 0;
    };
    static Expected<OfFile> ofFile(const QString& path);

private:
    struct Context;
    std::unique_ptr<Context> m_ctx;
};

} // namespace denominator
