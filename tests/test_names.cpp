// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Name normalisation as InferenceX does it (docs/domain.md §3): hardware runner suffixes,
// framework aliases, model prefixes and checkpoint paths. The inputs are the strings that occur
// in the real files under tests/data/inferencex (see the comment on each table row).

#include "import/names.h"

#include <QtTest>

using namespace denominator;

class TestNames : public QObject {
    Q_OBJECT

private slots:
    void hardware_data();
    void hardware();
    void framework_data();
    void framework();
    void model_data();
    void model();
    void precision();
};

void TestNames::hardware_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("expected");
    // Real `hw` values from harness_agg_bmk_mantile, agentx_kimik2.5 and the API fixture.
    QTest::newRow("plain b200") << "b200"
                                << "b200";
    QTest::newRow("b200-trt runner") << "b200-trt"
                                     << "b200";
    QTest::newRow("mi355x-amd_0 index then -amd") << "mi355x-amd_0"
                                                  << "mi355x";
    QTest::newRow("b200-dgxc (AgentX)") << "b200-dgxc"
                                        << "b200";
    QTest::newRow("gb200 untouched") << "gb200"
                                     << "gb200";
    // Suffixes from the normalisation list in the domain brief (runner names InferenceX uses).
    QTest::newRow("upper case") << "H200"
                                << "h200";
    QTest::newRow("surrounding spaces") << "  h100 "
                                        << "h100";
    QTest::newRow("-multinode-slurm") << "gb300-multinode-slurm"
                                      << "gb300";
    QTest::newRow("-multinode") << "gb200-multinode"
                                << "gb200";
    QTest::newRow("-nvs") << "b300-nvs"
                          << "b300";
    QTest::newRow("-disagg") << "mi355x-disagg"
                             << "mi355x";
    QTest::newRow("-amds") << "mi325x-amds"
                           << "mi325x";
    QTest::newRow("-amd") << "mi300x-amd"
                          << "mi300x";
    QTest::newRow("-nvd") << "h200-nvd"
                          << "h200";
    QTest::newRow("-nb") << "b200-nb"
                         << "b200";
    QTest::newRow("-nv") << "h100-nv"
                         << "h100";
    QTest::newRow("two-digit index") << "b200-nv_12"
                                     << "b200";
    QTest::newRow("index and two suffixes") << "gb200-multinode-slurm_3"
                                            << "gb200";
    // InferenceX's rule: a known GPU keeps only the part before the first '-'; scopes and
    // runner indices go first. Unknown hardware keeps its name.
    QTest::newRow("known GPU, any suffix") << "b200-nvl"
                                           << "b200";
    QTest::newRow("telemetry runner") << "b200-nscale-slurm_00"
                                      << "b200";
    QTest::newRow("v3 agentic scope") << "cluster:b300-nv"
                                      << "b300";
    QTest::newRow("unknown hardware keeps dashes") << "my-gpu-x"
                                                   << "my-gpu-x";
    QTest::newRow("jalapeno") << "Jalapeno"
                              << "jalapeno";
}

void TestNames::hardware()
{
    QFETCH(QString, raw);
    QFETCH(QString, expected);
    QCOMPARE(names::hardware(raw), expected);
}

void TestNames::framework_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("explicitDisagg"); // -1 absent, 0 false, 1 true
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("disagg");
    QTest::newRow("dynamo-trtllm alias") << "dynamo-trtllm" << -1 << "dynamo-trt" << true;
    QTest::newRow("dynamo without a field is disaggregated") << "dynamo-trt" << -1 << "dynamo-trt" << true;
    QTest::newRow("dynamo serving aggregated says so") << "dynamo-sglang" << 0 << "dynamo-sglang" << false;
    QTest::newRow("upper-case alias") << "Dynamo-TRTLLM" << 1 << "dynamo-trt" << true;
    QTest::newRow("sglang") << "sglang" << -1 << "sglang" << false;
    QTest::newRow("sglang-disagg is disaggregated mori-sglang") << "sglang-disagg" << 0 << "mori-sglang" << true;
    QTest::newRow("atom-disagg is mooncake-atom") << "atom-disagg" << -1 << "mooncake-atom" << true;
    QTest::newRow("mori-* is always disaggregated") << "mori-sglang" << 0 << "mori-sglang" << true;
    QTest::newRow("trtllm is trt") << "trtllm" << -1 << "trt" << false;
    QTest::newRow("vLLM lower-cased") << "vLLM" << -1 << "vllm" << false;
}

void TestNames::framework()
{
    QFETCH(QString, raw);
    QFETCH(int, explicitDisagg);
    QFETCH(QString, expected);
    QFETCH(bool, disagg);
    const names::Framework f = names::framework(raw, explicitDisagg < 0 ? std::nullopt : std::optional<bool>(explicitDisagg == 1));
    QCOMPARE(f.name, expected);
    QCOMPARE(f.disagg, disagg);
}

void TestNames::model_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("idOrPath");
    QTest::addColumn<QString>("expected");
    // Prefixes (infmax_model_prefix or the API's model key).
    QTest::newRow("gptoss") << "gptoss"
                            << "openai/gpt-oss-120b"
                            << "gpt-oss-120b";
    QTest::newRow("dsr1") << "dsr1"
                          << "deepseek-ai/DeepSeek-R1-0528"
                          << "DeepSeek-R1-0528";
    QTest::newRow("kimik2.5") << "kimik2.5"
                              << ""
                              << "Kimi-K2.5";
    QTest::newRow("dsv4") << "dsv4"
                          << ""
                          << "DeepSeek-V4-Pro";
    QTest::newRow("qwen3.5") << "qwen3.5"
                             << ""
                             << "Qwen-3.5-397B-A17B";
    // Prefixes carrying a precision suffix, and InferenceX's aliases.
    QTest::newRow("dsr1-fp8") << "dsr1-fp8"
                              << ""
                              << "DeepSeek-R1-0528";
    QTest::newRow("gptoss-nvfp4-v2") << "gptoss-nvfp4-v2"
                                     << "openai/gpt-oss-120b"
                                     << "gpt-oss-120b";
    QTest::newRow("kimik2.5-mxfp4") << "kimik2.5-mxfp4"
                                    << ""
                                    << "Kimi-K2.5";
    QTest::newRow("dsv4pro alias") << "dsv4pro"
                                   << ""
                                   << "DeepSeek-V4-Pro";
    QTest::newRow("point release shares a display name") << "kimik2.6"
                                                         << ""
                                                         << "Kimi-K2.5";
    QTest::newRow("gptoss120b (availability key)") << "gptoss120b"
                                                   << ""
                                                   << "gpt-oss-120b";
    QTest::newRow("prefix wins over path") << "dsr1"
                                           << "/models/DeepSeek-R1"
                                           << "DeepSeek-R1-0528";
    // No prefix: the model id or checkpoint path as it appears in the real agg rows.
    QTest::newRow("hub id gpt-oss") << ""
                                    << "openai/gpt-oss-120b"
                                    << "gpt-oss-120b";
    QTest::newRow("lustre gpt-oss path") << ""
                                         << "/mnt/lustre01/models/gpt-oss-120b"
                                         << "gpt-oss-120b";
    QTest::newRow("nebius path") << ""
                                 << "/home/models/openai--gpt-oss-120b"
                                 << "gpt-oss-120b";
    QTest::newRow("deepseek-ai R1") << ""
                                    << "deepseek-ai/DeepSeek-R1"
                                    << "DeepSeek-R1-0528";
    QTest::newRow("amd MXFP4 preview") << ""
                                       << "amd/DeepSeek-R1-0528-MXFP4-Preview"
                                       << "DeepSeek-R1-0528";
    QTest::newRow("lustre fp4 v2") << ""
                                   << "/mnt/lustre01/models/deepseek-r1-0528-fp4-v2"
                                   << "DeepSeek-R1-0528";
    QTest::newRow("nvidia FP4-V2") << ""
                                   << "nvidia/DeepSeek-R1-0528-FP4-V2"
                                   << "DeepSeek-R1-0528";
    QTest::newRow("/models/DeepSeek-R1") << ""
                                         << "/models/DeepSeek-R1"
                                         << "DeepSeek-R1-0528";
    QTest::newRow("Kimi NVFP4 path") << ""
                                     << "/lustre/fsw/models/Kimi-K2.5-NVFP4"
                                     << "Kimi-K2.5";
    QTest::newRow("API model key only") << ""
                                        << "dsr1"
                                        << "DeepSeek-R1-0528";
    // Unknown names pass through (last path component), never empty.
    QTest::newRow("unknown path") << ""
                                  << "/models/Some-New-Model"
                                  << "Some-New-Model";
    QTest::newRow("unknown prefix only") << "newmodel"
                                         << ""
                                         << "newmodel";
}

void TestNames::model()
{
    QFETCH(QString, prefix);
    QFETCH(QString, idOrPath);
    QFETCH(QString, expected);
    QCOMPARE(names::model(prefix, idOrPath), expected);
}

void TestNames::precision()
{
    QCOMPARE(names::precision(QStringLiteral("FP4")), QStringLiteral("fp4"));
    QCOMPARE(names::precision(QStringLiteral(" fp8 ")), QStringLiteral("fp8"));
    QCOMPARE(names::precision(QStringLiteral("NVFP4")), QStringLiteral("fp4"));
    QCOMPARE(names::precision(QStringLiteral("mxfp4")), QStringLiteral("fp4"));
    QCOMPARE(names::specMethod(QString()), QStringLiteral("none"));
    QCOMPARE(names::specMethod(QStringLiteral("MTP")), QStringLiteral("mtp"));
    // The display name <-> key table the fetch uses.
    QCOMPARE(names::modelKeysForDisplayName(QStringLiteral("Kimi-K2.5")), (QStringList{"kimik2.5", "kimik2.6", "kimik2.7-code"}));
    QCOMPARE(names::modelDisplayName(QStringLiteral("gptoss120b")), QStringLiteral("gpt-oss-120b"));
    QVERIFY(names::modelDisplayName(QStringLiteral("nosuchmodel")).isEmpty());
    // The AgentX-era models (agentx-powerx.md section 7), and the mappings that are not confirmed.
    QCOMPARE(names::modelDisplayName(QStringLiteral("kimik3")), QStringLiteral("Kimi-K3"));
    QCOMPARE(names::modelDisplayName(QStringLiteral("glm5.2")), QStringLiteral("GLM-5.2"));
    QCOMPARE(names::modelDisplayName(QStringLiteral("minimaxm3")), QStringLiteral("MiniMax-M3"));
    QCOMPARE(names::modelDisplayName(QStringLiteral("dsv4")), QStringLiteral("DeepSeek-V4-Pro"));
    QVERIFY(names::unverifiedModel(QStringLiteral("kimik3")).isEmpty());
    QVERIFY(names::unverifiedModel(QStringLiteral("dsv41flash")).contains(QLatin1String("third-party")));
    QVERIFY(!names::unverifiedModel(QStringLiteral("GLM5.3")).isEmpty());
    for (const char* hw : {"jalapeno", "tpuv7", "vr200", "rtx6000pro"}) QVERIFY2(names::isKnownHardware(QString::fromLatin1(hw)), hw);
}

QTEST_GUILESS_MAIN(TestNames)
#include "test_names.moc"
