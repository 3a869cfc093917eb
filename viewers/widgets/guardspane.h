#pragma once

#include "core/analysis/guardtree.h"

#include <QWidget>

#include <vector>

class QLineEdit;
class QThread;
class QTimer;
class QTreeView;

namespace cs::viewers {

class ElidedLabel;
class GuardFilterProxy;
class GuardTreeModel;

// A compile's guard tree, searchable; the guard behind a recompile is marked and shown.
// Search looks in an index the model builds once per tree, off the UI thread and a moment
// after the last keystroke, so typing into a 48-layer model's tens of thousands of guards
// never stalls the window; the result replaces the filter in one step.
class GuardsPane : public QWidget {
    Q_OBJECT
public:
    explicit GuardsPane(QWidget *parent = nullptr);
    ~GuardsPane() override;
    void setGuards(const QString &title, GuardTree tree, int marked = -1);
    GuardTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    void search(const QString &text); // what typing does, without the wait after the last key

Q_SIGNALS:
    void searchApplied(int shown); // the rows shown by the search just applied

private:
    void startSearch();
    void applySearch(int generation, const QString &text, std::vector<char> visible);
    void showMarked();

    GuardTreeModel *m_model = nullptr;
    GuardFilterProxy *m_proxy = nullptr;
    QTreeView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    ElidedLabel *m_title = nullptr;
    QTimer *m_debounce = nullptr;
    int m_generation = 0;
    QList<QThread *> m_workers;
};

} // namespace cs::viewers
