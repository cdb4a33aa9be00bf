// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// denominator: with no command, the window on the default database (bundled data on first run);
// with a command, a headless command line (no display needed; see cli.h for the command table).

#include "cli.h"
#include "core/resources.h"
#include "shell/main_window.h"
#include "store/sqlite_db.h"
#include "store/store.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <csignal>
#include <cstdio>
#include <memory>
#include <unistd.h>

namespace {

using denominator::cli::Command;

/// Options that may come before the command (`denominator --db X import FILE`).
bool isGlobalOptionWithValue(const QString& a) { return a == QLatin1String("--db") || a == QLatin1String("--scenario"); }

struct Invocation {
    const Command* command = nullptr;
    QStringList commandArgs; ///< "denominator NAME", then every other argument in order
    QString firstPositional; ///< without a command: a file to import, or a typo
};

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
        inv.command = denominator::cli::findCommand(a);
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

/// Headless runs (CI, ssh) often have no runtime folder; Qt would warn on every command.
void ensureRuntimeDir()
{
    if (qEnvironmentVariableIsSet("XDG_RUNTIME_DIR")) return;
    const QString dir = QDir::tempPath() + QStringLiteral("/denominator-runtime-%1").arg(getuid());
    if (!QDir().mkpath(dir)) return;
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
}

void describeGuiOptions(QCommandLineParser& parser)
{
    QString commands;
    for (const Command& c : denominator::cli::commands())
        commands += QStringLiteral("\n  %1  %2").arg(QString::fromLatin1(c.name), -9).arg(QString::fromLatin1(c.summary));
    parser.setApplicationDescription(QStringLiteral("Check efficiency claims about AI inference hardware.\n\n"
                                                    "Without a command: open the window. Commands (headless):") +
                                     commands + QStringLiteral("\nRun `denominator COMMAND --help` for each."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("db"), QStringLiteral("SQLite database file."), QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("scenario"),
                      QStringLiteral("Open the window on a saved scenario (JSON) or a chart exported by Denominator (PNG/SVG/PDF)."),
                      QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Files to import on start."), QStringLiteral("[FILE...]"));
}

bool asksForHelpOrVersion(const QStringList& args)
{
    static const QStringList flags{QStringLiteral("-h"), QStringLiteral("--help"), QStringLiteral("--help-all"), QStringLiteral("-v"),
                                   QStringLiteral("--version")};
    return std::any_of(args.begin() + 1, args.end(), [](const QString& a) { return flags.contains(a); });
}

int runCommand(int argc, char** argv, const Invocation& inv)
{
    // `denominator points --json | head -1`: a closed pipe ends the output, not the process with
    // SIGPIPE (exit 141); writes then fail quietly and the command exits as it would have.
    std::signal(SIGPIPE, SIG_IGN);
    // A file-size limit (or a quota) fails the write with EFBIG, which is reported like a full
    // disk, instead of killing the process with SIGXFSZ half-way through a file.
    std::signal(SIGXFSZ, SIG_IGN);
    // A wait for another process's write lock is said, never silent.
    denominator::busyNotice() = [](const QString& path) {
        std::fprintf(stderr, "waiting for another process to finish writing to %s (up to %d s)…\n", qPrintable(path),
                     denominator::kBusyWaitMs / 1000);
    };
    const bool gui = inv.command->needsGui(inv.commandArgs);
    std::unique_ptr<QCoreApplication> app;
    if (gui) {
        // Qt Charts draw through a QApplication; the offscreen platform needs no display.
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        ensureRuntimeDir();
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    return denominator::cli::run(*inv.command, inv.commandArgs);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("Denominator"));
    QCoreApplication::setApplicationName(QStringLiteral("denominator"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DENOMINATOR_VERSION));
    denominator::initResources();

    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    const Invocation inv = classify(args);
    if (inv.command) return runCommand(argc, argv, inv);
    if (!inv.firstPositional.isEmpty() && !QFileInfo::exists(inv.firstPositional)) {
        // Neither a command nor a file to open: a typo should not start the window.
        std::fprintf(stderr, "denominator: unknown command or missing file \"%s\"\ncommands: %s (see denominator --help)\n",
                     qPrintable(inv.firstPositional), qPrintable(denominator::cli::commandNames().join(QStringLiteral(", "))));
        return 2;
    }
    if (asksForHelpOrVersion(args)) {
        // Answered without a QApplication, so `--help` works where there is no display.
        QCoreApplication app(argc, argv);
        QCommandLineParser parser;
        describeGuiOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/denominator.svg")));
    QCommandLineParser parser;
    describeGuiOptions(parser);
    parser.process(app);
    const QString db = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : denominator::Store::defaultPath();

    std::unique_ptr<denominator::ui::MainWindow> window;
    try {
        window = std::make_unique<denominator::ui::MainWindow>(db);
    } catch (const denominator::StoreError& e) {
        QMessageBox::critical(nullptr, QStringLiteral("Denominator"), e.message());
        return 2;
    }
    if (window->startsMaximized())
        window->showMaximized();
    else
        window->show();
    if (parser.isSet(QStringLiteral("scenario"))) window->openScenario(parser.value(QStringLiteral("scenario")));
    if (!parser.positionalArguments().isEmpty()) window->importFiles(parser.positionalArguments());
    return app.exec();
}
