// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Reading on one thread while storing on another (import/import_pipeline.h) must change nothing a
// sink sees: the same rows in the same order, the same hash, notes and problems, whatever the
// batches. A sink that fails stops the reader. The row splitter (import/json_elements.h), which
// looks at sixteen bytes at a time, must cut rows where a JSON parser would, wherever escapes and
// brackets inside strings fall. And the row cache (import/json_row.h) must answer as simdjson
// would: repeated keys refused on either thread, objects too large to index, texts with non-ASCII.

#include "import/import_driver.h"
#include "import/import_pipeline.h"
#include "import/json_elements.h"
#include "store/sqlite_db.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

namespace {

const QString kApi = QStringLiteral("api_fixture_vngcloud/benchmarks.json");
const QString kAgg = QStringLiteral("harness_agg_bmk_mantile/run_20662362255_agg_bmk.json");

nlohmann::json readJson(const QString& path)
{
    const QByteArray b = readAll(path);
    return nlohmann::json::parse(b.constBegin(), b.constEnd());
}

/// The real API rows `copies` times over (435 each: a few batches), each copy at other concurrencies.
nlohmann::json apiRows(int copies)
{
    const nlohmann::json real = readJson(testData(kApi));
    nlohmann::json rows = nlohmann::json::array();
    for (int copy = 0; copy < copies; ++copy)
        for (nlohmann::json row : real) {
            row["conc"] = row["conc"].get<int>() + copy * 10000;
            rows.push_back(std::move(row));
        }
    return rows;
}

QString written(const QTemporaryDir& dir, const QString& name, const nlohmann::json& rows)
{
    const QString path = dir.filePath(name);
    writeAll(path, QByteArray::fromStdString(rows.dump(2)));
    return path;
}

ParsedFile readDirectly(const QString& path)
{
    ParsedFile out;
    auto source = ByteSource::openFile(path);
    if (source) importInput(*source.value(), {}, out);
    return out;
}

ParsedFile readPipelined(const QString& path)
{
    ParsedFile out;
    auto source = ByteSource::openFile(path);
    if (source) importInputPipelined(*source.value(), {}, out);
    return out;
}

/// Fails (as the store does when SQLite refuses a row) on its `failAt`th point.
struct FailingSink : ParsedFile {
    int failAt = 0;
    void addPoint(BenchmarkPoint&& p) override
    {
        if (pointsAdded + 1 == failAt) throw StoreError(QStringLiteral("disk full"));
        ParsedFile::addPoint(std::move(p));
    }
};

} // namespace

class TestImportPipeline : public QObject {
    Q_OBJECT

private slots:
    void sinkSeesWhatADirectReadGives();
    void aBrokenRowInALaterBatchIsReported();
    void aFailingSinkStopsTheReader();
    void rowsAreCutWhereAParserWouldCutThem();
    void repeatedKeysAreRefused();
    void rowsTooLargeToIndexStillImport();
    void textParametersRoundTrip();
};

void TestImportPipeline::sinkSeesWhatADirectReadGives()
{
    QTemporaryDir dir;
    const QString path = written(dir, QStringLiteral("benchmarks.json"), apiRows(3));
    const ParsedFile direct = readDirectly(path);
    const ParsedFile piped = readPipelined(path);
    QVERIFY(direct.ok());
    QVERIFY(piped.ok());
    QCOMPARE(piped.points.size(), 1305);
    QCOMPARE(piped.pointsAdded, direct.pointsAdded);
    QCOMPARE(piped.format, QStringLiteral("inferencex-api"));
    QCOMPARE(piped.format, direct.format);
    QCOMPARE(piped.source, direct.source);
    QCOMPARE(piped.sha256, direct.sha256);
    QCOMPARE(piped.notes, direct.notes);
    for (qsizetype i = 0; i < piped.points.size(); ++i) {
        QCOMPARE(piped.points[i].provenance.rowIndex, int(i));
        QCOMPARE(piped.points[i].conc, direct.points[i].conc);
        QCOMPARE(piped.points[i].hardware, direct.points[i].hardware);
        QCOMPARE(piped.points[i].model, direct.points[i].model);
        QCOMPARE(piped.points[i].tputPerGpu, direct.points[i].tputPerGpu);
    }
}

void TestImportPipeline::aBrokenRowInALaterBatchIsReported()
{
    nlohmann::json rows = apiRows(3);
    rows[1100]["metrics"]["tput_per_gpu"] = "fast";
    QTemporaryDir dir;
    const ParsedFile piped = readPipelined(written(dir, QStringLiteral("benchmarks.json"), rows));
    QVERIFY(!piped.ok());
    QCOMPARE(piped.errors.size(), 1);
    QCOMPARE(piped.errors.first().row, 1100);
    QCOMPARE(piped.errors.first().field, QStringLiteral("metrics.tput_per_gpu"));
    QVERIFY2(piped.errors.first().message.contains(QLatin1String("the string \"fast\"")), qPrintable(piped.errors.first().message));
    QVERIFY(!piped.sha256.isEmpty());
}

void TestImportPipeline::aFailingSinkStopsTheReader()
{
    // The input comes in 4 KiB pieces, as rows from a database server do; the sink fails on the
    // 300th row. The failure reaches the caller, and the reader stops instead of reading on.
    const QByteArray bytes = QByteArray::fromStdString(apiRows(20).dump(2)); // 8,700 rows, 15 MB
    qint64 served = 0;
    const auto source =
        ByteSource::fromPull(QStringLiteral("rows"), QStringLiteral("rows"), [&](char* data, qint64 max) -> Expected<qint64> {
            const qint64 n = std::min<qint64>({max, 4096, bytes.size() - served});
            std::memcpy(data, bytes.constData() + served, size_t(n));
            served += n;
            return n;
        });
    FailingSink sink;
    sink.failAt = 300;
    bool thrown = false;
    try {
        importInputPipelined(*source, {}, sink);
    } catch (const StoreError& e) {
        thrown = true;
        QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("disk full"));
    }
    QVERIFY(thrown);
    QCOMPARE(sink.pointsAdded, 299); // nothing reached the sink after it failed
    QVERIFY2(served < bytes.size() / 2, qPrintable(QStringLiteral("read %1 of %2 bytes").arg(served).arg(bytes.size())));
}

void TestImportPipeline::rowsAreCutWhereAParserWouldCutThem()
{
    // Rows whose strings hold escaped quotes, backslashes, brackets and line breaks, shifted by
    // one byte per row so that every one of them falls on every position of a 16-byte block
    // (an escape as a block's last byte, its escaped quote as the next block's first).
    nlohmann::json rows = nlohmann::json::array();
    std::string text = "[\n";
    qint64 line = 2;
    QList<qint64> lines;
    for (int shift = 0; shift < 48; ++shift) {
        nlohmann::json row = {{"pad", std::string(size_t(shift), 'x')},
                              {"tricky", "a\"}{[\\\"]\\"},
                              {"nested", {{"list", {1, "}", {{"deep", "{\"\\"}}}}}},
                              {"end", "\\"}};
        const std::string dumped = shift % 2 ? row.dump(2) : row.dump();
        lines << line;
        line += std::count(dumped.begin(), dumped.end(), '\n') + 1;
        text += dumped + (shift + 1 < 48 ? ",\n" : "\n");
        rows.push_back(std::move(row));
    }
    text += "]\n";
    const auto source = ByteSource::fromBytes(QStringLiteral("rows.json"), QByteArray::fromStdString(text));
    BufferedInput in(*source);
    in.request(1);
    JsonElementReader reader(in, JsonElementReader::Top::Array, 1);
    JsonElementReader::Element e;
    int n = 0;
    while (reader.next(e)) {
        QVERIFY(n < 48);
        const auto parsed = nlohmann::json::parse(e.bytes, nullptr, false);
        QVERIFY2(parsed == rows[size_t(n)],
                 qPrintable(QStringLiteral("row %1: %2").arg(n).arg(QString::fromUtf8(e.bytes.data(), qsizetype(e.bytes.size())))));
        QCOMPARE(e.index, n);
        QCOMPARE(e.line, lines[n]);
        ++n;
    }
    QVERIFY2(!reader.error(), reader.error() ? qPrintable(reader.error()->toString()) : "");
    QCOMPARE(n, 48);
}

void TestImportPipeline::repeatedKeysAreRefused()
{
    // A real agg row (40 keys: the cache indexes it) with `hw` and `tp` written twice, as a
    // hand-edited file might have them. simdjson would read the first, nlohmann the last: the
    // value depends on the reader, so the row is refused, naming the first repeated key.
    nlohmann::json row = readJson(testData(kAgg))[0];
    std::string text = row.dump();
    text.insert(text.size() - 1, R"(,"hw":"mi300x","tp":2)");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run_1_agg_bmk.json"));
    writeAll(path, QByteArray::fromStdString("[" + row.dump() + "," + text + "]"));
    const ParsedFile f = readPipelined(path);
    QVERIFY(!f.ok());
    QCOMPARE(f.errors.size(), 1);
    QCOMPARE(f.errors.first().row, 1);
    QCOMPARE(f.errors.first().field, QStringLiteral("hw"));
    QVERIFY2(f.errors.first().message.contains(QLatin1String("appears twice")), qPrintable(f.errors.first().toString()));
}

void TestImportPipeline::rowsTooLargeToIndexStillImport()
{
    // 100 extra keys: more than the cache indexes, so the row is looked through as it is.
    nlohmann::json rows = readJson(testData(kAgg));
    for (auto& row : rows)
        for (int k = 0; k < 100; ++k) row["extra_" + std::to_string(k)] = k;
    rows[3]["framework"] = nullptr;
    QTemporaryDir dir;
    const ParsedFile f = readPipelined(written(dir, QStringLiteral("run_1_agg_bmk.json"), rows));
    QVERIFY(!f.ok());
    QCOMPARE(f.errors.size(), 1);
    QCOMPARE(f.errors.first().row, 3);
    QCOMPARE(f.errors.first().field, QStringLiteral("framework"));
    rows[3]["framework"] = "vllm";
    const ParsedFile fixed = readPipelined(written(dir, QStringLiteral("run_2_agg_bmk.json"), rows));
    QVERIFY(fixed.ok());
    QCOMPARE(fixed.points.size(), qsizetype(rows.size()));
    QCOMPARE(fixed.points[3].framework, QStringLiteral("vllm"));
}

void TestImportPipeline::textParametersRoundTrip()
{
    // SQLite reads bound text in place from one buffer per parameter: rebinding a parameter, a
    // longer or non-ASCII text after a short one, and NULL must all read back as bound.
    SqliteDb db;
    db.open(QStringLiteral(":memory:"));
    db.exec("CREATE TABLE t(a TEXT, b TEXT)");
    SqliteStatement insert(db.handle(), "INSERT INTO t(a, b) VALUES(?, ?)");
    const QList<std::pair<QString, QString>> rows{
        {QStringLiteral("h100"), QStringLiteral("your runs · Nebius H200")},
        {QStringLiteral("a much longer text than the first one, past any small-string buffer"), QString()},
        {QStringLiteral("µs → Wh"), QStringLiteral("")},
        {QStringLiteral("b"), QStringLiteral("日本語のテキスト")},
    };
    for (const auto& [a, b] : rows) {
        insert.reset();
        insert.bind(1, a).bind(2, b);
        insert.step();
    }
    SqliteStatement read(db.handle(), "SELECT a, b, b IS NULL FROM t ORDER BY rowid");
    for (const auto& [a, b] : rows) {
        QVERIFY(read.step());
        QCOMPARE(read.text(0), a);
        QCOMPARE(read.integer(2), qint64(b.isNull()));
        if (!b.isNull()) QCOMPARE(read.text(1), b);
    }
    QVERIFY(!read.step());
}

QTEST_GUILESS_MAIN(TestImportPipeline)
#include "test_import_pipeline.moc"
