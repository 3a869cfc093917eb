#pragma once

#include "core/run/runmanifest.h"
#include "core/util/result.h"

#include <QProcessEnvironment>
#include <QStringList>

namespace cs::run {

// Where `record` puts each output inside a run folder: the layout of the corpus runs, which
// every reader of this project already opens as one run (MANIFEST_JSON.md lists it).
struct RecordLayout {
    QString dir;
    QString trace() const { return dir + QStringLiteral("/trace"); }
    QString cache() const { return dir + QStringLiteral("/cache"); }
    QString tritonCache() const { return dir + QStringLiteral("/cache/triton"); }
    QString debugRoot() const { return dir + QStringLiteral("/torch_compile_debug"); }
    QString stdoutFile() const { return dir + QStringLiteral("/stdout.txt"); }
    QString stderrFile() const { return dir + QStringLiteral("/torch_logs.txt"); } // stderr: TORCH_LOGS + the rest
    QString manifest() const { return dir + QStringLiteral("/manifest.json"); }
};

// The TORCH_LOGS names `record` asks for, in order: what this tool reads (graph_breaks,
// recompiles, guards, fusion, perf_hints, output_code) and what the fusion replay can use
// (loop_ordering, cudagraphs). Only names the user's torch registers are set: an unknown name
// makes `import torch` fail.
QStringList recordLogNames();
// Names that every torch since 2.1 knows: used when the probe could not ask.
QStringList safeLogNames();

struct PreparedEnvironment {
    QProcessEnvironment environment;
    NamedValues settings; // what was set (name, value)
    NamedValues overridden; // the user's values that were replaced or removed
};

// The command's environment: the user's, plus TORCH_TRACE, TORCH_LOGS (merged with the user's
// own list), TORCH_COMPILE_DEBUG with its folder, provenance tracking, fused-node comments,
// run-local Inductor and Triton caches, and unbuffered Python output (lines stream as they
// are printed). A TORCH_LOGS_FORMAT that drops the glog prefix is removed.
PreparedEnvironment recordEnvironment(
    const QProcessEnvironment &user, const RecordLayout &layout, const QStringList &logNames);

// A path to `dir` that Inductor's C++ build can use: `dir` itself when it holds only letters,
// digits and `._+-/`; else (a space, a quote, a newline, non-ASCII: Inductor splits its compiler
// command line on spaces) a symbolic link to it made under the temporary folder,
// `compilescope-<uid>/cache-<hash of dir>`. `dir` is created first. Falls back to `dir` when no
// such link can be made.
QString compilerSafePath(const QString &dir);

// Creates the run folder. `requested` empty: `compilescope-run-<yyyyMMdd-hhmmss>` under
// `baseDir`, with `-2`, `-3`, ... when taken. A requested folder must not exist or be empty:
// an existing run is never overwritten (a lone RunFolderLock file counts as empty: the lock,
// taken next, decides between two recordings started together). Returns the absolute path.
Result<QString> createRunFolder(const QString &requested, const QString &baseDir);

// Lines the command line does not echo (they are all in torch_logs.txt): TORCH_LOGS messages
// at debug or info level, or tagged with an artifact. Warnings and errors are echoed.
bool isQuietTorchLogLine(const QString &line);

} // namespace cs::run
