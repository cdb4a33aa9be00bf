// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/names.h"

#include <QRegularExpression>
#include <array>
#include <utility>

namespace denominator::names {
namespace {

constexpr std::array<std::pair<const char*, const char*>, 9> kModelPrefixes{{
    {"gptoss", "gpt-oss-120b"},
    {"gptoss120b", "gpt-oss-120b"},
    {"dsr1", "DeepSeek-R1-0528"},
    {"kimik2.5", "Kimi-K2.5"},
    {"dsv4", "DeepSeek-V4-Pro"},
    {"qwen3.5", "Qwen3.5"},
    {"llama70b", "Llama-3.3-70B"},
    {"gpt-oss-120b", "gpt-oss-120b"},
    {"deepseek-r1-0528", "DeepSeek-R1-0528"},
}};

QString fromPrefix(const QString& key)
{
    const QString k = key.trimmed().toLower();
    for (const auto& [from, to] : kModelPrefixes)
        if (k == QLatin1String(from)) return QString::fromLatin1(to);
    return {};
}

} // namespace

QString model(const QString& prefix, const QString& modelIdOrPath)
{
    if (QString m = fromPrefix(prefix); !m.isEmpty()) return m;
    if (QString m = fromPrefix(modelIdOrPath); !m.isEmpty()) return m;
    // A checkpoint path or hub id: use its last component and recognise the families we know.
    QString last = modelIdOrPath.section(QLatin1Char('/'), -1).toLower();
    if (last.contains(QLatin1String("gpt-oss-120b"))) return QStringLiteral("gpt-oss-120b");
    if (last.contains(QLatin1String("deepseek-r1"))) return QStringLiteral("DeepSeek-R1-0528");
    if (last.contains(QLatin1String("kimi-k2.5"))) return QStringLiteral("Kimi-K2.5");
    if (last.contains(QLatin1String("deepseek-v4"))) return QStringLiteral("DeepSeek-V4-Pro");
    if (last.contains(QLatin1String("qwen3.5"))) return QStringLiteral("Qwen3.5");
    return modelIdOrPath.trimmed().isEmpty() ? prefix.trimmed() : modelIdOrPath.section(QLatin1Char('/'), -1);
}

QString hardware(const QString& raw)
{
    static const QRegularExpression indexSuffix(QStringLiteral("_\\d+$"));
    // InferenceX's runner suffixes, plus "-slurm" and "-nscale" seen on telemetry artifacts
    // (b200-nscale-slurm_00).
    static const std::array<const char*, 13> suffixes{
        "-trt", "-multinode-slurm", "-multinode", "-nvs", "-disagg", "-amds", "-amd", "-nvd", "-dgxc", "-nb", "-nv", "-slurm", "-nscale"};
    QString h = raw.trimmed().toLower();
    h.remove(indexSuffix);
    bool stripped = true;
    while (stripped) {
        stripped = false;
        for (const char* s : suffixes) {
            if (h.endsWith(QLatin1String(s))) {
                h.chop(int(qstrlen(s)));
                stripped = true;
            }
        }
    }
    return h;
}

QString framework(const QString& raw)
{
    QString f = raw.trimmed().toLower();
    if (f == QLatin1String("dynamo-trtllm")) return QStringLiteral("dynamo-trt");
    return f;
}

QString precision(const QString& raw) { return raw.trimmed().toLower(); }

} // namespace denominator::names
