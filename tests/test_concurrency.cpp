// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Processes sharing one database, as a user's shell and window do: the real `denominator` binary,
// eight at a time, on a database that does not exist yet and on one that does, with readers
// running while writers commit. Rounds: DENOMINATOR_RACE_ROUNDS on a new database (100 in the gcc
// suite, 50 under the sanitizers), at most 50 for the existing-database and reader races.

#include "test_support.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QtTest>
#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

using namespace denominator::test;

namespace {

int rounds(int fallback)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("DENOMINATOR_RACE_ROUNDS", &ok);
    return ok && n > 0 ? n : fallback;
}

/// The existing-database and reader races: 50 rounds, fewer if DENOMINATOR_RACE_ROUNDS asks for fewer.
int shorterRounds() { return std::min(rounds(100), 50); }

/// Small real files (tests/data), so that a round is dominated by the race, not by parsing.
QStringList smallFiles()
{
    return {testData(QStringLiteral("harness_agg_bmk_mantile/run_20248091324_agg_bmk.json")),
            testData(QStringLiteral("dashboard_csv_export/InferenceX_gpt-oss-120b_interactivity.csv")),
            testData(QStringLiteral("dashboard_csv_export/InferenceX_DeepSeek-R1-0528_interactivity.csv")),
            testData(QStringLiteral("h200_gptoss_vllm_nebius/gptoss_fp4_h200_tp8_conc64_isl1024_osl1024.json"))};
}

struct Finished {
    int exitCode = -1;
    QString out, err;
};

/// Starts every command at once against `db` and waits for all of them.
std::vector<Finished> runTogether(const QString& db, const QList<QStringList>& commands)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), db);
    std::vector<std::unique_ptr<QProcess>> procs;
    for (const QStringList& args : commands) {
        auto p = std::make_unique<QProcess>();
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(DENOMINATOR_BINARY), args);
        procs.push_back(std::move(p));
    }
    std::vector<Finished> out;
    for (auto& p : procs) {
        Finished f;
        if (p->waitForFinished(120000) && p->exitStatus() == QProcess::NormalExit) f.exitCode = p->exitCode();
        f.out = QString::fromUtf8(p->readAllStandardOutput());
        f.err = QString::fromUtf8(p->readAllStandardError());
        out.push_back(f);
    }
    return out;
}

} // namespace

class TestConcurrency : public QObject {
    Q_OBJECT

private slots:
    void racingImportsCreateTheSchemaOnce();
    void racingImportsIntoAnExistingDatabase();
    void readersDuringWritersSeeWholeImports();
};

void TestConcurrency::racingImportsCreateTheSchemaOnce()
{
    // Eight processes start on a database that does not exist yet: the schema is created once, each
    // different file is stored once, and a file imported twice at once is "already present". Before
    // the new file was built privately and linked into place, 6 rounds in 100 refused one process
    // (SQLite refused the switch to WAL at once, without waiting).
    const QStringList files = smallFiles();
    const int n = rounds(100);
    for (int round = 0; round < n; ++round) {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("race.sqlite"));
        QList<QStringList> commands;
        for (int i = 0; i < 8; ++i) commands << QStringList{QStringLiteral("import"), files[i % files.size()]};
        const auto done = runTogether(db, commands);
        int inserted = 0, already = 0;
        for (const Finished& f : done) {
            QVERIFY2(f.exitCode == 0, qPrintable(QStringLiteral("round %1: %2%3").arg(round).arg(f.out, f.err)));
            QVERIFY2(!f.err.contains(QLatin1String("already exists")) && !f.err.contains(QLatin1String("UNIQUE")), qPrintable(f.err));
            inserted += f.out.contains(QRegularExpression(QStringLiteral(", [1-9][0-9]* inserted")));
            already += f.out.contains(QLatin1String(", 0 inserted"));
        }
        QCOMPARE(inserted, int(files.size())); // each file stored once
        QCOMPARE(already, 8 - int(files.size()));
        QCOMPARE(sqlOn(db, "PRAGMA journal_mode"), QStringLiteral("wal"));
        QCOMPARE(sqlOn(db, "SELECT count(*) FROM sources"), QString::number(files.size()));
        // Nothing of the private files the losers built is left beside the database.
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("race.sqlite.new-*")}, QDir::Files), QStringList());
    }
}

void TestConcurrency::racingImportsIntoAnExistingDatabase()
{
    // The same race on a database that exists (created by a first import): every writer waits its
    // turn through the busy handler; none is refused.
    const QStringList files = smallFiles();
    const int n = shorterRounds();
    for (int round = 0; round < n; ++round) {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("existing.sqlite"));
        QCOMPARE(runTogether(db, {{QStringLiteral("import"), files[0]}}).front().exitCode, 0);
        QList<QStringList> commands;
        for (int i = 0; i < 8; ++i) commands << QStringList{QStringLiteral("import"), files[1 + i % (files.size() - 1)]};
        for (const Finished& f : runTogether(db, commands))
            QVERIFY2(f.exitCode == 0, qPrintable(QStringLiteral("round %1: %2%3").arg(round).arg(f.out, f.err)));
        QCOMPARE(sqlOn(db, "SELECT count(*) FROM sources"), QString::number(files.size()));
    }
}

void TestConcurrency::readersDuringWritersSeeWholeImports()
{
    // Readers (`points --json`) run while writers import: a reader never calls a healthy file
    // damaged or busy, and sees whole files only: its point count is a sum of whole files' counts.
    const QStringList files = smallFiles();
    QTemporaryDir countDir;
    QList<int> perFile;
    for (const QString& f : files) {
        const QString db = countDir.filePath(QFileInfo(f).fileName() + QStringLiteral(".sqlite"));
        QCOMPARE(runTogether(db, {{QStringLiteral("import"), f}}).front().exitCode, 0);
        perFile << sqlOn(db, "SELECT count(*) FROM points").toInt();
    }
    QList<int> possible{0};
    for (int mask = 1; mask < (1 << files.size()); ++mask) {
        int sum = 0;
        for (int i = 0; i < files.size(); ++i)
            if (mask & (1 << i)) sum += perFile[i];
        possible << sum;
    }
    const int n = shorterRounds();
    for (int round = 0; round < n; ++round) {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("shared.sqlite"));
        QCOMPARE(runTogether(db, {{QStringLiteral("points"), QStringLiteral("--json")}}).front().exitCode, 0); // exists, empty
        QList<QStringList> commands;
        for (int i = 0; i < 8; ++i) {
            if (i % 2 == 0)
                commands << QStringList{QStringLiteral("import"), files[(i / 2) % files.size()]};
            else
                commands << QStringList{QStringLiteral("points"), QStringLiteral("--json")};
        }
        const auto done = runTogether(db, commands);
        for (int i = 0; i < int(done.size()); ++i) {
            const Finished& f = done[size_t(i)];
            QVERIFY2(f.exitCode == 0, qPrintable(QStringLiteral("round %1, %2: %3%4").arg(round).arg(commands[i].join(' '), f.out, f.err)));
            if (i % 2 == 0) continue;
            QVERIFY2(!f.err.contains(QLatin1String("damaged")) && !f.err.contains(QLatin1String("busy")), qPrintable(f.err));
            const QByteArray bytes = f.out.toUtf8();
            const auto j = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
            QVERIFY2(j.is_array(), qPrintable(f.out.left(200)));
            QVERIFY2(possible.contains(int(j.size())),
                     qPrintable(QStringLiteral("round %1: a reader saw %2 points").arg(round).arg(j.size())));
        }
        QCOMPARE(sqlOn(db, "SELECT count(*) FROM points"), QString::number(possible.last()));
    }
}

QTEST_GUILESS_MAIN(TestConcurrency)
#include "test_concurrency.moc"
