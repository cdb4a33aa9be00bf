// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/stamp.h"

#include "core/assumption_fields.h"
#include "core/number_format.h"

#include <QMap>
#include <QSet>
#include <algorithm>

namespace denominator {
namespace {

/// "per accelerator: …": watts per accelerator, one entry per hardware: a figure, a measured span, an assumed range when
/// the measurement is missing, or which component is missing — never a bare "n/a" for a system
/// whose value is drawn. `shareKept` (a lesson keeps the unknown draw back): the assumed share is
/// not said, nor the assumed watts, which would give it away.
QString wattsPerHardware(const Comparison& c, bool shareKept)
{
    struct Seen {
        double lo = kNaN, hi = kNaN;         ///< known watts
        double bandLo = kNaN, bandHi = kNaN; ///< assumed watts where measured power is missing
        QString missing;
        QStringList generations; ///< all-in by run date: "gen 1", "gen 2", "gen 2, undated"
    };
    QMap<QString, Seen> byHw;
    QStringList order;
    const Assumptions& a = c.assumptions;
    for (const SystemResult& s : c.systems) {
        if (!order.contains(s.key.hardware)) order << s.key.hardware;
        Seen& x = byHw[s.key.hardware];
        const auto widen = [](double& lo, double& hi, double v) {
            lo = isKnown(lo) ? std::min(lo, v) : v;
            hi = isKnown(hi) ? std::max(hi, v) : v;
        };
        if (s.power.known()) {
            widen(x.lo, x.hi, s.power.watts);
            if (a.denominator == DenominatorKind::AllInByDate) {
                const bool gen1 = assumptionsFor(s, a).denominator == DenominatorKind::AllInGen1;
                const QString g = gen1                     ? QStringLiteral("gen 1")
                                  : s.latestDate.isEmpty() ? QStringLiteral("gen 2, undated")
                                                           : QStringLiteral("gen 2");
                if (!x.generations.contains(g)) x.generations << g;
            }
        } else if (isKnown(s.tokensPerSecPerKwLow) && isKnown(s.tokensPerSecond)) {
            // The band's watts: tokens/s ÷ (tokens/s per kW) at each end.
            widen(x.bandLo, x.bandHi, s.tokensPerSecond * 1000.0 / s.tokensPerSecPerKwHigh);
            widen(x.bandLo, x.bandHi, s.tokensPerSecond * 1000.0 / s.tokensPerSecPerKwLow);
        } else if (x.missing.isEmpty()) {
            x.missing = s.power.missing;
        }
    }
    // What "assumed" means is said once, not per accelerator (eight times made the stamp eight
    // lines tall at 1366×768); when nothing was measured, the line says that first.
    const bool assumed = std::any_of(byHw.begin(), byHw.end(), [](const Seen& x) { return isKnown(x.bandLo); });
    const bool noneMeasured = assumed && a.denominator == DenominatorKind::Measured &&
                              std::none_of(byHw.begin(), byHw.end(), [](const Seen& x) { return isKnown(x.lo) || !x.missing.isEmpty(); });
    const QString modelled = a.boundary == Boundary::ChassisModel ? QStringLiteral(", modelled chassis") : QString();
    QStringList parts;
    for (const QString& hw : std::as_const(order)) {
        const Seen& x = byHw[hw];
        QStringList say;
        if (isKnown(x.lo))
            say << (x.lo == x.hi ? formatFixed(x.lo) : formatFixed(x.lo) + QStringLiteral("–") + formatFixed(x.hi)) + QStringLiteral(" W") +
                       (a.denominator == DenominatorKind::Measured ? QStringLiteral(" measured") : QString()) + modelled +
                       (x.generations.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(x.generations.join(QStringLiteral("; "))));
        if (isKnown(x.bandLo))
            say << (shareKept
                        ? QStringLiteral("assumed")
                        : QStringLiteral("%1–%2 W%3")
                              .arg(formatFixed(x.bandLo), formatFixed(x.bandHi), noneMeasured ? QString() : QStringLiteral(" assumed"))) +
                       modelled;
        if (say.isEmpty()) say << QStringLiteral("not drawn: %1").arg(x.missing.isEmpty() ? QStringLiteral("no power") : x.missing);
        parts << QStringLiteral("%1 %2").arg(hw, say.join(QStringLiteral(", ")));
    }
    const QString share = shareKept ? QString::fromUtf8(kConcealedValue) : a.unknownDrawShare();
    if (noneMeasured && shareKept) return QStringLiteral("per accelerator, none measured, so a share of TDP assumed: %1").arg(share);
    if (noneMeasured)
        return QStringLiteral("per accelerator, none measured, so %1 assumed: %2").arg(share, parts.join(QStringLiteral("; ")));
    return QStringLiteral("per accelerator: ") + parts.join(QStringLiteral("; ")) +
           (assumed ? QStringLiteral(" (assumed: %1, not measured)").arg(share) : QString());
}

/// Per system the run and its date when there are few systems, else a count and the span.
QString runsLine(const Comparison& c, const QString& selection)
{
    if (c.systems.isEmpty()) return QStringLiteral("Runs: %1").arg(selection);
    if (c.systems.size() <= 5) { // more would take three lines of a 1366×768 window
        QStringList parts;
        for (const SystemResult& s : c.systems) parts << QStringLiteral("%1: %2").arg(s.label, s.runText());
        return QStringLiteral("Runs (%1): %2").arg(selection, parts.join(QStringLiteral("; ")));
    }
    QSet<QString> runs;
    QStringList dates;
    for (const SystemResult& s : c.systems)
        for (const RunInfo& r : s.runs) {
            runs.insert(s.key.source + QLatin1Char('|') + r.key);
            if (!r.date.isEmpty()) dates << r.date;
        }
    std::sort(dates.begin(), dates.end());
    const QString span = dates.isEmpty() ? QStringLiteral("undated") : QStringLiteral("dated %1…%2").arg(dates.first(), dates.last());
    return QStringLiteral("Runs (%1): %2 systems from %3 runs, %4 (the CSV export lists each)")
        .arg(selection)
        .arg(c.systems.size())
        .arg(runs.size())
        .arg(span);
}

} // namespace

QString attributionLine()
{
    return QStringLiteral("Data: InferenceX by SemiAnalysis (Apache-2.0, attribution required) and files you imported");
}

namespace {

/// Whom the shown data is credited to: InferenceX only when a shown system's points are its results.
QString dataLine(const Comparison& c)
{
    const bool official = std::any_of(c.systems.begin(), c.systems.end(), [](const SystemResult& s) { return s.key.official(); });
    const bool others = std::any_of(c.systems.begin(), c.systems.end(), [](const SystemResult& s) { return !s.key.official(); });
    if (official && !others) return QStringLiteral("Data: InferenceX by SemiAnalysis (Apache-2.0, attribution required)");
    // Only what is known: rows of InferenceX's own runs may be shown under a name the user gave them.
    if (!official && others) return QStringLiteral("Data: files you imported (none under the source InferenceX)");
    return attributionLine();
}

} // namespace

QString summaryText(const Assumptions& a, const QStringList& concealed)
{
    QStringList parts;
    for (const auto& [key, text] : a.summaryParts()) {
        const QLatin1String k(key);
        if (!concealed.contains(k))
            parts << (k == QLatin1String("denominator") && concealed.contains(QLatin1String("power_statistic")) &&
                              text.startsWith(QLatin1String("measured ("))
                          ? QStringLiteral("measured (?)")
                          : text);
        else if (k == QLatin1String("boundary") || k == QLatin1String("tokens"))
            parts << QStringLiteral("? ") + k; // "? boundary": what is kept back, not its value
        else
            parts << QStringLiteral("?");
    }
    // The rule is listed only when North Star: kept back, its place is shown either way.
    if (concealed.contains(QLatin1String("frontier_rule")) && a.frontierRule != FrontierRule::NorthStar) parts << QStringLiteral("?");
    return parts.join(QStringLiteral(", "));
}

QStringList stampLines(const Comparison& c, const QStringList& concealed, StampReadings readings)
{
    const Assumptions& a = c.assumptions;
    const auto kept = [&](const char* key) { return concealed.contains(QLatin1String(key)); };
    const auto show = [&](const char* key) { return kept(key) ? QString::fromUtf8(kConcealedValue) : assumptionField(key)->show(a); };
    QStringList lines;
    QString denom = show("denominator");
    if (a.denominator == DenominatorKind::Custom && !kept("denominator")) denom += QStringLiteral(" (%1)").arg(show("custom_watts"));
    lines << (c.systems.isEmpty() || kept("denominator")
                  ? QStringLiteral("Denominator: %1").arg(denom)
                  : QStringLiteral("Denominator: %1 — %2").arg(denom, wattsPerHardware(c, kept("unknown_draw"))));
    // The boundary's full wording and the lines that apply under one denominator only would say
    // which denominator is kept back.
    const QString boundary = kept("boundary") ? show("boundary") : kept("denominator") ? boundaryName(a) : boundaryScope(a);
    QStringList settings{QStringLiteral("Boundary: %1").arg(boundary),
                         QStringLiteral("Tokens: %1").arg(show("tokens")) +
                             (isAgentic(c.request.isl, c.request.osl) && a.tokens == TokenKind::Total && !kept("tokens")
                                  ? QStringLiteral(" (agentic input counts cached prompt tokens)")
                                  : QString())};
    // Every other assumption that enters the numbers, from its one definition: a new assumption
    // is stamped without touching this file.
    static const QStringList written{
        QStringLiteral("denominator"),  QStringLiteral("custom_watts"),  QStringLiteral("boundary"),
        QStringLiteral("pue"),          QStringLiteral("tokens"),        QStringLiteral("operating_point"),
        QStringLiteral("runs"),         QStringLiteral("interpolation"), QStringLiteral("interactivity_definition"),
        QStringLiteral("frontier_rule")};
    for (const AssumptionField& f : assumptionFields())
        if (!written.contains(QLatin1String(f.key)) && f.applies(a) &&
            !(kept("denominator") && (QLatin1String(f.key) == "unknown_draw" || QLatin1String(f.key) == "power_statistic")))
            settings << QStringLiteral("%1: %2").arg(QString::fromUtf8(f.label), show(f.key));
    lines << settings.join(QStringLiteral(" · "));
    const bool both = readings == StampReadings::PeakAndMatched;
    if (kept("operating_point")) { // neither reading is named: both would answer the question
        lines << QStringLiteral("Operating point: %1").arg(show("operating_point"));
    } else if (a.atPeak) {
        lines << QStringLiteral("Operating point: %1 (its tested point of best efficiency)%2")
                     .arg(show("operating_point"),
                          both ? QStringLiteral("; matched bars at %1 tok/s/user").arg(formatNumber(a.interactivity, 3)) : QString());
    } else {
        int interpolated = 0, clamped = 0;
        for (const SystemResult& s : c.systems) {
            interpolated += s.sample.status == PointStatus::Interpolated;
            clamped += s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange;
        }
        lines << QStringLiteral("Operating point: %1 (%2) — %3 interpolated (%4), %5 clamped to tested range")
                         .arg(show("operating_point"),
                              isAgentic(c.request.isl, c.request.osl) ? shortName(a.agenticInteractivity) : QStringLiteral("median"))
                         .arg(interpolated)
                         .arg(show("interpolation"))
                         .arg(clamped) +
                     (both ? QStringLiteral("; peak bars: each system at its own peak") : QString());
    }
    lines << runsLine(c, show("runs"));
    if (isAgentic(c.request.isl, c.request.osl))
        lines << QStringLiteral("Workload: %1 agentic-coding (AgentX), interactivity = %2%3; energy per successful request · %4")
                     .arg(c.request.model,
                          kept("interactivity_definition") ? show("interactivity_definition") : describe(a.agenticInteractivity),
                          // The frontier rule changes agentic fronts only: said here, where the workload is known.
                          assumptionField("frontier_rule")->applies(a) || kept("frontier_rule")
                              ? QStringLiteral("; Frontier rule: %1").arg(show("frontier_rule"))
                              : QString(),
                          dataLine(c));
    else
        lines << QStringLiteral("Workload: %1 ISL %2 / OSL %3 · %4")
                     .arg(c.request.model)
                     .arg(c.request.isl)
                     .arg(c.request.osl)
                     .arg(dataLine(c));
    return lines;
}

QString stampText(const Comparison& c) { return stampLines(c).join(QLatin1Char('\n')); }

} // namespace denominator
