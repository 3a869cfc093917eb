#include "core/profiling/runnerjobs.h"

#include "core/util/json.h"

namespace cs {
namespace {

Result<simdjson::dom::element> parseReply(
    simdjson::dom::parser &parser, const RunnerClient::Reply &reply, const QString &what)
{
    const auto el = json::parse(parser, reply.json);
    if (!el)
        return Error { QStringLiteral("%1: the runner's answer is not JSON").arg(what) };
    bool ok = true;
    if ((*el)["ok"].get_bool().get(ok) == simdjson::SUCCESS && !ok)
        return Error { QStringLiteral("%1: %2").arg(what, json::str(*el, "error")) };
    return *el;
}

} // namespace

Result<RunnerInfo> queryRunnerInfo(const RunnerClient &client)
{
    auto reply = client.run({ QStringLiteral("version") }, 60000);
    if (!reply)
        return reply.error();
    simdjson::dom::parser parser;
    auto el = parseReply(parser, reply.value(), QStringLiteral("runner version"));
    if (!el)
        return el.error();
    RunnerInfo info;
    info.runnerVersion = json::str(el.value(), "runner");
    info.libtorchVersion = json::str(el.value(), "libtorch");
    simdjson::dom::element cuda;
    if (el.value()["cuda"].get(cuda) == simdjson::SUCCESS) {
        info.cudaBuilt = json::boolean(cuda, "built").value_or(false);
        info.cudaAvailable = json::boolean(cuda, "available").value_or(false);
        info.cudaReason = json::str(cuda, "reason");
        info.driverVersion = static_cast<int>(json::integer(cuda, "driver_version").value_or(0));
        simdjson::dom::array devices;
        if (cuda["devices"].get_array().get(devices) == simdjson::SUCCESS)
            for (auto d : devices)
                info.gpus.push_back({ json::str(d, "name"), json::str(d, "compute_capability"),
                    json::integer(d, "total_memory").value_or(0),
                    static_cast<int>(json::integer(d, "sm_count").value_or(0)) });
    }
    return info;
}

Result<AotiResult> runAotiPackage(const RunnerClient &client, const AotiRequest &request)
{
    QStringList args { QStringLiteral("aoti"), QStringLiteral("--package"), request.package, QStringLiteral("--warmup"),
        QString::number(request.warmup), QStringLiteral("--repeat"), QString::number(request.repeat) };
    for (const QString &in : request.inputs)
        args << QStringLiteral("--input") << in;
    if (request.profileRuns > 0)
        args << QStringLiteral("--profile-kernels") << QString::number(request.profileRuns);
    auto reply = client.run(args);
    if (!reply)
        return reply.error();
    simdjson::dom::parser parser;
    const QString what = QStringLiteral("AOTInductor package %1").arg(request.package);
    auto el = parseReply(parser, reply.value(), what);
    if (!el)
        return el.error();
    AotiResult r;
    r.device = json::str(el.value(), "device");
    simdjson::dom::array outputs;
    if (el.value()["outputs"].get_array().get(outputs) == simdjson::SUCCESS) {
        for (auto o : outputs) {
            TensorSummary t;
            t.dtype = json::str(o, "dtype");
            t.sum = json::number(o, "sum").value_or(0);
            simdjson::dom::array a;
            if (o["shape"].get_array().get(a) == simdjson::SUCCESS)
                for (auto d : a)
                    t.shape.push_back(d.get_int64().value_unsafe());
            if (o["first"].get_array().get(a) == simdjson::SUCCESS)
                for (auto v : a) {
                    double x = 0;
                    if (v.get_double().get(x) != simdjson::SUCCESS)
                        x = static_cast<double>(v.get_int64().value_unsafe());
                    t.first.push_back(x);
                }
            r.outputs.push_back(std::move(t));
        }
    }
    simdjson::dom::element timing;
    if (el.value()["timing"].get(timing) == simdjson::SUCCESS) {
        r.medianUs = json::number(timing, "median_us").value_or(0);
        r.minUs = json::number(timing, "min_us").value_or(0);
        r.maxUs = json::number(timing, "max_us").value_or(0);
        r.repeat = static_cast<int>(json::integer(timing, "repeat").value_or(0));
    }
    simdjson::dom::array kernels;
    if (el.value()["kernels"].get_array().get(kernels) == simdjson::SUCCESS)
        for (auto k : kernels)
            r.kernels.push_back({ json::str(k, "name"), json::str(k, "device"),
                static_cast<int>(json::integer(k, "calls").value_or(0)), json::number(k, "median_us").value_or(0),
                json::number(k, "min_us").value_or(0), json::number(k, "max_us").value_or(0),
                json::number(k, "total_us").value_or(0) });
    return r;
}

} // namespace cs
