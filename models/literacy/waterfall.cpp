// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Data-mode waterfall (telescoping re-evaluations of a comparison) and the shared step builders.

#include "core/number_format.h"
#include "literacy/waterfall_steps.h"

#include <QLocale>

namespace denominator {

WaterfallStep waterfallTotal(const QString& key, const QString& label, const QString& detail, const RatioReading& ratio)
{
    WaterfallStep s;
    s.key = key;
    s.label = label;
    s.detail = detail;
    s.total = true;
    s.changed = true;
    s.before = RatioReading{1.0, 1.0, 1.0};
    s.after = ratio;
    s.factor = ratio.point;
    s.factorLow = ratio.low;
    s.factorHigh = ratio.high;
    return s;
}

WaterfallStep waterfallFactor(const QString& key, const QString& label, const QString& detail, const RatioReading& before, double factor,
                              double factorLow, double factorHigh)
{
    WaterfallStep s;
    s.key = key;
    s.label = label;
    s.detail = detail;
    s.changed = true;
    s.factor = factor;
    s.factorLow = factorLow;
    s.factorHigh = factorHigh;
    s.before = before;
    s.after = RatioReading{before.point * factor, before.low * factorLow, before.high * factorHigh};
    return s;
}

WaterfallStep waterfallNoChange(const QString& key, const QString& label, const QString& detail, const RatioReading& before, bool skipped)
{
    WaterfallStep s;
    s.key = key;
    s.label = label;
    s.detail = detail;
    s.skipped = skipped;
    s.before = s.after = before;
    return s;
}

double Waterfall::product() const
{
    double p = 1.0;
    for (const WaterfallStep& s : steps)
        if (!s.total) p *= s.factor;
    return valid() ? p : kNaN;
}

namespace {

struct Evaluated {
    RatioReading ratio, subject, baseline;
    QString missing; ///< why the ratio is unknown
};

Evaluated evaluateUnder(const Comparison& c, const Assumptions& a, const HardwareCatalog& cat, int subject)
{
    Comparison copy = c;
    reevaluate(copy, a, cat);
    Evaluated e{ratioReading(copy, subject), efficiencyReading(copy.systems[subject], a), efficiencyReading(copy.systems.front(), a), {}};
    for (const SystemResult* s : {&copy.systems.front(), &copy.systems[subject]}) {
        if (efficiencyReading(*s, a).known()) continue;
        const QString why = !isKnown(s->tokensPerSecond) ? QStringLiteral("no throughput at this operating point") : s->power.missing;
        e.missing += (e.missing.isEmpty() ? QString() : QStringLiteral("; ")) + s->label + QStringLiteral(": ") + why;
    }
    return e;
}

QString powerName(const Assumptions& a)
{
    switch (a.denominator) {
    case DenominatorKind::Tdp: return QStringLiteral("TDP");
    case DenominatorKind::Measured: return QStringLiteral("measured");
    case DenominatorKind::AllInGen2: return QStringLiteral("all-in gen 2");
    case DenominatorKind::AllInGen1: return QStringLiteral("all-in gen 1");
    case DenominatorKind::AllInByDate: return QStringLiteral("all-in by run date");
    case DenominatorKind::Custom: return QStringLiteral("custom watts");
    }
    return {};
}

QString shortName(const QString& key, const Assumptions& a)
{
    if (key == QLatin1String("denominator")) return powerName(a);
    if (key == QLatin1String("boundary"))
        return boundaryName(a) + (entersPue(a) && isKnown(a.pue) ? QStringLiteral(" (PUE %1)").arg(a.pue) : QString());
    if (key == QLatin1String("operating-point"))
        return a.atPeak ? QStringLiteral("peak") : QStringLiteral("%1 tok/s/user").arg(QString::number(a.interactivity, 'g', 4));
    return toString(a.tokens);
}

void applyChange(const QString& key, Assumptions& to, const Assumptions& target)
{
    if (key == QLatin1String("denominator")) {
        to.denominator = target.denominator;
        to.customWatts = target.customWatts;
    } else if (key == QLatin1String("boundary")) {
        to.boundary = target.boundary;
        to.pue = target.pue;
    } else if (key == QLatin1String("operating-point")) {
        to.atPeak = target.atPeak;
        to.interactivity = target.interactivity;
    } else {
        to.tokens = target.tokens;
    }
}

QString efficiencyChange(const QString& label, const RatioReading& from, const RatioReading& to)
{
    const QLocale en(QLocale::English);
    return QStringLiteral("%1 %2 → %3 tok/s/kW").arg(label, en.toString(from.point, 'f', 0), en.toString(to.point, 'f', 0));
}

} // namespace

Waterfall dataWaterfall(const Comparison& c, const HardwareCatalog& catalog, int subject)
{
    Waterfall w;
    if (c.systems.size() < 2 || subject <= 0 || subject >= c.systems.size()) {
        w.message =
            QStringLiteral("Pick at least two systems: the waterfall decomposes the ratio of the second to the first (the baseline).");
        return w;
    }
    w.subject = c.systems[subject].label;
    w.baseline = c.systems.front().label;
    const Assumptions target = c.assumptions;
    Assumptions cur = target;
    cur.denominator = DenominatorKind::Tdp;
    cur.boundary = Boundary::Chip;
    cur.tokens = TokenKind::Total;
    cur.atPeak = true;
    Evaluated prev = evaluateUnder(c, cur, catalog, subject);
    if (!prev.ratio.known()) {
        w.message = QStringLiteral("No default reading to start from: %1").arg(prev.missing);
        return w;
    }
    w.steps << waterfallTotal(QStringLiteral("start"), QStringLiteral("default reading"),
                              QStringLiteral("TDP, chip boundary, total tokens, each at its peak: %1").arg(formatTimes(prev.ratio.point)),
                              prev.ratio);
    QStringList leftOut;
    for (const QString& key :
         {QStringLiteral("denominator"), QStringLiteral("boundary"), QStringLiteral("operating-point"), QStringLiteral("tokens")}) {
        Assumptions next = cur;
        applyChange(key, next, target);
        const QString from = shortName(key, cur), to = shortName(key, next);
        if (next == cur) {
            w.steps << waterfallNoChange(key, to, QStringLiteral("%1 in both readings").arg(to), prev.ratio, false);
            continue;
        }
        const Evaluated e = evaluateUnder(c, next, catalog, subject);
        const QString label = from + QStringLiteral(" → ") + to;
        if (!e.ratio.known()) {
            w.steps << waterfallNoChange(key, label, QStringLiteral("not applied: %1").arg(e.missing), prev.ratio, true);
            leftOut << label;
            continue;
        }
        const QString detail = QStringLiteral("%1; %2").arg(efficiencyChange(w.subject, prev.subject, e.subject),
                                                            efficiencyChange(w.baseline, prev.baseline, e.baseline));
        w.steps << waterfallFactor(key, label, detail, prev.ratio, e.ratio.point / prev.ratio.point, e.ratio.low / prev.ratio.low,
                                   e.ratio.high / prev.ratio.high);
        cur = next;
        prev = e;
    }
    QString detail = target.summary();
    if (!leftOut.isEmpty()) detail += QStringLiteral(" — without %1 (not computable)").arg(leftOut.join(QStringLiteral(", ")));
    w.steps << waterfallTotal(QStringLiteral("end"), QStringLiteral("your reading"), detail, w.steps.last().after);
    w.title = QStringLiteral("%1 ÷ %2: from %3 to %4").arg(w.subject, w.baseline, formatTimes(w.start()), formatTimes(w.end()));
    if (w.steps.last().after.banded())
        w.notes << QStringLiteral("Unknown measured draw at %1–%2 % of TDP: the single figure takes it at %2 %, the band spans the range.")
                       .arg(target.unknownDrawLow * 100)
                       .arg(target.unknownDrawHigh * 100);
    return w;
}

nlohmann::json toJson(const Waterfall& w)
{
    const auto num = jsonNumber;
    nlohmann::json steps = nlohmann::json::array(), notes = nlohmann::json::array();
    for (const WaterfallStep& s : w.steps)
        steps.push_back({{"key", s.key.toStdString()},
                         {"label", s.label.toStdString()},
                         {"detail", s.detail.toStdString()},
                         {"total", s.total},
                         {"changed", s.changed},
                         {"skipped", s.skipped},
                         {"factor", num(s.factor)},
                         {"factor_range", {num(s.factorLow), num(s.factorHigh)}},
                         {"ratio_before", num(s.before.point)},
                         {"ratio_after", num(s.after.point)},
                         {"ratio_after_range", {num(s.after.low), num(s.after.high)}}});
    for (const QString& n : w.notes) notes.push_back(n.toStdString());
    return {{"title", w.title.toStdString()},
            {"subject", w.subject.toStdString()},
            {"baseline", w.baseline.toStdString()},
            {"message", w.message.toStdString()},
            {"notes", notes},
            {"steps", steps}};
}

} // namespace denominator
