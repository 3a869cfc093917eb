#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/fusion/launchsites.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cs {

// Which launch in a graph's generated wrapper runs each final node, by evidence first:
//  1. `# Fused node name list:` above a launch (TORCHINDUCTOR_DEBUG_FUSION=1) names its nodes;
//  2. the buffers the launch writes (launchwrites.h: its kernel's out_ptr / in_out_ptr
//     arguments, an extern call's `out=` or assigned name) include one the node writes: what
//     ir_pre_fusion says it writes, else what its name says (the scheduler node opN writes
//     bufN; 2024 runs named nodes by their buffer). The first such launch in `call()` runs it:
//     later ones write that buffer again in place (a mutation by another node). Several final
//     nodes can share a launch (the C++ backend groups consecutive nodes into one function;
//     combo kernels);
//  3. the buffers it mutates (ir_pre_fusion `.mutations`); a launch whose writes are unknown
//     (no definition in the code) that takes one of its buffers as an argument;
//  4. the origins listed above an unused launch (`# Topologically Sorted Source Nodes: [...]`),
//     when they name at least half of the node's (post-grad names are unique in a graph; the
//     list can carry a node's name before a pass renamed it);
//  5. order, only inside the gap its tied neighbours leave: the first unused launch of its
//     kind after the previous tied node's launch and before the next one's. One mismatch
//     never shifts the rest;
//  6. a node whose buffers no launch names, before a C++ launch: that launch (`cpp_group`:
//     the C++ backend groups consecutive nodes into one function, and a buffer consumed
//     inside it stays local, so the node runs in its consumer's function).
// A node left without a launch gets the reason: it runs none by design (a no-op, a view, an
// item of an extern kernel's result), or what the code shows of its buffers.
struct KernelTies {
    std::vector<int> launch; // per final node: index into LaunchSites::launches, -1 when none
    QStringList how; // fused_node_list, buffers, buffers_shared_launch, source_nodes, cpp_group, order
    QStringList why; // no launch: why, for people
    std::vector<bool> none; // runs no kernel by design
};

KernelTies tieFinals(const FusionGraph &graph, LaunchSites &sites);

// extern for extern calls, else the kernel's kind by its name (triton, template, cpp, ...).
QString launchKind(const LaunchSite &launch);

} // namespace cs
