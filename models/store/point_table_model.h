// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// Stored points as a table. Display strings are formatted ("n/a" for missing values); raw numbers
// live in RawValueRole so sorting and charts never parse display text. Thread: GUI thread.

#include "core/point.h"
#include "core/workload.h"

#include <QAbstractTableModel>
#include <QList>

namespace denominator {

class PointTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { RawValueRole = Qt::UserRole + 1, ProvenanceRole, PointIdRole };
    enum class Column {
        Model,
        Workload,
        Hardware,
        Framework,
        Precision,
        Spec,
        Disagg,
        Concurrency,
        Gpus,
        Throughput,
        OutputThroughput,
        Interactivity,
        MeasuredPower,
        Date,
        Source,
        Count
    };

    explicit PointTableModel(QObject* parent = nullptr);

    void setPoints(QList<BenchmarkPoint> points);
    /// How the interactivity column reads agentic points (the dock's choice); tooltips name it.
    void setAgenticInteractivity(AgenticInteractivity d);
    const BenchmarkPoint* pointAt(int row) const;
    int rowOfPoint(qint64 id) const; ///< -1 when not present

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "file.json row 12 (sha256 ab12…), run 123 https://…, 2026-06-11"
    static QString provenanceText(const BenchmarkPoint& p);

private:
    QVariant raw(const BenchmarkPoint& p, Column c) const;
    QList<BenchmarkPoint> m_points;
    AgenticInteractivity m_definition = AgenticInteractivity::P90E2e;
};

} // namespace denominator
