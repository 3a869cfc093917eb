#pragma once

// `ab --why`'s "kernels slower than eager's for the same operators": a compiled mode's kernels
// matched to eager's through what each kernel was made from — the ATen operator that launched
// an extern kernel (the trace's link from kernel to operator), or the operators an Inductor
// kernel's name lists (Inductor names its kernels after their origin ATen operators:
// triton_poi_fused_addmm_gelu_0 does the work of aten::addmm and aten::gelu). Matrix
// multiplications are one family (Inductor turns addmm into mm and a fused bias add).
#include "core/ab/abwhy.h"
#include "core/model/artifacts.h"

namespace cs::ab {

// The kernels of a trace of `calls` calls grouped by what launched them, per call, largest first.
QList<WhyKernelGroup> kernelGroups(const ProfilerTrace &trace, int calls);

// A compiled kernel group slower than eager's kernels for the operators it does the work of.
struct SlowerKernel {
    WhyKernelGroup compiled;
    QStringList eagerOps; // the operator families matched in eager's trace
    double eagerUs = 0; // eager's device time for them, per call
};

// Compiled groups whose device time per call exceeds eager's for the same operators by 20%
// and 1 µs at least, most excess first; groups nothing in eager matches are left out.
QList<SlowerKernel> slowerKernels(const QList<WhyKernelGroup> &compiled, const QList<WhyKernelGroup> &eager);

// "aten::mm (sm80_xmma_gemm_…, 12 per call): 348 µs against eager's matmul 33.6 µs (10.4×)".
QString slowerKernelText(const SlowerKernel &k);

// Compiled groups that cannot be matched to eager's: launched by no ATen operator (a CUDA graph
// replay launches every kernel from the graph call) and named by a library, not by Inductor
// (cuBLAS's gemms in a reduce-overhead graph). Said with the reason, never guessed at.
QList<WhyKernelGroup> unmatchedKernels(const QList<WhyKernelGroup> &compiled, const QList<WhyKernelGroup> &eager);
// "not matched: sm80_xmma_gemm_… (12 per call, 349 µs): launched by ## Call CompiledFxGraph … ##,
// not by an operator (a CUDA graph replay), and a library kernel's name lists no operator".
QString unmatchedKernelText(const WhyKernelGroup &g);

} // namespace cs::ab
