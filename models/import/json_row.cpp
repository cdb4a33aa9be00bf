// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/json_row.h"

#include <limits>

#include "core/json_keys.h"

#include <QRegularExpression>

#include <array>
#include <cmath>

namespace denominator {

namespace {
constexpr size_t kSlots = 128;  ///< a power of two, at least twice kMaxKeys
constexpr size_t kMinKeys = 12; ///< fewer: comparing every key is as quick
constexpr size_t kMaxKeys = 64; ///< more: the object is looked through as it is

/// Length and three letters: enough to tell most field names apart; probing settles the rest.
size_t hashOf(std::string_view key)
{
    const size_t n = key.size();
    if (n == 0) return 0;
    const auto letter = [&](size_t i) { return size_t(uint8_t(key[i])); };
    return n * 0x9E37u ^ letter(0) * 0x2F1u ^ letter(n / 2) * 0x1Fu ^ letter(n - 1) * 0x53u;
}
} // namespace

struct JsonRowCache::Table {
    const char* owner = nullptr;             ///< the bytes of the indexed object's first key: which object it is
    std::array<uint8_t, kSlots> positions{}; ///< 0: empty; else 1 + the position in `keys`
    std::array<std::string_view, kMaxKeys> keys;
    std::array<simdjson::dom::element, kMaxKeys> values;
    std::optional<std::string_view> repeated; ///< the first key the object holds twice

    /// The slot holding `key`, or the empty slot where it would go.
    size_t slotOf(std::string_view key) const
    {
        size_t i = hashOf(key) & (kSlots - 1);
        while (positions[i] != 0 && keys[positions[i] - 1] != key) i = (i + 1) & (kSlots - 1);
        return i;
    }

    void build(simdjson::dom::object obj, const char* first)
    {
        owner = first;
        positions.fill(0);
        repeated.reset();
        uint8_t count = 0;
        for (const auto field : obj) {
            const size_t i = slotOf(field.key);
            if (positions[i] != 0) { // a repeated key: the first one counts, as for at_key, and keysOnce() refuses the row
                if (!repeated) repeated = field.key;
                continue;
            }
            keys[count] = field.key;
            values[count] = field.value;
            positions[i] = ++count;
        }
    }
};

JsonRowCache::JsonRowCache() : m_tables(std::make_unique<Table[]>(2)) {}
JsonRowCache::~JsonRowCache() = default;

void JsonRowCache::clear() { m_tables[0].owner = m_tables[1].owner = nullptr; }

namespace {
const char kUnindexedTag = 0;
const char* const kUnindexed = &kUnindexedTag; ///< an identity that no object's key has
} // namespace

JsonRowCache::Table* JsonRowCache::tableOf(simdjson::dom::object obj, const char*& identity)
{
    if (!identity) {
        const size_t n = obj.size();
        identity = n < kMinKeys || n > kMaxKeys ? kUnindexed : (*obj.begin()).key.data();
    }
    if (identity == kUnindexed) return nullptr;
    Table* t = m_tables[0].owner == identity ? &m_tables[0] : m_tables[1].owner == identity ? &m_tables[1] : nullptr;
    if (!t) {
        t = &m_tables[m_next];
        m_next ^= 1;
        t->build(obj, identity);
    }
    return t;
}

std::optional<std::string_view> JsonRowCache::repeatedKey(simdjson::dom::object obj, const char*& identity)
{
    const Table* t = tableOf(obj, identity);
    return t ? t->repeated : firstRepeatedKey(obj);
}

simdjson::simdjson_result<simdjson::dom::element> JsonRowCache::find(simdjson::dom::object obj, const char*& identity, std::string_view key)
{
    const Table* t = tableOf(obj, identity);
    if (!t) return obj.at_key(key);
    const size_t i = t->slotOf(key);
    if (t->positions[i] == 0) return simdjson::NO_SUCH_FIELD;
    return simdjson::dom::element(t->values[t->positions[i] - 1]);
}

QString JsonRowCache::text(std::string_view s)
{
    constexpr size_t kLongest = 256;  ///< longer texts are rarely repeated
    constexpr qsizetype kMost = 4096; ///< distinct texts kept; then the table starts again
    if (s.size() > kLongest) return QString::fromUtf8(s.data(), qsizetype(s.size()));
    if (const auto it = m_texts.constFind(QByteArray::fromRawData(s.data(), qsizetype(s.size()))); it != m_texts.cend()) return *it;
    if (m_texts.size() >= kMost) m_texts.clear();
    QString t = QString::fromUtf8(s.data(), qsizetype(s.size()));
    m_texts.insert(QByteArray(s.data(), qsizetype(s.size())), t);
    return t;
}

QString JsonRow::decoded(std::string_view s) const { return m_cache ? m_cache->text(s) : QString::fromUtf8(s.data(), qsizetype(s.size())); }

std::optional<simdjson::dom::element> JsonRow::find(const char* key) const
{
    simdjson::dom::element v;
    const auto found = m_cache ? m_cache->find(m_obj, m_identity, key) : m_obj.at_key(key);
    if (found.get(v) != simdjson::SUCCESS) return std::nullopt;
    return v;
}

bool JsonRow::contains(const char* key) const { return find(key).has_value(); }

bool JsonRow::has(const char* key) const
{
    const auto v = find(key);
    return v && !v->is_null();
}

QString JsonRow::peekText(const char* key) const
{
    std::string_view s;
    const auto v = find(key);
    if (!v || v->get(s) != simdjson::SUCCESS) return {};
    return decoded(s);
}

std::optional<qint64> JsonRow::peekId(const char* key) const
{
    const auto v = find(key);
    if (!v) return std::nullopt;
    int64_t i = 0;
    uint64_t u = 0;
    if (v->get(i) == simdjson::SUCCESS) return i >= 0 ? std::optional<qint64>(i) : std::nullopt;
    if (v->get(u) == simdjson::SUCCESS)
        return u <= uint64_t(std::numeric_limits<qint64>::max()) ? std::optional<qint64>(qint64(u)) : std::nullopt;
    bool ok = false;
    const qint64 parsed = peekText(key).toLongLong(&ok);
    return ok && parsed >= 0 ? std::optional<qint64>(parsed) : std::nullopt;
}

bool JsonRow::isObject(const char* key) const
{
    const auto v = find(key);
    return v && v->is_object();
}

bool JsonRow::keysOnce()
{
    const auto key = m_cache ? m_cache->repeatedKey(m_obj, m_identity) : firstRepeatedKey(m_obj);
    if (!key) return true;
    ++*m_failures;
    m_ctx.fail(m_line, m_row, m_prefix + QString::fromUtf8(key->data(), qsizetype(key->size())), QString::fromLatin1(kRepeatedKeyProblem));
    return false;
}

void JsonRow::fail(const char* key, const QString& message)
{
    ++*m_failures;
    m_ctx.fail(m_line, m_row, m_prefix + QString::fromUtf8(key), message);
}

QString JsonRow::found(const simdjson::dom::element& v) const
{
    switch (v.type()) {
    case simdjson::dom::element_type::STRING: {
        std::string_view s;
        if (v.get(s) != simdjson::SUCCESS) return QStringLiteral("a string");
        return QStringLiteral("the string \"%1\"").arg(QString::fromUtf8(s.data(), qsizetype(std::min<size_t>(s.size(), 40))));
    }
    case simdjson::dom::element_type::OBJECT: return QStringLiteral("an object");
    case simdjson::dom::element_type::ARRAY: return QStringLiteral("an array");
    case simdjson::dom::element_type::BOOL: return QStringLiteral("a boolean");
    case simdjson::dom::element_type::NULL_VALUE: return QStringLiteral("null");
    default: return QStringLiteral("a number");
    }
}

std::optional<JsonRow> JsonRow::object(const char* key, bool required)
{
    const auto v = find(key);
    if (!v || v->is_null()) {
        if (required) fail(key, QStringLiteral("missing; expected an object"));
        return std::nullopt;
    }
    simdjson::dom::object o;
    if (v->get(o) != simdjson::SUCCESS) {
        fail(key, QStringLiteral("expected an object, found %1").arg(found(*v)));
        return std::nullopt;
    }
    JsonRow nested(o, m_ctx, m_line, m_row, m_cache, m_prefix + QString::fromUtf8(key) + QLatin1Char('.'));
    nested.m_failures = m_failures;
    if (!nested.keysOnce()) return std::nullopt;
    return nested;
}

double JsonRow::checked(const char* key, double v, const FieldRule& rule)
{
    if (const auto fits = checkRule(v, rule); !fits) {
        fail(key, fits.error().message);
        return kNaN;
    }
    return v;
}

double JsonRow::optNumber(const char* key, const FieldRule& rule)
{
    const auto v = find(key);
    if (!v || v->is_null()) return kNaN;
    double d = 0;
    if (v->get(d) != simdjson::SUCCESS) {
        fail(key, QStringLiteral("expected %1 (a number), found %2").arg(QString::fromLatin1(rule.expectation), found(*v)));
        return kNaN;
    }
    return checked(key, d, rule);
}

double JsonRow::number(const char* key, const FieldRule& rule)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected %1").arg(QString::fromLatin1(rule.expectation)));
        return kNaN;
    }
    return optNumber(key, rule);
}

int JsonRow::optInteger(const char* key, const FieldRule& rule, int fallback)
{
    if (!has(key)) return fallback;
    const double d = optNumber(key, FieldRule{rule.expectation, rule.min, rule.max, true, rule.minExclusive});
    return std::isfinite(d) ? int(d) : fallback;
}

int JsonRow::integer(const char* key, const FieldRule& rule)
{
    if (!has(key)) {
        fail(key, QStringLiteral("missing; expected %1").arg(QString::fromLatin1(rule.expectation)));
        return 0;
    }
    return optInteger(key, rule, 0);
}

QString JsonRow::optText(const char* key, const TextRule& rule)
{
    const auto v = find(key);
    if (!v || v->is_null()) return {};
    QString out;
    std::string_view s;
    int64_t i = 0;
    if (v->get(s) == simdjson::SUCCESS)
        out = decoded(s);
    else if (v->get(i) == simdjson::SUCCESS)
        out = QString::number(i);
    else {
        fail(key, QStringLiteral("expected %1 (a string), found %2").arg(QString::fromLatin1(rule.expectation), found(*v)));
        return {};
    }
    if (const auto fits = checkRule(out, rule); !fits) {
        fail(key, fits.error().message);
        return {};
    }
    return out;
}

QString JsonRow::text(const char* key, const TextRule& rule)
{
    const int before = failures();
    QString s = has(key) ? optText(key, rule) : QString();
    if (s.trimmed().isEmpty() && failures() == before)
        fail(key, QStringLiteral("missing or empty; expected %1").arg(QString::fromLatin1(rule.expectation)));
    return s;
}

QStringList JsonRow::optTextList(const char* key, const TextRule& rule)
{
    const auto v = find(key);
    if (!v || v->is_null()) return {};
    QStringList out;
    simdjson::dom::array items;
    if (v->get(items) != simdjson::SUCCESS) {
        static const QRegularExpression separators(QStringLiteral("[,;]"));
        for (const QString& item : optText(key, rule).split(separators, Qt::SkipEmptyParts))
            if (!item.trimmed().isEmpty()) out << item.trimmed();
        return out;
    }
    for (const simdjson::dom::element item : items) {
        std::string_view s;
        if (item.get(s) != simdjson::SUCCESS) {
            fail(key, QStringLiteral("expected a list of strings, found %1 in it").arg(found(item)));
            return {};
        }
        out << decoded(s);
        if (const auto fits = checkRule(out.back(), rule); !fits) {
            fail(key, fits.error().message);
            return {};
        }
    }
    return out;
}

bool JsonRow::optFlag(const char* key, bool fallback)
{
    const auto v = find(key);
    if (!v || v->is_null()) return fallback;
    bool b = false;
    int64_t i = 0;
    std::string_view s;
    if (v->get(b) == simdjson::SUCCESS) return b;
    if (v->get(i) == simdjson::SUCCESS && (i == 0 || i == 1)) return i != 0;
    if (v->get(s) == simdjson::SUCCESS) {
        const QString t = QString::fromUtf8(s.data(), qsizetype(s.size())).trimmed().toLower();
        if (t == QLatin1String("true") || t == QLatin1String("1")) return true;
        if (t == QLatin1String("false") || t == QLatin1String("0") || t.isEmpty()) return false;
    }
    fail(key, QStringLiteral("expected true or false, found %1").arg(found(*v)));
    return fallback;
}

} // namespace denominator
