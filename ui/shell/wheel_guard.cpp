// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QScrollBar>
#include <QWheelEvent>

namespace denominator::ui {

WheelGuard::WheelGuard(QWidget* root, QAbstractScrollArea* scroll) : QObject(root), m_scroll(scroll) {}

void WheelGuard::guard(QWidget* root, QAbstractScrollArea* scroll)
{
    auto* guard = root->findChild<WheelGuard*>(QString(), Qt::FindDirectChildrenOnly);
    if (!guard) guard = new WheelGuard(root, scroll);
    QList<QWidget*> controls;
    for (QComboBox* w : root->findChildren<QComboBox*>()) controls << w;
    for (QAbstractSpinBox* w : root->findChildren<QAbstractSpinBox*>()) controls << w;
    for (QAbstractSlider* w : root->findChildren<QAbstractSlider*>())
        if (!qobject_cast<QScrollBar*>(w)) controls << w;
    for (QWidget* w : controls) {
        w->setFocusPolicy(Qt::StrongFocus); // not WheelFocus: the wheel must not give focus
        w->removeEventFilter(guard);
        w->installEventFilter(guard);
    }
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Wheel) return false;
    auto* w = qobject_cast<QWidget*>(watched);
    if (!w || w->hasFocus()) return false;
    // Not focused: the panel scrolls instead, and the control stays as it was.
    if (m_scroll && m_scroll->verticalScrollBar()) QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
    return true;
}

} // namespace denominator::ui
