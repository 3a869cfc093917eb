#include "core/profiling/profiletask.h"

#include "core/profiling/runidentity.h"
#include "core/storage/profilestore.h"

#include <QFileInfo>
#include <QMetaObject>

namespace cs {

ProfileTask::ProfileTask(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<QList<cs::KernelPlan>>();
    qRegisterMetaType<std::shared_ptr<const cs::ProfileRun>>();
}

ProfileTask::~ProfileTask()
{
    requestStop();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool ProfileTask::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void ProfileTask::startWorker(std::function<void()> work)
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
    m_cancel = false;
    m_thread = QThread::create([this, work = std::move(work)] {
        work();
        QMetaObject::invokeMethod(this, [this] { Q_EMIT finished(); }, Qt::QueuedConnection);
    });
    m_thread->start();
}

void ProfileTask::plan(std::shared_ptr<const LoadedRun> run)
{
    if (isRunning() || !run)
        return;
    startWorker([this, run] {
        KernelCache cache;
        cache.scan(run->inputs);
        QList<KernelPlan> plans = planKernels(wrapperSources(*run), cache) + planAotiPackages(*run);
        QString identity = runIdentity(*run), stack = runStackJson(*run);
        QMetaObject::invokeMethod(
            this,
            [this, plans = std::move(plans), identity, stack] {
                m_identity = identity;
                m_stack = stack;
                Q_EMIT planned(plans);
            },
            Qt::QueuedConnection);
    });
}

void ProfileTask::profile(QList<KernelPlan> plans, QString tracePath, QString database, ProfileOptions options)
{
    if (isRunning())
        return;
    startWorker([this, plans = std::move(plans), tracePath, database, options, identity = m_identity, stack = m_stack] {
        auto fail = [this](const QString &message) {
            QMetaObject::invokeMethod(this, [this, message] { Q_EMIT failed(message); }, Qt::QueuedConnection);
        };
        auto store = ProfileStore::open(database, sql::Access::ReadWrite);
        if (!store)
            return fail(store.error().toString());
        ProfileSession session(RunnerClient(), options);
        auto run = session.run(plans, tracePath, [this](int done, int total, const QString &kernel) {
            QMetaObject::invokeMethod(
                this, [this, done, total, kernel] { Q_EMIT progress(done, total, kernel); }, Qt::QueuedConnection);
            return !m_cancel.load();
        });
        if (!run)
            return fail(run.error().toString());
        run.value().runIdentity = identity;
        run.value().stack = stack;
        run.value().label = QFileInfo(tracePath.section(QStringLiteral(", "), 0, 0)).fileName();
        const auto id = store.value()->saveRun(run.value());
        if (!id)
            return fail(id.error().toString());
        auto shared = std::make_shared<const ProfileRun>(std::move(run.value()));
        const qint64 runId = id.value();
        QMetaObject::invokeMethod(
            this, [this, shared, runId] { Q_EMIT profiled(shared, runId); }, Qt::QueuedConnection);
    });
}

} // namespace cs
