#include "viewers/widgets/longtask.h"

namespace cs::viewers {

LongTask::LongTask(const QString &title, QObject *parent)
    : QObject(parent)
    , m_title(title)
{
}

void LongTask::setProgress(qint64 done, qint64 total, const QString &detail)
{
    if (m_finished)
        return;
    m_done = done;
    m_total = total;
    m_detail = detail;
    Q_EMIT progressed();
}

void LongTask::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished();
    deleteLater();
}

void LongTask::cancel()
{
    if (m_finished)
        return;
    m_cancelRequested = true;
    Q_EMIT cancelRequested();
    Q_EMIT progressed();
}

} // namespace cs::viewers
