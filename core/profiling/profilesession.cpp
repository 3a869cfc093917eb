#include "core/profiling/profilesession.h"

#include "core/analysis/outputcode.h"
#include "core/profiling/runnerjobs.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSysInfo>
#include <QTemporaryFile>

namespace cs {
namespace {

QString cpuModel()
{
    QFile f(QStringLiteral("/proc/cpuinfo"));
    if (!f.open(QIODevice::ReadOnly))
        return QSysInfo::currentCpuArchitecture();
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("model name"))
            return QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
    return QSysInfo::currentCpuArchitecture();
}

QString argText(const PlanArg &a)
{
    switch (a.kind) {
    case PlanArg::Kind::Pointer:
        return QStringLiteral("p:%1:%2").arg(a.dtype).arg(a.bytes);
    case PlanArg::Kind::I32:
        return QStringLiteral("i32:%1").arg(a.intValue);
    case PlanArg::Kind::I64:
        return QStringLiteral("i64:%1").arg(a.intValue);
    case PlanArg::Kind::F32:
        return QStringLiteral("f32:%1").arg(a.floatValue, 0, 'g', 17);
    case PlanArg::Kind::F64:
        return QStringLiteral("f64:%1").arg(a.floatValue, 0, 'g', 17);
    }
    return {};
}

KernelResult resultOf(const KernelPlan &p, simdjson::dom::element e)
{
    KernelResult r;
    r.kernel = p.name;
    r.compileId = p.compileId;
    r.kind = p.kind;
    r.config = p.config;
    r.medianUs = json::number(e, "median_us").value_or(0);
    r.minUs = json::number(e, "min_us").value_or(0);
    r.maxUs = json::number(e, "max_us").value_or(0);
    r.spread = r.medianUs > 0 ? (r.maxUs - r.minUs) / r.medianUs : 0;
    r.repeats = static_cast<int>(json::integer(e, "repeats").value_or(0));
    if (const auto b = json::integer(e, "bytes"))
        r.bytes = *b;
    if (const auto g = json::number(e, "gbs"))
        r.bandwidthGBs = *g;
    if (const auto v = json::integer(e, "registers"))
        r.registers = static_cast<int>(*v);
    if (const auto v = json::integer(e, "spills"))
        r.spills = static_cast<int>(*v);
    if (const auto v = json::integer(e, "shared"))
        r.sharedMem = static_cast<int>(*v);
    r.planId = p.id;
    r.codeHash = kernelCodeHash(p.source, p.name);
    r.launches = p.launches;
    simdjson::dom::array times;
    if (e["times_us"].get_array().get(times) == simdjson::SUCCESS)
        for (auto t : times) {
            double v = 0;
            int64_t i = 0;
            if (t.get_double().get(v) == simdjson::SUCCESS)
                r.samplesUs.push_back(v);
            else if (t.get_int64().get(i) == simdjson::SUCCESS)
                r.samplesUs.push_back(static_cast<double>(i));
        }
    return r;
}

} // namespace

QByteArray kernelJobText(const QList<KernelPlan> &plans, const ProfileOptions &o)
{
    QByteArray out = "compilescope-kernel-job 1\n";
    out += QStringLiteral("options\twarmup=%1\trepeat=%2\tflush=%3\n")
               .arg(o.warmup)
               .arg(o.repeat)
               .arg(o.flush ? 1 : 0)
               .toUtf8();
    for (const KernelPlan &p : plans) {
        QStringList args;
        for (const PlanArg &a : p.args)
            args << argText(a);
        QStringList f { QStringLiteral("kernel"), QStringLiteral("id=") + p.id, QStringLiteral("kind=") + p.kind,
            QStringLiteral("name=") + p.name, QStringLiteral("binary=") + p.binary,
            QStringLiteral("function=") + p.function };
        if (p.kind == QLatin1String("triton"))
            f << QStringLiteral("grid=%1,%2,%3").arg(p.grid[0]).arg(p.grid[1]).arg(p.grid[2])
              << QStringLiteral("warps=%1").arg(p.warps) << QStringLiteral("ctas=%1").arg(p.ctas)
              << QStringLiteral("shared=%1").arg(p.shared)
              << QStringLiteral("gscratch=%1,%2").arg(p.globalScratch).arg(p.globalScratchAlign)
              << QStringLiteral("pscratch=%1,%2").arg(p.profileScratch).arg(p.profileScratchAlign)
              << QStringLiteral("scratch_pointers=%1").arg(p.scratchPointers)
              << QStringLiteral("pdl=%1").arg(p.pdl ? 1 : 0) << QStringLiteral("coop=%1").arg(p.cooperative ? 1 : 0);
        f << QStringLiteral("bytes=%1").arg(p.bandwidthBytes());
        if (!args.isEmpty())
            f << QStringLiteral("args=") + args.join(u';');
        for (QString &field : f)
            field.replace(u'\t', u' ').replace(u'\n', u' ');
        out += f.join(u'\t').toUtf8() + '\n';
    }
    return out;
}

// An AOTInductor package: the whole model timed, and each kernel from LibTorch's profiler.
void ProfileSession::runPackage(const KernelPlan &p, ProfileRun &run)
{
    AotiRequest request;
    request.package = p.binary;
    request.inputs = p.inputs;
    request.warmup = m_options.warmup;
    request.repeat = m_options.repeat;
    request.profileRuns = m_options.repeat;
    ++m_starts;
    const auto r = runAotiPackage(m_client, request);
    if (!r) {
        run.failures.push_back({ p.name, p.compileId, r.error().message, p.id });
        return;
    }
    KernelResult whole;
    whole.kernel = p.name + QStringLiteral(" (whole model)");
    whole.compileId = p.compileId;
    whole.kind = p.kind;
    whole.config = r.value().device;
    whole.medianUs = r.value().medianUs;
    whole.minUs = r.value().minUs;
    whole.maxUs = r.value().maxUs;
    whole.spread = whole.medianUs > 0 ? (whole.maxUs - whole.minUs) / whole.medianUs : 0;
    whole.repeats = r.value().repeat;
    run.results.push_back(whole);
    static const QRegularExpression graphPrefix(QStringLiteral("^graph_\\d+_"));
    for (const AotiKernelTime &k : r.value().kernels) {
        KernelResult kr;
        kr.kernel = QString(k.name).remove(graphPrefix);
        kr.compileId = p.name;
        kr.kind = p.kind;
        kr.config = k.device + QStringLiteral(", LibTorch profiler");
        kr.medianUs = k.medianUs;
        kr.minUs = k.minUs;
        kr.maxUs = k.maxUs;
        kr.spread = k.medianUs > 0 ? (k.maxUs - k.minUs) / k.medianUs : 0;
        kr.repeats = k.calls;
        run.results.push_back(kr);
    }
}

ProfileSession::ProfileSession(RunnerClient client, ProfileOptions options)
    : m_client(std::move(client))
    , m_options(options)
{
}

Result<ProfileRun> ProfileSession::run(
    const QList<KernelPlan> &plans, const QString &tracePath, const Progress &progress)
{
    if (!m_client.exists())
        return Error {
            QStringLiteral("the kernel runner is not installed (looked for %1)").arg(m_client.executable())
        };
    ProfileRun run;
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.tracePath = tracePath;
    run.machine.hostname = QSysInfo::machineHostName();
    run.machine.cpu = cpuModel();
    if (const auto info = queryRunnerInfo(m_client)) {
        run.machine.torch = info.value().libtorchVersion;
        if (!info.value().gpus.isEmpty())
            run.machine.gpu = info.value().gpus.first().name;
        if (info.value().driverVersion > 0)
            run.machine.driver = QStringLiteral("%1.%2")
                                     .arg(info.value().driverVersion / 1000)
                                     .arg((info.value().driverVersion % 1000) / 10);
    }
    QJsonObject settings { { QStringLiteral("warmup"), m_options.warmup },
        { QStringLiteral("repeat"), m_options.repeat }, { QStringLiteral("flush"), m_options.flush } };
    QList<KernelPlan> todo;
    QHash<QString, const KernelPlan *> byId;
    QList<KernelPlan> packages;
    for (const KernelPlan &p : plans) {
        if (run.machine.triton.isEmpty())
            run.machine.triton = p.tritonVersion;
        if (!p.package.isEmpty())
            continue; // a kernel of an AOTInductor package: timed when its package runs
        if (p.launchable() && p.kind == QLatin1String("aoti")) {
            packages << p;
        } else if (p.launchable()) {
            todo << p;
            byId.insert(p.id, &p);
        } else
            run.failures.push_back({ p.name, p.compileId, QStringLiteral("not launchable: ") + p.problem, p.id });
    }
    const int total = static_cast<int>(todo.size() + packages.size());
    int done = 0;
    bool cancelled = false;
    simdjson::dom::parser parser;
    while (!todo.isEmpty() && !cancelled) {
        // In the runner's scratch folder: if this process is killed, the next runner removes it.
        const QString scratch = RunnerClient::scratchRoot();
        QTemporaryFile job;
        if (!scratch.isEmpty())
            job.setFileTemplate(scratch + QStringLiteral("/job-%1-XXXXXX").arg(QCoreApplication::applicationPid()));
        if (!job.open())
            return Error { QStringLiteral("cannot write the kernel job file: %1").arg(job.errorString()) };
        job.write(kernelJobText(todo, m_options));
        job.flush();
        QProcess p;
        m_client.start(p, { QStringLiteral("kernels"), job.fileName() });
        ++m_starts;
        if (!p.waitForStarted(10000))
            return Error { QStringLiteral("cannot start the kernel runner: %1").arg(p.errorString()),
                m_client.executable() };
        QString inFlight;
        QSet<QString> finished;
        bool sawDone = false, hung = false;
        QByteArray buffer;
        auto consume = [&] {
            buffer += p.readAllStandardOutput();
            for (qsizetype nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
                const QByteArray line = buffer.left(nl);
                buffer.remove(0, nl + 1);
                const auto e
                    = json::parse(parser, std::string_view(line.constData(), static_cast<size_t>(line.size())));
                if (!e)
                    continue;
                const QString event = json::str(*e, "event");
                const QString id = json::str(*e, "id");
                const KernelPlan *plan = byId.value(id);
                if (event == QLatin1String("machine")) { // GPU, driver and LibTorch came with queryRunnerInfo
                    if (const QString cuda = json::str(*e, "cuda"); !cuda.isEmpty())
                        run.machine.cuda = cuda;
                    if (const auto peak = json::number(*e, "peak_gbs"))
                        settings[QStringLiteral("peak_gbs")] = *peak;
                    // The compute roof's inputs (roofline.h): what the driver says of the GPU.
                    if (const QString cc = json::str(*e, "compute_capability"); !cc.isEmpty())
                        settings[QStringLiteral("compute_capability")] = cc;
                    for (const char *key : { "sm_count", "clock_khz" })
                        if (const auto n = json::number(*e, key))
                            settings[QLatin1String(key)] = *n;
                } else if (event == QLatin1String("start")) {
                    inFlight = id;
                    if (progress && plan && !progress(done, total, plan->name))
                        cancelled = true;
                } else if (event == QLatin1String("result") && plan) {
                    run.results.push_back(resultOf(*plan, *e));
                    finished << id;
                    ++done;
                } else if (event == QLatin1String("error") && plan) {
                    run.failures.push_back({ plan->name, plan->compileId, json::str(*e, "error"), plan->id });
                    finished << id;
                    ++done;
                } else if (event == QLatin1String("done"))
                    sawDone = true;
            }
        };
        while (p.state() != QProcess::NotRunning && !cancelled) {
            if (!p.waitForReadyRead(m_options.kernelTimeoutMs) && p.state() != QProcess::NotRunning) {
                hung = true;
                break;
            }
            consume();
        }
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
        consume();
        if (sawDone || cancelled)
            break;
        const bool lost = !inFlight.isEmpty() && !finished.contains(inFlight);
        if (lost) {
            const QString why = hung ? QStringLiteral("no answer within %1 s: the runner was stopped (hung kernel?)")
                                           .arg(m_options.kernelTimeoutMs / 1000)
                : p.exitStatus() == QProcess::CrashExit
                ? QStringLiteral("the runner crashed while measuring it: %1")
                      .arg(QString::fromLocal8Bit(p.readAllStandardError()).right(300).trimmed())
                : QStringLiteral("the runner stopped while measuring it (exit code %1)").arg(p.exitCode());
            const KernelPlan *lostPlan = byId.value(inFlight);
            run.failures.push_back({ lostPlan->name, lostPlan->compileId, why, lostPlan->id });
            finished << inFlight;
            ++done;
        }
        if (finished.isEmpty())
            return Error { QStringLiteral("the kernel runner measured nothing (exit code %1): %2")
                               .arg(p.exitCode())
                               .arg(QString::fromLocal8Bit(p.readAllStandardError()).right(400).trimmed()),
                m_client.executable() };
        QList<KernelPlan> rest;
        for (const KernelPlan &k : todo)
            if (!finished.contains(k.id))
                rest << k;
        todo = rest;
    }
    for (const KernelPlan &p : packages) {
        if (cancelled || (progress && !progress(done, total, p.name))) {
            cancelled = true;
            break;
        }
        runPackage(p, run);
        ++done;
    }
    settings[QStringLiteral("runner_starts")] = m_starts;
    settings[QStringLiteral("cancelled")] = cancelled;
    run.settings = QString::fromUtf8(QJsonDocument(settings).toJson(QJsonDocument::Compact));
    run.finishedAt = QDateTime::currentDateTimeUtc();
    if (progress)
        progress(done, total, QString());
    return run;
}

} // namespace cs
