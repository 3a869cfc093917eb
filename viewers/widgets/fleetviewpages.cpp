// The Fleet view's widgets: its tabs, their tables and the bars above them (fleetview.cpp: the
// queries and what they answer).
#include "viewers/widgets/fleetview.h"

#include "core/fleet/fleetstore.h"
#include "viewers/models/fleettablemodel.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace cs::viewers {

namespace {

using Col = FleetTableModel::Column;
using Kind = FleetTableModel::Kind;

// A break site's cell cut at its start when narrow: the file's name and line stay in sight
// (the whole path is its tooltip).
class SiteDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideLeft;
    }
};

std::vector<Col> siteColumns()
{
    return {
        { QStringLiteral("added_s"), FleetTableModel::tr("Time added"), Kind::Seconds,
            FleetTableModel::tr("Compile time the breaks at this site added, over all logs") },
        { QStringLiteral("jobs"), FleetTableModel::tr("Jobs"), Kind::Count,
            FleetTableModel::tr("Jobs with at least one break here") },
        { QStringLiteral("logs"), FleetTableModel::tr("Logs"), Kind::Count, {} },
        { QStringLiteral("count"), FleetTableModel::tr("Breaks"), Kind::Count, {} },
        { QStringLiteral("site"), FleetTableModel::tr("Site"), Kind::Site, {} },
        { QStringLiteral("reason"), FleetTableModel::tr("Reason"), Kind::Text, {} },
    };
}

} // namespace

FleetView::FleetView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("fleet"));
    m_headline = new QLabel;
    m_headline->setObjectName(QStringLiteral("fleetHeadline"));
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel;
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_busy = new QProgressBar;
    m_busy->setRange(0, 0); // busy: a query's progress is not known
    m_busy->setMaximumWidth(fontMetrics().averageCharWidth() * 16);
    m_busy->setMaximumHeight(fontMetrics().height());
    m_busy->hide();

    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(makeTable(QStringLiteral("sites-time"), new FleetTableModel(siteColumns(), this)),
        tr("Break sites by time added"));
    auto byJobs = siteColumns();
    std::swap(byJobs[0], byJobs[1]); // jobs first: the list is ordered by them
    m_tabs->addTab(
        makeTable(QStringLiteral("sites-jobs"), new FleetTableModel(byJobs, this)), tr("Break sites by jobs hit"));
    m_tabs->addTab(makeTable(QStringLiteral("causes"),
                       new FleetTableModel(
                           {
                               { QStringLiteral("count"), tr("Recompiles"), Kind::Count, {} },
                               { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
                               { QStringLiteral("compile_time_s"), tr("Compile time"), Kind::Seconds,
                                   tr("Compile time of the recompiles this cause made") },
                               { QStringLiteral("limit_hits"), tr("Limit hits"), Kind::Count,
                                   tr("Recompiles that hit the recompile limit") },
                               { QStringLiteral("category"), tr("Guard category"), Kind::Text, {} },
                               { QStringLiteral("source"), tr("Source"), Kind::Text, {} },
                           },
                           this)),
        tr("Recompile causes"));
    m_tabs->addTab(makePhasesPage(), tr("Compile time by phase"));
    m_tabs->addTab(makeTable(QStringLiteral("failing"),
                       new FleetTableModel(
                           {
                               { QStringLiteral("failures"), tr("Failures"), Kind::Count, {} },
                               { QStringLiteral("logs"), tr("Logs"), Kind::Count, tr("Logs with a failed compile") },
                               { QStringLiteral("job"), tr("Job"), Kind::Text, {} },
                               { QStringLiteral("first_fail_type"), tr("First failure"), Kind::Text, {} },
                           },
                           this)),
        tr("Failing jobs"));
    m_tabs->addTab(makeTable(QStringLiteral("unreadable"),
                       new FleetTableModel(
                           {
                               { QStringLiteral("status"), tr("Status"), Kind::Text, {} },
                               { QStringLiteral("job"), tr("Job"), Kind::Text, {} },
                               { QStringLiteral("path"), tr("Log"), Kind::Text, {} },
                               { QStringLiteral("error"), tr("Why"), Kind::Text, {} },
                           },
                           this)),
        tr("Unreadable logs"));
    m_tabs->addTab(makeComparePage(), tr("Compare cohorts"));
    const QStringList names = sectionNames();
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->widget(i)->setObjectName(names.value(i));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (currentSection() == QLatin1String("compare"))
            compareIfChosen();
    });

    auto *top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_busy);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);
    setStatus(tr("Open a fleet store (the folder `compilescope fleet index` wrote, or its fleet.sqlite)."));
}

FleetView::~FleetView() = default;

QStringList FleetView::sectionNames()
{
    return { QStringLiteral("sites-time"), QStringLiteral("sites-jobs"), QStringLiteral("causes"),
        QStringLiteral("phases"), QStringLiteral("failing"), QStringLiteral("unreadable"), QStringLiteral("compare") };
}

QString FleetView::storeDirOf(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QFileInfo::exists(fleet::FleetStore::databasePath(path)) ? QDir::cleanPath(info.absoluteFilePath())
                                                                        : QString();
    if (info.fileName() == QLatin1String("fleet.sqlite"))
        return QDir::cleanPath(info.absolutePath());
    return {};
}

QWidget *FleetView::makeTable(const QString &name, FleetTableModel *model)
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(FleetTableModel::SortRole);
    auto *view = new QTableView;
    view->setObjectName(name);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder); // the report's order until a header is clicked
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle);
    for (size_t c = 0; c < model->columns().size(); ++c)
        if (model->columns()[c].kind == Kind::Site)
            view->setItemDelegateForColumn(int(c), new SiteDelegate(view));
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionsMovable(true);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    const QString openText = name == QLatin1String("unreadable") ? tr("Open the log's folder") : tr("Open job's run");
    auto open = [this, name, proxy](const QModelIndex &index) {
        if (index.isValid())
            openRunOf(name, proxy->mapToSource(index).row());
    };
    // Double-click or Enter (not `activated`, which a double-click also emits: one open, not two).
    connect(view, &QTableView::doubleClicked, this, open);
    auto *enter = new QAction(view);
    enter->setShortcuts({ QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter) });
    enter->setShortcutContext(Qt::WidgetShortcut);
    connect(enter, &QAction::triggered, this, [view, open] { open(view->currentIndex()); });
    view->addAction(enter);
    connect(view, &QWidget::customContextMenuRequested, this, [view, open, openText](const QPoint &at) {
        const QModelIndex index = view->indexAt(at);
        if (!index.isValid())
            return;
        QMenu menu(view);
        QAction *action = menu.addAction(openText);
        action->setToolTip(tr("Opens the trace folder of the log this row came from, in a new window"));
        if (menu.exec(view->viewport()->mapToGlobal(at)) == action)
            open(index);
    });
    m_models.insert(name, model);
    m_tables.insert(name, view);
    return view;
}

QWidget *FleetView::makePhasesPage()
{
    auto *page = new QWidget;
    m_byBox = new QComboBox;
    m_byBox->addItem(tr("torch version"), QStringLiteral("torch"));
    m_byBox->addItem(tr("job"), QStringLiteral("job"));
    m_byBox->addItem(tr("week"), QStringLiteral("week"));
    connect(m_byBox, &QComboBox::activated, this, [this] { setBy(m_byBox->currentData().toString()); });
    auto *bar = new QHBoxLayout;
    auto *byLabel = new QLabel(tr("By:"));
    byLabel->setBuddy(m_byBox);
    bar->addWidget(byLabel);
    bar->addWidget(m_byBox);
    bar->addStretch(1);
    auto *table = makeTable(QStringLiteral("phases"),
        new FleetTableModel(
            {
                { QStringLiteral("group"), tr("Group"), Kind::Text, {} },
                { QStringLiteral("logs"), tr("Logs"), Kind::Count, {} },
                { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
                { QStringLiteral("compiles"), tr("Compiles"), Kind::Count, {} },
                { QStringLiteral("compile_time_s"), tr("Compile time"), Kind::Seconds, {} },
                { QStringLiteral("dynamo_s"), tr("Dynamo"), Kind::Seconds, {} },
                { QStringLiteral("aot_autograd_s"), tr("AOTAutograd"), Kind::Seconds, {} },
                { QStringLiteral("inductor_s"), tr("Inductor"), Kind::Seconds, {} },
                { QStringLiteral("code_gen_s"), tr("Code generation"), Kind::Seconds, {} },
                { QStringLiteral("backward_s"), tr("Backward, later"), Kind::Seconds,
                    tr("The backward graphs, compiled at their first backward call: not part of the compile "
                       "time, whose parts are the columns before") },
            },
            this));
    // Numbers end the row: the last one stays beside the others, not at the far right.
    m_tables.value(QStringLiteral("phases"))->horizontalHeader()->setStretchLastSection(false);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(table, 1);
    return page;
}

QWidget *FleetView::makeComparePage()
{
    auto *page = new QWidget;
    auto cohortBox = [] {
        auto *box = new QComboBox;
        box->setEditable(true); // any cohort `fleet report --compare` takes
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setMinimumContentsLength(22);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setToolTip(tr("A cohort: torch=VERSION, job=GLOB or week=YYYY-Www"));
        return box;
    };
    m_cohortA = cohortBox();
    m_cohortB = cohortBox();
    m_compareButton = new QPushButton(tr("Compare"));
    m_compareButton->setEnabled(false); // until a store is shown
    connect(m_compareButton, &QPushButton::clicked, this,
        [this] { compareCohorts(m_cohortA->currentText().trimmed(), m_cohortB->currentText().trimmed()); });
    auto *bar = new QHBoxLayout;
    auto *before = new QLabel(tr("Before:"));
    before->setBuddy(m_cohortA);
    auto *after = new QLabel(tr("After:"));
    after->setBuddy(m_cohortB);
    bar->addWidget(before);
    bar->addWidget(m_cohortA);
    bar->addWidget(after);
    bar->addWidget(m_cohortB);
    bar->addWidget(m_compareButton);
    bar->addStretch(1);
    m_compareHeadline = new QLabel;
    m_compareHeadline->setTextFormat(Qt::PlainText);
    m_compareHeadline->setWordWrap(true);
    m_compareHeadline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    std::vector<Col> sites = {
        { QStringLiteral("added_s"), tr("Time added"), Kind::Seconds, {} },
        { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
        { QStringLiteral("count"), tr("Breaks"), Kind::Count, {} },
        { QStringLiteral("site"), tr("Site"), Kind::Site, {} },
        { QStringLiteral("reason"), tr("Reason"), Kind::Text, {} },
    };
    std::vector<Col> causes = {
        { QStringLiteral("count"), tr("Recompiles"), Kind::Count, {} },
        { QStringLiteral("jobs"), tr("Jobs"), Kind::Count, {} },
        { QStringLiteral("category"), tr("Guard category"), Kind::Text, {} },
        { QStringLiteral("source"), tr("Source"), Kind::Text, {} },
    };
    auto titled = [](const QString &title, QWidget *w) {
        auto *box = new QWidget;
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
        auto *label = new QLabel(title);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        l->addWidget(label);
        l->addWidget(w, 1);
        return box;
    };
    auto *split = new QSplitter(Qt::Vertical);
    auto *sitesRow = new QSplitter(Qt::Horizontal);
    sitesRow->addWidget(titled(tr("Break sites that appeared (after, never before)"),
        makeTable(QStringLiteral("appeared"), new FleetTableModel(sites, this))));
    sitesRow->addWidget(titled(tr("Break sites that disappeared"),
        makeTable(QStringLiteral("disappeared"), new FleetTableModel(sites, this))));
    auto *causesRow = new QSplitter(Qt::Horizontal);
    causesRow->addWidget(titled(tr("Recompile causes that appeared"),
        makeTable(QStringLiteral("causes-appeared"), new FleetTableModel(causes, this))));
    causesRow->addWidget(titled(tr("Recompile causes that disappeared"),
        makeTable(QStringLiteral("causes-disappeared"), new FleetTableModel(causes, this))));
    split->addWidget(sitesRow);
    split->addWidget(causesRow);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_compareHeadline);
    layout->addWidget(split, 1);
    return page;
}

} // namespace cs::viewers
