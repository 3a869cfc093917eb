#pragma once

#include <QObject>
#include <QString>

namespace cs::viewers {

// A long piece of work a view or dialog runs (profiling kernels, an A/B benchmark, a recording,
// gathering a report). Its owner makes one when the work starts, announces it with its
// `longTaskStarted` signal so the main window's status bar shows its progress and a Cancel that
// reaches it, updates it, and finishes it; the task deletes itself after `finished`.
class LongTask : public QObject {
    Q_OBJECT
public:
    LongTask(const QString &title, QObject *parent);

    QString title() const { return m_title; }
    QString detail() const { return m_detail; }
    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; } // 0: no measure of progress (a busy indicator)
    bool isFinished() const { return m_finished; }
    bool isCancelRequested() const { return m_cancelRequested; }

    void setProgress(qint64 done, qint64 total, const QString &detail = QString());
    void finish();

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    void progressed();
    void cancelRequested();
    void finished();

private:
    QString m_title, m_detail;
    qint64 m_done = 0, m_total = 0;
    bool m_finished = false;
    bool m_cancelRequested = false;
};

} // namespace cs::viewers
