// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/import_driver.h"

#include "core/json_keys.h"

#include "core/json_diagnosis.h"
#include "core/json_document.h"
#include "core/sha256.h"
#include "import/csv_row.h"
#include "import/importer.h"
#include "import/json_elements.h"
#include "import/json_row.h"

#include <QFileInfo>
#include <nlohmann/json.hpp>

namespace denominator {
namespace {

/// Formats are a few levels deep; a deeper text is not one of them (and deep nesting is how a
/// hostile file exhausts a recursive reader's stack).
constexpr size_t kMaxJsonDepth = InputLimits::kMaxJsonDepth;

QString sourceFor(const Importer& importer, const ParseOptions& options)
{
    QString name = options.sourceName.trimmed();
    if (name.isEmpty()) return importer.defaultSource();
    if (importer.defaultSource() == officialSource()) return name;
    return importer.defaultSource() + QStringLiteral(" · ") + name;
}

template <class List> QString expectations(const List& importers)
{
    QStringList parts;
    for (const auto* i : importers)
        if (i->refusal().isEmpty()) parts << i->describe();
    return parts.join(QStringLiteral("; "));
}

class JsonReader {
public:
    JsonReader(BufferedInput& in, JsonElementReader::Top top, qint64 line, ImportContext& ctx) : m_reader(in, top, line), m_ctx(ctx)
    {
        // Allocation failure is reported by the first parse, with the row that hit it.
        if (m_parser.allocate(1 << 16, kMaxJsonDepth) != simdjson::SUCCESS) return;
    }

    void read()
    {
        JsonElementReader::Element e;
        if (!m_reader.next(e)) {
            if (m_reader.error())
                m_ctx.sink.addIssue(*m_reader.error());
            else
                m_ctx.fail(m_reader.line(), -1, {}, QStringLiteral("the file holds an empty array: no rows to import"));
            return;
        }
        if (m_reader.top() == JsonElementReader::Top::Object)
            readObject(e);
        else
            readArray(e);
    }

private:
    /// Parses one element; nothing (and an issue naming line, row and field) when it is not JSON.
    std::optional<simdjson::dom::element> parse(const JsonElementReader::Element& e, int row)
    {
        simdjson::dom::element v;
        m_cache.clear(); // the tables point into the document the parser is about to replace
        const auto code = m_parser.parse(e.bytes.data(), e.bytes.size()).get(v);
        if (code == simdjson::SUCCESS) return v;
        m_ctx.sink.addIssue(diagnoseJson(e.bytes, m_ctx.source.path(), e.line, row, QString::fromUtf8(simdjson::error_message(code))));
        return std::nullopt;
    }

    std::optional<simdjson::dom::object> rowObject(const JsonElementReader::Element& e)
    {
        const auto v = parse(e, e.index);
        if (!v) return std::nullopt;
        simdjson::dom::object o;
        if (v->get(o) != simdjson::SUCCESS) {
            m_ctx.fail(e.line, e.index, {}, QStringLiteral("expected an object (one row), found %1").arg(typeName(*v)));
            return std::nullopt;
        }
        return o;
    }

    static QString typeName(const simdjson::dom::element& v)
    {
        switch (v.type()) {
        case simdjson::dom::element_type::ARRAY: return QStringLiteral("an array");
        case simdjson::dom::element_type::STRING: return QStringLiteral("a string");
        case simdjson::dom::element_type::BOOL: return QStringLiteral("a boolean");
        case simdjson::dom::element_type::NULL_VALUE: return QStringLiteral("null");
        case simdjson::dom::element_type::OBJECT: return QStringLiteral("an object");
        default: return QStringLiteral("a number");
        }
    }

    const JsonRowImporter* rowImporterFor(const JsonRow& first) const
    {
        for (const JsonRowImporter* i : importerTable().jsonRows)
            if (i->recognises(first)) return i;
        return nullptr;
    }

    bool start(const Importer& importer, qint64 line)
    {
        m_ctx.sink.format = importer.format();
        m_ctx.sink.source = sourceFor(importer, m_ctx.options);
        if (importer.refusal().isEmpty()) return true;
        m_ctx.fail(line, -1, {}, importer.refusal());
        return false;
    }

    void readArray(const JsonElementReader::Element& first)
    {
        const auto o = rowObject(first);
        if (!o) return;
        const JsonRowImporter* importer = rowImporterFor(JsonRow(*o, m_ctx, first.line, 0, &m_cache));
        if (!importer) {
            m_ctx.fail(first.line, 0, {}, QStringLiteral("unrecognised row; expected %1").arg(expectations(importerTable().jsonRows)));
            return;
        }
        if (!start(*importer, first.line)) return;
        {
            JsonRow row(*o, m_ctx, first.line, 0, &m_cache);
            if (row.keysOnce()) importer->importRow(row, m_ctx);
        }
        JsonElementReader::Element e;
        while (!m_ctx.sink.saturated() && m_reader.next(e)) {
            if (const auto obj = rowObject(e)) {
                JsonRow row(*obj, m_ctx, e.line, e.index, &m_cache);
                if (row.keysOnce()) importer->importRow(row, m_ctx);
            }
        }
        if (m_reader.error()) m_ctx.sink.addIssue(*m_reader.error());
        importer->finish(m_ctx);
    }

    void readObject(const JsonElementReader::Element& e)
    {
        const auto v = parse(e, -1);
        if (!v) return;
        simdjson::dom::object o;
        if (v->get(o) != simdjson::SUCCESS) return; // the element reader only yields objects here
        // One row object (a single agg_*.json) or a document (claims, a raw result).
        if (const JsonRowImporter* importer = rowImporterFor(JsonRow(o, m_ctx, e.line, 0, &m_cache))) {
            if (!start(*importer, e.line)) return;
            JsonRow row(o, m_ctx, e.line, 0, &m_cache);
            if (row.keysOnce()) importer->importRow(row, m_ctx);
            importer->finish(m_ctx);
        } else {
            if (const auto path = repeatedKeyPath(*v)) {
                m_ctx.fail(e.line, -1, QString::fromStdString(*path), QString::fromLatin1(kRepeatedKeyProblem));
                return;
            }
            const nlohmann::json doc = nlohmann::json::parse(e.bytes.begin(), e.bytes.end(), nullptr, false);
            const auto& table = importerTable().jsonDocuments;
            const auto it = std::find_if(table.begin(), table.end(), [&](const JsonDocumentImporter* i) { return i->recognises(doc); });
            if (it == table.end()) {
                m_ctx.fail(
                    e.line, -1, {},
                    QStringLiteral("unrecognised JSON object; expected %1, or an array of InferenceX rows").arg(expectations(table)));
                return;
            }
            if (start(**it, e.line)) (*it)->importDocument(doc, m_ctx);
        }
        JsonElementReader::Element rest;
        if (!m_reader.next(rest) && m_reader.error()) m_ctx.sink.addIssue(*m_reader.error());
    }

    JsonElementReader m_reader;
    ImportContext& m_ctx;
    simdjson::dom::parser m_parser;
    JsonRowCache m_cache; ///< for the rows m_parser holds
};

void readCsv(BufferedInput& in, ImportContext& ctx)
{
    CsvRecordReader reader(in);
    CsvRecord record;
    if (!reader.next(record)) {
        if (reader.error())
            ctx.sink.addIssue(*reader.error());
        else
            ctx.fail(1, -1, {}, QStringLiteral("no data: only comments or blank lines"));
        return;
    }
    const CsvHeader header(record);
    const auto& table = importerTable().csv;
    const auto it = std::find_if(table.begin(), table.end(), [&](const CsvImporter* i) { return i->recognises(header); });
    if (it == table.end()) {
        ctx.fail(header.line, -1, {}, QStringLiteral("unrecognised header; expected %1").arg(expectations(table)));
        return;
    }
    const CsvImporter& importer = **it;
    ctx.sink.format = importer.format();
    ctx.sink.source = sourceFor(importer, ctx.options);
    if (!importer.refusal().isEmpty()) {
        ctx.fail(header.line, -1, {}, importer.refusal());
        return;
    }
    int row = 0;
    while (!ctx.sink.saturated() && reader.next(record)) {
        if (record.fields.size() != header.fields.size()) {
            ctx.fail(record.line, row++, {},
                     QStringLiteral("expected %1 fields as in the header, found %2").arg(header.fields.size()).arg(record.fields.size()));
            continue;
        }
        CsvRow r(header, record, row++, ctx);
        importer.importRecord(header, r, ctx);
    }
    if (reader.error()) ctx.sink.addIssue(*reader.error());
    if (row == 0 && ctx.sink.ok()) ctx.fail(header.line, -1, {}, QStringLiteral("a header but no rows: nothing to import"));
    importer.finish(header, ctx);
}

/// A small text log that a TextLogImporter recognises by its first bytes, read whole; false when
/// none recognises the input (which is then read as CSV).
bool readTextLog(BufferedInput& in, ImportContext& ctx)
{
    const qint64 head = in.request(TextLogImporter::kTextLogHead);
    const QByteArrayView first(in.data(), std::min(head, TextLogImporter::kTextLogHead));
    const auto& table = importerTable().textLogs;
    const auto it = std::find_if(table.begin(), table.end(), [&](const TextLogImporter* i) { return i->recognises(first); });
    if (it == table.end()) return false;
    const TextLogImporter& importer = **it;
    ctx.sink.format = importer.format();
    ctx.sink.source = sourceFor(importer, ctx.options);
    if (!importer.refusal().isEmpty()) {
        ctx.fail(1, -1, {}, importer.refusal());
        return true;
    }
    const qint64 cap = TextLogImporter::kMaxTextLogBytes;
    if (in.request(cap + 1) > cap) {
        ctx.fail(-1, -1, {}, QStringLiteral("larger than %1 bytes; expected %2 of a few kilobytes").arg(cap).arg(importer.describe()));
        return true;
    }
    if (!in.readError().isEmpty()) return true; // importInput reports it
    importer.importText(QByteArray(in.data(), in.available()), ctx);
    in.consume(in.available());
    return true;
}

void readInput(BufferedInput& in, ImportContext& ctx)
{
    in.request(4);
    const auto starts = [&](const char* prefix, qint64 n) { return in.available() >= n && std::equal(prefix, prefix + n, in.data()); };
    if (starts("\xEF\xBB\xBF", 3)) in.consume(3);
    if (starts("\xFF\xFE", 2) || starts("\xFE\xFF", 2)) {
        ctx.fail(1, -1, {}, QStringLiteral("UTF-16 text; expected UTF-8 (save the file as UTF-8)"));
        return;
    }
    // The first significant byte decides JSON or CSV; blank lines before it are only counted.
    qint64 offset = 0, line = 1;
    for (;;) {
        if (offset >= in.available() && in.request(offset + 1) <= offset) {
            if (in.readError().isEmpty()) ctx.fail(1, -1, {}, QStringLiteral("empty file: expected JSON or CSV benchmark data"));
            return;
        }
        const char c = in.data()[offset];
        if (c == '\n')
            ++line;
        else if (c != ' ' && c != '\t' && c != '\r')
            break;
        ++offset;
    }
    const char first = in.data()[offset];
    if (first != '[' && first != '{' && readTextLog(in, ctx)) return;
    if (first == '[' || first == '{') {
        in.consume(offset);
        JsonReader(in, first == '[' ? JsonElementReader::Top::Array : JsonElementReader::Top::Object, line, ctx).read();
    } else {
        readCsv(in, ctx);
    }
}

} // namespace

void importInput(ByteSource& source, const ParseOptions& options, ImportSink& sink)
{
    ImportContext ctx{source, options, sink, {}, {}};
    BufferedInput in(source);
    readInput(in, ctx);
    if (!in.readError().isEmpty()) {
        // The cause comes first: what the reader found in the cut-off input says less.
        sink.errors.prepend(Issue{source.path(), -1, -1, {}, QStringLiteral("cannot read: %1").arg(in.readError())});
        ++sink.issueCount;
    }
    // A sink that stopped wants nothing more: the rest of the input is not read just to hash it.
    if (!sink.stopped) sink.sha256 = source.finishHash();
}

SourceFile SourceFile::fromBytes(const QString& path, QByteArray bytes)
{
    SourceFile s;
    s.path = path;
    s.fileName = QFileInfo(path).fileName();
    s.sha256 = Sha256::hexOf(bytes);
    s.bytes = std::move(bytes);
    return s;
}

Expected<SourceFile> SourceFile::read(const QString& path, qint64 maxBytes)
{
    auto bytes = readDocumentFile(path, maxBytes);
    if (!bytes) return bytes.error();
    return fromBytes(path, std::move(bytes).value());
}

namespace {
ParsedFile finished(ParsedFile out)
{
    if (!out.ok()) {
        out.points.clear();
        out.claims.clear();
    }
    for (BenchmarkPoint& p : out.points) {
        p.provenance.sha256 = out.sha256;
        p.provenance.source = out.source;
    }
    return out;
}
} // namespace

ParsedFile parseSource(const SourceFile& src, const ParseOptions& options)
{
    ParsedFile out;
    const auto source = ByteSource::fromBytes(src.path, src.bytes);
    importInput(*source, options, out);
    return finished(std::move(out));
}

ParsedFile parseFile(const QString& path, const ParseOptions& options)
{
    ParsedFile out;
    auto source = ByteSource::openFile(path);
    if (!source) {
        out.addIssue(source.error());
        return out;
    }
    importInput(*source.value(), options, out);
    return finished(std::move(out));
}

} // namespace denominator
