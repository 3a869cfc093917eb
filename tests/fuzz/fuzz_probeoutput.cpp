// libFuzzer target: the A/B probe's output (probe.jsonl, AB_JSON.md), as `ab` reads it after
// every process and `ab --analyse` reads a stored folder: the JSON-lines parser with its line
// and file limits, the validation of every value, the region index, and what the analysis
// asks of the result (the main process, call counts, region lookups). Small limits, so that
// inputs of a few KiB reach the caps. Any input must be read without a crash, a hang,
// unbounded memory or undefined behaviour.
#include "core/ab/probeoutput.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
volatile size_t g_sink; // keeps the reads from being optimised away
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    cs::ab::ProbeLimits limits;
    limits.maxFileBytes = 1u << 20;
    limits.maxLineBytes = 4096;
    limits.problemsListed = 5;
    const cs::ab::ProbeOutput out = cs::ab::parseProbeOutput(input, QStringLiteral("probe.jsonl"), limits);
    size_t sink = static_cast<size_t>(out.problems.size() + out.problemCount + out.rejected);
    for (const cs::ab::ProbeProcess &p : out.processes) {
        sink += static_cast<size_t>(p.callCount());
        for (const cs::ab::ProbeRegion &r : p.regions)
            if (const cs::ab::ProbeRegion *found = p.region(r.id))
                sink += static_cast<size_t>(found->calls.size());
    }
    if (const cs::ab::ProbeProcess *main = out.main())
        sink += static_cast<size_t>(main->regions.size());
    g_sink = sink;
    return 0;
}
