#include "gui/livefollow.h"

#include "core/ingest/follow/runfollow.h"
#include "viewers/displaytext.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QThread>
#include <QTimer>

namespace cs::app {

LiveFollow::LiveFollow(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const cs::LoadedRun>>();
    qRegisterMetaType<std::shared_ptr<const cs::Explanation>>();
    m_watcher = new QFileSystemWatcher(this);
    m_timer = new QTimer(this);
    m_timer->setInterval(1000);
    m_soon = new QTimer(this);
    m_soon->setSingleShot(true);
    m_soon->setInterval(200); // a burst of writes is one poll
    connect(m_timer, &QTimer::timeout, this, [this] { m_enabled ? pollNow() : wake(); });
    connect(m_soon, &QTimer::timeout, this, &LiveFollow::pollNow);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &LiveFollow::wake);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &LiveFollow::wake);
}

LiveFollow::~LiveFollow()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void LiveFollow::setIntervals(int pollMs, std::chrono::milliseconds quiet)
{
    m_timer->setInterval(pollMs);
    m_quiet = quiet;
}

void LiveFollow::setRun(std::shared_ptr<const LoadedRun> run)
{
    ++m_generation; // a poll in flight for the previous run is dropped
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_follow.reset();
    const bool followable = run && !RunFollow::followable(*run).isEmpty();
    if (followable)
        m_follow = std::make_shared<RunFollow>(run, m_quiet);
    Q_EMIT followableChanged(followable);
    const bool recent = followable && RunFollow::recentlyModified(*run, std::chrono::seconds(60));
    setEnabled(recent);
    m_sizesAtOpen.clear();
    m_armed = followable && !recent;
    if (m_armed) {
        for (const QString &f : RunFollow::followable(*run))
            m_sizesAtOpen.insert(f, QFileInfo(f).size());
        m_timer->start(); // watchers miss writes on network file systems: sizes are looked at too
    }
    watch();
}

bool LiveFollow::grewSinceOpen() const
{
    for (auto it = m_sizesAtOpen.begin(); it != m_sizesAtOpen.end(); ++it)
        if (QFileInfo(it.key()).size() != it.value())
            return true;
    return false;
}

void LiveFollow::wake()
{
    if (m_enabled) {
        m_soon->start();
        return;
    }
    if (!m_armed || !grewSinceOpen())
        return;
    m_armed = false;
    setEnabled(true);
    Q_EMIT message(tr("The trace log grew after it was opened: following it live"));
}

void LiveFollow::watch()
{
    if (!m_follow || (!m_enabled && !m_armed))
        return;
    QStringList paths = m_follow->files() + m_follow->folders();
    for (const QString &p : m_follow->files()) // a file replaced by a rename is watched through its folder
        paths << QFileInfo(p).absolutePath();
    paths.removeDuplicates();
    QStringList missing;
    for (const QString &p : paths)
        if (!m_watcher->files().contains(p) && !m_watcher->directories().contains(p) && QFileInfo::exists(p))
            missing << p;
    if (!missing.isEmpty())
        m_watcher->addPaths(missing);
}

void LiveFollow::setEnabled(bool on)
{
    on = on && m_follow;
    if (!on && m_armed) { // "Follow" turned off before the log grew: no longer watched
        m_armed = false;
        m_timer->stop();
    }
    if (on == m_enabled)
        return;
    m_enabled = on;
    if (on) {
        m_timer->start();
        watch();
        pollNow();
    } else {
        m_timer->stop();
        m_soon->stop();
    }
    Q_EMIT enabledChanged(on);
}

void LiveFollow::pollNow()
{
    if (!m_follow || !m_enabled)
        return;
    if (m_thread && m_thread->isRunning()) {
        m_again = true; // once this one is done
        return;
    }
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
    const int generation = m_generation;
    m_thread = QThread::create([this, follow = m_follow, generation] {
        auto update = std::make_shared<RunFollow::Update>(follow->poll());
        QMetaObject::invokeMethod(
            this,
            [this, update, generation] {
                if (generation != m_generation)
                    return;
                using Kind = TraceFollower::Update::Kind;
                using Reason = TraceFollower::Update::Reason;
                for (const RunFollow::Event &e : update->events) {
                    const QString name = viewers::DisplayText::line(QFileInfo(e.path).fileName());
                    if (e.kind == Kind::Failed)
                        Q_EMIT message(tr("Stopped following %1: %2").arg(name, viewers::DisplayText::line(e.message)));
                    else if (e.reason == Reason::Shrank)
                        Q_EMIT message(tr("%1 shrank (the job started again?): read again from its start").arg(name));
                    else if (e.reason == Reason::Replaced)
                        Q_EMIT message(tr("%1 was replaced by another file: read again").arg(name));
                    else if (e.reason == Reason::Rewritten)
                        Q_EMIT message(tr("%1 was rewritten: read again from its start").arg(name));
                    else if (e.reason == Reason::First)
                        Q_EMIT message(tr("New trace log: %1").arg(name));
                }
                if (update->changed)
                    Q_EMIT updated(
                        update->run, update->explanation, update->newCompiles, static_cast<qint64>(update->newRecords));
                watch();
                Q_EMIT polled();
                if (std::exchange(m_again, false))
                    m_soon->start();
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

} // namespace cs::app
