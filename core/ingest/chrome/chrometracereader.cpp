#include "core/ingest/chrome/chrometracereader.h"

#include "core/util/json.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <utility>

namespace cs {
namespace {

constexpr QLatin1String RegionPrefix("Torch-Compiled Region: ");

// A host span that matters for region timing: a compiled region or a compiled graph call.
struct HostSpan {
    double ts = 0, dur = 0;
    int region = -1; // index into ProfilerTrace::regionTimes, or -1 for a graph call
};

bool isGraphCall(const QString &name)
{
    return name == QLatin1String("CompiledFunction") || name.startsWith(QLatin1String("## Call CompiledFxGraph"));
}

// Walks each thread's spans as a tree: a region's direct children that are graph calls or
// nested regions are covered time; the rest of the region is outside any compiled graph.
void timeRegions(std::map<std::pair<int64_t, int64_t>, std::vector<HostSpan>> &threads, ProfilerTrace &trace)
{
    for (auto &[thread, spans] : threads) {
        std::sort(spans.begin(), spans.end(),
            [](const HostSpan &a, const HostSpan &b) { return a.ts != b.ts ? a.ts < b.ts : a.dur > b.dur; });
        std::vector<const HostSpan *> stack;
        for (const HostSpan &s : spans) {
            while (!stack.empty() && stack.back()->ts + stack.back()->dur <= s.ts)
                stack.pop_back();
            if (!stack.empty() && stack.back()->region >= 0) {
                CompiledRegionTime &parent = trace.regionTimes[stack.back()->region];
                const double covered = std::min(s.dur, stack.back()->ts + stack.back()->dur - s.ts);
                parent.outsideUs -= covered;
                if (s.region < 0)
                    parent.graphUs += covered;
            }
            if (s.region >= 0) {
                CompiledRegionTime &r = trace.regionTimes[s.region];
                ++r.calls;
                r.totalUs += s.dur;
                r.outsideUs += s.dur;
            }
            stack.push_back(&s);
        }
    }
    for (CompiledRegionTime &r : trace.regionTimes)
        r.outsideUs = std::max(0.0, r.outsideUs);
}

} // namespace

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
    std::map<std::pair<int64_t, int64_t>, std::vector<HostSpan>> threads;
    QHash<QString, int> regionIndex; // compile id → index into regionTimes
    QHash<int64_t, QString> opOf; // a CPU operator's External id → its name
    std::vector<int64_t> launchedBy; // per kernel: the External id of the operator that launched it
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
            launchedBy.push_back(-1);
            if (e["args"].get(args) == simdjson::SUCCESS) {
                launchedBy.back() = json::integer(args, "External id").value_or(-1);
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
            simdjson::dom::element args;
            if (e["args"].get(args) == simdjson::SUCCESS)
                if (const auto id = json::integer(args, "External id"))
                    opOf.insert(*id, name);
            const bool region = name.startsWith(RegionPrefix);
            if (!region && !isGraphCall(name))
                continue;
            HostSpan span { json::number(e, "ts").value_or(0), json::number(e, "dur").value_or(0), -1 };
            if (region) {
                const QString id = name.mid(RegionPrefix.size());
                const auto known = regionIndex.constFind(id);
                span.region = known != regionIndex.cend() ? *known : static_cast<int>(trace->regionTimes.size());
                if (known == regionIndex.cend()) {
                    regionIndex.insert(id, span.region);
                    trace->regionTimes.push_back({ id });
                }
            }
            threads[{ json::integer(e, "pid").value_or(0), json::integer(e, "tid").value_or(0) }].push_back(span);
        }
    }
    for (size_t i = 0; i < trace->kernels.size(); ++i)
        if (launchedBy[i] >= 0)
            trace->kernels[i].op = opOf.value(launchedBy[i]);
    timeRegions(threads, *trace);
    return std::shared_ptr<const ProfilerTrace>(std::move(trace));
}

} // namespace cs
