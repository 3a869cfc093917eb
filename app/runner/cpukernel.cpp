// Inductor's C++ kernels: `<cache>/<xx>/c<hash>.main.so` is a CPython extension module around
// an `extern "C" void kernel(...)` (FORMATS §6.6). The runner loads the library without Python:
// the module's init function is never called, and the few Python data symbols its glue code
// refers to resolve to the inert definitions below (functions bind lazily and are never
// reached). The runner executable exports them (ENABLE_EXPORTS) for the loaded library.
#include "kerneljob.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <utility>

extern "C" {
// Sized like the real objects' heads so reads stay inside them; never written by a kernel.
alignas(16) char _Py_NoneStruct[64];
alignas(16) char _Py_TrueStruct[64];
alignas(16) char _Py_FalseStruct[64];
alignas(16) char PyTuple_Type[512];
alignas(16) char PyLong_Type[512];
alignas(16) char PyFloat_Type[512];
void *PyExc_RuntimeError = nullptr;
void *PyExc_TypeError = nullptr;
void *PyExc_ValueError = nullptr;
}

namespace csr {
namespace {

constexpr size_t MaxArgs = 48;
using Word = uintptr_t;

template <size_t N> void callWith(void *fn, const Word *a)
{
    [&]<size_t... I>(std::index_sequence<I...>) {
        reinterpret_cast<void (*)(decltype((void)I, Word {})...)>(fn)(a[I]...);
    }(std::make_index_sequence<N> {});
}

// Every argument of an Inductor C++ kernel is a pointer or an integer: all travel in integer
// registers and then the stack, so a call through a function of N machine words is exact.
void call(void *fn, const std::vector<Word> &args)
{
    static const auto table = []<size_t... N>(std::index_sequence<N...>) {
        return std::array<void (*)(void *, const Word *), sizeof...(N)> { &callWith<N>... };
    }(std::make_index_sequence<MaxArgs + 1> {});
    table[args.size()](fn, args.data());
}

} // namespace

KernelOutcome runCppKernel(const KernelSpec &k, const KernelJob &job)
{
    KernelOutcome r;
    if (k.args.size() > MaxArgs) {
        r.error = "more than " + std::to_string(MaxArgs) + " arguments";
        return r;
    }
    void *lib = dlopen(k.binary.c_str(), RTLD_LAZY | RTLD_LOCAL);
    if (!lib) {
        r.error = std::string("cannot load the kernel library: ") + dlerror();
        return r;
    }
    void *fn = dlsym(lib, k.function.c_str());
    if (!fn) {
        r.error = "the library has no symbol '" + k.function + "'";
        dlclose(lib);
        return r;
    }
    try {
        std::vector<at::Tensor> storage = makeArgumentStorage(k, at::Device(at::kCPU));
        std::vector<Word> words;
        size_t next = 0;
        for (const KernelArg &a : k.args) {
            if (a.kind == KernelArg::Kind::Pointer)
                words.push_back(reinterpret_cast<Word>(storage[next++].data_ptr()));
            else if (a.kind == KernelArg::Kind::I32 || a.kind == KernelArg::Kind::I64)
                words.push_back(static_cast<Word>(a.intValue));
            else
                throw std::runtime_error("floating-point scalar arguments are not supported for C++ kernels");
        }
        // Evicts the kernel's data from the caches between repeats (larger than the LLC).
        std::vector<char> flush(job.flush ? (64u << 20) : 0);
        for (int i = 0; i < job.warmup; ++i)
            call(fn, words);
        for (int i = 0; i < job.repeat; ++i) {
            if (!flush.empty())
                std::memset(flush.data(), i, flush.size());
            const auto t0 = std::chrono::steady_clock::now();
            call(fn, words);
            r.timesUs.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
        }
        r.ok = true;
    } catch (const std::exception &e) {
        r.error = e.what();
    }
    // The library stays loaded: OpenMP worker threads may still reference its code.
    return r;
}

} // namespace csr
