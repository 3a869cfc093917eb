#pragma once

#include "core/util/result.h"

#include <QString>
#include <QStringList>

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

private:
    QString m_executable;
};

} // namespace cs
