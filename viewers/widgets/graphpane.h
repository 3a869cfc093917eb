#pragma once

#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/graph/graphlayout.h"
#include "core/ingest/runloader.h"
#include "core/model/profile.h"

#include <QHash>
#include <QPoint>
#include <QPointF>
#include <QSet>
#include <QTransform>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QLineEdit;
class QProcess;
class QThread;
class QTextBrowser;
class QTimer;
QT_END_NAMESPACE

namespace cs::viewers {

class ElidedLabel;
class EmptyState;

// The graph view: a run's graphs (Dynamo, AOT, post-grad), collapsed into fusion groups and
// source statements, big graphs into segments; double-click expands or collapses a box.
// Layouts run in a separate Graphviz process with a timeout (a crash or hang of `dot` never
// reaches the app) and are cached; search centres and highlights; export as SVG or PNG.
class GraphPane : public QWidget {
    Q_OBJECT
public:
    explicit GraphPane(QWidget *parent = nullptr);
    ~GraphPane() override;
    void setRun(std::shared_ptr<const LoadedRun> run); // lists the graphs off the UI thread
    // Extracts and collapses the graph off the UI thread, then lays it out; false if no such id.
    bool showGraph(const QString &id);
    void toggleUnit(int key); // expand or collapse the box whose first node is `key`
    void setGroupBy(GroupBy by); // what the boxes are: kernels, layers or source statements
    // The grouping the user chose per graph stage ("dynamo", "post_grad", ...), used instead of the
    // default when a graph of that stage opens and the grouping fits it (kept by the app).
    void setPreferredGrouping(const QHash<QString, GroupBy> &byStage) { m_preferredGrouping = byStage; }
    // How long one Graphviz layout may take before it is stopped (30 s by default).
    void setLayoutTimeout(int ms) { m_layoutTimeoutMs = ms; }
    int layoutTimeout() const { return m_layoutTimeoutMs; }
    GroupBy groupBy() const { return m_groupBy; }
    bool search(const QString &text); // centres on the first match; false when none
    // Opens the post-grad graph of `compileId` that holds `kernel` and centres on its box.
    bool showKernel(const QString &compileId, const QString &kernel);
    bool exportTo(const QString &path); // .svg (Graphviz) or .png (the scene)
    QString proposedExportPath() const; // what Export… proposes: the graph's name, the last export's folder
    // The compile selected elsewhere: its graph is shown (now, or when the view is next shown),
    // unless one of its graphs already is. `log` is the run's log index (-1: any).
    void followCompile(int log, const QString &compileId);
    // The kernels' latest measurements (the Kernels view's profile run; null: none), shown in a
    // kernel box's details.
    void setMeasurements(std::shared_ptr<const ProfileRun> run);
    const KernelResult *measurementOf(const QString &kernel) const; // of the graph shown

    int boxCount() const { return static_cast<int>(m_collapsed.units.size()); }
    bool isLayingOut() const; // Graphviz is laying a graph out
    // The node groups the boxes are made of (one per launch with provenance), as `graph --list`'s
    // `node_groups`; not a kernel count.
    int nodeGroupCount() const { return static_cast<int>(m_graph.groups.size()); }
    // The graph's kernel counts (kernelcounts.h), as `graph --list --json`'s `kernel_counts`:
    // distinct kernels and launches of its generated code (outputCodes 0: none), graph nodes.
    KernelCounts kernelCounts() const
    {
        KernelCounts c = m_graph.codeCounts;
        c.graphNodes = static_cast<int>(m_graph.nodes.size());
        return c;
    }
    const GraphEntry &currentEntry() const { return m_current; }
    QString statusText() const;
    bool isOverview() const { return m_overview; }
    QGraphicsView *view() const { return m_view; }
    int graphCount() const { return static_cast<int>(m_graphs.size()); }
    const FxGraph &graph() const { return m_graph; }
    const CollapsedGraph &collapsed() const { return m_collapsed; }
    QGraphicsScene *scene() const { return m_scene; }

protected:
    bool eventFilter(QObject *watched, QEvent *e) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

Q_SIGNALS:
    void graphsListed(int count);
    void layoutReady(int boxes, double seconds);
    void layoutFailed(const QString &message);
    // The user selected a box: its kernel, else its first node (`compileId` as the trace prints it).
    void itemSelected(const QString &compileId, const QString &name);
    // The user picked a grouping for the graph shown, of `stage`.
    void groupingChosen(const QString &stage, GroupBy by);

private:
    void loadInBackground(const GraphEntry &entry);
    void runInBackground(std::function<void()> work);
    // graphpanelayout.cpp: layouts, overview, fit, minimap
    void connectLayoutProcess(); // Graphviz's result or failure, and its timeout
    void relayout();
    void showLayout(const GraphLayout &layout);
    void showOverview(bool announce = true); // announce: a new layout (status, layoutReady)
    void finishLayout();
    void openBox(int unit); // double-click: open or close it
    void fit();
    // Fit, or where Fit would draw the boxes too small to read (a long graph laid out as a thin
    // diagonal or strip), the graph's first boxes at a readable size; true in the latter case.
    bool fitOrShowStart();
    void updateMinimap();
    // graphpanenavigation.cpp: details, search, following the selection
    int preferredGraphOf(int log, const QString &compileId) const;
    void applyFollow();
    void showDetails(int unit);

    std::shared_ptr<const LoadedRun> m_run;
    QList<GraphEntry> m_graphs;
    FxGraph m_graph;
    CollapsedGraph m_collapsed;
    QSet<int> m_expanded;
    GroupBy m_groupBy = GroupBy::Kernel;
    QHash<QString, GroupBy> m_preferredGrouping;
    QComboBox *m_grouping = nullptr;
    QString m_dot; // of the layout in flight or shown
    QHash<QString, GraphLayout> m_cache; // dot text → layout
    QComboBox *m_picker = nullptr;
    QLineEdit *m_search = nullptr;
    ElidedLabel *m_status = nullptr;
    QLabel *m_legend = nullptr;
    EmptyState *m_empty = nullptr;
    QGraphicsScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    QTextBrowser *m_details = nullptr;
    QGraphicsView *m_minimap = nullptr;
    QString m_selectedKey; // the selected box's kernel or node, kept across graph switches
    int m_selectedUnit = -1;
    std::shared_ptr<const ProfileRun> m_measured;
    QProcess *m_dotProcess = nullptr;
    QTimer *m_timeout = nullptr;
    int m_layoutTimeoutMs = 30000;
    qint64 m_started = 0;
    int m_generation = 0; // drops results of superseded background work
    QString m_pendingSearch; // searched once the graph being loaded is laid out
    GraphEntry m_current; // the graph shown or being read
    int m_followLog = -1;
    QString m_followCompile;
    bool m_overview = false;
    bool m_quiet = false; // selecting for another view: no itemSelected
    bool m_keepView = false; // the next layout keeps the zoom (a box was opened or closed)
    QString m_layoutStatus; // the status line of the last layout, before where it is shown from
    std::optional<QPointF> m_startTopLeft; // the view's top-left when the pane showed the graph's start
    bool m_userFit = false; // Fit was pressed since the last layout: a resize fits again, never the start
    QTransform m_keepTransform;
    QTransform m_fitTransform; // the view's transform after the last Fit
    QPoint m_keepViewportPos;
    int m_keepKey = -1;
    QList<QThread *> m_workers;
    QString m_exportFolder; // of the last export, this session
};

} // namespace cs::viewers
