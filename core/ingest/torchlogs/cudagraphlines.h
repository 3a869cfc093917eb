#pragma once

#include "core/model/cudagraphlog.h"
#include "core/model/textlog.h"

#include <vector>

namespace cs {

// Reads the `cudagraphs` artifact's messages of a TORCH_LOGS text log, in log order, into
// partitions, skips, recordings and re-recordings (FORMAT.md "CUDA graphs"). Untagged messages
// take the compile id of the last tagged message before them (`attributed`).
CudaGraphLog readCudaGraphLines(const std::vector<LogMessage> &messages);

} // namespace cs
