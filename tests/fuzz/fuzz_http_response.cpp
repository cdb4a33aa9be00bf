// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: the bytes after the first as a server's whole answer to a fetch, fed to the
// response parser the way the network delivers them (in pieces of a size the first byte picks),
// then the connection's close, then a gzip-encoded body's decoding. Nothing may crash, hang or leak; no
// bound may be passed (head, body, decoded body); a refused response keeps no body.

#include "fetch/gzip_body.h"
#include "fetch/http_get.h"
#include "fetch/http_response_parser.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    constexpr qint64 kMaxBody = qint64(1) << 16;
    if (size == 0) return 0;
    const qsizetype piece = 1 + data[0] % 64;
    const QByteArrayView bytes(reinterpret_cast<const char*>(data) + 1, qsizetype(size) - 1);
    HttpResponseParser p(kMaxBody);
    bool ok = true;
    for (qsizetype at = 0; at < bytes.size() && ok; at += piece) ok = p.feed(bytes.sliced(at, std::min(piece, bytes.size() - at)));
    if (ok && !p.complete()) ok = p.close();
    if (ok != (p.failure() == HttpResponseParser::Failure::None)) std::abort();
    if (p.body().size() > kMaxBody) std::abort();
    if (!ok) {
        if (!p.body().isEmpty() || p.problem().isEmpty()) std::abort(); // refused: nothing kept, and a reason
        return 0;
    }
    if (!p.complete() || p.head().status < 200 || p.head().fields.size() > HttpResponseParser::kMaxHeadFields) std::abort();
    qint64 headBytes = p.head().reason.size();
    for (const auto& [name, value] : p.head().fields) headBytes += name.size() + value.size();
    if (headBytes > HttpResponseParser::kMaxHeadBytes) std::abort();
    QByteArray decoded;
    bool tooLarge = false;
    const QString problem = gunzipBounded(p.body(), kMaxBody, decoded, tooLarge);
    if (decoded.size() > kMaxBody || (!problem.isEmpty() && !decoded.isEmpty()) || (tooLarge && problem.isEmpty())) std::abort();
    (void)jsonBodyProblem(problem.isEmpty() ? decoded : p.body(), JsonBody::Array);
    return 0;
}
