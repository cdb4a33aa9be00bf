// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Scenarios several suites draw from the bundled data.

#include "scenario/scenario.h"

namespace denominator::test {

/// gpt-oss-120b 1k/1k, three systems of the bundled InferenceX runs matched at 150 tok/s/user,
/// drawn as `chart`: what the export suites write in every format.
inline Scenario gptOssThreeSystems(const QString& chart)
{
    Scenario s;
    s.model = QStringLiteral("gpt-oss-120b");
    s.isl = 1024;
    s.osl = 1024;
    s.chart = chart;
    s.assumptions.atPeak = false;
    s.assumptions.interactivity = 150;
    s.systems = {QStringLiteral("h200 vllm fp4"), QStringLiteral("b200 vllm fp4"), QStringLiteral("gb200 dynamo-trt fp4 (disagg)")};
    return s;
}

} // namespace denominator::test
