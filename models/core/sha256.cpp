// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/sha256.h"

#include <QByteArray>
#include <QFile>
#include <openssl/evp.h>

namespace denominator {

struct Sha256::Context {
    EVP_MD_CTX* md = EVP_MD_CTX_new();
    ~Context() { EVP_MD_CTX_free(md); }
};

Sha256::Sha256() : m_ctx(std::make_unique<Context>())
{
    // Only allocation can fail here; an unusable context then hashes nothing, which hex() reports.
    if (m_ctx->md) EVP_DigestInit_ex(m_ctx->md, EVP_sha256(), nullptr);
}

Sha256::~Sha256() = default;

void Sha256::add(const char* data, qint64 size)
{
    if (m_ctx->md && size > 0) EVP_DigestUpdate(m_ctx->md, data, size_t(size));
}

QString Sha256::hex()
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (!m_ctx->md || EVP_DigestFinal_ex(m_ctx->md, digest, &length) != 1) qFatal("SHA-256 is not available from libcrypto");
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char*>(digest), int(length)).toHex());
}

QString Sha256::hexOf(QByteArrayView bytes)
{
    Sha256 h;
    h.add(bytes.data(), bytes.size());
    return h.hex();
}

Expected<Sha256::OfFile> Sha256::ofFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return Issue{path, -1, -1, {}, QStringLiteral("cannot be read: %1").arg(f.errorString())};
    Sha256 h;
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    qint64 n = 0, total = 0;
    while ((n = f.read(chunk.data(), chunk.size())) > 0) {
        h.add(chunk.constData(), n);
        total += n;
    }
    if (n < 0) return Issue{path, -1, -1, {}, QStringLiteral("cannot be read: %1").arg(f.errorString())};
    return OfFile{h.hex(), total};
}

} // namespace denominator
