// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "cli_charts.h"

#include "charts/chart_stamp.h"
#include "charts/power_timeline_chart.h"
#include "cli_common.h"
#include "export/chart_exporter.h"
#include "export/claim_card_exporter.h"
#include "telemetry/energy_report.h"

#include <QChart>

namespace denominator::cli {
namespace {

QString chartFileProblem(const QString& path)
{
    const QString format = ui::exportFormatFor(path);
    return format.isEmpty() || format == QLatin1String("csv") ? QStringLiteral("expected a .png, .svg or .pdf file") : QString();
}

void energyChart(const EnergyReport& r, const QByteArray& reportJson, const QString& path)
{
    const auto written = ui::exportBuiltChart(
        [&](QChart& c) {
            ui::buildPowerTimelineChart(c, r);
            (new ui::ChartStamp(&c))->setLines(ui::powerTimelineStamp(r));
        },
        path, {}, QStringLiteral("denominator-energy"), reportJson, QStringLiteral("Denominator power timeline — %1").arg(r.run.fileName));
    if (!written) throw UsageError{written.error().toString()};
}

void claimCard(const ClaimCard& card, const ChartInputs& in, const QString& path)
{
    if (const auto written = ui::exportClaimCard(card, in, path); !written) throw UsageError{written.error().toString()};
}

} // namespace

GuiParts guiProgramParts() { return {runRender, runLesson, runFetch, runVerify, chartFileProblem, energyChart, claimCard}; }

} // namespace denominator::cli
