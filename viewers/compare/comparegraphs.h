#pragma once

#include "core/diff/rundiff.h"

#include <QSet>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;

namespace cs::viewers {

class GraphPane;

// The two versions of one graph side by side, drawn by the graph view (A left, B right), with
// what changed outlined: nodes only in A in red, only in B in green, kernels that split or
// merged in orange. Selecting a box on one side selects the box holding the same node on the
// other (nodes are the same by target, source line and order, as the diff compares them).
// Below both graphs: the groups that split or merged and the decision each run recorded.
class CompareGraphs : public QWidget {
    Q_OBJECT
public:
    explicit CompareGraphs(QWidget *parent = nullptr);
    ~CompareGraphs() override;
    void setRuns(std::shared_ptr<const LoadedRun> a, std::shared_ptr<const LoadedRun> b);
    // Shows graph `index` of `diff.graphs` on both sides (one side blank when it lacks it).
    void showGraphs(const diff::GraphDiff &graph);
    // Shows the post-grad graph holding each kernel, centred on it (the kernel tab's selection).
    void showKernels(const diff::KernelPair &kernels);
    GraphPane *paneA() const { return m_a; }
    GraphPane *paneB() const { return m_b; }
    int outlined(bool sideA) const { return sideA ? m_outlinedA : m_outlinedB; } // boxes marked changed
    QString fusionText() const; // the shown graph's fusion changes and the decisions that differed

Q_SIGNALS:
    void outlinesDrawn(); // after both sides' layouts were marked

private:
    void mark();
    void follow(GraphPane *from, GraphPane *to);

    // Runs on a pane once its graphs are listed (setRun lists them off the UI thread).
    void whenListed(GraphPane *pane, std::function<void()> show);

    GraphPane *m_a = nullptr, *m_b = nullptr;
    std::function<void()> m_pendingA, m_pendingB;
    bool m_listedA = false, m_listedB = false;
    QLabel *m_titleA = nullptr, *m_titleB = nullptr;
    QLabel *m_fusion = nullptr; // below both graphs: what split or merged, and each run's decision
    QSet<QString> m_fusionKernels; // kernels of the shown pair that split or merged
    bool m_readyA = false, m_readyB = false, m_syncing = false;
    int m_outlinedA = 0, m_outlinedB = 0;
};

} // namespace cs::viewers
