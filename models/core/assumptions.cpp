#include "core/assumptions.h"

#include <cmath>

namespace denominator {

QString toString(DenominatorKind k)
{
    switch (k) {
    case DenominatorKind::Tdp: return QStringLiteral("tdp");
    case DenominatorKind::Measured: return QStringLiteral("measured");
    case DenominatorKind::AllInGen2: return QStringLiteral("allin");
    case DenominatorKind::AllInGen1: return QStringLiteral("allin-gen1");
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
    }
    return {};
}

QString toString(TokenKind t) { return t == TokenKind::Total ? QStringLiteral("total") : QStringLiteral("output"); }

std::optional<DenominatorKind> denominatorFromString(const QString& s)
{
    const QString v = s.trimmed().toLower();
    if (v == QLatin1String("rated")) return DenominatorKind::Tdp;
    if (v == QLatin1String("allin-gen2")) return DenominatorKind::AllInGen2;
    for (auto k : {DenominatorKind::Tdp, DenominatorKind::Measured, DenominatorKind::AllInGen2, DenominatorKind::AllInGen1,
                   DenominatorKind::Custom})
        if (toString(k) == v) return k;
    return std::nullopt;
}

std::optional<Boundary> boundaryFromString(const QString& s)
{
    for (auto b : {Boundary::Chip, Boundary::Node, Boundary::Rack, Boundary::Facility})
        if (toString(b) == s.trimmed().toLower()) return b;
    return std::nullopt;
}

std::optional<TokenKind> tokensFromString(const QString& s)
{
    for (auto t : {TokenKind::Total, TokenKind::Output})
        if (toString(t) == s.trimmed().toLower()) return t;
    return std::nullopt;
}

namespace {
bool same(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }
} // namespace

bool Assumptions::operator==(const Assumptions& o) const
{
    return denominator == o.denominator && customWatts == o.customWatts && boundary == o.boundary && same(pue, o.pue)
           && tokens == o.tokens && atPeak == o.atPeak && same(interactivity, o.interactivity)
           && latestRunOnly == o.latestRunOnly && same(unknownDrawLow, o.unknownDrawLow) && same(unknownDrawHigh, o.unknownDrawHigh);
}

QString Assumptions::summary() const
{
    QString op = atPeak ? QStringLiteral("each at peak") : QStringLiteral("matched at %1 tok/s/user").arg(interactivity, 0, 'g', 4);
    return QStringLiteral("%1, %2 boundary, %3 tokens, %4").arg(toString(denominator), toString(boundary), toString(tokens), op);
}

nlohmann::json toJson(const Assumptions& a)
{
    nlohmann::json custom = nlohmann::json::object();
    for (auto it = a.customWatts.begin(); it != a.customWatts.end(); ++it) custom[it.key().toStdString()] = it.value();
    nlohmann::json j{{"denominator", toString(a.denominator).toStdString()},
                     {"boundary", toString(a.boundary).toStdString()},
                     {"tokens", toString(a.tokens).toStdString()},
                     {"operating_point", a.atPeak ? "peak" : "matched"},
                     {"runs", a.latestRunOnly ? "latest" : "all"},
                     {"unknown_draw_fraction", {a.unknownDrawLow, a.unknownDrawHigh}}};
    j["interactivity"] = isKnown(a.interactivity) && !a.atPeak ? nlohmann::json(a.interactivity) : nlohmann::json(nullptr);
    j["pue"] = isKnown(a.pue) ? nlohmann::json(a.pue) : nlohmann::json(nullptr);
    if (!custom.empty()) j["custom_watts"] = custom;
    return j;
}

Assumptions assumptionsFromJson(const nlohmann::json& j, QString* error)
{
    Assumptions a;
    auto str = [&](const char* k) { return QString::fromStdString(j.value(k, std::string())); };
    auto bad = [&](const QString& m) { if (error && error->isEmpty()) *error = m; };
    if (!j.is_object()) { bad(QStringLiteral("assumptions: expected an object")); return a; }
    if (j.contains("denominator")) {
        if (auto d = denominatorFromString(str("denominator"))) a.denominator = *d; else bad(QStringLiteral("assumptions.denominator: unknown value"));
    }
    if (j.contains("boundary")) {
        if (auto b = boundaryFromString(str("boundary"))) a.boundary = *b; else bad(QStringLiteral("assumptions.boundary: unknown value"));
    }
    if (j.contains("tokens")) {
        if (auto t = tokensFromString(str("tokens"))) a.tokens = *t; else bad(QStringLiteral("assumptions.tokens: unknown value"));
    }
    a.atPeak = str("operating_point") != QLatin1String("matched");
    if (auto it = j.find("interactivity"); it != j.end() && it->is_number()) a.interactivity = it->get<double>();
    if (auto it = j.find("pue"); it != j.end() && it->is_number()) a.pue = it->get<double>();
    a.latestRunOnly = str("runs") != QLatin1String("all");
    if (auto it = j.find("unknown_draw_fraction"); it != j.end() && it->is_array() && it->size() == 2) {
        a.unknownDrawLow = (*it)[0].get<double>();
        a.unknownDrawHigh = (*it)[1].get<double>();
    }
    if (auto it = j.find("custom_watts"); it != j.end() && it->is_object())
        for (auto c = it->begin(); c != it->end(); ++c)
            if (c->is_number()) a.customWatts.insert(QString::fromStdString(c.key()), c->get<double>());
    if (!a.atPeak && !isKnown(a.interactivity)) bad(QStringLiteral("assumptions: matched operating point needs an interactivity"));
    return a;
}

} // namespace denominator
