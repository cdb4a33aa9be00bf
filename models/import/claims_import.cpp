// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Claims files ("format": "denominator-claims"): each valid claim is stored with its JSON text.

#include "import/import_driver.h"
#include "import/importer.h"
#include "literacy/claims.h"

#include <nlohmann/json.hpp>

namespace denominator {
namespace {

class ClaimsFile : public JsonDocumentImporter {
public:
    QString format() const override { return QStringLiteral("denominator-claims"); }
    QString describe() const override { return QStringLiteral("a claims file (\"format\": \"denominator-claims\")"); }
    /// Whose numbers: the claimants', as published (not InferenceX's, whatever systems they name).
    QString defaultSource() const override { return QStringLiteral("published claims"); }
    bool recognises(const nlohmann::json& doc) const override { return looksLikeClaims(doc); }

    void importDocument(const nlohmann::json& doc, ImportContext& ctx) const override
    {
        QList<Issue> errors;
        const QList<Claim> claims = parseClaims(doc, ctx.source.path(), errors);
        for (Issue& e : errors) ctx.sink.addIssue(std::move(e));
        if (!ctx.sink.ok()) return;
        const auto& array = doc.at("claims");
        for (const Claim& c : claims)
            for (const auto& j : array)
                if (j.is_object() && j.contains("id") && j.at("id").is_string() && j.at("id").get<std::string>() == c.id.toStdString())
                    ctx.sink.addClaim(ClaimRecord{c.id, QByteArray::fromStdString(j.dump())});
    }
};

} // namespace

Expected<QList<Claim>> readClaims(const SourceFile& src)
{
    const ParsedFile parsed = parseSource(src);
    if (!parsed.ok()) return parsed.errors.first();
    if (parsed.format != claimsImporter().format())
        return Issue{src.path,
                     -1,
                     -1,
                     {},
                     QStringLiteral("not a claims file (this is %1); expected \"format\": \"denominator-claims\"").arg(parsed.format)};
    QList<Claim> out;
    for (const ClaimRecord& r : parsed.claims) {
        const auto c = parseClaimRecord(r, src.path);
        if (!c) return c.error();
        out << *c;
    }
    return out;
}

const JsonDocumentImporter& claimsImporter()
{
    static const ClaimsFile instance;
    return instance;
}

} // namespace denominator
