#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace cs {

struct TraceLog;

// An Inductor compile that no Dynamo frame started: AOTInductor (torch._inductor.aoti_compile_and_package,
// aot_compile) compiling an exported program, or a direct call of Inductor's compile. PyTorch writes
// its compilation_metrics outside any compile id, with start and end times but no frame: the time
// is real compile time of the run, and a run of only these compiled something all the same.
struct DirectCompile {
    int line = 0; // of its compilation_metrics record in the log
    double seconds = -1; // end_time_us - start_time_us; -1 when not recorded
    QString api; // the PyTorch function the user's code called (aoti_compile_and_package), from the record's stack
    QString callerFile; // the user's call of it (the frame before the first PyTorch frame)
    int callerLine = 0;
    QString callerSource; // that line as the stack recorded it
    QString device; // AOTInductor's target (aot_inductor.metadata AOTI_DEVICE_KEY: cpu, cuda); empty when not said
    QString failType, failReason; // a compile that failed
    bool aotInductor() const { return api.startsWith(QLatin1String("aoti")) || api.startsWith(QLatin1String("aot_")); }
};

// The compilation_metrics records at `records` (indices into the log, outside any compile id) read
// as compiles outside Dynamo; a record without start and end times or stack is left out.
std::vector<DirectCompile> readDirectCompiles(const TraceLog &log, const std::vector<uint32_t> &records);

} // namespace cs
