// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// InferenceX's E2E-normalised interactivity of agentic rows, which no /api/v1/benchmarks row
// carries in its `metrics`: the server computes it from each row's stored trace and serves it
// by row id from /api/v1/derived-agentic-metrics (../docs: agentx-powerx.md §1b). A row with no
// usable trace has null values there: it keeps none ("no trace"), never a guess.
//
// Unverified: the facts file gives the query as `?ids=…`; the ids are sent comma-separated.

#include "core/issue.h"
#include "fetch/http_get.h"
#include "import/import_sink.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QUrl>
#include <optional>

namespace denominator::inferencex {

/// The most ids one request may name (InferenceX app issue #1025).
inline constexpr int kMaxDerivedIds = 200;

/// /api/v1/derived-agentic-metrics?ids=… on the server that answered `fetched` (the part of its
/// path before /api/v1/ is kept, so mirrors under a prefix work).
QUrl derivedAgenticMetricsUrl(const QUrl& fetched, const QList<qint64>& ids);

/// The ids of the agentic rows of a benchmarks response whose metrics hold no E2E-normalised
/// interactivity, in the order they appear, each once. Rows without an id are left out.
QList<qint64> agenticIdsWithoutE2e(const QByteArray& body);

/// One response, {"<id>": {"id", "p75_e2e_norm_intvty", "p90_e2e_norm_intvty"}}: the values by id,
/// NaN for null. An Issue naming the id and the field when a value is not a plausible interactivity.
Expected<QMap<qint64, ParseOptions::E2eInteractivity>> parseDerivedAgenticMetrics(const QByteArray& body, const QString& where);

/// What a benchmarks response needs besides its own bytes: for its agentic rows without E2E values,
/// asks the server in batches of at most kMaxDerivedIds ids and returns import options carrying
/// them (an id the server leaves out counts as no trace). Default options when no row needs any.
/// An Issue naming the request when one fails: the response is then not imported at all. `known`:
/// the options this very response was imported with before (Store::importOptionsOf): returned as
/// they are, nothing is asked again.
struct DerivedFetch {
    ParseOptions options;
    int requests = 0; ///< batches asked for
    int noTrace = 0;  ///< ids without a value
};
Expected<DerivedFetch> fetchDerivedAgentic(const QUrl& fetched, const QByteArray& body, const HttpOptions& http,
                                           const HttpProgress& progress = {}, const std::optional<ParseOptions>& known = {});

} // namespace denominator::inferencex
