// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Sensitivity of the headline ratio (systems[subject] ÷ systems[0] under the comparison's
// assumptions) to each assumption swung over a plausible range: measured draw of systems without
// a measurement (the assumed fraction of TDP, either system anywhere in it), node overhead (host
// share ±50 %), rack overhead (network share ±50 %; neither enters the modelled chassis, which has
// its own), PUE 1.1–1.5 (at the facility and in the modelled chassis), interactivity target ×0.5…×2
// (when matched), token type (total vs output). Pure; ratios are single figures as in
// ratio_reading.h (an unknown draw taken at the top of its range unless the bar swings it).

#include "literacy/ratio_reading.h"

#include <QList>
#include <QString>

namespace denominator {

struct TornadoBar {
    QString key;                                  ///< measured-fraction, host-share, network-share, pue, interactivity, tokens
    QString label;                                ///< short, for an axis: "Host share ±50 %"
    QString lowLabel, highLabel;                  ///< the assumption at each end ("host ×0.5")
    double ratioAtLow = kNaN, ratioAtHigh = kNaN; ///< the headline ratio at each end; NaN = not computable
    bool applicable = true;                       ///< false: the assumption does not enter this reading (note says why)
    QString note;

    /// |ln(ratioAtHigh / ratioAtLow)|: how far the swing moves the ratio; 0 when not computable.
    double spread() const;
};

struct Tornado {
    QString subject, baseline;
    double ratio = kNaN;    ///< the current headline ratio: the centre line
    QList<TornadoBar> bars; ///< largest spread first; not applicable or not computable last
    QString message;        ///< why there is no tornado (bars empty)
};

Tornado computeTornado(const Comparison& c, const HardwareCatalog& catalog, int subject = 1);

/// The headline ratio after scaling a catalogue field (host_w, network_w) of both systems'
/// hardware by `factor`; the comparison's own assumptions otherwise. NaN when not computable.
double ratioWithScaledField(const Comparison& c, const HardwareCatalog& catalog, int subject, const QString& field, double factor);

} // namespace denominator
