// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The public InferenceX API's endpoints (../docs: /api/v1/benchmarks, /benchmarks/history,
// /availability) under a configurable base URL, so tests and mirrors can point elsewhere.

#include "core/issue.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace denominator::inferencex {

/// https://inferencex.semianalysis.com
QString defaultBaseUrl();
/// The base URL to use: `given` if not empty, else $DENOMINATOR_INFERENCEX_URL, else the default;
/// an Issue when it is not an http:// or https:// address.
Expected<QUrl> baseUrl(const QString& given = {});

/// Newest result per configuration, concurrency and sequence lengths of `model` (display name),
/// as of `date` (YYYY-MM-DD) when given.
QUrl benchmarksUrl(const QUrl& base, const QString& model, const QString& date = {});
/// Every result of one workload over all dates.
QUrl historyUrl(const QUrl& base, const QString& model, int isl, int osl);
QUrl availabilityUrl(const QUrl& base);

/// What /api/v1/availability says the server holds, by model display name.
struct Availability {
    struct Model {
        QStringList workloads; ///< "1024/1024", sorted by ISL then OSL; "agentic-coding" first
        QString newestDate;    ///< YYYY-MM-DD
    };
    QMap<QString, Model> models;
    /// Model keys the names table (resources/data/names.json) cannot name: never guessed.
    QStringList unknownKeys;
};
/// Reads an availability response; an Issue naming the row and field when it is not one.
Expected<Availability> parseAvailability(const QByteArray& body, const QString& where);

} // namespace denominator::inferencex
