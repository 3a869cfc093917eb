#pragma once

#include "gui/gotoindex.h"

#include <QFrame>

#include <memory>

class QLabel;
class QLineEdit;
class QTreeView;

namespace cs::app {

class GotoResults;

// Ctrl+K, "go to anything": a popup over the window with a query field and the best matches
// of the run's GotoIndex, ranked as the user types; Up/Down/Page keys move in the list,
// Enter opens the match, Escape closes. The popup is made once and reused; the index comes
// from a background build and may be replaced while the popup is open (graphs indexed later).
class GotoDialog : public QFrame {
    Q_OBJECT
public:
    explicit GotoDialog(QWidget *window);
    ~GotoDialog() override;
    void setIndex(std::shared_ptr<const GotoIndex> index, bool indexingGraphs);
    const GotoIndex *index() const { return m_index.get(); }
    void popup(); // over the window's top, the last query selected
    void setQuery(const QString &text);
    QLineEdit *field() const { return m_field; }
    QTreeView *list() const { return m_list; }
    int resultCount() const;
    const GotoIndex::Entry *entryAt(int row) const;

Q_SIGNALS:
    void activated(const cs::app::GotoIndex::Entry &entry);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void activate(int row);

    std::shared_ptr<const GotoIndex> m_index;
    bool m_indexing = false;
    QString m_lastQuery; // and the entries it matched: a query that extends it looks only there
    std::vector<int> m_lastMatched;
    QLineEdit *m_field = nullptr;
    QTreeView *m_list = nullptr;
    QLabel *m_status = nullptr;
    GotoResults *m_results = nullptr;
};

} // namespace cs::app
