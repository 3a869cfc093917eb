#include "gui/layoutstate.h"

#include "gui/settings.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>

namespace cs::app {
namespace {

const QString SplitterKind = QStringLiteral("splitters");
const QString HeaderKind = QStringLiteral("headers");

QHeaderView *headerOf(QAbstractItemView *view)
{
    if (auto *tree = qobject_cast<QTreeView *>(view))
        return tree->isHeaderHidden() ? nullptr : tree->header();
    if (auto *table = qobject_cast<QTableView *>(view))
        return table->horizontalHeader();
    return nullptr;
}

bool sortingEnabled(QAbstractItemView *view)
{
    if (auto *tree = qobject_cast<QTreeView *>(view))
        return tree->isSortingEnabled();
    if (auto *table = qobject_cast<QTableView *>(view))
        return table->isSortingEnabled();
    return false;
}

QString className(const QObject *o)
{
    const QString name = QString::fromLatin1(o->metaObject()->className());
    return name.mid(name.lastIndexOf(QLatin1Char(':')) + 1);
}

// The state is stored with the section count: a header whose model gained or lost columns
// (a newer version) starts from its defaults instead of a state that does not fit.
QByteArray withCount(const QHeaderView *h, const QByteArray &state)
{
    return QByteArray::number(h->count()) + ':' + state;
}

// Restores a state written by withCount() when it fits the header, and sorts the view by it.
void restoreHeader(QAbstractItemView *view, QHeaderView *h, const QByteArray &saved)
{
    const qsizetype colon = saved.indexOf(':');
    if (colon <= 0 || saved.left(colon).toInt() != h->count())
        return;
    h->restoreState(saved.mid(colon + 1));
    if (sortingEnabled(view))
        view->model()->sort(h->sortIndicatorSection(), h->sortIndicatorOrder());
}

} // namespace

LayoutState::LayoutState(QWidget *root)
    : m_root(root)
{
}

bool LayoutState::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonRelease || event->type() == QEvent::MouseButtonDblClick)
        if (auto *header = qobject_cast<QHeaderView *>(watched->parent()))
            if (auto *view = qobject_cast<QAbstractItemView *>(header->parent()))
                m_touched.insert(keyOf(view));
    return false;
}

QString LayoutState::keyOf(const QWidget *widget) const
{
    QStringList parts;
    for (const QObject *o = widget; o && o != m_root; o = o->parent()) {
        QString part = o->objectName();
        if (part.isEmpty()) {
            int index = 0;
            if (const QObject *parent = o->parent())
                for (const QObject *sibling : parent->children()) {
                    if (sibling == o)
                        break;
                    if (sibling->metaObject() == o->metaObject() && sibling->objectName().isEmpty())
                        ++index;
                }
            part = className(o) + QString::number(index);
        }
        parts.prepend(part);
    }
    // Settings keys: '/' makes groups, so the path is joined with '.'.
    return parts.join(QLatin1Char('.'));
}

void LayoutState::save(Settings &settings, bool headers) const
{
    for (QSplitter *s : m_root->findChildren<QSplitter *>())
        settings.setLayoutState(SplitterKind, keyOf(s), s->saveState());
    if (!headers)
        return;
    for (QAbstractItemView *v : m_root->findChildren<QAbstractItemView *>())
        if (QHeaderView *h = headerOf(v); h && h->count() > 0 && m_touched.contains(keyOf(v)))
            settings.setLayoutState(HeaderKind, keyOf(v), withCount(h, h->saveState()));
}

QList<QSplitter *> LayoutState::restoreSplitters(const Settings &settings)
{
    QList<QSplitter *> restored;
    for (QSplitter *s : m_root->findChildren<QSplitter *>()) {
        const QByteArray state = settings.layoutState(SplitterKind, keyOf(s));
        if (!state.isEmpty() && s->restoreState(state))
            restored << s;
    }
    return restored;
}

void LayoutState::restoreHeaders(const Settings &settings)
{
    for (QAbstractItemView *v : m_root->findChildren<QAbstractItemView *>()) {
        QHeaderView *h = headerOf(v);
        if (!h)
            continue;
        if (!m_watched.contains(h->viewport())) {
            m_watched.insert(h->viewport());
            h->viewport()->installEventFilter(this);
        }
        if (h->count() == 0)
            continue;
        const QString key = keyOf(v);
        if (!m_defaultHeaders.contains(key))
            m_defaultHeaders.insert(key, withCount(h, h->saveState()));
        restoreHeader(v, h, settings.layoutState(HeaderKind, key));
    }
}

void LayoutState::reset()
{
    m_touched.clear();
    for (QSplitter *s : m_root->findChildren<QSplitter *>()) {
        QList<int> sizes;
        for (int i = 0; i < s->count(); ++i) {
            const QSizePolicy p = s->widget(i)->sizePolicy();
            const int stretch = s->orientation() == Qt::Horizontal ? p.horizontalStretch() : p.verticalStretch();
            sizes << std::max(stretch, 1) * 1000;
        }
        s->setSizes(sizes);
    }
    for (QAbstractItemView *v : m_root->findChildren<QAbstractItemView *>())
        if (QHeaderView *h = headerOf(v))
            restoreHeader(v, h, m_defaultHeaders.value(keyOf(v)));
}

} // namespace cs::app
