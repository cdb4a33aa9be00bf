// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The data dock: stored points in a sortable, filterable table (raw values sort numerically),
// provenance per row in the tooltip and a detail line; selection is reported as a point id. It
// shows the chart's workload unless "All workloads" is ticked; the filter matches rows holding
// every word typed ("1024/1024 h200").

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace denominator {
class PointTableModel;
struct BenchmarkPoint;
} // namespace denominator

namespace denominator::ui {

class DataView : public QWidget {
    Q_OBJECT
public:
    explicit DataView(QWidget* parent = nullptr);

    void setPoints(const QList<BenchmarkPoint>& points);
    /// The chart's workload: the table shows its points unless all workloads are asked for.
    void setWorkload(const QString& model, int isl, int osl);
    /// Selects the row of a point (e.g. clicked on a chart) without emitting pointSelected.
    void selectPoint(qint64 id);
    PointTableModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }

signals:
    void pointSelected(qint64 id);

private:
    void updateCount();
    PointTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLineEdit* m_filter;
    QCheckBox* m_allWorkloads;
    QLabel* m_count;
    QLabel* m_detail;
    bool m_selecting = false;
    QString m_workloadModel;
    int m_workloadIsl = 0, m_workloadOsl = 0;
};

} // namespace denominator::ui
