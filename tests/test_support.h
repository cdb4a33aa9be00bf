// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Shared helpers for the Qt Test suites: where the real data lives, temporary databases, hashes.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>
#include <stdexcept>
#include <type_traits>

#include "core/issue.h"

/// QVERIFY for an Expected<T>: fails with the Issue's text.
#define QVERIFY_OK(expr)                                                                                                                   \
    do {                                                                                                                                   \
        const auto verifyOkResult = (expr);                                                                                                \
        QVERIFY2(verifyOkResult.ok(), verifyOkResult.ok() ? "" : qPrintable(verifyOkResult.error().toString()));                           \
    } while (false)

/// For checks inside helper functions: QVERIFY there would only return from the helper and the
/// test would go on with bad data. This records the failure and throws, so Qt Test stops the test
/// (hotspot's VERIFY_OR_THROW).
#define VERIFY_OR_THROW(cond)                                                                                                              \
    do {                                                                                                                                   \
        if (!QTest::qVerify(static_cast<bool>(cond), #cond, "", __FILE__, __LINE__))                                                       \
            throw std::runtime_error("check failed in a helper: " #cond);                                                                  \
    } while (false)
#define VERIFY_OR_THROW2(cond, message)                                                                                                    \
    do {                                                                                                                                   \
        if (!QTest::qVerify(static_cast<bool>(cond), #cond, message, __FILE__, __LINE__))                                                  \
            throw std::runtime_error("check failed in a helper: " #cond);                                                                  \
    } while (false)

/// The value of `expr`, an Expected the test relies on; a failure stops the test with its Issue.
#define MUST(expr) denominator::test::mustHold((expr), #expr, __FILE__, __LINE__)

/// QCOMPARE for helper functions (see VERIFY_OR_THROW).
#define COMPARE_OR_THROW(actual, expected)                                                                                                 \
    do {                                                                                                                                   \
        if (!QTest::qCompare(actual, expected, #actual, #expected, __FILE__, __LINE__))                                                    \
            throw std::runtime_error("comparison failed in a helper: " #actual);                                                           \
    } while (false)

namespace denominator::test {

/// The value of an Expected a test relies on (a store read or write): a failure records the Issue
/// and throws, so Qt Test stops the test (see VERIFY_OR_THROW). Use through MUST(expr).
template <class T> T mustHold(Expected<T>&& e, const char* expr, const char* file, int line)
{
    const bool ok = e.ok();
    if (!QTest::qVerify(ok, expr, ok ? "" : qPrintable(e.error().toString()), file, line))
        throw std::runtime_error("a store call failed in a test");
    if constexpr (!std::is_void_v<T>) return std::move(e).value();
}

/// One line per issue.
inline QString issuesText(const QList<Issue>& issues)
{
    QStringList lines;
    for (const Issue& i : issues) lines << i.toString();
    return lines.join(QLatin1Char('\n'));
}

/// The real InferenceX files in tests/data/inferencex (see tests/data/PROVENANCE.md), e.g.
/// testData("api_fixture_vngcloud/benchmarks.json").
inline QString testData(const QString& relative = {}) { return QDir(QStringLiteral(DENOMINATOR_TEST_DATA)).filePath(relative); }

inline QString sourceDir(const QString& relative = {}) { return QDir(QStringLiteral(DENOMINATOR_SOURCE_DIR)).filePath(relative); }

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) f.write(bytes);
}

/// Runs SQL on a file with the plain sqlite3 C API (independent of Store); returns the first
/// column of the first row as text ("error: …" when SQLite refuses).
inline QString sqlOn(const QString& path, const char* sql)
{
    sqlite3* db = nullptr;
    QString result;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) == SQLITE_OK) {
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK) {
            const int rc = sqlite3_step(st);
            if (rc == SQLITE_ROW)
                result = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)));
            else if (rc != SQLITE_DONE)
                result = QStringLiteral("error: ") + QString::fromUtf8(sqlite3_errmsg(db));
        } else {
            result = QStringLiteral("error: ") + QString::fromUtf8(sqlite3_errmsg(db));
        }
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return result;
}

/// SHA-256 of a file's bytes (hex); empty when it cannot be read.
inline QByteArray fileHash(const QString& path) { return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex(); }

/// What a finished program printed and returned; exitCode -2 for a crash, -1 for a timeout.
struct ProgramRun {
    int exitCode = -1;
    QString out, err;
};

/// Runs the real `denominator` (or `program`) and waits for it.
inline ProgramRun runProgram(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
                             const QString& program = QStringLiteral(DENOMINATOR_BINARY), int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    ProgramRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace denominator::test
