// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: any bytes as an input file, through format detection and every importer, into
// memory and into an in-memory store. Must never crash, hang or leak; a refused input must say
// where and why, and must leave the store without a row.

#include "fuzz_store.h"
#include "import/import_driver.h"
#include "store/store.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const ParsedFile parsed = parseSource(SourceFile::fromBytes(QStringLiteral("fuzz.json"), bytes));
    for (const Issue& e : parsed.errors)
        if (e.file.isEmpty() || e.message.isEmpty()) std::abort(); // every problem names the file and says why
    static Store store = fuzz::openOrAbort(QStringLiteral(":memory:"));
    const int before = fuzz::pointCountOrAbort(store);
    const ImportReport r = store.importBytes(QStringLiteral("fuzz.json"), bytes);
    if (!r.ok() && fuzz::pointCountOrAbort(store) != before) std::abort(); // a refused file leaves nothing behind
    if (r.ok() && r.inserted > 0) fuzz::removeOrAbort(store, r.sha256);
    return 0;
}
