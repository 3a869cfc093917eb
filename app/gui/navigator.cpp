#include "gui/navigator.h"

#include "gui/findbar.h"
#include "gui/findingstabs.h"
#include "gui/gotodialog.h"
#include "gui/livefollow.h"
#include "gui/mainwindow.h"
#include "gui/rowactions.h"

#include "viewers/displaytext.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/guardspane.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QDateTime>
#include <QGraphicsScene>
#include <QMenuBar>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTableView>
#include <QTextEdit>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

namespace cs::app {
namespace {

constexpr qint64 CoalesceMs = 400; // selections closer than this in one view are one step

QList<int> rowPathOf(QModelIndex index)
{
    QList<int> path;
    for (index = index.siblingAtColumn(0); index.isValid(); index = index.parent())
        path.prepend(index.row());
    return path;
}

QModelIndex indexAtPath(const QAbstractItemModel *model, const QList<int> &path)
{
    QModelIndex i;
    for (int row : path) {
        if (row < 0 || row >= model->rowCount(i))
            return {};
        i = model->index(row, 0, i);
    }
    return i;
}

// A source-model index shown in `view`, through its proxy models.
QModelIndex inView(const QAbstractItemView *view, QModelIndex source)
{
    QList<const QAbstractProxyModel *> proxies;
    for (auto *m = view->model(); auto *p = qobject_cast<const QAbstractProxyModel *>(m); m = p->sourceModel())
        proxies.prepend(p);
    for (const QAbstractProxyModel *p : proxies)
        source = p->mapFromSource(source);
    return source;
}

const QAbstractItemModel *sourceModelOf(const QAbstractItemView *view)
{
    const QAbstractItemModel *m = view->model();
    while (auto *p = qobject_cast<const QAbstractProxyModel *>(m))
        m = p->sourceModel();
    return m;
}

} // namespace

Navigator::Navigator(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_findings(window->findings())
{
    m_rows = new RowActions(this);
    m_live = new LiveFollow(this);
    m_goto = new GotoDialog(window);
    connect(m_goto, &GotoDialog::activated, this, &Navigator::goTo);

    // The find bar sits at the bottom of the window, shown while it is open.
    m_findBar = new FindBar;
    m_findArea = new QToolBar(tr("Find"), window);
    m_findArea->setObjectName(QStringLiteral("findToolBar"));
    m_findArea->setMovable(false);
    m_findArea->setFloatable(false);
    m_findArea->addWidget(m_findBar);
    m_findArea->toggleViewAction()->setVisible(false); // opened by Ctrl+F, closed by Escape
    window->addToolBar(Qt::BottomToolBarArea, m_findArea);
    m_findArea->hide();
    connect(m_findBar, &FindBar::closed, m_findArea, &QWidget::hide);

    createActions();
    connectViews();
    connect(window, &MainWindow::runLoaded, this, &Navigator::onRunLoaded);
    connect(window, &MainWindow::runUpdated, this, &Navigator::onRunUpdated);
    connect(m_rows, &RowActions::message, window, [window](const QString &text) { window->showMessage(text); });
    connect(m_live, &LiveFollow::message, window, [window](const QString &text) { window->showMessage(text); });
    connect(m_live, &LiveFollow::updated, window,
        [window](std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation, int newCompiles,
            qint64 newRecords) {
            window->applyLiveUpdate(std::move(run), std::move(explanation));
            window->showMessage(newCompiles > 0 ? tr("Live: %n new compile id(s)", nullptr, newCompiles)
                                                : tr("Live: %n new record(s)", nullptr, static_cast<int>(newRecords)));
        });
    qApp->installEventFilter(this); // the mouse's back and forward buttons, over any child
}

Navigator::~Navigator()
{
    qApp->removeEventFilter(this);
    if (m_cancelIndex)
        *m_cancelIndex = true;
    for (QThread *t : m_indexers) {
        t->wait();
        delete t;
    }
}

void Navigator::createActions()
{
    QMenuBar *bar = m_window->menuBar();
    // Before the Help menu (the last one), wherever the other menus are.
    QAction *before = bar->actions().isEmpty() ? nullptr : bar->actions().last();
    QMenu *edit = m_window->findChild<QMenu *>(QStringLiteral("menuEdit"));
    if (!edit) {
        edit = new QMenu(tr("&Edit"), bar);
        edit->setObjectName(QStringLiteral("menuEdit")); // the shell's name for it (mainwindowshell.cpp)
        bar->insertMenu(before, edit);
    }
    QAction *find = edit->addAction(tr("&Find…"), this, &Navigator::openFind);
    find->setShortcut(QKeySequence::Find);
    find->setObjectName(QStringLiteral("findAction"));
    QAction *findCompiles = edit->addAction(tr("Find in &Compile List…"), this, &Navigator::openFindInCompiles);
    findCompiles->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    findCompiles->setObjectName(QStringLiteral("findCompilesAction"));
    QAction *next = edit->addAction(tr("Find &Next"), this, [this] {
        if (m_findArea->isHidden())
            openFind();
        m_findBar->findNext();
    });
    next->setShortcut(QKeySequence::FindNext);
    QAction *previous = edit->addAction(tr("Find Pre&vious"), this, [this] {
        if (m_findArea->isHidden())
            openFind();
        m_findBar->findPrevious();
    });
    previous->setShortcut(QKeySequence::FindPrevious);

    QMenu *go = new QMenu(tr("&Go"), bar);
    go->setObjectName(QStringLiteral("goMenu"));
    bar->insertMenu(before, go);
    m_back = go->addAction(tr("&Back"), this, &Navigator::back);
    m_back->setShortcuts(QKeySequence::Back);
    m_back->setObjectName(QStringLiteral("backAction"));
    m_forward = go->addAction(tr("&Forward"), this, &Navigator::forward);
    m_forward->setShortcuts(QKeySequence::Forward);
    m_forward->setObjectName(QStringLiteral("forwardAction"));
    go->addSeparator();
    QAction *anything = go->addAction(tr("Go to &Anything…"), this, &Navigator::openGoto);
    anything->setShortcut(QKeySequence(tr("Ctrl+K")));
    anything->setObjectName(QStringLiteral("gotoAction"));
    go->addSeparator();
    m_follow = go->addAction(tr("Follow &Live Run"));
    m_follow->setObjectName(QStringLiteral("followAction"));
    m_follow->setCheckable(true);
    m_follow->setEnabled(false);
    m_follow->setToolTip(tr("Show new compile ids, graph breaks and recompiles as the run's trace logs are written"));
    connect(m_follow, &QAction::toggled, m_live, &LiveFollow::setEnabled);
    connect(m_live, &LiveFollow::enabledChanged, m_follow, &QAction::setChecked);
    // The status bar's button is for runs being written (followed when opened); an older run
    // can still be followed from the Go menu.
    connect(m_live, &LiveFollow::followableChanged, this, [this](bool followable) {
        m_follow->setEnabled(followable);
        if (!followable)
            m_liveButton->hide();
    });
    connect(m_live, &LiveFollow::enabledChanged, this, [this](bool on) {
        if (on)
            m_liveButton->show();
    });
    m_liveButton = new QToolButton;
    m_liveButton->setObjectName(QStringLiteral("followButton"));
    m_follow->setIconText(tr("Live")); // the status bar's button says it short
    m_liveButton->setDefaultAction(m_follow);
    m_liveButton->setAutoRaise(true);
    m_liveButton->hide();
    m_window->statusBar()->addPermanentWidget(m_liveButton);
    updateActions();
}

void Navigator::connectViews()
{
    connect(m_window->selection(), &viewers::SelectionContext::compileSelected, this, &Navigator::scheduleCapture);
    connect(m_findings, &QTabWidget::currentChanged, this, &Navigator::scheduleCapture);
    QList<QAbstractItemView *> views { m_window->compileTree(), m_window->diagnosticsView() };
    for (const QString &name : { QStringLiteral("breaks"), QStringLiteral("recompiles"), QStringLiteral("failures"),
             QStringLiteral("cudagraphs"), QStringLiteral("messages"), QStringLiteral("guards"),
             QStringLiteral("kernels"), QStringLiteral("inputs") })
        if (QAbstractItemView *v = itemViewOf(name))
            views << v;
    for (QAbstractItemView *v : views) {
        m_rows->install(v);
        if (v != m_window->diagnosticsView() && v != m_window->compileTree())
            connect(v->selectionModel(), &QItemSelectionModel::currentChanged, this, &Navigator::scheduleCapture);
    }
    connect(m_findings->graphPane()->scene(), &QGraphicsScene::selectionChanged, this, &Navigator::scheduleCapture);
}

QAbstractItemView *Navigator::itemViewOf(const QString &view) const
{
    if (view == QLatin1String("breaks"))
        return m_findings->breaksPane()->view();
    if (view == QLatin1String("recompiles"))
        return m_findings->recompilesPane()->view();
    if (view == QLatin1String("failures"))
        return m_findings->failuresPane()->view();
    if (view == QLatin1String("cudagraphs"))
        return m_findings->cudaGraphsPane()->view();
    if (view == QLatin1String("messages"))
        return m_findings->messagesPane()->view();
    if (view == QLatin1String("guards"))
        return m_findings->guardsPane()->view();
    if (view == QLatin1String("kernels"))
        return m_findings->kernelsPane()->table();
    if (view == QLatin1String("inputs"))
        return m_findings->findChild<QTableView *>(QStringLiteral("inputs"));
    return nullptr;
}

NavLocation Navigator::currentLocation() const
{
    NavLocation loc;
    if (QWidget *w = m_findings->currentWidget())
        loc.view = w->objectName();
    loc.compile = m_window->selection()->current();
    if (loc.view == QLatin1String("graph")) {
        viewers::GraphPane *g = m_findings->graphPane();
        loc.graphId = g->currentEntry().id;
        const auto items = g->scene()->selectedItems();
        if (!items.isEmpty())
            if (auto *u = dynamic_cast<viewers::UnitItem *>(items.first());
                u && u->unit() >= 0 && u->unit() < g->boxCount())
                loc.graphKey = g->collapsed().units[static_cast<size_t>(u->unit())].label.section(u'\n', 0, 0);
    } else if (QAbstractItemView *v = itemViewOf(loc.view); v && v->currentIndex().isValid()) {
        loc.rowPath = rowPathOf(v->currentIndex());
        loc.rowText = v->currentIndex().siblingAtColumn(0).data().toString();
    }
    return loc;
}

void Navigator::scheduleCapture()
{
    if (m_restoring || m_captureQueued || !m_window->run())
        return;
    m_captureQueued = true; // one step for everything one selection changes in every view
    QTimer::singleShot(0, this, &Navigator::capture);
}

void Navigator::capture()
{
    m_captureQueued = false;
    if (m_restoring || !m_window->run())
        return;
    const NavLocation loc = currentLocation();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const NavLocation *here = m_history.current();
    // Stepping through a list with the keys leaves one entry, not one per row.
    const bool replace = here && here->view == loc.view && now - m_lastVisit < CoalesceMs && m_history.size() > 1;
    const size_t before = m_history.size(), at = m_history.position();
    m_history.visit(loc, replace);
    if (m_history.size() != before || m_history.position() != at || replace) {
        m_lastVisit = now;
        updateActions();
        Q_EMIT navigated();
    }
}

void Navigator::back()
{
    if (const NavLocation *loc = m_history.back())
        restore(*loc);
}

void Navigator::forward()
{
    if (const NavLocation *loc = m_history.forward())
        restore(*loc);
}

void Navigator::restore(const NavLocation &location)
{
    const NavLocation loc = location; // the history may change below
    m_restoring = true;
    m_findings->showView(loc.view);
    if (loc.compile.isValid())
        m_window->selection()->select(loc.compile, this);
    if (loc.view == QLatin1String("graph") && !loc.graphId.isEmpty()) {
        showGraphNode(loc.graphId, loc.graphKey);
    } else if (QAbstractItemView *v = itemViewOf(loc.view); v && !loc.rowPath.isEmpty()) {
        const QModelIndex i = indexAtPath(v->model(), loc.rowPath);
        if (i.isValid() && i.data().toString() == loc.rowText) { // the same row (a live update may move rows)
            v->setCurrentIndex(i);
            v->scrollTo(i);
        }
    }
    QTimer::singleShot(0, this, [this] {
        m_restoring = false;
        m_captureQueued = false;
    });
    updateActions();
    Q_EMIT navigated();
}

void Navigator::updateActions()
{
    m_back->setEnabled(m_history.canGoBack());
    m_forward->setEnabled(m_history.canGoForward());
}

bool Navigator::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        auto *w = qobject_cast<QWidget *>(watched);
        const auto button = static_cast<QMouseEvent *>(event)->button();
        if (w && w->window() == m_window && (button == Qt::BackButton || button == Qt::ForwardButton)) {
            button == Qt::BackButton ? back() : forward();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

QString Navigator::viewTitle(int tab) const
{
    QString title = m_findings->tabText(tab);
    const qsizetype paren = title.indexOf(QLatin1String(" ("));
    return (paren > 0 ? title.left(paren) : title).remove(u'&');
}

// Ctrl+F searches the view on screen, wherever the keyboard focus is (the compile list has its
// own: Ctrl+Shift+F); inside the view, the list or text that has the focus (a view with two).
QWidget *Navigator::findTarget(QString *name) const
{
    QWidget *focus = QApplication::focusWidget();
    QWidget *page = m_findings->currentWidget();
    QTreeView *tree = m_window->compileTree();
    if (!page || !page->isVisible()) {
        *name = tr("Compiles");
        return tree;
    }
    *name = viewTitle(m_findings->currentIndex());
    if (focus && page->isAncestorOf(focus)
        && (qobject_cast<QAbstractItemView *>(focus) || qobject_cast<QTextEdit *>(focus)
            || qobject_cast<QPlainTextEdit *>(focus)))
        return focus;
    if (page->objectName() == QLatin1String("graph"))
        return m_findings->graphPane();
    if (QAbstractItemView *v = itemViewOf(page->objectName()))
        return v;
    if (qobject_cast<QTextEdit *>(page)) // details
        return page;
    if (auto *text = page->findChild<QTextEdit *>(); text && page->objectName() == QLatin1String("fix"))
        return text; // what to fix first
    *name = tr("Compiles");
    return tree;
}

void Navigator::openFind()
{
    QString name;
    QWidget *target = findTarget(&name);
    if (m_findBar->isVisible() && QApplication::focusWidget() && m_findBar->isAncestorOf(QApplication::focusWidget()))
        target = m_findBar->target(); // already in the bar: keep what it searches
    else
        m_findBar->setTarget(target, name);
    m_findArea->show();
    m_findBar->open();
}

void Navigator::openFindInCompiles()
{
    m_findBar->setTarget(m_window->compileTree(), tr("Compiles"));
    m_findArea->show();
    m_findBar->open();
}

void Navigator::openGoto()
{
    m_goto->popup();
}

void Navigator::onRunLoaded()
{
    m_history.clear();
    m_live->setRun(m_window->run() ? m_window->shared() : nullptr);
    m_follow->setChecked(m_live->isEnabled());
    buildIndex();
    m_captureQueued = false;
    scheduleCapture(); // where the run opened
    updateActions();
}

void Navigator::onRunUpdated()
{
    buildIndex();
}

void Navigator::buildIndex()
{
    for (qsizetype i = 0; i < m_indexers.size();)
        if (m_indexers[i]->isFinished())
            delete m_indexers.takeAt(i);
        else
            ++i;
    if (m_cancelIndex)
        *m_cancelIndex = true;
    auto run = m_window->shared();
    if (!run)
        return;
    m_cancelIndex = std::make_shared<std::atomic<bool>>(false);
    const int generation = ++m_indexGeneration;
    // Each index reaches the dialog on the UI thread, unless a newer build has started.
    auto publish = [this, generation](std::shared_ptr<const GotoIndex> index, bool withGraphs) {
        QMetaObject::invokeMethod(
            this,
            [this, index, generation, withGraphs] {
                if (generation != m_indexGeneration)
                    return;
                m_index = index;
                m_goto->setIndex(index, !withGraphs);
                Q_EMIT gotoIndexReady(withGraphs);
            },
            Qt::QueuedConnection);
    };
    QThread *t = QThread::create([run, explanation = m_findings->explanation(), cancel = m_cancelIndex, publish] {
        auto base = GotoIndex::build(*run, explanation);
        publish(base, false);
        if (auto full = GotoIndex::withGraphs(*base, *run, cancel.get()))
            publish(full, true);
    });
    m_indexers << t;
    t->start();
}

void Navigator::showGraphNode(const QString &graphId, const QString &text)
{
    viewers::GraphPane *g = m_findings->graphPane();
    if (g->currentEntry().id == graphId && g->boxCount() > 0) {
        if (!text.isEmpty())
            g->search(text);
        return;
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(g, &viewers::GraphPane::layoutReady, this, [g, text, once] {
        QObject::disconnect(*once);
        if (!text.isEmpty())
            g->search(text);
    });
    g->showGraph(graphId);
}

void Navigator::goTo(const GotoIndex::Entry &e)
{
    using Kind = GotoIndex::Kind;
    viewers::SelectionContext *selection = m_window->selection();
    auto selectSourceRow = [](QAbstractItemView *view, const QModelIndex &source) {
        const QModelIndex i = inView(view, source);
        if (i.isValid()) {
            view->setCurrentIndex(i);
            view->scrollTo(i);
        }
        return i.isValid();
    };
    switch (e.opens) {
    case Kind::Compile:
    case Kind::Function:
        m_findings->showView(QStringLiteral("details"));
        selection->select(e.compile, this);
        break;
    case Kind::Break:
    case Kind::Recompile: {
        const QString view = e.opens == Kind::Break ? QStringLiteral("breaks") : QStringLiteral("recompiles");
        m_findings->showView(view);
        QAbstractItemView *v = itemViewOf(view);
        if (!selectSourceRow(v, sourceModelOf(v)->index(e.row, 0)))
            selection->select(e.compile, this);
        break;
    }
    case Kind::Kernel: {
        selection->select(e.compile, this); // the kernels view shows this compile's kernels
        m_findings->showView(QStringLiteral("kernels"));
        QAbstractItemView *v = itemViewOf(QStringLiteral("kernels"));
        const QAbstractItemModel *m = v->model();
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->index(r, viewers::KernelsModel::KernelColumn).data().toString() == e.text) {
                v->setCurrentIndex(m->index(r, 0));
                v->scrollTo(m->index(r, 0));
                return;
            }
        // Not planned (yet): its box in the graph.
        m_findings->showView(QStringLiteral("graph"));
        m_findings->graphPane()->showKernel(e.detail.section(QLatin1String(": "), -1), e.text);
        break;
    }
    case Kind::GraphNode:
    case Kind::SourceLine:
        m_findings->showView(QStringLiteral("graph"));
        selection->select(e.compile, this);
        showGraphNode(e.graphId, e.text);
        break;
    }
}

} // namespace cs::app
