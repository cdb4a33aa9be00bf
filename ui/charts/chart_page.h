// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One chart tab: a QChartView whose chart carries the assumption stamp, with tooltips on
// hovered points (text prepared by the chart builders) and clicks reported as point ids.

#include <QChartView>

namespace denominator::ui {

class ChartStamp;

class ChartPage : public QChartView {
    Q_OBJECT
public:
    explicit ChartPage(const QString& name, QWidget* parent = nullptr);

    QString name() const { return objectName(); }
    ChartStamp* stamp() const { return m_stamp; }
    /// Connects hover tooltips and click selection for the series now in the chart.
    void wireSeries();

signals:
    void pointClicked(qint64 pointId);

private:
    ChartStamp* m_stamp;
};

} // namespace denominator::ui
