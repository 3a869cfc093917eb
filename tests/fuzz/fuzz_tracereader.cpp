// libFuzzer target: everything an input file meets before the model sees it. The format probe
// on its head; for gzip/zstd input, streaming decompression under small limits (a corrupt
// stream keeps what decoded); then the TORCH_TRACE record reader with checksums, the overview
// built on it, and the TORCH_LOGS text reader. Any input must load without a crash, a hang,
// unbounded memory or undefined behaviour; diagnostics are the only output.
#include "core/analysis/compileoverview.h"
#include "core/ingest/formatprobe.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "core/ingest/trace/tracereader.h"
#include "core/util/decompress.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

size_t readAll(std::string bytes)
{
    const auto source = cs::ByteSource::fromBytes(QStringLiteral("fuzz.log"), std::move(bytes));
    size_t sink = static_cast<size_t>(cs::probeFormat(source->view().substr(0, 64 * 1024)));
    cs::TraceReadOptions options;
    options.checksums = cs::TraceReadOptions::Checksums::Always;
    if (auto log = cs::TraceReader::read(source, options)) {
        for (const auto &r : log.value()->records) {
            sink += log.value()->payload(r).size();
            sink += log.value()->metadata(r).size();
        }
        const auto overview = cs::buildCompileOverview(*log.value());
        sink += overview->compiles.size() + overview->graphBreaks.size() + log.value()->diagnostics.size();
    }
    const auto text = cs::TorchLogsReader::read(*source);
    return sink + text->messages.size() + text->diagnostics.size();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    size_t sink = 0;
    if (const cs::Compression c = cs::sniffCompression(input); c != cs::Compression::None) {
        cs::DecodeLimits limits;
        limits.maxBytes = 4u << 20; // a bomb stops here instead of exhausting the fuzzer
        limits.ratioFloor = 1u << 20;
        cs::AnonBuffer out;
        const auto issues = cs::decompress(c, input, limits, UINT64_MAX, out);
        sink += issues.size();
        if (out.size() <= limits.maxBytes)
            sink += readAll(std::string(out.data() ? out.data() : "", out.size()));
    } else {
        sink += readAll(std::string(input));
    }
    return sink == SIZE_MAX ? 1 : 0;
}
