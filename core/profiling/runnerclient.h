#pragma once

#include "core/util/result.h"

#include <QString>
#include <QStringList>

class QProcess;

#include <string>

namespace cs {

// Talks to compilescope-runner, the process that launches kernels (DESIGN.md: the GPU work
// runs in its own process). Each job is one runner invocation that prints one JSON object.
// A runner that crashes (a faulting kernel), hangs past the timeout or prints no answer is
// an Error; the caller records it and goes on with a fresh runner.
class RunnerClient {
public:
    explicit RunnerClient(QString executable = locate());

    // $COMPILESCOPE_RUNNER, else the one set with setPreferred(), else locateBuiltIn().
    static QString locate();
    // Beside the application binary, else in the build tree.
    static QString locateBuiltIn();
    // The runner the user chose (the app's preferences); empty: none. Thread-safe.
    static void setPreferred(const QString &path);
    const QString &executable() const { return m_executable; }
    bool exists() const;

    struct Reply {
        int exitCode = 0;
        std::string json; // the runner's one JSON object
        QString stderrText;
    };
    Result<Reply> run(const QStringList &args, int timeoutMs = 120000) const;

    // Starts the runner tied to this process: the child asks the kernel for SIGKILL when its
    // parent dies (PR_SET_PDEATHSIG) and exits at once if the parent is already gone, so a
    // killed CompileScope never leaves a runner behind. (The signal follows the thread that
    // starts the process: start and wait for it on one thread, as every caller does.)
    void start(QProcess &process, const QStringList &args) const;

    // The runner's private scratch folder (`$TMPDIR/compilescope-runner-<uid>`, 0700): job files
    // go there as `job-<pid>-XXXXXX`, and whatever a killed process left in it is removed by
    // the next runner that starts (app/runner/scratchdir.h). Empty if it cannot be made private.
    static QString scratchRoot();

private:
    QString m_executable;
};

} // namespace cs
