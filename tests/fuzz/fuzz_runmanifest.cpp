// libFuzzer target: a run folder's manifest.json (MANIFEST_JSON.md) as `diff`, `report
// --compare` and the compare window read it: the JSON parser, every field's conversion (whole
// numbers out of doubles, the exit status, the writer that tells an interrupted recording),
// and the written form of what was read, which must read back to the same exit status. Any
// input must be read without a crash, a hang, unbounded memory or undefined behaviour.
#include "core/run/runmanifest.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {
volatile size_t g_sink; // keeps the reads from being optimised away
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto read = cs::run::parseManifest(input, QStringLiteral("manifest.json"));
    if (!read) {
        g_sink = static_cast<size_t>(read.error().toString().size());
        return 0;
    }
    const cs::run::RunManifest &m = read.value();
    size_t sink = static_cast<size_t>(m.command.size() + m.settings.size() + m.files.size());
    if (m.exit)
        sink += static_cast<size_t>(m.exit->describe().size() + m.exit->shellStatus());
    // What was read writes and reads back as the same run.
    const auto again = cs::run::parseManifest(cs::run::manifestJson(m));
    if (!again || again->exit.has_value() != m.exit.has_value()
        || (m.exit && (again->exit->kind != m.exit->kind || again->exit->survivors != m.exit->survivors)))
        std::abort();
    g_sink = sink;
    return 0;
}
