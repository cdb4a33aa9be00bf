#include "core/stamp.h"

#include <QLocale>
#include <algorithm>

namespace denominator {
namespace {

QString num(double v, int prec = 0)
{
    if (!isKnown(v)) return QStringLiteral("n/a");
    return QLocale(QLocale::English).toString(v, 'f', prec);
}

} // namespace

QString attributionLine()
{
    return QStringLiteral("Data: InferenceX by SemiAnalysis (Apache-2.0, attribution required) and files you imported");
}

QStringList stampLines(const Comparison& c)
{
    const Assumptions& a = c.assumptions;
    QStringList lines;
    QStringList watts;
    for (const SystemResult& s : c.systems)
        watts << QStringLiteral("%1 %2").arg(s.key.hardware, s.power.known() ? num(s.power.watts) + QStringLiteral(" W") : QStringLiteral("n/a"));
    watts.removeDuplicates();
    QString denom;
    switch (a.denominator) {
    case DenominatorKind::Tdp: denom = QStringLiteral("rated TDP"); break;
    case DenominatorKind::Measured: denom = QStringLiteral("measured mean GPU power (missing = n/a)"); break;
    case DenominatorKind::AllInGen2: denom = QStringLiteral("InferenceX provisioned all-in, gen 2"); break;
    case DenominatorKind::AllInGen1: denom = QStringLiteral("InferenceX provisioned all-in, gen 1"); break;
    case DenominatorKind::Custom: denom = QStringLiteral("custom watts"); break;
    }
    lines << QStringLiteral("Denominator: %1 — %2 per accelerator").arg(denom, watts.join(QStringLiteral(", ")));
    QString boundary;
    switch (a.boundary) {
    case Boundary::Chip: boundary = QStringLiteral("chip/package only"); break;
    case Boundary::Node: boundary = QStringLiteral("node at the wall: chip + host share, ÷ PSU efficiency"); break;
    case Boundary::Rack: boundary = QStringLiteral("rack: chip + host + network share, ÷ PSU efficiency"); break;
    case Boundary::Facility:
        boundary = QStringLiteral("facility: rack × PUE %1").arg(isKnown(a.pue) ? QString::number(a.pue, 'g', 3) : QStringLiteral("(per hardware: 1.3 air, 1.1 liquid)"));
        break;
    }
    lines << QStringLiteral("Boundary: %1 · Tokens: %2").arg(boundary, a.tokens == TokenKind::Total ? QStringLiteral("input + output") : QStringLiteral("output only"));
    if (a.atPeak) {
        lines << QStringLiteral("Operating point: each system at its own peak efficiency (measured points)");
    } else {
        int interpolated = 0, clamped = 0;
        for (const SystemResult& s : c.systems) {
            interpolated += s.sample.status == PointStatus::Interpolated;
            clamped += s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange;
        }
        lines << QStringLiteral("Operating point: matched at %1 tok/s/user (median) — %2 interpolated (Steffen), %3 clamped to tested range")
                     .arg(num(a.interactivity, 1)).arg(interpolated).arg(clamped);
    }
    QStringList dates;
    for (const SystemResult& s : c.systems)
        if (!s.latestDate.isEmpty()) dates << s.latestDate;
    std::sort(dates.begin(), dates.end());
    QString when = dates.isEmpty() ? QString() : QStringLiteral(", runs up to %1").arg(dates.last());
    lines << QStringLiteral("Workload: %1 ISL %2 / OSL %3%4 · %5").arg(c.request.model).arg(c.request.isl).arg(c.request.osl).arg(when, attributionLine());
    return lines;
}

QString stampText(const Comparison& c) { return stampLines(c).join(QLatin1Char('\n')); }

} // namespace denominator
