#pragma once
// Shared helpers for the Qt Test suites: where the real data lives, temporary databases, hashes.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTemporaryDir>

namespace denominator::test {

/// The real InferenceX files in tests/data/inferencex (see tests/data/PROVENANCE.md), e.g. testData("api_fixture_vngcloud/benchmarks.json").
inline QString testData(const QString& relative = {})
{
    return QDir(QStringLiteral(DENOMINATOR_TEST_DATA)).filePath(relative);
}

inline QString sourceDir(const QString& relative = {})
{
    return QDir(QStringLiteral(DENOMINATOR_SOURCE_DIR)).filePath(relative);
}

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

/// SHA-256 of a file's bytes (hex); empty when it cannot be read.
inline QByteArray fileHash(const QString& path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex();
}

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
