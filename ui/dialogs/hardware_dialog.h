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

    /// Writes changed cells as overrides (cleared cells reset to the bundled value).
    /// Returns the number of fields changed.
    int apply();
    QTableWidget* table() const { return m_table; }

private:
    void fill();
    Store& m_store;
    HardwareCatalog m_bundled;
    QTableWidget* m_table;
};

} // namespace denominator::ui
