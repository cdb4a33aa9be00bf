// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// One chart tab: a QChartView whose chart carries the assumption stamp, with tooltips on
// hovered points (text prepared by the chart builders) and clicks reported as point ids. With
// more systems than a legend in the chart can hold, the legend is a scrollable list beside it.

#include <QChartView>

class QListWidget;

namespace denominator::ui {

class ChartStamp;

class ChartPage : public QChartView {
    Q_OBJECT
public:
    explicit ChartPage(const QString& name, QWidget* parent = nullptr);

    QString name() const { return objectName(); }
    ChartStamp* stamp() const { return m_stamp; }
    /// Connects hover tooltips and click selection for the series now in the chart, and lists the
    /// legend beside the chart when the chart leaves it outside (legend_grid.h).
    void wireSeries();
    QListWidget* legendList() const { return m_legend; }

protected:
    void resizeEvent(QResizeEvent* e) override;

signals:
    void pointClicked(qint64 pointId);

private:
    void placeLegend();
    ChartStamp* m_stamp;
    QListWidget* m_legend;
    int m_legendWidth = 0;
    double m_aroundPlot = 0; ///< chart height minus plot height, at the last layout
};

} // namespace denominator::ui
