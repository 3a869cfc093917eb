#pragma once

#include "core/analysis/guardtree.h"

#include "viewers/widgets/backgroundwork.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLineEdit;
class QTimer;
class QTreeView;

namespace cs {
struct CompileOverview;
}

namespace cs::viewers {

class ElidedLabel;
class GuardTreeModel;
struct GuardSearchIndex;

// A compile's guard tree, searchable; the guard behind a recompile is marked and shown.
// Search looks in an index the model builds once per tree, off the UI thread and a moment
// after the last keystroke, so typing into a 48-layer model's 8,700 guards never stalls the
// window; the result replaces what the model shows in one reset.
class GuardsPane : public QWidget {
    Q_OBJECT
public:
    explicit GuardsPane(QWidget *parent = nullptr);
    ~GuardsPane() override;
    // `index`: the tree's search index when it was made with the tree (off the UI thread).
    void setGuards(
        const QString &title, GuardTree tree, int marked = -1, std::shared_ptr<const GuardSearchIndex> index = {});
    // A guard dump as recorded (`dynamo_cpp_guards_str`, or the older `dynamo_guards` JSON list):
    // parsed off the UI thread (a big model's dump has thousands of lines), when the pane is
    // next shown; `failed` marks the guard behind a recompile. `run`, when given, names the
    // files whose paths PyTorch clipped in guard locations (clippedpaths.h).
    void setGuardsPayload(const QString &title, QString payload, bool jsonList, std::optional<GuardFailure> failed,
        std::shared_ptr<const CompileOverview> run = {});
    // A new run: no tree, no search, nothing pending.
    void clear();
    GuardTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    void search(const QString &text); // what typing does, without the wait after the last key

Q_SIGNALS:
    void searchApplied(int shown); // the rows shown by the search just applied
    void guardsShown(int nodes); // a tree set (parsed in the background) is shown

protected:
    void showEvent(QShowEvent *event) override;

private:
    void startSearch();
    void applySearch(int generation, const QString &text, std::vector<char> visible);
    void showMarked();
    void parsePending();

    GuardTreeModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    ElidedLabel *m_title = nullptr;
    QTimer *m_debounce = nullptr;
    int m_generation = 0; // searches
    int m_treeGeneration = 0; // trees set or parsed
    struct Pending {
        QString title, payload;
        bool jsonList = false;
        std::optional<GuardFailure> failed;
        std::shared_ptr<const CompileOverview> run;
    };
    std::optional<Pending> m_pending; // set while hidden, parsed when shown
    BackgroundWork m_work; // last: waits for the workers while the rest is still there
};

} // namespace cs::viewers
