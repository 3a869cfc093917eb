#pragma once

#include "core/model/textlog.h"
#include "core/util/bytesource.h"
#include "core/util/result.h"

#include <memory>
#include <string_view>

namespace cs {

// Reads TORCH_LOGS text (FORMAT.md beside this file): groups prefixed lines into messages
// and derives graph breaks, recompiles (with every guard failure), perf hints and the kernels
// of logged output code. Lines without the prefix (warnings, prints, autotune tables) are
// counted and skipped. Never fails on content; only an unreadable file is an Error.
class TorchLogsReader {
public:
    static Result<std::shared_ptr<const TextLog>> read(const QString &path);
    static std::shared_ptr<const TextLog> read(const ByteSource &source);
    // At least one prefixed line whose text is not a JSON envelope.
    static bool probe(std::string_view head);
};

} // namespace cs
