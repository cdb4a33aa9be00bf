// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/names.h"

#include "core/json_document.h"
#include "core/resources.h"
#include "import/string_memo.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

namespace denominator::names {
namespace {

struct Tables {
    QHash<QString, QString> displayByKey; ///< dsr1 -> DeepSeek-R1-0528
    QHash<QString, QString> unverified;   ///< key -> why its display name is not confirmed
    QHash<QString, QString> keyByPrefix;  ///< lower-case alias -> key
    QHash<QString, QString> keyByPath;    ///< hub id / path as written -> key
    QHash<QString, QString> keyByLowerPath;
    QSet<QString> hardware;
    QHash<QString, Framework> frameworks; ///< alias -> canonical
    QHash<QString, QString> precisions;
    QRegularExpression precisionSuffix;

    void merge(const nlohmann::json& doc)
    {
        const auto strings = [&](const char* key, auto&& put) {
            if (const auto it = doc.find(key); it != doc.end() && it->is_object())
                for (auto e = it->begin(); e != it->end(); ++e)
                    if (e->is_string()) put(QString::fromStdString(e.key()), QString::fromStdString(e->get<std::string>()));
        };
        strings("models", [&](const QString& k, const QString& v) { displayByKey.insert(k.toLower(), v); });
        strings("unverified_models", [&](const QString& k, const QString& v) { unverified.insert(k.toLower(), v); });
        strings("model_prefix_aliases", [&](const QString& k, const QString& v) { keyByPrefix.insert(k.toLower(), v.toLower()); });
        strings("model_paths", [&](const QString& k, const QString& v) {
            keyByPath.insert(k, v.toLower());
            keyByLowerPath.insert(k.toLower(), v.toLower());
        });
        strings("precisions", [&](const QString& k, const QString& v) { precisions.insert(k.toLower(), v.toLower()); });
        if (const auto it = doc.find("hardware"); it != doc.end() && it->is_array())
            for (const auto& h : *it)
                if (h.is_string()) hardware.insert(QString::fromStdString(h.get<std::string>()).toLower());
        if (const auto it = doc.find("frameworks"); it != doc.end() && it->is_object())
            for (auto e = it->begin(); e != it->end(); ++e) {
                if (!e->is_object() || !e->contains("name") || !e->at("name").is_string()) continue;
                Framework f{QString::fromStdString(e->at("name").get<std::string>()).toLower(), false};
                f.disagg = e->contains("disagg") && e->at("disagg").is_boolean() && e->at("disagg").get<bool>();
                frameworks.insert(QString::fromStdString(e.key()).toLower(), f);
            }
        if (const auto it = doc.find("model_precision_suffix"); it != doc.end() && it->is_string())
            precisionSuffix = QRegularExpression(QString::fromStdString(it->get<std::string>()), QRegularExpression::CaseInsensitiveOption);
    }
};

void mergeFile(Tables& t, const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return;
    if (const auto doc = parseJsonDocument(f.readAll(), path)) t.merge(*doc);
}

const Tables& tables()
{
    static const Tables t = [] {
        Tables x;
        initResources();
        mergeFile(x, QStringLiteral(":/data/names.json"));
        const QString user = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
        if (!user.isEmpty()) mergeFile(x, QDir(user).filePath(QStringLiteral("names.json")));
        return x;
    }();
    return t;
}

/// A prefix resolves to a key directly, through an alias, or after dropping a precision suffix.
QString keyOfPrefix(const QString& prefix)
{
    const Tables& t = tables();
    QString lower = prefix.trimmed().toLower();
    if (lower.isEmpty()) return {};
    if (t.displayByKey.contains(lower)) return lower;
    if (t.keyByPrefix.contains(lower)) return t.keyByPrefix.value(lower);
    QString stripped = lower;
    stripped.remove(t.precisionSuffix);
    if (t.displayByKey.contains(stripped)) return stripped;
    return t.keyByPrefix.value(stripped);
}

/// The key whose display name (or key) a bare model name or path component spells.
QString keyOfName(const QString& name)
{
    const Tables& t = tables();
    QString lower = name.trimmed().toLower();
    lower.remove(t.precisionSuffix);
    for (auto it = t.displayByKey.begin(); it != t.displayByKey.end(); ++it)
        if (it.value().toLower() == lower || it.key() == lower) return it.key();
    // A checkpoint folder that spells the model inside a longer name ("openai--gpt-oss-120b").
    for (auto it = t.displayByKey.begin(); it != t.displayByKey.end(); ++it)
        if (it.value().size() >= 6 && lower.contains(it.value().toLower())) return it.key();
    return {};
}

QString modelUncached(const QString& prefix, const QString& modelIdOrPath)
{
    const QString key = modelKey(prefix, modelIdOrPath);
    if (!key.isEmpty()) {
        const QString display = modelDisplayName(key);
        return display.isEmpty() ? key : display;
    }
    const QString last = modelIdOrPath.trimmed().section(QLatin1Char('/'), -1);
    return last.isEmpty() ? prefix.trimmed() : last;
}

QString hardwareUncached(const QString& raw)
{
    static const QRegularExpression indexSuffix(QStringLiteral("_\\d+$"));
    QString h = raw.trimmed().toLower();
    h = h.section(QLatin1Char(':'), -1);
    h.remove(indexSuffix);
    const QString base = h.section(QLatin1Char('-'), 0, 0);
    return isKnownHardware(base) ? base : h;
}

Framework frameworkUncached(const QString& raw, std::optional<bool> explicitDisagg)
{
    const QString lower = raw.trimmed().toLower();
    const auto alias = tables().frameworks.find(lower);
    if (alias != tables().frameworks.end() && alias->disagg) return *alias;
    Framework f{alias != tables().frameworks.end() ? alias->name : lower, false};
    if (f.name.startsWith(QLatin1String("mori-")))
        f.disagg = true;
    else
        f.disagg = explicitDisagg.value_or(f.name.startsWith(QLatin1String("dynamo-")));
    return f;
}

} // namespace

QString modelKey(const QString& prefix, const QString& modelIdOrPath)
{
    if (QString k = keyOfPrefix(prefix); !k.isEmpty()) return k;
    const Tables& t = tables();
    const QString path = modelIdOrPath.trimmed();
    if (path.isEmpty()) return {};
    if (t.keyByPath.contains(path)) return t.keyByPath.value(path);
    if (t.keyByLowerPath.contains(path.toLower())) return t.keyByLowerPath.value(path.toLower());
    if (QString k = keyOfPrefix(path); !k.isEmpty()) return k;
    return keyOfName(path.section(QLatin1Char('/'), -1));
}

QString modelDisplayName(const QString& key) { return tables().displayByKey.value(key.toLower()); }

QStringList modelKeysForDisplayName(const QString& displayName)
{
    QStringList keys;
    const Tables& t = tables();
    for (auto it = t.displayByKey.begin(); it != t.displayByKey.end(); ++it)
        if (it.value().compare(displayName, Qt::CaseInsensitive) == 0) keys << it.key();
    keys.sort();
    return keys;
}

QStringList modelDisplayNames()
{
    QStringList out = tables().displayByKey.values();
    out.removeDuplicates();
    out.sort();
    return out;
}

QString model(const QString& prefix, const QString& modelIdOrPath)
{
    thread_local StringMemo<QString, std::pair<QString, QString>> memo;
    return memo.get({prefix, modelIdOrPath}, [&] { return modelUncached(prefix, modelIdOrPath); });
}

QString hardware(const QString& raw)
{
    thread_local StringMemo<QString> memo;
    return memo.get(raw, [&] { return hardwareUncached(raw); });
}

QString unverifiedModel(const QString& key) { return tables().unverified.value(key.trimmed().toLower()); }

bool isKnownHardware(const QString& key) { return tables().hardware.contains(key.toLower()); }

Framework framework(const QString& raw, std::optional<bool> explicitDisagg)
{
    thread_local StringMemo<Framework, std::pair<QString, int>> memo;
    return memo.get({raw, explicitDisagg ? int(*explicitDisagg) : -1}, [&] { return frameworkUncached(raw, explicitDisagg); });
}

QString precision(const QString& raw)
{
    thread_local StringMemo<QString> memo;
    return memo.get(raw, [&] {
        const QString lower = raw.trimmed().toLower();
        return tables().precisions.value(lower, lower);
    });
}

QString specMethod(const QString& raw)
{
    const QString lower = raw.trimmed().toLower();
    return lower.isEmpty() ? QStringLiteral("none") : lower;
}

} // namespace denominator::names
