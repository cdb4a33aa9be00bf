// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "import/import_sink.h"

#include "core/counted.h"
#include "core/json_document.h"
#include "core/sha256.h"
#include "import/names.h"
#include "import/point_rules.h"

#include <QDir>
#include <QFileInfo>
#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace denominator {

QString optionsText(const ParseOptions& o)
{
    nlohmann::json j = nlohmann::json::object();
    if (o.gpus != 0) j["gpus"] = o.gpus;
    if (!o.hardware.isEmpty()) j["hardware"] = o.hardware.toStdString();
    if (!o.precision.isEmpty()) j["precision"] = o.precision.toStdString();
    if (!o.sourceName.isEmpty()) j["source"] = o.sourceName.toStdString();
    if (!o.e2eByRowId.isEmpty()) {
        const auto value = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr); };
        nlohmann::json byId = nlohmann::json::object();
        for (auto it = o.e2eByRowId.cbegin(); it != o.e2eByRowId.cend(); ++it)
            byId[std::to_string(it.key())] = nlohmann::json::array({value(it->p75), value(it->p90)});
        j["e2e_norm_intvty"] = std::move(byId); // [p75, p90] per row id; null: no trace
        j["e2e_from"] = o.e2eOrigin.toStdString();
    }
    return j.empty() ? QString() : QString::fromStdString(j.dump());
}

ParseOptions optionsFromText(const QString& text)
{
    ParseOptions o;
    if (text.isEmpty()) return o;
    const nlohmann::json j = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (!j.is_object()) return o;
    const auto string = [&](const char* key) {
        const auto it = j.find(key);
        return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
    };
    if (const auto gpus = j.find("gpus"); gpus != j.end() && gpus->is_number_integer()) o.gpus = gpus->get<int>();
    o.hardware = string("hardware");
    o.precision = string("precision");
    o.sourceName = string("source");
    if (const auto e2e = j.find("e2e_norm_intvty"); e2e != j.end() && e2e->is_object()) {
        const auto value = [](const nlohmann::json& v) { return v.is_number() ? v.get<double>() : kNaN; };
        for (const auto& [key, pair] : e2e->items()) {
            char* end = nullptr;
            const long long id = std::strtoll(key.c_str(), &end, 10);
            if (end == key.c_str() || *end != '\0' || !pair.is_array() || pair.size() != 2) continue;
            o.e2eByRowId.insert(id, {value(pair[0]), value(pair[1])});
        }
        o.e2eOrigin = string("e2e_from");
    }
    return o;
}

QString optionsSummary(const QString& text)
{
    nlohmann::json j = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (!j.is_object() || !j.contains("e2e_norm_intvty")) return text;
    const ParseOptions o = optionsFromText(text);
    j.erase("e2e_norm_intvty");
    j.erase("e2e_from");
    const QString rest = j.empty() ? QString() : QString::fromStdString(j.dump()) + QStringLiteral(" and ");
    return rest +
           QStringLiteral("E2E-normalised interactivity of %1 (%2)").arg(counted(o.e2eByRowId.size(), QStringLiteral("row")), o.e2eOrigin);
}

void ImportSink::addIssue(Issue issue)
{
    ++issueCount;
    if (errors.size() < InputLimits::kMaxIssues) errors << std::move(issue);
}

void ImportContext::fail(qint64 line, int row, const QString& field, const QString& message) const
{
    sink.addIssue(Issue{source.path(), int(std::min<qint64>(line, INT_MAX)), row, field, message});
}

Expected<QByteArray> ImportContext::readBeside(const QString& path) const
{
    auto bytes = readDocumentFile(path);
    if (bytes)
        sink.filesRead << FileRead{QDir::cleanPath(QFileInfo(path).absoluteFilePath()), Sha256::hexOf(bytes.value()), bytes.value().size()};
    return bytes;
}

void ImportContext::addPoint(BenchmarkPoint&& p, qint64 line, int row) const
{
    if (const auto problem = implausibleField(p)) return fail(line, row, problem->field, problem->message);
    if (const QString why = names::unverifiedModel(p.modelRaw); !why.isEmpty()) {
        const QString note = QStringLiteral("model %1 shown as %2: the name is unverified (%3)").arg(p.modelRaw, p.model, why);
        if (!sink.notes.contains(note)) sink.notes << note;
    }
    sink.addPoint(std::move(p));
}

void ParsedFile::addPoint(BenchmarkPoint&& p)
{
    ++pointsAdded;
    points << std::move(p);
}

void ParsedFile::addClaim(ClaimRecord&& c)
{
    ++claimsAdded;
    claims << std::move(c);
}

} // namespace denominator
