#include "core/util/mapguard.h"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <mutex>

namespace cs {
namespace {

struct Slot {
    std::atomic<uintptr_t> base { 0 };
    std::atomic<size_t> size { 0 };
    std::atomic<std::atomic<bool> *> changed { nullptr };
};

// One slot per live mapping. Trace logs keep theirs for as long as the run is open; other
// inputs release it once parsed, so a few thousand covers any run folder.
constexpr size_t Slots = 4096;
Slot g_slots[Slots];
struct sigaction g_previous { };
std::once_flag g_installed;
uintptr_t g_pageMask = 0;

void forward(int sig, siginfo_t *info, void *context)
{
    if (g_previous.sa_flags & SA_SIGINFO) {
        if (g_previous.sa_sigaction) {
            g_previous.sa_sigaction(sig, info, context);
            return;
        }
    } else if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        g_previous.sa_handler(sig);
        return;
    }
    // Default action: returning re-runs the faulting access, which now kills the process
    // the way it would have without us (with a core dump where enabled).
    signal(sig, SIG_DFL);
}

// Async-signal context: reads the table with atomics and calls mmap (a plain system call).
void onSigbus(int sig, siginfo_t *info, void *context)
{
    const auto addr = reinterpret_cast<uintptr_t>(info->si_addr);
    for (Slot &s : g_slots) {
        const uintptr_t base = s.base.load(std::memory_order_acquire);
        if (base == 0 || addr < base)
            continue;
        const size_t size = s.size.load(std::memory_order_acquire);
        const uintptr_t end = (base + size + ~g_pageMask) & g_pageMask;
        if (addr >= end)
            continue;
        const uintptr_t page = addr & g_pageMask;
        void *fixed = mmap(
            reinterpret_cast<void *>(page), end - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (fixed == MAP_FAILED)
            break;
        if (std::atomic<bool> *changed = s.changed.load(std::memory_order_acquire))
            changed->store(true, std::memory_order_relaxed);
        return;
    }
    forward(sig, info, context);
}

void install()
{
    g_pageMask = ~(static_cast<uintptr_t>(sysconf(_SC_PAGESIZE)) - 1);
    struct sigaction sa { };
    sa.sa_sigaction = onSigbus;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGBUS, &sa, &g_previous);
}

} // namespace

bool MapGuard::add(const void *base, size_t size, std::atomic<bool> *changed)
{
    std::call_once(g_installed, install);
    for (Slot &s : g_slots) {
        uintptr_t expected = 0;
        // Claim with a marker so the handler skips the slot until it is complete.
        if (!s.base.compare_exchange_strong(expected, UINTPTR_MAX, std::memory_order_acq_rel))
            continue;
        s.size.store(size, std::memory_order_relaxed);
        s.changed.store(changed, std::memory_order_relaxed);
        s.base.store(reinterpret_cast<uintptr_t>(base), std::memory_order_release);
        return true;
    }
    return false;
}

void MapGuard::remove(const void *base)
{
    const auto b = reinterpret_cast<uintptr_t>(base);
    for (Slot &s : g_slots) {
        uintptr_t expected = b;
        if (s.base.compare_exchange_strong(expected, UINTPTR_MAX, std::memory_order_acq_rel)) {
            s.changed.store(nullptr, std::memory_order_relaxed);
            s.size.store(0, std::memory_order_relaxed);
            s.base.store(0, std::memory_order_release);
            return;
        }
    }
}

} // namespace cs
