// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "shell/welcome_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>

namespace denominator::ui {
namespace {

constexpr QLatin1String kSetting("welcome/dismissed");

QPushButton* button(const QString& text, const char* name, const QString& tip)
{
    auto* b = new QPushButton(text);
    b->setObjectName(QString::fromLatin1(name));
    b->setToolTip(tip);
    return b;
}

} // namespace

WelcomeBar::WelcomeBar(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("welcomeBar"));
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    auto* text = new QLabel(tr("<b>New here?</b> Start with the case this app grew from: Jalapeño's “1.9× more tokens per "
                               "watt” over the GB200, and what it becomes under other denominators."));
    text->setWordWrap(true);
    text->setObjectName(QStringLiteral("welcomeText"));
    row->addWidget(text, 1);
    QPushButton* lesson = button(tr("Take the &Jalapeño lesson"), "welcomeLesson",
                                 tr("Seven steps: predict what each assumption does to the ratio, then see it (Learn ▸ Lessons)"));
    QPushButton* claim = button(tr("Show the &claim's waterfall"), "welcomeClaim",
                                tr("The 1.9× claim broken into the factors that multiply it, under your assumptions"));
    QPushButton* guide =
        button(tr("&Getting started"), "welcomeGuide", tr("What the window shows and how to use it (Help ▸ Getting started, F1)"));
    auto* close = new QToolButton;
    close->setObjectName(QStringLiteral("welcomeClose"));
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close; Help ▸ Getting started and Learn ▸ Lessons stay"));
    for (QWidget* w :
         {static_cast<QWidget*>(lesson), static_cast<QWidget*>(claim), static_cast<QWidget*>(guide), static_cast<QWidget*>(close)})
        row->addWidget(w);
    connect(lesson, &QPushButton::clicked, this, &WelcomeBar::lessonRequested);
    connect(claim, &QPushButton::clicked, this, &WelcomeBar::claimRequested);
    connect(guide, &QPushButton::clicked, this, &WelcomeBar::gettingStartedRequested);
    connect(close, &QToolButton::clicked, this, &WelcomeBar::dismiss);
}

bool WelcomeBar::dismissedBefore() { return QSettings().value(kSetting, false).toBool(); }

void WelcomeBar::dismiss()
{
    QSettings().setValue(kSetting, true);
    hide();
}

} // namespace denominator::ui
