#pragma once

#include "core/ingest/torchlogs/fusionlog.h"
#include "core/util/bytesource.h"
#include "core/util/result.h"

#include <memory>
#include <string_view>

namespace cs {

// Reads Inductor's fusion record out of a text log (FUSION_FORMAT.md beside this file):
// TORCH_LOGS `fusion` and `loop_ordering` lines, `ir_pre_fusion` / `ir_post_fusion` IR,
// and the `Output code:` and `debug trace:` lines that close each graph, from a mixed stderr
// capture or an older log. Never fails on content; only an unreadable file is an Error.
class FusionLogReader {
public:
    static Result<std::shared_ptr<const FusionLog>> read(const QString &path);
    static std::shared_ptr<const FusionLog> read(const ByteSource &source);
    // Fusion record lines in an older prefix form (2023 `[date] [id] logger: [DEBUG]`, the
    // `DEBUG:logger:` short form), which the TORCH_LOGS probe does not recognise.
    static bool probe(std::string_view head);
};

} // namespace cs
