// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
// InferenceX's modelled chassis × PUE as a boundary: every published reference case of the pinned
// model to the digit, the per-GPU share through powerBasis (formula, sources, stamp), what has no
// figure and why, and `compare --boundary chassis-model` on real API rows, measured and rated.
#include "core/assumption_fields.h"
#include "core/chassis_power_model.h"
#include "core/comparison.h"
#include "core/hardware_catalog.h"
#include "core/power_basis.h"
#include "test_support.h"

#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace denominator;
using namespace denominator::test;

class TestChassisModel : public QObject {
    Q_OBJECT
private slots:
    void everyReferenceCaseToTheDigit();
    void roundingIsPythonsTiesToEven();
    void perGpuShareThroughPowerBasis();
    void noFigureSaysWhy();
    void pueSettingAndTheStamp();
    void compareOnRealRows();
};

namespace {

const ChassisPowerProfile& profileOf(const char* id)
{
    const ChassisPowerProfile* p = ChassisPowerModel::bundled().profile(QString::fromLatin1(id));
    if (!p) throw std::runtime_error(std::string("no profile ") + id);
    return *p;
}

Assumptions chassis(DenominatorKind d)
{
    Assumptions a;
    a.denominator = d;
    a.boundary = Boundary::ChassisModel;
    return a;
}

} // namespace

void TestChassisModel::everyReferenceCaseToTheDigit()
{
    // The model's own reference cases (InferenceX-app system-power-model.reference.json at the
    // pinned profile revision): fan and PSU boundaries, rounding ties, PUE 1.0 and 1.2, and loads
    // beyond the PSUs' redundant capacity (no figure).
    const QStringList lines =
        QString::fromUtf8(readAll(testData(QStringLiteral("chassis_power_model/reference_cases.csv")))).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("hardware,measuredGpuWatts,pue,preFanDcWatts,fanWatts,dcWatts,psuEfficiency,psuLossWatts,"
                                           "chassisAcWatts,facilityWatts"));
    QSet<QString> hardware;
    int checked = 0, refused = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(u',');
        QCOMPARE(f.size(), 10);
        hardware.insert(f[0]);
        const auto e = estimateChassisPower(profileOf(qPrintable(f[0])), f[1].toDouble(), f[2].toDouble());
        const QString where = QStringLiteral("line %1: %2").arg(i + 1).arg(lines[i]);
        if (f[3] == QLatin1String("null")) {
            QVERIFY2(!e, qPrintable(where));
            ++refused;
            continue;
        }
        QVERIFY2(e, qPrintable(where));
        QVERIFY2(e->preFanDcW == f[3].toDouble() && e->fanW == f[4].toDouble() && e->dcW == f[5].toDouble(), qPrintable(where));
        QVERIFY2(roundHalfEven(e->psuEfficiency, 4) == f[6].toDouble(), qPrintable(where));
        QVERIFY2(roundHalfEven(e->dcW / e->psuEfficiency - e->dcW, 1) == f[7].toDouble(), qPrintable(where));
        QVERIFY2(e->acW == f[8].toDouble() && e->facilityW == f[9].toDouble(),
                 qPrintable(where + QStringLiteral(" got AC %1, facility %2").arg(e->acW).arg(e->facilityW)));
        ++checked;
    }
    QCOMPARE(checked + refused, 292);
    QCOMPARE(refused, 26);
    // Every profile the app bundles is covered by the cases, and no other.
    const QStringList bundled = ChassisPowerModel::bundled().hardware();
    QCOMPARE(hardware, QSet<QString>(bundled.begin(), bundled.end()));
}

void TestChassisModel::roundingIsPythonsTiesToEven()
{
    QCOMPARE(roundHalfEven(0.25, 1), 0.2); // an exact binary tie: to even
    QCOMPARE(roundHalfEven(0.75, 1), 0.8);
    QCOMPARE(roundHalfEven(1000.25, 1), 1000.2);
    QCOMPARE(roundHalfEven(0.05, 1), 0.1); // 0.05 is a little above the tie in binary
    QCOMPARE(roundHalfEven(0.35, 1), 0.3); // 0.35 is a little below it
}

void TestChassisModel::perGpuShareThroughPowerBasis()
{
    // h100 at 480 W measured per GPU: 8 × 480 = 3,840 W through the model, per GPU one eighth.
    const HardwareCatalog cat = HardwareCatalog::bundled();
    const auto e = estimateChassisPower(profileOf("h100"), 3840, 1.2);
    QVERIFY(e);
    QCOMPARE(e->preFanDcW, 5550.7); // 3,840 + the fixed 1,710.7 W
    QVERIFY(e->fanW > 100 && e->fanW < 300);
    QCOMPARE(e->dcW, roundHalfEven(5550.7 + e->fanW, 1));
    const PowerBasis b = powerBasis(cat.spec(QStringLiteral("h100")), chassis(DenominatorKind::Measured), 480);
    QVERIFY2(b.known(), qPrintable(b.missing));
    QCOMPARE(b.watts, e->facilityW / 8);
    QCOMPARE(b.chipWatts, 480.0);
    QVERIFY(b.measured);
    QCOMPARE(b.basis, QStringLiteral("measured mean, modelled chassis (draft)"));
    const QString start =
        QStringLiteral("(3840.0 W for 8 GPUs at 480.0 W measured mean + 1710.7 W fixed chassis DC + %1 W fans) / ").arg(e->fanW, 0, 'f', 1);
    QCOMPARE(b.formula.left(start.size()), start);
    // A qualifier of the chip figure goes with it, before the model's label.
    PowerBasis qualified = b;
    qualified.qualify(QStringLiteral(" (PowerX schema 2)"));
    QCOMPARE(qualified.basis, QStringLiteral("measured mean (PowerX schema 2), modelled chassis (draft)"));
    QVERIFY2(qualified.formula.contains(QStringLiteral("at 480.0 W measured mean (PowerX schema 2) + ")), qPrintable(qualified.formula));
    QVERIFY2(
        b.formula.contains(QStringLiteral("× 1.2 PUE")) && b.formula.contains(QStringLiteral("per chassis / 8 = ")) &&
            b.formula.contains(QStringLiteral("(modelled: InferenceX system power model ca4403a, DRAFT / pending human verification)")),
        qPrintable(b.formula));
    QVERIFY2(b.sources.join(u'\n').contains(QStringLiteral("HGX H100")), qPrintable(b.sources.join(u'\n')));
    // The evaluator's arithmetic gives the same bits as the basis (charts and tables agree).
    QCOMPARE(boundaryArithmetic(cat.spec(QStringLiteral("h100")), chassis(DenominatorKind::Measured)).watts(480), b.watts);
    // Rated: the TDP × 8 through the same model; the published case at 5,600 W says 9,601.2 W.
    const PowerBasis rated = powerBasis(cat.spec(QStringLiteral("h100")), chassis(DenominatorKind::Tdp), kNaN);
    QCOMPARE(rated.watts, 9601.2 / 8);
    // Not a constant factor: the fixed chassis weighs more on GPUs that draw less.
    QVERIFY(b.watts / 480 > rated.watts / 700 + 0.1);
}

void TestChassisModel::noFigureSaysWhy()
{
    const HardwareCatalog cat = HardwareCatalog::bundled();
    // No profile: NVL72 racks, TPUs and the rest are n/a, naming the profiles there are.
    const PowerBasis gb200 = powerBasis(cat.spec(QStringLiteral("gb200")), chassis(DenominatorKind::Tdp), kNaN);
    QVERIFY(!gb200.known());
    QVERIFY(std::isnan(gb200.watts));
    QVERIFY2(gb200.missing.startsWith(QStringLiteral("gb200 has no chassis profile")) &&
                 gb200.missing.contains(QStringLiteral("h100, h200, b200, b300, mi300x, mi325x, mi355x")),
             qPrintable(gb200.missing));
    QVERIFY(std::isnan(boundaryArithmetic(cat.spec(QStringLiteral("gb200")), chassis(DenominatorKind::Tdp)).watts(1200)));
    // Nor with measured power missing: the profile, not the measurement, is what the model lacks.
    const PowerBasis unmeasured = powerBasis(cat.spec(QStringLiteral("gb200")), chassis(DenominatorKind::Measured), kNaN);
    QVERIFY(!unmeasured.known());
    QVERIFY2(unmeasured.missing.startsWith(QStringLiteral("gb200 has no chassis profile")), qPrintable(unmeasured.missing));
    // An all-in figure already holds the host: never fed to the model.
    const PowerBasis allIn = powerBasis(cat.spec(QStringLiteral("b200")), chassis(DenominatorKind::AllInGen2), kNaN);
    QVERIFY(!allIn.known());
    QVERIFY2(allIn.missing.contains(QStringLiteral("an all-in figure already holds the host")), qPrintable(allIn.missing));
    QVERIFY(std::isnan(boundaryArithmetic(cat.spec(QStringLiteral("b200")), chassis(DenominatorKind::AllInGen2)).watts(1000)));
    // Beyond the PSUs' redundant capacity (mi300x carries 9,000 W DC): no figure, and why.
    Assumptions custom = chassis(DenominatorKind::Custom);
    custom.customWatts.insert(QStringLiteral("mi300x"), 1000);
    const PowerBasis over = powerBasis(cat.spec(QStringLiteral("mi300x")), custom, kNaN);
    QVERIFY(!over.known());
    QVERIFY2(over.missing.contains(QStringLiteral("8 GPUs × 1000 W is beyond the modelled chassis's PSU capacity (9000 W DC")),
             qPrintable(over.missing));
    // Missing measured power stays missing: never zero watts through the model. The band of
    // the assumed draw is the model at that draw (the chassis does not scale with the GPUs), and
    // none where the model has none.
    const PowerBasis none = powerBasis(cat.spec(QStringLiteral("b200")), chassis(DenominatorKind::Measured), kNaN);
    QVERIFY(!none.known());
    QVERIFY(std::isnan(none.watts));
    Assumptions measured = chassis(DenominatorKind::Measured);
    FrontierPoint p;
    p.tput = 1000;
    const PointValues v = PointEvaluator(cat.spec(QStringLiteral("h100")), measured)(p);
    QVERIFY(v.banded());
    QCOMPARE(v.bandLow, tokensPerSecondPerKw(1000, estimateChassisPower(profileOf("h100"), 700 * 8, 1.2)->facilityW / 8));
    QCOMPARE(v.bandHigh, tokensPerSecondPerKw(1000, estimateChassisPower(profileOf("h100"), 350 * 8, 1.2)->facilityW / 8));
    measured.unknownDrawHigh = 1.5; // mi300x: 8 × 1,125 W is beyond its PSUs
    QVERIFY(!PointEvaluator(cat.spec(QStringLiteral("mi300x")), measured)(p).banded());
}

void TestChassisModel::pueSettingAndTheStamp()
{
    const HardwareCatalog cat = HardwareCatalog::bundled();
    Assumptions a = chassis(DenominatorKind::Tdp);
    const AssumptionField* pue = assumptionField("pue");
    QVERIFY(pue && pue->applies(a));
    QCOMPARE(pue->show(a), QStringLiteral("the model's 1.2"));
    QVERIFY2(boundaryScope(a).contains(QStringLiteral("DRAFT")) && boundaryScope(a).endsWith(QStringLiteral("× PUE the model's 1.2")),
             qPrintable(boundaryScope(a)));
    a.pue = 1.0; // the chassis at the wall alone
    const PowerBasis wall = powerBasis(cat.spec(QStringLiteral("b200")), a, kNaN);
    const auto e = estimateChassisPower(profileOf("b200"), 8000, 1.0);
    QVERIFY(e);
    QCOMPARE(wall.watts, e->acW / 8);
    QVERIFY(wall.sources.join(u'\n').contains(QStringLiteral("PUE: your setting")));
    // The field table reads and writes the new value like any other.
    Assumptions parsed;
    const AssumptionField* boundary = assumptionField("boundary");
    QVERIFY(boundary && boundary->parseText(QStringLiteral("chassis-model"), parsed));
    QVERIFY(parsed.boundary == Boundary::ChassisModel);
    const auto refused = boundary->parseText(QStringLiteral("chassis"), parsed);
    QVERIFY(!refused && refused.error().message.contains(QStringLiteral("chassis-model")));
    nlohmann::json written;
    boundary->write(parsed, written);
    QCOMPARE(written.at("boundary").get<std::string>(), std::string("chassis-model"));
}

void TestChassisModel::compareOnRealRows()
{
    // The real API rows (DeepSeek-R1, MI355X: some with measured power): `--boundary chassis-model`
    // gives each system the model's share of the watts the chip boundary shows, × 8 through it;
    // where the chip has no figure, neither has the chassis.
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DENOMINATOR_DB"), dir.filePath(QStringLiteral("d.sqlite")));
    const ProgramRun imported =
        runProgram({QStringLiteral("import"), testData(QStringLiteral("api_fixture_vngcloud/benchmarks.json"))}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const auto systemsUnder = [&](const QString& denominator, const QString& boundary, const QStringList& more = {}) {
        QStringList args{QStringLiteral("compare"),
                         QStringLiteral("--model"),
                         QStringLiteral("DeepSeek-R1-0528"),
                         QStringLiteral("--workload"),
                         QStringLiteral("1k/1k"),
                         QStringLiteral("--hardware"),
                         QStringLiteral("mi355x"),
                         QStringLiteral("--denominator"),
                         denominator,
                         QStringLiteral("--boundary"),
                         boundary,
                         QStringLiteral("--json")};
        const ProgramRun run = runProgram(args + more, env);
        VERIFY_OR_THROW2(run.exitCode == 0, qPrintable(run.err));
        return nlohmann::json::parse(run.out.toStdString()).at("systems");
    };
    const ChassisPowerProfile& mi355x = profileOf("mi355x");
    int modelled = 0;
    for (const QString& denominator : {QStringLiteral("measured"), QStringLiteral("tdp")}) {
        const nlohmann::json chip = systemsUnder(denominator, QStringLiteral("chip"));
        const nlohmann::json model = systemsUnder(denominator, QStringLiteral("chassis-model"));
        const nlohmann::json model13 =
            systemsUnder(denominator, QStringLiteral("chassis-model"), {QStringLiteral("--pue"), QStringLiteral("1.3")});
        QCOMPARE(model.size(), chip.size());
        QVERIFY(chip.size() >= 8);
        for (std::size_t i = 0; i < chip.size(); ++i) {
            const std::string where = chip[i].at("label").get<std::string>() + " " + denominator.toStdString();
            QCOMPARE(model[i].at("label").get<std::string>(), chip[i].at("label").get<std::string>());
            QCOMPARE(model[i].at("throughput_per_gpu").get<double>(), chip[i].at("throughput_per_gpu").get<double>());
            // Every basis says the figure is modelled, a band in place of a measurement too.
            const std::string basis = model[i].at("power_basis").get<std::string>();
            QVERIFY2(basis.ends_with(", modelled chassis (draft)"), basis.c_str());
            if (chip[i].at("power_w_per_gpu").is_null()) {
                QVERIFY2(model[i].at("power_w_per_gpu").is_null(), where.c_str());
                continue;
            }
            const double w = chip[i].at("power_w_per_gpu").get<double>();
            QCOMPARE(model[i].at("power_w_per_gpu").get<double>(), estimateChassisPower(mi355x, w * 8, 1.2)->facilityW / 8);
            QCOMPARE(model13[i].at("power_w_per_gpu").get<double>(), estimateChassisPower(mi355x, w * 8, 1.3)->facilityW / 8);
            const std::string formula = model[i].at("power_formula").get<std::string>();
            QVERIFY2(formula.find("ca4403a, DRAFT / pending human verification)") != std::string::npos, formula.c_str());
            QVERIFY(model[i].at("tokens_per_s_per_kw").get<double>() < chip[i].at("tokens_per_s_per_kw").get<double>() / 1.5);
            ++modelled;
        }
    }
    QVERIFY2(modelled >= 10, qPrintable(QString::number(modelled))); // every rated system and the measured ones
}

QTEST_GUILESS_MAIN(TestChassisModel)
#include "test_chassis_model.moc"
