#include "core/run/runmanifest.h"

#include "core/util/inputfile.h"
#include "core/util/jsonvalue.h"
#include "core/util/outputfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cs::run {
namespace {

// A JSON number as a whole number; 0 for what no manifest holds (non-finite, out of range).
QString time(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QJsonObject namedObject(const NamedValues &v)
{
    QJsonObject o;
    for (const auto &[k, val] : v)
        o[k] = val;
    return o;
}

NamedValues namedFrom(const QJsonObject &o)
{
    NamedValues out;
    for (auto it = o.begin(); it != o.end(); ++it)
        out.append({ it.key(), it.value().toString() });
    return out;
}

QJsonArray gpusJson(const QList<GpuInfo> &gpus)
{
    QJsonArray a;
    for (const GpuInfo &g : gpus)
        a.append(QJsonObject { { QStringLiteral("index"), g.index }, { QStringLiteral("name"), g.name },
            { QStringLiteral("capability"), orNull(g.capability) },
            { QStringLiteral("memory_bytes"), static_cast<double>(g.memoryBytes) } });
    return a;
}

QList<GpuInfo> gpusFrom(const QJsonArray &a)
{
    QList<GpuInfo> out;
    for (const QJsonValue &v : a) {
        const QJsonObject g = v.toObject();
        out.append({ g[QStringLiteral("index")].toInt(), g[QStringLiteral("name")].toString(),
            g[QStringLiteral("capability")].toString(), wholeNumber(g[QStringLiteral("memory_bytes")]) });
    }
    return out;
}

} // namespace

QString exitKindName(ExitKind k)
{
    switch (k) {
    case ExitKind::Exited:
        return QStringLiteral("exited");
    case ExitKind::Signaled:
        return QStringLiteral("signaled");
    case ExitKind::TimedOut:
        return QStringLiteral("timeout");
    case ExitKind::Cancelled:
        return QStringLiteral("cancelled");
    case ExitKind::FailedToStart:
        return QStringLiteral("failed_to_start");
    case ExitKind::Interrupted:
        return QStringLiteral("interrupted");
    }
    return {};
}

NamedValues relevantVariables(const QProcessEnvironment &env)
{
    static const char *const prefixes[]
        = { "TORCH", "PYTORCH_", "INDUCTOR", "TRITON_", "CUDA_", "CUDNN_", "CUBLAS", "NCCL_", "NVIDIA_", "HIP_",
              "ROCR_", "OMP_", "MKL_", "KMP_", "GOMP_", "OPENBLAS_", "XLA_", "LOCAL_RANK", "WORLD_SIZE", "MASTER_" };
    static const char *const names[] = { "PATH", "PYTHONPATH", "PYTHONHASHSEED", "PYTHONUNBUFFERED", "VIRTUAL_ENV",
        "CONDA_PREFIX", "CONDA_DEFAULT_ENV", "LD_LIBRARY_PATH", "LD_PRELOAD", "RANK", "CC", "CXX" };
    NamedValues out;
    QStringList keys = env.keys();
    keys.sort();
    for (const QString &k : keys) {
        bool keep = false;
        for (const char *p : prefixes)
            keep = keep || k.startsWith(QLatin1String(p));
        for (const char *n : names)
            keep = keep || k == QLatin1String(n);
        // Credentials never, even under a kept prefix (e.g. a token for a remote cache).
        if (k.contains(QLatin1String("TOKEN")) || k.contains(QLatin1String("SECRET"))
            || k.contains(QLatin1String("PASSWORD")) || k.contains(QLatin1String("KEY")))
            keep = false;
        if (keep)
            out.append({ k, env.value(k) });
    }
    return out;
}

QByteArray manifestJson(const RunManifest &m)
{
    QJsonObject o;
    o[QStringLiteral("schema")] = QStringLiteral("compilescope.run/1");
    o[QStringLiteral("kind")] = m.kind;
    o[QStringLiteral("tool_version")] = m.toolVersion;
    o[QStringLiteral("command")] = QJsonArray::fromStringList(m.command);
    o[QStringLiteral("program")] = orNull(m.program);
    o[QStringLiteral("working_dir")] = m.workingDir;
    o[QStringLiteral("out_dir")] = m.outDir;
    o[QStringLiteral("start")] = orNull(time(m.start));
    o[QStringLiteral("end")] = orNull(time(m.end));
    o[QStringLiteral("timeout_s")] = m.timeoutS > 0 ? QJsonValue(m.timeoutS) : QJsonValue(QJsonValue::Null);
    QJsonObject exit;
    if (m.exit) {
        const ChildExit &e = *m.exit;
        exit[QStringLiteral("status")] = exitKindName(e.kind);
        exit[QStringLiteral("exit_code")] = e.exitCode >= 0 && e.signal == 0 && e.kind != ExitKind::FailedToStart
            ? QJsonValue(e.exitCode)
            : QJsonValue(QJsonValue::Null);
        exit[QStringLiteral("signal")] = e.signal > 0 ? QJsonValue(e.signal) : QJsonValue(QJsonValue::Null);
        exit[QStringLiteral("shell_status")] = e.shellStatus();
        exit[QStringLiteral("description")] = e.describe();
        exit[QStringLiteral("error")] = orNull(e.error);
        exit[QStringLiteral("pid")] = static_cast<double>(e.pid);
        exit[QStringLiteral("elapsed_s")] = e.elapsedMs / 1000.0;
        exit[QStringLiteral("leftover_processes")] = e.leftoverProcesses;
        exit[QStringLiteral("survivors")] = e.survivors;
        exit[QStringLiteral("survivor_processes")] = QJsonArray::fromStringList(e.survivorProcesses);
        exit[QStringLiteral("output_lost")] = e.outputLost()
            ? QJsonValue(QJsonObject { { QStringLiteral("stdout_bytes"), static_cast<double>(e.lostBytes[0]) },
                { QStringLiteral("stderr_bytes"), static_cast<double>(e.lostBytes[1]) },
                { QStringLiteral("error"), e.writeError } })
            : QJsonValue(QJsonValue::Null);
    } else {
        exit[QStringLiteral("status")] = QStringLiteral("running");
    }
    o[QStringLiteral("exit")] = exit;
    o[QStringLiteral("environment")] = QJsonObject { { QStringLiteral("set"), namedObject(m.settings) },
        { QStringLiteral("overridden"), namedObject(m.overridden) },
        { QStringLiteral("inherited"), namedObject(m.inherited) } };
    const StackInfo &s = m.stack;
    o[QStringLiteral("python")] = QJsonObject { { QStringLiteral("interpreter"), orNull(s.interpreter) },
        { QStringLiteral("found_by"), orNull(s.interpreterSource) }, { QStringLiteral("version"), orNull(s.python) },
        { QStringLiteral("probe_ok"), s.ok }, { QStringLiteral("probe_error"), orNull(s.error) },
        { QStringLiteral("probe_s"), s.seconds } };
    o[QStringLiteral("versions")] = QJsonObject { { QStringLiteral("torch"), orNull(s.torch) },
        { QStringLiteral("torch_git"), orNull(s.torchGit) }, { QStringLiteral("cuda"), orNull(s.torchCuda) },
        { QStringLiteral("hip"), orNull(s.torchHip) }, { QStringLiteral("cudnn"), orNull(s.cudnn) },
        { QStringLiteral("triton"), orNull(s.triton) }, { QStringLiteral("driver"), orNull(m.machine.driver) } };
    o[QStringLiteral("cuda_available")] = s.cudaAvailable;
    o[QStringLiteral("cuda_error")] = orNull(s.cudaError);
    o[QStringLiteral("gpus")] = gpusJson(s.gpus.isEmpty() ? m.machine.gpus : s.gpus);
    const MachineInfo &mc = m.machine;
    o[QStringLiteral("machine")] = QJsonObject { { QStringLiteral("hostname"), mc.hostname },
        { QStringLiteral("os"), mc.os }, { QStringLiteral("kernel"), mc.kernel }, { QStringLiteral("arch"), mc.arch },
        { QStringLiteral("cpu"), orNull(mc.cpuModel) }, { QStringLiteral("logical_cores"), mc.logicalCores },
        { QStringLiteral("memory_bytes"), static_cast<double>(mc.memoryBytes) } };
    o[QStringLiteral("files")] = namedObject(m.files);
    if (m.writer.isValid())
        o[QStringLiteral("writer")] = m.writer.toJson();
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Status writeManifest(const RunManifest &m, const QString &path)
{
    RunManifest written = m;
    written.writer = RunWriter::current();
    if (auto s = writeOutputFile(path, manifestJson(written)); !s)
        return Error { QStringLiteral("cannot write the manifest: %1").arg(s.error().message), path };
    return Ok {};
}

Result<RunManifest> readManifest(const QString &path)
{
    const QString file = QFileInfo(path).isDir() ? QDir(path).filePath(QStringLiteral("manifest.json")) : path;
    const auto bytes = readInputFile(file, SmallDocumentCap);
    if (!bytes)
        return bytes.error();
    return parseManifest(bytes.value(), file);
}

Result<RunManifest> parseManifest(const QByteArray &bytes, const QString &file)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (doc.isNull())
        return Error { QStringLiteral("not JSON: %1").arg(pe.errorString()), file };
    if (!doc.isObject())
        return Error { QStringLiteral("not a CompileScope run manifest"), file };
    const QJsonObject o = doc.object();
    if (!o[QStringLiteral("schema")].toString().startsWith(QLatin1String("compilescope.run/")))
        return Error { QStringLiteral("not a CompileScope run manifest"), file };
    RunManifest m;
    m.kind = o[QStringLiteral("kind")].toString();
    m.toolVersion = o[QStringLiteral("tool_version")].toString();
    for (const QJsonValue &v : o[QStringLiteral("command")].toArray())
        m.command << v.toString();
    m.program = o[QStringLiteral("program")].toString();
    m.workingDir = o[QStringLiteral("working_dir")].toString();
    m.outDir = o[QStringLiteral("out_dir")].toString();
    m.start = QDateTime::fromString(o[QStringLiteral("start")].toString(), Qt::ISODateWithMs);
    m.end = QDateTime::fromString(o[QStringLiteral("end")].toString(), Qt::ISODateWithMs);
    m.timeoutS = o[QStringLiteral("timeout_s")].toInt();
    const QJsonObject exit = o[QStringLiteral("exit")].toObject();
    const QString status = exit[QStringLiteral("status")].toString();
    if (status != QLatin1String("running") && !status.isEmpty()) {
        ChildExit e;
        for (ExitKind k : { ExitKind::Exited, ExitKind::Signaled, ExitKind::TimedOut, ExitKind::Cancelled,
                 ExitKind::FailedToStart, ExitKind::Interrupted })
            if (exitKindName(k) == status)
                e.kind = k;
        e.exitCode = exit[QStringLiteral("exit_code")].toInt(-1);
        e.signal = exit[QStringLiteral("signal")].toInt(0);
        e.error = exit[QStringLiteral("error")].toString();
        e.pid = wholeNumber(exit[QStringLiteral("pid")]);
        e.elapsedMs = wholeNumber(exit[QStringLiteral("elapsed_s")], 1000.0);
        e.leftoverProcesses = exit[QStringLiteral("leftover_processes")].toInt();
        e.survivors = exit[QStringLiteral("survivors")].toInt();
        for (const QJsonValue &v : exit[QStringLiteral("survivor_processes")].toArray())
            e.survivorProcesses << v.toString();
        const QJsonObject lost = exit[QStringLiteral("output_lost")].toObject();
        e.lostBytes[0] = wholeNumber(lost[QStringLiteral("stdout_bytes")]);
        e.lostBytes[1] = wholeNumber(lost[QStringLiteral("stderr_bytes")]);
        e.writeError = lost[QStringLiteral("error")].toString();
        e.start = m.start;
        e.end = m.end;
        m.exit = e;
    }
    const QJsonObject env = o[QStringLiteral("environment")].toObject();
    m.settings = namedFrom(env[QStringLiteral("set")].toObject());
    m.overridden = namedFrom(env[QStringLiteral("overridden")].toObject());
    m.inherited = namedFrom(env[QStringLiteral("inherited")].toObject());
    const QJsonObject py = o[QStringLiteral("python")].toObject();
    m.stack.interpreter = py[QStringLiteral("interpreter")].toString();
    m.stack.interpreterSource = py[QStringLiteral("found_by")].toString();
    m.stack.python = py[QStringLiteral("version")].toString();
    m.stack.ok = py[QStringLiteral("probe_ok")].toBool();
    m.stack.error = py[QStringLiteral("probe_error")].toString();
    m.stack.seconds = py[QStringLiteral("probe_s")].toDouble();
    const QJsonObject v = o[QStringLiteral("versions")].toObject();
    m.stack.torch = v[QStringLiteral("torch")].toString();
    m.stack.torchGit = v[QStringLiteral("torch_git")].toString();
    m.stack.torchCuda = v[QStringLiteral("cuda")].toString();
    m.stack.torchHip = v[QStringLiteral("hip")].toString();
    m.stack.cudnn = v[QStringLiteral("cudnn")].toString();
    m.stack.triton = v[QStringLiteral("triton")].toString();
    m.machine.driver = v[QStringLiteral("driver")].toString();
    m.stack.cudaAvailable = o[QStringLiteral("cuda_available")].toBool();
    m.stack.cudaError = o[QStringLiteral("cuda_error")].toString();
    m.stack.gpus = gpusFrom(o[QStringLiteral("gpus")].toArray());
    const QJsonObject mc = o[QStringLiteral("machine")].toObject();
    m.machine.hostname = mc[QStringLiteral("hostname")].toString();
    m.machine.os = mc[QStringLiteral("os")].toString();
    m.machine.kernel = mc[QStringLiteral("kernel")].toString();
    m.machine.arch = mc[QStringLiteral("arch")].toString();
    m.machine.cpuModel = mc[QStringLiteral("cpu")].toString();
    m.machine.logicalCores = mc[QStringLiteral("logical_cores")].toInt();
    m.machine.memoryBytes = wholeNumber(mc[QStringLiteral("memory_bytes")]);
    m.files = namedFrom(o[QStringLiteral("files")].toObject());
    m.writer = RunWriter::fromJson(o[QStringLiteral("writer")].toObject());
    if (!m.exit && m.writer.state() == RunWriter::State::Gone) {
        ChildExit e;
        e.kind = ExitKind::Interrupted;
        e.error = QStringLiteral("the recording stopped before the command ended: its process (pid %1) is gone, "
                                 "killed or crashed; what the run folder holds may be incomplete")
                      .arg(m.writer.pid);
        e.start = m.start;
        m.exit = e;
    }
    return m;
}

InputsManifest manifestOfInputs(const QStringList &inputs)
{
    InputsManifest out;
    for (const QString &path : inputs) {
        if (!QFileInfo(path).isDir())
            continue;
        const QString file = QDir(path).filePath(QStringLiteral("manifest.json"));
        if (!QFileInfo::exists(file) && !QFileInfo(file).isSymLink())
            continue;
        auto m = readManifest(file);
        if (m) {
            out.manifest = std::move(m.value());
            out.folder = path;
            out.problem.clear();
            return out;
        }
        if (out.problem.isEmpty())
            out.problem = m.error().toString();
    }
    return out;
}

QString manifestLine(const RunManifest &m)
{
    QString command = m.command.join(u' ');
    if (command.size() > 300)
        command = command.left(299) + QChar(0x2026);
    QString line = QStringLiteral("`%1`: ").arg(command);
    if (!m.exit)
        return line + QStringLiteral("still running (started %1)").arg(m.start.toString(Qt::ISODate));
    if (m.exit->kind == ExitKind::Interrupted)
        return line
            + QStringLiteral("interrupted: the recorder (pid %1) was killed before the command ended")
                  .arg(m.writer.pid);
    line += m.exit->describe();
    const qint64 ms = m.exit->elapsedMs > 0 ? m.exit->elapsedMs
                                            : (m.start.isValid() && m.end.isValid() ? m.start.msecsTo(m.end) : -1);
    if (ms >= 0)
        line += QStringLiteral(" after %1 s").arg(ms / 1000.0, 0, 'f', 1);
    return line;
}

} // namespace cs::run
