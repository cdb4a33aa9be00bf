#include "cli.h"

#include "cli_common.h"

#include <exception>

namespace denominator::cli {

namespace {
struct Command {
    const char* name;
    int (*fn)(const QStringList&);
};
constexpr Command kCommands[] = {
    {"import", runImport}, {"points", runPoints}, {"compare", runCompare}, {"claim", runClaim}, {"hardware", runHardware}, {"render", runRender},
    {"energy", runEnergy}, {"lesson", runLesson},
};
} // namespace

bool isSubcommand(const QString& arg)
{
    for (const Command& c : kCommands)
        if (arg == QLatin1String(c.name)) return true;
    return false;
}

QStringList commandNames()
{
    QStringList names;
    for (const Command& c : kCommands) names << QString::fromLatin1(c.name);
    return names;
}

int run(const QStringList& args)
{
    const QString name = args.value(1);
    QStringList rest = args.mid(1);
    rest[0] = args.value(0) + QLatin1Char(' ') + name; // program name as QCommandLineParser shows it
    try {
        for (const Command& c : kCommands)
            if (name == QLatin1String(c.name)) return c.fn(rest);
        err() << "denominator: unknown command " << name << '\n';
        return 2;
    } catch (const UsageError& e) {
        err() << "denominator " << name << ": " << e.message << '\n';
        return 2;
    } catch (const StoreError& e) {
        err() << "denominator " << name << ": " << e.message() << '\n';
        return 1;
    } catch (const std::exception& e) {
        err() << "denominator " << name << ": internal error: " << e.what() << '\n';
        return 1;
    }
}

} // namespace denominator::cli
