#pragma once

#include <QList>

namespace cs::run {

// The processes a started command is made of: everything in its session (the child starts
// one with setsid(), so its pid is the session and group id) plus every descendant of the
// child, which also catches a grandchild that started a session of its own while its parent
// was alive. Linux reads /proc; elsewhere only the process group is known.
class ProcessTree {
public:
    explicit ProcessTree(qint64 leader)
        : m_leader(leader)
    {
    }

    // Live members (zombies count as gone), the leader included while it lives.
    QList<qint64> members() const;
    // Sends `signal` to the group and to every member found; returns how many were signalled.
    int signalAll(int signal) const;

    static bool isAlive(qint64 pid); // exists and is not a zombie

private:
    qint64 m_leader;
};

} // namespace cs::run
