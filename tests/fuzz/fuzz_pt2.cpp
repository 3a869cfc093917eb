// libFuzzer target: the .pt2 readers (issue 40), through Pt2Reader::read as `summary FILE.pt2`
// reaches them: the archive's entries, each exported program's JSON (models/<model>.json, the
// legacy flat serialized_exported_program.json), its weights and constants configs, and an
// AOTInductor package's generated code (the wrapper's inputs, launches, constants and branches,
// kernel.cpp files, kernel_information.json ties). Any input must be read without a crash, a
// hang, unbounded memory or undefined behaviour.
//
// An input that starts with `PK` is the archive itself (libzip's reading and the entry limits).
// Any other is a list of entries, each after a line `@@ <entry name>`, stored into an archive
// (text before the first such line is `f/models/model.json`): what the fuzzer mutates is then the
// entries' text, not the ZIP around it. Seeds: seeds_pt2/ (scripts/fixtures/make_pt2_fuzz_seeds.py).
#include "core/ingest/pt2/pt2reader.h"
#include "tests/core/storedzip.h"

#include <QDir>

#include <cstddef>
#include <cstdint>
#include <unistd.h>

namespace {

volatile size_t g_sink; // keeps the reads from being optimised away

storedzip::Writer entries(const QByteArray &input)
{
    storedzip::Writer zip;
    QByteArray name = "f/models/model.json";
    qsizetype start = 0;
    if (input.startsWith("@@ ")) {
        const qsizetype nl = input.indexOf('\n');
        name = input.mid(3, (nl < 0 ? input.size() : nl) - 3);
        start = nl < 0 ? input.size() : nl + 1;
    }
    for (;;) {
        const qsizetype next = input.indexOf("\n@@ ", start);
        zip.add(name, input.mid(start, (next < 0 ? input.size() : next) - start));
        if (next < 0)
            return zip;
        const qsizetype nl = input.indexOf('\n', next + 4);
        name = input.mid(next + 4, (nl < 0 ? input.size() : nl) - next - 4);
        start = nl < 0 ? input.size() : nl + 1;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // One archive file per process, rewritten for each input and removed at exit.
    struct Scratch {
        QString path = QDir::temp().filePath(QStringLiteral("fuzz_pt2_%1.pt2").arg(getpid()));
        ~Scratch() { QFile::remove(path); }
    };
    static const Scratch scratch;
    const QString &path = scratch.path;
    const QByteArray input
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QFile f(path);
    const QByteArray archive = input.startsWith("PK") ? input : entries(input).bytes();
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(archive) != archive.size())
        return 0;
    f.close();
    // Small limits: a fuzzer's input is at most 64 KiB, a ratio check still applies.
    cs::DecodeLimits limits;
    limits.maxBytes = 1 << 20;
    const auto read = cs::Pt2Reader::read(path, limits);
    if (!read) {
        g_sink = static_cast<size_t>(read.error().toString().size());
        return 0;
    }
    const cs::Pt2Archive &a = read.value();
    size_t sink = static_cast<size_t>(a.models.size() + a.inputs.size() + a.problems.size());
    for (const auto &p : a.programs) {
        sink += static_cast<size_t>(p->dynamicDims().size() + p->subgraphCount()) + p->nodes.size() + p->weights.size();
        sink += static_cast<size_t>(p->kernels.size() + p->untiedKernels.size());
    }
    for (const cs::AotiModel &m : a.aotiModels)
        sink += static_cast<size_t>(m.code.kernels.size() + m.code.launches.size()) + m.constants.size();
    g_sink = sink;
    return 0;
}
