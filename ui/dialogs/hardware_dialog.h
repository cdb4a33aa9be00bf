// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Edit the hardware specs behind the denominators and boundaries: every value with its source,
// overrides stored in the database (and shown as "your override"). Reset returns to the bundled value.

#include "core/hardware_catalog.h"

#include <QDialog>

class QTableWidget;

namespace denominator {
class Store;
}

namespace denominator::ui {

class HardwareDialog : public QDialog {
    Q_OBJECT
public:
    HardwareDialog(Store& store, QWidget* parent = nullptr);

    /// Writes the cells whose text differs from what they showed as overrides (cleared cells reset
    /// to the bundled value); each written cell then shows what it holds. Returns the number of
    /// fields changed; none when the overrides could not be read (the table showed no values to edit).
    int apply();
    QTableWidget* table() const { return m_table; }

private:
    void fill();
    Store& m_store;
    HardwareCatalog m_bundled;
    QStringList m_ids;   ///< the table's rows
    bool m_read = false; ///< the overrides were read: the table holds the database's values
    QTableWidget* m_table;
};

} // namespace denominator::ui
