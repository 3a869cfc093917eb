#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class QProgressBar;
class QToolButton;

namespace cs::viewers {

class ElidedLabel;
class LongTask;

// A status bar's part for long tasks (in the main window: profiling, A/B benchmarks, recordings,
// reports; in the compare window: reading and comparing two runs): the newest running task's
// title and progress, "+N more" when several run, and a Cancel that reaches that task. Hidden
// while nothing runs.
class TaskStatus : public QWidget {
    Q_OBJECT
public:
    explicit TaskStatus(QWidget *parent = nullptr);

    void track(LongTask *task);
    int runningCount() const;
    QString text() const; // what the label says (for tests)
    LongTask *shownTask() const;

private:
    void refresh();
    QList<QPointer<LongTask>> m_tasks;
    ElidedLabel *m_label;
    QProgressBar *m_bar;
    QToolButton *m_cancel;
};

} // namespace cs::viewers
