#pragma once

#include "core/analysis/guardtree.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace cs::viewers {

class GuardTreeModel;

// A compile's guard tree, searchable; the guard behind a recompile is marked and shown.
class GuardsPane : public QWidget {
    Q_OBJECT
public:
    explicit GuardsPane(QWidget *parent = nullptr);
    void setGuards(const QString &title, GuardTree tree, int marked = -1);
    GuardTreeModel *model() const { return m_model; }

private:
    GuardTreeModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTreeView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_title = nullptr;
};

} // namespace cs::viewers
