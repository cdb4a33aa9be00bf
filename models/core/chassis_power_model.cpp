// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/chassis_power_model.h"

#include "core/resources.h"

#include <QStringList>
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace denominator {
namespace {

QString text(const nlohmann::json& j, const char* key) { return QString::fromStdString(j.at(key).get<std::string>()); }

ChassisPowerProfile readProfile(const nlohmann::json& p)
{
    ChassisPowerProfile r;
    r.hardware = text(p, "hardware");
    r.chassis = text(p, "chassis");
    r.gpuCount = p.at("gpu_count").get<int>();
    for (const auto& c : p.at("fixed_dc_w")) r.fixedDcW.append({QString::fromStdString(c.at(0).get<std::string>()), c.at(1).get<double>()});
    const auto& fan = p.at("fan");
    for (const auto& g : fan.at("groups_w")) r.fanGroupsW.append(g.get<double>());
    r.fanMinPwm = fan.at("min_pwm").get<double>();
    r.fanMaxPwm = fan.at("max_pwm").get<double>();
    r.fullCoolingLoadW = fan.at("full_cooling_load_w").get<double>();
    r.fanExponent = fan.at("exponent").get<double>();
    const auto& psu = p.at("psu");
    r.psuLoadSharingW = psu.at("load_sharing_capacity_w").get<double>();
    r.psuMaxDcW = psu.at("max_dc_w").get<double>();
    for (const auto& e : psu.at("efficiency_curve")) r.psuEfficiency.append({e.at(0).get<double>(), e.at(1).get<double>()});
    const bool ascending = std::adjacent_find(r.psuEfficiency.begin(), r.psuEfficiency.end(),
                                              [](const auto& x, const auto& y) { return y.first <= x.first; }) == r.psuEfficiency.end();
    if (r.gpuCount <= 0 || r.fanGroupsW.isEmpty() || r.psuEfficiency.isEmpty() || !ascending || r.fullCoolingLoadW <= 0 ||
        r.psuLoadSharingW <= 0 || r.fanMinPwm > r.fanMaxPwm)
        throw BrokenBundle{QStringLiteral("the profile of %1 is incomplete or out of order").arg(r.hardware)};
    return r;
}

ChassisPowerModel load()
{
    ChassisPowerModel model;
    readBundledJson(chassisProfilesResource(), [&](const nlohmann::json& doc) {
        const auto& m = doc.at("model");
        model.name = text(m, "name");
        model.revision = text(m, "revision");
        model.source = text(m, "source");
        model.status = text(m, "status");
        model.readFrom = text(m, "read_from");
        model.scope = text(m, "scope");
        model.defaultPue = m.at("default_pue").get<double>();
        for (const auto& p : doc.at("profiles")) model.profiles.append(readProfile(p));
    });
    return model;
}

/// The PSU efficiency at a load fraction: linear between the curve's points, flat outside them.
double efficiencyAt(const QList<std::pair<double, double>>& curve, double fraction)
{
    if (fraction <= curve.front().first) return curve.front().second;
    for (qsizetype i = 1; i < curve.size(); ++i) {
        const auto [x0, y0] = curve[i - 1];
        const auto [x1, y1] = curve[i];
        if (fraction < x1) return y0 + ((y1 - y0) * (fraction - x0)) / (x1 - x0);
    }
    return curve.back().second;
}

} // namespace

double ChassisPowerProfile::fixedDcSum() const
{
    double sum = 0;
    for (const auto& c : fixedDcW) sum += c.second;
    return sum;
}

const ChassisPowerModel& ChassisPowerModel::bundled()
{
    static const ChassisPowerModel model = load();
    return model;
}

const ChassisPowerProfile* ChassisPowerModel::profile(const QString& hardware) const
{
    const auto it = std::find_if(profiles.begin(), profiles.end(), [&](const ChassisPowerProfile& p) { return p.hardware == hardware; });
    return it == profiles.end() ? nullptr : &*it;
}

QStringList ChassisPowerModel::hardware() const
{
    QStringList ids;
    for (const auto& p : profiles) ids << p.hardware;
    return ids;
}

QString ChassisPowerModel::citation() const { return QStringLiteral("%1 %2, %3").arg(name, revision.left(7), status); }

double roundHalfEven(double value, int digits)
{
    // to_chars converts the exact binary value and breaks exact ties to even, as Python's round,
    // whatever the locale (printf's decimal point follows it).
    std::array<char, 400> buffer{};
    const auto written = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed, digits);
    double rounded = value;
    if (written.ec == std::errc()) std::from_chars(buffer.data(), written.ptr, rounded);
    return rounded;
}

std::optional<ChassisPowerEstimate> estimateChassisPower(const ChassisPowerProfile& profile, double gpuW, double pue)
{
    if (!std::isfinite(gpuW) || gpuW <= 0 || !std::isfinite(pue) || pue < 1) return std::nullopt;
    ChassisPowerEstimate e;
    e.gpuW = gpuW;
    e.pue = pue;
    double preFan = roundHalfEven(gpuW, 1);
    for (const auto& c : profile.fixedDcW) preFan += c.second; // in order: the sum's last bits follow it
    const double load = std::min(1.0, preFan / profile.fullCoolingLoadW);
    const double pwm = std::clamp(profile.fanMinPwm + (profile.fanMaxPwm - profile.fanMinPwm) * std::pow(load, profile.fanExponent),
                                  profile.fanMinPwm, profile.fanMaxPwm);
    double fan = 0;
    for (const double group : profile.fanGroupsW) fan += group * std::pow(pwm, 3);
    e.fanW = roundHalfEven(fan, 1);
    const double dc = preFan + e.fanW;
    if (dc > profile.psuMaxDcW) return std::nullopt;
    e.preFanDcW = roundHalfEven(preFan, 1);
    e.dcW = roundHalfEven(dc, 1);
    e.psuEfficiency = efficiencyAt(profile.psuEfficiency, dc / profile.psuLoadSharingW);
    e.acW = roundHalfEven(dc / e.psuEfficiency, 1);
    e.facilityW = roundHalfEven(e.acW + e.acW * (pue - 1), 1); // the model applies PUE to the rounded AC
    return e;
}

} // namespace denominator
