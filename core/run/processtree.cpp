#include "core/run/processtree.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSet>

#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace cs::run {
namespace {

struct Stat {
    qint64 pid = 0, ppid = 0, pgid = 0, sid = 0, start = 0;
    char state = '?';
    bool gone() const { return state == 'Z' || state == 'X'; }
};

// /proc/<pid>/stat: "pid (comm) state ppid pgrp session ... starttime ..."; comm may hold
// spaces and parentheses, so the fields are read after the last ')'.
bool readStat(qint64 pid, Stat &s, QByteArray *comm = nullptr)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = f.read(4096);
    const qsizetype open = line.indexOf('('), close = line.lastIndexOf(')');
    if (open < 0 || close < open)
        return false;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 20 || fields[0].isEmpty())
        return false;
    s.pid = pid;
    s.state = fields[0].at(0);
    s.ppid = fields[1].toLongLong();
    s.pgid = fields[2].toLongLong();
    s.sid = fields[3].toLongLong();
    s.start = fields[19].toLongLong();
    if (comm)
        *comm = line.mid(open + 1, close - open - 1);
    return true;
}

QList<Stat> allProcesses()
{
    QList<Stat> out;
    const QStringList names = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &n : names) {
        bool ok = false;
        const qint64 pid = n.toLongLong(&ok);
        Stat s;
        if (ok && readStat(pid, s))
            out << s;
    }
    return out;
}

// How a re-parented child of CompileScope's relates to a tree: by the token in its environment.
enum class Environ { ThisTree, OtherTree, NoToken };

Environ environOf(qint64 pid, const QByteArray &token)
{
    QFile f(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return Environ::NoToken;
    const QByteArray env = f.read(8 << 20);
    const QByteArray name = ProcessTree::tokenVariable().toLatin1() + '=';
    const qsizetype at = env.startsWith(name) ? 0 : env.indexOf('\0' + name);
    if (at < 0)
        return Environ::NoToken;
    const qsizetype begin = at == 0 ? name.size() : at + 1 + name.size();
    const qsizetype end = env.indexOf('\0', begin);
    const QByteArray value = env.mid(begin, end < 0 ? -1 : end - begin);
    return !token.isEmpty() && value == token ? Environ::ThisTree : Environ::OtherTree;
}

} // namespace

bool ProcessTree::isAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        return false;
    Stat s;
    if (readStat(pid, s))
        return !s.gone();
    return QDir(QStringLiteral("/proc")).exists() ? false : true;
}

QString ProcessTree::commandName(qint64 pid)
{
    Stat s;
    QByteArray comm;
    return readStat(pid, s, &comm) ? QString::fromUtf8(comm) : QString();
}

void ProcessTree::becomeSubreaper()
{
#ifdef __linux__
    static const bool done = ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
    Q_UNUSED(done);
#endif
}

QString ProcessTree::tokenVariable()
{
    return QStringLiteral("COMPILESCOPE_PROCESS_TREE");
}

QByteArray ProcessTree::newToken()
{
    static QAtomicInteger<quint32> counter;
    return QByteArray::number(static_cast<qint64>(::getpid())) + '-' + QByteArray::number(++counter) + '-'
        + QByteArray::number(QRandomGenerator::global()->generate64(), 16);
}

QList<qint64> ProcessTree::members()
{
    if (m_leader <= 0)
        return {};
    if (!QDir(QStringLiteral("/proc/self")).exists())
        return isAlive(m_leader) ? QList<qint64> { m_leader } : QList<qint64> {};
    const qint64 self = ::getpid(), ownSession = ::getsid(0);
    const QList<Stat> procs = allProcesses();
    QHash<qint64, QList<qint64>> children;
    QHash<qint64, const Stat *> byPid;
    for (const Stat &s : procs) {
        children[s.ppid] << s.pid;
        byPid.insert(s.pid, &s);
    }
    if (m_leaderStart < 0)
        if (const Stat *l = byPid.value(m_leader))
            m_leaderStart = l->start;

    QList<qint64> stack { m_leader };
    for (const Stat &s : procs) {
        if (s.sid == m_leader || s.pgid == m_leader)
            stack << s.pid;
        else if (m_known.contains(s.pid) && m_known.value(s.pid) == s.start)
            stack << s.pid;
        else if (s.ppid == self && s.pid != m_leader && s.pid != m_ignored && !s.gone()) {
            // Re-parented to us (we are a subreaper). Ours when it carries this tree's token;
            // else, when it carries no token, started after the leader and is outside our own
            // session: only a command's process can have left it (setsid never rejoins one),
            // while a helper of ours (Graphviz, the stack probe) stays in it.
            const Environ e = environOf(s.pid, m_token);
            if (e == Environ::ThisTree
                || (e == Environ::NoToken && s.sid != ownSession && m_leaderStart >= 0 && s.start >= m_leaderStart))
                stack << s.pid;
        }
    }
    QList<qint64> out;
    QSet<qint64> seen;
    QList<qint64> zombies;
    while (!stack.isEmpty()) {
        const qint64 p = stack.takeLast();
        if (seen.contains(p))
            continue;
        seen.insert(p);
        const Stat *s = byPid.value(p);
        if (!s)
            continue;
        m_known.insert(p, s->start);
        if (!s->gone())
            out << p;
        else if (s->ppid == self && p != m_leader)
            zombies << p;
        stack << children.value(p);
    }
    // Our zombies: members that ended after they were re-parented to us. Only those, never
    // another child (QProcess waits for its own).
    for (qint64 z : zombies)
        ::waitpid(static_cast<pid_t>(z), nullptr, WNOHANG);
    return out;
}

int ProcessTree::signalAll(int signal)
{
    if (m_leader <= 0)
        return 0;
    ::killpg(static_cast<pid_t>(m_leader), signal);
    int n = 0;
    for (qint64 p : members())
        if (::kill(static_cast<pid_t>(p), signal) == 0)
            ++n;
    return n;
}

} // namespace cs::run
