#include "core/run/processtree.h"

#include <QDir>
#include <QFile>
#include <QHash>

#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace cs::run {
namespace {

struct Stat {
    qint64 pid = 0, ppid = 0, pgid = 0, sid = 0;
    char state = '?';
};

// /proc/<pid>/stat: "pid (comm) state ppid pgrp session ..."; comm may hold spaces and
// parentheses, so the fields are read after the last ')'.
bool readStat(qint64 pid, Stat &s)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = f.readAll();
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 4 || fields[0].isEmpty())
        return false;
    s.pid = pid;
    s.state = fields[0].at(0);
    s.ppid = fields[1].toLongLong();
    s.pgid = fields[2].toLongLong();
    s.sid = fields[3].toLongLong();
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

} // namespace

bool ProcessTree::isAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        return false;
    Stat s;
    if (readStat(pid, s))
        return s.state != 'Z' && s.state != 'X';
    return QDir(QStringLiteral("/proc")).exists() ? false : true;
}

QList<qint64> ProcessTree::members() const
{
    if (m_leader <= 0)
        return {};
    if (!QDir(QStringLiteral("/proc/self")).exists())
        return isAlive(m_leader) ? QList<qint64> { m_leader } : QList<qint64> {};
    const QList<Stat> procs = allProcesses();
    QHash<qint64, QList<qint64>> children;
    QList<qint64> out;
    for (const Stat &s : procs) {
        children[s.ppid] << s.pid;
        if ((s.sid == m_leader || s.pgid == m_leader) && s.state != 'Z' && s.state != 'X')
            out << s.pid;
    }
    QHash<qint64, char> states;
    for (const Stat &s : procs)
        states.insert(s.pid, s.state);
    QList<qint64> stack { m_leader };
    while (!stack.isEmpty()) {
        const qint64 p = stack.takeLast();
        const char st = states.value(p, 'X');
        if (st != 'Z' && st != 'X' && !out.contains(p))
            out << p;
        stack << children.value(p);
    }
    return out;
}

int ProcessTree::signalAll(int signal) const
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
