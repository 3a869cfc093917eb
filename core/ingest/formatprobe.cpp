#include "core/ingest/formatprobe.h"

#include "core/ingest/chrome/chrometracereader.h"
#include "core/ingest/pt2/pt2reader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "core/ingest/trace/tracereader.h"

namespace cs {
namespace {

// Text apart from runs of NUL bytes, as a crashed or preallocated log leaves it. Binary files
// (pickles, cubins, shared objects) also hold other control bytes.
bool textWithNuls(std::string_view head)
{
    for (const char c : head) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 && u != 0 && u != '\t' && u != '\n' && u != '\r' && u != 0x1b)
            return false;
    }
    return true;
}

} // namespace

InputFormat probeFormat(std::string_view head)
{
    // Order matters: a structured trace also has glog-prefixed lines.
    if (Pt2Reader::probe(head))
        return InputFormat::Pt2Archive;
    // Every other format is text: a NUL byte means binary, unless the rest is text (a log
    // with NUL runs is read, and its reader reports them).
    if (head.find('\0') != std::string_view::npos) {
        if (!textWithNuls(head))
            return InputFormat::Unknown;
        if (TraceReader::probe(head))
            return InputFormat::TorchTrace;
        return TorchLogsReader::probe(head) ? InputFormat::TorchLogs : InputFormat::Unknown;
    }
    if (TraceReader::probe(head))
        return InputFormat::TorchTrace;
    // Text logs can embed whole output_code.py files, so they are recognised first.
    if (TorchLogsReader::probe(head))
        return InputFormat::TorchLogs;
    if (head.starts_with("# AOT ID: ") || head.find("async_compile = AsyncCompile()") != std::string_view::npos)
        return InputFormat::OutputCode;
    // An A/B record is JSON too; its schema sits after its runs (keys in order), so a head cut
    // short of it reads as unknown (the window checks the whole file: core/ab runSetFileOf).
    if (head.starts_with("{") && head.find("\"schema\": \"compilescope.ab-runs/") != std::string_view::npos)
        return InputFormat::AbRecord;
    if (ChromeTraceReader::probe(head))
        return InputFormat::ChromeTrace;
    return InputFormat::Unknown;
}

QString formatName(InputFormat format)
{
    switch (format) {
    case InputFormat::TorchTrace:
        return QStringLiteral("torch_trace");
    case InputFormat::TorchLogs:
        return QStringLiteral("torch_logs");
    case InputFormat::OutputCode:
        return QStringLiteral("output_code");
    case InputFormat::ChromeTrace:
        return QStringLiteral("chrome_trace");
    case InputFormat::Pt2Archive:
        return QStringLiteral("pt2");
    case InputFormat::DebugRun:
        return QStringLiteral("debug_run");
    case InputFormat::AbRecord:
        return QStringLiteral("ab_record");
    case InputFormat::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

} // namespace cs
