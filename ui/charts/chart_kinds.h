// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The table of charts: every chart the window shows as a tab, `render --chart NAME` draws and
// the exporters write. A new chart is one entry in chartKinds() plus its builder file.

#include "charts/chart_factory.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

class QChart;
class QTextStream;

namespace denominator::ui {

struct ChartKind {
    QString name;  ///< scenario key and `render --chart` value: "frontier"
    QString title; ///< tab title with a mnemonic: "&Frontier"
    /// Draws the chart (series, axes, annotations; the stamp is added by populateChart).
    std::function<void(QChart&, const ChartInputs&)> build;
    /// Writes the chart's data rows (after the stamp and a header comment) for CSV export.
    std::function<void(QTextStream&, const ChartInputs&)> writeCsv;
    /// The stamp's lines when the chart is not about the scenario's assumptions (the cross-source
    /// chart states each benchmark's definitions instead); null: the assumption stamp.
    std::function<QStringList(const ChartInputs&)> stamp = nullptr;
    /// Why the dock's power, tokens and operating-point settings do not change this chart under
    /// `scenario` (the dock disables them and says this); null or empty: they do.
    std::function<QString(const Scenario&)> assumptionsUnused = nullptr;
    /// Draws a "benchmark-dataset" workload (other benchmarks' results, no InferenceX points);
    /// every other chart says there is nothing of InferenceX's to draw and names this one.
    bool drawsDatasets = false;
    /// Which readings the assumption stamp names: the operating point's, or (the efficiency chart's
    /// two bars per system) the peak's and the matched interactivity's.
    StampReadings readings = StampReadings::OperatingPoint;
};

/// In tab order.
const QList<ChartKind>& chartKinds();
/// The kind named `name`, or nullptr.
const ChartKind* chartKind(const QString& name);
QStringList chartNames();
/// The tab title for a chart name, with a mnemonic ("&Frontier"); the name when unknown.
QString chartTitle(const QString& name);

} // namespace denominator::ui
