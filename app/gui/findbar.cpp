#include "gui/findbar.h"

#include "viewers/findrole.h"
#include "viewers/widgets/graphitems.h"
#include "viewers/widgets/graphpane.h"

#include <QAbstractItemView>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSet>
#include <QStyle>
#include <QTextEdit>
#include <QTimer>
#include <QToolButton>

namespace cs::app {
namespace {

constexpr int MaxRowsVisited = 500000;

QTextDocument *documentOf(QWidget *w)
{
    if (auto *t = qobject_cast<QTextEdit *>(w))
        return t->document();
    if (auto *p = qobject_cast<QPlainTextEdit *>(w))
        return p->document();
    return nullptr;
}

void collectRows(const QAbstractItemModel *model, const QModelIndex &parent, const QString &text,
    QList<QPersistentModelIndex> &out, int &visited)
{
    const int rows = model->rowCount(parent), columns = model->columnCount(parent);
    for (int r = 0; r < rows && visited < MaxRowsVisited; ++r, ++visited) {
        for (int c = 0; c < columns; ++c)
            if (const QModelIndex i = model->index(r, c, parent);
                i.data().toString().contains(text, Qt::CaseInsensitive)
                || i.data(viewers::FindTextRole).toString().contains(text, Qt::CaseInsensitive)) {
                out << QPersistentModelIndex(model->index(r, 0, parent));
                break;
            }
        const QModelIndex child = model->index(r, 0, parent);
        if (model->hasChildren(child))
            collectRows(model, child, text, out, visited);
    }
}

} // namespace

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("findBar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_scope = new QLabel;
    m_field = new QLineEdit;
    m_field->setObjectName(QStringLiteral("findField"));
    m_field->setPlaceholderText(tr("Find"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_countLabel = new QLabel;
    m_prev = new QToolButton;
    m_prev->setArrowType(Qt::UpArrow);
    m_prev->setToolTip(tr("Previous match (Shift+F3)"));
    m_next = new QToolButton;
    m_next->setArrowType(Qt::DownArrow);
    m_next->setToolTip(tr("Next match (F3)"));
    m_close = new QToolButton;
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close the find bar (Escape)"));
    m_close->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_scope);
    layout->addWidget(m_field, 1);
    layout->addWidget(m_prev);
    layout->addWidget(m_next);
    layout->addWidget(m_countLabel);
    layout->addStretch(0);
    layout->addWidget(m_close);
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        search();
        go(0);
    });
    connect(m_field, &QLineEdit::textEdited, m_debounce, qOverload<>(&QTimer::start));
    connect(m_prev, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(m_next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_close, &QToolButton::clicked, this, [this] {
        Q_EMIT closed();
        if (m_target)
            m_target->setFocus();
    });
}

void FindBar::setTarget(QWidget *target, const QString &name)
{
    if (target != m_target)
        m_searched.clear(); // search again in the new target
    m_target = target;
    m_targetName = name;
    m_scope->setText(name.isEmpty() ? tr("Find:") : tr("Find in %1:").arg(name));
}

void FindBar::open()
{
    show();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
    if (!m_field->text().isEmpty()) {
        search();
        showCount();
    }
}

void FindBar::search()
{
    m_debounce->stop();
    m_searched = m_field->text();
    m_rows.clear();
    m_units.clear();
    m_count = 0;
    m_current = -1;
    if (!m_target || m_searched.isEmpty())
        return;
    if (auto *view = qobject_cast<QAbstractItemView *>(m_target.data())) {
        int visited = 0;
        if (view->model())
            collectRows(view->model(), view->rootIndex(), m_searched, m_rows, visited);
        m_count = static_cast<int>(m_rows.size());
    } else if (QTextDocument *doc = documentOf(m_target)) {
        for (QTextCursor c = doc->find(m_searched); !c.isNull() && m_count < 100000; c = doc->find(m_searched, c))
            ++m_count;
    } else if (auto *graph = qobject_cast<viewers::GraphPane *>(m_target.data())) {
        const FxGraph &g = graph->graph();
        const auto &unitOf = graph->collapsed().unitOf;
        QSet<int> seen;
        for (size_t i = 0; i < g.nodes.size() && i < unitOf.size(); ++i) {
            const FxNode &n = g.nodes[i];
            const bool hit = n.name.contains(m_searched, Qt::CaseInsensitive)
                || n.target.contains(m_searched, Qt::CaseInsensitive)
                || (n.group >= 0
                    && g.groups[static_cast<size_t>(n.group)].kernel.contains(m_searched, Qt::CaseInsensitive));
            if (hit && unitOf[i] >= 0 && !seen.contains(unitOf[i])) {
                seen.insert(unitOf[i]);
                m_units << unitOf[i];
            }
        }
        m_count = static_cast<int>(m_units.size());
    }
}

void FindBar::go(int step)
{
    if (m_field->text() != m_searched || (!m_rows.isEmpty() && !m_rows.first().isValid()))
        search(); // new text, or the target's rows were replaced (a live update)
    if (m_count == 0) {
        showCount();
        return;
    }
    if (auto *view = qobject_cast<QAbstractItemView *>(m_target.data())) {
        if (m_current < 0) { // the first match at or after the current row, in the order rows are listed
            m_current = 0;
            const QModelIndex at = view->currentIndex().siblingAtColumn(0);
            const qsizetype here = m_rows.indexOf(QPersistentModelIndex(at));
            if (here >= 0)
                m_current = static_cast<int>(here);
            if (here >= 0 && step != 0)
                m_current = (m_current + step + m_count) % m_count;
        } else {
            m_current = (m_current + step + m_count) % m_count;
        }
        view->setCurrentIndex(m_rows[m_current]);
        view->scrollTo(m_rows[m_current]);
    } else if (QTextDocument *doc = documentOf(m_target)) {
        QTextCursor cursor = qobject_cast<QTextEdit *>(m_target.data())
            ? qobject_cast<QTextEdit *>(m_target.data())->textCursor()
            : qobject_cast<QPlainTextEdit *>(m_target.data())->textCursor();
        QTextDocument::FindFlags flags;
        if (step < 0)
            flags |= QTextDocument::FindBackward;
        if (step == 0) // typing: the match at the cursor's start counts
            cursor.setPosition(cursor.selectionStart());
        QTextCursor found = doc->find(m_searched, cursor, flags);
        if (found.isNull()) { // wrap around
            QTextCursor from(doc);
            if (step < 0)
                from.movePosition(QTextCursor::End);
            found = doc->find(m_searched, from, flags);
        }
        if (found.isNull())
            return;
        if (auto *t = qobject_cast<QTextEdit *>(m_target.data())) {
            t->setTextCursor(found);
            t->ensureCursorVisible();
        } else if (auto *p = qobject_cast<QPlainTextEdit *>(m_target.data())) {
            p->setTextCursor(found);
            p->centerCursor();
        }
        int before = 0; // which match this is
        for (QTextCursor c = doc->find(m_searched); !c.isNull() && c.selectionStart() < found.selectionStart();
             c = doc->find(m_searched, c))
            ++before;
        m_current = before;
    } else if (auto *graph = qobject_cast<viewers::GraphPane *>(m_target.data())) {
        m_current = m_current < 0 ? (step < 0 ? m_count - 1 : 0) : (m_current + step + m_count) % m_count;
        const int unit = m_units[m_current];
        for (QGraphicsItem *item : graph->scene()->items())
            if (auto *u = dynamic_cast<viewers::UnitItem *>(item); u && u->unit() == unit) {
                graph->scene()->clearSelection();
                u->setSelected(true);
                graph->view()->centerOn(u);
                break;
            }
    }
    showCount();
    Q_EMIT matched(m_current, m_count);
}

void FindBar::showCount()
{
    if (m_field->text().isEmpty())
        m_countLabel->clear();
    else if (m_count == 0)
        m_countLabel->setText(tr("No matches"));
    else
        m_countLabel->setText(tr("%1 of %2").arg(m_current + 1).arg(m_count));
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            m_close->click();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            go(key->modifiers() & Qt::ShiftModifier ? -1 : +1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace cs::app
