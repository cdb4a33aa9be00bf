// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/workload.h"

#include <QRegularExpression>

namespace denominator {

QString sequenceText(int tokens)
{
    return tokens > 0 && tokens % 1024 == 0 ? QStringLiteral("%1k").arg(tokens / 1024) : QString::number(tokens);
}

QString workloadName(int isl, int osl)
{
    if (isAgentic(isl, osl)) return QStringLiteral("agentic-coding");
    if (isDataset(isl, osl)) return QStringLiteral("benchmark-dataset");
    return sequenceText(isl) + QLatin1Char('/') + sequenceText(osl);
}

std::optional<WorkloadLengths> workloadFromName(const QString& name)
{
    const QString t = name.trimmed().toLower();
    if (t == QLatin1String("agentic-coding") || t == QLatin1String("agentic") || t == QLatin1String("agentic-traces"))
        return WorkloadLengths{kAgenticLength, kAgenticLength};
    if (t == QLatin1String("benchmark-dataset") || t == QLatin1String("dataset")) return WorkloadLengths{kDatasetLength, kDatasetLength};
    static const QRegularExpression form(QStringLiteral("^(\\d{1,8})(k?)/(\\d{1,8})(k?)$"));
    const auto m = form.match(t);
    if (!m.hasMatch()) return std::nullopt;
    const auto length = [&](int digits, int k) {
        const qint64 n = m.captured(digits).toLongLong() * (m.captured(k).isEmpty() ? 1 : 1024);
        return n >= 1 && n <= 10'000'000 ? int(n) : 0;
    };
    const int isl = length(1, 2), osl = length(3, 4);
    if (isl == 0 || osl == 0) return std::nullopt;
    return WorkloadLengths{isl, osl};
}

QString toString(AgenticInteractivity d)
{
    switch (d) {
    case AgenticInteractivity::P90E2e: return QStringLiteral("p90-e2e");
    case AgenticInteractivity::P75E2e: return QStringLiteral("p75-e2e");
    case AgenticInteractivity::P90Itl: return QStringLiteral("p90-itl");
    case AgenticInteractivity::P75Itl: return QStringLiteral("p75-itl");
    }
    return {};
}

std::optional<AgenticInteractivity> agenticInteractivityFromString(const QString& s)
{
    for (const auto d :
         {AgenticInteractivity::P90E2e, AgenticInteractivity::P75E2e, AgenticInteractivity::P90Itl, AgenticInteractivity::P75Itl})
        if (toString(d) == s.trimmed().toLower()) return d;
    return std::nullopt;
}

QString describe(AgenticInteractivity d)
{
    switch (d) {
    case AgenticInteractivity::P90E2e:
        return QStringLiteral("P90 E2E-normalised interactivity (1 / P90 over requests of end-to-end latency ÷ output tokens)");
    case AgenticInteractivity::P75E2e:
        return QStringLiteral("P75 E2E-normalised interactivity (1 / P75 over requests of end-to-end latency ÷ output tokens)");
    case AgenticInteractivity::P90Itl: return QStringLiteral("1 / P90 inter-token latency");
    case AgenticInteractivity::P75Itl: return QStringLiteral("1 / P75 inter-token latency");
    }
    return {};
}

QString shortName(AgenticInteractivity d)
{
    switch (d) {
    case AgenticInteractivity::P90E2e: return QStringLiteral("P90 E2E-normalised");
    case AgenticInteractivity::P75E2e: return QStringLiteral("P75 E2E-normalised");
    case AgenticInteractivity::P90Itl: return QStringLiteral("1 / P90 ITL");
    case AgenticInteractivity::P75Itl: return QStringLiteral("1 / P75 ITL");
    }
    return {};
}

} // namespace denominator
