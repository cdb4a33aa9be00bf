// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/assumptions.h"
#include "core/number_format.h"

#include "core/assumption_fields.h"

#include <QRegularExpression>
#include <algorithm>

#include <cmath>

namespace denominator {

QString toString(DenominatorKind k)
{
    switch (k) {
    case DenominatorKind::Tdp: return QStringLiteral("tdp");
    case DenominatorKind::Measured: return QStringLiteral("measured");
    case DenominatorKind::AllInGen2: return QStringLiteral("allin");
    case DenominatorKind::AllInGen1: return QStringLiteral("allin-gen1");
    case DenominatorKind::AllInByDate: return QStringLiteral("allin-dated");
    case DenominatorKind::Custom: return QStringLiteral("custom");
    }
    return {};
}

QString toString(Boundary b)
{
    switch (b) {
    case Boundary::Chip: return QStringLiteral("chip");
    case Boundary::Node: return QStringLiteral("node");
    case Boundary::Rack: return QStringLiteral("rack");
    case Boundary::Facility: return QStringLiteral("facility");
    case Boundary::ChassisModel: return QStringLiteral("chassis-model");
    }
    return {};
}

QString toString(TokenKind t) { return t == TokenKind::Total ? QStringLiteral("total") : QStringLiteral("output"); }

QString toString(PowerStatistic s)
{
    switch (s) {
    case PowerStatistic::Mean: return QStringLiteral("mean");
    case PowerStatistic::P75: return QStringLiteral("p75");
    case PowerStatistic::P90: return QStringLiteral("p90");
    }
    return {};
}

std::optional<PowerStatistic> powerStatisticFromString(const QString& s)
{
    const QString v = s.trimmed().toLower();
    for (auto k : {PowerStatistic::Mean, PowerStatistic::P75, PowerStatistic::P90})
        if (toString(k) == v) return k;
    return std::nullopt;
}

QString shortName(PowerStatistic s) { return s == PowerStatistic::Mean ? QStringLiteral("mean") : toString(s).toUpper(); }

double measuredWattsOf(const BenchmarkPoint& p, PowerStatistic s)
{
    if (!p.measuredPower || !p.measuredPower->valid) return kNaN;
    switch (s) {
    case PowerStatistic::Mean: return p.measuredPower->watts;
    case PowerStatistic::P75: return p.powerDetail ? p.powerDetail->p75W : kNaN;
    case PowerStatistic::P90: return p.powerDetail ? p.powerDetail->p90W : kNaN;
    }
    return kNaN;
}

std::optional<DenominatorKind> denominatorFromString(const QString& s)
{
    const QString v = s.trimmed().toLower();
    if (v == QLatin1String("rated")) return DenominatorKind::Tdp;
    if (v == QLatin1String("allin-gen2")) return DenominatorKind::AllInGen2;
    for (auto k : {DenominatorKind::Tdp, DenominatorKind::Measured, DenominatorKind::AllInGen2, DenominatorKind::AllInGen1,
                   DenominatorKind::Custom, DenominatorKind::AllInByDate})
        if (toString(k) == v) return k;
    return std::nullopt;
}

std::optional<Boundary> boundaryFromString(const QString& s)
{
    for (auto b : {Boundary::Chip, Boundary::Node, Boundary::Rack, Boundary::Facility, Boundary::ChassisModel})
        if (toString(b) == s.trimmed().toLower()) return b;
    return std::nullopt;
}

std::optional<TokenKind> tokensFromString(const QString& s)
{
    for (auto t : {TokenKind::Total, TokenKind::Output})
        if (toString(t) == s.trimmed().toLower()) return t;
    return std::nullopt;
}

QString RunSelection::toText() const
{
    switch (mode) {
    case Mode::Latest: return QStringLiteral("latest");
    case Mode::All: return QStringLiteral("all");
    case Mode::AsOf: return asOf;
    case Mode::Best: return QStringLiteral("best");
    }
    return {};
}

std::optional<RunSelection> RunSelection::fromText(const QString& text)
{
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QString t = text.trimmed().toLower();
    RunSelection r;
    if (t == QLatin1String("latest")) return r;
    if (t == QLatin1String("all")) {
        r.mode = Mode::All;
        return r;
    }
    if (t == QLatin1String("best")) {
        r.mode = Mode::Best;
        return r;
    }
    if (!date.match(t).hasMatch()) return std::nullopt;
    r.mode = Mode::AsOf;
    r.asOf = t;
    return r;
}

bool Assumptions::operator==(const Assumptions& o) const
{
    return std::all_of(assumptionFields().begin(), assumptionFields().end(), [&](const AssumptionField& f) { return f.same(*this, o); });
}

QString Assumptions::unknownDrawShare() const
{
    return QStringLiteral("%1–%2 % of TDP").arg(formatNumber(unknownDrawLow * 100), formatNumber(unknownDrawHigh * 100));
}

QList<std::pair<const char*, QString>> Assumptions::summaryParts() const
{
    const QString denom = denominator == DenominatorKind::Measured && powerStatistic != PowerStatistic::Mean
                              ? QStringLiteral("measured (%1)").arg(shortName(powerStatistic))
                              : toString(denominator);
    QList<std::pair<const char*, QString>> parts{
        {"denominator", denom},
        {"boundary", toString(boundary) + QStringLiteral(" boundary")},
        {"tokens", toString(tokens) + QStringLiteral(" tokens")},
        {"operating_point",
         atPeak ? QStringLiteral("each at peak") : QStringLiteral("matched at %1 tok/s/user").arg(interactivity, 0, 'g', 4)}};
    if (frontierRule == FrontierRule::NorthStar) parts.append({"frontier_rule", QStringLiteral("North Star agentic fronts")});
    return parts;
}

QString Assumptions::summary() const
{
    QStringList texts;
    for (const auto& part : summaryParts()) texts << part.second;
    return texts.join(QStringLiteral(", "));
}

nlohmann::json toJson(const Assumptions& a)
{
    nlohmann::json j = nlohmann::json::object();
    for (const AssumptionField& f : assumptionFields()) f.write(a, j);
    return j;
}

Expected<Assumptions> assumptionsFromJson(const nlohmann::json& j)
{
    if (!j.is_object()) return Issue{{}, -1, -1, QStringLiteral("assumptions"), QStringLiteral("expected an object")};
    Assumptions a;
    for (const AssumptionField& f : assumptionFields())
        if (const auto read = readField(f, j, a); !read)
            return Issue{{}, -1, -1, QStringLiteral("assumptions.%1").arg(QLatin1String(f.key)), read.error().message};
    return a;
}

} // namespace denominator
