// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/getting_started_dialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace denominator::ui {
namespace {

QString guideHtml()
{
    return QObject::tr(
        "<h2>Getting started</h2>"
        "<p>A claim such as “1.9× more tokens per watt” is a ratio of two fractions: tokens per second on top, power "
        "underneath. Its size depends on three choices the headline rarely states:</p>"
        "<ol><li><b>Rated or measured?</b> A chip's rated power (TDP) or the power it actually drew.</li>"
        "<li><b>Which boundary?</b> The chip alone, the whole node (host, network, power supply), the facility (× PUE), or "
        "InferenceX's modelled 8-GPU chassis (a draft model).</li>"
        "<li><b>At what interactivity?</b> Each system at its own peak, or both at the same tokens per second per user.</li></ol>"
        "<h3>The window</h3>"
        "<ul><li><b>Assumptions</b> (left): the workload, the systems, and each of those choices. Every chart and "
        "number follows them at once, and the lines under each chart (its stamp) say which were used.</li>"
        "<li><b>Charts</b> (tabs, Ctrl+1 to Ctrl+5): <i>Frontier</i> draws each system's tested points against "
        "interactivity; <i>Efficiency</i> ranks them at the operating point; <i>Ratio</i> draws each against the baseline "
        "across interactivity; <i>Waterfall</i> breaks one ratio into the factors that multiply it; <i>Sensitivity</i> "
        "swings each assumption over a plausible range.</li>"
        "<li><b>Data</b> (bottom): every stored point with its file and row; a click finds it on the chart.</li></ul>"
        "<p>A value outside a system's tested range is drawn as an outline, listed last and never used as a baseline; "
        "interpolated values say so; "
        "power that was never measured is “n/a” or an assumed band, never 0.</p>"
        "<h3>Where to start</h3>"
        "<ol><li><b>Learn ▸ Lessons</b> (Ctrl+L): the Jalapeño case, step by step, predicting before each answer.</li>"
        "<li><b>Edit ▸ Check a claim</b> (Ctrl+K): pick a published claim or enter one; see which of the three questions "
        "it answers and what it becomes under each reading.</li>"
        "<li><b>File ▸ Import data</b> (Ctrl+O, or drop files on the window): InferenceX results, your own runs and "
        "power logs. <b>File ▸ Get InferenceX data</b> (Ctrl+G) fetches the current results.</li>"
        "<li><b>File ▸ Export chart</b> (Ctrl+E): PNG, SVG, PDF or CSV, with the assumptions stamped on it; "
        "<b>File ▸ Save scenario</b> (Ctrl+S) keeps every choice, so a chart can be redrawn later.</li></ol>"
        "<p>Every change can be undone (Ctrl+Z). The command line does the same work: <tt>denominator --help</tt>.</p>");
}

} // namespace

GettingStartedDialog::GettingStartedDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Getting started with Denominator"));
    setObjectName(QStringLiteral("gettingStarted"));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("guide"));
    browser->setHtml(guideHtml());
    browser->setOpenExternalLinks(false);
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 560);
}

QString GettingStartedDialog::text() const { return findChild<QTextBrowser*>(QStringLiteral("guide"))->toPlainText(); }

} // namespace denominator::ui
