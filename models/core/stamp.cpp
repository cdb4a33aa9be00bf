// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/stamp.h"

#include "core/assumption_fields.h"
#include "core/number_format.h"

#include <QLocale>
#include <algorithm>

namespace denominator {
namespace {

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
        watts << QStringLiteral("%1 %2").arg(s.key.hardware,
                                             s.power.known() ? formatFixed(s.power.watts) + QStringLiteral(" W") : QStringLiteral("n/a"));
    watts.removeDuplicates();
    const auto show = [&](const char* key) { return assumptionField(key)->show(a); };
    QString denom = show("denominator");
    if (a.denominator == DenominatorKind::Measured) denom += QStringLiteral(" (missing = n/a)");
    if (a.denominator == DenominatorKind::Custom) denom += QStringLiteral(" (%1)").arg(show("custom_watts"));
    lines << (watts.isEmpty() ? QStringLiteral("Denominator: %1").arg(denom)
                              : QStringLiteral("Denominator: %1 — %2 per accelerator").arg(denom, watts.join(QStringLiteral(", "))));
    QString boundary;
    switch (a.boundary) {
    case Boundary::Chip: boundary = QStringLiteral("chip/package only"); break;
    case Boundary::Node: boundary = QStringLiteral("node at the wall: chip + host share, ÷ PSU efficiency"); break;
    case Boundary::Rack: boundary = QStringLiteral("rack: chip + host + network share, ÷ PSU efficiency"); break;
    case Boundary::Facility: boundary = QStringLiteral("facility: rack × PUE %1").arg(show("pue")); break;
    }
    QStringList settings{QStringLiteral("Boundary: %1").arg(boundary), QStringLiteral("Tokens: %1").arg(show("tokens"))};
    // Every other assumption that enters the numbers, from its one definition: a new assumption
    // is stamped without touching this file.
    static const QStringList written{QStringLiteral("denominator"), QStringLiteral("custom_watts"), QStringLiteral("boundary"),
                                     QStringLiteral("pue"),         QStringLiteral("tokens"),       QStringLiteral("operating_point")};
    for (const AssumptionField& f : assumptionFields())
        if (!written.contains(QLatin1String(f.key)) && f.applies(a))
            settings << QStringLiteral("%1: %2").arg(QString::fromUtf8(f.label), f.show(a));
    lines << settings.join(QStringLiteral(" · "));
    if (a.atPeak) {
        lines << QStringLiteral("Operating point: %1 (the best efficiency among measured points)").arg(show("operating_point"));
    } else {
        int interpolated = 0, clamped = 0;
        for (const SystemResult& s : c.systems) {
            interpolated += s.sample.status == PointStatus::Interpolated;
            clamped += s.sample.status == PointStatus::AboveRange || s.sample.status == PointStatus::BelowRange;
        }
        lines << QStringLiteral("Operating point: %1 (median) — %2 interpolated (Steffen), %3 clamped to tested range")
                     .arg(show("operating_point"))
                     .arg(interpolated)
                     .arg(clamped);
    }
    QStringList dates;
    for (const SystemResult& s : c.systems)
        if (!s.latestDate.isEmpty()) dates << s.latestDate;
    std::sort(dates.begin(), dates.end());
    QString when = dates.isEmpty() ? QString() : QStringLiteral(", runs up to %1").arg(dates.last());
    lines << QStringLiteral("Workload: %1 ISL %2 / OSL %3%4 · %5")
                 .arg(c.request.model)
                 .arg(c.request.isl)
                 .arg(c.request.osl)
                 .arg(when, attributionLine());
    return lines;
}

QString stampText(const Comparison& c) { return stampLines(c).join(QLatin1Char('\n')); }

} // namespace denominator
