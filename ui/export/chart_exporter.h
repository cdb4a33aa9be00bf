// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Exports a chart as PNG (any scale), SVG or PDF with its stamp, attribution and the scenario
// embedded machine-readably (PNG text chunk, SVG <desc>, PDF XMP metadata), and its data as CSV
// (full precision, spreadsheet-inert cells). Runs headless on the offscreen platform.

#include "charts/chart_factory.h"
#include "core/issue.h"
#include "session/evidence.h"

#include <QSize>
#include <QString>
#include <functional>
#include <optional>

namespace denominator::ui {

/// A 16:9 slide at full HD: names, legend and stamp laid out for a projector.
inline constexpr QSize kSlideSize{1920, 1080};

struct ExportOptions {
    QSize size{1280, 760}; ///< logical size of the chart
    double scale = 1.0;    ///< PNG device pixel ratio (2 for "2×")
    bool dark = false;     ///< dark background and theme; light (for print and slides) by default
    /// PDF only: rich text drawn above the chart on the same page (a claim card's text); the page
    /// grows by its height.
    QString headerHtml;
};

/// Format from the file suffix: png, svg, pdf or csv; empty when unsupported.
QString exportFormatFor(const QString& path);

/// A machine-readable record an export carries: its key and its bytes (JSON).
struct EmbeddedRecord {
    QString key;
    QByteArray bytes;
};

/// Writes a chart made by `build` (into a fresh, styled QChart) to a PNG/SVG/PDF at `path`, with
/// `embedded` stored machine-readably under `key` (PNG text chunk; SVG <desc> as "KEY;base64,…",
/// one line per record; PDF XMP metadata as den:KEY), so are the `more` records, its logical size
/// (readExportedSize) and `title` as the document title.
/// The file is written whole or not at all (core/save_file.h).
Expected<void> exportBuiltChart(const std::function<void(QChart&)>& build, const QString& path, const ExportOptions& options,
                                const QString& key, const QByteArray& embedded, const QString& title,
                                const QList<EmbeddedRecord>& more = {});

/// Writes `chartName` built from `in` to `path` (the format from the suffix), with the scenario
/// and the evidence record (session/evidence.h) embedded.
Expected<void> exportChart(const ChartInputs& in, const QString& chartName, const QString& path, const ExportOptions& options);

/// The chart's data as CSV: the stamp as comments, then the rows its kind writes (chart_kinds.h),
/// then the evidence record as a last comment line ("# denominator-evidence;base64,…").
Expected<void> exportChartData(const ChartInputs& in, const QString& chartName, const QString& path);

/// Reads a scenario from a scenario JSON file or from an image exported by Denominator.
Expected<Scenario> readScenarioFile(const QString& path);
/// Why a CSV export's lines above its record no longer have the hash it records; empty when they do
/// (or the file is no CSV with one).
QString csvBodyProblem(const QString& path, const Evidence& e);
/// The evidence record as an export embeds it (key "denominator-evidence").
EmbeddedRecord evidenceRecord(const Evidence& e);
/// A PDF's XMP metadata: title, the tool, `records` as den:KEY and, when valid, the logical size
/// (readExportedSize). Qt 6.4's QPdfWriter has no other field for them; the Creator stays plain.
QByteArray pdfXmpMetadata(const QString& title, const QList<EmbeddedRecord>& records, QSize size = {});
/// Reads the evidence record an export carries (PNG, SVG, PDF or CSV), or a bundle's manifest.json.
/// The Issue says when the file is unreadable or carries none.
Expected<Evidence> readEvidenceFile(const QString& path);

/// The logical size an exported PNG, SVG or PDF was drawn at; none for other files.
std::optional<QSize> readExportedSize(const QString& path);
/// A string from a PDF's document information dictionary (e.g. "/Creator"); empty when absent.
QString pdfInfoString(const QByteArray& pdf, const char* key);
/// The text of an SVG's <desc> element; empty when absent.
QString svgDescription(const QByteArray& svg);

} // namespace denominator::ui
