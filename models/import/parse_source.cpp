// Format detection from content, and dispatch to the importer for that format.

#include "import/parsed_file.h"

#include "literacy/claims.h"
#include "import/csv_reader.h"
#include "import/inferencex_csv_import.h"
#include "import/inferencex_json_import.h"
#include "import/raw_result_import.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QStringDecoder>
#include <algorithm>
#include <cctype>

namespace denominator {
namespace {

int lineOfByte(const QByteArray& bytes, qsizetype byte)
{
    return int(bytes.left(byte).count('\n')) + 1;
}

void refuse(ParsedFile& out, const SourceFile& src, int line, const QString& msg)
{
    out.errors.append({src.path, line, -1, {}, msg});
}

void parseJson(const SourceFile& src, const ParseOptions& options, ParsedFile& out)
{
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(src.bytes.constBegin(), src.bytes.constEnd());
    } catch (const nlohmann::json::parse_error& e) {
        const qsizetype at = qsizetype(e.byte);
        const bool atEnd = at >= src.bytes.size();
        // nlohmann: "[json.exception.parse_error.101] parse error at line 1, column 31: syntax error
        // while parsing value - invalid literal; last read: '…'". Keep what follows the position.
        QString what = QString::fromStdString(e.what());
        if (const qsizetype col = what.indexOf(QLatin1String("column ")); col >= 0)
            what = what.mid(what.indexOf(QLatin1String(": "), col) + 2);
        // Python's json module writes NaN and Infinity, which JSON does not allow.
        const QByteArray rest = src.bytes.mid(std::max<qsizetype>(0, at - 1), 9);
        if (rest.startsWith("NaN") || rest.startsWith("Infinity") || rest.startsWith("-Infinity"))
            what = QStringLiteral("%1 is not a JSON number; expected a finite number (%2)").arg(QString::fromLatin1(rest.startsWith("NaN") ? "NaN" : "Infinity"), what);
        refuse(out, src, lineOfByte(src.bytes, std::max<qsizetype>(0, at - 1)),
               atEnd ? QStringLiteral("JSON ends early (truncated file?): %1").arg(what)
                     : QStringLiteral("invalid JSON at byte %1: %2").arg(at).arg(what));
        return;
    }
    if (looksLikeClaims(doc)) {
        out.format = QStringLiteral("denominator-claims");
        for (const Claim& c : parseClaims(doc, src.path, out.errors)) {
            const auto& arr = doc["claims"];
            for (const auto& j : arr)
                if (j.is_object() && j.value("id", std::string()) == c.id.toStdString())
                    out.claims << ClaimRecord{c.id, QByteArray::fromStdString(j.dump())};
        }
        return;
    }
    if (looksLikeRawResult(doc)) return parseRawResult(src, doc, options, out);
    // Moved, not copied: a deep copy of a 100,000-row document took about a second.
    const bool object = doc.is_object();
    nlohmann::json rows = object ? nlohmann::json::array() : std::move(doc);
    if (object) {
        if (doc.contains("hw") && doc.contains("tput_per_gpu")) rows.push_back(std::move(doc));
        else if (doc.contains("runs") && doc.contains("changelogs")) {
            out.format = QStringLiteral("inferencex-workflow-info");
            return refuse(out, src, 1, QStringLiteral("this is an InferenceX workflow-info response (runs and changelogs): it holds no measurements"));
        } else
            return refuse(out, src, 1, QStringLiteral("unrecognised JSON object: expected InferenceX rows (keys hw, tput_per_gpu), "
                                                      "a benchmark_serving result (total_token_throughput), or a claims file "
                                                      "(\"format\": \"denominator-claims\")"));
    }
    if (!rows.is_array()) return refuse(out, src, 1, QStringLiteral("expected a JSON array of rows or an object"));
    if (rows.empty()) {
        out.format = QStringLiteral("inferencex-agg");
        out.notes << QStringLiteral("the file holds an empty array: no rows");
        return;
    }
    const auto& first = rows.front();
    if (!first.is_object()) return refuse(out, src, 1, QStringLiteral("row 0: expected an object, found %1").arg(QString::fromLatin1(first.type_name())));
    if (first.contains("metrics")) return parseApiRows(src, rows, out);
    if (first.contains("hw")) return parseAggRows(src, rows, out);
    if (first.contains("hardware") && first.contains("date") && !first.contains("tput_per_gpu")) {
        out.format = QStringLiteral("inferencex-availability");
        return refuse(out, src, 1, QStringLiteral("this is an InferenceX availability listing (which configurations exist on which dates): it holds no measurements"));
    }
    refuse(out, src, 1, QStringLiteral("row 0: unrecognised row; expected InferenceX aggregated rows (key \"hw\") or API rows (key \"metrics\")"));
}

void parseText(const SourceFile& src, const QString& text, ParsedFile& out)
{
    const CsvParseResult csv = parseCsv(text);
    if (!csv.error.isEmpty()) return refuse(out, src, csv.errorLine, csv.error);
    if (csv.records.isEmpty()) return refuse(out, src, 1, QStringLiteral("no data: only comments or blank lines"));
    const QStringList& header = csv.records.first().fields;
    if (isDashboardCsvHeader(header)) return parseDashboardCsv(src, csv, out);
    if (isApiCsvHeader(header)) return parseApiCsv(src, csv, out);
    const QString joined = header.join(QLatin1Char(',')).toLower();
    if (joined.contains(QLatin1String("power.draw")) || joined.contains(QLatin1String("socket_power"))
        || joined.contains(QLatin1String("power_w"))) {
        out.format = QStringLiteral("power-telemetry");
        return refuse(out, src, csv.records.first().line,
                      QStringLiteral("this is power telemetry, not benchmark results: use `denominator energy --result RESULT.json --telemetry FILE`"));
    }
    refuse(out, src, csv.records.first().line,
           QStringLiteral("unrecognised header: expected an InferenceX dashboard export (columns Throughput/GPU, "
                          "Concurrency, …) or API rows as CSV (hardware, conc, avg_power_w, …)"));
}

} // namespace

SourceFile SourceFile::fromBytes(const QString& path, QByteArray bytes)
{
    SourceFile s;
    s.path = path;
    s.fileName = QFileInfo(path).fileName();
    s.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    s.bytes = std::move(bytes);
    return s;
}

ParsedFile parseSource(const SourceFile& src, const ParseOptions& options)
{
    ParsedFile out;
    // Whitespace scans instead of trimmed(): a trimmed copy of a 100 MB file costs more than the check.
    const auto notSpace = [](char c) { return !std::isspace(uchar(c)); };
    if (std::none_of(src.bytes.cbegin(), src.bytes.cend(), notSpace)) {
        refuse(out, src, 1, QStringLiteral("empty file: expected JSON or CSV benchmark data"));
        return out;
    }
    if (const qsizetype nul = src.bytes.indexOf('\0'); nul >= 0) {
        refuse(out, src, lineOfByte(src.bytes, nul), QStringLiteral("binary data (a NUL byte at offset %1): expected a JSON or CSV text file").arg(nul));
        return out;
    }
    // JSON goes to nlohmann as bytes: it checks UTF-8 itself and names the line. Decoding a 100 MB
    // file into a QString first only cost time and memory.
    const qsizetype bom = src.bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const auto first = std::find_if(src.bytes.cbegin() + bom, src.bytes.cend(), notSpace);
    if (first != src.bytes.cend() && (*first == '[' || *first == '{')) {
        parseJson(src, options, out);
    } else {
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString text = utf8(src.bytes);
        if (utf8.hasError()) {
            refuse(out, src, 1, QStringLiteral("not UTF-8 text: expected a JSON or CSV text file"));
            return out;
        }
        parseText(src, text, out);
    }
    if (!out.ok()) {
        out.points.clear();
        out.claims.clear();
    }
    return out;
}

} // namespace denominator
