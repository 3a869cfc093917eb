#include "gui/startpage.h"

#include "gui/mainwindow.h"
#include "gui/recentfiles.h"
#include "gui/theme.h"

#include "viewers/displaytext.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPainter>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cs::app {

using viewers::DisplayText;

namespace {

// The folder last: it takes what room is left, and is elided first in a narrow window.
enum RecentColumn { RunColumn, OpenedColumn, SizeColumn, OutcomeColumn, FolderColumn, RecentColumnCount };

QStringList localPaths(const QMimeData *mime)
{
    QStringList paths;
    if (mime)
        for (const QUrl &url : mime->urls())
            if (url.isLocalFile())
                paths << url.toLocalFile();
    return paths;
}

QLabel *heading(const QString &text, qreal scale)
{
    auto *label = new QLabel(text);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace

DropZone::DropZone(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("dropZone"));
    setAcceptDrops(true);
    const int em = fontMetrics().height();
    setMinimumHeight(em * 5);
    auto *icon = new QLabel;
    icon->setPixmap(themedIcon(QStringLiteral("drop")).pixmap(QSize(em * 2, em * 2), devicePixelRatioF()));
    auto *text = new QLabel(tr("Drop a trace log, a run folder or several rank logs here to open them as one run"));
    text->setWordWrap(true);
    text->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(em, em, em, em);
    layout->addStretch(1);
    layout->addWidget(icon);
    layout->addWidget(text, 4);
    layout->addStretch(1);
}

void DropZone::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal line = std::max<qreal>(1.0, fontMetrics().height() / 10.0);
    QColor colour = palette().color(m_hover ? QPalette::Highlight : QPalette::PlaceholderText);
    QPen pen(colour, line, m_hover ? Qt::SolidLine : Qt::DashLine);
    p.setPen(pen);
    if (m_hover) {
        colour.setAlpha(40);
        p.setBrush(colour);
    }
    const qreal radius = fontMetrics().height() * 0.5;
    p.drawRoundedRect(QRectF(rect()).adjusted(line, line, -line, -line), radius, radius);
}

void DropZone::dragEnterEvent(QDragEnterEvent *event)
{
    if (localPaths(event->mimeData()).isEmpty())
        return;
    event->acceptProposedAction();
    m_hover = true;
    update();
}

void DropZone::dragLeaveEvent(QDragLeaveEvent *)
{
    m_hover = false;
    update();
}

void DropZone::dropEvent(QDropEvent *event)
{
    m_hover = false;
    update();
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    Q_EMIT pathsDropped(paths);
}

StartPage::StartPage(RecentRuns *recent, QWidget *parent)
    : QWidget(parent)
    , m_recent(recent)
{
    setObjectName(QStringLiteral("startPage"));
    const int em = fontMetrics().height();

    auto *title = heading(tr("CompileScope"), 1.8);
    auto *tagline = new QLabel(
        tr("Why is my compiled model not as fast as it should be? Open what torch.compile left behind: graph "
           "breaks, recompiles, fusion and the generated kernels, in one connected picture."));
    tagline->setWordWrap(true);

    auto *startBox = new QWidget;
    m_buttons = new QVBoxLayout(startBox);
    m_buttons->setContentsMargins(0, 0, 0, 0);
    m_buttons->setSpacing(em / 4);

    m_recentList = new QTreeWidget;
    m_recentList->setObjectName(QStringLiteral("recentRuns"));
    m_recentList->setColumnCount(RecentColumnCount);
    m_recentList->setHeaderLabels({ tr("Run"), tr("Opened"), tr("Size"), tr("Outcome"), tr("Folder") });
    m_recentList->setRootIsDecorated(false);
    m_recentList->setUniformRowHeights(true);
    m_recentList->setAlternatingRowColors(true);
    m_recentList->setTextElideMode(Qt::ElideMiddle);
    m_recentList->header()->setStretchLastSection(true);
    m_recentList->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_recentList->header()->setSectionResizeMode(FolderColumn, QHeaderView::Stretch);
    m_recentList->setToolTip(tr("Double-click or press Enter to open a run again"));
    connect(m_recentList, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { activate(item); });
    m_recentEmpty = new QLabel(tr("Runs you open appear here, with what their last load found."));
    m_recentEmpty->setForegroundRole(QPalette::PlaceholderText);
    m_recentEmpty->setWordWrap(true);
    auto *clear = new QToolButton;
    clear->setObjectName(QStringLiteral("clearRecent"));
    clear->setText(tr("Clear List"));
    clear->setAutoRaise(true);
    connect(clear, &QToolButton::clicked, m_recent, &RecentRuns::clear);
    connect(m_recent, &RecentRuns::changed, this, &StartPage::refresh);
    connect(m_recent, &RecentRuns::changed, clear,
        [this, clear] { clear->setEnabled(m_recentList->topLevelItemCount() > 0); });

    auto *recentHeader = new QHBoxLayout;
    QLabel *recentHeading = heading(tr("&Recent runs"), 1.2);
    recentHeading->setBuddy(m_recentList);
    recentHeader->addWidget(recentHeading);
    recentHeader->addStretch(1);
    recentHeader->addWidget(clear);
    auto *recentColumn = new QVBoxLayout;
    recentColumn->addLayout(recentHeader);
    recentColumn->addWidget(m_recentList, 1);
    recentColumn->addWidget(m_recentEmpty);

    auto *startColumn = new QVBoxLayout;
    startColumn->addWidget(heading(tr("Start"), 1.2));
    startColumn->addWidget(startBox);
    startColumn->addStretch(1);

    auto *columns = new QHBoxLayout;
    columns->setSpacing(em * 2);
    columns->addLayout(startColumn, 0);
    columns->addLayout(recentColumn, 1);

    m_drop = new DropZone;
    connect(m_drop, &DropZone::pathsDropped, this, &StartPage::openRequested);
    auto *terminal = new QLabel(tr("From a terminal: compilescope PATH opens a run, compilescope record -- python "
                                   "train.py records one, compilescope help lists every command."));
    terminal->setWordWrap(true);
    terminal->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(em * 2, em * 2, em * 2, em * 2);
    layout->setSpacing(em);
    layout->addWidget(title);
    layout->addWidget(tagline);
    layout->addSpacing(em / 2);
    layout->addLayout(columns, 1);
    layout->addWidget(m_drop);
    layout->addWidget(terminal);
    refresh();
    clear->setEnabled(m_recentList->topLevelItemCount() > 0);
}

void StartPage::setActions(const QList<QAction *> &actions)
{
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int em = fontMetrics().height();
    for (QAction *a : actions) {
        if (!a)
            continue;
        auto *button = new QToolButton;
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIconSize(QSize(em * 3 / 2, em * 3 / 2));
        button->setAutoRaise(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setObjectName(a->objectName().isEmpty() ? QString() : QStringLiteral("start_") + a->objectName());
        m_buttons->addWidget(button);
    }
    // The recent runs first, then the ways to start: a returning user is one Tab (or none) away.
    QWidget *previous = m_recentList;
    for (int i = 0; i < m_buttons->count(); ++i)
        if (QWidget *w = m_buttons->itemAt(i)->widget()) {
            setTabOrder(previous, w);
            previous = w;
        }
}

void StartPage::refresh()
{
    m_recentList->clear();
    const QLocale locale;
    for (const RecentRun &r : m_recent->entries()) {
        auto *item = new QTreeWidgetItem;
        item->setText(RunColumn, MainWindow::displayName(r.paths));
        const QFileInfo first(r.paths.first());
        item->setText(FolderColumn, DisplayText::line(QDir::toNativeSeparators(first.absolutePath())));
        item->setText(OpenedColumn, r.opened.isValid() ? locale.toString(r.opened, QLocale::ShortFormat) : QString());
        item->setText(SizeColumn, RecentRuns::formatSize(r.bytes));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(OutcomeColumn, r.outcome());
        QStringList tip;
        for (const QString &p : r.paths)
            tip << DisplayText::line(QDir::toNativeSeparators(p));
        const bool there = r.exists();
        if (!there) {
            item->setText(OutcomeColumn, tr("no longer there"));
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
        }
        for (int c = 0; c < RecentColumnCount; ++c)
            item->setToolTip(c, tip.join(QLatin1Char('\n')));
        item->setData(RunColumn, Qt::UserRole, r.paths);
        m_recentList->addTopLevelItem(item);
    }
    const bool any = m_recentList->topLevelItemCount() > 0;
    m_recentList->setVisible(any);
    m_recentEmpty->setVisible(!any);
    if (any)
        m_recentList->setCurrentItem(m_recentList->topLevelItem(0));
}

void StartPage::focusStart()
{
    if (m_recentList->isVisibleTo(this) && m_recentList->topLevelItemCount() > 0) {
        m_recentList->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (QLayoutItem *first = m_buttons->itemAt(0); first && first->widget())
        first->widget()->setFocus(Qt::OtherFocusReason);
}

void StartPage::activate(QTreeWidgetItem *item)
{
    if (item && (item->flags() & Qt::ItemIsEnabled))
        Q_EMIT openRequested(item->data(RunColumn, Qt::UserRole).toStringList());
}

QString StartPage::samplePath()
{
    const QString name = QStringLiteral("sample_trace.log");
    const QString dir = QCoreApplication::applicationDirPath();
    QStringList candidates { dir + QStringLiteral("/../share/compilescope/samples/") + name };
#ifdef COMPILESCOPE_SOURCE_DIR
    candidates << QStringLiteral(COMPILESCOPE_SOURCE_DIR "/resources/samples/") + name;
#endif
    for (const QString &c : candidates)
        if (QFileInfo(c).isFile())
            return QDir::cleanPath(QFileInfo(c).absoluteFilePath());
    return {};
}

} // namespace cs::app
