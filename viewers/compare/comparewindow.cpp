#include "viewers/compare/comparewindow.h"

#include "core/diff/difftext.h"
#include "viewers/compare/comparegraphs.h"
#include "viewers/compare/compareheadline.h"
#include "viewers/compare/diffrows.h"
#include "viewers/displaytext.h"
#include "viewers/widgets/longtask.h"
#include "viewers/widgets/taskstatus.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <atomic>
#include <future>

namespace cs::viewers {

struct CompareProgress {
    std::atomic<uint64_t> done[2] {}, total[2] {};
    std::atomic<bool> cancel { false };

    // Side 0 is A, 1 is B: each reports its own bytes, and a cancel stops both reads.
    diff::InputOptions options(int side, const QString &database)
    {
        diff::InputOptions o;
        o.database = database;
        o.trace.cancel = &cancel;
        o.trace.progress = [this, side](uint64_t d, uint64_t t) {
            done[side] = d;
            total[side] = t;
        };
        return o;
    }
};
namespace {

QSortFilterProxyModel *proxyOf(QTableView *view)
{
    return static_cast<QSortFilterProxyModel *>(view->model());
}

QTableView *makeTable(DiffTableModel *model, QObject *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(DiffTableModel::SortRole);
    auto *view = new QTableView;
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(false); // the background says what changed
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle); // kernel names differ at their ends
    return view;
}

QPlainTextEdit *codeView()
{
    auto *edit = new QPlainTextEdit; // plain text: generated code is never interpreted
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont f(QStringLiteral("monospace"));
    f.setStyleHint(QFont::TypeWriter);
    f.setPointSizeF(8.5);
    edit->setFont(f);
    return edit;
}

} // namespace

CompareWindow::CompareWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Compare runs"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    m_header = new QLabel(tr("Comparing…"));
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    m_notes = new QLabel;
    m_notes->setTextFormat(Qt::RichText); // built from escaped text only
    m_notes->setWordWrap(true);
    m_notes->hide();
    m_tabs = new QTabWidget;

    m_phases = new DiffTableModel(DiffTables::phaseHeaders(), this);
    m_versions = new DiffTableModel(DiffTables::versionHeaders(), this);
    // Summary: what changed first, in `compilescope diff`'s own words, then compile time by
    // phase and the stack versions.
    m_changes = codeView();
    m_changes->setObjectName(QStringLiteral("whatChanged"));
    m_changes->setPlaceholderText(tr("What changed appears here once both runs are read."));
    auto *tables = new QSplitter(Qt::Horizontal);
    m_summaryTables[0] = makeTable(m_phases, this);
    m_summaryTables[1] = makeTable(m_versions, this);
    tables->addWidget(m_summaryTables[0]);
    tables->addWidget(m_summaryTables[1]);
    auto *summary = new QSplitter(Qt::Vertical);
    summary->addWidget(m_changes);
    summary->addWidget(tables);
    summary->setStretchFactor(0, 3);
    summary->setStretchFactor(1, 2);
    m_tabs->addTab(summary, tr("Summary"));

    addTable(CompilesTab, tr("Compiles"), DiffTables::compileHeaders());
    addTable(FindingsTab, tr("Breaks, recompiles, failures"), DiffTables::findingHeaders());
    m_graphs = new CompareGraphs;
    addTable(GraphsTab, tr("Graphs"), DiffTables::graphHeaders(), m_graphs);
    m_sourceA = codeView();
    m_sourceB = codeView();
    auto *sources = new QSplitter(Qt::Horizontal);
    sources->addWidget(m_sourceA);
    sources->addWidget(m_sourceB);
    addTable(KernelsTab, tr("Kernels"), DiffTables::kernelHeaders(), sources);
    addTable(TimesTab, tr("Times"), DiffTables::timeHeaders());

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_header);
    layout->addWidget(m_notes);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    m_taskStatus = new TaskStatus;
    statusBar()->addPermanentWidget(m_taskStatus);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(200);
    connect(m_progressTimer, &QTimer::timeout, this, &CompareWindow::showProgress);
    createMenus();
    resize(1500, 950);
}

// A window of this app: File ▸ Close (Ctrl+W) and Esc close it, View switches the tabs (Ctrl+1…6).
void CompareWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    QAction *closeAction = file->addAction(tr("&Close"), this, [this] { close(); });
    closeAction->setObjectName(QStringLiteral("actionClose"));
    closeAction->setShortcuts(QKeySequence::Close);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this, [this] { close(); });
    escape->setContext(Qt::WindowShortcut);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("menuView"));
    for (int i = 0; i < m_tabs->count(); ++i) {
        QAction *a = view->addAction(m_tabs->tabText(i), this, [this, i] { m_tabs->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
    }
}

CompareWindow::~CompareWindow()
{
    ++m_generation;
    if (m_reading)
        m_reading->cancel = true;
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

QTableView *CompareWindow::addTable(Tab tab, const QString &title, QStringList headers, QWidget *below)
{
    m_models[tab] = new DiffTableModel(std::move(headers), this);
    QTableView *view = makeTable(m_models[tab], this);
    m_tables[tab] = view;
    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this, tab, view](const QModelIndex &current) {
            if (m_syncing || !current.isValid())
                return;
            const QModelIndex source = proxyOf(view)->mapToSource(current);
            showRowDetails(tab, source.row());
            selectPair(source.data(DiffTableModel::PairRole).toInt(), view);
        });
    if (!below) {
        m_tabs->addTab(view, title);
        return view;
    }
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(view);
    split->addWidget(below);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, tab == GraphsTab ? 3 : 2);
    m_tabs->addTab(split, title);
    return view;
}

DiffTableModel *CompareWindow::model(Tab tab) const
{
    return tab == SummaryTab ? m_versions : m_models[tab];
}

QTableView *CompareWindow::table(Tab tab) const
{
    return m_tables[tab];
}

void CompareWindow::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(static_cast<int>(tab));
}

bool CompareWindow::isComparing() const
{
    return m_worker && m_worker->isRunning();
}

void CompareWindow::compare(const QString &a, const QString &b, const QString &database)
{
    setWindowTitle(tr("Compare %1 and %2").arg(QFileInfo(a).fileName(), QFileInfo(b).fileName()));
    m_header->setText(tr("Comparing %1 and %2…").arg(a, b));
    run([a, b, database](CompareProgress &reading) {
        auto second
            = std::async(std::launch::async, [&] { return diff::openDiffInput(b, reading.options(1, database)); });
        diff::DiffInput first = diff::openDiffInput(a, reading.options(0, database));
        return std::pair { std::move(first), second.get() };
    });
}

void CompareWindow::compare(std::shared_ptr<const LoadedRun> a, const QString &labelA, const QString &b)
{
    setWindowTitle(tr("Compare %1 and %2").arg(QFileInfo(labelA).fileName(), QFileInfo(b).fileName()));
    m_header->setText(tr("Comparing %1 and %2…").arg(labelA, b));
    run([a, labelA, b](CompareProgress &reading) {
        diff::DiffInput x;
        x.label = labelA;
        x.run = a;
        diff::prepare(x);
        return std::pair { std::move(x), diff::openDiffInput(b, reading.options(1, QString())) };
    });
}

void CompareWindow::run(std::function<std::pair<diff::DiffInput, diff::DiffInput>(CompareProgress &)> open)
{
    if (m_reading)
        m_reading->cancel = true; // a comparison still running is superseded
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
    const int generation = ++m_generation;
    auto reading = m_reading = std::make_shared<CompareProgress>();
    if (m_task)
        m_task->finish();
    m_task = new LongTask(tr("Reading both runs and comparing them"), this);
    connect(m_task, &LongTask::cancelRequested, this, [reading] { reading->cancel = true; });
    m_taskStatus->track(m_task);
    m_progressTimer->start();
    m_worker = QThread::create([this, generation, reading, open = std::move(open)] {
        auto [x, y] = open(*reading);
        auto a = std::make_shared<const diff::DiffInput>(std::move(x));
        auto b = std::make_shared<const diff::DiffInput>(std::move(y));
        auto d = std::make_shared<diff::RunDiff>();
        if (!reading->cancel)
            *d = diff::diffRuns(*a, *b);
        QMetaObject::invokeMethod(
            this,
            [this, generation, reading, a, b, d] {
                if (generation != m_generation)
                    return;
                m_progressTimer->stop();
                if (m_task)
                    m_task->finish();
                if (reading->cancel) { // what was shown stays
                    m_header->setText(m_shownHeader);
                    statusBar()->showMessage(tr("Comparison cancelled."), 5000);
                    Q_EMIT cancelled();
                    return;
                }
                showResult(a, b, std::move(*d));
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
}

// The current file's bytes of each side (a folder's files are read one after another).
void CompareWindow::showProgress()
{
    if (!m_task || !m_reading)
        return;
    const CompareProgress &r = *m_reading;
    const uint64_t done = r.done[0] + r.done[1], total = r.total[0] + r.total[1];
    QStringList sides;
    for (int side : { 0, 1 })
        if (r.total[side] > 0)
            sides << tr("%1 %2 of %3 MiB")
                         .arg(side == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                         .arg(r.done[side] >> 20)
                         .arg(r.total[side] >> 20);
    m_task->setProgress(qint64(done), qint64(total), sides.join(QStringLiteral(" · ")));
}

void CompareWindow::showResult(
    std::shared_ptr<const diff::DiffInput> a, std::shared_ptr<const diff::DiffInput> b, diff::RunDiff d)
{
    m_a = std::move(a);
    m_b = std::move(b);
    m_diff = std::move(d);
    // One pass over all four: a run's label holding "%4" is not substituted again.
    m_header->setText(
        tr("A: %1\nB: %2\n%3")
            .arg(DisplayText::line(m_diff.labelA), DisplayText::line(m_diff.labelB), compareHeadline(m_diff)));
    m_header->setToolTip(diff::countsText(m_diff)); // every count, as `diff` ends its first line
    QStringList notes;
    for (const diff::Note &n : m_diff.notes) {
        const QString colour = n.level == diff::Note::Level::Error ? QStringLiteral("#c92a2a")
            : n.level == diff::Note::Level::Warning                ? QStringLiteral("#e67700")
                                                                   : QStringLiteral("#495057");
        notes << QStringLiteral("<span style=\"color:%1\">%2</span>")
                     .arg(colour, DisplayText::htmlLine(n.text, DisplayText::DetailChars));
    }
    m_notes->setText(notes.join(QStringLiteral("<br>")));
    m_notes->setVisible(!notes.isEmpty());
    m_changes->setPlainText(DisplayText::code(diff::formatDiffText(m_diff)));
    m_phases->setRows(DiffTables::phaseRows(m_diff));
    m_versions->setRows(DiffTables::versionRows(m_diff));
    m_models[CompilesTab]->setRows(DiffTables::compileRows(m_diff));
    m_models[FindingsTab]->setRows(DiffTables::findingRows(m_diff));
    m_models[GraphsTab]->setRows(DiffTables::graphRows(m_diff));
    m_models[KernelsTab]->setRows(DiffTables::kernelRows(m_diff));
    m_models[TimesTab]->setRows(DiffTables::timeRows(m_diff));
    for (QTableView *view : m_tables)
        if (view) {
            view->resizeColumnsToContents();
            // Long names (kernels, reasons) elided, the whole text in the tooltip: the deltas stay in view.
            for (int c = 0; c + 1 < view->model()->columnCount(); ++c)
                view->setColumnWidth(c, std::min(view->columnWidth(c), 280));
        }
    for (QTableView *view : m_summaryTables) {
        view->resizeColumnsToContents();
        view->resizeRowsToContents();
    }
    m_graphs->setRuns(m_a->run, m_b->run);
    statusBar()->showMessage(tr("Compared."), 5000);
    m_shownHeader = m_header->text();
    // Start on the first thing that changed.
    for (const diff::CompilePair &p : m_diff.compiles)
        if (p.change != diff::Change::Unchanged) {
            selectPair(static_cast<int>(&p - m_diff.compiles.data()));
            break;
        }
    Q_EMIT compared();
}

void CompareWindow::showRowDetails(Tab tab, int row)
{
    const DiffRow *r = m_models[tab] ? m_models[tab]->rowAt(row) : nullptr;
    if (!r || r->item < 0)
        return;
    if (tab == GraphsTab && r->item < m_diff.graphs.size())
        m_graphs->showGraphs(m_diff.graphs[r->item]);
    if (tab == KernelsTab && r->item < m_diff.kernels.size()) {
        showSources(r->item);
        m_graphs->showKernels(m_diff.kernels[r->item]);
    }
}

void CompareWindow::showSources(int kernel)
{
    const diff::KernelPair &k = m_diff.kernels[kernel];
    constexpr int CodeChars = 400000; // a kernel's whole definition
    m_sourceA->setPlainText(k.a ? DisplayText::block(k.a->source, CodeChars) : tr("(not in A)"));
    m_sourceB->setPlainText(k.b ? DisplayText::block(k.b->source, CodeChars) : tr("(not in B)"));
}

void CompareWindow::selectPair(int pair, const QObject *origin)
{
    if (pair < 0 || m_syncing)
        return;
    m_pair = pair;
    // The graphs follow a compile chosen elsewhere: its post-grad forward graph, else its first.
    const bool graphsFollow = origin != m_tables[GraphsTab] && origin != m_tables[KernelsTab];
    int best = -1;
    for (qsizetype i = 0; graphsFollow && i < m_diff.graphs.size(); ++i) {
        const diff::GraphDiff &g = m_diff.graphs[i];
        if (g.compilePair != pair)
            continue;
        if (best < 0
            || (g.stage == QLatin1String("post_grad") && m_diff.graphs[best].stage != QLatin1String("post_grad")))
            best = static_cast<int>(i);
    }
    m_syncing = true;
    for (int t = CompilesTab; t <= TimesTab; ++t) {
        QTableView *view = m_tables[t];
        if (!view || view == origin)
            continue;
        // The graph table selects the graph shown, the others the pair's first row.
        const int row = t == GraphsTab && best >= 0 ? m_models[t]->rowOfItem(best) : m_models[t]->firstRowOfPair(pair);
        if (row < 0) {
            view->selectionModel()->clearSelection();
            continue;
        }
        const QModelIndex index = proxyOf(view)->mapFromSource(m_models[t]->index(row, 0));
        view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->scrollTo(index);
        if (t == KernelsTab)
            showSources(m_models[t]->rowAt(row)->item);
    }
    m_syncing = false;
    if (best >= 0)
        m_graphs->showGraphs(m_diff.graphs[best]);
    Q_EMIT pairSelected(pair);
}

QString CompareWindow::headerText() const
{
    return m_header->text();
}

QString CompareWindow::summaryText() const
{
    return m_changes->toPlainText();
}

bool CompareWindow::saveScreenshot(const QString &path)
{
    return grab().save(path, "PNG");
}

} // namespace cs::viewers
