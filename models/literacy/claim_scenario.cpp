// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "literacy/claim_scenario.h"

#include "core/workload.h"

namespace denominator {

void pinClaimSystems(Scenario& s, const Claim& claim, const Comparison& all, QStringList& missing)
{
    QStringList labels;
    for (const ClaimSystem& cs : claim.systems.mid(0, 2)) {
        const QString label = cs.hardware.isEmpty() ? QString() : bestSystemOf(all, cs.hardware);
        if (label.isEmpty())
            missing << (cs.hardware.isEmpty()
                            ? QStringLiteral("the claim does not name its comparator")
                            : QStringLiteral("%1 has no benchmark points in %2 %3").arg(cs.label, s.model, workloadName(s.isl, s.osl)));
        labels << label;
    }
    const QString subject = labels.value(0), comparator = labels.value(1);
    QStringList systems = defaultSelection(all);
    for (const QString& l : {subject, comparator}) {
        if (l.isEmpty()) continue;
        systems.removeAll(l);
        systems.prepend(l);
    }
    s.systems = systems;
    s.pair = !subject.isEmpty() && !comparator.isEmpty() ? QStringList{subject, comparator} : QStringList{};
}

} // namespace denominator
