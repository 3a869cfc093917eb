#pragma once

#include "core/ingest/tritonir/irlocations.h"
#include "core/profiling/kernelcache.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cs {

// One level of a Triton kernel's code: the kernel module Inductor wrote (Python), the IR Triton
// made of it (as traced, TTIR, TTGIR), LLVM IR, PTX and SASS, each line with its debug location.
struct KernelStage {
    QString key; // python, source, ttir, ttgir, llir, ptx, sass
    QString title; // Python, TTIR (traced), TTIR, TTGIR, LLVM IR, PTX, SASS
    QString path; // the file read; for SASS disassembled here, the cubin
    QStringList lines;
    IrLocations locs; // per line (python: each line is its own location)
    QString note; // why the stage is empty, or how it was made ("disassembled here by nvdisasm")
    bool available() const { return !lines.isEmpty(); }
};

// A kernel's code down the stack, every stage tied to the kernel module's lines: a line of any
// stage leads to the module line it came from, and from there to that line's code in each other
// stage (the way Triton's debug locations link them; FORMAT.md in core/ingest/tritonir).
struct KernelStack {
    QString kernel;
    TritonVariant variant;
    QString moduleFile; // c<hash>.py, as the IR names it
    QList<KernelStage> stages; // in compile order, python first; absent ones with a note
    QString problem; // set when nothing could be read (no variant found, ...)

    int stageIndex(const QString &key) const; // -1 when not listed
    // The kernel module line (1-based) a stage's line (0-based) comes from; 0 when none.
    int moduleLine(int stage, int line) const;
    // The lines (0-based) of a stage that come from a module line.
    QList<int> linesOf(int stage, int moduleLine) const;
    // How many lines of a stage carry a location in the kernel module.
    int linkedLines(int stage) const;
};

// How SASS is had when the cache entry holds none beside the cubin.
enum class Disassemble { No, WithNvdisasm };

// Reads the stages of one compiled variant (its Triton cache entry) and the kernel module the
// cache knows. With WithNvdisasm, a cubin without a `.sass` beside it is disassembled by the CUDA
// Toolkit's nvdisasm (-g: with line info) when it is on PATH or in /usr/local/cuda/bin.
KernelStack readKernelStack(const TritonVariant &variant, const KernelCache &cache, Disassemble sass);

// The variants of `kernel` (its name, or a unique part of it) the cache holds, for choosing one.
QList<TritonVariant> stackCandidates(const KernelCache &cache, const QString &kernel);
// Of several variants of one kernel, the one the run used: the one whose cubin is `binary` (a
// launch plan's), else the one the .best_config beside the module names; all of them when
// neither says.
QList<TritonVariant> usedVariants(
    const KernelCache &cache, const QList<TritonVariant> &found, const QString &binary = {});

} // namespace cs
