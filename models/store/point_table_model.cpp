// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#include "store/point_table_model.h"

#include "core/benchmark_source.h"
#include "core/comparison.h"

#include <QLocale>
#include <limits>

namespace denominator {

PointTableModel::PointTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PointTableModel::setPoints(QList<BenchmarkPoint> points)
{
    beginResetModel();
    m_points = std::move(points);
    endResetModel();
}

void PointTableModel::setAgenticInteractivity(AgenticInteractivity d)
{
    if (d == m_definition) return;
    m_definition = d;
    if (!m_points.isEmpty())
        emit dataChanged(index(0, int(Column::Interactivity)), index(int(m_points.size()) - 1, int(Column::Interactivity)));
}

const BenchmarkPoint* PointTableModel::pointAt(int row) const { return row >= 0 && row < m_points.size() ? &m_points.at(row) : nullptr; }

int PointTableModel::rowOfPoint(qint64 id) const
{
    for (int i = 0; i < m_points.size(); ++i)
        if (m_points.at(i).id == id) return i;
    return -1;
}

int PointTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_points.size()); }
int PointTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(Column::Count); }

QString PointTableModel::provenanceText(const BenchmarkPoint& p)
{
    const Provenance& v = p.provenance;
    QString s = QStringLiteral("%1 row %2 (%3, sha256 %4…)").arg(v.fileName).arg(v.rowIndex).arg(v.format, v.sha256.left(12));
    if (!v.runId.isEmpty()) s += QStringLiteral(", run %1").arg(v.runId);
    if (!v.runUrl.isEmpty()) s += QLatin1Char(' ') + v.runUrl;
    if (!v.date.isEmpty()) s += QStringLiteral(", %1").arg(v.date);
    if (!p.derivationNote.isEmpty()) s += QStringLiteral("; ") + p.derivationNote;
    if (p.measuredPower) s += QStringLiteral("; power: ") + p.measuredPower->sourceText;
    return s;
}

QVariant PointTableModel::raw(const BenchmarkPoint& p, Column c) const
{
    switch (c) {
    case Column::Model: return p.model;
    case Column::Workload: return qint64(p.isl) * 100000 + p.osl;
    case Column::Hardware: return p.hardware;
    case Column::Framework: return p.framework;
    case Column::Precision: return p.precision;
    case Column::Spec: return p.specDecoding;
    case Column::Disagg: return p.disagg;
    case Column::Concurrency: return p.conc;
    case Column::Gpus: return p.gpus;
    case Column::Throughput: return p.benchmark == Benchmark::InferenceX ? p.tputPerGpu : kNaN; // the others count output only
    case Column::OutputThroughput: return p.outputTputPerGpu;
    case Column::Interactivity: return interactivityOf(p, m_definition);
    case Column::MeasuredPower: return p.measuredPower ? p.measuredPower->watts : kNaN;
    case Column::Date: return p.provenance.date;
    case Column::Source: // another benchmark's results are found by its name
        return p.benchmark == Benchmark::InferenceX ? p.provenance.fileName
                                                    : QStringLiteral("%1 · %2").arg(definitionOf(p.benchmark).name, p.provenance.fileName);
    case Column::Count: break;
    }
    return {};
}

QVariant PointTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_points.size()) return {};
    const BenchmarkPoint& p = m_points.at(index.row());
    const auto c = Column(index.column());
    switch (role) {
    case Qt::DisplayRole: {
        QVariant v = raw(p, c);
        if (c == Column::Workload) return workloadName(p.isl, p.osl);
        if (c == Column::Disagg) return p.disagg ? QStringLiteral("yes") : QStringLiteral("no");
        if (c == Column::Gpus) return p.gpus > 0 ? QVariant(p.gpus) : QVariant(QStringLiteral("n/a"));
        // MLPerf and ML.ENERGY rows publish no concurrency (0 stands for "none"), never a value of 0.
        if (c == Column::Concurrency) return p.conc > 0 ? QVariant(p.conc) : QVariant(QStringLiteral("n/a"));
        if (v.typeId() == QMetaType::Double) {
            const double d = v.toDouble();
            return isKnown(d) ? QLocale().toString(d, 'f', d >= 100 ? 0 : 1) : QStringLiteral("n/a");
        }
        return v;
    }
    case Qt::TextAlignmentRole:
        return raw(p, c).typeId() == QMetaType::Double || c == Column::Concurrency || c == Column::Gpus
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case RawValueRole: {
        QVariant v = raw(p, c);
        // NaN sorts last when ascending: use +inf as the sort key, never shown.
        if (v.typeId() == QMetaType::Double && !isKnown(v.toDouble())) return std::numeric_limits<double>::infinity();
        return v;
    }
    case Qt::ToolTipRole:
        if (p.benchmark != Benchmark::InferenceX) { // a benchmark-dataset result, by its own definitions
            const BenchmarkDefinition& d = definitionOf(p.benchmark);
            const QString perGpu =
                p.gpus > 0 ? QStringLiteral("divided by its %1 accelerators").arg(p.gpus) : QStringLiteral("per accelerator");
            return QStringLiteral("%1, by its own definitions: watts %2, per %3 (Measured W shows them %4); throughput counts %5 "
                                  "tokens (so Tok/s/GPU is n/a); Tok/s/user: %6. %7")
                .arg(d.name, d.boundary, d.per, perGpu, d.tokens, d.interactivity, provenanceText(p));
        }
        if (c == Column::Interactivity && p.agentic)
            return QStringLiteral("%1 (agentic; the dock's Agentic setting chooses). %2").arg(describe(m_definition), provenanceText(p));
        return provenanceText(p);
    case ProvenanceRole: return provenanceText(p);
    case PointIdRole: return p.id;
    default: return {};
    }
}

QVariant PointTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    static const char* const names[] = {"Model", "Workload",  "Hardware",      "Framework",  "Precision",  "Spec", "Disagg", "Conc",
                                        "GPUs",  "Tok/s/GPU", "Out tok/s/GPU", "Tok/s/user", "Measured W", "Date", "Source"};
    return section >= 0 && section < int(Column::Count) ? QString::fromLatin1(names[section]) : QVariant();
}

} // namespace denominator
