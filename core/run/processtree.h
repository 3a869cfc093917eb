#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace cs::run {

// The processes a started command is made of: everything in its session (the child starts
// one with setsid(), so its pid is the session and group id), every descendant of the child,
// and the descendants that left the tree by a double fork (the middle process exits, often
// after a setsid). Those are found because CompileScope is a child subreaper while a command
// runs (becomeSubreaper): an orphan of the tree is re-parented to CompileScope instead of
// init, and is told from CompileScope's other children by the tree's token in its environment
// (tokenVariable), or, without any token (an environment dropped with `env -i`), by having left
// CompileScope's own session after the command started; a member seen once is remembered by
// pid and start time, so a reused pid is never taken for one.
//
// Linux reads /proc; elsewhere only the process group is known.
class ProcessTree {
public:
    explicit ProcessTree(qint64 leader, QByteArray token = {})
        : m_leader(leader)
        , m_token(std::move(token))
    {
    }

    // Live members (zombies count as gone), the leader included while it lives. Members
    // found once are remembered, and the zombies of members re-parented to CompileScope are
    // reaped (the leader is QProcess's to reap).
    QList<qint64> members();
    // A child of CompileScope's own that is never a member (the watchdog, ChildProcess).
    void ignore(qint64 pid) { m_ignored = pid; }
    // Sends `signal` to the group and to every member found; returns how many were signalled.
    int signalAll(int signal);

    static bool isAlive(qint64 pid); // exists and is not a zombie
    static QString commandName(qint64 pid); // the kernel's name of the process ("sleep"), or ""

    // Makes this process a child subreaper (Linux; idempotent). Orphans of every command
    // started from now on come back to CompileScope, where members() finds and reaps them.
    static void becomeSubreaper();
    // The variable ChildProcess puts into a command's environment, and a new unique value.
    static QString tokenVariable();
    static QByteArray newToken();

private:
    qint64 m_leader;
    QByteArray m_token;
    qint64 m_leaderStart = -1; // the leader's start time (clock ticks after boot), once seen
    QHash<qint64, qint64> m_known; // pid -> start time of every member seen
    qint64 m_ignored = 0;
};

} // namespace cs::run
