// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// denominator-gui: the window on the default database (bundled data on first run), and the
// commands that draw charts (`render`, `energy --chart`, `lesson`) or fetch over HTTP (`fetch`),
// which `denominator` hands over to this program; it runs every other command too, the same as
// `denominator` does.

#include "cli.h"
#include "cli_charts.h"
#include "core/resources.h"
#include "invocation.h"
#include "shell/main_window.h"
#include "store/store.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <memory>
#include <unistd.h>

namespace {

/// Headless runs (CI, ssh) often have no runtime folder; Qt would warn on every command.
void ensureRuntimeDir()
{
    if (qEnvironmentVariableIsSet("XDG_RUNTIME_DIR")) return;
    const QString dir = QDir::tempPath() + QStringLiteral("/denominator-runtime-%1").arg(getuid());
    if (!QDir().mkpath(dir)) return;
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
}

int runCommand(int argc, char** argv, const denominator::cli::Invocation& inv)
{
    denominator::cli::prepareCommand();
    std::unique_ptr<QCoreApplication> app;
    if (inv.command->needsGui(inv.commandArgs)) {
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
    using namespace denominator::cli;
    setIdentity();
    denominator::initResources();
    guiParts() = guiProgramParts();

    const QStringList args = arguments(argc, argv);
    const Invocation inv = classify(args);
    if (inv.command) return runCommand(argc, argv, inv);
    if (const auto answer = answerWithoutWindow(argc, argv, args, inv)) return *answer;

    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/denominator.svg")));
    QCommandLineParser parser;
    describeWindowOptions(parser);
    parser.process(app);
    const QString db = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : denominator::Store::defaultPath();

    auto data = denominator::ui::openWindowData(db);
    if (!data) {
        QMessageBox::critical(nullptr, QStringLiteral("Denominator"), data.error().toString());
        return 2;
    }
    const auto window = std::make_unique<denominator::ui::MainWindow>(std::move(data).value());
    if (window->startsMaximized())
        window->showMaximized();
    else
        window->show();
    if (parser.isSet(QStringLiteral("scenario"))) window->openScenario(parser.value(QStringLiteral("scenario")));
    if (!parser.positionalArguments().isEmpty()) window->importFiles(parser.positionalArguments());
    return app.exec();
}
