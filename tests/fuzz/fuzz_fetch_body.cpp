// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: any bytes as the body of an InferenceX API response, taken the way `fetch` takes
// one after the network. An object is read as a /api/v1/derived-agentic-metrics answer; an array
// passes the body check, then the import into a database (in memory), its agentic rows given E2E
// values as a fetch would. Nothing may crash, hang or leak, and a refused body stores nothing.

#include "fetch/derived_agentic.h"
#include "fetch/http_get.h"
#include "fuzz_store.h"
#include "store/store.h"

#include <QUrl>
#include <cmath>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    const QByteArray body(reinterpret_cast<const char*>(data), qsizetype(size));
    if (jsonBodyProblem(body, JsonBody::Object).isEmpty()) {
        const auto values = inferencex::parseDerivedAgenticMetrics(body, QStringLiteral("fuzz"));
        if (values)
            for (const ParseOptions::E2eInteractivity& v : *values)
                for (const double x : {v.p75, v.p90})
                    if (!std::isnan(x) && !(x > 0 && std::isfinite(x))) std::abort(); // only plausible values pass
        return 0;
    }
    if (!jsonArrayBodyProblem(body).isEmpty()) return 0;
    ParseOptions options;
    for (const qint64 id : inferencex::agenticIdsWithoutE2e(body))
        options.e2eByRowId.insert(id, {id % 3 == 0 ? kNaN : 12.5, id % 3 == 0 ? kNaN : 10.0}); // every third: no trace
    Store store = fuzz::openOrAbort(QStringLiteral(":memory:"));
    const ImportReport r = store.importFetched(QUrl(QStringLiteral("http://127.0.0.1/api/v1/benchmarks?model=fuzz")), body,
                                               QDateTime::currentDateTimeUtc(), options);
    if (!r.ok() && fuzz::pointCountOrAbort(store) != 0) std::abort(); // a refused body must store nothing
    return 0;
}
