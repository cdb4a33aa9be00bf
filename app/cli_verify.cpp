// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator verify`: re-derives every number an exported chart or a bundle records.

#include "cli.h"
#include "cli_common.h"

#include "export/chart_exporter.h"
#include "export/chart_verifier.h"

#include <QFileInfo>

namespace denominator::cli {

int runVerify(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("data"),
                 QStringLiteral("Verify against the input files in DIR and the MLPerf run folders under it (imported into a "
                                "temporary database) instead of the database."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the report as JSON.")});
    p.addOption({QStringLiteral("mismatches-only"), QStringLiteral("List only the numbers that differ (the verdict counts them all).")});
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A PNG, SVG, PDF or CSV exported by Denominator, or a bundle folder (render --bundle)."));
    parseOrThrow(p, args,
                 QStringLiteral("Re-derive every number an exported chart records and say whether each matches.\n"
                                "Exit status: 0 every number matches; 3 a number differs, or an input file is missing or "
                                "changed; 2 the file carries no evidence or cannot be read; 1 an internal error."));
    if (p.positionalArguments().size() != 1) throw UsageError{QStringLiteral("expected one FILE (an exported chart or a bundle folder)")};
    const QString file = p.positionalArguments().constFirst();
    // Refused (exit 2): with --json, a script still reads why on stdout, as an unverified report.
    const auto refuse = [&](const QString& why) {
        if (p.isSet(QStringLiteral("json"))) {
            printJson({{"file", file.toStdString()},
                       {"verified", false},
                       {"verdict", ("cannot verify: " + why).toStdString()},
                       {"error", why.toStdString()}});
            out().flush();
        }
        return UsageError{why};
    };
    const QString data = p.value(QStringLiteral("data"));
    // The database is read only when neither a bundle nor --data says what to verify against.
    const bool ownData = QFileInfo(file).isDir() || QFileInfo(file).fileName() == QLatin1String("manifest.json") || !data.isEmpty();
    // A file without a record is refused before the database is opened (which may create it).
    if (!ownData)
        if (const auto e = ui::readEvidenceFile(file); !e) throw refuse(e.error().toString());
    // The report's notes say the store's notice: once, and in --json too.
    const std::unique_ptr<Store> store = ownData ? nullptr : openStore(p, Store::Access::Read, NoticeTo::Report);
    const auto v = ui::verifyChartFile(file, store.get(), data);
    if (!v) {
        if (store && !store->notice().isEmpty()) err() << "note: " << store->notice() << '\n'; // no report carries it
        throw refuse(v.error().toString());
    }
    if (p.isSet(QStringLiteral("json"))) {
        printJson(toJson(*v));
    } else {
        for (const QString& line : reportLines(*v, !p.isSet(QStringLiteral("mismatches-only")))) out() << line << '\n';
    }
    out().flush();
    return v->passed() ? 0 : 3;
}

} // namespace denominator::cli
