#pragma once

#include "core/analysis/explain.h"
#include "core/graph/ddpsplits.h"
#include "core/ingest/runloader.h"

#include <QTabWidget>

#include <memory>

namespace cs::viewers {
class BreaksModel;
class CompileDetails;
class CompileTimeChart;
class CudaGraphsModel;
class ExplorerPane;
class FailuresModel;
class FixFirstPane;
class FusionPane;
class RanksPane;
class GuardsPane;
class InputsModel;
class GraphPane;
class KernelsPane;
class MessagesModel;
class PassesPane;
class ProvenancePane;
class RecompilesModel;
class SelectionContext;
} // namespace cs::viewers

namespace cs::app {

// The right-hand side of the main window: what to fix first, details of the selected compile, graph breaks,
// recompiles, failures, guards, compile-time chart, the graph, kernels, TORCH_LOGS messages
// (autotune errors, perf hints, warnings) and inputs. Follows the shared selection and
// publishes the user's selections to it.
class FindingsTabs : public QTabWidget {
    Q_OBJECT
public:
    FindingsTabs(viewers::SelectionContext *selection, QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation);
    const Explanation &explanation() const { return m_explanation; }
    // The Graph breaks view with the break at `file`:`line` selected (and its compile), as a
    // Fleet row names it; the view alone when the run has no break there.
    void showBreakAt(const QString &file, qint64 line);
    // Shows a tab by its stable name: fix (what to fix first, the first), details, breaks, recompiles, failures,
    // cudagraphs, guards, time, graph, kernels, fusion, passes, provenance, ranks, messages, inputs.
    bool showView(const QString &name);
    QStringList viewNames() const;

    viewers::FixFirstPane *fixFirstPane() const { return m_fixFirst; }
    // A finding of What to fix first (an index into its fixes()): its view, the finding selected.
    void showEvidence(int fix);
    viewers::ExplorerPane *breaksPane() const { return m_breaks; }
    viewers::ExplorerPane *recompilesPane() const { return m_recompiles; }
    viewers::ExplorerPane *failuresPane() const { return m_failures; }
    viewers::ExplorerPane *cudaGraphsPane() const { return m_cudaGraphs; }
    viewers::ExplorerPane *messagesPane() const { return m_messages; }
    viewers::CompileTimeChart *timeChart() const { return m_timeChart; }
    viewers::GuardsPane *guardsPane() const { return m_guards; }
    viewers::KernelsPane *kernelsPane() const { return m_kernels; }
    viewers::GraphPane *graphPane() const { return m_graphs; }
    viewers::FusionPane *fusionPane() const { return m_fusion; }
    viewers::PassesPane *passesPane() const { return m_passes; }
    viewers::ProvenancePane *provenancePane() const { return m_provenance; }
    viewers::RanksPane *ranksPane() const { return m_ranks; }

private:
    void addViewsMenu();
    void follow(const CompileRef &ref, const QObject *origin);
    void showGuards(const CompileRef &compile, const GuardFailure *failure);
    CompileRef refOf(const QModelIndex &index) const;

    viewers::SelectionContext *m_selection;
    std::shared_ptr<const LoadedRun> m_run;
    Explanation m_explanation;
    std::vector<DdpSplitInfo> m_splits; // DDPOptimizer's splits, shown with their compile
    viewers::FixFirstPane *m_fixFirst = nullptr;
    viewers::CompileDetails *m_details = nullptr;
    viewers::BreaksModel *m_breaksModel = nullptr;
    viewers::RecompilesModel *m_recompilesModel = nullptr;
    viewers::FailuresModel *m_failuresModel = nullptr;
    viewers::CudaGraphsModel *m_cudaGraphsModel = nullptr;
    viewers::InputsModel *m_inputsModel = nullptr;
    viewers::MessagesModel *m_messagesModel = nullptr;
    viewers::ExplorerPane *m_messages = nullptr;
    viewers::ExplorerPane *m_breaks = nullptr;
    viewers::ExplorerPane *m_recompiles = nullptr;
    viewers::ExplorerPane *m_failures = nullptr;
    viewers::ExplorerPane *m_cudaGraphs = nullptr;
    viewers::GuardsPane *m_guards = nullptr;
    viewers::CompileTimeChart *m_timeChart = nullptr;
    viewers::KernelsPane *m_kernels = nullptr;
    viewers::GraphPane *m_graphs = nullptr;
    viewers::FusionPane *m_fusion = nullptr;
    viewers::PassesPane *m_passes = nullptr;
    viewers::ProvenancePane *m_provenance = nullptr;
    viewers::RanksPane *m_ranks = nullptr;
};

} // namespace cs::app
