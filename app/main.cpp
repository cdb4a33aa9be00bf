// denominator: with no arguments, the window on the default database (bundled data on first run);
// with a subcommand, a headless command line (offscreen platform, no display needed).

#include "cli.h"
#include "shell/main_window.h"
#include "core/resources.h"
#include "store/store.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <cstdio>
#include <memory>
#include <unistd.h>

int main(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("Denominator"));
    QCoreApplication::setApplicationName(QStringLiteral("denominator"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DENOMINATOR_VERSION));
    denominator::initResources();

    if (argc > 1 && denominator::cli::isSubcommand(QString::fromLocal8Bit(argv[1]))) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        if (!qEnvironmentVariableIsSet("XDG_RUNTIME_DIR")) {
            // Headless runs (CI, ssh) often have none; Qt would warn on every command.
            const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/denominator-runtime-" + QByteArray::number(getuid());
            if (QDir().mkpath(QString::fromLocal8Bit(dir))) {
                QFile::setPermissions(QString::fromLocal8Bit(dir), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
                qputenv("XDG_RUNTIME_DIR", dir);
            }
        }
        // render, energy --chart and lesson export draw Qt Charts, which need a QApplication (offscreen: no display required).
        std::unique_ptr<QCoreApplication> app;
        if (qstrcmp(argv[1], "render") == 0 || qstrcmp(argv[1], "energy") == 0 || qstrcmp(argv[1], "lesson") == 0)
            app = std::make_unique<QApplication>(argc, argv);
        else app = std::make_unique<QCoreApplication>(argc, argv);
        return denominator::cli::run(app->arguments());
    }
    if (argc > 1 && argv[1][0] != '-' && !QFileInfo::exists(QString::fromLocal8Bit(argv[1]))) {
        // Neither a command nor a file to open: a typo should not start the window.
        std::fprintf(stderr, "denominator: unknown command or missing file \"%s\"\ncommands: %s (see denominator COMMAND --help)\n",
                     argv[1], qPrintable(denominator::cli::commandNames().join(QStringLiteral(", "))));
        return 2;
    }
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--version" || a == "-v") {
            std::printf("denominator %s\n", DENOMINATOR_VERSION);
            return 0;
        }
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/denominator.svg")));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check efficiency claims about AI inference hardware.\n\nCommands (headless): ")
        + denominator::cli::commandNames().join(QStringLiteral(", ")) + QStringLiteral(". Run `denominator COMMAND --help` for each."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("db"), QStringLiteral("SQLite database file."), QStringLiteral("PATH")});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Files to import on start."), QStringLiteral("[FILE...]"));
    parser.process(app);
    const QString db = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : denominator::Store::defaultPath();

    std::unique_ptr<denominator::ui::MainWindow> window;
    try {
        window = std::make_unique<denominator::ui::MainWindow>(db);
    } catch (const denominator::StoreError& e) {
        QMessageBox::critical(nullptr, QStringLiteral("Denominator"), e.message());
        return 2;
    }
    window->show();
    if (!parser.positionalArguments().isEmpty()) window->importFiles(parser.positionalArguments());
    return app.exec();
}
