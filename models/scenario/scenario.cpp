#include "scenario/scenario.h"

#include <QCryptographicHash>

namespace denominator {

nlohmann::json toJson(const Scenario& s)
{
    nlohmann::json systems = nlohmann::json::array(), shas = nlohmann::json::array();
    for (const QString& l : s.systems) systems.push_back(l.toStdString());
    for (const QString& h : s.sourceSha256) shas.push_back(h.toStdString());
    return {{"format", "denominator-scenario"},
            {"version", Scenario::kVersion},
            {"selection", {{"model", s.model.toStdString()}, {"isl", s.isl}, {"osl", s.osl},
                           {"precision", s.precision.toStdString()}, {"systems", systems}, {"source_sha256", shas},
                           {"claim", s.claimId.toStdString()}}},
            {"assumptions", toJson(s.assumptions)},
            {"chart", {{"name", s.chart.toStdString()}, {"efficiency_axis", s.efficiencyAxis}, {"joules_per_token", s.joulesPerToken}}}};
}

ComparisonRequest comparisonRequest(const Scenario& s)
{
    ComparisonRequest r;
    r.model = s.model;
    r.isl = s.isl;
    r.osl = s.osl;
    r.precision = s.precision;
    r.assumptions = s.assumptions;
    return r;
}

Scenario scenarioFor(const ComparisonRequest& r)
{
    Scenario s;
    s.model = r.model;
    s.isl = r.isl;
    s.osl = r.osl;
    s.precision = r.precision;
    s.assumptions = r.assumptions;
    return s;
}

QString scenarioCode(const Scenario& s)
{
    const QByteArray bytes = QByteArray::fromStdString(toJson(s).dump());
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(10));
}

bool scenarioFromJson(const nlohmann::json& j, Scenario& out, QString& error)
{
    try {
        if (!j.is_object() || j.value("format", std::string()) != "denominator-scenario") {
            error = QStringLiteral("not a Denominator scenario (\"format\" is not \"denominator-scenario\")");
            return false;
        }
        const int version = j.value("version", 0);
        if (version < 1 || version > Scenario::kVersion) {
            error = QStringLiteral("scenario version %1 is not supported (this build reads 1 to %2)").arg(version).arg(Scenario::kVersion);
            return false;
        }
        Scenario s;
        const auto& sel = j.at("selection");
        s.model = QString::fromStdString(sel.at("model").get<std::string>());
        s.isl = sel.at("isl").get<int>();
        s.osl = sel.at("osl").get<int>();
        s.precision = QString::fromStdString(sel.value("precision", std::string()));
        s.claimId = QString::fromStdString(sel.value("claim", std::string()));
        for (const auto& l : sel.value("systems", nlohmann::json::array())) s.systems << QString::fromStdString(l.get<std::string>());
        for (const auto& h : sel.value("source_sha256", nlohmann::json::array())) s.sourceSha256 << QString::fromStdString(h.get<std::string>());
        QString aerr;
        s.assumptions = assumptionsFromJson(j.at("assumptions"), &aerr);
        if (!aerr.isEmpty()) {
            error = aerr;
            return false;
        }
        if (auto c = j.find("chart"); c != j.end()) {
            s.chart = QString::fromStdString(c->value("name", std::string("frontier")));
            s.efficiencyAxis = c->value("efficiency_axis", false);
            s.joulesPerToken = c->value("joules_per_token", false);
        }
        out = s;
        return true;
    } catch (const nlohmann::json::exception& e) {
        error = QStringLiteral("scenario: %1").arg(QString::fromUtf8(e.what()));
        return false;
    }
}

} // namespace denominator
