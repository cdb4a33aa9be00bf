// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Hardware specifications (rated TDP, InferenceX provisioned all-in, platform components per
// accelerator) from the bundled JSON, with the user's overrides applied. Every number carries
// the text of its source. NaN = not known.

#include "core/point.h"

#include <QList>
#include <QMap>
#include <QString>

namespace denominator {

/// A user's override of one hardware-spec field (e.g. gb200 host_w = 180).
struct HardwareOverride {
    QString hardware, field;
    double value = kNaN;
    QString note;
};

struct HardwareSpec {
    QString id, name, platform; ///< platform: hgx8, oam8, nvl72, unknown
    double tdpW = kNaN;
    double allInGen1W = kNaN, allInGen2W = kNaN; ///< per GPU, watts
    double hostW = kNaN;                         ///< node: per-accelerator share of host CPU, DRAM, fans (DC)
    double networkW = kNaN;                      ///< rack: per-accelerator share of NICs and switches (DC)
    double psuEfficiency = kNaN;
    double pue = kNaN;
    QMap<QString, QString> sources; ///< field -> source text ("tdp_w", "allin", "host_w", …)

    double field(const QString& name) const;
    bool setField(const QString& name, double value);
    static QStringList fieldNames(); ///< tdp_w, allin_gen1_kw, allin_gen2_kw, host_w, network_w, psu_efficiency, pue
};

class HardwareCatalog {
public:
    /// The bundled catalogue (a malformed resource is a broken build: see readBundledJson).
    static HardwareCatalog bundled();
    void applyOverrides(const QList<HardwareOverride>& overrides);

    /// The spec for a hardware id; an "unknown" spec with NaN fields when not catalogued.
    HardwareSpec spec(const QString& id) const;
    bool contains(const QString& id) const { return m_specs.contains(id); }
    QStringList ids() const { return m_specs.keys(); }

private:
    QMap<QString, HardwareSpec> m_specs;
};

} // namespace denominator
