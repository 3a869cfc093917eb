#include "core/diff/tracesummary.h"

#include "core/util/bytesource.h"
#include "core/util/json.h"

#include <QHash>

#include <algorithm>
#include <map>

namespace cs::diff {
namespace {

struct Span {
    double ts = 0, end = 0;
    int op = -1; // index into TraceSummary::ops
};

bool isLaunch(std::string_view name)
{
    return name.find("LaunchKernel") != std::string_view::npos || name == "cudaGraphLaunch" || name == "cuGraphLaunch";
}

// A runtime call that blocks the host until the device is done with earlier work, by the names
// Kineto writes (runtime API activity; it keeps only the launches of the driver API): the
// synchronize calls, and the copies that wait for the device (a tensor's .item() or .cpu() is a
// cudaMemcpyAsync then cudaStreamSynchronize; on ROCm hipMemcpyWithStream).
bool isHostSync(std::string_view name)
{
    static constexpr std::string_view names[] = { "cudaStreamSynchronize", "cudaDeviceSynchronize",
        "cudaEventSynchronize", "cudaMemcpy", "cudaMemcpy2D", "hipStreamSynchronize", "hipDeviceSynchronize",
        "hipEventSynchronize", "hipMemcpy", "hipMemcpyWithStream", "hipMemcpyDtoH" };
    return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

// The smallest period p of the sequence's start, repeated k >= 2 times, that leaves a tail
// shorter than p (a final synchronize): k iterations of one loop body.
int iterationPeriod(const std::vector<int> &seq, int &repeats)
{
    const size_t n = seq.size();
    for (size_t p = 1; p <= n / 2; ++p) {
        size_t k = 1;
        while ((k + 1) * p <= n
            && std::equal(seq.begin(), seq.begin() + static_cast<long>(p), seq.begin() + static_cast<long>(k * p)))
            ++k;
        if (k >= 2 && n - k * p < p) {
            repeats = static_cast<int>(k);
            return static_cast<int>(p);
        }
    }
    return 0;
}

double unionLength(std::vector<std::pair<double, double>> &intervals)
{
    std::sort(intervals.begin(), intervals.end());
    double total = 0, start = 0, end = -1e300;
    for (const auto &[s, e] : intervals) {
        if (s > end) {
            if (end > start)
                total += end - start;
            start = s;
            end = e;
        } else {
            end = std::max(end, e);
        }
    }
    if (end > start)
        total += end - start;
    return total;
}

// The host syncs that start inside a step: how many, the time blocked, and the time after them
// the device had nothing to run (no kernel, copy or set on any stream) until its next activity,
// up to the step's end; a stretch of idle time after two syncs counts once.
void hostSyncs(TraceSummary &t, std::vector<std::pair<double, double>> syncs,
    const std::vector<std::pair<double, double>> &steps, std::vector<std::pair<double, double>> gpu)
{
    std::sort(gpu.begin(), gpu.end());
    std::vector<std::pair<double, double>> busy; // the device's activity merged: disjoint, in order
    for (const auto &g : gpu)
        if (!busy.empty() && g.first <= busy.back().second)
            busy.back().second = std::max(busy.back().second, g.second);
        else
            busy.push_back(g);
    std::vector<std::pair<double, double>> idle;
    for (const auto &sync : syncs) {
        const double ts = sync.first, end = sync.second;
        const auto step = std::find_if(
            steps.begin(), steps.end(), [&](const auto &s) { return ts >= s.first && ts < s.first + s.second; });
        if (step == steps.end())
            continue; // the profiler's own synchronize at a trace's end, or between calls
        ++t.hostSyncs;
        t.hostSyncUs += end - ts;
        const double stepEnd = step->first + step->second;
        // The device is idle from the sync's end (or the end of the activity still running then)
        // to the start of its next activity.
        auto next
            = std::upper_bound(busy.begin(), busy.end(), end, [](double v, const auto &b) { return v < b.second; });
        double from = end;
        if (next != busy.end() && next->first <= end) {
            from = next->second;
            ++next;
        }
        const double to = std::min(next == busy.end() ? stepEnd : next->first, stepEnd);
        if (to > from)
            idle.emplace_back(from, to);
    }
    t.idleAfterSyncUs = unionLength(idle);
}

} // namespace

Result<TraceSummary> summarizeTrace(const QString &path)
{
    auto source = ByteSource::open(path);
    if (!source)
        return source.error();
    simdjson::dom::parser parser;
    const auto root = json::parse(parser, source.value()->view());
    simdjson::dom::array events;
    if (!root || (*root)["traceEvents"].get_array().get(events) != simdjson::SUCCESS)
        return Error { QStringLiteral("not a valid chrome trace (malformed JSON or no traceEvents)"), path };
    TraceSummary t;
    t.path = path;
    simdjson::dom::array props;
    if ((*root)["deviceProperties"].get_array().get(props) == simdjson::SUCCESS)
        for (auto p : props) {
            t.device = json::str(p, "name");
            break;
        }
    QHash<QString, int> opIndex;
    std::map<std::pair<int64_t, int64_t>, std::vector<Span>> threads;
    std::vector<std::pair<double, double>> gpu, steps, syncs;
    double first = 1e300, last = -1e300;
    std::map<QString, double> peak; // device -> most bytes allocated
    for (auto e : events) {
        std::string_view cat, name, ph;
        if (e["cat"].get_string().get(cat) != simdjson::SUCCESS)
            cat = {};
        if (e["name"].get_string().get(name) != simdjson::SUCCESS)
            name = {};
        if (e["ph"].get_string().get(ph) != simdjson::SUCCESS)
            ph = {};
        const double ts = json::number(e, "ts").value_or(0), dur = json::number(e, "dur").value_or(0);
        if (ph == "X") {
            first = std::min(first, ts);
            last = std::max(last, ts + dur);
        }
        if (cat == "kernel") {
            ++t.kernels;
            t.gpuKernelUs += dur;
            gpu.emplace_back(ts, ts + dur);
        } else if (cat == "gpu_memcpy" || cat == "gpu_memset") {
            gpu.emplace_back(ts, ts + dur);
        } else if ((cat == "cuda_runtime" || cat == "cuda_driver") && isLaunch(name)) {
            ++t.launches;
        } else if ((cat == "cuda_runtime" || cat == "cuda_driver") && ph == "X" && isHostSync(name)) {
            syncs.emplace_back(ts, ts + dur);
        } else if (name.starts_with("ProfilerStep#") && ph == "X" && cat != "gpu_user_annotation") {
            // A step's span on the host; on a GPU Kineto repeats it on the device's timeline
            // (gpu_user_annotation), which is no step of its own.
            steps.emplace_back(ts, dur);
        } else if (cat == "cpu_op" && ph == "X") {
            const QString n = json::qstr(name);
            if (n.startsWith(QLatin1String("Torch-Compiled Region")))
                t.compiled = true;
            auto it = opIndex.constFind(n);
            if (it == opIndex.cend()) {
                it = opIndex.insert(n, static_cast<int>(t.ops.size()));
                t.ops.append({ n });
            }
            threads[{ json::integer(e, "pid").value_or(0), json::integer(e, "tid").value_or(0) }].push_back(
                { ts, ts + dur, *it });
        } else if (name == "[memory]") {
            simdjson::dom::element args;
            if (e["args"].get(args) != simdjson::SUCCESS)
                continue;
            const auto total = json::number(args, "Total Allocated");
            const int64_t device = json::integer(args, "Device Id").value_or(-1);
            const int64_t type = json::integer(args, "Device Type").value_or(0);
            if (total) {
                const QString where
                    = type == 0 || device < 0 ? QStringLiteral("cpu") : QStringLiteral("cuda:%1").arg(device);
                peak[where] = std::max(peak[where], *total);
            }
        }
    }
    t.wallUs = last > first ? last - first : 0;
    t.gpuBusyUs = unionLength(gpu);
    std::vector<std::pair<double, int>> topLevel; // (start, op) of every top-level operator
    for (auto &[thread, spans] : threads) {
        std::sort(spans.begin(), spans.end(),
            [](const Span &a, const Span &b) { return a.ts != b.ts ? a.ts < b.ts : a.end > b.end; });
        std::vector<const Span *> stack;
        for (const Span &s : spans) {
            while (!stack.empty() && stack.back()->end <= s.ts)
                stack.pop_back();
            TraceSummary::Op &op = t.ops[s.op];
            ++op.calls;
            op.totalUs += s.end - s.ts;
            op.selfUs += s.end - s.ts;
            if (!stack.empty())
                t.ops[stack.back()->op].selfUs -= std::min(s.end, stack.back()->end) - s.ts;
            else {
                t.cpuUs += s.end - s.ts;
                topLevel.emplace_back(s.ts, s.op);
            }
            stack.push_back(&s);
        }
    }
    for (TraceSummary::Op &op : t.ops)
        op.selfUs = std::max(0.0, op.selfUs);
    std::sort(t.ops.begin(), t.ops.end(), [](const auto &a, const auto &b) { return a.selfUs > b.selfUs; });
    if (!peak.empty()) { // the GPU's peak when there is one
        const auto best = std::max_element(peak.begin(), peak.end(), [](const auto &a, const auto &b) {
            return (a.first != QLatin1String("cpu")) != (b.first != QLatin1String("cpu"))
                ? a.first == QLatin1String("cpu")
                : a.second < b.second;
        });
        t.peakMemoryBytes = best->second;
        t.peakMemoryDevice = best->first;
    }
    std::sort(steps.begin(), steps.end());
    for (const auto &[ts, dur] : steps)
        t.stepsUs.push_back(dur);
    hostSyncs(t, std::move(syncs), steps, gpu);
    if (t.stepsUs.empty()) { // a loop without ProfilerStep marks: iterations of its body
        std::sort(topLevel.begin(), topLevel.end());
        std::vector<int> seq;
        for (const auto &[ts, op] : topLevel)
            seq.push_back(op);
        int repeats = 0;
        const int period = iterationPeriod(seq, repeats);
        for (int k = 0; period > 0 && k < repeats; ++k) {
            const double start = topLevel[static_cast<size_t>(k * period)].first;
            const double end = k + 1 < repeats ? topLevel[static_cast<size_t>((k + 1) * period)].first : last;
            t.stepsUs.push_back(end - start);
        }
        t.stepsInferred = period > 0;
    }
    return t;
}

TraceDiff diffTraces(const TraceSummary &a, const TraceSummary &b, const TimeOptions &options, int topOps)
{
    TraceDiff d;
    d.a = a;
    d.b = b;
    d.perStep = a.steps() > 0 && b.steps() > 0;
    if (d.perStep)
        d.stepTime = compareTimes(a.stepsUs, b.stepsUs, options);
    const double perA = d.perStep ? a.steps() : 1, perB = d.perStep ? b.steps() : 1;
    QHash<QString, int> index;
    auto add = [&](const TraceSummary::Op &op, bool sideA) {
        auto it = index.constFind(op.name);
        if (it == index.cend()) {
            it = index.insert(op.name, static_cast<int>(d.ops.size()));
            d.ops.append({ op.name });
        }
        TraceDiff::OpDelta &o = d.ops[*it];
        (sideA ? o.callsA : o.callsB) = op.calls;
        (sideA ? o.selfA : o.selfB) = op.selfUs / (sideA ? perA : perB);
    };
    for (const auto &op : a.ops)
        add(op, true);
    for (const auto &op : b.ops)
        add(op, false);
    std::sort(d.ops.begin(), d.ops.end(),
        [](const auto &x, const auto &y) { return std::max(x.selfA, x.selfB) > std::max(y.selfA, y.selfB); });
    if (d.ops.size() > topOps)
        d.ops.resize(topOps);
    return d;
}

} // namespace cs::diff
