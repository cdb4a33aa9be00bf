// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// `denominator claim` (re-derive a published claim) and `denominator hardware` (specs and overrides).

#include "cli.h"
#include "cli_common.h"

#include "core/resources.h"
#include "literacy/claim_assessment.h"
#include "session/claim_card.h"
#include "session/session.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace denominator::cli {
namespace {

QList<Claim> claimsFromFile(const QString& path)
{
    const auto src = SourceFile::read(path);
    if (!src) throw UsageError{src.error().toString()};
    const auto claims = readClaims(*src);
    if (!claims) throw UsageError{claims.error().toString()};
    return *claims;
}

/// Stored claims and the built-in ones (always available).
QList<Claim> knownClaims(const QCommandLineParser& p)
{
    QList<Claim> all;
    if (p.isSet(QStringLiteral("db")) || QFileInfo::exists(Store::defaultPath())) {
        const StoredClaims stored = orStop(openStore(p, Store::Access::Read)->claims());
        for (const Issue& i : stored.issues) err() << "warning: " << i.toString() << '\n';
        all = stored.claims;
    }
    all << claimsFromFile(bundledDataFiles().constFirst());
    return all;
}

QList<Claim> findClaims(const QCommandLineParser& p, const QString& idOrFile)
{
    if (QFileInfo::exists(idOrFile)) return claimsFromFile(idOrFile);
    const QList<Claim> all = knownClaims(p);
    for (const Claim& c : all)
        if (c.id == idOrFile) return {c};
    QStringList ids;
    for (const Claim& c : all)
        if (!ids.contains(c.id)) ids << c.id;
    throw UsageError{QStringLiteral("no claim \"%1\" (known: %2)").arg(idOrFile, ids.join(QStringLiteral(", ")))};
}

/// "1.9x", or "n/a" (never "n/ax") when the ratio cannot be formed.
QString timesX(double v, int significant = 3)
{
    return isKnown(v) ? formatNumber(v, significant) + QLatin1Char('x') : QStringLiteral("n/a");
}

/// " (range 1.21x to 2.42x)", " (at least 1.21x: open above, ...)", or nothing for a single value.
QString rangeWords(double lo, double hi)
{
    if (std::isnan(lo) || std::isnan(hi) || lo == hi) return {};
    if (hi == kOpenAbove)
        return QStringLiteral(" (at least %1x: open above, as a draw is known only as an upper bound)").arg(formatNumber(lo, 3));
    if (lo == 0) return QStringLiteral(" (at most %1x: open below, as a draw is known only as an upper bound)").arg(formatNumber(hi, 3));
    return QStringLiteral(" (range %1x to %2x)").arg(formatNumber(lo, 3), formatNumber(hi, 3));
}

void printAssessment(const ClaimAssessment& a)
{
    for (const ClaimQuestion& q : a.questions)
        out() << "  " << (q.primary ? "" : "(secondary) ") << q.question << " " << toString(q.state) << ": " << q.reason << '\n';
    for (const ClaimReading& r : a.readings) {
        out() << "  reading: " << r.label << ": " << timesX(r.ratio);
        out() << rangeWords(r.ratioMin, r.ratioMax);
        out() << " - " << r.explanation << '\n';
    }
    for (const QString& n : a.notes) out() << "  * " << n << '\n';
}

nlohmann::json claimJson(const Claim& c, const ClaimRederivation& rd, const ClaimAssessment& assessment)
{
    nlohmann::json systems = nlohmann::json::array();
    for (const ClaimSystem& s : c.systems)
        systems.push_back({{"label", s.label.toStdString()},
                           {"hardware", s.hardware.toStdString()},
                           {"published_tokens_per_s_per_kw", isKnown(s.value) ? nlohmann::json(s.value) : nlohmann::json(nullptr)},
                           {"rated_w", isKnown(s.denominatorWatts) ? nlohmann::json(s.denominatorWatts) : nlohmann::json(nullptr)},
                           {"measured_w", isKnown(s.measuredWatts) ? nlohmann::json(s.measuredWatts) : nlohmann::json(nullptr)}});
    nlohmann::json unstated = nlohmann::json::array();
    for (const QString& u : c.unstated) unstated.push_back(u.toStdString());
    return {{"id", c.id.toStdString()},
            {"title", c.title.toStdString()},
            {"claimant", c.claimant.toStdString()},
            {"published_ratio", c.publishedRatio},
            {"ratio_from_published_values", c.ratioAsPublished()},
            {"systems", systems},
            {"unstated", unstated},
            {"rederived", toJson(rd)},
            {"assessment", toJson(assessment)}};
}

/// The claim `id` of `claims`, or nothing.
const Claim* claimById(const QList<Claim>& claims, const QString& id)
{
    const auto it = std::find_if(claims.begin(), claims.end(), [&](const Claim& c) { return c.id == id; });
    return it == claims.end() ? nullptr : &*it;
}

/// `claim ID --card FILE.pdf`: the card of a claim the database holds (so that `verify` can check it).
void writeCard(const QCommandLineParser& p, const QString& id, const Assumptions& reading)
{
    if (!guiParts().claimCard) throw UsageError{QStringLiteral("--card is drawn by denominator-gui")};
    auto store = openStore(p, Store::Access::Read);
    if (orStop(store->pointCount()) == 0) { // a new database gets the bundled data and claims, as the window does
        store.reset();
        store = openStore(p);
        loadBundledData(*store);
    }
    QList<Claim> stored = orStop(store->claims()).claims;
    const auto refuseMissing = [&] {
        return UsageError{QStringLiteral("--card: the database holds no claim \"%1\"; import its claims file first "
                                         "(`denominator import FILE`), so that the card's numbers can be verified from it")
                              .arg(id)};
    };
    if (!claimById(stored, id)) {
        // A built-in claim of a database that was not empty at its first start (created by an
        // import): the built-in claims file is stored, as the window stores it then, so that
        // `verify` finds the card's claim. Only where none of its claims is held: storing it
        // would replace claims of the same ids from another file.
        const QString bundledClaims = bundledDataFiles().constFirst();
        const QList<Claim> builtin = claimsFromFile(bundledClaims);
        const Claim* wanted = claimById(builtin, id);
        const bool noneHeld = std::none_of(builtin.begin(), builtin.end(), [&](const Claim& c) { return claimById(stored, c.id); });
        if (!wanted || !noneHeld) throw refuseMissing();
        // The card must be possible before anything is written.
        if (const auto trial = makeClaimCard(*wanted, builtin, orStop(store->workloads()), reading); !trial)
            throw UsageError{QStringLiteral("--card: ") + trial.error().toString()};
        store.reset();
        store = openStore(p);
        QFile f(bundledClaims);
        if (!f.open(QIODevice::ReadOnly)) throw UsageError{QStringLiteral("%1: cannot read the built-in claims").arg(bundledClaims)};
        const ImportReport r = store->importBytes(bundledClaims, f.readAll(), true);
        if (!r.ok()) throw UsageError{r.errors.value(0).toString()};
        if (r.inserted > 0)
            err() << "note: stored the built-in claims (" << bundledClaims << ") in " << store->path()
                  << ", so that the card can be verified from it\n";
        stored = orStop(store->claims()).claims;
    }
    const Claim* claim = claimById(stored, id);
    if (!claim) throw refuseMissing();
    const auto made = makeClaimCard(*claim, stored, orStop(store->workloads()), reading);
    if (!made) throw UsageError{QStringLiteral("--card: ") + made.error().toString()};
    const ClaimCard& card = *made;
    const QString path = p.value(QStringLiteral("card"));
    guiParts().claimCard(card, orStop(chartInputsFor(*store, orStop(catalogFor(*store)), card.scenario)), path);
    (p.isSet(QStringLiteral("json")) ? err() : out())
        << "wrote " << path << " (claim card of " << id << "; check it with `" << verifyCommandFor(path) << "`)\n";
}

} // namespace

int runClaim(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("denominator"), QStringLiteral("rated (also tdp) | measured (default rated)."), QStringLiteral("D")});
    addAssumptionOption(p, *assumptionField("unknown_draw"));
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    p.addOption({QStringLiteral("card"),
                 QStringLiteral("Also write the claim's card: a one-page PDF with the published figure, the three questions, the "
                                "re-derived figure, its waterfall and the line that verifies it."),
                 QStringLiteral("FILE.pdf")});
    p.addPositionalArgument(QStringLiteral("ID|FILE"),
                            QStringLiteral("A claim id (see the built-in jalapeno-* claims) or a claims JSON file."));
    parseOrThrow(p, args, QStringLiteral("Re-derive a published efficiency claim under another denominator."));
    if (p.positionalArguments().size() != 1) throw UsageError{QStringLiteral("give one claim id or claims file")};
    QString denom = p.value(QStringLiteral("denominator")).isEmpty() ? QStringLiteral("rated") : p.value(QStringLiteral("denominator"));
    if (denom == QLatin1String("tdp")) denom = QStringLiteral("rated"); // compare's word for the same denominator
    if (denom != QLatin1String("rated") && denom != QLatin1String("measured"))
        throw UsageError{QStringLiteral("--denominator: expected rated (or tdp) or measured, got \"%1\"").arg(denom)};
    // The range's one parser and its bounds are the assumption's (core/assumption_fields.h).
    Assumptions draw;
    if (p.isSet(QStringLiteral("unknown-draw")))
        if (const auto set = assumptionField("unknown_draw")->parseText(p.value(QStringLiteral("unknown-draw")), draw); !set)
            throw UsageError{QStringLiteral("--unknown-draw: %1").arg(set.error().message)};
    const double lo = draw.unknownDrawLow, hi = draw.unknownDrawHigh;
    const QList<Claim> claims = findClaims(p, p.positionalArguments().constFirst());
    const QList<Claim> siblings = claims + knownClaims(p); // for the same comparison at the other operating point
    nlohmann::json arr = nlohmann::json::array();
    for (const Claim& c : claims) {
        const ClaimRederivation rd = rederive(c, denom, lo, hi);
        const ClaimAssessment assessment = assessClaim(c, siblings, lo, hi);
        if (p.isSet(QStringLiteral("json"))) {
            arr.push_back(claimJson(c, rd, assessment));
            continue;
        }
        out() << c.id << ": " << c.title << '\n';
        out() << "  published: " << timesX(c.publishedRatio);
        if (isKnown(c.systems[0].value) && isKnown(c.systems[1].value))
            out() << " (" << formatNumber(c.systems[0].value) << " / " << formatNumber(c.systems[1].value)
                  << " tok/s/kW = " << timesX(c.ratioAsPublished(), 4) << ")";
        out() << '\n';
        out() << "  " << denom << " denominator: " << timesX(rd.ratio);
        out() << rangeWords(rd.ratioMin, rd.ratioMax);
        out() << '\n';
        for (const QString& n : rd.notes) out() << "  - " << n << '\n';
        printAssessment(assessment);
    }
    if (p.isSet(QStringLiteral("json"))) printJson(claims.size() == 1 ? arr[0] : arr);
    if (p.isSet(QStringLiteral("card"))) {
        if (claims.size() != 1) throw UsageError{QStringLiteral("--card: give one claim id")};
        Assumptions reading = draw;
        reading.denominator = denom == QLatin1String("measured") ? DenominatorKind::Measured : DenominatorKind::Tdp;
        writeCard(p, claims.first().id, reading);
    }
    out().flush();
    return 0;
}

int runHardware(const QStringList& args)
{
    QCommandLineParser p;
    addDbOption(p);
    p.addOption({QStringLiteral("note"), QStringLiteral("Why you set this value (shown as its source)."), QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("list | set HW FIELD VALUE | reset HW FIELD"));
    // A negative value would reach the parser as options ("-900" as -9 -0 -0): name it instead.
    for (const QString& a : args)
        if (a.size() > 1 && a.startsWith(QLatin1Char('-')) && (a[1].isDigit() || a[1] == QLatin1Char('.')))
            throw UsageError{QStringLiteral("value %1: expected a number > 0").arg(a)};
    parseOrThrow(p, args, QStringLiteral("Show hardware specs with their sources, or override a value."));
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0, QStringLiteral("list"));
    const bool writes = action == QLatin1String("set") || action == QLatin1String("reset");
    auto store = openStore(p, writes ? Store::Access::ReadWrite : Store::Access::Read);
    if (writes) {
        const QString hw = pos.value(1).toLower(), field = pos.value(2);
        if (!hw.isEmpty() && !HardwareCatalog::bundled().ids().contains(hw))
            throw UsageError{
                QStringLiteral("unknown hardware \"%1\"; known: %2").arg(hw, HardwareCatalog::bundled().ids().join(QStringLiteral(", ")))};
        if (hw.isEmpty() || !HardwareSpec::fieldNames().contains(field))
            throw UsageError{QStringLiteral("usage: hardware %1 HW FIELD%2, FIELD one of %3")
                                 .arg(action, action == QLatin1String("set") ? QStringLiteral(" VALUE") : QString(),
                                      HardwareSpec::fieldNames().join(QStringLiteral(", ")))};
        if (action == QLatin1String("reset"))
            orStop(store->clearHardwareOverride(hw, field));
        else
            orStop(store->setHardwareOverride({hw, field, parsePositive(pos.value(3), field), p.value(QStringLiteral("note"))}));
        out() << action << ' ' << hw << ' ' << field << '\n';
        return 0;
    }
    if (action != QLatin1String("list")) throw UsageError{QStringLiteral("unknown action \"%1\": expected list, set or reset").arg(action)};
    const HardwareCatalog cat = orStop(catalogFor(*store));
    nlohmann::json arr = nlohmann::json::array();
    for (const QString& id : cat.ids()) {
        const HardwareSpec s = cat.spec(id);
        nlohmann::json j{{"id", id.toStdString()}, {"name", s.name.toStdString()}, {"platform", s.platform.toStdString()}};
        for (const QString& f : HardwareSpec::fieldNames()) {
            const double v = s.field(f);
            j[f.toStdString()] = isKnown(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
        }
        nlohmann::json src = nlohmann::json::object();
        for (auto it = s.sources.begin(); it != s.sources.end(); ++it) src[it.key().toStdString()] = it.value().toStdString();
        j["sources"] = src;
        arr.push_back(j);
        if (!p.isSet(QStringLiteral("json"))) {
            out() << id << " (" << s.name << ", " << s.platform << "): TDP " << formatNumber(s.tdpW) << " W, all-in gen1 "
                  << formatNumber(s.allInGen1W) << " W, gen2 " << formatNumber(s.allInGen2W) << " W, host " << formatNumber(s.hostW)
                  << " W, network " << formatNumber(s.networkW) << " W, PSU " << formatNumber(s.psuEfficiency) << ", PUE "
                  << formatNumber(s.pue) << '\n';
        }
    }
    if (p.isSet(QStringLiteral("json"))) printJson(arr);
    out().flush();
    return 0;
}

} // namespace denominator::cli
