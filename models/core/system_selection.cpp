// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Which systems a chart shows by default: the best per hardware, the default and effective selections.
#include "core/comparison.h"

#include <QHash>
#include <QSet>

namespace denominator {

namespace {

/// How well a system does at the operating point: efficiency when its power is known, else its
/// throughput there (the frontier's height).
double score(const SystemResult& s) { return isKnown(s.tokensPerSecPerKw) ? s.tokensPerSecPerKw : s.tokensPerSecond; }

/// Per hardware, the index of its best InferenceX system (main date), from index `from` on.
QHash<QString, qsizetype> bestIndexPerHardware(const Comparison& all, qsizetype from)
{
    QHash<QString, qsizetype> bestOf;
    for (qsizetype i = from; i < all.systems.size(); ++i) {
        const SystemResult& s = all.systems[i];
        if (!s.key.official() || !s.key.asOf.isEmpty() || !isKnown(score(s))) continue;
        const auto it = bestOf.constFind(s.key.hardware);
        if (it == bestOf.cend() || score(s) > score(all.systems[*it])) bestOf.insert(s.key.hardware, i);
    }
    return bestOf;
}

} // namespace

QStringList bestPerHardware(const Comparison& all)
{
    QList<qsizetype> picks = bestIndexPerHardware(all, 0).values();
    std::sort(picks.begin(), picks.end());
    QStringList out;
    for (qsizetype i : std::as_const(picks)) out << all.systems[i].label;
    return out;
}

QString bestSystemOf(const Comparison& all, const QString& hardware)
{
    const auto best = bestIndexPerHardware(all, 0);
    const auto it = best.constFind(hardware);
    return it == best.cend() ? QString() : all.systems[*it].label;
}

QStringList defaultSelection(const Comparison& all, int maxOfficial)
{
    if (all.systems.isEmpty()) return {};
    // The baseline first (the ratios are against it), then per hardware the InferenceX system that
    // does best at the operating point.
    QList<qsizetype> picks = bestIndexPerHardware(all, 1).values();
    std::sort(picks.begin(), picks.end(), [&](qsizetype a, qsizetype b) { return score(all.systems[a]) > score(all.systems[b]); });
    // The baseline's own hardware keeps its best system only when it beats the baseline.
    const SystemResult& base = all.systems.front();
    picks.removeIf([&](qsizetype i) { return all.systems[i].key.hardware == base.key.hardware && !(score(all.systems[i]) > score(base)); });
    if (picks.size() > maxOfficial - 1) picks.resize(std::max(0, maxOfficial - 1));
    QSet<QString> picked{base.key.configLabel()};
    QStringList out{base.label};
    for (qsizetype i : std::as_const(picks)) {
        out << all.systems[i].label;
        picked.insert(all.systems[i].key.configLabel());
    }
    // Every other source (your runs) and every second-date series of a shown system comes too.
    for (const SystemResult& s : all.systems)
        if ((!s.key.official() || (!s.key.asOf.isEmpty() && picked.contains(s.key.configLabel()))) && !out.contains(s.label))
            out << s.label;
    return out;
}

QStringList effectiveSelection(const Comparison& all, const QStringList& chosen)
{
    QStringList kept;
    for (const QString& l : chosen)
        if (std::any_of(all.systems.begin(), all.systems.end(), [&](const SystemResult& s) { return s.label == l; })) kept << l;
    return kept.isEmpty() ? defaultSelection(all) : kept;
}

} // namespace denominator
