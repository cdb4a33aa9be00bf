// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Helpers shared by the subcommands: option parsing with our exit codes, opening the store,
// printing.

#include "core/number_format.h"
#include "session/session.h" // catalogFor: the catalogue with the store's overrides
#include "store/store.h"

#include <QCommandLineParser>
#include <QTextStream>
#include <memory>
#include <nlohmann/json.hpp>
#include <type_traits>

namespace denominator::cli {

/// Thrown for bad input; main prints the message and exits with 2.
struct UsageError {
    QString message;
};

QTextStream& out();
QTextStream& err();

/// The value of a store call the command cannot go on without; its Issue (a busy, damaged or
/// unreadable database: the environment, not a bug) stops the command with exit 2.
template <class T> T orStop(Expected<T> e)
{
    if (!e) throw UsageError{e.error().toString()};
    if constexpr (!std::is_void_v<T>) return std::move(e).value();
}

void addDbOption(QCommandLineParser& p);
/// Parses or throws UsageError (unknown option, missing value). Handles --help.
void parseOrThrow(QCommandLineParser& p, const QStringList& args, const QString& synopsis);
/// Where openStore says the store's notice (a snapshot read, a read-only folder): on stderr, or
/// nowhere when the command's own report carries it (`verify`).
enum class NoticeTo { Stderr, Report };
/// Opens the store named by --db (or the default). Throws UsageError if it cannot be opened.
/// Reading commands pass Store::Access::Read: an existing file is then never changed (and works
/// in a read-only folder).
std::unique_ptr<Store> openStore(const QCommandLineParser& p, Store::Access access = Store::Access::ReadWrite,
                                 NoticeTo notice = NoticeTo::Stderr);

/// Imports the bundled data into a store that holds no points yet, as the window does; a store
/// that cannot be read or written, or a bundled file that cannot be stored, stops the command (exit 2).
void loadBundledData(Store& store);

double parsePositive(const QString& text, const QString& option);
void printJson(const nlohmann::json& j);
/// What one import did, as `import --json` and `fetch --json` print it (callers add where from).
nlohmann::json reportJson(const ImportReport& r);

} // namespace denominator::cli

#include "core/assumption_fields.h"
#include "core/comparison.h"

namespace denominator::cli {

/// Adds the selection and assumption options shared by `compare` and `render`.
void addCompareOptions(QCommandLineParser& p);
/// Reads them; throws UsageError naming the option and what was expected.
ComparisonRequest requestFromOptions(const QCommandLineParser& p);
/// --hardware's list (lower case, trimmed, at most Scenario::kMaxSystems); throws UsageError.
QStringList hardwareOption(const QCommandLineParser& p);
/// Adds the option of one assumption (core/assumption_fields.h), its help and values from the table.
void addAssumptionOption(QCommandLineParser& p, const AssumptionField& f);
/// Sets every assumption whose option is given (and --at-peak) over `a` (needs addCompareOptions), each parsed by its field;
/// throws UsageError naming the option. Whether any was given.
bool applyAssumptionOptions(const QCommandLineParser& p, Assumptions& a);
/// --source S: whose points (inferencex, yours, mlperf, mlenergy, all), for `points`; for
/// `compare` (`otherBenchmarks` false) the help names only what it reads.
void addSourceOption(QCommandLineParser& p, bool otherBenchmarks = true);
/// Narrows `f` to --source's points (InferenceX's definitions when absent); throws UsageError when
/// it is unknown.
void applySourceOption(const QCommandLineParser& p, PointFilter& f);
/// --workload NAME and --interactivity DEFINITION (in addCompareOptions; `points` adds them alone).
void addWorkloadOptions(QCommandLineParser& p);
/// The definition --interactivity names (P90 E2E when absent); throws UsageError when it is unknown.
AgenticInteractivity agenticInteractivityOption(const QCommandLineParser& p);
/// Sets isl/osl from --workload; throws UsageError when it is unknown or disagrees with --isl/--osl.
void applyWorkloadOption(const QCommandLineParser& p, int& isl, int& osl);
/// Defaults that depend on the workload once it is known: output tokens for an agentic one unless
/// --tokens says otherwise.
void applyWorkloadDefaults(const QCommandLineParser& p, ComparisonRequest& req);
/// Pins the request to exactly one stored workload (model, ISL, OSL): several matches, none, or a
/// precision the workload lacks throw UsageError listing what is stored (exit 2). `datasets`
/// (datasetWorkloads(), for the cross-source chart) are candidates where no InferenceX workload matches.
void requireOneWorkload(Store& store, ComparisonRequest& req, const QList<WorkloadSummary>& datasets = {});

} // namespace denominator::cli
