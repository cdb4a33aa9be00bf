// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/json_document.h"

#include "core/json_diagnosis.h"
#include "core/json_keys.h"

#include <QFile>
#include <QFileInfo>
#include <simdjson.h>

namespace denominator {

Expected<QByteArray> readDocumentFile(const QString& path, qint64 maxBytes)
{
    const QFileInfo info(path);
    const auto refuse = [&](const QString& why) { return Issue{path, -1, -1, {}, why}; };
    if (!info.exists()) return refuse(QStringLiteral("cannot read: no such file"));
    if (info.isDir()) return refuse(QStringLiteral("is a folder; expected a file"));
    if (!info.isFile()) return refuse(QStringLiteral("is not a regular file (a pipe, socket or device); expected a file on disk"));
    if (info.size() > maxBytes)
        return refuse(QStringLiteral("is %1 bytes; expected a file of at most %2 MiB").arg(info.size()).arg(maxBytes >> 20));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return refuse(QStringLiteral("cannot read: %1").arg(f.errorString()));
    QByteArray bytes = f.read(maxBytes + 1);
    if (bytes.size() > maxBytes) return refuse(QStringLiteral("grew past %1 MiB while being read").arg(maxBytes >> 20));
    if (f.error() != QFile::NoError) return refuse(QStringLiteral("cannot read: %1").arg(f.errorString()));
    return bytes;
}

Expected<nlohmann::json> parseJsonDocument(const QByteArray& bytes, const QString& file)
{
    simdjson::dom::parser parser;
    if (parser.allocate(size_t(std::max<qsizetype>(bytes.size(), 64)), InputLimits::kMaxJsonDepth) != simdjson::SUCCESS)
        return Issue{file, -1, -1, {}, QStringLiteral("not enough memory to read this file")};
    simdjson::dom::element root;
    const auto code = parser.parse(bytes.constData(), size_t(bytes.size())).get(root);
    if (code != simdjson::SUCCESS) {
        const std::string_view view(bytes.constData(), size_t(bytes.size()));
        if (code == simdjson::DEPTH_ERROR)
            return Issue{file,
                         -1,
                         -1,
                         {},
                         QStringLiteral("nested deeper than %1 levels; expected a Denominator document").arg(InputLimits::kMaxJsonDepth)};
        return diagnoseJson(view, file, 1, -1, QString::fromUtf8(simdjson::error_message(code)));
    }
    if (const auto path = repeatedKeyPath(root))
        return Issue{file, -1, -1, QString::fromStdString(*path), QString::fromLatin1(kRepeatedKeyProblem)};
    nlohmann::json doc = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (doc.is_discarded()) return Issue{file, -1, -1, {}, QStringLiteral("invalid JSON")};
    return doc;
}

} // namespace denominator
