#pragma once

#include "core/model/compileid.h"
#include "core/model/graphbreakinfo.h"

#include <QList>
#include <QString>

#include <optional>

namespace cs {

// What TORCH_LOGS=cudagraphs says about CUDA graphs (torch/_inductor/scheduler.py,
// cudagraph_trees.py, cudagraph_utils.py; FORMAT.md "CUDA graphs"). Compile ids are the
// message's tag where it has one (`[0/0]` before or after `[__cudagraphs]`, or in the text as
// torch 2.12+ writes it); `attributed` marks an id taken from the last compile logged before
// an untagged message (a skip found at run time is logged without one).

// A node Inductor kept out of CUDA graphs: `    op2: reason=cpu ops, ir=DeviceCopy,
// fx=prims.device_put.default(sum_1, cpu)` and the user's frame logged under it.
struct CudaGraphOutsideNode {
    QString node, reason, ir, fx;
    SourceFrame where; // innermost frame of the node's stack trace; empty when none was logged
};

// `  Partition 1: 3 nodes, non-cudagraphable, inputs=1, outputs=1`
struct CudaGraphPartitionLine {
    int index = 0;
    int nodes = 0;
    bool cudagraphable = false;
    int inputs = 0, outputs = 0;
    QList<CudaGraphOutsideNode> outside; // why (for a non-cudagraphable partition)
    int belowMinimumKernels = -1; // torch 2.15: kernels, when below cudagraph_min_partition_size
};

// `Created 3 graph partitions: 2 cudagraphable, 1 non-cudagraphable` and its partition lines.
struct CudaGraphPartitioning {
    std::optional<CompileId> compileId;
    int line = 0;
    int partitions = 0, cudagraphable = 0, nonCudagraphable = 0;
    QList<CudaGraphPartitionLine> detail;
    // Every node's reason is `partition includes all ops when cudagraphs is disabled`: the
    // compile ran with CUDA graphs off, so this is no skip.
    bool cudagraphsOff() const
    {
        bool any = false;
        for (const CudaGraphPartitionLine &p : detail)
            for (const CudaGraphOutsideNode &n : p.outside) {
                if (!n.reason.startsWith(QLatin1String("partition includes all ops when cudagraphs is disabled")))
                    return false;
                any = true;
            }
        return any && cudagraphable == 0;
    }
};

// `skipping cudagraphs due to <reason>` (torch doubles the prefix for compile-time reasons),
// `disabling cudagraphs due to incompatible op ...`, with the `Found from :` stack.
struct CudaGraphSkipLine {
    std::optional<CompileId> compileId;
    bool attributed = false;
    int line = 0;
    QString reason; // without the prefix(es): "mutated inputs (1 instances)", "cpu device (arg2_1)"
    QString kind; // mutated_input, cpu_device, multiple_devices, incompatible_op, dynamic_shape, other
    QString subject; // the input or op the reason names: "arg2_1", "aten._local_scalar_dense.default"
    SourceFrame where; // innermost frame of `Found from`
};

// `[0/0] Recording function=partition_0, (mode=inference, )cuda_graph_id=3, inputs: [0]: Tensor(size=[4, 24, 64], ...`
// and `Re-recording function=..., reason=...` (torch 2.12+).
struct CudaGraphRecordingLine {
    std::optional<CompileId> compileId;
    bool attributed = false;
    int line = 0;
    QString function; // partition_0, or the graph's wrapper name
    QString mode; // inference, forward, backward (torch 2.12+), or empty
    int graphId = -1;
    QString inputSizes; // "[4, 24, 64], [64, 64]": the tensor inputs' sizes, in order
    bool rerecord = false; // a `Re-recording` line
    QString rerecordReason;
};

// Everything of one log.
struct CudaGraphLog {
    QList<CudaGraphPartitioning> partitionings;
    QList<CudaGraphSkipLine> skips;
    QList<CudaGraphRecordingLine> recordings;
    int trees = 0; // `Recording cudagraph tree for ...` (a tree is made also for graphs then skipped)
    // `We have observed N distinct sizes` (cudagraph_dynamic_shape_warn_limit), the largest N
    // logged, and the line; -1 when not logged.
    int distinctSizesWarned = -1;
    int distinctSizesLine = 0;
    // `hit cudagraph_dynamic_shape_rerecord_limit=N` (torch 2.15): later shapes run eagerly.
    int rerecordLimitHits = 0;
    bool isEmpty() const { return partitionings.isEmpty() && skips.isEmpty() && recordings.isEmpty() && trees == 0; }
};

} // namespace cs
