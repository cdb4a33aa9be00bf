// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One raw benchmark_serving result (InferenceX harness, before process_result): whole-deployment
// throughput and latencies in milliseconds. The GPU count comes from ParseOptions or from the
// InferenceX file-name convention (`gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json`).

#include <QString>
#include <nlohmann/json_fwd.hpp>

namespace denominator {

bool looksLikeRawResult(const nlohmann::json& obj);

/// What the file name says: hardware, precision, model prefix, tp, conc, isl, osl (0/empty if absent).
struct RawResultName {
    QString modelPrefix, precision, hardware;
    int tp = 0, conc = 0, isl = 0, osl = 0;
};
RawResultName parseRawResultName(const QString& fileName);

} // namespace denominator
