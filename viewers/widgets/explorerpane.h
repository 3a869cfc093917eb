#pragma once

#include <QPersistentModelIndex>
#include <QWidget>

#include <functional>

class QAbstractItemModel;
class QSortFilterProxyModel;
class QTextBrowser;
class QTreeView;

namespace cs::viewers {

class EmptyState;
class SourceView;

// A list of findings with the selected one's details and its source line: the shape shared by
// the graph-break, recompile and failure views. Ctrl+C copies the details as text.
class ExplorerPane : public QWidget {
    Q_OBJECT
public:
    struct Details {
        QString html, plainText;
        QString file;
        int line = 0;
        QString recordedSource; // shown when the file is not on this machine
        // The line's own text as the run recorded it, when known: a local file whose line reads
        // otherwise is another version of it (a library updated since the run).
        QString lineText;
    };
    using Describe = std::function<Details(const QModelIndex &sourceIndex)>;

    ExplorerPane(QAbstractItemModel *model, Describe describe, QWidget *parent = nullptr);
    QTreeView *view() const { return m_view; }
    // Shown instead of the list and details while the model has no rows.
    void setEmptyMessage(const QString &title, const QString &detail = {});
    EmptyState *emptyState() const { return m_empty; }
    // Selects a row of the source model without emitting currentChanged.
    void selectQuietly(const QModelIndex &sourceIndex);
    QString detailsText() const; // the shown finding's full text (the pane shows it elided)
    void refresh(); // after the model was reset

Q_SIGNALS:
    void currentChanged(const QModelIndex &sourceIndex);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void show(const QModelIndex &proxyIndex);

    QSortFilterProxyModel *m_proxy = nullptr;
    QTreeView *m_view = nullptr;
    QTextBrowser *m_details = nullptr;
    SourceView *m_source = nullptr;
    EmptyState *m_empty = nullptr;
    QString m_emptyTitle, m_emptyDetail;
    QString m_plainText;
    QPersistentModelIndex m_shown; // proxy index of the finding shown (or to show)
    bool m_stale = false; // selected while hidden: shown at the next showEvent
    Describe m_describe;
    bool m_quiet = false;
};

} // namespace cs::viewers
