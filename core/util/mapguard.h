#pragma once

#include <atomic>
#include <cstddef>

namespace cs {

// Keeps read-only file mappings alive when their file shrinks under them (a job restarting
// and rewriting its trace). Touching a mapped page past the new end of a file raises SIGBUS;
// a process-wide handler looks the faulting address up among the registered mappings and,
// for one of ours, maps zero pages over the rest of that mapping, sets its `changed` flag and
// returns: the read sees zeros instead of killing the process, and the owner reports the file
// as changed. A SIGBUS at any other address goes to the handler installed before ours (or the
// default action). Registration is lock-free; the handler only reads the table and calls mmap.
class MapGuard {
public:
    // Returns false when the table is full: the caller then reads the file into memory.
    static bool add(const void *base, size_t size, std::atomic<bool> *changed);
    // Before munmap: the mapping is no longer ours to repair.
    static void remove(const void *base);
};

} // namespace cs
