// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// The real files the suite reads are the ones tests/data/PROVENANCE.md describes, byte for byte:
// every listed file exists with its SHA-256 and size, and no file is there unlisted.

#include "test_support.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QtTest>

using namespace denominator;

class TestDataProvenance : public QObject {
    Q_OBJECT

private slots:
    void everyFileIsListedWithItsHash() { checkFolder(QStringLiteral("tests/data"), QStringLiteral("inferencex"), 40); }
    void everyCrossSourceFileIsListedWithItsHash() { checkFolder(QStringLiteral("tests/data/cross-source"), QString(), 5); }

private:
    /// `provenanceDir`/PROVENANCE.md lists every file under `provenanceDir`/`folder` (paths relative
    /// to `folder`) with its size and SHA-256, at least `atLeast` of them.
    static void checkFolder(const QString& provenanceDir, const QString& folder, int atLeast)
    {
        const QString root = test::sourceDir(provenanceDir);
        const QString text = QString::fromUtf8(test::readAll(root + QStringLiteral("/PROVENANCE.md")));
        QVERIFY(text.contains(QLatin1String("Apache License 2.0"))); // the data's licence is stated
        static const QRegularExpression row(QStringLiteral("^\\| `([^`]+)` \\| (\\d+) \\| `([0-9a-f]{64})` \\|$"),
                                            QRegularExpression::MultilineOption);
        const QString prefix = folder.isEmpty() ? QString() : folder + QLatin1Char('/');
        QHash<QString, QPair<qint64, QByteArray>> listed;
        for (auto it = row.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            listed.insert(prefix + m.captured(1), {m.captured(2).toLongLong(), m.captured(3).toLatin1()});
        }
        QVERIFY(listed.size() >= atLeast);
        QDirIterator files(root + QLatin1Char('/') + folder, QDir::Files, QDirIterator::Subdirectories);
        int seen = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            const QString relative = QDir(root).relativeFilePath(path);
            if (relative == QLatin1String("PROVENANCE.md")) continue;
            QVERIFY2(listed.contains(relative), qPrintable(relative + QStringLiteral(" is not listed in PROVENANCE.md")));
            QCOMPARE(QFileInfo(path).size(), listed.value(relative).first);
            QCOMPARE(test::fileHash(path), listed.value(relative).second);
            ++seen;
        }
        QCOMPARE(seen, listed.size()); // and every listed file is there
    }
};

QTEST_GUILESS_MAIN(TestDataProvenance)
#include "test_data_provenance.moc"
