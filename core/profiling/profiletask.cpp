#include "core/profiling/profiletask.h"

#include "core/profiling/runidentity.h"
#include "core/storage/profilestore.h"

#include <QFileInfo>
#include <QMetaObject>

#include <utility>

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
    const int worker = ++m_workerCount;
    m_thread = QThread::create([this, work = std::move(work), worker] {
        work();
        QMetaObject::invokeMethod(
            this,
            [this, worker] {
                // A worker that ended after the next one started (a plan whose `finished` was
                // still queued when a profile began) says nothing: `finished` means idle.
                if (worker != m_workerCount)
                    return;
                Q_EMIT finished();
                if (m_nextPlan) // the worker is ending: startWorker waits for it
                    startPlan(std::exchange(m_nextPlan, nullptr), m_planGeneration);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

void ProfileTask::plan(std::shared_ptr<const LoadedRun> run)
{
    if (!run)
        return;
    const int generation = ++m_planGeneration;
    if (isRunning()) {
        m_nextPlan = std::move(run);
        return;
    }
    startPlan(std::move(run), generation);
}

void ProfileTask::startPlan(std::shared_ptr<const LoadedRun> run, int generation)
{
    startWorker([this, run, generation] {
        KernelCache cache;
        cache.scan(run->inputs);
        QList<KernelPlan> plans = planKernels(wrapperSources(*run), cache) + planAotiPackages(*run);
        QString identity = runIdentity(*run), stack = runStackJson(*run);
        QMetaObject::invokeMethod(
            this,
            [this, plans = std::move(plans), identity, stack, generation] {
                if (generation != m_planGeneration)
                    return; // another run was asked for since
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
