// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "invocation.h"

#include "cli.h"
#include "store/sqlite_db.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <csignal>
#include <cstdio>

namespace denominator::cli {
namespace {

/// Options that may come before the command (`denominator --db X import FILE`).
bool isGlobalOptionWithValue(const QString& a) { return a == QLatin1String("--db") || a == QLatin1String("--scenario"); }

} // namespace

QStringList arguments(int argc, char** argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    return args;
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Denominator"));
    QCoreApplication::setApplicationName(QStringLiteral("denominator"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DENOMINATOR_VERSION));
}

Invocation classify(const QStringList& args)
{
    Invocation inv;
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args[i];
        if (isGlobalOptionWithValue(a)) {
            ++i;
            continue;
        }
        if (a.startsWith(QLatin1Char('-'))) continue;
        inv.command = findCommand(a);
        if (!inv.command) {
            inv.firstPositional = a;
            return inv;
        }
        inv.commandArgs << args[0] + QLatin1Char(' ') + a;
        inv.commandArgs << args.mid(1, i - 1) << args.mid(i + 1);
        return inv;
    }
    return inv;
}

void describeWindowOptions(QCommandLineParser& parser)
{
    QString list;
    for (const Command& c : commands())
        list += QStringLiteral("\n  %1  %2").arg(QString::fromLatin1(c.name), -9).arg(QString::fromLatin1(c.summary));
    parser.setApplicationDescription(QStringLiteral("Check efficiency claims about AI inference hardware.\n\n"
                                                    "Without a command: open the window. Commands (headless):") +
                                     list + QStringLiteral("\nRun `denominator COMMAND --help` for each."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("db"), QStringLiteral("SQLite database file."), QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("scenario"),
                      QStringLiteral("Open the window on a saved scenario (JSON) or a chart exported by Denominator (PNG/SVG/PDF)."),
                      QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Files to import on start."), QStringLiteral("[FILE...]"));
}

void prepareCommand()
{
    // `denominator points --json | head -1`: a closed pipe ends the output, not the process with
    // SIGPIPE (exit 141); writes then fail quietly and the command exits as it would have.
    std::signal(SIGPIPE, SIG_IGN);
    // A file-size limit (or a quota) fails the write with EFBIG, which is reported like a full
    // disk, instead of killing the process with SIGXFSZ half-way through a file.
    std::signal(SIGXFSZ, SIG_IGN);
    // A wait for another process's write lock is said, never silent.
    busyNotice() = [](const QString& path) {
        std::fprintf(stderr, "waiting for another process to finish writing to %s (up to %d s)…\n", qPrintable(path), kBusyWaitMs / 1000);
    };
}

std::optional<int> answerWithoutWindow(int argc, char** argv, const QStringList& args, const Invocation& inv)
{
    if (inv.command) return std::nullopt; // the command answers its own --help
    if (!inv.firstPositional.isEmpty() && !QFileInfo::exists(inv.firstPositional)) {
        // Neither a command nor a file to open: a typo should not start the window.
        std::fprintf(stderr, "denominator: unknown command or missing file \"%s\"\ncommands: %s (see denominator --help)\n",
                     qPrintable(inv.firstPositional), qPrintable(commandNames().join(QStringLiteral(", "))));
        return 2;
    }
    static const QStringList flags{QStringLiteral("-h"), QStringLiteral("--help"), QStringLiteral("--help-all"), QStringLiteral("-v"),
                                   QStringLiteral("--version")};
    if (std::none_of(args.begin() + 1, args.end(), [](const QString& a) { return flags.contains(a); })) return std::nullopt;
    // Answered without a QApplication, so `--help` works where there is no display.
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    describeWindowOptions(parser);
    parser.process(app); // prints and exits
    return 0;
}

} // namespace denominator::cli
