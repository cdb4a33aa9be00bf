// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "literacy/tornado.h"

#include "core/power_basis.h"

#include <algorithm>
#include <cmath>

namespace denominator {
namespace {

QString pct(double f) { return QString::number(f * 100, 'g', 3) + QStringLiteral(" %"); }

TornadoBar makeBar(const char* key, const QString& label, const QString& lowLabel, const QString& highLabel)
{
    TornadoBar b;
    b.key = QString::fromLatin1(key);
    b.label = label;
    b.lowLabel = lowLabel;
    b.highLabel = highLabel;
    return b;
}

TornadoBar measuredFractionBar(const Comparison& c, const HardwareCatalog& cat, int subject)
{
    const Assumptions& a = c.assumptions;
    TornadoBar b = makeBar("measured-fraction", QStringLiteral("Unmeasured draw %1").arg(a.unknownDrawShare()),
                           QStringLiteral("subject %1, baseline %2").arg(pct(a.unknownDrawHigh), pct(a.unknownDrawLow)),
                           QStringLiteral("subject %1, baseline %2").arg(pct(a.unknownDrawLow), pct(a.unknownDrawHigh)));
    Assumptions m = a;
    m.denominator = DenominatorKind::Measured;
    Comparison copy = c;
    reevaluate(copy, m, cat);
    const RatioReading r = ratioReading(copy, subject);
    b.ratioAtLow = r.low;
    b.ratioAtHigh = r.high;
    QStringList unmeasured;
    for (const SystemResult* s : {&copy.systems.front(), &copy.systems[subject]})
        if (!s->power.known()) unmeasured << s->label;
    if (unmeasured.isEmpty()) {
        b.applicable = false;
        b.note = QStringLiteral("every system has measured power: nothing to swing");
    } else {
        // Said under every denominator: said only under the others, it would tell a lesson step that
        // keeps the denominator back which one is in use.
        b.note =
            QStringLiteral("no measured power for %1 (swung under the measured denominator)").arg(unmeasured.join(QStringLiteral(", ")));
    }
    return b;
}

TornadoBar fieldBar(const Comparison& c, const HardwareCatalog& cat, int subject, const char* key, const QString& field,
                    const QString& label, bool enters, const QString& why)
{
    TornadoBar b = makeBar(key, label, field + QStringLiteral(" ×0.5"), field + QStringLiteral(" ×1.5"));
    b.ratioAtLow = ratioWithScaledField(c, cat, subject, field, 0.5);
    b.ratioAtHigh = ratioWithScaledField(c, cat, subject, field, 1.5);
    b.applicable = enters;
    if (!enters)
        b.note = why;
    else if (!isKnown(b.ratioAtLow))
        b.note = QStringLiteral("not computable: a %1 figure is missing").arg(field);
    return b;
}

TornadoBar pueBar(const Comparison& c, const HardwareCatalog& cat, int subject)
{
    TornadoBar b = makeBar("pue", QStringLiteral("PUE 1.1–1.5"), QStringLiteral("PUE 1.1"), QStringLiteral("PUE 1.5"));
    Assumptions a = c.assumptions;
    a.pue = 1.1;
    b.ratioAtLow = ratioUnder(c, a, cat, subject).point;
    a.pue = 1.5;
    b.ratioAtHigh = ratioUnder(c, a, cat, subject).point;
    b.applicable = entersPue(c.assumptions);
    if (!b.applicable) b.note = QStringLiteral("PUE enters only at the facility boundary or the modelled chassis");
    return b;
}

TornadoBar interactivityBar(const Comparison& c, const HardwareCatalog& cat, int subject, double base)
{
    const Assumptions& a = c.assumptions;
    TornadoBar b = makeBar("interactivity", QStringLiteral("Interactivity ×0.5…×2"),
                           QStringLiteral("%1 tok/s/user").arg(a.interactivity * 0.5, 0, 'g', 4),
                           QStringLiteral("%1 tok/s/user").arg(a.interactivity * 2, 0, 'g', 4));
    if (a.atPeak || !isKnown(a.interactivity)) {
        b.applicable = false;
        b.ratioAtLow = b.ratioAtHigh = base;
        b.note = QStringLiteral("each system at its own peak: no target to swing");
        return b;
    }
    QStringList clamped;
    for (double f : {0.5, 2.0}) {
        Assumptions m = a;
        m.interactivity = a.interactivity * f;
        Comparison copy = c;
        reevaluate(copy, m, cat);
        (f < 1 ? b.ratioAtLow : b.ratioAtHigh) = ratioReading(copy, subject).point;
        for (const SystemResult* s : {&copy.systems.front(), &copy.systems[subject]})
            if (s->sample.status == PointStatus::AboveRange || s->sample.status == PointStatus::BelowRange)
                clamped << QStringLiteral("%1 at ×%2").arg(s->label).arg(f);
    }
    if (!clamped.isEmpty()) b.note = QStringLiteral("clamped to the tested range: %1").arg(clamped.join(QStringLiteral(", ")));
    return b;
}

/// The reading between tested points: InferenceX's Steffen spline in linear units against the same
/// spline in log–log coordinates. Zero width when both systems were tested at the operating point.
TornadoBar interpolationBar(const Comparison& c, const HardwareCatalog& cat, int subject, double base)
{
    const Assumptions& a = c.assumptions;
    TornadoBar b = makeBar("interpolation", QStringLiteral("Between tested points"), QStringLiteral("Steffen"), QStringLiteral("log–log"));
    if (a.atPeak || !isKnown(a.interactivity)) {
        b.applicable = false;
        b.ratioAtLow = b.ratioAtHigh = base;
        b.note = QStringLiteral("each system at its own peak: nothing is read between points");
        return b;
    }
    for (const Interpolation how : {Interpolation::Steffen, Interpolation::LogLog}) {
        Assumptions m = a;
        m.interpolation = how;
        Comparison copy = c;
        reevaluate(copy, m, cat);
        (how == Interpolation::Steffen ? b.ratioAtLow : b.ratioAtHigh) = ratioReading(copy, subject).point;
    }
    return b;
}

TornadoBar tokensBar(const Comparison& c, const HardwareCatalog& cat, int subject)
{
    TornadoBar b = makeBar("tokens", QStringLiteral("Total vs output tokens"), QStringLiteral("total"), QStringLiteral("output"));
    Assumptions a = c.assumptions;
    a.tokens = TokenKind::Total;
    b.ratioAtLow = ratioUnder(c, a, cat, subject).point;
    a.tokens = TokenKind::Output;
    b.ratioAtHigh = ratioUnder(c, a, cat, subject).point;
    return b;
}

bool computable(const TornadoBar& b) { return b.applicable && isKnown(b.ratioAtLow) && isKnown(b.ratioAtHigh); }

} // namespace

double TornadoBar::spread() const
{
    if (!isKnown(ratioAtLow) || !isKnown(ratioAtHigh) || ratioAtLow <= 0 || ratioAtHigh <= 0) return 0.0;
    return std::fabs(std::log(ratioAtHigh / ratioAtLow));
}

double ratioWithScaledField(const Comparison& c, const HardwareCatalog& catalog, int subject, const QString& field, double factor)
{
    if (subject <= 0 || subject >= c.systems.size()) return kNaN;
    HardwareCatalog scaled = catalog;
    QList<HardwareOverride> overrides;
    QStringList done;
    for (const QString& hw : {c.systems.front().key.hardware, c.systems[subject].key.hardware}) {
        const double v = catalog.spec(hw).field(field);
        if (done.contains(hw) || !isKnown(v)) continue; // an unknown share stays unknown
        done << hw;
        overrides << HardwareOverride{hw, field, v * factor, QStringLiteral("sensitivity swing")};
    }
    scaled.applyOverrides(overrides);
    return ratioUnder(c, c.assumptions, scaled, subject).point;
}

Tornado computeTornado(const Comparison& c, const HardwareCatalog& catalog, int subject)
{
    Tornado t;
    if (c.systems.size() < 2 || subject <= 0 || subject >= c.systems.size()) {
        t.message = QStringLiteral("Pick at least two systems: the tornado swings the ratio of the second to the first (the baseline).");
        return t;
    }
    t.subject = c.systems[subject].label;
    t.baseline = c.systems.front().label;
    t.ratio = ratioReading(c, subject).point;
    if (!isKnown(t.ratio)) {
        t.message = QStringLiteral("The headline ratio %1 ÷ %2 is not computable under these assumptions.").arg(t.subject, t.baseline);
        return t;
    }
    const Assumptions& a = c.assumptions;
    // The modelled chassis has its own host and NICs: the catalogue's shares do not enter it.
    const bool rack = (a.boundary == Boundary::Rack || a.boundary == Boundary::Facility) && !isAllIn(a);
    const bool node = (a.boundary == Boundary::Node || rack) && !isAllIn(a);
    const QString notIn = isAllIn(a) ? QStringLiteral("the all-in figure already includes it")
                          : a.boundary == Boundary::ChassisModel
                              ? QStringLiteral("the modelled chassis has its own host and NICs")
                              : QStringLiteral("does not enter the %1 boundary").arg(toString(a.boundary));
    t.bars << measuredFractionBar(c, catalog, subject)
           << fieldBar(c, catalog, subject, "host-share", QStringLiteral("host_w"), QStringLiteral("Host share ±50 %"), node, notIn)
           << fieldBar(c, catalog, subject, "network-share", QStringLiteral("network_w"), QStringLiteral("Network share ±50 %"), rack,
                       notIn)
           << pueBar(c, catalog, subject) << interactivityBar(c, catalog, subject, t.ratio)
           << interpolationBar(c, catalog, subject, t.ratio) << tokensBar(c, catalog, subject);
    std::stable_sort(t.bars.begin(), t.bars.end(), [](const TornadoBar& x, const TornadoBar& y) {
        if (computable(x) != computable(y)) return computable(x);
        return x.spread() > y.spread();
    });
    return t;
}

} // namespace denominator
