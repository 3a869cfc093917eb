#pragma once

#include "core/diff/compilematch.h"
#include "core/diff/factloss.h"
#include "core/diff/rundiff.h"
#include "core/diff/similarjoin.h"

#include <QHash>
#include <QMutex>

#include <cstdint>
#include <memory>
#include <vector>

namespace cs::diff {

// A kernel of one side with what matching needs: where it was generated and its source.
struct SideKernel {
    KernelSide side;
    int compile = -1; // index into the side's compile list; -1 for a profile result without its trace
    QString source; // the definition, for the similarity tier
};

// Parsed generated code and provenance by payload MD5, shared by both sides: logs that repeat a graph (the
// same run twice, ranks) parse it once.
class CodeCache {
public:
    struct Kernel {
        KernelDef def;
        QString source, codeHash;
        int launches = 0;
    };
    struct Code {
        QString graph; // forward, backward, inference (from the AOT id)
        std::vector<Kernel> kernels;
    };
    // Safe to call from several threads (both sides are read at once).
    std::shared_ptr<const Code> get(const TraceLog &log, const TraceRecord &r);
    // A provenance record's stack traces (inductor_provenance_tracking_kernel_stack_traces):
    // kernel name -> its user lines ("model.py:14 y = F.gelu(s.l1(x))"), sorted.
    std::shared_ptr<const QHash<QString, QStringList>> lines(const TraceLog &log, const TraceRecord &r);
    // The provenance records of `log` that lines() could not read (their kernels lack user lines).
    FactLoss loss(const TraceLog &log);

private:
    QMutex m_mutex;
    QHash<const TraceLog *, FactLoss> m_losses;
    QHash<QByteArray, std::shared_ptr<const Code>> m_codes;
    QHash<QByteArray, std::shared_ptr<const QHash<QString, QStringList>>> m_lines;
};

// The kernels Inductor generated for each compile of `compiles` (inductor_output_code records),
// with their origins: source nodes and ATen ops from the generated code's comments, user lines
// from the provenance stack traces when recorded. Autotune candidates never appear here:
// output code names the chosen kernel only.
std::vector<SideKernel> sideKernels(const LoadedRun &run, const std::vector<SideCompile> &compiles, CodeCache &cache);

// Token 3-grams of a kernel's source, with its name, temporaries' numbers and literals
// abstracted, hashed, sorted (their similarity: similarjoin.h).
std::vector<uint64_t> sourceShingles(const QString &source, const QString &name);

struct KernelMatch {
    int a = -1, b = -1; // indices into the side lists
    KernelPair::Match how = KernelPair::Match::None;
    double similarity = 1;
};

// Matches kernels by what they compute, never by name: first the same code (code hash),
// then the same origins (source nodes, ATen ops and user lines), then similar source (at
// least `minSimilarity`), each tier first within matched compile pairs (`compilePartner`:
// A's compile index -> B's, or -1), then across the run, always within the same graph part
// (forward, backward, ...) and kind. Autotune candidates match only candidates. Every kernel
// appears once: A's in order, then B's unmatched.
// Cost: the key tiers are hash lookups; the similar-source tier reads each distinct code once
// (kernels with one code hash share their shingles), compares the kernels of each compile
// pair, then across the run only distinct codes that could reach `minSimilarity` (similarPairs:
// sizes, and shared rare tokens), so runs with thousands of unmatched kernels stay fast.
std::vector<KernelMatch> matchKernels(const std::vector<SideKernel> &a, const std::vector<SideKernel> &b,
    const std::vector<int> &compilePartner, double minSimilarity);

} // namespace cs::diff
