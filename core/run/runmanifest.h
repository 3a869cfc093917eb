#pragma once

#include "core/run/childprocess.h"
#include "core/run/runwriter.h"
#include "core/run/stackprobe.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace cs::run {

using NamedValues = QList<QPair<QString, QString>>;

// What a run folder says about how it was made: written by `record` (and `ab`) into
// `manifest.json` when the command starts and again when it ends (MANIFEST_JSON.md).
struct RunManifest {
    QString kind = QStringLiteral("record");
    QString toolVersion;
    QStringList command; // as given
    QString program; // resolved absolute path ("" when it could not start)
    QString workingDir, outDir;
    QDateTime start, end; // UTC; end invalid while running
    int timeoutS = 0;
    std::optional<ChildExit> exit; // none while running
    RunWriter writer; // the process that wrote the manifest (writeManifest fills it in)
    NamedValues settings; // variables this tool set for the command
    NamedValues overridden; // the user's own values of those, replaced
    NamedValues inherited; // other variables of the user's environment that shape results
    NamedValues files; // role -> path relative to outDir
    StackInfo stack;
    MachineInfo machine;
};

QByteArray manifestJson(const RunManifest &m);
// Reads manifest.json (a file, or a run folder holding one). Unknown keys are ignored. A
// manifest that says "running" while its writer is gone (RunWriter::state) comes back with
// exit kind Interrupted: the recorder was killed before the command ended.
Result<RunManifest> readManifest(const QString &path);
// The same from the file's bytes (`file` names it in errors).
Result<RunManifest> parseManifest(const QByteArray &bytes, const QString &file = QString());
// Writes atomically (a temporary file renamed over the old one), with this process as the writer.
Status writeManifest(const RunManifest &m, const QString &path);

// The manifest of the first run folder among a run's inputs (folders that hold manifest.json):
// none when no input is a recorded run folder; `problem` when one holds a manifest that could
// not be read (the file and why). One lookup for `summary`, `diff` and the window.
struct InputsManifest {
    std::optional<RunManifest> manifest;
    QString folder; // the run folder it was read from
    QString problem;
};
InputsManifest manifestOfInputs(const QStringList &inputs);
// One line for people: the command as recorded, how it ended and how long it ran
// ("`python train.py --steps 3`: exited with code 0 after 41.2 s"; "… still running";
// "… interrupted: the recorder (pid 4242) was killed before the command ended").
QString manifestLine(const RunManifest &m);

// Variables of `env` that change what PyTorch compiles or how fast it runs (TORCH*, INDUCTOR*,
// TRITON*, CUDA*, NCCL*, OMP/MKL threads, Python paths, ...), by prefix and name, so that no
// unrelated secret ever lands in a run folder.
NamedValues relevantVariables(const QProcessEnvironment &env);

// "exited", "signaled", "timeout", "cancelled", "failed_to_start", "interrupted"
QString exitKindName(ExitKind k);

} // namespace cs::run
