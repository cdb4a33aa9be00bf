// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One model on one GPU as every benchmark measured it: InferenceX, ML.ENERGY and MLPerf Inference
// Power points side by side as joules per output token, with each benchmark's definitions and,
// for each pair of benchmarks, what differs between them. J per output token is the one figure all
// three publish or allow: watts ÷ output tokens/s, whatever the watts were divided among.

#include "core/benchmark_source.h"
#include "core/hardware_catalog.h"
#include "core/point.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace denominator {

/// One result of one benchmark as the cross-source chart draws it.
struct CrossSourceMark {
    /// tok/s/user under its benchmark's definition; NaN when the benchmark publishes none (MLPerf:
    /// a latency limit or no condition at all), drawn as a level across the chart, not as a point.
    double interactivity = kNaN;
    double joulesPerOutputToken = kNaN;
    QString label;     ///< "vllm tp1 conc 64", "1× B200 max_num_seqs 8", "Server"
    QString power;     ///< what the joules came from: "measured GPU board 659.8 W per GPU"
    QString condition; ///< the latency condition the result met
    qint64 pointId = 0;
};

struct CrossSourceSeries {
    Benchmark benchmark = Benchmark::InferenceX;
    QString name;       ///< "InferenceX 1k/1k · b200 · rated TDP", "ML.ENERGY · b200", "MLPerf Server · h200"
    bool rated = false; ///< the watts are a rating (TDP), not a measurement
    QList<CrossSourceMark> marks;
};

struct CrossSourceView {
    QString model;
    QStringList hardware; ///< the hardware asked for, or, when any was, every hardware drawn
    QList<CrossSourceSeries> series;
    QList<Benchmark> benchmarks;   ///< with at least one drawn mark, in the order InferenceX, ML.ENERGY, MLPerf
    QStringList inferencexSources; ///< whose InferenceX-definition points are drawn: "InferenceX", "your runs", …
    QStringList ratedTdp;          ///< the rated TDPs the "rated TDP" series divide by: "b200 1,000 W"
    /// One line per definition row ("Boundary: InferenceX GPU board … · ML.ENERGY …"), for the
    /// window's table and the stamp of every export.
    QStringList definitionLines;
    /// One line per pair of drawn benchmarks, from what their drawn series are: "InferenceX vs
    /// ML.ENERGY: not comparable as published: they differ in watts (InferenceX: rated TDP;
    /// ML.ENERGY: measured GPU board), window (…). Aligned here: …".
    QStringList comparability;
    /// The same, short, for the note over the plot: "InferenceX vs ML.ENERGY: not comparable as
    /// published (watts, window differ)".
    QStringList comparabilityBrief;
    QStringList notes; ///< points left out and why ("12 MLPerf results without power")
};

/// The point has measured watts and output throughput: the cross-source chart can give it joules
/// per output token by its own benchmark's definition (MLPerf v6.0's performance-only rows cannot).
bool hasMeasuredEnergy(const BenchmarkPoint& p);

/// The view of `model` on `hardware` (any hardware when empty) from `points` of every benchmark.
/// InferenceX points count output tokens here and divide by measured GPU-board watts when the row
/// has them, otherwise by the rated TDP (its own series, named so).
CrossSourceView crossSourceView(const QString& model, const QStringList& hardware, const QList<BenchmarkPoint>& points,
                                const HardwareCatalog& catalog);

/// The definition fields in which `a` and `b` differ: "boundary", "per", "tokens", "window",
/// "latency condition".
QStringList definitionDifferences(Benchmark a, Benchmark b);

} // namespace denominator
