// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "export/claim_card_exporter.h"

#include <QFileInfo>

namespace denominator::ui {

QString claimCardHtml(const ClaimCard& card, const QString& path)
{
    const auto esc = [](const QString& t) { return t.toHtmlEscaped(); };
    QString html = QStringLiteral("<div style='font-family: sans-serif; font-size: 13px'>");
    html += QStringLiteral("<p style='font-size: 20px; font-weight: bold; margin: 0'>%1</p>").arg(esc(card.title));
    if (!card.byline.isEmpty()) html += QStringLiteral("<p style='color: #555; margin-top: 2px'>%1</p>").arg(esc(card.byline));
    html += QStringLiteral("<p style='font-size: 18px; margin-bottom: 2px'>%1 &nbsp;→&nbsp; <b>%2</b></p>")
                .arg(esc(card.published), esc(card.rederived));
    html += QStringLiteral(
        "<p style='margin-top: 10px; margin-bottom: 2px'><b>The three questions every efficiency claim must answer</b></p><ul "
        "style='margin-top: 0'>");
    for (const QString& q : card.questions) html += QStringLiteral("<li>%1</li>").arg(esc(q));
    html += QStringLiteral("</ul>");
    if (!card.notes.isEmpty()) {
        html += QStringLiteral("<p style='margin-bottom: 2px'><b>What the re-derivation assumed</b></p><ul style='margin-top: 0'>");
        for (const QString& n : card.notes) html += QStringLiteral("<li>%1</li>").arg(esc(n));
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<p style='margin-top: 8px'>Check this card: <span style='font-family: monospace'>%1</span> re-derives every "
                           "number it records from the data (exit 0: all match).</p></div>")
                .arg(esc(verifyCommandFor(QFileInfo(path).fileName())));
    return html;
}

Expected<void> exportClaimCard(const ClaimCard& card, const ChartInputs& in, const QString& path)
{
    if (exportFormatFor(path) != QLatin1String("pdf"))
        return Issue{path, -1, -1, {}, QStringLiteral("a claim card is a one-page PDF: give a .pdf file")};
    ExportOptions o;
    o.headerHtml = claimCardHtml(card, path);
    return exportChart(in, QStringLiteral("waterfall"), path, o);
}

} // namespace denominator::ui
