#pragma once

#include "core/fusion/fusionstepper.h"
#include "core/fusion/whynot.h"
#include "core/graph/graphlayout.h"
#include "core/ingest/runloader.h"
#include "core/profiling/kernelplan.h"
#include "viewers/widgets/backgroundwork.h"

#include <QHash>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QGraphicsView;
class QLineEdit;
class QSlider;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolButton;
QT_END_NAMESPACE

namespace cs::viewers {

class ElidedLabel;
class EmptyState;
class FusionDecisionsModel;
class FusionScene;

// The Fusion view: Inductor's fusion decisions for one graph, step by step. A picker (compile
// id and forward / backward / inference, with how sure the attribution is); a stepper (next /
// previous decision, next / previous round, a slider, arrow keys); the scheduler nodes drawn
// with the graph view's boxes, framed together as they fuse; the decisions with a reason
// filter; details of the selected node; "why are these two separate?" for any two selected
// nodes or typed names; a summary. Nothing is replayed while the view is hidden: the run is
// replayed off the UI thread when the view is first shown or asked (ensureReplayed, a "why"
// asked), each graph laid out once (Graphviz, in its own process) when it is shown; a
// selection made elsewhere while the view is hidden waits until it is shown. A step only changes
// what merged or split.
class FusionPane : public QWidget {
    Q_OBJECT
public:
    explicit FusionPane(QWidget *parent = nullptr);
    ~FusionPane() override;

    // Replayed off the UI thread when the view is shown (now, when it is) or asked.
    void setRun(std::shared_ptr<const LoadedRun> run);
    // The fusion model, replayed now (off the UI thread) unless it is there or under way:
    // runReplayed when it is there.
    void ensureReplayed();
    bool isReplaying() const { return m_replaying; }
    // A run replayed already (buildFusionRun): shown as it is, without a loaded run.
    void setFusionRun(std::shared_ptr<const FusionRun> fusion);
    // The kernel plans (the Kernels view's): the final nodes' code.
    void setPlans(const QList<KernelPlan> &plans);
    bool showGraph(const QString &id); // false: no such graph
    // The compile selected elsewhere (as the compile tree names it): its forward graph is shown
    // (else its inference, else another of its graphs), now or when the view is next shown,
    // unless one of its graphs already is. The first graph shown after a replay is its too.
    void followCompile(const QString &compileId);
    // After the first k decisions (0: before fusion; clamped).
    void setPosition(int k);
    int position() const { return m_position; }
    void stepDecision(int direction); // +1 / -1, through the decisions the filter shows
    void stepRound(int direction);
    // Which decisions the list shows and the stepper stops at.
    void setFilter(const DecisionFilter &filter);
    // Selected elsewhere (a kernel, a post-grad or scheduler node of compile `compileId`, as
    // the trace's overview prints it): selected here too, without publishing it back. While the
    // view is hidden or not replayed yet, the last one is kept and selected when it is shown
    // (false: not selected now).
    bool selectName(const QString &compileId, const QString &name);
    // "Why are these two separate?" in the current graph; shown in the Why tab. Before the run
    // is replayed: replays it (off the UI thread) and answers then (an answer with an error now).
    WhyNotAnswer askWhy(const QString &a, const QString &b);

    const FusionRun *fusionRun() const { return m_fusion.get(); }
    const FusionGraph *graph() const;
    const FusionStepper *stepper() const { return m_stepper.get(); }
    int nodeCount() const { return m_nodeCount; } // distinct nodes at the position
    FusionScene *scene() const { return m_scene; }
    QGraphicsView *view() const { return m_view; }
    FusionDecisionsModel *decisionsModel() const { return m_model; }
    QTableView *decisionsTable() const { return m_table; }
    QTextBrowser *detailsBrowser() const { return m_details; }
    QTextBrowser *whyBrowser() const { return m_why; }
    QTextBrowser *summaryBrowser() const { return m_summary; }
    QTabWidget *tabs() const { return m_tabs; }
    QString statusText() const;
    QString positionText() const;
    bool isLaidOut() const { return m_laidOut; }
    // The drawing, or why there is none (no fusion record for the graph, no graph at all).
    EmptyState *drawingState() const { return m_drawing; }
    // The bands the current graph's layout was cut into to fit the view (1: as laid out).
    int bands() const { return m_bands.value(graph() ? graph()->id : QString(), 1); }

protected:
    void showEvent(QShowEvent *event) override;

Q_SIGNALS:
    void runReplayed(int graphs);
    void graphLaidOut(const QString &id);
    void positionChanged(int position);
    // The user selected a node or kernel here: `name` is its kernel, else its first post-grad node.
    void itemSelected(const QString &compileId, const QString &name);

private:
    void onReplayed(std::shared_ptr<const FusionRun> run, int generation);
    void layoutInBackground(const QString &id);
    void applyGroups();
    void onSceneSelection();
    void showNode(int node);
    void showNoScheduler();
    void fillFilter();
    void applyFilterChoice();
    void updateStatus();
    QString compileKeyOf(const FusionGraph &g) const;
    // fusionpanegraphs.cpp: which graph to show, the drawing's empty state, bands.
    int graphOfCompile(const QString &compileId) const; // its forward graph first; -1: none
    int firstGraph() const; // after a replay
    void applyFollow();
    void showDrawingState(const FusionGraph *g);
    void storeLayout(const QString &id, const GraphLayout &layout);
    QString pickerText(const FusionGraph &g) const;
    const KernelPlan *planFor(int node) const;

    std::shared_ptr<const LoadedRun> m_run;
    std::shared_ptr<const FusionRun> m_fusion;
    int m_graph = -1;
    std::unique_ptr<FusionStepper> m_stepper;
    QList<KernelPlan> m_plans;
    QHash<QString, GraphLayout> m_layouts; // by graph id, banded to fit the view
    QHash<QString, int> m_bands; // by graph id: the bands of its layout (layoutbands.h)
    QString m_followCompile; // the compile selected elsewhere
    QString m_layingOut; // the graph whose layout is under way
    int m_position = 0, m_nodeCount = 0;
    int m_selectedNode = -1, m_selectedGroup = -1; // details shown for, and its group then
    QString m_selectedName; // the node filter's name
    std::vector<int> m_state;
    DecisionFilter m_filter;
    int m_generation = 0;
    bool m_replaying = false;
    std::pair<QString, QString> m_pendingSelection; // compile id, name: selected when shown
    std::pair<QString, QString> m_pendingWhy; // asked before the replay: answered after it
    bool m_laidOut = false;
    bool m_sized = false; // the splitter got its first sizes
    bool m_following = false; // selecting what another view published: no echo
    BackgroundWork m_work; // replays and layouts: waited for before the members above go

    QComboBox *m_picker = nullptr;
    QComboBox *m_reason = nullptr;
    QCheckBox *m_onlySelected = nullptr;
    QToolButton *m_prevRound = nullptr, *m_prev = nullptr, *m_next = nullptr, *m_nextRound = nullptr;
    QSlider *m_slider = nullptr;
    ElidedLabel *m_positionLabel = nullptr;
    ElidedLabel *m_status = nullptr;
    FusionScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    EmptyState *m_drawing = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_split = nullptr;
    FusionDecisionsModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_details = nullptr, *m_why = nullptr, *m_summary = nullptr;
    QLineEdit *m_whyA = nullptr, *m_whyB = nullptr;
};

} // namespace cs::viewers
