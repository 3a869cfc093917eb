// libFuzzer target: the TORCH_TRACE record reader and the overview built on it. Any input
// must load without a crash, hang or unbounded memory; diagnostics are the only output.
#include "core/analysis/compileoverview.h"
#include "core/ingest/trace/tracereader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    auto source = cs::ByteSource::fromBytes(QStringLiteral("fuzz.log"), std::string(reinterpret_cast<const char *>(data), size));
    cs::TraceReadOptions options;
    options.checksums = cs::TraceReadOptions::Checksums::Always;
    auto log = cs::TraceReader::read(source, options);
    if (!log)
        return 0;
    size_t sink = 0;
    for (const auto &r : log.value()->records) {
        sink += log.value()->payload(r).size();
        sink += log.value()->metadata(r).size();
    }
    const auto overview = cs::buildCompileOverview(*log.value());
    sink += overview->compiles.size() + overview->graphBreaks.size();
    return sink == SIZE_MAX ? 1 : 0;
}
