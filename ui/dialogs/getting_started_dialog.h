// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Help ▸ Getting started: what the window shows and the order to use it in, for a first visit.

#include <QDialog>

namespace denominator::ui {

class GettingStartedDialog : public QDialog {
    Q_OBJECT
public:
    explicit GettingStartedDialog(QWidget* parent = nullptr);
    QString text() const; ///< the guide as plain text
};

} // namespace denominator::ui
