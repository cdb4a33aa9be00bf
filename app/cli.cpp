// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "cli.h"

#include "cli_common.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <poll.h>
#include <unistd.h>

namespace denominator::cli {

namespace {
bool never(const QStringList&) { return false; }
bool always(const QStringList&) { return true; }
/// Whether `--NAME` or `--NAME=…` is among the arguments.
bool hasOption(const QStringList& args, const char* name)
{
    const QString option = QStringLiteral("--") + QLatin1String(name);
    return std::any_of(args.begin(), args.end(), [&](const QString& a) { return a == option || a.startsWith(option + QLatin1Char('=')); });
}
bool withChart(const QStringList& args) { return hasOption(args, "chart"); }
bool lessonExport(const QStringList& args) { return args.contains(QLatin1String("export")); }
bool withCard(const QStringList& args) { return hasOption(args, "card"); }

/// A command whose code is among the GUI program's parts: present in denominator-gui only.
template <int (*GuiParts::*part)(const QStringList&)> int runPart(const QStringList& args)
{
    if (!(guiParts().*part)) throw UsageError{QStringLiteral("this command is run by denominator-gui")};
    return (guiParts().*part)(args);
}

constexpr Command kCommands[] = {
    {"import", "Import benchmark results, claims, or a result with its power log", runImport, never, false},
    // Qt Network (HTTP), which only denominator-gui links.
    {"fetch", "Fetch results from the InferenceX API into the database", runPart<&GuiParts::fetch>, never, true},
    {"points", "List stored points", runPoints, never, false},
    {"compare", "Compare systems of one workload under a set of assumptions", runCompare, never, false},
    {"claim", "Re-derive a published claim under other assumptions", runClaim, withCard, false},
    {"hardware", "List or override hardware power figures", runHardware, never, false},
    {"sources", "List imported files and fetched responses, or remove some", runSources, never, false},
    {"render", "Draw a chart to PNG/SVG/PDF/CSV exactly as the window does", runPart<&GuiParts::render>, always, true},
    // Reads the records PNG text chunks carry (Qt Gui).
    {"verify", "Re-derive every number an exported chart or bundle records", runPart<&GuiParts::verify>, always, true},
    {"energy", "Integrate a power log over a benchmark run", runEnergy, withChart, false},
    // `lesson list` reads the lessons against the names of the charts, which live with them.
    {"lesson", "List the guided lessons or export a worksheet PDF", runPart<&GuiParts::lesson>, lessonExport, true},
};
} // namespace

std::span<const Command> commands() { return kCommands; }

GuiParts& guiParts()
{
    static GuiParts parts;
    return parts;
}

bool needsGuiProgram(const Command& command, const QStringList& args) { return command.guiProgram || command.needsGui(args); }

const Command* findCommand(const QString& name)
{
    for (const Command& c : kCommands)
        if (name == QLatin1String(c.name)) return &c;
    return nullptr;
}

QStringList commandNames()
{
    QStringList names;
    for (const Command& c : kCommands) names << QString::fromLatin1(c.name);
    return names;
}

namespace {

/// A command's output is only done once it reached its reader: a full disk or a broken device
/// behind stdout is exit 2 with the reason, never a silent 0. A reader that went away (a closed
/// pipe, `| head`) is not an error: the output was not wanted any further.
int finishStandardOutput(const QString& name)
{
    errno = 0; // before the flush: its failing write leaves the reason here
    out().flush();
    const bool failed = out().status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout) != 0;
    if (!failed || errno == EPIPE) return 0;
    const int e = errno != 0 ? errno : EIO;
    pollfd reader{STDOUT_FILENO, POLLOUT, 0};
    if (::poll(&reader, 1, 0) == 1 && (reader.revents & POLLERR) != 0) return 0; // a pipe whose reader has gone
    err() << "denominator " << name << ": cannot write the output to standard output: " << QString::fromLocal8Bit(std::strerror(e)) << '\n';
    return 2;
}

} // namespace

int run(const Command& command, const QStringList& args)
{
    const QString name = QString::fromLatin1(command.name);
    try {
        const int code = command.run(args);
        return code == 0 ? finishStandardOutput(name) : code;
    } catch (const UsageError& e) {
        err() << "denominator " << name << ": " << e.message << '\n';
        return 2;
    } catch (const std::exception& e) {
        err() << "denominator " << name << ": internal error: " << e.what() << '\n';
        return 1;
    }
}

} // namespace denominator::cli
