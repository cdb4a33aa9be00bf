// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// How a command line is read, shared by the two binaries: `denominator` (headless commands, which
// start without loading Qt Widgets or Qt Charts) and `denominator-gui` (the window, and the
// commands that draw charts), to which `denominator` hands every invocation that draws.

#include <QStringList>

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
bool asksForHelpOrVersion(const QStringList& args);
/// Signals and notices of a headless command (a closed pipe, a file-size limit, a busy database).
void prepareCommand();
/// "denominator: unknown command or missing file …" for a first argument that is neither.
int unknownCommand(const QString& word);

} // namespace denominator::cli
