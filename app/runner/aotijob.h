#pragma once

#include "jobargs.h"
#include "jsonwriter.h"

namespace csr {

enum ExitCode { ExitOk = 0, ExitUsage = 2, ExitCannotRun = 3, ExitKernelFailed = 4 };

// Loads an AOTInductor package with LibTorch's package loader, makes the inputs, runs it
// `warmup` + `repeat` times and writes outputs (shape, dtype, sum, first values) and timing
// into `out`. Every LibTorch error becomes {"ok": false, "error": ...} and an exit code.
int runAotiJob(const AotiJob &job, bool cudaAvailable, JsonWriter &out);

// The LibTorch version the runner runs with (its headers' version).
const char *libtorchVersion();

} // namespace csr
