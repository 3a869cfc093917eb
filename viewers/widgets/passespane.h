#pragma once

#include "viewers/widgets/backgroundwork.h"

#include <QWidget>

#include <memory>
#include <utility>

class QLabel;
class QPlainTextEdit;
class QTreeView;

namespace cs {
struct LoadedRun;
}

namespace cs::viewers {

class EmptyState;
class PassesModel;

// Inductor's passes pass by pass: every graph snapshot the run's traces hold, with the passes
// run since the one before it in its stage (and their times) and what they changed. One row
// selected: the nodes the passes before it added, removed, retargeted or rewired; two rows:
// the same between those two graphs, any two of the run (`graph --pass A --to B`). The
// stages are read (every snapshot parsed) off the UI thread when the view is first shown. Above
// them, when the run compiled its model in parts: the blocks compiled once and reused and the
// piecewise compiles with their pieces in run order (`graph --regions`).
class PassesPane : public QWidget {
    Q_OBJECT
public:
    explicit PassesPane(QWidget *parent = nullptr);
    ~PassesPane() override;
    void setRun(std::shared_ptr<const LoadedRun> run);
    // The first graph the passes changed of this compile (of the log `log`: LoadedRun::logs)
    // selected, once the stages are read; a graph of that compile already shown stays.
    void followCompile(int log, const QString &compileId);
    PassesModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QString detailsText() const;
    QString regionsText() const; // empty when the run was not compiled in parts

Q_SIGNALS:
    void stagesShown(int rows); // the stages read in the background are shown

protected:
    void showEvent(QShowEvent *event) override;

private:
    void readStages();
    void showSelection();

    std::shared_ptr<const LoadedRun> m_run;
    PassesModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QPlainTextEdit *m_regions = nullptr;
    QLabel *m_hint = nullptr;
    EmptyState *m_empty = nullptr;
    std::pair<int, QString> m_follow { -1, {} }; // a compile to select once read: log, compile id
    bool m_pending = false; // a run set whose stages are not read yet
    int m_generation = 0;
    BackgroundWork m_work; // last: waits for the workers while the rest is still there
};

} // namespace cs::viewers
