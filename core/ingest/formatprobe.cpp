#include "core/ingest/formatprobe.h"

#include "core/ingest/chrome/chrometracereader.h"
#include "core/ingest/pt2/pt2reader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "core/ingest/trace/tracereader.h"

namespace cs {

InputFormat probeFormat(std::string_view head)
{
    // Order matters: a structured trace also has glog-prefixed lines.
    if (Pt2Reader::probe(head))
        return InputFormat::Pt2Archive;
    // Every other format is text: a NUL byte means binary (pickles, cubins, shared objects).
    if (head.find('\0') != std::string_view::npos)
        return InputFormat::Unknown;
    if (TraceReader::probe(head))
        return InputFormat::TorchTrace;
    // Text logs can embed whole output_code.py files, so they are recognised first.
    if (TorchLogsReader::probe(head))
        return InputFormat::TorchLogs;
    if (head.starts_with("# AOT ID: ") || head.find("async_compile = AsyncCompile()") != std::string_view::npos)
        return InputFormat::OutputCode;
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
    case InputFormat::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

} // namespace cs
