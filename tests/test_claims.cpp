// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// Published claims: the bundled Jalapeño claims (resources/data/claims_jalapeno.json, figures
// from docs/domain.md §2) re-derived under rated and measured denominators, the range when the
// comparator's draw is unknown, the notes that say so, the store round-trip, and malformed claim
// files (synthetic, each broken in one place) with errors naming file, claim and field.

#include "core/number_format.h"
#include "core/resources.h"
#include "import/import_driver.h"
#include "literacy/claims.h"
#include "store/store.h"
#include "test_support.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace denominator;
using namespace denominator::test;

namespace {

constexpr double kMeasuredFactor = 700.0 / 550.0; // Jalapeño rated 700 W, drew at most 550 W

QByteArray bundledBytes()
{
    initResources();
    QFile f(bundledDataFiles().first());
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<Claim> bundledClaims()
{
    const QByteArray bytes = bundledBytes();
    QList<Issue> errors;
    const QList<Claim> claims =
        parseClaims(nlohmann::json::parse(bytes.constBegin(), bytes.constEnd()), QStringLiteral("claims_jalapeno.json"), errors);
    return errors.isEmpty() ? claims : QList<Claim>();
}

Claim claimById(const QString& id)
{
    for (const Claim& c : bundledClaims())
        if (c.id == id) return c;
    return {};
}

bool near(double a, double b, double tol) { return std::fabs(a - b) <= tol; }

/// The bundled document with one claim replaced by `edit(claim)`; written to `path`.
template <typename Edit> void writeEdited(const QString& path, Edit edit)
{
    const QByteArray bytes = bundledBytes();
    nlohmann::json doc = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    edit(doc);
    writeAll(path, QByteArray::fromStdString(doc.dump(2)));
}

} // namespace

class TestClaims : public QObject {
    Q_OBJECT

private slots:
    void measuredFactorIsOneRule()
    {
        // Rated 700 W, measured at most 550 W: ×700/550, open above (it may have drawn less).
        ClaimSystem s;
        s.denominatorWatts = 700;
        s.measuredWatts = 550;
        s.measuredIsUpperBound = true;
        MeasuredFactor f = measuredFactor(s, 0.5, 1.0);
        QVERIFY(f.measured);
        QCOMPARE(f.point, 700.0 / 550.0);
        QCOMPARE(f.low, 700.0 / 550.0);
        QCOMPARE(f.high, kOpenAbove);
        s.measuredIsUpperBound = false;
        QCOMPARE(measuredFactor(s, 0.5, 1.0).high, 700.0 / 550.0);
        // No published draw: anywhere in 50–80 % of the rating; the point takes 80 %.
        s.measuredWatts = kNaN;
        f = measuredFactor(s, 0.5, 0.8);
        QVERIFY(!f.measured);
        QCOMPARE(f.point, 1.0 / 0.8);
        QCOMPARE(f.low, 1.0 / 0.8);
        QCOMPARE(f.high, 1.0 / 0.5);
    }
    void bundledFileIsTheSourceFile();
    void bundledClaimsParse();
    void publishedRatios_data();
    void publishedRatios();
    void rated_data();
    void rated();
    void measured_data();
    void measured();
    void unknownComparatorRange();
    void customUnknownDrawRange();
    void notesSayWhatIsUnknown();
    void rederivedValues();
    void json();
    void storeRoundTrip();
    void unreadableStoredClaimIsReported();
    void userClaimFileImports();
    void malformed_data();
    void malformed();
};

void TestClaims::bundledFileIsTheSourceFile()
{
    const QByteArray res = bundledBytes();
    QVERIFY(!res.isEmpty());
    QCOMPARE(res, readAll(sourceDir(QStringLiteral("resources/data/claims_jalapeno.json"))));
}

void TestClaims::bundledClaimsParse()
{
    const QList<Claim> claims = bundledClaims();
    QCOMPARE(claims.size(), 6);
    QStringList ids;
    for (const Claim& c : claims) {
        ids << c.id;
        QCOMPARE(c.systems.size(), 2);
        QCOMPARE(c.systems.first().hardware, QStringLiteral("jalapeno"));
        QCOMPARE(c.systems.first().denominatorWatts, 700.0);
        QCOMPARE(c.systems.first().measuredWatts, 550.0);
        QVERIFY(c.systems.first().measuredIsUpperBound);
        QVERIFY(std::isnan(c.systems.at(1).measuredWatts)); // never published
        QCOMPARE(c.claimant, QStringLiteral("OpenAI"));
        QVERIFY(!c.unstated.isEmpty());
    }
    QCOMPARE(ids, (QStringList{"jalapeno-gptoss-peak", "jalapeno-dsr1-peak", "jalapeno-kimi-peak", "jalapeno-gptoss-matched",
                               "jalapeno-dsr1-matched", "jalapeno-kimi-matched"}));
    QCOMPARE(claimById(QStringLiteral("jalapeno-gptoss-peak")).systems.at(1).denominatorWatts, 1200.0);
    QCOMPARE(claimById(QStringLiteral("jalapeno-dsr1-peak")).systems.at(1).denominatorWatts, 1400.0);
    QCOMPARE(claimById(QStringLiteral("jalapeno-dsr1-matched")).interactivity, 169.0);
    QCOMPARE(claimById(QStringLiteral("jalapeno-dsr1-matched")).operatingPoint, QStringLiteral("matched"));
    QVERIFY(claimById(QStringLiteral("jalapeno-gptoss-peak")).stated.value(QStringLiteral("boundary")).isEmpty()); // unstated
}

void TestClaims::publishedRatios_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("ratio"); // from the published values (or the ratio alone)
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<double>("published"); // as the vendor rounded it
    QTest::newRow("gpt-oss peak 85448/44960") << "jalapeno-gptoss-peak" << 1.90 << 0.005 << 1.9;
    QTest::newRow("DSR1 peak 19641/11781") << "jalapeno-dsr1-peak" << 1.67 << 0.005 << 1.7;
    QTest::newRow("Kimi peak 18195/11862") << "jalapeno-kimi-peak" << 1.53 << 0.005 << 1.5;
    QTest::newRow("gpt-oss matched 22935/427") << "jalapeno-gptoss-matched" << 53.7 << 0.05 << 53.7;
    QTest::newRow("DSR1 matched 12258/118") << "jalapeno-dsr1-matched" << 103.9 << 0.05 << 104.3;
    QTest::newRow("Kimi matched, ratio only") << "jalapeno-kimi-matched" << 56.1 << 1e-12 << 56.1;
}

void TestClaims::publishedRatios()
{
    QFETCH(QString, id);
    QFETCH(double, ratio);
    QFETCH(double, tolerance);
    QFETCH(double, published);
    const Claim c = claimById(id);
    QCOMPARE(c.id, id);
    QVERIFY2(near(c.ratioAsPublished(), ratio, tolerance), qPrintable(QString::number(c.ratioAsPublished(), 'g', 8)));
    QCOMPARE(c.publishedRatio, published);
    // The vendor's rounding stays within 3 % of its own values.
    QVERIFY(std::fabs(c.ratioAsPublished() / c.publishedRatio - 1) < 0.03);
}

void TestClaims::rated_data() { publishedRatios_data(); }

void TestClaims::rated()
{
    // Under the rated denominator nothing changes and nothing is unknown.
    QFETCH(QString, id);
    const Claim c = claimById(id);
    const ClaimRederivation r = rederive(c, QStringLiteral("rated"));
    QCOMPARE(r.denominator, QStringLiteral("rated"));
    QCOMPARE(r.ratio, c.ratioAsPublished());
    QCOMPARE(r.ratioMin, r.ratio);
    QCOMPARE(r.ratioMax, r.ratio);
    QVERIFY(r.notes.isEmpty());
}

void TestClaims::measured_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    // Domain brief §2: ×700/550 ≈ 1.27 for Jalapeño only.
    QTest::newRow("gpt-oss peak 1.90 -> 2.42") << "jalapeno-gptoss-peak" << 2.42 << 0.005;
    QTest::newRow("DSR1 peak 1.67 -> 2.12") << "jalapeno-dsr1-peak" << 2.12 << 0.005;
    QTest::newRow("Kimi peak 1.5 -> 1.9-2.0") << "jalapeno-kimi-peak" << 1.95 << 0.05;
    QTest::newRow("gpt-oss matched 53.7 -> 68.4") << "jalapeno-gptoss-matched" << 68.36 << 0.01;
    QTest::newRow("DSR1 matched 103.9 -> 132.2") << "jalapeno-dsr1-matched" << 132.21 << 0.01;
    QTest::newRow("Kimi matched 56.1 -> 71.4") << "jalapeno-kimi-matched" << 71.40 << 0.01;
}

void TestClaims::measured()
{
    QFETCH(QString, id);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    const Claim c = claimById(id);
    const ClaimRederivation r = rederive(c, QStringLiteral("measured"));
    QCOMPARE(r.denominator, QStringLiteral("measured"));
    QVERIFY2(near(r.ratio, expected, tolerance), qPrintable(QString::number(r.ratio, 'g', 8)));
    QVERIFY(near(r.ratio, c.ratioAsPublished() * kMeasuredFactor, 1e-9 * r.ratio));
}

void TestClaims::unknownComparatorRange()
{
    // GB200's measured draw was never published: with it at 50–100 % of its rating the ratio
    // starts at ratio / 2; the single reading keeps GB200 at its rating. Jalapeño's 550 W is an
    // upper bound on its draw, so nothing caps the ratio above: the range is open there.
    for (const Claim& c : bundledClaims()) {
        const ClaimRederivation r = rederive(c, QStringLiteral("measured"));
        if (c.systems[0].measuredIsUpperBound)
            QCOMPARE(r.ratioMax, kOpenAbove);
        else
            QVERIFY(near(r.ratioMax, r.ratio, 1e-12 * r.ratio));
        QVERIFY(near(r.ratioMin, r.ratio * 0.5, 1e-12 * r.ratio));
        QVERIFY(r.ratioMin < r.ratioMax);
    }
    const ClaimRederivation g = rederive(claimById(QStringLiteral("jalapeno-gptoss-peak")), QStringLiteral("measured"));
    QVERIFY(near(g.ratioMin, 1.21, 0.005));
    QVERIFY(near(g.ratio, 2.42, 0.005)); // "≥ 1.21×, 2.42× if it drew exactly 550 W"
    QCOMPARE(g.ratioMax, kOpenAbove);
    QCOMPARE(formatTimesRange(g.ratioMin, g.ratioMax), QStringLiteral("≥ 1.21×"));
    // The matched-interactivity claim stays far above 1 anywhere in the range.
    const ClaimRederivation d = rederive(claimById(QStringLiteral("jalapeno-dsr1-matched")), QStringLiteral("measured"));
    QVERIFY(d.ratioMin > 60);
}

void TestClaims::customUnknownDrawRange()
{
    // Comparator drawing 70–100 % of its rating.
    const Claim c = claimById(QStringLiteral("jalapeno-dsr1-peak"));
    const ClaimRederivation r = rederive(c, QStringLiteral("measured"), 0.7, 1.0);
    QVERIFY(near(r.ratioMin, c.ratioAsPublished() * kMeasuredFactor * 0.7, 1e-12));
    QVERIFY(near(r.ratio, c.ratioAsPublished() * kMeasuredFactor, 1e-12));
    QCOMPARE(r.ratioMax, kOpenAbove);
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("70–100 %")));
}

void TestClaims::notesSayWhatIsUnknown()
{
    const ClaimRederivation r = rederive(claimById(QStringLiteral("jalapeno-gptoss-peak")), QStringLiteral("measured"));
    const QString notes = r.notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QLatin1String("GB200 measured power is unknown")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("50–100 %")), qPrintable(notes));
    QVERIFY2(notes.contains(QLatin1String("at most 550 W instead of 700 W")), qPrintable(notes));
    QVERIFY2(notes.contains(QLatin1String("upper bound")), qPrintable(notes));
    const ClaimRederivation k = rederive(claimById(QStringLiteral("jalapeno-kimi-peak")), QStringLiteral("measured"));
    QVERIFY(k.notes.join(QLatin1Char(' ')).contains(QLatin1String("comparator (not named) measured power is unknown")));
}

void TestClaims::rederivedValues()
{
    const ClaimRederivation r = rederive(claimById(QStringLiteral("jalapeno-gptoss-peak")), QStringLiteral("measured"));
    QCOMPARE(r.values.size(), 2);
    QVERIFY(near(r.values[0], 85448.0 * kMeasuredFactor, 1e-6));
    QVERIFY(near(r.valuesMin[0], r.values[0], 1e-9));
    QCOMPARE(r.valuesMax[0], kOpenAbove); // at most 550 W: no upper limit on its efficiency
    QCOMPARE(r.values[1], 44960.0);
    QCOMPARE(r.valuesMin[1], 44960.0);
    QCOMPARE(r.valuesMax[1], 89920.0); // drawing half its rating doubles its tokens per kW
    // Only the ratio was published for Kimi matched: values stay unknown, the ratio does not.
    const ClaimRederivation k = rederive(claimById(QStringLiteral("jalapeno-kimi-matched")), QStringLiteral("measured"));
    QVERIFY(std::isnan(k.values[0]));
    QVERIFY(isKnown(k.ratio));
}

void TestClaims::json()
{
    const nlohmann::json j = toJson(rederive(claimById(QStringLiteral("jalapeno-gptoss-peak")), QStringLiteral("measured")));
    for (const char* key : {"denominator", "ratio", "ratio_min", "ratio_max", "systems", "notes"}) QVERIFY2(j.contains(key), key);
    QVERIFY(near(j.at("ratio").get<double>(), 2.42, 0.005));
    QVERIFY(j.at("ratio_max").is_null()); // open above: null, never a number that caps it
    QVERIFY(j.at("systems").at(0).at("max").is_null());
    QCOMPARE(j.at("systems").size(), size_t(2));
    const nlohmann::json k = toJson(rederive(claimById(QStringLiteral("jalapeno-kimi-matched")), QStringLiteral("measured")));
    QVERIFY(k.at("systems").at(0).at("tokens_per_s_per_kw").is_null()); // null, never NaN text or 0
}

void TestClaims::storeRoundTrip()
{
    QTemporaryDir dir;
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    const QByteArray bytes = bundledBytes();
    const SourceFile src = SourceFile::fromBytes(QStringLiteral("claims_jalapeno.json"), bytes);
    const ParsedFile parsed = parseSource(src);
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.format, QStringLiteral("denominator-claims"));
    QCOMPARE(parsed.claims.size(), 6);
    const ImportReport r = store.importParsed(src, parsed);
    QVERIFY(r.ok());
    QCOMPARE(r.inserted, 6);
    const QList<Claim> stored = MUST(store.claims()).claims;
    const QList<Claim> original = bundledClaims();
    QCOMPARE(stored.size(), original.size());
    for (int i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].id, original[i].id);
        QCOMPARE(stored[i].publishedRatio, original[i].publishedRatio);
        QVERIFY(stored[i].ratioAsPublished() == original[i].ratioAsPublished());
        QCOMPARE(stored[i].systems.at(0).measuredWatts, original[i].systems.at(0).measuredWatts);
        QCOMPARE(stored[i].unstated, original[i].unstated);
    }
    const ImportReport again = store.importParsed(src, parsed);
    QCOMPARE(again.inserted, 0);
    QCOMPARE(again.alreadyPresent, 6);
}

void TestClaims::unreadableStoredClaimIsReported()
{
    // A stored claim that no longer parses (written by another version, or edited by hand) is
    // listed with the reason, not dropped in silence.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    {
        Store store = MUST(Store::open(db));
        QVERIFY(store.importBytes(QStringLiteral("claims_jalapeno.json"), bundledBytes()).ok());
    }
    sqlite3* raw = nullptr;
    QCOMPARE(sqlite3_open(db.toUtf8().constData(), &raw), SQLITE_OK);
    QCOMPARE(sqlite3_exec(raw,
                          "UPDATE claims SET json = '{\"id\": \"jalapeno-kimi-peak\", \"systems\": 7}' WHERE id = 'jalapeno-kimi-peak'",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    sqlite3_close(raw);
    Store store = MUST(Store::open(db));
    const StoredClaims stored = MUST(store.claims());
    QCOMPARE(stored.claims.size(), 5);
    QCOMPARE(stored.issues.size(), 1);
    QCOMPARE(stored.issues.first().file, QStringLiteral("claims_jalapeno.json"));
    QCOMPARE(stored.issues.first().field, QStringLiteral("claims.systems"));
}

void TestClaims::userClaimFileImports()
{
    // Synthetic: a claim a user writes about H200 vs B200, in the same format.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my_claims.json"));
    writeAll(path, R"({"format": "denominator-claims", "version": 1, "claims": [
        {"id": "vendor-b200-vs-h200", "title": "B200 vs H200", "model": "gpt-oss-120b",
         "metric": "tokens_per_s_per_kw", "operating_point": {"kind": "matched", "interactivity": 100},
         "systems": [{"label": "B200", "hardware": "b200", "value": 3000, "denominator": {"kind": "tdp", "watts": 1000},
                      "measured_w": 800},
                     {"label": "H200", "hardware": "h200", "value": 1500, "denominator": {"kind": "tdp", "watts": 700},
                      "measured_w": 560}]}]})");
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    const ImportReport r = store.importFile(path);
    QVERIFY2(r.ok(), qPrintable(r.errors.isEmpty() ? QString() : r.errors.first().toString()));
    QCOMPARE(r.format, QStringLiteral("denominator-claims"));
    QCOMPARE(r.inserted, 1);
    const QList<Claim> claims = MUST(store.claims()).claims;
    QCOMPARE(claims.size(), 1);
    // Both measured: one number, no range. 2.0 × (1000/800) / (700/560) = 2.0.
    const ClaimRederivation m = rederive(claims.first(), QStringLiteral("measured"));
    QVERIFY(near(m.ratio, 2.0, 1e-12));
    QCOMPARE(m.ratioMin, m.ratio);
    QCOMPARE(m.ratioMax, m.ratio);
    QCOMPARE(claims.first().interactivity, 100.0);
}

void TestClaims::malformed_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expect");
    QTest::newRow("newer version") << "version" << -1 << "version"
                                   << "newer than this build understands";
    QTest::newRow("claims not an array") << "claims-object" << -1 << "claims"
                                         << "expected an array of claims";
    QTest::newRow("claim without id") << "no-id" << 2 << "claims.id"
                                      << "missing; expected a string";
    QTest::newRow("one system only") << "one-system" << 1 << "claims.systems"
                                     << "exactly two systems";
    QTest::newRow("negative value") << "negative" << 0 << "claims.systems.value"
                                    << "expected a published figure above 0";
    QTest::newRow("ratio as text") << "ratio-text" << 4 << "claims.published_ratio"
                                   << "expected a number, found the string \"104x\"";
    QTest::newRow("nothing to form a ratio") << "no-ratio" << 5 << "claims.published_ratio"
                                             << "missing; give both system values or the published ratio";
    QTest::newRow("matched without kind") << "op-kind" << 3 << "claims.operating_point.kind"
                                          << "missing; expected a string";
    QTest::newRow("claim is a string") << "string-claim" << 1 << "claims"
                                       << "expected an object";
}

void TestClaims::malformed()
{
    QFETCH(QString, what);
    QFETCH(int, row);
    QFETCH(QString, field);
    QFETCH(QString, expect);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("claims.json"));
    writeEdited(path, [&](nlohmann::json& doc) {
        auto& claims = doc["claims"];
        if (what == QLatin1String("version"))
            doc["version"] = 2;
        else if (what == QLatin1String("claims-object"))
            doc["claims"] = nlohmann::json::object();
        else if (what == QLatin1String("no-id"))
            claims[2].erase("id");
        else if (what == QLatin1String("one-system"))
            claims[1]["systems"].erase(1);
        else if (what == QLatin1String("negative"))
            claims[0]["systems"][1]["value"] = -44960;
        else if (what == QLatin1String("ratio-text"))
            claims[4]["published_ratio"] = "104x";
        else if (what == QLatin1String("no-ratio"))
            claims[5].erase("published_ratio");
        else if (what == QLatin1String("op-kind"))
            claims[3]["operating_point"].erase("kind");
        else if (what == QLatin1String("string-claim"))
            claims[1] = "jalapeno is fast";
    });
    const ParsedFile f = parseSource(SourceFile::fromBytes(path, readAll(path)));
    QVERIFY(!f.ok());
    QVERIFY(f.claims.isEmpty()); // a file with one bad claim imports none of them
    QCOMPARE(f.format, QStringLiteral("denominator-claims"));
    const Issue* hit = nullptr;
    QStringList all;
    for (const Issue& e : f.errors) {
        all << e.toString();
        if (e.field == field && e.message.contains(expect)) hit = &e;
    }
    QVERIFY2(hit, qPrintable(all.join(QLatin1Char('\n'))));
    QCOMPARE(hit->row, row);
    QCOMPARE(hit->file, path);
    QVERIFY(hit->toString().startsWith(path));
    if (row >= 0) QVERIFY(hit->toString().contains(QStringLiteral("row %1").arg(row)));

    // The store refuses it as a whole too.
    Store store = MUST(Store::open(dir.filePath(QStringLiteral("s.sqlite"))));
    QVERIFY(!store.importFile(path).ok());
    QVERIFY(MUST(store.claims()).claims.isEmpty());
}

QTEST_GUILESS_MAIN(TestClaims)
#include "test_claims.moc"
