#include "viewers/widgets/passespane.h"

#include "core/graph/compileregions.h"
#include "core/ingest/runloader.h"
#include "core/report/passreport.h"
#include "viewers/displaytext.h"
#include "viewers/models/passesmodel.h"
#include "viewers/widgets/emptystate.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {

PassesPane::PassesPane(QWidget *parent)
    : QWidget(parent)
{
    m_model = new PassesModel(this);
    m_view = new QTreeView;
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    m_details = new QPlainTextEdit;
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_hint = new QLabel(tr("Select a graph to see what the passes before it changed; select two (Ctrl+click) to "
                           "compare any two graphs of the run."));
    m_hint->setWordWrap(true);
    m_regions = new QPlainTextEdit;
    m_regions->setReadOnly(true);
    m_regions->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_regions->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_regions->setAccessibleName(tr("How the run was compiled in parts"));
    m_regions->hide();
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_regions);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    auto *content = new QWidget;
    auto *inner = new QVBoxLayout(content);
    inner->setContentsMargins(0, 0, 0, 0);
    inner->addWidget(m_hint);
    inner->addWidget(split, 1);
    m_empty = new EmptyState(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    m_empty->showMessage(tr("No run"), tr("Open a run to see Inductor's passes on its graphs."));
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PassesPane::showSelection);
}

PassesPane::~PassesPane() = default;

void PassesPane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    ++m_generation;
    m_model->setStages({});
    m_details->clear();
    m_regions->clear();
    m_regions->hide();
    m_follow = {};
    m_pending = m_run != nullptr;
    if (!m_run)
        m_empty->showMessage(tr("No run"), tr("Open a run to see Inductor's passes on its graphs."));
    if (m_pending && isVisible())
        readStages();
}

void PassesPane::followCompile(int log, const QString &compileId)
{
    m_follow = { log, compileId };
    // Moved only when the row shown belongs to another compile: a graph of this one stays.
    const SnapshotRef shown = m_model->refAt(m_view->currentIndex());
    if (shown.stage >= 0 && m_model->stages()[shown.stage].compileId == compileId
        && m_model->stages()[shown.stage].log == log)
        return;
    const QModelIndex row = m_model->firstRowOf(log, compileId);
    if (row.isValid()) {
        m_view->setCurrentIndex(row);
        m_view->scrollTo(row);
    }
}

QString PassesPane::detailsText() const
{
    return m_details->toPlainText();
}

QString PassesPane::regionsText() const
{
    return m_regions->toPlainText();
}

void PassesPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        readStages();
}

void PassesPane::readStages()
{
    m_pending = false;
    m_empty->showMessage(tr("Reading the graphs…"), tr("Each graph Inductor logged around its passes is parsed."));
    const int generation = m_generation;
    m_work.start([self = QPointer<PassesPane>(this), generation, run = m_run] {
        auto stages = std::make_shared<QList<PassStage>>(listPassStages(*run));
        const QString regions = compileRegionsText(listCompileRegions(*run, listGraphs(*run, false))).trimmed();
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, stages, regions] {
                if (!self || generation != self->m_generation)
                    return;
                self->m_model->setStages(std::move(*stages));
                self->m_regions->setPlainText(DisplayText::block(regions, 200000));
                self->m_regions->setVisible(!regions.isEmpty());
                if (self->m_model->rowCount() == 0 && regions.isEmpty()) {
                    self->m_empty->showMessage(tr("No graphs of Inductor's passes"),
                        tr("The traces hold no graph logged around Inductor's passes (before_pre_grad_graph, "
                           "before_post_grad_graph, …): the run was compiled by another backend, or by a "
                           "torch older than 2.6."));
                } else {
                    self->m_empty->showContent();
                    for (int c = 0; c + 1 < PassesModel::ColumnCount; ++c)
                        self->m_view->resizeColumnToContents(c);
                    const QModelIndex follow = self->m_model->firstRowOf(self->m_follow.first, self->m_follow.second);
                    self->m_view->setCurrentIndex(follow.isValid() ? follow : self->m_model->firstRowOf(-1, {}));
                }
                Q_EMIT self->stagesShown(self->m_model->rowCount());
            },
            Qt::QueuedConnection);
    });
}

void PassesPane::showSelection()
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    if (rows.isEmpty() || !m_run) {
        m_details->clear();
        return;
    }
    const QList<PassStage> &stages = m_model->stages();
    const SnapshotRef last = m_model->refAt(rows.last());
    const PassSnapshot &to = stages[last.stage].snapshots[last.snapshot];
    QString text;
    if (rows.size() >= 2) { // the first and the last selected, any two graphs
        const SnapshotRef first = m_model->refAt(rows.first());
        const auto c = passChange(*m_run, stages, stages[first.stage].snapshots[first.snapshot].id, to.id);
        text = c ? passStepText(c->from, c->to, c->step, c->note) : c.error().toString();
        if (rows.size() > 2)
            text.prepend(tr("(%1 rows selected: the first and the last compared)\n").arg(rows.size()));
    } else if (const PassStep *step = m_model->stepInto(rows.first())) {
        text = passStepText(stages[last.stage].snapshots[step->from], to, *step);
    } else {
        text = tr("%1 (%2, line %3): the first graph logged in its stage; select the next row to see what the "
                  "passes changed.")
                   .arg(to.id, to.artifact, QString::number(to.line));
    }
    m_details->setPlainText(DisplayText::block(text, 200000));
}

} // namespace cs::viewers
