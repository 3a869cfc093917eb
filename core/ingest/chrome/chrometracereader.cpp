#include "core/ingest/chrome/chrometracereader.h"

#include "core/util/json.h"

namespace cs {

bool ChromeTraceReader::probe(std::string_view head)
{
    const size_t first = head.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos || head[first] != '{')
        return false;
    return head.find("\"traceEvents\"") != std::string_view::npos
        || head.find("\"schemaVersion\"") != std::string_view::npos;
}

Result<std::shared_ptr<const ProfilerTrace>> ChromeTraceReader::read(const ByteSource &source)
{
    simdjson::dom::parser parser;
    const auto root = json::parse(parser, source.view());
    if (!root)
        return Error { QStringLiteral("not a valid chrome trace (malformed JSON)"), source.path() };
    auto trace = std::make_shared<ProfilerTrace>();
    trace->path = source.path();
    simdjson::dom::array props;
    if ((*root)["deviceProperties"].get_array().get(props) == simdjson::SUCCESS)
        for (auto p : props) {
            trace->device = json::str(p, "name");
            break;
        }
    simdjson::dom::array events;
    if ((*root)["traceEvents"].get_array().get(events) != simdjson::SUCCESS)
        return Error { QStringLiteral("chrome trace without traceEvents"), source.path() };
    for (auto e : events) {
        ++trace->events;
        const QString cat = json::str(e, "cat");
        if (cat == QLatin1String("kernel")) {
            ProfiledKernel k;
            k.name = json::str(e, "name");
            k.tsUs = json::number(e, "ts").value_or(0);
            k.durUs = json::number(e, "dur").value_or(0);
            simdjson::dom::element args;
            if (e["args"].get(args) == simdjson::SUCCESS) {
                k.device = static_cast<int>(json::integer(args, "device").value_or(0));
                k.stream = static_cast<int>(json::integer(args, "stream").value_or(0));
                k.registers = static_cast<int>(json::integer(args, "registers per thread").value_or(-1));
                k.sharedMemory = static_cast<int>(json::integer(args, "shared memory").value_or(-1));
                for (const char *key : { "grid", "block" }) {
                    simdjson::dom::array a;
                    if (args[key].get_array().get(a) != simdjson::SUCCESS)
                        continue;
                    int *dst = key[0] == 'g' ? k.grid : k.block;
                    int i = 0;
                    for (auto v : a) {
                        int64_t n = 0;
                        if (i < 3 && v.get_int64().get(n) == simdjson::SUCCESS)
                            dst[i] = static_cast<int>(n);
                        ++i;
                    }
                }
            }
            trace->kernels.push_back(std::move(k));
        } else if (cat == QLatin1String("cpu_op")) {
            const QString name = json::str(e, "name");
            if (name.startsWith(QLatin1String("Torch-Compiled Region: "))
                && !trace->compiledRegions.contains(name.mid(23)))
                trace->compiledRegions << name.mid(23);
        }
    }
    return std::shared_ptr<const ProfilerTrace>(std::move(trace));
}

} // namespace cs
