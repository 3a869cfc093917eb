#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/model/profile.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <string_view>

namespace cs {

// Ties each final node of a graph to the kernel launch that runs it in the graph's generated
// wrapper (`call()` runs the nodes in ir_post_fusion's order): by `# Fused node name list:`
// comments when the run has them (TORCHINDUCTOR_DEBUG_FUSION=1), else by the buffers the
// node writes among the launch's arguments, else by order. Each launch's
// `# [Provenance debug handles] <kernel>:<handle>` names its provenance entry; `provenance`
// (cppCodeToPost: "<kernel>:<handle>" → post-grad nodes) then says which post-grad nodes
// the kernel computes, and whether provenance names this kernel for every origin of the
// node's members. `wrapperOrigin` names the code's source for the result.
void mapKernels(FusionGraph &graph, std::string_view wrapper, const QString &wrapperOrigin,
    const QHash<QString, QStringList> &provenance);

// Final groups when only the generated code or provenance is there (no IR, no fusion log):
// one final node per kernel launch, named by its kernel, with its post-grad nodes.
void finalsFromCode(FusionGraph &graph, std::string_view wrapper, const QString &wrapperOrigin,
    const QHash<QString, QStringList> &provenance);

// Sets each tied kernel's codeHash from its definition in the wrapper (after mapKernels or
// finalsFromCode on the same text).
void hashKernels(FusionGraph &graph, std::string_view wrapper, const QString &wrapperOrigin);

// Measured medians from a profile run: by kernel name and the graph's compile id (or its
// debug folder, which the planner uses for debug-folder wrappers), and by the kernel's code
// where the run measured several kernels of that name for the compile id (forward and backward,
// DDP children): never another graph's kernel. Autotune candidates are not the kernel the run
// used. Returns how many matched.
int attachTimes(FusionGraph &graph, const ProfileRun &profile);

// cppCodeToPost of a provenance JSON document (trace artifact or debug-folder file).
QHash<QString, QStringList> provenanceCodeToPost(std::string_view json);

} // namespace cs
