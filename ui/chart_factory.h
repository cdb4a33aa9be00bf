#pragma once
// Builds any of the charts from a comparison and its scenario — the single path used by the
// window, the exporters and `denominator render`, so an export is the same picture as the window.

#include "chart_data.h"
#include "scenario.h"

#include <QStringList>

class QChart;

namespace denominator::ui {

struct ChartInputs {
    Comparison comparison; ///< selected systems under the scenario's assumptions
    Scenario scenario;
    HardwareCatalog catalog;
    ProvenanceLookup provenance;
    qint64 highlight = 0;
};

/// frontier, efficiency, ratio
QStringList chartNames();
/// Fills `chart` (series, axes, annotations) and its stamp, which gains the scenario code.
void populateChart(QChart& chart, const QString& name, const ChartInputs& in);
/// The stamp lines for a scenario: assumption stamp plus the scenario code.
QStringList stampFor(const ChartInputs& in);

} // namespace denominator::ui
