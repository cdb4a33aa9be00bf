// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The strip above the charts on first start: offers the seed case (the Jalapeño claim and its
// lesson) and the getting-started guide, until the user closes it.

#include <QFrame>

namespace denominator::ui {

class WelcomeBar : public QFrame {
    Q_OBJECT
public:
    explicit WelcomeBar(QWidget* parent = nullptr);

    /// Whether the user has closed it before (kept in QSettings).
    static bool dismissedBefore();

signals:
    void lessonRequested();
    void claimRequested();
    void gettingStartedRequested();

private:
    void dismiss();
};

} // namespace denominator::ui
