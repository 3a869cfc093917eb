#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace cs {

struct CompileSummary;
struct TraceLog;
struct TextLog;

// What one Dynamo compile handed to AOTAutograd and Inductor, taken apart by evidence. A
// compile usually runs one AOT compilation (a forward and, lazily at `.backward()`, its
// backward), but DDPOptimizer (torch/_dynamo/backends/distributed.py) splits the Dynamo graph
// at DDP's gradient-bucket boundaries and compiles each child on its own: the records of
// several forwards, then of their backwards in reverse order, all under one compile id.
//
// Each Inductor compilation (a post-grad graph, the code generated for it and its provenance
// mapping) is a `part`; the records it owns are those from its `before_post_grad_graph` (or
// post-grad graph) up to the next compilation's first record. A part is a forward, backward or
// inference graph by, in this order: the `# AOT ID: ['<n>_<part>']` line its output code writes,
// the compiler span around it (`compile_fx.<locals>.bw_compiler` / `fw_compiler_base`), its
// signature (`tangents_<n>` inputs are a backward's). A backward joins the AOT compilation
// (`unit`) whose forward wrote the same AOT ID, else whose `aot_backward_graph` has its inputs.
// A DDP child is the unit whose pre-grad graph has the child's inputs. Only when nothing names
// it is a pairing made by order, and the evidence says so.
struct AotPart {
    static constexpr uint32_t None = UINT32_MAX;
    QString part; // forward, backward, inference; empty when nothing tells
    QString partEvidence; // aot_id, compiler_span, signature, order
    QString aotId; // `0` of `# AOT ID: ['0_forward']`, empty when not written
    uint32_t postGrad = None, outputCode = None, provenance = None; // record indices
    int unit = -1; // index into AotCompiles::units
    QString unitEvidence; // aot_id, signature, order (how this part was tied to its unit)
};

// One AOTAutograd compilation: its AOT graphs and the Inductor compilations of its parts.
struct AotUnit {
    uint32_t preGrad = AotPart::None, joint = AotPart::None, aotForward = AotPart::None, aotBackward = AotPart::None,
             aotInference = AotPart::None; // record indices
    std::vector<uint32_t> graphs; // every graph record of the unit's AOT stage (pre-grad ... aot_backward)
    int forward = -1, backward = -1, inference = -1; // indices into AotCompiles::parts
    QString aotId;
    int child = -1; // index into DdpSplit::children when the unit compiles a DDP child
    // A piecewise backend's piece (vLLM logs `vllm_piecewise_compile_start` before each piece's
    // compile, vllm/compilation/piecewise_backend.py): the split graph's submodule this unit
    // compiles (`submod_0`; `subgraph_<index>` when the record names none), the record, and the
    // range of sizes it was compiled for ("4", "1-8192"; empty when not recorded).
    QString piece, pieceSizes;
    uint32_t pieceRecord = AotPart::None;
};

// A parameter of a DDP bucket: the child graph's input and its storage size.
struct DdpParam {
    QString name; // the child's placeholder, e.g. l_self_modules_layers_modules_0_parameters_weight_
    QString source; // Dynamo's source for it, e.g. L['self']._modules['layers']._modules['0']._parameters['weight']
    qint64 bytes = -1; // describe_storage size (what DDPOptimizer counts: untyped_storage().nbytes())
};

struct DdpChild {
    QString name; // submod_0, submod_1, ... (optimize_ddp_split_child)
    uint32_t record = AotPart::None;
    std::vector<DdpParam> params; // the bucket's parameters, in the child's input order
    qint64 bucketBytes = 0; // their storage bytes together (-1 when a size is not recorded)
    int nodes = 0, calls = 0; // of the child graph
    int unit = -1; // index into AotCompiles::units
    QString unitEvidence; // signature, order
};

// DDPOptimizer's split of a Dynamo graph (optimize_ddp_split_graph + one child record each).
struct DdpSplit {
    uint32_t record = AotPart::None; // the optimize_ddp_split_graph record
    std::vector<DdpChild> children; // in graph (and forward compile) order
    qint64 bucketCap = -1; // bytes, from TORCH_LOGS text (`DDPOptimizer used bucket cap N ...`)
    // Why the graph was split, in words (translated).
    QString reason() const;
};

struct AotCompiles {
    std::vector<AotUnit> units;
    std::vector<AotPart> parts; // in record order
    bool hasSplit = false;
    DdpSplit split;
    int orderPairings = 0; // parts or children tied by order alone (no evidence named them)
    int unitOf(uint32_t record) const; // the unit owning an AOT-stage graph record, or -1
    int partOf(uint32_t postGradRecord) const; // the part of a post-grad graph record, or -1
};

// A `vllm_piecewise_compile_start` record read: the piece it names (sanitised for graph ids;
// `subgraph_<index>` when it names none) and the sizes ("4", "1-8192"); empty when unreadable.
struct PieceStart {
    QString piece, sizes;
};
PieceStart readPieceStart(const TraceLog &log, uint32_t record);

// Takes one compile's records apart. `textLogs` (optional) supply DDPOptimizer's bucket cap.
AotCompiles analyseAotCompiles(
    const TraceLog &log, const CompileSummary &compile, const std::vector<const TextLog *> &textLogs = {});

} // namespace cs
