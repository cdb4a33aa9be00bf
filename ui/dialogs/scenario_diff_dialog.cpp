// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/scenario_diff_dialog.h"

#include "export/chart_exporter.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace denominator::ui {
namespace {

QString effectText(const HeadlineRatio& from, const HeadlineRatio& to, const QString& field)
{
    if (field == QLatin1String("source_sha256")) return QObject::tr("not recomputed: ratios use the data in this store");
    QString arrow = QStringLiteral("%1 → %2").arg(from.text(), to.text());
    if (from.text() == to.text()) return arrow + QObject::tr(" (no change)");
    if (isKnown(from.value) && isKnown(to.value) && from.value > 0)
        return arrow + QStringLiteral(" (%1%2 %)")
                           .arg(to.value >= from.value ? QStringLiteral("+") : QString(),
                                QString::number((to.value / from.value - 1) * 100, 'f', 1));
    return arrow;
}

} // namespace

Expected<DiffReport> diffReport(const Scenario& a, const Scenario& b, const InputsProvider& inputsFor)
{
    const auto ratio = [&](const Scenario& s) -> Expected<HeadlineRatio> {
        const auto in = inputsFor(s);
        if (!in) return in.error();
        return headlineRatio(in->comparison);
    };
    DiffReport r;
    const auto ratioA = ratio(a), ratioB = ratio(b);
    if (!ratioA) return ratioA.error();
    if (!ratioB) return ratioB.error();
    r.a = *ratioA;
    r.b = *ratioB;
    for (const ScenarioDifference& d : diffScenarios(a, b)) {
        const auto changed = ratio(withFieldFrom(a, b, d.field));
        if (!changed) return changed.error();
        r.effects << DiffEffect{d, *changed};
    }
    return r;
}

ScenarioDiffDialog::ScenarioDiffDialog(DiffReport report, const QString& nameA, const QString& nameB, QWidget* parent)
    : QDialog(parent), m_report(std::move(report))
{
    setWindowTitle(tr("Compare scenarios"));
    setObjectName(QStringLiteral("scenarioDiff"));
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table = new QTableWidget(0, int(Column::Count));
    m_table->setObjectName(QStringLiteral("diffTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Field"), tr("A: %1").arg(nameA), tr("B: %1").arg(nameB), tr("This change alone: ratio A → A'")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    auto* note = new QLabel(tr("Each row applies one difference to A and recomputes the ratio; differences can interact, so the "
                               "rows need not multiply to B's ratio."));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    m_summary->setText(summary());
    fillTable();
    resize(900, 420);
}

QString ScenarioDiffDialog::summary() const
{
    const QString label = !m_report.a.label.isEmpty() ? m_report.a.label : m_report.b.label;
    QString text = tr("Headline ratio%1: A %2 · B %3.")
                       .arg(label.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(label), m_report.a.text(), m_report.b.text());
    if (!m_report.b.label.isEmpty() && m_report.a.label != m_report.b.label) text += tr(" B's ratio is %1.").arg(m_report.b.label);
    if (m_report.effects.isEmpty()) text += tr(" The two scenarios are the same.");
    return text;
}

void ScenarioDiffDialog::fillTable()
{
    m_table->setRowCount(int(m_report.effects.size()));
    for (int row = 0; row < m_report.effects.size(); ++row) {
        const DiffEffect& e = m_report.effects[row];
        const QStringList cells{e.difference.label, e.difference.a, e.difference.b,
                                effectText(m_report.a, e.withChange, e.difference.field)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (c == 0) item->setData(Qt::UserRole, e.difference.field);
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeRowsToContents();
}

bool ScenarioDiffDialog::compareWithFile(QWidget* parent, const Scenario& current, const InputsProvider& inputsFor,
                                         const QString& givenPath)
{
    const QString path = !givenPath.isEmpty()
                             ? givenPath
                             : QFileDialog::getOpenFileName(parent, tr("Compare with scenario"), {},
                                                            tr("Scenarios and exported charts (*.json *.png *.svg *.pdf);;All files (*)"));
    if (path.isEmpty()) return false;
    const auto other = readScenarioFile(path);
    if (!other) {
        QMessageBox::warning(parent, tr("Compare with scenario"), other.error().toString());
        return false;
    }
    auto report = diffReport(current, *other, inputsFor);
    if (!report) {
        QMessageBox::warning(parent, tr("Compare with scenario"), report.error().toString());
        return false;
    }
    ScenarioDiffDialog dialog(std::move(report).value(), tr("current"), QFileInfo(path).fileName(), parent);
    dialog.exec();
    return true;
}

} // namespace denominator::ui
