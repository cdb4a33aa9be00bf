// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Fuzz target: an MLPerf run folder made of one input, cut at lines "%%%%" into its summary log,
// loadgen's detail log, the analyzer's spl.txt and the system description (a part left out is a
// file that is missing), written where the run-folder importer reads them and imported into an
// in-memory store. Must never crash, hang or leak; a refused folder must say where and why, and
// must leave the store without a row.

#include "fuzz_store.h"
#include "store/store.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cstdint>
#include <cstdlib>

namespace {

/// Writes `bytes` to `path`, or removes the file when `present` is false.
void place(const QString& path, const QByteArray& bytes, bool present)
{
    QFile::remove(path);
    if (!present) return;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) std::abort(); // the target's own folder
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace denominator;
    static QTemporaryDir root;
    static const QString submitter = root.filePath(QStringLiteral("closed/Fuzz"));
    // The folder names of the seed's real run, so that a seed's parts can import whole.
    static const QString system = QStringLiteral("H200-SXM-141GBx8_TRT_MaxQ");
    static const QString run = submitter + QStringLiteral("/results/%1/llama2-70b-99/Offline/performance/run_1").arg(system);
    static const bool made = QDir().mkpath(run) && QDir().mkpath(submitter + QStringLiteral("/systems"));
    if (!made) std::abort();

    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QList<QByteArray> files;
    qsizetype from = 0;
    static const QByteArray cut("\n%%%%\n");
    while (files.size() < 3) {
        const qsizetype at = bytes.indexOf(cut, from);
        if (at < 0) break;
        files << bytes.mid(from, at - from);
        from = at + cut.size();
    }
    files << bytes.mid(from);
    place(run + QStringLiteral("/mlperf_log_summary.txt"), files.value(0), true);
    place(run + QStringLiteral("/mlperf_log_detail.txt"), files.value(1), files.size() > 1);
    place(run + QStringLiteral("/spl.txt"), files.value(2), files.size() > 2);
    place(submitter + QStringLiteral("/systems/%1.json").arg(system), files.value(3), files.size() > 3);

    static Store store = fuzz::openOrAbort(QStringLiteral(":memory:"));
    const int before = fuzz::pointCountOrAbort(store);
    const ImportReport r = store.importFile(run);
    for (const Issue& e : r.errors)
        if (e.file.isEmpty() || e.message.isEmpty()) std::abort();         // every problem names the file and says why
    if (!r.ok() && fuzz::pointCountOrAbort(store) != before) std::abort(); // a refused folder leaves nothing behind
    if (r.ok() && r.inserted > 0) fuzz::removeOrAbort(store, r.sha256);
    return 0;
}
