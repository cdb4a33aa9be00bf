#pragma once
// Headless subcommands. Each returns the process exit code: 0 success, 2 bad input (message on
// stderr), 1 internal error. JSON output is the scripting interface; keep its keys stable.

#include <QCommandLineParser>
#include <QStringList>

namespace denominator::cli {

bool isSubcommand(const QString& arg);
QStringList commandNames();
int run(const QStringList& args); ///< args[0] is the program, args[1] the subcommand

int runImport(const QStringList& args);
int runPoints(const QStringList& args);
int runCompare(const QStringList& args);
int runClaim(const QStringList& args);
int runHardware(const QStringList& args);
int runRender(const QStringList& args);
int runEnergy(const QStringList& args);
int runLesson(const QStringList& args);

/// `import RESULT --telemetry FILE`: called by runImport with its parsed options (cli_energy.cpp).
int runImportWithTelemetry(const QCommandLineParser& p);
/// --telemetry, --interval, --start and --tdp, shared by `energy` and `import`.
void addTelemetryOptions(QCommandLineParser& p);

} // namespace denominator::cli
