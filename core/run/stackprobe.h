#pragma once

#include "core/run/childprocess.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>

namespace cs::run {

struct GpuInfo {
    int index = 0;
    QString name;
    QString capability; // "9.0"
    qint64 memoryBytes = 0;
};

// The user's PyTorch stack, as their own Python reports it (a separate short process that
// imports torch and nothing of the user's: its working folder is an empty temporary one).
struct StackInfo {
    bool ok = false; // the probe ran and answered
    QString error; // why not, or torch's import error
    QString interpreter; // the Python that was asked
    QString interpreterSource; // "command", "shebang", "PATH"
    QString python, torch, torchGit, torchCuda, torchHip, cudnn, triton;
    bool cudaAvailable = false;
    QString cudaError;
    QList<GpuInfo> gpus;
    QStringList logNames; // the asked-for TORCH_LOGS names this torch knows
    bool logNamesKnown = false; // false: the probe could not tell (keep the safe list)
    double seconds = 0;
};

// The machine, read without starting anything of the user's.
struct MachineInfo {
    QString hostname, os, kernel, arch;
    QString cpuModel;
    int logicalCores = 0;
    qint64 memoryBytes = 0;
    QString driver; // NVIDIA driver version, from /proc or nvidia-smi
    QList<GpuInfo> gpus; // from nvidia-smi, when present
};

// The Python interpreter the command runs: the program itself when it is a Python, the
// interpreter of its `#!` line (read, never run), else `python3` on the command's PATH.
// Empty when there is none.
QString pythonForCommand(const ChildSpec &spec, QString *source = nullptr);

// Asks `python` for versions and which of `logNames` its torch registers. Never fails: a
// missing interpreter or torch is said in StackInfo::error. `cancel` is polled.
StackInfo probeStack(const QString &python, const QProcessEnvironment &environment, const QStringList &logNames,
    int timeoutMs = 60000, const std::atomic<bool> *cancel = nullptr);

MachineInfo probeMachine();

} // namespace cs::run
