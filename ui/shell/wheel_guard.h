// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Scrolling a panel with the mouse wheel must never change the setting under the pointer. The
// guard makes combo boxes, spin boxes and sliders take wheel events only when they have focus
// (clicked or tabbed into); otherwise the wheel scrolls the panel.

#include <QObject>

class QAbstractScrollArea;
class QWidget;

namespace denominator::ui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    /// Guards every combo box, spin box and slider inside `root`, now and when called again after
    /// widgets were added. Unfocused wheel events go to `scroll` (may be null: they are dropped).
    static void guard(QWidget* root, QAbstractScrollArea* scroll);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QWidget* root, QAbstractScrollArea* scroll);
    QAbstractScrollArea* m_scroll;
};

} // namespace denominator::ui
