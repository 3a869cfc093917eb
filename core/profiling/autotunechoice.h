#pragma once

#include "core/model/outputcode.h"
#include "core/profiling/kernelcache.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

namespace cs {

// Reading a kernel's compiled variants in the Triton cache (TTIR block sizes, PTX parameters)
// and Inductor's autotune records, to tell which variant the run used (AUTOTUNE-NOTES.md).

// Block size per program axis from the TTIR: `%xoffset = tt.get_program_id x` then
// `arith.muli %xoffset, %c<BLOCK>_i32` (a block of 1 folds the multiply away).
struct AxisBlock {
    QChar var; // x, y, z: which numel it tiles
    int axis = 0; // program id axis 0..2
    int64_t block = 1;
};
QList<AxisBlock> ttirBlocks(const QString &ttirPath);
// R0_BLOCK of a reduction: `%r0_base = tt.make_range {end = <R0_BLOCK>`; 0 when none.
int64_t ttirReductionBlock(const QString &ttirPath);
// The `.entry` parameters of a PTX file, as their types (u64 .ptr → "ptr", u32, s64, f32, ...).
QStringList ptxParams(const QString &ptxPath, const QString &name);

// The compiled variants of a Triton kernel, one per distinct launch plan, the one the run
// used first (`chosen` 0) when the autotune record beside its module says which; `record` is
// that record. `problem` is set when the caches hold no variant.
struct VariantPick {
    QList<TritonVariant> variants;
    int chosen = -1;
    std::optional<BestConfig> record;
};
VariantPick pickVariants(const KernelDef &def, KernelCache &cache, QString &problem);

// What Inductor's max-autotune recorded for one template choice (`<op>_template_autotuning`
// chromium event): the op, the winner's config and Inductor's benchmark of it.
struct TemplateChoice {
    QString op; // mm, addmm, bmm, ...
    QHash<QString, QString> config; // BLOCK_M=128, num_warps=4, ... (values as Python prints them)
    double bestMs = -1;
};
// A chromium event's payload, when it is the end of a template autotuning with its stats.
std::optional<TemplateChoice> templateChoice(const std::string &payload);
// Inductor's benchmark (µs) of a max-autotune template kernel's config: the record of one of
// its ATen ops whose winner has the kernel's config; -1 when no record, or several, fit.
double templateBenchmarkUs(const KernelDef &def, const QString &defText, const QList<TemplateChoice> &choices);

} // namespace cs
