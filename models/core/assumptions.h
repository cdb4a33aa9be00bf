// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The switchable assumptions behind an efficiency number: denominator, boundary, numerator tokens
// and operating point. Plain data with string round-trips for the command line and scenarios.

#include "core/issue.h"
#include "core/point.h"

#include <QMap>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace denominator {

enum class DenominatorKind { Tdp, Measured, AllInGen2, AllInGen1, Custom };
enum class Boundary { Chip, Node, Rack, Facility };
enum class TokenKind { Total, Output };

QString toString(DenominatorKind k); ///< tdp, measured, allin, allin-gen1, custom
QString toString(Boundary b);        ///< chip, node, rack, facility
QString toString(TokenKind t);       ///< total, output
std::optional<DenominatorKind> denominatorFromString(const QString& s);
std::optional<Boundary> boundaryFromString(const QString& s);
std::optional<TokenKind> tokensFromString(const QString& s);

struct Assumptions {
    DenominatorKind denominator = DenominatorKind::Tdp;
    QMap<QString, double> customWatts; ///< hardware -> watts per accelerator (Custom)
    Boundary boundary = Boundary::Chip;
    double pue = kNaN; ///< facility multiplier; NaN = each hardware's default
    TokenKind tokens = TokenKind::Total;
    bool atPeak = true;
    double interactivity = kNaN; ///< tok/s/user when matched (atPeak == false)
    bool latestRunOnly = true;   ///< per configuration keep only the newest run
    double unknownDrawLow = 0.5; ///< fraction of TDP assumed when measured power is missing
    double unknownDrawHigh = 1.0;

    /// Equal when every field of core/assumption_fields.h is; NaN equals NaN there (an unset PUE is
    /// the same setting).
    bool operator==(const Assumptions& o) const;
    /// "tdp, chip, total tokens, each at peak"
    QString summary() const;
};

nlohmann::json toJson(const Assumptions& a);
/// Reads what toJson wrote; unknown or missing keys keep their defaults.
Expected<Assumptions> assumptionsFromJson(const nlohmann::json& j);

} // namespace denominator
