#include "gui/findingstabs.h"

#include "core/analysis/guardtree.h"
#include "core/util/countedtext.h"
#include "viewers/models/breaksmodel.h"
#include "viewers/models/cudagraphsmodel.h"
#include "viewers/models/failuresmodel.h"
#include "viewers/models/inputsmodel.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/models/messagesmodel.h"
#include "viewers/models/recompilesmodel.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/compiledetails.h"
#include "viewers/widgets/compiletimechart.h"
#include "viewers/widgets/explorerpane.h"
#include "viewers/widgets/findinghtml.h"
#include "viewers/widgets/fixfirstpane.h"
#include "viewers/widgets/fusionpane.h"
#include "viewers/widgets/graphpane.h"
#include "viewers/widgets/guardspane.h"
#include "viewers/widgets/kernelspane.h"
#include "viewers/widgets/passespane.h"
#include "viewers/widgets/provenancepane.h"
#include "viewers/widgets/rankspane.h"

#include <QHeaderView>
#include <QMenu>
#include <QSet>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>

namespace cs::app {

using namespace viewers;

FindingsTabs::FindingsTabs(SelectionContext *selection, QWidget *parent)
    : QTabWidget(parent)
    , m_selection(selection)
{
    m_details = new CompileDetails;
    m_breaksModel = new BreaksModel(this);
    m_recompilesModel = new RecompilesModel(this);
    m_failuresModel = new FailuresModel(this);
    m_breaks = new ExplorerPane(m_breaksModel, [this](const QModelIndex &i) {
        const BreakGroup *b = m_breaksModel->breakAt(i);
        return b ? describeBreak(*b) : ExplorerPane::Details {};
    });
    m_recompiles = new ExplorerPane(m_recompilesModel, [this](const QModelIndex &i) {
        const FunctionRecompiles *f = m_recompilesModel->functionAt(i);
        return f ? describeRecompiles(*f, m_recompilesModel->stepAt(i)) : ExplorerPane::Details {};
    });
    m_failures = new ExplorerPane(m_failuresModel, [this](const QModelIndex &i) {
        if (const CompileRestart *r = m_failuresModel->restartAt(i))
            return describeRestart(*r);
        const CompileFailure *f = m_failuresModel->failureAt(i);
        return f ? describeFailure(*f) : ExplorerPane::Details {};
    });
    m_cudaGraphsModel = new CudaGraphsModel(this);
    m_cudaGraphs = new ExplorerPane(m_cudaGraphsModel, [this](const QModelIndex &i) {
        const CudaGraphRegion *r = m_cudaGraphsModel->regionAt(i);
        return r ? describeCudaGraphRegion(*r) : ExplorerPane::Details {};
    });
    m_cudaGraphs->setEmptyMessage(tr("No CUDA graphs"),
        tr("No region was compiled with CUDA graphs (torch.compile mode \"reduce-overhead\" or \"max-autotune\")."));
    m_cudaGraphs->setObjectName(QStringLiteral("cudagraphs"));
    m_messagesModel = new MessagesModel(this);
    m_messages = new ExplorerPane(m_messagesModel, [this](const QModelIndex &i) {
        const MessagesModel::Row *r = m_messagesModel->rowAt(i);
        return r ? describeMessage(MessagesModel::kindName(r->kind), *r->log, *r->message,
                   r->kind == MessagesModel::Kind::AutotuneError)
                 : ExplorerPane::Details {};
    });
    m_breaks->setEmptyMessage(tr("No graph breaks"), tr("Every compiled frame was captured as one graph."));
    m_recompiles->setEmptyMessage(tr("No recompiles"), tr("No function was compiled more than once."));
    m_failures->setEmptyMessage(
        tr("No failures or restarts"), tr("Every compile finished, none restarted its analysis."));
    m_messages->setEmptyMessage(tr("No messages"),
        tr("Errors, warnings, rejected autotune candidates and perf hints appear here when the run has a TORCH_LOGS "
           "text log (stderr with TORCH_LOGS=perf_hints,... set)."));
    m_guards = new GuardsPane;
    m_timeChart = new CompileTimeChart;
    m_inputsModel = new InputsModel(this);
    auto *inputs = new QTableView;
    inputs->setModel(m_inputsModel);
    inputs->horizontalHeader()->setStretchLastSection(true);
    // The file and what it is read whole; the contents take the rest.
    inputs->horizontalHeader()->setSectionResizeMode(InputsModel::FileColumn, QHeaderView::ResizeToContents);
    inputs->horizontalHeader()->setSectionResizeMode(InputsModel::FormatColumn, QHeaderView::ResizeToContents);
    inputs->verticalHeader()->hide();
    inputs->setSelectionBehavior(QAbstractItemView::SelectRows);

    m_details->setObjectName(QStringLiteral("details"));
    m_breaks->setObjectName(QStringLiteral("breaks"));
    m_recompiles->setObjectName(QStringLiteral("recompiles"));
    m_failures->setObjectName(QStringLiteral("failures"));
    m_messages->setObjectName(QStringLiteral("messages"));
    m_guards->setObjectName(QStringLiteral("guards"));
    m_timeChart->setObjectName(QStringLiteral("time"));
    m_graphs = new GraphPane;
    m_graphs->setObjectName(QStringLiteral("graph"));
    m_kernels = new KernelsPane;
    m_kernels->setObjectName(QStringLiteral("kernels"));
    inputs->setObjectName(QStringLiteral("inputs"));
    m_fixFirst = new FixFirstPane;
    m_fixFirst->setObjectName(QStringLiteral("fix"));
    connect(m_fixFirst, &FixFirstPane::evidenceRequested, this, &FindingsTabs::showEvidence);
    connect(m_fixFirst, &FixFirstPane::viewRequested, this, &FindingsTabs::showView);
    addTab(m_fixFirst, tr("What to fix first"));
    addTab(m_details, tr("Details"));
    addTab(m_breaks, tr("Graph breaks"));
    addTab(m_recompiles, tr("Recompiles"));
    addTab(m_failures, tr("Failures"));
    addTab(m_cudaGraphs, tr("CUDA graphs"));
    addTab(m_guards, tr("Guards"));
    addTab(m_timeChart, tr("Compile time"));
    addTab(m_graphs, tr("Graph"));
    connect(m_kernels, &KernelsPane::kernelActivated, this, [this](const QString &compileId, const QString &kernel) {
        setCurrentWidget(m_graphs);
        m_graphs->showKernel(compileId, kernel);
    });
    addTab(m_kernels, tr("Kernels"));
    m_fusion = new FusionPane;
    m_fusion->setObjectName(QStringLiteral("fusion"));
    addTab(m_fusion, tr("Fusion"));
    m_passes = new PassesPane;
    m_passes->setObjectName(QStringLiteral("passes"));
    addTab(m_passes, tr("Passes"));
    m_provenance = new ProvenancePane;
    m_provenance->setObjectName(QStringLiteral("provenance"));
    addTab(m_provenance, tr("Provenance"));
    connect(m_kernels, &KernelsPane::plansReady, this, [this] { m_fusion->setPlans(m_kernels->model()->plans()); });
    connect(m_kernels, &KernelsPane::measurementsShown, m_graphs, &GraphPane::setMeasurements);
    // A kernel or node selected in the Graph, Kernels or Fusion view is selected in the others.
    connect(m_fusion, &FusionPane::itemSelected, this,
        [this](const QString &compile, const QString &name) { m_selection->selectItem(compile, name, m_fusion); });
    connect(m_kernels, &KernelsPane::kernelSelected, this,
        [this](const QString &compile, const QString &name) { m_selection->selectItem(compile, name, m_kernels); });
    connect(m_graphs, &GraphPane::itemSelected, this,
        [this](const QString &compile, const QString &name) { m_selection->selectItem(compile, name, m_graphs); });
    connect(m_selection, &SelectionContext::itemSelected, this,
        [this](const QString &compile, const QString &name, const QObject *origin) {
            if (origin != m_kernels)
                m_kernels->selectKernel(compile, name);
            if (origin != m_graphs)
                m_graphs->showKernel(compile, name);
            if (origin != m_fusion)
                m_fusion->selectName(compile, name);
        });
    // Two kernels asked about in the Kernels view: answered in the Fusion view's Why tab.
    connect(m_kernels, &KernelsPane::whySeparateAsked, this,
        [this](const QString &compile, const QString &a, const QString &b) {
            showView(QStringLiteral("fusion"));
            m_fusion->selectName(compile, a);
            m_fusion->askWhy(a, b);
        });
    // A distributed run's ranks: where they part, the likely hang (issue 26).
    m_ranks = new RanksPane;
    m_ranks->setObjectName(QStringLiteral("ranks"));
    addTab(m_ranks, tr("Ranks"));
    connect(
        m_ranks, &RanksPane::compileChosen, this, [this](const CompileRef &ref) { m_selection->select(ref, m_ranks); });
    addTab(m_messages, tr("Messages"));
    addTab(inputs, tr("Inputs"));

    // No page may force the window wider or taller than the screen: a page's controls ask for
    // room by their text (a larger font, another language, a long status line); below this size
    // a page is clipped instead. Showing a page then never moves the window's splitter either.
    const QSize pageMinimum(fontMetrics().averageCharWidth() * 36, fontMetrics().height() * 12);
    for (int i = 0; i < count(); ++i)
        widget(i)->setMinimumSize(pageMinimum);
    addViewsMenu();

    connect(m_breaks, &ExplorerPane::currentChanged, this,
        [this](const QModelIndex &i) { m_selection->select(refOf(i), m_breaks); });
    connect(m_failures, &ExplorerPane::currentChanged, this,
        [this](const QModelIndex &i) { m_selection->select(refOf(i), m_failures); });
    connect(m_messages, &ExplorerPane::currentChanged, this,
        [this](const QModelIndex &i) { m_selection->select(refOf(i), m_messages); });
    connect(m_cudaGraphs, &ExplorerPane::currentChanged, this,
        [this](const QModelIndex &i) { m_selection->select(refOf(i), m_cudaGraphs); });
    connect(m_recompiles, &ExplorerPane::currentChanged, this, [this](const QModelIndex &i) {
        m_selection->select(refOf(i), m_recompiles);
        // The guard that failed lives in the older compile's tree.
        if (const RecompileStep *s = m_recompilesModel->stepAt(i))
            showGuards(s->cacheEntryRef.isValid() ? s->cacheEntryRef : s->ref,
                s->cacheEntryRef.isValid() ? &s->failure : nullptr);
    });
    connect(m_selection, &SelectionContext::compileSelected, this, &FindingsTabs::follow);
}

// Sixteen views do not fit a tab bar on most screens: the bar scrolls (its tabs whole, never
// elided to "Bre…"), and a "Views" button at its end lists every view, the one on screen checked.
void FindingsTabs::addViewsMenu()
{
    tabBar()->setElideMode(Qt::ElideNone);
    setUsesScrollButtons(true);
    auto *button = new QToolButton(this);
    button->setObjectName(QStringLiteral("viewsMenu"));
    button->setText(tr("Views"));
    button->setToolTip(tr("Every view of this window, to jump to one the tab bar has scrolled away"));
    button->setPopupMode(QToolButton::InstantPopup);
    button->setAutoRaise(true);
    auto *menu = new QMenu(button);
    connect(menu, &QMenu::aboutToShow, this, [this, menu] {
        menu->clear();
        for (int i = 0; i < count(); ++i) {
            QString text = tabText(i);
            QAction *a = menu->addAction(text.replace(u'&', QStringLiteral("&&")));
            a->setCheckable(true);
            a->setChecked(i == currentIndex());
            a->setData(widget(i)->objectName());
            connect(a, &QAction::triggered, this, [this, i] { setCurrentIndex(i); });
        }
    });
    button->setMenu(menu);
    setCornerWidget(button, Qt::TopRightCorner);
}

bool FindingsTabs::showView(const QString &name)
{
    for (int i = 0; i < count(); ++i)
        if (widget(i)->objectName() == name) {
            setCurrentIndex(i);
            return true;
        }
    return false;
}

QStringList FindingsTabs::viewNames() const
{
    QStringList names;
    for (int i = 0; i < count(); ++i)
        names << widget(i)->objectName();
    return names;
}

CompileRef FindingsTabs::refOf(const QModelIndex &index) const
{
    return { index.data(Qt::UserRole).toInt(), index.data(Qt::UserRole + 1).toInt() };
}

void FindingsTabs::setRun(std::shared_ptr<const LoadedRun> run, std::shared_ptr<const Explanation> explanation)
{
    m_run = std::move(run);
    m_explanation = explanation ? *explanation : Explanation {};
    m_splits = m_run ? runDdpSplits(*m_run) : std::vector<DdpSplitInfo> {};
    m_breaksModel->setBreaks(m_explanation.breaks);
    m_recompilesModel->setRecompiles(m_explanation.recompiles);
    m_failuresModel->setFailures(m_explanation);
    m_messagesModel->setRun(m_run);
    m_cudaGraphsModel->setCoverage(m_explanation.cudagraphs);
    m_fixFirst->setExplanation(m_explanation);
    for (ExplorerPane *p : { m_breaks, m_recompiles, m_failures, m_cudaGraphs, m_messages })
        p->refresh();
    // Counted as summary counts them (breaks hit, recompiles), with the rows listed where they differ:
    // a row is a break site or a recompiled function.
    int hits = 0;
    for (const auto &b : std::as_const(m_explanation.breaks))
        hits += b.count;
    const int sites = static_cast<int>(m_explanation.breaks.size());
    setTabText(indexOf(m_breaks),
        hits == sites
            ? tr("Graph breaks (%1)").arg(hits)
            : tr("Graph breaks (%1 at %2)").arg(hits).arg(countedText(tr("%n site(s)", nullptr, sites), sites)));
    // Functions as coverage counts them (name, file, line): the same function on two ranks is one,
    // its ranks said beside it.
    int recompiles = 0;
    QSet<QString> functionKeys;
    QSet<int> ranks;
    for (const auto &f : std::as_const(m_explanation.recompiles)) {
        recompiles += f.recompileCount();
        functionKeys.insert(f.function + u'\n' + f.file + u'\n' + QString::number(f.line));
        ranks.insert(f.rank);
    }
    const int functions = static_cast<int>(functionKeys.size());
    const QString where = ranks.size() > 1
        ? tr("%1 on %2 ranks").arg(countedText(tr("%n function(s)", nullptr, functions), functions)).arg(ranks.size())
        : countedText(tr("%n function(s)", nullptr, functions), functions);
    setTabText(indexOf(m_recompiles),
        recompiles == functions && ranks.size() <= 1 ? tr("Recompiles (%1)").arg(recompiles)
                                                     : tr("Recompiles (%1 in %2)").arg(recompiles).arg(where));
    // Recompile-limit hits are listed there too, counted apart: they are limit events, not failures.
    setTabText(indexOf(m_failures),
        m_explanation.limitHits.isEmpty()
            ? tr("Failures (%1) · restarts (%2)").arg(m_explanation.failures.size()).arg(m_explanation.restarts.size())
            : tr("Failures (%1) · recompile limit (%2) · restarts (%3)")
                  .arg(m_explanation.failures.size())
                  .arg(m_explanation.limitHits.size())
                  .arg(m_explanation.restarts.size()));
    setTabText(indexOf(m_cudaGraphs),
        m_cudaGraphsModel->problems() > 0 ? tr("CUDA graphs (%1 of %2 not captured whole)")
                                                .arg(m_cudaGraphsModel->problems())
                                                .arg(m_cudaGraphsModel->rowCount())
                                          : tr("CUDA graphs (%1)").arg(m_cudaGraphsModel->rowCount()));
    const int problems = m_messagesModel->count(MessagesModel::Kind::AutotuneError)
        + m_messagesModel->count(MessagesModel::Kind::Error);
    const int listed = m_messagesModel->rowCount();
    setTabText(indexOf(m_messages),
        problems > 0 ? tr("Messages (%1: %n error(s))", nullptr, problems).arg(listed)
                     : tr("Messages (%1)").arg(listed));
    // Its count is of the rows; summary's "messages" counts every line TORCH_LOGS wrote.
    setTabToolTip(indexOf(m_messages),
        tr("Errors, PyTorch's perf hints and warnings from the run's TORCH_LOGS text: %1 of its %2 (info and debug "
           "messages are not listed; summary's \"messages\" counts them all)")
            .arg(listed)
            .arg(countedText(
                tr("%n message(s)", nullptr, m_messagesModel->logMessages()), m_messagesModel->logMessages())));
    m_timeChart->setRun(m_run);
    m_kernels->setRun(m_run);
    m_graphs->setRun(m_run);
    m_fusion->setRun(m_run);
    m_passes->setRun(m_run);
    m_provenance->setRun(m_run);
    m_ranks->setRun(m_run);
    m_inputsModel->setRun(m_run);
    m_guards->clear(); // the new run's first compile shows its own
    m_details->showCompile(nullptr);
}

void FindingsTabs::follow(const CompileRef &ref, const QObject *origin)
{
    if (!m_run || ref.log >= static_cast<int>(m_run->overviews.size()))
        return;
    const CompileSummary &c = m_run->overviews[ref.log]->compiles[ref.compile];
    const auto split = std::find_if(m_splits.begin(), m_splits.end(),
        [&](const DdpSplitInfo &s) { return s.log == ref.log && s.compile == ref.compile; });
    const int rank = m_run->logs.size() > 1 ? m_run->logs[size_t(ref.log)]->rank : -1;
    m_details->showCompile(&c, split == m_splits.end() ? nullptr : &*split, rank);
    m_kernels->setCompileFilter(c.id.toString());
    m_graphs->followCompile(ref.log, c.id.toString());
    m_fusion->followCompile(c.id.toString());
    m_passes->followCompile(ref.log, c.id.toString());
    m_provenance->followCompile(ref.log, c.id.toString());
    if (origin != m_ranks)
        m_ranks->followCompile(ref);
    if (origin != m_messages)
        m_messages->selectQuietly(m_messagesModel->indexOf(ref));
    if (origin != m_breaks)
        m_breaks->selectQuietly(m_breaksModel->indexOf(ref));
    if (origin != m_failures)
        m_failures->selectQuietly(m_failuresModel->indexOf(ref));
    if (origin != m_cudaGraphs)
        m_cudaGraphs->selectQuietly(m_cudaGraphsModel->indexOf(ref));
    if (origin != m_recompiles) {
        m_recompiles->selectQuietly(m_recompilesModel->indexOf(ref));
        showGuards(ref, nullptr);
    }
}

void FindingsTabs::showGuards(const CompileRef &ref, const GuardFailure *failure)
{
    const TraceLog &log = *m_run->logs[ref.log];
    const CompileSummary &c = m_run->overviews[ref.log]->compiles[ref.compile];
    if (c.guardsRecord == CompileSummary::NoRecord) {
        m_guards->setGuards(tr("[%1] recorded no guards").arg(c.id.toString()), {});
        return;
    }
    const TraceRecord &r = log.records[c.guardsRecord];
    const QString title = failure ? tr("Guards of [%1]: the highlighted one failed").arg(c.id.toString())
                                  : tr("Guards of [%1]").arg(c.id.toString());
    m_guards->setGuardsPayload(title, QString::fromStdString(log.payload(r)), log.eventName(r) == "dynamo_guards",
        failure ? std::optional<GuardFailure>(*failure) : std::nullopt, m_run->overviews[ref.log]);
}

void FindingsTabs::showBreakAt(const QString &file, qint64 line)
{
    showView(QStringLiteral("breaks"));
    const auto &breaks = m_explanation.breaks;
    for (qsizetype i = 0; i < breaks.size(); ++i) {
        const BreakGroup &b = breaks[i];
        if (b.file != file || b.line != line)
            continue;
        if (!b.refs.isEmpty())
            m_selection->select(b.refs.first(), m_breaks);
        m_breaks->selectQuietly(m_breaksModel->index(int(i), 0));
        return;
    }
}

// A finding's link in What to fix first: its view, with the finding selected there and its
// compile selected everywhere.
void FindingsTabs::showEvidence(int fix)
{
    const auto &fixes = m_fixFirst->fixes();
    if (fix < 0 || fix >= int(fixes.size()))
        return;
    const Fix &f = fixes[size_t(fix)];
    if (f.ref.isValid())
        m_selection->select(f.ref, m_fixFirst);
    showView(f.view);
    switch (f.kind) {
    case Fix::Kind::GraphBreak:
        m_breaks->selectQuietly(m_breaksModel->index(f.index, 0));
        break;
    case Fix::Kind::Recompiles:
        m_recompiles->selectQuietly(m_recompilesModel->index(f.index, 0));
        break;
    case Fix::Kind::LimitHit:
        m_failures->selectQuietly(m_failuresModel->index(f.index, 0));
        break;
    case Fix::Kind::Failure:
    case Fix::Kind::ExportFailure:
        m_failures->selectQuietly(m_failuresModel->index(int(m_explanation.limitHits.size()) + f.index, 0));
        break;
    case Fix::Kind::CudaGraphs:
    case Fix::Kind::RepeatedBlock:
    case Fix::Kind::LongCompile:
        break; // selected by its compile, above
    }
}

} // namespace cs::app
