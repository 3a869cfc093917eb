#pragma once

#include "core/ingest/runloader.h"

#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace cs::viewers {

// Where compile time went: one horizontal bar per compile id (frame compile time from
// compilation_metrics), recompiles and failures coloured apart, longest first.
class CompileTimeChart : public QWidget {
    Q_OBJECT
public:
    explicit CompileTimeChart(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    // Bars on the chart (compile ids with a recorded time), for tests.
    int barCount() const { return m_bars; }

private:
    QChartView *m_view = nullptr;
    int m_bars = 0;
};

} // namespace cs::viewers
