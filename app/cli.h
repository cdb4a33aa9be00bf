// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Headless subcommands. Each returns the process exit code: 0 success, 2 bad input (message on
// stderr), 1 internal error. JSON output is the scripting interface; keep its keys stable.

#include <QCommandLineParser>
#include <QStringList>
#include <span>

namespace denominator {
struct EnergyReport;
struct ClaimCard;
struct ChartInputs;
} // namespace denominator

namespace denominator::cli {

/// One subcommand. `needsGui` says whether this invocation draws Qt Charts, which need a
/// QApplication (on the offscreen platform, so no display is required); every other command runs
/// with a QCoreApplication, which starts faster and never touches a display. `guiProgram` says
/// whether its code is among GuiParts, linked into denominator-gui only, which then runs it.
struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args); ///< args[0] is "denominator NAME", then the options
    bool (*needsGui)(const QStringList& args);
    bool guiProgram;
};

/// What only denominator-gui links, which sets these at start: what draws charts (Qt Charts and
/// Widgets) and what talks HTTP (Qt Network, with Kerberos, proxy and compression libraries
/// behind it). `denominator` leaves them empty and hands each invocation that needs them (see
/// needsGuiProgram) to denominator-gui, so a headless command never loads those libraries.
struct GuiParts {
    int (*render)(const QStringList& args) = nullptr;
    int (*lesson)(const QStringList& args) = nullptr;
    int (*fetch)(const QStringList& args) = nullptr;
    int (*verify)(const QStringList& args) = nullptr;
    /// "" when `path` names a chart file the exporter can write (.png, .svg, .pdf), else why not.
    QString (*chartFileProblem)(const QString& path) = nullptr;
    /// Writes `energy --chart`'s power timeline with its stamp and `reportJson` embedded; throws
    /// UsageError when the file cannot be written.
    void (*energyChart)(const EnergyReport& report, const QByteArray& reportJson, const QString& path) = nullptr;
    /// Writes `claim --card`'s PDF; throws UsageError when it cannot be written.
    void (*claimCard)(const ClaimCard& card, const ChartInputs& in, const QString& path) = nullptr;
};
GuiParts& guiParts();
/// Whether this invocation is denominator-gui's: its command's code is there, or it draws.
bool needsGuiProgram(const Command& command, const QStringList& args);

/// The command table: adding a command is one entry here plus its run function.
std::span<const Command> commands();
const Command* findCommand(const QString& name);
QStringList commandNames();
/// Runs a command with our exit-code conventions (exceptions become messages and exit codes).
int run(const Command& command, const QStringList& args);

int runImport(const QStringList& args);
int runFetch(const QStringList& args);
int runPoints(const QStringList& args);
int runCompare(const QStringList& args);
int runClaim(const QStringList& args);
int runHardware(const QStringList& args);
int runSources(const QStringList& args);
int runRender(const QStringList& args);
int runEnergy(const QStringList& args);
int runLesson(const QStringList& args);
int runVerify(const QStringList& args);

/// `import RESULT --telemetry FILE`: called by runImport with its parsed options (cli_energy.cpp).
int runImportWithTelemetry(const QCommandLineParser& p);
/// --telemetry, --interval, --start and --tdp, shared by `energy` and `import`.
void addTelemetryOptions(QCommandLineParser& p);

} // namespace denominator::cli
