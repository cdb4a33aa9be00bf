// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: any bytes as the body of an InferenceX API response, taken the way `fetch` takes
// one after the network: the body check, then the import into a database (in memory). Nothing
// may crash, hang or leak, and a refused body stores nothing.

#include "fetch/http_get.h"
#include "store/store.h"

#include <QUrl>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    const QByteArray body(reinterpret_cast<const char*>(data), qsizetype(size));
    if (!jsonArrayBodyProblem(body).isEmpty()) return 0;
    Store store(QStringLiteral(":memory:"));
    const ImportReport r =
        store.importFetched(QUrl(QStringLiteral("http://127.0.0.1/api/v1/benchmarks?model=fuzz")), body, QDateTime::currentDateTimeUtc());
    if (!r.ok() && store.pointCount() != 0) std::abort(); // a refused body must store nothing
    return 0;
}
