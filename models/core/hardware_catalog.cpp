// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "core/hardware_catalog.h"

#include "core/resources.h"

#include <nlohmann/json.hpp>

namespace denominator {
namespace {

double num(const nlohmann::json& o, const char* key)
{
    auto it = o.find(key);
    return (it != o.end() && it->is_number()) ? it->get<double>() : kNaN;
}

} // namespace

QStringList HardwareSpec::fieldNames()
{
    return {QStringLiteral("tdp_w"),  QStringLiteral("allin_gen1_kw"), QStringLiteral("allin_gen2_kw"),
            QStringLiteral("host_w"), QStringLiteral("network_w"),     QStringLiteral("psu_efficiency"),
            QStringLiteral("pue")};
}

double HardwareSpec::field(const QString& n) const
{
    if (n == QLatin1String("tdp_w")) return tdpW;
    if (n == QLatin1String("allin_gen1_kw")) return allInGen1W / 1000.0;
    if (n == QLatin1String("allin_gen2_kw")) return allInGen2W / 1000.0;
    if (n == QLatin1String("host_w")) return hostW;
    if (n == QLatin1String("network_w")) return networkW;
    if (n == QLatin1String("psu_efficiency")) return psuEfficiency;
    if (n == QLatin1String("pue")) return pue;
    return kNaN;
}

bool HardwareSpec::setField(const QString& n, double v)
{
    if (n == QLatin1String("tdp_w"))
        tdpW = v;
    else if (n == QLatin1String("allin_gen1_kw"))
        allInGen1W = v * 1000.0;
    else if (n == QLatin1String("allin_gen2_kw"))
        allInGen2W = v * 1000.0;
    else if (n == QLatin1String("host_w"))
        hostW = v;
    else if (n == QLatin1String("network_w"))
        networkW = v;
    else if (n == QLatin1String("psu_efficiency"))
        psuEfficiency = v;
    else if (n == QLatin1String("pue"))
        pue = v;
    else
        return false;
    return true;
}

HardwareCatalog HardwareCatalog::bundled()
{
    // Read once: every reading divides by it, and the file is part of the build.
    static const HardwareCatalog catalog = [] {
        HardwareCatalog cat;
        readBundledJson(hardwareSpecsResource(), [&](const nlohmann::json& doc) {
            const auto& sourceTexts = doc.at("sources");
            for (const auto& h : doc.at("hardware")) {
                HardwareSpec s;
                s.id = QString::fromStdString(h.at("id").get<std::string>());
                s.name = QString::fromStdString(h.value("name", std::string()));
                s.platform = QString::fromStdString(h.value("platform", std::string("unknown")));
                s.tdpW = num(h, "tdp_w");
                s.allInGen1W = num(h, "allin_gen1_kw") * 1000.0;
                s.allInGen2W = num(h, "allin_gen2_kw") * 1000.0;
                s.hostW = num(h, "host_w");
                s.networkW = num(h, "network_w");
                s.psuEfficiency = num(h, "psu_efficiency");
                s.pue = num(h, "pue");
                for (auto it = h.at("source").begin(); it != h.at("source").end(); ++it) {
                    const std::string key = it->get<std::string>();
                    s.sources.insert(QString::fromStdString(it.key()), QString::fromStdString(sourceTexts.value(key, key)));
                }
                cat.m_specs.insert(s.id, s);
            }
        });
        return cat;
    }();
    return catalog;
}

void HardwareCatalog::applyOverrides(const QList<HardwareOverride>& overrides)
{
    for (const HardwareOverride& o : overrides) {
        HardwareSpec s = spec(o.hardware);
        if (!s.setField(o.field, o.value)) continue;
        QString key = o.field.startsWith(QLatin1String("allin")) ? QStringLiteral("allin") : o.field;
        s.sources.insert(key, QStringLiteral("your override%1").arg(o.note.isEmpty() ? QString() : QStringLiteral(": ") + o.note));
        m_specs.insert(s.id, s);
    }
}

HardwareSpec HardwareCatalog::spec(const QString& id) const
{
    if (auto it = m_specs.find(id); it != m_specs.end()) return *it;
    HardwareSpec s;
    s.id = id;
    s.name = id;
    s.platform = QStringLiteral("unknown");
    return s;
}

} // namespace denominator
