// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: any bytes as the small JSON documents a user hands over — scenarios, lessons,
// claims files, raw benchmark results. Parsing must never throw, crash or recurse without bound.

#include "core/json_document.h"
#include "import/import_driver.h"
#include "literacy/lesson.h"
#include "scenario/scenario.h"
#include "telemetry/benchmark_run.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const SourceFile src = SourceFile::fromBytes(QStringLiteral("fuzz_fp4_h200_tp8_conc4_isl1024_osl1024.json"), bytes);
    (void)readClaims(src);
    QList<Issue> errors;
    (void)readBenchmarkRun(src, {}, errors);
    if (const auto doc = parseJsonDocument(bytes, QStringLiteral("fuzz.json"))) {
        (void)scenarioFromJson(*doc);
        (void)parseLesson(*doc, QStringLiteral("fuzz.json"), LessonContext{});
    }
    return 0;
}
