// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "fetch/gzip_body.h"

#include <algorithm>
#include <zlib.h>

namespace denominator {

QString gunzipBounded(QByteArrayView in, qint64 maxBytes, QByteArray& out, bool& tooLarge)
{
    out.clear();
    tooLarge = false;
    z_stream z{};
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) return QStringLiteral("the gzip decoder could not start");
    constexpr qsizetype kStep = qsizetype(1) << 16;
    const auto* next = reinterpret_cast<const Bytef*>(in.data());
    qsizetype left = in.size();
    QString problem;
    while (problem.isEmpty()) {
        const qsizetype have = out.size();
        if (have >= maxBytes) {
            tooLarge = true;
            problem = QStringLiteral("decoded, the response passes %1 bytes").arg(maxBytes);
            break;
        }
        const qsizetype step = qsizetype(std::min<qint64>(kStep, maxBytes - have));
        out.resize(have + step);
        const uInt inChunk = uInt(std::min<qsizetype>(left, qsizetype(1) << 30));
        z.next_in = const_cast<Bytef*>(next); // zlib's API is not const; it does not write there
        z.avail_in = inChunk;
        z.next_out = reinterpret_cast<Bytef*>(out.data() + have);
        z.avail_out = uInt(step);
        const int rc = inflate(&z, Z_NO_FLUSH);
        const qsizetype consumed = qsizetype(inChunk - z.avail_in);
        next += consumed;
        left -= consumed;
        out.resize(have + (step - qsizetype(z.avail_out)));
        if (rc == Z_STREAM_END) {
            // Another member may follow (concatenated gzip); anything else after the end is damage.
            if (left == 0) break;
            if (inflateReset(&z) != Z_OK) problem = QStringLiteral("the gzip decoder could not restart");
            continue;
        }
        if (rc == Z_BUF_ERROR && left == 0)
            problem = QStringLiteral("the gzip-encoded response ends before its stream does (cut off?)");
        else if (rc != Z_OK && rc != Z_BUF_ERROR)
            problem = QStringLiteral("the gzip-encoded response is damaged (%1)").arg(QString::fromLatin1(z.msg ? z.msg : "zlib error"));
        else if (consumed == 0 && z.avail_out != 0 && left > 0)
            problem = QStringLiteral("the gzip-encoded response is damaged (the decoder made no progress)");
    }
    inflateEnd(&z);
    if (!problem.isEmpty()) out = QByteArray();
    return problem;
}

} // namespace denominator
