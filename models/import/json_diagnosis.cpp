// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/json_diagnosis.h"

#include <QStringList>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

namespace denominator {
namespace {

/// Follows the keys as the parser descends, and remembers where and why it stopped.
class KeyTracker : public nlohmann::json_sax<nlohmann::json> {
public:
    std::vector<std::string> path;
    size_t position = 0;
    std::string token, message;
    bool failed = false;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override
    {
        path.emplace_back();
        return true;
    }
    bool key(string_t& k) override
    {
        if (!path.empty()) path.back() = k;
        return true;
    }
    bool end_object() override
    {
        if (!path.empty()) path.pop_back();
        return true;
    }
    bool start_array(std::size_t) override
    {
        path.emplace_back("[]");
        return true;
    }
    bool end_array() override
    {
        if (!path.empty()) path.pop_back();
        return true;
    }
    bool parse_error(std::size_t pos, const std::string& last, const nlohmann::detail::exception& ex) override
    {
        failed = true;
        position = pos;
        token = last;
        message = ex.what();
        return false;
    }
};

QString fieldOf(const std::vector<std::string>& path)
{
    QStringList parts;
    for (const std::string& k : path)
        if (!k.empty() && k != "[]") parts << QString::fromStdString(k);
    return parts.join(QLatin1Char('.'));
}

/// nlohmann: "[json.exception.parse_error.101] parse error at line 1, column 31: syntax error while
/// parsing value - invalid literal; last read: '…'". Keeps what follows the position.
QString plain(const std::string& what)
{
    QString m = QString::fromStdString(what);
    if (m.startsWith(QLatin1Char('['))) m = m.mid(m.indexOf(QLatin1Char(']')) + 1).trimmed();
    if (const qsizetype col = m.indexOf(QLatin1String("column ")); col >= 0) m = m.mid(m.indexOf(QLatin1String(": "), col) + 2);
    return m;
}

} // namespace

Issue diagnoseJson(std::string_view bytes, const QString& file, qint64 line, int row, const QString& fastParserMessage)
{
    KeyTracker t;
    nlohmann::json::sax_parse(bytes.begin(), bytes.end(), &t, nlohmann::json::input_format_t::json, false);
    Issue issue{file, int(line), row, {}, {}};
    if (!t.failed) {
        issue.message = QStringLiteral("invalid JSON: %1").arg(fastParserMessage);
        return issue;
    }
    const size_t at = std::min(t.position, bytes.size());
    issue.line = int(line + std::count(bytes.begin(), bytes.begin() + qsizetype(at > 0 ? at - 1 : 0), '\n'));
    issue.field = fieldOf(t.path);
    const QString token = QString::fromStdString(t.token).left(40);
    // Python's json module writes NaN and Infinity, which JSON does not allow.
    const std::string_view here = bytes.substr(at > 0 ? at - 1 : 0, 10);
    const std::string_view before = bytes.substr(at > 1 ? at - 2 : 0, 10);
    const char* literal = here.starts_with("NaN")           ? "NaN"
                          : here.starts_with("Infinity")    ? "Infinity"
                          : before.starts_with("-Infinity") ? "-Infinity"
                                                            : nullptr;
    if (literal)
        issue.message = QStringLiteral("%1 is not a JSON number; expected a finite number").arg(QLatin1String(literal));
    else if (t.message.find("number overflow") != std::string::npos)
        issue.message = QStringLiteral("%1 is out of range; expected a finite number").arg(token);
    else if (at >= bytes.size())
        issue.message = QStringLiteral("JSON ends early (truncated?): %1").arg(plain(t.message));
    else
        issue.message = QStringLiteral("invalid JSON: %1").arg(plain(t.message));
    return issue;
}

} // namespace denominator
