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

/// The item data role holding the text a cell showed when filled, or when last written.
constexpr int kShownRole = Qt::UserRole + 1;

QString cellText(double v) { return std::isfinite(v) ? QString::number(v, 'g', 6) : QString(); }

/// A column: the catalog's field, its header for people, and the factor from the field's unit to
/// the one shown (every power in watts, so the table never mixes W and kW).
struct Column {
    const char* field;
    const char* header;
    double toShown;
};

constexpr Column kColumns[] = {
    {"tdp_w", QT_TRANSLATE_NOOP("HardwareDialog", "Rated TDP (W)"), 1.0},
    {"allin_gen1_kw", QT_TRANSLATE_NOOP("HardwareDialog", "All-in, InferenceX gen 1 (W)"), 1000.0},
    {"allin_gen2_kw", QT_TRANSLATE_NOOP("HardwareDialog", "All-in, InferenceX gen 2 (W)"), 1000.0},
    {"host_w", QT_TRANSLATE_NOOP("HardwareDialog", "Host share (W)"), 1.0},
    {"network_w", QT_TRANSLATE_NOOP("HardwareDialog", "Network share (W)"), 1.0},
    {"psu_efficiency", QT_TRANSLATE_NOOP("HardwareDialog", "PSU efficiency (0–1)"), 1.0},
    {"pue", QT_TRANSLATE_NOOP("HardwareDialog", "PUE (≥ 1)"), 1.0},
};

} // namespace

HardwareDialog::HardwareDialog(Store& store, QWidget* parent)
    : QDialog(parent), m_store(store), m_bundled(HardwareCatalog::bundled()), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Hardware specifications"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Per-accelerator figures used by the denominators and boundaries; every power is in watts per "
                                "accelerator. Hover a cell for its source. "
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
    const auto overrides = m_store.hardwareOverrides();
    // Bundled values shown as if they were the database's would be edits nobody made: nothing is
    // editable, and apply() writes nothing.
    m_read = overrides.ok();
    m_table->setEnabled(m_read);
    if (overrides)
        current.applyOverrides(*overrides);
    else
        QMessageBox::warning(this, windowTitle(), tr("The overrides could not be read: %1").arg(overrides.error().toString()));
    m_ids = current.ids();
    const QStringList& ids = m_ids;
    m_table->setColumnCount(int(std::size(kColumns)));
    m_table->setRowCount(int(ids.size()));
    QStringList headers;
    for (const Column& col : kColumns) headers << tr(col.header);
    m_table->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < headers.size(); ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(tr("Stored as %1").arg(QLatin1String(kColumns[c].field)));
    m_table->setVerticalHeaderLabels(ids);
    for (int r = 0; r < ids.size(); ++r) {
        const HardwareSpec s = current.spec(ids[r]);
        for (int c = 0; c < headers.size(); ++c) {
            const QString field = QLatin1String(kColumns[c].field);
            const QString shown = cellText(s.field(field) * kColumns[c].toShown);
            auto* item = new QTableWidgetItem(shown);
            item->setData(kShownRole, shown); // what apply() compares an edit with
            const QString key = field.startsWith(QLatin1String("allin")) ? QStringLiteral("allin") : field;
            item->setToolTip(s.sources.value(key, tr("no source")));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

int HardwareDialog::apply()
{
    if (!m_read) return 0;
    const auto stored = [this](const Expected<void>& written) {
        if (!written) QMessageBox::warning(this, windowTitle(), tr("Not changed: %1").arg(written.error().toString()));
        return written.ok();
    };
    const QStringList& ids = m_ids;
    int changed = 0;
    for (int r = 0; r < ids.size(); ++r) {
        for (int c = 0; c < int(std::size(kColumns)); ++c) {
            const QString field = QLatin1String(kColumns[c].field);
            QTableWidgetItem* item = m_table->item(r, c);
            const QString text = item->text().trimmed();
            if (text == item->data(kShownRole).toString()) continue;
            if (text.isEmpty()) {
                if (stored(m_store.clearHardwareOverride(ids[r], field))) {
                    item->setData(kShownRole, text);
                    ++changed;
                }
                continue;
            }
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v) || v <= 0) {
                QMessageBox::warning(
                    this, windowTitle(),
                    tr("%1, %2: expected a number > 0, got \"%3\"; not changed").arg(ids[r], tr(kColumns[c].header), text));
                continue;
            }
            if (stored(m_store.setHardwareOverride({ids[r], field, v / kColumns[c].toShown, tr("edited in the app")}))) {
                item->setData(kShownRole, text);
                ++changed;
            }
        }
    }
    return changed;
}

} // namespace denominator::ui
