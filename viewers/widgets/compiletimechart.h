#pragma once

#include "core/ingest/runloader.h"

#include <QStringList>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace cs::viewers {

class EmptyState;

// Where compile time went: one horizontal bar per compile id (frame compile time from
// compilation_metrics), split by phase (Dynamo, AOTAutograd, Inductor, code generation, as the
// report's phase table), recompiles and failures named in the label, longest first.
class CompileTimeChart : public QWidget {
    Q_OBJECT
public:
    explicit CompileTimeChart(QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run);
    // Bars on the chart (compile ids with a recorded time), for tests.
    int barCount() const { return m_bars; }
    int phaseSetCount() const
    {
        return m_phaseSets;
    } // stacked sets: the four phases, "other" and, where any compile has one, the backward
    QStringList labels() const { return m_labels; } // as shown, before HTML escaping
    QChart *chart() const;
    EmptyState *emptyState() const { return m_empty; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void showEmpty();
    void applyPalette();

    std::shared_ptr<const LoadedRun> m_run;
    bool m_hasRun = false;
    QChartView *m_view = nullptr;
    EmptyState *m_empty = nullptr;
    QStringList m_labels;
    int m_bars = 0;
    int m_phaseSets = 0;
};

} // namespace cs::viewers
