// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Runs a fuzz target on files instead of under libFuzzer: the regression inputs and the seed
// corpus are replayed this way in every build, so an input that once crashed stays a test.
// Usage: fuzz_TARGET FILE_OR_FOLDER...

#include <QByteArray>
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int files = 0;
    for (const QString& arg : app.arguments().mid(1)) {
        QStringList paths;
        if (QFileInfo(arg).isDir()) {
            QDirIterator it(arg, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) paths << it.next();
            paths.sort();
        } else {
            paths << arg;
        }
        for (const QString& p : paths) {
            QFile f(p);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(p));
                return 2;
            }
            const QByteArray bytes = f.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size()));
            ++files;
        }
    }
    std::printf("replayed %d inputs\n", files);
    return files > 0 ? 0 : 1; // a replay that matched nothing is a broken test, not a pass
}
