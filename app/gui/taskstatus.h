#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class QProgressBar;
class QToolButton;

namespace cs::viewers {
class ElidedLabel;
class LongTask;
} // namespace cs::viewers

namespace cs::app {

// The status bar's part for long tasks other than opening a run (profiling, A/B benchmarks,
// recordings, reports): the newest running task's title and progress, "+N more" when several
// run, and a Cancel that reaches that task. Hidden while nothing runs.
class TaskStatus : public QWidget {
    Q_OBJECT
public:
    explicit TaskStatus(QWidget *parent = nullptr);

    void track(viewers::LongTask *task);
    int runningCount() const;
    QString text() const; // what the label says (for tests)
    viewers::LongTask *shownTask() const;

private:
    void refresh();
    QList<QPointer<viewers::LongTask>> m_tasks;
    viewers::ElidedLabel *m_label;
    QProgressBar *m_bar;
    QToolButton *m_cancel;
};

} // namespace cs::app
