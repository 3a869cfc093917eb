#include "core/analysis/directcompiles.h"

#include "core/analysis/coverage.h"
#include "core/model/tracelog.h"
#include "core/util/bytesource.h"
#include "core/util/inerttext.h"
#include "core/util/json.h"

#include <QRegularExpression>

namespace cs {
namespace {

// A frame of PyTorch's own code: installed (site-packages/torch) or a source checkout run in place.
bool isTorchFrame(const QString &file)
{
    static const QRegularExpression checkout(QStringLiteral(
        R"re(/torch/(?:_inductor|_dynamo|_export|_functorch|_higher_order_ops|_subclasses|export|fx)/|/torch/__init__\.py$)re"));
    return libraryOf(file) == QLatin1String("torch") || checkout.match(file).hasMatch();
}

// The record's whole JSON envelope, `{"compilation_metrics": {...}, "stack": [...]}`: the index keeps
// only the event's value (TraceLog::metadata), and the stack is the envelope's own key. The
// envelope runs from glog's "] " to the end of the header line.
std::string_view envelopeOf(const TraceLog &log, const TraceRecord &r)
{
    const std::string_view head = log.source->slice(r.offset, r.metadataBegin);
    const size_t open = head.rfind("] {");
    if (open == std::string_view::npos)
        return {};
    const std::string_view rest = log.source->slice(r.metadataEnd, log.source->size());
    const size_t newline = rest.find('\n');
    const size_t end = newline == std::string_view::npos ? log.source->size() : r.metadataEnd + newline;
    return log.source->slice(r.offset + open + 2, end);
}

// aot_inductor.metadata's AOTI_DEVICE_KEY in the inductor_config snapshot (a JSON text in the record).
QString deviceOf(simdjson::dom::element metrics)
{
    std::string_view config;
    if (metrics["inductor_config"].get_string().get(config) != simdjson::SUCCESS || config.empty())
        return {};
    simdjson::dom::parser parser;
    const auto el = json::parse(parser, config);
    if (!el)
        return {};
    simdjson::dom::element meta;
    if ((*el)["aot_inductor.metadata"].get(meta) != simdjson::SUCCESS)
        return {};
    return InertText::escapeControls(json::str(meta, "AOTI_DEVICE_KEY"), false).left(40);
}

} // namespace

std::vector<DirectCompile> readDirectCompiles(const TraceLog &log, const std::vector<uint32_t> &records)
{
    std::vector<DirectCompile> out;
    simdjson::dom::parser parser;
    for (const uint32_t i : records) {
        const TraceRecord &r = log.records[i];
        const auto el = json::parse(parser, envelopeOf(log, r));
        if (!el)
            continue;
        simdjson::dom::element m;
        simdjson::dom::array stack;
        if ((*el)["compilation_metrics"].get(m) != simdjson::SUCCESS
            || (*el)["stack"].get_array().get(stack) != simdjson::SUCCESS)
            continue;
        const auto start = json::number(m, "start_time_us");
        const auto end = json::number(m, "end_time_us");
        if (!start || !end)
            continue;
        DirectCompile c;
        c.line = static_cast<int>(r.line);
        c.seconds = *end >= *start ? (*end - *start) / 1e6 : -1;
        // The stack runs outermost first: the user's frames, then PyTorch's from the API they called.
        QString prevFile, prevSource;
        int prevLine = 0;
        for (auto f : stack) {
            QString file;
            if (const auto fid = json::integer(f, "filename"))
                file = json::qstr(log.stringAt(*fid));
            if (isTorchFrame(file)) {
                c.api = InertText::escapeControls(json::str(f, "name"), false).left(80);
                c.callerFile = prevFile;
                c.callerLine = prevLine;
                c.callerSource = prevSource;
                break;
            }
            prevFile = file;
            prevLine = static_cast<int>(json::integer(f, "line").value_or(0));
            prevSource = json::str(f, "loc");
        }
        if (c.api.isEmpty())
            continue; // no PyTorch frame: not a compile this reader can name
        c.device = deviceOf(m);
        c.failType = json::str(m, "fail_type");
        c.failReason = json::str(m, "fail_reason");
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace cs
