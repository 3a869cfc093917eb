#include "cli/versioncommand.h"

#include "cli/clifail.h"

#include "core/profiling/runnerjobs.h"
#include "core/util/versions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

QJsonObject runnerJson(const RunnerClient &runner, const Result<RunnerInfo> *info)
{
    QJsonObject o { { QStringLiteral("path"), runner.executable() }, { QStringLiteral("installed"), runner.exists() } };
    if (!info)
        return o;
    if (!*info) {
        o[QStringLiteral("error")] = info->error().toString();
        return o;
    }
    const RunnerInfo &r = info->value();
    o[QStringLiteral("libtorch")] = r.libtorchVersion;
    o[QStringLiteral("cuda_built")] = r.cudaBuilt;
    o[QStringLiteral("cuda_available")] = r.cudaAvailable;
    if (!r.cudaAvailable)
        o[QStringLiteral("cuda_reason")] = r.cudaReason;
    o[QStringLiteral("driver_version")] = r.driverVersion;
    QJsonArray gpus;
    for (const auto &g : r.gpus)
        gpus.append(QJsonObject { { QStringLiteral("name"), g.name },
            { QStringLiteral("compute_capability"), g.computeCapability },
            { QStringLiteral("total_memory"), g.totalMemory }, { QStringLiteral("sm_count"), g.smCount } });
    o[QStringLiteral("gpus")] = gpus;
    return o;
}

int version(const QStringList &args)
{
    bool json = false;
    for (const QString &a : args) {
        if (a == QLatin1String("--json"))
            json = true;
        else
            return cliFail(Tr::tr("version: unknown option %1").arg(a), ExitUsage);
    }
    const RunnerClient runner;
    const auto info = runner.exists() ? std::optional(queryRunnerInfo(runner)) : std::nullopt;
    const Result<RunnerInfo> *infoPtr = info ? &*info : nullptr;
    if (json) {
        QJsonObject libraries;
        for (const auto &[name, v] : BuildVersions::libraries())
            libraries[name] = v;
        const QJsonObject root { { QStringLiteral("schema"), QStringLiteral("compilescope.version/1") },
            { QStringLiteral("compilescope"), BuildVersions::compileScope() },
            { QStringLiteral("libraries"), libraries }, { QStringLiteral("runner"), runnerJson(runner, infoPtr) } };
        cliWriteBytes(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    cliOut() << "CompileScope " << BuildVersions::compileScope() << "\n";
    for (const auto &[name, v] : BuildVersions::libraries())
        cliOut() << "  " << qSetFieldWidth(14) << Qt::left << name << qSetFieldWidth(0) << v << "\n";
    for (const QString &line : runnerLines(runner, infoPtr))
        cliOut() << line << "\n";
    cliOut().flush();
    return ExitOk;
}

constexpr CliOption VersionOptions[] = {
    { "--json", nullptr, QT_TRANSLATE_NOOP("cs::app::Cli", "write JSON to stdout (schema compilescope.version/1)") },
};

} // namespace

QStringList runnerLines(const RunnerClient &runner, const Result<RunnerInfo> *info)
{
    if (!info)
        return { Tr::tr("Kernel runner: not installed (%1)").arg(runner.executable()) };
    if (!*info)
        return { Tr::tr("Kernel runner: %1").arg(info->error().toString()) };
    QStringList out {
        Tr::tr("Kernel runner: %1 (LibTorch %2)").arg(runner.executable(), info->value().libtorchVersion)
    };
    if (info->value().cudaAvailable) {
        for (const auto &g : info->value().gpus)
            out << Tr::tr("  GPU: %1, compute capability %2, driver %3")
                       .arg(g.name, g.computeCapability)
                       .arg(info->value().driverVersion);
    } else {
        out << Tr::tr("  GPU: none (%1); CPU kernels can still be measured").arg(info->value().cudaReason);
    }
    return out;
}

const CliCommand versionCli {
    "version",
    QT_TRANSLATE_NOOP("cs::app::Cli", "versions of CompileScope, its libraries, the kernel runner and the GPU"),
    "[--json]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Also `compilescope --version` and `-v`. The runner is started to ask what LibTorch, CUDA driver and GPUs "
        "it finds on this machine; a runner that cannot start is reported, not an error."),
    VersionOptions,
    nullptr,
    nullptr,
    version,
};

} // namespace cs::app
