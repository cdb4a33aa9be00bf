// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// How a command line is read, shared by the two binaries: `denominator` (headless commands, which
// start without loading Qt Widgets or Qt Charts) and `denominator-gui` (the window, and the
// commands that draw charts), to which `denominator` hands every invocation that draws.

#include <QStringList>
#include <optional>

class QCommandLineParser;

namespace denominator::cli {

struct Command;

struct Invocation {
    const Command* command = nullptr;
    QStringList commandArgs; ///< "denominator NAME", then every other argument in order
    QString firstPositional; ///< without a command: a file to import, or a typo
};

QStringList arguments(int argc, char** argv);
/// Organisation, application name and version, as QCoreApplication reports them.
void setIdentity();
Invocation classify(const QStringList& args);
/// The window's options and the command list, for `denominator --help`.
void describeWindowOptions(QCommandLineParser& parser);
/// Signals and notices of a headless command (a closed pipe, a file-size limit, a busy database).
void prepareCommand();
/// Without a command (else nothing), what is answered without opening the window: a first argument that is
/// neither a command nor a file (a typo: exit 2, naming the commands), or --help / --version
/// (printed, exit 0). Nothing when the window should open.
std::optional<int> answerWithoutWindow(int argc, char** argv, const QStringList& args, const Invocation& inv);

} // namespace denominator::cli
