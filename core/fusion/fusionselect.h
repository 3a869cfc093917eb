#pragma once

#include "core/fusion/fusionmodel.h"

#include <QString>

#include <vector>

namespace cs {

// What a name means in a graph's fusion, as pre-fusion scheduler nodes: a scheduler node
// (`op12`), a fused node (`op7_op8`, any order), a final node, a kernel (`triton_..._3`, or
// `<kernel>:<handle>` when one kernel runs several nodes), a post-grad node (`add_3`, by
// the candidates' origins, else by the kernel provenance names), or a buffer (`buf12`).
struct FusionSelection {
    std::vector<int> nodes; // pre-fusion node indices, ascending
    enum class Kind { None, SchedulerNode, FusedNode, Kernel, PostGradNode, Buffer };
    Kind kind = Kind::None;
    QString how; // how the name was read, for people
    bool ambiguous = false; // the name fits several kernels; the first is used
    bool empty() const { return nodes.empty(); }
};

FusionSelection selectInFusion(const FusionGraph &graph, const QString &name);

} // namespace cs
