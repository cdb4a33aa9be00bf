// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "dialogs/hardware_dialog.h"

#include "store/store.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace denominator::ui {
namespace {

QString cellText(double v) { return std::isfinite(v) ? QString::number(v, 'g', 6) : QString(); }

} // namespace

HardwareDialog::HardwareDialog(Store& store, QWidget* parent)
    : QDialog(parent), m_store(store), m_bundled(HardwareCatalog::bundled()), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Hardware specifications"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Per-accelerator figures used by the denominators and boundaries. Hover a cell for its source. "
                                "Edit a cell to override it (stored in this database); clear it to return to the bundled value. "
                                "Empty means unknown: boundaries that need it show n/a."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table->setObjectName(QStringLiteral("hardwareTable"));
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fill();
    resize(900, 420);
}

void HardwareDialog::fill()
{
    HardwareCatalog current = m_bundled;
    current.applyOverrides(m_store.hardwareOverrides());
    const QStringList fields = HardwareSpec::fieldNames();
    const QStringList ids = current.ids();
    m_table->setColumnCount(int(fields.size()));
    m_table->setRowCount(int(ids.size()));
    m_table->setHorizontalHeaderLabels(fields);
    m_table->setVerticalHeaderLabels(ids);
    for (int r = 0; r < ids.size(); ++r) {
        const HardwareSpec s = current.spec(ids[r]);
        for (int c = 0; c < fields.size(); ++c) {
            auto* item = new QTableWidgetItem(cellText(s.field(fields[c])));
            const QString key = fields[c].startsWith(QLatin1String("allin")) ? QStringLiteral("allin") : fields[c];
            item->setToolTip(s.sources.value(key, tr("no source")));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

int HardwareDialog::apply()
{
    HardwareCatalog current = m_bundled;
    current.applyOverrides(m_store.hardwareOverrides());
    const QStringList fields = HardwareSpec::fieldNames();
    const QStringList ids = current.ids();
    int changed = 0;
    for (int r = 0; r < ids.size(); ++r) {
        for (int c = 0; c < fields.size(); ++c) {
            const QString text = m_table->item(r, c)->text().trimmed();
            const double was = current.spec(ids[r]).field(fields[c]);
            if (text == cellText(was)) continue;
            if (text.isEmpty()) {
                m_store.clearHardwareOverride(ids[r], fields[c]);
                ++changed;
                continue;
            }
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v) || v <= 0) {
                QMessageBox::warning(this, windowTitle(),
                                     tr("%1 %2: expected a number > 0, got \"%3\"; not changed").arg(ids[r], fields[c], text));
                continue;
            }
            m_store.setHardwareOverride({ids[r], fields[c], v, tr("edited in the app")});
            ++changed;
        }
    }
    return changed;
}

} // namespace denominator::ui
