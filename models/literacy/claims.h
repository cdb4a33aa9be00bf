// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Published efficiency claims: the file format, parsing, and re-derivation under another
// denominator. Pure; no I/O.
//
// File format (JSON, "format": "denominator-claims", "version": 1): an object with a `claims`
// array. Each claim has id, title, claimant, date, source, model, metric ("tokens_per_s_per_kw"),
// tokens ("total" | "output" | null when unstated), operating_point {kind: "peak" | "matched",
// interactivity}, published_ratio, systems [{label, hardware, value, denominator {kind, watts},
// measured_w, measured_is_upper_bound, benchmark: "inferencex" | "mlperf" | "mlenergy", optional}]
// (first = subject, second = comparator), stated {question:
// text or null} and unstated [text]. See resources/data/claims_jalapeno.json.

#include "core/issue.h"
#include "core/point.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>

namespace denominator {

struct ClaimSystem {
    QString label, hardware;
    double value = kNaN;     ///< published tokens/s/kW; NaN when only the ratio was published
    QString denominatorKind; ///< "tdp", "measured", "allin", …
    double denominatorWatts = kNaN;
    double measuredWatts = kNaN; ///< NaN: measured draw not published
    bool measuredIsUpperBound = false;
    /// The benchmark the figure comes from, when the claim names one: two figures from different
    /// benchmarks answer the three questions under different definitions.
    std::optional<Benchmark> benchmark;
};

struct Claim {
    QString id, title, claimant, date, source, model, metric, tokens;
    QString operatingPoint = QStringLiteral("peak");
    double interactivity = kNaN;
    double publishedRatio = kNaN;
    QList<ClaimSystem> systems;    ///< [0] subject, [1] comparator
    QMap<QString, QString> stated; ///< question -> what the claim says (empty: unstated)
    QStringList unstated;

    /// subject value / comparator value when both are published, else the published ratio.
    double ratioAsPublished() const;
};

/// A published claim as stored: its id and its JSON text (one element of a claims file's array).
struct ClaimRecord {
    QString id;
    QByteArray json;
};

/// Parses a claims document; errors name the claim index and field.
QList<Claim> parseClaims(const nlohmann::json& doc, const QString& file, QList<Issue>& errors);
bool looksLikeClaims(const nlohmann::json& doc);
/// The claim a stored record holds; the Issue names `file` and the field when it no longer parses.
Expected<Claim> parseClaimRecord(const ClaimRecord& record, const QString& file);

/// A claim re-derived under a denominator reading.
struct ClaimRederivation {
    QString denominator; ///< "rated" or "measured"
    double ratio = kNaN; ///< best single reading (unknown comparator draw taken at its rating)
    /// Range over the unknown inputs; equal to ratio when nothing is unknown. A draw published as an
    /// upper bound opens an end: ratioMax is kOpenAbove (the subject's) or ratioMin 0 (the comparator's).
    double ratioMin = kNaN;
    double ratioMax = kNaN;
    QList<double> values; ///< re-derived tokens/s/kW per system (NaN when not published)
    QList<double> valuesMin, valuesMax;
    QStringList notes; ///< what was assumed, in words
};

/// One claimed system's tokens/kW multiplier when its rated watts give way to its measured draw:
/// rated ÷ measured, open above when the draw is only an upper bound (it may have drawn less).
/// Without a published draw (`measured` false) it spans 1/high … 1/low of its rating, and the
/// point reading takes 1/high (the rating by default). The one rule the re-derivation, the
/// assessment and the claim waterfall share.
struct MeasuredFactor {
    double point = 1.0, low = 1.0, high = 1.0;
    bool measured = false;
};
MeasuredFactor measuredFactor(const ClaimSystem& s, double unknownDrawLow, double unknownDrawHigh);

/// `unknownDrawLow`/`High`: the fraction of its rating a system with unpublished measured draw is
/// assumed to draw (default 50–100 %).
ClaimRederivation rederive(const Claim& claim, const QString& denominator, double unknownDrawLow = 0.5, double unknownDrawHigh = 1.0);

nlohmann::json toJson(const ClaimRederivation& r);

} // namespace denominator
