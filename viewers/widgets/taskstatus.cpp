#include "viewers/widgets/taskstatus.h"

#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/longtask.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

#include <algorithm>

namespace cs::viewers {


TaskStatus::TaskStatus(QWidget *parent)
    : QWidget(parent)
    , m_label(new ElidedLabel)
    , m_bar(new QProgressBar)
    , m_cancel(new QToolButton)
{
    setObjectName(QStringLiteral("taskStatus"));
    m_label->setObjectName(QStringLiteral("taskStatusText"));
    m_bar->setMaximumWidth(fontMetrics().averageCharWidth() * 18);
    m_bar->setTextVisible(true);
    m_cancel->setObjectName(QStringLiteral("taskStatusCancel"));
    m_cancel->setText(tr("Cancel"));
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (LongTask *t = shownTask())
            t->cancel(); // the button stays off for it: a second click has nothing more to stop
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    hide();
}

void TaskStatus::track(LongTask *task)
{
    if (!task || task->isFinished())
        return;
    m_tasks << task;
    connect(task, &LongTask::progressed, this, &TaskStatus::refresh);
    connect(task, &LongTask::finished, this, &TaskStatus::refresh);
    connect(task, &QObject::destroyed, this, &TaskStatus::refresh);
    refresh();
}

int TaskStatus::runningCount() const
{
    int n = 0;
    for (const QPointer<LongTask> &t : m_tasks)
        n += t && !t->isFinished();
    return n;
}

LongTask *TaskStatus::shownTask() const
{
    for (auto it = m_tasks.crbegin(); it != m_tasks.crend(); ++it)
        if (*it && !(*it)->isFinished())
            return *it;
    return nullptr;
}

QString TaskStatus::text() const
{
    return m_label->text();
}

void TaskStatus::refresh()
{
    m_tasks.removeIf([](const QPointer<LongTask> &t) { return !t || t->isFinished(); });
    LongTask *t = shownTask();
    if (!t) {
        m_label->setText(QString());
        hide();
        return;
    }
    QString text = t->detail().isEmpty() ? t->title() : tr("%1: %2").arg(t->title(), t->detail());
    if (t->isCancelRequested())
        text = tr("%1 (stopping…)").arg(text);
    if (const int more = runningCount() - 1; more > 0)
        text += QLatin1Char(' ') + tr("(+%n more)", nullptr, more);
    m_label->setText(text);
    // As wide as the text, up to a limit past which it elides (the whole text in its tooltip).
    const int ch = fontMetrics().averageCharWidth();
    m_label->setFixedWidth(std::clamp(fontMetrics().horizontalAdvance(text) + ch, ch * 12, ch * 48));
    m_cancel->setEnabled(!t->isCancelRequested());
    m_cancel->setToolTip(tr("Stop: %1").arg(t->title()));
    if (t->total() > 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(std::min(t->done(), t->total()) * 1000 / t->total()));
        m_bar->setFormat(QStringLiteral("%1/%2").arg(t->done()).arg(t->total()));
    } else {
        m_bar->setRange(0, 0); // busy: the task has no measure of how far it is
    }
    show();
}

} // namespace cs::viewers
