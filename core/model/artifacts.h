#pragma once

#include "core/model/exportedprogram.h"
#include "core/model/outputcode.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cs {

// A kernel execution in a profiler chrome trace (FORMATS §8.3), times in µs.
struct ProfiledKernel {
    QString name;
    // The CPU operator that launched it (the trace's "External id" link): `aten::mm` for an
    // extern call, an Inductor kernel's own name for a Triton launch; empty where the trace does
    // not link them (a CUDA graph replay).
    QString op;
    double tsUs = 0, durUs = 0;
    int device = 0, stream = 0;
    int grid[3] = { 0, 0, 0 }, block[3] = { 0, 0, 0 };
    int registers = -1, sharedMemory = -1;
};

// Host time of one compile id's "Torch-Compiled Region" spans in a profiler trace. `outsideUs`
// is the time in the region that is neither its compiled graph call (CompiledFunction or
// "## Call CompiledFxGraph") nor a nested region: guard lookup, prologue and the eager code a
// graph break leaves between this frame's graph and the next frame's.
struct CompiledRegionTime {
    QString compileId;
    int calls = 0;
    double totalUs = 0, graphUs = 0, outsideUs = 0;
};

struct ProfilerTrace {
    QString path;
    QString device; // deviceProperties[0].name
    int events = 0;
    std::vector<ProfiledKernel> kernels;
    std::vector<CompiledRegionTime>
        regionTimes; // one per compile id with "Torch-Compiled Region" spans, first seen first
    QStringList compiledRegions() const
    {
        QStringList ids;
        for (const CompiledRegionTime &r : regionTimes)
            ids << r.compileId;
        return ids;
    }
    const CompiledRegionTime *regionTime(const QString &compileId) const
    {
        for (const CompiledRegionTime &r : regionTimes)
            if (r.compileId == compileId)
                return &r;
        return nullptr;
    }
};

// One model of an AOTInductor package (`data/aotinductor/<model>/`), read from the code it
// carries whether or not the package holds its ExportedProgram: the generated code in the model
// every generated code of a run is read into (OutputCode: the C++ kernels its kernel.cpp defines,
// the Triton kernels its wrapper launches, and every launch of the wrapper, generated or extern
// such as `aoti_torch_cpu_addmm_out`, with the source nodes its comments name), the files that
// hold it, and the constants (weights) its wrapper lists (`constants_info_`; their data stays in
// the package's library or weight entries, never read).
struct AotiModel {
    QString name;
    QStringList files; // its entries, as named in the archive
    OutputCode code; // `path`: the wrapper entry; a C++ kernel's `kernelPath`: the kernel.cpp entry
    QHash<QString, QString> kernelCode; // each C++ kernel's definition (kernel.cpp)
    std::vector<ExportWeight> constants; // name: the original state-dict name (fc1.weight)
};

// A PyTorch `.pt2` archive: an AOTInductor package or a torch.export program (FORMATS §7–8).
struct Pt2Archive {
    enum class Kind { AotInductor, ExportedProgram, Unknown };
    QString path;
    Kind kind = Kind::Unknown;
    QString root; // first path component of every entry
    QStringList models; // model names
    QString device; // AOTI_DEVICE_KEY (cpu, cuda)
    QString torchVersion; // export archives: models/<name>.json torch_version
    int entries = 0, cubins = 0, sharedLibraries = 0;
    // AOTInductor: the inputs its wrapper checks, as runner specs (`f32[4,8]`), in order; or
    // why they cannot be made (dynamic sizes, an unknown dtype).
    QStringList inputs;
    QString inputsProblem;
    QStringList problems; // unsafe entry names, entries skipped by the read limits
    // The serialized ExportedPrograms inside (models/<model>.json, the legacy flat
    // serialized_exported_program.json; AOTInductor packages that carry theirs too), each with
    // the weights and constants the archive lists for its model (never inflated).
    std::vector<std::shared_ptr<const ExportedProgram>> programs;
    std::vector<AotiModel> aotiModels; // AOTInductor packages: each model's generated code
    int aotiKernels() const // generated kernels of every model (each model's kernels are distinct)
    {
        int n = 0;
        for (const AotiModel &m : aotiModels)
            n += static_cast<int>(m.code.kernels.size());
        return n;
    }
};

// A TORCH_COMPILE_DEBUG run folder (FORMATS §4): one entry per Inductor graph folder.
struct DebugGraph {
    QString dir;
    QString name; // model__0_forward_1.1
    QString aotId; // 0
    QString stage; // forward, backward, inference, or empty for AOTInductor
    QStringList files;
    OutputCode outputCode;
};

struct DebugRun {
    QString path;
    bool hasDynamoLog = false;
    QList<DebugGraph> graphs;
};

} // namespace cs
