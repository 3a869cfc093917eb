#pragma once

#include "core/model/diagnostic.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace cs {

// A dependency as Inductor prints it: `MemoryDep('buf0', 128*d0 + d1, {d0: 32, d1: 128})`,
// `StarDep(name='buf5', mode=None)`, `WeakDep(name='buf3', mutating_buf='buf7', ...)`.
struct IrDep {
    enum class Kind : uint8_t { Memory, Star, Weak };
    Kind kind = Kind::Memory;
    QString buffer;
    QString index; // MemoryDep index expression
    QString ranges; // MemoryDep `{d0: 32, d1: 128}`
    QString mode; // MemoryDep / StarDep mode, WeakDep mutating_buf
};

// `FixedLayout('cuda:0', torch.float32, size=[32, 128, 1], stride=[128, 1, 1])`.
struct IrLayout {
    QString kind; // FixedLayout, FlexibleLayout, NoneLayout, MultiOutputLayout, ...
    QString device, dtype; // dtype without `torch.`
    QStringList size, stride; // symbolic entries stay as written
    QString text;
    std::optional<int64_t> numel() const; // empty when a size is symbolic
    std::optional<int64_t> bytes() const; // numel × element size
    static int elementSize(const QString &dtype); // 0 when unknown
};

struct IrUser {
    QString node; // op4, or OUTPUT
    QString nodeClass; // SchedulerNode, ExternKernelSchedulerNode, ... (empty for OUTPUT)
    bool canInplace = false, isWeak = false;
};

struct IrBuffer {
    QString name; // buf0
    QString irClass; // ComputedBuffer, ExternKernelOut, MultiOutput, ...
    IrLayout layout;
    std::vector<IrUser> users;
    QStringList mutations; // buffers it writes in place (`buf516.mutations = ['buf515']`)
    bool outputOfGraph() const;
};

// One scheduler node of `ir_pre_fusion.txt` / `ir_post_fusion.txt` (FORMATS §4.3).
struct IrNode {
    QString name; // op0, op0_op1_op3 (fused), buf0 (older files)
    QString nodeClass; // SchedulerNode, ExternKernelSchedulerNode, NopKernelSchedulerNode, FusedSchedulerNode, ...
    QString irClass; // ComputedBuffer, ExternKernelOut, TemplateBuffer, ...; fused: member classes joined by ','
    int line = 0; // 1-based line of the header
    std::vector<IrDep> writes, unmet, met;
    std::vector<IrBuffer> outputs;
    QString device; // cuda:0, cpu
    QString numel, rnumel; // `.group.iteration = (4096, 1024)`, as written
    QString sizes; // `.sizes = ([32, 128], [1024])`
    QString kernel; // extern nodes: `.node.kernel = extern_kernels.addmm`
    // `<buf>_layout = ...` of each buffer it reads or writes, as written (SchedulerIrReader::parseLayout reads one)
    std::vector<std::pair<QString, QString>> layouts;
    QString loopBody; // `class <name>_loop_body:` and its body
    std::vector<IrNode> members; // fused nodes: `.snodes[i]`
    bool isExtern() const;
    bool isNop() const;
    bool isTemplate() const;
    bool isReduction() const; // rnumel other than 1
    QStringList memberNames() const; // itself when not fused
};

// A whole IR file (or the same text logged by TORCH_LOGS=ir_pre_fusion / ir_post_fusion).
struct SchedulerIr {
    QString path;
    std::vector<IrNode> nodes; // top level, in order
    std::vector<Diagnostic> diagnostics;
    const IrNode *find(const QString &name) const;
};

} // namespace cs
