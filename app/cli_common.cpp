// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "cli_common.h"

#include <QLocale>
#include <cmath>
#include <cstdio>

namespace denominator::cli {

QTextStream& out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream& err()
{
    static QTextStream s(stderr);
    return s;
}

void addDbOption(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("db"), QStringLiteral("SQLite database file (default: $DENOMINATOR_DB or the app data folder)."),
                 QStringLiteral("PATH")});
}

void parseOrThrow(QCommandLineParser& p, const QStringList& args, const QString& synopsis)
{
    p.setApplicationDescription(synopsis);
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    p.addOption(help);
    if (!p.parse(args)) throw UsageError{p.errorText()};
    if (p.isSet(help)) {
        // Qt's usage line names the program as it was started (an absolute path, no command):
        // name it as a user types it.
        QString text = p.helpText();
        const QString command = args.value(0).section(QLatin1Char(' '), 1);
        if (text.startsWith(QLatin1String("Usage: ")))
            text.replace(7, text.indexOf(QLatin1Char(' '), 7) - 7, QStringLiteral("denominator ") + command);
        out() << text;
        out().flush();
        std::exit(0);
    }
}

std::unique_ptr<Store> openStore(const QCommandLineParser& p, Store::Access access, NoticeTo notice)
{
    const QString path = p.isSet(QStringLiteral("db")) ? p.value(QStringLiteral("db")) : Store::defaultPath();
    auto store = std::make_unique<Store>(orStop(Store::open(path, access)));
    if (notice == NoticeTo::Stderr && !store->notice().isEmpty()) err() << "note: " << store->notice() << '\n';
    return store;
}

void loadBundledData(Store& store) { (void)orStop(store.loadBundledDataIfEmpty()); }

double parsePositive(const QString& text, const QString& option)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0) throw UsageError{QStringLiteral("--%1: expected a number > 0, got \"%2\"").arg(option, text)};
    return v;
}

void printJson(const nlohmann::json& j)
{
    out() << QString::fromStdString(j.dump(2)) << '\n';
    out().flush();
}

nlohmann::json reportJson(const ImportReport& r)
{
    nlohmann::json errors = nlohmann::json::array(), notes = nlohmann::json::array();
    for (const auto& e : r.errors) errors.push_back(e.toString().toStdString());
    for (const auto& n : r.notes) notes.push_back(n.toStdString());
    return {{"format", r.format.toStdString()},
            {"inserted", r.inserted},
            {"already_present", r.alreadyPresent},
            {"ok", r.ok()},
            {"errors", errors},
            {"notes", notes}};
}

} // namespace denominator::cli
