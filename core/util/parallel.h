#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

#include <sched.h>

namespace cs {

// The cores this process may run on (its CPU affinity: taskset, a container's cpuset), at least 1.
inline unsigned usableCores()
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        return static_cast<unsigned>(std::max(1, CPU_COUNT(&set)));
    return std::max(1u, std::thread::hardware_concurrency());
}

// Calls fn(i) for every i in [0, n) on up to `threads` threads (0: one per usable core), each taking
// the next index when it is done with one, so uneven jobs (ranks of different sizes) share the
// cores. Returns when all calls have returned. fn must not throw.
template <typename Fn> void parallelFor(size_t n, Fn &&fn, unsigned threads = 0)
{
    if (threads == 0)
        threads = usableCores();
    threads = static_cast<unsigned>(std::min<size_t>(threads, n));
    if (threads <= 1) {
        for (size_t i = 0; i < n; ++i)
            fn(i);
        return;
    }
    std::atomic<size_t> next { 0 };
    auto work = [&] {
        for (size_t i = next++; i < n; i = next++)
            fn(i);
    };
    std::vector<std::thread> pool;
    pool.reserve(threads - 1);
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
}

} // namespace cs
